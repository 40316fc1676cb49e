# Ints meeting floats in code without a loop (tier 2: a checked float
# operator that takes machine ints as floats, guard_folding.plan_mixed):
# results, errors and types as python3's when the operands change.


class V:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def scale(self, f):
        return V(f * self.x, self.y * f)

    def __sub__(self, o):
        return V(self.x - o.x, self.y - o.y)

    def ratio(self, d):
        return self.x / d + self.y / 2


def run(n):
    t = 0.0
    a = V(1.5, 2)
    for i in range(n):
        b = a.scale(2) - a.scale(0.5)
        c = V(3, 4) - V(1, 1.0)
        t += b.x + b.y + c.x + c.y + a.ratio(i % 3 + 1)
    return t


print(run(400))
s = V(2, 3).scale(4)
print(s.x, type(s.x).__name__, V(2 ** 62, 1).scale(2).x)
print(V(2.5, 1).scale(2 ** 60).x, V(-0.0, 1).scale(0).x, V(0, 1).scale(-0.0).x)
print(V(True, 1).scale(1.5).x, V(1.5, False).scale(3).y)
print(V(10 ** 30, 2).scale(0.5).x, (V(2 ** 53 + 1, 1) - V(0.5, 1)).x)
try:
    V(10 ** 400, 1).scale(1.5)
except OverflowError as e:
    print("OverflowError", e)
try:
    V("a", 1).scale(2.0)
except TypeError as e:
    print("TypeError", e)
for d in (0, 0.0):
    try:
        V(1.5, 2).ratio(d)
    except ZeroDivisionError as e:
        print("ZeroDivisionError", e)
try:
    V(3, 2).ratio(0)
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
print(V(7, 1).ratio(2), V(7.0, 1).ratio(2), V(7, 1.0).ratio(2.0))
print((V(1, 2) - V(0.5, 1)).y, (V(10 ** 30, 1) - V(0.5, 1)).x)
