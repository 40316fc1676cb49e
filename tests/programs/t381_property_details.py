# property as CPython 3.11: names in errors, docs, subclasses, abstractness

def show(label, f, *args):
    try:
        print(label, repr(f(*args)))
    except Exception as e:
        print(label, type(e).__name__, e)


class Outer:
    class Inner:
        ro = property(lambda self: 1)
        wo = property(None, lambda self, v: None)
    anon = property()


o = Outer.Inner()
show("get ro", getattr, o, "ro")
show("set ro", setattr, o, "ro", 2)
show("del ro", delattr, o, "ro")
show("get wo", getattr, o, "wo")
p = property()
show("anon get", p.__get__, o)
show("anon set", p.__set__, o, 1)
show("anon del", p.__delete__, o)
show("outer anon", getattr, Outer(), "anon")
p.__set_name__(Outer, "named")
show("named set", p.__set__, o, 1)
show("set_name args", p.__set_name__, 1)
show("copy keeps name", p.getter(None).__get__, o)


def getter(self):
    "getter doc"
    return 5


class Base:
    @property
    def spam(self):
        "BaseClass.getter"
        return 1

    @spam.setter
    def spam(self, v):
        pass


print("base doc", Base.spam.__doc__)
print("getter doc", property(getter).__doc__)
print("explicit doc", property(getter, doc="given").__doc__)
pp = property(getter)
pp.__doc__ = "changed"
print("writable", pp.__doc__, pp.getter(getter).__doc__)


class PropertySub(property):
    """a subclass of property"""


class PropertySubSlots(property):
    __slots__ = ()


class Foo:
    @PropertySub
    def spam(self):
        """spam doc"""
        return 1

    @spam.getter
    def spam(self):
        """new spam doc"""
        return 2

    @spam.setter
    def spam(self, v):
        self._v = v


print("sub doc", type(Foo.spam).__name__, Foo.spam.__doc__, Foo().spam)
f = Foo()
f.spam = 7
print("sub set", f._v)
try:
    class Bar:
        @PropertySubSlots
        def spam(self):
            """doc"""
            return 1
except AttributeError as e:
    print("slots", e)


class Abstract:
    def f(self):
        pass
    f.__isabstractmethod__ = True


print("abstract", property(Abstract.f).__isabstractmethod__,
      property(getter).__isabstractmethod__,
      property(None, None, Abstract.f).__isabstractmethod__)


class WithClassProp:
    @classmethod
    @property
    def __doc__(cls):
        return "doc of %s" % cls.__name__


print("class prop", WithClassProp.__doc__, WithClassProp().__doc__)

# hot loops: property reads/writes, errors, a property replaced mid-loop
class Point:
    def __init__(self):
        self._x = 0

    @property
    def x(self):
        return self._x

    @x.setter
    def x(self, v):
        self._x = v

    ro = property(lambda self: 3)


pt = Point()
total = 0
errors = 0
for i in range(300):
    pt.x = i
    total += pt.x + pt.ro
    if i == 150:
        Point.ro = property(lambda self: 4)
    try:
        pt.ro = 1
    except AttributeError as e:
        errors += 1
        last = str(e)
print("loop", total, errors, last)
