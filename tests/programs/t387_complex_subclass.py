# subclasses of complex, and complex's operator methods


class C(complex):
    def __repr__(self):
        return "C" + complex.__repr__(self)


c = C(1, 2)
print(c, c.real, c.imag, c + 1, 1 + c, c * c, abs(C(3, 4)), -c, +c)
print(c == complex(1, 2), hash(c) == hash(complex(1, 2)), c.conjugate(),
      type(c + 1).__name__, type(c.conjugate()).__name__)
print(complex.__radd__(1j, 2), complex.__add__(1j, 2), bool(C(0)), c / 2,
      2 ** C(1), complex(c), complex.__sub__(3j, 1), complex.__rsub__(3j, 1))
print(complex.__mul__(2j, 2j), complex.__truediv__(2j, 2),
      complex.__pow__(2j, 2), complex.__rpow__(2j, 2) == 2 ** 2j)


class N(complex):
    pass


n = N(3)
n.attr = 1
print(n, n.attr, isinstance(n, complex), N("1+2j"), N(real=1, imag=5))
try:
    C(1) < C(2)
except TypeError as e:
    print(e)
try:
    N(1) <= 3
except TypeError as e:
    print(e)


class Pos(complex):
    def __new__(cls, re, im=0):
        return super().__new__(cls, abs(re), abs(im))

    def __add__(self, other):
        return Pos(complex.__add__(self, other).real, 0)


p = Pos(-3, -4)
print(p, p + 1j, 1j + p, type(p + 1).__name__, type(1 + p).__name__)

# hot loop: arithmetic on subclass instances mixed with plain numbers
vals = [C(1, 1), 2, 1.5, N(0, 1), complex(2, -1), Pos(1, 1)]
acc = 0j
for i in range(300):
    a = vals[i % len(vals)]
    b = vals[(i * 5 + 2) % len(vals)]
    acc += a * b - b
    if a == b:
        acc += 1
print("acc", acc)
