"""`c[i] op= v` at tier 2 (operands.take_kept_operands, take_store_swaps;
GUARDED_BINOP's `kept`): the read pushes container and index itself and
the store takes the value from the top, so an update of a list item by a
raw index is no load, no COPY and no SWAP; results stay CPython's when
the container, the index or the value change type (corpus t578)."""

from annotator_rules.instructions import GUARDED_BINOP
from annotator_rules.opcodes import OPCODE_BY_NAME
from tests.tier2_support import (run, run_counted, cpython, code_of,
                                 versions_at, block_names)

MATRIX = """
def update(m, n):
    for k in range(n):
        for i in range(len(m)):
            row = m[i]
            for j in range(len(row)):
                row[j] += i * j + k
    return m
m = [[0] * 8 for _ in range(8)]
update(m, 3)
update(m, N)
print(m[3], m[7][7])
"""


def _inner_bodies(code):
    """Every version of the blocks after the innermost FOR_ITER (the
    `row[j] += ...` update)."""
    from annotator_rules.opcodes import INSTRUCTIONS
    fors = [i for i in range(code.n_tier0)
            if INSTRUCTIONS[code.co_code[2 * i]].name.startswith("FOR_ITER")]
    return versions_at(code, fors[-1] + 1)


def _opargs(code, v, name):
    opcode = OPCODE_BY_NAME[name]
    return [code.co_code[2 * i + 1] for i in range(v.start, v.end)
            if code.co_code[2 * i] == opcode]


def test_update_reads_and_stores_in_place():
    src = MATRIX.replace("N", "40")
    w, out = run(src, threshold=64, unboxing=True)
    assert out == cpython(src)
    code = code_of(w, "update")
    bodies = _inner_bodies(code)
    assert bodies
    for v in bodies:
        bn = block_names(code, v)
        assert "COPY" not in bn and "COPY_RAW" not in bn, bn
        assert "SWAP" not in bn and "SWAP_RAW" not in bn, bn
        assert "LOAD_FAST" not in bn and "LOAD_FAST_RAW_INT" not in bn, bn
        reads = _opargs(code, v, "BINARY_SUBSCR_SEQ_INT_GUARDED") + \
            _opargs(code, v, "BINARY_SUBSCR_SEQ_RAW_INT")
        stores = _opargs(code, v, "STORE_SUBSCR_RAW_INT")
        assert len(reads) == 1 and len(stores) == 1, bn
        assert GUARDED_BINOP.kept.get(reads[0])
        # (both operands read where they live: row and j)
        assert GUARDED_BINOP.left_src.get(reads[0]) == 1
        assert GUARDED_BINOP.right_src.get(reads[0]) == 1
        assert GUARDED_BINOP.kept.get(stores[0])


def test_update_dispatches_per_iteration():
    # 200 more outer iterations, 64 updates each: the extra dispatches per
    # update (the store, the read, the two operators, the box, the loop's
    # store of j, FOR_ITER and its jump; 14 with the loads, copies and
    # swaps)
    _, out1, few = run_counted(MATRIX.replace("N", "100"))
    _, out2, many = run_counted(MATRIX.replace("N", "300"))
    assert out2 == cpython(MATRIX.replace("N", "300"))
    per_update = float(sum(many) - sum(few)) / (200 * 64)
    assert per_update < 9.5, per_update
    for name in ("COPY", "COPY_RAW", "SWAP", "SWAP_RAW"):
        k = OPCODE_BY_NAME[name]
        assert many[k] - few[k] < 200 * 8, name


def test_update_when_the_container_changes():
    src = """
def f(rows, n):
    t = []
    for k in range(n):
        row = rows[k % len(rows)]
        try:
            for j in range(3):
                row[j] += j + k
        except TypeError as e:
            t.append(str(e))
    return rows, len(t), t[:1]
print(f([[0, 0, 0], [1, 2, 3]], 200))
print(f([[0, 0, 0], (1, 2, 3), {0: 0, 1: 1, 2: 2}, [0.5, 1, 2]], 200))
"""
    w, out = run(src, threshold=16, unboxing=True)
    assert out == cpython(src)
