"""Tier-2 fusions of operators, operands, comparisons and branches, in the
spirit of pyLBBV's tier2_test: warm functions up, then assert which fused
instructions were emitted, and that results match python3."""

import os

from annotator_rules import opcodes as op
from annotator_rules.opcodes import INSTRUCTIONS
from annotator_rules.instructions import (GUARDED_BINOP, RAW_OPERATOR,
                                          RAW_STORE, COMPARE_BRANCH,
                                          RAW_FLOAT_FUSED, INT_FUSED)
from interpreter.tier2 import float_lists
from interpreter.frontend import astnodes as A
from interpreter.tier2.tier2_records import K_CALL_MISS
from objspace.modules.mod_math import RAW_NAMES
from tests.tier2_support import (run, run_counted, cpython, code_of,
                                 t2_instrs, names, inplace_updates,
                                 guards, PROGRAMS)

C = COMPARE_BRANCH


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
    F = RAW_FLOAT_FUSED
    assert fused[k + 1:k + 3] == [
        ("BINARY_OP_RAW_FLOAT_RUN", F.rest.put(rest) | F.operand.put(1) |
         F.op.put(A.NB_ADD)) for rest in (2, 1)]
    name, arg = fused[k + 3]
    assert name == "BINARY_OP_RAW_FLOAT_RUN" and F.rest.get(arg) == 0
    assert F.const.get(arg) and F.op.get(arg) == A.NB_MULTIPLY
    assert fused[k + 4:].count(("BINARY_OP_RAW_FLOAT_LOCAL",
                                F.operand.put(2) |
                                F.op.put(A.NB_TRUE_DIVIDE))) >= 1


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
    tests = [arg for name, arg in instrs if name == "BB_COMPARE_JUMP"]
    assert [a for a in tests if C.left_src.get(a) == 1 and
            C.left.get(a) == 3 and C.right_src.get(a) == 2]
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
    F = RAW_FLOAT_FUSED
    assert instrs[k + 1] == ("BINARY_OP_RAW_FLOAT_RUN",
                             F.rest.put(1) | F.operand.put(2) |
                             F.op.put(A.NB_SUBTRACT))
    name, arg = instrs[k + 2]
    assert name == "BINARY_OP_RAW_FLOAT_RUN" and arg == F.const.put(1) | \
        F.operand.put(F.operand.get(arg)) | F.op.put(A.NB_ADD)
    # acc * w * w * 0.5: acc * w from the locals, then a run of two;
    # acc - z - z / 4.0: the division takes z / 4.0 apart, so acc - z is
    # from the locals too, in no run
    assert F.rest.put(1) | F.operand.put(2) | F.op.put(A.NB_MULTIPLY) in runs
    assert ("BINARY_OP_RAW_FLOAT_OPERANDS",
            (4 << 20) | (1 << 8) | A.NB_SUBTRACT) in instrs
    assert not [a for a in runs if F.op.get(a) == A.NB_SUBTRACT and
                F.operand.get(a) == 1]
    # total = total + (...): the add stores straight into total (local 3)
    assert ("BINARY_OP_RAW_FLOAT_STORE",
            RAW_STORE.local.put(3) | RAW_STORE.op.put(A.NB_ADD)) in \
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
    assert C.check_left.get(instrs[k][1])   # x checked, the constant not
    assert not C.check_right.get(instrs[k][1])
    # x comes from its local, read by the test itself (no LOAD_FAST
    # before it); the side exit sees x and 10 pushed as the generic
    # compare expects them
    assert C.left_src.get(instrs[k][1]) == 1 and \
        C.left.get(instrs[k][1]) == 0 and C.right_src.get(instrs[k][1]) == 2
    assert k == 0 or n[k - 1] != "LOAD_FAST"
    # both directions resolved; the side exit ran (floats, a bool, a big
    # int) and became a jump to the next rung, here tier 1's form for x
    # unknown: COMPARE_OP_FLOAT, which tier 1 took once it saw 3.5 < 10
    # (it compares a float with an int whose double is exact)
    assert n[k + 1] == "BB_BRANCH" and n[k + 4] == "BB_JUMP"
    assert guards(code_of(w, "f")) == ["int/?"]
    assert "COMPARE_OP_FLOAT" in n


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
    tests = [a for name, a in t2_instrs(code_of(w, "f"))
             if name == "BB_COMPARE_JUMP"]
    assert [a for a in tests if C.left_src.get(a) == 1]


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
        # `x = x + c` on the raw local: one slot (operands.py), which
        # overflows into the boxed continuation
        assert inplace_updates(code_of(w, fname))


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
    w, out = run(src, entry_types=False)
    assert out == cpython(src)
    I = INT_FUSED
    fused = [(I.left.get(arg), I.op.get(arg))
             for name, arg in t2_instrs(code_of(w, "fib"))
             if name == "BINARY_OP_INT_LOCAL_CONST"]
    # n - 1 and n - 2: one dispatch each instead of three
    assert fused == [(0, A.NB_SUBTRACT), (0, A.NB_SUBTRACT)]
    assert "LOAD_CONST" not in names(code_of(w, "fib"))
    fused = [(I.left.get(arg), I.op.get(arg))
             for name, arg in t2_instrs(code_of(w, "g"))
             if name == "BINARY_OP_INT_LOCAL_CONST"]
    # n + a constant near 2**63 overflows into a big int, still right
    assert fused == [(0, A.NB_ADD), (1, A.NB_FLOOR_DIVIDE)]
    # the division by zero raises from the fused instruction, caught
    assert "BINARY_OP_INT_LOCAL_CONST" in names(code_of(w, "h"))


def test_float_builtins_called_on_raw_doubles():
    with open(os.path.join(PROGRAMS, "t130_raw_math_calls.py")) as f:
        src = f.read()
    # hot after 64 iterations: tier 1 has specialised the calls by then
    w, out = run(src, threshold=64, unboxing=True)
    assert out == cpython(src)
    code = code_of(w, "norm")
    instrs = t2_instrs(code)
    called = sorted(set(RAW_NAMES[RAW_OPERATOR.op.get(arg)]
                        for name, arg in instrs
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


def test_raw_index_augmented_subscript_stays_raw():
    src = """
def f(n):
    used = [0, 0, 0, 0]
    k = 0
    for i in range(n):
        k = (k + 1) & 3
        used[k] += 1
    used[k] += 2 ** (n - 37)
    return used
print(f(100))
"""
    w, out = run(src, unboxing=True)
    assert out == cpython(src)
    n = names(code_of(w, "f"))
    # used[k] += 2 ** (n - 37), an operand SUBSCR_AUGMENTED does not take
    # (the loop's `used[k] += 1` is one): a raw-index subscript that reads
    # `used` and the raw k where they live and keeps them for the store
    # (no load, no COPY: GUARDED_BINOP's `kept`), the raw-index store
    # with the value on top (no SWAP); k itself is never boxed. (With
    # `2 ** 63` the operand is a constant since the compiler folds it,
    # and that store is a SUBSCR_AUGMENTED too.)
    code = code_of(w, "f")
    k = n.index("BINARY_SUBSCR_SEQ_RAW_INT")
    oparg = t2_instrs(code)[k][1]
    assert GUARDED_BINOP.kept.get(oparg)
    assert GUARDED_BINOP.left_src.get(oparg) == 1      # used
    assert GUARDED_BINOP.right_src.get(oparg) == 1     # k, raw
    assert "STORE_SUBSCR_RAW_INT" in n[k:]
    for name in ("COPY", "COPY_RAW", "SWAP", "SWAP_RAW"):
        assert name not in n[k - 3:], name
    assert "BOX_INT" not in n[k - 3:k]


def test_range_counter_used_as_a_store_index_stays_raw():
    src = """
def sieve(n):
    flags = [True] * (n + 1)
    flags[0] = flags[1] = False
    i = 2
    while i * i <= n:
        if flags[i]:
            for j in range(i * i, n + 1, i):
                flags[j] = False
        i += 1
    primes = []
    for k in range(n + 1):
        if flags[k]:
            primes.append(k)
    return primes
def matmul(a, b, c, n):
    for i in range(n):
        ci = c[i]
        for k in range(n):
            aik = a[i][k]
            bk = b[k]
            for j in range(n):
                ci[j] += aik * bk[j]
    return c
def keyed(n):
    d = {}
    for j in range(n):
        d[j] = j * 2
    return sum(d.values())
for r in range(6):
    print(sieve(60 + r), sieve(7))
    m = [[(i * j % 7) / 7.0 + r for j in range(5)] for i in range(5)]
    print(matmul(m, m, [[0.0] * 5 for _ in range(5)], 5))
    print(keyed(40), keyed(3))
"""
    w, out = run(src, threshold=64, unboxing=True)
    assert out == cpython(src)
    # `flags[j] = False`, the counter's only use: the loop yields it raw
    # and the store reads the list and the raw index from their locals
    # (unboxing.counter_stays_raw counts an index of a store as a gain)
    n = names(code_of(w, "sieve"))
    assert "BB_FOR_ITER_RANGE_RAW" in n and "STORE_FAST_RAW_INT" in n
    G = GUARDED_BINOP
    assert any(G.left_src.get(arg) == 1 and G.right_src.get(arg) == 1
               for name, arg in t2_instrs(code_of(w, "sieve"))
               if name == "STORE_SUBSCR_RAW_INT")
    # `ci[j] += aik * bk[j]`: the index of an augmented subscript counts
    # too; the float-list forms read ci[j] and bk[j] with the raw j
    n = names(code_of(w, "matmul"))
    assert n.count("BB_FOR_ITER_RANGE_RAW") >= 1
    assert "BINARY_SUBSCR_FLOAT_LIST_LOCAL_KEEP" in n
    stores = [arg for name, arg in t2_instrs(code_of(w, "matmul"))
              if name == "STORE_SUBSCR_RAW_FLOAT"]
    assert stores and all(not arg & float_lists.BOXED_INDEX
                          for arg in stores)
    # a dict keyed by the raw counter: the store boxes it (right result)
    assert "STORE_SUBSCR_RAW_INT" in names(code_of(w, "keyed"))


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
    code = code_of(w, "f")
    n = names(code)
    # a * x: one slot reading a (unpacked, checked) and x (raw) from their
    # locals (x: local 2); its side exit ran for the int a and became a
    # jump to the next rung
    G = GUARDED_BINOP
    mul = [k for k, (name, arg) in enumerate(t2_instrs(code))
           if name == "BINARY_OP_RAW_FLOAT_GUARDED" and
           G.op.get(arg) == A.NB_MULTIPLY]
    assert mul
    for k in mul:
        f = dict((fd.name, fd.get(t2_instrs(code)[k][1]))
                 for fd in G.fields)
        assert f["left_src"] == 1 and f["check_left"]
        assert f["right_src"] == 1 and f["right"] == 2
        assert not f["boxed_right"]
    assert "BB_JUMP" in [n[k + 1] for k in mul]


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
    # loop's back edge), unless the loop head was generated in the lazy
    # jump's own slot (versioning._backward_in_place); a compare that runs
    # after that direction was resolved jumps past such a jump (the second
    # call runs every compare again)
    lone = [v.start for v in code.t2.blocks if co[2 * v.start] == op.BB_JUMP]
    tests = [code.n_tier0 + k for k, (name, _) in enumerate(t2_instrs(code))
             if name == "BB_COMPARE_JUMP"]
    assert tests
    for s in tests:
        for spare in (s + 2, s + 3):
            target = co[2 * spare + 1]
            assert target not in lone and co[2 * target] != op.BB_JUMP


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
    assert len(inplace_updates(code_of(w, "flip"))) >= 2
    # `a[i]`: the raw subscript reads a and i from their locals
    G = GUARDED_BINOP
    assert any(G.left_src.get(arg) == 1 and G.right_src.get(arg) == 1
               for name, arg in t2_instrs(code_of(w, "flip"))
               if name == "BINARY_SUBSCR_SEQ_RAW_INT")
    # `perm[i] = ...`: the store reads the list and the raw index i from
    # their locals
    assert any(G.left_src.get(arg) == 1 and G.right_src.get(arg) == 1
               for name, arg in t2_instrs(code_of(w, "flip"))
               if name == "STORE_SUBSCR_RAW_INT")
    assert inplace_updates(code_of(w, "grow"))
    # `i < j`: the test reads both raw locals itself
    tests = [arg for name, arg in t2_instrs(code_of(w, "flip"))
             if name == "BB_COMPARE_JUMP"]
    assert any(C.left_src.get(arg) == 1 and C.right_src.get(arg) == 1 and
               not C.boxed_left.get(arg) and not C.boxed_right.get(arg)
               for arg in tests)


def test_subscript_heads_the_float_operator_on_its_item():
    src = """
def dot(v, w, n):
    s = 0.0
    x = 0.5
    for j in range(n):
        x = x + 0.25
        s += x * v[j] - w[j]
    return s
# floats in object storage (float storage is read raw: float_lists.py)
v = ([None] + [1.5, -2.0, 0.25, 3.0] * 50)[1:]
print(dot(v, v, 200), dot(v, (1.0, 2.0, 3.0) * 70, 200))
print(dot([1, 2, 3.5, True] * 50, v, 200))
try:
    dot(v, v, 201)
except IndexError as e:
    print("IndexError", e)
"""
    w, out, executed = run_counted(src)
    assert out == cpython(src)
    n = names(code_of(w, "dot"))
    # `x * v[j]` with j a raw counter and x a raw float: the subscript of
    # two locals heads the checked operator and its exit
    k = n.index("BINARY_SUBSCR_LOCALS_FLOAT_OP")
    assert n[k + 1] == "BINARY_OP_RAW_FLOAT_GUARDED"
    # both subscripts (`x * v[j]`, `... - w[j]`) head their operators; the
    # float calls run each pair in one dispatch (two per iteration), the
    # int items of the third call take the side exits
    assert n.count("BINARY_SUBSCR_LOCALS_FLOAT_OP") >= 2
    assert executed[op.BINARY_SUBSCR_LOCALS_FLOAT_OP] > 700


def test_compare_of_boxed_local_with_constant_pushes_nothing(monkeypatch):
    from interpreter.tier2 import compare_branch
    results = []
    inner = compare_branch.compare_in_place

    def spy(frame, code, stack, raw_f, raw_i, oparg):
        r = inner(frame, code, stack, raw_f, raw_i, oparg)
        results.append(r)
        return r
    monkeypatch.setattr(compare_branch, "compare_in_place", spy)
    src = """
def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)
print(fib(15), fib(True), fib(2.5))
"""
    w, out = run(src, threshold=64, unboxing=True)
    assert out == cpython(src)
    # fib's `n < 2` on a machine int: decided without pushing n and 2
    # (the float and bool calls take the general path: -1)
    assert results.count(0) + results.count(1) > 1500
    assert -1 in results
    assert "RETURN_LOCAL" in names(code_of(w, "fib"))


def test_int_operator_on_two_locals_and_discarded_method_result():
    src = """
def place(row, n, used, diag):
    hits = 0
    for c in range(n):
        if (row + c) in diag:
            continue
        used.add(c)
        diag.discard(row - c)
        hits += 1
    return hits
print(place(3, 300, set(), set(range(50))), place(2 ** 62, 40, set(), set()))
"""
    w, out, executed = run_counted(src)
    assert out == cpython(src)
    instrs = t2_instrs(code_of(w, "place"))
    I = INT_FUSED
    ops_of_locals = set((I.left.get(arg), I.right.get(arg), I.op.get(arg))
                        for name, arg in instrs
                        if name == "BINARY_OP_INT_LOCALS")
    # (locals: row 0, n 1, used 2, diag 3, hits 4, c 5)
    assert (0, 5, A.NB_ADD) in ops_of_locals
    assert (0, 5, A.NB_SUBTRACT) in ops_of_locals
    # used.add(c), diag.discard(row - c): the method load heads the
    # argument and the call (method_calls.py) and drops the None itself;
    # the call slots and POP_TOPs run only before tier 2
    assert names(code_of(w, "place")).count("LOAD_ATTR_METHOD_CALL") >= 2
    assert executed[op.LOAD_ATTR_METHOD_CALL] > 500
    assert executed[op.CALL_BUILTIN_METHOD] < 150
    assert executed[op.POP_TOP] < 150


def test_method_call_head_falls_back_to_the_slots():
    src = """
class Bag:
    def __init__(self):
        self.items = []
    def add(self, x):
        self.items.append(x)
    def discard(self, x):
        self.items.append(-x)
    def __iter__(self):
        return iter(self.items)
def fill(s, n):
    for c in range(n):
        s.add(c % 10)
        s.discard(c % 3 - 1)
    return sorted(s)[-5:]
print(fill(set(), 200), fill(Bag(), 200), fill(set(), 5))
try:
    fill([], 100)
except AttributeError as e:
    print("AttributeError", e)
def bad(s, n):
    for c in range(n):
        s.add([c] if c > 150 else c)
try:
    bad(set(), 200)
except TypeError as e:
    print("TypeError", e)
"""
    w, out, executed = run_counted(src)
    assert out == cpython(src)
    assert executed[op.LOAD_ATTR_METHOD_CALL] > 200


def test_float_expression_chain_in_one_dispatch():
    """`acc += z + z * 0.5 - z / 3.0 + i * 0.25`: the operator fused with
    its operands (a TERM) goes on with the TERMs after it and the store
    into acc in the same dispatch (fused_ops.float_chain); a zero divisor
    stops the chain before the member that raises, which raises at its own
    slot (caught in the function, by a caller)."""
    src = """
def f(n, w):
    z = 1.5
    acc = 0.0
    for i in range(n):
        z = z * 0.75 + 0.5 * i
        acc += z + z * 0.5 - z / 3.0 + i * w
    return z, acc
def h(n, k):
    q = 1.0
    z = 0.5
    for i in range(n):
        z = z * 0.5 + 1.0
        try:
            q /= z * 2.0 - z * 2.0 + i * 0.0 + (i > k) * 1.0
        except ZeroDivisionError as e:
            q = -q - 1.0
    return q
print(f(3000, 0.25), h(300, 290), h(20, 100))
for w in (float("inf"), float("nan"), -0.0):
    print(f(50, w))
def g(n, d):
    acc = 1.0
    for i in range(n):
        acc += acc * 0.5 + i * 2.0 - (i > 150) / d * 1.0
    return acc
try:
    print(g(100, 0.0))
    print(g(200, 0.0))
except ZeroDivisionError as e:
    print("caller caught", e)
"""
    w, out, executed = run_counted(src)
    assert out == cpython(src)
    # per iteration of f: one OPERANDS dispatch, which does its TERM (the
    # store into z), the loads of acc and z, three TERMs and the store
    # into acc: unchained that would be 4 TERMs, 2 loads and a store
    assert executed[op.BINARY_OP_RAW_FLOAT_TERM] < 500
    assert executed[op.BINARY_OP_RAW_FLOAT_STORE] < 100
    # the loads of acc and z after the store into z: in the chain of
    # `z = z * 0.75 + 0.5 * i`, which goes on with them and theirs
    assert executed[op.LOAD_FAST_RAW_FLOAT] < 500
    n = names(code_of(w, "f"))
    assert n.count("BINARY_OP_RAW_FLOAT_TERM") >= 4
    assert "BINARY_OP_RAW_FLOAT_STORE" in n



def test_ints_meeting_floats_without_a_loop():
    # code without a loop keeps values boxed, so tier 1's mixed float
    # forms had no rung: the checked float operator takes machine ints as
    # floats (`mix`), its operands read where they live
    with open(os.path.join(PROGRAMS, "t537_mixed_float_operators.py")) as f:
        src = f.read()
    w, out, executed = run_counted(src)
    assert out == cpython(src)
    G = GUARDED_BINOP
    for fname, base in (("V.scale", A.NB_MULTIPLY),
                        ("V.ratio", A.NB_TRUE_DIVIDE)):
        ops = [a for name, a in t2_instrs(code_of(w, fname))
               if name == "BINARY_OP_FLOAT_GUARDED"]
        assert [a for a in ops if G.mix.get(a) and G.op.get(a) == base and
                G.left_src.get(a) and G.right_src.get(a)], fname
    # (the versions after the side exits of the ints-only and error
    # cases run tier 1's forms)
    assert executed[op.BINARY_OP_FLOAT_GUARDED] > 1500


def test_fresh_bools_are_ints_to_the_guarded_int_operators():
    # `t += isinstance(...) + isinstance(...)`: the two call results are
    # fresh bools, which the guarded int add takes as ints (`mix`:
    # guard_folding.BOOLS_AS_INTS); before, its check failed on every
    # iteration and the side exit ran tier 1's add. (A bool in a local is
    # not taken, its re-boxing would make it an int, and neither is & | ^:
    # corpus t581)
    src = """
def kinds(values):
    t = 0
    for x in values:
        t += isinstance(x, (int, float)) + isinstance(x, str)
    return t
data = [1, "a", 2.0, None, [1]] * 200
print(kinds(data), kinds(data))
"""
    w, out, counts = run_counted(src)
    assert out == cpython(src)
    code = code_of(w, "kinds")
    adds = [arg for name, arg in t2_instrs(code)
            if name == "BINARY_OP_RAW_INT_GUARDED"]
    assert adds and GUARDED_BINOP.mix.get(adds[0])
    # (tier 1's add, the side exit's rung, runs only while warming up)
    assert counts[op.BINARY_OP_ADD_INT] < 200, counts[op.BINARY_OP_ADD_INT]
