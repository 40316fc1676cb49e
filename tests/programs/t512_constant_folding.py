# Constant folding (as CPython's AST optimiser): the values, the errors
# left to run time, the limits, and `in`/`for` over list and set displays.
import sys


def values():
    return (-1, +2, ~3, not 0, not 1, -0.0, 0.0, 2 ** 10, 2 ** -1, 1 / 3,
            7 // 2, -7 % 3, 7.5 % 2, 1 << 5, 256 >> 2, 5 & 3, 5 | 3, 5 ^ 3,
            2.5 * 4, 1 + 2j, 2j * 2j, "ab" * 3, 3 * "ab", b"x" * 2,
            (1, 2) * 2, "abc"[1], (1, 2, 3)[-1], b"ab"[0], ~True, -True,
            +False, not (), "a" "b" + "c", 10 ** 20, 1e308 * 10,
            -(1e308 * 10), (1, (2, 3))[1][0], "\u00e9" * 2, 0 * (1,),
            (-1) ** 0.5 if False else 1, __debug__, not __debug__)


print(values())


def same_constants():
    a = (1, 2, ("x", 3.0))
    b = (1, 2, ("x", 3.0))
    c = (1.0, 2)
    d = (1, 2)
    return a is b, a == b, c == d, c is d


print(same_constants())


def zero_signs():
    return repr(-0.0), repr(0.0), repr(-(0.0)), repr(0.0 * -1)


print(zero_signs())


def limits():
    big_pow = 2 ** 200
    big_shift = 1 << 300
    big_mul = (2 ** 100) * (2 ** 100)
    long_str = "ab" * 5000
    long_tuple = (1, 2) * 300
    nested = ((1, 2),) * 600
    return (big_pow.bit_length(), big_shift.bit_length(),
            big_mul.bit_length(), len(long_str), len(long_tuple),
            len(nested), "x" * -1, (1,) * -5, 2 ** 0)


print(limits())

errors = ["1 / 0", "1 // 0", "1 % 0", "2.0 ** 10000", "'a' - 1", "(1,)[5]",
          "'%d' % 'x'", "'%s %s' % ('a',)", "1 << -1", "-'a'", "~1.5",
          "'abc'['x']", "b'a' % 1", "[] * 'x'", "2 ** 1000 * 1.0 ** 2000.5",
          "(1 << 10000) * 1.0", "1 @ 2", "'x' * 2 ** 100"]
for expr in errors:
    try:
        r = eval(expr)
        print(expr, "=", r if not isinstance(r, float) else repr(r))
    except Exception as e:
        print(expr, "->", type(e).__name__ + ":", e)


def raises_at_its_line():
    x = 1
    y = (x,
         1 / 0)
    return y


try:
    raises_at_its_line()
except ZeroDivisionError as e:
    tb = e.__traceback__
    while tb.tb_next is not None:
        tb = tb.tb_next
    print("ZeroDivisionError at line offset",
          tb.tb_lineno - raises_at_its_line.__code__.co_firstlineno)


def containers(x):
    out = []
    out.append(x in [1, 2, 3])
    out.append(x not in [1, 2, 3])
    out.append(x in {1, 2, 3})
    out.append(x in [x, 5])
    out.append(not x in (1, 2))
    out.append(not x is None)
    out.append(not x is not None)
    out.append(1 < x in [2, 3])
    for i in [1, 2, 3]:
        out.append(i * x)
    for c in {"a"}:
        out.append(c)
    out.append([i + x for i in [10, 20]])
    out.append(sorted(i for i in {7, 8, 9}))
    out.append([j for i in [1, 2] for j in [i, i * 10]])
    return out


print(containers(2))
print(containers(5))
try:
    2 in {[]}
except TypeError as e:
    print("TypeError:", e)
try:
    2 in [1, 2, [3]] and print("list with a list ok")
    print(2 in {1, (2, [3])})
except TypeError as e:
    print("TypeError:", e)


class Weird:
    def __eq__(self, other):
        return True
    __hash__ = None


print(Weird() in [1, 2], 7 in [Weird()])
print(sys.flags.optimize)
