# Calls of one argument from built-ins (sort and min/max keys, map and
# filter of one iterable, bisect's key): a Python function fills a spare
# frame directly; anything else takes the general call.
import bisect


def neg(x, scale=1, *, off=0):
    return -x * scale + off


def kwonly(x, *, off):
    return x + off


def star(*args):
    return -args[0]


def stopper(x):
    if x == 4:
        raise StopIteration("from the function")
    return x % 2


def gen(x):
    yield x


class K:
    def __init__(self, v):
        self.v = v

    def key(self, x):
        return (x * self.v) % 7

    def __lt__(self, other):
        return self.v < other.v


data = [5, 3, 9, 1, 7, 2, 8]
print(sorted(data, key=neg), max(data, key=neg), min(data, key=star))
print(sorted(data, key=K(3).key), max(data, key=K(2).key))
print(sorted(data, key=K), sorted(["bb", "a", "ccc"], key=len))
print(list(map(neg, data)), list(filter(stopper, range(10))))
print(list(map(stopper, range(10))))
print(sorted(data, key=lambda x, d=3: x % d))
try:
    sorted(data, key=kwonly)
except TypeError as e:
    print("TypeError", e)
try:
    sorted(data, key=gen)
except TypeError as e:
    print("TypeError", e)
print(bisect.bisect_left([1, 3, 5, 7], -4, key=neg),
      bisect.insort([("a", 1), ("c", 3)], ("b", 2), key=lambda p: p[1]))
total = 0
for r in range(300):
    total += sorted(data, key=neg)[0] + max(data, key=K(r % 5 + 1).key)
    total += sum(map(neg, data)) + len(list(filter(stopper, data)))
print(total)
