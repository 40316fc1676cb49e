# code.replace, types.coroutine, types.FunctionType, sys._getframe,
# sys.getsizeof, dict union, weakref of singletons.
import sys
import types
import weakref


def show(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)


# code.replace and function construction
def outer():
    y = 5

    def inner(a, b=2):
        return a + b + y
    return inner


f = outer()
g = types.FunctionType(f.__code__, globals(), "g", (10, 20), f.__closure__)
print(g.__name__, g(1), g())
show(lambda: types.FunctionType(None, {}))
show(lambda: types.FunctionType(f.__code__, None))
show(lambda: types.FunctionType(f.__code__, {}))
show(lambda: types.FunctionType(f.__code__, {}, "n", 5))
c2 = f.__code__.replace(co_name="renamed", co_qualname="q.renamed")
print(c2.co_name, c2.co_qualname, f.__code__.co_name,
      c2.co_varnames == f.__code__.co_varnames, c2 is f.__code__)
print(f.__code__.replace(co_argcount=2).co_argcount)
show(lambda: f.__code__.replace(bogus=1))
f.__code__ = c2
print(f(1), f.__code__.co_name, f.__name__)


def glob_reader():
    return a_global


for i in range(150):
    k = types.FunctionType(glob_reader.__code__, {"a_global": i})
    if i % 50 == 0:
        print(k())


# types.coroutine over a generator (code.replace of co_flags)
@types.coroutine
def wait(v):
    got = yield ("waiting", v)
    return got * 2


async def job(n):
    total = 0
    for i in range(n):
        total += await wait(i)
    return total


co = job(120)
r = co.send(None)
steps = 0
try:
    while True:
        steps += 1
        r = co.send(r[1] + 1)
except StopIteration as e:
    print("job", steps, e.value)


# sys._getframe
def fr_f():
    fr = sys._getframe()
    x = 1
    return (fr.f_code.co_name, fr.f_back.f_code.co_name,
            sorted(fr.f_locals), fr.f_globals is globals(),
            sys._getframe(1).f_code.co_name)


def fr_g():
    return fr_f()


print(fr_g())
show(lambda: sys._getframe(1000))


def keep():
    local_value = 42
    return sys._getframe()


kept = keep()
print(kept.f_code.co_name, kept.f_back.f_code.co_name,
      kept.f_locals["local_value"])


def rec(n):
    if n == 0:
        return sys._getframe()
    return rec(n - 1)


for i in range(200):
    top = rec(i % 6)
    depth = 0
    fr = top
    while fr.f_code.co_name == "rec":
        depth += 1
        fr = fr.f_back
    assert depth == i % 6 + 1 and top.f_locals["n"] == 0
print("frames ok", depth, fr.f_code.co_name)


def h(n):
    return sys._getframe(0).f_locals["n"] * 2


print(sum(h(i) for i in range(300)))

# sys.getsizeof
print(sys.getsizeof([1, 2]) >= 2, sys.getsizeof({1: 2}) > 0,
      sys.getsizeof(1) > 0, sys.getsizeof("abc") > 0,
      sys.getsizeof([1, 2, 3]) > sys.getsizeof([]),
      sys.getsizeof(1.5) == sys.getsizeof(2.5))


class S:
    def __sizeof__(self):
        return 100


class Neg:
    def __sizeof__(self):
        return -1


print(sys.getsizeof(S()) > 100)
show(lambda: sys.getsizeof(Neg()))

# dict union
a = {1: "a", 2: "b"}
b = {2: "B", 3: "C"}


class D(dict):
    pass


print(a | b, b | a, D(a) | b, type(D(a) | b).__name__)
c = a
c |= b
print(c, a is c)
c |= [(9, "x")]
print(c)
d = D(x=1)
d |= {"y": 2}
print(d, type(d).__name__)
show(lambda: a | [(1, 2)])
try:
    a |= 5
except TypeError as e:
    print(e)
acc = {}
for i in range(200):
    acc |= {i % 7: i}
    h2 = acc | {"k": i} if i % 2 else {"k": i} | acc
print(acc, h2)

# weakref of singletons
for value in (None, False, True, Ellipsis, NotImplemented, 0, "", ()):
    try:
        weakref.ref(value)
    except TypeError as e:
        print(e)
