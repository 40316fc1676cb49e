# Calls specialised with defaults (CALL_PY_WITH_DEFAULTS), bound method
# objects called later, and __init__ with defaults (CALL_PY_CLASS), while
# __defaults__ is reassigned under them.
import random
class R:
    def __init__(self, a, b=2, c=3):
        self.s = a + b + c
    def m(self, x, y=10):
        return x + y
def f(a, b=1, *, c=2): return a + b + c
def g(a, b=1): return a + b
def gen(a, b=5):
    yield a
    yield b
r = R(1)
bm = r.m
tot = 0
random.seed(3)
for i in range(300):
    tot += R(i).s + R(i, 1).s + R(i, 1, 1).s
    tot += bm(i) + bm(i, 1) + r.m(i) + g(i) + g(i, i)
    tot += f(i) + sum(gen(i)) + sum(gen(i, 1))
    tot += random.randrange(10) + random.randrange(1, 10)
    if i == 150:
        g.__defaults__ = (100,)
        R.__init__.__defaults__ = (7, 8)
        R.m.__defaults__ = (5,)
print(tot)
try:
    g()
except TypeError as e:
    print(e)
g.__defaults__ = None
try:
    for i in range(100): g(1)
except TypeError as e:
    print(e)
def h(a, b=[]):
    b.append(a)
    return len(b)
for i in range(100): n = h(i)
print(n)
