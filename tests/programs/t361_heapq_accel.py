# _heapq (the C accelerator, in RPython): push/pop/replace/pushpop/heapify,
# the _max variants heapq.merge/nlargest use, comparisons through `<`,
# errors and a heap that changes size during a comparison
import _heapq
import heapq

print(heapq.heappush is _heapq.heappush, heapq._heapify_max is _heapq._heapify_max)


def show(f, *args):
    try:
        print(f(*args))
    except Exception as e:
        print(type(e).__name__, e)


h = []
for x in [5, 3, 8, 1, 9, 2, 7]:
    _heapq.heappush(h, x)
print(h)
print([_heapq.heappop(h) for _ in range(len(h))], h)
h = [9, 4, 7, 1, 8, 2, 6, 3, 5, 0]
_heapq.heapify(h)
print(h)
print(_heapq.heapreplace(h, 10), h)
print(_heapq.heappushpop(h, -1), _heapq.heappushpop(h, 6), h)
m = [3, 1, 4, 1, 5, 9, 2, 6]
_heapq._heapify_max(m)
print(m, _heapq._heappop_max(m), _heapq._heapreplace_max(m, 0), m)

# tuples, strings, a user class with __lt__ only
pq = []
for prio, name in [(3, "c"), (1, "a"), (2, "b"), (1, "aa"), (5, "e")]:
    _heapq.heappush(pq, (prio, name))
print([_heapq.heappop(pq) for _ in range(5)])


class Task:
    def __init__(self, p):
        self.p = p

    def __lt__(self, other):
        return self.p < other.p

    def __repr__(self):
        return "Task(%d)" % self.p


th = [Task(p) for p in [4, 1, 3, 2]]
_heapq.heapify(th)
print(th, _heapq.heappop(th))

# the heapq functions that use the accelerator
print(heapq.nsmallest(3, [5, 1, 4, 2, 3]), heapq.nlargest(3, [5, 1, 4, 2, 3]),
      list(heapq.merge([1, 4, 7], [2, 5, 8], [3, 6, 9])),
      list(heapq.merge([7, 4, 1], [8, 5, 2], reverse=True)),
      heapq.nlargest(2, ["bb", "a", "ccc"], key=len))


class L(list):
    pass


lh = L([5, 2, 8])
_heapq.heapify(lh)
_heapq.heappush(lh, 1)
print(lh, type(lh).__name__, _heapq.heappop(lh))

# errors
show(_heapq.heappush)
show(_heapq.heappush, (), 1)
show(_heapq.heappop)
show(_heapq.heappop, ())
show(_heapq.heapify, 1)
show(_heapq.heappop, [])
show(_heapq.heapreplace, [], 1)
show(_heapq._heappop_max, [])
show(_heapq._heapreplace_max, [], 1)
show(_heapq.heappushpop, 1, 2)
show(_heapq.heappush, [], 1, 2)
show(_heapq.heappushpop, [], 5)
show(_heapq.heappush, [1, 2], "x")
show(_heapq.heapify, [1, "a", 2.5, None])


class Bad:
    def __lt__(self, other):
        raise ZeroDivisionError("cmp")


show(_heapq.heappush, [1], Bad())
show(_heapq.heapify, [Bad(), Bad(), Bad()])


class Shrink(int):
    def __lt__(self, other):
        heap.clear()
        return NotImplemented


heap = []
_heapq.heappush(heap, Shrink(0))
show(_heapq.heappushpop, heap, 1)


class Grow:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        heap2.append(Grow(0))
        return self.v < other.v


heap2 = [Grow(i) for i in range(5)]
show(_heapq.heappush, heap2, Grow(-1))
heap2 = [Grow(i) for i in range(5)]
show(_heapq.heappop, heap2)
show(_heapq.heapify, heap2)

# hot loops: ints, floats, then a type change mid-loop; a big heapify
# (CPython's cache-friendly order above 2500 items)
import random
rng = random.Random(7)
hh = []
out = []
for i in range(400):
    _heapq.heappush(hh, rng.randrange(1000))
    if i % 3 == 0:
        out.append(_heapq.heappop(hh))
print(len(hh), sum(out), out[:10])
fh = [rng.random() for i in range(200)]
_heapq.heapify(fh)
prev = -1.0
ok = True
for i in range(200):
    if i == 150:
        _heapq.heappush(fh, 2)
    v = _heapq.heappop(fh)
    ok = ok and v >= prev
    prev = v
print(ok, prev)
big = [(i * 7919) % 10007 for i in range(6000)]
_heapq.heapify(big)
print(big[:12], big[2999], big[-1])
bigm = list(range(3000))
_heapq._heapify_max(bigm)
print(bigm[:8], bigm[1500], bigm[-1])
mix = []
for i in range(300):
    _heapq.heappush(mix, float(i % 17) if i % 2 else i % 13)
print(sum(_heapq.heappop(mix) for _ in range(100)), len(mix))
