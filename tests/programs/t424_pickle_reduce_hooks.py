# how objects are reduced, in CPython's order: reducer_override, the
# pickler's dispatch_table, copyreg.dispatch_table, __reduce_ex__,
# __reduce__; and what a reduction may return (NEWOBJ, NEWOBJ_EX, state,
# list and dict items, a state setter)
import copyreg
import io
import pickle


class Thing:
    def __init__(self, v):
        self.v = v


def make_thing(v):
    return Thing(v)


class OverrideBad:
    pass


class ViaOverride(pickle.Pickler):
    def reducer_override(self, obj):
        if isinstance(obj, Thing):
            return make_thing, (obj.v * 10,)
        if obj is int:
            return "int"
        if isinstance(obj, OverrideBad):
            return "float"
        return NotImplemented


for proto in (0, 2, 4):
    f = io.BytesIO()
    ViaOverride(f, proto).dump([Thing(1), int, Thing, 5, "s"])
    print(proto, f.getvalue())
    res = pickle.loads(f.getvalue())
    print(res[0].v, res[1], res[2].__name__)

f = io.BytesIO()
p = pickle.Pickler(f, 2)
try:
    p.dispatch_table
except AttributeError as e:
    print("AttributeError", e)
try:
    ViaOverride(io.BytesIO(), 2).dump(OverrideBad())
except pickle.PicklingError as e:
    print("PicklingError", str(e).split(": ", 1)[1])
p.dispatch_table = {Thing: lambda t: (make_thing, (t.v + 100,))}
p.dump(Thing(5))
print(f.getvalue(), pickle.loads(f.getvalue()).v, type(p.dispatch_table))


class ClassTable(pickle.Pickler):
    dispatch_table = copyreg.dispatch_table.copy()


ClassTable.dispatch_table[Thing] = lambda t: (make_thing, (-t.v,))
f = io.BytesIO()
ClassTable(f, 3).dump([Thing(3)])
print(f.getvalue(), pickle.loads(f.getvalue())[0].v)
copyreg.pickle(Thing, lambda t: (make_thing, (t.v, "copyreg")))
print(pickle.dumps(Thing(9), 2))
f = io.BytesIO()
ClassTable(f, 2).dump(Thing(4))
print(f.getvalue())
del copyreg.dispatch_table[Thing]


class WithState:
    def __init__(self, v):
        self.v = v
    def __getstate__(self):
        return {"v": self.v * 2}
    def __setstate__(self, st):
        self.v = st["v"] // 2


class Slotted:
    __slots__ = ("x", "y")
    def __init__(self, x, y):
        self.x = x
        self.y = y


class SlottedDict:
    __slots__ = ("x", "__dict__")


class NewArgs(int):
    def __new__(cls, v, tag):
        o = int.__new__(cls, v)
        o.tag = tag
        return o
    def __getnewargs__(self):
        return (int(self), self.tag)


class NewArgsEx:
    def __new__(cls, *a, **kw):
        o = object.__new__(cls)
        o.a = a
        o.kw = kw
        return o
    def __getnewargs_ex__(self):
        return self.a, self.kw


class Items:
    def __init__(self):
        self.items = []
        self.mapping = {}
    def append(self, x):
        self.items.append(("append", x))
    def extend(self, xs):
        self.items.append(("extend", list(xs)))
    def __setitem__(self, k, v):
        self.mapping[k] = v
    def __reduce__(self):
        return (Items, (), None, iter([1, 2, 3]), iter({"a": 1}.items()))


def set_state(obj, state):
    obj.v = ("via setter", state)


class WithSetter:
    def __init__(self):
        self.v = 1
    def __reduce__(self):
        return (WithSetter, (), {"v": 2}, None, None, set_state)


class ReduceEx:
    def __reduce_ex__(self, proto):
        return (ReduceEx, (), {"proto": proto})
    def __reduce__(self):
        return "never used"


class ReduceName:
    def __reduce__(self):
        return "global_name"


global_name = ReduceName()


class MyList(list):
    pass


class MyDict(dict):
    pass


for proto in range(6):
    print("== protocol", proto)
    w = pickle.loads(pickle.dumps(WithState(21), proto))
    print(pickle.dumps(WithState(21), proto), w.v)
    s = Slotted(1, 2)
    if proto >= 2:
        data = pickle.dumps(s, proto)
        t = pickle.loads(data)
        print(data, t.x, t.y)
        sd = SlottedDict()
        sd.x = 1
        sd.z = 2
        t = pickle.loads(pickle.dumps(sd, proto))
        print(t.x, t.z)
    else:
        try:
            pickle.dumps(s, proto)
        except TypeError as e:
            print("TypeError", e)
    n = pickle.loads(pickle.dumps(NewArgs(5, "five"), proto))
    print(pickle.dumps(NewArgs(5, "five"), proto), int(n), n.tag)
    n = pickle.loads(pickle.dumps(NewArgsEx(1, k=3), proto))
    print(n.a, n.kw)
    data = pickle.dumps(Items(), proto)
    it = pickle.loads(data)
    print(data, it.items, it.mapping)
    data = pickle.dumps(WithSetter(), proto)
    print(data, pickle.loads(data).v)
    print(pickle.loads(pickle.dumps(ReduceEx(), proto)).proto)
    print(pickle.dumps(global_name, proto), pickle.loads(
        pickle.dumps(global_name, proto)) is global_name)
    ml = MyList([1, 2])
    ml.attr = "a"
    back = pickle.loads(pickle.dumps(ml, proto))
    print(pickle.dumps(ml, proto), back, back.attr, type(back).__name__)
    back = pickle.loads(pickle.dumps(MyDict(a=1), proto))
    print(back, type(back).__name__)
    print(pickle.dumps(NewArgsEx(2), proto))
