# arbitrary precision integers
def fact(n):
    r = 1
    for i in range(2, n + 1):
        r *= i
    return r
print(fact(20))
print(fact(30))
print(fact(50))
print(2 ** 64, 2 ** 100, 2 ** 200)
print(-(2 ** 200))
print(2 ** 63 - 1, -(2 ** 63), 2 ** 63)
big = 2 ** 200 + 12345
print(big // 7, big % 7, -big // 7, -big % 7)
print(big // -1000003, big % -1000003)
print(big // (2 ** 100), big % (2 ** 100))
print(divmod(-big, 2 ** 70))
print(big > 2 ** 200, big < 2 ** 201, -big < -(2 ** 200), big == 2 ** 200 + 12345)
print(2 ** 100 == 2.0 ** 100, 2 ** 100 < 2.0 ** 101)
print(big * big)
print(big - big, big + -big, (2 ** 70) * 0)
print(fact(25) // fact(23))
m = 9223372036854775807
print(m + 1, m * 2, m * m, -m - 1, -m - 2)
print(abs(-(2 ** 100)), -(-(2 ** 100)))
print(hex(2 ** 100), oct(2 ** 70), bin(2 ** 40 + 1))
print(str(3 ** 100), len(str(3 ** 100)))
print(int("123456789012345678901234567890") + 1)
print(int("-99999999999999999999999"))
print(float(2 ** 100), float(-(2 ** 80)))
print(2 ** 100 / 2 ** 99, (2 ** 80) / 3)
print(pow(7, 2 ** 70, 1000007))
print((2 ** 100) >> 90, 1 << 100, -(2 ** 100) >> 3, (2 ** 100) & 0xFFFF, (2 ** 100 - 1) & 0xFF)
print((2 ** 100) | 1, (2 ** 100) ^ (2 ** 99), ~(2 ** 100))
print(-(2 ** 100) & 0xFFFF, -(2 ** 65) | 5)
a, b = 0, 1
for i in range(150):
    a, b = b, a + b
print(a)
print(sum(range(10 ** 6, 10 ** 6 + 10)) * 10 ** 15)
print(10 ** 30 // 10 ** 15, 10 ** 30 % (10 ** 15 + 7))
print(max(2 ** 100, 2 ** 99), min(-(2 ** 100), 5))
print(round(2 ** 100 + 55, -2))
print(hash(2 ** 10), hash(-1), hash(0), hash(12345))
x = 1
for i in range(100):
    x = x * 3 + 1
print(x)
print(x % 1000000007, x // 3 ** 90)
print(2 ** 200 - 2 ** 200 + 5, type(2 ** 200 - 2 ** 200 + 5).__name__)
