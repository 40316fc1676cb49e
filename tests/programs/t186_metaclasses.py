# Metaclasses: class M(type), class C(metaclass=M) with keywords, the
# metaclass's __new__/__init__/__call__, methods and properties of the
# metaclass seen on the class, __prepare__ with a dict subclass, metaclass
# conflicts, a function as metaclass, __instancecheck__/__subclasscheck__.
log = []


class Meta(type):
    def __new__(mcs, name, bases, ns, **kw):
        log.append(("new", name, tuple(b.__name__ for b in bases),
                    sorted(k for k in ns if not k.startswith("__")),
                    sorted(kw.items())))
        cls = super().__new__(mcs, name, bases, ns)
        cls.tags = kw
        return cls

    def __init__(cls, name, bases, ns, **kw):
        log.append(("init", name))
        super().__init__(name, bases, ns)

    def __call__(cls, *args, **kwargs):
        log.append(("call", cls.__name__, args))
        return super().__call__(*args, **kwargs)

    def describe(cls):
        return "class %s tagged %s" % (cls.__name__, sorted(cls.tags))

    @property
    def upper_name(cls):
        return cls.__name__.upper()

    registry = []


class Base(metaclass=Meta, color="red"):
    def __init__(self, v):
        self.v = v


class Child(Base, size=3):
    def double(self):
        return self.v * 2


print(log)
print(type(Base) is Meta, type(Child) is Meta, isinstance(Child, Meta),
      isinstance(Child, type), type(Meta))
print(Base.describe(), Child.describe(), Child.upper_name, Child.registry)
print(Child.tags, Base.tags)
log.clear()
c = Child(21)
print(c.double(), log, type(c).__name__, isinstance(c, Base))

# __call__ overriding instance creation: a cache keyed on arguments
class Interned(type):
    def __call__(cls, *args):
        cache = cls.__dict__.get("_cache") if False else cls._cache
        if args not in cache:
            cache[args] = super().__call__(*args)
        return cache[args]


class Point(metaclass=Interned):
    _cache = {}

    def __init__(self, x, y):
        self.x = x
        self.y = y


pts = []
for i in range(300):
    pts.append(Point(i % 7, i % 3))
print(len(Point._cache), pts[0] is pts[21], pts[0] is pts[1],
      sum(p.x + p.y for p in pts))

# a metaclass __call__ that returns something else entirely
class Factory(type):
    def __call__(cls, n):
        return [cls.__name__] * n


class Maker(metaclass=Factory):
    pass


print(Maker(3))

# __prepare__ returning a dict subclass that records definition order
class Recorder(dict):
    def __init__(self):
        super().__init__()
        self.order = []

    def __setitem__(self, key, value):
        if not key.startswith("__"):
            self.order.append(key)
        super().__setitem__(key, value)


class Ordered(type):
    @classmethod
    def __prepare__(mcs, name, bases, **kw):
        log.append(("prepare", name, sorted(kw)))
        return Recorder()

    def __new__(mcs, name, bases, ns, **kw):
        cls = super().__new__(mcs, name, bases, dict(ns))
        cls.order = list(ns.order)
        return cls


log.clear()


class Fields(metaclass=Ordered, strict=True):
    zeta = 1
    alpha = 2

    def method(self):
        return zeta_alpha

    beta = alpha + 1


print(log, Fields.order, Fields.beta)

# __prepare__ returning a plain dict with something already in it
class Seeded(type):
    @classmethod
    def __prepare__(mcs, name, bases):
        return {"seed": 42}


class HasSeed(metaclass=Seeded):
    doubled = seed * 2


print(HasSeed.seed, HasSeed.doubled)

# metaclass conflicts
class M1(type):
    pass


class M2(type):
    pass


class M3(M1):
    pass


class A1(metaclass=M1):
    pass


class A2(metaclass=M2):
    pass


class A3(metaclass=M3):
    pass


try:
    class Bad(A1, A2):
        pass
except TypeError as e:
    print("TypeError", e)
class Good(A1, A3):
    pass
print(type(Good).__name__)
try:
    class Bad2(A3, metaclass=M2):
        pass
except TypeError as e:
    print("TypeError", e)

# a function as the metaclass
def make_class(name, bases, ns, **kw):
    ns["made_by"] = "function"
    ns["kw"] = kw
    return type(name, bases, ns)


class Made(metaclass=make_class, flavour="x"):
    pass


print(Made.made_by, Made.kw, type(Made).__name__)

# __instancecheck__ and __subclasscheck__
class Duck(type):
    def __instancecheck__(cls, obj):
        return hasattr(obj, "quack")

    def __subclasscheck__(cls, sub):
        return hasattr(sub, "quack")


class Quacker(metaclass=Duck):
    pass


class Mallard:
    quack = True


checks = []
for i in range(200):
    x = [Mallard(), 5, "s", Quacker()][i % 4]
    checks.append(isinstance(x, Quacker))
print(checks[:8], checks.count(True), issubclass(Mallard, Quacker),
      issubclass(int, Quacker), isinstance(Mallard(), (int, Quacker)))

# a metaclass attribute vs a class attribute, and counting instances
class Counting(type):
    created = 0
    label = "meta"

    def __call__(cls, *args):
        Counting.created += 1
        return super().__call__(*args)


class Counted(metaclass=Counting):
    label = "class"

    def __init__(self, v):
        self.v = v


total = 0
for i in range(250):
    total += Counted(i).v
print(total, Counting.created, Counted.label, Counting.label)
try:
    Counted().v
except TypeError as e:
    print("TypeError", e)
try:
    Counted.nothing
except AttributeError as e:
    print("AttributeError", e)
# a metaclass __repr__ and __len__/__iter__/__getitem__ on the class
class Enumish(type):
    def __repr__(cls):
        return "<enum %s>" % cls.__name__

    def __iter__(cls):
        return iter(sorted(k for k in cls.__dict__ if k.isupper()))

    def __len__(cls):
        return len(list(iter(cls)))

    def __getitem__(cls, key):
        return getattr(cls, key)


class Color(metaclass=Enumish):
    RED = 1
    GREEN = 2


print(Color, repr(Color), str(Color), list(Color), len(Color), Color["GREEN"])
