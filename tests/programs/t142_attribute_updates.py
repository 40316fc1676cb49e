# `x.a op= v` and `d = a.x - b.x` / `m = a.x * d` in hot loops (tier 2 does
# each in one slot while the attributes are cached floats): other types,
# properties, class attributes, new attributes, exceptions in the middle.


class P:
    def __init__(self, x, v):
        self.x = x
        self.v = v


class Prop(P):
    def __init__(self, x, v):
        self._x = x
        self.v = v

    @property
    def x(self):
        return self._x

    @x.setter
    def x(self, value):
        self._x = value * 2


class ReadOnly(P):
    @property
    def x(self):
        return 1.5


def step(ps, n, dt, k):
    for i in range(n):
        for p in ps:
            p.x += p.v * dt
            p.v -= dt * 0.5
            p.x *= 1.0000001
            p.v /= 1.0001
            p.x -= k * 0.25
            p.v += i
    return [(round(p.x, 6), round(p.v, 6)) for p in ps]


def pairs(a, b, n):
    t = 0.0
    for i in range(n):
        d = a.x - b.x
        m = a.v * d
        t += d * m
    return t


def divide(ps, n, w):
    done = 0
    for i in range(n):
        for p in ps:
            try:
                p.x /= w - i
                done += 1
            except ZeroDivisionError as e:
                return done, p.x, str(e)
    return done


print(step([P(1.0, 0.5), P(-0.0, 2.0)], 300, 0.01, 2))
print(step([P(1.0, 0.5), P(2, 3)], 50, 0.01, 1))
print(step([P(1.0, 0.5), Prop(1.0, 1.0)], 5, 0.5, 3))
print(step([P(True, 0.5)], 3, 0.5, 1))
print(step([P(10 ** 20, 1.0)], 3, 0.5, 1))
print(step([P(float("inf"), float("nan"))], 3, 0.5, 1))
print(pairs(P(3.0, 2.0), P(1.0, 0.0), 500))
print(pairs(P(3, 2), P(1.5, 0.0), 5))
print(pairs(Prop(3.0, 2.0), P(1.0, 0.0), 5))
print(divide([P(1.0, 0.0), P(2.0, 0.0)], 100, 60.0))
q = P(4.0, 1.0)
q.y = 1.0
print(step([q, P(1.0, 1.0)], 100, 0.1, 1), q.y)
try:
    step([P(1.0, 1.0), ReadOnly(1.0, 1.0)], 100, 0.1, 1)
except AttributeError:
    print("AttributeError")
try:
    step([P(1.0, "v")], 3, 0.1, 1)
except TypeError as e:
    print("TypeError", e)
