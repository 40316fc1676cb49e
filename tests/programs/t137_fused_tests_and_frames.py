# Tier-2 fusions of session 6: `x in s` feeding an if (sets, dicts, lists,
# strings, ranges, a user __contains__, errors), `c[i] op= v` in one slot
# (lists, dicts, user containers, big ints, floats, strings, errors in
# CPython's order), raw locals passed to calls, and reused frames
# (recursion, closures, unbound locals, exceptions leaving frames).


class Box:
    def __init__(self):
        self.d = {}
        self.log = []

    def __contains__(self, k):
        self.log.append(k)
        return k % 3 == 0

    def __getitem__(self, k):
        return self.d.get(k, 0)

    def __setitem__(self, k, v):
        self.d[k] = v


class Grow:
    def __init__(self, lst):
        self.lst = lst

    def __iadd__(self, other):
        self.lst.clear()
        return self


def membership(n):
    s = {1, 4, 9}
    d = {2: "x", 5: "y"}
    lst = [0, 3, 6]
    word = "banana"
    r = range(0, 20, 4)
    b = Box()
    hits = [0] * 7
    for i in range(n):
        if i in s:
            hits[0] += 1
        if i not in d:
            hits[1] += 1
        if i % 7 in lst:
            hits[2] += 1
        if "an"[i % 2] in word:
            hits[3] += 1
        if i in r:
            hits[4] += 1
        if i in b:
            hits[5] += 1
        if not (i in s or i in d):
            hits[6] += 1
    return hits, b.log[:5]


def membership_errors():
    out = []
    for v in [3, None, 2.5, "ab"]:
        try:
            if 1 in v:
                out.append("in")
            else:
                out.append("not in")
        except TypeError as e:
            out.append(str(e))
    return out


def augmented(n):
    used = [0, 0, 0, 0]
    d = {}
    b = Box()
    strs = ["a", "b"]
    big = [2 ** 62, -5]
    fl = [0.5, 1.5]
    step = 3
    for i in range(n):
        k = i % 4
        used[k] += 1
        used[k - 4] -= step
        d[k] = d.get(k, 0)
        d[k] += k
        b[k] += 2
        strs[i % 2] += "x"
        big[0] += 2 ** 62
        big[1] *= -3
        fl[i % 2] *= 1.5
        used[k] //= 1
        used[-1] += 0
    return used, d, b.d, strs, big, fl


def augmented_errors():
    out = []
    a = [1, 2]
    for idx, v in [(5, 1), (0, None), (1, "s"), (-3, 1), ("k", 1)]:
        try:
            a[idx] += v
        except (IndexError, TypeError) as e:
            out.append(type(e).__name__ + ": " + str(e))
    t = (1, 2)
    try:
        t[0] += 1
    except TypeError as e:
        out.append(str(e))
    try:
        a[7] += undefined_name
    except IndexError as e:
        out.append("index first: " + str(e))
    try:
        a[0] += later
        later = 1
    except UnboundLocalError as e:
        out.append("unbound")
    g = [Grow([1, 2, 3])]
    g[0] += 5
    out.append(type(g[0]).__name__)
    out.append(a)
    return out


def raw_args(n):
    x = 0.0
    k = 0
    pts = []
    for i in range(n):
        x = x * 0.5 + i
        k = k + i
        pts.append((x, k))
        emit(x, k, pts)
    return pts[-1], len(pts)


def emit(x, k, pts):
    if k % 97 == 0:
        pts.append((round(x, 6), -k))


def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


def counter():
    c = 0

    def bump(by):
        nonlocal c
        c += by
        return c

    return bump


def maybe_unbound(flag):
    if flag:
        v = 1
    try:
        return v
    except UnboundLocalError:
        return "unbound"


def fails(depth):
    if depth == 0:
        raise ValueError("bottom")
    return fails(depth - 1)


def frames():
    out = [fib(15)]
    bumps = [counter() for _ in range(3)]
    for j in range(20):
        for k in range(3):
            bumps[k](k + 1)
    out.append([bm(0) for bm in bumps])
    out.append([maybe_unbound(i % 2 == 0) for i in range(6)])
    for i in range(5):
        try:
            fails(i * 3)
        except ValueError as e:
            out.append(str(e))
    out.append(fib(12))
    return out


for rep in range(3):
    print(membership(40))
    print(membership_errors())
    print(augmented(30))
    print(augmented_errors())
    print(raw_args(300))
    print(frames())
