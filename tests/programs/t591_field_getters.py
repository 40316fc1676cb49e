# properties whose getter is `return self._x`: read without a call once warm
# (tier1_ops.field_getter); replaced __code__, unset slots, subclasses
# whose data descriptor wins, class attributes, tracebacks through getters
class V:
    __slots__ = ("_x", "_y")
    def __init__(self, x, y):
        self._x = x
        if y is not None:
            self._y = y
    @property
    def x(self):
        return self._x
    @property
    def y(self):
        return self._y
class W:
    def __init__(self, a):
        self.a = a
    @property
    def a2(self):
        return self.a
class W2(W):
    @property
    def a(self):
        return "prop-a"
    @a.setter
    def a(self, v):
        pass
def run(vs):
    t = 0.0
    for v in vs:
        t += v.x * v.y
    return t
vs = [V(i * 0.5, i * 0.25) for i in range(100)]
for k in range(100):
    r = run(vs)
print(r)
ws = [W(i) for i in range(50)]
s = 0
for k in range(100):
    for w in ws:
        s += w.a2
print(s)
print([W2(1).a2 for k in range(3)])
def getx(self):
    return self._x
V.x.fget.__code__ = (lambda self: self._y).__code__
print(run(vs[:3]))
try:
    run([V(1.0, None)] * 200)
except AttributeError as e:
    print("AttributeError", e)
import traceback
try:
    V(1.0, None).y
except AttributeError:
    print(traceback.format_exc().count("return self._y"))


class K:
    def __init__(self):
        self.v = 1

    @property
    def w(self):
        return self.v


def many(ks):
    return sum(k.w for k in ks)


ks = [K() for i in range(30)]
for i in range(30):
    many(ks)
K.v = 5              # a class attribute: the instances' own v still wins
print(many(ks))
for k in ks[:10]:
    del k.v          # now the class attribute
print(many(ks))
K.w = property(lambda self: -1)
print(many(ks))
ks[0].__dict__["w"] = 99   # (a data descriptor wins over the dict)
print(many(ks[:1]))
