# int()/float() conversions: __index__ bases, __trunc__'s warning, str
# subclasses and bytes-like objects, __bytes__ in from_bytes, shifts of
# huge counts, special methods bound through descriptors, math details
import math
import warnings
from array import array


class MyIndexable(object):
    def __init__(self, value):
        self.value = value

    def __index__(self):
        return self.value


for base in 2 ** 100, -2 ** 100, 1, 37, -909:
    try:
        int("43", base)
    except ValueError as e:
        print(e)
print(int("101", base=MyIndexable(2)), int("101", MyIndexable(36)),
      int(b"11", MyIndexable(3)))
try:
    int("0", 5.5)
except TypeError as e:
    print(e)


class JustTrunc:
    def __trunc__(self):
        return 42


with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    print(int(JustTrunc()), w[0].category.__name__, w[0].message)


class CustomStr(str):
    pass


class CustomBytes(bytes):
    pass


class CustomByteArray(bytearray):
    pass


factories = [bytes, bytearray, lambda b: CustomStr(b.decode()), CustomBytes,
             CustomByteArray, memoryview, lambda b: array("B", b)]
for f in factories:
    print(float(f(b" 3.14  ")), int(f(b"100")), end=" ")
    try:
        print(int(f(b"100"), 2))
    except TypeError as e:
        print(e)
    try:
        int(f(b"A" * 4))
    except ValueError as e:
        print(e)
print(float(CustomByteArray(b"2.5")))


class ValidBytes:
    def __bytes__(self):
        return b"\x01"


class InvalidBytes:
    def __bytes__(self):
        return "abc"


print(int.from_bytes(ValidBytes()), int.from_bytes(CustomBytes(b"\x02")))
try:
    int.from_bytes(InvalidBytes())
except TypeError as e:
    print(e)

print(0 << 0, 0 << 10, 0 << (1 << 1000), 0 >> (1 << 1000),
      5 >> (1 << 1000), -5 >> (1 << 1000))
for x in [-1, -(1 << 1000)]:
    try:
        0 << x
    except ValueError as e:
        print(e)
try:
    1 << (1 << 1000)
except OverflowError as e:
    print(e)


class BadDescr:
    def __get__(self, obj, objtype=None):
        raise ValueError("from __get__")


class GoodDescr:
    def __get__(self, obj, objtype=None):
        return lambda: 7


class G:
    __ceil__ = GoodDescr()
    __floor__ = GoodDescr()
    __index__ = GoodDescr()


class Bad:
    __ceil__ = BadDescr()
    __float__ = BadDescr()


print(math.ceil(G()), math.floor(G()), list(range(10))[G()])
for f in [lambda: math.ceil(Bad()), lambda: math.dist([1], [Bad()])]:
    try:
        f()
    except ValueError as e:
        print(e)


class C:
    def __call__(self, *a):
        return ("called", len(a))


class H:
    __ceil__ = C()


print(math.ceil(H()))
for x in [-1.0, -2.0, -0.5, 0.0]:
    try:
        print(math.log1p(x))
    except ValueError as e:
        print("ValueError", e)
print(math.perm(5), math.perm(5, None), math.perm(5, 2), math.perm(0))
for a in [(-1,), (5, -1)]:
    try:
        math.perm(*a)
    except ValueError as e:
        print(e)


class complex1(complex):
    def __new__(self, value=0j):
        return complex.__new__(self, 2 * value)

    def __complex__(self):
        return self


with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    print(complex(complex1(1j)), w[0].category.__name__)
