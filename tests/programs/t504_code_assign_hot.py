# f.__code__ reassigned after f ran hot: every call site, tier 2's pure
# calls included (translated from the old code), runs the new code
def sq(x):
    return x * x


def cube(x):
    return x * x * x


def run(n):
    t = 0
    for i in range(n):
        t += sq(i)
    return t


total = 0
for k in range(80):
    total += run(50)
print(total)
sq.__code__ = cube.__code__
print(run(50), sq(3))


def fl(x):
    return x * 0.5


def g(n):
    s = 0.0
    for i in range(n):
        s += fl(i * 1.0)
    return s


for k in range(80):
    g(20)
print(g(20))
fl.__code__ = (lambda x: x + 1.5).__code__
print(g(20))


def two(a, b):
    return a - b


sq.__code__ = two.__code__
try:
    print(run(3))
except TypeError as e:
    print("TypeError", e)
