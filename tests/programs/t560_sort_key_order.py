# Key sorts (objspace/listmethods.py, sort_items): keys computed first in the
# list's order (also with reverse=True), a failing key leaves the list as it
# was, stability with reverse, mutation by the key function.
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
