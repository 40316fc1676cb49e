# `c[i] op= v` in hot loops: tier 2's read keeps container and index for
# the store (no COPYs, no SWAPs); the result must be CPython's whatever
# the container, the index and the value turn out to be.


def matrix(n):
    m = [[0] * 12 for _ in range(12)]
    for k in range(n):
        for i in range(12):
            row = m[i]
            for j in range(12):
                row[j] += i * j + k
    return m[3][5], m[11][11], sum(map(sum, m))


def histogram(values):
    counts = [0] * 10
    for v in values:
        counts[v % 10] += 1       # a computed index
        counts[-1] -= 1            # a constant, negative
    return counts


def floats_in_objects(n):
    l = [0, 1.5, "x", 2]
    for i in range(n):
        l[1] += 0.25
        l[0] += i
        l[3] *= 1
    return l


def big(n):
    l = [2 ** 62, 1]
    for i in range(n):
        l[0] += 2 ** 61           # leaves machine ints
        l[1] <<= 1
    return l


def containers(seq, n):
    out = []
    for k in range(n):
        try:
            for i in range(3):
                seq[i] += 1
        except TypeError as e:
            out.append(str(e))
            break
    return seq, out


def out_of_range(n):
    l = [0] * 4
    msgs = []
    for i in range(n):
        try:
            l[i] += 1
        except IndexError as e:
            msgs.append(str(e))
    return l, msgs


def value_raises(n):
    l = [1, 2, 3]

    def f(i):
        if i == n - 3:
            raise ValueError("at %d" % i)
        return i
    for i in range(n):
        try:
            l[i % 3] += f(i)
        except ValueError as e:
            print("caught", e, l)
    return l


def rebinding(n):
    a = [0, 0]
    b = [100, 100]
    c = a
    for i in range(n):
        c[i % 2] += (c := b if i % 2 else a)[0] + 1
    return a, b


class Counts(list):
    def __getitem__(self, i):
        return list.__getitem__(self, i) * 2

    def __setitem__(self, i, v):
        list.__setitem__(self, i, v - 1)


def subclass(l, n):
    for i in range(n):
        l[i % 2] += 3
    return l


def dicts(n):
    d = {0: 0, 1: 0}
    for i in range(n):
        d[i % 2] += i
    return d


print(matrix(30))
print(histogram(list(range(500))))
print(floats_in_objects(300))
print(big(70))
print(containers([1, 2, 3], 200))
print(containers((1, 2, 3), 200))
print(out_of_range(300)[0], len(out_of_range(300)[1]),
      out_of_range(6)[1])
print(value_raises(300))
print(rebinding(300))
print(subclass([0, 0], 300))
print(subclass(Counts([0, 0]), 20))
print(dicts(300))
for n in (5, 100):
    print(matrix(n)[0], histogram(range(n))[:3])
