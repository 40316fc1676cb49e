# The special attributes of classes: __mro__, mro(), __bases__ (read and
# assigned: the MRO is recomputed and method dispatch follows the new base,
# also in a hot loop), __base__, __name__ and __qualname__ (nested and
# local classes, assignment), __module__, __doc__, __subclasses__(),
# __class_getitem__ (implicit classmethod) and list[int]-style aliases.
class A:
    def who(self):
        return "A"

    def shared(self):
        return "A.shared"


class B:
    def who(self):
        return "B"


class C(A):
    pass


class D(C, B):
    pass


print(D.__mro__)
print(D.mro(), type.mro(D) == list(D.__mro__), D.__bases__, D.__base__,
      C.__base__, object.__bases__, object.__base__)
print(A.__subclasses__(), B.__subclasses__(), C.__subclasses__(),
      int.__subclasses__() == [bool] or "bool" in str(int.__subclasses__()))

c = C()
seen = []
for i in range(300):
    if i == 100:
        C.__bases__ = (B,)
    if i == 200:
        C.__bases__ = (A,)
    seen.append(c.who())
print(seen[99], seen[100], seen[199], seen[200], seen.count("B"))
C.__bases__ = (B, A)
print(C.__mro__, c.who(), c.shared(), D.__mro__)
print(A.__subclasses__(), B.__subclasses__())
try:
    c2 = C()
    C.__bases__ = (B,)
    c2.shared()
except AttributeError as e:
    print("AttributeError", e)
for bad in [(), [A], (A, 1), (D,)]:
    try:
        C.__bases__ = bad
    except TypeError as e:
        print("TypeError", e)
try:
    A.__bases__ = (int,)
except TypeError as e:
    print("TypeError", e)
try:
    int.__bases__ = (object,)
except TypeError as e:
    print("TypeError", e)
try:
    D.__mro__ = ()
except AttributeError as e:
    print("AttributeError", e)

# __name__, __qualname__, __module__
class Outer:
    class Inner:
        class Deep:
            pass

    def make(self):
        class Local:
            pass
        return Local


print(Outer.Inner.__name__, Outer.Inner.__qualname__,
      Outer.Inner.Deep.__qualname__, Outer().make().__qualname__,
      Outer.Inner.Deep, Outer.__module__, int.__module__, int.__qualname__)
Outer.Inner.__name__ = "Renamed"
print(Outer.Inner.__name__, Outer.Inner.__qualname__, Outer.Inner)
Outer.Inner.__qualname__ = "Q.R"
print(Outer.Inner, type(Outer.Inner()).__qualname__)
for bad in [5, None]:
    try:
        Outer.__name__ = bad
    except TypeError as e:
        print("TypeError", e)
try:
    int.__name__ = "integer"
except TypeError as e:
    print("TypeError", e)
Outer.__module__ = "elsewhere"
print(Outer, Outer.__module__)

# __doc__
class WithDoc:
    """First line.

    More text."""

    def f(self):
        return 1


class WithoutDoc:
    x = "not a docstring"


class LateString:
    x = 1
    "not a docstring either"


print(repr(WithDoc.__doc__), WithoutDoc.__doc__, LateString.__doc__,
      WithDoc().f())
WithoutDoc.__doc__ = "set later"
print(WithoutDoc.__doc__)

# __class_getitem__ and generic aliases
class Box:
    def __class_getitem__(cls, item):
        return "%s[%r]" % (cls.__name__, item)


class SubBox(Box):
    pass


print(Box[int], Box[1, 2], SubBox["x"])
print(list[int], dict[str, list[int]], tuple[int, ...], set[float],
      frozenset[str], type[Box], list[()], list[Box])
alias = dict[str, int]
print(alias.__origin__, alias.__args__, alias == dict[str, int],
      alias == dict[str, float], alias(a=1), list[int]("ab"))
try:
    int[3]
except TypeError as e:
    print("TypeError", e)
try:
    A[1]
except TypeError as e:
    print("TypeError", e)
names = []
for i in range(150):
    names.append(repr([list, dict, tuple][i % 3][int]))
print(names[:3], len(set(names)))

# class attributes and methods reached through the MRO after changes
class Base:
    greeting = "hello"

    def greet(self):
        return self.greeting


class Mid(Base):
    pass


class Leaf(Mid):
    pass


leaf = Leaf()
outs = []
for i in range(200):
    if i == 50:
        Mid.greeting = "mid"
    if i == 100:
        del Mid.greeting
    if i == 150:
        Base.greet = lambda self: "patched " + self.greeting
    outs.append(leaf.greet())
print(outs[0], outs[50], outs[100], outs[150], len(set(outs)))
print(Leaf.__dict__.get("greeting"), "greet" in Base.__dict__,
      sorted(k for k in Mid.__dict__ if not k.startswith("__")))
for check in [isinstance, issubclass]:
    try:
        check(list, list[int])
    except TypeError as e:
        print("TypeError", e)
