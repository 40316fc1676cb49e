# a metaclass's mro(): called when the class is made and when __bases__
# changes; its result is checked

class A:
    def f(self):
        return "A"


class B(A):
    pass


class C(A):
    def f(self):
        return "C"


class D(B, C):
    pass


print(D.mro() == list(D.__mro__), [k.__name__ for k in D.mro()])


class Perverse(type):
    def mro(cls):
        L = type.mro(cls)
        L.reverse()
        return L


class X(D, B, C, A, metaclass=Perverse):
    pass


print([k.__name__ for k in X.__mro__], X().f(), [k.__name__ for k in X.mro()])


def attempt(label, mro_result):
    class M(type):
        def mro(cls):
            return mro_result(cls)
    try:
        class Y(metaclass=M):
            pass
        print(label, [k.__name__ for k in Y.__mro__])
    except Exception as e:
        print(label, type(e).__name__, e)


attempt("dict", lambda cls: [cls, dict, object])
attempt("nonclass", lambda cls: [1])
attempt("int", lambda cls: 1)
attempt("tuple", lambda cls: (cls, object))
attempt("without cls", lambda cls: (A, object))
attempt("raises", lambda cls: 1 / 0)


seen = []


class Watch(type):
    def mro(cls):
        seen.append((cls.__name__, cls.__mro__ is None))
        return type.mro(cls)


class P(metaclass=Watch):
    pass


class Q(P):
    pass


class R(P):
    pass


Q.__bases__ = (R,)
print(seen, [k.__name__ for k in Q.__mro__])
try:
    R.__bases__ = (Q,)
except TypeError as e:
    print("cycle", e)


class Incomplete(type):
    def mro(cls):
        if cls.__mro__ is None and cls.__name__ != "Sub":
            try:
                class Sub(cls):
                    pass
            except TypeError as e:
                print("incomplete", e)
        return type.mro(cls)


class I(metaclass=Incomplete):
    pass


class Failing(type):
    fail = False

    def mro(cls):
        if Failing.fail:
            raise ValueError("no mro")
        return type.mro(cls)


class F1(metaclass=Failing):
    def g(self):
        return "F1"


class F2(metaclass=Failing):
    def g(self):
        return "F2"


class F3(F1):
    pass


Failing.fail = True
try:
    F3.__bases__ = (F2,)
except ValueError as e:
    print("failed", e, [k.__name__ for k in F3.__bases__],
          [k.__name__ for k in F3.__mro__])
Failing.fail = False

# hot loop: method lookups through custom MROs, bases changed mid-loop
obj = F3()
out = []
for i in range(300):
    if i == 150:
        F3.__bases__ = (F2,)
    out.append(obj.g())
print(out.count("F1"), out.count("F2"))
x = X()
n = 0
for i in range(200):
    if x.f() == "A":
        n += 1
print(n)
