# %-formatting: width/precision limits, a bare %% only, CPython's message
# for an unsupported character; 'g' without trailing zeros; __format__
import sys

cases = [("%%%df" % (2 ** 64), 3.2), ("%%.%df" % (2 ** 64), 3.2),
         ("%.{}f".format(sys.maxsize + 1), 2.34),
         ("%{}f".format(sys.maxsize + 1), 2.34),
         ("%*s", (sys.maxsize + 1, "")), ("%.*f", (sys.maxsize + 1, 0.5)),
         ("%.1\u1032f", 1 / 3), ("%10", (42,)), ("%(foo", {}),
         ("%.2147483648f", 1.0), ("%-5%", ()), ("%5%", ()), ("% %s", 1),
         ("%(a)%", {"a": 1}), ("a%%b%%", ()), ("%\x05", 1), ("é%é", 1),
         ("ab%y", 1), (b"%\xe1", 1), (b"%\x05", 1),
         (b"%%%df" % (2 ** 64), 3.2), (b"%%.%df" % (2 ** 64), 3.2)]
for fmt, args in cases:
    try:
        print(repr(fmt % args))
    except Exception as e:
        print(type(e).__name__, e)

print("%.3g" % 1505.0, "%#.3g" % 1505.0, "%.3G" % 1505.0, "%.3g" % 2500.0)
print(format(1505.0, ".3g"), format(1505.0, ".3"), "{:.3g}".format(1505.0),
      format(1505.0, ".3n"), format(150.0, ".4"), format(1e16, ".17"),
      format(2.5, ".1"), format(25.0, ".1"))
print(format(1505.0 + 2505j, ".3"), format(1505.0 + 0j, ".3g"))

print((5).__format__("x"), (1.5).__format__(".2f"), "ab".__format__(">4"),
      True.__format__(""), True.__format__("d"))


class I(int):
    def __str__(self):
        return "I!"


print(I(3).__format__(""), I(3).__format__("03"), format(I(3)),
      format(I(3), ">3"), f"{I(4)}")
for f in [lambda: (1.5 + 0.5j).__format__("010f"),
          lambda: (1.5 + 3j).__format__("=20"),
          lambda: (1.5 + 0.5j).__format__("d"),
          lambda: int.__format__("a", ""), lambda: (1).__format__(3)]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
print((1.5 + 0.5j).__format__(".1f"), complex.__format__(1j, ""))
