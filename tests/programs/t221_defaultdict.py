# collections.defaultdict
from collections import defaultdict
dd = defaultdict(list)
for w in "the cat the dog a cat".split():
    dd[w].append(len(w))
print(dd, dd["none"], len(dd), isinstance(dd, dict), type(dd).__name__)
c = defaultdict(int, a=1); c["b"] += 2; print(sorted(c.items()), c.default_factory, c.copy())
n = defaultdict(); 
try:
    n["x"]
except KeyError as e:
    print("KeyError", e)
try:
    defaultdict(5)
except TypeError as e:
    print("TypeError", e)
class D(defaultdict):
    pass
d = D(set); d[1].add(2); print(d)
