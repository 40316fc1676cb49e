# sets of small ints, frozenset
s = {3, 1, 2}
print(s, len(s), 2 in s, 5 in s, type(s).__name__)
s.add(4)
s.add(1)
print(s)
s.discard(10)
s.discard(3)
print(s)
s.remove(4)
print(s)
try:
    s.remove(42)
except KeyError as e:
    print("KeyError", e)
a = {1, 2, 3, 4}
b = {3, 4, 5}
print(a | b, a & b, a - b, b - a, a ^ b)
print(a.union(b), a.intersection(b), a.difference(b), a.symmetric_difference(b))
print(a.union([9, 8]), a.intersection(range(3)), a.issubset({1, 2, 3, 4, 5}), a.issuperset({1}), a.isdisjoint({7}))
print({1, 2} <= {1, 2}, {1, 2} < {1, 2}, {1} < {1, 2}, a >= {1, 2}, a == {4, 3, 2, 1})
c = set()
print(c, len(c), set([1, 1, 2]), set(range(5)), set("aaa"), sorted(set("hello")))
c |= {1, 2}
c &= {2, 3}
print(c)
c ^= {5}
c -= {2}
print(c)
c.update([7, 8], {9})
print(c)
print(c.pop() in {5, 7, 8, 9}, len(c))
c.clear()
print(c)
f = frozenset([1, 2, 3])
print(f, type(f).__name__, 2 in f, f | {4}, f & {2, 3, 9}, len(f))
print(frozenset(), {f: "x"}[frozenset([3, 2, 1])])
print({x % 5 for x in range(20)}, {(1, 2), (1, 2)})
print(sorted({"b", "a", "c"}), sorted({"x", "y"} | {"z"}))
words = "the cat the dog a cat".split()
print(len(set(words)), sorted(set(words)))
d = a.copy()
d.add(6)
print(a, d)
print(set([5, 6]) == frozenset([5, 6]), {1: 1}.keys() & {1, 2})
print(sum({1, 2, 3}), max({4, 9, 2}), min(frozenset({7, 3})), sorted({-1, 10, 5}))
