# hand-written sorting algorithms
import random
def bubble(a):
    a = a[:]
    n = len(a)
    for i in range(n):
        swapped = False
        for j in range(n - 1 - i):
            if a[j] > a[j + 1]:
                a[j], a[j + 1] = a[j + 1], a[j]
                swapped = True
        if not swapped:
            break
    return a
def insertion(a):
    a = a[:]
    for i in range(1, len(a)):
        key = a[i]
        j = i - 1
        while j >= 0 and a[j] > key:
            a[j + 1] = a[j]
            j -= 1
        a[j + 1] = key
    return a
def merge_sort(a):
    if len(a) <= 1:
        return a
    mid = len(a) // 2
    left = merge_sort(a[:mid])
    right = merge_sort(a[mid:])
    out = []
    i = j = 0
    while i < len(left) and j < len(right):
        if left[i] <= right[j]:
            out.append(left[i])
            i += 1
        else:
            out.append(right[j])
            j += 1
    out.extend(left[i:])
    out.extend(right[j:])
    return out
def quick(a):
    if len(a) <= 1:
        return a
    pivot = a[len(a) // 2]
    return quick([x for x in a if x < pivot]) + [x for x in a if x == pivot] + quick([x for x in a if x > pivot])
def heapsort(a):
    a = a[:]
    n = len(a)
    def sift(start, end):
        root = start
        while 2 * root + 1 <= end:
            child = 2 * root + 1
            if child + 1 <= end and a[child] < a[child + 1]:
                child += 1
            if a[root] < a[child]:
                a[root], a[child] = a[child], a[root]
                root = child
            else:
                return
    for start in range((n - 2) // 2, -1, -1):
        sift(start, n - 1)
    for end in range(n - 1, 0, -1):
        a[0], a[end] = a[end], a[0]
        sift(0, end - 1)
    return a
def counting(a, hi):
    counts = [0] * (hi + 1)
    for x in a:
        counts[x] += 1
    out = []
    for v, c in enumerate(counts):
        out.extend([v] * c)
    return out
random.seed(3)
data = [random.randint(0, 99) for _ in range(60)]
print(data)
expected = sorted(data)
for fn in [bubble, insertion, merge_sort, quick, heapsort]:
    r = fn(data)
    print(fn.__name__, r == expected, r[:8])
print(counting(data, 99) == expected)
print(merge_sort(["pear", "fig", "apple"]), quick([3.5, -1, 2]), heapsort([]), bubble([1]))
def bsearch(a, x):
    lo, hi = 0, len(a)
    while lo < hi:
        mid = (lo + hi) // 2
        if a[mid] < x:
            lo = mid + 1
        else:
            hi = mid
    return lo
print([bsearch(expected, x) for x in [-1, 0, 50, 99, 100]])
