# __class__ assignment between classes of compatible layouts only (slots,
# __dict__, __weakref__ as CPython compares them); the __dict__ and
# __weakref__ descriptors in the dict of the class adding them; dir() of a
# module subclass with a bad __dict__; ModuleType.__new__ without a name
class C(object): pass
class D(object): pass
class E(object): pass
class F(D, E): pass
for cls in C, D, E, F:
    for cls2 in C, D, E, F:
        x = cls()
        x.__class__ = cls2
        assert x.__class__ is cls2
        x.__class__ = cls
def cant(x, C):
    try:
        x.__class__ = C
    except TypeError:
        pass
    else:
        print("allowed", type(x).__name__, C)
    try:
        delattr(x, "__class__")
    except (TypeError, AttributeError):
        pass
    else:
        print("allowed del")
cant(C(), list); cant(list(), C); cant(C(), 1); cant(C(), object); cant(object(), list); cant(list(), object)
class Int(int): __slots__ = []
cant(True, int); cant(2, bool)
o = object()
cant(o, type(1)); cant(o, type(None))
class G(object): __slots__ = ["a", "b"]
class H(object): __slots__ = ["b", "a"]
class I(object): __slots__ = ["a", "b"]
class J(object): __slots__ = ["c", "b"]
class K(object): __slots__ = ["a", "b", "d"]
class L(H): __slots__ = ["e"]
class M(I): __slots__ = ["e"]
class N(J): __slots__ = ["__weakref__"]
class P(J): __slots__ = ["__dict__"]
class Q(J): pass
class R(J): __slots__ = ["__dict__", "__weakref__"]
for cls, cls2 in ((G, H), (G, I), (I, H), (Q, R), (R, Q)):
    x = cls()
    x.a = 1 if hasattr(cls, 'a') else None
    x.__class__ = cls2
    assert x.__class__ is cls2
    x.__class__ = cls
for cls in G, J, K, L, M, N, P, R, list, Int:
    for cls2 in G, J, K, L, M, N, P, R, list, Int:
        if cls is cls2:
            continue
        cant(cls(), cls2)
print("done")
import weakref
class C(object):
    def meth(self):
        pass
print(sorted(C.__dict__.keys()), len(list(C.__dict__.values())), sorted(k for k, v in C.__dict__.items()))
class Base: pass
class Sub(Base): pass
print("__dict__" in Base.__dict__, "__dict__" in Sub.__dict__, "__weakref__" in Base.__dict__)
b = Sub(); b.x = 1
print(b.__dict__, type(C.__dict__).__name__, C.__dict__['__dict__'], C.__weakref__)
r = weakref.ref(b); print(b.__weakref__ is r)
b.__dict__ = {'y': 2}; print(b.y, vars(b))
class S: __slots__ = ('a',)
print("__dict__" in S.__dict__, "__weakref__" in S.__dict__)
class I(int): pass
print("__dict__" in I.__dict__, "__weakref__" in I.__dict__)
class L(list): pass
print("__dict__" in L.__dict__, "__weakref__" in L.__dict__)
class E(Exception): pass
print("__dict__" in E.__dict__, "__weakref__" in E.__dict__)
print(C.__dict__['__dict__'].__get__(C()) if hasattr(C.__dict__['__dict__'], '__get__') else "noget")
print(Base().__dict__, C().__weakref__)
import types
class M2(types.ModuleType):
    def getdict(self):
        return "Not a dict!"
    __dict__ = property(getdict)
m2instance = M2("m2")
m2instance.b = 2
m2instance.a = 1
print(m2instance.__dict__)
try:
    dir(m2instance)
except TypeError as e: print("TypeError", e)
print(dir(object()) == dir(Ellipsis))
class M(types.ModuleType): pass
m = M("x"); m.q = 1
print(sorted(x for x in dir(m) if not x.startswith('__')))
from types import ModuleType as M
m = M.__new__(M)
print(str(m), hasattr(m, "__name__"), hasattr(m, "foo"), m.__dict__)
m.foo = 1
print(m.__dict__)
class Sub(M):
    def __init__(self, name):
        super().__init__(name)
        self.x = 1
s = Sub("abc")
print(s, s.__name__, s.x, s.__doc__, type(s).__name__)
print(M("q", "docq").__doc__, sorted(M("r").__dict__))

for f in [lambda: object.__setattr__(str, "foo", 42), lambda: object.__delattr__(str, "lower")]:
    try: f()
    except TypeError as e: print(e)
class A(type):
    def __setattr__(cls, key, value):
        object.__setattr__(cls, key, value)
class B: pass
class C(B, A): pass
obj = C('D', (object,), {})
try:
    obj.test = True
except TypeError as e: print(e)
class A2(type):
    def __setattr__(cls, key, value):
        type.__setattr__(cls, key, value)
class C2(B, A2): pass
obj = C2('D', (object,), {})
obj.test = True
print(obj.test)

# enum, frozen dataclasses, NamedTuple and a metaclass's __setattr__/
# __delattr__ calling type's
import enum, dataclasses, typing, collections, functools
class Color(enum.Enum):
    RED = 1
    GREEN = 2
class Perm(enum.IntFlag):
    R = 4
    W = 2
print(Color.RED, Color(2), list(Color), Perm.R | Perm.W, repr(Perm(6)))
try:
    Color.RED = 5
except AttributeError as e: print(e)
try:
    del Color.RED
except AttributeError as e: print(e)
@dataclasses.dataclass(frozen=True)
class P:
    x: int
    y: int = 2
p = P(1)
print(p, dataclasses.asdict(p))
try:
    p.x = 3
except dataclasses.FrozenInstanceError as e: print("frozen", e)
class NT(typing.NamedTuple):
    a: int
    b: str = "x"
print(NT(1), NT._fields, NT.__annotations__)
OD = collections.OrderedDict(a=1)
print(OD, functools.partial(max, 1)(2))
class Meta(type):
    def __setattr__(cls, k, v):
        print("set", k)
        super().__setattr__(k, v)
    def __delattr__(cls, k):
        print("del", k)
        super().__delattr__(k)
class K(metaclass=Meta): pass
K.a = 1; del K.a
print(hasattr(K, 'a'))
