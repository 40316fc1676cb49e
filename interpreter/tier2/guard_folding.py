"""Guard folding: a type guard and the guard-free form it enables, as one
tier-2 instruction with a side exit (docs/tier2.md, "Guard folding").

The paper's guard is an instruction of its own: `BB_GUARD_TYPE`, a branch,
then the guard-free form in the pass version. Where the ladder's rung has
a guarded form, we emit that form instead: it checks the operands whose
type is unknown and computes the result in one dispatch, as a tier-1
specialised instruction does, but a failed check leaves the stack alone
and falls into the next slot, a BB_BRANCH whose record generates the next
rung for the context before the check (a *side exit*, generated lazily
the first time a check fails). The pass path is not a separate version:
generation goes on in the same block with the checked operands' trees
TYPE_SET, so later uses of the same values need no guard at all."""

from annotator_rules import opcodes as op
from annotator_rules.instructions import GUARDED_BINOP, RAW_OPERATOR
from annotator_rules.types import (T_UNKNOWN, T_FLOAT, T_INT, T_SMALLINT,
                                   T_LIST, T_TUPLE, T_RAWFLOAT, T_RAWINT)
from interpreter.frontend import astnodes as A
from interpreter.tier2 import operands
from interpreter.tier2 import superinstructions
from interpreter.tier2 import unboxing
from interpreter.tier2.ladder import saw_mix
from interpreter.tier2.tier2_records import (K_SIDE, K_OVERFLOW, BranchRecord,
                                       new_record)
from interpreter.tier2.tier2_space import emit
from interpreter.tier2.tier2_stats import T2STATS
from interpreter.tier2.typeprop import propagate

# the operand bits (annotator_rules/instructions.py, RAW_OPERATOR)
BOXED_LEFT = RAW_OPERATOR.boxed_left.put(1)
BOXED_RIGHT = RAW_OPERATOR.boxed_right.put(1)
CHECK_LEFT = RAW_OPERATOR.check_left.put(1)
CHECK_RIGHT = RAW_OPERATOR.check_right.put(1)

# not ** : float ** float may be complex (ladder.rest_form)
FLOAT_OPS = [A.NB_ADD, A.NB_SUBTRACT, A.NB_MULTIPLY, A.NB_TRUE_DIVIDE]
INT_OPS = [A.NB_ADD, A.NB_SUBTRACT, A.NB_MULTIPLY, A.NB_AND, A.NB_OR,
           A.NB_XOR, A.NB_LSHIFT, A.NB_RSHIFT, A.NB_REMAINDER,
           A.NB_FLOOR_DIVIDE]


def _small_or_unknown(t):
    return t == T_UNKNOWN or t == T_SMALLINT or t == T_RAWINT


def _form(code, generic, oparg, t0pc, want_nos, want_tos, nos, tos, ctx):
    """The guarded form for this rung and the checked type of each
    operand, or -1. `nos`/`tos` are the context's types (raw included)."""
    raw_operand = nos == T_RAWFLOAT or tos == T_RAWFLOAT or \
        nos == T_RAWINT or tos == T_RAWINT
    if generic == op.BINARY_OP:
        base = oparg % A.NB_INPLACE
        if want_nos == T_FLOAT and want_tos == T_FLOAT:
            if base in FLOAT_OPS:
                if code.t2.raw_ok and \
                        not unboxing.result_boxed_next(code, t0pc):
                    return op.BINARY_OP_RAW_FLOAT_GUARDED
                return op.BINARY_OP_FLOAT_GUARDED
        elif want_nos == T_INT and want_tos == T_INT and base in INT_OPS:
            # in a loop the result stays a raw int (an int accumulator must
            # not turn into boxed ints for the rest of the loop)
            if code.t2.raw_ok and code.t2.in_loop[t0pc] and \
                    _small_or_unknown(nos) and _small_or_unknown(tos) and \
                    (raw_operand or
                     unboxing.int_result_taken_raw(code, t0pc, ctx)):
                return op.BINARY_OP_RAW_INT_GUARDED
            if not raw_operand:
                return op.BINARY_OP_INT_GUARDED
    elif generic == op.COMPARE_OP:
        if oparg >> 4 > 5:
            return -1
        if want_nos == T_FLOAT and want_tos == T_FLOAT:
            return op.COMPARE_OP_RAW_FLOAT_GUARDED
        if want_nos == T_INT and want_tos == T_INT:
            if not raw_operand:
                return op.COMPARE_OP_INT_GUARDED
            # a raw int beside an int that may be big cannot be read raw
            if nos != T_INT and tos != T_INT:
                return op.COMPARE_OP_RAW_INT_GUARDED
    elif generic == op.BINARY_SUBSCR:
        if want_tos == T_INT and (want_nos == T_LIST or
                                  want_nos == T_TUPLE) and \
                tos != T_RAWFLOAT:
            return op.BINARY_SUBSCR_SEQ_INT_GUARDED
    return -1


def _check_type(want):
    """What a checked operand is known to be once the check passed."""
    if want == T_INT:
        return T_SMALLINT       # W_Int, not a bool and not a big int
    return want


def plan(code, generic, oparg, t0pc, ctx, want_nos, want_tos):
    """The guarded form for rung (want_nos, want_tos) and its oparg, or
    (-1, 0). With a form, the checked operands' trees are TYPE_SET in ctx
    (the caller keeps a copy of the context before, for the side exit)."""
    nos = ctx.type_of(ctx.sp - 2)
    tos = ctx.type_of(ctx.sp - 1)
    form = _form(code, generic, oparg, t0pc, want_nos, want_tos, nos, tos,
                 ctx)
    if form < 0:
        return -1, 0
    if form == op.BINARY_SUBSCR_SEQ_INT_GUARDED:
        arg = want_nos
    elif generic == op.BINARY_OP:
        arg = oparg % A.NB_INPLACE      # the operator, in-place or not
    else:
        arg = oparg
    if nos != T_RAWFLOAT and nos != T_RAWINT:
        arg |= BOXED_LEFT
    if tos != T_RAWFLOAT and tos != T_RAWINT:
        arg |= BOXED_RIGHT
    if (form == op.BINARY_OP_RAW_INT_GUARDED or
            form == op.BINARY_OP_INT_GUARDED) and \
            (arg & 255) in BOOL_INT_OPS and \
            (nos == T_UNKNOWN or tos == T_UNKNOWN) and \
            (nos != T_UNKNOWN or ctx.lone(ctx.sp - 2)) and \
            (tos != T_UNKNOWN or ctx.lone(ctx.sp - 1)):
        arg |= BOOLS_AS_INTS
    if nos == T_UNKNOWN:
        arg |= CHECK_LEFT
        ctx.type_set(ctx.sp - 2, _check_type(want_nos))
    if tos == T_UNKNOWN:
        arg |= CHECK_RIGHT
        ctx.type_set(ctx.sp - 1, _check_type(want_tos))
    T2STATS.guards_emitted += 1
    T2STATS.guards_folded += 1
    return form, arg


# The int forms' `mix`: a checked operand may also be a bool, taken as its
# int (`t += isinstance(x, str)`, `n += a < b`: the check failed on every
# bool and went through the side exit to tier 1's form). Only for an
# operand no other slot shares a tree with (a call's or a comparison's
# result, consumed here): its TYPE_SET to a machine int reaches nothing
# else, where a local that is True would be re-boxed as 1. And only for
# the operators whose result is an int for bools too (True & True is
# True, a bool: not & | ^).
BOOL_INT_OPS = [A.NB_ADD, A.NB_SUBTRACT, A.NB_MULTIPLY, A.NB_LSHIFT,
                A.NB_RSHIFT, A.NB_REMAINDER, A.NB_FLOOR_DIVIDE]


MIX = GUARDED_BINOP.mix.put(1)
BOOLS_AS_INTS = MIX     # (the bit's meaning on the int forms)


def plan_mixed(code, generic, oparg, t0pc, ctx):
    """Where tier 1 saw an int meet a float (ladder.saw_mix) in code
    without unboxing, no rung of one type pair serves the site (so tier
    1's form ran, the loads before it dispatched on their own): the
    checked float operator whose checks also take machine ints as
    floats, not both (`mix`), boxed, its operands readable where they
    live. The form and its oparg, or (-1, 0). The context keeps the
    operands' types (an int stays an int)."""
    if generic != op.BINARY_OP or oparg % A.NB_INPLACE not in FLOAT_OPS \
            or not saw_mix(code, t0pc):
        return -1, 0
    nos = ctx.type_of(ctx.sp - 2)
    tos = ctx.type_of(ctx.sp - 1)
    if not (_mixable(nos) and _mixable(tos)) or \
            (nos != T_UNKNOWN and tos != T_UNKNOWN):
        return -1, 0
    arg = (oparg % A.NB_INPLACE) | BOXED_LEFT | BOXED_RIGHT | MIX
    if nos == T_UNKNOWN:
        arg |= CHECK_LEFT
    if tos == T_UNKNOWN:
        arg |= CHECK_RIGHT
    T2STATS.guards_emitted += 1
    T2STATS.guards_folded += 1
    return op.BINARY_OP_FLOAT_GUARDED, arg


def _mixable(t):
    """An operand type the mixed float form reads (unknown: checked)."""
    return t == T_UNKNOWN or t == T_FLOAT or t == T_SMALLINT


def side_exit_record(code, slot, t0pc, fail_ctx, rung):
    """The record of a side exit whose BB_BRANCH sits at slot + 1."""
    rec = BranchRecord(K_SIDE, slot, t0pc, t0pc, None, t0pc, fail_ctx,
                       rung + 1)
    return new_record(code, rec)


def emit_guarded(code, form, arg, t0pc, ctx, fail_ctx, rung):
    """The guarded instruction and its side exit; ctx (typed by `plan`)
    becomes the context after it."""
    if form == op.BINARY_OP_RAW_INT_GUARDED:
        # like the raw int operators: on overflow the result is boxed and
        # execution continues in a version where it is an int (`record`)
        propagate(ctx, form, arg, code.co_consts_w)
        boxed = ctx.copy()
        boxed.overwrite_fresh(boxed.sp - 1, T_INT)
        rec = BranchRecord(K_OVERFLOW, code.n_tier0 + len(code.t2_origin),
                           t0pc, t0pc + 1, boxed, t0pc + 1, None, 0)
        rec.binop = arg & 255
        index = new_record(code, rec)
        assert GUARDED_BINOP.record.fits(index)
        arg |= GUARDED_BINOP.record.put(index)
        arg |= operands.take_operand_loads(code, t0pc, GUARDED_BINOP,
                                           operands.RAW_INT)
        rec.slot = code.n_tier0 + len(code.t2_origin)
        slot = emit(code, form, arg, t0pc)
    else:
        local = 0
        if form == op.BINARY_OP_FLOAT_GUARDED or \
                form == op.BINARY_OP_RAW_FLOAT_GUARDED:
            # (a raw operand is a raw float)
            local = operands.take_operand_loads(code, t0pc, GUARDED_BINOP,
                                                operands.RAW_FLOAT)
        elif form == op.BINARY_OP_INT_GUARDED:
            local = operands.take_operand_loads(code, t0pc, GUARDED_BINOP)
        elif form == op.BINARY_SUBSCR_SEQ_INT_GUARDED:
            # (a raw index is a raw int; the read of `c[i] op= v` keeps
            # container and index for the store)
            local = operands.take_kept_operands(code, t0pc, False)
            if local == 0:
                local = operands.take_operand_loads(
                    code, t0pc, GUARDED_BINOP, operands.RAW_INT)
        slot = emit(code, form, arg | local, t0pc)
        if local == 0 and form == op.BINARY_OP_RAW_FLOAT_GUARDED:
            superinstructions.fuse_subscript_operator(code, slot)
        # (propagated with arg, without the operand sources of `local`:
        # the context has the operands pushed)
        propagate(ctx, form, arg, code.co_consts_w)
    emit(code, op.BB_BRANCH,
         side_exit_record(code, slot, t0pc, fail_ctx, rung), t0pc)


def side_exit(code, rec, successor):
    """The side exit's BB_BRANCH ran (a check failed): the next rung,
    generated now, and the BB_BRANCH becomes a jump to it (every frame
    reaching it wants that direction)."""
    if rec.t2_fall < 0:
        rec.t2_fall = successor(code, rec.t0_fall, rec.ctx_fall,
                                rec.rung_fall, False)
    s = rec.slot + 1
    code.co_code[2 * s] = op.BB_JUMP
    code.co_code[2 * s + 1] = rec.t2_fall
    return rec.t2_fall
