# await and `yield from` in hot code: the code after an await loop (a
# SEND) is generated in tier 2 for the receiver's end; the frame may also
# suspend there, be thrown into, closed, or resumed past the loop by a
# sub-generator that returns during throw().


async def leaf(n):
    return n * 2


class Suspend:
    def __await__(self):
        got = yield "paused"
        return got


async def mixed(n):
    total = 0
    for i in range(n):
        total += await leaf(i)            # finishes without suspending
        if i % 7 == 3:
            total += await Suspend()      # suspends; resumed with a value
    return total


def drive(coro, sent=10):
    out = []
    try:
        value = coro.send(None)
        while True:
            out.append(value)
            value = coro.send(sent)
    except StopIteration as e:
        return e.value, len(out)


for n in (5, 30, 200):
    print("mixed", n, drive(mixed(n)))


async def fib(n):
    if n <= 1:
        return n
    return await fib(n - 1) + await fib(n - 2)

print("fib", drive(fib(18)))


def sub(k):
    try:
        x = yield k
        return x + 1 if x is not None else -k
    except KeyError:
        return "caught"


def outer(n):
    results = []
    for i in range(n):
        r = yield from sub(i)
        results.append(r)
    return results


for n in (3, 100):
    g = outer(n)
    out = [next(g)]
    try:
        while True:
            out.append(g.send(5))
    except StopIteration as e:
        print("outer", n, len(out), e.value[:5], sum(e.value))

# throw into a frame paused in `yield from`, hot: the sub-generator
# returns, the outer frame continues after its loop
g = outer(200)
next(g)
seen = []
for i in range(150):
    seen.append(g.throw(KeyError))
print("throw", seen[:3], len(seen))
g.close()


class Closing:
    def __init__(self):
        self.log = []

    def __await__(self):
        try:
            yield 1
            yield 2
        finally:
            self.log.append("closed")
        return 0


async def waits(c, n):
    s = 0
    for i in range(n):
        s += await leaf(i)
    s += await c
    return s


c = Closing()
co = waits(c, 100)
print("first", co.send(None))
co.close()
print("log", c.log)

c = Closing()
co = waits(c, 100)
co.send(None)
try:
    co.throw(ValueError("boom"))
except ValueError as e:
    print("thrown", e, c.log)


# a receiver whose type changes: int results, then floats, then strs
async def ident(x):
    return x


async def adder(values):
    acc = None
    for v in values:
        r = await ident(v)
        acc = r if acc is None else acc + r
    return acc

print(drive(adder(list(range(100)))))
print(drive(adder([0.5] * 100)))
print(drive(adder(["ab"] * 70))[0][:10])


# the same loop without await: past the version limit, the loop head for
# a raw float accumulator is a boxing trampoline to the generic version
def ident2(x):
    return x


def adder2(values):
    acc = None
    for v in values:
        r = ident2(v)
        acc = r if acc is None else acc + r
    return acc


print(adder2(list(range(100))), adder2([0.5] * 100), adder2([1.5] * 100),
      adder2(list(range(10))))
