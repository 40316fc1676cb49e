# operator.itemgetter, attrgetter and methodcaller: results, reprs,
# errors, pickling and copying, as CPython's C _operator has them.
import copy
import functools
import operator
import pickle
from operator import itemgetter, attrgetter, methodcaller


def show(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, "->", type(e).__name__, e)


class Obj:
    def __init__(self, **kw):
        self.__dict__.update(kw)

    def f(self, *args, **kw):
        return ("f", args, sorted(kw.items()))

    def __repr__(self):
        return "Obj(%s)" % ", ".join("%s=%r" % kv
                                     for kv in sorted(vars(self).items()))


# --- types ---
for g in (itemgetter(1), attrgetter("a"), methodcaller("f")):
    t = type(g)
    print(t.__name__, t.__qualname__, t.__module__, repr(t), callable(g))
    print(t.__doc__.splitlines()[0])
    print(sorted(k for k in ("__call__", "__repr__", "__reduce__")
                 if k in vars(t)))
    try:
        class Sub(t):
            pass
    except TypeError as e:
        print("subclass ->", e)
    print(g == g, g == type(g)(*g.__reduce__()[1]), hash(g) == hash(g))
print(operator.itemgetter is itemgetter, operator.__doc__.splitlines()[0])

# --- itemgetter ---
data = [(3, "c", 0.5), (1, "a", 2.5), (2, "b", 1.5), (1, "z", 9.0)]
print(itemgetter(1)(data[0]), itemgetter(0, 2)(data[1]))
print(itemgetter(-1)("hello"), itemgetter(slice(1, 3))("hello"))
print(itemgetter("k", "j")({"k": 1, "j": 2}))
print(itemgetter((1, 2))({(1, 2): "tuple key"}))
print(sorted(data, key=itemgetter(1)))
print(sorted(data, key=itemgetter(0, 1)))
print(sorted(data, key=itemgetter(1, 0), reverse=True))
print(list(map(itemgetter(0), data)), max(data, key=itemgetter(2)))
print(repr(itemgetter(1)), repr(itemgetter(1, "a")), repr(itemgetter((1, 2))))
print(repr(itemgetter(slice(1, 2), None, 2.5)))
print(itemgetter(1).__call__([5, 6]), itemgetter(1).__reduce__())
print(itemgetter(1, "a").__reduce__())
loop = []
gl = itemgetter(loop)
loop.append(gl)
print(repr(gl))
show("ig()", lambda: itemgetter())
show("ig(a=1)", lambda: itemgetter(a=1))
show("ig(1, a=1)", lambda: itemgetter(1, a=1))
show("g()", lambda: itemgetter(1)())
show("g(1, 2)", lambda: itemgetter(1)(1, 2))
show("g(x, k=)", lambda: itemgetter(1)([1], k=2))
show("g(k=)", lambda: itemgetter(1)(k=2))
show("g([1])", lambda: itemgetter(1)([1]))
show("g({})", lambda: itemgetter("x")({}))
show("g({}) tuple", lambda: itemgetter("a", "x")({"a": 1}))
show("g(5)", lambda: itemgetter(0)(5))
show("g(str)", lambda: itemgetter("a")("abc"))
show("__call__ bad self", lambda: itemgetter.__call__(1, "ab"))
show("__repr__ bad self", lambda: itemgetter.__repr__(1))
show("__reduce__ bad self", lambda: itemgetter.__reduce__(1))
show("type.__call__", lambda: type(itemgetter(2)).__call__(itemgetter(2),
                                                          "abc"))

# --- attrgetter ---
o = Obj(a=Obj(b=Obj(c=42), x=7), name="n", y=(1, 2))
print(attrgetter("name")(o), attrgetter("a.x")(o), attrgetter("a.b.c")(o))
print(attrgetter("name", "a.b.c", "y")(o))
print(attrgetter("real", "imag")(3 + 4j))
print(repr(attrgetter("a")), repr(attrgetter("a", "b.c")),
      repr(attrgetter("a.b.c")))
print(attrgetter("a").__reduce__(), attrgetter("a", "b.c").__reduce__())
objs = [Obj(a=Obj(b=i * 7 % 5), i=i) for i in range(6)]
print(max(objs, key=attrgetter("a.b")), min(objs, key=attrgetter("a.b")))
print(list(map(attrgetter("i"), objs)))
print(sorted(objs, key=attrgetter("a.b", "i")))
show("ag()", lambda: attrgetter())
show("ag(1)", lambda: attrgetter(1))
show("ag('a', 2)", lambda: attrgetter("a", 2))
show("ag(a=)", lambda: attrgetter(a="x"))
show("ag missing", lambda: attrgetter("a")(1))
show("ag dotted missing", lambda: attrgetter("real.x")(1))
show("ag a..b", lambda: attrgetter("a..b")(1))
show("ag empty", lambda: attrgetter("")(1))
show("ag no arg", lambda: attrgetter("real")())
show("ag kw", lambda: attrgetter("real")(1, k=1))
show("ag two", lambda: attrgetter("real")(1, 2))
show("ag obj missing", lambda: attrgetter("a.b.zz")(o))


class Raises:
    @property
    def boom(self):
        raise KeyError("inside")


show("ag property raises", lambda: attrgetter("boom")(Raises()))

# --- methodcaller ---
words = ["Spam", "eggs", "HAM"]
print(list(map(methodcaller("upper"), words)))
print(list(map(methodcaller("replace", "a", "@"), words)))
print(methodcaller("split", ",", maxsplit=1)("a,b,c"))
print(methodcaller("f", 1, 2, k=3)(o), methodcaller("f")(o))
print(methodcaller("get", "x", "dflt")({}),
      methodcaller("bit_length")(255))
print(sorted(words, key=methodcaller("lower")))
print(methodcaller("__add__", 1)(41))
print(repr(methodcaller("f")), repr(methodcaller("f", 1, k=2)))
print(repr(methodcaller("f", "a", 2.5, k=[1], j="x")),
      repr(methodcaller("f", k=1)))
print(methodcaller("f").__reduce__(), methodcaller("f", 1, 2).__reduce__())
red = methodcaller("f", 1, k=2).__reduce__()
print(type(red[0]).__name__, red[0].func is methodcaller, red[0].args,
      red[0].keywords, red[1])
print(methodcaller("f", k=1).__reduce__())
m = methodcaller("f", 1)
print(m(o), m(o))   # the stored arguments survive a call
show("mc()", lambda: methodcaller())
show("mc(name=)", lambda: methodcaller(name="x"))
show("mc(1)", lambda: methodcaller(1))
show("mc call none", lambda: methodcaller("upper")())
show("mc call two", lambda: methodcaller("upper")("a", "b"))
show("mc call kw", lambda: methodcaller("upper")("a", k=1))
show("mc missing", lambda: methodcaller("nope")("a"))
show("mc bad args", lambda: methodcaller("upper", 1)("a"))
show("mc name kw", lambda: methodcaller("f", name=1)(o))


class WithAttr:
    def __init__(self):
        self.g = lambda *a, **k: ("instance attr", a, k)

    def g(self):
        return "class method"


print(methodcaller("g", 1, z=2)(WithAttr()))
print(methodcaller("count", "a")("banana"), methodcaller("items")({1: 2}))

# --- the types' own methods and attributes ---
g = itemgetter(1)
show("X.__new__", lambda: attrgetter.__new__(attrgetter, "a", "b"))
show("X.__new__ kw", lambda: methodcaller.__new__(methodcaller, "f", k=1))
show("X.__new__ other", lambda: methodcaller.__new__(itemgetter, "a"))
show("X.__new__()", lambda: methodcaller.__new__())
show("X.__new__(3)", lambda: methodcaller.__new__(3))
show("__reduce__(1)", lambda: g.__reduce__(1))
show("__reduce__(a=1)", lambda: g.__reduce__(a=1))
show("unbound __reduce__()", lambda: itemgetter.__reduce__())
show("__repr__(1)", lambda: g.__repr__(1))
show("__repr__(a=1)", lambda: g.__repr__(a=1))
show("unbound __repr__()", lambda: itemgetter.__repr__())
show("unbound __call__()", lambda: itemgetter.__call__())
show("__call__ other", lambda: methodcaller.__call__(g, [1, 2]))
show("setattr", lambda: setattr(g, "x", 1))
show("delattr", lambda: delattr(g, "x"))
show("set __call__", lambda: setattr(g, "__call__", 1))
show("del __call__", lambda: delattr(g, "__call__"))
show("set __doc__", lambda: setattr(g, "__doc__", 1))

# --- pickle and copy ---
for g in (itemgetter(1), itemgetter(0, 2), attrgetter("a.x"),
          attrgetter("name", "y"), methodcaller("f"),
          methodcaller("f", 1, k=2)):
    for proto in (0, 2, pickle.HIGHEST_PROTOCOL):
        g2 = pickle.loads(pickle.dumps(g, proto))
        print(proto, repr(g2), type(g2) is type(g), g2 is not g)
    g3 = copy.copy(g)
    g4 = copy.deepcopy(g)
    print(repr(g3), repr(g4))
    target = o if not isinstance(g, itemgetter) else data[0]
    print(g(target) == g3(target) == g4(target))
