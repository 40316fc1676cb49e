# _bisect (the C accelerator, in RPython): bisect/insort with lo, hi and
# key, sequences other than lists, CPython's argument errors, hot loops
import _bisect
import bisect

print(bisect.bisect_right is _bisect.bisect_right,
      bisect.insort_left is _bisect.insort_left)


def show(f, *args, **kw):
    try:
        print(f(*args, **kw))
    except Exception as e:
        print(type(e).__name__, e)


a = [1, 2, 2, 2, 3, 5, 8]
for x in [0, 1, 2, 3, 4, 8, 9]:
    print(x, _bisect.bisect_left(a, x), _bisect.bisect_right(a, x),
          bisect.bisect(a, x), _bisect.bisect_left(a, x, 2),
          _bisect.bisect_right(a, x, 1, 4), _bisect.bisect_left(a, x, hi=3))

# key functions and tuples
recs = [("a", 1), ("b", 3), ("c", 3), ("d", 7)]
print(_bisect.bisect_left(recs, 3, key=lambda r: r[1]),
      _bisect.bisect_right(recs, 3, key=lambda r: r[1]),
      _bisect.bisect_right(recs, ("b", 9)))
ins = []
for w in ["pear", "fig", "banana", "kiwi", "apple", "plum"]:
    _bisect.insort_right(ins, w, key=len)
print(ins)
ins2 = []
for w in ["pear", "fig", "banana", "kiwi", "apple", "plum"]:
    _bisect.insort_left(ins2, w, key=len)
print(ins2)

# other sequences: tuple, str, range, a user sequence, a list subclass
print(_bisect.bisect_left((1, 3, 5), 4), _bisect.bisect_right("acegi", "d"),
      _bisect.bisect_left(range(0, 100, 3), 50))


class Seq:
    def __init__(self, n):
        self.n = n
        self.reads = 0

    def __len__(self):
        return self.n

    def __getitem__(self, i):
        self.reads += 1
        if not 0 <= i < self.n:
            raise IndexError(i)
        return i * 10


s = Seq(1000)
print(_bisect.bisect_left(s, 4321), s.reads)


class L(list):
    def insert(self, i, x):
        print("insert", i, x)
        list.insert(self, i, x)


l = L([1, 3, 5])
print(hasattr(_bisect, "insort"), hasattr(bisect, "insort"))
_bisect.insort_right(l, 4)
_bisect.insort_left(l, 0, key=None)
print(l, type(l).__name__)

# lo beyond the end inserts at the end; hi smaller than lo gives lo
b = [1, 2]
_bisect.insort_left(b, 9, 5)
print(b, _bisect.bisect_right([1, 2, 3], 2, 2, 1), _bisect.bisect_left([1], 0, 0, -1))

# errors
show(_bisect.bisect_left)
show(_bisect.bisect_left, 1, 2)
show(_bisect.bisect_left, [], 1, -1)
show(_bisect.bisect_left, [], 1, "a")
show(_bisect.insort_right, [], 1, 0, 1, None, 2)
show(_bisect.bisect_right, [1], 1, 0, 10)
show(_bisect.insort_left, (1,), 1)
show(_bisect.bisect_right, [1], 1, None)
show(_bisect.bisect_right, [1], 1, 0, 2 ** 70)
show(_bisect.bisect_right, [1], 1, 2 ** 70)
show(_bisect.bisect_right, [1], 1, 1.0)
show(_bisect.bisect_right, None, 1)
show(_bisect.bisect_right, {}, 1)
show(_bisect.insort_left, [], 1, 0, None, 3)
show(_bisect.bisect_right, x=1)
show(_bisect.bisect_right, a=[1], x=1, lo=0, hi=1, key=None)
show(_bisect.bisect_right, a=[1], x=1, z=1)
show(_bisect.bisect_right, [1], 1, lo=0, x=3)
show(_bisect.bisect_right, [1, "a"], 0)
show(_bisect.bisect_left, [1, 2], 1, key=len)


class Bad:
    def __lt__(self, other):
        raise ZeroDivisionError("lt")


show(_bisect.bisect_left, [Bad(), Bad()], 1)
show(_bisect.bisect_right, [1, 2], Bad())

# hot loops: ints, floats, strs, and a type change mid-loop
data = []
total = 0
for i in range(300):
    v = (i * 7919) % 503
    _bisect.insort_right(data, v)
    total += _bisect.bisect_left(data, v) + _bisect.bisect_right(data, v // 2)
print(data == sorted(data), len(data), total)
fl = [i * 0.5 for i in range(200)]
acc = 0
for i in range(400):
    x = (i % 230) * 0.37
    if i == 250:
        x = int(x)
    acc += _bisect.bisect_right(fl, x) - _bisect.bisect_left(fl, x, 10, 150)
print(acc)
words = sorted("the quick brown fox jumps over a lazy dog again and again".split())
hits = []
for i in range(150):
    w = words[i % len(words)][: (i % 4) + 1]
    hits.append(_bisect.bisect_left(words, w))
print(sum(hits), hits[:12])
