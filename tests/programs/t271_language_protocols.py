# Language protocols: iterator __next__ methods, staticmethod/classmethod
# special methods, module attribute deletion, __debug__, duplicate
# arguments, builtins.__build_class__/__import__ overrides, import * of
# non-modules, ** of any mapping, % with number-like objects, StopIteration
# values through built-in iterators, throw() delegation, exception __new__.
import builtins
import sys


def show(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)


# iterator protocol methods on built-in iterators
for it in [iter([1, 2]), iter((3,)), iter("ab"), iter(range(2)), iter(b"x"),
           iter({5: 6}), iter({5: 6}.values()), iter({5: 6}.items()),
           iter({7}), reversed([1, 2]), enumerate("q"), (x for x in [9])]:
    print(it.__next__(), iter(it) is it, it.__iter__() is it)
total = 0
for i in range(300):
    src = [[i, i + 1], (i,), range(i, i + 3), {i: 0}, {i}][i % 5]
    it = iter(src)
    total += it.__next__()
print(total)


# staticmethod / classmethod as special methods, staticmethod callable
class C:
    @staticmethod
    def __sub__(rhs):
        return ("sub", rhs)

    @classmethod
    def __add__(cls, rhs):
        return ("add", cls.__name__, rhs)

    @staticmethod
    def __getitem__(item):
        return ("get", item)

    @staticmethod
    def __len__():
        return 3


c = C()
print(c - 1, c + 2, c[5], len(c), staticmethod(abs)(-4))
acc = []
for i in range(200):
    acc.append((c - i)[1] + (c + i)[2] + c[i][1])
print(sum(acc))

# module attributes and __debug__
import types
m = types.ModuleType("m")
m.x = 1
del m.x
show(lambda: m.x)
try:
    del m.y
except AttributeError as e:
    print(e)
print(__debug__, type(__debug__))

# duplicate argument names
for src in ["def f(a, a): pass", "lambda a, *a: 0", "def f(a, *, b, **b): pass",
            "def f(a, b): pass"]:
    try:
        compile(src, "<s>", "exec")
        print("ok")
    except SyntaxError as e:
        print(e.msg, e.lineno, e.offset)

# builtins.__build_class__ and __import__
orig_bc = builtins.__build_class__
builtins.__build_class__ = lambda f, name, *bases: ("class", name, len(bases))
class K(int):
    pass
print(K)
builtins.__build_class__ = orig_bc
class K2:
    pass
print(K2.__name__)
orig_imp = builtins.__import__


def fake_import(name, globals=None, locals=None, fromlist=None, level=0):
    print("import", name, fromlist, level)
    return types.SimpleNamespace(a=1, b=2)


builtins.__import__ = fake_import
import nothing_here
from nothing.sub import a, b
builtins.__import__ = orig_imp
print(a, b)
import math
print(math.floor(2.5))


# from x import * of non-modules
class M:
    __all__ = ("y",)
    y = "Y"
    z = "Z"


class N:
    def __init__(self):
        self.p = "P"
        self._q = "Q"


sys.modules["fake_m"] = M
sys.modules["fake_n"] = N()
from fake_m import *
from fake_n import *
print(y, p)
sys.modules["fake_o"] = 1
try:
    from fake_o import *
except ImportError as e:
    print("ImportError", e)


# ** of any mapping
class Mapping:
    def keys(self):
        return ["a", "bb"]

    def __getitem__(self, k):
        return len(k)


def kw(**k):
    return sorted(k.items())


print(kw(**Mapping()), {**Mapping(), "c": 0})
show(lambda: kw(**3))
n = 0
for i in range(200):
    n += len(kw(**(Mapping() if i % 2 else {"x": i})))
print(n)


# % formatting with number-like objects, and %(key) rules
class I:
    def __int__(self):
        return 7


class X:
    def __index__(self):
        return 255


class F:
    def __float__(self):
        return 2.5


print("%d %i %x %X %o %.2f %e" % (I(), I(), X(), X(), X(), F(), F()))
show(lambda: "%x" % I())
show(lambda: "%f" % "s")
show(lambda: "%(a)s %s" % {"a": 1})
print("%s %(a)s" % {"a": 1})
out = []
for i in range(150):
    v = [I(), X(), 3, 2.0, True][i % 5]
    out.append("%d" % v)
print(",".join(out[:10]), len(out))


# StopIteration values through built-in iterators
class A:
    def __iter__(self):
        return self

    def __next__(self):
        raise StopIteration(42)


def stop_args(f):
    try:
        f()
    except StopIteration as e:
        return e.args


print(stop_args(lambda: next(A())), stop_args(lambda: next(enumerate(A()))),
      stop_args(lambda: next(map(abs, A()))),
      stop_args(lambda: next(zip(A()))), stop_args(lambda: next(iter([]))))


def stopper(x):
    if x < 3:
        return x
    raise StopIteration(444)


def gen():
    r = yield from map(stopper, range(10))
    print("yield from result", r)


print(list(gen()))
print(list(map(stopper, range(10))), next(map(abs, A()), "dflt"))


# throw() to a delegate that is not a generator
class Thrower:
    def __iter__(self):
        return self

    def __next__(self):
        return 1

    def throw(self, *args):
        print("throw", args)
        return 456


def deleg():
    yield from Thrower()


g = deleg()
print(next(g), g.throw(123), g.throw(ZeroDivisionError))
g.close()


# exception classes whose __new__ returns something else
class Dummy(Exception):
    pass


class Good(Exception):
    def __new__(cls, *args):
        return Dummy(*args)


class Bad(Exception):
    def __new__(cls, *args):
        return 1


try:
    raise Good("msg")
except Exception as e:
    print(type(e).__name__, e)
try:
    raise Bad
except Exception as e:
    print(type(e).__name__, e)


def g2():
    yield


try:
    g2().throw(Bad)
except Exception as e:
    print(type(e).__name__, e)
