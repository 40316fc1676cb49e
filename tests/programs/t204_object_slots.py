# object's own dunder methods as attributes (object().__str__,
# super().__repr__(), C.__eq__, __reduce_ex__, __getstate__, __dir__,
# __subclasshook__), dir(), types.UnionType, traceback objects
import sys


class C:
    def __init__(self):
        self.a = 1

    def __repr__(self):
        return "C!" + super().__repr__()[:10]

    def __eq__(self, o):
        return isinstance(o, C)


class D:
    pass


c, d = C(), D()
print(repr(c), str(c), c.__str__(), d.__str__()[:10], object.__repr__(d)[:12])
print(C.__eq__(c, C()), D.__eq__(d, d), D.__eq__(d, 1), d.__ne__(d),
      c.__ne__(C()), c != C())
print(hash(d) == d.__hash__(), format(d, "")[:10])
try:
    format(d, "x")
except TypeError as e:
    print("TypeError", e)
print(d.__reduce_ex__(2)[1:], d.__getstate__(), c.__getstate__())
print(dir(d)[-5:], [n for n in dir(c) if not n.startswith("__")],
      len(dir(D)) == len(dir(d)))
print(len(dir(object)), D.__subclasshook__(int), object.__subclasshook__(1))
x = 1


def f():
    y = 2
    return dir()


print(f(), "x" in dir(), "C" in dir(), sorted(dir(sys))[:0])
print(hasattr(d, "__eq__"), hasattr(int, "__repr__"),
      type(object().__str__).__name__ in ("method-wrapper", "method"))
for i in range(200):        # hot: the slots through the attribute caches
    s = d.__str__()
    e = d.__eq__(d)
print(s[:10], e)

# unions
u = int | str
print(u, int | None, u | float, (int | str) == (str | int), u.__args__)
print(isinstance(1, int | str), isinstance(1.5, int | str),
      issubclass(bool, int | None))
try:
    int | 1
except TypeError as e:
    print("TypeError", e)

# traceback objects
def g():
    return 1 / 0


try:
    g()
except ZeroDivisionError as e:
    tb = e.__traceback__
    print(type(tb).__name__, tb.tb_lineno, tb.tb_next.tb_lineno,
          tb.tb_next.tb_next, tb.tb_frame.f_code.co_name,
          tb.tb_next.tb_frame.f_code.co_name,
          tb.tb_frame.f_globals is globals())
    e2 = e.with_traceback(tb.tb_next)
    print(e2 is e, e.__traceback__.tb_lineno)
    e.__traceback__ = None
    print(e.__traceback__)
    try:
        e.__traceback__ = 5
    except TypeError as te:
        print("TypeError", te)
try:
    try:
        raise KeyError("k")
    except KeyError as k:
        v = ValueError("v")
        v.__cause__ = k
        raise v
except ValueError as e:
    print(repr(e.__cause__), e.__suppress_context__)
import types
print(types.SimpleNamespace(a=1, b="x"), types.FunctionType,
      types.UnionType is type(int | str))
