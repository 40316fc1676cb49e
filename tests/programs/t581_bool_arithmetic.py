# Arithmetic on bools in hot loops (`t += isinstance(...)`, `n += a < b`):
# tier 2's guarded int operators take a fresh bool as its int; a bool
# kept in a local stays a bool, and & | ^ of two bools stay bools.


def flag(x):
    return x % 3 == 0


def counts(values):
    t = 0
    n = 0
    for x in values:
        t += isinstance(x, (int, float)) + isinstance(x, str)
        n += flag(x) * 2 - (x in (1, 2)) + (x > 5) // 1 + (x > 1) % 2
        n += (x > 3) << 1 >> 1
    return t, n


def kinds(values):
    t = 0
    for x in values:
        t += isinstance(x, (int, float)) + isinstance(x, str)
    return t


def kept(values):
    out = []
    for x in values:
        b = flag(x)
        c = b + 0
        d = flag(x) & True
        e = (x > 2) | flag(x)
        f = b ^ (x > 4)
        out.append((b, c, d, e, f, b * 1, True + flag(x)))
    return out[-4:]


def mixed(values):
    t = 0
    for x in values:
        t += flag(x)
        t += 2 ** 62 * flag(x) if x > 90 else 0
    return t


print(counts(list(range(200)) * 3))
print(kinds([1, "a", 2.0, None, [1]] * 40))
print(kept(list(range(100))))
print(mixed(list(range(100))), mixed(list(range(100))) > 2 ** 63)
