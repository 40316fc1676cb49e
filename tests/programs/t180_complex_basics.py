# complex numbers: literals, repr/str, constructor, string parsing,
# attributes, hash, truth, format


def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


inf = float("inf")
nan = float("nan")

# literals and repr
print(1j, 2.5J, 1e3j, 0j, 09j, 1_0.5j, .5j, 1.j, 1e400j, -1j, -0j)
print(1 + 2j, 1 - 2j, -1 - 2j, 1.5 + 0j, 0.0 - 0j, 1e300 + 1e-300j)
for z in [complex(0.0, 0.0), complex(-0.0, 0.0), complex(0.0, -0.0),
          complex(-0.0, -0.0), complex(nan, inf), complex(inf, nan),
          complex(-inf, -inf), complex(1, nan), complex(nan, -1),
          complex(1e16, 1e-5), complex(123456789.0, 0.1),
          complex(1e22, 1e-7)]:
    print(repr(z), str(z), "%s|%r" % (z, z))
print([1j, (2+3j)], (1j,), {1j: 2})

# constructor
print(complex(), complex(1), complex(1.5), complex(True), complex(2, 3))
print(complex(1j), complex(1j, 1j), complex(1 + 2j, 3 + 4j), complex(0, 1j))
print(complex(real=1, imag=2), complex(imag=3), complex(2, imag=5))
print(complex(10 ** 20, -10 ** 20), complex(-0.0, -0.0))


class WithComplex:
    def __complex__(self):
        return 3 + 4j


class WithFloat:
    def __float__(self):
        return 2.5


class WithIndex:
    def __index__(self):
        return 7


class BadComplex:
    def __complex__(self):
        return 1.5


print(complex(WithComplex()), complex(WithFloat()),
      complex(WithFloat(), WithFloat()), complex(WithIndex(), 1))
show(lambda: complex(BadComplex()))
show(lambda: complex(None))
show(lambda: complex([]))
show(lambda: complex(1, None))
show(lambda: complex("1", 2))
show(lambda: complex(1, "2"))
show(lambda: complex(1, 2, 3))
show(lambda: complex(foo=1))
show(lambda: complex(10 ** 400))

# strings
for s in ["1+2j", "  ( 1+2j ) ", "j", "-j", "+J", "1e5j", "1-j",
          "nan+infj", "infinityj", "-inf-nanj", "1_0j", "1e500+1e500j",
          "1.j", ".5j", "1e+5-2E-3j", "1+2.j", "3", " -4.5 ", "(7)",
          "NaN", "-INF", "1e", "1+", "(1+2j", "1+2j)", "", "  ", "1 + 2j",
          "1__2", "_1j", "0x1j", "1+2", "1j+2", "1+-2j", "jj", "1jj",
          "()", "infi", "+", "1e5e5j", "\u0661+\u0662j"]:
    show(lambda: complex(s))

# attributes and methods
z = 3 - 4j
print(z.real, z.imag, z.conjugate(), z.__complex__(), (1j).imag)
print(type(z.real).__name__, type(z).__name__, isinstance(z, complex))
print(isinstance(1, complex), isinstance(1.0, complex), type(1j) is complex)
print((5).real, (5).imag, (5).conjugate(), (2.5).real, (2.5).imag,
      (2.5).conjugate(), True.real, True.imag)
show(lambda: setattr(z, "real", 1.0))

# truth and hash
print(bool(0j), bool(-0j), bool(1j), bool(complex(nan, 0)), not 0j)
print(hash(1 + 0j) == hash(1), hash(1.5 + 0j) == hash(1.5),
      hash(0j) == hash(0), hash(-1 + 0j), hash(-1 - 0j))
print(hash(1 + 2j), hash(-3.25 + 1e10j), hash(complex(inf, -inf)),
      hash(complex(1e300, 1e-300)))
d = {1: "int", 2.5: "float"}
d[1 + 0j] = "complex one"
d[2.5 + 0j] = "complex 2.5"
d[3j] = "3j"
print(d, d[3j], 1 in {1 + 0j}, 1j in [2, 1j], {1j, 1j, 2j} == {2j, 1j})

# conversions that refuse complex
show(lambda: int(1j))
show(lambda: float(1j))
show(lambda: round(1j))
idx = 1j
show(lambda: [1, 2][idx])
show(lambda: range(1j))
import math
show(lambda: math.sqrt(1j))
show(lambda: math.floor(1 + 0j))

# format
for spec in ["", "10", "<12.3f", "g", "+e", "^20", ".2", "z.1f", "*^16.2f",
             ">15", "+", " ", ".3e", "G", "n", "15.4g", "#g", ",.2f",
             "_.1f", "F", "E"]:
    for v in [1 + 2j, -0.0 + 0j, 1.5j, complex(-1e6, 12345.678),
              complex(inf, nan)]:
        show(lambda: format(v, spec))
for spec in ["010", "0>10", "=10", "d", "%", "x", "s"]:
    show(lambda: format(1 + 2j, spec))
print(f"{1+2j}|{3j!r}|{(1-1j):>12}|{2j:.3f}")
print("%s %r" % (1j, 2 + 3j))
show(lambda: "%f" % 1j)
show(lambda: "%d" % 1j)
