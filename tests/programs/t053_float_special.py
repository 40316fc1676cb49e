# special floats: inf, nan, -0.0, overflow and rounding behaviour
inf = float("inf")
nan = float("nan")
print(inf, -inf, nan, inf + inf, inf - inf, inf * -1, 1 / inf, -1 / inf, inf * 0)
print(inf > 1e308, -inf < -1e308, inf == inf, nan == nan, nan is nan, [nan] == [nan] if False else "", inf == float("inf"))
print(max(1, inf), min(-inf, 3), abs(-inf), -(-inf), inf // 1 if False else "", 5 % inf, -5 % inf)
print(nan > 0, nan < 0, nan == 0, nan != 0, max(nan, 1) != max(nan, 1) or "nan first", min(1, nan))
print(0.0 == -0.0, str(-0.0), repr(0.0 * -1), -0.0 + 0.0, -0.0 - 0.0, -0.0 * 5, abs(-0.0), 0.0 / -1)
print(1e308 + 1e308, -1e308 * 10, 1e-320 / 1e10, 2.0 ** 1023 * 2, 5e-324 / 2)
try:
    2.0 ** 10000
except OverflowError as e:
    print("OverflowError")
try:
    1.0 / 0.0
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
try:
    1.0 % 0.0
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
try:
    1.0 // 0
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
try:
    0.0 ** -1
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
print((-8) ** (1 / 3) if False else "", 2 ** 0.5, (-2) ** 2.0, (-2.0) ** 3, 0.0 ** 0, 0 ** 0.0, 1 ** inf, inf ** 0)
print(round(inf) if False else "", int(1e300) > 0, float(2 ** 1023) * 2)
print(7.0 % 3, -7.0 % 3, 7.0 % -3, -7.0 % -3, 7.5 // 2, -7.5 // 2, 0.3 % 0.1, 1e10 % 7)
print(divmod(-1.0, 3), divmod(1.0, -3), -0.0 % 5, 0.0 % -5)
xs = [3.5, -1.25, inf, -inf, 0.0, 2.0]
print(sorted(xs), sum(xs[:2]), max(xs), min(xs))
print(float("-0"), float("-0.0"), -0.0 == 0, str(float("-nan")), float("+inf"))
print(1e22 == 10 ** 22, 1e23 == 10 ** 23, float(10 ** 23), int(1e23))
print(0.1 + 0.2 - 0.3, 1 - 0.9, 0.7 * 3, 4.35 * 100, 1.1 + 2.2)
