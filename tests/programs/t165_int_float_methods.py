# int.to_bytes / int.from_bytes (3.11 defaults and errors), bit_count,
# as_integer_ratio, float.hex / float.fromhex (exact rounding).
import math


def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


values = [0, 1, 127, 128, 255, 256, -1, -128, -129, 65535, 2 ** 63 - 1,
          -2 ** 63, 2 ** 64, 2 ** 100, -2 ** 100, True]
for v in values:
    for n in [0, 1, 2, 8, 13]:
        for order in ["big", "little"]:
            for signed in [False, True]:
                try:
                    bs = v.to_bytes(n, order, signed=signed)
                    back = int.from_bytes(bs, order, signed=signed)
                    r = bs.hex() + " " + str(back == v)
                except OverflowError as e:
                    r = "OverflowError " + str(e)
                print(v, n, order, signed, r)
show(lambda: (258).to_bytes())
show(lambda: (1).to_bytes())
show(lambda: (1).to_bytes(length=3, byteorder="little"))
show(lambda: (1).to_bytes(2, byteorder="big", signed=True))
show(lambda: (1).to_bytes(-1, "big"))
show(lambda: (1).to_bytes(2, "middle"))
show(lambda: (1).to_bytes(2, 5))
show(lambda: (1).to_bytes(1.5))
show(lambda: (1).to_bytes(2 ** 100))
show(lambda: (1).to_bytes(2, "big", True))
show(lambda: (1).to_bytes(2, "big", bogus=1))
show(lambda: int.from_bytes(b"\x01\x00"))
show(lambda: int.from_bytes([1, 2, 3], "little"))
show(lambda: int.from_bytes(bytearray(b"\xff"), "big", signed=True))
show(lambda: int.from_bytes((x for x in [0, 1]), "big"))
show(lambda: int.from_bytes(b"", "big", signed=True))
show(lambda: int.from_bytes(b"\xff" * 20, "big", signed=True))
show(lambda: int.from_bytes(b"\x80" + b"\x00" * 15, "big", signed=True))
show(lambda: int.from_bytes("ab", "big"))
show(lambda: int.from_bytes(5, "big"))
show(lambda: int.from_bytes([256], "big"))
show(lambda: int.from_bytes(b"\x01", "big", True))
show(lambda: int.from_bytes(b"\x01", byteorder="little", signed=True))
show(lambda: int.from_bytes())
show(lambda: (7).from_bytes(b"\x02", "big"))
for v in [0, 1, 7, -7, 255, -2 ** 63, 2 ** 100 - 1, -(2 ** 200 + 5), True]:
    print(v, v.bit_count(), v.as_integer_ratio(), v.bit_length())

# a loop that moves from machine ints to big ints
acc = 0
for i in range(200):
    v = i * 977 if i < 100 else (i * 977) << 70
    bs = v.to_bytes(20, "little")
    acc += int.from_bytes(bs, "little") == v
    acc += v.bit_count()
print(acc)

floats = [0.0, -0.0, 1.0, 1.5, -0.1, 0.1, 5e-324, 2.2250738585072014e-308,
          1.7976931348623157e308, 1e300, 123.456, math.inf, -math.inf,
          math.nan, 3.141592653589793]
for f in floats:
    h = f.hex()
    back = float.fromhex(h)
    same = back == f or (math.isnan(back) and math.isnan(f))
    print(repr(f), h, same)
    if not (math.isinf(f) or math.isnan(f)):
        print("  ", f.as_integer_ratio())
for s in ["0x1.8p0", "-0x1.999999999999ap-4", "  0x1p-1074 ", "inf",
          "-Infinity", "nan", "+NaN", "0x1p10000", "-0x1p10000", "0xg", "1.8",
          "0X1.FFFFFFFFFFFFF8p1023", "0x1.fffffffffffff7p1023",
          "0x1.fffffffffffff8p-1023", "0x.8", "0x1.", "-0x0p0", "0x1p-1080",
          "0x1p-1075", "0x1.0000000001p-1075", "0x1.000000000000080000001p0",
          "0x1.0000000000000800p0", "0x1.0000000000001800p0", "0x", "0x.",
          "0x1p", "0x1p+", "1e5", "0x1p-99999999999999999", "", "  -0x3.3p2",
          "0x0.0000000000001p-1022"]:
    show(lambda: float.fromhex(s))
show(lambda: float.fromhex(1.5))
show(lambda: (1.5).fromhex("0x2p0"))
show(lambda: float.hex(2))
show(lambda: math.inf.as_integer_ratio())
show(lambda: math.nan.as_integer_ratio())

total = 0.0
for i in range(300):
    f = (i - 150) * 0.37 if i % 3 else float(i) ** 7
    total += float.fromhex(f.hex()) - f
print(total)
