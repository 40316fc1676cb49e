# classmethod over classmethod/custom descriptors binds to the class;
# input() with replaced streams (lost sys.stdin/stdout, no flush method);
# type __basicsize__/__itemsize__
from types import MethodType
class T:
    def assertIs(self, a, b):
        print(a is b, a.__name__ if hasattr(a,'__name__') else a, b.__name__ if hasattr(b,'__name__') else b)
    def assertEqual(self, a, b): print(a == b)
self = T()
class MyClassMethod1:
    def __init__(self, func):
        self.func = func

    def __call__(self, cls):
        if hasattr(self.func, '__get__'):
            return self.func.__get__(cls, cls)()
        return self.func(cls)

    def __get__(self, instance, owner=None):
        if owner is None:
            owner = type(instance)
        return MethodType(self, owner)

class MyClassMethod2:
    def __init__(self, func):
        if isinstance(func, classmethod):
            func = func.__func__
        self.func = func

    def __call__(self, cls):
        return self.func(cls)

    def __get__(self, instance, owner=None):
        if owner is None:
            owner = type(instance)
        return MethodType(self, owner)

for myclassmethod in [MyClassMethod1, MyClassMethod2]:
    class A:
        @myclassmethod
        def f1(cls):
            return cls

        @classmethod
        @myclassmethod
        def f2(cls):
            return cls

        @myclassmethod
        @classmethod
        def f3(cls):
            return cls

        @classmethod
        @classmethod
        def f4(cls):
            return cls

        @myclassmethod
        @MyClassMethod1
        def f5(cls):
            return cls

        @myclassmethod
        @MyClassMethod2
        def f6(cls):
            return cls

    self.assertIs(A.f1(), A)
    self.assertIs(A.f2(), A)
    self.assertIs(A.f3(), A)
    self.assertIs(A.f4(), A)
    self.assertIs(A.f5(), A)
    self.assertIs(A.f6(), A)
    a = A()
    self.assertIs(a.f1(), A)
    self.assertIs(a.f2(), A)
    self.assertIs(a.f3(), A)
    self.assertIs(a.f4(), A)
    self.assertIs(a.f5(), A)
    self.assertIs(a.f6(), A)

    def f(cls):
        return cls

    self.assertIs(myclassmethod(f).__get__(a)(), A)
import sys, io
class BitBucket:
    def write(self, line): pass
savestdout = sys.stdout
sys.stdin = io.StringIO("1+1\nabc\n")
sys.stdout = BitBucket()
a = input(); b = input('p')
sys.stdout = savestdout
print(a, b)
sys.stdin = io.StringIO()
try: input()
except EOFError as e: print("EOF", e)
del sys.stdout
try: input('prompt')
except RuntimeError as e: r1 = str(e)
sys.stdout = savestdout
del sys.stdin
try: input('prompt')
except RuntimeError as e: print(r1, e)
print(object.__basicsize__, tuple.__itemsize__, int.__itemsize__, object.__itemsize__)
class C: pass
print(C.__basicsize__ > 0)

# slices compare as (start, stop, step)
class C:
    def __getitem__(self, key): return ("getitem", key)
    def __setitem__(self, key, value): self.setitem = (key, value)
    def __delitem__(self, key): self.delitem = key
a = C()
print(a[0:10], a[0:10] == ("getitem", slice(0, 10)), slice(0, 10) == slice(0, 10, None), slice(0,10) == slice(0,10))
a[0:10] = "foo"; print(a.setitem)
del a[0:10]; print(a.delitem)
s1 = slice(0, 10); s2 = slice(0, 10)
print(s1 == s2, (s1,) == (s2,), hash(s1) if False else 0)
print(slice(1,2) < slice(1,3), slice(1,2) == slice(1,2), slice(1) != slice(2), slice(None) == slice(None, None, None))

# __call__ as a descriptor, staticmethod, classmethod
class P:
    def __get__(self, obj, owner): return lambda *a: ("bound", obj is not None, a)
class A:
    __call__ = P()
print(A()(1, 2))
class Sm:
    @staticmethod
    def __call__(*a): return a
print(Sm()(5))
class Cm:
    @classmethod
    def __call__(cls, *a): return cls.__name__, a
print(Cm()(6))

# __code__ assignment (free variable counts checked)
def b(): return 3
def test(): pass
print(test())
test.__code__ = b.__code__
print(test())
num_one, num_two = 7, 8
def t():
    num_one, num_two = 7, 8
    def a(): pass
    def b(): return 12
    def c(): return num_one
    def d(): return num_two
    def e(): return num_one, num_two
    print(c(), d())
    d.__code__ = c.__code__
    print(c.__code__ == d.__code__, c(), d())
    for f, g in [(b, c), (e, d)]:
        try:
            f.__code__ = g.__code__
        except ValueError as ex:
            print("ValueError", ex)
t()

# relative import without __package__/__spec__: ImportWarning
import warnings
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    try:
        __import__('', {'__package__': None, '__spec__': None, '__name__': '__main__'}, locals={}, fromlist=('foo',), level=1)
    except ImportError as e:
        print(e)
print([x.category.__name__ for x in w])
import json.decoder
from json import scanner
print(scanner.__name__)
