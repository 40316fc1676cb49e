# dict insertion order, views, iteration patterns
d = {}
for k in ["zeta", "alpha", "mid", "beta"]:
    d[k] = len(k)
print(d, list(d), list(d.keys()), list(d.values()), list(d.items()))
d["alpha"] = 99
print(list(d))
del d["zeta"]
d["zeta"] = 0
print(list(d.items()))
keys = d.keys()
vals = d.values()
d["new"] = 3
print(len(keys), list(keys), list(vals), "new" in keys, 3 in vals)
print(sorted(d), sorted(d, key=d.get), sorted(d.items(), key=lambda kv: kv[1], reverse=True))
for k, v in sorted(d.items()):
    print(k.ljust(6), v)
inverse = {v: k for k, v in d.items()}
print(inverse)
counts = {}
for word in "a b a c b a d".split():
    counts[word] = counts.get(word, 0) + 1
print(counts, max(counts, key=counts.get))
groups = {}
for n in range(10):
    groups.setdefault(n % 3, []).append(n)
print(groups)
try:
    for k in d:
        d[k + "x"] = 1
except RuntimeError as e:
    print("RuntimeError", e)
d2 = dict.fromkeys(["a", "b"], 0) if False else {"a": 0, "b": 0}
for k in list(d2):
    d2[k + k] = 1
print(d2)
print(list(zip(d2.keys(), d2.values())) == list(d2.items()))
nested = {"x": {"y": {"z": 1}}}
print(nested["x"]["y"]["z"], nested.get("x", {}).get("q", "none"))
merged = dict(d2)
merged.update({"a": 100, "c": 5})
print(merged, d2 == merged, len(merged))
print({1: "a"} == {1: "a"}, {1: "a", 2: "b"} == {2: "b", 1: "a"}, list({2: 0, 1: 0}))
print(dict(sorted({"b": 2, "a": 1, "c": 0}.items())))
e = {}
print(e.get(1), list(e.items()), len(e), bool(e))
items = list(d.items())
items.sort(key=lambda kv: (kv[1], kv[0]))
print(items)
print([k for k in d if d[k] > 3], sum(d.values()), min(d.values()))
x = {i: str(i) for i in range(-3, 4)}
print(x, x[-3], list(x)[::-1])
print(next(iter(d)), next(iter(d.values())), next(iter(d.items())))
