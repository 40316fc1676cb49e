# Issue 21's built-ins and language items, one line each.
import sys, io
out = []
def t(name, f):
    try:
        r = f()
    except BaseException as e:
        r = "%s: %s" % (type(e).__name__, e)
    out.append("%s -> %r" % (name, r))
t("exec/eval/compile", lambda: (eval("1+2"), exec("q = 5", {}), compile("x=1", "<s>", "exec").co_filename))
t("globals/locals/vars", lambda: ("t" in globals(), sorted(locals()) if False else 1, vars(type("C", (), {"a": 1}))["a"]))
t("memoryview", lambda: bytes(memoryview(b"abc")[1:]))
t("__import__", lambda: __import__("os.path").path.basename("/a/b"))
t("int bytes", lambda: (int.from_bytes(b"\x01\x00", "little"), (256).to_bytes(2, "big")))
t("maketrans", lambda: "abc".translate(str.maketrans("ab", "xy")))
t("version_info", lambda: tuple(sys.version_info[:2]))
t("executable str", lambda: isinstance(sys.executable, str))
t("modules/path", lambda: ("sys" in sys.modules, isinstance(sys.path, list)))
t("_getframe", lambda: sys._getframe().f_code.co_name)
t("getsizeof", lambda: sys.getsizeof(1) > 0)
t("__file__", lambda: __file__.endswith("check2.py"))
t("input", lambda: (sys.stdin.close(), input()) )
t("open", lambda: open(__file__).readline().strip())
def fattrs():
    def f(a, b=2, *, c=3): "doc"; return a
    f.__wrapped__ = 1
    return f.__defaults__, f.__kwdefaults__, f.__code__.co_argcount, f.__globals__ is globals(), f.__closure__, f.__doc__, f.__qualname__, f.__module__
t("function attrs", fattrs)
class S:
    __slots__ = ("a", "__dict__", "__weakref__")
def slots():
    s = S(); s.a = 1; s.b = 2
    import weakref
    return s.a, s.b, weakref.ref(s)() is s
t("slots dict weakref", slots)
class Meta(type):
    @classmethod
    def __prepare__(m, name, bases): return {"injected": 1}
    def __call__(cls, *a): return ("called", super().__call__(*a))
class WithMeta(metaclass=Meta):
    def __init_subclass__(cls, **kw): pass
t("metaclass", lambda: (WithMeta.injected, WithMeta()[0]))
t("match", lambda: exec("match [1, (2, 3)]:\n    case [a, (b, *c)] if a < b:\n        print(a, b, c)"))
t("except*", lambda: exec("try:\n    raise ExceptionGroup('g', [ValueError(1), TypeError(2)])\nexcept* ValueError as e:\n    print('v', e.exceptions)\nexcept* TypeError as e:\n    print('t', e.exceptions)"))
t("complex", lambda: (1+2j) * (3-1j))
import asyncio
async def co():
    await asyncio.sleep(0)
    return [x async for x in ag()]
async def ag():
    for i in range(3):
        yield i
t("async", lambda: asyncio.run(co()))
for l in out: print(l)
