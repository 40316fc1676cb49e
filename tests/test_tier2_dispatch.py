"""Handlers made leaner for the per-dispatch cost (docs/tier2.md,
"Per-dispatch cost"): raw int + and - checked on sign bits, BOX_FLOAT /
BOX_INT in the eval loop. Results must match python3 at the overflow
edges and when the types change."""

from interpreter.frontend import astnodes as A
from tests.tier2_support import run, cpython, code_of, names, inplace_updates

OVERFLOW = """
def f(n, step):
    i = 0
    x = 0
    y = 0
    while i < n:
        x = x + step
        y = y - step
        i = i + 1
    return x, y
print(f(300, 1))
print(f(300, 2**61))
print(f(300, -2**61))
print(f(300, 2.5))
print(f(300, 3))
def g(n, i, k):
    for j in range(n):
        i += 7
        k -= 7
    return i, k
print(g(300, 9223372036854775000, -9223372036854775000))
print(g(300, 0, 0))
print(g(300, -9223372036854775807, 9223372036854775807))
"""


def test_raw_int_add_sub_overflow_edges():
    w, out = run(OVERFLOW, unboxing=True)
    assert out == cpython(OVERFLOW)
    n = names(code_of(w, "f"))
    assert "BINARY_OP_ADD_RAW_INT" in n or "BINARY_OP_RAW_INT_GUARDED" in n
    ups = inplace_updates(code_of(w, "g"))
    assert (A.NB_ADD, 7) in [(o, c) for _, o, c in ups]
    assert (A.NB_SUBTRACT, 7) in [(o, c) for _, o, c in ups]


LIST_STORES = """
def f(v, w, n):
    for i in range(n):
        v[0] -= 0.5 * i
        v[1] += v[0] * 2.0
        w[0] = w[0] + i * 3
    return v, w
print(f([1.0, 2], [1], 300))
print(f([1.0, 2], [1.5], 300))
print(f([1, 2.0], [2**62], 300))
"""


def test_raw_results_boxed_into_lists():
    # a raw float result stored into a list: boxed by BOX_FLOAT in the
    # eval loop, or stored by STORE_SUBSCR_RAW_FLOAT (raw into float
    # storage, boxed into object storage: objspace/liststrategy.py)
    w, out = run(LIST_STORES, unboxing=True)
    assert out == cpython(LIST_STORES)
    n = names(code_of(w, "f"))
    assert "BOX_FLOAT" in n or "STORE_SUBSCR_RAW_FLOAT" in n
