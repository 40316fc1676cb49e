# An instance's __dict__: a real dict of its attributes (reads, writes
# both ways, assignment of a new dict), on plain and hooked classes, in
# hot loops where tier-1/tier-2 attribute caches were set up before.


def show(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)


class A:
    cls_attr = "class"

    def __init__(self, x):
        self.x = x

    def m(self):
        return "m"


a = A(1)
d = a.__dict__
print(d, a.__dict__ is d, type(d).__name__)
d["y"] = 2
print(a.y, a.x)
a.z = 3
print(d)
del a.x
print(d, hasattr(a, "x"))
d["m"] = lambda: "shadowed"
print(a.m(), A(0).m())
del d["m"]
print(a.m())
a.__dict__ = {"q": 5}
print(a.q, hasattr(a, "z"), a.__dict__)
show(lambda: setattr(a, "__dict__", 3))


def del_dict():
    del a.__dict__


show(del_dict)
show(lambda: a.missing)
print(a.cls_attr, "cls_attr" in a.__dict__)
shared = {"k": 1}
b1 = A(0)
b2 = A(0)
b1.__dict__ = shared
b2.__dict__ = shared
b1.k = 7
print(b2.k)


class S:
    __slots__ = ("v",)


show(lambda: S().__dict__)
show(lambda: setattr(S(), "__dict__", {}))

# exceptions carry a __dict__ too
e = ValueError("boom")
e.note = "n"
print(e.__dict__, e.args)

# hot loops: some instances switch to dict mode mid-loop
s = 0
objs = [A(i) for i in range(10)]
for i in range(400):
    o = objs[i % 10]
    if i == 200:
        objs[3].__dict__["x"] = 1000
    if i == 250:
        objs[4].__dict__ = {"x": -5}
    s += o.x
    o.x = o.x + 1
    o.m()
print(s, [o.x for o in objs])

# __dict__ with attribute hooks


class Hook:
    def __setattr__(self, name, value):
        self.__dict__[name] = value * 10

    def __getattr__(self, name):
        return "missing " + name


h = Hook()
for i in range(150):
    h.v = i
print(h.v, h.other, h.__dict__)
