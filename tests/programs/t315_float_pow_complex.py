# float ** float with a negative base and a non-integral exponent is a
# complex (CPython hands it to complex's power); int ** float too
import math


def show(label, f):
    try:
        r = f()
        print(label, type(r).__name__, r)
    except Exception as e:
        print(label, type(e).__name__, e)


show("a", lambda: (-8.0) ** (1 / 3))
show("b", lambda: (-8) ** 0.5)
show("c", lambda: pow(-8.0, 1 / 3))
show("d", lambda: pow(-2, 0.5))
show("e", lambda: (-8.0) ** 2.0)
show("f", lambda: (-8.0) ** -1.5)
show("g", lambda: (-8.0).__pow__(0.5))
show("h", lambda: (0.5).__rpow__(-4.0))
show("i", lambda: pow(-8.0, 0.5, 3))
show("j", lambda: (-math.inf) ** 0.5)
show("k", lambda: (-8.0) ** math.inf)
show("l", lambda: (-8.0) ** math.nan)
show("m", lambda: (-1e300) ** 1.5)
show("n", lambda: 0.0 ** -0.5)
show("o", lambda: (-0.0) ** 0.5)
show("p", lambda: (-2) ** -0.5)
show("q", lambda: (-(10 ** 20)) ** 0.5)


class F(float):
    pass


show("r", lambda: F(-4.0) ** 0.5)
show("s", lambda: (-4.0) ** F(0.5))
x = -9.0
x **= 0.5
print("t", x)

# hot loops, the types changing mid-loop
xs = [2.0, -2.0, 4, -4, 0.5]
ys = [0.5, 2.0, 3, -1.5]
for i in range(300):
    r = xs[i % 5] ** ys[i % 4]
    if i > 290:
        print(i, type(r).__name__, r)

t = 0.0
c = 0j
for i in range(300):
    f = -1.0 - i
    t += abs(f ** 0.5) + f ** 2 + (f * 2.0) ** 2.0
    c += f ** 0.25
print(round(t, 6), round(c.real, 6), round(c.imag, 6))

t = 0.0
for i in range(400):
    b = 3.0 - i * 0.01
    r = b ** 1.5
    if isinstance(r, complex):
        t += r.imag
    else:
        t += r
print(round(t, 6))
