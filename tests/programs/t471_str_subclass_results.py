# str subclasses: what __repr__/__str__ return is kept, attribute names,
# methods on subclass values; function names are kept as objects
import functools


class StrSubclass(str):
    pass


class WithRepr:
    def __init__(self, v):
        self.v = v

    def __repr__(self):
        return self.v


class WithStr:
    def __init__(self, v):
        self.v = v

    def __str__(self):
        return self.v


def show(x):
    print(type(x).__name__, x)


show(repr(WithRepr(StrSubclass("<abc>"))))
show(ascii(WithRepr(StrSubclass("<abc>"))))
show(ascii(WithRepr(StrSubclass("<\U0001f40d>"))))
show(str(WithStr(StrSubclass("abc"))))
show(str(WithRepr(StrSubclass("<abc>"))))
show(StrSubclass(WithStr("abc")))
show(f"{WithRepr(StrSubclass('<x>'))!r}")
try:
    repr(WithRepr(5))
except TypeError as e:
    print(e)

name = StrSubclass("name")


class Bag:
    pass


o = Bag()
try:
    delattr(o, name)
except AttributeError as e:
    print("AttributeError")
setattr(o, name, 1)
print(o.name, getattr(o, name), object.__getattribute__(o, name))
try:
    getattr(o, 5)
except TypeError as e:
    print(e)

print(StrSubclass("ascii").encode("ascii"), StrSubclass("é").encode())
text = "abc"
args = text.__getnewargs__()
print(args[0] is not text, args[0] == text, len(args))
data = b"xyz"
print(data.__getnewargs__()[0] is not data)


class myint(int):
    pass


print(myint(42).as_integer_ratio(), myint(7).bit_count(),
      myint(5).to_bytes(2, "little"), True.as_integer_ratio())
print((0).to_bytes(1, StrSubclass("big")),
      int.from_bytes(b"\x00\x01", StrSubclass("little")))


def f(a: "x"):
    """doc"""


def wrapper(b: "y"):
    pass


functools.update_wrapper(wrapper, f)
print(wrapper.__name__ is f.__name__, wrapper.__qualname__ is f.__qualname__,
      f.__name__ is f.__name__)


def w2():
    pass


functools.update_wrapper(w2, max)
print(w2.__name__, w2.__doc__.startswith("max("), w2.__annotations__)
f.__name__ = StrSubclass("zz")
print(type(f.__name__).__name__, f.__name__)
print(len, max, print)
