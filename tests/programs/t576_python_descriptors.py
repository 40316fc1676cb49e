# A data descriptor whose class defines __get__ in Python runs it as an
# inlined call (LOAD_ATTR_PY_DESCRIPTOR): enum values and names, a field
# class, errors from __get__, __getattr__ classes, wrong arities,
# non-data descriptors, __get__ replaced, the descriptor deleted.
import enum
class Color(enum.Enum):
    RED = 1
    GREEN = 2
t = 0
for i in range(300):
    t += Color.RED.value + len(Color.GREEN.name) + (Color.GREEN is Color(2))
print(t)

class Field:
    def __init__(self, default):
        self.default = default
        self.name = None
    def __set_name__(self, owner, name):
        self.name = "_" + name
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.name, self.default)
    def __set__(self, obj, value):
        setattr(obj, self.name, value)

class Model:
    x = Field(1)
    y = Field(2)
    def __init__(self, x):
        self.x = x

ms = [Model(i) for i in range(200)]
s = 0
for m in ms:
    s += m.x + m.y
print(s, Model.x.name, type(Model.y).__name__)
m = ms[0]
m.__dict__["x"] = 99        # a data descriptor wins over the instance dict
print(m.x)

class Boom:
    def __get__(self, obj, objtype):
        raise AttributeError("boom")
    def __set__(self, obj, v):
        pass
class B:
    a = Boom()
b = B()
for i in range(100):
    try:
        b.a
    except AttributeError as e:
        err = str(e)
print(err)

class G:
    def __getattr__(self, name):
        return "fallback " + name
    a = Boom()
for i in range(60):
    r = G().a
print(r)

class Two:
    def __get__(self, obj):      # wrong arity: TypeError as CPython
        return 1
    def __set__(self, obj, v):
        pass
class T2:
    a = Two()
for i in range(60):
    try:
        T2().a
    except TypeError as e:
        msg = str(e)
print(msg)

class NonData:
    def __get__(self, obj, objtype=None):
        return "nondata"
class N:
    a = NonData()
n = N()
out = []
for i in range(60):
    out.append(n.a)
    if i == 30:
        n.a = "own"
print(out[0], out[-1])

# __get__ replaced on the descriptor's class after warm-up
class D:
    def __get__(self, obj, objtype=None):
        return 1
    def __set__(self, obj, v):
        pass
class H:
    a = D()
h = H()
vals = []
for i in range(80):
    vals.append(h.a)
    if i == 40:
        D.__get__ = lambda self, obj, objtype=None: 2
print(vals[0], vals[-1], sum(vals))
# the descriptor removed from the class
del H.a
h.a = 5
print(h.a)
# an inherited descriptor, a subclass instance
class Sub(Model):
    pass
print(sum(Sub(i).x for i in range(100)))
def gen_get():
    class GD:
        def __get__(self, obj, objtype=None):
            yield obj
        def __set__(self, obj, v):
            pass
    class GO:
        a = GD()
    o = GO()
    return [next(o.a) is o for i in range(60)][-1]
print(gen_get())
