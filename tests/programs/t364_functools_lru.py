# _functools._lru_cache_wrapper (in RPython) under functools.lru_cache:
# hits/misses/eviction order, maxsize None/0/n/negative, typed keys,
# keyword arguments, cache_info/cache_clear/cache_parameters, methods,
# __wrapped__, copy/pickle, exceptions, reentrancy, hot loops
import _functools
import functools
import copy
import pickle

print(functools._lru_cache_wrapper is _functools._lru_cache_wrapper)


def show(f, *args, **kw):
    try:
        print(f(*args, **kw))
    except Exception as e:
        print(type(e).__name__, e)


@functools.lru_cache(maxsize=2)
def sq(x):
    print("  compute", x)
    return x * x


for x in [1, 2, 1, 3, 2, 1, 1]:
    print(x, sq(x))
print(sq.cache_info(), sq.cache_parameters())
print(sq.__wrapped__.__name__, sq.__name__, sq.__qualname__, sq.__module__,
      type(sq).__name__)
sq.cache_clear()
print(sq.cache_info())


@functools.lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


print(fib(80), fib.cache_info())


@functools.lru_cache(maxsize=0)
def nocache(x):
    return x + 1


print(nocache(1), nocache(1), nocache.cache_info())


@functools.lru_cache(maxsize=-5)
def neg(x):
    return x


print(neg(1), neg(1), neg.cache_info())


@functools.lru_cache
def plain(x, y=0, *, z=0):
    return (x, y, z)


calls = [(1,), (1, 0), (1,), ((1,),), (1.0,), (True,)]
for a in calls:
    plain(*a)
print(plain.cache_info())
plain(1, y=2)
plain(1, y=2)
plain(y=2, x=1)
plain(1, 2, z=3)
print(plain.cache_info(), plain.cache_parameters())


@functools.lru_cache(typed=True)
def typed(x):
    return type(x).__name__


print(typed(1), typed(1.0), typed(True), typed("1"), typed(1), typed.cache_info())
print(typed.cache_parameters())


# methods: the wrapper binds like a function
class C:
    def __init__(self, v):
        self.v = v

    @functools.lru_cache(maxsize=4)
    def add(self, y):
        return self.v + y

    def __hash__(self):
        return hash(self.v)

    def __eq__(self, other):
        return isinstance(other, C) and self.v == other.v

    @staticmethod
    @functools.lru_cache
    def st(x):
        return x * 2


c = C(10)
print(c.add(1), c.add(1), C(10).add(1), C(11).add(1), C.add.cache_info())
print(c.add.cache_info(), C.st(4), C.st(4), C.st.cache_info())
print(C.__dict__["add"].__get__(None, C) is C.__dict__["add"])

# unhashable arguments, exceptions are not cached
show(sq, [1])
n = [0]


@functools.lru_cache(maxsize=3)
def flaky(x):
    n[0] += 1
    if n[0] % 2:
        raise ValueError("odd %d" % n[0])
    return x


show(flaky, 1)
show(flaky, 1)
show(flaky, 1)
print(flaky.cache_info())

# copy, deepcopy, pickle (by qualified name)
print(copy.copy(sq) is sq, copy.deepcopy(sq) is sq, sq.__reduce__())
print(pickle.loads(pickle.dumps(fib)) is fib)
fib.extra = 1
print(fib.extra, sorted(k for k in fib.__dict__ if not k.startswith("__")))

# errors of the wrapper type itself
W = _functools._lru_cache_wrapper
show(W)
show(W, 1, 1, False, None)
show(W, len, "a", False, None)
show(lambda: type(W(len, 2, False, tuple)).__name__)
w = W(len, 2, False, lambda *a: a)
print(w("abc"), w("abc"), w.cache_info())
w2 = W(len, None, False, lambda *a: a)
print(w2("ab"), w2.cache_info())


# reentrancy: the function fills the cache for its own key
@functools.lru_cache(maxsize=2)
def reent(x):
    if x > 0:
        reent(x - 1)
        reent(x - 1)
    return x


print(reent(5), reent.cache_info())


# keys whose __eq__ is expensive are hashed once per call
class Key:
    hashes = 0

    def __init__(self, v):
        self.v = v

    def __hash__(self):
        Key.hashes += 1
        return hash(self.v)

    def __eq__(self, other):
        return self.v == other.v


@functools.lru_cache(maxsize=8)
def kf(k):
    return k.v


for i in range(6):
    kf(Key(i % 3))
print(Key.hashes, kf.cache_info())

# hot loops: ints, then floats and strings mid-loop, eviction churn
@functools.lru_cache(maxsize=16)
def churn(x):
    return x * 3


total = 0
for i in range(600):
    x = i % 40
    if i > 300:
        x = float(x)
    if i > 500:
        x = str(x)
        total += len(churn(x))
    else:
        total += churn(x)
print(total, churn.cache_info())
