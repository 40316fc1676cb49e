# Tier 2's UNPACK_SEQUENCE_LOCALS: an unpack into up to five locals writes them
# itself (its fields name them); any other sequence is unpacked as
# UNPACK_SEQUENCE does, with its errors. Every tier must print CPython's.
def f(pairs):
    t = 0
    for a, b in pairs:
        t = t + a * b
    return t
def g(rows):
    s = 0
    for r in rows:
        a, b, c, d, e = r
        s = s + a + b * c - d * e
        x, x, y = r[:3]
        s = s + x - y
        p, q, r2, s2, t2, u2 = (1, 2, 3, 4, 5, 6)
        s = s + u2
    return s
def gen():
    yield 1
    yield 2
print(f([(1, 2)] * 300), f([[3, 4]] * 300), f([(1.5, 2)] * 10 + [[2, 3]] * 10 + ["ab"] * 0))
print(g([(1, 2, 3, 4, 5)] * 200 + [[5, 4, 3, 2, 1]] * 100 + [range(5)] * 10))
print(f([gen(), (5, 6), "xy" and (1, 1), {7: 1, 8: 2}]))
for bad in ([(1, 2, 3)], [(1,)], [5], ["abc"], [[1.5, 2.5, 3.5]]):
    try:
        print(f([(1, 2)] * 300 + bad))
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
