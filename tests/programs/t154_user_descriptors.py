# User descriptors: data descriptors (__set__ or __delete__) win over the
# instance's attributes, non-data descriptors (__get__ only) lose to them;
# __get__(self, None, cls) for class access; __set_name__ at class creation.


def show(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)


class Typed:
    def __set_name__(self, owner, name):
        self.name = name
        self.store = "_" + name
        print("set_name", owner.__name__, name)

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.store, "unset")

    def __set__(self, obj, value):
        if not isinstance(value, int):
            raise TypeError(self.name + " must be int")
        setattr(obj, self.store, value)

    def __delete__(self, obj):
        delattr(obj, self.store)


class Point:
    x = Typed()

    def __init__(self, x):
        self.x = x


p = Point(3)
print(p.x, p._x, type(Point.x).__name__, Point.x.name)
p.x = 10
print(p.x, p._x)
show(lambda: setattr(p, "x", "bad"))
del p.x
print(p.x)
p.x = 4
print(p.x)


class NonData:
    def __get__(self, obj, objtype):
        return ("nondata", obj is None, objtype.__name__)


class Holder:
    nd = NonData()


h = Holder()
print(h.nd, Holder.nd)
h.nd = "instance wins"
print(h.nd)
del h.nd
print(h.nd)


class SetOnly:
    """__set__ without __get__: stores go through it, reads see the
    instance's attribute when there is one, else the descriptor itself."""

    def __set__(self, obj, value):
        print("SetOnly.__set__", value)


class HasSetOnly:
    s = SetOnly()


hs = HasSetOnly()
hs.s = 5
print(type(hs.s).__name__)


class DelOnly:
    def __get__(self, obj, t):
        return "delonly get"

    def __delete__(self, obj):
        print("DelOnly.__delete__")


class HasDelOnly:
    d = DelOnly()


hd = HasDelOnly()
print(hd.d)
del hd.d
show(lambda: setattr(hd, "d", 1))

# methods defined with a descriptor class acting as a decorator


class cached:
    def __init__(self, f):
        self.f = f

    def __set_name__(self, owner, name):
        self.attr = name

    def __get__(self, obj, t):
        if obj is None:
            return self
        v = self.f(obj)
        setattr(obj, self.attr, v)      # non-data: the instance wins next
        return v


class Circle:
    def __init__(self, r):
        self.r = r

    @cached
    def area(self):
        print("computing")
        return self.r * self.r * 3


c = Circle(2)
print(c.area, c.area)

# hot loops: every access goes through the descriptor


class Counter:
    def __init__(self):
        self.gets = 0
        self.sets = 0

    def __get__(self, obj, t):
        self.gets += 1
        if obj is None:
            return self
        return obj.raw

    def __set__(self, obj, v):
        self.sets += 1
        obj.raw = v + 1


class Box:
    val = Counter()


b = Box()
total = 0
for i in range(300):
    b.val = i
    total += b.val
print(total, Box.val.gets, Box.val.sets)

# a descriptor put on the class after the instance attribute was cached


class Late:
    def __init__(self):
        self.v = 1


objs = [Late(), Late()]
acc = 0
for i in range(300):
    o = objs[i % 2]
    o.v = i
    acc += o.v
    if i == 120:
        Late.v = Counter()
    if i == 240:
        del Late.v
print(acc)

# the descriptor's class gains __set__ later: it becomes a data descriptor


class Grows:
    def __get__(self, obj, t):
        return "grows"


class UsesGrows:
    g = Grows()


ug = UsesGrows()
acc = []
for i in range(200):
    ug.g = i
    acc.append(ug.g)
    if i == 100:
        Grows.__set__ = lambda self, obj, v: None
print(acc[99:103], acc[-1])

# class attribute reads call __get__ every time
n = 0
for i in range(200):
    if Holder.nd[0] == "nondata":
        n += 1
print(n)

# staticmethod, classmethod, property next to user descriptors


class Mixed:
    k = 5

    @staticmethod
    def st(a):
        return a * 2

    @classmethod
    def cm(cls, a):
        return cls.k + a

    @property
    def pr(self):
        return "prop"


m = Mixed()
res = 0
for i in range(200):
    res += m.st(i) + m.cm(i) + Mixed.st(1) + Mixed.cm(1) + len(m.pr)
print(res)
