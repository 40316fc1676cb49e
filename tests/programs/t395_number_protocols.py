# int()/float()/bytearray() keywords (also in subclasses with __init__),
# float.__ceil__/__floor__, NaN hashes by identity, and the
# DeprecationWarning for __index__/__int__/__float__ returning a strict
# subclass (bool included); operator.index of an int subclass
import math
import operator
import warnings


def show(f):
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        try:
            r = f()
            print(repr(r), type(r).__name__)
        except Exception as e:
            print(type(e).__name__, e)
        for x in w:
            print("  warn", x.category.__name__, x.message)


show(lambda: int(x=1.2))
show(lambda: int(x='100', base=2))
show(lambda: int(base=10))
show(lambda: int('100', base=2))
show(lambda: int('100', 2, base=2))


class subclass(float):
    pass


class swi(float):
    def __init__(self, arg, newarg=None):
        self.newarg = newarg


class swn(float):
    def __new__(cls, arg, newarg=None):
        self = super().__new__(cls, arg)
        self.newarg = newarg
        return self


class iwi(int):
    def __init__(self, arg, newarg=None):
        self.newarg = newarg


class bwi(bytearray):
    def __init__(self, *a, newarg=None, **k):
        super().__init__(*a, **k)
        self.newarg = newarg


class twi(tuple):
    def __init__(self, it, tag=None):
        self.tag = tag


show(lambda: subclass(x=0))
show(lambda: swi(2.5, newarg=3).newarg)
show(lambda: swn(2.5, newarg=3).newarg)
show(lambda: iwi(2, newarg=3).newarg)
show(lambda: bwi(b'ab', newarg=3).newarg)
show(lambda: bytearray(source=b'ab'))
show(lambda: bytes(source=[1, 2]))
show(lambda: bytearray(b'ab', x=1))
show(lambda: bytes(b'x', source=b'y'))
show(lambda: twi([1, 2], tag='t').tag)
show(lambda: tuple([1], tag=1))

for v in [2.5, -2.5, 3.0, -0.0, 1e300, float('inf'), float('nan')]:
    show(lambda: (v.__ceil__(), v.__floor__(), math.ceil(v), math.floor(v)))

n = float('nan')
print(hash(n) == object.__hash__(n), hash(float('inf')), hash(-0.0), hash(2.5))


class H:
    def __hash__(self):
        return 42


class FH(float, H):
    pass


v = FH('nan')
print(hash(v) == object.__hash__(v), hash(FH(1.5)) == hash(1.5))
print(len({float('nan') for i in range(5)}), len({n, n}))


class BadIndex:
    def __index__(self):
        return True


class BadIndex2(int):
    def __index__(self):
        return True


class BadInt:
    def __int__(self):
        return True


class MyInt(int):
    def __index__(self):
        return int(str(self)) + 1


class RetSub:
    def __index__(self):
        return MyInt(5)


class FloatSub(float):
    pass


class F:
    def __float__(self):
        return FloatSub(42.)


class Foo3(float):
    def __float__(self):
        return self


class Foo4(float):
    def __float__(self):
        return 42


show(lambda: int(BadIndex()))
show(lambda: int(BadIndex2()))
show(lambda: int(BadInt()))
show(lambda: operator.index(BadIndex()))
show(lambda: operator.index(RetSub()))
show(lambda: operator.index(MyInt(7)))
show(lambda: MyInt(7).__index__())
show(lambda: [1, 2, 3][BadIndex()])
show(lambda: float(F()))
show(lambda: FloatSub(F()))
show(lambda: float(Foo3(21)))
show(lambda: float(Foo4(42)))

# hot loops with changing argument types
total = 0
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    for i in range(300):
        x = [2.5, BadIndex(), MyInt(3), F(), -7.25, True][i % 6]
        if isinstance(x, float):
            total += x.__ceil__() - x.__floor__() + math.floor(x)
        elif isinstance(x, F):
            total += int(float(x))
        else:
            total += operator.index(x)
print(total)
