# Comparisons of ints read from containers with raw constants and raw
# locals at tier 2 (COMPARE_OP_RAW_INT_GUARDED's inline path for boxed
# machine ints), and the values that are not machine ints.


def signs(values):
    return (sum(1 for x in values if x < 0), any(x < 0 for x in values),
            all(x >= 0 for x in values), [x > 2 for x in values][-5:])


def window(values, lo):
    hits = 0
    for x in values:
        for k in range(3):
            hits += (x <= lo + k) + (x != k) + (x == lo)
    return hits


ints = list(range(-50, 250))
print(signs(ints))
print(signs(ints + [True, False, 2 ** 70, -2 ** 70, 2.5, -0.5]))
print(window(ints, 7), window([1, True, 3.5, 2 ** 65, -1], 0))
try:
    print(signs(ints + ["x"]))
except TypeError as e:
    print("TypeError", e)
