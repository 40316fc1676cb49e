# Classes whose __init__ runs in the caller's dispatch loop (CALL_PY_CLASS,
# inline_calls.result_of): a non-None return, a generator __init__,
# handlers inside __init__, deep recursion through constructors.
class P:
    def __init__(self, x, y):
        self.x = x
        self.y = y
class Bad:
    def __init__(self, x):
        self.x = x
        if x > 150:
            return x
class G:
    def __init__(self):
        yield 1
class Catch:
    def __init__(self, v):
        try:
            self.v = 1 / v
        except ZeroDivisionError:
            self.v = None
def make(n):
    out = []
    for i in range(n):
        out.append(P(i, i * 2).y)
        try:
            out.append(Bad(i).x)
        except TypeError as e:
            out.append(str(e))
        out.append(Catch(i % 3).v)
    return out
r = make(200)
print(len(r), r[:6], r[-6:])
try:
    G()
except TypeError as e:
    print(e)
def deep(n):
    return P(n, deep(n - 1) if n else 0)
import sys
sys.setrecursionlimit(5000)
p = deep(3000)
c = 0
while isinstance(p, P):
    p = p.y
    c += 1
print(c)
Bad(1000)
