"""Tier 2 (lazy basic block versioning), in the spirit of pyLBBV's
tier2_test: warm functions up, then assert which guards and guard-free
forms were emitted, which versions exist, and that results stay right
when the types change. Expected values come from python3.
Helpers: tier2_support.py; fusions: test_tier2_fusions.py and
test_tier2_attributes.py."""

from annotator_rules.instructions import RAW_OPERATOR as R
from annotator_rules.instructions import INT_FUSED as F
from interpreter.frontend import astnodes as A
from tests.tier2_support import (run, cpython, code_of, t2_instrs, names,
                                 int_operands, inplace_updates,
                                 guards, count_forms, versions_at, first_t0,
                                 loop_versions, block_names, TYPE_NAMES,
                                 fields_of)


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
    w, out = run(src, entry_types=False)
    assert out == cpython(src)
    n = names(code_of(w, "f"))
    assert "SWAP" in n
    # after the swap x is the int and y the float, with no new guard (x * 2
    # is the guard-free int multiply with local x and the constant fused in)
    assert [(F.left.get(arg), F.op.get(arg))
            for name, arg in t2_instrs(code_of(w, "f"))
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
    w, out = run(src, entry_types=False)
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
""", entry_types=False)
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
    # three subscripts per version: the entry for an unknown argument,
    # and the one entered from the listcomp's call, which knows it passes
    # a list (no guard there)
    assert len(versions_at(code, 0)) == 2
    assert count_forms(code, "BINARY_SUBSCR_LIST_INT_REST") == 6


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
    assert muls and all(R.boxed_left.get(arg) for arg in muls)
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
print(f((1.0, 2.0, 0.0, 4.0, 0.0, 8.0)))
try:
    g((2.0, 0.0))
except ZeroDivisionError as e:
    print("caller", e)
"""
    w, out = run(src, unboxing=True)
    assert out == cpython(src)
    # 1.0 / x with x unknown (an item of a tuple; a float list's items
    # would be raw floats): the guarded raw division
    divs = [arg for name, arg in t2_instrs(code_of(w, "f"))
            if name == "BINARY_OP_RAW_FLOAT_GUARDED"]
    assert A.NB_TRUE_DIVIDE in [R.op.get(arg) for arg in divs]


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
    # x * 1103515245 and i += 1: raw, their constants read in place
    # (a constant, an immediate), i += 1 stored in place too
    ops = int_operands(code_of(w, "run"))
    assert [f for f in ops if f["op"] == A.NB_MULTIPLY and
            not f["right_stack"] and f["right_kind"] == 2]
    assert inplace_updates(code_of(w, "run"))
    # % >> & are raw too
    assert set([A.NB_REMAINDER, A.NB_RSHIFT, A.NB_AND]) <= \
        set([f["op"] for f in ops])
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
        "BINARY_OP_ADAPTIVE" in names(g) or "BINARY_OP_MULTIPLY_INT" in names(g) \
        or "BINARY_OP_INT_LOCALS" in names(g)     # x * x from the locals


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
    assert R.check_left.get(instrs[k][1]) and \
        R.check_right.get(instrs[k][1])
    # after the multiply the int result needs no guard: * 2 is guard-free
    # (with its constant operand fused in)
    assert n[k + 2] == "BINARY_OP_INT_CONST"
    assert F.op.get(instrs[k + 2][1]) == A.NB_MULTIPLY
    assert "float/float" in guards(code)


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
    # per level of the recursion (interpreter/runtime/frame.py, release)
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


def test_generator_frames_leave_their_raw_arrays_at_every_depth():
    # generator frames are not recycled as spares (the generator keeps
    # its frame), but their raw arrays are: a stack per code
    # (versioning.recycle_raw), so a recursion reuses them at each level
    src = """
def walk(depth, x):
    t = 0.0
    for i in range(3):
        t = t + x * 0.5
    if depth > 0:
        yield from walk(depth - 1, t)
    yield t
print(list(walk(5, 1.25)), sum(walk(3, -0.5)))
"""
    w, out = run(src, unboxing=True)
    assert out == cpython(src)
    code = code_of(w, "walk")
    assert code.t2.raw_ok
    n = code.t2.n_spare
    assert n == 6     # walk(5)'s six levels
    arrays = code.t2.spare_f[:n] + code.t2.spare_i[:n]
    assert len(set(id(a) for a in arrays)) == 2 * n
    assert all(len(a) == code.co_nlocalsplus + code.co_stacksize
               for a in arrays)


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


def test_callee_version_keyed_by_argument_types():
    # the caller's context knows x and y are floats (its loop computed
    # them) and n an int: the callee starts in a version generated for
    # those types, whose arithmetic on them has no guard; called with
    # other types it still gives CPython's results
    src = """
def combine(x, y, n):
    if n < 0:               # (not a pure leaf: a real call)
        return 0
    return x * y + x - n
def caller(k):
    t = 0.0
    x = 0.5
    for i in range(k):
        x = x + 0.25
        y = x * 2.0
        t = t + combine(x, y, i)
    return t
print(caller(300), caller(300))
print(combine(2, 3, 1), combine([1], 2, 0) if False else 0)
print(combine(2.5, 4, 1), caller(10))
"""
    w, out = run(src, unboxing=True)
    assert out == cpython(src)
    callee = code_of(w, "combine")
    from interpreter.tier2.entry_types import describe
    from annotator_rules.types import T_FLOAT
    sigs = [describe(s) for s in callee.t2.typed_entries]
    assert "(float, float, int)" in sigs or "(float, float, smallint)" in sigs
    typed = [v for v in callee.t2.blocks if v.t0pc == 0 and
             v.ctx.type_of(0) == T_FLOAT and v.ctx.type_of(1) == T_FLOAT]
    assert typed
    # in the typed entry version, x * y and + x need no check
    v = typed[0]
    ops = block_names(callee, v)
    assert not [n for n in ops if n.endswith("_GUARDED") or
                n.startswith("BB_GUARD")]
    # the generic entry exists too (the direct calls from module level)
    assert callee.t2.entry >= 0


def test_slice_subscript_gets_no_int_guard():
    # BUILD_SLICE's result is known to be a slice, so `perm[k::-1]` gets
    # no list[int] guard that would fail on every iteration (fannkuch)
    src = """
def flips(perm):
    n = 0
    k = perm[0]
    while k:
        perm[:k + 1] = perm[k::-1]
        n += 1
        k = perm[0]
    return n
t = 0
for i in range(300):
    t += flips([3, 1, 0, 2, 4])
print(t, flips([4, 3, 2, 1, 0]))
"""
    w, out = run(src, threshold=64, unboxing=True)
    assert out == cpython(src)
    code = code_of(w, "flips")
    t2 = [name for name, arg in t2_instrs(code)]
    after = [t2[k + 1] for k in range(len(t2) - 1)
             if t2[k] == "BUILD_SLICE"]
    assert after
    for name in after:
        assert "GUARD" not in name and "SUBSCR" in name, name


def test_first_rung_of_a_site_tier1_never_ran_follows_the_values():
    # `s.ref.pos != s.pos` first reached in tier 2 (tier 1 never
    # specialised it): its ladder would guess floats first and fail on
    # every execution; the operands' values when the block is generated
    # (ladder.hint_first_rung) put the int rung first
    from annotator_rules.instructions import COMPARE_BRANCH as C
    from tests.tier2_support import run_counted, t2_instrs
    src = """
class Sq:
    def __init__(self, pos):
        self.pos = pos
        self.ref = self
def walk(sqs, n, late):
    c = 0
    for k in range(n):
        for s in sqs:
            if k < late:
                c += 1
            elif s.ref.pos != s.pos:
                c += 2
            else:
                c += 3
    return c
print(walk([Sq(i) for i in range(10)], 400, 300))
print(walk([Sq(i * 0.5) for i in range(10)], 40, 30))
"""
    w, out, executed = run_counted(src)
    assert out == cpython(src)
    code = code_of(w, "walk")
    neq = [(name, a) for name, a in t2_instrs(code)
           if name in ("BB_COMPARE_JUMP", "BB_TEST_COMPARE") and
           C.cmp.get(a) == 3]
    assert neq and C.kind.get(neq[0][1]) in (0, 2)     # ints first
    assert code.t2.first_rungs


def test_first_rung_reads_a_global_that_tier1_never_loaded():
    # go's `self.lastmove == PASS` first reached in tier 2: PASS's load is
    # still LOAD_GLOBAL_ADAPTIVE when the compare is generated (no cell
    # in its cache); the hint reads the module's value, so the int rung
    # comes first (it tried floats first and failed on every execution:
    # two dispatches more each time)
    from annotator_rules.instructions import COMPARE_BRANCH as C
    from tests.tier2_support import run_counted, t2_instrs
    src = """
PASS = -1
class B:
    def __init__(self):
        self.lastmove = 0
        self.n = 0
    def play(self, pos, late):
        if late:
            if self.lastmove == PASS:
                self.n += 2
        self.lastmove = pos
b = B()
for i in range(3000):
    b.play(i % 7 - 1, i > 2000)
print(b.n)
PASS = -1.0
for i in range(300):
    b.play(i % 3 - 1.0, True)
print(b.n)
"""
    w, out, executed = run_counted(src)
    assert out == cpython(src)
    code = code_of(w, "B.play")
    eq = [a for name, a in t2_instrs(code)
          if name in ("BB_COMPARE_JUMP", "BB_TEST_COMPARE") and
          C.cmp.get(a) == 2]
    assert eq and C.kind.get(eq[0]) in (0, 2), eq     # ints first


def test_float_compared_with_int_constant_without_boxes():
    # `d < 0` on a raw float: the int constant is compared as its double
    # (exact below 2**53) in one compare-and-branch; a constant past 2**53
    # keeps the exact generic comparison (its boxes); results python3's
    src = """
def f(xs):
    n = 0
    m = 0
    for x in xs:
        d = x * 0.5
        if d < 0:
            n += 1
        if 1 <= d:
            n += 2
        if d > 9007199254740993:
            m += 1
    return n, m
out = []
for i in range(50):
    out.append(f([-3.0, 0.0, 4.5, 2e16, float("nan")]))
print(out[-1])
"""
    w, out = run(src, unboxing=True)
    assert out == cpython(src)
    code = code_of(w, "f")
    ops = names(code)
    # two of the three compares raw (one BB_COMPARE_JUMP each per loop
    # version), the big constant's compare generic with its boxes
    assert ops.count("COMPARE_OP_ADAPTIVE") == ops.count("BOX_INT")
    assert ops.count("BB_COMPARE_JUMP") >= 2 * ops.count("COMPARE_OP_ADAPTIVE")
    assert ops.count("COMPARE_OP_ADAPTIVE") > 0
    compares = fields_of(code, "BB_COMPARE_JUMP")
    assert all(c["kind"] == 3 for c in compares)     # raw floats


def test_truth_of_raw_results_read_without_boxes():
    # `if i & 1:` and `while n:` on raw ints, `if y - 1.0:` on a raw
    # float: one BB_RAW_TRUTH_JUMP each, reading the raw slot (no BOX_INT
    # or BOX_FLOAT before the test; NaN true, -0.0 false); results
    # python3's
    src = """
def f(n, xs):
    c = 0
    for i in range(n):
        if i & 1:
            c += 1
        k = i
        while k & 3:
            k -= 1
    t = 0
    for x in xs:
        if x * 2.0 - 1.0:
            t += 1
    return c, t
for r in range(40):
    out = f(30 + r, [0.5, float("nan"), -0.0, 3.0])
print(out)
"""
    from tests.tier2_support import run_counted
    from annotator_rules import opcodes as op
    w, out, executed = run_counted(src)
    assert out == cpython(src)
    code = code_of(w, "f")
    tests = fields_of(code, "BB_RAW_TRUTH_JUMP")
    assert {(t["jump_if_true"], t["is_float"]) for t in tests} == \
        {(0, 0), (0, 1)}
    # the loops' tests ran raw, and no truth test takes a value just
    # boxed for it (before: `BOX_INT; BB_POP_JUMP_IF_FALSE`)
    assert executed[op.BB_RAW_TRUTH_JUMP] > 40 * 30
    n = names(code)
    assert not [k for k in range(1, len(n))
                if n[k].startswith("BB_POP_JUMP_IF") and
                n[k - 1] in ("BOX_INT", "BOX_FLOAT")]
