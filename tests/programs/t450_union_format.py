# types.UnionType and GenericAlias: equality, hashing, substitution,
# pickling and copying; __format__ of int/float/str/complex; slots
# member descriptors in dataclasses; object repr with __qualname__
import typing, types, pickle, copy, collections
T = typing.TypeVar("T")
S = typing.TypeVar("S")
print((float | list[T])[int] == float | list[int])
print(list[int | list[T]].__parameters__)
print(list[int | list[T]][str] == list[int | list[str]])
print((list[T] | list[S]).__parameters__)
print((list[T] | list[S])[int, T] == list[int] | list[T])
print((list[T] | list[S])[int, int] == list[int])
print(hash(list[int]) == hash(list[int]), {list[int]} == {list[int]})
a = list[int]; b = list[str]; c = dict[float, str]
class SubClass(types.GenericAlias): ...
d = SubClass(list, float)
print(a | b | c | d == typing.Union[a, b, c, d])
print(a | c | b | b | a | c | d | d == a | b | c | d)
print(a | b | d == b | a | d, repr(a | b | c | d))
orig = list[T] | int
for proto in range(pickle.HIGHEST_PROTOCOL + 1):
    loaded = pickle.loads(pickle.dumps(orig, proto))
    print(loaded == orig, loaded.__args__ == orig.__args__, loaded.__parameters__ == orig.__parameters__)
for copied in (copy.copy(orig), copy.deepcopy(orig)):
    print(copied == orig, copied.__args__ == orig.__args__)
x = int | T | bytes
NT = typing.NewType('NT', str)
print(x[str] == int | str | bytes, x[list[int]] == int | list[int] | bytes)
print(x[typing.List] == int | typing.List | bytes, type(x[typing.List]))
print(x[collections.abc.Hashable] == int | collections.abc.Hashable | bytes)
print(x[NT] == int | NT | bytes)
print(pickle.loads(pickle.dumps(list[int])) == list[int])
print((1.5e10).__format__('e'), (255).__format__('x'), 'ab'.__format__('>5'), (1+2j).__format__('.1f'))
print(True.__format__(''), (5).__format__(''), format(True, 'd'))
class I(int):
    def __str__(self): return "I!"
print(format(I(5), ''), format(I(5), 'x'), I(5).__format__(''), f"{I(7)}", f"{I(7):03d}")
try: float.__format__(5, 'f')
except TypeError as e: print(e)
try: (5).__format__(1)
except TypeError as e: print(e)
print(format(3.0, ''), (3.0).__format__(''), '%e' % 1.5e-5)
from dataclasses import dataclass
from typing import Any
import types
@dataclass
class C:
    __slots__ = ('x',)
    x: Any
try: C()
except TypeError as e: print(e)
c = C(10); c.x = 5; print(c.x)
try: c.y = 5
except AttributeError as e: print(e)
@dataclass
class Base:
    __slots__ = ('x',)
    x: Any
@dataclass
class Derived(Base):
    x: int
    y: int
d = Derived(1, 2); print(d.x, d.y); d.z = 10
class Root:
    __slots__ = {'x'}
class Root2(Root):
    __slots__ = {'k': '...', 'j': ''}
class Root3(Root2):
    __slots__ = ['h']
class Root4(Root3):
    __slots__ = 'aa'
@dataclass(slots=True)
class Base(Root4):
    y: int
    j: str
    h: str
print(Base.__slots__)
@dataclass(slots=True)
class Derived(Base):
    aa: float
    x: str
    z: int
    k: str
    h: str
print(Derived.__slots__)
print(isinstance(C.__dict__['x'], types.MemberDescriptorType), type(C.__dict__['x']))
def f():
    class C: pass
    return C()
import re
print(re.sub('0x[0-9a-f]+', 'X', repr(f())))
class D:
    class E: pass
print(re.sub('0x[0-9a-f]+', 'X', repr(D.E())))
