# Guard ladders and guard-free forms under changing types: ints that
# overflow into big ints, bools, floats (-0.0, inf, nan), subscripts out of
# range, and aliases changed behind the type context's back.
import math


def arith(a, b):
    return a + b, a - b, a * b, a < b, a == b, -a if isinstance(a, float) else a


def loop_overflow(n):
    x = 2**62
    out = []
    for i in range(n):
        x = x + x
        out.append(x > 0)
    return x, out


def mixed(seq):
    acc = 0
    for v in seq:
        acc = acc + v
        acc = acc * 1
    return acc


def subs(l, i):
    try:
        return l[i] + l[-1]
    except IndexError as e:
        return "IndexError: " + str(e)


def floats():
    vals = [0.0, -0.0, 1e308, math.inf, -math.inf, math.nan, 2.5]
    out = []
    for a in vals:
        for b in vals:
            out.append(repr(a * b))
            out.append(a < b)
    return out


def div(a, b):
    try:
        return a / b
    except ZeroDivisionError as e:
        return "ZeroDivisionError: " + str(e)


for args in [(1, 2), (2.5, 0.5), (True, 2), (2**63, 1), (-2**63, -1), (1.5, 2)]:
    print(arith(*args))
print(loop_overflow(5))
print(mixed([1, 2, 3.5, True, 2**64, -1]))
print([subs([1, 2, 3], i) for i in (0, 2, 3, -3, -4)], subs((1.5, 2.5), 1))
print(floats()[:40], len(floats()))
print([div(x, y) for x in (1.0, 2.0, 0.0) for y in (0.5, 0.0, 2.0)])
