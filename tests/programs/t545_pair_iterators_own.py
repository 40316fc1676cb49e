# The iterators that make pairs store them into the loop's two locals
# themselves (next_pair_into): dict items, enumerate, zip of two, strict
# or not. The dict's size check, a target naming one local twice, strict
# zips of each length, a zip of three unpacked into two, all in hot loops
# at every tier.
def items_same(d):
    for k, k in d.items():
        pass
    return k

def grow(d):
    seen = 0
    try:
        for k, v in d.items():
            seen += v
            if k == 2:
                d[100 + seen] = 0
    except RuntimeError as e:
        print("grow", e, seen)
    return seen

def strict_pairs(a, b):
    t = 0
    try:
        for x, y in zip(a, b, strict=True):
            t += x * y
    except ValueError as e:
        print("strict", e, t)
    return t

def three(a, b, c):
    try:
        for x, y in zip(a, b, c):
            return x + y
    except ValueError as e:
        print("three", e)
    return 0

def values_pairs(d):
    t = 0
    for a, b in d.values():
        t += a * b
    for a, b in d.keys():
        t -= a
    return t

total = 0
for r in range(300):
    total += items_same({1: 2, 3: 4})
    total += strict_pairs([1, 2, 3], [4, 5, 6])
    total += values_pairs({(1, 2): (3, 4), (5, 6): (7, 8)})
    if r % 100 == 0:
        total += grow({1: 1, 2: 2, 3: 3})
        total += strict_pairs([1, 2], [3])
        total += strict_pairs([1], [3, 4])
        total += strict_pairs(iter([1, 2]), [3, 4])
        total += three([1], [2], [3])
    e = enumerate(["a", "b"], r)
    for i, c in e:
        total += i
print(total)
