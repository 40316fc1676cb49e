# int/float/bool mixing in arithmetic and comparisons
vals = [3, -3, 3.0, -2.5, True, False, 2 ** 65]
for a in vals:
    row = []
    for b in [2, -2, 0.5, True]:
        row.append((a + b, a - b, a * b, a / b, a // b, a % b))
    print(a, row)
print(1 + 1.0, type(1 + 1.0).__name__, type(True + 1).__name__, type(True + 1.0).__name__, type(True + False).__name__)
print(10 / 2, type(10 / 2).__name__, 10 // 2.0, 2 ** 3.0, 2.0 ** 3, 4 ** 0.5, 8 ** (1 / 3))
print(2 ** 65 + 0.5, 2 ** 65 * 1.5, 2 ** 65 / 2, (2 ** 65) // 2.0, (2 ** 65) % 7.0)
print(1 == 1.0 == True, 0 == 0.0 == False == -0.0, 2 ** 53 == 2.0 ** 53, 2 ** 53 + 1 == 2.0 ** 53 + 1)
print(1 < 1.5 < 2 < 2.5, -1 > -1.5, 10 ** 20 < 1e21, 10 ** 20 > 9.99e19, 3 >= 3.0, True < 1.5)
print(max(1, 1.0), max(1.0, 1), min(0, -0.0), min(-0.0, 0), sorted([3, 1.5, True, 2, 0.0]))
print(sum([1, 2.0, True]), sum([True, True]), abs(-True), -True, +False, ~True)
print(divmod(7, 2.0), divmod(-7.0, 2), pow(2, 3.0), pow(2.0, -2), pow(4, 0.5))
print(int(2.9) + 0.1, float(3) * 2, str(1 + 2.0), 7 % 2.5, -7 % 2.5, 7.5 // -2)
x = 0
for i in range(10):
    x += 0.1
print(x, x == 1.0, round(x, 10) == 1.0)
n = 1
for i in range(5):
    n = n * 2.5
print(n, type(n).__name__)
print(3 * 1.1, 1.1 * 3, 0.1 * 3 == 0.3, 1e16 + 1 == 1e16, 1e16 + 2)
