# Subclasses of classmethod, staticmethod and property (as abc.py defines
# abstractclassmethod and abstractproperty) behave as their base.
class acm(classmethod):
    __isabstractmethod__ = True
    def __init__(self, f):
        f.__isabstractmethod__ = True
        super().__init__(f)
class asm(staticmethod):
    pass
class aprop(property):
    __isabstractmethod__ = True
class C:
    @acm
    def make(cls, x):
        return (cls.__name__, x)
    @asm
    def util(a, b):
        return a + b
    @aprop
    def p(self):
        return 42
    def _get(self): return self._v
    def _set(self, v): self._v = v * 2
    q = aprop(_get, _set)
c = C()
print(C.make(1), c.make(2), C.util(1, 2), c.util(3, 4), c.p, C.p.__isabstractmethod__)
c.q = 5; print(c.q, type(C.__dict__["make"]).__name__, isinstance(C.__dict__["make"], classmethod))
print(C.make.__func__.__isabstractmethod__)
try:
    c.p = 1
except AttributeError as e:
    print("AttributeError", e)
for i in range(100):
    s = C.make(i)[1] + c.util(i, 1) + c.p
