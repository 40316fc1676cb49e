# ranges beyond a machine word; GenericAlias subclasses; importing collections
r = range(1 << 100)
print(r, type(r) is range, r[5], r[-1] == (1 << 100) - 1, 7 in r, -1 in r, (1 << 100) in r)
it = iter(r); print(type(it).__name__, next(it), next(it))
try:
    len(r)
except OverflowError as e:
    print("OverflowError", e)
r2 = range(-2**62, 2**62, 3)
print(r2, r2.start, r2.step, r2[0], r2 == range(-2**62, 2**62, 3), list(range(2**70, 2**70 + 3)))
print(range(5) == range(0, 5), list(range(10, 0, -3)), range(True), len(range(2**63 - 5, 2**63 + 5)))
import _collections_abc, collections, functools
print(collections.OrderedDict(a=1), functools.reduce(lambda a, b: a + b, [1, 2, 3]))
