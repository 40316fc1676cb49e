# C.__dict__ and types.MappingProxyType: read-only views
class C:
    x = 1
    def f(self): pass
d = C.__dict__
print(type(d).__name__, d["x"], "f" in d, sorted(k for k in d if not k.startswith("__")), len(d) > 2)
C.y = 2
print(d["y"], d.get("z", 9), d.get("x"), type(d.copy()).__name__)
try:
    d["q"] = 1
except TypeError as e:
    print("TypeError", e)
try:
    del d["x"]
except TypeError as e:
    print("TypeError", e)
import types
m = types.MappingProxyType({"a": 1})
print(m, m["a"], list(m.items()), m == {"a": 1})
try:
    types.MappingProxyType([1])
except TypeError as e:
    print("TypeError", e)
