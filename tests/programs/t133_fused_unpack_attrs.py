# Tier-2 fusions of `a, b = seq` (straight into the locals) and of the two
# ends of `x.a += ...` (the owner kept below the attribute; the store with
# the value above the owner), hit and miss: other sequence kinds, wrong
# lengths, properties, __slots__, class attributes.


def unpack(items, n):
    out = []
    for k in range(n):
        try:
            a, b = items[k % len(items)]
            out.append((a, b))
        except (ValueError, TypeError) as e:
            out.append(type(e).__name__ + ": " + str(e))
    return out


def unpack3(seq, n):
    t = 0
    for k in range(n):
        x, y, z = seq
        t += x * 100 + y * 10 + z
    return t, x, y, z


def gen():
    yield 1
    yield 2


class Body:
    def __init__(self, x):
        self.x = x
        self.v = 0.5


class Prop:
    def __init__(self):
        self._x = 1.0
        self.v = 0.25

    @property
    def x(self):
        return self._x

    @x.setter
    def x(self, value):
        self._x = value * 2


class Slotted:
    __slots__ = ("x", "v")

    def __init__(self):
        self.x = 3
        self.v = 4


class ClassAttr:
    x = 10
    v = 1


def step(bodies, n):
    for k in range(n):
        for b in bodies:
            b.x += b.v * 2
            b.v -= 0.125
    return [(b.x, b.v) for b in bodies]


for rep in range(2):
    print(unpack([(1, 2), [3, 4], "ab", (5, 6)], 80)[-6:])
    print(unpack([(1, 2), (1, 2, 3), 7, {8: 0, 9: 0}, gen()], 75)[-5:])
    print(unpack3((1, 2, 3), 70), unpack3([4, 5, 6], 70), unpack3(range(7, 10), 3))
    bs = [Body(1.0), Body(2)]
    print(step(bs, 70))
    print(step([Prop(), Body(0.0)], 70))
    print(step([Slotted(), Body(1)], 70))
    c = ClassAttr()
    print(step([c, Body(5)], 70), ClassAttr.x, c.x)
    try:
        step([Body(1.0), object()], 70)
    except AttributeError as e:
        print("AttributeError:", e)
    try:
        step([Body(1.0), Body("s")], 70)
    except TypeError as e:
        print("TypeError:", e)
