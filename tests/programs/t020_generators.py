# generators, yield, next, StopIteration
def count_up(n):
    i = 0
    while i < n:
        yield i
        i += 1
print(list(count_up(5)))
g = count_up(3)
print(next(g), next(g), next(g))
try:
    next(g)
except StopIteration:
    print("StopIteration")
print(next(g, "default"))
def gen_with_return():
    yield 1
    yield 2
    return "done"
gr = gen_with_return()
print(next(gr), next(gr))
try:
    next(gr)
except StopIteration as e:
    print("stop value", e.value)
def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b
out = []
for v in fib():
    if v > 100:
        break
    out.append(v)
print(out)
def squares(it):
    for x in it:
        yield x * x
def evens(it):
    for x in it:
        if x % 2 == 0:
            yield x
print(list(squares(evens(range(10)))))
print(sum(squares(range(5))), max(count_up(7)), sorted(count_up(4), reverse=True))
def lazy():
    print("started")
    yield "a"
    print("resumed")
    yield "b"
    print("finished")
lz = lazy()
print("created")
for item in lz:
    print("got", item)
ge = (x * 10 for x in range(4))
print(next(ge), list(ge), list(ge))
print(type(ge).__name__, type(count_up(1)).__name__)
def zipgen():
    for a, b in zip(count_up(3), "abc"):
        yield a, b
print(list(zipgen()))
print(dict(enumerate(count_up(3))), tuple(count_up(2)), set(count_up(3)))
def gen_exc():
    try:
        yield 1
        yield 2
    finally:
        print("gen finally")
for v in gen_exc():
    print(v)
def take(n, it):
    it = iter(it)
    result = []
    for _ in range(n):
        result.append(next(it))
    return result
print(take(5, fib()))
print(any(x > 3 for x in range(5)), all(x < 3 for x in range(5)))
