# Superinstructions (PEP 659, quickening.make_pairs): pairs of loads and
# stores dispatched as one in tier-1 code and in tier-2 blocks. Each
# function runs long enough to be quickened and to reach tier 2; the
# results, the errors and their lines must stay python3's.
import sys
import traceback


def jump_to_second(c, b):
    # `a = 1` then `a + b`: STORE_FAST a; LOAD_FAST a is a pair, and the
    # else path jumps straight to its second slot
    a = 10
    if c:
        a = 1
    return a + b


def unbound_second(n):
    a = n
    b = n + 1
    if n % 7 == 0:
        del b
    return a + b          # LOAD_FAST a; LOAD_FAST b: the second unbound


def unbound_first(n):
    x = 3
    b = n
    if n % 5 == 0:
        del b
    return b - x          # the first part unbound
# (not `x = 3` right before the return: CPython 3.11's quickened
# STORE_FAST__LOAD_FAST reports the second part's error on the store's
# line, lbbv on the load's)


def ret(n):
    if n % 3:
        a = n
    return a              # LOAD_FAST a; RETURN_VALUE: one dispatch


def add(a, b):
    return a + b


def calls(n):
    t = 0
    for i in range(n):
        t = add(t, i)     # LOAD_FAST i; CALL: one dispatch
    return t + len(str(t))   # (a built-in call after the load)


def call_unbound(n):
    x = n
    if n % 4 == 0:
        del x
    return add(n, x)


class C:
    def m(self):
        return 1


class C2(C):
    def m(self):
        return 2


class D:
    pass


def callm(o):
    return o.m()          # LOAD_FAST o heads the method load


def swaps(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    x, x = n, n + 1       # STORE_FAST x; STORE_FAST x: the second wins
    return a, x


def loop_stores(items):
    total = 0
    for k in items:       # the iterator's store heads a pair
        total = total + k
    return total


def consts(n):
    s = 0
    for i in range(n):
        s = s + 3 - i % 2
        t = 2 * s
    return s, t


def where(e):
    tb = traceback.extract_tb(e.__traceback__)[-1]
    return "%s line %d: %s" % (type(e).__name__, tb.lineno, e)


results = []
for i in range(300):
    results.append(jump_to_second(i % 3 == 0, i))
print(sum(results), results[:6])

errors = {}
for i in range(1, 300):
    for f in (unbound_second, unbound_first, ret, call_unbound):
        try:
            f(i)
        except UnboundLocalError as e:
            errors[where(e)] = errors.get(where(e), 0) + 1
for k in sorted(errors):
    print(k, errors[k])

print([swaps(n) for n in (0, 1, 2, 10, 90)][-2:])
print(loop_stores(range(1000)), loop_stores([1.5] * 200 + [2] * 100))
print(consts(500), calls(1000), calls(10))
objs = [C(), C2()] * 100 + [C()] * 50
print(sum(callm(o) for o in objs))
for o in objs[:150] + [D()]:
    try:
        callm(o)
    except AttributeError as e:
        print(where(e))
sys.stdout.flush()
