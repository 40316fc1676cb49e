# __slots__ and __weakref__, slots on subclasses of built-in types,
# object.__getstate__ with slots, copying slotted objects
import weakref
import copy
import pickle


def show(label, f, *args):
    try:
        print(label, repr(f(*args)))
    except Exception as e:
        print(label, type(e).__name__, e)


class D:
    __slots__ = ["__dict__"]


a = D()
a.foo = 42
print("D", hasattr(a, "__dict__"), hasattr(a, "__weakref__"), a.__dict__)
show("D weakref", weakref.ref, a)


class W:
    __slots__ = ["__weakref__"]


w = W()
print("W", hasattr(w, "__dict__"), hasattr(w, "__weakref__"), w.__weakref__)
show("W set", setattr, w, "foo", 1)
r = weakref.ref(w)
print("W ref", r() is w, w.__weakref__ is r)


class C1(W, D):
    __slots__ = []


c1 = C1()
print("C1", hasattr(c1, "__dict__"), hasattr(c1, "__weakref__"))


class NoWeak:
    __slots__ = ["foo"]


show("NoWeak", weakref.ref, NoWeak())


class Sub(NoWeak):
    pass


print("Sub", weakref.ref(Sub()) is not None)


class T(tuple):
    __slots__ = ()


show("T weakref", weakref.ref, T())
show("T attr", setattr, T(), "x", 1)


class L(list):
    __slots__ = ("tag",)


lst = L([1, 2])
lst.tag = "t"
show("L attr", setattr, lst, "other", 1)
print("L", lst, lst.tag, lst.__getstate__())


class Doc:
    "docstring"
    __slots__ = ()


show("Doc set", setattr, Doc(), "__doc__", "x")


class S:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __eq__(self, other):
        return (self.x, self.y) == (other.x, other.y)


s = S(1, [2])
print("getstate", s.__getstate__())
c = copy.copy(s)
dc = copy.deepcopy(s)
print("copies", c == s, dc == s, c.y is s.y, dc.y is s.y)
for proto in range(2, pickle.HIGHEST_PROTOCOL + 1):
    print("pickle", proto, pickle.loads(pickle.dumps(s, proto)) == s)


class Mixed(S):
    pass


m = Mixed(3, 4)
m.z = 5
st = m.__getstate__()
print("mixed", st[0]["z"] if isinstance(st, tuple) else st,
      sorted(st[1].items()) if isinstance(st, tuple) else None)

# hot loop: slot reads/writes with classes changing type mid-loop
objs = [S(1, 2), Mixed(3, 4), W(), D()]
total = 0
errors = 0
for i in range(300):
    o = objs[i % 4]
    try:
        o.x = i
        total += o.x
    except AttributeError:
        errors += 1
print("loop", total, errors)
