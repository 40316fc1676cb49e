# namedtuple fields are _collections._tuplegetter descriptors
# (objspace/modules/collections_tuplegetter.py): reads, errors, docs,
# pickling, subclasses, tier 1 and 2 in the loop at the end.
from collections import namedtuple
from _collections import _tuplegetter as T
import pickle, copy
P = namedtuple('P','x y')
p = P(1,2)
print(P.x, type(P.x), P.x.__doc__, P.x.__reduce__())
print(p.x, p.y, p, p._replace(x=5), p._asdict())
try: p.x = 3
except Exception as e: print(type(e).__name__, e)
try: del p.x
except Exception as e: print(type(e).__name__, e)
try: p.z = 3
except Exception as e: print(type(e).__name__, e)
g = T(5, 'd')
try: g.__get__((1,2))
except Exception as e: print(type(e).__name__, e)
try: g.__get__([1,2])
except Exception as e: print(type(e).__name__, e)
try: T(-1, None).__get__((1,2))
except Exception as e: print(type(e).__name__, e)
print(g.__get__(None, tuple) is g, g.__get__((1,2,3,4,5,6)), P.y.__get__(p))
P.x.__doc__ = 'hello'; print(P.x.__doc__, repr(P.x))
print(T.__module__, T.__name__, T.__qualname__)
try: T()
except Exception as e: print(type(e).__name__, e)
try: T('a', 1)
except Exception as e: print(type(e).__name__, e)
try:
    class S(T): pass
except Exception as e: print(type(e).__name__, e)
print(T(0, None).__doc__, T(0,1).__doc__, repr(T(3, None)))
print(pickle.loads(pickle.dumps(p)), copy.deepcopy(p), pickle.loads(pickle.dumps(P.x)))
try: P.x.__set__(p, 1)
except Exception as e: print(type(e).__name__, e)
class Q(P):
    @property
    def s(self): return self.x + self.y
q = Q(3, 4)
print(q.s, q.x, q[1], sum(Q(i, i) .y for i in range(10)))
class R(tuple):
    a = T(0, 'first')
r = R((7, 8))
print(r.a, R.a)
t = 0
for i in range(3000):
    pp = P(i, i + 1)
    t += pp.x + pp.y
print(t)
