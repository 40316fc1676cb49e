# classes made by type(): __base__ (the solid base), __slots__ checks,
# namespace order of an OrderedDict, __doc__ and __name__ values, str
# subclass names, slot wrapper names, methods of int/str subclasses
import collections
class B:
    def ham(self):
        return 'ham%d' % self
C = type('C', (B, int), {'spam': lambda self: 'spam%s' % self})
print(C.__base__, C.__bases__)
x = C(42)
print(x, x.ham(), x.spam(), x.to_bytes(2, 'little'))
for s in [b'x', '', '42', 'x\x00y', ('__dict__', '__dict__'), ('__weakref__', '__weakref__')]:
    try:
        type('A', (), {'__slots__': s}); print("no error", s)
    except TypeError as e: print("TE", e)
try:
    type('A', (int,), {'__slots__': 'x'}); print("no error int")
except TypeError as e: print("TE", e)
try:
    type('A', (), {'__slots__': 'x', 'x': 0}); print("no error")
except ValueError as e: print("VE", e)
class B: pass
for s in ['__dict__', '__weakref__']:
    try:
        type('A', (B,), {'__slots__': s}); print("no error", s)
    except TypeError as e: print("TE", e)
od = collections.OrderedDict([('a', 1), ('b', 2)])
od.move_to_end('a')
C = type('C', (), od)
print(list(C.__dict__.items())[:2])
for doc in 'x', 'x\x00y', b'x', 42, None:
    A = type('A', (), {'__doc__': doc})
    print(repr(A.__doc__))
try:
    type('A', (), {'__doc__': 'x\udcdcy'})
except UnicodeEncodeError as e: print("UEE")
A = type('A', (), {})
for doc in 'x', 'x\udcdcy', b'x', 42, None:
    A.__doc__ = doc
    print(repr(A.__doc__) if doc != 'x\udcdcy' else A.__doc__ == doc)
try:
    dir(42, 42)
except TypeError as e: print(e)
for name in 'A', '\xc4', 'B.A', '':
    A = type(name, (), {})
    print(A.__name__, A.__qualname__)
for bad in ['A\x00B', 'A\udcdcB', b'A']:
    try:
        type(bad, (), {})
    except (ValueError, UnicodeEncodeError, TypeError) as e:
        print(type(e).__name__)
A = type('C', (), {})
for bad in ['A\x00B', 'A\udcdcB', b'A']:
    try:
        A.__name__ = bad
    except (ValueError, UnicodeEncodeError, TypeError) as e:
        print(type(e).__name__, A.__name__)
print(list.__add__.__name__, list.__add__.__qualname__, list.__add__.__objclass__, [].__add__.__name__)
class oc(str):
    def __str__(self):
        return self.encode('ascii').hex()
print(str(oc('A')))
import binascii
class octetstring(str):
    def __str__(self):
        return binascii.b2a_hex(self.encode('ascii')).decode("ascii")
    def __repr__(self):
        return self + " repr"
o = octetstring('A')
try:
    print(str(o), repr(o), o.__str__(), o.__repr__(), type(str(o)))
except Exception as e: print("E1", e)
l = []
try:
    print(l.__add__.__name__, l.__add__.__self__ is l, l.__add__.__objclass__, l.__add__ == l.__add__, l.__add__ != [].__add__)
except Exception as e: print("E2", e)
try:
    print(list.__add__.__name__, list.__add__.__objclass__, list.__add__ == list.__add__, list.__add__ != list.__mul__)
except Exception as e: print("E3", e)
print(range(10).__len__())
class D(int): pass
print(D(42).to_bytes(2, 'little'))
class B: pass
C = type('C', (B, int), {})
print(C(42).to_bytes(2, 'little'))
