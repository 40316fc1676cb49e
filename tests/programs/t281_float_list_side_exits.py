# Float-list reads and raw stores in hot loops meeting what they do not
# expect: other containers, other index types, lists switched to object
# storage by a call inside the loop, aliasing, errors at every position.


def kernel(a, b, n):
    t = 0.0
    for i in range(n):
        k = i % 3
        d = a[k] - b[k]
        a[k] = a[k] - d * 0.125
        b[2] = b[2] + d * 0.5
        t = t + a[0] * b[1]
    return t


def show(x):
    if isinstance(x, float):
        return "%.6f" % x
    return repr(x)


def attempt(label, *args):
    try:
        print(label, show(kernel(*args)), args[0], args[1])
    except Exception as e:
        print(label, type(e).__name__, e)


for n in [5, 200]:
    attempt("floats", [1.0, 2.0, 3.0], [0.5, 0.25, 0.125], n)
    attempt("ints", [1, 2, 3], [4, 5, 6], n)
    attempt("mixed", [1.0, 2, 3.0], [0.5, 0.25, 1], n)
    attempt("tuple", [1.0, 2.0, 3.0], (0.5, 0.25, 0.125), n)
    attempt("dict", {0: 1.0, 1: 2.0, 2: 3.0}, {0: 0.5, 1: 0.5, 2: 0.5}, n)
    attempt("short", [1.0, 2.0], [0.5, 0.25, 0.125], n)
    attempt("str", [1.0, 2.0, 3.0], ["a", "b", "c"], n)
    same = [1.0, 2.0, 3.0]
    attempt("alias", same, same, n)
    attempt("empty", [], [], n)


def neg(a, n):
    for i in range(n):
        a[-1] = a[-1] + a[-2] * 0.5
        a[-3] = a[0] * 1.0
    return a


print(neg([1.0, 2.0, 3.0], 100))
try:
    neg([1.0, 2.0], 100)
except IndexError as e:
    print("IndexError", e)


def odd_index(a, idx, n):
    s = 0.0
    for i in range(n):
        s = s + a[idx] * 2.0
        a[idx] = s * 0.001
    return s, a


for idx in [1, True, False, -1, 1 << 65, 1.0, "1"]:
    try:
        print(show(odd_index([1.0, 2.0, 3.0], idx, 150)[0]))
    except Exception as e:
        print(type(e).__name__, e)


class Holder:
    def __init__(self):
        self.data = [0.0] * 4

    def poke(self, i):
        if i == 60:
            self.data[1] = "poked"
        if i == 120:
            self.data[1] = 4.5


def with_calls(h, n):
    acc = 0.0
    for i in range(n):
        h.poke(i)
        d = h.data
        d[0] = d[0] + 1.0
        if type(d[1]) is float:
            acc = acc + d[1] * d[0]
        else:
            acc = acc - 1.0
    return acc, h.data


print(with_calls(Holder(), 200))


def grow(n):
    xs = []
    for i in range(n):
        xs.append(i * 0.5)
        xs[i // 2] = xs[i // 2] + xs[-1]
        if i == 150:
            xs.append(None)
            xs.pop()
    return sum(xs), len(xs), xs[:3]


print(grow(200))


def subclass_items(n):
    class F(float):
        pass
    xs = [1.0, 2.0, 3.0]
    for i in range(n):
        if i == n // 2:
            xs[0] = F(10.0)
        xs[1] = xs[1] + xs[0] * 0.5
    return xs, type(xs[0]).__name__


print(subclass_items(150))

nan = float("nan")
vals = [1.0, 2.0]
for i in range(100):
    vals[1] = vals[1] * 0.5
    if i == 50:
        vals[0] = nan
print(vals, nan in vals, vals.index(nan), vals.count(nan))
inf = float("inf")
w = [inf, -inf, 0.0, -0.0]
for i in range(100):
    w[2] = w[0] - w[0]
    w[3] = w[3] * -1.0
print(w, [x == x for x in w])
