# function, method, cell and super attributes

def show(label, f, *args):
    try:
        print(label, repr(f(*args)))
    except Exception as e:
        print(label, type(e).__name__, e)


def f(a=1, *, k=2):
    "doc of f"
    return a + k


del f.__defaults__
print("defaults", f.__defaults__)
show("call", f)
f.__defaults__ = (10,)
show("call2", f)
del f.__kwdefaults__
print("kwdefaults", f.__kwdefaults__)
show("call3", f, 1)
f.__kwdefaults__ = {"k": 5}
del f.__doc__
print("doc", f.__doc__)
f.attr = 1
del f.attr
show("del again", delattr, f, "attr")
for name in ["__dict__", "__name__", "__qualname__", "__code__",
             "__globals__", "__closure__", "__builtins__", "__class__"]:
    show("del " + name, delattr, f, name)
for name, value in [("__dict__", None), ("__globals__", 2),
                    ("__closure__", ()), ("__name__", 7), ("__qualname__", 1)]:
    show("set " + name, setattr, f, name, value)
f.known = 7
print("dir", "known" in dir(f), f.__call__(1), type(f).__call__(f, 2))


class F:
    def a(self):
        return 1

    def __repr__(self):
        return "<F>"


m = F().a
for name in ["__func__", "__self__", "__class__"]:
    show("set m." + name, setattr, m, name, None)
    show("del m." + name, delattr, m, name)
print("method", repr(m), m.__name__, m.__call__(), m.__func__.__qualname__)
print("builtin call", len.__call__([1, 2]), print.__call__ is not None)


def outer():
    global inner_global

    def inner_global():
        pass

    def inner_local():
        pass
    return inner_local


print("qualnames", outer().__qualname__, inner_global.__qualname__)


def cell(value):
    def g():
        return a
    a = value
    return g.__closure__[0]


def empty_cell():
    def g():
        return a
    if False:
        a = 1
    return g.__closure__[0]


print("cells", cell(2) < cell(3), empty_cell() < cell("s"),
      empty_cell() == empty_cell(), cell(-36) == cell(-36.0),
      cell(True) > empty_cell(), cell(1) != cell(2))
c = cell(5)
del c.cell_contents
show("empty", getattr, c, "cell_contents")
import types
print("CellType", types.CellType(3).cell_contents)
show("CellType empty", getattr, types.CellType(), "cell_contents")


class A:
    def meth(self, a):
        return "A(%r)" % a


class C(A):
    def meth(self, a):
        return "C(%r)" % a + self.__super.meth(a)


C._C__super = super(C)
print("unbound super", C().meth(3))
s = super(A)
print("super get", s.__get__(None, A) is s, type(s.__get__(A())).__name__)
show("super args", super, A, A(), 3)


class Proxy:
    def __init__(self, obj):
        self.__obj = obj

    def __getattribute__(self, name):
        if name.startswith("_Proxy__"):
            return object.__getattribute__(self, name)
        return getattr(self.__obj, name)


class D(A):
    pass


print("proxy super", super(D, Proxy(D())).meth(5))


def sfunc(x):
    "static doc"
    return x * 2


sm = staticmethod(sfunc)
cm = classmethod(sfunc)
print("sm", sm.__doc__, sm.__name__, sm.__wrapped__ is sfunc, sm(4),
      sm.__call__(5))
print("cm dict", sorted(cm.__dict__))
cm.x = 42
print("cm x", cm.x, "x" in cm.__dict__)
del cm.x
print("cm hasattr", hasattr(cm, "x"))
show("sm func", setattr, sm, "__func__", 1)

# hot loops: attributes read and changed while calls run
def g(a, b=1):
    return a + b


total = 0
for i in range(300):
    if i == 100:
        g.__defaults__ = (10,)
    if i == 200:
        del g.__defaults__
    try:
        total += g(i)
    except TypeError:
        total -= 1
print("loop", total)
calls = 0
for i in range(200):
    fn = [g.__call__, m.__call__, sm.__call__][i % 3]
    try:
        fn(i, 1) if i % 3 == 0 else (fn() if i % 3 == 1 else fn(i))
        calls += 1
    except TypeError:
        pass
print("calls", calls)
