# Keyword calls bound from the stack (interpreter/runtime/function.py,
# keyword_slots/bind_keywords; ops_calls.inline_frame): functions,
# methods, *args, keyword-only parameters, defaults changed later,
# classes called with keywords, and every error as CPython words it.
def f(a, b=2, *, c=3, **kw):
    return a + b + c + len(kw)
def h(a, b=2, *, c=3):
    return (a, b, c)
def v(a, *rest, key=None, flag=False):
    return (a, rest, key, flag)
def p(x, y, /, z=0, *, w):
    return (x, y, z, w)
class C:
    def m(self, x, y=10, *, z=20):
        return (x, y, z)
    @staticmethod
    def s(x, y=1): return (x, y)
def cl(q):
    def inner(a, b=q):
        return a + b + q
    return inner
t = []
o = C()
bm = o.m
inn = cl(5)
for i in range(200):
    t.append((f(i, c=4), f(i, b=1), f(a=i, d=5), h(i, c=i), h(b=i, a=1), h(1, 2, c=3),
              v(i, 1, 2, key=i), v(i, flag=True), v(a=i), p(1, 2, w=i), p(1, 2, 3, w=4),
              o.m(i, z=1), o.m(x=i, y=2), bm(i, y=3), C.m(o, x=i), C.s(y=i, x=1), inn(i, b=2), inn(a=i)))
print(t[0], t[-1])
def err(fn, *a, **k):
    try:
        fn(*a, **k)
    except TypeError as e:
        print("TypeError", e)
for i in range(3):
    try: h(1, a=2)
    except TypeError as e: print("TypeError", e)
    try: h(c=2)
    except TypeError as e: print("TypeError", e)
    try: h(1, 2, 3, c=2)
    except TypeError as e: print("TypeError", e)
    try: h(1, d=2)
    except TypeError as e: print("TypeError", e)
    try: p(1, y=2, w=3)
    except TypeError as e: print("TypeError", e)
    try: p(1, 2)
    except TypeError as e: print("TypeError", e)
    try: p(1, 2, z=3)
    except TypeError as e: print("TypeError", e)
    try: o.m(1, x=2)
    except TypeError as e: print("TypeError", e)
h.__kwdefaults__ = {"c": 99}
h.__defaults__ = (7,)
print(h(1), h(1, c=0), h(a=5))
h.__kwdefaults__ = None
try: h(1)
except TypeError as e: print("TypeError", e)
def g2(a, b):
    return a - b
print([g2(b=i, a=10) for i in range(3)], g2(1, b=2))
def celled(a, b=1):
    return lambda: a + b
print(celled(b=5, a=1)(), celled(2, b=3)())
def gen(a, b=0):
    yield a + b
print(list(gen(b=2, a=1)))
def h1(a, *, c=3, d=4): pass
def z(*, c): pass
for call in ['h1(1,2,c=1)', 'h1(1,2,c=1,d=2)', 'h1(1,2)', 'z(1, c=2)', 'z(1, 2, c=2)']:
    try: eval(call)
    except TypeError as e: print(e)
class Pt:
    def __init__(self, x, y=0, *, z=1):
        self.x = x; self.y = y; self.z = z
class Bad:
    def __init__(self, a):
        return 5
class Sl:
    __slots__ = ("a", "b")
    def __init__(self, a, b):
        self.a = a; self.b = b
import abc
class Ab(abc.ABC):
    @abc.abstractmethod
    def f(self): pass
    def __init__(self, q): pass
class Meta(type): pass
class WithMeta(metaclass=Meta):
    def __init__(self, q): self.q = q
class NewOwn:
    def __new__(cls, *a, **k):
        o = object.__new__(cls); o.made = True; return o
    def __init__(self, q): self.q = q
acc = 0
for i in range(300):
    p = Pt(x=i, z=2); q = Pt(i, y=3); s = Sl(b=1, a=i); w = WithMeta(q=i); n = NewOwn(q=i)
    acc += p.x + p.y + p.z + q.y + s.a + s.b + w.q + n.q + n.made
print(acc, type(p).__name__, vars(q))
for bad in ["Pt(y=1)", "Pt(1, x=2)", "Bad(a=1)", "Ab(q=1)", "Pt(1, w=2)", "Sl(a=1, c=2)"]:
    try:
        eval(bad)
    except TypeError as e:
        print("TypeError", e)
