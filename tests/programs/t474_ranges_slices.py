# ranges beyond machine words (index, count, slices, hash, equality,
# truth), range's slot methods, slice.indices on big values, slices
# compared as tuples
import itertools
import sys

r = range(3)
print(r.count(-1), r.count(1), r.index(2), r.count(1.0), r.index(True))
x = range(-sys.maxsize, sys.maxsize)
print(bool(x), x[0], x[sys.maxsize + 1], x[sys.maxsize + 1:sys.maxsize + 2][0],
      -sys.maxsize in x, sys.maxsize in x)
try:
    len(x)
except OverflowError as e:
    print(e)
big = range(sys.maxsize + 1, sys.maxsize + 10)
print(list(big[0:2]), list(big[-1:-3:-1]), len(big[1:100]),
      big.index(sys.maxsize + 3), big.count(sys.maxsize + 3))
print(range(0, 2 ** 100 - 1, 2) == range(0, 2 ** 100, 2),
      hash(range(0, 2 ** 100 - 1, 2)) == hash(range(0, 2 ** 100, 2)))
print(range(2 ** 200, 2 ** 201 - 2 ** 99, 2 ** 100)
      == range(2 ** 200, 2 ** 201, 2 ** 100),
      range(0, 2 ** 100, 2) != range(0, 2 ** 100 + 1, 2))
print(hash(range(5)) == hash((5, 0, 1)), hash(range(0)) == hash((0, None, None)),
      hash(range(3, 4)) == hash((1, 3, None)))
print(range(2 ** 100, 0) == range(0), range(10)[::sys.maxsize - 1],
      list(range(10))[::sys.maxsize - 1])
print(range(10)[::2 ** 70], range(2 ** 70)[5:2 ** 69:2 ** 68])

vals = [None, -2 ** 100, -7, 7, 2 ** 100]
lengths = [7, 2 ** 100]
n = 0
same = 0
for a in itertools.product(vals, repeat=3):
    s = slice(*a)
    for length in lengths:
        try:
            t = s.indices(length)
        except ValueError:
            n += 1
            continue
        n += sum(v % 1009 for v in t)
        same += range(*t) == range(length)[s]
print(n, same)
for bad in [lambda: slice(None).indices(-1), lambda: slice(0, 10, 0).indices(5),
            lambda: slice(0.0, 10, 1).indices(5),
            lambda: slice(0, 10, 1).indices(5.0)]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)


class I:
    def __index__(self):
        return 5


print(range(1, 20)[I()], range(1, 20).__getitem__(I()),
      range(5).__len__(), range(5).__contains__(3), range(0).__bool__(),
      list(range(3).__reversed__()), list(range(3).__iter__()))
print(sorted(n for n in set(dir(range)) - set(dir(object))
             if n.startswith("__")))

s1 = slice(1, 2, 3)
print(s1 == slice(1, 2, 3), s1 != slice(1, 2, 4), slice(1, 2) < slice(1, 3),
      slice(1, 2, 3) <= slice(1, 2, 3), slice(1, 2) == (1, 2, None))
try:
    hash(s1)
except TypeError as e:
    print(e)


class BadCmp:
    def __eq__(self, other):
        raise Exception


s1 = slice(BadCmp())
print(s1 == s1)
try:
    s1 == slice(BadCmp())
except Exception:
    print("raised")


class X(object):
    def __setitem__(self, key, value):
        self.value = (key, value)


x = X()
x[1:2] = 42
print(x.value == (slice(1, 2), 42))
