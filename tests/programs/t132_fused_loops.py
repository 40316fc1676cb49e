# Tier-2 fusions: float runs (z + z - w * ...), an operator stored straight
# into a local, and FOR_ITER storing the loop variable itself. Results,
# exceptions and the locals a handler sees must be as without them.


def runs(n, z, w):
    total = 0.0
    acc = 1.0
    for i in range(n):
        total = total + (z + z - w + 0.5 + z * 2.0 - z)
        acc = acc * w * w * 0.5
        acc = acc - z - z / 4.0
        d = total - acc
    return total, acc, d, i


def divide(xs, ys):
    out = []
    q = 0.0
    for k in range(len(xs)):
        x = xs[k] * 1.0
        y = ys[k] * 1.0
        try:
            q = x / y
            out.append(q)
        except ZeroDivisionError as e:
            out.append(("caught", k, x, y, q, str(e)))
    return out


def loops(seq, tup, n):
    s = 0
    for x in seq:
        s += x
    for t in tup:
        s += t * 2
    for i in range(n):
        for j in range(i):
            s += i * j
    for big in range(2 ** 62, 2 ** 62 + 3):
        s += big % 7
    for e in []:
        s += 1000
    for i in range(3):
        if i == 1:
            break
    return s, x, t, j, i, big


def unbound_after_empty():
    for v in range(0):
        pass
    try:
        return v
    except UnboundLocalError as e:
        return "unbound: " + str(e)


for rep in range(3):
    print(runs(50, 1.1, 3.0))
    print(runs(10, 1e308, 1e308))
    print(runs(4, float("nan"), 2.0))
    print(runs(4, -0.0, -0.0))
    print(runs(4, float("inf"), 2.0))
    print(divide([1, 2, 3, 4, 5, 6], [2, 4, 0, 8, -0.0, 3]))
    print(loops([1, 2, 3] * 20, (4, 5, 6) * 20, 30))
    print(loops(list(range(100)), tuple(range(50)), 5))
    print(unbound_after_empty())


def gen(n):
    for i in range(n):
        yield i * 0.5 + 1.0


print(sum(gen(100)))
print(divide([1.0] * 70, [0.5] * 69 + [0.0])[-3:])
z = 0.0
print(runs(100, 0.25, 4.0)[0] / z)
