# Calls entered in the eval loop itself (CALL_PY_EXACT_ARGS with a spare
# frame, tier1_ops.exact_args_callee): the recursion limit, one code with
# several globals and closures, methods, cold and hot callees, generators
import sys
import types


def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)


print(depth(50), depth(400))
old = sys.getrecursionlimit()
sys.setrecursionlimit(200)
for k in range(3):
    try:
        depth(1000)
    except RecursionError as e:
        print("RecursionError", e)
sys.setrecursionlimit(old)
print(depth(150))


def scale(x):
    return x * FACTOR


FACTOR = 2
other = types.FunctionType(scale.__code__, {"FACTOR": 10}, "other")
t = 0
for i in range(300):
    t += scale(i) + other(i)    # one code, two globals: spare frames apart
print(t)


def make(k):
    def add(x):
        return x + k
    return add


adders = [make(k) for k in range(4)]
t = 0
for i in range(400):
    t += adders[i % 4](i)       # one code, four closures
print(t)


class P:
    def __init__(self, v):
        self.v = v

    def get(self, d):
        return self.v + d


ps = [P(i) for i in range(5)]
print(sum(p.get(1) for p in ps), sum([ps[i % 5].get(i) for i in range(500)]))


def gen(n):
    for i in range(n):
        yield i


print(sum(sum(gen(i)) for i in range(60)))


def kw(a, b=2):
    return a * b


print(sum(kw(i) + kw(i, 3) + kw(a=i) for i in range(200)))


def raises(x):
    if x > 250:
        raise ValueError("too big: %d" % x)
    return x


try:
    for i in range(1000):
        raises(i)
except ValueError as e:
    print(e)
scale.__code__ = (lambda x: -x).__code__
print(sum(scale(i) for i in range(100)))
