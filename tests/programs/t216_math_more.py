import math
vals = [0.0, -0.0, 1.0, -1.0, 0.5, 2.5, -2.5, 1e-300, 1e300, 5e-324, 171.5, 172.0, -171.5, 1e-20, 0.1, 3.0, 30.0, 700.0, 1100.0, -1100.0, float("inf"), float("-inf"), float("nan"), 7, True]
for name in ["cbrt", "exp2", "erf", "erfc", "gamma", "lgamma", "ulp"]:
    f = getattr(math, name)
    out = []
    for v in vals:
        try:
            out.append(repr(f(v)))
        except Exception as e:
            out.append("%s(%s)" % (type(e).__name__, e))
    print(name, " ".join(out))
pairs = [(1.0, 2.0), (1.0, 0.0), (0.0, -1.0), (-0.0, 1.0), (5.0, 3.0), (-5.0, 3.0), (7.5, 2.0), (1e308, -1e308), (float("inf"), 1.0), (1.0, float("inf")), (float("nan"), 1.0), (1.0, float("nan")), (2.0, 0.0), (6.0, 4.0), (-6.0, 4.0)]
for name in ["nextafter", "remainder"]:
    f = getattr(math, name)
    out = []
    for a, b in pairs:
        try:
            out.append(repr(f(a, b)))
        except Exception as e:
            out.append("%s(%s)" % (type(e).__name__, e))
    print(name, " ".join(out))
for seq in [[], [0.1] * 10, [1e100, 1.0, -1e100, 1e-100, 1e50, -1.0, -1e50], [1e-16, 1, 1e16], [1.0, float("inf")],
            [float("inf"), float("-inf")], [float("nan"), 1.0], [1e308, 1e308], [2**1000, 1.5, -(2**1000)], iter([1, 2, 3.5]),
            [-0.0, -0.0], [1, 1e-320, -1], [0.1, 0.2, 0.3, -0.6]]:
    try:
        print("fsum", repr(math.fsum(seq)))
    except Exception as e:
        print("fsum", type(e).__name__, e)
for bad in [5, ["x"]]:
    try:
        math.fsum(bad)
    except Exception as e:
        print(type(e).__name__, e)
print(math.prod([]), math.prod([1, 2, 3, 4]), math.prod([2.5, 4]), math.prod(range(1, 30)), math.prod([], start=5), math.prod([[1]], start=3), math.prod([1, 2], start=1.5))
for bad in [(5,), ([1], 2)]:
    try:
        math.prod(*bad)
    except Exception as e:
        print(type(e).__name__, e)
try:
    math.prod([1], begin=2)
except Exception as e:
    print(type(e).__name__, e)
print(math.dist((0, 0), (3, 4)), math.dist([1.5, 2.5, 3.5], (0.1, 0.2, 0.3)), math.dist((), ()), math.dist((1,), (float("nan"),)), math.dist((1e200, 1e200), (-1e200, -1e200)), math.dist((5e-324, 0.0), (0.0, 5e-324)))
for bad in [((1, 2), (1,)), (5, (1,)), ((1,), ("a",))]:
    try:
        math.dist(*bad)
    except Exception as e:
        print(type(e).__name__, e)
acc = 0.0
for i in range(300):
    x = i / 7 if i % 3 else i
    acc += math.erf(x / 100) + math.cbrt(x) + math.exp2(-x / 50) + math.lgamma(x + 1) / 1000 + math.ulp(x) + math.remainder(x, 3)
    acc += math.fsum([x, 0.1, -x]) + math.dist((x, 1), (0, x))
print(repr(acc))
