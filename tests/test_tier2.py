"""Tier 2 (lazy basic block versioning), in the spirit of pyLBBV's
tier2_test: warm functions up, then assert which guards and guard-free
forms were emitted, which versions exist, and that results stay right
when the types change. Expected values come from python3."""

import os
import subprocess

from annotator_rules import opcodes as op
from annotator_rules.opcodes import INSTRUCTIONS
from interpreter import astnodes as A
from annotator_rules.types import TYPE_NAMES, T_FLOAT, T_INT, T_LIST
from interpreter.main import compile_source, run_module_code, setup_modules
from interpreter.state import STATE
from objspace.stdio import OUTPUT
from objspace.reprs import str_w
from objspace.modules.mod_math import RAW_NAMES
from interpreter.tier2_records import K_CALL_MISS

PROGRAMS = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                        "programs")


def run(source, threshold=1, max_versions=4, unboxing=False):
    """Runs source with tier 2 everywhere; unboxing is off unless asked,
    so the issue-5 tests see the boxed guard-free forms."""
    STATE.reset()
    STATE.max_tier = 2
    STATE.unboxing = unboxing
    STATE.tier2_threshold = threshold
    STATE.tier2_max_versions = max_versions
    w_main = setup_modules()
    code = compile_source(source, "<test>")
    run_module_code(code, w_main)
    out = "".join(OUTPUT.pieces)
    OUTPUT.pieces = []
    OUTPUT.size = 0
    return w_main, out


def run_with_state(source, threshold=64):
    """run() for a test that has set up STATE itself (e.g. --stats)."""
    STATE.max_tier = 2
    STATE.unboxing = True
    STATE.tier2_threshold = threshold
    STATE.tier2_max_versions = 4
    w_main = setup_modules()
    code = compile_source(source, "<test>")
    run_module_code(code, w_main)
    out = "".join(OUTPUT.pieces)
    OUTPUT.pieces = []
    OUTPUT.size = 0
    return w_main, out


def cpython(src):
    return subprocess.check_output(["python3", "-c", src]).decode("utf-8")


def code_of(w_main, fname):
    return w_main.dict_w[fname].code


def t2_instrs(code):
    """(name, oparg) of every tier-2 instruction, in order."""
    result = []
    for i in range(code.n_tier0, code.n_tier0 + len(code.t2_origin)):
        result.append((INSTRUCTIONS[code.co_code[2 * i]].name,
                       code.co_code[2 * i + 1]))
    return result


def names(code):
    return [n for n, _ in t2_instrs(code)]


def guards(code):
    """The types each emitted guard checks, as 'second/top' strings; a
    guarded form (guard folding) counts as the guard it contains."""
    result = []
    for name, arg in t2_instrs(code):
        if name.startswith("BB_GUARD_TYPE"):
            result.append("%s/%s" % (TYPE_NAMES[arg >> 4],
                                     TYPE_NAMES[arg & 15]))
        elif name.endswith("_GUARDED") or (name.endswith("_COMPARE") or
                                           name.endswith("COMPARE_JUMP")) \
                and arg & 3072:
            if name.startswith("BB_"):
                left = right = "float" if arg & 3 == 3 else "int"
            elif "SUBSCR" in name:
                left, right = TYPE_NAMES[arg & 15], "int"
            elif "FLOAT" in name:
                left = right = "float"
            else:
                left = right = "int"
            result.append("%s/%s" % (left if arg & 1024 else "?",
                                     right if arg & 2048 else "?"))
    return result


def count_forms(code, rest_name):
    """How many instructions compute `rest_name`'s operation for those
    types: the guard-free form, or the guarded form that checked first."""
    guarded = {"BINARY_SUBSCR_LIST_INT_REST": "BINARY_SUBSCR_SEQ_INT_GUARDED",
               "BINARY_OP_ADD_INT_REST": "BINARY_OP_INT_GUARDED",
               "BINARY_OP_MULTIPLY_INT_REST": "BINARY_OP_INT_GUARDED"}
    n = names(code)
    return n.count(rest_name) + n.count(guarded.get(rest_name, rest_name))


def versions_at(code, t0pc):
    return code.t2.versions.get(t0pc, [])


def first_t0(code, opname):
    for i in range(code.n_tier0):
        if INSTRUCTIONS[code.co_code[2 * i]].name.startswith(opname):
            return i
    raise AssertionError(opname)


def test_alias_typed_by_one_guard():
    src = """
def f(a):
    b = a
    c = a * 2.0
    return c + b * 3.0 + a
out = []
for i in range(5):
    out.append(f(i + 0.5))
print(out)
"""
    w, out = run(src)
    assert out == cpython(src)
    code = code_of(w, "f")
    # one guard on `a` types a's tree: b and every later load of a or b
    assert guards(code) == ["float/?"]
    # the guard is folded into the first multiply
    assert names(code).count("BINARY_OP_FLOAT_GUARDED") == 1
    assert names(code).count("BINARY_OP_MULTIPLY_FLOAT_REST") == 1
    assert names(code).count("BINARY_OP_ADD_FLOAT_REST") == 2


def test_swap_keeps_both_trees():
    src = """
def f(x, y):
    x = x + 0.5
    y = y + 1
    x, y = y, x
    return x * 2, y * 2.0
r = [f(1.5, 2) for i in range(4)]
print(r)
"""
    w, out = run(src)
    assert out == cpython(src)
    n = names(code_of(w, "f"))
    assert "SWAP" in n
    # after the swap x is the int and y the float, with no new guard (x * 2
    # is the guard-free int multiply with local x and the constant fused in)
    assert [(arg >> 16, arg & 31) for name, arg in t2_instrs(code_of(w, "f"))
            if name == "BINARY_OP_INT_LOCAL_CONST"] == [(0, A.NB_MULTIPLY)]
    assert "BINARY_OP_MULTIPLY_FLOAT_REST" in n
    assert guards(code_of(w, "f")) == ["float/?", "int/?"]


def test_int_then_float_gets_second_version_both_stable():
    src = """
def f(a, b):
    return a * b + a
r = []
for i in range(20):
    r.append(f(i, 3))
for i in range(20):
    r.append(f(i * 0.5, 1.5))
print(r)
"""
    w, out = run(src)
    assert out == cpython(src)
    code = code_of(w, "f")
    at_mul = first_t0(code, "BINARY_OP")
    # ints came first: tier 1 put int on the ladder's first rung, folded
    # into the multiply in the entry block; floats failed its check and
    # its side exit generated the next rung at the multiply, the float
    # multiply folded with its guard; after each, `+ a` is guard-free
    rungs = [v.rung for v in code.t2.blocks if v.t0pc == at_mul]
    assert rungs == [1]
    assert sorted(guards(code)) == ["float/float", "int/int"]
    assert "BINARY_OP_ADD_INT_REST" in names(code)
    assert "BINARY_OP_ADD_FLOAT_REST" in names(code)
    n_blocks = len(code.t2.blocks)
    # more calls with either type generate nothing new
    w2, _ = run(src + """
for i in range(50):
    f(i, 2)
    f(0.5 * i, 2.0)
""")
    assert len(code_of(w2, "f").t2.blocks) == n_blocks


def test_accumulator_int_to_float_peels_loop_head():
    src = """
def f(n):
    acc = 0
    for i in range(n):
        acc = acc + 0.5
    return acc
print(f(10), f(3))
"""
    w, out = run(src)
    assert out == cpython(src)
    code = code_of(w, "f")
    head = first_t0(code, "FOR_ITER")
    acc_types = [TYPE_NAMES[v.ctx.type_of(1)] for v in versions_at(code, head)]
    assert "smallint" in acc_types and "float" in acc_types
    # the float loop head's body adds without a guard
    assert "BINARY_OP_ADD_FLOAT_REST" in names(code)


def test_constant_index_subscripts_need_one_list_guard():
    src = """
def f(l):
    return l[0] + l[1] + l[2]
print([f([1.5, 2.5, 3.5]) for i in range(3)])
"""
    w, out = run(src)
    assert out == cpython(src)
    code = code_of(w, "f")
    list_guards = [g for g in guards(code) if g.startswith("list/")]
    assert list_guards == ["list/?"]
    assert count_forms(code, "BINARY_SUBSCR_LIST_INT_REST") == 3


def test_list_and_tuple_iteration_specialise():
    src = """
def total(seq):
    s = 0
    for x in seq:
        s = s + x
    return s
print(total([1, 2, 3]), total((4, 5)), total([]), total(range(4)))
"""
    w, out = run(src)
    assert out == cpython(src)
    n = names(code_of(w, "total"))
    assert "BB_TEST_ITER_SEQ" in n or "BB_FOR_ITER_SEQ" in n
    assert "BB_TEST_ITER_RANGE" in n or "BB_FOR_ITER_RANGE" in n


def test_branches_resolve_into_jumps():
    src = """
def f(n):
    c = 0
    for i in range(n):
        if i % 3 == 0:
            c = c + 1
    return c
print(f(30))
"""
    w, out = run(src)
    assert out == cpython(src)
    n = names(code_of(w, "f"))
    # both directions taken: the tests rewrote themselves
    # `i % 3 == 0` is fused with its jump; both resolved
    assert "BB_COMPARE_JUMP" in n and "BB_TEST_COMPARE" not in n
    assert "BB_FOR_ITER_RANGE" in n


def test_version_limit_bounds_megamorphic_code():
    src = """
class V:
    def __init__(self, v):
        self.v = v
    def __add__(self, o):
        return V(self.v + 1)
def f(a, b):
    x = a + b
    return x
vals = [1, 2.5, "s", [1], (2,), True, None, V(1)]
for k in range(3):
    for a in vals:
        try:
            f(a, a)
        except TypeError:
            pass
print("ok")
"""
    w, out = run(src, max_versions=3)
    assert out == cpython(src)
    code = code_of(w, "f")
    for t0pc, vs in code.t2.counted.items():
        assert vs <= 3


def test_results_stay_right_when_types_change():
    src = """
def g(a, b):
    if a < b:
        return a - b
    return a * b
r = []
for x in [1, 2.5, 3, 4.5, 10**20, -1, 0.5]:
    for y in [2, 1.5, 10**19]:
        r.append(g(x, y))
print(r)
"""
    w, out = run(src)
    assert out == cpython(src)


def test_not_optimisable_code_stays_in_tier_1():
    src = """
def f(d):
    return d.get("a")
for i in range(100):
    f({"a": i})
"""
    w, _ = run(src, threshold=10)
    assert code_of(w, "f").t2 is None


# --- unboxing (issue 6) ---

def loop_versions(code):
    """The versions of the loop head (the FOR_ITER) and the instructions
    of each, from its start to the block's end."""
    head = first_t0(code, "FOR_ITER")
    return versions_at(code, head)


def block_names(code, v):
    return [INSTRUCTIONS[code.co_code[2 * i]].name
            for i in range(v.start, v.end)]


def test_float_loop_body_has_no_box_or_unbox():
    src = """
def run(n):
    z = 1.1
    total = 0.0
    for i in range(n):
        total = total + (z + z + z + z)
    return total
print(run(50))
"""
    w, out = run(src, unboxing=True)
    assert out == cpython(src)
    code = code_of(w, "run")
    # the loop head version reached from the loop's own back edge
    steady = [v for v in loop_versions(code)
              if TYPE_NAMES[v.ctx.type_of(3)] == "rawint"]
    assert len(steady) == 1
    body_start = code.co_code[2 * steady[0].start + 5]   # the spare's target
    body = [v for v in code.t2.blocks if v.start == body_start][0]
    n = block_names(code, steady[0]) + block_names(code, body)
    # total + (...) is added raw and stored raw into total in one slot
    assert "BINARY_OP_RAW_FLOAT_STORE" in n
    assert "BOX_FLOAT" not in n and "UNBOX_FLOAT" not in n
    assert "LOAD_FAST_RAW_FLOAT" in n


def test_whole_tree_unboxing_of_aliases():
    src = """
def f(a, n):
    b = a
    s = 0.0
    for i in range(n):
        s = s + a * 2.5 + b
    return s
print([f(i + 0.5, 4) for i in range(3)])
"""
    w, out = run(src, unboxing=True)
    assert out == cpython(src)
    code = code_of(w, "f")
    unboxed = [arg for name, arg in t2_instrs(code) if name == "UNBOX_FLOAT"]
    # one guard and one unboxing of a's tree, locals a (0) and b (2) and
    # the stack copy, after which a and b load raw
    assert guards(code).count("float/?") == 1
    assert unboxed.count(0) == 1 and unboxed.count(2) == 1   # a, b
    n = names(code)
    assert n.count("LOAD_FAST_RAW_FLOAT") >= 2
    assert "BINARY_OP_ADD_RAW_FLOAT" in n


def test_single_use_operands_are_read_boxed():
    src = """
class P:
    def __init__(self, x):
        self.x = x
def f(ps):
    t = 0.0
    for p in ps:
        t = t + p.x * 2.0
    return t
print(f([P(1.5), P(2.5)]))
"""
    w, out = run(src, unboxing=True)
    assert out == cpython(src)
    code = code_of(w, "f")
    # p.x is used once: no UNBOX, the raw multiply reads its object
    muls = [arg for name, arg in t2_instrs(code)
            if name == "BINARY_OP_MULTIPLY_RAW_FLOAT" or
            name == "BINARY_OP_RAW_FLOAT_GUARDED"]
    assert muls and all(arg & 256 for arg in muls)
    assert "UNBOX_FLOAT" not in names(code)


def test_exception_with_raw_values_live():
    src = """
def f(xs):
    acc = 0.5
    out = []
    for x in xs:
        try:
            acc = acc + 1.0 / x
        except ZeroDivisionError as e:
            out.append((str(e), acc))
            acc = acc * 2.0
    out.append(acc)
    return out
def g(xs):
    acc = 1.5
    for x in xs:
        acc = acc / x
    return acc
print(f([1.0, 2.0, 0.0, 4.0, 0.0, 8.0]))
try:
    g([2.0, 0.0])
except ZeroDivisionError as e:
    print("caller", e)
"""
    w, out = run(src, unboxing=True)
    assert out == cpython(src)
    # 1.0 / x with x unknown: the guarded raw division
    divs = [arg for name, arg in t2_instrs(code_of(w, "f"))
            if name == "BINARY_OP_RAW_FLOAT_GUARDED"]
    assert A.NB_TRUE_DIVIDE in [arg & 255 for arg in divs]


def test_unboxed_results_match_boxed():
    src = """
import math
def k(n):
    x = -0.0
    y = 1.0
    out = []
    for i in range(n):
        x = x * 1.5 - y
        y = -y / 3.0
        out.append(x < y)
        out.append(repr(x ** 2.0))
    return x, y, out, math.inf * 0.0 != math.inf * 0.0
print(k(12))
"""
    w, out = run(src, unboxing=True)
    assert out == cpython(src)


def test_raw_int_loop_with_overflow_path():
    src = """
def run(n):
    i = 0
    total = 0
    x = 12345
    while i < n:
        x = (x * 1103515245 + 12345) % 2147483648
        total += (x >> 16) & 0xFF
        i += 1
    return total, x
def grow(n):
    x = 3
    for i in range(n):
        x = x * x + i
    return x
print(run(50), grow(9), grow(3))
"""
    w, out = run(src, unboxing=True)
    assert out == cpython(src)
    n = names(code_of(w, "run"))
    # x * 1103515245 and i += 1: raw, with their constants fused in
    fused = [(arg >> 2) & 15 for name, arg in t2_instrs(code_of(w, "run"))
             if name == "BINARY_OP_RAW_INT_CONST"]
    assert A.NB_MULTIPLY in fused and A.NB_ADD in fused
    assert "BINARY_OP_OTHER_RAW_INT" in n
    # the loop test `i < n` on raw ints, fused with its jump
    kinds = [arg & 3 for name, arg in t2_instrs(code_of(w, "run"))
             if name == "BB_COMPARE_JUMP"]
    assert kinds and set(kinds) == set([2])
    # only the returned tuple's two items are boxed, by their loads
    assert n.count("LOAD_FAST_BOX_INT") == 2 and "BOX_INT" not in n
    g = code_of(w, "grow")
    # x * x overflowed: a boxed continuation exists, with x a big int
    overflowed = [r for r in g.t2.records if r.kind == 4 and r.t2_taken >= 0]
    assert overflowed
    assert "BINARY_OP_MULTIPLY_INT_REST" in names(g) or \
        "BINARY_OP_ADAPTIVE" in names(g) or "BINARY_OP_MULTIPLY_INT" in names(g)


def test_guard_folding_side_exit():
    src = """
def f(a, b):
    return a * b * 2
r = [f(i, 3) for i in range(10)]
r.append(f(2.5, 2.0))
r.append(f(True, 2))
r.append(f("ab", 2))
r.append(f(10 ** 20, 3))
r += [f(i, 4) for i in range(3)]
print(r)
"""
    w, out = run(src, threshold=2)
    assert out == cpython(src)
    code = code_of(w, "f")
    instrs = t2_instrs(code)
    n = [name for name, _ in instrs]
    # the int rung is folded into the multiply; its side exit ran (floats,
    # a bool, a str, a big int) and became a jump to the next rung
    k = n.index("BINARY_OP_INT_GUARDED")
    assert n[k + 1] == "BB_JUMP"
    assert instrs[k][1] & 1024 and instrs[k][1] & 2048
    # after the multiply the int result needs no guard: * 2 is guard-free
    # (with its constant operand fused in)
    assert n[k + 2] == "BINARY_OP_INT_CONST"
    assert instrs[k + 2][1] & 31 == A.NB_MULTIPLY
    assert "float/float" in guards(code)


def test_operand_fusion_in_float_loop():
    src = """
def run(n, z, w):
    total = 0.0
    for i in range(n):
        total = total + (z + z + z + z) * 2.0 / w
    return total
print(run(50, 1.1, 3.0))
try:
    run(5, 1.0, 0.0)
except ZeroDivisionError as e:
    print("caught", e)
"""
    w, out = run(src, unboxing=True)
    assert out == cpython(src)
    instrs = t2_instrs(code_of(w, "run"))
    fused = [(n, arg) for n, arg in instrs if n.startswith("BINARY_OP_RAW")]
    # z + z + z + z: the first + takes both operands from the local z
    # (BINARY_OP_RAW_FLOAT_OPERANDS, sources local 1 and local 1); the
    # next + z and * 2.0 take theirs from the local and the constant, one
    # run on the same raw float (each member counts the members after
    # it); / w takes w from its local, outside the run (a division can
    # raise)
    both = ("BINARY_OP_RAW_FLOAT_OPERANDS", (1 << 20) | (1 << 8) | A.NB_ADD)
    k = fused.index(both)
    assert fused[k + 1:k + 3] == [
        ("BINARY_OP_RAW_FLOAT_RUN", (rest << 24) | (1 << 4) | A.NB_ADD)
        for rest in (2, 1)]
    name, arg = fused[k + 3]
    assert name == "BINARY_OP_RAW_FLOAT_RUN" and arg >> 24 == 0
    assert arg & (1 << 23) and arg & 15 == A.NB_MULTIPLY
    assert fused[k + 4:].count(("BINARY_OP_RAW_FLOAT_LOCAL",
                                (2 << 4) | A.NB_TRUE_DIVIDE)) >= 1


def test_both_operands_from_locals_and_constants():
    src = """
def run(n, z, w):
    acc = 0.0
    dx = z - w
    for i in range(n):
        acc += z * 0.5 + 0.25 * i - dx * dx + i / w
        if acc > 1e6:
            acc = acc / 2.0
    return acc
print(run(300, 1.5, 4.0))
print(run(5, -0.0, float("inf")))
print(run(5, float("nan"), 2.0))
def div(n, a, b):
    t = 0.0
    for i in range(n):
        try:
            t = t + a / b
        except ZeroDivisionError as e:
            return i, t, a, b, str(e)
    return t
print(div(40, 3.0, 2.0))
print(div(40, 1.0, 0.0))
def stores(n, a, b):
    for i in range(n):
        x = a * b
        y = x - 1.0 + a / 4.0
    return x, y
print(stores(20, 1.5, -2.0))
"""
    w, out = run(src, unboxing=True)
    assert out == cpython(src)
    instrs = t2_instrs(code_of(w, "run"))
    n = [name for name, _ in instrs]
    # locals: n z w acc dx i. Every operator's operands come from locals
    # and constants (sources: kind << 10 | index): z * 0.5, 0.25 * float(i),
    # dx * dx, float(i) / w, each one dispatch; no int conversion remains
    # (a TERM is `top op (a op2 b)`, its op in bits 4-7)
    ops_ = [arg & ~0xf0 for name, arg in instrs
            if name.startswith("BINARY_OP_RAW_FLOAT_OPERANDS") or
            name == "BINARY_OP_RAW_FLOAT_TERM"]
    code = code_of(w, "run")
    consts = [c.floatval if hasattr(c, "floatval") else None
              for c in code.co_consts_w]
    half, quarter = consts.index(0.5), consts.index(0.25)
    assert (1 << 20) | (((1 << 10) | half) << 8) | A.NB_MULTIPLY in ops_
    assert (((1 << 10) | quarter) << 20) | (((2 << 10) | 5) << 8) | \
        A.NB_MULTIPLY in ops_
    assert (4 << 20) | (4 << 8) | A.NB_MULTIPLY in ops_
    assert (((2 << 10) | 5) << 20) | (2 << 8) | A.NB_TRUE_DIVIDE in ops_
    # the loop body's last version: five slots for the statement, no
    # conversions, no unboxing; each term after the first one acts on the
    # running value (`+ 0.25 * i`, `- dx * dx`, `+ i / w`)
    k = len(n) - 1 - n[::-1].index("STORE_FAST_RAW_INT")
    assert n[k + 1:k + 8] == [
        "LOAD_FAST_RAW_FLOAT", "BINARY_OP_RAW_FLOAT_OPERANDS"] + \
        ["BINARY_OP_RAW_FLOAT_TERM"] * 3 + [
        "BINARY_OP_RAW_FLOAT_STORE", "BB_COMPARE_JUMP"]
    assert [(a >> 4) & 15 for _, a in instrs[k + 3:k + 6]] == [
        A.NB_ADD, A.NB_SUBTRACT, A.NB_ADD]
    # `x = a op b` from locals and `y = x - 1.0 + a / 4.0` (a term) go
    # straight into x and y, locals 4 and 5 (bits 32-: the local + 1)
    store = [(name, a >> 32) for name, a in t2_instrs(code_of(w, "stores"))
             if a >> 32]
    assert ("BINARY_OP_RAW_FLOAT_OPERANDS", 5) in store
    assert ("BINARY_OP_RAW_FLOAT_TERM", 6) in store
    # acc > 1e6: the test reads acc from its local, the constant itself
    from interpreter.int_fusion import CMP_LEFT_LOCAL
    tests = [arg for name, arg in instrs if name == "BB_COMPARE_JUMP"]
    assert [a for a in tests if a & CMP_LEFT_LOCAL and
            (a >> 21) & 511 == 3]
    # t + a / b, all three from locals, raises in the fused slot: the
    # handler sees the locals (checked against CPython above)
    assert "BINARY_OP_RAW_FLOAT_TERM" in names(code_of(w, "div"))


def test_float_run_in_one_dispatch():
    src = """
def run(n, z, w):
    total = 0.0
    acc = 1.0
    for i in range(n):
        total = total + (z + z - w + 0.5)
        acc = acc * w * w * 0.5
        acc = acc - z - z / 4.0
    return total, acc
print(run(40, 1.1, 3.0))
print(run(40, 1e308, 1e308))
print(run(3, float("nan"), -0.0))
print(run(3, -0.0, -0.0))
print(run(3, float("inf"), 2.0))
"""
    w, out = run(src, unboxing=True)
    assert out == cpython(src)
    runs = [arg for name, arg in t2_instrs(code_of(w, "run"))
            if name == "BINARY_OP_RAW_FLOAT_RUN"]
    # locals: n z w total acc i. `z + z` takes both operands from the
    # local (BINARY_OP_RAW_FLOAT_OPERANDS); `- w + 0.5` act on its
    # result: one run of two members, each counting the members after it
    instrs = t2_instrs(code_of(w, "run"))
    both = ("BINARY_OP_RAW_FLOAT_OPERANDS", (1 << 20) | (1 << 8) | A.NB_ADD)
    k = instrs.index(both)
    assert instrs[k + 1] == ("BINARY_OP_RAW_FLOAT_RUN",
                             (1 << 24) | (2 << 4) | A.NB_SUBTRACT)
    name, arg = instrs[k + 2]
    assert name == "BINARY_OP_RAW_FLOAT_RUN" and arg == (1 << 23) | \
        (arg >> 4 & 0x7ffff) << 4 | A.NB_ADD
    # acc * w * w * 0.5: acc * w from the locals, then a run of two;
    # acc - z - z / 4.0: the division takes z / 4.0 apart, so acc - z is
    # from the locals too, in no run
    assert (1 << 24) | (2 << 4) | A.NB_MULTIPLY in runs
    assert ("BINARY_OP_RAW_FLOAT_OPERANDS",
            (4 << 20) | (1 << 8) | A.NB_SUBTRACT) in instrs
    assert not [a for a in runs if a & 15 == A.NB_SUBTRACT and
                (a >> 4) & 0x7ffff == 1]
    # total = total + (...): the add stores straight into total (local 3)
    assert ("BINARY_OP_RAW_FLOAT_STORE", (3 << 12) | A.NB_ADD) in \
        t2_instrs(code_of(w, "run"))


def test_guarded_compare_fused_with_branch():
    src = """
def f(x):
    if x < 10:
        return 1
    return 2
r = [f(i) for i in range(20)]
r += [f(3.5), f(20.5), f(True), f(10 ** 30)]
try:
    f("a")
except TypeError as e:
    r.append(str(e))
print(r)
"""
    w, out = run(src, threshold=3)
    assert out == cpython(src)
    instrs = t2_instrs(code_of(w, "f"))
    n = [name for name, _ in instrs]
    k = n.index("BB_COMPARE_JUMP")
    assert instrs[k][1] & 1024          # x checked, the constant not
    assert not instrs[k][1] & 2048
    # x comes from its local, read by the test itself (no LOAD_FAST
    # before it); the side exit sees x and 10 pushed as the generic
    # compare expects them
    from interpreter.int_fusion import CMP_LEFT_LOCAL
    assert instrs[k][1] & CMP_LEFT_LOCAL and (instrs[k][1] >> 21) & 511 == 0
    assert k == 0 or n[k - 1] != "LOAD_FAST"
    # both directions resolved; the side exit ran (floats, a bool, a big
    # int) and became a jump to the next rung, here the generic compare
    # (no rung compares a float with an int constant)
    assert n[k + 1] == "BB_BRANCH" and n[k + 4] == "BB_JUMP"
    assert guards(code_of(w, "f")) == ["int/?"]
    assert "COMPARE_OP_ADAPTIVE" in n


def test_compare_reads_its_local_unbound_too():
    src = """
def f(k, n):
    t = 0
    for i in range(n):
        if k:
            x = i
        if x < 3:
            t += 1
    return t
print(f(1, 50))
try:
    f(0, 5)
except UnboundLocalError as e:
    print(e)
"""
    w, out = run(src, unboxing=True)
    assert out == cpython(src)
    from interpreter.int_fusion import CMP_LEFT_LOCAL
    tests = [a for name, a in t2_instrs(code_of(w, "f"))
             if name == "BB_COMPARE_JUMP"]
    assert [a for a in tests if a & CMP_LEFT_LOCAL]


def test_fifty_types_per_site_stay_bounded():
    # 50 distinct types through one site (issue 8): versions per block stay
    # under the limit, and more rounds over the same types generate nothing
    src = """
classes = []
for k in range(44):
    class C:
        def __add__(self, o, k=k):
            return k
        def __lt__(self, o, k=k):
            return k
    classes.append(C)
vals = [c() for c in classes] + [1, 2.5, "s", [1], (2,), 10 ** 30]
def f(a, b):
    x = a + b
    if a < b:
        x = x + x
    return x
def rounds(n):
    out = []
    for r in range(n):
        for a in vals:
            out.append(f(a, a))
    return out
print(len(set(map(str, rounds(N_ROUNDS)))))
"""
    blocks_after_2 = -1
    for n in [2, 6]:
        prog = src.replace("N_ROUNDS", str(n))
        w, out = run(prog)
        assert out == cpython(prog)
        code = code_of(w, "f")
        counted = code.t2.counted.values()
        # several versions, the limit (4: 3 typed ones, then a fit or the
        # generic one) never passed; failed checks go straight to the rung
        # their values fit (ladder.fitting_rung), so user types skip the
        # numeric rungs and fewer versions are made than rungs exist
        assert 2 <= max(counted) <= 3
        assert all(vs <= 4 for vs in counted)
        if n == 2:
            blocks_after_2 = len(code.t2.blocks)
        else:
            assert len(code.t2.blocks) == blocks_after_2


def test_fused_int_constant_overflows_into_big_ints():
    src = """
def up(n, x):
    out = []
    for i in range(n):
        x = x + 100
        out.append(x)
    return out
def down(n, x):
    for i in range(n):
        x = x - 7
    return x, type(x).__name__
print(up(12, 9223372036854775000)[-3:], down(30, -9223372036854775700))
print(up(3, 5), down(3, 1))
"""
    w, out = run(src, unboxing=True)
    assert out == cpython(src)
    for fname in ("up", "down"):
        n = names(code_of(w, fname))
        # x unknown at first: the folded int guard keeps the result raw
        # (in a loop); then x is a raw int and the constant is fused in
        assert "BINARY_OP_RAW_INT_GUARDED" in n
        # `x = x + c` on the raw local: one slot (int_fusion.py), which
        # overflows into the boxed continuation
        assert "BINARY_OP_RAW_INT_CONST_INPLACE" in n



def test_local_and_constant_fused_into_int_operator():
    src = """
def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)
def g(n, k):
    if n < 0 or k > 100:
        return 0
    return (n + 9223372036854775800) - 1, k // 3
def h(k):
    if k > 5:
        return 0
    try:
        return k // 0
    except ZeroDivisionError as e:
        return str(e)
print([fib(i) for i in range(12)])
print([g(i, i * 5 - 20) for i in range(12)])
print([h(i) for i in range(3)])
"""
    w, out = run(src)
    assert out == cpython(src)
    fused = [(arg >> 16, arg & 31) for name, arg in t2_instrs(code_of(w, "fib"))
             if name == "BINARY_OP_INT_LOCAL_CONST"]
    # n - 1 and n - 2: one dispatch each instead of three
    assert fused == [(0, A.NB_SUBTRACT), (0, A.NB_SUBTRACT)]
    assert "LOAD_CONST" not in names(code_of(w, "fib"))
    fused = [(arg >> 16, arg & 31) for name, arg in t2_instrs(code_of(w, "g"))
             if name == "BINARY_OP_INT_LOCAL_CONST"]
    # n + a constant near 2**63 overflows into a big int, still right
    assert fused == [(0, A.NB_ADD), (1, A.NB_FLOOR_DIVIDE)]
    # the division by zero raises from the fused instruction, caught
    assert "BINARY_OP_INT_LOCAL_CONST" in names(code_of(w, "h"))


def test_no_ladder_where_tier1_gave_up_without_unboxing():
    src = """
def f(x, n):
    return x * n + 1.0
print(sum([f(1.5, i) for i in range(200)]))
"""
    w, out = run(src, threshold=64)
    assert out == cpython(src)
    code = code_of(w, "f")
    # float * int: tier 1 specialised it to its float form, which converts
    # the int (and noted the mix); without unboxing no rung fits, so tier 2
    # copies the tier-1 form instead of a guard that would fail every time
    # (the one guard left is `+ 1.0`'s, on the product, folded into the
    # addition)
    assert guards(code) == ["float/?"]
    assert "BINARY_OP_MULTIPLY_FLOAT" in names(code)


def test_past_the_limit_values_are_converted_not_forgotten():
    src = """
def f(n):
    x = 0.5
    t = 0.0
    for i in range(n):
        if i % 3 == 0:
            x = x * 1.0 + 0.5
        else:
            x = float(i)
        t = t + x
    return t
print(f(40), f(7))
"""
    w, out = run(src, max_versions=2, unboxing=True)
    assert out == cpython(src)
    code = code_of(w, "f")
    # past the limit a loop head version that fits once a value is boxed
    # or unboxed is entered through a conversion trampoline (BOX/UNBOX,
    # then a jump to its start) instead of the generic version
    starts = [v.start for v in code.t2.blocks]
    instrs = t2_instrs(code)
    trampolines = [instrs[k][0] for k in range(len(instrs) - 1)
                   if instrs[k][0] in ("BOX_FLOAT", "UNBOX_FLOAT", "BOX_INT",
                                       "UNBOX_INT") and
                   instrs[k + 1][0] == "BB_JUMP" and
                   instrs[k + 1][1] in starts]
    assert "UNBOX_FLOAT" in trampolines
    assert all(n <= 1 for n in code.t2.counted.values())


def test_recursive_loops_reuse_raw_arrays():
    src = """
def walk(depth, x):
    t = 0.0
    for i in range(3):
        t = t + x * 0.5
        if depth > 0:
            t = t + walk(depth - 1, t + 1.0)
    return t
print(walk(5, 1.25), walk(2, -3.5))
"""
    w, out = run(src, unboxing=True)
    assert out == cpython(src)
    code = code_of(w, "walk")
    # returned frames wait for the next calls with their raw arrays, one
    # per level of the recursion (interpreter/frame.py, release)
    assert code.t2.raw_ok
    spares = []
    f = code.spare_frame
    while f is not None:
        spares.append(f)
        f = f.f_back
    assert len(spares) == code.spare_count == 6
    assert all(len(f.raw_f) > 0 for f in spares)
    assert all(w is None for f in spares
               for w in f.locals_w[:code.co_nlocalsplus])


def test_float_builtins_called_on_raw_doubles():
    with open(os.path.join(PROGRAMS, "t130_raw_math_calls.py")) as f:
        src = f.read()
    # hot after 64 iterations: tier 1 has specialised the calls by then
    w, out = run(src, threshold=64, unboxing=True)
    assert out == cpython(src)
    code = code_of(w, "norm")
    instrs = t2_instrs(code)
    called = sorted(set(RAW_NAMES[arg & 255] for name, arg in instrs
                        if name == "CALL_RAW_FLOAT_FUNC"))
    assert called == ["cos", "fabs", "sin", "sqrt"]
    # the loop body boxes nothing: arguments and results stay raw
    bodies = 0
    for v in code.t2.blocks:
        body = [INSTRUCTIONS[code.co_code[2 * i]].name
                for i in range(v.start, v.end)]
        if "CALL_RAW_FLOAT_FUNC" in body:
            bodies += 1
            assert "BOX_FLOAT" not in body and "UNBOX_FLOAT" not in body
    assert bodies >= 1
    # the rebound global took the continuation where the result is boxed
    recs = code_of(w, "rebound").t2.records
    assert True in [r.t2_taken >= 0 for r in recs if r.kind == K_CALL_MISS]


def test_float_stored_into_attribute_is_computed_boxed():
    src = """
class P:
    def __init__(self):
        self.x = 1.0
        self.v = 0.5
def step(p, n, d):
    for i in range(n):
        e = d * 1.5
        p.x -= e * 0.25
        p.v = e + p.x
    return p.x, p.v
print(step(P(), 100, 0.1), step(P(), 3, 2.0))
"""
    w, out = run(src, unboxing=True)
    assert out == cpython(src)
    code = code_of(w, "step")
    n = names(code)
    # `p.x -= e * 0.25` and `p.v = e + p.x`: the float goes straight into
    # the attribute, so it is computed as an object, not raw then boxed
    assert "BOX_FLOAT" not in n
    assert "BINARY_OP_FLOAT_GUARDED" in n
    # e stays raw: it is used again, not stored into an attribute
    assert "STORE_FAST_RAW_FLOAT" in n


def test_attribute_of_local_fused_with_its_load():
    src = """
class V:
    def __init__(self, x):
        self.x = x
class W:
    x = 7.5
class Q:
    @property
    def x(self):
        return -1.0
def diff(a, b, n):
    t = 0.0
    for i in range(n):
        t += a.x - b.x
    return t
class M:
    def m(self, k):
        return k * 2
class M2(M):
    def m(self, k):
        return -k
def calls(o, n):
    t = 0
    for i in range(n):
        t += o.m(i)
    return t
v = V(3.0)
print(diff(v, V(1.0), 100), diff(v, W(), 5), diff(Q(), v, 5))
print(calls(M(), 100), calls(M2(), 10), calls(V(1), 0))
try:
    diff(v, object(), 3)
except AttributeError as e:
    print("AttributeError", e)
"""
    w, out = run(src, threshold=64, unboxing=True)
    assert out == cpython(src)
    instrs = t2_instrs(code_of(w, "diff"))
    fused = [arg >> 16 for name, arg in instrs
             if name == "LOAD_ATTR_INSTANCE_LOCAL"]
    # a.x and b.x: the loads of locals 0 and 1 fused with the attribute;
    # a.x - b.x: the first load heads the pair (both loads, the checked
    # subtraction and its side exit in one dispatch while both are cached
    # floats; W's class attribute and Q's property take the plain loads)
    assert 1 in fused
    k = [n for n, _ in instrs].index("LOAD_ATTR_PAIR_FLOAT_OP")
    assert instrs[k][1] >> 16 == 0
    assert instrs[k + 1][0] == "LOAD_ATTR_INSTANCE_LOCAL"
    assert instrs[k + 2][0] == "BINARY_OP_RAW_FLOAT_GUARDED"
    assert instrs[k + 2][1] & 255 == A.NB_SUBTRACT
    # o.m(i): the method load fused with the load of o; M2 misses the
    # cached class and takes the generic path (right result above)
    assert "LOAD_ATTR_METHOD_LOCAL" in names(code_of(w, "calls"))


def test_attribute_pair_stored_into_a_local():
    src = """
class V:
    def __init__(self, x):
        self.x = x
def dist(a, b, n):
    t = 0.0
    for i in range(n):
        d = a.x - b.x
        m = a.x * d
        t += d * m
    return t
print(dist(V(3.0), V(1.5), 1000), dist(V(1.0), V(2), 10))
print(dist(V(2), V(0.5), 10))
"""
    from interpreter import tier1
    STATE.reset()
    tier1.STATS.executed = [0] * len(tier1.STATS.executed)
    STATE.stats = True
    try:
        w, out = run_with_state(src)
    finally:
        STATE.stats = False
    assert out == cpython(src)
    n = names(code_of(w, "dist"))
    k = n.index("LOAD_ATTR_PAIR_FLOAT_OP")
    assert n[k + 1:k + 5] == ["LOAD_ATTR_INSTANCE_LOCAL",
                              "BINARY_OP_RAW_FLOAT_GUARDED", "BB_BRANCH",
                              "STORE_FAST_RAW_FLOAT"]
    # `d = a.x - b.x` while both are cached floats: the pair also does the
    # store after the subtraction's side exit; `m = a.x * d` (the checked
    # a.x times the raw local) likewise; the store slots run only where
    # those could not (the int attributes)
    assert "BINARY_OP_RAW_FLOAT_GUARDED_RLOCAL" in n
    executed = tier1.STATS.executed
    assert executed[op.LOAD_ATTR_PAIR_FLOAT_OP] > 900
    assert executed[op.BINARY_OP_RAW_FLOAT_GUARDED_RLOCAL] > 900
    assert executed[op.STORE_FAST_RAW_FLOAT] < 60


def test_unpack_into_locals_and_attribute_augmented_assignment():
    src = """
class B:
    def __init__(self, x):
        self.x = x
        self.v = 0.5
def step(pairs, n):
    for k in range(n):
        for a, b in pairs:
            a.x += b.v
            b.v -= 0.125
    return [(a.x, a.v) for a, _ in pairs]
bs = [B(1.0), B(2.0), B(3.0)]
print(step([(bs[0], bs[1]), [bs[1], bs[2]]], 30))
try:
    step([(bs[0], bs[1], bs[2])], 3)
except ValueError as e:
    print("ValueError", e)
"""
    w, out = run(src, threshold=40)     # after tier 1 quickened
    assert out == cpython(src)
    n = names(code_of(w, "step"))
    # `for a, b in pairs`: the unpack stores into a and b itself, the two
    # STORE_FASTs after it stay for a miss (a list, a wrong length)
    k = n.index("UNPACK_SEQUENCE_TO_LOCALS")
    assert n[k + 1:k + 3] == ["STORE_FAST", "STORE_FAST"]
    # a.x += b.v: LOAD_FAST a; COPY 1; LOAD_ATTR x -> one slot keeping a
    # below a.x; SWAP 2; STORE_ATTR x -> one slot storing under a
    assert "LOAD_ATTR_INSTANCE_LOCAL_KEEP" in n
    assert "STORE_ATTR_INSTANCE_SWAPPED" in n
    assert "COPY" not in n and "SWAP" not in n


def test_float_operator_stores_the_attribute_itself():
    src = """
class B:
    def __init__(self, x):
        self.x = x
class P(B):
    @property
    def x(self):
        return 2.5
def push(bs, n, dv):
    for k in range(n):
        for b in bs:
            b.x -= dv * 0.5
    return [b.x for b in bs]
def pull(bs, n, dv):
    for k in range(n):
        for b in bs:
            b.x += dv * dv * 0.5
    return [b.x for b in bs]
print(push([B(1.0), B(-0.0)], 500, 0.25), pull([B(2.0)], 900, 0.5))
try:
    push([B(1.0), P(3.0)], 2, 1.0)
except AttributeError:
    print("AttributeError")
try:
    pull([B(1.0), P(3.0)], 2, 1.0)
except AttributeError:
    print("AttributeError")
print(push([B(1.0), B(2)], 3, 1.0), pull([B(True)], 3, 1.0))
"""
    from interpreter import tier1
    STATE.reset()
    tier1.STATS.executed = [0] * len(tier1.STATS.executed)
    STATE.stats = True
    try:
        w, out = run_with_state(src)
    finally:
        STATE.stats = False
    assert out == cpython(src)
    n = names(code_of(w, "push"))
    k = n.index("LOAD_ATTR_AUGMENT_FLOAT")
    assert n[k + 1:k + 5] == [
        "BINARY_OP_RAW_FLOAT_OPERANDS", "BINARY_OP_FLOAT_GUARDED",
        "BB_BRANCH", "STORE_ATTR_INSTANCE_SWAPPED"]
    # `b.x -= dv * 0.5` on a float attribute: the head does the update in
    # one dispatch (an int attribute, P's property: the slots after it);
    # in pull, whose operand takes two slots, the checked operator does
    # the store after its side exit itself; either way the store's slot
    # is hardly dispatched (P's property has no setter: the generic
    # store raises)
    assert "LOAD_ATTR_AUGMENT_FLOAT" not in names(code_of(w, "pull"))
    executed = tier1.STATS.executed
    assert executed[op.LOAD_ATTR_AUGMENT_FLOAT] > 800
    assert executed[op.BINARY_OP_FLOAT_GUARDED] > 800
    assert executed[op.STORE_ATTR_INSTANCE_SWAPPED] < 20


def test_subscript_of_two_locals_with_a_boxed_index():
    src = """
def f(j):
    return j
def g(v, n):
    s = 0.0
    for j in range(n):
        s += f(j) * v[j]
    return s
def h(t, k):
    r = []
    for i in range(3):
        r.append(t[k])
        k = k - 1
    return r
v = [0.5 * i for i in range(100)]
print(g(v, 100), h((1, 2, 3, 4), 1), h([5, 6, 7], True))
try:
    h([1, 2], 3)
except IndexError as e:
    print("IndexError", e)
"""
    w, out = run(src, unboxing=True)
    assert out == cpython(src)
    # v[j] with j a boxed int (it is also a call argument): one slot
    # reading both locals (v local 0, j local 3: 0 << 10 | 3)
    instrs = t2_instrs(code_of(w, "g"))
    assert ("BINARY_SUBSCR_LOCALS_INT", 3) in instrs


def test_raw_index_augmented_subscript_stays_raw():
    src = """
def f(n):
    used = [0, 0, 0, 0]
    k = 0
    for i in range(n):
        k = (k + 1) & 3
        used[k] += 1
    used[k] += 2 ** 63
    return used
print(f(100))
"""
    w, out = run(src, unboxing=True)
    assert out == cpython(src)
    n = names(code_of(w, "f"))
    # used[k] += 1: COPY 2 (used), COPY_RAW 2 (k, raw), a raw-index
    # subscript, the raw-index store; k itself is never boxed
    k = n.index("COPY_RAW")
    assert n[k - 1] == "COPY" and n[k + 1] == "BINARY_SUBSCR_SEQ_RAW_INT"
    assert "STORE_SUBSCR_RAW_INT" in n[k:]
    assert "BOX_INT" not in n[k - 3:k]


def test_checked_object_times_raw_local_in_one_slot():
    src = """
def f(coeffs, n):
    x = 0.5
    for i in range(n):
        a, b = coeffs[i % 2]
        x = a * x + b
    return x
print(f([(0.5, 1.0), (0.25, 2.0)], 100), f([(0.5, 1.0), (2, 3)], 100))
"""
    w, out = run(src, unboxing=True)
    assert out == cpython(src)
    instrs = t2_instrs(code_of(w, "f"))
    n = [name for name, _ in instrs]
    # a * x: a (unpacked) checked, x read raw from its local, one slot;
    # its side exit ran for the int a and became a jump to the next rung
    k = n.index("BINARY_OP_RAW_FLOAT_GUARDED_RLOCAL")
    assert instrs[k][1] == (2 << 12) | A.NB_MULTIPLY     # x: local 2
    assert n[k - 1] == "LOAD_FAST" and n[k + 1] in ("BB_BRANCH", "BB_JUMP")
    assert "BB_JUMP" in [n[j + 1] for j in range(len(n) - 1)
                         if n[j] == "BINARY_OP_RAW_FLOAT_GUARDED_RLOCAL"]


def test_branch_to_a_lone_jump_is_threaded():
    src = """
def f(n):
    acc = 0.0
    for i in range(n):
        acc += i * 0.5
        if acc > 1e9:
            acc = acc / 2.0
    return acc
print(f(200), f(200))
"""
    w, out = run(src, unboxing=True)
    assert out == cpython(src)
    code = code_of(w, "f")
    co = code.co_code
    # the not-taken side of the `if` is a version made of one jump (the
    # loop's back edge); a compare that runs after that direction was
    # resolved jumps past it (the second call runs every compare again)
    lone = [v.start for v in code.t2.blocks if co[2 * v.start] == op.BB_JUMP]
    assert lone
    tests = [code.n_tier0 + k for k, (name, _) in enumerate(t2_instrs(code))
             if name == "BB_COMPARE_JUMP"]
    assert tests
    for s in tests:
        for spare in (s + 2, s + 3):
            target = co[2 * spare + 1]
            assert target not in lone and co[2 * target] != op.BB_JUMP


def test_membership_test_and_int_results_needed_as_objects():
    # `x in s` feeding an `if` is one test; an int computed only to be
    # looked up, passed or returned stays boxed (no raw op then BOX_INT)
    src = """
def place(n, used, diag):
    hits = 0
    for c in range(n):
        if c in used or (n + c) in diag:
            continue
        if c not in diag:
            hits += 1
        diag.add(n - c) if isinstance(diag, set) else diag.append(n - c)
    return hits
def bad(n):
    t = 0
    for i in range(n):
        try:
            if 1 in i:
                t += 1
        except TypeError as e:
            t += 10
            msg = str(e)
    return t, msg
print(place(12, {1, 5}, {14, 3}), place(12, [1, 5], [14, 3]), bad(3))
print(place(5, (1,), {9}))
"""
    w, out = run(src, unboxing=True)
    assert out == cpython(src)
    instrs = t2_instrs(code_of(w, "place"))
    n = [name for name, _ in instrs]
    assert "CONTAINS_OP" not in n
    tests = set(arg for name, arg in instrs if name == "BB_CONTAINS_JUMP")
    assert tests == set([4, 0, 1])  # in: jump if true, if false; not in
    # the only box: the raw accumulator, returned
    assert all(n[k + 1] == "RETURN_VALUE" for k in range(len(n))
               if n[k] == "BOX_INT")
    assert "BINARY_OP_ADD_RAW_INT" not in n and \
        "BINARY_OP_RAW_INT_GUARDED" not in n
    assert "BINARY_OP_RAW_INT_CONST_INPLACE" in n   # hits += 1 stays raw


def test_augmented_subscript_and_raw_call_arguments():
    # `used[k] += 1` is one slot; raw locals passed to a call are boxed by
    # their loads; results stay right when the container changes type
    src = """
def plot(x, y, out):
    out.append(round(x + y, 6))
def run(n, used):
    x = 0.0
    y = 1.0
    out = []
    for i in range(n):
        k = i % 3
        used[k] += 1
        x = x * 0.5 + 1.0
        y = y * 0.25 + x
        plot(x, y, out)
    return used, out[-1], len(out)
print(run(30, [0, 0, 0]), run(5, {0: 1, 1: 2, 2: 3}))
"""
    w, out = run(src, unboxing=True)
    assert out == cpython(src)
    n = names(code_of(w, "run"))
    assert "SUBSCR_AUGMENTED" in n and "COPY" not in n
    assert n.count("LOAD_FAST_BOX_FLOAT") >= 2
    assert "BOX_FLOAT" not in n


def test_raw_int_local_fusions():
    # `i += 1` on a raw local and `a[i]` / `a[i] = v` with raw index locals
    # are one slot each; overflow and errors behave as unfused
    src = """
def flip(perm, k):
    i = 0
    j = k
    while i < j:
        perm[i], perm[j] = perm[j], perm[i]
        i += 1
        j -= 1
    return perm
def grow(n):
    x = 1
    for _ in range(n):
        x *= 3
    return x
def bad(a, n):
    i = 0
    out = []
    while i < n:
        try:
            out.append(a[i])
            a[i] = i
        except (IndexError, TypeError) as e:
            out.append(type(e).__name__)
        i += 1
    return out
print(flip(list(range(9)), 8), flip([1, 2, 3], 2), grow(50), grow(3))
print(bad([5, 6], 4), bad((7, 8), 3))
"""
    w, out = run(src, unboxing=True)
    assert out == cpython(src)
    n = names(code_of(w, "flip"))
    assert n.count("BINARY_OP_RAW_INT_CONST_INPLACE") >= 2
    assert "BINARY_SUBSCR_LOCALS_RAW_INT" in n
    assert "STORE_SUBSCR_LOCALS_RAW_INT" in n
    assert "BINARY_OP_RAW_INT_CONST_INPLACE" in names(code_of(w, "grow"))
    # `i < j`: the test reads both raw locals itself
    tests = [arg for name, arg in t2_instrs(code_of(w, "flip"))
             if name == "BB_COMPARE_JUMP"]
    assert any(arg & (1 << 30) for arg in tests)


def test_failed_check_goes_to_the_rung_its_values_fit():
    # value-driven ladder: ints warm `x * k` up (int rung first); floats
    # then fail the int check and the side exit goes straight to the
    # float-int rung their values fit, skipping float-float
    src = """
def g(xs, k):
    t = 0
    for x in xs:
        t = t + x * k
    return t
print(g(list(range(100)), 3))
print(g([1.5, 2.25, -0.5] * 30, 3))
print(g([2, 2.5, 3] * 10, 2), g([True, 1.5], 3))
"""
    w, out = run(src, unboxing=True, threshold=64)
    assert out == cpython(src)
    gs = guards(code_of(w, "g"))
    assert "int/int" in gs
    assert "float/smallint" in gs       # the mix rung, guarded
    assert "float/float" not in gs      # the rung the values skip


def test_failed_iterator_guard_skips_rungs_the_iterator_does_not_fit():
    # a generator fails the range-iterator guard: the side goes straight
    # to the generic iteration, no sequence-iterator guard on the way
    src = """
def gen(n):
    for i in range(n):
        yield i * 2
def total(n):
    t = 0
    for v in gen(n):
        t += v
    return t
print([total(k) for k in range(30)][-3:])
"""
    w, out = run(src, unboxing=True)
    assert out == cpython(src)
    code = code_of(w, "total")
    assert "?/rangeiter" in guards(code)
    assert "?/seqiter" not in guards(code)
    assert "BB_FOR_ITER" in names(code)
