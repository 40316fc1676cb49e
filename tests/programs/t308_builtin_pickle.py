# Pickling and copying subclasses of built-in types keeps their items and
# attributes (set.__reduce__); built-in functions' __self__.
import math, copy, pickle
print(len.__self__.__name__, math.sqrt.__self__.__name__, [].append.__self__)
print(int.__new__.__self__ in (None, int))
class SS(set): pass
class FS(frozenset):
    __slots__ = ('a',)
class L(list): pass
class D(dict): pass
class T(tuple): pass
class I(int): pass
class S(str): pass
objs = [SS([1, 2]), FS([3]), L([4, 5]), D(a=6), T((7, 8)), I(9), S("ten")]
for o in objs:
    if isinstance(o, FS): o.a = "slot"
    else: o.x = "attr"
for o in objs:
    for proto in range(0, pickle.HIGHEST_PROTOCOL + 1):
        if proto < 2 and isinstance(o, FS): continue
        d = pickle.loads(pickle.dumps(o, proto))
        assert type(d) is type(o) and d == o, (o, proto)
    c = copy.copy(o)
    dc = copy.deepcopy(o)
    val = sorted(c) if isinstance(c, (set, frozenset)) else c
    print(type(c).__name__, val, getattr(c, "x", None) or getattr(dc, "a", None), type(dc).__name__, dc == o)
print(set([3]).__reduce__(), frozenset([4]).__reduce__(), SS([1]).__reduce__()[0].__name__)
tot = 0
for i in range(200):
    s = (SS if i % 2 else set)(range(i % 7))
    r = pickle.loads(pickle.dumps(s))
    tot += len(r) + (type(r) is SS)
print(tot)
try: set().__reduce__(1)
except Exception as e: print(type(e).__name__, e)
