# hash() of ints and tuples of ints (deterministic in CPython, unlike str hashes)
for v in [0, 1, -1, -2, 42, -42, 2 ** 31, 2 ** 32 + 7, 2 ** 60, 2 ** 61 - 2, 2 ** 61 - 1, 2 ** 61, 2 ** 64, 2 ** 100, -(2 ** 100), 10 ** 30, -(10 ** 30)]:
    print(v, hash(v))
for t in [(), (0,), (1,), (1, 2), (2, 1), (1, 2, 3), (-1, -2), ((1, 2), 3), (0, 0, 0), (2 ** 70, 5)]:
    print(t, hash(t))
print(hash(True), hash(False), hash(1.0), hash(-1.0), hash(0.5), hash(2.0 ** 70) == hash(2 ** 70))
d = {}
for t in [(1, 2), (2, 1), (1, 2)]:
    d[t] = d.get(t, 0) + 1
print(d)
