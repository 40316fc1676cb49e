# isinstance/issubclass: proxies with __class__, objects with __bases__,
# metaclass hooks, tuples and unions, recursion limits

class AbstractClass:
    def __init__(self, bases):
        self.bases = bases
    def getbases(self):
        return self.bases
    __bases__ = property(getbases)
    def __call__(self):
        return AbstractInstance(self)


class AbstractInstance:
    def __init__(self, klass):
        self.klass = klass
    def getclass(self):
        return self.klass
    __class__ = property(getclass)


AbstractSuper = AbstractClass(bases=())
AbstractChild = AbstractClass(bases=(AbstractSuper,))


class Super:
    pass


class Child(Super):
    pass


class Proxy:
    def __init__(self, obj):
        self.__obj = obj
    def __getattribute__(self, name):
        if name.startswith("_Proxy__"):
            return object.__getattribute__(self, name)
        return getattr(self.__obj, name)


def show(label, f, *args):
    try:
        print(label, f(*args))
    except Exception as e:
        print(label, type(e).__name__, e)


show("abs inst", isinstance, AbstractChild(), AbstractSuper)
show("abs inst2", isinstance, AbstractSuper(), AbstractChild)
show("abs sub", issubclass, AbstractChild, AbstractSuper)
show("abs sub2", issubclass, AbstractSuper, AbstractChild)
show("abs sub3", issubclass, AbstractChild, (Child, AbstractSuper))
show("mixed", issubclass, AbstractChild, Super)
show("proxy", isinstance, Proxy(Child()), Super)
show("proxy2", isinstance, Proxy(3), int)
show("proxy3", isinstance, Proxy(3), str)
show("bad arg1", issubclass, 3, int)
show("bad arg2", issubclass, int, 3)
show("bad inst2", isinstance, 3, 3)
show("union", isinstance, 3, int | str)
show("union2", issubclass, bool, str | int)
show("generic", isinstance, [], list[int])
show("generic2", issubclass, list, list[int])
show("generic union", issubclass, int, list[int] | Child)
show("tuple nested", isinstance, 3, (str, (float, (int,))))


class C:
    def getbases(self):
        raise RuntimeError("bases")
    __bases__ = property(getbases)


class NoBases:
    def getbases(self):
        raise AttributeError("nope")
    __bases__ = property(getbases)


show("bases raise", isinstance, Child(), C())
show("bases attrerr", isinstance, Child(), NoBases())
show("sub bases raise", issubclass, C(), int)


class Meta(type):
    def __instancecheck__(cls, inst):
        return inst == 42
    def __subclasscheck__(cls, sub):
        return sub is float


class Odd(metaclass=Meta):
    pass


show("meta inst", isinstance, 42, Odd)
show("meta inst2", isinstance, 41, Odd)
show("meta sub", issubclass, float, Odd)
show("meta sub2", issubclass, Odd, Odd)


class Checker:
    def __instancecheck__(self, inst):
        return isinstance(inst, str)
    def __subclasscheck__(self, sub):
        return sub is bytes


show("obj check", isinstance, "x", Checker())
show("obj check2", isinstance, 1, Checker())
show("obj subcheck", issubclass, bytes, Checker())
show("type.__instancecheck__", type.__instancecheck__, Super, Proxy(Child()))
show("type.__subclasscheck__", type.__subclasscheck__, AbstractSuper.__class__, Child)

# recursion: deeply nested tuples and cyclic __bases__
t = (str,)
for i in range(5000):
    t = (t,)
show("deep tuple", isinstance, "", t)
show("deep tuple sub", issubclass, str, t)


class Cyclic:
    @property
    def __bases__(self):
        return (self, self)


show("cyclic bases", issubclass, Cyclic(), int)

# hot loops, with types changing mid-loop
objs = [1, "s", 2.0, Child(), Proxy(Child()), AbstractChild(), None, [1]]
classes = [int, (str, float), Super, int | list, AbstractSuper, Odd]
counts = [0] * len(classes)
for i in range(300):
    o = objs[i % len(objs)]
    for j in range(len(classes)):
        try:
            if isinstance(o, classes[j]):
                counts[j] += 1
        except TypeError:
            counts[j] += 1000
print("counts", counts)

subs = [int, bool, Child, Super, AbstractChild, float]
scounts = [0] * len(classes)
for i in range(300):
    s = subs[i % len(subs)]
    for j in range(len(classes)):
        try:
            if issubclass(s, classes[j]):
                scounts[j] += 1
        except TypeError:
            scounts[j] += 1000
print("scounts", scounts)
