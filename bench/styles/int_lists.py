# size: 1200
# edit distance over two int lists (`row[j + 1] = d`, `b[j]`), then a histogram and sums by `for x in data` (bench/styles: the same algorithms in other styles)
import sys


def edit_distance(a, b):
    m = len(b)
    prev = list(range(m + 1))
    for i in range(len(a)):
        ai = a[i]
        cur = [i + 1] + [0] * m
        for j in range(m):
            d = prev[j] + (0 if ai == b[j] else 1)
            ins = cur[j] + 1
            dele = prev[j + 1] + 1
            if ins < d:
                d = ins
            if dele < d:
                d = dele
            cur[j + 1] = d
        prev = cur
    return prev[m]


def histogram(data, buckets):
    counts = [0] * buckets
    total = 0
    largest = 0
    for x in data:
        counts[x % buckets] += 1
        total += x
        if x > largest:
            largest = x
    return counts, total, largest


n = int(sys.argv[1])
a = [(k * 7919) % 13 for k in range(n)]
b = [(k * 104729) % 11 for k in range(n)]
data = [(k * 2654435761) % 1000003 for k in range(n * 100)]
r = 0
for rep in range(3):
    r += edit_distance(a, b)
    counts, total, largest = histogram(data, 17)
print(r, counts[:5], total, largest)
