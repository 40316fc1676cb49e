"""Fusions of raw int code in tier 2 (docs/tier2.md, "Raw int fusions";
the operators themselves read their operands where they live,
interpreter/tier2/operands.py):
- `a[i] = v` with `a` a local and `i` a raw int local:
  `LOAD_FAST a; LOAD_FAST_RAW_INT i` and the store become
  STORE_SUBSCR_LOCALS_RAW_INT; `a[i]` with i a boxed int local,
  BINARY_SUBSCR_LOCALS_INT. (`a[i]` with i raw is the raw subscript
  reading its operands where they live: operands.take_subscript_sources;
  the compare-and-branch reads its operands as the guarded operators do,
  operands.take_operand_loads.)
Peepholes when the last instruction is emitted, as in superinstructions.py:
the slots before it are rewritten when their tier-0 origins are the
instructions just before (a block never starts between them). The fused
slot keeps the first load's origin (same line, same handler)."""

from annotator_rules import opcodes as op
from interpreter.tier2.tier2_space import unemit

LOCAL_BITS = 10
LOCAL_MASK = (1 << LOCAL_BITS) - 1


def _slot_for(code, slot, t0pc, opcode):
    """Whether `slot` holds `opcode` emitted for tier-0 instruction t0pc."""
    k = slot - code.n_tier0
    return k >= 0 and code.t2_origin[k] == t0pc and \
        code.co_code[2 * slot] == opcode


def fuse_subscr_locals(code, t0pc):
    """The raw-index store or the boxed-index load just emitted for t0pc:
    with `LOAD_FAST a; LOAD_FAST_RAW_INT i` (`LOAD_FAST i`) right before,
    the three become one slot (oparg: a << 10 | i)."""
    last = code.n_tier0 + len(code.t2_origin) - 1
    opcode = code.co_code[2 * last]
    load = op.LOAD_FAST_RAW_INT
    if opcode == op.STORE_SUBSCR_RAW_INT:
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
