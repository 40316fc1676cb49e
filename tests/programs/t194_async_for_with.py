# async for, async with, async generators and async comprehensions,
# driven without asyncio.

class Tick:
    def __await__(self):
        v = yield "tick"
        return v


def run(coro):
    ticks = 0
    try:
        while True:
            coro.send(None)
            ticks += 1
    except StopIteration as e:
        return e.value, ticks


class ARange:
    def __init__(self, n):
        self.n = n
        self.i = 0
    def __aiter__(self):
        return self
    async def __anext__(self):
        if self.i >= self.n:
            raise StopAsyncIteration
        await Tick()
        self.i += 1
        return self.i - 1


class Manager:
    def __init__(self, name, log, suppress=False):
        self.name = name
        self.log = log
        self.suppress = suppress
    async def __aenter__(self):
        await Tick()
        self.log.append("enter " + self.name)
        return self.name.upper()
    async def __aexit__(self, typ, val, tb):
        self.log.append("exit %s %s" % (self.name, typ.__name__ if typ else None))
        return self.suppress


async def loops():
    out = []
    async for x in ARange(4):
        out.append(x)
    else:
        out.append("else")
    async for x in ARange(10):
        if x == 2:
            continue
        if x == 5:
            break
        out.append(x)
    else:
        out.append("no")
    return out

print(run(loops()))


async def withs():
    log = []
    async with Manager("a", log) as a, Manager("b", log) as b:
        log.append(a + b)
    try:
        async with Manager("c", log):
            raise KeyError("x")
    except KeyError:
        log.append("propagated")
    async with Manager("d", log, True):
        raise ValueError("suppressed")
    for i in range(3):
        async with Manager("loop%d" % i, log):
            if i == 1:
                continue
            if i == 2:
                break
    return log


def f_ret():
    pass

async def ret_in_with():
    log = []
    async with Manager("r", log):
        return log

print(run(withs()))
print(run(ret_in_with()))


# async generators
async def agen(n):
    for i in range(n):
        await Tick()
        yield i * i
    await Tick()


async def consume():
    out = []
    async for v in agen(5):
        out.append(v)
    return out

print(run(consume()))

async def comps():
    a = [x async for x in agen(4)]
    b = {x: x + 1 async for x in ARange(3) if x != 1}
    c = {x async for x in agen(3)}
    d = [await Tick() for i in range(2)]
    e = [[y async for y in agen(x)] for x in range(3)]
    g = (x * 2 async for x in agen(3))
    f = [v async for v in g]
    return a, b, sorted(c), d, e, f

print(run(comps()))

# asend / athrow / aclose by hand
async def echo():
    received = []
    try:
        while True:
            got = yield len(received)
            received.append(got)
            if got == "stop":
                return
    except KeyError as e:
        yield "caught %s" % e
    finally:
        print("echo finally", received)


def step(aw):
    try:
        aw.send(None)
        return "suspended"
    except StopIteration as e:
        return ("value", e.value)
    except StopAsyncIteration:
        return "StopAsyncIteration"
    except Exception as e:
        return (type(e).__name__, str(e))

g = echo()
print(type(g).__name__, g.__name__, repr(g).startswith("<async_generator object echo"))
print(g.__aiter__() is g, g.ag_running, g.ag_await)
print(step(g.__anext__()))
print(step(g.asend("a")))
print(step(g.asend("b")))
print(step(g.athrow(KeyError, KeyError("k"))))
print(step(g.__anext__()))
print(step(g.__anext__()))
print(step(g.aclose()))

g = echo()
print(step(g.asend(None)))
print(step(g.aclose()))
print(step(g.__anext__()))

g = echo()
print(step(g.aclose()))    # never started

async def stubborn():
    try:
        yield 1
    except GeneratorExit:
        yield 2
g = stubborn()
print(step(g.__anext__()))
print(step(g.aclose()))

async def bad_stop():
    yield 1
    raise StopAsyncIteration
g = bad_stop()
print(step(g.__anext__()))
print(step(g.__anext__()))
print(step(g.__anext__()))

aw = agen(2).__anext__()
print(type(aw).__name__)
print(step(aw))
print(step(aw))

# hot loop over an async generator with changing types
async def mixed(n):
    for i in range(n):
        if i % 2:
            yield i
        else:
            yield str(i)
        if i % 7 == 0:
            await Tick()

async def hot():
    total = 0
    strs = 0
    async for v in mixed(400):
        if type(v) is int:
            total += v
        else:
            strs += 1
    return total, strs

print(run(hot()))

# errors
class NoANext:
    def __aiter__(self):
        return 1
class BadANext:
    def __aiter__(self):
        return self
    def __anext__(self):
        return 5
class NoAexit:
    async def __aenter__(self):
        return 1
class SyncEnter:
    def __aenter__(self):
        return 1
    def __aexit__(self, *a):
        return 1

async def afor(obj):
    async for x in obj:
        pass

async def awith(obj):
    async with obj:
        pass

for o in [1, [1, 2], NoANext(), BadANext()]:
    try:
        run(afor(o))
    except Exception as e:
        print(type(e).__name__, e)
for o in [1, NoAexit(), SyncEnter()]:
    try:
        run(awith(o))
    except Exception as e:
        print(type(e).__name__, e)

async def ag_loop():
    yield 1
try:
    for x in ag_loop():
        pass
except Exception as e:
    print(type(e).__name__, e)

# exception inside async for body propagates, cleaning up
async def boom():
    async for x in agen(3):
        if x == 1:
            raise IndexError("in body")

try:
    run(boom())
except IndexError as e:
    print("IndexError", e)
