# _functools.reduce and cmp_to_key (in RPython): results, initial values,
# iterators, CPython's errors, the KeyWrapper type (rich comparisons
# through the cmp function, obj attribute, unhashable, not instantiable)
import _functools
import functools
import collections.abc

print(functools.reduce is _functools.reduce,
      functools.cmp_to_key is _functools.cmp_to_key)


def show(f, *args, **kw):
    try:
        print(f(*args, **kw))
    except Exception as e:
        print(type(e).__name__, e)


reduce = _functools.reduce
print(reduce(lambda a, b: a + b, range(10)), reduce(lambda a, b: a * b, [1, 2, 3], 10),
      reduce(lambda a, b: a + b, ["a", "b", "c"]), reduce(max, [], 7),
      reduce(lambda a, b: a + [b], "xyz", []), reduce(lambda a, b: a, [42]))
print(reduce(lambda a, b: a * 10 + b, iter([1, 2, 3])),
      reduce(lambda a, b: a + b, (x * x for x in range(5))))


class Squares:
    def __getitem__(self, i):
        if i >= 5:
            raise IndexError
        return i * i


print(reduce(lambda a, b: a + b, Squares()))
show(reduce)
show(reduce, 1, [])
show(reduce, lambda a, b: a, [])
show(reduce, lambda a, b: a, 1)
show(reduce, lambda a, b: a, [], 1, 2)
show(reduce, function=1)
show(reduce, lambda a, b: a / b, [1, 0])


def bad_iter():
    yield 1
    raise KeyError("boom")


show(reduce, lambda a, b: a + b, bad_iter())

cmp_to_key = _functools.cmp_to_key


def cmp1(x, y):
    return (x > y) - (x < y)


key = cmp_to_key(cmp1)
print(type(key).__name__, type(key).__module__, type(key(1)) is type(key))
print(key(3) == key(3), key(3) > key(1), key(3) >= key(3), key(1) < key(2),
      key(1) <= key(0), key(1) != key(2))
print(key(50).obj, key.obj)
k = key(5)
k.obj = 7
print(k.obj)
print(sorted([5, 1, 4, 2], key=cmp_to_key(lambda a, b: b - a)))
vals = [5, "3", 7, 2, "0", "1", 4, "10", 1]
print(sorted(vals, key=cmp_to_key(lambda x, y: cmp1(int(x), int(y)))))
print(min(["bb", "a", "ccc"], key=cmp_to_key(lambda a, b: len(a) - len(b))))
key2 = cmp_to_key(mycmp=cmp1)
print(key2(obj=3) == key2(obj=3))
show(cmp_to_key)
show(cmp_to_key, cmp1, None)
show(key)
show(key, None, None)
show(lambda: key(3) > 1)
show(lambda: key < key(1))
show(hash, key(10))
print(isinstance(key(10), collections.abc.Hashable))
show(type(key))
show(setattr, key(1), "foo", 5)


def cmp_raises(x, y):
    raise ZeroDivisionError("cmp")


show(lambda: cmp_to_key(cmp_raises)(3) > cmp_to_key(cmp_raises)(1))


class BadCmp:
    def __lt__(self, other):
        raise ZeroDivisionError("lt")


show(lambda: cmp_to_key(lambda x, y: BadCmp())(3) < cmp_to_key(cmp1)(1))
# the result of cmp is compared with 0 by its own rich comparison
print(cmp_to_key(lambda x, y: 1.5)(1) > cmp_to_key(lambda x, y: 0)(2))

# hot loops
acc = 0
for i in range(300):
    if key(i % 17) < key(8):
        acc += 1
    acc += reduce(lambda a, b: a + b, [i, 1, 2])
print(acc)
data = [(i * 37) % 101 for i in range(300)]
data[150] = 50.5
print(sorted(data, key=cmp_to_key(cmp1))[:10])
total = 0
for i in range(200):
    seq = [i, i + 1, i + 2] if i % 2 else (float(i), 1.0)
    total += reduce(lambda a, b: a + b, seq, 0)
print(total)
