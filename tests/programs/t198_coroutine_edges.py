# Coroutine edge cases: throw/close through nested awaits, awaiting a
# coroutine twice at once, async generators suspended in an inner await,
# async with exits that raise or suppress, cr_await chains.

class Future:
    def __init__(self, tag):
        self.tag = tag
    def __await__(self):
        got = yield self
        return (self.tag, got)


def drive(coro, values):
    """Sends values in turn; returns what the coroutine yielded and how
    it ended."""
    out = []
    try:
        fut = coro.send(None)
        for v in values:
            out.append(fut.tag)
            fut = coro.send(v)
        out.append(fut.tag)
        return out, "suspended"
    except StopIteration as e:
        return out, ("returned", e.value)
    except Exception as e:
        return out, ("raised", type(e).__name__, str(e))


async def leaf(tag):
    r = await Future(tag)
    return r

async def middle(tag):
    try:
        return await leaf(tag)
    finally:
        print("middle finally", tag)

async def top():
    a = await middle("a")
    b = await middle("b")
    return a, b

print(drive(top(), [1, 2]))
c = top()
print(drive(c, [1]))
c.close()

# throw reaches the innermost await and unwinds through the chain
c = top()
print(c.send(None).tag)
print(type(c.cr_await).__name__, type(c.cr_await.cr_await).__name__)
try:
    c.throw(ValueError("thrown in"))
except ValueError as e:
    print("came out:", e)

async def catching():
    try:
        await leaf("x")
    except KeyError as e:
        r = await leaf("after")
        return "recovered", r
c = catching()
print(c.send(None).tag)
print(c.throw(KeyError("k")).tag)
try:
    c.send("done")
except StopIteration as e:
    print(e.value)

# close runs finally blocks of the whole chain
c = top()
c.send(None)
c.close()
print("closed")

async def ignores_exit():
    try:
        await leaf("y")
    except GeneratorExit:
        await leaf("z")
c = ignores_exit()
c.send(None)
try:
    c.close()
except RuntimeError as e:
    print("RuntimeError", e)

# awaiting a coroutine another one is awaiting
inner = leaf("shared")
async def first():
    return await inner
async def second():
    return await inner
f1 = first()
f1.send(None)
f2 = second()
try:
    f2.send(None)
except RuntimeError as e:
    print("RuntimeError", e)
print(drive(f1, ["v"]))

# an async generator suspended in an inner await: athrow/aclose pass
# through it
async def agen():
    try:
        for i in range(3):
            got = await Future("inner%d" % i)
            yield (i, got)
    except ValueError as e:
        yield "agen caught %s" % e
    finally:
        print("agen finally")

g = agen()
aw = g.__anext__()
print(aw.send(None).tag)
try:
    aw.send("x")
except StopIteration as e:
    print("first item", e.value)
aw = g.__anext__()
print(aw.send(None).tag)
for mk in [g.__anext__, lambda: g.athrow(ValueError), g.aclose]:
    try:
        mk().send(None)
    except RuntimeError as e:
        print("RuntimeError", e)
try:
    aw.send("y")
except StopIteration as e:
    print("second item", e.value)
th = g.athrow(ValueError("boom"))
try:
    th.send(None)
except StopIteration as e:
    print("athrow gave", e.value)
cl = g.aclose()
try:
    cl.send(None)
except StopIteration:
    print("aclose done")
try:
    g.__anext__().send(None)
except StopAsyncIteration:
    print("exhausted")

# a coroutine looping over an async generator that is suspended in an
# inner await: throw() passes through the __anext__ awaitable into it
async def loop_over():
    items = []
    async for item in agen():
        items.append(item)
    return items

c = loop_over()
print(c.send(None).tag)
print(type(c.cr_await).__name__)
print(c.send("s").tag)
try:
    fut = c.throw(ValueError("into agen"))
except StopIteration as e:
    print("returned", e.value)
# asend with values, async generator returning early
async def accumulate():
    total = 0
    while True:
        v = yield total
        if v is None:
            return
        total += v
g = accumulate()
results = []
for v in [None, 5, 10, 20]:
    try:
        g.asend(v).send(None)
    except StopIteration as e:
        results.append(e.value)
print(results)
try:
    g.asend(None).send(None)
except StopAsyncIteration:
    print("ended")
g2 = accumulate()
try:
    g2.asend(3).send(None)
except TypeError as e:
    print("TypeError", e)

# async with: __aexit__ raising, suppressing, seeing the exception
class CM:
    def __init__(self, mode):
        self.mode = mode
    async def __aenter__(self):
        await Future("enter-" + self.mode)
        return self
    async def __aexit__(self, t, v, tb):
        await Future("exit-" + self.mode)
        if self.mode == "raise":
            raise KeyError("from exit")
        return self.mode == "suppress"

async def use(mode, fail):
    async with CM(mode) as cm:
        if fail:
            raise ValueError("body")
        return "body done " + cm.mode
    return "suppressed"

for mode in ["plain", "suppress", "raise"]:
    for fail in [False, True]:
        print(mode, fail, drive(use(mode, fail), [0, 0, 0]))

# a scheduler running many small coroutines (hot paths)
async def counter(n, step):
    total = 0
    for i in range(n):
        r = await Future(step)
        total += r[1]
    return total

tasks = [counter(50, k) for k in range(1, 7)]
done = {}
pending = [(t, None) for t in tasks]
rounds = 0
while pending:
    nxt = []
    for t, v in pending:
        try:
            fut = t.send(v)
            nxt.append((t, fut.tag * 2))
        except StopIteration as e:
            done[len(done)] = e.value
    pending = nxt
    rounds += 1
print(rounds, sorted(done.values()))

# the exception a paused coroutine or generator is handling stays its
# own: it is not the driver's context, and comes back on resume
async def handling():
    try:
        raise KeyError("k")
    except KeyError:
        await Future("in handler")
        raise

c = handling()
c.send(None)
try:
    raise ValueError("v")
except ValueError as e:
    print("driver context:", repr(e.__context__))
try:
    c.send(None)
except KeyError as e:
    print("reraised", repr(e), repr(e.__context__))

def gen_handling():
    try:
        raise KeyError("g")
    except KeyError:
        yield 1
        raise

it = gen_handling()
next(it)
try:
    raise ValueError("w")
except ValueError as e:
    print("driver context:", repr(e.__context__))
    try:
        next(it)
    except KeyError as k:
        print("generator reraised", repr(k), repr(k.__context__))
