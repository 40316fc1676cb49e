# Sorts (objspace/listmethods.py, sort_items): keys computed first in the
# list's order (also with reverse=True), a failing key leaves the list as it
# was, stability with reverse, mutation by the key function; keys that are
# all ints, floats or strs compared raw, equal ints keep their order.
seen = []
def key(x):
    seen.append(x)
    return x % 3
l = [5, 1, 4, 2, 3, 6, 9, 7]
print(sorted(l, key=key, reverse=True), seen)
del seen[:]
print(sorted(l, key=key), seen)
l2 = list(l)
def bad(x):
    if x == 2: raise ValueError("two")
    return x
try:
    l2.sort(key=bad, reverse=True)
except ValueError as e:
    print(e, l2)
pairs = [(i % 4, -i) for i in range(20)]
print(sorted(pairs, key=lambda p: p[0], reverse=True))
print(sorted(pairs, key=lambda p: p[0]))
print(sorted(["b", "A", "c", "a"], key=str.lower, reverse=True))
ll = [3, 1, 2]
def mut(x):
    ll.append(x)
    return x
try:
    ll.sort(key=mut)
except ValueError as e:
    print(e, ll)
print(sorted([], key=abs), sorted([1], key=abs, reverse=True))
# keyless and key sorts over ints, floats, mixed, user objects
nums = [(i * 7919) % 101 - 50 for i in range(60)]
print(sorted(nums)[:10], sorted(nums, reverse=True)[:10])
fl = [((i * 31) % 17) / 3.0 for i in range(40)] + [float("nan"), -0.0, 0.0, float("inf")]
r = sorted(fl)
print([x for x in r if x == x][:8], len(r))
print(sorted([3, 1.5, True, 2, False, -1.25]), sorted([2**70, 5, -2**65, 3.5]))
big = [int("1000001"), int("1000001"), 5]
s = sorted(big)
print(s[1] is big[0], s[2] is big[1])
class U:
    def __init__(self, v): self.v = v
    def __lt__(self, o): return self.v < o.v
    def __repr__(self): return "U(%d)" % self.v
us = [U(i % 5) for i in range(12)]
print(sorted(us), sorted(us, reverse=True)[:4], sorted(us, key=lambda u: -u.v)[:4])
print(sorted(["pear", "fig", "apple", "fig"]), sorted("hello world"))
try:
    sorted([1, "a", 2])
except TypeError as e:
    print("TypeError", e)
l3 = [3, 2, 1]
try:
    l3.sort(key=lambda x: U(x) if x != 1 else 1)
except TypeError as e:
    print("TypeError", e, l3)
print(sorted([(1, "b"), (1, "a"), (0, "z")]), sorted({3: 1, 1: 2}), sorted(range(5), key=lambda x: x % 2))
print(sorted(["é", "z", "a", "ä", "\U0001F600", "ﬀ", "Z", ""]), sorted(["b", "a"], reverse=True), sorted(["x", "y", "x"], key=str.upper))
