# size: 200000
# mean, variance, range and a threshold count over a list of floats by `for x in data` (bench/styles: the same algorithms in other styles)
import sys


def describe(data):
    s = 0.0
    s2 = 0.0
    lo = data[0]
    hi = data[0]
    for x in data:
        s += x
        s2 += x * x
        if x < lo:
            lo = x
        if x > hi:
            hi = x
    n = len(data)
    mean = s / n
    return mean, s2 / n - mean * mean, lo, hi


def above(data, limit):
    count = 0
    for x in data:
        if x > limit:
            count += 1
    return count


n = int(sys.argv[1])
data = [((k * 7919) % 10007) * 0.001 - 5.0 for k in range(n)]
r = None
for rep in range(20):
    r = describe(data), above(data, 2.5)
print(r)
