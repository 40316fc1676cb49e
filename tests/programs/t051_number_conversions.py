# int/float/str conversions, hex/oct/bin
for s in ["0", "-0", "42", "  +17 ", "1_000_000", "007", "-123456789012345678901234567890"]:
    print(repr(s), int(s))
for s, base in [("ff", 16), ("FF", 16), ("0xff", 16), ("777", 8), ("0o777", 8), ("1010", 2), ("0b1010", 2),
                ("zz", 36), ("Zz", 36), ("10", 7), ("-1a", 16), ("0x1F", 0), ("0o17", 0), ("0b11", 0), ("99", 0)]:
    print(s, base, int(s, base))
for bad in ["", "1.5", "abc", "1e5", "0x10", "--1", "1 2", "_1"]:
    try:
        int(bad)
    except ValueError as e:
        print("ValueError", e)
for f in [0.0, -0.0, 1.9999, -1.9999, 1e15, 2.5, -2.5, 1e18, 123.456]:
    print(f, int(f))
for s in ["1", "1.5", "-2.25", "1e3", "1E-3", ".5", "5.", "  3.0  ", "inf", "-inf", "nan", "Infinity", "+1.5", "1_0.0"]:
    print(repr(s), float(s))
for bad in ["", "abc", "1.2.3", "1e", "--1"]:
    try:
        float(bad)
    except ValueError as e:
        print("ValueError", e)
for v in [0, 1, -1, 255, 256, -256, 4096, 2 ** 32, -(2 ** 40)]:
    print(v, hex(v), oct(v), bin(v))
print(str(123), str(-0), str(10 ** 25), str(1.25), repr(1e-3), str(2 ** 0.5))
print(int(True), int(False), float(True), str(False), bool("False"))
print(int(float("1e10")), int(2.0 ** 70), float(10 ** 25), float(-(10 ** 25)))
try:
    int(float("inf"))
except OverflowError as e:
    print("OverflowError", e)
try:
    int(float("nan"))
except ValueError as e:
    print("ValueError", e)
try:
    float(10 ** 400)
except OverflowError as e:
    print("OverflowError", e)
print(round(3.7), round(-3.7), round(3.2), type(round(3.7)).__name__, round(2.675, 2), round(-0.45, 1))
print(int("  -0x10  ", 16), int("1" * 30), int("10", base=16))
print(chr(ord("a") + 1), ord(chr(1000)), [ord(c) for c in "AZaz09"])
