"""The compare-and-branch reads its operands where they live
(annotator_rules COMPARE_BRANCH, operands.take_operand_loads), and module
globals are operand sources of the guarded operators and the compare
(source 4, tier2_ops.global_source). Results stay python3's when the
globals are rebound, deleted, shadow a builtin, or the code runs with
other globals."""

from annotator_rules import opcodes as op
from annotator_rules.instructions import COMPARE_BRANCH as C, GUARDED_BINOP
from tests.tier2_support import (run, run_counted, cpython, code_of,
                                 t2_instrs)

SRC_LOCAL, SRC_CONST, SRC_GLOBAL = 1, 2, 4


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


GLOBALS = """
EMPTY, BLACK = 0, 2
SIZE = 9
class P:
    def __init__(self, c):
        self.color = c
def count(ps):
    n = 0
    for p in ps:
        if p.color == EMPTY:
            n += 1
        elif p.color != BLACK:
            n += 2
    return n
def grid():
    s = 0
    for i in range(SIZE * SIZE):
        if i % SIZE < SIZE - 1:
            s += i
    return s
ps = [P(i % 3) for i in range(300)]
print(count(ps), grid())
EMPTY = 1
SIZE = 4
print(count(ps), grid())
del EMPTY
try:
    count(ps)
except NameError as e:
    print("NameError:", e)
EMPTY = "x"
print(count(ps))
"""


def test_globals_read_where_they_live():
    w, out, executed = run_counted(GLOBALS)
    assert out == cpython(GLOBALS)
    tests = _compares(code_of(w, "count"))
    # `p.color == EMPTY`, `p.color != BLACK`: the global is the test's
    # right operand, no LOAD_GLOBAL dispatched for it
    assert [a for a in tests if C.right_src.get(a) == SRC_GLOBAL and
            C.left_src.get(a) == 0]
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
