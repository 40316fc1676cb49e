# `x[k] += v` with k a raw int in tier 2: COPY_RAW copies the raw index,
# the subscript and the store read it raw; overflow past 2**63, floats,
# dicts and an IndexError behave as in CPython.
def f(n):
    used = [0, 0, 0, 0]
    fl = [0.5, 1.5]
    k = 0
    for i in range(n):
        k = (k + 1) & 3
        used[k] += 1
        used[k] *= 1
        j = i & 1
        fl[j] += 0.25
    used[k] += 2 ** 62
    used[k] += 2 ** 62
    return used, fl, k
print(f(100))
def g(n):
    d = {0: 1}
    t = [1, 2]
    for i in range(n):
        k = i % 2
        t[k] += i
        d[0] += k
    try:
        t[k + 5] += 1
    except IndexError as e:
        print("IE", e)
    return t, d
print(g(100))
