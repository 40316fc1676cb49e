"""Operands from where values live, for boxed operators (interpreter/
tier2/operands.py): a guarded binary operator whose operands were loaded
from boxed locals right before it reads them there (its fields name the
locals, the loads are taken back), and a raw int operator reads a small
int object from its local. Results, errors and side exits stay
python3's when the types change."""

from annotator_rules import opcodes as op
from annotator_rules.instructions import GUARDED_BINOP
from annotator_rules.types import T_LIST, T_TUPLE
from tests.tier2_support import (run_counted, cpython, code_of, t2_instrs,
                                 int_operands)

MUL = """
def g(xs, k):
    t = xs[0] * 0
    for y in xs:
        t = t + y * k
    return t

print(g(list(range(300)), 3), g([0.5] * 300, 2.0))
print(g(["ab"] * 100, 2), g([1.5] * 100, 3))
"""


def _guarded(code):
    return [(name, arg) for name, arg in t2_instrs(code)
            if name.startswith("BINARY_OP_") and name.endswith("_GUARDED")]


def test_guarded_operands_from_locals():
    w, out, executed = run_counted(MUL)
    assert out == cpython(MUL)
    code = code_of(w, "g")
    G = GUARDED_BINOP
    # `y * k`: one guarded form reading both operands from their locals
    # (y is local 2, k local 1), with no load dispatched for them
    both = [(n, a) for n, a in _guarded(code)
            if G.left_src.get(a) == 1 and G.right_src.get(a) == 1]
    assert both
    for name, arg in both:
        assert (G.left.get(arg), G.right.get(arg)) == (3, 1)
    names = [n for n, _ in t2_instrs(code)]
    for k, (name, arg) in enumerate(t2_instrs(code)):
        if (name, arg) in both:
            assert not (names[k - 1] == "LOAD_FAST" and
                        t2_instrs(code)[k - 1][1] == 1)
    # the floats failed the int checks and the strings the float ones:
    # their side exits ran with the operands pushed and generated the
    # next rungs (the float form, then the generic one computing 'ab' * 2)
    assert "BINARY_OP_RAW_FLOAT_GUARDED" in names
    assert "BINARY_OP_ADAPTIVE" in names


def test_unbound_operand_local():
    src = """
def f(n):
    out = []
    for i in range(n):
        a = i
        b = 2
        if i % 50 == 49:
            del b
        try:
            out.append(a * b)
        except UnboundLocalError as e:
            out.append(str(e))
    return out

r = f(200)
print(len(r), r[:3], r[49], r[-1])
"""
    w, out, executed = run_counted(src)
    assert out == cpython(src)


def test_raw_int_operand_from_boxed_local():
    # `r - 1` with r a small int object (it stays boxed: the list keeps
    # it) and the result a raw int index: the operator reads r from its
    # local (kind 3) instead of a LOAD_FAST before it (fannkuch's shape)
    src = """
def f(n):
    count = [0] * n
    total = 0
    for _ in range(20):
        r = n
        while r != 1:
            count[r - 1] = r
            r -= 1
        total += sum(count)
    return total

print(f(100), f(7))
"""
    w, out, executed = run_counted(src)
    assert out == cpython(src)
    boxed_locals = [f for f in int_operands(code_of(w, "f"))
                    if not f["left_stack"] and f["left_kind"] == 3]
    assert boxed_locals
    for f in boxed_locals:
        assert f["left"] == 4 and f["right"] == 1     # r - 1 (r: local 4)


def test_guarded_operand_constant():
    # `x - 1` with x of unknown type: one dispatch, x from its local and
    # the constant from co_consts; a str then fails the check, its side
    # exit pushes both and the generic rung raises python3's TypeError
    src = """
def h(xs):
    t = []
    for x in xs:
        try:
            t.append(x - 1)
        except TypeError as e:
            t.append(str(e))
    return t

print(h(list(range(300)))[-3:], h([2.5] * 200)[:2], h(["a", 3])[0])
"""
    w, out, executed = run_counted(src)
    assert out == cpython(src)
    G = GUARDED_BINOP
    forms = [(G.left_src.get(a), G.right_src.get(a))
             for n, a in _guarded(code_of(w, "h"))]
    assert (1, 2) in forms


def test_declared_effect_counts_the_sources():
    # the table's effect `left[!left_src], right[!right_src] -- res`: an
    # operand read from a local or a constant is not popped
    G = GUARDED_BINOP
    for form in (op.BINARY_OP_FLOAT_GUARDED, op.BINARY_OP_RAW_FLOAT_GUARDED,
                 op.BINARY_OP_INT_GUARDED, op.BINARY_OP_RAW_INT_GUARDED):
        assert op.n_inputs(form, 0) == 2
        assert op.n_inputs(form, G.right_src.put(1)) == 1
        both = G.left_src.put(1) | G.right_src.put(2)
        assert op.n_inputs(form, both) == 0
        assert op.stack_effect(form, both, False) == 1
        assert op.INSTRUCTIONS[form].fields is G


SUBSCRIPTS = """
def first(rows):
    # r[0] * r[1] on rows of unknown type: each subscript is one guarded
    # dispatch reading r from its local and the index from co_consts
    t = []
    for r in rows:
        t.append(r[0] * r[1])
    return t

def flips(perm):
    # perm[0] with perm a list of ints: the raw read of an int list reads
    # perm and the raw constant where they live
    k = perm[0]
    c = 0
    while k:
        perm[:k + 1] = perm[k::-1]
        c += 1
        k = perm[0]
    return c

t = 0
for i in range(400):
    t += flips([3, 1, 0, 2, 4, 5])
print(t, sum(first([(1, 2), [3, 4]] * 200)))
try:
    first([(1, 2)] * 200 + [(5,)])
except IndexError as e:
    print("IndexError:", e)
print(first([(1.5, 2), ("ab", 3), [[1], 2]] * 100)[:4])
"""


def _subscripts(code, name):
    return [arg for n, arg in t2_instrs(code) if n == name]


def test_subscript_operands_where_they_live():
    w, out, executed = run_counted(SUBSCRIPTS)
    assert out == cpython(SUBSCRIPTS)
    G = GUARDED_BINOP
    # `r[0]`, `r[1]` in first: guarded, r (local 2) and the constant read
    # by the subscript itself; the index loads are gone before them
    code = code_of(w, "first")
    guarded = _subscripts(code, "BINARY_SUBSCR_SEQ_INT_GUARDED")
    sourced = [a for a in guarded
               if G.left_src.get(a) == 1 and G.right_src.get(a) == 2]
    assert len(sourced) >= 2
    for a in sourced:
        assert G.left.get(a) == 2
        assert code.co_consts_w[G.right.get(a)].intval in (0, 1)
    # the tuples, lists, then other item types ran through the side exits
    # (the first check of r failed for a list) and the rungs after them:
    # both sequence types got a guarded form
    assert {a & 15 for a in guarded} >= {T_LIST, T_TUPLE}
    # `perm[0]` in flips (perm a list with int storage): the raw read of
    # an int list, perm from local 0, the index a constant; no raw
    # constant load dispatched before it
    code = code_of(w, "flips")
    raw = _subscripts(code, "BINARY_SUBSCR_INT_LIST")
    assert raw and all(G.left_src.get(a) == 1 and G.left.get(a) == 0 and
                       G.right_src.get(a) == 2 for a in raw)
    assert "LOAD_CONST_RAW_INT" not in [
        n for k, (n, a) in enumerate(t2_instrs(code))
        if k + 1 < len(t2_instrs(code)) and
        t2_instrs(code)[k + 1][0] == "BINARY_SUBSCR_INT_LIST"]


def test_subscript_effects_count_the_sources():
    G = GUARDED_BINOP
    for form in (op.BINARY_SUBSCR_SEQ_INT_GUARDED,
                 op.BINARY_SUBSCR_SEQ_RAW_INT):
        assert op.n_inputs(form, 0) == 2
        assert op.n_inputs(form, G.right_src.put(2)) == 1
        assert op.n_inputs(form, G.left_src.put(1) | G.right_src.put(2)) == 0
        assert op.INSTRUCTIONS[form].fields is G


def test_operands_from_cells():
    # nqueens' `cols[i] for i in ...` reads cols from the generator's free
    # variable: the guarded subscript reads it from its cell (source 3),
    # and `x * scale` its right operand; an empty cell raises python3's
    # NameError from the operator, on its line
    src = """
def queens_like(n):
    cols = list(range(n))
    total = 0
    for k in range(300):
        total += sum(cols[i] * k for i in range(n))
    return total

def scaled(xs):
    scale = 3
    def f(x):
        return x * scale
    return [f(x) for x in xs]

def unbound_free():
    def g(i):
        return cells[i]
    out = []
    for i in range(200):
        try:
            out.append(g(0))
        except NameError as e:
            out.append(str(e))
        if i == 100:
            cells = [7]
    return out

print(queens_like(8))
print(sum(scaled(list(range(500)))), scaled([1.5, "a"]))
r = unbound_free()
print(r[0], r[100], r[101], r[-1])
"""
    w, out, executed = run_counted(src)
    assert out == cpython(src)
    G = GUARDED_BINOP
    gen = [c for c in code_of(w, "queens_like").co_consts_w
           if hasattr(c, "co_code") and c.co_name == "<genexpr>"][0]
    # (cols has int storage: the raw read of an int list, which reads
    # its operands where they live as the guarded subscript does)
    subs = [a for n, a in t2_instrs(gen)
            if n == "BINARY_SUBSCR_INT_LIST"]
    assert subs and all(G.left_src.get(a) == 3 for a in subs)
    f = [c for c in code_of(w, "scaled").co_consts_w
         if hasattr(c, "co_code") and c.co_name == "f"][0]
    assert any(G.right_src.get(a) == 3 for n, a in _guarded(f))


STORED_CONSTANTS = """
class Rec:
    def __setitem__(self, i, v):
        print("set", i, v)
def clear(flags, start, n, step):
    for j in range(start, n, step):
        flags[j] = False
    return flags
def zero(a, n):
    for j in range(n):
        a[j] = 0
    a[-1] = None
    return a
for k in range(30):
    clear([True] * 50, 2, 50, 3)
    zero(list(range(10)), 10)
print(sum(clear([True] * 100, 4, 100, 2)), zero([1, 2, 3], 3))
print(clear(bytearray(b"abcdef"), 1, 6, 2), clear({}, 0, 3, 1))
print(zero({}, 3))
clear(Rec(), 0, 2, 1)
for bad in ([True] * 3, (1, 2, 3), "abc"):
    try:
        clear(bad, 0, 6, 2)
    except (IndexError, TypeError) as e:
        print(type(e).__name__, e)
"""


def test_stored_constant_read_where_it_lives():
    # `flags[j] = False` (j a raw range counter, flags a local): the store
    # reads its value from the constant (value_const), container and index
    # from where they live: one dispatch and the loop's FOR_ITER per item
    from annotator_rules.instructions import STORE_SUBSCR_RAW as S
    w, out, executed = run_counted(STORED_CONSTANTS)
    assert out == cpython(STORED_CONSTANTS)
    code = code_of(w, "clear")
    stores = [a for n, a in t2_instrs(code) if n == "STORE_SUBSCR_RAW_INT"]
    assert stores and all(S.value_const.get(a) for a in stores)
    assert code.co_consts_w[S.value.get(stores[-1])].__class__.__name__ == \
        "W_Bool"
    assert executed[op.STORE_SUBSCR_RAW_INT] > 30 * 16
    # (LOAD_CONST: the module's code and the loops' tier-1 warm-up only)
    assert executed[op.LOAD_CONST] < executed[op.STORE_SUBSCR_RAW_INT] // 2
    assert op.n_inputs(op.STORE_SUBSCR_RAW_INT, stores[-1]) == 0
