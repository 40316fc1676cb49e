# A range counter used only as a store index (`a[j] = v`, `a[j] += v`):
# tier 2 keeps it raw (unboxing.counter_stays_raw); every container kind
# and index edge case must behave as CPython's.
class Logged(list):
    def __setitem__(self, i, v):
        print("set", i, v)
        list.__setitem__(self, i, v)


class Acc:
    def __init__(self, v):
        self.v = v

    def __iadd__(self, other):
        self.v += other
        return self

    def __repr__(self):
        return "Acc(%r)" % self.v


def fill(a, start, stop, step, v):
    for j in range(start, stop, step):
        a[j] = v
    return a


def bump(a, n, v):
    for j in range(n):
        a[j] += v
    return a


def sieve(n):
    flags = [True] * (n + 1)
    flags[0] = flags[1] = False
    i = 2
    while i * i <= n:
        if flags[i]:
            for j in range(i * i, n + 1, i):
                flags[j] = False
        i += 1
    count = 0
    for k in range(n + 1):
        if flags[k]:
            count += 1
    return count


for r in range(40):
    s = sieve(100 + r)
    f = fill([0] * 10, 0, 10, 3, r)
    g = fill([0.5] * 6, -6, 0, 2, 1.5)
    b = bump([1.0, 2.0, 3.0], 3, 0.25)
    c = bump([1, 2, 3], 3, r)
print(s, f, g, b, c)
print(fill({}, 0, 5, 1, "x"))
print(fill(bytearray(4), 0, 4, 1, 7))
print(fill(Logged([0, 0, 0]), 0, 3, 1, 9))
print(bump([Acc(1), Acc(2)], 2, 10))
print(bump(["a", "b"], 2, "!"))
print(bump([1, 2.5, 2 ** 70], 3, 1))
try:
    fill([0, 0], 0, 3, 1, 1)
except IndexError as e:
    print("IndexError", e)
try:
    bump([1.0, 2.0], 3, 1.0)
except IndexError as e:
    print("IndexError", e)
try:
    fill((1, 2), 0, 2, 1, 0)
except TypeError as e:
    print("TypeError", e)
try:
    bump([1, None], 2, 1)
except TypeError as e:
    print("TypeError", e)
print(fill([0] * 4, 3, -1, -1, 2))
big = 2 ** 62
try:
    fill([0], big, big + 2, 1, 0)
except IndexError as e:
    print("IndexError", e)
fill([0] * 3, 0, 3, 1, 5)[7]
