"""Tier-2 fusions around attributes, subscripts and membership: which fused
instructions were emitted, which slots ran (--stats counts), and that
results match python3 when the types change."""

from annotator_rules import opcodes as op
from interpreter.frontend import astnodes as A
from tests.tier2_support import (run, run_counted, cpython, code_of,
                                 t2_instrs, names, inplace_updates,
                                 fields_of)

SRC_LOCAL, SRC_ATTR = 1, 5      # operand sources (interpreter/tier2/sources.py)


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
    code = code_of(w, "diff")
    # a.x - b.x: both attributes are the checked subtraction's operand
    # sources (5: tier2_records.AttrRead), read from the instances'
    # storage while cached; W's class attribute and Q's property miss and
    # take the generic getattr (right results above)
    ops = fields_of(code, "BINARY_OP_RAW_FLOAT_GUARDED")
    assert [f for f in ops if f["left_src"] == SRC_ATTR and
            f["right_src"] == SRC_ATTR and f["op"] == A.NB_SUBTRACT]
    reads = code.t2.attr_reads
    assert set((r.local, r.name) for r in reads) == set([(0, "x"),
                                                          (1, "x")])
    assert "LOAD_ATTR_INSTANCE_LOCAL" not in names(code)
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
def scale(ps, n):
    t = 0.0
    for i in range(n):
        d = i * 0.5
        for p, q in ps:
            m = p * d
            t += m
    return t
print(scale([(1.5, 0), (2.5, 1)], 500), scale([(1, 0), (2.5, 1)], 5))
"""
    w, out, executed = run_counted(src)
    assert out == cpython(src)
    code = code_of(w, "dist")
    n = names(code)
    # `d = a.x - b.x`: the guarded subtraction reads both attributes where
    # they live and, floats, stores into d after its side exit in the same
    # dispatch; `m = a.x * d`: a.x and the raw local d are its sources
    ops = fields_of(code, "BINARY_OP_RAW_FLOAT_GUARDED")
    assert [f for f in ops if f["left_src"] == SRC_ATTR and
            f["right_src"] == SRC_ATTR and f["op"] == A.NB_SUBTRACT]
    assert [f for f in ops if f["left_src"] == SRC_ATTR and
            f["right_src"] == SRC_LOCAL and not f["boxed_right"] and
            f["op"] == A.NB_MULTIPLY]
    assert "LOAD_ATTR_INSTANCE_LOCAL" not in n
    # scale's `m = p * d` (p unpacked, no attribute): the checked operator
    # reads both locals, p boxed and checked, d raw
    ops = fields_of(code_of(w, "scale"), "BINARY_OP_RAW_FLOAT_GUARDED")
    assert [f for f in ops if f["left_src"] == SRC_LOCAL and f["check_left"]
            and f["right_src"] == SRC_LOCAL and not f["boxed_right"]]
    # the stores after the exits were done by the operators
    assert executed[op.BINARY_OP_RAW_FLOAT_GUARDED] > 2800
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
    # `for a, b in pairs`: the unpack stores into a and b itself (its
    # fields name them), for any sequence; the STORE_FASTs are not emitted
    code = code_of(w, "step")
    names_of_locals = code.co_varnames
    unpacks = fields_of(code, "UNPACK_SEQUENCE_LOCALS")
    assert unpacks
    for f in unpacks:
        assert f["count"] == 2
        assert [names_of_locals[f["local0"]],
                names_of_locals[f["local1"]]] == ["a", "b"]
    k = n.index("UNPACK_SEQUENCE_LOCALS")
    assert n[k + 1] != "STORE_FAST"
    # a.x += b.v: LOAD_FAST a; COPY 1; LOAD_ATTR x -> one slot keeping a
    # below a.x; SWAP 2; STORE_ATTR x -> one slot storing under a
    # (and, b.v read by the checked operator where it lives, the KEEP
    # heads the update: LOAD_ATTR_AUGMENT_FLOAT)
    assert "LOAD_ATTR_AUGMENT_FLOAT" in n
    assert [f for f in fields_of(code, "BINARY_OP_FLOAT_GUARDED")
            if f["right_src"] == SRC_ATTR and f["left_src"] == 0]
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
    w, out, executed = run_counted(src)
    assert out == cpython(src)
    shapes = _augment_shapes(names(code_of(w, "push")))
    assert ("BINARY_OP_RAW_FLOAT_OPERANDS", "BINARY_OP_FLOAT_GUARDED",
            "BB_BRANCH", "STORE_ATTR_INSTANCE_SWAPPED") in shapes
    # (the first version, dv not yet known a float: `dv * 0.5` is a
    # guarded operator reading dv and 0.5 where they live, and the
    # augment form takes it and its exit as its operand)
    assert ("BINARY_OP_RAW_FLOAT_GUARDED", "BB_BRANCH",
            "BINARY_OP_FLOAT_GUARDED", "BB_BRANCH",
            "STORE_ATTR_INSTANCE_SWAPPED") in shapes
    # `b.x -= dv * 0.5` on a float attribute: the head does the update in
    # one dispatch (an int attribute, P's property: the slots after it);
    # in pull, whose operand takes two slots, the checked operator does
    # the store after its side exit itself; either way the store's slot
    # is hardly dispatched (P's property has no setter: the generic
    # store raises)
    assert "LOAD_ATTR_AUGMENT_FLOAT" not in names(code_of(w, "pull"))
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
    # reading both locals (v local 0, j local 3: operand sources)
    from annotator_rules.instructions import GUARDED_BINOP as G
    instrs = t2_instrs(code_of(w, "g"))
    assert [a for name, a in instrs
            if name == "BINARY_SUBSCR_LIST_INT_REST" and
            (G.left_src.get(a), G.left.get(a)) == (1, 0) and
            (G.right_src.get(a), G.right.get(a)) == (1, 3)]


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
    from annotator_rules.instructions import CONTAINS_TEST as T
    # in: jump if true, if false; not in
    assert set((T.invert.get(arg), T.jump_if_true.get(arg))
               for arg in tests) == set([(0, 1), (0, 0), (1, 0)])
    # the operands that were locals are read there (`c in used`, `c not
    # in diag`: both; `(n + c) in diag`: the container)
    # (locals: n 0, used 1, diag 2, hits 3, c 4)
    both = T.container_local.put(1) | T.item_local.put(1)
    assert (T.jump_if_true.put(1) | both | T.container.put(1) |
            T.item.put(4)) in tests                     # c in used
    assert (T.invert.put(1) | both | T.container.put(2) |
            T.item.put(4)) in tests                     # c not in diag
    assert (T.container_local.put(1) | T.container.put(2)) in tests
    #                                                   # (n + c) in diag
    # the only box: the raw accumulator, returned
    assert all(n[k + 1] == "RETURN_VALUE" for k in range(len(n))
               if n[k] == "BOX_INT")
    assert "BINARY_OP_ADD_RAW_INT" not in n and \
        "BINARY_OP_RAW_INT_GUARDED" not in n
    assert inplace_updates(code_of(w, "place"))     # hits += 1 stays raw


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


def test_raw_local_times_attribute_heads_its_slots():
    src = """
class B:
    def __init__(self, x, v):
        self.x = x
        self.v = v
class P(B):
    def __init__(self, x):
        self.x = x
    @property
    def v(self):
        return 2
def move(bs, n, dt):
    for k in range(n):
        dt = dt * 1.0
        for b in bs:
            b.x += dt * b.v
    return [b.x for b in bs]
def scale(bs, n, f):
    t = 0.0
    for k in range(n):
        for b in bs:
            t = t - b.v
        t = t * f
    return t
print(move([B(1.0, 0.5), B(-0.0, -1.5)], 400, 0.01), scale([B(0.0, 3.0)], 300, 0.5))
print(move([B(1.0, 0.5), P(3.0)], 50, 0.5), move([B(1.0, 2)], 50, 0.5))
try:
    move([B(1.0, 0.5), B(2.0, "s")], 70, 0.5)
except TypeError as e:
    print("TypeError", e)
"""
    w, out, executed = run_counted(src)
    assert out == cpython(src)
    # `dt * b.v` (dt a raw local as in nbody, where it takes part in raw
    # arithmetic): the checked operator reads dt and b.v where they live;
    # the update `b.x += ...` is headed by the augment form, which takes
    # it and its exit as its operand (a side exit once taken is a BB_JUMP
    # to its continuation)
    shapes = _augment_shapes(names(code_of(w, "move")))
    assert [sh for sh in shapes if len(sh) == 5 and
            sh[0] == "BINARY_OP_RAW_FLOAT_GUARDED" and
            sh[2] == "BINARY_OP_FLOAT_GUARDED"]
    ops = fields_of(code_of(w, "move"), "BINARY_OP_RAW_FLOAT_GUARDED")
    assert [f for f in ops if f["left_src"] == SRC_LOCAL and
            not f["boxed_left"] and f["right_src"] == SRC_ATTR]
    # `t = t - b.v`: as fine with a non-commutative operator and a raw
    # local store after it
    ops = fields_of(code_of(w, "scale"), "BINARY_OP_RAW_FLOAT_GUARDED")
    assert [f for f in ops if f["left_src"] == SRC_LOCAL and
            f["right_src"] == SRC_ATTR and f["op"] == A.NB_SUBTRACT]
    # the float updates run in one dispatch each; P's int property and
    # the int attribute go through the slots
    assert executed[op.LOAD_ATTR_AUGMENT_FLOAT] > 800
    assert executed[op.LOAD_ATTR_INSTANCE_LOCAL] < 300
    assert executed[op.BINARY_OP_FLOAT_GUARDED] < 300


def test_updated_float_attribute_is_a_private_cell():
    """`x.a op= v` done by LOAD_ATTR_AUGMENT_FLOAT keeps the attribute in a
    W_FloatCell updated in place; the value read out is a float object,
    the same one until the next update (identity as in CPython), and an
    object read out earlier keeps its value."""
    src = """
class P:
    def __init__(self, x, v):
        self.x = x
        self.v = v
def step(ps, n, dt):
    seen = []
    for i in range(n):
        for p in ps:
            a = p.x
            p.x += dt * p.v
            p.v -= dt * 0.5
            if i % 97 == 0:
                b = p.x
                seen.append((a, a is p.x, b is p.x, p.x is p.x, a == p.x))
    return seen
ps = [P(1.0, 0.5), P(-0.0, 2.0)]
seen = step(ps, 400, 0.125)
print(seen)
print([(p.x, p.v, getattr(p, "x"), type(p.x).__name__) for p in ps])
old = ps[0].x
del ps[0].v
ps[0].v = 1
print(step(ps[:1], 4, 1.0), old, ps[0].x, old is ps[0].x)
"""
    from objspace.floatobject import W_Float, W_FloatCell
    w, out, executed = run_counted(src)
    assert out == cpython(src)
    assert executed[op.LOAD_ATTR_AUGMENT_FLOAT] > 700
    ps = w.dict_w["ps"].items_w
    cells = [w_v for p in ps for w_v in p.storage_w
             if isinstance(w_v, W_FloatCell)]
    assert cells
    # what the program read is never a cell
    for p in ps:
        w_x = p.getdictvalue("x")
        assert isinstance(w_x, W_Float) and not isinstance(w_x, W_FloatCell)


def _augment_shapes(n):
    """The slots after each LOAD_ATTR_AUGMENT_FLOAT up to its store."""
    return _augment_shapes_of(n, "LOAD_ATTR_AUGMENT_FLOAT")


def test_int_attribute_update_in_one_dispatch():
    # corpus t536: other types, a property with a setter, an int
    # subclass, a big int and an error at the same sites
    import os
    from tests.tier2_support import PROGRAMS
    with open(os.path.join(PROGRAMS, "t536_int_attribute_updates.py")) as f:
        src = f.read()
    w, out, executed = run_counted(src)
    assert out == cpython(src)
    n = names(code_of(w, "play"))
    # `o.wins += 1`, `o.wins -= o.step`, `o.big *= 3`: the KEEP heads the
    # checked int operator (reading 1, o.step, 3 where they live), its
    # exit and the store; past a machine word the product is a big int
    # (a side exit once taken is a BB_JUMP to its continuation)
    for shape in _augment_shapes_of(n, "LOAD_ATTR_AUGMENT_INT"):
        assert shape[0] == "BINARY_OP_INT_GUARDED"
        assert shape[1] in ("BB_BRANCH", "BB_JUMP")
        assert shape[2] == "STORE_ATTR_INSTANCE_SWAPPED"
    assert n.count("LOAD_ATTR_AUGMENT_INT") >= 3
    assert executed[op.LOAD_ATTR_AUGMENT_INT] > 900
    assert executed[op.STORE_ATTR_INSTANCE_SWAPPED] < 60


def _augment_shapes_of(n, head):
    return [tuple(n[k + 1:n.index("STORE_ATTR_INSTANCE_SWAPPED", k) + 1])
            for k in range(len(n)) if n[k] == head]
