# annotations: functions, modules, classes (PEP 3107, PEP 526)

def f(a: int, b: "s" = 1, *c: 'v', d: 1, **e: 2) -> float: pass
print(f.__annotations__)
def g(): pass
print(g.__annotations__)
g.__annotations__ = {'x': 1}; print(g.__annotations__)
try: g.__annotations__ = 5
except Exception as e: print(type(e).__name__, e)
g.__annotations__ = None; print(g.__annotations__)
z: int = 3
w: "later"
print(__annotations__, z)
try: print(w)
except NameError as e: print(e)
class C:
    q: str
    r: int = 1
    if True:
        s: list = []
print(C.__annotations__, C.r)
class O: pass
o = O()
o.attr: int = 5
print(o.attr, __annotations__)
def h():
    x: int
    y: undefined_name = 2
    try:
        return x
    except UnboundLocalError as e:
        return str(e), y
print(h())
x = 5
def h2():
    x: int
    return x
try: h2()
except Exception as e: print(type(e).__name__, e)
for i in range(150):
    tmp: float = i * 0.5
print(tmp, __annotations__)
def deco(fn): return fn
@deco
def m(self, v: "V") -> "R": return v
print(m.__annotations__, m(0, 3))
ns = {}
exec("a: int = 1\nb: str", ns)
print(ns["__annotations__"], ns["a"])


def k(x: int, *, y: "kw" = 2) -> None:
    return x


print(k.__annotations__, k(1))

k.__annotations__["extra"] = 1
print(sorted(k.__annotations__))
seen = []
for i in range(130):
    def loop_fn(p: i) -> i * 2:
        return p
    seen.append(loop_fn.__annotations__["return"])
print(sum(seen), len(seen))


class Point:
    x: float
    y: float = 0.0

    def __init__(self, x: float, y: float = 0.0) -> None:
        self.x: float = x
        self.y = y


p = Point(1.5)
print(Point.__annotations__, Point.__init__.__annotations__, p.x, p.y)
