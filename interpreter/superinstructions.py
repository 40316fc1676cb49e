"""Operand fusion in tier-2 code: a raw float operator whose right operand
was just pushed by LOAD_FAST_RAW_FLOAT or LOAD_CONST_RAW_FLOAT takes the
operand straight from the local or the constant, one dispatch instead of
two (`total + z` in the paper's float loop). Done as a peephole when the
operator is emitted: the load is the previous slot of the same block (a
block never starts between the two: blocks start after a branch, a jump
or a guard's spares), so the load's slot is rewritten in place and keeps
its raw map; it takes the operator's tier-0 origin for tracebacks."""

from annotator_rules import opcodes as op
from interpreter import astnodes as A

RAW_FLOAT_BINOPS = [op.BINARY_OP_ADD_RAW_FLOAT, op.BINARY_OP_SUBTRACT_RAW_FLOAT,
                    op.BINARY_OP_MULTIPLY_RAW_FLOAT,
                    op.BINARY_OP_TRUE_DIVIDE_RAW_FLOAT]
FUSED_OF_LOAD = [-1] * op.NUM_OPCODES
FUSED_OF_LOAD[op.LOAD_FAST_RAW_FLOAT] = op.BINARY_OP_RAW_FLOAT_LOCAL
FUSED_OF_LOAD[op.LOAD_CONST_RAW_FLOAT] = op.BINARY_OP_RAW_FLOAT_CONST


def fuse_operand(code, opcode, oparg, t0pc):
    """Rewrites `load; opcode` into one instruction if it can (True); the
    type context is already right, the pair's effect is unchanged. oparg
    of the result: the local or constant << 4 | the operator."""
    if opcode not in RAW_FLOAT_BINOPS or oparg & (256 | 512):
        return False
    prev = code.n_tier0 + len(code.t2_origin) - 1
    k = prev - code.n_tier0
    if k < 0 or code.t2_origin[k] != t0pc - 1:
        return False
    fused = FUSED_OF_LOAD[code.co_code[2 * prev]]
    if fused < 0:
        return False
    code.co_code[2 * prev] = fused
    code.co_code[2 * prev + 1] = (code.co_code[2 * prev + 1] << 4) | \
        (oparg % A.NB_INPLACE)
    code.t2_origin[k] = t0pc
    return True
