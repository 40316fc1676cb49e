# bitwise and shift operators
a = 0b1100
b = 0b1010
print(a & b, a | b, a ^ b, ~a, a << 2, a >> 2)
print(-a & b, -a | b, -a ^ b, -a >> 1, -1 >> 10, -1 << 10)
print(1 << 62, 1 << 63, 1 << 64, 1 << 65)
print((1 << 64) >> 63, (1 << 64) - 1 >> 32)
print(255 & -256, -255 & 255, 0 & 0, -1 & -1)
for x in [0, 1, 5, -5, 255, -256, 1023]:
    print(x, bin(x), hex(x), oct(x), x & 0xF, x | 0x10, x ^ 0xFF, ~x, x >> 1, x << 3)
print(bin(0), hex(0), oct(0), bin(-1), hex(-255), oct(-8))
n = 0b10110111
count = 0
while n:
    count += n & 1
    n >>= 1
print("popcount", count)
x = 6
x &= 3
print(x)
x |= 8
print(x)
x ^= 15
print(x)
print(True << 3, 5 >> True)
mask = 0
for i in range(0, 40, 3):
    mask |= 1 << i
print(mask, hex(mask))
print((0xFFFFFFFF * 0xFFFFFFFF) & 0xFFFFFFFF)
h = 0
for ch in "hello world":
    h = (h * 31 + ord(ch)) & 0xFFFFFFFF
print(h)
print((2**64 - 1) ^ (2**63), 1 << 0, 7 >> 5)
