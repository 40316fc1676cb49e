# Subclasses of list, dict, set, frozenset and tuple: the instance behaves
# as its base (len, iteration, indexing, slicing, comparison, hashing,
# printing via the base's repr), has a __dict__ for extra attributes, and
# its overrides are used by Python code and by the built-in operations
# (len(), indexing, iteration, repr, ==, in), in hot loops whose receiver
# changes between the exact type and the subclass.
class Stack(list):
    def push(self, x):
        self.append(x)

    def peek(self):
        return self[-1]


s = Stack([1, 2])
s.push(3)
s.label = "stack"
print(s, len(s), s.peek(), s[0], s[1:], s.label, type(s).__name__,
      isinstance(s, list), isinstance(s, Stack), s == [1, 2, 3],
      [1, 2, 3] == s, s != [1], 2 in s, s.index(3), s.count(1))
print(s + [4], [0] + s, s * 2, 2 * s, sorted(s, reverse=True), list(s),
      tuple(s), max(s), sum(s), list(reversed(s)), bool(Stack()))
s += [9]
print(type(s).__name__, s)
s *= 2
print(type(s).__name__, s)
s[0] = 100
del s[1]
s.extend([7, 8])
s.sort()
print(s, s.pop(), len(s))
try:
    hash(s)
except TypeError as e:
    print("TypeError", e)
try:
    s.missing
except AttributeError as e:
    print("AttributeError", e)

# overrides: append doubling, __getitem__ via super(), __len__, __iter__
class Doubling(list):
    def append(self, x):
        super().append(x * 2)

    def __getitem__(self, i):
        return ("item", super().__getitem__(i))


d = Doubling()
for i in range(150):
    d.append(i)
print(len(d), d[3], d[-1], list(d)[:3], sum(list.__iter__(d)) if False
      else sum(x for x in d), list.__getitem__(d, 2))


class Weird(list):
    def __len__(self):
        return 42

    def __iter__(self):
        return iter(["a", "b"])

    def __contains__(self, x):
        return x == "magic"

    def __repr__(self):
        return "Weird(%d)" % list.__len__(self)

    def __eq__(self, other):
        return other == "weird"


w = Weird([1, 2, 3])
print(len(w), list(w), "magic" in w, 1 in w, repr(w), str(w), [w],
      w == "weird", w == [1, 2, 3], bool(w), list.__len__(w))


class Init(list):
    def __init__(self, n):
        super().__init__(range(n))
        self.n = n


class NoSuperInit(list):
    def __init__(self, n):
        self.n = n


print(Init(4), Init(4).n, NoSuperInit(4), NoSuperInit(4).n)

# dict subclasses: __missing__, __setitem__ override, attributes
class Counter(dict):
    def __missing__(self, key):
        return 0


c = Counter()
for w_ in "the quick brown fox jumps over the lazy dog the end".split():
    c[w_] = c[w_] + 1
print(c["the"], c["nope"], len(c), sorted(c.items())[:3], "fox" in c,
      isinstance(c, dict), type(c).__name__, c.get("nope"))


class Lower(dict):
    def __setitem__(self, key, value):
        super().__setitem__(key.lower(), value)

    def __getitem__(self, key):
        return super().__getitem__(key.lower())


lo = Lower(A=1)
lo["B"] = 2
print(lo, lo["b"], "A" in lo, lo.get("a"), len(lo),
      dict(lo), Lower({"X": 1}), sorted(lo))
dd = Lower()
dd.update({"Q": 5})
print(dd, {**lo}, lo == {"A": 1, "b": 2})


class Attr(dict):
    def __getattr__(self, name):
        try:
            return self[name]
        except KeyError:
            raise AttributeError(name)


a = Attr(x=1, y=2)
a.z = 3
print(a.x + a.y, a.z, a, sorted(a.keys()))

# set and frozenset subclasses
class Tags(set):
    def add_all(self, *xs):
        for x in xs:
            self.add(x)


t = Tags([3, 1])
t.add_all(2, 5)
print(t, len(t), 2 in t, sorted(t), t | {9}, t & {1, 2}, t - {1},
      type(t).__name__, Tags(), isinstance(t, set))
t |= {100}
print(type(t).__name__, sorted(t))
try:
    hash(t)
except TypeError as e:
    print("TypeError", e)


class Key(frozenset):
    pass


k = Key([1, 2])
print(k, hash(k) == hash(frozenset([1, 2])), {k: "v"}[frozenset([1, 2])],
      k == frozenset([2, 1]), Key(), k | {3})

# tuple subclasses: __new__ with extra logic, hashing, unpacking
class Pair(tuple):
    def __new__(cls, a, b):
        return super().__new__(cls, (a, b))

    @property
    def first(self):
        return self[0]

    def swap(self):
        return Pair(self[1], self[0])


p = Pair(1, 2)
x, y = p
print(p, p.first, p.swap(), x, y, len(p), hash(p) == hash((1, 2)),
      {p: 1}[(1, 2)], p + (3,), p == (1, 2), p < (1, 3), type(p.swap()).__name__)


class Labeled(tuple):
    def __repr__(self):
        return "L" + tuple.__repr__(self)


print(Labeled([1, 2]), [Labeled((3,))], str(Labeled(())))

# hot loops: the receiver alternates between exact types and subclasses
seqs = [[1, 2, 3], Stack([4, 5]), Weird([6]), (7, 8), Pair(9, 10)]
total = 0
count = 0
for i in range(400):
    q = seqs[i % 5]
    total += len(q)
    for item in q:
        count += 1
    if q:
        total += 1
print(total, count)
low = Lower()
low["K"] = 3
maps = [{"k": 1}, Counter(k=2), low]
acc = 0
for i in range(300):
    m = maps[i % 3]
    acc += m["k"] + len(m)
    m["n"] = i
print(acc, maps[2])
items = []
for i in range(200):
    items.append(Stack() if i % 2 else [])
    items[-1].append(i)
print(sum(len(x) for x in items), type(items[1]).__name__, items[-1])
