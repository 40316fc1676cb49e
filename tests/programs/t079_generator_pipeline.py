# generator pipelines and lazy evaluation
def numbers():
    n = 0
    while True:
        yield n
        n += 1
def take(n, it):
    for i, v in enumerate(it):
        if i >= n:
            return
        yield v
def select(pred, it):
    for v in it:
        if pred(v):
            yield v
def mapped(fn, it):
    for v in it:
        yield fn(v)
primes_like = select(lambda v: v > 1 and all(v % d for d in range(2, int(v ** 0.5) + 1)), numbers())
print(list(take(15, primes_like)))
squares = mapped(lambda x: x * x, numbers())
print(list(take(8, squares)), list(take(3, squares)))
def chunks(seq, size):
    chunk = []
    for v in seq:
        chunk.append(v)
        if len(chunk) == size:
            yield chunk
            chunk = []
    if chunk:
        yield chunk
print(list(chunks(range(10), 3)), list(chunks([], 2)))
def window(seq, n):
    buf = []
    for v in seq:
        buf.append(v)
        if len(buf) > n:
            buf.pop(0)
        if len(buf) == n:
            yield tuple(buf)
print(list(window("abcdef", 3)))
def running_avg(it):
    total = 0
    count = 0
    for v in it:
        total += v
        count += 1
        yield total / count
print([round(a, 3) for a in running_avg([3, 5, 10, 2, 8])])
def flatten(x):
    for item in x:
        if isinstance(item, list):
            for sub in flatten(item):
                yield sub
        else:
            yield item
print(list(flatten([1, [2, [3, [4, 5]], 6], [[7]], 8])))
def interleave(a, b):
    ia = iter(a)
    ib = iter(b)
    while True:
        try:
            yield next(ia)
        except StopIteration:
            for v in ib:
                yield v
            return
        try:
            yield next(ib)
        except StopIteration:
            for v in ia:
                yield v
            return
print(list(interleave([1, 2, 3, 4], "ab")), list(interleave("x", [9, 8, 7])))
g = (x * x for x in range(5))
print(sum(g), sum(g))
gens = [(i * j for j in range(3)) for i in range(3)]
print([list(gg) for gg in gens])
def trace():
    for i in range(3):
        print("  producing", i)
        yield i
for v in trace():
    print("consumed", v)
it = iter(trace())
print(next(it))
print("stopping early")
def cycle(seq):
    while True:
        for s in seq:
            yield s
print(list(take(7, cycle("abc"))))
