# _collections._count_elements (Counter's tally) in RPython: dicts and
# Counter subclasses updated directly, overridden get/__setitem__ called,
# any mapping, errors.
from collections import Counter, OrderedDict
import collections
print(collections._count_elements.__module__ if hasattr(collections._count_elements, "__module__") else None)
c = Counter("abracadabra")
print(c, c.most_common(2))
c.update(["a", "z", "a"])
print(c)
class MyC(Counter):
    def __setitem__(self, k, v):
        super().__setitem__(k, v * 10)
m = MyC("aab")
print(m)
class G(Counter):
    def get(self, k, d=None):
        return 100
print(G("xyx"))
d = {}
collections._count_elements(d, [1, 2, 1, 1.0, True])
print(d)
class Weird:
    def __init__(self): self.seen = []
    def get(self, k, d): return 5
    def __setitem__(self, k, v): self.seen.append((k, v))
w = Weird()
collections._count_elements(w, "ab")
print(w.seen)
try:
    Counter(5)
except TypeError as e:
    print("TypeError", e)
try:
    collections._count_elements({}, [[1]])
except TypeError as e:
    print("TypeError", e)
c2 = Counter(x % 7 for x in range(1000))
print(sorted(c2.items()))
od = OrderedDict()
collections._count_elements(od, "hello")
print(od)
