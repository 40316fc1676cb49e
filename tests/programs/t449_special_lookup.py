# special methods looked up on the type and bound by their descriptor
# (property, an object with __get__), never through __getattribute__;
# a failing __eq__ descriptor is NotImplemented; attribute error
# messages of slotted classes; weakref.proxy's protocols
import sys, math
def run_context(manager):
    with manager:
        pass
def iden(self): return self
def hello(self): return b"hello"
def empty_seq(self): return []
def zero(self): return 0
def complex_num(self): return 1j
def stop(self): raise StopIteration
def return_true(self, thing=None): return True
def do_isinstance(obj): return isinstance(int, obj)
def do_issubclass(obj): return issubclass(int, obj)
def do_dict_missing(checker):
    class DictSub(checker.__class__, dict):
        pass
    assert DictSub()["hi"] == 4
def some_number(self_, key): return 4
def swallow(*args): pass
def format_impl(self, spec): return "hello"
specials = [
    ("__bytes__", bytes, hello, set(), {}),
    ("__reversed__", reversed, empty_seq, set(), {}),
    ("__length_hint__", list, zero, set(), {"__iter__" : iden, "__next__" : stop}),
    ("__sizeof__", sys.getsizeof, zero, set(), {}),
    ("__instancecheck__", do_isinstance, return_true, set(), {}),
    ("__missing__", do_dict_missing, some_number, set(("__class__",)), {}),
    ("__subclasscheck__", do_issubclass, return_true, set(("__bases__",)), {}),
    ("__enter__", run_context, iden, set(), {"__exit__" : swallow}),
    ("__exit__", run_context, swallow, set(), {"__enter__" : iden}),
    ("__complex__", complex, complex_num, set(), {}),
    ("__format__", format, format_impl, set(), {}),
    ("__floor__", math.floor, zero, set(), {}),
    ("__trunc__", math.trunc, zero, set(), {}),
    ("__ceil__", math.ceil, zero, set(), {}),
    ("__dir__", dir, empty_seq, set(), {}),
    ("__round__", round, zero, set(), {}),
]
class Checker(object):
    def __getattr__(self, attr):
        raise Exception("__getattr__ called with {0}".format(attr))
    def __getattribute__(self, attr):
        if attr not in ok:
            raise Exception("__getattribute__ called with {0}".format(attr))
        return object.__getattribute__(self, attr)
class SpecialDescr(object):
    def __init__(self, impl):
        self.impl = impl
    def __get__(self, obj, owner):
        record.append(1)
        return self.impl.__get__(obj, owner)
class MyException(Exception): pass
class ErrDescr(object):
    def __get__(self, obj, owner):
        raise MyException
for name, runner, meth_impl, ok, env in specials:
    try:
        class X(Checker): pass
        for attr, obj in env.items(): setattr(X, attr, obj)
        setattr(X, name, meth_impl)
        runner(X())
        record = []
        class X(Checker): pass
        for attr, obj in env.items(): setattr(X, attr, obj)
        setattr(X, name, SpecialDescr(meth_impl))
        runner(X())
        r1 = record
        class X(Checker): pass
        for attr, obj in env.items(): setattr(X, attr, obj)
        setattr(X, name, ErrDescr())
        try:
            runner(X())
            r2 = "no exc"
        except MyException:
            r2 = "MyException"
        print(name, r1, r2)
    except Exception as e:
        print(name, "ERR", type(e).__name__, e)
class A: pass
class B:
    y = 0
    __slots__ = ('z',)
for f in [lambda: A().x, lambda: B().x, lambda: B().z]:
    try: f()
    except AttributeError as e: print(e)
for stmt in ["del A().x", "del B().x", "B().x = 0", "del B().y", "B().y = 0", "del B().z"]:
    try: exec(stmt)
    except AttributeError as e: print(stmt, "->", e)
def booh(self):
    raise AttributeError("booh")
class E:
    __eq__ = property(booh)
try:
    print(E() == E())
except AttributeError as e: print("AE", e)
class I:
    __init__ = property(booh)
try:
    I()
except AttributeError as e: print("AE", e)
class A2: pass
A2.__call__ = A2()
import weakref
def gen():
    yield 'foo!'
gi = gen()
p = weakref.proxy(gi)
print(list(p))
g = (i*i for i in range(4))
print(list(weakref.proxy(g)))
class L(list): pass
l = L([1,2,3])
p = weakref.proxy(l)
print(len(p), p[1], 2 in p, p == [1,2,3], p + [4], bool(p))
p[0] = 9; del p[1]; print(l)
class O: pass
o = O()
print(bool(weakref.proxy(o)))
class B(int):
    def __floordiv__(self, other): return "B.__floordiv__"
    def __rfloordiv__(self, other): return "B.__rfloordiv__"
print(B(1) // 1, 1 // B(1))
class C(object):
    def __floordiv__(self, other): return "C.__floordiv__"
    def __rfloordiv__(self, other): return "C.__rfloordiv__"
print(C() // 1, 1 // C())
class D(C):
    def __floordiv__(self, other): return "D.__floordiv__"
    def __rfloordiv__(self, other): return "D.__rfloordiv__"
print(D() // C(), C() // D())
class E(C): pass
print(E.__rfloordiv__ == C.__rfloordiv__, E() // 1, 1 // E(), E() // C(), C() // E())

# more special methods bound by their descriptors (__next__ of a mock,
# __repr__, __index__), str subclass results
class S(str): pass
class A:
    def __str__(self): return S("sss")
    def __repr__(self): return S("rrr")
print(str(A()), repr(A()), f"{A()}", "%s" % A())
class P:
    __repr__ = property(lambda self: lambda: "prop-repr")
print(repr(P()))
class I:
    __index__ = property(lambda self: lambda: 3)
print([1,2,3,4][I()], bin(I()))
