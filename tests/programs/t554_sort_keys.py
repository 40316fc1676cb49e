# Sorting by tuple keys (listmethods.obj_lt compares tuples itself): NaN,
# mixed lengths, user __lt__ inside, errors, bools, lists.
nan = float("nan")
data = [(3, "b"), (1, "z"), (3, "a"), (1,), (2, "c", 1), (2, "c"), (1, "z", 0)]
print(sorted(data), sorted(data, reverse=True), max(data), min(data))
print(sorted([(1.5, 2), (0.5, 9), (1.5, 1), (nan, 0), (0.1, 3)]))
print(sorted([2.5, 1.0, -3.0, 1e300]), sorted([(1, 2.0), (1, 1), (1, 1.5)]))
class K:
    def __init__(self, v): self.v = v
    def __lt__(self, o): return self.v > o.v
    def __eq__(self, o): return self.v == o.v
    def __repr__(self): return "K%d" % self.v
print(sorted([(1, K(1)), (1, K(3)), (0, K(2))]))
print(sorted(["b", "a"], key=lambda s: (len(s), s)), sorted([[2, 1], [1, 5], [1, 2]]))
try:
    sorted([(1, "a"), (1, 2)])
except TypeError as e:
    print("TypeError", e)
print(sorted([(1, [2]), (1, [1])]), sorted([(True, 1), (0, 2)]))
print(sorted(range(10), key=lambda i: ((i * 7) % 5, -i)))
