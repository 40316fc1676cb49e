# collections: OrderedDict (pure Python, weakref.proxy back links), namedtuple
# (eval with __builtins__ {}), defaultdict, Counter; functools.reduce
import collections, functools
d = collections.OrderedDict()
for k in "bca":
    d[k] = ord(k)
d.move_to_end("b")
print(d, list(reversed(d)), d.popitem(last=False))
print(functools.reduce(lambda a, b: a * b, range(1, 6)), collections.Counter("abca").most_common(1))
P = collections.namedtuple("P", "x y")
p = P(1, y=2); print(p, p.x + p.y, p._replace(x=5), P._fields)
dd = collections.defaultdict(list); dd["a"].append(1); print(dd)
import weakref
class C: pass
c = C(); pr = weakref.proxy(c); pr.a = 3; print(c.a, pr.a)
print(ReferenceError.__mro__[1].__name__)
