# math's one-argument functions and Random.random through call1 (no
# Arguments object): values, __floor__/__ceil__, errors as CPython words
# them, a Random subclass.
import math, random
from random import Random
class R(Random):
    pass
random.seed(5)
r = R(3)
t = 0.0
for i in range(300):
    t += math.sqrt(random.random()) + math.floor(i / 3) + math.ceil(i / 7) + math.sin(i) + r.random()
print(round(t, 6), math.floor(5), math.floor(2**70 + 0.0) == 2**70, math.ceil(-0.5))
class F:
    def __floor__(self): return "floored"
    def __ceil__(self): return "ceiled"
print(math.floor(F()), math.ceil(F()), math.floor(True))
for bad in ["math.sqrt(-1)", "math.sqrt('x')", "math.floor('x')", "math.exp(1000)", "math.floor(float('nan'))",
            "math.ceil(float('inf'))", "random.Random.random(5)", "math.sqrt()", "math.floor(1, 2)"]:
    try:
        print(bad, eval(bad))
    except Exception as e:
        print(bad, type(e).__name__, e)
