# __del__ runs once when the object dies. CPython runs it at once when
# the reference count drops; lbbv after a collection, so each step here
# calls gc.collect() (docs/design.md, "Finalizers").
import gc


class Plain:
    pass


def collect():
    # (the untranslated interpreter's own locals may hold the object
    # last used: a few operations overwrite them first)
    o = Plain()
    o.a = None
    v = o.a
    gc.collect()


class C:
    def __init__(self, name):
        self.name = name

    def __del__(self):
        print("del", self.name)


x = C("x")
del x
collect()
print("1 after del x")

# rebinding, a list dropped (one object per collection: the order of
# several objects dying together is not CPython's)
y = C("y1")
y = C("y2")
collect()
print("2 after rebinding")
holder = [C("in list")]
holder = None
collect()
print("2 after list")

# resurrection: __del__ is called once (PEP 442)
saved = []


class R:
    def __del__(self):
        print("R del")
        saved.append(self)


r = R()
del r
collect()
print("3 saved", len(saved))
saved.clear()
collect()
print("3 after clear")


# an exception in __del__ is printed ("Exception ignored in: ...") and
# does not stop the program
class E:
    def __del__(self):
        raise KeyError("oops")


e = E()
e = None
collect()
print("4 after E")


# inherited __del__, a subclass of a built-in type, a staticmethod-free
# class without __del__ (nothing happens)
class D(C):
    pass


class L(list):
    def __del__(self):
        print("L del", len(self))


d = D("d")
d = None
collect()
lst = L([1, 2, 3])
lst = None
collect()
p = Plain()
p = None
collect()
print("5 done")


# __del__ removed from the class before the object dies: nothing runs
# (CPython looks the method up when the object dies)
class Z:
    def __del__(self):
        print("Z del")


z = Z()
del Z.__del__
z = None
collect()
print("6 done")


# a counter of live objects, in a hot loop, some instances getting
# other attributes (other maps) on the way
class Resource:
    count = 0

    def __init__(self, n):
        self.n = n
        Resource.count += 1

    def __del__(self):
        Resource.count -= 1


for i in range(300):
    res = Resource(i)
    if i % 50 == 0:
        res.extra = i * 1.5
res = None
collect()
print("7 live", Resource.count)


# a method called by __del__, and __del__ reading attributes
class Conn:
    opened = []

    def __init__(self, n):
        self.n = n
        Conn.opened.append(n)

    def close(self):
        Conn.opened.remove(self.n)

    def __del__(self):
        self.close()


conns = [Conn(i) for i in range(5)]
print("8 opened", sorted(Conn.opened))
conns = None
collect()
print("8 opened", sorted(Conn.opened))


# a function's local dies when the function returns
def work():
    c = C("local")
    return c.name.upper()


w = work()
collect()
print("9", w)

# a global still alive at exit: CPython finalizes it while tearing the
# module down
g = C("global")
print("end")
