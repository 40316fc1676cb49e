# The truth of an unboxed int or float result (`if n & 1:`, `while d:`),
# read raw in tier 2 (BB_TEST_RAW_TRUTH): zero, negative zero, NaN,
# infinities, results that overflow a machine word on the way.
def ints(n, big):
    c = 0
    for i in range(n):
        if i & 1:
            c += 1
        if not (i % 3):
            c += 10
        j = i
        while j & 4:
            j -= 1
            c += 100
        if (i - 5) * big:
            c += 1000
        if i * i - 25:
            pass
        else:
            c -= 7
    return c


def floats(xs):
    t = 0
    for x in xs:
        y = x * 2.0
        if y - 1.0:
            t += 1
        if not (y * 0.0):
            t += 100
        if x + x:
            t += 10000
    return t


def countdown(n):
    k = 0
    while n:
        n -= 1
        k += 2
    return k


xs = [0.5, 1.0, float("nan"), -0.0, 0.0, float("inf"), -float("inf"), 2.5]
for _ in range(30):
    a = ints(40, 3)
    b = floats(xs)
    c = countdown(25)
print(a, b, c)
print(ints(12, 2 ** 62), ints(12, 2 ** 100), ints(7, 0))
print(floats([1e308, 5e-324, -5e-324]), countdown(0), countdown(2 ** 3))
print(ints(10, 1.5))
