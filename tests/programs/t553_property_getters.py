# Property getters run as inlined calls (tier 1's LOAD_ATTR_PROPERTY):
# slots and dict instances, a getter replaced, a getter that raises
# (AttributeError with and without __getattr__), recursion, a subclass
# overriding with a plain attribute, __class__ changed, sys._getframe.
import sys


class V:
    __slots__ = ("_x", "_y")

    def __init__(self, x, y):
        self._x = x
        self._y = y

    @property
    def x(self):
        return self._x

    @property
    def y(self):
        return self._y

    def norm2(self):
        return self.x * self.x + self.y * self.y


class D:
    def __init__(self, v):
        self.v = v

    @property
    def double(self):
        return self.v * 2

    @property
    def caller(self):
        return sys._getframe(1).f_code.co_name

    @property
    def broken(self):
        raise AttributeError("no broken")

    @property
    def deep(self):
        if self.v <= 0:
            return 0
        return 1 + D(self.v - 1).deep


class G(D):
    def __getattr__(self, name):
        return "fallback " + name


class E(D):
    double = 5          # a plain attribute: no property


def use(o):
    return o.double


def run(n):
    vs = [V(i * 0.5, i) for i in range(10)]
    t = 0.0
    for k in range(n):
        for v in vs:
            t += v.norm2()
    return t


for r in range(30):
    a = run(5)
    b = [use(D(i)) for i in range(5)]
print(a, b, D(3).caller, D(50).deep)
print(use(E(1)), use(D(4)), use(G(2)))
for o in [D(1), G(1)]:
    try:
        print(o.broken)
    except AttributeError as e:
        print("AttributeError", e)
d = D(7)
d.__class__ = E
print(use(d))
D.double = property(lambda self: "lambda %d" % self.v)
print(use(D(8)))
D.double.fget.__code__ = (lambda self, extra: 0).__code__
try:
    use(D(9))
except TypeError as e:
    print("TypeError", e)
try:
    print(D(-1).deep, D(10 ** 4).deep)
except RecursionError:
    print("RecursionError")
print(use(D(2)))
