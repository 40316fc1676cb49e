# Classes with a Python __new__ and object's __init__ (namedtuples, value
# classes): CALL_PY_CLASS's __new__ form runs __new__ in the caller's loop;
# results of other types, subclasses with their own __init__, errors,
# a replaced __new__, a generator __new__.
from collections import namedtuple
from fractions import Fraction
P = namedtuple("P", "x y")
class V:
    __slots__ = ("v",)
    def __new__(cls, v=0):
        o = object.__new__(cls)
        o.v = v
        return o
class W(V):
    def __init__(self, v=0):
        self.w = v * 2
    __slots__ = ("w",)
class Fact:
    def __new__(cls, k):
        if k < 0:
            return "negative"
        if k > 100:
            return W(k)
        return object.__new__(cls)
class Bad:
    def __new__(cls, a):
        return object.__new__(cls)
class Sub(P):
    pass
def run(n):
    t = 0
    for i in range(n):
        p = P(i, y=2) if i % 7 == 0 else P(i, 2)
        t += p.x + p.y + V(i).v + V().v
        f = Fact(i - 3)
        if isinstance(f, str):
            t += 1
        s = Sub(i, 1)
        t += s.x + len(s)
        t += Fact(200).w
    return t
print(run(300))
print(Fraction(3, 4) + Fraction(1, 4), type(Fact(500)).__name__, Fact(500).w, Fact(-1))
for i in range(100):
    try:
        Bad()
    except TypeError as e:
        err = str(e)
    try:
        P(1)
    except TypeError as e:
        err2 = str(e)
print(err, "|", err2)
V.__new__ = lambda cls, v=0: "replaced"
print(V(1), V())
def gen_new(cls):
    yield 1
class G:
    __new__ = gen_new
print(type(G()).__name__)
