# Attributes of built-in objects and types: CPython's errors for setting
# and deleting, built-in functions stored in classes (no binding), bound
# method identity, equality, hash and attributes.


def show(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)


def s1():
    (1).x = 2


def s2():
    (1).real = 2


def s3():
    object().a = 1


def s4():
    del (1).real


def s5():
    del (1).x


def s6():
    "a".upper = 3


def s7():
    [].append = 1


def s8():
    int.foo = 1


def s9():
    del int.to_bytes


def s10():
    (1.5).imag = 0


for f in [s1, s2, s3, s4, s5, s6, s7, s8, s9, s10]:
    show(f)
show(lambda: setattr(int, "to_bytes", 1))
show(lambda: delattr(int, "to_bytes"))
show(lambda: setattr(str, "x", 1))
show(lambda: setattr(object, "x", 1))
show(lambda: delattr(list, "nope"))
show(lambda: setattr(ValueError, "x", 1))
show(lambda: object().a)
show(lambda: (1).nothing)


class A:
    pass


A.x = 1
print(A.x)
del A.x
show(lambda: A.x)
show(lambda: delattr(A, "x"))


def del_missing():
    del A().nothing


show(del_missing)
A.__name__ = "Renamed"
print(A.__name__, A().__class__.__name__)
show(lambda: setattr(A, "__name__", 5))

# built-in functions stored on a class are not methods


class Tools:
    size = len
    absolute = abs
    mx = max

    def method(self):
        return self.size([1, 2, 3])


t = Tools()
total = 0
for i in range(200):
    total += t.size("abcd") + t.absolute(-i) + t.method() + Tools.size("x")
print(total, t.mx(3, 9))

# built-in methods of built-in types still bind
up = "abc".upper
print(up(), [1, 2].__len__() if hasattr([], "__len__") else 2)


class MyStrTools:
    join = str.join


print(MyStrTools.join(",", ["a", "b"]))

# bound methods


class C:
    def f(self):
        return "f"

    def g(self):
        return "g"


c = C()
c2 = C()
print(c.f == c.f, c.f != c.f, c.f == c.g, c.f == c2.f, c.f is c.f)
print(hash(c.f) == hash(c.f), c.f.__self__ is c, c.f.__func__ is C.f)
print(c.f.__name__, c.f.__qualname__, c.f.__doc__)
d = {c.f: 1}
d[c.f] = 2
print(len(d), d[c.f])
s = set()
for i in range(200):
    s.add(c.f)
    s.add(c2.f)
print(len(s), c.f in s, c.g in s)
print([m() for m in [c.f, c.g]])
print(len.__name__, len.__qualname__, abs.__doc__ is None or True)
