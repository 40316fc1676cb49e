# classes: __init__, methods, attributes, class attributes
class Point:
    dims = 2
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def norm2(self):
        return self.x * self.x + self.y * self.y
    def move(self, dx, dy):
        self.x += dx
        self.y += dy
        return self
    def __repr__(self):
        return "Point(%r, %r)" % (self.x, self.y)
p = Point(3, 4)
print(p.x, p.y, p.norm2(), p.dims, Point.dims)
p.move(1, 1).move(1, 1)
print(p, repr(p), str(p), [p])
Point.dims = 3
print(p.dims)
p.dims = 10
print(p.dims, Point.dims)
p.extra = "dynamic"
print(p.extra)
q = Point(0, 0)
print(hasattr(q, "extra"), hasattr(p, "extra"), getattr(q, "x"), getattr(q, "missing", "dflt"))
setattr(q, "x", 42)
print(q.x)
del p.extra
print(hasattr(p, "extra"))
class Counter:
    total = 0
    def __init__(self):
        Counter.total += 1
        self.id = Counter.total
for _ in range(3):
    Counter()
print(Counter.total, Counter().id)
class Empty:
    pass
e = Empty()
print(type(e).__name__, isinstance(e, Empty), isinstance(e, object), type(e) is Empty)
m = p.norm2
print(m())
print(Point.norm2(Point(1, 1)))
class Stack:
    def __init__(self):
        self.items = []
    def push(self, v):
        self.items.append(v)
    def pop(self):
        return self.items.pop()
    def empty(self):
        return not self.items
s = Stack()
for i in range(4):
    s.push(i)
while not s.empty():
    print(s.pop(), end=" ")
print()
class WithDefault:
    def __init__(self, a=1, *rest, **kw):
        self.a = a
        self.rest = rest
        self.kw = kw
w = WithDefault(5, 6, 7, z=8)
print(w.a, w.rest, w.kw, WithDefault().a)
class Node:
    def __init__(self, val, nxt=None):
        self.val = val
        self.nxt = nxt
head = None
for v in [3, 2, 1]:
    head = Node(v, head)
n = head
while n is not None:
    print(n.val, end="->")
    n = n.nxt
print("None")
class Temp:
    scale = "C"
    def describe(self):
        return "%d%s" % (self.deg, self.scale)
t = Temp()
t.deg = 21
print(t.describe())
print(type(Point).__name__, Point.__name__)
class Plain:
    pass
pl = Plain()
r = repr(pl)
print(r.startswith("<__main__.Plain object at 0x"), r.endswith(">"))
try:
    pl.nothing
except AttributeError as ex:
    print("AttributeError", ex)
