# Set algebra on random sets of ints, floats and strs (&, -, ^, |, <=,
# isdisjoint, issubset, in-place forms), and an __eq__ that grows a set
# while an operation walks it.
import random
random.seed(5)
res = []
for trial in range(300):
    a = set(random.sample(range(40), random.randint(0, 30)))
    b = frozenset(random.sample(range(40), random.randint(0, 30)))
    c = {x * 1.0 for x in random.sample(range(40), 5)} | {"s%d" % i for i in range(random.randint(0, 3))}
    res.append((sorted(a & b), sorted(a - b), sorted(b - a), sorted(a ^ b), sorted(a | b),
                a <= b, b <= a, a.isdisjoint(b), a.issubset(a | b), (a & c) == (c & a),
                sorted(map(str, a ^ c)), len(a.intersection(b, c)), a.isdisjoint(c)))
    d = set(a); d -= b; e = set(a); e ^= b; f = set(a); f &= b; g = set(a); g |= c
    res.append((sorted(d), sorted(e), sorted(f), len(g), set().issubset(a), a.issuperset(set())))
print(hash(str(res)) if False else len(str(res)), str(res)[:200])
import hashlib
print(hashlib.md5(str(res).encode()).hexdigest())

class K:
    def __init__(self, v): self.v = v
    def __hash__(self): return self.v % 3
    def __eq__(self, o):
        if isinstance(o, K):
            if o.v == 99: big.add(K(1000 + len(big)))
            return self.v == o.v
        return NotImplemented
big = {K(i) for i in range(10)}
small = {K(1), K(2), K(99)}
try:
    print(len(small & big), small.issubset(big), small.isdisjoint(big), len(small - big))
except RuntimeError as e:
    print("RuntimeError", e)
