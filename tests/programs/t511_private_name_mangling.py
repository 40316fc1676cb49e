# private name mangling inside class bodies and the functions in them
def outer(**kw):
    return sorted(kw)

class C:
    __cv = 10
    def f(self, __a, *, __k=3):
        __x = __a + __k
        def inner():
            nonlocal __x
            __x += 1
            return __x
        return sorted(locals()), inner(), outer(__z=1)
    def g(self):
        import os.path as __p
        try:
            raise ValueError
        except ValueError as __e:
            r = type(__e).__name__
        lam = lambda __q: __q * 2
        comp = [__i for __i in range(3)]
        return sorted(locals()), lam(2), comp, lam.__code__.co_varnames
    def h(self):
        global __g
        __g = 7
        return __g
    def w(self):
        return [(__n := 5), __n]
    def m(self, v):
        match v:
            case [__a, *__rest]:
                return __a, __rest, sorted(locals())
            case {"k": __val, **__more}:
                return __val, __more
    def ann(self, __p: int, *, __q: str = "x") -> None:
        pass
    def __private(self):
        return "private " + self.__class__.__name__
    def call_private(self):
        return self.__private()
    def kw(self):
        try:
            return self.f(__a=1)
        except TypeError as e:
            return "TypeError: " + str(e)

c = C()
print(c.f(1))
print(c.g())
print(c.h(), sorted(k for k in globals() if k.endswith("__g")))
print(c.w())
print(c.m([1, 2, 3]))
print(c.m({"k": 1, "j": 2}))
print(C.ann.__annotations__, C.ann.__kwdefaults__)
print(C.f.__code__.co_varnames, C.f.__kwdefaults__)
print(c.call_private(), hasattr(c, "_C__private"), C.f.__name__, C.__private.__qualname__ if hasattr(C, "__private") else C._C__private.__qualname__)
print(c.kw())
print(sorted(k for k in C.__dict__ if "cv" in k))

def enclosing():
    __free = 1
    class D:
        def get(self):
            return __free
    try:
        return D().get()
    except NameError as e:
        return "NameError: " + str(e)
print(enclosing())

class ___:
    def f(self):
        __u = 1
        return sorted(locals())
print(___().f())

class Outer:
    class Inner:
        def f(self):
            __v = 2
            return sorted(locals())
    def g(self):
        class Local:
            def f(self):
                __w = 3
                return sorted(locals())
        return Local().f()
print(Outer.Inner().f(), Outer().g())
