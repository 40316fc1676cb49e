# subclasses of the itertools types (keywords left to their own
# __init__); bytes %-formatting of buffers; repetition limits; bisect
# on a range near sys.maxsize
import bisect
import operator
import sys
from array import array
from itertools import (chain, compress, cycle, dropwhile, filterfalse,
                       islice, repeat, starmap, takewhile)


def is_even(x):
    return x % 2 == 0


cases = [(repeat, (1, 2), [1, 1]), (filter, (None, [0, 1]), [1]),
         (filterfalse, (None, [0, 1]), [0]), (chain, ([1, 2], [3, 4]), [1, 2, 3]),
         (map, (str, [1, 2]), ["1", "2"]),
         (starmap, (operator.pow, ((2, 3), (3, 2))), [8, 9]),
         (islice, ([1, 2, 3, 4], 1, 3), [2, 3]),
         (takewhile, (is_even, [2, 3, 4]), [2]),
         (dropwhile, (is_even, [2, 3, 4]), [3, 4]),
         (cycle, ([1, 2],), [1, 2, 1]), (compress, ("ABC", [1, 0, 1]), ["A", "C"])]
for cls, args, result in cases:
    class subclass(cls):
        pass
    u = subclass(*args)
    print(cls.__name__, type(u) is subclass, list(islice(u, 0, 3)) == result,
          end=" ")
    try:
        subclass(*args, newarg=3)
        print("no error")
    except TypeError:
        print("TypeError")
for cls, args, result in cases:
    if cls in (repeat, compress):
        continue

    class subclass_with_init(cls):
        def __init__(self, *args, newarg=None):
            self.newarg = newarg
    u = subclass_with_init(*args, newarg=3)
    print(cls.__name__, list(islice(u, 0, 3)) == result, u.newarg)


class FakeBytes(object):
    def __bytes__(self):
        return b"123"


for fmt, arg in [(b"%c", 7), (b"%c", b"Z"), (b"%5c", 65), (b"%b", FakeBytes()),
                 (b"%b", memoryview(b"abc")), (b"%s", array("B", b"xy")),
                 (b"%a", "\u0544"), (b"%r", b"ghi"), (b"%g", "1"), (b"%g", b"1"),
                 (b"%c", -1), (b"%c", 2 ** 128), (b"%c", b"Za"), (b"%c", 3.14),
                 (b"%b", "Xc"), (bytearray(b"%b"), b"q"), ("%g", "1")]:
    try:
        print(repr(fmt % arg))
    except Exception as e:
        print(type(e).__name__, e)

for text in ["a", "\xe9", "\u20ac"]:
    try:
        text * (sys.maxsize - 30)
    except (MemoryError, OverflowError) as e:
        print(type(e).__name__)

n = sys.maxsize
data = range(n - 1)
print(bisect.bisect_left(data, n - 3) == n - 3,
      bisect.bisect_right(data, n - 3) == n - 2,
      bisect.bisect_left(data, n - 3, n - 10, n) == n - 3,
      bisect.bisect_right(data, n - 3, n - 10, n) == n - 2)


class Boom:
    def __index__(self):
        b.clear()
        return 0


b = bytearray(b"Now you see me...")
try:
    b[0] = Boom()
except IndexError as e:
    print("IndexError", e, b)
