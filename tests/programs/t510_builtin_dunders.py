# The dunder methods of built-in types read as attributes (issue 21):
# int/bool/float rounding and divmod, list.__reversed__, memoryview's
# item slots and strides/suboffsets/toreadonly, the set operations of
# dict_keys/dict_items, None.__bool__, and __get__/__call__/__objclass__
# of the built-in method descriptors.
import math
import warnings


def show(label, f):
    try:
        r = f()
    except Exception as e:
        print(label, "->", type(e).__name__, e)
        return
    print(label, "=", type(r).__name__, repr(r))


class I(int):
    pass


class F(float):
    pass


class S(str):
    pass


# --- int and bool: __ceil__ __floor__ __trunc__ __round__ ---
for name in ["__ceil__", "__floor__", "__trunc__", "__round__"]:
    m = getattr(int, name)
    print(name, m.__name__, m.__qualname__, m.__objclass__)
    show("  7", lambda: m(7))
    show("  True", lambda: m(True))
    show("  I(7)", lambda: m(I(7)))
    show("  big", lambda: m(-(10 ** 30)))
    show("  float", lambda: m(7.5))
    show("  S", lambda: m(S("x")))
    show("  none", lambda: m())
    show("  extra", lambda: m(7, 1, 2))
    show("  kw", lambda: m(7, x=1))
    show("  bound", lambda: getattr(-7, name)())
    show("  bool bound", lambda: getattr(False, name)())
show("floor(1)", lambda: int.__floor__(7, 1))
for nd in [-1, -2, 0, 2, I(-1), True]:
    for n in [15, 25, -25, 12345, 10 ** 30 + 5 * 10 ** 10]:
        show("round(%d, %r)" % (n, nd), lambda: int.__round__(n, nd))
show("round(big, -11)", lambda: (10 ** 30 + 5 * 10 ** 10).__round__(-11))
show("round(True, 0)", lambda: True.__round__(0))
show("round(15, None)", lambda: int.__round__(15, None))
show("round(15, 'a')", lambda: int.__round__(15, "a"))
show("round(15, 1.0)", lambda: int.__round__(15, 1.0))
show("round(15, 10**30)", lambda: int.__round__(15, 10 ** 30))
show("round kw", lambda: (7).__round__(ndigits=1))
show("round(I(25), -1)", lambda: round(I(25), -1))
show("round(I(25))", lambda: round(I(25)))
show("floor(I(big))", lambda: math.floor(I(10 ** 20 + 1)))
show("ceil(I(big))", lambda: math.ceil(I(10 ** 20 + 1)))
show("trunc(I(big))", lambda: math.trunc(I(-10 ** 20 - 1)))

# --- float: __trunc__ __round__ (and __floor__ __ceil__) ---
for name in ["__trunc__", "__round__", "__floor__", "__ceil__"]:
    m = getattr(float, name)
    print(name, m.__name__, m.__qualname__, m.__objclass__)
    for x in [7.5, -7.5, 2.5, -0.5, F(2.5), 1e300]:
        show("  %r" % (x,), lambda: m(x))
    show("  inf", lambda: m(float("inf")))
    show("  nan", lambda: m(float("nan")))
    show("  int", lambda: m(7))
    show("  none", lambda: m())
    show("  extra", lambda: m(7.5, 1, 2))
    show("  kw", lambda: m(7.5, x=1))
show("trunc(1)", lambda: float.__trunc__(7.5, 1))
for x, nd in [(2.675, 2), (2.5, None), (2.5, 0), (1234.5, -2), (0.5, 0),
              (-1.5, None), (1e308, -308), (2.5, 10 ** 30), (2.5, -10 ** 30),
              (float("inf"), 1), (F(2.567), 2), (2.567, I(1))]:
    show("round(%r, %r)" % (x, nd), lambda: float.__round__(x, nd))
show("round('a')", lambda: (2.5).__round__("a"))
show("round(2.0)", lambda: (2.5).__round__(2.0))
show("round nan", lambda: float("nan").__round__())
show("round kw", lambda: (2.5).__round__(ndigits=1))
show("trunc(F)", lambda: math.trunc(F(-2.5)))
show("round(F)", lambda: round(F(3.5)))

# --- __divmod__ and __rdivmod__ of int, bool and float ---
for name in ["__divmod__", "__rdivmod__"]:
    for tp in [int, bool, float]:
        m = getattr(tp, name)
        print(tp.__name__, name, m.__name__, m.__qualname__, m.__objclass__)
        for other in [2, -2.5, 0, 0.0, "a", I(3), F(3), True, 10 ** 20,
                      None]:
            show("  %r" % (other,), lambda: m(tp(7), other))
        show("  zero", lambda: m(tp(0), 0.0))
        show("  str self", lambda: m("a", 1))
        show("  I self", lambda: m(I(7), 2))
        show("  none", lambda: m())
        show("  one", lambda: m(tp(7)))
        show("  extra", lambda: m(tp(7), 1, 2))
        show("  kw", lambda: m(tp(7), x=1))
show("(7).__divmod__(2)", lambda: (7).__divmod__(2))
show("(7).__rdivmod__(2)", lambda: (7).__rdivmod__(2))
show("(-7).__divmod__(2)", lambda: (-7).__divmod__(2))
show("min // -1", lambda: (-(2 ** 63)).__divmod__(-1))
show("(7.5).__rdivmod__(2)", lambda: (7.5).__rdivmod__(2))
show("(7.5).__divmod__(-0.0)", lambda: (7.5).__divmod__(-0.0))
show("divmod(I, 2)", lambda: divmod(I(7), 2))
show("divmod(7, I)", lambda: divmod(7, I(2)))
show("divmod(F, 2)", lambda: divmod(F(7), 2))
show("divmod(2.0, I)", lambda: divmod(2.0, I(7)))
show("divmod(I, 2.0)", lambda: divmod(I(7), 2.0))
show("divmod(I, 'a')", lambda: divmod(I(7), "a"))


class D(int):
    def __divmod__(self, other):
        return ("D", int(self), other)

    def __rdivmod__(self, other):
        return ("rD", int(self), other)


show("divmod(D, 2)", lambda: divmod(D(7), 2))
show("divmod(2, D)", lambda: divmod(2, D(7)))
show("super divmod", lambda: super(D, D(7)).__divmod__(2))

# --- list.__reversed__ ---
print(list.__reversed__.__name__, list.__reversed__.__qualname__,
      list.__reversed__.__objclass__)
it = [1, 2, 3].__reversed__()
print(type(it).__name__, next(it), it.__length_hint__(), list(it))
show("list.__reversed__(l)", lambda: list(list.__reversed__([4, 5])))
show("empty", lambda: list([].__reversed__()))
show("int", lambda: list.__reversed__(5))
show("none", lambda: list.__reversed__())
show("extra", lambda: [].__reversed__(1))
show("kw", lambda: [].__reversed__(x=1))
show("list.append()", lambda: list.append())


class L(list):
    def __getitem__(self, i):
        return 99

    def __len__(self):
        return 1


print(list(reversed(L([1, 2, 3]))), type(reversed(L([1]))).__name__)
print(list(L([1, 2, 3]).__reversed__()))


class R(list):
    def __reversed__(self):
        return iter(["own"])


print(list(reversed(R([1, 2]))), list(super(R, R([1, 2])).__reversed__()))
lst = [1, 2, 3]
rit = lst.__reversed__()
lst.pop()
print(list(rit))

# --- memoryview ---
ba = bytearray(b"abcdef")
m = memoryview(ba)
for name in ["__len__", "__getitem__", "__setitem__", "__delitem__",
             "__iter__"]:
    d = getattr(memoryview, name)
    print(name, d.__name__, d.__qualname__, d.__objclass__, type(d).__name__)
show("len", lambda: m.__len__())
show("[1]", lambda: m.__getitem__(1))
show("[-1]", lambda: m.__getitem__(-1))
show("[1:3]", lambda: m.__getitem__(slice(1, 3)).tobytes())
show("[10]", lambda: m.__getitem__(10))
show("['a']", lambda: m.__getitem__("a"))
show("set", lambda: m.__setitem__(0, 65))
print(ba)
show("set slice", lambda: m.__setitem__(slice(4, 6), b"yz"))
print(ba)
show("set 300", lambda: m.__setitem__(0, 300))
show("set -1", lambda: m.__setitem__(0, -1))
show("set big", lambda: m.__setitem__(0, 2 ** 70))
show("set str", lambda: m.__setitem__(0, "a"))
show("del", lambda: m.__delitem__(0))
show("del slice", lambda: m.__delitem__(slice(0, 1)))
show("del str", lambda: m.__delitem__("a"))


def delete_item():
    del m[0]


show("del m[0]", delete_item)
show("iter", lambda: list(m.__iter__()))
show("strides", lambda: m.strides)
show("suboffsets", lambda: m.suboffsets)
show("cast strides", lambda: m.cast("H").strides)
show("cast Q strides", lambda: memoryview(bytes(16)).cast("Q").strides)
show("cast suboffsets", lambda: m.cast("H").suboffsets)
show("empty strides", lambda: memoryview(b"").strides)
r = m.toreadonly()
show("ro readonly", lambda: (m.readonly, r.readonly))
show("ro bytes", lambda: r.tobytes())
show("ro set", lambda: r.__setitem__(0, 1))
show("ro ro", lambda: r.toreadonly().readonly)
show("ro of bytes", lambda: memoryview(b"ab").toreadonly().tolist())
ba[0] = 90
show("ro sees writes", lambda: r[0])
show("toreadonly(1)", lambda: m.toreadonly(1))
show("toreadonly kw", lambda: m.toreadonly(x=1))
show("toreadonly int", lambda: memoryview.toreadonly(5))
show("toreadonly none", lambda: memoryview.toreadonly())
show("len int", lambda: memoryview.__len__(5))
c = m.cast("H").toreadonly()
show("cast ro", lambda: (c.format, c.itemsize, c.readonly, c.tolist()))
show("bytes set", lambda: memoryview(b"ab").__setitem__(0, 1))
show("len(1)", lambda: memoryview(b"ab").__len__(1))
show("getitem()", lambda: memoryview(b"ab").__getitem__())
show("delitem()", lambda: memoryview(b"ab").__delitem__())
m2 = memoryview(b"abc")
m2.release()
show("released strides", lambda: m2.strides)
show("released suboffsets", lambda: m2.suboffsets)
show("released toreadonly", lambda: m2.toreadonly())
show("released len", lambda: m2.__len__())
show("released getitem", lambda: m2.__getitem__(0))
show("released delitem", lambda: m2.__delitem__(0))
with memoryview(bytearray(b"xy")) as m3:
    with m3.toreadonly() as m4:
        print(m4.tobytes(), m4.readonly)
    print(m3.readonly)

# --- dict_keys and dict_items set operations ---
k = {1: 2, 3: 4}.keys()
its = {1: 2, 3: 4}.items()


class Iterable:
    def __iter__(self):
        return iter([3, 9])


for name in ["__and__", "__or__", "__xor__", "__sub__", "__rand__",
             "__ror__", "__rxor__", "__rsub__"]:
    for tp in [type(k), type(its)]:
        d = getattr(tp, name)
        print(name, d.__name__, d.__qualname__, d.__objclass__,
              type(d).__name__)
    show("  keys list", lambda: sorted(getattr(k, name)([3, 5])))
    show("  keys set", lambda: sorted(getattr(k, name)({1, 7})))
    show("  keys keys", lambda: sorted(getattr(k, name)({3: 0, 8: 0}.keys())))
    show("  keys iterable", lambda: sorted(getattr(k, name)(Iterable())))
    show("  keys int", lambda: getattr(k, name)(5))
    show("  keys none", lambda: getattr(k, name)())
    show("  keys kw", lambda: getattr(k, name)(x=1))
    show("  items list", lambda: sorted(getattr(its, name)([(1, 2), (7, 8)])))
    show("  items None", lambda: getattr(its, name)(None))
    show("  unhashable", lambda: getattr(k, name)([[1]]))
    show("  wrong self", lambda: getattr(type(k), name)(5, [1]))
    show("  items as keys", lambda: getattr(type(k), name)(its, [1]))
    show("  extra", lambda: getattr(type(k), name)(k, [1], 2))
show("k & 5", lambda: k & 5)
show("5 & k", lambda: 5 & k)
show("k | range", lambda: sorted(k | range(2)))
show("range - k", lambda: sorted(range(5) - k))
show("[1] ^ its", lambda: sorted([1] ^ its, key=repr))
show("values has no __and__", lambda: {1: 2}.values().__and__)

# --- None.__bool__, NotImplemented.__bool__ ---
show("None.__bool__()", lambda: None.__bool__())
show("NoneType.__bool__(None)", lambda: type(None).__bool__(None))
show("NoneType.__bool__(0)", lambda: type(None).__bool__(0))
show("None.__bool__(1)", lambda: None.__bool__(1))
print(type(None).__bool__, type(None).__bool__.__objclass__)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    show("NotImplemented.__bool__()", lambda: NotImplemented.__bool__())
    print([str(w.message) for w in caught],
          [w.category.__name__ for w in caught])

# --- wrapper_descriptor: __call__, __get__ ---
w = int.__add__
show("w.__get__(3)(4)", lambda: w.__get__(3)(4))
show("w.__get__(3, int)(4)", lambda: w.__get__(3, int)(4))
show("w.__get__(True)(4)", lambda: w.__get__(True)(4))
show("w.__get__(None, int)", lambda: w.__get__(None, int))
show("w.__get__(None, str)", lambda: w.__get__(None, str))
show("w.__get__(None, 5)", lambda: w.__get__(None, 5))
show("w.__get__(None, None)", lambda: w.__get__(None, None))
show("w.__get__(None)", lambda: w.__get__(None))
show("w.__get__('a')", lambda: w.__get__("a"))
show("w.__get__()", lambda: w.__get__())
show("w.__get__(1, 2, 3)", lambda: w.__get__(1, 2, 3))
show("w.__get__(1, x=2)", lambda: w.__get__(1, x=2))
show("w.__get__(1, 2)(5)", lambda: w.__get__(1, 2)(5))
show("w.__call__(3, 4)", lambda: w.__call__(3, 4))
show("w.__call__()", lambda: w.__call__())
show("w.__call__('a', 4)", lambda: w.__call__("a", 4))
show("w.__call__(3, y=4)", lambda: w.__call__(3, y=4))
print(w.__call__.__name__, type(w.__call__).__name__,
      type(w.__get__).__name__, w.__get__.__name__,
      w.__get__.__objclass__, w.__call__.__objclass__)
print(w.__get__(3).__self__, w.__get__(3).__name__,
      type(w.__get__(3)).__name__)
show("object.__eq__.__get__", lambda: object.__eq__.__get__(5)(5))
show("object.__init__.__get__", lambda: object.__init__.__get__(5)())
show("float.__divmod__.__get__", lambda: float.__divmod__.__get__(7.5)(2))
show("float.__divmod__.__get__(I)", lambda: float.__divmod__.__get__(I(1)))
show("NoneType.__bool__.__get__", lambda: type(None).__bool__.__get__(None))
print(callable(w), callable(str.join))

# --- method_descriptor: __get__, __objclass__ ---
j = str.join
show("j.__get__('-')('ab')", lambda: j.__get__("-")("ab"))
show("j.__get__(S('-'))('ab')", lambda: j.__get__(S("-"))("ab"))
show("j.__get__('-', int)('ab')", lambda: j.__get__("-", int)("ab"))
show("j.__get__(None, str) is j", lambda: j.__get__(None, str) is j)
show("j.__get__(None, int) is j", lambda: j.__get__(None, int) is j)
show("j.__get__(None, None)", lambda: j.__get__(None, None))
show("j.__get__(5)", lambda: j.__get__(5))
show("j.__get__()", lambda: j.__get__())
show("j.__get__(1, 2, 3)", lambda: j.__get__(1, 2, 3))
show("j.__get__('a', x=1)", lambda: j.__get__("a", x=1))
print(j.__objclass__, list.append.__objclass__, float.__floor__.__objclass__,
      dict.get.__objclass__, int.__round__.__objclass__,
      list.__reversed__.__objclass__, memoryview.toreadonly.__objclass__)
print(j.__get__.__name__, type(j.__get__).__name__,
      j.__get__("-").__name__, j.__get__("-").__self__)
show("list.append.__get__", lambda: list.append.__get__([1]).__self__)
show("int.__round__.__get__", lambda: int.__round__.__get__(15)(-1))
show("list.__reversed__.__get__", lambda: list(
    list.__reversed__.__get__([1, 2])()))
show("'a'.join.__get__", lambda: "a".join.__get__)
show("'a'.join.__objclass__", lambda: "a".join.__objclass__)
show("w.__get__.__get__", lambda: w.__get__.__get__)
show("len.__objclass__", lambda: len.__objclass__)
show("len.__get__", lambda: len.__get__)
show("dict.fromkeys.__objclass__", lambda: dict.fromkeys.__objclass__)
show("(1).__add__.__objclass__", lambda: (1).__add__.__objclass__)


class A:
    add = int.__add__
    join = str.join


show("A().add(1)", lambda: A().add(1))
show("A().join([])", lambda: A().join([]))
show("A.add(1, 2)", lambda: A.add(1, 2))

# --- function.__get__ arity (the same slot) ---
show("f.__get__()", lambda: (lambda: 0).__get__())
show("f.__get__(1, 2, 3)", lambda: (lambda: 0).__get__(1, 2, 3))
show("f.__get__(1, x=2)", lambda: (lambda: 0).__get__(1, x=2))
show("f.__get__(3)()", lambda: (lambda x: x).__get__(3)())
show("property().__get__()", lambda: property().__get__())
show("property().__get__(1, 2, 3)", lambda: property().__get__(1, 2, 3))
show("staticmethod.__get__", lambda: staticmethod(abs).__get__(1)(-3))

# --- enumerate[...] ---
print(enumerate[int], list(enumerate[int]([5])))
