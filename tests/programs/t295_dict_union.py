# dict union (PEP 584): | and |= on dicts, subclasses, OrderedDict, defaultdict
a = {1: 2, 3: 4}; b = {3: 5, 6: 7}
print(a | b, b | a, a)
c = dict(a); c |= b; print(c); c |= [(9, 9)]; print(c)
class D(dict): pass
print(type(D(a) | b).__name__, type(a | D(b)).__name__, D(a) | b)
try: a | [(1, 2)]
except TypeError as e: print(e)
try: c |= 5
except TypeError as e: print(e)
import collections
print(collections.OrderedDict(a) | b, type(collections.OrderedDict(a) | b).__name__)
dd = collections.defaultdict(int, a); print(type(dd | b).__name__)
for i in range(200):
    a = a | {i % 3: i}
print(a, dict.__or__(a, b) == a | b, dict.__ior__)
dd = collections.defaultdict(list, {1: [1]})
e = dd | {2: [2]}; print(type(e).__name__, e.default_factory, e[5], e)
f = {0: [0]} | dd; print(type(f).__name__, f, f[7])
dd |= {3: [3]}; print(type(dd).__name__, dd)
