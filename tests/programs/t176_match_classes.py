# match statement: class patterns (positional through __match_args__,
# keyword attributes, built-in types matching the subject itself) and
# their run-time TypeErrors


class Point:
    __match_args__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y


class Point3(Point):
    __match_args__ = ("x", "y", "z")

    def __init__(self, x, y, z):
        Point.__init__(self, x, y)
        self.z = z


class Plain:
    def __init__(self, **kw):
        for k in kw:
            setattr(self, k, kw[k])


class WithProp:
    __match_args__ = ("area", "missing")

    def __init__(self, w):
        self.w = w

    @property
    def area(self):
        return self.w * self.w

    @property
    def missing(self):
        raise AttributeError("not here")

    @property
    def broken(self):
        raise ValueError("broken property")


class Dyn:
    def __getattr__(self, name):
        if name.startswith("dyn_"):
            return name[4:]
        raise AttributeError(name)


def where(p):
    match p:
        case Point3(0, 0, 0):
            return "3d origin"
        case Point3(x, y, z=zz) if zz > 0:
            return "3d above %r %r %r" % (x, y, zz)
        case Point(0, 0):
            return "origin"
        case Point(x=0, y=yy):
            return "on y axis at %r" % (yy,)
        case Point(xx, 0):
            return "on x axis at %r" % (xx,)
        case Point(x, y) if x == y:
            return "diagonal %r" % (x,)
        case Point():
            return "some point"
        case Plain(kind="a", value=v):
            return "plain a %r" % (v,)
        case Plain(kind=k):
            return "plain kind %r" % (k,)
        case WithProp(a) if a > 10:
            return "big area %r" % (a,)
        case WithProp(area=a, w=w):
            return "area %r w %r" % (a, w)
        case Dyn(dyn_name=n):
            return "dyn %r" % (n,)
        case _:
            return "unknown"


things = [Point3(0, 0, 0), Point3(1, 2, 3), Point3(1, 2, -3), Point(0, 0),
          Point(0, 5), Point(7, 0), Point(4, 4), Point(1, 2),
          Plain(kind="a", value=1), Plain(kind="b"), Plain(other=1),
          WithProp(2), WithProp(5), Dyn(), 3, "s"]
for t in things:
    print(where(t))

# WithProp(a, b): the second positional attribute raises AttributeError,
# which only fails the match
match WithProp(3):
    case WithProp(a, b):
        print("no")
    case WithProp(a):
        print("first only", a)

# any other exception from an attribute propagates
try:
    match WithProp(3):
        case WithProp(broken=b):
            print("no")
except ValueError as e:
    print("ValueError", e)


# built-in types match their subject itself with one positional pattern
def builtin(v):
    match v:
        case bool(b):
            return "bool %r" % (b,)
        case int(0):
            return "int zero"
        case int(i):
            return "int %r" % (i,)
        case float(f):
            return "float %r" % (f,)
        case str("") :
            return "empty str"
        case str(s):
            return "str %r" % (s,)
        case bytes(b):
            return "bytes %r" % (b,)
        case bytearray(b):
            return "bytearray %r" % (b,)
        case list([a, *_]):
            return "list starting %r" % (a,)
        case tuple((a, b)):
            return "pair tuple %r %r" % (a, b)
        case dict({"k": v}):
            return "dict k %r" % (v,)
        case set(s):
            return "set of %d" % len(s)
        case frozenset(s):
            return "frozenset of %d" % len(s)
        case list() | tuple() | dict():
            return "other container"
        case object(real=r) if r:
            return "has a real %r" % (r,)
        case _:
            return "something else"


for v in [True, False, 0, 5, 2.5, "", "abc", b"b", bytearray(b"ba"),
          [1, 2], [], (1, 2), (1,), {"k": 9}, {}, {1, 2}, frozenset([1]),
          None, 10 ** 30]:
    print(repr(v), builtin(v))

# run-time errors
class NotTuple:
    __match_args__ = ["x"]
    x = 1


class BadNames:
    __match_args__ = ("x", 2)
    x = 1


class Twice:
    __match_args__ = ("x",)
    x = 1


not_a_class = 3


def try_plain(s):
    match s:
        case Plain(1):
            return "plain positional"
    return "no match"


def try_not_tuple(s):
    match s:
        case NotTuple(1):
            return "not tuple"
    return "no match"


def try_bad_names(s):
    match s:
        case BadNames(1, 2):
            return "bad names"
    return "no match"


def try_twice(s):
    match s:
        case Twice(1, x=1):
            return "twice"
    return "no match"


def try_int2(s):
    match s:
        case int(1, 2):
            return "int two"
    return "no match"


subjects = [Plain(x=1), NotTuple(), BadNames(), Twice(), 5, True, "s"]
for f in [try_plain, try_not_tuple, try_bad_names, try_twice, try_int2]:
    for i in range(len(subjects) * 20):
        subject = subjects[i % len(subjects)]
        try:
            r = f(subject)
        except Exception as e:
            r = type(e).__name__ + " " + str(e)
        if i < len(subjects):
            print(f.__name__, r)

try:
    match 3:
        case not_a_class():
            print("no")
except Exception as e:
    print(type(e).__name__, e)

# the class expression is evaluated at each match (a changing global)
class A:
    pass


class B:
    pass


cls = A
res = []
for i in range(6):
    if i == 3:
        cls = B
    match B():
        case cls():
            res.append("B matched " + cls.__name__)
        case _:
            res.append("no")
print(res)

# hot loop, mixed subjects (tier-1 and tier-2 caches)
counts = {}
for i in range(600):
    k = i % 6
    if k == 0:
        s = Point(i % 3, 0)
    elif k == 1:
        s = Point3(i, i, i % 2)
    elif k == 2:
        s = i
    elif k == 3:
        s = float(i)
    elif k == 4:
        s = Plain(kind="a", value=i)
    else:
        s = [i]
    match s:
        case Point3(x, y, z=1):
            r = "p3"
        case Point(0, 0) | Point(x=1):
            r = "p01"
        case Point(x, _):
            r = "p"
        case int(n) | float(n) if n % 2 == 0:
            r = "even"
        case int() | float():
            r = "odd"
        case Plain(value=v) if v > 300:
            r = "plain big"
        case Plain():
            r = "plain"
        case [n]:
            r = "list"
        case _:
            r = "other"
    counts[r] = counts.get(r, 0) + 1
print(sorted(counts.items()))


# __match_args__ changed at run time
class M:
    __match_args__ = ("a",)
    a = 1
    b = 2


for i in range(4):
    if i == 2:
        M.__match_args__ = ("b",)
    match M():
        case M(1):
            print(i, "a is first")
        case M(2):
            print(i, "b is first")
