# collections.abc checks on built-ins, union types, comparisons where a
# subclass's method declines
import collections
import typing
from collections.abc import Hashable, Callable, Reversible


def show(label, f, *args):
    try:
        print(label, repr(f(*args)))
    except Exception as e:
        print(label, type(e).__name__, e)


for x in [None, 1, "s", (), frozenset(), lambda: 0, print, type, object(),
          1.5, [], {}, set()]:
    print(type(x).__name__, isinstance(x, Hashable), isinstance(x, Callable))
for x in [[], {}, collections.Counter(), (), "", range(3), {}.keys(),
          {}.values(), {}.items(), collections.OrderedDict(), set()]:
    print(type(x).__name__, isinstance(x, Reversible))
d = {"a": 1, "b": 2}
print(list(reversed(d.keys())), list(reversed(d.values())),
      list(reversed(d.items())), d.items().__len__())
c = collections.Counter("aabbbc")
print(list(reversed(c)), list(c.__reversed__()))
print("__hash__" in object.__dict__, "__repr__" in object.__dict__)


class C(dict):
    def __eq__(self, other):
        if not isinstance(other, C):
            return NotImplemented
        return dict.__eq__(self, other)


class L(list):
    def __eq__(self, other):
        return NotImplemented


print(C(a=1) == {"a": 1}, {"a": 1} == C(a=1), C(a=1) != {"a": 1})
print(L([1]) == [1], [1] == L([1]), L([1]) == L([1]), L([1]) != [2])
print(collections.Counter("aab") == {"a": 2, "b": 1},
      {"a": 2, "b": 1} == collections.Counter("aab"))

T = typing.TypeVar("T")
U = typing.TypeVar("U")
print(hash(int | str) == hash(str | int),
      hash(int | str) == hash(typing.Union[int, str]))
show("ga|ga", lambda: list[int] | list[str])
show("ga|ga same", lambda: list[int] | list[int])
show("params", lambda: (int | list[T]).__parameters__)
show("ga params", lambda: dict[T, list[U]].__parameters__)
show("sub", lambda: (int | list[T])[str])
show("sub2", lambda: (list[T] | dict[U, T])[int, str])
show("too many", lambda: (int | list[T])[str, int])
show("too few", lambda: (int | list[T, U])[str])
show("not generic", lambda: (int | str)[int])
show("ga not generic", lambda: list[int][str])
show("ga sub", lambda: dict[T, list[U]][int, str])

# hot loop: comparisons and unions with types changing mid-loop
vals = [C(a=1), {"a": 1}, L([1]), [1], collections.Counter("a"), 3]
eqs = 0
for i in range(300):
    a = vals[i % len(vals)]
    b = vals[(i * 7 + 1) % len(vals)]
    if a == b:
        eqs += 1
print("eqs", eqs)
kinds = [int, str, list[int], None, float]
u = int
for i in range(200):
    u = u | kinds[i % len(kinds)]
print("union", u, len(u.__args__))
