# exec, eval, compile, globals, locals, vars


def show(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)


x = 10
print(eval("x + 1"), eval("  x * 2\n"), eval(b"x - 1"))
exec("y = x * 3")
print(y)

# a dict as globals: __builtins__ added, functions see later changes
ns = {}
exec("a = 1\ndef f():\n    return a + b\n", ns)
ns["b"] = 5
print(ns["f"](), "__builtins__" in ns, sorted(k for k in ns if k != "__builtins__"))
ns["a"] = 100
print(ns["f"]())
del ns["b"]
show(ns["f"])
ns.update(b=7)
print(ns["f"]())
exec("a = -1", ns)
print(ns["a"], ns["f"]())
exec("global a\na = 2", ns)
print(ns["f"]())

# separate locals
g = {"k": 1}
loc = {}
exec("m = k + 1\nn = m * 2", g, loc)
print(sorted(loc.items()), "m" in g)
print(eval("k + m", g, loc), eval("b", {"b": 1}, {"b": 3}))
exec("del m", g, loc)
print(sorted(loc))
show(lambda: exec("del zz", g, loc))

# compile
c = compile("1 + 2", "<s>", "eval")
print(eval(c), c.co_filename, c.co_name, type(c).__name__)
c2 = compile("r = q * 2", "file.py", "exec")
d = {"q": 4}
print(exec(c2, d), d["r"])
for q in range(5):
    d = {"q": q}
    exec(c2, d)
    print(d["r"], end=" ")
print()
exec(compile("1 + 1", "s", "single"))
exec(compile("None", "s", "single"))
exec(compile("if 1:\n    5\n    None\n", "s", "single"))
exec(compile("for i in range(2): i\n", "s", "single"))
show(lambda: compile("1\n2\n", "s", "single"))
show(lambda: compile("x", "f", "bad"))
show(lambda: eval(compile("x = 1", "f", "exec"), {}))
show(lambda: exec(5))
show(lambda: eval(5))
show(lambda: exec("x", 5))
show(lambda: exec("x", {}, 5))
show(lambda: eval("undefined_name"))

# syntax errors are catchable, with attributes
for src in ["1 +", "x = (1,", "def f(:\n  pass", "a = 1\nb = = 2", "return 5",
            "  x = 1"]:
    try:
        exec(src)
    except SyntaxError as e:
        print(type(e).__name__, e.msg, e.filename, e.lineno, "|", e)
try:
    eval("x = 1")
except SyntaxError as e:
    print("eval:", e.msg, e.lineno)
try:
    compile("if 1:\n  pass\n 3", "mine.py", "exec")
except SyntaxError as e:
    print(type(e).__name__, e.msg, e.filename, e.lineno)


# globals() is the module's namespace, both ways
globals()["zz"] = 3
print(zz)
zz = 4
print(globals()["zz"])
del globals()["zz"]
show(lambda: zz)
print(globals() is globals(), globals()["__name__"])


def getg():
    return gv


globals().update(gv=11)
print(getg())
globals().setdefault("gv2", 12)
print(gv2)
print(globals().pop("gv2"))
show(lambda: gv2)


# locals() in functions: a snapshot with cells and free variables
def f(p, *args, **kw):
    q = 2.5
    def inner():
        return q
    return sorted(locals())


print(f(1))


def g2():
    outer = 1
    def h():
        t = outer + 1
        return sorted(locals().items())
    return h()


print(g2())
print(sorted(k for k in vars() if not k.startswith("__"))[:5])


class C:
    cx = 1
    exec("cy = cx + 1")
    cz = eval("cx + cy")
    names = sorted(k for k in locals() if not k.startswith("__"))


print(C.cy, C.cz, C.names)


show(lambda: vars(5))


# eval in a function sees its locals; exec into a function snapshot
def fe(n):
    m = n * 2
    exec("m = 99")
    return eval("n + m"), m


print(fe(3))

# hot loops: tiers must see the changes made through dicts
total = 0.0
acc = 0
for i in range(300):
    v = i * 0.5
    loc2 = locals()
    total += loc2["v"]
    globals()["acc"] = acc + i
print(total, acc)


def hot():
    s = 0.0
    n = 0
    for i in range(300):
        s = s + i * 0.25
        n += 1
        if i % 100 == 99:
            lv = locals()
            print(lv["s"], lv["n"], lv["i"])
    return s


print(hot())
code = compile("a * a + off", "<hot>", "eval")
res = []
for i in range(200):
    d = {"a": i, "off": 1} if i % 2 else {"a": float(i), "off": 0.5}
    res.append(eval(code, d))
print(res[:4], res[-2:], sum(res))
env = {"count": 0}
for i in range(150):
    exec("count += 1", env)
print(env["count"])
gl = {}
exec("def fib(n):\n    return n if n < 2 else fib(n - 1) + fib(n - 2)", gl)
print(gl["fib"](15))
gl["fib"] = lambda n: -1
exec("r = [fib(i) for i in range(3)]", gl)
print(gl["r"])
print(eval("[w * 2 for w in range(3)]"), eval("(lambda z: z + x)(1)"))

# argument errors
show(lambda: eval("1\x00"))
show(lambda: exec("x = 'a\x00'"))
show(lambda: compile("x=1", "f", "exec", flags=0, dont_inherit=True).co_name)
print(eval(compile("3", "f", mode="eval")))
show(lambda: compile("1"))
show(lambda: eval("1", globals={}))
show(lambda: exec("q = 1", {}, locals=None))
show(lambda: exec())
show(lambda: eval("1", {}, {}, {}))
show(lambda: compile(5, "f", "exec"))
show(lambda: exec(compile("zz_unknown", "<mine>", "exec")))


# locals() in a class body is its namespace
class C:
    a = 1
    ns = locals()
    ns["b"] = 2
    cc = b + 1
    a = 10
    print(ns["a"], ns is locals(), sorted(k for k in ns if not k.startswith("__")))
    exec("d = a + cc")
    print(ns["d"], d)
    del ns["cc"]
    try:
        print(cc)
    except NameError as e:
        print("NameError", e)
    del a
    print("a" in ns)
    del ns
print(C.b, C.d, hasattr(C, "cc"), hasattr(C, "a"), hasattr(C, "ns"))
class D:
    for i in range(150):
        locals()["v%d" % (i % 3)] = i
print(D.v0, D.v1, D.v2)
