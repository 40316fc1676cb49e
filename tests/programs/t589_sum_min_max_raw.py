# sum(), min() and max() of lists in int and float storage: read raw, in
# the order and with the conversions of CPython's fast paths (an int
# start meeting a float, ints into a float start, int overflow)
import sys
M = sys.maxsize
cases = [
    [1, 2, 3], [M, 1], [M, M, -M], [-M - 1, -1], [2.5, -1.0], [0.1] * 10,
    [1e308, 1e308], [-0.0], [0.0, -0.0], [-0.0, 0.0], [], [3],
    list(range(1000)), [k * 0.5 for k in range(100)],
]
for c in cases:
    row = [sum(c), sum(c, 0.5), sum(c, -0.0), sum(c, 2 ** 53 + 1), sum(c, M)]
    if c:
        row += [min(c), max(c), min(c, default=9), max(c, key=abs)]
    else:
        row += [min(c, default=None), max(c, default=-1)]
    print([repr(x) for x in row])
print(sum([True, 2]), max([1, True]), min([0.0, False]), sum([1, 2], 2 ** 70))
try:
    max([])
except ValueError as e:
    print(e)
print(sum([0.1, 0.2, 0.3]), sum((0.1, 0.2, 0.3)), sum([1, 2.5]))
