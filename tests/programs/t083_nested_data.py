# nested data structures: recursive traversal, deep copy by hand, pretty printing
data = {
    "name": "root",
    "children": [
        {"name": "a", "children": [{"name": "a1", "children": []}, {"name": "a2", "children": []}]},
        {"name": "b", "children": [{"name": "b1", "children": [{"name": "b1x", "children": []}]}]},
    ],
    "meta": {"size": 3, "tags": ("x", "y"), "ratio": 0.75, "ok": True, "none": None},
}
def walk(node, depth=0):
    print("  " * depth + node["name"])
    for ch in node["children"]:
        walk(ch, depth + 1)
walk(data)
def count(node):
    return 1 + sum(count(c) for c in node["children"])
print(count(data))
def dump(x, indent=0):
    pad = " " * indent
    if isinstance(x, dict):
        lines = ["{"]
        for k in x:
            lines.append(pad + "  " + repr(k) + ": " + dump(x[k], indent + 2))
        lines.append(pad + "}")
        return "\n".join(lines)
    if isinstance(x, (list, tuple)):
        if not x:
            return "[]" if isinstance(x, list) else "()"
        return ("[" if isinstance(x, list) else "(") + ", ".join(dump(v, indent) for v in x) + ("]" if isinstance(x, list) else ")")
    return repr(x)
print(dump(data["meta"]))
def deep_copy(x):
    if isinstance(x, dict):
        return {k: deep_copy(v) for k, v in x.items()}
    if isinstance(x, list):
        return [deep_copy(v) for v in x]
    return x
c = deep_copy(data)
c["children"][0]["name"] = "changed"
print(data["children"][0]["name"], c["children"][0]["name"], c == data)
c["children"][0]["name"] = "a"
print(c == data)
def paths(node, prefix=""):
    p = prefix + "/" + node["name"]
    out = [p]
    for ch in node["children"]:
        out.extend(paths(ch, p))
    return out
print(paths(data))
def flatten_dict(d, prefix=""):
    out = {}
    for k, v in d.items():
        key = prefix + "." + k if prefix else k
        if isinstance(v, dict):
            out.update(flatten_dict(v, key))
        else:
            out[key] = v
    return out
print(flatten_dict({"a": {"b": 1, "c": {"d": 2}}, "e": 3}))
print(data["meta"]["tags"][1], data["children"][1]["children"][0]["children"][0]["name"])
table = [[i * j for j in range(1, 6)] for i in range(1, 6)]
for row in table:
    print(" ".join("%3d" % v for v in row))
print([list(col) for col in zip(*table)][2], sum(sum(r) for r in table))
lst = [1, [2, 3]]
lst.append(lst[1])
lst[1].append(4)
print(lst)
