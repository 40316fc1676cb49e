# the cmath module: every function on ordinary and special values,
# errors, constants, argument conversion, a hot loop
import cmath
import math

inf = float("inf")
nan = float("nan")


def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


print(cmath.pi, cmath.e, cmath.tau, cmath.inf, cmath.infj, cmath.nan,
      cmath.nanj)
print(cmath.pi == math.pi, type(cmath.infj).__name__)

points = [0j, complex(-0.0, -0.0), 0.5 + 0.25j, -1.5 + 2j, 1 + 0j, -1 + 0j,
          1j, -1j, 3 - 4j, complex(1e-310, -1e-320), complex(1e300, 1e300),
          complex(-1e308, 1.5e154), 0.71 + 0.7j, complex(800, 1),
          complex(-710, 0.5), complex(1.0, 1e-200), complex(2.0, 0.0),
          complex(-3.7, -0.0)]
specials = [complex(inf, 0), complex(-inf, 1), complex(0, inf),
            complex(-0.0, -inf), complex(inf, inf), complex(-inf, -inf),
            complex(nan, 0), complex(0, nan), complex(inf, nan),
            complex(nan, -inf), complex(nan, nan), complex(-inf, 2.0),
            complex(inf, -2.0), complex(1, -inf)]
names = ["sqrt", "exp", "log", "log10", "acos", "acosh", "asin", "asinh",
         "atan", "atanh", "cos", "cosh", "sin", "sinh", "tan", "tanh",
         "phase", "polar", "isfinite", "isinf", "isnan"]
for name in names:
    f = getattr(cmath, name)
    for z in points + specials:
        try:
            r = f(z)
        except Exception as e:
            r = type(e).__name__ + " " + str(e)
        print(name, z, r)

# rect
for r in [0.0, -0.0, 1.0, -2.0, inf, -inf, nan, 1e300]:
    for phi in [0.0, -0.0, 0.5, -2.0, inf, -inf, nan, math.pi]:
        show(lambda: cmath.rect(r, phi))

# log with a base
for z, b in [(8, 2), (1j, 1j), (100, 10), (-1, 2 + 1j), (0, 2), (2, 1),
             (2, 0), (1 + 1j, complex(inf, 0)), (10, nan)]:
    show(lambda: cmath.log(z, b))

# conversions
class WithComplex:
    def __complex__(self):
        return 1 + 1j


class WithFloat:
    def __float__(self):
        return 0.25


class WithIndex:
    def __index__(self):
        return 4


class BadComplex:
    def __complex__(self):
        return 2


print(cmath.sqrt(WithComplex()), cmath.exp(WithFloat()),
      cmath.sqrt(WithIndex()), cmath.sqrt(-4), cmath.sqrt(-4.0),
      cmath.sqrt(True), cmath.log(10 ** 30))
show(lambda: cmath.sqrt(BadComplex()))
show(lambda: cmath.sqrt("4"))
show(lambda: cmath.sqrt(None))
show(lambda: cmath.sqrt(10 ** 400))
show(lambda: cmath.phase(complex(1e300, 1e-310)))
show(lambda: cmath.polar(complex(1e300, 1e-310)))
show(lambda: cmath.polar(complex(1e308, 1e308)))

# isclose
print(cmath.isclose(1 + 1j, 1 + 1.0000000001j),
      cmath.isclose(1 + 1j, 1 + 1.001j),
      cmath.isclose(1 + 1j, 1 + 1.001j, rel_tol=0.01),
      cmath.isclose(0, 1e-12), cmath.isclose(0, 1e-12, abs_tol=1e-9),
      cmath.isclose(complex(inf, 0), complex(inf, 0)),
      cmath.isclose(complex(inf, 0), complex(1e308, 0)),
      cmath.isclose(nan, nan), cmath.isclose(1, 1.0 + 0j))
show(lambda: cmath.isclose(1, 2, rel_tol=-1))
show(lambda: cmath.isclose(1, 2, abs_tol=-1))
show(lambda: cmath.isclose(1, 2, 3))
show(lambda: cmath.isclose(1, 2, tol=3))


# hot loop: a complex recurrence, Mandelbrot-style escape counts
def escape(c, limit):
    z = 0j
    for i in range(limit):
        z = z * z + c
        if abs(z) > 2.0:
            return i
    return limit


rows = []
for y in range(-4, 5):
    row = ""
    for x in range(-8, 4):
        n = escape(complex(x / 4.0, y / 4.0), 60)
        row += "#" if n == 60 else ".:-=+*%@"[n % 8]
    rows.append(row)
print("\n".join(rows))


def roots_of_unity(n):
    total = 0j
    prod = 1 + 0j
    for k in range(n):
        w = cmath.exp(2j * cmath.pi * k / n)
        total += w
        prod *= cmath.rect(1.0, 2 * math.pi * k / n) / w
    return abs(total) < 1e-9, cmath.isclose(prod, 1)


print(roots_of_unity(7), roots_of_unity(200))


def fft(xs):
    n = len(xs)
    if n == 1:
        return xs
    even = fft(xs[0::2])
    odd = fft(xs[1::2])
    out = [0j] * n
    for k in range(n // 2):
        t = cmath.exp(-2j * cmath.pi * k / n) * odd[k]
        out[k] = even[k] + t
        out[k + n // 2] = even[k] - t
    return out


spectrum = fft([math.sin(i / 3.0) + (i % 4) for i in range(64)])
print([round(abs(c), 6) for c in spectrum[:8]])
print(spectrum[1], spectrum[31])

for f, a in [(cmath.log, ()), (cmath.log, (1, 2, 3)), (cmath.rect, (1,)),
             (cmath.phase, ()), (cmath.polar, (1, 2)), (cmath.isnan, ()),
             (cmath.sqrt, (1, 2)), (cmath.isclose, (1,)),
             (cmath.isclose, ()), (cmath.isinf, (1, 2)),
             (cmath.isfinite, ()), (cmath.tanh, ())]:
    show(lambda: f(*a))
