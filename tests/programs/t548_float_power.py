# `x ** 2`, `d ** 0.5` on floats in code without a loop (a vector's
# length) and in loops: tier 1's BINARY_OP_POWER_FLOAT (a float with a
# float or a machine int), whose complex results (a negative base with a
# fractional exponent), ZeroDivisionError and OverflowError stay python3's,
# and whose site deoptimises when ints meet (`2 ** k`).
import math


class V:
    def __init__(self, x, y, z):
        self.x = x
        self.y = y
        self.z = z

    def mag(self):
        return math.sqrt(self.x ** 2 + self.y ** 2 + self.z ** 2)

    def dist(self, o):
        return ((self.x - o.x) ** 2 + (self.y - o.y) ** 2 +
                (self.z - o.z) ** 2) ** 0.5


def powers(a, b):
    try:
        return a ** b
    except (ZeroDivisionError, OverflowError) as e:
        return type(e).__name__ + ": " + str(e)


t = 0.0
for i in range(300):
    v = V(1.5 + i, -2.0, 0.25)
    t += v.mag() + v.dist(V(0.5, 0.5, i * 0.5))
print(t)
cases = [(2.0, 0.5), (-8.0, 1.0 / 3), (-2.0, 3), (0.0, -1.0), (10.0, 400),
         (1e300, 2.0), (float("inf"), -1), (float("nan"), 0), (-1.5, 2.0),
         (4, 0.5), (2, 10), (2, -1), (-27, 1.0 / 3), (0.0, 0.0),
         (-0.0, -3), (1.0, float("nan")), (-float("inf"), 0.5)]
results = []
for r in range(100):
    results = [powers(a, b) for a, b in cases]
print(results)
total = 0
for k in range(200):
    total += powers(2, k % 70) % 1000 + int(powers(1.5, k % 7))
print(total)
