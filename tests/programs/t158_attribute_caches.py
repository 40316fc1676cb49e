# Attribute caches (tier-1 specialisations, tier-2 float attribute fusions)
# against receivers whose attribute protocol differs: hooked classes,
# descriptors, slots, dict-mode instances, swapped __class__, and classes
# changed after the caches were set up. Also __set_name__ errors.


def show(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)


class Vec:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def norm2(self):
        return self.x * self.x + self.y * self.y


class Scaled:
    """Same attributes, but reads go through __getattribute__."""

    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __getattribute__(self, name):
        v = object.__getattribute__(self, name)
        if name == "x" or name == "y":
            return v * 2.0
        return v

    def norm2(self):
        return self.x * self.x + self.y * self.y


class Slotted:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y

    def norm2(self):
        return self.x * self.x + self.y * self.y


class Positive:
    def __set_name__(self, owner, name):
        self.key = "_" + name

    def __get__(self, obj, t):
        if obj is None:
            return self
        return getattr(obj, self.key)

    def __set__(self, obj, v):
        setattr(obj, self.key, abs(v))


class Guarded:
    x = Positive()
    y = Positive()

    def __init__(self, x, y):
        self.x = x
        self.y = y

    def norm2(self):
        return self.x * self.x + self.y * self.y


def dot(a, b):
    return a.x * b.x + a.y * b.y


def run(objs, n):
    acc = 0.0
    for i in range(n):
        a = objs[i % len(objs)]
        b = objs[(i + 1) % len(objs)]
        acc += dot(a, b) + a.norm2()
        a.x = a.x + 0.5
        acc += a.x - b.y
    return acc


print(run([Vec(1.0, 2.0), Vec(3.0, -1.0)], 300))
print(run([Vec(1.0, 2.0), Scaled(3.0, -1.0)], 300))
print(run([Slotted(1.0, 2.0), Vec(3.0, -1.0), Guarded(-2.0, 1.5)], 300))
print(run([Guarded(-1.0, 2.0), Scaled(0.5, 0.5), Slotted(1.0, 1.0)], 301))

# instances switching to dict mode, and classes swapped, mid-loop
objs = [Vec(1.0, 2.0), Vec(2.0, 3.0)]
acc = 0.0
for i in range(300):
    a = objs[i % 2]
    acc += a.x * a.y + a.norm2()
    if i == 100:
        objs[0].__dict__["x"] = 10.0
    if i == 200:
        objs[1].__class__ = Scaled
    a.y = a.y + 1.0
print(acc)

# a hook installed on the class late, then removed
objs = [Vec(1.0, 1.0), Vec(2.0, 2.0)]
acc = 0.0
for i in range(300):
    a = objs[i % 2]
    acc += a.x + a.norm2()
    if i == 100:
        Vec.__getattribute__ = Scaled.__getattribute__
    if i == 200:
        del Vec.__getattribute__
print(acc)

# a method replaced on the class by a built-in function or a descriptor


class Tool:
    def size(self, s):
        return 1


t = Tool()
acc = 0
for i in range(300):
    acc += t.size("abc")
    if i == 100:
        Tool.size = len
    if i == 200:
        Tool.size = staticmethod(lambda s: 100)
print(acc)

# a class attribute read that calls __get__ each time
calls = [0]


class Ticker:
    def __get__(self, obj, t):
        calls[0] += 1
        return calls[0]


class HasTicker:
    tick = Ticker()


acc = 0
for i in range(300):
    acc += HasTicker.tick
print(acc, calls[0])

# __set_name__ errors are wrapped


class BadName:
    def __set_name__(self, owner, name):
        raise ValueError("bad " + name)


def make_bad():
    class X:
        field = BadName()
    return X


try:
    make_bad()
except RuntimeError as e:
    print(e, type(e.__cause__).__name__, e.__cause__)


class NotCallable:
    __set_name__ = None


def make_bad2():
    class Y:
        n = NotCallable()


show(make_bad2)
