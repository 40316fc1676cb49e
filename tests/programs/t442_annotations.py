# variable annotations: SETUP_ANNOTATIONS keeps an __annotations__ the
# namespace has (exec's globals, a metaclass's __prepare__, custom
# mappings), a class's own __annotations__ (not inherited, made empty on
# demand), a module's, and `(x): int` not making x local
class CNS:
    def __init__(self):
        self._dct = {}
    def __setitem__(self, item, value):
        self._dct[item.lower()] = value
    def __getitem__(self, item):
        return self._dct[item]
ns = {'__annotations__': CNS()}
exec('X: int; Z: str = "Z"; (w): complex = 1j', ns)
print(ns['__annotations__']['x'], ns['__annotations__']['z'])
try:
    ns['__annotations__']['w']
except KeyError:
    print("KeyError w")
nonloc_ns = {}
class CNS2:
    def __init__(self):
        self._dct = {}
    def __setitem__(self, item, value):
        self._dct[item] = value
        nonloc_ns[item] = value
    def __getitem__(self, item):
        return self._dct[item]
exec('x: int = 1', {}, CNS2())
print(nonloc_ns['__annotations__']['x'])
class CMeta(type):
    @classmethod
    def __prepare__(metacls, name, bases, **kwds):
        return {'__annotations__': CNS()}
class CC(metaclass=CMeta):
    XX: 'ANNOT'
print(CC.__annotations__['xx'])
class A:
    attr: int
class B(A):
    pass
class C(A):
    attr: str
print(A.__annotations__, B.__annotations__, C.__annotations__)
print('__annotations__' in B.__dict__)
class D: pass
print(D.__annotations__)
ns = {'__annotations__': {1: 2}}
exec('x: int', ns)
print(ns['__annotations__'])
def f2bad():
    (no_such_global): int
    print(no_such_global)
try:
    f2bad()
except Exception as e:
    print(type(e).__name__)
import types
m = types.ModuleType("m")
print(m.__annotations__, '__annotations__' in m.__dict__)
try:
    int.__annotations__
except AttributeError as e:
    print(e)
B.__annotations__ = {'q': 1}
print(B.__annotations__)
del B.__annotations__
print(B.__annotations__)
srcs = ["def f: int", "x: int: str", "def f():\n    nonlocal x: int\n", "def f():\n    global x: int\n", "x: int = y = 1", "z = w: int = 1", "x: int = y: int = 1",
 "[x, 0]: int\n", "f(): int\n", "(x,): int", "def f():\n    (x, y): int = (1, 2)\n",
 "def f():\n    x: int\n    global x\n", "def f():\n    global x\n    x: int\n", "def f():\n    x: int\n    nonlocal x\n", "def f():\n    nonlocal x\n    x: int\n"]
for s in srcs:
    try:
        compile(s, "<s>", "exec"); print("compiled", repr(s))
    except SyntaxError as e:
        print(e.msg, e.lineno)
