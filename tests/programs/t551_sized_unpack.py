# list(x), tuple(x), unpacking of range and sequence iterators: sized
# once (sequences.unpack_iterable), partly consumed iterators included.
print(list(range(5)), list(range(10, 0, -3)), list(range(0)), list(range(5, 2)), tuple(range(3)))
it = iter(range(4)); next(it); print(list(it), list(it))
it = iter([1, 2, 3]); next(it); print(list(it), list(it))
class L(list): pass
print(list(L([1, 2])), list((1.5, 2.5)), sorted(range(3, 0, -1)), set(range(3)))
print(list(range(2**62, 2**62 + 3)), len(list(range(-5, 5, 2))))
a, *b = range(4); print(a, b)
print([*range(3), *range(2)])
r = range(3)
it = iter(r)
print(list(it), next(it, "done"), list(r), tuple(reversed(r)))
print(list(range(-2, 7, 3)), list(range(7, -2, -3)), list(range(2**63 - 3, 2**63 - 1)))
print(sum(list(range(100000))), len(tuple(range(12345))))
