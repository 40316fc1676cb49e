# A float compared with an int constant in hot code (`x < 0`, `1 <= d`):
# tier 2 compares the raw double with the constant's double where that
# double is the int itself; larger ints keep python3's exact comparison.
# Every operator, both orders, NaN, infinities, -0.0, ints past 2**53,
# and int constants in float arithmetic.
BIG = 2 ** 53


def signs(xs):
    counts = [0] * 12
    for x in xs:
        d = x * 1.0
        if d < 0:
            counts[0] += 1
        if d <= 0:
            counts[1] += 1
        if d == 0:
            counts[2] += 1
        if d != 0:
            counts[3] += 1
        if d > 1:
            counts[4] += 1
        if d >= -1:
            counts[5] += 1
        if 0 < d:
            counts[6] += 1
        if 3 == d:
            counts[7] += 1
        if d > 9007199254740993:
            counts[8] += 1
        if d == 9007199254740993:
            counts[9] += 1
        if d < -9007199254740993:
            counts[10] += 1
        if d >= 9007199254740992:
            counts[11] += 1
    return counts


def mixed_arith(xs):
    t = 0.0
    for x in xs:
        d = x * 1.0
        t += d * 2 + 3 - d / 4 + d * 1152921504606846977
    return t


def in_while(n):
    x = float(n)
    steps = 0
    while x > 0:
        x -= 0.75
        steps += 1
    return steps, x


xs = [-2.5, -1.0, -0.0, 0.0, 0.5, 1.0, 3.0, 7.25, float("nan"),
      float("inf"), -float("inf"), 9007199254740992.0, 9007199254740994.0,
      -9007199254740994.0, 1e300]
total = [0] * 12
for r in range(200):
    c = signs(xs)
    for k in range(12):
        total[k] += c[k]
print(total)
print(mixed_arith(xs[:8]), [mixed_arith(xs[:8]) for r in range(100)][-1])
print([in_while(n) for n in range(0, 300, 37)])
