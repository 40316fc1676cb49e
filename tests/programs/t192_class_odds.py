# Odds and ends of classes: a metaclass that drops __classcell__, __init_subclass__
# through type(), metaclasses of built-in subclasses, mixins before and after
# a built-in base, lay-out conflicts, a metaclass __getitem__ winning over
# __class_getitem__, __call__ inherited by subclasses' metaclass, and str
# subclass instances as arguments of str methods and as dict keys.
class Meta(type):
    def __new__(mcs, name, bases, ns):
        ns.pop("__classcell__", None)
        return super().__new__(mcs, name, bases, ns)
try:
    class A(metaclass=Meta):
        def f(self):
            return __class__
except Exception as e:
    print(type(e).__name__, e)
class Good(type):
    def __new__(mcs, name, bases, ns):
        return super().__new__(mcs, name, bases, ns)
class B(metaclass=Good):
    def f(self):
        return __class__
    def g(self):
        return super().__init__ is not None
print(B().f() is B, B().g())
X = type("X", (), {"__init_subclass__": lambda cls, **kw: print("isc", cls.__name__, kw)})
class Y(X, a=1): pass
Z = type("Z", (X,), {})
class L(list, metaclass=Good): pass
print(type(L), L([1,2]), isinstance(L(), list))
class MM(type):
    def __getitem__(cls, k): return ("meta", k)
    def __class_getitem__(cls, k): return ("cg", k)
class Q(metaclass=MM):
    def __class_getitem__(cls, k): return ("own", k)
print(Q[1])
print("mro" in type.__dict__)
class Mixin:
    def __len__(self): return 77
class ML(Mixin, list): pass
class LM(list, Mixin): pass
print(len(ML([1])), len(LM([1])))
class E(Exception): pass
class F(E, KeyError): pass
print(F.__mro__)
try:
    class G(int, Exception): pass
except TypeError as e: print(e)
try:
    class H(list, dict): pass
except TypeError as e: print(e)
class MetaA(type):
    def __call__(cls, *a):
        return "called"
class Uses(metaclass=MetaA): pass
class SubUses(Uses): pass
print(Uses(), SubUses(), type(SubUses).__name__)
print(isinstance(Uses, MetaA), issubclass(MetaA, type), MetaA.__mro__)
class C3:
    pass
c = C3()
C3.__name__ = "New"
print(type(c).__name__)
class S(str): pass
s = S("a,b")
print("xa,by".find(s), "a,b,c".startswith(S("a")), "a,b".startswith((S("x"), S("a"))),
      "a,b".split(S(",")), "xxhixx".strip(S("x")), "abc".replace(S("b"), S("B")),
      "5".rjust(3, S("*")), "a-b".partition(S("-")), "abc".removeprefix(S("a")),
      ",".join(S("xyz")), s.split(","), S("  q ").strip(), "%s" % s, s % () if False else 1)
d = {}
for i in range(150):
    k = S("k%d" % (i % 3)) if i % 2 else "k%d" % (i % 3)
    d[k] = d.get(k, 0) + 1
print(sorted(d.items()), [type(k).__name__ for k in d])
# subclasses of subclasses, and super() chains through built-in methods
class Base(list):
    def append(self, x):
        super().append(("base", x))


class Derived(Base):
    def append(self, x):
        super().append(("derived", x))


dv = Derived()
for i in range(120):
    dv.append(i)
print(len(dv), dv[0], dv[-1], isinstance(dv, Base), Derived.__mro__)


class IntLike(int):
    pass


class Deeper(IntLike):
    def __new__(cls, v):
        return super().__new__(cls, v + 1)


total = 0
for i in range(200):
    total += Deeper(i) * 2
print(total, Deeper(1) + Deeper(2), type(Deeper(3)).__name__, int(Deeper(4)))
# object's default methods through super() and on classes
class A:
    def __repr__(self):
        return "A+" + super().__repr__()[:10]
    def __str__(self):
        return "str:" + super().__str__()[:5]
    def __eq__(self, o):
        return super().__eq__(o)
    def __hash__(self):
        return super().__hash__() * 0 + 5
a = A()
print(repr(a), str(a), a == a, a == 1, hash(a), A.__eq__(a, a), object.__eq__(a, 1), object.__ne__(a, a))
print(object.__repr__(a)[:10], A.__repr__(a)[:12], format(a, ""), object.__format__(a, ""))
try: object.__format__(a, "x")
except TypeError as e: print(e)
class B:
    pass
print(B.__repr__(B())[:11], B.__hash__ is not None, B.__str__(B())[:11])
class L(list):
    def __repr__(self):
        return "L" + super().__repr__()
print(L([1]), [L([2])])
for base in [bool, range, type(None), type(len), type(lambda: 0)]:
    try:
        class Bad(base):
            pass
    except TypeError as e:
        print("TypeError", e)
