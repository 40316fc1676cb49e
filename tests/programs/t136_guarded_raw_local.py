# `a * x` in a tier-2 loop, a unpacked (its type checked), x a raw float
# local: one dispatch while a is a float; an int, a bool, a big int, a str
# or None at the same site takes the side exit to the next rung.


def affine(coeffs, n):
    x = 0.5
    y = 0.25
    out = []
    for i in range(n):
        a, b, c = coeffs[i % len(coeffs)]
        try:
            x, y = a * x + b * y - c, a - x + b * y
        except TypeError as e:
            out.append(str(e))
            x = 0.5
        out.append(round(x, 6))
    return out[-8:], x, y


print(affine([(0.5, 0.25, 1.0)], 100))
print(affine([(0.5, 0.25, 1.0), (2, 1, 0)], 100))
print(affine([(0.5, 0.25, 1.0), (True, False, 1.5)], 100))
print(affine([(0.5, 0.25, 1.0), (10 ** 20, 1.0, 0.0)], 70))
print(affine([(0.5, 0.25, 1.0), ("s", 1.0, 0.0)], 70))
print(affine([(0.5, 0.25, 1.0), (None, 1.0, 0.0)], 70))
print(affine([(float("inf"), -0.0, float("nan"))], 70))
