# __slots__ (no instance dict, member descriptors on the class, '__dict__'
# in __slots__, inheritance) and __class__ read and assignment.


def show(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)


class P:
    __slots__ = ("x", "y")

    def __init__(self, x):
        self.x = x


p = P(1)
print(p.x)
show(lambda: p.y)
p.y = 2
print(p.y)


def set_z():
    p.z = 3


show(set_z)
show(lambda: p.z)
print(type(P.x).__name__, P.x.__name__, repr(P.y))
del p.y
show(lambda: p.y)


def del_y():
    del p.y


show(del_y)
show(lambda: hasattr(p, "__dict__"))


class One:
    __slots__ = "only"


o = One()
o.only = "yes"
print(o.only)
show(lambda: setattr(o, "other", 1))


class WithDict:
    __slots__ = ("a", "__dict__")


w = WithDict()
w.a = 1
w.b = 2
print(w.a, w.b)


class Child(P):
    __slots__ = ("z",)


ch = Child(5)
ch.z = 6
ch.y = 7
print(ch.x, ch.y, ch.z)
show(lambda: setattr(ch, "q", 1))


class Open(P):
    pass


op = Open(8)
op.q = 9
print(op.x, op.q)

show(lambda: P.x.__get__(Open(1)))


class Other:
    pass


show(lambda: P.x.__get__(Other()))


def conflict():
    class Bad:
        __slots__ = ("v",)
        v = 1


show(conflict)

# hot loops over slotted instances, mixed with plain ones of the same shape


class Plain:
    def __init__(self, x):
        self.x = x


acc = 0
objs = [P(1), Plain(2), Child(3), Open(4)]
for i in range(400):
    o = objs[i % 4]
    o.x = i
    acc += o.x
print(acc)


def try_add(o, v):
    try:
        o.extra = v
        return o.extra
    except AttributeError as e:
        return str(e)


res = []
for i in range(200):
    res.append(try_add(objs[i % 2], i))
print(res[:4], res[-2:])

# __class__ on every kind of object
print(p.__class__.__name__, (1).__class__, "s".__class__, [].__class__,
      None.__class__, P.__class__, len.__class__.__name__,
      (lambda: 0).__class__.__name__, object().__class__)


class A:
    def who(self):
        return "A"


class B:
    def who(self):
        return "B"


a = A()
a.v = 1
names = []
for i in range(200):
    names.append(a.who())
    a.__class__ = B if a.__class__ is A else A
print(names[:4], names.count("A"), a.v, isinstance(a, A))
show(lambda: setattr(a, "__class__", P))
show(lambda: setattr(a, "__class__", int))
show(lambda: setattr(a, "__class__", 3))


def set_int_class():
    x = 1
    x.__class__ = A


show(set_int_class)
show(lambda: setattr(P(1), "__class__", Child))


class P2:
    __slots__ = ("x", "y")


q = P(4)
q.__class__ = P2
print(type(q).__name__, q.x)
