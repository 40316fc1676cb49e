# Coroutines driven by a small event loop written here (no asyncio):
# await of coroutines and of user awaitables, send/throw/close, errors.

class Sleep:
    """A future-like awaitable: yields itself to the scheduler once."""
    def __init__(self, n):
        self.n = n
    def __await__(self):
        got = yield self
        return got


class Loop:
    def __init__(self):
        self.ready = []
        self.log = []
    def spawn(self, coro, name):
        self.ready.append((coro, name, None))
    def run(self):
        results = {}
        while self.ready:
            coro, name, value = self.ready.pop(0)
            try:
                fut = coro.send(value)
            except StopIteration as e:
                results[name] = e.value
                continue
            except Exception as e:
                results[name] = "error %s: %s" % (type(e).__name__, e)
                continue
            self.log.append((name, fut.n))
            self.ready.append((coro, name, fut.n * 10))
        return results


async def worker(name, steps):
    total = 0
    for i in range(steps):
        total += await Sleep(i)
    return name + ":" + str(total)


async def add(a, b):
    return a + b


async def chain(n):
    t = 0
    for i in range(n):
        t = await add(t, i)
    return t


async def failing():
    await Sleep(1)
    raise ValueError("boom")


async def catcher():
    try:
        await failing()
    except ValueError as e:
        return "caught " + str(e)


loop = Loop()
loop.spawn(worker("a", 3), "a")
loop.spawn(worker("b", 2), "b")
loop.spawn(chain(200), "chain")
loop.spawn(failing(), "failing")
loop.spawn(catcher(), "catcher")
res = loop.run()
for k in sorted(res):
    print(k, res[k])
print(loop.log)


def run(coro):
    try:
        while True:
            coro.send(None)
    except StopIteration as e:
        return e.value


# hot loop: tiers 1/2 see await sites many times, with types changing
async def mixed(i):
    if i % 3 == 0:
        return i
    if i % 3 == 1:
        return float(i)
    return str(i)

async def hot():
    acc = []
    for i in range(300):
        v = await mixed(i)
        if i % 50 == 0:
            acc.append(v)
    n = 0
    for i in range(300):
        n += await add(i, 1)
    return acc, n

print(run(hot()))

# coroutine objects
c = add(1, 2)
print(type(c).__name__, c.__name__, c.__qualname__, c.cr_running, c.cr_await)
print(repr(c).startswith("<coroutine object add at "))
print(run(c))
try:
    c.send(None)
except Exception as e:
    print(type(e).__name__, e)
print(c.cr_frame)
c = add(1, 2)
try:
    next(c)
except Exception as e:
    print(type(e).__name__, e)
try:
    for x in c:
        pass
except Exception as e:
    print(type(e).__name__, e)
try:
    c.send(5)
except Exception as e:
    print(type(e).__name__, e)
c.close()

# throw / close
async def guarded():
    try:
        await Sleep(1)
    except KeyError as e:
        return "handled %r" % (e,)
    return "not thrown"

g = guarded()
print(g.send(None).n)
print(g.cr_await is not None)
try:
    g.throw(KeyError("k"))
except StopIteration as e:
    print("stop", e.value)

async def closing():
    try:
        await Sleep(1)
    finally:
        print("finally ran")
g = closing()
g.send(None)
g.close()
g.close()
try:
    g.send(None)
except Exception as e:
    print(type(e).__name__, e)
g = closing()
g.close()     # never started: nothing runs
try:
    run(g)
except Exception as e:
    print(type(e).__name__, e)

# __await__ of a coroutine, awaiting through a user awaitable
class Wrap:
    def __init__(self, coro):
        self.coro = coro
    def __await__(self):
        return self.coro.__await__()

async def via_wrap():
    return await Wrap(add(20, 22))
print(run(via_wrap()))
w = add(3, 4).__await__()
print(type(w).__name__)
try:
    next(w)
except StopIteration as e:
    print("wrapper stop", e.value)

# a user iterator as __await__ result
class CountIter:
    def __init__(self):
        self.i = 0
    def __next__(self):
        self.i += 1
        if self.i > 3:
            raise StopIteration(self.i * 100)
        return Sleep(self.i)
    def __iter__(self):
        return self

class Counted:
    def __await__(self):
        return CountIter()

async def use_counted():
    return await Counted()
loop = Loop()
loop.spawn(use_counted(), "counted")
print(loop.run(), loop.log)

# errors of await
class NoAwait:
    pass
class BadAwait:
    def __await__(self):
        return 1
class CoroAwait:
    def __await__(self):
        self.c = add(1, 1)
        self.c.close()
        return self.c

async def awaiter(x):
    return await x
for obj in [1, NoAwait(), BadAwait(), CoroAwait(), None, "s"]:
    try:
        run(awaiter(obj))
    except Exception as e:
        print(type(e).__name__, e)

async def raises_stop():
    raise StopIteration(5)
try:
    run(raises_stop())
except Exception as e:
    print(type(e).__name__, e, type(e.__cause__).__name__)

c = add(1, 1)
async def twice():
    a = await c
    b = await c
    return a + b
try:
    run(twice())
except Exception as e:
    print(type(e).__name__, e)

# closures and defaults in async functions, methods
class Account:
    def __init__(self):
        self.balance = 0
    async def deposit(self, n=1):
        await Sleep(n)
        self.balance += n
        return self.balance

def make(k):
    async def inner(x):
        return x * k
    return inner

acc = Account()
loop = Loop()
loop.spawn(acc.deposit(5), "d1")
loop.spawn(acc.deposit(), "d2")
loop.spawn(make(7)(6), "closure")
print(sorted(loop.run().items()), acc.balance)

# more await errors
def outcome(c):
    try:
        while True:
            c.send(None)
    except StopIteration as e:
        return e.value
    except Exception as e:
        return (type(e).__name__, str(e))

c = add(1, 1)
async def await_wrapper():
    return await c.__await__()
print(outcome(await_wrapper()))
c.close()

async def selfish():
    await me
me = selfish()
print(outcome(me))

def plain_gen():
    c = add(2, 2)
    try:
        yield from c
    finally:
        c.close()
print(outcome(plain_gen()))

async def agen():
    yield 1
async def await_agen():
    await agen()
print(outcome(await_agen()))

class ListAwait:
    def __await__(self):
        return iter([1, 2, 3])
async def list_await():
    return await ListAwait()
print(outcome(list_await()))
