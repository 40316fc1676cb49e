# complex values meeting the tier-1/tier-2 float machinery: float
# attributes updated in place, float locals, constants, globals, calls,
# containers; every loop turns complex part way through


class Body:
    def __init__(self, x):
        self.x = x
        self.v = 0.5


def attr_updates(n):
    b = Body(1.0)
    for i in range(n):
        b.x += 0.25
        b.x = b.x * 1.0 - 0.125
        if i == n // 2:
            b.v = 0.5j
        b.x += b.v
    return b.x, b.v


def local_chain(n):
    a = 1.0
    b = 2.0
    for i in range(n):
        if i == 170:
            b = 2.0 + 1e-3j
        a = a * 0.5 + b * 0.25 - 1.0 / (b + 3.0)
    return a


def const_mix(n):
    acc = 0j
    f = 0.0
    for i in range(n):
        acc = acc + 1j - 0.5j * 2 + 2.5
        f = f + 2.5
        acc = acc - 2.5 + 0j
    return acc, f


SCALE = 2.0


def global_changes(n):
    global SCALE
    total = 0.0
    for i in range(n):
        if i == 200:
            SCALE = 2j
        total = total + SCALE * 0.5
    SCALE = 2.0
    return total


def square(v):
    return v * v + 1.0


def call_mix(n):
    t = 0.0
    for i in range(n):
        v = i * 0.01
        if i % 50 == 49:
            v = complex(v, 1)
        t = t + square(v)
    return t


def compare_mix(n):
    hits = 0
    x = 1.0
    for i in range(n):
        if i == 100:
            x = 1 + 0j
        if i == 200:
            x = 1j
        if x == 1.0:
            hits += 1
        if x != 1:
            hits += 1000
        if 1.0 == x:
            hits += 1
    return hits


def container_mix(n):
    items = [0.5] * 10
    for i in range(n):
        j = i % 10
        if i == 250:
            items[3] = 0.5j
        items[j] = items[j] * 1.0 + 0.125
    return items


def neg_loop(n):
    x = 0.25
    s = 0.0
    for i in range(n):
        if i == 60:
            x = 0.25j
        s = s - (-x) * 2.0
    return s


def literals():
    values = (0j, 0.0, 0, 1j, 1.0j, 1e0j, -0j, 0.0j)
    print(values, [type(v).__name__ for v in values])
    print(0j == 0 == 0.0, {0: "a", 0.0: "b", 0j: "c"})
    f = lambda z=2j: z * 1j
    print(f(), f(3), (lambda: 1_000j)())
    print(f"{2j}", f"{1+1j!r}", f"{3j:>6}", "%s" % (1j,))
    print((1j, 2j) + (3j,), [1j] * 2, 1j if 1j else 0)


for n in [20, 400]:
    print(attr_updates(n))
    print(local_chain(n))
    print(const_mix(n))
    print(global_changes(n))
    print(call_mix(n))
    print(compare_mix(n))
    print(container_mix(n))
    print(neg_loop(n))
literals()
