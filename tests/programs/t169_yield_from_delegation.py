# yield from: generators and other iterators (send/throw/close delegation,
# the StopIteration value as the expression's result)


def show(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)


class Full:
    """An iterator with send, throw and close."""
    def __init__(self, n):
        self.i = 0
        self.n = n
        self.log = []

    def __iter__(self):
        return self

    def __next__(self):
        self.i += 1
        if self.i > self.n:
            raise StopIteration("full-done")
        return self.i

    def send(self, v):
        self.log.append(("send", v))
        return self.__next__() * 10

    def throw(self, e):
        self.log.append(("throw", type(e).__name__))
        if isinstance(e, KeyError):
            raise StopIteration("thrown-out")
        if isinstance(e, IndexError):
            raise e
        return -1

    def close(self):
        self.log.append("close")


class Bare:
    """Only __iter__/__next__."""
    def __init__(self, n):
        self.i = 0
        self.n = n

    def __iter__(self):
        return self

    def __next__(self):
        self.i += 1
        if self.i > self.n:
            raise StopIteration(self.n * 100)
        return self.i


def outer(it):
    try:
        r = yield from it
    except Exception as e:
        print("outer caught", type(e).__name__, e)
        r = "caught"
    print("result", r)
    return r


it = Full(5)
g = outer(it)
print(next(g), g.send(None), g.send(7), g.throw(ValueError("v")))
print(g.throw(KeyError("k")) if False else "", end="")
show(lambda: g.throw(KeyError("k")))
print(it.log)

it = Full(5)
g = outer(it)
next(g)
show(lambda: g.throw(IndexError("i")))
print(it.log)

it = Full(5)
g = outer(it)
next(g)
g.close()
print(it.log, list(g))

g = outer(Bare(3))
print(list(g))
g = outer(Bare(3))
print(next(g))
show(lambda: g.send(5))
g = outer(Bare(3))
next(g)
show(lambda: g.throw(TypeError("t")))
g = outer(Bare(3))
next(g)
g.close()
print("closed", list(g))

# a built-in iterator: send(non-None) has no send method
def plain(it):
    return (yield from it)


g = plain(iter([1, 2, 3]))
print(next(g))
try:
    g.send(1)
except StopIteration as e:
    print("stop", e.value)
except AttributeError as e:
    print("AttributeError", str(e).endswith("object has no attribute 'send'"))
g = outer(range(3))
print(list(g))


# generators: send/throw/close go to the innermost
def sub():
    x = yield 1
    print("sub got", x)
    try:
        yield 2
    except KeyError as e:
        print("sub caught", e)
        yield 3
    finally:
        print("sub finally")
    return "sub-done"


def mid():
    r = yield from sub()
    print("mid r", r)
    r2 = yield from Full(2)
    print("mid r2", r2)
    return r + "/" + r2


o = outer(mid())
print(next(o), o.send("hi"), o.throw(KeyError("k")))
print(next(o), o.send(4))
show(lambda: o.send(None))
show(lambda: next(o))
o = outer(mid())
next(o)
o.close()
print("closed")


def closer():
    class C:
        def __iter__(self):
            return self

        def __next__(self):
            return 1

        def close(self):
            raise ValueError("close failed")
    yield from C()


c = closer()
next(c)
show(c.close)


def throw_raises_attr():
    class T:
        def __iter__(self):
            return self

        def __next__(self):
            return 1

        @property
        def throw(self):
            raise RuntimeError("no throw today")
    yield from T()


t = throw_raises_attr()
next(t)
show(lambda: t.throw(ValueError()))


# hot loops with changing iterator kinds
def chain(sources):
    total = 0
    for s in sources:
        r = yield from s
        if r is not None:
            total += r
    return total


def gen_src(n):
    for i in range(n):
        yield i
    return n


srcs = []
for k in range(120):
    if k % 3 == 0:
        srcs.append(Bare(2))
    elif k % 3 == 1:
        srcs.append(gen_src(2))
    else:
        srcs.append([k, k])
g = chain(srcs)
vals = []
try:
    while True:
        vals.append(next(g))
except StopIteration as e:
    print(len(vals), sum(vals), e.value)

acc = []
for k in range(150):
    it = Full(3)
    g = outer(it) if k % 2 else mid()
    first = next(g)
    second = g.send(k)
    acc.append(first + (second if isinstance(second, int) else 0))
    g.close()
print(sum(acc))
