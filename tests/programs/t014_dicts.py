# dictionaries
d = {"a": 1, "b": 2}
d["c"] = 3
print(d, len(d), d["a"], "a" in d, "z" in d, "z" not in d)
d["a"] = 10
print(d)
del d["b"]
print(d)
print(d.get("a"), d.get("z"), d.get("z", 0), d.get("c", 99))
print(list(d.keys()), list(d.values()), list(d.items()))
for k in d:
    print(k, d[k])
for k, v in d.items():
    print(k, "->", v)
print(d.pop("a"), d, d.pop("nokey", "dflt"))
print(d.setdefault("c", 100), d.setdefault("n", []), d)
d["n"].append(1)
print(d)
d.update({"x": 1, "c": 33})
print(d)
d.update([("y", 2)], z=3)
print(d)
d.update(w=4)
print(d)
e = d.copy()
e["x"] = -1
print(d["x"], e["x"])
e.clear()
print(e, len(e))
print(dict(a=1, b=2), dict([(1, 2), (3, 4)]), dict(), dict({"k": "v"}, extra=1), dict(zip("abc", range(3))))
try:
    d["missing"]
except KeyError as ex:
    print("KeyError", ex, repr(ex))
try:
    {}.pop("q")
except KeyError as ex:
    print("KeyError", ex)
try:
    del d["missing"]
except KeyError as ex:
    print("KeyError", ex)
order = {}
for w in ["pear", "apple", "fig", "apple", "kiwi"]:
    order[w] = order.get(w, 0) + 1
print(order)
del order["pear"]
order["pear"] = 7
print(order, list(order))
ints = {3: "c", 1: "a", 2: "b"}
print(ints, sorted(ints), sorted(ints.items()), min(ints), max(ints.values()))
mixed = {1: "int", 1.5: "float", (1, 2): "tuple", None: "none", True: "bool?"}
print(mixed)
print({i: i * i for i in range(5)}, {k: v for k, v in [("a", 1)]})
print(d == dict(d), {1: 2} != {1: 3}, {} == {})
nested = {"l": [1, 2], "d": {"x": 1}}
nested["d"]["y"] = 2
print(nested)
cnt = {}
for ch in "mississippi":
    if ch in cnt:
        cnt[ch] += 1
    else:
        cnt[ch] = 1
print(cnt)
print(sorted(cnt.items(), key=lambda kv: (-kv[1], kv[0])))
print(repr({"q'": 'x"'}), str({}), list({}.items()))
k = {}
k[2 ** 70] = "big"
k[-1] = "neg"
print(k[2 ** 70], k)
print(d.popitem(), d)
print(len({1: 1, 1.0: 2}), {1: 1, 1.0: 2})
