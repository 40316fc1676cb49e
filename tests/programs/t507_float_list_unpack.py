# tier 2's raw unpack of float-storage lists (UNPACK_SEQUENCE_FLOAT_LIST),
# the read of `c[i] op= v` that keeps its operands
# (BINARY_SUBSCR_FLOAT_LIST_KEEP) and slices known as slices: each site is
# warmed on float lists, then given what the fast path must not take
import math


class Seq:
    def __init__(self, items):
        self.items = items

    def __getitem__(self, i):
        return self.items[i]

    def __setitem__(self, i, v):
        self.items[i] = v

    def __len__(self):
        return len(self.items)

    def __iter__(self):
        return iter(self.items)


def dist(points):
    total = 0.0
    for [x, y, z] in points:
        total += x * x + y * y + z * z
    return total


def pairs(bodies):
    acc = 0.0
    for ((x1, y1), m1), ((x2, y2), m2) in bodies:
        dx = x1 - x2
        dy = y1 - y2
        acc += (dx * dx + dy * dy) * m1 * m2
    return acc


def unpack_one(pos):
    x, y, z = pos
    return x - y * z


def bump(v, dx):
    v[0] -= dx * 2.0
    v[1] += dx
    v[2] *= 1.5
    return v


def reverse_prefixes(perm):
    out = []
    k = perm[0]
    while k:
        perm[:k + 1] = perm[k::-1]
        out.append(perm[0])
        k = perm[0]
    return out


pts = [[float(i), float(i) * 0.5, 1.0 - i] for i in range(300)]
for _ in range(5):
    print("%.6f" % dist(pts))
print("%.6f" % dist([[1, 2, 3], [4.0, 5, 6.5], (7.0, 8.0, 9.0)]))
print("%.6f" % dist([[1.5, 2.5, 3.5], Seq([1.0, 2.0, 3.0])]))
for bad in ([[1.0, 2.0]], [[1.0, 2.0, 3.0, 4.0]], [5.0]):
    try:
        dist(bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
print(dist([[math.nan, 1.0, 2.0]]))
print(dist([[math.inf, 1.0, 2.0]]))

bodies = [(([float(i), float(-i)], 1.0 + i), ([float(i) * 2, 0.5], 2.0))
          for i in range(200)]
for _ in range(4):
    print("%.6f" % pairs(bodies))
print("%.6f" % pairs([(([1, 2], 3), ([4.5, 6], 7))]))
try:
    pairs([(([1.0, 2.0, 3.0], 1.0), ([1.0, 2.0], 1.0))])
except ValueError as e:
    print("ValueError", e)

s = 0.0
for i in range(500):
    s += unpack_one([float(i), 2.0, 3.0])
print("%.3f" % s)
print(unpack_one([7, 2, 3]), unpack_one((1.0, 2.0, 3.0)),
      unpack_one([1.0, True, 2.0]))
try:
    unpack_one({1.0: 0, 2.0: 0})
except ValueError as e:
    print("ValueError", e)

v = [1.0, 2.0, 3.0]
for i in range(400):
    bump(v, 0.001 * i)
print(["%.6f" % f for f in v])
print(bump([1, 2, 3], 0.5))
print(bump({0: 1.0, 1: 2.0, 2: 3.0}, 0.25))
print(bump(Seq([1.0, 2.0, 3.0]), 1.0).items)
w = [1.0, 2.0, 3.0]
w.append("x")
print(bump(w, 1.0))
try:
    bump([1.0, 2.0], 1.0)
except IndexError as e:
    print("IndexError", e)
try:
    bump(["a", "b", "c"], 1.0)
except TypeError as e:
    print("TypeError", e)

for n in range(3, 9):
    print(reverse_prefixes(list(range(n - 1, -1, -1))))
for n in range(100):
    reverse_prefixes([3, 1, 0, 2])
print(reverse_prefixes([2, 0, 1]))
try:
    reverse_prefixes([2.0, 0, 1])
except TypeError as e:
    print("TypeError", e)
