# mappingproxy's methods and operators; a __getattr__ deleted during
# __getattribute__
import types
import collections

mp = types.MappingProxyType


class userdict(dict):
    pass


m = {"x": 1, "y": 2}
print(mp(m) == m, m == mp(m), mp(userdict(x=1, y=2)) == userdict(x=1, y=2))
print(mp(m) != m, m != mp(m), mp(m) == mp(dict(m)))
c = collections.ChainMap({"x": 1}, {"y": 2})
print(mp(c) == c, mp(c)["y"])
d = {"a": 1, "b": 2}
v = mp(d)
print(list(reversed(v)), v | {"c": 3}, {"z": 0} | v, v | mp({"q": 1}))
try:
    v |= {}
except TypeError as e:
    print(e)
try:
    v | [("r", 2)]
except TypeError as e:
    print(e)
try:
    v < {}
except TypeError as e:
    print(e)
print(sorted(set(dir(mp({}))) - set(dir(object()))))
print(mp[int], v.__getitem__("a"), v.__len__(), v.__contains__("a"),
      list(v.__iter__()), list(v.__reversed__()))
try:
    v.__getitem__("zz")
except KeyError as e:
    print("KeyError", e)


class K:
    def meth(self):
        pass


print(sorted(k for k in K.__dict__ if not k.startswith("__")),
      K.__dict__["meth"] is K.meth, "meth" in K.__dict__)

# hot loop over a proxy with the underlying dict changing
src = {}
view = mp(src)
hits = 0
for i in range(300):
    src[i % 7] = i
    if (i % 7) in view:
        hits += view[i % 7] - i
    if i == 150:
        src.clear()
print("hits", hits, len(view), view == src)


class EvilGetattribute:
    def __getattr__(self, name):
        raise AttributeError(name)

    def __getattribute__(self, name):
        del EvilGetattribute.__getattr__
        raise AttributeError(name)


try:
    EvilGetattribute().attr
except AttributeError as e:
    print("evil", e)
