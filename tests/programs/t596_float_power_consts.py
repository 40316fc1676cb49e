# Raw float powers with a constant exponent in tier 2 (the pair
# LOAD_CONST_RAW_FLOAT__BINARY_OP_POWER_RAW_FLOAT): results, a complex
# result through the power's record, ZeroDivisionError and OverflowError
# from the power's own line, after the loop is hot


def norms(n, base):
    t = 0.0
    x = base
    for i in range(n):
        d = x * 0.5 + 1.0
        t += d ** -1.5
        t += d ** 2
        t += (x + d) ** 0.5
        x = x - 0.3
    return t


print(norms(10, 2.0))
print(norms(300, 200.0))
r = norms(900, 200.0)       # x goes negative: (x + d) ** 0.5 is complex
print(type(r).__name__, round(r.real, 6), round(r.imag, 6))


def inverse_cubes(values):
    t = 0.0
    for v in values:
        t += v ** -3.0
    return t


vals = [1.0 + k * 0.5 for k in range(400)]
print(inverse_cubes(vals))
try:
    inverse_cubes(vals + [0.0])
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)


def squares(values):
    t = 0.0
    for v in values:
        t += v ** 2.0
    return t


print(squares(vals))
try:
    print(squares(vals + [1e200]))
except OverflowError as e:
    print("OverflowError", e)
print(squares(vals + [float("inf"), float("nan")]))
print(squares(vals + [-3.0]))
