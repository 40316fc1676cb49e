# more dict and set usage
inventory = {"apples": 5, "pears": 0, "plums": 12}
for k in list(inventory):
    if inventory[k] == 0:
        del inventory[k]
print(inventory)
print(inventory.pop("plums"), inventory.pop("plums", None), inventory)
inventory.setdefault("kiwis", 3)
inventory.setdefault("apples", 100)
print(inventory, inventory.get("kiwis"), "kiwis" in inventory, 5 in inventory.values())
print(dict(a=1, b=2) == {"b": 2, "a": 1}, dict([("x", 1), ("x", 2)]), dict(zip(range(3), range(3, 6))))
graph = {1: [2, 3], 2: [4], 3: [4, 5], 4: [6], 5: [6], 6: []}
def bfs(start):
    seen = {start}
    order = []
    queue = [start]
    while queue:
        n = queue.pop(0)
        order.append(n)
        for m in graph[n]:
            if m not in seen:
                seen.add(m)
                queue.append(m)
    return order
def dfs(n, seen=None):
    if seen is None:
        seen = []
    seen.append(n)
    for m in graph[n]:
        if m not in seen:
            dfs(m, seen)
    return seen
print(bfs(1), dfs(1))
def topo():
    indeg = {n: 0 for n in graph}
    for n in graph:
        for m in graph[n]:
            indeg[m] += 1
    ready = sorted(n for n in indeg if indeg[n] == 0)
    out = []
    while ready:
        n = ready.pop(0)
        out.append(n)
        for m in graph[n]:
            indeg[m] -= 1
            if indeg[m] == 0:
                ready.append(m)
    return out
print(topo())
evens = set(range(0, 10, 2))
odds = set(range(1, 10, 2))
small = {0, 1, 2, 3}
print(evens | odds == set(range(10)), evens & odds, sorted(evens - small), sorted(small ^ evens))
print(small.issubset(range(10)), small.issuperset({1, 2}), small.isdisjoint({9}), small <= evens | small)
print(sorted(evens.union(odds, {10})), evens.intersection(small, {0, 2, 4}), small.difference(evens, {3}))
s = set()
for w in "to be or not to be".split():
    s.add(len(w))
print(sorted(s), len(s))
a = {1, 2, 3}
b = a
b.add(4)
c = set(a)
c.add(5)
print(sorted(a), sorted(c), a is b, a == c)
print({1, 2} == frozenset({1, 2}), frozenset({1}) | frozenset({2}), type(frozenset({1}) | {2}).__name__)
fs = {frozenset({1, 2}): "pair", frozenset(): "empty"}
print(fs[frozenset({2, 1})], fs[frozenset()])
counts = {}
for ch in "abracadabra":
    counts[ch] = counts.get(ch, 0) + 1
print(sorted(counts.items()), {k: v for k, v in counts.items() if v > 1})
d1 = {"a": 1, "b": 2}
d2 = {"b": 3, "c": 4}
merged = {**d1, **d2}
print(merged, {k: d1.get(k, 0) + d2.get(k, 0) for k in sorted(set(d1) | set(d2))})
print(sorted(set(d1) & set(d2)), sorted(d1.keys() | d2.keys()), sorted(d1.keys() - d2.keys()))
