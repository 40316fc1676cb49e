l = list(range(3000))
def f(l):
    return sum(x for x in l) + any(x < 0 for x in l) + all(x >= 0 for x in l)
print(f(l))
print(list(x * 2 for x in range(5)), tuple(str(x) for x in range(3)))
print(sorted(set(x % 7 for x in l)))
print("-".join(str(x) for x in range(5)))
class H:
    def __init__(s, v): s.v = v
    def __hash__(s): return hash(s.v)
    def __eq__(s, o): return isinstance(o, H) and s.v == o.v
    def __repr__(s): return "H(%r)" % s.v
print(sorted(set(H(x % 3) if x % 2 else x for x in range(10)), key=repr))
def g():
    try:
        yield 1
        yield [2]
        yield 3
    except TypeError as e:
        print("caught in gen", e)
        yield 4
try:
    print(set(g()))
except TypeError as e:
    print("outside", e)
gg = g()
try:
    set(gg)
except TypeError as e:
    print("outside", e, next(gg))
print(sum((x / 2 for x in range(7)), 0.5), sum(x for x in [1, 2.5, 10**30]))
print(sum(x for x in [2**62, 2**62, 5]))
print(any(x for x in [0, "", None, [], 3]), all(x for x in [1, "a", 2.0, [1], ()]))
def stop():
    yield 1
    return 5
print(list(stop()))
def sub():
    yield from range(3)
    yield from stop()
print(list(sub()), tuple(sub()), set(sub()))
def reent():
    for i in range(3):
        yield i
class Weird:
    def __bool__(self):
        print("bool running:", gen.gi_running)
        return False
def wg():
    yield 0
    yield Weird()
    yield 2
gen = wg()
print(any(gen))
print(list(x for x in []))
def errg():
    yield 1
    raise ValueError("boom")
try:
    list(errg())
except ValueError as e:
    print("err", e)
# min() and max() without a key: ints, floats and strs compared in the
# generator's frame; other values (a Python __lt__) outside it
class V:
    def __init__(self, v): self.v = v
    def __lt__(self, o): print("lt", self.v, o.v); return self.v < o.v
    def __gt__(self, o): print("gt", self.v, o.v); return self.v > o.v
    def __repr__(self): return "V(%d)" % self.v
print(max(x * x % 17 for x in range(40)), min(x * 1.5 for x in range(3, 9)))
print(max(str(x) for x in range(30)), min((x for x in []), default="empty"))
print(max(V(x % 5) for x in range(7)), min(V(x) for x in (3, 1, 2)))
print(max(x if x < 5 else float(x) for x in range(9)), max([x for x in "hello"]))
print(max((float("nan"), 1.0)), max(x for x in (1.0, float("nan"))))
try:
    max(x if x else "s" for x in range(3))
except TypeError as e:
    print("TypeError", e)
