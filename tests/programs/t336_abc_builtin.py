# abc on the built-in _abc module (register, caches, __subclasshook__,
# abstract methods), object.__new__ refusing abstract classes, and typing's
# runtime protocols with data members (pyperformance typing_runtime_protocols)
import abc, sys
print(abc.ABCMeta.__module__, type(abc.ABCMeta.__dict__['__instancecheck__']).__name__)
from collections.abc import Sequence, Iterable, Mapping
print(isinstance([], Sequence), isinstance({}, Mapping), issubclass(dict, Iterable), isinstance(3, Iterable))
print('__abc_tpflags__' in Sequence.__dict__, sorted(Sequence.__abstractmethods__))
class A(abc.ABC):
    @abc.abstractmethod
    def f(self): pass
try:
    A()
except Exception as e:
    print(type(e).__name__, e)
class B(A): pass
class C(B):
    def f(self): return 1
print(sorted(B.__abstractmethods__), C().f(), isinstance(C(), A))
A.register(int)
print(isinstance(3, A), issubclass(bool, A), issubclass(str, A))
try:
    A.register(3)
except Exception as e:
    print(type(e).__name__, e)
try:
    int.register
except Exception as e:
    print(type(e).__name__, e)
class D(abc.ABC):
    @classmethod
    def __subclasshook__(cls, C):
        return 'x'
try:
    issubclass(int, D)
except Exception as e:
    print(type(e).__name__, e)
try:
    issubclass(3, A)
except Exception as e:
    print(type(e).__name__, e)
try:
    B.register(A)
except Exception as e:
    print(type(e).__name__, e)
r, c, n, v = abc._get_dump(A)
print(len(r), type(v).__name__)
from typing import Protocol, runtime_checkable
@runtime_checkable
class HasX(Protocol):
    x: int
class P:
    x = 1
print(isinstance(P(), HasX), isinstance(3, HasX))
try:
    issubclass(P, HasX)
except Exception as e:
    print(type(e).__name__, e)

@runtime_checkable
class SupportsInt(Protocol):
    def __int__(self) -> int: ...

@runtime_checkable
class HasXAndInt(Protocol):
    x: int
    def __int__(self) -> int: ...

class I:
    def __int__(self): return 1
class IX:
    x = 2
    def __int__(self): return 2
class Inst:
    def __init__(self):
        self.x = 3
class Nominal(HasX):
    def __init__(self):
        self.x = 4

counts = {}
objs = [P(), I(), IX(), Inst(), Nominal(), 3, "s", 2.5, None, []]
for i in range(300):
    o = objs[i % len(objs)]
    for proto in (HasX, SupportsInt, HasXAndInt):
        key = (type(o).__name__, proto.__name__)
        counts[key] = counts.get(key, 0) + isinstance(o, proto)
print(sorted(counts.items()))
print(issubclass(I, SupportsInt), issubclass(str, SupportsInt), issubclass(float, SupportsInt))

# a plain class made abstract by assignment, called in a hot loop
class Plain:
    def __init__(self, v):
        self.v = v
made = 0
for i in range(200):
    if i == 100:
        Plain.__abstractmethods__ = frozenset({'b', 'a'})
    if i == 150:
        del Plain.__abstractmethods__
    try:
        made += Plain(i).v >= 0
    except Exception as e:
        if i in (100, 149):
            print(i, type(e).__name__, e)
print(made)
Plain.__abstractmethods__ = frozenset()
print(Plain(1).v, Plain.__abstractmethods__)

# caches stay right when register() comes after checks
class Q(abc.ABC): pass
class R: pass
seen = []
for i in range(200):
    if i == 120:
        Q.register(R)
    seen.append(isinstance(R(), Q))
print(seen.count(True), seen.index(True))
print(abc.get_cache_token() > 0, type(A._abc_impl).__name__)
