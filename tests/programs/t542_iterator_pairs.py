# `for i, x in enumerate(s)`, `for a, b in zip(p, q)`, `for k, v in
# d.items()` in hot loops: tier 2's iterator step stores the pair into the
# unpack's locals (no tuple for enumerate and a zip of two). Exhaustion
# order, unpack errors, a counter past the machine word, a target that
# names one local twice and strict zips stay as python3's.
def gen(n):
    for i in range(n):
        yield i
    print("gen done", n)
def z(a, b):
    t = 0
    for x, y in zip(a, b):
        t += x * y
    return t
for k in range(300):
    r = z(gen(3), gen(5)) + z(gen(4), [1, 2]) + z([1, 2, 3], gen(2))
    r += z(iter([1, 2]), iter([3]))
    if k % 100 == 0: print(r)
it = iter([1, 2, 3, 4])
print(z(it, [1]), list(it))
try:
    for a, b in zip([1, 2], [3, 4], strict=True):
        print(a, b)
    for a, b in zip([1, 2], [3], strict=True):
        print(a, b)
except ValueError as e:
    print(e)
def part(i, u):
    s = 0
    for j, u_j in enumerate(u):
        s += (i + j) * u_j
    return s

def items(d):
    t = 0
    for k, v in d.items():
        t += k * v
    return t

def zipped(a, b):
    t = 0
    for x, y in zip(a, b):
        t += x - y
    return t

def bad(seq):
    n = 0
    try:
        for p, q in seq:
            n += p
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e, n)
    return n

def big():
    e = enumerate("abc", 2**63 - 2)
    out = []
    for i, c in e:
        out.append((i, c))
    return out

def same(seq):
    for i, i in enumerate(seq):
        pass
    return i


def pairs_of_objects(n):
    class P:
        def __init__(self, k):
            self.k = k

        def __iter__(self):
            return iter((self.k, -self.k))
    t = 0
    for a, b in [P(k) for k in range(n)]:
        t += a - b
    for a, b in enumerate(P(k) for k in range(n)):
        t += a + b.k
    return t


u = [1.0] * 50
t = 0.0
ROUNDS = 200
for i in range(ROUNDS):
    t += part(i, u)
    t += items({1: 2, 3: 4, 5: 6})
    t += zipped([1, 2, 3], [4, 5, 6, 7])
    t += pairs_of_objects(5)
    if i % 50 == 0:
        bad([(1, 2), (3, 4), (5, 6, 7)])
        bad([(1, 2), 5])
        bad([(1, 2), "ab", [3, 4]])
        bad([(1, 2), "a"])
print(t, big(), same("xyz"))
