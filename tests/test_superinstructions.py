"""Superinstructions (PEP 659; quickening.make_pairs): which pairs tier 1
makes in place when it quickens a code object and tier 2 makes in each
block it generates, that the second slot stays as it was (a jump to it
runs it alone), that the regions tier-2 heads read are left alone, and
that the results stay python3's. t526_superinstructions.py checks the
errors of either part against python3 at every tier."""

import os

from annotator_rules import opcodes as op
from annotator_rules.opcodes import INSTRUCTIONS
from interpreter.tier1 import quickening
from tests.tier2_support import run_counted, cpython, code_of, names, \
    run_at_tier

SRC = """
def f(a, b):
    c = a + b
    return c * a

r = 0
for i in range(100):
    r += f(i, 2)
print(r)
"""


_run = run_at_tier


def _forms(code):
    return [INSTRUCTIONS[code.co_code[2 * i]].name
            for i in range(code.n_tier0)]


def test_declared_pairs_compose():
    # each pair is its first part's family member and names its parts;
    # the table checked their composed stack effect at import
    pairs = [i for i in INSTRUCTIONS if i.pair is not None]
    assert sorted(i.name for i in pairs) == [
        "BINARY_OP_RAW_FLOAT_OPERANDS__STORE_SUBSCR_AUG_RAW_FLOAT",
        "BINARY_OP_RAW_FLOAT_TERM__STORE_SUBSCR_AUG_RAW_FLOAT",
        "COPY__POP_JUMP_IF_FALSE", "COPY__POP_JUMP_IF_TRUE",
        "LOAD_ATTR_INSTANCE_LOCAL__LOAD_ATTR_INSTANCE_LOCAL",
        "LOAD_ATTR_INSTANCE_LOCAL__STORE_FAST",
        "LOAD_CONST_RAW_FLOAT__BINARY_OP_POWER_RAW_FLOAT",
        "LOAD_CONST__LOAD_CONST", "LOAD_CONST__LOAD_FAST", "LOAD_FAST__CALL",
        "LOAD_FAST__LOAD_ATTR",
        "LOAD_FAST__LOAD_CONST", "LOAD_FAST__LOAD_FAST",
        "LOAD_FAST__RETURN_VALUE", "LOAD_FAST__STORE_ATTR",
        "STORE_FAST__LOAD_ATTR_INSTANCE_LOCAL", "STORE_FAST__LOAD_FAST",
        "STORE_FAST__STORE_FAST"]
    # the attribute pairs fall back on their load: declared as heads
    assert op.INSTRUCTIONS[op.LOAD_FAST__LOAD_ATTR].heads is not None
    assert op.stack_effect(op.LOAD_FAST__STORE_ATTR, 0, False) == 1
    for i in pairs:
        assert i.name == i.pair[0] + "__" + i.pair[1]
        assert quickening.GENERIC_OF[i.opcode] == op.OPCODE_BY_NAME[i.pair[0]]
        assert quickening.IS_PAIR[i.opcode]
    assert op.stack_effect(op.STORE_FAST__STORE_FAST, 0, False) == -2
    assert op.stack_effect(op.LOAD_FAST__LOAD_CONST, 0, False) == 2


def test_pairs_made_only_with_the_opargs_they_declare():
    # a float operator and the float-list update after it pair only where
    # the operator pushes its value (no destination local) and the update
    # reads container and index where they live: the pair's declared
    # effect (the operator's pop, nothing pushed) holds for those opargs
    from annotator_rules.instructions import AUG_FLOAT_LIST
    from interpreter.tier2.superinstructions import DEST_SHIFT
    pair = op.BINARY_OP_RAW_FLOAT_OPERANDS__STORE_SUBSCR_AUG_RAW_FLOAT
    term = op.BINARY_OP_RAW_FLOAT_TERM__STORE_SUBSCR_AUG_RAW_FLOAT
    assert op.stack_effect(pair, 0, False) == 0
    assert op.stack_effect(term, 0, False) == -1
    fused = AUG_FLOAT_LIST.fused.put(1)
    fits = quickening._pair_args_fit
    assert fits(pair, 5, fused) and fits(term, 5, fused | 7)
    assert not fits(pair, 5, 0)                     # update off the stack
    assert not fits(pair, 5 | (3 << DEST_SHIFT), fused)    # into a local
    # what make_pairs makes in a block: only the fitting slot pairs
    OP = op.BINARY_OP_RAW_FLOAT_OPERANDS
    UP = op.STORE_SUBSCR_AUG_RAW_FLOAT

    class Code(object):
        co_code = [OP, 5, UP, fused, OP, 5, UP, 0,
                   OP, 5 | (1 << DEST_SHIFT), UP, fused, op.NOP, 0]
    quickening.make_pairs(Code, 0, 7)
    assert Code.co_code[0::2] == [pair, UP, OP, UP, OP, UP, op.NOP]


def test_tier1_pairs_in_place():
    w, out = _run(SRC, 1)
    assert out == cpython(SRC)
    code = code_of(w, "f")
    # greedy from the start: (a, b), then (c's store, c's load); the
    # second slots keep their instruction and oparg
    assert _forms(code) == [
        "LOAD_FAST__LOAD_FAST", "LOAD_FAST", "BINARY_OP_ADD_INT",
        "STORE_FAST__LOAD_FAST", "LOAD_FAST", "LOAD_FAST",
        "BINARY_OP_MULTIPLY_INT", "RETURN_VALUE"]
    assert [code.co_code[2 * i + 1] for i in (0, 1, 3, 4)] == [0, 1, 2, 2]
    # what code.replace() and the liveness analysis read is unchanged
    assert INSTRUCTIONS[code.tier0_code[0]].name == "LOAD_FAST"


def test_tier0_makes_none():
    w, out = _run(SRC, 0)
    assert out == cpython(SRC)
    assert not [n for n in _forms(code_of(w, "f")) if "__" in n]


def test_second_slot_as_jump_target():
    # the else path of `if c: a = 1` jumps to the LOAD_FAST a that is
    # the second part of STORE_FAST a; LOAD_FAST a
    src = """
def g(c, b):
    a = 10
    if c:
        a = 1
    return a + b

print(sum(g(i % 3 == 0, i) for i in range(500)))
"""
    w, out = _run(src, 1)
    assert out == cpython(src)
    forms = _forms(code_of(w, "g"))
    k = forms.index("STORE_FAST__LOAD_FAST", 2)
    assert forms[k + 1] == "LOAD_FAST"
    w, out, executed = run_counted(src)
    assert out == cpython(src)


def test_tier2_blocks_get_pairs():
    src = """
def g(a, b):
    return a

def h(xs, k):
    t = 0
    for x in xs:
        y = x
        t = t + g(y, k)
    return t

print(h(list(range(2000)), 3), h([0.5] * 300, 2))
"""
    w, out, executed = run_counted(src)
    assert out == cpython(src)
    code = code_of(w, "h")
    t2 = names(code)
    # `g(y, k)`: the arguments' loads are a pair
    assert "LOAD_FAST__LOAD_FAST" in t2
    assert executed[op.LOAD_FAST__LOAD_FAST] > 2000
    # BB_FOR_ITER stores the item itself: the store at its continuation
    # is never the first of a pair
    for v in code.t2.blocks:
        if v.t0pc == 5:
            assert not INSTRUCTIONS[code.co_code[2 * v.start]].name \
                .startswith("STORE_FAST__")
    # a pair is never the last slot of a block, and its second slot is
    # the second part
    for v in code.t2.blocks:
        for s in range(v.start, v.end):
            pair = INSTRUCTIONS[code.co_code[2 * s]].pair
            if pair is not None:
                assert s + 1 < v.end
                assert INSTRUCTIONS[code.co_code[2 * s + 2]].name == pair[1]


def test_heads_keep_their_slots():
    # a pure call's head reads its argument loads' sources when it is
    # made and skips them at run time: they stay plain loads after it
    src = """
def a_elem(i, j):
    return 1.0 / ((i + j) * (i + j + 1) // 2 + i + 1)

def row(i, n):
    s = 0.0
    for j in range(n):
        s += a_elem(i, j)
    return s

print(sum(row(i, 50) for i in range(40)))
"""
    w, out, executed = run_counted(src)
    assert out == cpython(src)
    t2 = names(code_of(w, "row"))
    assert "LOAD_GLOBAL_PURE_CALL" in t2
    for k, n in enumerate(t2):
        if n == "LOAD_GLOBAL_PURE_CALL":
            assert "__" not in t2[k + 1] and "__" not in t2[k + 2]


ATTRS = """
class P:
    def __init__(self, x):
        self.x = x
        self.n = 0

class Q:
    def __init__(self, x):
        self.n = 1
        self.x = x

def bump(p):
    p.n = p.n + p.x
    return p.n

ps = [P(i) for i in range(50)]
qs = [Q(i) for i in range(50)]
t = 0
for k in range(20):
    for p in ps:
        t += bump(p)
print(t)
for k in range(5):        # another map: the cached accesses miss
    for p in qs + ps:
        t += bump(p)
print(t, ps[3].n, qs[3].n)
"""


def test_attribute_pairs_tier1():
    w, out = _run(ATTRS, 1)
    assert out == cpython(ATTRS)
    forms = _forms(code_of(w, "bump"))
    # `p.n = p.n + p.x; return p.n`: the owner's load heads each access
    assert forms.count("LOAD_FAST__LOAD_ATTR") == 3
    assert forms.count("LOAD_FAST__STORE_ATTR") == 1
    k = forms.index("LOAD_FAST__STORE_ATTR")
    assert forms[k + 1].startswith("STORE_ATTR")
    # results at tier 2 too (there the generator's fused forms take the
    # loads first)
    w, out, executed = run_counted(ATTRS)
    assert out == cpython(ATTRS)


ATTRIBUTES = """
class V:
    def __init__(self, x, y):
        self.x = x
        self.y = y

class W:
    def __init__(self):
        self.y = 1
        self.x = 2      # the same attributes in another order: another map

def walk(vs):
    t = 0.0
    for v in vs:
        x = v.x
        w = v
        y = w.y
        t += x + y + min(v.y, w.y)
    return t

vs = [V(i * 0.5, i) for i in range(400)]
print(walk(vs), walk(vs))
print(walk(vs + [W()] * 10 + vs))
class E:
    pass
try:
    walk(vs + [E()])
except AttributeError as e:
    print("AttributeError", e)
"""


def test_tier2_attribute_pairs():
    # `x = v.x`, `w = v; w.y`, `min(v.y, w.y)`: tier-2 blocks pair the
    # fused attribute load with the store after it, a store with the
    # attribute load after it and two attribute loads
    from interpreter.tier2.tier2_stats import T2STATS
    T2STATS.fused_attr_misses = 0
    w, out, executed = run_counted(ATTRIBUTES)
    assert out == cpython(ATTRIBUTES)
    t2 = names(code_of(w, "walk"))
    for pair in ("LOAD_ATTR_INSTANCE_LOCAL__STORE_FAST",
                 "STORE_FAST__LOAD_ATTR_INSTANCE_LOCAL",
                 "LOAD_ATTR_INSTANCE_LOCAL__LOAD_ATTR_INSTANCE_LOCAL"):
        assert pair in t2
        assert executed[op.OPCODE_BY_NAME[pair]] > 400
    # the W instances missed the caches: the pairs' second slots then ran
    # on their own (the misses' own generic paths, the AttributeError's
    # message is python3's)
    assert executed[op.LOAD_ATTR_INSTANCE_LOCAL] > 0
    assert T2STATS.fused_attr_misses >= 10


def test_two_constants():
    src = """
def rev(x):
    return x[1::-1]

for _ in range(100):
    r = rev([1, 2, 3])
print(r, rev("abc"))
"""
    w, out = _run(src, 1)
    assert out == cpython(src)
    # x and 1, then None and -1: two pairs before BUILD_SLICE
    assert _forms(code_of(w, "rev"))[:5] == [
        "LOAD_FAST__LOAD_CONST", "LOAD_CONST", "LOAD_CONST__LOAD_CONST",
        "LOAD_CONST", "BUILD_SLICE"]


ANDOR = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                     "programs", "t544_and_or_values.py")


def test_and_or_values_test_the_top_in_place():
    # `a and b` as a value is `COPY 1; POP_JUMP_IF_FALSE; POP_TOP; b`:
    # tier 1 pairs the COPY with the specialised jump after it, which
    # tests the top where it is (no copy) and, falling through, pops it
    # for the POP_TOP it skips; __bool__'s effects and errors as python3
    # (corpus t544, its loop count changed)
    from annotator_rules import opcodes as op
    andor = open(ANDOR).read()
    w, out = _run(andor, 1)
    assert out == cpython(andor)
    forms = _forms(code_of(w, "g"))
    assert "COPY__POP_JUMP_IF_FALSE" in forms
    assert "COPY__POP_JUMP_IF_TRUE" in forms
    counts = []
    for n in (400, 1400):
        src = andor.replace("g(400,", "g(%d," % n)
        quickening.STATS.executed = [0] * len(quickening.STATS.executed)
        w, out = _run(src, 1, stats=True)
        assert out == cpython(src)
        ex = quickening.STATS.executed
        counts.append(ex[op.COPY] + ex[op.POP_TOP] +
                      sum(ex[k] for k in range(len(ex))
                          if quickening.IS_SPECIALISED_JUMP[k]))
    # 1000 more iterations of the inner loop (5000 pairs, 10000 `and`/
    # `or` values): no COPY, jump or POP_TOP of theirs dispatched
    assert counts[1] - counts[0] < 2000, counts


POWERS = """
def f(n):
    t = 0.0
    x = 1.5
    for i in range(n):
        d = x * 0.5 + 1.0
        t += d ** -1.5 + d ** 2
        x = x + 0.001
    return t
print(f(%d))
"""


def test_float_power_takes_its_constant_exponent_in_the_same_dispatch():
    # `d ** -1.5` on a raw float: the exponent's load and the power are
    # one dispatch (LOAD_CONST_RAW_FLOAT__BINARY_OP_POWER_RAW_FLOAT); the
    # power's slot stays, run only by a jump to it
    counts = []
    for n in (300, 1300):
        src = POWERS % n
        w, out, ex = run_counted(src, threshold=16)
        assert out == cpython(src)
        counts.append((ex[op.LOAD_CONST_RAW_FLOAT__BINARY_OP_POWER_RAW_FLOAT],
                       ex[op.BINARY_OP_POWER_RAW_FLOAT],
                       ex[op.LOAD_CONST_RAW_FLOAT]))
    pairs = counts[1][0] - counts[0][0]
    assert pairs == 2000, counts        # two powers an iteration
    assert counts[1][1] == counts[0][1], counts     # no power on its own
    assert counts[1][2] == counts[0][2], counts     # nor exponent
