# Lexicographic comparison of tuples and lists item by item
# (sequences.compare_sequences: identical items, ints, strs and floats
# compared raw; bools, NaN, big ints, subclasses and user classes by the
# generic comparison), in sorts, min/max and plain operators
import math

nan = float("nan")


class Num(int):
    def __lt__(self, other):
        return int(self) > int(other)     # reversed on purpose


class Key:
    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        return isinstance(other, Key) and self.v % 10 == other.v % 10

    def __lt__(self, other):
        return self.v % 10 < other.v % 10

    def __le__(self, other):
        return self.v % 10 <= other.v % 10

    def __gt__(self, other):
        return self.v % 10 > other.v % 10

    def __ge__(self, other):
        return self.v % 10 >= other.v % 10

    def __repr__(self):
        return "Key(%d)" % self.v

    __hash__ = None


class S(str):
    def __lt__(self, other):
        return len(self) < len(other)


pairs = [
    ((1, "a"), (1, "b")), ((1, "b"), (1, "a")), ((2, "a"), (1, "z")),
    ((1, 2), (1, 2, 3)), ((), ()), ((1,), ()), ((True, 1), (1, 0)),
    ((1.5, 2), (1.5, 3)), ((nan, 1), (nan, 2)), ((1, nan), (1, nan)),
    ((2 ** 70, 1), (2 ** 70, 0)), ((-2 ** 70, 1), (3, 0)),
    ((1, 2.0), (1, 2)), (("b", 1), ("ab", 2)), (("", 1), ("", 1)),
    ((Num(3), 1), (Num(2), 1)), ((Key(13), 1), (Key(3), 0)),
    ((Key(13), 1), (Key(4), 0)), ((S("ab"), 0), (S("c"), 0)),
    ([1, "a"], [1, "b"]), ([1, 2], [1, 2]), ([1.0, 2], [1, 3]),
]
for x, y in pairs:
    print(repr(x)[:30], repr(y)[:30],
          x < y, x <= y, x == y, x != y, x > y, x >= y)

t = (nan, 1)
print(t == t, t < t, [nan] == [nan], (nan,) == (float("nan"),))

for bad in [((1, "a"), (1, 2)), ((None, 1), (None, 2)), ([1, {}], [1, {}])]:
    try:
        print(bad[0] < bad[1])
    except TypeError as e:
        print("TypeError", e)

data = [((i * 7919) % 50, str(i % 7), i * 0.5) for i in range(400)]
print(sorted(data)[:5], sorted(data, reverse=True)[:3])
print(min(data), max(data))
print(sorted(data, key=lambda p: (p[1], -p[0]))[:4])
words = [(w, len(w)) for w in "the quick brown fox jumps over the lazy dog".split()]
print(sorted(words), sorted(words, key=lambda p: (p[1], p[0])))
mixed = [(1, 2.5), (1, 2), (1, True), (0, 1), (1, 2.0)]
print(sorted(mixed))
print(sorted([(Key(i), i) for i in [15, 4, 23, 9]], key=lambda p: p)[0][1])
