# Tier-1/tier-2 guards meant for exact built-in types must not accept
# subclass instances: the same code sites run first on exact values, then
# on subclass instances with and without overrides (and back), and on
# classes whose __new__ / metaclass __call__ / methods change mid-loop.
class MyList(list):
    pass


class CountingList(list):
    appends = 0

    def append(self, x):
        CountingList.appends += 1
        super().append(x)

    def __getitem__(self, i):
        return list.__getitem__(self, i) * 10

    def __len__(self):
        return list.__len__(self) + 1000


def fill(target, n):
    for i in range(n):
        target.append(i)
    return target


def read(seq):
    total = 0
    for i in range(3):
        total += seq[i]
    return total + len(seq)


res = []
for k in range(60):
    kind = k % 3
    if kind == 0:
        t = fill([], 5)
    elif kind == 1:
        t = fill(MyList(), 5)
    else:
        t = fill(CountingList(), 5)
    res.append(read(t))
print(res[:6], sum(res), CountingList.appends)


class Num(int):
    def __add__(self, other):
        return Num(int(self) + int(other) + 100)

    def __lt__(self, other):
        return int(self) > int(other)


class Plain(int):
    pass


def accumulate(values):
    acc = 0
    for v in values:
        acc = v + acc
    return acc


def count_less(values, limit):
    n = 0
    for v in values:
        if v < limit:
            n += 1
    return n


outs = []
for k in range(40):
    vals = [[1, 2, 3], [Plain(1), Plain(2), 3], [Num(1), 2, Num(3)]][k % 3]
    outs.append((accumulate(vals), count_less(vals, 2)))
print(outs[:3], outs[-3:])


def floats(values):
    s = 0.0
    for v in values:
        s = s + v * 2.0
    return s


class Half(float):
    def __mul__(self, other):
        return float(self) * other / 2


fo = []
for k in range(40):
    vals = [[1.0, 2.0], [Half(1.0), 2.0], [3.5, Half(4.0)]][k % 3]
    fo.append(floats(vals))
print(fo[:3])


class Loud(str):
    def __eq__(self, other):
        return str.__eq__(self.lower(), str(other).lower())

    __hash__ = str.__hash__

    def __add__(self, other):
        return Loud(str.__add__(self, other).upper())


def matches(words, target):
    hits = 0
    for w in words:
        if w == target:
            hits += 1
    return hits


def joined(words):
    out = ""
    for w in words:
        out = w + "-"
    return out


ms = []
for k in range(45):
    words = [["a", "A", "b"], [Loud("A"), "a", Loud("b")]][k % 2]
    ms.append((matches(words, "a"), joined(words)))
print(ms[:2], sum(m[0] for m in ms))


# attribute and method sites on instances of a subclass of dict
class Config(dict):
    def get_int(self, key):
        return int(self.get(key, 0))


def probe(cfgs):
    total = 0
    for c in cfgs:
        total += c.get("a", 0)
        if isinstance(c, Config):
            c.extra = total
            total += c.get_int("a") + c.extra
    return total


print(probe([{"a": 1}, Config(a=2), {"a": 3}, Config(a=4.5)] * 40))


# a class called in a hot loop that gains a __new__, then a metaclass
# whose __call__ is replaced
class Item:
    def __init__(self, v):
        self.v = v


def make_all(cls, n):
    total = 0
    for i in range(n):
        total += cls(i).v
    return total


r1 = make_all(Item, 100)


def item_new(cls, v):
    obj = object.__new__(cls)
    obj.created_by_new = True
    return obj


Item.__new__ = item_new
r2 = make_all(Item, 100)
print(r1, r2, Item(3).created_by_new)


class Meta(type):
    pass


class Widget(metaclass=Meta):
    def __init__(self, v):
        self.v = v


r3 = make_all(Widget, 100)


def meta_call(cls, v):
    inst = type.__call__(cls, v)
    inst.v = inst.v * 2
    return inst


Meta.__call__ = meta_call
r4 = make_all(Widget, 100)
del Meta.__call__
r5 = make_all(Widget, 100)
print(r3, r4, r5)

# iteration sites (FOR_ITER specialisations) over exact and subclass
class Rev(list):
    def __iter__(self):
        return iter(list(reversed(self)))


class Tup(tuple):
    pass


def firsts(seqs):
    out = []
    for s in seqs:
        for x in s:
            out.append(x)
            break
    return out


print(firsts([[1, 2], Rev([1, 2]), (3, 4), Tup((5, 6)), range(7, 9),
              "xy"] * 30)[:12])


# unpacking and len of subclass instances at specialised sites
def unpack_sum(pairs):
    s = 0
    for p in pairs:
        a, b = p
        s += a * b + len(p)
    return s


class P2(tuple):
    def __len__(self):
        return 5


print(unpack_sum([(1, 2), P2((3, 4)), [5, 6], MyList([7, 8])] * 50))
