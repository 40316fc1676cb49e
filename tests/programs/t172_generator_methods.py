# generator methods and attributes; yield/global/nonlocal SyntaxErrors

def t(src):
    try:
        exec(compile(src, "s", "exec"), {})
    except Exception as e:
        print(type(e).__name__, e)
t("[(yield 1) for i in range(2)]")
t("def f():\n  return [(yield 1) for i in range(2)]")
t("class C:\n  yield 1")
t("x := 1")
t("def f():\n  x = 1\n  global x")
t("def f(a):\n  global a")
t("def f():\n  nonlocal f")
t("def f():\n  x = 1\n  def g():\n    print(x)\n    nonlocal x")
t("def f(a):\n  def g():\n    nonlocal a\n  nonlocal a")
t("def f():\n  global x\n  nonlocal x")
t("def f():\n yield 1\n return 2\ng = f(); next(g)\ntry:\n next(g)\nexcept StopIteration as e: print('val', e.value)")
def gen():
    try:
        yield 1
    except ValueError as e:
        print("caught", repr(e))
        yield 2
g = gen(); next(g)
print(g.throw(ValueError, "msg"))
g = gen(); next(g)
print(g.throw(ValueError, ValueError("inst")))
g = gen(); next(g)
try: g.throw(ValueError("a"), "b")
except TypeError as e: print("TypeError", e)
g = gen()
try: g.send()
except TypeError as e: print("TypeError", e)
g = gen()
print(g.__name__, g.__qualname__, g.gi_running, g.gi_yieldfrom, g.gi_code.co_name)
def outer():
    yield from gen()
o = outer(); next(o); print(type(o.gi_yieldfrom).__name__)
g.__name__ = "renamed"; print(g.__name__, repr(g).split(" at")[0])
t("def f():\n  print(y)\n  global y")
t("def f():\n  y = 1\n  def g():\n    y = 2\n    nonlocal y")
t("print({(yield): 1 for i in range(1)})")
t("print({(yield) for i in range(1)})")
t("print(list((yield from x) for x in range(1)))")
t("def f():\n  return [x for x in (yield 5)]\ng = f(); print(next(g))")


def counter(n):
    i = 0
    while i < n:
        got = yield i
        if got is not None:
            i = got
        else:
            i += 1
    return "end"


total = 0
g = counter(400)
v = next(g)
while True:
    total += v
    try:
        v = g.send(v + 2) if v % 7 == 0 else next(g)
    except StopIteration as e:
        print("stop", e.value)
        break
print(total)

caught = 0
for i in range(150):
    g = gen()
    next(g)
    r = g.throw(ValueError, i) if i % 2 else g.throw(ValueError(i))
    caught += r
print(caught)
print(g.gi_running, g.gi_suspended, g.gi_yieldfrom)
g.close()
print(g.gi_suspended)
