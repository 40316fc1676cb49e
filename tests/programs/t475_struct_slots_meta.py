# _struct: re-initialised Structs, NUL in formats, size_t offsets in
# messages, unpack_iterator is an Iterator; __slots__ next to a __dict__;
# comparison methods of a metaclass; __abc_tpflags__
import copy
import functools
import pickle
import struct
import sys
from collections import abc

s = struct.Struct("i")
s.__init__("ii")
print(s.size, s.format, s.pack(1, 2))
for f in ["\0", "2\0i", b"\0"]:
    try:
        struct.calcsize(f)
    except struct.error as e:
        print(e)
try:
    struct.pack_into("<I", bytearray(10), sys.maxsize, 1)
except struct.error as e:
    print(e)
try:
    struct.unpack_from("<I", bytearray(10), sys.maxsize)
except struct.error as e:
    print(e)
it = struct.Struct(">ibcp").iter_unpack(b"")
print(isinstance(it, abc.Iterator), isinstance(it, abc.Iterable),
      list(struct.iter_unpack(">h", b"\x00\x01\x00\x02")))


class P:
    __slots__ = "func", "args", "__dict__", "__weakref__"


p = P()
p.__dict__ = {"attr": []}
p.func = 1
p.args = 2
print(p.__dict__, p.func, p.args)
q = P()
q.func = 5
q.x = 3
print(q.__dict__, q.func)
del q.func
try:
    q.func
except AttributeError as e:
    print("AttributeError", e)
q.func = 6
d = q.__dict__
q.y = 4
print(d, q.func, vars(q))
q.__dict__ = {}
print(q.func, q.__dict__)
for i in range(50):
    q.func = i
print(q.func, q.__dict__)
c = copy.copy(q)
print(c.func, c.__dict__)


class A:
    __slots__ = ("x",)


class B(A):
    pass


b = B()
b.x = 1
b.z = 2
print(b.__dict__, b.x)


class SetSubclassWithSlots(set):
    __slots__ = ("x", "y", "__dict__")


s = SetSubclassWithSlots([1, 2])
for proto in (0, 2, pickle.HIGHEST_PROTOCOL):
    s.x = ["x"]
    s.z = ["z"]
    dup = pickle.loads(pickle.dumps(s, proto))
    print(dup == s, dup.x, dup.z, hasattr(s, "y"), s.__dict__)
    del s.x, s.z


@functools.total_ordering
class SortableMeta(type):
    def __new__(cls, name, bases, ns):
        return super().__new__(cls, name, bases, ns)

    def __lt__(self, other):
        return self.__name__ < other.__name__

    def __eq__(self, other):
        return self.__name__ == other.__name__

    __hash__ = type.__hash__


class Bee(metaclass=SortableMeta):
    pass


class Ant(metaclass=SortableMeta):
    pass


print(Ant < Bee, Ant > Bee, Ant <= Ant, sorted([Bee, Ant]) == [Ant, Bee])

print(abc.Sequence.__flags__ & 96, abc.Mapping.__flags__ & 96,
      list.__flags__ & 96, dict.__flags__ & 96)
try:
    class Both(abc.Collection):
        __abc_tpflags__ = abc.Sequence.__flags__ | abc.Mapping.__flags__
except TypeError as e:
    print(e)
