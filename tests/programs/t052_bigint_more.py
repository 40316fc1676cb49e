# more bigint: mixed signs, comparisons, conversions, algorithms
a = 123456789 ** 5
b = -987654321 ** 3
print(a, b)
print(a + b, a - b, a * b, b * b)
print(a // 12345, a % 12345, b // 12345, b % 12345, a // -97, a % -97, b // -97, b % -97)
print(a // b, a % b, b // a, b % a, divmod(a, b), divmod(b, 1000))
print(a > b, a < b, -a < b, a == a + 0, a != a + 1, abs(b) > 10 ** 26, b < -(10 ** 26))
print(a / b, b / 7, a / 10 ** 30)
print(str(a)[::-1], len(str(a)), sum(int(c) for c in str(a)))
print(a & 0xFFFF_FFFF, a >> 64, b >> 10, b << 5, a | b, a ^ b, b & -b)
print(-a // 3, -a % 3, (-a) // -3, (-a) % -3)
print(10 ** 18 * 10, 9 * 10 ** 18 + 9 * 10 ** 18, -9223372036854775808 - 1, 9223372036854775807 + 1)
print(3 ** 64 - 3 ** 64 + 1, (2 ** 64) // (2 ** 32), (2 ** 64) % 1000)
def isqrt(n):
    x = n
    y = (x + 1) // 2
    while y < x:
        x = y
        y = (x + n // x) // 2
    return x
print(isqrt(2 * 10 ** 60), isqrt(10 ** 40))
def pi_digits(n):
    k, a, b, a1, b1 = 2, 4, 1, 12, 4
    out = []
    while len(out) < n:
        p, q, k = k * k, 2 * k + 1, k + 1
        a, b, a1, b1 = a1, b1, p * a + q * a1, p * b + q * b1
        d, d1 = a // b, a1 // b1
        while d == d1 and len(out) < n:
            out.append(d)
            a, a1 = 10 * (a % b), 10 * (a1 % b1)
            d, d1 = a // b, a1 // b1
    return "".join(str(x) for x in out)
print(pi_digits(60))
def modpow(base, exp, mod):
    r = 1
    base %= mod
    while exp:
        if exp & 1:
            r = r * base % mod
        base = base * base % mod
        exp >>= 1
    return r
p = 2 ** 127 - 1
print(modpow(3, p - 1, p), pow(3, p - 1, p), pow(2, 10 ** 20, 10 ** 9 + 7))
print(max(a, b, 0), min([a, b, 0]), sorted([a, b, 0, -1, 2 ** 70]))
print(int(str(a)) == a, float(a), int(float(2 ** 60)) == 2 ** 60, 2 ** 53 + 1 == float(2 ** 53 + 1))
print(2 ** 100 == 2.0 ** 100, 2 ** 100 + 1 > 2.0 ** 100, 2 ** 1000 > 1e308, -(2 ** 1000) < -1e308)
print(round(10 ** 20 / 3), 7 ** 77 % 10 ** 10, (-7) ** 77 % 10 ** 10, -(7 ** 77) // 10 ** 60)
c = 1
for i in range(1, 40):
    c = c * (i + 40) // i
print(c)
