"""Handlers made leaner for the per-dispatch cost (docs/tier2.md,
"Per-dispatch cost"): raw int + and - checked on sign bits, BOX_FLOAT /
BOX_INT in the eval loop. Results must match python3 at the overflow
edges and when the types change."""

import os

from interpreter.frontend import astnodes as A
from tests.tier2_support import (run, run_counted, cpython, code_of, names,
                                 inplace_updates, first_t0, versions_at,
                                 block_names)

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


LOOPS = """
def w(n, y):
    i = 0
    x = 0.0
    while i < n:
        x = x + y
        x = x * 0.5
        i = i + 1
    return x
def f(seq, k):
    t = 0
    for v in seq:
        t = t + v * k
    return t
print(w(N, 1.5), f(list(range(N)), 3), w(N, 0.25))
print(w(90, 2), f([0.5] * 90, 2), w(90, 2**62))   # (not N: other types)
"""


def _loop_jumps(n):
    from annotator_rules import opcodes as op
    src = LOOPS.replace("N", str(n))
    w, out, executed = run_counted(src)
    assert out == cpython(src)
    return w, executed[op.BB_JUMP], executed[op.BB_COMPARE_JUMP]


def test_loop_head_copied_to_the_end_of_the_body():
    # the body's back edge finds the loop head's version of its context
    # already made (the loop was entered through it): a short head (the
    # compare-and-branch of `while`, a FOR_ITER) is copied after the body
    # instead of jumped to, so no BB_JUMP is dispatched per iteration
    # (versioning._backward_in_place); the copy is not a registered
    # version, and its edges lead to the same versions
    w, jumps_few, cmps_few = _loop_jumps(300)
    _, jumps_many, cmps_many = _loop_jumps(1300)
    assert cmps_many - cmps_few >= 2 * 1000      # two while loops ran
    assert jumps_many - jumps_few < 10, (jumps_few, jumps_many)
    for name in ("w", "f"):
        code = code_of(w, name)
        head = first_t0(code, "FOR_ITER" if name == "f" else "LOAD_FAST")
        if name == "w":     # the while test's block starts at `i < n`
            head = [v.t0pc for v in code.t2.blocks
                    if names_of(code, v)[0] == "BB_COMPARE_JUMP"][0]
        # (other unregistered versions there are boxing trampolines)
        copies = [c for c in code.t2.blocks if c.t0pc == head and
                  c.rung == 0 and c not in versions_at(code, head) and
                  any(v.ctx.same_as(c.ctx) and
                      block_names(code, v) == block_names(code, c)
                      for v in versions_at(code, head))]
        assert copies, name


def names_of(code, v):
    return block_names(code, v) or ["?"]


ITERATORS = """
def total(it, k):
    t = 0
    for x in it:
        t = t + x * k
    return t
def gen(n):
    for i in range(n):
        yield i
def pairs(seq):
    s = 0.0
    for j, x in enumerate(seq):
        s = s + x * j
    return s
print(total(gen(N), 2), pairs([0.5] * N), total(iter(range(N)), 3))
print(total(range(90), 2), total([1.5] * 90, 2), total(gen(90), 1.5))
print(total({1: 2, 3: 4}, 5), total(map(abs, range(-90, 0)), 2))
print(pairs((1, 2, 3)), pairs(x * 0.5 for x in range(90)))
"""


def _iterator_guards(n):
    from annotator_rules import opcodes as op
    src = ITERATORS.replace("N", str(n))
    w, out, executed = run_counted(src)
    assert out == cpython(src)
    return executed[op.BB_GUARD_TYPE_JUMP]


def test_back_edge_skips_iterator_guards_that_always_fail():
    # a loop over a generator, enumerate or another iterator with no
    # rung of the FOR_ITER ladder: the iterator is the same object for
    # the whole loop, so the back edge goes to the ladder's generic end
    # (versioning._iterates_past_rungs) instead of through the rangeiter
    # and seqiter guards every iteration; ranges and lists still take
    # their rungs, a later run enters through the guards again
    few = _iterator_guards(300)
    many = _iterator_guards(1300)
    # (what is left, about one guard per 1000 iterations of the three
    # loops, is the loop bodies' own on their values; through the
    # iterator guards it was three)
    assert many - few < 1500, (few, many)


PAIRS = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                     "programs", "t542_iterator_pairs.py")


def test_iterator_pairs_stored_into_the_unpacks_locals():
    # `for i, x in enumerate(s)`, `for k, v in d.items()`, `for a, b in
    # zip(p, q)`: the resolved BB_FOR_ITER stores the item's two parts
    # into the locals its successor's UNPACK_SEQUENCE_LOCALS names and
    # skips that slot (tier2_ops.iter_into_locals; an enumerate makes no
    # tuple); exhaustion, unpack errors and a counter past the machine
    # word stay as python3's
    # (corpus t542, its ROUNDS changed)
    from annotator_rules import opcodes as op
    counts = []
    for n in (200, 1200):
        src = open(PAIRS).read().replace("ROUNDS = 200", "ROUNDS = %d" % n)
        w, out, executed = run_counted(src)
        assert out == cpython(src)
        counts.append(executed[op.UNPACK_SEQUENCE_LOCALS])
    # 1000 more rounds run 66,000 more pairs: those from enumerate, zip
    # and items (61,000) are stored by the iterator steps; the 5,000 of a
    # list of objects that unpack through __iter__ dispatch their unpack
    assert counts[1] - counts[0] < 5500, counts
