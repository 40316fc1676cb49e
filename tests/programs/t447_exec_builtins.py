# exec/eval with a __builtins__ that is not the builtins module (a dict, a
# dict subclass, a non-mapping), dict subclasses as globals, closure=, a
# mapping as eval's locals (dir() uses its keys()), FunctionType's
# builtins
import types
code = compile("print('Hello World!')", "", "exec")
try:
    exec(code, {'__builtins__': {}})
except NameError as e: print("NE", e)
try:
    exec(code, {'__builtins__': 123})
except TypeError as e: print("TE", e)
class frozendict_error(Exception): pass
class frozendict(dict):
    def __setitem__(self, key, value):
        raise frozendict_error("frozendict is readonly")
import builtins
frozen_builtins = frozendict(builtins.__dict__)
code = compile("__builtins__['superglobal']=2; print(superglobal)", "test", "exec")
try:
    exec(code, {'__builtins__': frozen_builtins})
except frozendict_error as e: print("FE", e)
code = compile("class A: pass", "", "exec")
try:
    exec(code, {'__builtins__': {}})
except NameError as e: print("NE", e)
exec(code, {'__builtins__': frozen_builtins})
try:
    exec(code, {'__builtins__': frozendict()})
except NameError as e: print("NE", e)
namespace = frozendict({})
code = compile("x=1", "test", "exec")
try:
    exec(code, namespace)
except frozendict_error as e: print("FE", e)
class setonlyerror(Exception): pass
class setonlydict(dict):
    def __getitem__(self, key):
        raise setonlyerror
code = compile("globalname", "test", "exec")
try:
    exec(code, setonlydict({'globalname': 1}))
except setonlyerror: print("SOE1")
code = compile("superglobal", "test", "exec")
try:
    exec(code, {'__builtins__': setonlydict({'superglobal': 1})})
except setonlyerror: print("SOE2")
class customdict(dict): pass
exec(code, {'__builtins__': customdict({'superglobal': 1})})
try:
    exec(code, {'__builtins__': customdict()})
except NameError as e: print("NE", e)
g = {'__builtins__': {'len': lambda x: 42}}
exec("def f(): return len([1,2])", g)
print(g['f']())
import collections
nt = collections.namedtuple('P', 'x y')
print(nt(1, 2))
class M:
    def __getitem__(self, key):
        if key == 'a':
            return 12
        raise KeyError
    def keys(self):
        return list('xyz')
m = M()
g = globals()
print(eval('a', g, m))
try: eval('b', g, m)
except NameError: print("NE")
print(eval('dir()', g, m), eval('globals()', g, m) is g, eval('locals()', g, m) is m)
try: eval('a', m)
except TypeError: print("TE")
class A: pass
try: eval('a', g, A())
except TypeError: print("TE")
class D(dict):
    def __getitem__(self, key):
        if key == 'a':
            return 12
        return dict.__getitem__(self, key)
    def keys(self):
        return list('xyz')
d = D()
print(eval('a', g, d))
try: eval('b', g, d)
except NameError: print("NE")
print(eval('dir()', g, d), eval('globals()', g, d) is g, eval('locals()', g, d) is d)
eval('[locals() for i in (2,3)]', g, d)
eval('[locals() for i in (2,3)]', g, collections.UserDict())
from types import CellType
def function_without_closures():
    return 3 * 5
result = 0
def make_closure_functions():
    a = 2
    b = 3
    c = 5
    def three_freevars():
        global result
        nonlocal a
        nonlocal b
        result = a*b
    return three_freevars
def t():
    three_freevars = make_closure_functions()
    exec(three_freevars.__code__, three_freevars.__globals__, closure=three_freevars.__closure__)
    print(result)
    my_closure = (CellType(35), CellType(72))
    exec(three_freevars.__code__, three_freevars.__globals__, closure=my_closure)
    print(result)
    for c in [my_closure, None, (1, 2), (CellType(1),), [CellType(1), CellType(2)]]:
        for code in [function_without_closures.__code__, three_freevars.__code__]:
            try:
                exec(code, function_without_closures.__globals__, closure=c)
                print("ok")
            except TypeError as e: print(e)
    try: exec("x", closure=my_closure)
    except TypeError as e: print(e)
t()
import textwrap, builtins
def func(s): return len(s)
ns = {}
func2 = type(func)(func.__code__, ns)
print(func2.__globals__ is ns, func2.__builtins__ is builtins.__dict__, func.__builtins__ is builtins.__dict__)
print(func2("abc"), ns)
code = textwrap.dedent("""
    def func3(s): pass
    func4 = type(func3)(func3.__code__, {})
""")
safe_builtins = {'None': None}
ns = {'type': type, '__builtins__': safe_builtins}
exec(code, ns)
print(ns['func3'].__builtins__ is safe_builtins, ns['func4'].__builtins__ is safe_builtins,
      ns['func3'].__globals__['__builtins__'] is safe_builtins, '__builtins__' in ns['func4'].__globals__)
s = """def f(): pass\nf.__name__"""
exec(s, {'__builtins__': {}})
print("ok")
