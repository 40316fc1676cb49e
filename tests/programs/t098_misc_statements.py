# assorted syntax: semicolons, continuation lines, docstrings, nested defs in loops, chained assignment
a = 1; b = 2; c = a + b
print(a, b, c)
total = (1 +
         2 +
         3)
items = [
    1,
    2,
    3,
]
mapping = {
    "k1": 1,
    "k2": 2,
}
print(total, items, mapping)
value = 1 + \
    2 + \
    3
print(value)
def documented(x):
    """Return x doubled.

    Has a multi-line docstring.
    """
    return x * 2
class DocClass:
    """Class docstring."""
    pass
print(documented(21), DocClass.__name__)
x = y = z = "same"
print(x, y, z, x is z)
def outer():
    fns = {}
    for name in ["double", "square", "negate"]:
        if name == "double":
            def fn(v):
                return v * 2
        elif name == "square":
            def fn(v):
                return v * v
        else:
            def fn(v):
                return -v
        fns[name] = fn
    return fns
fns = outer()
print([(n, fns[n](7)) for n in sorted(fns)])
if True: print("inline if body")
for i in range(2): print("inline for", i)
while False: pass
def f(): return "inline def"
print(f())
class Inline: attr = 5
print(Inline.attr)
n = 0
n += 1; n *= 10; n -= 3
print(n)
t = 1,
print(t, type(t).__name__)
empty = ()
print(empty, len(empty))
print((1), (1,), ((1, 2)), [(1)], [(1,)])
nums = [1, 2, 3]; nums.append(4); print(nums)
long_string = ("part one "
               "part two "
               "part three")
print(long_string)
print(not not 5, - - 5, + - 5, ~ ~ 5)
