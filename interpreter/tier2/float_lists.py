"""List storage strategies in tier 2 (objspace/listobject.py): a list
holding only floats keeps raw doubles, and tier 2 reads and writes them
raw, with no box.

A subscript site that tier 1 first saw reading a float-storage list
(quickening.FLOAT_STORAGE) gets a first rung, T_FLOATLIST, before the
list and tuple rungs of the ladder: BINARY_SUBSCR_FLOAT_LIST checks in one
dispatch that the container is a list with float storage and the index
an int in range, and pushes the item as a raw float; anything else falls
into its side exit, which generates the next rung for the values seen
(ladder.fitting_rung). The strategy is checked at every read rather than
kept in the type context: any code may switch a list to object storage.

A store of a raw float (`b[3] = b[3] - dx * m`) is STORE_SUBSCR_RAW_FLOAT:
raw into float storage, else boxed and stored by the generic path; it
needs no side exit."""

from annotator_rules import opcodes as op
from annotator_rules.types import (T_UNKNOWN, T_SMALLINT, T_LIST,
                                   T_RAWINT, T_RAWFLOAT, T_FLOATLIST)
from interpreter.tier2 import guard_folding
from interpreter.tier2 import ladder
from interpreter.tier2 import unboxing
from interpreter.tier2.tier2_space import emit
from interpreter.tier2.tier2_stats import T2STATS
from interpreter.tier2.typeprop import propagate

BOXED_INDEX = 512


def try_emit_read(code, t0pc, ctx, rung):
    """BINARY_SUBSCR at t0pc on the rung T_FLOATLIST
    (ladder.reads_float_storage): the raw read and its side exit (True),
    or False."""
    nos = ctx.type_of(ctx.sp - 2)
    tos = ctx.type_of(ctx.sp - 1)
    rungs = ladder.fitting_rungs(code, t0pc, ladder.norm(nos),
                                 ladder.norm(tos))
    if 2 * rung >= len(rungs) or rungs[2 * rung] != T_FLOATLIST:
        return False
    fail_ctx = ctx.copy()
    arg = 0 if tos == T_RAWINT else BOXED_INDEX
    if nos == T_UNKNOWN:
        ctx.type_set(ctx.sp - 2, T_LIST)
    if tos == T_UNKNOWN:
        ctx.type_set(ctx.sp - 1, T_SMALLINT)
    T2STATS.guards_emitted += 1
    T2STATS.guards_folded += 1
    slot = emit(code, op.BINARY_SUBSCR_FLOAT_LIST, arg, t0pc)
    propagate(ctx, op.BINARY_SUBSCR_FLOAT_LIST, arg, code.co_consts_w)
    emit(code, op.BB_BRANCH,
         guard_folding.side_exit_record(code, slot, t0pc, fail_ctx, rung),
         t0pc)
    return True


def try_emit_store(code, t0pc, ctx):
    """STORE_SUBSCR of a raw float (True), or False."""
    if ctx.type_of(ctx.sp - 3) != T_RAWFLOAT:
        return False
    unboxing.box_slot(code, ctx, ctx.sp - 2, t0pc)
    if ctx.type_of(ctx.sp - 1) == T_RAWINT:
        arg = 0
    else:
        unboxing.box_slot(code, ctx, ctx.sp - 1, t0pc)
        arg = BOXED_INDEX
    emit(code, op.STORE_SUBSCR_RAW_FLOAT, arg, t0pc)
    propagate(ctx, op.STORE_SUBSCR_RAW_FLOAT, arg, code.co_consts_w)
    return True
