# typing on CPython's Lib: __slots__ naming __doc__, PEP 560 __mro_entries__ (Generic[T] as a base), NamedTuple, TypedDict, get_type_hints
class A:
    __slots__ = ("__doc__", "x")
a = A(); a.__doc__ = "hi"; print(a.__doc__, A.__doc__.__class__.__name__)
class B:
    "doc"
print(B.__doc__)
import typing
from typing import List, Optional, TypeVar, Generic, NamedTuple, TypedDict, Protocol, Union, Callable, Any
T = TypeVar("T")
class Box(Generic[T]):
    def __init__(self, v: T): self.v = v
print(Box[int](3).v, List[int], Optional[str], Union[int, str], Callable[[int], str])
class P(NamedTuple):
    x: int
    y: int = 2
print(P(1), P._fields, typing.get_type_hints(P))
class TD(TypedDict):
    a: int
print(TD(a=1))
def f(x: "List[int]") -> Optional[int]: pass
print(typing.get_type_hints(f))
