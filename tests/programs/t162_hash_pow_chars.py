# Unhashable built-ins (dict keys/items views, slices, lists, ...), IEEE
# special cases of ** and math.pow, the sign of nan, and %c / chr /
# format(..., 'c') range and type errors; in loops with changing types.
import math


def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


d = {1: 2, 3: 4}
unhashables = [d.keys(), d.items(), [], {}, set(), bytearray(b"x"),
               slice(1, 2), [1, (2,)]]
for u in unhashables:
    show(lambda: hash(u))
    show(lambda: {u})
    show(lambda: {u: 1})
    show(lambda: u in {1: 2})
    show(lambda: u in {1, 2})
    show(lambda: frozenset([u]))
    show(lambda: hash((1, u)))
show(lambda: len({d.values()}))
show(lambda: len({frozenset(), (1, 2), range(3), b"a", 1.5, None}))

# a dict insertion loop that meets an unhashable key after a while
store = {}
failed = 0
keys = [1, "a", 2.5, (1, 2), frozenset([1]), d.keys(), [1], slice(None)]
for i in range(200):
    k = keys[i % len(keys)] if i >= 100 else i
    try:
        store[k] = i
    except TypeError as e:
        failed += 1
        last = str(e)
print(len(store), failed, last)

inf = math.inf
nan = math.nan
specials = [0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 2.0, -2.0, 3.0, -3.0, inf, -inf,
            nan]
# (no fractional exponents: a negative base would give a complex number,
# which lbbv does not have)
exponents = [y for y in specials if y != 0.5 and y != -0.5]
for x in specials:
    row = []
    for y in exponents:
        try:
            r = repr(x ** y)
        except Exception as e:
            r = type(e).__name__
        try:
            m = repr(math.pow(x, y))
        except Exception as e:
            m = type(e).__name__
        row.append(r if r == m else r + "/" + m)
    print(x, " ".join(row))
show(lambda: 0.0 ** -1)
show(lambda: 0 ** -1)
show(lambda: 10.0 ** 400)
show(lambda: (-10.0) ** 401)
show(lambda: math.pow(10.0, 400))
show(lambda: pow(0.0, -inf))
show(lambda: pow(-0.0, -inf))
show(lambda: 2 ** -inf)
print(math.copysign(1, math.nan), math.copysign(1, -math.nan),
      math.copysign(1, float("nan")), math.copysign(1, -float("nan")),
      math.copysign(1, float("-nan")))

# ** in a hot loop whose exponent becomes infinite
acc = 0.0
for i in range(300):
    y = (i % 5) - 2.0 if i < 150 else (-inf if i % 2 else inf)
    x = 0.5 + (i % 3)
    acc += x ** y
print(acc)

for v in [65, 0x10FFFF, 0x110000, -1, 2 ** 100, -2 ** 100, 1.5, "ab", "",
          "é", True, None]:
    show(lambda: "%c" % v)
    show(lambda: "[%3c]" % v)
    show(lambda: chr(v))
    show(lambda: format(v, "c"))
    show(lambda: "{:>4c}".format(v))
show(lambda: format(65, "+c"))
show(lambda: format(65, "#c"))


class Ix:
    def __index__(self):
        return 66


show(lambda: "%c" % Ix())
show(lambda: chr(Ix()))

# %c in a loop where the argument becomes out of range
out = []
for i in range(0x10FFF0, 0x110010, 2):
    try:
        out.append(len("%c" % i))
    except OverflowError as e:
        out.append(str(e))
print(out[:3], out[-3:], len(out))
