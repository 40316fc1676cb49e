# Small arithmetic functions called in hot loops (tier 2 runs them at the
# call site as pure programs, interpreter/pure_calls.py): overflow into big
# ints, division by zero, inexact int division, floor division and modulo
# of negatives, bools, nan/inf/-0.0, rebound names, parameters that change
# type, and finally an uncaught ZeroDivisionError raised inside one.


def a_elem(i, j):
    ij = i + j
    return 1.0 / (ij * (ij + 1) // 2 + i + 1)


def scale(a, b):
    return a * b + 1


def ratio(a, b):
    return a / b


def floors(a, b):
    return a // b + a % b


def neg(x):
    y = -x
    return y - x


def lerp(a, b, t):
    return a + (b - a) * t


def first(a, b):
    return a * 2


def reassign(a, b):
    a = a + b
    b = a * b
    return a - b


def spectral_row(i, n, v):
    s = 0.0
    for j in range(n):
        s += a_elem(i, j) * v[j]
    return s


def overflow_walk(n):
    out = []
    for i in range(n):
        out.append(scale(i, 1 << 57))
        out.append(neg(i << 58))
    return out


def divisions(n):
    out = []
    for i in range(n):
        try:
            out.append(ratio(i, i % 7 - 3))
        except ZeroDivisionError as e:
            out.append("zde: " + str(e))
        try:
            out.append(floors(i - 50, i % 4 - 2))
        except ZeroDivisionError as e:
            out.append("zde: " + str(e))
        out.append(ratio(2 ** 60 + i, 3))
    return out


def floats(values):
    out = []
    x = 0.5
    for v in values:
        x = x * 1.5
        out.append(lerp(x, v, 0.25))
        out.append(lerp(v, -0.0, 0.0))
        out.append(ratio(v, 2))
    return out


def mixed(values):
    out = []
    for v in values:
        out.append(first(v, "unused"))
        out.append(reassign(v, 3))
    return out


def bools(n):
    t = 0
    for i in range(n):
        t += scale(i % 2 == 0, i) + floors(True, 1)
    return t


def rebinding(n):
    global scale
    keep = scale
    total = 0
    for i in range(n):
        if i == n // 2:
            scale = lambda a, b: a - b
        total += scale(i, 3)
    scale = keep
    return total


def mn(a, b):
    return a * b


def md(a, b):
    return a % b


def fd(a, b):
    return a // b


def edges(n):
    out = []
    low = -(2 ** 62)
    lowest = -(2 ** 63)
    for i in range(n):
        out.append(mn(low, 2) + mn(i, -1))
        out.append(md(lowest, -1 - i % 2))
        out.append(fd(lowest, -1 - i % 2))
        out.append(fd(lowest + i, 1))
    return out


v = [1.0 / (k + 1) for k in range(60)]
print("%.12f" % sum(spectral_row(i, 60, v) for i in range(60)))
walk = overflow_walk(120)
print(walk[:3], walk[-3:], sum(walk) % 1000003)
d = divisions(150)
print(d[:9], d[-6:], len(d))
print(floats([1.0, -2.5, float("inf"), float("nan"), -0.0, 3] * 30)[-12:])
print(mixed([1, 2.5, -7, 10 ** 20, True, 0.1] * 25)[-12:])
print(bools(200))
print(rebinding(200))
e = edges(100)
print(e[:8], e[-4:], len(e))


def die(n):
    t = 0.0
    for i in range(n):
        t += ratio(1, 100 - i)
    return t


print(die(99))
print(die(200))
