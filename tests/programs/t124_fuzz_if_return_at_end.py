# a function whose last statement is an `if` (or loop) ending in return
# falls through to `return None` (found by tests/fuzz: this crashed)
def det(m):
    if len(m) == 1:
        return m[0][0]
def loop(n):
    while n:
        return n * 2
def each(xs):
    for x in xs:
        if x > 2:
            return x
def nested(a, b):
    if a:
        if b:
            return "ab"
    elif b:
        return "b"
def tried(x):
    try:
        if x:
            return 1 / x
    except ZeroDivisionError:
        return "zero"
print(det([[5]]), det([[1, 2], [3, 4]]))
print(loop(0), loop(3), each([1, 2]), each([1, 5]))
print(nested(1, 1), nested(1, 0), nested(0, 1), nested(0, 0))
print(tried(0), tried(2))
total = 0
for i in range(300):
    r = det([[i]] if i % 3 else [[i], [i]])
    if r is not None:
        total += r
print(total)
