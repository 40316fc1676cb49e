# str methods part 2: padding, format, zfill, misc
print(repr("ab".ljust(5)), repr("ab".rjust(5)), repr("ab".center(6)), repr("ab".center(7)), repr("abc".center(6)))
print("ab".ljust(5, "*"), "ab".rjust(5, "-"), "ab".center(7, "="), "abcdef".ljust(3), "x".center(4, "."))
print("42".zfill(5), "-42".zfill(5), "+7".zfill(4), "abc".zfill(2), "".zfill(3))
print("{} and {}".format("a", "b"), "{1} {0} {1}".format("x", "y"), "{name}={val}".format(name="k", val=3))
print("{0!r} {0!s}".format("q"), "{:>6}|{:<6}|{:^6}".format("a", "b", "c"), "{{literal}}".format())
print("{:5d}|{:<5d}|{:05d}|{:+d}|{: d}".format(42, 42, 42, 42, 42))
print("{:.3f} {:10.2f} {:e} {:.2e} {:g} {:%}".format(3.14159, 2.5, 12345.678, 0.000123, 1e-5, 0.25))
print("{:x} {:X} {:o} {:b} {:#x} {:#o} {:#b}".format(255, 255, 8, 5, 255, 8, 5))
print("{:,} {:_} {:,.2f}".format(1234567, 1234567, 1234567.891))
print("{0[0]} {0[1]} {1[k]}".format([9, 8], {"k": "v"}))
class P:
    def __init__(self):
        self.x = 3
print("{0.x}".format(P()))
print("{:*^11}".format("mid"), "{:=+8d}".format(-12), "{:08.3f}".format(-3.14159))
print("a\tb".expandtabs(4), "abc"[::-1].upper())
print("%d items" % 5, "%s and %r" % ("s", "s"), "%5.1f|%-5d|%05d" % (3.14159, 7, 7), "%x %X %o" % (255, 255, 8))
print("%e" % 1234.5, "%g" % 0.00001, "%g" % 123456789.0, "%%", "%c" % 65, "%i" % 3)
print("%(a)s-%(b)d" % {"a": "A", "b": 4}, "%.3s" % "abcdef", "%10s|" % "hi", "%-10s|" % "hi")
print("%+d %+d % d" % (5, -5, 5), "%#x %#o" % (255, 8), "%.0f %.0f %.0f" % (0.5, 1.5, 2.5))
print("a".join("xyz"), "ab" in "cabd", "abc" < "b")
s = "Mississippi"
print(s.lower().count("s"), s.find("ss"), s.rfind("ss"), s.replace("ss", "SS"), s.split("s"))
print(s.upper().lower() == s.lower(), s[2:8:2], s[-3:], s[:-3])
print("abc".encode(), str(1.5) + "x", "-" * 20)
print(max("hello"), min("hello"), sorted("hello"), "".join(sorted("hello", reverse=True)))
print("x=%s" % (1,), "t=%s" % ((1, 2),), "%s" % [1, 2])
