# dict() and dict.update with any mapping (keys()), enum
class M:
    def keys(self): return ["a", "b"]
    def __getitem__(self, k): return k.upper()
print(dict(M()), {**M()} if False else "", dict(type("C", (), {"x": 1}).__dict__)["x"])
d = {}; d.update(M()); print(d)
import enum
class Color(enum.Enum):
    RED = 1
    GREEN = 2
print(Color.RED, Color(2), list(Color), Color.RED.name, Color["GREEN"].value)
