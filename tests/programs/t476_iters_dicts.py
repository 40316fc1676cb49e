# itertools (islice steps, accumulate's None total pickled, tee of a
# copyable iterator), ChainMap's reflected |, dict.__init__ updating,
# setdefault, update of a mutated dict, views' mapping and __contains__,
# reversed list iterators pickled, sort's mutation check, list.__init__
import copy
import operator
import pickle
import sys
from collections import ChainMap, Counter
from functools import cmp_to_key
from itertools import accumulate, count, islice, tee

c = count()
print(list(islice(c, 1, 3, 50)), next(c))
print(len(list(islice(count(), 1, 10, sys.maxsize))))
it = accumulate([None, None, None], operator.is_)
print(next(it))
for proto in (0, pickle.HIGHEST_PROTOCOL):
    print(list(pickle.loads(pickle.dumps(it, proto))), end=" ")
print(list(copy.deepcopy(it)), list(copy.copy(it)))
a, b = tee("abc")
c2, d2 = tee(a)
print(a is c2, list(c2), list(d2), list(b))
for n in range(4):
    r = tee([1, 2], n)
    print(type(r).__name__, [list(x) for x in r], end=" ")
print()


class CI:
    def __init__(self, i=0):
        self.i = i

    def __iter__(self):
        return self

    def __next__(self):
        if self.i >= 3:
            raise StopIteration
        self.i += 1
        return self.i

    def __copy__(self):
        return CI(self.i)


x = CI()
x1, x2 = tee(x)
print(x1 is x, list(x1), list(x2))


class Subclass(ChainMap):
    pass


class SubclassRor(ChainMap):
    def __ror__(self, other):
        return super().__ror__(other)


print(type(ChainMap() | Subclass()).__name__,
      type(Subclass() | ChainMap()).__name__,
      type(ChainMap() | SubclassRor()).__name__)

cnt = Counter()
cnt.update(dict(a=5, b=3))
cnt.__init__("a" * 5)
cnt.__init__()
print(cnt)
d2 = dict({1: 2})
d2.__init__({3: 4})
print(d2)


class Hashed(object):
    def __init__(self):
        self.hash_count = 0
        self.eq_count = 0

    def __hash__(self):
        self.hash_count += 1
        return 42

    def __eq__(self, other):
        self.eq_count += 1
        return id(self) == id(other)


hashed1 = Hashed()
y = {hashed1: 5}
hashed2 = Hashed()
print(y.setdefault(hashed2, []), hashed1.hash_count, hashed2.hash_count)


class X:
    def __hash__(self):
        return 0

    def __eq__(self, o):
        other.clear()
        return False


other = dict([(i, 0) for i in range(1, 30)])
other[X()] = 0
d = {X(): 0, 1: 1}
try:
    d.update(other)
except RuntimeError as e:
    print(e)


class Dict(dict):
    pass


for cls in [dict, Dict]:
    d = cls()
    ms = [d.keys().mapping, d.values().mapping, d.items().mapping]
    d["foo"] = "bar"
    print([type(m).__name__ for m in ms], [m == d for m in ms], ms[0]["foo"])
d = {1: 2}
print(d.keys().__contains__(1), d.items().__contains__((1, 2)),
      d.items().__contains__((1, 3)))
d = {}
for i in range(sys.getrecursionlimit() + 100):
    d = {42: d.values()}
try:
    repr(d)
except RecursionError:
    print("RecursionError")

orig = [4, 5, 6, 7]
data = [10, 11, 12, 13, 14, 15]
itorig = reversed(orig)
next(itorig)
it2, a2 = pickle.loads(pickle.dumps((itorig, orig)))
a2[:] = data
print(type(it2) is type(itorig), list(it2))
for i in range(1, len(orig)):
    next(itorig)
it2, a2 = pickle.loads(pickle.dumps((itorig, orig)))
a2[:] = data
print(type(it2) is type(itorig), list(it2))
next(itorig, None)
it2, a2 = pickle.loads(pickle.dumps((itorig, orig)))
print(type(it2).__name__, list(it2), itorig.__length_hint__())

for i in range(3):
    def mutating_cmp(x, y):
        L.append(3)
        L.pop()
        return (x > y) - (x < y)
    L = [1, 2]
    try:
        L.sort(key=cmp_to_key(mutating_cmp))
    except ValueError as e:
        print(e)
L = [3.0, 1.0, 2.0]
L.sort()
print(L)


class subclass_with_new(list):
    def __new__(cls, seq, newarg=None):
        self = super().__new__(cls, seq)
        self.newarg = newarg
        return self


u = subclass_with_new([1, 2], newarg=3)
print(type(u).__name__, list(u), u.newarg)
try:
    class sub(list):
        pass
    sub(sequence=())
except TypeError as e:
    print(e)
