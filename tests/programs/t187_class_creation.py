# Class creation and instance creation: type(name, bases, ns), type.__new__
# errors, __init_subclass__ (implicit classmethod, keywords), __set_name__,
# __new__ (implicit staticmethod: singletons, returning other objects,
# immutable-style construction), object.__new__/__init__ argument checks,
# __new__ on exception classes, __eq__ without __hash__.
T = type("T", (), {"x": 1, "get": lambda self: self.x + 1})
print(T.__name__, T.__qualname__, T.__module__, T().get(), type(T).__name__,
      T.__bases__, T.__doc__)
U = type("U", (T,), {"x": 10, "__doc__": "made by type"})
print(U().get(), U.__mro__, U.__doc__, issubclass(U, T))
print(type(5) is int, type("s").__name__, type(U()) is U)
for args in [("T", 1, {}), ("T", (), []), (1, (), {}), ("a", "b"),
             ("T", (1,), {})]:
    try:
        type(*args)
    except TypeError as e:
        print("TypeError", e)
try:
    type.__new__(int, "X", (), {})
except TypeError as e:
    print("TypeError", e)
try:
    type.__new__(type, "X", ())
except TypeError as e:
    print("TypeError", e)
try:
    type.__new__(type, 3)
except TypeError as e:
    print("TypeError", e)

# __init_subclass__
class Plugin:
    registry = []

    def __init_subclass__(cls, kind="plain", **kw):
        super().__init_subclass__(**kw)
        cls.kind = kind
        Plugin.registry.append((cls.__name__, kind))


class Alpha(Plugin):
    pass


class Beta(Plugin, kind="fancy"):
    pass


class Gamma(Beta):
    pass


print(Plugin.registry, Alpha.kind, Beta.kind, Gamma.kind)
try:
    class Wrong(Plugin, colour="blue"):
        pass
except TypeError as e:
    print("TypeError", e)
try:
    class Wrong2(colour="blue"):
        pass
except TypeError as e:
    print("TypeError", e)


class Layered(Plugin, kind="layered"):
    def __init_subclass__(cls, **kw):
        cls.layered = True
        super().__init_subclass__(**kw)


class Top(Layered, kind="top"):
    pass


print(Top.kind, Top.layered, Plugin.registry[-1])

# __set_name__
class Field:
    def __init__(self):
        self.name = None

    def __set_name__(self, owner, name):
        self.owner = owner.__name__
        self.name = name

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return obj.__dict__.get(self.name, "unset") if False else \
            getattr(obj, "_" + self.name, "unset")


class Record:
    first = Field()
    second = Field()


print(Record.first.name, Record.second.name, Record.first.owner)

# __new__: singleton, returning another type, immutable-style
class Single:
    _inst = None

    def __new__(cls):
        if cls._inst is None:
            cls._inst = super().__new__(cls)
            cls._inst.count = 0
        return cls._inst

    def __init__(self):
        self.count += 1


for i in range(150):
    s = Single()
print(s is Single(), s.count)


class Other:
    def __new__(cls, v):
        return v * 2

    def __init__(self, v):
        print("never called")


print(Other(21), Other("ab"))


class Frozen:
    __slots__ = ()

    def __new__(cls, a, b):
        self = super().__new__(cls)
        return self

    def __init__(self, a, b):
        pass


print(type(Frozen(1, 2)).__name__)


class Tracked:
    instances = 0

    def __new__(cls, *args, **kwargs):
        Tracked.instances += 1
        return super().__new__(cls)

    def __init__(self, a, b=0):
        self.a = a
        self.b = b


acc = 0
for i in range(300):
    t = Tracked(i, b=1)
    acc += t.a + t.b
print(acc, Tracked.instances)

# a __new__ returning an instance of a subclass runs that one's __init__
class Shape:
    def __new__(cls, sides):
        if cls is Shape and sides == 3:
            return super().__new__(Triangle)
        return super().__new__(cls)

    def __init__(self, sides):
        self.sides = sides


class Triangle(Shape):
    def __init__(self, sides):
        self.sides = sides
        self.kind = "triangle"


print(type(Shape(3)).__name__, Shape(3).kind, type(Shape(4)).__name__)

# argument checks of object.__new__ / object.__init__
class Empty:
    pass


class OnlyInit:
    def __init__(self, *a):
        self.a = a


class OnlyNew:
    def __new__(cls, *a):
        return super().__new__(cls)


for thunk in [lambda: Empty(1), lambda: object.__new__(Empty, 1),
              lambda: object.__new__(int), lambda: object.__new__(5),
              lambda: object(1), lambda: Empty(x=1),
              lambda: object.__new__(OnlyNew, 1),
              lambda: object.__init__(OnlyInit(), 1),
              lambda: int.__new__(str, 5)]:
    try:
        r = thunk()
        print("ok", type(r).__name__)
    except TypeError as e:
        print("TypeError", e)
print(OnlyInit(1, 2).a, type(object.__new__(OnlyInit, 1)).__name__,
      type(OnlyNew(1, 2)).__name__)

# exception classes with __new__ and __init__
class AppError(ValueError):
    def __new__(cls, *args):
        self = super().__new__(cls, *args)
        self.code = 7
        return self


class Detailed(Exception):
    def __init__(self, msg, detail):
        super().__init__(msg)
        self.detail = detail


for i in range(120):
    try:
        if i % 2:
            raise AppError("bad", i)
        raise Detailed("oops", i)
    except AppError as e:
        last_app = (e.args, e.code)
    except Detailed as e:
        last_det = (str(e), e.detail, e.args)
print(last_app, last_det)

# __eq__ without __hash__ makes instances unhashable; with it they hash
class EqOnly:
    def __eq__(self, other):
        return True


class EqHash(EqOnly):
    def __hash__(self):
        return 1


try:
    hash(EqOnly())
except TypeError as e:
    print("TypeError", e)
print(EqOnly.__hash__, hash(EqHash()), len({EqHash(), EqHash()}))
# class docstrings
class Documented:
    """The docstring."""
    value = 3


class NoDoc:
    value = 4


print(Documented.__doc__, NoDoc.__doc__, Documented.value)
