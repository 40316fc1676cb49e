# Built-in calls of three positional arguments through call3 (no Arguments
# object): dict.get/setdefault with a default, getattr with a default,
# str.replace; subclasses, module dicts, errors.
class O:
    a = 1
    @property
    def boom(self): raise AttributeError("inner")
    @property
    def kerr(self): raise KeyError("k")
class D(dict):
    pass
class S(str):
    pass
o = O()
d = {"x": 1}
dd = D(x=2)
g = globals()
for i in range(200):
    r = (d.get("x", 0), d.get("y", -1), dd.get("y", 5), dd.get("x", 5), getattr(o, "a", 9), getattr(o, "zz", 9),
         getattr(o, "boom", "dflt"), d.setdefault("k%d" % (i % 3), i), dd.setdefault("q", i),
         "a-b-a".replace("a", "x"), S("s-s").replace("s", "t"), "héé".replace("é", "e"), "abc".replace("", "-"),
         g.setdefault("made_%d" % (i % 2), i), dict.get(d, "x", 3))
print(r, sorted(d.items()), made_0, made_1)
for bad in ["getattr(o, 'kerr', 1)", "getattr(o, 1, 2)", "'a'.replace(1, 'b')", "'a'.replace('a', 2)",
            "dict.get(1, 2, 3)", "dict.setdefault(1, 2, 3)", "{}.setdefault([], 1)", "{}.get([], 1)",
            "str.replace(1, 'a', 'b')", "'aaa'.replace('a', 'b', 2)"]:
    try:
        print(bad, eval(bad))
    except Exception as e:
        print(bad, type(e).__name__, e)
