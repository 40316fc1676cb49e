import _weakref, gc
def collect():
    g = gc      # (a local: the untranslated eval loop forgets the last value)
    g.collect()
class C:
    def __init__(self, n):
        self.n = n
    def __repr__(self):
        return "C(%d)" % self.n
    def __eq__(self, other):
        return isinstance(other, C) and self.n == other.n
    def __hash__(self):
        return hash(self.n)
a = C(1)
r = _weakref.ref(a)
print(r() is a, r.__callback__, callable(r), type(r).__name__, _weakref.ref is _weakref.ReferenceType)
print(_weakref.ref(a) is r, _weakref.getweakrefcount(a), _weakref.getweakrefs(a) == [r])
log = []
def cb(wr):
    log.append(("cb", wr() is None))
r2 = _weakref.ref(a, cb)
print(r2 is r, r2 == r, hash(r) == hash(1), r2.__callback__ is cb, _weakref.getweakrefcount(a))
b = C(1)
rb = _weakref.ref(b)
print(rb == r, rb != r, {r: "x"}[rb])
for bad in (1, "s", (1,), None, [1], {}):
    try:
        _weakref.ref(bad)
    except TypeError as e:
        print("TypeError", e)
try:
    r < rb
except TypeError as e:
    print("TypeError")
try:
    r(1)
except TypeError as e:
    print("TypeError", e)
def make_dead():
    x = C(5)
    return _weakref.ref(x, cb), _weakref.ref(x)
d1, d2 = make_dead()
collect()
print(d1(), d2(), log, d1 == d2, d1 == d1)
try:
    hash(d2)
except TypeError as e:
    print("TypeError", e)
dd = {"k": d2, "live": r}
_weakref._remove_dead_weakref(dd, "k")
_weakref._remove_dead_weakref(dd, "live")
_weakref._remove_dead_weakref(dd, "missing")
print(sorted(dd))
class KeyedRef(_weakref.ref):
    __slots__ = ("key",)
    def __new__(type, ob, callback, key):
        self = _weakref.ref.__new__(type, ob, callback)
        self.key = key
        return self
    def __init__(self, ob, callback, key):
        super().__init__(ob, callback)
seen = []
k = KeyedRef(a, lambda wr: seen.append(wr.key), "K")
print(k() is a, k.key, isinstance(k, _weakref.ref), k == r, _weakref.getweakrefcount(a))
def dead_keyed():
    z = C(9)
    return KeyedRef(z, lambda wr: seen.append(wr.key), "Z")
kz = dead_keyed()
collect()
print(kz(), seen)
total = 0
objs = [C(i) for i in range(10)]
for i in range(200):
    o = objs[i % 10] if i < 100 else (objs[0] if i % 2 else a)
    w = _weakref.ref(o)
    total += w().n + (w == _weakref.ref(o))
print(total)
