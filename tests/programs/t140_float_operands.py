# Raw float operators whose operands come from locals and constants (tier 2
# fuses them into one slot): results, -0.0, nan, inf, int locals converted,
# exceptions raised inside the fused slot, compares of a local with a constant.


def mix(n, z, w):
    acc = 0.0
    dx = z - w
    for i in range(n):
        acc += z * 0.5 + 0.25 * i - dx * dx + i / w
        if acc > 1e6:
            acc = acc / 2.0
    return acc


def div_locals(n, a, b):
    t = 0.0
    for i in range(n):
        try:
            t = t + a / b
        except ZeroDivisionError as e:
            return "caught at %d: t=%r a=%r b=%r %s" % (i, t, a, b, e)
    return t


def div_const(n, a):
    t = 1.0
    k = 0.0
    for i in range(n):
        t = t + a / 2.0 + k / a
        k = k + 1.0
    return t


def int_over_float(n, w):
    s = 0.0
    for i in range(n):
        s = s + i / w - 3.0 * i
    return s


def power(n, a, b):
    s = 0.0
    for i in range(n):
        s = s + a ** b
    return s


def compares(n, lim):
    x = 0.0
    hits = 0
    for i in range(n):
        x = x + 0.75
        if x >= 10.5:
            hits += 1
            x = x - 10.0
        if x < -1e300:
            hits += 1000
    return x, hits


def nan_compares(n, v):
    c = 0
    for i in range(n):
        if v > 0.0:
            c += 1
        if v <= 0.0:
            c += 10
    return c


print(mix(300, 1.5, 4.0))
print(mix(5, -0.0, float("inf")))
print(mix(5, float("nan"), 2.0))
print(div_locals(40, 3.0, 2.0))
print(div_locals(40, 1.0, 0.0))
print(div_locals(40, -0.0, -0.0))
print(div_const(100, 3.0))
try:
    print(div_const(100, 0.0))
except ZeroDivisionError as e:
    print("caller caught:", e)
print(int_over_float(200, 7.0))
print(int_over_float(5, 1e-300))
try:
    int_over_float(100, 0.0)
except ZeroDivisionError as e:
    print("caller caught:", e)
print(power(100, 1.5, 2.0))
print(power(100, 2.0, 0.5))
try:
    power(100, 10.0, 400.0)
except OverflowError as e:
    print("overflow:", e)
print(power(50, -8.0, 2.0))
print(compares(200, 10.5))
print(nan_compares(100, float("nan")))
print(nan_compares(100, -0.0))
print(nan_compares(100, 5e-324))
