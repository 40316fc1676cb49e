# StopIteration raised by map's function, filter's predicate, an
# iterator's __next__ or an old-style __getitem__ ends the iteration as
# CPython does; iter(callable, sentinel); in loops and consumers.


def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


def stop_at_3(x):
    if x == 3:
        raise StopIteration
    return x * 10


show(lambda: list(map(stop_at_3, range(6))))
show(lambda: list(filter(stop_at_3, range(6))))
show(lambda: [v for v in map(stop_at_3, range(6))])
show(lambda: tuple(map(stop_at_3, range(6))))
show(lambda: sorted(map(stop_at_3, [5, 4, 3, 2])))
show(lambda: sum(map(stop_at_3, range(6))))
show(lambda: max(map(stop_at_3, range(6))))
show(lambda: ",".join(map(str, map(stop_at_3, range(6)))))
show(lambda: list(enumerate(map(stop_at_3, range(6)))))
show(lambda: list(zip("abcdef", map(stop_at_3, range(6)))))
show(lambda: dict(zip(range(6), map(stop_at_3, range(6)))))
show(lambda: any(map(stop_at_3, [0, 0, 3, 1])))
show(lambda: set(map(stop_at_3, range(6))))
show(lambda: [*map(stop_at_3, range(6))])


def unpack():
    a, b, c, d = map(stop_at_3, range(6))


show(unpack)


def gen():
    yield from map(stop_at_3, range(6))


def gen2():
    for v in map(stop_at_3, range(6)):
        yield v


show(lambda: list(gen()))
show(lambda: list(gen2()))

# the map stays usable after the StopIteration, like CPython's
mp = map(stop_at_3, [1, 3, 4, 3, 5])
show(lambda: list(mp))
show(lambda: list(mp))
show(lambda: list(mp))


class Counter:
    def __init__(self, n):
        self.i = 0
        self.n = n

    def __iter__(self):
        return self

    def __next__(self):
        self.i += 1
        if self.i > self.n:
            raise StopIteration
        return self.i


show(lambda: list(zip(Counter(3), "abcdef")))
show(lambda: list(zip("abcdef", Counter(3))))
show(lambda: list(map(lambda a, b: a * b, Counter(4), Counter(9))))
show(lambda: sum(Counter(100)))


class Seq:
    def __getitem__(self, i):
        if i > 4:
            raise IndexError
        return i * 2


class SeqStop:
    def __getitem__(self, i):
        if i > 2:
            raise StopIteration
        return i


class SeqKey:
    def __getitem__(self, i):
        if i > 2:
            raise KeyError(i)
        return i


show(lambda: list(Seq()))
show(lambda: list(SeqStop()))
show(lambda: list(SeqKey()))
show(lambda: (4 in Seq(), 5 in Seq(), 2 in SeqStop()))
it = iter(SeqStop())
show(lambda: [next(it) for _ in range(3)])
show(lambda: next(it))
show(lambda: next(it))
show(lambda: type(iter(Seq())).__name__)

calls = [0]


def tick():
    calls[0] += 1
    return calls[0]


show(lambda: list(iter(tick, 5)))
show(lambda: type(iter(tick, 1)).__name__)
calls[0] = 0
ci = iter(tick, 3)
show(lambda: (next(ci), next(ci)))
show(lambda: next(ci))
show(lambda: next(ci))


def raiser():
    raise StopIteration


show(lambda: list(iter(raiser, 1)))
show(lambda: iter(3, 4))
show(lambda: iter(tick))

# hot loops over each protocol
total = 0
for rep in range(60):
    for v in map(stop_at_3, range(rep % 6)):
        total += v
    for v in filter(stop_at_3, range(rep % 6)):
        total += v
    for v in SeqStop():
        total += v
    for v in Seq():
        total += v
    for a, b in zip(Counter(rep % 4), Seq()):
        total += a * b
print(total)
