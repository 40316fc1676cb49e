"""The guard ladder of tier 2 (docs/tier2.md, "Guards and the ladder"):
which type pairs to try at an optimisable instruction, in which order,
and the guard-free form each pair allows."""

from annotator_rules import opcodes as op
from annotator_rules.types import (T_INT, T_FLOAT, T_LIST, T_TUPLE,
                                   T_RAWFLOAT, T_RAWINT, T_SMALLINT)
from interpreter import astnodes as A
from interpreter import tier1
from interpreter.tier1 import GENERIC_OF


FLOAT_REST = [-1] * A.NB_INPLACE
FLOAT_REST[A.NB_ADD] = op.BINARY_OP_ADD_FLOAT_REST
FLOAT_REST[A.NB_SUBTRACT] = op.BINARY_OP_SUBTRACT_FLOAT_REST
FLOAT_REST[A.NB_MULTIPLY] = op.BINARY_OP_MULTIPLY_FLOAT_REST
FLOAT_REST[A.NB_TRUE_DIVIDE] = op.BINARY_OP_TRUE_DIVIDE_FLOAT_REST
FLOAT_REST[A.NB_POWER] = op.BINARY_OP_POWER_FLOAT_REST
INT_REST = [-1] * A.NB_INPLACE
INT_REST[A.NB_ADD] = op.BINARY_OP_ADD_INT_REST
INT_REST[A.NB_SUBTRACT] = op.BINARY_OP_SUBTRACT_INT_REST
INT_REST[A.NB_MULTIPLY] = op.BINARY_OP_MULTIPLY_INT_REST
for _nb in [A.NB_AND, A.NB_OR, A.NB_XOR, A.NB_LSHIFT, A.NB_RSHIFT,
            A.NB_REMAINDER, A.NB_FLOOR_DIVIDE]:
    INT_REST[_nb] = op.BINARY_OP_OTHER_INT_REST


def rest_form(code, generic, oparg, nos, tos):
    """The guard-free form for known operand types, or -1. With unboxing,
    float arithmetic with one int operand is the float form after the
    int's conversion (exactly what Python's int-float arithmetic does)."""
    if generic == op.BINARY_OP:
        base = oparg % A.NB_INPLACE
        if nos == T_FLOAT and tos == T_FLOAT:
            return FLOAT_REST[base]
        if nos == T_INT and tos == T_INT:
            return INT_REST[base]
        if code.t2.raw_ok and ((nos == T_FLOAT and tos == T_INT) or
                               (nos == T_INT and tos == T_FLOAT)):
            return FLOAT_REST[base]
    elif generic == op.COMPARE_OP:
        if oparg >> 4 <= 5:           # < <= == != > >=
            if nos == T_FLOAT and tos == T_FLOAT:
                return op.COMPARE_OP_FLOAT_REST
            if nos == T_INT and tos == T_INT:
                return op.COMPARE_OP_INT_REST
    elif generic == op.BINARY_SUBSCR:
        if tos == T_INT:
            if nos == T_LIST:
                return op.BINARY_SUBSCR_LIST_INT_REST
            if nos == T_TUPLE:
                return op.BINARY_SUBSCR_TUPLE_INT_REST
    elif generic == op.UNARY_NEGATIVE:
        if tos == T_FLOAT:
            return op.UNARY_NEGATIVE_FLOAT_REST
    return -1


def norm(t):
    if t == T_RAWFLOAT:
        return T_FLOAT
    if t == T_RAWINT or t == T_SMALLINT:
        return T_INT
    return t


def guard_type(code, t):
    """With unboxing an int guard checks for a machine-word int, which
    can then be unboxed."""
    if t == T_INT and code.t2.raw_ok:
        return T_SMALLINT
    return t


def ladder(opcode, generic):
    """The rungs (type of the second item, type of the top item) to try,
    the one tier 1 saw first."""
    if generic == op.BINARY_SUBSCR:
        if opcode == op.BINARY_SUBSCR_TUPLE_INT:
            return [T_TUPLE, T_INT, T_LIST, T_INT]
        return [T_LIST, T_INT, T_TUPLE, T_INT]
    if generic == op.UNARY_NEGATIVE:
        return [T_FLOAT, T_FLOAT]
    mixed = [T_FLOAT, T_INT, T_INT, T_FLOAT]
    if opcode == op.BINARY_OP_ADD_INT or opcode == op.BINARY_OP_SUBTRACT_INT \
            or opcode == op.BINARY_OP_MULTIPLY_INT or \
            opcode == op.BINARY_OP_OTHER_INT or \
            opcode == op.COMPARE_OP_INT or opcode == op.COMPARE_OP_INT_JUMP:
        return [T_INT, T_INT, T_FLOAT, T_FLOAT] + mixed
    return [T_FLOAT, T_FLOAT, T_INT, T_INT] + mixed


def tier1_gave_up(code, opcode, t0pc):
    """Tier 1 tried to specialise the instruction and failed (its types
    are not one primitive pair): without unboxing no rung can serve it
    (the int/float mixes need raw arithmetic), so a guard would only
    fail every time before the tier-1 form runs."""
    generic = GENERIC_OF[opcode]
    if code.t2.raw_ok or generic < 0 or tier1.ADAPTIVE_OF[generic] != opcode:
        return False
    cache = code.caches[t0pc]
    return cache is not None and cache.backoff > tier1.ADAPTIVE_START
