"""Dead locals at block entries (interpreter/tier2/liveness.py): a version's
entry context forgets what it knew of a boxed local that every path from
there writes before reading, so contexts that differ only there share a
version."""

from annotator_rules import opcodes as op
from interpreter.tier2 import liveness
from tests.tier2_support import (run, run_counted, cpython, code_of,
                                 versions_at, first_t0)


def _live_names(code, t0pc):
    bits = liveness.compute(code)[t0pc]
    return [code.co_varnames[k] for k in range(code.co_nlocals)
            if (bits >> k) & 1]


LIVE = """
def f(a, b, n):
    c = a
    for i in range(n):
        d = c + i
        c = d
    try:
        e = len(b)
        b = 0
    except TypeError:
        return e
    return c + b
def g(x):
    def inner():
        return x
    y = 1
    return inner() + y
print(f(1, [2], 3), f(1, [2], 0), g(4))
"""


def test_live_locals_of_each_instruction():
    w, out = run(LIVE)
    assert out == cpython(LIVE)
    code = code_of(w, "f")
    # at the entry: a and b are read later, n too; c, d, i, e are written
    # first, except that the handler reads e (which the try may not have
    # assigned: still live, since the read can see the entry's value)
    assert _live_names(code, 0) == ["a", "b", "n", "e"]
    head = first_t0(code, "FOR_ITER")
    # the loop head: d and i are written by the body before any read
    assert "d" not in _live_names(code, head)
    assert "i" not in _live_names(code, head)
    assert "c" in _live_names(code, head)
    # an argument copied into its cell is always live
    code = code_of(w, "g")
    assert "x" in _live_names(code, len(code.tier0_code) // 2 - 1)


ENUMERATE = """
def eval_A(i, j):
    return 1.0 / ((i + j) * (i + j + 1) // 2 + i + 1)
def part_A_times_u(i_u):
    i, u = i_u
    partial_sum = 0
    for j, u_j in enumerate(u):
        partial_sum += eval_A(i, j) * u_j
    return partial_sum
def times_u(u):
    return [part_A_times_u((i, u)) for i in range(len(u))]
u = [1] * 12
for dummy in range(4):
    v = times_u(u)
    u = times_u(v)
print(u[:3])
"""


def test_element_type_change_needs_no_boxing_per_iteration():
    # spectral_norm's shape: the list's items are ints for a while (the
    # versions of the loop body take smallint for u_j), then floats. j and
    # u_j are dead at the loop head and at the body's start (the unpack
    # writes them), so the float phase's back edge finds the head's
    # version of its context instead of a boxing trampoline to a generic
    # one past the version limit, and the raw float sum stays raw
    w, out, executed = run_counted(ENUMERATE, threshold=8)
    assert out == cpython(ENUMERATE)
    assert executed[op.BOX_FLOAT] <= 8 * 12     # (one per call)
    code = code_of(w, "part_A_times_u")
    head = first_t0(code, "FOR_ITER")
    for v in versions_at(code, head) + versions_at(code, head + 1):
        for k in (code.co_varnames.index("j"),
                  code.co_varnames.index("u_j")):
            assert v.ctx.type_of(k) == 0, v.ctx.format()


ALTERNATING = """
def f(n):
    total = 0
    for i in range(n):
        if i % 2:
            x = 1.5
        else:
            x = "ab"
        total += len(str(x))
    return total
print(f(200))
"""


def test_a_dead_local_does_not_split_the_loop_head():
    # x holds a float or a str at the back edge, alternately: dead at the
    # loop head, so the head has one version for both, not one each
    w, out = run(ALTERNATING, max_versions=8)
    assert out == cpython(ALTERNATING)
    code = code_of(w, "f")
    head = first_t0(code, "FOR_ITER")
    assert len(versions_at(code, head)) <= 2    # (entry, then i known)
    x = code.co_varnames.index("x")
    for v in versions_at(code, head):
        assert v.ctx.type_of(x) == 0
