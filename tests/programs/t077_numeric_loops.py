# numeric algorithms with while loops: newton, series, integration
def newton_sqrt(x):
    g = x / 2.0
    for _ in range(50):
        ng = 0.5 * (g + x / g)
        if abs(ng - g) < 1e-15:
            break
        g = ng
    return g
print([round(newton_sqrt(v), 12) for v in [2, 9, 10, 1e6, 0.25]])
def leibniz_pi(n):
    s = 0.0
    sign = 1.0
    for k in range(n):
        s += sign / (2 * k + 1)
        sign = -sign
    return 4 * s
print("%.10f" % leibniz_pi(10000))
def e_series(terms):
    total = 0.0
    fact = 1.0
    for k in range(terms):
        if k:
            fact *= k
        total += 1 / fact
    return total
print(e_series(20), "%.12f" % e_series(10))
def simpson(f, a, b, n):
    h = (b - a) / n
    s = f(a) + f(b)
    for i in range(1, n):
        s += (4 if i % 2 else 2) * f(a + i * h)
    return s * h / 3
print("%.10f" % simpson(lambda x: x * x, 0, 3, 100), "%.10f" % simpson(lambda x: 1 / (1 + x * x), 0, 1, 1000))
def collatz_len(n):
    c = 1
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        c += 1
    return c
best = max(range(1, 3000), key=collatz_len)
print(best, collatz_len(best))
i = 0
total = 0
while i < 1000:
    if i % 3 == 0 or i % 5 == 0:
        total += i
    i += 1
print(total)
x = 1.0
n = 0
while x > 1e-10:
    x /= 3
    n += 1
print(n, x)
def harmonic(n):
    return sum(1 / k for k in range(1, n + 1))
print(harmonic(100), "%.6f" % harmonic(10000))
a, b = 1.0, 1.0
for _ in range(40):
    a, b = b, a + b
print(b / a, (1 + 5 ** 0.5) / 2)
z = 0.0
for k in range(1, 1001):
    z += 1.0 / (k * k)
print(z, "%.8f" % ((z * 6) ** 0.5))
acc = 0
for i in range(1, 101):
    acc = (acc * 31 + i * i) % 1000003
print(acc)
