# stores of raw ints with a raw index (`a[i] = a[i - 1] + a[i - 2]`,
# `cur[j + 1] = b`): tier 2 stores the value into int storage as it is
# (STORE_SUBSCR_RAW.raw_value); other containers, overflow, errors
def fibs(a, n, m):
    for i in range(2, n):
        a[i] = (a[i - 1] + a[i - 2]) % m
    return a[n - 1]
def lcs(x, y):
    m = len(y)
    prev = [0] * (m + 1)
    for cx in x:
        cur = [0] * (m + 1)
        for j in range(m):
            if cx == y[j]:
                cur[j + 1] = prev[j] + 1
            else:
                a = cur[j]
                b = prev[j + 1]
                cur[j + 1] = a if a > b else b
        prev = cur
    return prev[m]
def powers(a, n):
    for i in range(1, n):
        a[i] = a[i - 1] * 3
    return a
N = 400
for k in range(20):
    r = fibs([0, 1] + [0] * (N - 2), N, 1000003)
print(r, lcs([k % 7 for k in range(60)], [k % 5 for k in range(50)]))
f = [0.0, 1.0] + [0.0] * 8
print(fibs(f, 10, 7), f)
d = {0: 0, 1: 1}
print(fibs(d, 12, 1000), sorted(d.items())[-2:])
try:
    fibs([0, 1, 2], 5, 10)
except IndexError as e:
    print("IndexError", e)
print(powers([1] * 45, 45)[-3:], fibs([0, 1] + [0] * 8, 10, 2 ** 62 + 7))


class Logged(list):
    def __setitem__(self, i, v):
        print("set", i, v)
        list.__setitem__(self, i, v)


def shifts(a, n):
    for i in range(n):
        t = i * 7
        a[i - n] = t
        a[i] -= 1
        a[i] *= 3
    return a


for k in range(30):
    r = shifts([0] * 12, 12)
print(r)
print(fibs(Logged([0, 1, 0, 0]), 4, 10))
try:
    fibs((0, 1, 0), 3, 5)
except TypeError as e:
    print("TypeError", e)
print(shifts([0.5] * 3, 3))
try:
    shifts(bytearray(3), 3)
except ValueError as e:
    print("ValueError", e)
