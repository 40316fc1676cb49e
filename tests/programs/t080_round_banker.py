# round(): banker's rounding, ndigits, return types
for v in [0.5, 1.5, 2.5, 3.5, 4.5, -0.5, -1.5, -2.5, 0.49999999999999994, 2.4999, 2.5001, 1e16 + 1, -0.0]:
    print(v, round(v), type(round(v)).__name__)
for v, nd in [(2.675, 2), (1.005, 2), (0.125, 2), (0.375, 2), (1.25, 1), (1.35, 1), (1.45, 1), (2.5, 0), (-2.5, 0),
              (123.456, 1), (123.456, -1), (123.456, -2), (987.654, -3), (0.1 + 0.2, 15), (1 / 3, 5), (-1 / 3, 5), (5e-7, 6)]:
    r = round(v, nd)
    print(v, nd, r, type(r).__name__)
for v, nd in [(12345, -1), (12345, -2), (15, -1), (25, -1), (35, -1), (-15, -1), (-25, -1), (150, -2), (250, -2), (7, 2), (7, 0)]:
    r = round(v, nd)
    print(v, nd, r, type(r).__name__)
print(round(2 ** 70 + 5, -1), round(10 ** 20 + 50, -2), round(-(10 ** 20) - 50, -2))
print([round(x / 10) for x in range(-30, 31, 5)])
print([round(x / 4, 1) for x in range(-8, 9)])
print(round(float("inf"), 2), round(float("nan"), 2), round(1e300, -300) if False else "")
try:
    round(float("inf"))
except OverflowError as e:
    print("OverflowError", e)
try:
    round(float("nan"))
except ValueError as e:
    print("ValueError", e)
print(round(0.5 + 1e-16), round(2.5000000001), round(-2.5000000001))
