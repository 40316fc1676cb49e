"""Fusions of raw int code in tier 2 (docs/versioning.md, "Raw int fusions"):
- `x += c` (+ - *) on a raw local: `LOAD_FAST_RAW_INT x;
  BINARY_OP_RAW_INT_CONST; STORE_FAST_RAW_INT x` becomes
  BINARY_OP_RAW_INT_CONST_INPLACE, one slot. On overflow it pushes the
  boxed result and goes on in the operator's boxed continuation, which
  starts at the store, as the three slots would have.
- `i < j` on two raw int locals feeding a branch: the two loads go into
  the fused compare-and-branch test (its oparg gets CMP_LOCALS and the
  locals; the test pushes both values itself).
- `a[i]` and `a[i] = v` with `a` a local and `i` a raw int local:
  `LOAD_FAST a; LOAD_FAST_RAW_INT i` and the subscript become
  BINARY_SUBSCR_LOCALS_RAW_INT / STORE_SUBSCR_LOCALS_RAW_INT; `a[i]`
  with i a boxed int local, BINARY_SUBSCR_LOCALS_INT.
Peepholes when the last instruction is emitted, as in superinstructions.py:
the slots before it are rewritten when their tier-0 origins are the
instructions just before (a block never starts between them). The fused
slot keeps the first load's origin (same line, same handler)."""

from annotator_rules import opcodes as op
from interpreter.frontend import astnodes as A
from interpreter.tier2.superinstructions import _previous
from interpreter.tier2.tier2_space import unemit

INPLACE_OPERATORS = [A.NB_ADD, A.NB_SUBTRACT, A.NB_MULTIPLY]
LOCAL_BITS = 10
LOCAL_MASK = (1 << LOCAL_BITS) - 1


def _slot_for(code, slot, t0pc, opcode):
    """Whether `slot` holds `opcode` emitted for tier-0 instruction t0pc."""
    k = slot - code.n_tier0
    return k >= 0 and code.t2_origin[k] == t0pc and \
        code.co_code[2 * slot] == opcode


def fuse_inplace_const(code, local, t0pc):
    """At `STORE_FAST_RAW_INT local` (tier-0 t0pc, not emitted yet): True
    if it was fused with the operator and load before it. oparg: record
    << 20 | local << 10 | constant << 4 | operator."""
    prev = _previous(code, t0pc)
    if prev < 0 or code.co_code[2 * prev] != op.BINARY_OP_RAW_INT_CONST:
        return False
    arg = code.co_code[2 * prev + 1]
    binop = (arg >> 2) & 15
    if arg & 3 or binop not in INPLACE_OPERATORS or local > LOCAL_MASK:
        return False
    # the constant's LOAD_CONST (t0pc - 2) was taken into the operator
    load = prev - 1
    if not _slot_for(code, load, t0pc - 3, op.LOAD_FAST_RAW_INT) or \
            code.co_code[2 * load + 1] != local:
        return False
    index = arg >> 12
    code.t2.records[index].slot = load
    code.co_code[2 * load] = op.BINARY_OP_RAW_INT_CONST_INPLACE
    code.co_code[2 * load + 1] = (index << 20) | (local << LOCAL_BITS) | \
        (((arg >> 6) & 63) << 4) | binop
    unemit(code)
    return True


def fuse_subscr_locals(code, t0pc):
    """The raw-index subscript (load or store) just emitted for t0pc:
    with `LOAD_FAST a; LOAD_FAST_RAW_INT i` right before, the three
    become one slot (oparg: a << 10 | i)."""
    last = code.n_tier0 + len(code.t2_origin) - 1
    opcode = code.co_code[2 * last]
    load = op.LOAD_FAST_RAW_INT
    if opcode == op.BINARY_SUBSCR_SEQ_RAW_INT:
        fused = op.BINARY_SUBSCR_LOCALS_RAW_INT
    elif opcode == op.STORE_SUBSCR_RAW_INT:
        fused = op.STORE_SUBSCR_LOCALS_RAW_INT
    elif opcode == op.BINARY_SUBSCR_LIST_INT_REST or \
            opcode == op.BINARY_SUBSCR_TUPLE_INT_REST:
        fused = op.BINARY_SUBSCR_LOCALS_INT     # a boxed int index
        load = op.LOAD_FAST
    else:
        return
    index = last - 1
    container = last - 2
    if not _slot_for(code, index, t0pc - 1, load) or \
            not _slot_for(code, container, t0pc - 2, op.LOAD_FAST):
        return
    i = code.co_code[2 * index + 1]
    a = code.co_code[2 * container + 1]
    if i > LOCAL_MASK:
        return
    unemit(code)
    unemit(code)
    code.co_code[2 * container] = fused
    code.co_code[2 * container + 1] = (a << LOCAL_BITS) | i


def overflowed(frame, oparg, sp):
    """BINARY_OP_RAW_INT_CONST_INPLACE overflowed (its result slot pushed,
    at sp - 1): the boxed continuation, as for BINARY_OP_RAW_INT_CONST."""
    from interpreter.tier2 import versioning
    from interpreter.tier2.tier2_ops import int_of
    code = frame.code
    a = frame.raw_i[(oparg >> LOCAL_BITS) & LOCAL_MASK]
    b = int_of(code.co_consts_w[(oparg >> 4) & 63])
    return versioning.overflow(frame, oparg >> 20, sp, a, b)


# BB_TEST_COMPARE / BB_COMPARE_JUMP oparg: the operands are the raw int
# locals (oparg >> 12) & 511 and (oparg >> 21) & 511
CMP_LOCALS = 1 << 30
# with a constant right operand (oparg & 8, the constant (oparg >> 12) &
# 511): the left one is the local (oparg >> 21) & 511, raw for the raw
# kinds (`if acc > 1e12`, `if n < 2`)
CMP_LEFT_LOCAL = 1 << 31
LEFT_LOAD_OF_KIND = [op.LOAD_FAST, op.LOAD_FAST, op.LOAD_FAST_RAW_INT,
                     op.LOAD_FAST_RAW_FLOAT]


def take_raw_locals(code, t0pc):
    """At a raw int comparison for tier-0 t0pc: if the two slots before
    it load raw int locals (for t0pc - 2 and t0pc - 1), unemits them and
    returns the oparg bits that name them; else 0."""
    last = code.n_tier0 + len(code.t2_origin) - 1
    if not _slot_for(code, last, t0pc - 1, op.LOAD_FAST_RAW_INT) or \
            not _slot_for(code, last - 1, t0pc - 2, op.LOAD_FAST_RAW_INT):
        return 0
    b = code.co_code[2 * last + 1]
    a = code.co_code[2 * (last - 1) + 1]
    if a > 511 or b > 511:
        return 0
    unemit(code)
    unemit(code)
    return CMP_LOCALS | (a << 12) | (b << 21)


def take_left_local(code, t0pc, kind, boxed):
    """At a comparison of kind `kind` (versioning.COMPARE_KIND) with a constant
    right operand (taken already): if the slot before it loads the left
    operand from a local for t0pc - 2 (raw for the raw kinds unless it is
    read boxed), unemits it and returns the oparg bits that name it; else
    0."""
    last = code.n_tier0 + len(code.t2_origin) - 1
    load = op.LOAD_FAST if boxed else LEFT_LOAD_OF_KIND[kind]
    if not _slot_for(code, last, t0pc - 2, load):
        return 0
    a = code.co_code[2 * last + 1]
    if a > 511:
        return 0
    unemit(code)
    return CMP_LEFT_LOCAL | (a << 21)
