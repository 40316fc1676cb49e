# Calls of built-in classes at one site, warm (tier 1's CALL_BUILTIN_CLASS
# for any class but a plain user class): str(i), list(it), set(), an
# exception class, a subclass of a built-in type, int(x, base); results,
# errors and messages as CPython's.
class MyList(list):
    def total(self):
        return sum(self)


class Tag(str):
    pass


def run(n):
    out = []
    for i in range(n):
        s = str(i)
        t = str(s)
        l = list((i, i + 1))
        e = ValueError("bad %d" % i)
        m = MyList(range(i % 4))
        u = Tag(i)
        f = float(i)
        g = int(f)
        h = int(str(i), 8) if i < 8 else int(s, 16)
        out.append((s, t, l, str(e), m.total(), u, type(u).__name__, f, g, h))
    return out


for k in range(30):
    r = run(12)
print(r[0], r[-1])
print(str(), str(b"ab", "ascii"), str(2 ** 70), str(-5), str(True), str(1.5))
print(list(), set(), dict(a=1), tuple("ab"), frozenset([1]), bytes(3))
for bad in [lambda: int(5, 16), lambda: int("zz"), lambda: float("x"),
            lambda: str(b"\xff", "ascii"), lambda: list(5)]:
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)


def site(c, x):
    return c(x)


for c, x in [(str, 5), (list, "ab"), (str, "s"), (int, 2.5), (float, 3),
             (MyList, (1,)), (set, [1, 1]), (str, 2.5)] * 10:
    v = site(c, x)
print(v, site(int, "7"), site(str, None), site(bool, []))
