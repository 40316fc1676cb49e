# user subclasses of module (six's _LazyModule, a module's __class__
# swapped for a subclass with properties / __getattr__)
import sys
import types


class _LazyDescr(object):
    def __init__(self, name):
        self.name = name

    def __get__(self, obj, tp):
        result = self._resolve()
        setattr(obj, self.name, result)
        try:
            delattr(obj.__class__, self.name)
        except AttributeError:
            pass
        return result


class MovedAttr(_LazyDescr):
    def __init__(self, name, mod, attr):
        super().__init__(name)
        self.mod = mod
        self.attr = attr

    def _resolve(self):
        return getattr(__import__(self.mod), self.attr)


class _LazyModule(types.ModuleType):
    def __init__(self, name):
        super(_LazyModule, self).__init__(name)
        self.__doc__ = self.__class__.__doc__

    def __dir__(self):
        attrs = ["__doc__", "__name__"]
        attrs += [attr.name for attr in self._moved_attributes]
        return attrs

    _moved_attributes = []


class _MovedItems(_LazyModule):
    """Lazy loading of moved objects"""
    __path__ = []


for a in [MovedAttr("reduce", "functools", "reduce"),
          MovedAttr("jdumps", "json", "dumps")]:
    setattr(_MovedItems, a.name, a)
    _MovedItems._moved_attributes.append(a)
moves = _MovedItems(__name__ + ".moves")
print(type(moves).__name__, isinstance(moves, types.ModuleType),
      moves.__name__, moves.__doc__, moves.__spec__, moves.__package__)
print(moves.reduce(lambda a, b: a + b, [1, 2, 3]), "reduce" in moves.__dict__,
      hasattr(_MovedItems, "reduce"))
print(moves.jdumps([1]), sorted(dir(moves)))
sys.modules["mymoves"] = moves
import mymoves
from mymoves import jdumps
print(mymoves is moves, repr(moves), jdumps is moves.jdumps)


class M(types.ModuleType):
    @property
    def answer(self):
        return 42

    def __getattr__(self, name):
        return "dyn-" + name


m = M("m", "the doc")
t = 0
x = None
for i in range(200):
    t += m.answer
    x = m.missing
print(t, x, m.__class__ is M, type(m) is M, m.__doc__)
m.answer2 = 5
print(m.answer2, m.__dict__["answer2"])
try:
    m.answer = 1
except AttributeError as e:
    print("AttributeError", e)
plain = types.ModuleType("p", "doc")
print(plain.__name__, plain.__doc__, type(plain).__name__)
try:
    M()
except TypeError as e:
    print("TypeError", e)

# a module's class swapped (the deprecation-warning pattern)
mod = types.ModuleType("swapped")
mod.value = 1
seen = []
for i in range(150):
    seen.append(mod.value)
    if i == 70:
        class Deprecating(types.ModuleType):
            @property
            def value(self):
                return -1
        mod.__class__ = Deprecating
print(seen[69:73], sum(seen), type(mod).__name__)
mod.__class__ = types.ModuleType
print(mod.value, type(mod).__name__)
for bad in [int, type("Other", (), {})]:
    try:
        mod.__class__ = bad
    except TypeError as e:
        print("TypeError", e)


class Slotted(types.ModuleType):
    __slots__ = ("a",)


try:
    mod.__class__ = Slotted
except TypeError as e:
    print("TypeError", e)
this = sys.modules[__name__]


class Counting(types.ModuleType):
    def __getattr__(self, name):
        return len(name)


this.__class__ = Counting
print(this.abcdef, type(this).__name__, isinstance(this, types.ModuleType))

# a module subclass with __path__ on the class is a package (six.moves)
from importlib.util import spec_from_loader


class Pkg(types.ModuleType):
    __path__ = []


class SubFinder:
    def find_spec(self, fullname, path, target=None):
        if fullname == "lazypkg.inner":
            return spec_from_loader(fullname, self)
        return None

    def create_module(self, spec):
        m = types.ModuleType(spec.name)
        m.x = "inner"
        return m

    def exec_module(self, module):
        pass


sys.modules["lazypkg"] = Pkg("lazypkg")
sys.meta_path.append(SubFinder())
import lazypkg.inner
from lazypkg import inner
print(lazypkg.inner.x, inner is sys.modules["lazypkg.inner"])
