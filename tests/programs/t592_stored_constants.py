# `flags[j] = False` with j a raw int: the store reads the constant where it
# lives (STORE_SUBSCR_RAW.value_const); other containers and errors as CPython
# (a whole sieve with such a store: t549)
class Rec:
    def __setitem__(self, i, v):
        print("set", i, v)
def clear(flags, start, n, step):
    for j in range(start, n, step):
        flags[j] = False
    return flags
def zero(a, n):
    for j in range(n):
        a[j] = 0
    a[-1] = None
    return a
for k in range(30):
    clear([True] * 50, 2, 50, 3)
    zero(list(range(10)), 10)
print(sum(clear([True] * 100, 4, 100, 2)), zero([1, 2, 3], 3))
print(clear(bytearray(b"abcdef"), 1, 6, 2), clear({}, 0, 3, 1))
print(zero({}, 3))
clear(Rec(), 0, 2, 1)
for bad in ([True] * 3, (1, 2, 3), "abc"):
    try:
        clear(bad, 0, 6, 2)
    except (IndexError, TypeError) as e:
        print(type(e).__name__, e)
big = [0] * 8
for k in range(100):
    for j in range(8):
        big[j] = 2 ** 70      # a big constant into an int list
        big[j] = 3
print(big)
