"""List storage strategies in tier 2 (interpreter/tier2/float_lists.py):
a float-list n-body inner loop reads and writes the lists' raw doubles
with no box and no allocation once warm, and stays right when a list
stops holding only floats in the middle of the loop."""

from objspace.floatobject import W_Float
from objspace.listobject import W_List
from tests.tier2_support import (run, cpython, code_of, names, versions_at,
                                 t2_instrs, Made, fields_of,
                                 first_t0, block_names, run_counted)
from annotator_rules.opcodes import OPCODE_BY_NAME

NBODY = """
def pair(a, b, dt, n):
    for i in range(n):
        dx = a[0] - b[0]
        dy = a[1] - b[1]
        d2 = dx * dx + dy * dy + 0.01
        mag = dt / (d2 * d2 ** 0.5)
        bm = b[2] * mag
        am = a[2] * mag
        a[3] = a[3] - dx * bm
        a[4] = a[4] - dy * bm
        b[3] = b[3] + dx * am
        b[4] = b[4] + dy * am
        a[0] = a[0] + dt * a[3]
        a[1] = a[1] + dt * a[4]
        b[0] += dt * b[3]
        b[1] += dt * b[4]
    return a, b
a = [0.0, 0.0, 5.0, 0.0, 0.1]
b = [1.0, 0.5, 1.0, 0.2, 0.0]
pair(a, b, 0.01, 200)
pair(a, b, 0.01, N)
print(a, b)
"""


def _float_allocations(src):
    with Made(W_Float) as made:
        w, out = run(src, threshold=64, unboxing=True)
    return w, out, made.count


def test_float_list_loop_reads_and_writes_raw():
    src = NBODY.replace("N", "300")
    w, out = run(src, threshold=64, unboxing=True)
    assert out == cpython(src)
    code = code_of(w, "pair")
    n = names(code)
    assert "BINARY_SUBSCR_FLOAT_LIST_LOCAL" in n
    assert "STORE_SUBSCR_RAW_FLOAT_LOCAL" in n
    assert "BINARY_SUBSCR_SEQ_INT_GUARDED" not in n
    # the loop body once warm (the last version of the block after the
    # FOR_ITER; the first one unboxes dt): every item read raw, every
    # result stored raw, nothing boxed, no type guard
    body = versions_at(code, first_t0(code, "FOR_ITER") + 1)[-1]
    bn = block_names(code, body)
    # (with their operands read from the locals and constants, `a[3]` is
    # one dispatch and its side exit; the two `b[k] += v` read theirs
    # too, pushing them for the store: no load, no COPY dispatched; the
    # four `a[3] = a[3] - dx * bm` are the product and one update slot,
    # float_lists.try_begin_assign)
    assert bn.count("BINARY_SUBSCR_FLOAT_LIST_LOCAL") == 12
    assert bn.count("STORE_SUBSCR_AUG_RAW_FLOAT") == 4
    for f in fields_of(code, "STORE_SUBSCR_AUG_RAW_FLOAT"):
        assert f["assign"] and f["fused"] and f["const_index"], f
    assert bn.count("BINARY_SUBSCR_FLOAT_LIST_LOCAL_KEEP") == 2
    assert "BINARY_SUBSCR_FLOAT_LIST_KEEP" not in bn
    assert "COPY" not in bn and "LOAD_CONST" not in bn
    assert bn.count("STORE_SUBSCR_RAW_FLOAT_LOCAL") == 2
    assert bn.count("STORE_SUBSCR_RAW_FLOAT") == 2
    for name in bn:
        assert "BOX" not in name and "GUARD" not in name, name


def test_float_list_loop_allocates_nothing_once_warm():
    # the same program with 300 and with 1300 more iterations: the float
    # objects made do not depend on the iteration count
    _, out1, few = _float_allocations(NBODY.replace("N", "300"))
    _, out2, many = _float_allocations(NBODY.replace("N", "1300"))
    assert out1 == cpython(NBODY.replace("N", "300"))
    assert many - few < 20, (few, many)


def test_list_leaving_float_storage_mid_loop():
    src = """
def run(a, n, bad):
    t = 0.0
    for i in range(n):
        if i == n // 2:
            a[1] = bad
        x = a[1]
        a[0] = a[0] + 1.5
        a[2] = a[2] * 0.5 + 1.0
        t = t + a[0] - a[2]
        if i > n // 2:
            t = t + len(str(x))
    return t, a
for bad in [3, "s", None, 2.5, float("nan"), True]:
    print(run([1.0, 2.0, 3.0], 200, bad))
l = [1.0, 2.0, 4.0]
print(run(l, 150, 7))
print(run(l, 150, 0.5))
"""
    w, out = run(src, threshold=64, unboxing=True)
    assert out == cpython(src)
    assert "BINARY_SUBSCR_FLOAT_LIST_LOCAL" in names(code_of(w, "run"))


def test_float_storage_object_model():
    from objspace.listobject import newlist_from_items, newlist_empty
    from objspace.floatobject import W_FloatCell
    from objspace.intobject import W_Int
    w_l = newlist_from_items([W_Float(1.5), W_Float(2.5)])
    assert w_l.floats == [1.5, 2.5] and w_l.length() == 2
    w_l.setitem(0, W_Float(3.0))
    assert w_l.floats == [3.0, 2.5]
    w_l.append(W_Int(4))            # another type: object storage
    assert w_l.floats is None and len(w_l.items_w) == 3
    w_e = newlist_empty()
    w_e.append(W_Float(float("nan")))   # a NaN keeps its identity
    assert w_e.floats is None and w_e.length() == 1
    w_e = newlist_empty()
    assert w_e.length() == 0
    w_e.append(W_Float(0.5))            # the first item chooses
    w_e.append(W_Float(1.5))
    assert w_e.floats == [0.5, 1.5]
    w_e = newlist_empty()
    assert w_e.items_w == [] and w_e.floats is None     # chosen: objects
    w_e.append(W_Float(0.5))
    assert w_e.floats is None and w_e.length() == 1
    w_c = newlist_from_items([W_FloatCell(1.0)])    # not an exact float
    assert w_c.floats is None
    assert isinstance(w_c, W_List)


UNPACKED = """
bodies = [([0.0, 1.0], [0.5, 0.25], 2.0), ([1.0, -1.0], [0.0, -0.5], 3.0)]
def energy():
    e = 0.0
    for ([x, y], [vx, vy], m) in bodies:      # generic unpacking (cold)
        e += m * (vx * vx + vy * vy)
    return e
def advance(dt, n):
    for i in range(n):
        for (r, v, m) in bodies:
            r[0] += dt * v[0]
            v[1] -= dt * m * r[1]
print(energy())
advance(0.01, 300)
print(energy(), bodies)
"""


def test_augmented_float_store_is_one_slot():
    # `c[i] op= v` with v a raw float: SWAP 3; SWAP 2; STORE_SUBSCR is one
    # STORE_SUBSCR_RAW_FLOAT with the value on top; the lists, unpacked
    # by the cold code first, are still in float storage
    w, out = run(UNPACKED, threshold=64, unboxing=True)
    assert out == cpython(UNPACKED)
    code = code_of(w, "advance")
    n = names(code)
    assert "SWAP" not in n and "SWAP_RAW" not in n
    stores = [oparg for (name, oparg) in t2_instrs(code)
              if name == "STORE_SUBSCR_RAW_FLOAT"]
    assert stores and all(oparg & 4096 for oparg in stores)
    for w_body in w.dict_w["bodies"].items_w:
        assert w_body.items_w[0].floats is not None
        assert w_body.items_w[1].floats is not None


PAIRS = """
def combinations(l):
    return [(l[i], l[j]) for i in range(len(l)) for j in range(i + 1, len(l))]
SYSTEM = [([0.0, 0.0, 0.0], [0.0, 0.0, 0.0], 39.47),
          ([4.84, -1.16, -0.10], [0.60, 2.81, -0.02], 0.037),
          ([8.34, 4.12, -0.40], [-1.01, 1.82, 0.008], 0.011)]
PAIRS = combinations(SYSTEM)
def advance(dt, n, bodies=SYSTEM, pairs=PAIRS):
    for i in range(n):
        for (([x1, y1, z1], v1, m1), ([x2, y2, z2], v2, m2)) in pairs:
            dx = x1 - x2
            dy = y1 - y2
            dz = z1 - z2
            mag = dt * ((dx * dx + dy * dy + dz * dz) ** (-1.5))
            b1m = m1 * mag
            b2m = m2 * mag
            v1[0] -= dx * b2m
            v1[1] -= dy * b2m
            v1[2] -= dz * b2m
            v2[0] += dx * b1m
            v2[1] += dy * b1m
            v2[2] += dz * b1m
        for (r, [vx, vy, vz], m) in bodies:
            r[0] += dt * vx
            r[1] += dt * vy
            r[2] += dt * vz
advance(0.01, N)
print(SYSTEM)
"""


def _inner_body(code):
    """The last version of the block after the inner FOR_ITER (the pairs
    loop of PAIRS' advance)."""
    fors = [i for i in range(code.n_tier0)
            if names_at(code, i).startswith("FOR_ITER")]
    return versions_at(code, fors[1] + 1)[-1]


def names_at(code, i):
    from annotator_rules.opcodes import INSTRUCTIONS
    return INSTRUCTIONS[code.co_code[2 * i]].name


def test_unpacked_float_lists_are_raw_locals():
    # pyperformance's nbody: `for (([x1, y1, z1], v1, m1), ...) in pairs`
    # unpacks each position list raw into raw locals (one check of the
    # list, a side exit otherwise), so `x1 - x2` needs no guard and no
    # box; `v1[0] -= dx * b2m` is two dispatches: the product from its
    # raw locals, then one update slot that reads v1 and 0 where they
    # live and reads, subtracts and stores the item (no loads, no COPYs,
    # no separate read and store: float_lists.try_begin_update)
    src = PAIRS.replace("N", "200")
    w, out = run(src, threshold=64, unboxing=True)
    assert out == cpython(src)
    code = code_of(w, "advance")
    bn = block_names(code, _inner_body(code))
    # (the unpack writes the raw locals its three stores name: they are
    # not dispatched)
    assert bn.count("UNPACK_SEQUENCE_FLOAT_LIST_LOCALS") == 2
    # (only b1m and b2m, results of guarded operators, are stored apart)
    assert bn.count("STORE_FAST_RAW_FLOAT") == 2
    assert bn.count("STORE_SUBSCR_AUG_RAW_FLOAT") == 6
    assert "BINARY_SUBSCR_FLOAT_LIST_LOCAL_KEEP" not in bn
    assert "STORE_SUBSCR_RAW_FLOAT" not in bn
    for f in fields_of(code, "STORE_SUBSCR_AUG_RAW_FLOAT"):
        assert f["fused"] and f["const_index"] and not f["boxed_value"], f
    # (the product and the update: one dispatch, the pair's)
    k = bn.index("STORE_SUBSCR_AUG_RAW_FLOAT")
    assert bn[k - 1] == UPDATE_PAIR
    assert "COPY" not in bn and "COPY_RAW" not in bn
    assert "LOAD_CONST" not in bn
    for name in bn:
        assert "BOX" not in name, name
    # the differences of the unpacked coordinates read raw locals
    # (guards remain only for the masses, boxed floats of tuples; dt was
    # checked before the loop)
    assert sum(1 for name in bn if name.endswith("_GUARDED") or
               name.endswith("_GUARDED_RLOCAL")) == 2


def test_unpacked_float_lists_allocate_nothing_in_the_pairs_loop():
    # 1000 more outer iterations, each of 3 pairs and 3 bodies: unpacked
    # as objects that would be 27 floats each; raw, the pairs loop makes
    # none, and only the 3 velocities the bodies loop left raw are boxed
    # where the next iteration enters the pairs loop's last version (the
    # version limit; they are dead there, but boxed all the same)
    _, out1, few = _float_allocations(PAIRS.replace("N", "200"))
    _, out2, many = _float_allocations(PAIRS.replace("N", "1200"))
    assert out1 == cpython(PAIRS.replace("N", "200"))
    assert many - few <= 3 * 1000 + 20, (few, many)


def test_raw_unpack_side_exit_when_the_list_changes():
    src = """
def f(rows):
    t = 0.0
    for [x, y] in rows:
        t += x * 2.0 - y
    return t
rows = [[float(i), 0.5] for i in range(100)]
for k in range(3):
    print(f(rows))
odd = [[1, 2], (3.0, 4.0), [5.0, 6.0], [float("nan"), 1.0], [True, 2.5]]
print(f(odd))
print(f(rows + odd))
for bad in ([[1.0, 2.0, 3.0]], [[1.0]], [5.0]):
    try:
        f(bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
"""
    w, out = run(src, threshold=64, unboxing=True)
    assert out == cpython(src)
    assert "UNPACK_SEQUENCE_FLOAT_LIST_LOCALS" in names(code_of(w, "f"))


ITERATION = """
def stats(data):
    s = 0.0
    s2 = 0.0
    for x in data:
        s += x
        s2 += x * x
    return s, s2
def grow(lst):
    n = 0.0
    for x in lst:
        if x == 3.0:
            lst.append("s")
        n += x if type(x) is float else 100
    return n
data = [k * 0.25 for k in range(N)]
for k in range(20):
    r = stats(data)
for k in range(20):
    g = grow([float(k) for k in range(8)])
print(r, g, stats([1, 2.5]), stats((0.5, 1.0)), stats([]))
"""


def test_tier2_iterates_float_lists_raw():
    # `for x in lst` over a float list pushes raw doubles
    # (BB_FOR_ITER_FLOAT_LIST): no float object per item; a list that
    # leaves float storage mid-loop takes the side exit to the generic
    # iteration; other sequences give CPython's results
    from annotator_rules import opcodes as op
    from tests.tier2_support import run_counted
    src = ITERATION.replace("N", "300")
    w, out, executed = run_counted(src, threshold=16)
    assert out == cpython(src)
    assert executed[op.BB_FOR_ITER_FLOAT_LIST] > 20 * 300 - 100
    assert "BB_FOR_ITER_SEQ" in names(code_of(w, "grow")) or \
        "BB_TEST_ITER_SEQ" in names(code_of(w, "grow"))
    counts = []
    for n in [300, 900]:
        with Made(W_Float) as made:
            run(ITERATION.replace("N", str(n)), threshold=16, unboxing=True)
        counts.append(made.count)
    # 20 loops over 600 more items: a float object each if iterated boxed
    # (the 600 more made by the comprehension are the same either way)
    assert counts[1] - counts[0] < 600 + 200, counts


UPDATES = """
class Rec:
    def __init__(self, items):
        self.items = items
    def __getitem__(self, i):
        print("get", i)
        return self.items[i]
    def __setitem__(self, i, v):
        print("set", i, v)
        self.items[i] = v
def move(c, d, x, y, n):
    for i in range(n):
        a = x * 0.5
        c[0] -= a * y
        c[1] += x
        c[-1] *= y - 0.25
        c[d] += a - y * 2.0
        j = i % 2
        c[j] -= y
        c[i % 3] += 0.125
    return c
for k in range(30):
    move([1.0, 2.0, 3.0], 1, 0.5, 1.5, 10)
print(move([1.0, 2.0, 3.0], 1, 0.5, 1.5, 10))
print(move([1, 2.0, 3.0], 0, 0.5, 1.5, 3))
print(move([1.0, 2 ** 70, 3.0], 0, 0.5, 1.5, 2))
print(move([float("inf"), 2.0, 1e308], 2, 1e308, 1e308, 2))
print(move({0: 1.0, 1: 2.0, -1: 0.5, 2: 1.0}, 2, 0.5, 1.5, 2))
print(move(Rec([1.0, 2.0, 3.0]), 1, 0.5, 1.5, 1).items)
for bad in ([1.0], (1.0, 2.0, 3.0), [[1.0], 2.0, 3.0], [1.0, 2.0, "s"]):
    try:
        move(bad, 1, 0.5, 1.5, 2)
    except (IndexError, TypeError) as e:
        print(type(e).__name__, e)
"""


def test_float_list_updates_in_two_dispatches():
    # `c[k] op= e` with e raw float arithmetic: e, then one update slot
    # (the index a constant, the end, or a raw int local); right for lists
    # that leave float storage, NaN and infinite results, dicts, a class
    # whose __getitem__ and __setitem__ print, and errors
    w, out = run(UPDATES, threshold=64, unboxing=True)
    assert out == cpython(UPDATES)
    code = code_of(w, "move")
    ups = fields_of(code, "STORE_SUBSCR_AUG_RAW_FLOAT")
    assert len(ups) >= 6
    assert any(f["fused"] and f["const_index"] for f in ups)    # c[0]
    assert any(f["fused"] and not f["const_index"] for f in ups)  # c[j]
    assert any(not f["fused"] and f["boxed_index"] for f in ups)  # c[d]
    assert any(not f["fused"] and not f["boxed_index"]          # c[i % 3]
               for f in ups)
    # the loop once warm (its first version still knows no raw float)
    bn = block_names(code, versions_at(code,
                                       first_t0(code, "FOR_ITER") + 1)[-1])
    assert bn.count("STORE_SUBSCR_AUG_RAW_FLOAT") == 6
    assert "BINARY_SUBSCR_FLOAT_LIST_LOCAL_KEEP" not in bn
    assert "STORE_SUBSCR_RAW_FLOAT" not in bn


def test_float_list_updates_allocate_nothing():
    src = """
def move(c, x, y, n):
    for i in range(n):
        c[0] -= x * y
        c[1] += x
c = [1.0, 2.0]
move(c, 0.5, 1.5, 200)
move(c, 0.5, 1.5, N)
print(c)
"""
    _, out1, few = _float_allocations(src.replace("N", "100"))
    _, out2, many = _float_allocations(src.replace("N", "5100"))
    assert out2 == cpython(src.replace("N", "5100"))
    assert many - few < 20, (few, many)


UPDATE_PAIR = "BINARY_OP_RAW_FLOAT_OPERANDS__STORE_SUBSCR_AUG_RAW_FLOAT"
TERM_UPDATE_PAIR = "BINARY_OP_RAW_FLOAT_TERM__STORE_SUBSCR_AUG_RAW_FLOAT"

VALUE_UPDATES = """
def move(c, x, y, n):
    for i in range(n):
        c[0] -= x * y
        c[1] += x + y * 0.5
        c[2] *= y - 0.25
    return c
print(move([1.0, 2.0, 3.0], 0.5, 1.5, N))
print(move({0: 1.0, 1: 2.0, 2: 0.5}, 0.5, 1.5, 3))
print(move([1.0, 2, 3.0], 0.5, 1.5, 2))
try:
    move([1.0], 0.5, 1.5, 2)
except IndexError as e:
    print("IndexError", e)
"""


def test_float_list_updates_take_their_value_in_the_same_dispatch():
    # `c[k] op= a op2 b` and `c[k] op= x op (a op2 b)`: the operator whose
    # value the update takes and the update are one superinstruction
    # (annotator_rules: superinstruction with first_arg/second_arg, made
    # by quickening.make_pairs); the update's own slot is dispatched only
    # where the update is not in place (a dict, an int item, a short list)
    src = VALUE_UPDATES.replace("N", "1000")
    w, out, executed = run_counted(src)
    assert out == cpython(src)
    code = code_of(w, "move")
    bn = block_names(code, versions_at(code,
                                       first_t0(code, "FOR_ITER") + 1)[-1])
    assert bn.count(UPDATE_PAIR) == 2       # c[0], c[2]
    assert bn.count(TERM_UPDATE_PAIR) == 1  # c[1]
    assert bn.count("STORE_SUBSCR_AUG_RAW_FLOAT") == 3   # (their slots)
    pairs = executed[OPCODE_BY_NAME[UPDATE_PAIR]] + \
        executed[OPCODE_BY_NAME[TERM_UPDATE_PAIR]]
    alone = executed[OPCODE_BY_NAME["STORE_SUBSCR_AUG_RAW_FLOAT"]]
    assert pairs >= 3 * 900, pairs
    assert alone <= 30, alone


ASSIGNS = """
class Acc:
    def __init__(self, v):
        self.v = v
    def __iadd__(self, other):
        return Acc(self.v + other)
def assign(c, x, y, n):
    for i in range(n):
        c[0] = c[0] - x * y
        j = i % 2
        c[j] = c[j] + y
    return c
for k in range(30):
    assign([1.0, 2.0], 0.5, 1.5, 10)
print(assign([1.0, 2.0], 0.75, 1.5, 10), assign([1, 2], 0.75, 1.5, 3))
try:
    assign([Acc(1.0), 2.0], 0.5, 1.5, 2)     # `+`, not `+=`
except TypeError as e:
    print(e)
"""


def test_float_list_assignments_update_in_one_slot():
    # `c[i] = c[i] op e` (the same local and index loaded twice): e and
    # the update slot, whose generic path applies the plain operator
    w, out = run(ASSIGNS, threshold=64, unboxing=True)
    assert out == cpython(ASSIGNS)
    code = code_of(w, "assign")
    ups = fields_of(code, "STORE_SUBSCR_AUG_RAW_FLOAT")
    assert any(f["assign"] and f["const_index"] for f in ups)
    assert any(f["assign"] and not f["const_index"] for f in ups)
    bn = block_names(code, versions_at(code,
                                       first_t0(code, "FOR_ITER") + 1)[-1])
    assert bn.count("STORE_SUBSCR_AUG_RAW_FLOAT") == 2
    assert "BINARY_SUBSCR_FLOAT_LIST_LOCAL" not in bn
    assert "STORE_SUBSCR_RAW_FLOAT_LOCAL" not in bn
