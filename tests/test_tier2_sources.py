"""Operands read where they live beyond the operators: the
compare-and-branch (annotator_rules COMPARE_BRANCH,
operands.take_operand_loads) and the truth tests (TRUTH_TEST,
operands.take_operand_load) read locals, constants, cells and module
globals (source 4, sources.global_source) and attributes of locals
(source 5, sources.attr_source) themselves; so do the
guarded operators and subscripts. Results stay python3's when the
globals are rebound, deleted, shadow a builtin, or the code runs with
other globals, and when a local read is unbound."""

from annotator_rules import opcodes as op
from annotator_rules.instructions import (COMPARE_BRANCH as C, GUARDED_BINOP,
                                          TRUTH_TEST as T)
import os

from tests.tier2_support import (run, run_counted, cpython, code_of,
                                 t2_instrs, PROGRAMS)

SRC_LOCAL, SRC_CONST, SRC_GLOBAL, SRC_ATTR = 1, 2, 4, 5


def _compares(code):
    return [a for name, a in t2_instrs(code) if name == "BB_COMPARE_JUMP"]


def test_while_test_reads_two_raw_locals():
    src = """
def f(n):
    i = 0
    x = 0
    while i < n:
        x = x + i
        i = i + 1
    return x
print(f(500), f(3))
"""
    w, out = run(src, unboxing=True)
    assert out == cpython(src)
    tests = _compares(code_of(w, "f"))
    # the raw loop test: both operands raw int locals, nothing pushed
    raw = [a for a in tests if C.kind.get(a) == 2 and
           C.left_src.get(a) == SRC_LOCAL and
           C.right_src.get(a) == SRC_LOCAL and
           not C.boxed_left.get(a) and not C.boxed_right.get(a)]
    assert raw


def test_raw_float_local_against_constant():
    src = """
def g(xs):
    acc = 1.0
    c = 0
    for v in xs:
        acc = acc * v
        if acc > 1e12:
            acc = 1.0
            c += 1
    return acc, c
print(g([1.5, 2.5, 3.25] * 200))
"""
    w, out = run(src, unboxing=True)
    assert out == cpython(src)
    tests = _compares(code_of(w, "g"))
    assert [a for a in tests if C.kind.get(a) == 3 and
            C.left_src.get(a) == SRC_LOCAL and
            C.right_src.get(a) == SRC_CONST]


def _program(name):
    """A corpus program's source (its output is checked against python3
    there too; here, the forms tier 2 gave it)."""
    with open(os.path.join(PROGRAMS, name)) as f:
        return f.read()


GLOBALS = _program("t532_global_operands.py")


def test_globals_read_where_they_live():
    w, out, executed = run_counted(GLOBALS)
    assert out == cpython(GLOBALS)
    tests = _compares(code_of(w, "count"))
    # `p.color == EMPTY`, `p.color != BLACK`: the global is the test's
    # right operand, the attribute its left one, no load dispatched
    assert [a for a in tests if C.right_src.get(a) == SRC_GLOBAL and
            C.left_src.get(a) == SRC_ATTR]
    reads = code_of(w, "count").t2.global_reads
    assert set(r.name for r in reads) == set(["EMPTY", "BLACK"])
    # `i % SIZE`, `SIZE - 1`: the guarded int operators read SIZE itself
    G = GUARDED_BINOP
    ops = [a for name, a in t2_instrs(code_of(w, "grid"))
           if name.startswith("BINARY_OP_") and name.endswith("_GUARDED")]
    assert [a for a in ops if G.right_src.get(a) == SRC_GLOBAL]
    assert [a for a in ops if G.left_src.get(a) == SRC_GLOBAL]
    names = [name for name, _ in t2_instrs(code_of(w, "count"))]
    assert "LOAD_GLOBAL_MODULE" not in names


def test_global_source_under_other_globals():
    # one code object run with two globals dicts: each read is refilled
    # from the frame's own globals
    src = """
g2 = {}
exec('''
def f2(xs):
    n = 0
    for x in xs:
        if x < K:
            n += 1
    return n
''', g2)
g2["K"] = 30
print([g2["f2"](range(100)) for _ in range(3)])
import types
f3 = types.FunctionType(g2["f2"].__code__, {"K": 70})
print(f3(range(100)), g2["f2"](range(100)), f3(range(100)))
"""
    w, out, executed = run_counted(src)
    assert out == cpython(src)
    code = code_of(w, "f3")     # (f2's code too)
    assert set([r.name for r in code.t2.global_reads]) == set(["K"])
    assert [a for a in _compares(code) if C.right_src.get(a) == SRC_GLOBAL]


TRUTH = _program("t533_truth_sources.py")


def test_truth_tests_read_where_values_live():
    w, out, executed = run_counted(TRUTH)
    assert out == cpython(TRUTH)
    code = code_of(w, "walk")
    tests = [(name, T.src.get(a), T.index.get(a)) for name, a in
             t2_instrs(code) if name.startswith("BB_POP_JUMP_IF_") or
             name.startswith("BB_TEST_POP_IF_")]
    # `if tracing:` and `if LIMIT is not None:` read the globals, `if x:`
    # and `while t is not None:` the locals (t local 0, x local 2)
    assert [t for t in tests if t[0] == "BB_POP_JUMP_IF_FALSE" and
            t[1] == SRC_GLOBAL and
            code.t2.global_reads[t[2]].name == "tracing"]
    assert [t for t in tests if t[0] == "BB_POP_JUMP_IF_NONE" and
            t[1] == SRC_GLOBAL and
            code.t2.global_reads[t[2]].name == "LIMIT"]
    assert ("BB_POP_JUMP_IF_FALSE", SRC_LOCAL, 2) in tests
    assert [t for t in tests if t[1:] == (SRC_LOCAL, 0)]
    assert "LOAD_GLOBAL_MODULE" not in [n for n, _ in t2_instrs(code)]


ATTRIBUTES = _program("t535_attribute_operands.py")


def test_attributes_read_where_they_live():
    # `o.a` (LOAD_ATTR_INSTANCE_LOCAL) is an operand source of every
    # consumer: tier2_records.AttrRead, its cache a copy of the load's
    w, out, executed = run_counted(ATTRIBUTES)
    assert out == cpython(ATTRIBUTES)
    G = GUARDED_BINOP
    below = code_of(w, "below")
    # `p.x < q.x`: both operands of the compare; `if p.y:` the test's
    assert [a for a in _compares(below) if C.left_src.get(a) == SRC_ATTR
            and C.right_src.get(a) == SRC_ATTR]
    assert [a for name, a in t2_instrs(below)
            if name == "BB_POP_JUMP_IF_FALSE" and
            T.src.get(a) == SRC_ATTR]
    reads = below.t2.attr_reads
    assert set((r.local, r.name) for r in reads) == \
        set([(3, "x"), (1, "x"), (3, "y")])   # p: local 3, q: 1
    # `n = n + p.x`: the guarded int operator reads the attribute
    ops = [a for name, a in t2_instrs(code_of(w, "count"))
           if name == "BINARY_OP_RAW_INT_GUARDED"]
    assert [a for a in ops if G.right_src.get(a) == SRC_ATTR]
    # `p.x / q.y`, `p.x - q.x`: the float operators read both in place
    for fname in ("ratio", "dot"):
        ops = [a for name, a in t2_instrs(code_of(w, fname))
               if name == "BINARY_OP_RAW_FLOAT_GUARDED"]
        assert [a for a in ops if G.left_src.get(a) == SRC_ATTR and
                G.right_src.get(a) == SRC_ATTR]
    # no attribute load of those was dispatched on its own
    for fname in ("below", "count", "ratio"):
        assert "LOAD_ATTR_INSTANCE_LOCAL" not in \
            [n for n, _ in t2_instrs(code_of(w, fname))]


def test_truth_test_of_a_kept_value_reads_the_top():
    # `x = a or b`: `COPY 1; POP_JUMP_IF_TRUE` becomes one test that reads
    # the top of the stack and leaves it (source 6)
    src = _program("t541_boolop_peek.py")
    w, out, executed = run_counted(src)
    assert out == cpython(src)
    code = code_of(w, "run")
    tests = [a for name, a in t2_instrs(code)
             if name.startswith("BB_POP_JUMP_IF_") or
             name.startswith("BB_TEST_POP_IF_")]
    assert len([a for a in tests if T.src.get(a) == 6]) >= 2
    assert "COPY" not in [n for n, _ in t2_instrs(code)]


def test_checked_local_against_int_constant_inline():
    # `x != 2` with x a loop's item (a checked boxed local) against an int
    # constant: compare_in_place reads it inline (SHAPE_CHECKED_LOCAL_
    # CONST), compare_sources is not called for machine ints; a bool, a
    # big int and a str go out of line and to the general test, right
    from interpreter.tier2 import compare_branch
    src = """
def count(data):
    n = 0
    for x in data:
        if x != 2:
            n += 1
    return n
data = [1, 2, 3, 2, 5] * 60
print(count(data), count(data))
print(count([True, 2, 2 ** 70, 2.0, 2, "2", None] * 40))
"""
    calls = [0]
    original = compare_branch.compare_sources

    def counting(*args):
        calls[0] += 1
        return original(*args)
    compare_branch.compare_sources = counting
    try:
        w, out = run(src, threshold=16, unboxing=True)
        warm_calls = calls[0]
    finally:
        compare_branch.compare_sources = original
    assert out == cpython(src)
    tests = _compares(code_of(w, "count"))
    shape = [a for a in tests if a & compare_branch.SHAPE_MASK ==
             compare_branch.SHAPE_CHECKED_LOCAL_CONST]
    assert shape, tests
    # the out-of-line calls: only the odd items of the last list (True,
    # the big int, the float, the str, None: 5 * 40), never the ints
    assert warm_calls <= 200, warm_calls


def test_int_object_local_against_constant_inline():
    # `n < 2` where n's type is not known (a recursive function's entry
    # version): int objects (kind 0) from a local and a constant, read by
    # compare_in_place's SHAPE_INT_OBJECT_LOCAL_CONST whatever the boxed
    # and checked bits; a bool, a big int, a float and a big constant take
    # the general test and stay right
    from interpreter.tier2 import compare_branch
    src = """
def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)
def big(n):
    return n < 2 ** 70
print(fib(15), fib(16))
print(fib(True), fib(2 ** 70 - 2 ** 70 + 10), fib(1.5), fib(-3))
print([big(k) for k in (1, 2 ** 71, 2 ** 69, -2 ** 80, True)] * 20)
"""
    calls = [0]
    originals = (compare_branch._compare_read, compare_branch.compare_sources)

    def counting(*args):
        calls[0] += 1
        return originals[0](*args)
    compare_branch._compare_read = counting
    compare_branch.compare_sources = counting
    try:
        w, out = run(src, threshold=16, unboxing=True)
    finally:
        compare_branch._compare_read, compare_branch.compare_sources = \
            originals
    assert out == cpython(src)
    # fib(15) and fib(16) make ~4000 calls: none reads its test through
    # the general source reader
    assert calls[0] == 0, calls[0]
    shape = [a for a in _compares(code_of(w, "fib")) if
             a & compare_branch.SHAPE_KIND_SRC_MASK ==
             compare_branch.SHAPE_INT_OBJECT_LOCAL_CONST]
    assert shape, _compares(code_of(w, "fib"))
