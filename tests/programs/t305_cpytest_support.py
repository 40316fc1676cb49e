# What CPython's test.support and unittest need: float.__getformat__, _imp,
# C.__weakref__ / obj.__weakref__, a writable tb_next, class C(*b, **kw).
import sys, weakref
print(float.__getformat__("double"), float.__getformat__("float"))
for a in ["x", 3, None]:
    try: float.__getformat__(a)
    except Exception as e: print(type(e).__name__, e)
import _imp
print(_imp.is_builtin("nosuch"), _imp.is_frozen("nosuch"), type(_imp.extension_suffixes()).__name__, _imp.lock_held())
import importlib._bootstrap_external as be, importlib.util
print(be.MAGIC_NUMBER == importlib.util.MAGIC_NUMBER, ".py" in be.SOURCE_SUFFIXES)
import py_compile
class C: pass
class S:
    __slots__ = ("a",)
class SS(S): pass
print("__weakref__" in dir(C), [k for k in dir(C) if not hasattr(C, k)])
print(C.__weakref__.__name__, type(C.__weakref__).__name__)
c = C()
print(c.__weakref__)
r = weakref.ref(c)
print(c.__weakref__ is r, SS().__weakref__)
for o in [S, S()]:
    try: o.__weakref__
    except AttributeError as e: print("AttributeError", e)
import typing
@typing.no_type_check
class NTC:
    def meth(self, x: int) -> int: return x
print(NTC.__no_type_check__, NTC.meth.__no_type_check__)
def f3(): raise ValueError("deep")
def f2(): f3()
def f1(): f2()
try: f1()
except ValueError as e: tb = e.__traceback__
def names(tb):
    out = []
    while tb is not None:
        out.append(tb.tb_frame.f_code.co_name)
        tb = tb.tb_next
    return out
print(names(tb))
tb.tb_next.tb_next = None
print(names(tb))
try: tb.tb_next = 5
except Exception as e: print(type(e).__name__, e)
try: tb.tb_next = tb
except Exception as e: print(type(e).__name__, e)
tb.tb_next = None
print(names(tb))
class Meta(int):
    def __init__(*args, **kwargs): pass
    def __new__(cls, name, bases, attrs, **kwargs): return bases, kwargs
d = {'metaclass': Meta}
class A(**d): pass
print(A)
class A(0, 1, 2, **d): pass
print(A)
class A(0, *range(1, 4), **d, foo='bar'): pass
print(A)
bs = (C,)
tot = 0
for i in range(150):
    class K(*bs, **{}):
        v = i
    tot += K.v
    if i == 100: bs = (S,)
print(tot, K.__mro__[1].__name__)
def deco(k): k.tag = "t"; return k
@deco
class D(*bs): pass
print(D.tag, D.__bases__)
