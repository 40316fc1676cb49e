# Issue 21's list of silent wrong results, one line each (CPython's
# output is the reference).
# issue 21's list of silent wrong results, each checked against CPython
import sys, math
out = []
def t(name, f):
    try:
        r = f()
    except BaseException as e:
        r = "%s: %s" % (type(e).__name__, e)
    out.append("%s -> %r" % (name, r))

class SA:
    def __setattr__(self, k, v): object.__setattr__(self, k, ("set", v))
    def __delattr__(self, k): out.append("delattr " + k)
    def __getattribute__(self, k):
        if k == "magic": return 42
        return object.__getattribute__(self, k)
def sa():
    a = SA(); a.x = 1; del a.x; return a.x if hasattr(a, 'x') else None, a.magic
t("setattr/delattr/getattribute", sa)
class D:
    def __get__(self, o, t): return "got"
    def __set__(self, o, v): out.append("set %r" % v)
class HasD:
    d = D()
def dd():
    h = HasD(); h.d = 1; return h.d
t("data descriptor __set__", dd)
t("huge slice str", lambda: "abc"[-2**100:])
t("huge slice list", lambda: [1, 2, 3][:-2**64])
t("index past maxsize", lambda: [1][sys.maxsize + 1])
class E:
    def __eq__(self, o): return True
t("!= inverts __eq__", lambda: E() != E())
class M:
    def f(self): pass
m = M()
t("bound method eq/hash", lambda: (m.f == m.f, hash(m.f) == hash(m.f)))
class B:
    f = len
t("builtin on class does not bind", lambda: B().f([1, 2]))
class BadInt:
    def __int__(self): return None
t("int() __int__ returning None", lambda: int(BadInt()))
t("dict views unhashable", lambda: hash({}.keys()))
def oa():
    object().a = 1
t("object().a = 1", oa)
t("setattr(int, ...)", lambda: setattr(int, "to_bytes", 1))
t("pow(0.0, -inf)", lambda: pow(0.0, -math.inf))
t("nan sign", lambda: math.copysign(1, math.nan))
t("%c 0x110000", lambda: '%c' % 0x110000)
t("range slice repr", lambda: repr(range(0, 20, 3)[1:10:2]))
def selfrep():
    l = [1]; l.append(l); d = {}; d[1] = d
    return repr(l), repr(d)
t("self-containing repr", selfrep)
class Base1:
    def who(self): return "Base1"
class Base2:
    def who(self): return "Base2"
class Ch(Base1): pass
def bases():
    c = Ch(); r1 = c.who(); Ch.__bases__ = (Base2,); return r1, c.who()
t("__bases__ reassignment", bases)
def stop_in_map():
    def f(x):
        if x == 2: raise StopIteration
        return x
    return list(map(f, [1, 2, 3]))
t("StopIteration in map callee", stop_in_map)
class OldIter:
    def __getitem__(self, i):
        if i == 2: raise StopIteration
        if i > 5: raise IndexError
        return i
t("StopIteration in __getitem__ iteration", lambda: list(OldIter()))
class It:
    def __init__(self): self.n = 0
    def __iter__(self): return self
    def __next__(self):
        self.n += 1
        if self.n > 2: raise StopIteration(99)
        return self.n
    def send(self, v): out.append("send %r" % v); return self.__next__()
def yf():
    r = yield from It()
    yield ("ret", r)
def yfsend():
    g = yf(); a = next(g); b = g.send(7); c = next(g); return a, b, c
t("yield from non-generator send/return", yfsend)
src_del_nonlocal = """
def f():
    x = 1
    def g():
        nonlocal x
        del x
        del x
    g()
f()
"""
t("del unbound nonlocal", lambda: exec(src_del_nonlocal))
t("walrus in comprehension at module level", lambda: exec("[(y := i) for i in range(3)]\nprint(y)") or "ok")
t("walrus under global", lambda: exec("def f():\n    global z\n    [(z := i) for i in range(2)]\n    return z\nprint(f())") or "ok")
t("nonlocal in class body", lambda: exec("def f():\n    x = 1\n    class C:\n        nonlocal x\n        x = 2\n    return x\nprint(f())") or "ok")
for line in out:
    print(line)
