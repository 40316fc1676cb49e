# user-defined iterators: __iter__ and __next__
class CountDown:
    def __init__(self, start):
        self.current = start
    def __iter__(self):
        return self
    def __next__(self):
        if self.current <= 0:
            raise StopIteration
        self.current -= 1
        return self.current + 1
print(list(CountDown(5)))
for v in CountDown(3):
    print("v", v)
cd = CountDown(2)
print(next(cd), next(cd), next(cd, "exhausted"))
class Range2:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return Range2Iter(self.n)
class Range2Iter:
    def __init__(self, n):
        self.i = 0
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.i >= self.n:
            raise StopIteration()
        self.i += 1
        return self.i * 2
r = Range2(4)
print(list(r), list(r), sum(r), max(r), sorted(r, reverse=True), 6 in r, 7 in r)
print([x + 1 for x in r], dict(zip(r, "abcd")), list(enumerate(r)))
a, b, c, d = r
print(a, b, c, d)
print(tuple(r), set(r) == {2, 4, 6, 8}, list(map(str, r)), any(x > 7 for x in r))
class GenIter:
    def __init__(self, data):
        self.data = data
    def __iter__(self):
        for item in self.data:
            yield item.upper()
print(list(GenIter(["a", "b"])), " ".join(GenIter("xyz")))
it = iter(CountDown(3))
print(it is iter(it))
class Fib:
    def __init__(self, limit):
        self.limit = limit
    def __iter__(self):
        self.a, self.b = 0, 1
        return self
    def __next__(self):
        if self.a > self.limit:
            raise StopIteration
        v = self.a
        self.a, self.b = self.b, self.a + self.b
        return v
print(list(Fib(50)))
for x, y in zip(Fib(10), CountDown(100)):
    print(x, y, end="; ")
print()
