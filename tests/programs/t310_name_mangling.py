# Private name mangling of attributes: self.__x in class C is self._C__x
# (loads, stores, deletes, augmented assignment, method calls, nested
# functions and classes, __slots__ names).
class P:
    def __init__(self): self.__x = 1
    def g(self): return self.__x
    def inc(self):
        self.__x += 1
        return self.__x
    def __m(self): return "m"
    def call(self): return self.__m()
    def nested(self):
        def inner(): return self.__x
        return inner() + (lambda: self.__x)()
    def drop(self):
        del self.__x
        return hasattr(self, "_P__x")
p = P()
print(p.g(), p._P__x, p.inc(), p.call(), p.nested(), sorted(vars(p)), p.drop())
class Rat(object):
    __slots__ = ['_Rat__num', '_Rat__den']
    def __init__(self, n, d): self.__num = n; self.__den = d
    def val(self): return self.__num / self.__den
print(Rat(3, 4).val(), Rat(1, 2)._Rat__num)
class R:
    __slots__ = ['__a', '__b__']
    def __init__(self): self.__a = 1; self.__b__ = 2
print(R()._R__a, R().__b__, sorted(k for k in R.__dict__ if 'a' in k or 'b' in k))
class _U:
    def __init__(self): self.__y = 5
print(_U()._U__y)
class ___:
    def __init__(self): self.__z = 6
print(___().__z)
class Outer:
    class Inner:
        def __init__(self): self.__i = 7
    def __init__(self): self.__o = Outer.Inner()
    def get(self): return self.__o._Inner__i
print(Outer().get(), Outer()._Outer__o._Inner__i)
class Base:
    def __init__(self): self.__v = "base"
    def bv(self): return self.__v
class Sub(Base):
    def __init__(self):
        super().__init__()
        self.__v = "sub"
    def sv(self): return self.__v
s = Sub()
print(s.bv(), s.sv(), sorted(vars(s)))
tot = 0
objs = [P(), Sub(), P()]
for i in range(300):
    o = objs[i % 3]
    if isinstance(o, P):
        tot += o.g()
    else:
        tot += len(o.sv())
print(tot)
try: P().__x
except AttributeError as e: print("AttributeError", e)
print(getattr(P(), "_P__x"), P.__dict__.get("_P__m") is not None, "__m" in P.__dict__)
