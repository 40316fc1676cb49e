# itertools: re-entrant sources (pairwise, tee, chain, islice), count over
# any number type, and sources that are not iterators
from itertools import (pairwise, tee, chain, islice, count, accumulate,
                       compress, cycle, dropwhile, filterfalse, groupby,
                       starmap, takewhile, zip_longest)
from decimal import Decimal
from fractions import Fraction

def pairwise_check(reenter_at, n):
    class I:
        count = 0
        def __iter__(self):
            return self
        def __next__(self):
            self.count += 1
            if self.count in reenter_at:
                return next(it)
            return [self.count]
    it = pairwise(I())
    return [next(it) for _ in range(n)]

for at, n in [({1}, 2), ({2}, 3), ({3}, 4), ({1, 2}, 2), ({1, 3}, 2),
              ({1, 4}, 3), ({2, 3}, 3)]:
    print(sorted(at), pairwise_check(at, n))

def pairwise_check2(maxcount):
    class I:
        count = 0
        def __iter__(self):
            return self
        def __next__(self):
            if self.count >= maxcount:
                raise StopIteration
            self.count += 1
            if self.count == 1:
                return next(it, None)
            return [self.count]
    it = pairwise(I())
    return list(it)
for m in range(1, 6):
    print(m, pairwise_check2(m))

class T:
    first = True
    def __iter__(self):
        return self
    def __next__(self):
        first = self.first
        self.first = False
        if first:
            return next(b)
        return 1
a, b = tee(T())
try:
    next(a)
except RuntimeError as e:
    print("RuntimeError", e)

print(list(islice(count(Decimal("1.1")), 3)), list(islice(count(Fraction(2, 3)), 3)))
print(list(islice(count(3.25 - 4j), 2)), list(islice(count(1, Fraction(1, 2)), 3)))
c = count(Fraction(1, 2), Fraction(1, 3)); next(c); print(c, c.__reduce__())
for bad in ("a", [1], None):
    try:
        count(bad)
    except TypeError as e:
        print("TypeError", e)

class N:
    'no __next__'
    def __init__(self, seq):
        self.seq = seq
    def __iter__(self):
        return self
for f in [lambda s: accumulate(s), lambda s: chain(s), lambda s: compress(s, s),
          lambda s: cycle(s), lambda s: dropwhile(bool, s), lambda s: filterfalse(bool, s),
          lambda s: groupby(s), lambda s: islice(s, 2), lambda s: pairwise(s),
          lambda s: starmap(max, s), lambda s: takewhile(bool, s), lambda s: tee(s),
          lambda s: zip_longest(s), lambda s: zip(s), lambda s: map(abs, s),
          lambda s: enumerate(s), lambda s: filter(None, s), lambda s: list(s)]:
    try:
        r = f(N("abc"))
        list(r) if not isinstance(r, tuple) else [list(x) for x in r]
        print("no error")
    except TypeError as e:
        print("TypeError", e)

# hot: pairwise and tee in loops over changing sources
total = 0
for i in range(200):
    src = [range(i % 7), "abcde"[: i % 6], [1.5] * (i % 4), (x for x in range(i % 5))][i % 4]
    total += len(list(pairwise(src)))
    x, y = tee(src if i % 4 != 3 else iter(range(i % 5)))
    total += len(list(x)) + len(list(y))
print(total)
