# the types of built-in methods: bound built-in methods are
# builtin_function_or_method, bound slot wrappers (object.__init__,
# int.__lt__) method-wrapper, with CPython's reprs and pickling; a
# property's fget/fset/fdel as read-only members
import types
print(types.BuiltinMethodType, types.MethodWrapperType, types.WrapperDescriptorType)
import re
l = []
print(re.sub('0x[0-9a-f]+', 'X', repr(l.append)), re.sub('0x[0-9a-f]+', 'X', repr(l.__add__)))
print(l.__add__ == l.__add__, l.__add__ != [].__add__, l.append == l.append, hash(l.append) == hash(l.append))
print(l.append.__self__ is l, l.append.__name__, l.__add__.__objclass__)
import inspect
print(inspect.ismethod(l.append), inspect.isbuiltin(l.append), inspect.ismethod(object().__str__))
class C:
    def f(self): pass
print(type(C().f), inspect.ismethod(C().f))
print(isinstance(str.join, types.MethodDescriptorType), isinstance(''.join, types.BuiltinMethodType), isinstance(int.from_bytes, types.BuiltinMethodType))
print(isinstance(object.__init__, types.WrapperDescriptorType), isinstance(object.__str__, types.WrapperDescriptorType), isinstance(int.__lt__, types.WrapperDescriptorType))
print(isinstance(object().__init__, types.MethodWrapperType), isinstance((42).__lt__, types.MethodWrapperType))
import copy, pickle
print(copy.copy(l.append) == l.append)
f = pickle.loads(pickle.dumps([1,2].append)); f(3); print(f.__self__)
class C(object):
    def getx(self): return self.__x
    def setx(self, value): self.__x = value
    def delx(self): del self.__x
    x = property(getx, setx, delx, doc="I'm the x property.")
a = C()
print(hasattr(a, "x")); a.x = 42; print(a._C__x, a.x); del a.x; print(hasattr(a, "x"))
C.x.__set__(a, 100); print(C.x.__get__(a)); C.x.__delete__(a); print(hasattr(a, "x"))
raw = C.__dict__['x']
attrs = dir(raw)
print("__doc__" in attrs, "fget" in attrs, "fset" in attrs, "fdel" in attrs)
print(raw.__doc__, raw.fget is C.__dict__['getx'], raw.fset is C.__dict__['setx'], raw.fdel is C.__dict__['delx'])
for attr in "fget", "fset", "fdel":
    try:
        setattr(raw, attr, 42)
    except AttributeError as msg:
        print(str(msg))
raw.__doc__ = 42
print(raw.__doc__)
class P(property): pass
p = P(lambda s: 5)
print(p.fget(None), p.fset)
class D: y = P(lambda s: 7)
print(D().y)

# built-in methods' __qualname__ names their class
import time
print(len.__qualname__, time.time.__qualname__, dict.fromkeys.__qualname__, float.__getformat__.__qualname__,
      str.maketrans.__qualname__, bytes.maketrans.__qualname__, [1, 2, 3].append.__qualname__, {'foo': 'bar'}.pop.__qualname__)
print(list.append.__qualname__, str.join.__qualname__, object.__init__.__qualname__ if hasattr(object.__init__, '__qualname__') else '')

# docstrings of built-in getset/member descriptors
import io
print(io.FileIO.closed.__doc__, complex.real.__doc__, complex.imag.__doc__)
