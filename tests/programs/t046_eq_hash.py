# __eq__ and __hash__ for use in dicts and sets
class Key:
    def __init__(self, a, b):
        self.a = a
        self.b = b
    def __eq__(self, other):
        return isinstance(other, Key) and (self.a, self.b) == (other.a, other.b)
    def __hash__(self):
        return hash((self.a, self.b))
    def __repr__(self):
        return "Key(%d, %d)" % (self.a, self.b)
k1 = Key(1, 2)
k2 = Key(1, 2)
k3 = Key(2, 1)
print(k1 == k2, k1 is k2, k1 == k3, k1 != k3, hash(k1) == hash(k2))
d = {k1: "first"}
d[k2] = "second"
d[k3] = "third"
print(len(d), d[Key(1, 2)], d[Key(2, 1)], Key(1, 2) in d, Key(9, 9) in d)
s = {Key(0, 0), Key(0, 0), Key(0, 1)}
print(len(s), Key(0, 1) in s)
print([Key(1, 2)] == [Key(1, 2)], (Key(1, 2),) == (Key(1, 2),), [k1, k3].index(Key(2, 1)), [k1, k2, k3].count(Key(1, 2)))
class NoHash:
    def __init__(self, v):
        self.v = v
    def __eq__(self, other):
        return self.v == other.v
try:
    {NoHash(1): 1}
except TypeError as e:
    print("TypeError", e)
class Ident:
    pass
i1 = Ident()
i2 = Ident()
print(i1 == i1, i1 == i2, i1 != i2, len({i1, i2, i1}))
dd = {i1: 1}
print(dd[i1], i2 in dd)
print(hash(5) == hash(5.0), hash((1, 2, 3)) == hash((1, 2, 3)), {1: "a", 1.0: "b"}, {(1, 2): 3}[(1, 2)])
class AlwaysEqual:
    def __eq__(self, other):
        return True
    def __hash__(self):
        return 1
print(AlwaysEqual() == 5, 5 == AlwaysEqual(), AlwaysEqual() in [1, 2], len({AlwaysEqual(), AlwaysEqual()}))
class Version:
    def __init__(self, s):
        self.parts = tuple(int(p) for p in s.split("."))
    def __eq__(self, o):
        return self.parts == o.parts
    def __lt__(self, o):
        return self.parts < o.parts
    def __hash__(self):
        return hash(self.parts)
    def __repr__(self):
        return "V" + ".".join(str(p) for p in self.parts)
vs = [Version("1.10"), Version("1.2"), Version("1.2.1"), Version("0.9")]
print(sorted(vs), max(vs), min(vs), Version("1.2") in vs, len(set(vs + [Version("0.9")])))
