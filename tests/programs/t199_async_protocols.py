# aiter()/anext(), async generators as methods and __aiter__, async
# generators consuming async generators, awaits in comprehension
# conditions and f-strings; hot loops with types changing mid-loop.

class Pause:
    def __await__(self):
        yield "pause"


def run(coro):
    pauses = 0
    try:
        while True:
            coro.send(None)
            pauses += 1
    except StopIteration as e:
        return e.value, pauses


class Tree:
    def __init__(self, value, *children):
        self.value = value
        self.children = children
    async def walk(self):
        await Pause()
        yield self.value
        for c in self.children:
            async for v in c.walk():
                yield v
    def __aiter__(self):
        return self.walk()


tree = Tree(1, Tree(2, Tree(3)), Tree(4, Tree(5), Tree(6)))

async def collect(t):
    return [v async for v in t]
print(run(collect(tree)))


async def doubled(source):
    async for v in source:
        yield v * 2


async def take(n, source):
    it = aiter(source)
    out = []
    for _ in range(n):
        out.append(await anext(it))
    return out

print(run(take(3, doubled(tree))))


async def with_default():
    it = aiter(doubled(Tree(7)))
    a = await anext(it, "none")
    b = await anext(it, "none")
    c = await anext(it, None)
    try:
        await anext(it)
    except StopAsyncIteration:
        d = "stopped"
    return a, b, c, d
print(run(with_default()))


async def is_even(x):
    await Pause()
    return x % 2 == 0

async def conditions():
    evens = [x for x in range(10) if await is_even(x)]
    labels = {x: f"<{await is_even(x)}>" for x in range(3)}
    nested = [[y async for y in doubled(Tree(x))] for x in range(3)]
    gen = (await is_even(x) for x in range(4))
    flags = [f async for f in gen]
    return evens, labels, nested, flags
print(run(conditions()))


# builtins errors
for bad in [1, [1, 2]]:
    try:
        aiter(bad)
    except TypeError as e:
        print("TypeError", e)
    try:
        anext(bad)
    except TypeError as e:
        print("TypeError", e)

class BadAiter:
    def __aiter__(self):
        return 3
try:
    aiter(BadAiter())
except TypeError as e:
    print("TypeError", e)
print(type(anext(doubled(tree), 0)).__name__)


# hot loop: async generator values change type; int, float and str paths
async def values(n):
    for i in range(n):
        if i % 5 == 0:
            yield float(i)
        elif i % 5 == 1:
            yield str(i)
        else:
            yield i
        if i % 37 == 0:
            await Pause()

async def summarise(n):
    ints = 0
    floats = 0.0
    text = []
    async for v in values(n):
        if isinstance(v, str):
            text.append(v)
        elif isinstance(v, float):
            floats += v
        else:
            ints += v
    return ints, floats, len(text), text[:3]
print(run(summarise(500)))


# many coroutines, each awaiting a chain; await results of mixed types
async def level(n):
    if n == 0:
        return 0
    r = await level(n - 1)
    return r + 1

async def mixed_results():
    total = 0
    for i in range(200):
        total += await level(i % 10)
    return total
print(run(mixed_results()))


# an async iterator class (not a generator) with state, used many times
class Countdown:
    def __init__(self, n):
        self.n = n
    def __aiter__(self):
        return self
    async def __anext__(self):
        if self.n <= 0:
            raise StopAsyncIteration
        self.n -= 1
        if self.n % 4 == 0:
            await Pause()
        return self.n

async def countdowns():
    total = 0
    for k in range(50):
        async for v in Countdown(k):
            total += v
    return total
print(run(countdowns()))
