# `a and b`, `a or b` as values in hot code: tier 1 pairs `COPY 1` with
# the specialised jump after it (the top tested in place, no copy; the
# POP_TOP after the jump done when falling through). __bool__ effects
# and errors, values of every truth type, a jump whose specialisation
# misses (a list where bools were seen) stay as python3's.
class B:
    def __init__(self, v):
        self.v = v
    def __bool__(self):
        print("bool", self.v)
        if self.v < 0:
            raise ValueError(self.v)
        return self.v > 1
def f(a, b, c):
    return a and b or c
def g(n, vals):
    t = 0
    for i in range(n):
        for a, b in vals:
            t += (a and b) + (a or b)
    return t
print(g(400, [(1, 2), (0, 5), (3, 0), (0, 0), (True, False)]))
print([f(x, y, 9) for x in (0, 1, [], "s") for y in (0, 2)])
print(f(B(1), B(2), 3), f(B(3), B(2), 4).v)
try:
    f(B(-1), 1, 2)
except ValueError as e:
    print("ValueError", e)


def mixed(vals):
    out = []
    for v in vals:
        out.append(v and 1 or 2)
        out.append((v or None) is None)
    return out


print(mixed([True, False] * 300)[-4:])
print(mixed([[], [0], 0, 1.5, "", None, True])[:14])


def walrus(n):
    t = 0
    for i in range(n):
        t += (k := i % 3) and (k - 1 or 10)
    return t, k


print(walrus(500))
