# Tier-2 loop heads and raw compares (docs/tier2.md, session 18): a
# loop head copied after its body, a back edge that skips iterator guards
# that always fail, compares of raw locals and constants read in place,
# raw int operators on two locals or a local and an immediate, near the
# overflow edges. Every tier must print what CPython prints.
import sys


def count_while(n, step):
    i = 0
    x = 0
    hits = 0
    while i < n:
        x = x + i
        x = x - step
        if i < 7:
            hits += 1
        if x > 1000:
            hits += 2
        i = i + 1
    return i, x, hits


def float_while(n, y):
    i = 0
    x = 0.0
    c = 0
    while i < n:
        x = x + y
        x = x * 0.5
        if x > 2.5:
            c += 1
        if x <= -1e300:
            c += 100
        i = i + 1
    return x, c


def edges(n, start, inc):
    i = start
    k = 0
    while k < n:
        i = i + inc
        k = k + 1
    return i


def total(it, k):
    t = 0
    for x in it:
        t = t + x * k
    return t


def gen(n):
    for i in range(n):
        yield i


def pairs(seq):
    s = 0.0
    for j, x in enumerate(seq):
        s = s + x * j
    return s


for n in (5, 100, 400):
    print(count_while(n, 3), count_while(n, 2.5), float_while(n, 1.5))
print(float_while(300, 7), float_while(300, -1e308), float_while(300, float("inf")))
big = sys.maxsize
print(edges(300, big - 1000, 1), edges(300, big - 100, 1))
print(edges(300, -big + 1000, -1), edges(300, -big + 100, -3))
print(edges(300, 0, big // 200), edges(300, 5, 2**70))
print(total(gen(500), 2), pairs([0.5] * 500), total(iter(range(500)), 3))
print(total(range(300), 2), total([1.5] * 300, 2), total(gen(300), 1.5))
print(total({1: 2, 3: 4}, 5), total(map(abs, range(-300, 0)), 2))
print(total((x for x in range(300)), 1.5), total([a for a, b in zip(range(300), "ab" * 150)], 2))
print(pairs((1, 2, 3)), pairs(x * 0.5 for x in range(300)), pairs(range(300)))
try:
    total(gen(300), None)
except TypeError as e:
    print("TypeError", e)
