# Chains of generators delegating with `yield from` and coroutines awaiting
# coroutines: values, sends, returns, exceptions and their tracebacks,
# gi_running and f_back while the innermost runs, throw/close through the
# chain, deep chains and the recursion limit.
import sys
import traceback


class Tree:
    def __init__(self, left, value, right):
        self.left, self.value, self.right = left, value, right

    def __iter__(self):
        if self.left:
            yield from self.left
        yield self.value
        if self.right:
            yield from self.right


def tree(r):
    if not r:
        return None
    i = len(r) // 2
    return Tree(tree(r[:i]), r[i], tree(r[i + 1:]))


print(list(tree(range(20))) == list(range(20)), sum(tree(range(1000))))


def inner(n):
    got = []
    for i in range(n):
        v = yield i
        got.append(v)
    return got


def middle(n):
    r = yield from inner(n)
    yield ("middle got", r)
    return len(r)


def outer(n):
    r = yield from middle(n)
    return ("outer", r)


g = outer(3)
print(next(g), g.send("a"), g.send("b"), g.send("c"))
try:
    g.send("d")
except StopIteration as e:
    print("returned", e.value)


# gi_running and the frame chain seen from the innermost generator
def probe():
    f = sys._getframe()
    names = []
    while f is not None and len(names) < 4:
        names.append(f.f_code.co_name)
        f = f.f_back
    yield names
    yield (gens[0].gi_running, gens[1].gi_running, gens[2].gi_running)
    try:
        next(gens[0])
    except ValueError as e:
        yield "ValueError: " + str(e)


def level1():
    yield from probe()


def level2():
    yield from level1()


gens = []
top = level2()
gens.append(top)
for _ in range(2):
    pass
print(next(top))
gens.append(top.gi_yieldfrom)
gens.append(top.gi_yieldfrom.gi_yieldfrom)
print(next(top), top.gi_running)
print(next(top))
print(top.gi_yieldfrom.__name__, top.gi_yieldfrom.gi_yieldfrom.__name__)


# an exception from the innermost: caught in the middle, traceback lines
def failing():
    yield 1
    raise KeyError("deep")


def catcher():
    try:
        yield from failing()
    except KeyError as e:
        tb = traceback.extract_tb(e.__traceback__)
        yield [(fr.name, fr.line) for fr in tb]
    yield "after"


def wrapper():
    yield from catcher()


print(list(wrapper()))


def uncaught():
    yield from failing()


def top_level():
    yield from uncaught()


try:
    list(top_level())
except KeyError as e:
    print([(fr.name, fr.line) for fr in traceback.extract_tb(e.__traceback__)])


# exception context: the middle frame delegates from inside an except block
def raiser():
    yield "in raiser"
    raise ValueError("inner")


def ctx():
    try:
        raise TypeError("handled")
    except TypeError:
        yield sys.exc_info()[0].__name__
        try:
            yield from raiser()
        except ValueError as e:
            yield ("context", type(e.__context__).__name__)
        yield sys.exc_info()[0].__name__
    yield sys.exc_info()[0]


def ctx_outer():
    yield from ctx()


print(list(ctx_outer()))


# StopIteration raised inside the innermost becomes RuntimeError
def bad_stop():
    yield 1
    raise StopIteration("x")


def via():
    yield from bad_stop()


try:
    print(list(via()))
except RuntimeError as e:
    print("RuntimeError:", e, type(e.__cause__).__name__)


# throw() and close() through the chain
def thrower():
    try:
        yield "t1"
    except IndexError:
        yield "caught IndexError"
    try:
        yield "t2"
    finally:
        print("thrower closed")


def thrower_outer():
    yield from thrower()


t = thrower_outer()
print(next(t), t.throw(IndexError), next(t))
t.close()


# a generator closed from outside while its parent delegates to it
def sub():
    yield 1
    yield 2
    return "sub done"


def parent():
    r = yield from s
    yield ("parent saw", r)


s = sub()
p = parent()
print(next(p))
s.close()
print(next(p))

# deep chains: fine below the recursion limit, RecursionError above it


def chain(n):
    if n == 0:
        yield "bottom"
        return "ret"
    r = yield from chain(n - 1)
    return r


c = chain(300)
print(next(c))
try:
    next(c)
except StopIteration as e:
    print("deep return", e.value)
sys.setrecursionlimit(200)
try:
    print(next(chain(400)))
except RecursionError:
    print("RecursionError")
sys.setrecursionlimit(1000)


# coroutines awaiting coroutines, driven by hand
class Suspend:
    def __await__(self):
        v = yield "suspended"
        return v


async def leaf(x):
    got = await Suspend()
    return x + got


async def mid(x):
    return await leaf(x) * 2


async def root():
    a = await mid(1)
    b = await mid(10)
    return a + b


co = root()
print(co.send(None), co.send(5), co.cr_await is not None)
try:
    co.send(7)
except StopIteration as e:
    print("coroutine result", e.value)

import asyncio


async def agen():
    for i in range(3):
        await asyncio.sleep(0)
        yield i


async def consume():
    out = []
    async for v in agen():
        out.append(v)
    out.append(await mid_sleep())
    return out


async def mid_sleep():
    await asyncio.sleep(0)
    return "slept"

print(asyncio.run(consume()))
