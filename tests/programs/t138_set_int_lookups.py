# Set membership, add and discard with int keys beside keys of equal hash
# and other types (floats, bools, big ints, tuples, frozensets): the
# machine-int lookup path and the general one must agree.

s = {1, 2.0, True, -1, -2, 2 ** 70, "a", (1, 2), frozenset([3])}
for k in [1, 1.0, 2, 2.0, True, False, 0, -1, -2, -2.0, 2 ** 70,
          2 ** 70 + 0.0, "a", (1, 2), {3}, frozenset([3]), 3, -5, 10 ** 18,
          2 ** 61 - 1, -(2 ** 61 - 1), 2 ** 63 - 1]:
    print(repr(k), k in s, k not in s)

t = set(range(-20, 20))
for i in range(-25, 25, 3):
    t.discard(i)
    print(i, i in t, len(t))

# churn: dummies left by discards, then lookups past them
u = set()
total = 0
for i in range(3000):
    k = (i * 7919) % 97 - 48
    if k in u:
        u.discard(k)
        total += k
    else:
        u.add(k)
    if (k + 1) in u:
        total += 1
print(total, len(u), sorted(u)[:10])

mixed = {0, 0.5, 1}
print(False in mixed, 0.0 in mixed, 1.0 in mixed, 0.5 in mixed)
try:
    print([1] in s)
except TypeError as e:
    print("TypeError", e)

# set.add / set.discard called through specialised method calls, with
# wrong receivers and unhashable keys
v = set()
for i in range(100):
    v.add(i % 7)
    v.discard(i % 5)
print(sorted(v))
for bad in [frozenset([1]), [], {}]:
    try:
        set.add(bad, 3)
    except TypeError as e:
        print("TypeError", e)
    try:
        set.discard(bad, 3)
    except TypeError as e:
        print("TypeError", e)
msg = ""
for i in range(30):
    try:
        v.add([i])
    except TypeError as e:
        msg = str(e)
print(msg)
add = v.add
for i in range(30):
    add(i)
    v.discard({i} if i == 3 else i + 100)
print(len(v), sorted(v)[-3:])
