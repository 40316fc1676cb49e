# float arithmetic and int/float mixing
a = 7.5
b = 2.0
print(a + b, a - b, a * b, a / b)
print(a // b, a % b, -a // b, -a % b, a // -b, a % -b)
print(1 + 2.0, 3 * 0.5, 10 / 4, 10 / 5, 1 / 3)
print(2 ** 0.5, 4 ** 0.5, 2.0 ** 3, 2 ** -1.0, 0.5 ** 2)
print(10 ** 20 * 1.0, float(10 ** 20))
print(0.1 + 0.2, 0.1 * 3, 1.1 * 1.1, 3.0 - 2.9)
print(1e10, 1e15, 1e16, 1e17, 1.5e-5, 1e-4, 0.0001, 0.00001)
print(1., .5, 5e0, 5E2, 1_000.5, 1e1_0)
print(-0.0, 0.0, -0.0 == 0.0, abs(-0.0))
print(float("1.5"), float("-2"), float("  3.25 "), float("1e3"), float("inf"), float("-inf"), float("nan"))
print(float("Infinity"), float("-iNF"), float(3), float(True))
print(int(2.5), int(-2.5), int(1e10))
x = 1.5
x += 1
print(x)
x *= 2
print(x)
x /= 3
print(x)
x -= 0.5
print(x)
x **= 2
print(x)
x //= 0.3
print(x)
print(divmod(7.5, 2), divmod(-7.5, 2), divmod(7.5, -2))
print(round(2.5), round(3.5), round(-2.5), round(0.5), round(1.5), round(2.675, 2), round(3.14159, 3))
print(round(1.0), type(round(1.0)).__name__, round(1.25, 1), round(1.35, 1), round(-0.5))
print(type(round(2.5, 0)).__name__, round(2.5, 0))
print(1 == 1.0, 1 < 1.5, 2 > 1.99, 3 <= 3.0, hash(1) == hash(1.0))
print(float("inf") > 10 ** 100, -float("inf") < -10 ** 100)
n = float("nan")
print(n == n, n != n, n < 1, n > 1)
print(max(1, 2.5), min(1, 2.5), max(2, 2.0), min(2.0, 2))
print(sum([0.1] * 10), sum([1, 2.5, 3]))
print(abs(-3.5), abs(3.5))
print(3.0.is_integer(), 3.5.is_integer())
print(7.0 // 2, 7.0 % 2, -7.0 % 2, 7 % -2.0)
print(1e308 * 10, -1e308 * 10)
print(5 % 0.3, 2 ** 0.5 * 2 ** 0.5)
print(pow(2.0, 3), pow(2, 0.5), pow(-8, 1.0 / 3) if False else 'skip')
