# Dicts grown item by item across the sizes where their entry arrays and
# index tables change (interpreter/runtime/dict_growth.py): full arrays
# with and without deletions, popitem, re-insertion after deletes, and
# a dict comprehension; contents and order checked against CPython.
def check(d, tag):
    ks = list(d)
    print(tag, len(d), ks[:3], ks[-3:], sum(ks), sum(d.values()))

for n in (7, 8, 9, 19, 20, 21, 64, 65, 104, 105, 106, 164, 165, 166, 170,
          171, 245, 246, 252, 253, 254, 300, 1000):
    d = {}
    for i in range(n):
        d[i * 7] = i
    check(d, "plain %d" % n)
    # delete a third, then grow again past the old size
    for i in range(0, n, 3):
        del d[i * 7]
    for i in range(n, n + n // 2 + 3):
        d[i * 7] = -i
    check(d, "churn %d" % n)
    while len(d) > n // 4:
        d.popitem()
    d["s%d" % n] = n
    check({k: v for k, v in d.items() if isinstance(k, int)}, "pop %d" % n)

# string keys, the size of a module namespace growing past 253 names
ns = {}
for i in range(400):
    ns["name%d" % i] = i
    if i % 5 == 4:
        del ns["name%d" % (i - 2)]
print(len(ns), list(ns)[:4], list(ns)[-2:])

# a large one across the 16-bit index limit, with deletions near it
big = {}
for i in range(70000):
    big[i] = i
    if 43000 < i < 44000:
        del big[i - 500]
print(len(big), sum(big), list(big)[-1])
comp = {i: i * 2 for i in range(50000)}
print(len(comp), comp[49999])
