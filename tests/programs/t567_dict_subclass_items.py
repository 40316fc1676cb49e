# Subscripts of dict subclasses that keep dict's __getitem__/__setitem__
# (containers._plain_dict_of: defaultdict, Counter, plain subclasses) and
# of those that override them or define __missing__.
from collections import defaultdict, Counter, OrderedDict
class D(dict):
    pass
class G(dict):
    def __getitem__(self, k):
        return ("G", k)
class S(dict):
    def __setitem__(self, k, v):
        dict.__setitem__(self, k, v * 2)
class M(dict):
    def __missing__(self, k):
        return "missing " + str(k)
dd = defaultdict(list)
c = Counter()
od = OrderedDict()
d = D(a=1)
g = G(a=1)
s = S()
m = M(x=1)
for i in range(300):
    dd[i % 7].append(i)
    c[i % 5] += 1
    od[i % 3] = i
    d[i % 4] = d.get(i % 4, 0) + 1
    s[i % 2] = i
print(dd[3][:5], len(dd), dd[99], len(dd), c, od, d, g["q"], s, m["x"], m["y"])
try:
    D()["nope"]
except KeyError as e:
    print("KeyError", e)
try:
    od["nope"]
except KeyError as e:
    print("KeyError", e)
class DD2(defaultdict):
    def __getitem__(self, k):
        return 42
print(DD2(int)["z"], Counter("aab")["zz"])
