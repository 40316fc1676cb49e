# function calls: positional, keyword, defaults, *args, **kwargs
def f(a, b, c=3, d=4):
    return (a, b, c, d)
print(f(1, 2), f(1, 2, 5), f(1, 2, d=9), f(a=1, b=2), f(b=1, a=2), f(1, b=2, c=0, d=0))
def g(*args):
    return args
print(g(), g(1), g(1, 2, 3))
def h(**kwargs):
    return sorted(kwargs.items())
print(h(), h(x=1, y=2))
def k(a, *args, b=10, **kw):
    return a, args, b, kw
print(k(1), k(1, 2, 3), k(1, 2, b=5), k(1, z=9, b=0, y=8))
lst = [1, 2]
dct = {"c": 7, "d": 8}
print(f(*lst), f(*lst, **dct), f(*[1, 2, 3, 4]), f(0, *[1], **{"d": 2}))
print(g(*range(4)), g(*"ab", *[1]), h(**{"p": 1}, q=2))
def defaults(x, acc=[]):
    acc.append(x)
    return acc
print(defaults(1), defaults(2), defaults(3, []))
def doc():
    "docstring"
    return 42
print(doc())
def noret():
    x = 1
print(noret())
def multi():
    return 1, 2
a, b = multi()
print(a, b)
def recursive(n):
    return 1 if n <= 1 else n * recursive(n - 1)
print(recursive(10))
sq = lambda x: x * x
add = lambda x, y=1: x + y
print(sq(7), add(2), add(2, 3), (lambda: "thunk")(), (lambda *a: len(a))(1, 2, 3))
print(list(map(lambda t: t[0] + t[1], [(1, 2), (3, 4)])))
def apply(fn, *args, **kwargs):
    return fn(*args, **kwargs)
print(apply(f, 1, 2, d=0), apply(max, 3, 9, 2), apply(sorted, [3, 1], reverse=True))
def fact_iter(n):
    r = 1
    while n > 1:
        r, n = r * n, n - 1
    return r
print(fact_iter(15))
funcs = [sq, abs, str]
print([fn(-3) for fn in funcs])
def outer_default(x=sq(4)):
    return x
print(outer_default(), outer_default(1))
print(f.__name__, sq.__name__, callable(f), callable(5))
def early(n):
    if n > 0:
        return "pos"
    return
print(early(1), early(-1))
