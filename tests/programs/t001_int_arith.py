# integer arithmetic, including signs with negatives
a = 17
b = 5
print(a + b, a - b, a * b)
print(a / b, a // b, a % b)
print(-a / b, -a // b, -a % b)
print(a / -b, a // -b, a % -b)
print(-a // -b, -a % -b)
print(7 // 7, 0 // 5, 0 % 5, -0)
print(2 ** 10, 2 ** 0, 0 ** 0, (-2) ** 3, (-2) ** 4)
print(2 ** -1, 2 ** -2, 10 ** -3)
print(-2 ** 2, (-2) ** 2)
print(+a, -a, ~a, ~-a)
x = 10
x += 3
print(x)
x -= 1
print(x)
x *= 4
print(x)
x //= 5
print(x)
x %= 4
print(x)
x **= 5
print(x)
x <<= 2
print(x)
x >>= 1
print(x)
x /= 4
print(x, type(x).__name__)
for n in range(-7, 8):
    print(n, n // 3, n % 3, n // -3, n % -3, divmod(n, 4))
print(1_000_000, 0x1F, 0o17, 0b1011, 0X_ff, 0B1_0, 0O7_7)
print(0xdead_beef, 1_2_3)
print(int("123"), int("-42"), int("  7  "), int("1_000"))
print(int("ff", 16), int("0xff", 16), int("777", 8), int("101", 2), int("z", 36), int("0b11", 0), int("0o17", 0))
print(int(3.9), int(-3.9), int(True), int())
print(abs(-5), abs(5), abs(0))
print(10 - 20 - 30, 100 // 10 // 3, 2 ** 3 ** 2)
print(7 * -1, -7 * -1, 3 - -3)
print(divmod(17, 5), divmod(-17, 5), divmod(17, -5), divmod(-17, -5))
print(pow(2, 10), pow(2, 10, 1000), pow(3, 200, 13), pow(-3, 3, 7), pow(5, -1))
print(round(7), round(-7), round(15, -1), round(25, -1), round(1234, -2))
print(max(3, 1, 2), min(3, 1, 2), sum([1, 2, 3, 4]))
