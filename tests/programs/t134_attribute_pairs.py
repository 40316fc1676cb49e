# Tier 2 fuses `a.x op b.y` (+ - *, both instance attributes) into one
# dispatch while both are cached floats; everything else (ints, class
# attributes, properties, missing attributes, a str, division) takes the
# plain loads and the guarded operator.


class V:
    def __init__(self, x, y, z):
        self.x = x
        self.y = y
        self.z = z

    def dot(self, o):
        return self.x * o.x + self.y * o.y + self.z * o.z

    def sub(self, o):
        return V(self.x - o.x, self.y - o.y, self.z - o.z)

    def ratio(self, o):
        return self.x / o.x


class W:
    y = 1
    z = 0.5

    @property
    def x(self):
        return 2.5


def run(n):
    a = V(1.0, 2.0, 3.0)
    b = V(0.5, 0.25, 0.125)
    t = 0.0
    for i in range(n):
        t += a.dot(b) + a.sub(b).dot(a)
        t += a.x * b.y - a.z * b.x
    return t


print(run(300))
a = V(1.0, 2.0, 3.0)
for o in [V(1, 2, 3), W(), V(1.0, 2, 3.5), V(0.0, -0.0, float("inf")),
          V(float("nan"), 1e308, 1e308)]:
    for k in range(80):
        r = a.dot(o), a.sub(o).x, a.sub(o).z
    print(r)
for o in [V(2.0, 1.0, 1.0), V(0.0, 1.0, 1.0)]:
    try:
        for k in range(80):
            q = a.ratio(o)
        print(q)
    except ZeroDivisionError as e:
        print("ZeroDivisionError", e)
try:
    a.dot(V("s", 1, 1))
except TypeError as e:
    print("TypeError", e)
try:
    a.dot(5)
except AttributeError as e:
    print("AttributeError", e)
del a.x
try:
    a.dot(a)
except AttributeError as e:
    print("AttributeError", e)
