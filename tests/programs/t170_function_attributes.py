# function attributes: defaults, code, globals, closure, names, docs, dict


def show(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)


def f(a, b=2, *, c=3):
    "doc here"
    return a, b, c


print(f.__defaults__, f.__kwdefaults__, f.__doc__, f.__name__,
      f.__qualname__, f.__module__)
f.__defaults__ = (20,)
f.__kwdefaults__ = {"c": 30}
print(f(1), f.__defaults__, f.__kwdefaults__)
f.__defaults__ = (7, 8)
print(f(), f(1, b=None))
f.__defaults__ = None
show(lambda: f(1))
f.__kwdefaults__ = None
show(lambda: f(1, 2))
show(lambda: setattr(f, "__defaults__", [1]))
show(lambda: setattr(f, "__kwdefaults__", 5))
f.__defaults__ = ()
print(f.__defaults__)


def nodoc():
    x = "not a doc"
    return x


def lam_holder():
    return lambda: 0


print(nodoc.__doc__, lam_holder().__name__, lam_holder().__qualname__)
nodoc.__doc__ = "set later"
print(nodoc.__doc__)

# code objects
co = f.__code__
print(co.co_name, co.co_argcount, co.co_kwonlyargcount, co.co_varnames,
      co.co_filename.endswith(".py"), co.co_qualname)


def outer():
    v = 3
    w = []

    def inner(p):
        return v + p + len(w)
    return inner


inn = outer()
print(inn.__code__.co_freevars, outer.__code__.co_cellvars,
      inn.__qualname__, inn.__name__)
cells = inn.__closure__
print(len(cells), sorted(type(c.cell_contents).__name__ for c in cells),
      f.__closure__)
cells[0].cell_contents = 100
print(inn(1))


def empty_cell():
    def g():
        return late
    c = g.__closure__[0]
    try:
        c.cell_contents
    except ValueError as e:
        print("ValueError", e)
    late = 5
    return c.cell_contents


print(empty_cell())
print(f.__globals__ is globals(), f.__globals__["__name__"])

# names
f.__name__ = "renamed"
f.__qualname__ = "Q.renamed"
print(f.__name__, f.__qualname__, repr(f).split(" at ")[0])
show(lambda: setattr(f, "__name__", 3))
show(lambda: setattr(f, "__qualname__", None))
show(lambda: setattr(f, "__globals__", {}))
show(lambda: setattr(f, "__closure__", None))


class K:
    def meth(self):
        def local():
            pass
        return local
    class Inner:
        def deep(self):
            pass


print(K.meth.__qualname__, K().meth().__qualname__,
      K.Inner.deep.__qualname__, K.meth.__module__)

# arbitrary attributes and __dict__
f.x = 5
f.__wrapped__ = nodoc
print(f.x, f.__wrapped__.__name__, sorted(f.__dict__))
f.__dict__["y"] = 6
print(f.y)
del f.__dict__["x"]
show(lambda: f.x)
f.__dict__ = {"z": 1}
print(f.z, f.__dict__)
show(lambda: setattr(f, "__dict__", 5))


def wraps(wrapped):
    def deco(wrapper):
        for name in ("__module__", "__name__", "__qualname__", "__doc__"):
            setattr(wrapper, name, getattr(wrapped, name))
        wrapper.__dict__.update(wrapped.__dict__)
        wrapper.__wrapped__ = wrapped
        return wrapper
    return deco


def logged(fn):
    @wraps(fn)
    def wrapper(*args, **kw):
        return ("logged", fn(*args, **kw))
    return wrapper


@logged
def add(a, b=1):
    "Adds."
    return a + b


add.tag = "t"
print(add(2), add.__name__, add.__doc__, add.__wrapped__(5), add.__qualname__,
      add.tag)

# hot loops: defaults changed while calls are specialised
def scale(x, k=2):
    return x * k


total = 0
for i in range(300):
    if i == 150:
        scale.__defaults__ = (3,)
    if i == 250:
        scale.__defaults__ = (0.5,)
    total += scale(i)
print(total)


def kwo(x, *, k=1):
    return x + k


total = 0
for i in range(200):
    if i == 100:
        kwo.__kwdefaults__ = {"k": 10}
    total += kwo(i)
print(total)

counters = []
for i in range(120):
    def cnt():
        return 1
    cnt.calls = i
    counters.append(cnt)
print(sum(c.calls for c in counters), counters[5].__dict__)


# docstrings of classes, methods and modules; bound methods forward
class Documented:
    "Class doc."

    def m(self):
        """Method doc."""
        return 1


class Undocumented(Documented):
    pass


bm = Documented().m
print(Documented.__doc__, Undocumented.__doc__, Documented.m.__doc__,
      bm.__doc__, bm.__name__, bm.__qualname__, bm.__func__ is Documented.m,
      type(bm.__self__).__name__)
Documented.m.tag = "tagged"
print(bm.tag)
show(lambda: setattr(bm, "other", 1))
ns = {}
exec('"""exec doc"""\nval = 1', ns)
print(ns["__doc__"], __doc__)
