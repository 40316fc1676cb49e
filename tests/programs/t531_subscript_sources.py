# Subscripts reading their operands where they live (interpreter/tier2/
# operands.py): `r[0]` with r of unknown type is one guarded dispatch
# reading r and the constant; `perm[0]` on a known list reads them without
# a push. Types change under them (tuples, lists, strings, dicts, other
# objects), indexes go out of range, a local is unbound: results and
# errors stay python3's at every tier.


def products(rows):
    out = []
    for r in rows:
        out.append(r[0] * r[1])
    return out


def flips(perm):
    k = perm[0]
    c = 0
    while k:
        perm[:k + 1] = perm[k::-1]
        c += 1
        k = perm[0]
    return c


def last_and_second(seq, n):
    t = 0
    i = 0
    while i < n:
        t += seq[i] + seq[-1] + seq[1]
        i += 1
    return t


def maybe_unbound(n):
    out = []
    for i in range(n):
        if i % 97 != 96:
            row = [i, i + 1]
        else:
            del row
        try:
            out.append(row[1])
        except UnboundLocalError as e:
            out.append(str(e))
    return out


class Indexed:
    def __getitem__(self, k):
        return k * 10


total = 0
for _ in range(300):
    total += flips([3, 1, 0, 2, 4, 5])
print(total)
print(sum(products([(1, 2), [3, 4]] * 300)))
print(products([(1.5, 2), ("ab", 3), [[1], 2], {0: 5, 1: 6}, Indexed()] * 60)[:5])
for bad in ([(1, 2)] * 200 + [(5,)], [(1, 2)] * 200 + [5]):
    try:
        products(bad)
    except (IndexError, TypeError) as e:
        print(type(e).__name__, e)
print(last_and_second([1, 2, 3, 4], 4), last_and_second((5, 6, 7), 3))
for k in range(300):
    x = last_and_second([k, 2, 3], 3)
print(x)
try:
    last_and_second([1], 3)
except IndexError as e:
    print("IndexError", e)
r = maybe_unbound(300)
print(len(r), r[95], r[96], r[-1])


# operands read from cells and free variables (LOAD_DEREF's): nqueens'
# `cols[i] for i in ...`, a closure's `x * scale`, an empty cell
def queens_like(n):
    cols = list(range(n))
    total = 0
    for k in range(300):
        total += sum(cols[i] * k for i in range(n))
    return total


def scaled(xs):
    scale = 3

    def f(x):
        return x * scale
    return [f(x) for x in xs]


def unbound_free():
    def g(i):
        return cells[i]
    out = []
    for i in range(200):
        try:
            out.append(g(0))
        except NameError as e:
            out.append(str(e))
        if i == 100:
            cells = [7]
    return out


print(queens_like(8))
print(sum(scaled(list(range(500)))), scaled([1.5, "a", [2]]))
r = unbound_free()
print(r[0], r[100], r[101], r[-1])
