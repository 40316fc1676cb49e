# Attribute and method lookups on classes stay right as classes change:
# methods replaced, added and deleted on a class or a base, __bases__
# reassigned, dunder methods added and removed, a metaclass's mro(),
# classes made in a loop.


class A:
    def f(self):
        return "A.f"


class B(A):
    pass


b = B()
for i in range(3):
    print(b.f(), B.f(b), getattr(B, "f")(b))
A.f = lambda self: "A.f2"
print(b.f(), B.f(b))
B.f = lambda self: "B.f"
print(b.f(), A().f())
del B.f
print(b.f())
del A.f
try:
    b.f()
except AttributeError as e:
    print("AttributeError:", e)


class C:
    def f(self):
        return "C.f"


class A2:
    pass


class B2(A2):
    pass


b2 = B2()
print(hasattr(b2, "f"))
B2.__bases__ = (C,)
print(b2.f(), B2.__mro__[1].__name__)
B2.__bases__ = (A2,)
print(hasattr(b2, "f"))


class E:
    pass


e1, e2 = E(), E()
print(e1 == e2, e1 != e2)
E.__eq__ = lambda s, o: True
print(e1 == e2, e1 != e2)
del E.__eq__
print(e1 == e2)


class F(E):
    pass


f1 = F()
print(f1 == f1, f1 == e1)
E.__eq__ = lambda s, o: "E.__eq__"
print(f1 == e1)
F.__eq__ = lambda s, o: "F.__eq__"
print(f1 == e1, e1 == f1)


class L:
    def __len__(self):
        return 3

    def __iter__(self):
        return iter([1, 2])


ln = L()
print(len(ln), list(ln))
L.__len__ = lambda s: 5
L.__iter__ = lambda s: iter("ab")
print(len(ln), list(ln))


class Mixin:
    def g(self):
        return "Mixin.g"


class Meta(type):
    def mro(cls):
        print("mro of", cls.__name__, hasattr(cls, "g"))
        return [cls, Mixin, object]


class D(metaclass=Meta):
    pass


print(D().g(), [k.__name__ for k in D.__mro__])

made = []
for k in range(3):
    class K:
        x = k

        def who(self):
            return "K%d" % self.x
    made.append(K)
print([K().who() for K in made], [K.x for K in made])


class Counter:
    n = 0

    def bump(self):
        type(self).n += 1
        return self.n


c = Counter()
print([c.bump() for _ in range(4)], Counter.n)


class WithInit:
    def __init__(self):
        self.v = 1


w = WithInit()
WithInit.__init__ = lambda self: setattr(self, "v", 2)
print(w.v, WithInit().v)
