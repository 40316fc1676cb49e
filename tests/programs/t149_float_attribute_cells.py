# Float attributes updated in place by tier 2 (`x.a op= v`): values read
# out keep their value and identity as in CPython; pow's fast path.


class Body:
    def __init__(self, x, v):
        self.x = x
        self.v = v
        self.m = 1.0


def drift(bodies, steps, dt):
    seen = []
    for k in range(steps):
        for b in bodies:
            before = b.x
            b.x += dt * b.v
            b.v -= dt * b.x * 0.5
            b.m *= 1.0001
            if k % 150 == 0:
                now = b.x
                seen.append((before, before is b.x, now is b.x, b.x is b.x,
                             before == b.x, round(b.m, 6)))
    return seen


bodies = [Body(1.0, 0.5), Body(-0.0, 2.0), Body(1e308, 1e308)]
for row in drift(bodies, 600, 0.125):
    print(row)
for b in bodies:
    print(b.x, b.v, getattr(b, "x"), type(b.x).__name__, b.x == b.x)

kept = [b.x for b in bodies]
drift(bodies[:2], 50, 0.5)
print(kept, [b.x for b in bodies])

# the attribute becomes an int, is deleted, comes back
b = bodies[0]
b.x = 3
drift([b], 10, 1.0)
print(b.x, type(b.x).__name__)
del b.x
try:
    drift([b], 1, 1.0)
except AttributeError as e:
    print("AttributeError", e)
b.x = 0.5
drift([b], 200, 0.0625)
print(b.x, b.v)

# an attribute shared with a list and a dict keeps its own value
b.x = 2.0
pair = [b.x, {"x": b.x}]
for i in range(100):
    b.x -= 0.015625
print(pair, b.x)


# a data descriptor put on the class later wins over the instance's cell
Body.m = property(lambda self: 7.0, lambda self, value: print("set m", value))
drift(bodies[1:2], 2, 1.0)
print(bodies[1].m)
del Body.m
print(bodies[1].m)


def powers(n):
    out = []
    for i in range(1, n):
        d = i * 0.75
        out.append(d ** 0.5 + d ** -1.5 + (d * 1e100) ** 2.5 + 2.0 ** (i * 0.5))
    return out


print(sum(powers(300)))
for x, y in [(2.0, 0.5), (0.0, 0.5), (-0.0, 0.5), (float("inf"), 0.5),
             (4.0, float("inf")), (0.5, float("-inf")), (float("nan"), 1.0),
             (1e-300, 40.0), (-8.0, 3.0)]:
    try:
        print(x, y, x ** y)
    except (OverflowError, ValueError, ZeroDivisionError) as e:
        print(x, y, type(e).__name__)
try:
    print(1e300 ** 2.0)
except OverflowError as e:
    print("OverflowError", e)
try:
    print(0.0 ** -1.0)
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
