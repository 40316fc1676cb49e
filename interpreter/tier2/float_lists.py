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
needs no side exit.

An unpack into locals that tier 1 first saw take a float-storage list
(`for [x, y, z] in ...`, `x, y, z = pos`) is UNPACK_SEQUENCE_FLOAT_LIST,
a guarded form like the read: the items go onto the stack raw and the
stores after it keep them raw locals, so the arithmetic on them needs no
box and no guard; another value goes to its side exit, whose version
unpacks as tier 1 does. Up to five items go straight into the raw locals
the stores name (UNPACK_SEQUENCE_FLOAT_LIST_LOCALS): the stores are not
emitted.

The read of `c[i] op= v` keeps container and index for the store: with
`c` a local and `i` an int constant or a raw int local, the read pushes
them itself (BINARY_SUBSCR_FLOAT_LIST_LOCAL_KEEP), so neither their loads
nor the two COPYs are dispatched."""

from annotator_rules import opcodes as op
from annotator_rules.instructions import UNPACK_TO_LOCALS as UFL
from annotator_rules.instructions import (UNPACK_LOCALS_MAX,
                                          unpack_locals_oparg, FLOAT_LIST,
                                          FLOAT_LIST_LOCAL, GUARDED_BINOP,
                                          AUG_FLOAT_LIST)
from annotator_rules.types import (T_UNKNOWN, T_SMALLINT, T_LIST,
                                   T_RAWINT, T_RAWFLOAT, T_INTLIST,
                                   T_FLOATLIST)
from interpreter.tier1 import quickening
from objspace.intobject import W_Int
from objspace.floatobject import W_Float
from interpreter.frontend import astnodes as A
from interpreter.tier2 import guard_folding
from interpreter.tier2 import ladder
from interpreter.tier2 import operands
from interpreter.tier2 import unboxing
from interpreter.tier2.tier2_space import emit
from interpreter.tier2.tier2_stats import T2STATS
from interpreter.tier2.typeprop import propagate
from interpreter.tier2.tier2_space import unemit, last_slot

# (the forms' fields: annotator_rules/instructions.py)
BOXED_INDEX = FLOAT_LIST.boxed_index.put(1)
VALUE_ON_TOP = FLOAT_LIST.value_on_top.put(1)


def try_emit_read(code, t0pc, ctx, rung):
    """BINARY_SUBSCR at t0pc on the rung T_FLOATLIST or T_INTLIST
    (ladder.storage_rung): the raw read and its side exit (True), or
    False."""
    nos = ctx.type_of(ctx.sp - 2)
    tos = ctx.type_of(ctx.sp - 1)
    rungs = ladder.fitting_rungs(code, t0pc, ladder.norm(nos),
                                 ladder.norm(tos))
    if 2 * rung >= len(rungs) or not ladder.is_storage_rung(rungs[2 * rung]):
        return False
    fail_ctx = ctx.copy()
    arg = 0 if tos == T_RAWINT else BOXED_INDEX
    if nos == T_UNKNOWN:
        ctx.type_set(ctx.sp - 2, T_LIST)
    if tos == T_UNKNOWN:
        ctx.type_set(ctx.sp - 1, T_SMALLINT)
    T2STATS.guards_emitted += 1
    T2STATS.guards_folded += 1
    if rungs[2 * rung] == T_INTLIST:
        # (no fused forms: `c[i] op= v` of ints is tier2_ops' in-place
        # update, ladder._augmented_read; the operands may be read where
        # they live)
        # (the container is an object: boxed_left, as its source's load
        # pushes it)
        arg = GUARDED_BINOP.boxed_left.put(1)
        if tos != T_RAWINT:
            arg |= GUARDED_BINOP.boxed_right.put(1)
        emit(code, op.BINARY_SUBSCR_INT_LIST, arg, t0pc)
        operands.take_subscript_sources(code, t0pc)
        propagate(ctx, op.BINARY_SUBSCR_INT_LIST, arg, code.co_consts_w)
        emit(code, op.BB_BRANCH, guard_folding.side_exit_record(
            code, last_slot(code), t0pc, fail_ctx, rung), t0pc)
        return True
    fused = fuse_operands(code, t0pc, op.LOAD_CONST_RAW_INT)
    if fused >= 0:
        slot = fused
        code.co_code[2 * slot] = op.BINARY_SUBSCR_FLOAT_LIST_LOCAL
    elif operands.copies_before(code, t0pc):
        # `c[i] op= v`: the two COPY 2 that keep c and i for the store
        # are done by the read (a failed read has done them too)
        unemit(code)
        unemit(code)
        slot = _fuse_kept(code, t0pc)
        if slot < 0:
            slot = emit(code, op.BINARY_SUBSCR_FLOAT_LIST_KEEP, arg,
                        t0pc - 2)
    else:
        slot = emit(code, op.BINARY_SUBSCR_FLOAT_LIST, arg, t0pc)
    propagate(ctx, op.BINARY_SUBSCR_FLOAT_LIST, arg, code.co_consts_w)
    emit(code, op.BB_BRANCH,
         guard_folding.side_exit_record(code, slot, t0pc, fail_ctx, rung),
         t0pc)
    return True


def try_emit_unpack(code, opcode, oparg, t0pc, ctx, rung):
    """UNPACK_SEQUENCE at t0pc, on the first rung, of a site tier 1 saw
    unpack a float-storage list into the stores after it: the raw unpack
    and its side exit; the tier-0 instruction to go on at (past the
    stores when the unpack does them), or -1."""
    if rung != 0 or not code.t2.raw_ok or \
            opcode != op.UNPACK_SEQUENCE_LIST or oparg < 1:
        return -1
    cache = code.caches[t0pc]
    if cache is None or cache.index != quickening.FLOAT_STORAGE:
        return -1
    t = ctx.type_of(ctx.sp - 1)
    if t != T_UNKNOWN and t != T_LIST:
        return -1
    if t0pc + oparg >= code.n_tier0:
        return -1
    to_locals = oparg <= UNPACK_LOCALS_MAX
    for k in range(1, oparg + 1):
        if quickening.generic_at(code, t0pc + k) != op.STORE_FAST:
            return -1
        if not UFL.local0.fits(code.co_code[2 * (t0pc + k) + 1]):
            to_locals = False
    fail_ctx = ctx.copy()
    after = t0pc + 1
    propagate(ctx, op.UNPACK_SEQUENCE_FLOAT_LIST, oparg, code.co_consts_w)
    if to_locals:
        # the stores are done by the unpack: one dispatch, not 1 + oparg
        locals_ = [code.co_code[2 * (t0pc + 1 + k) + 1]
                   for k in range(oparg)]
        for local in locals_:
            propagate(ctx, op.STORE_FAST_RAW_FLOAT, local, code.co_consts_w)
        after += oparg
        slot = emit(code, op.UNPACK_SEQUENCE_FLOAT_LIST_LOCALS,
                    unpack_locals_oparg(locals_), t0pc)
    else:
        slot = emit(code, op.UNPACK_SEQUENCE_FLOAT_LIST, oparg, t0pc)
    emit(code, op.BB_BRANCH,
         guard_folding.side_exit_record(code, slot, t0pc, fail_ctx, rung),
         t0pc)
    T2STATS.guards_emitted += 1
    T2STATS.guards_folded += 1
    return after


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
    fused = fuse_operands(code, t0pc, op.LOAD_CONST)
    if fused >= 0:
        code.co_code[2 * fused] = op.STORE_SUBSCR_RAW_FLOAT_LOCAL
    else:
        emit(code, op.STORE_SUBSCR_RAW_FLOAT, arg, t0pc)
        _fuse_swaps(code, t0pc, arg)
    propagate(ctx, op.STORE_SUBSCR_RAW_FLOAT, arg, code.co_consts_w)
    return True


# `c[i] op= e` in two dispatches (STORE_SUBSCR_AUG_RAW_FLOAT): the
# in-place operators whose float form cannot raise
UPDATE_OPS = [A.NB_INPLACE + A.NB_ADD, A.NB_INPLACE + A.NB_SUBTRACT,
              A.NB_INPLACE + A.NB_MULTIPLY]
PURE_OPS = [A.NB_ADD, A.NB_SUBTRACT, A.NB_MULTIPLY]


def try_begin_update(code, t0pc, ctx):
    """The first COPY of `c[i] op= e` (COPY 2; COPY 2; BINARY_SUBSCR; e;
    BINARY_OP op; SWAP 3; SWAP 2; STORE_SUBSCR) on a subscript that tier 1
    saw read a float-storage list, with op + - * and e pure raw float
    arithmetic: raw float locals, float constants, + - * (nothing in e can
    raise, call or store, so reading the item after e is not observable).
    The copies and the read are not emitted; where c and i were loaded
    right before from a local and an int constant or raw int local, those
    loads are taken back too. The generator goes on with e (its tier-0
    pc is returned) and, at the operator, finish_update emits the one
    update slot. -1: not this shape, nothing done."""
    from interpreter.tier1.quickening import generic_at
    if not code.t2.raw_ok or ctx.sp - ctx.base < 2 or \
            ctx.is_raw(ctx.sp - 2) or \
            ctx.type_of(ctx.sp - 1) == T_RAWFLOAT:
        return -1
    c = code.co_code
    if generic_at(code, t0pc) != op.COPY or c[2 * t0pc + 1] != 2 or \
            generic_at(code, t0pc + 1) != op.COPY or \
            c[2 * t0pc + 3] != 2 or \
            ladder.storage_rung(code, t0pc + 2) != T_FLOATLIST:
        return -1
    at = _pure_float_end(code, t0pc + 3, ctx)
    if at < 0 or c[2 * at + 1] not in UPDATE_OPS or \
            generic_at(code, at + 1) != op.SWAP or c[2 * at + 3] != 3 or \
            generic_at(code, at + 2) != op.SWAP or c[2 * at + 5] != 2 or \
            generic_at(code, at + 3) != op.STORE_SUBSCR:
        return -1
    U = AUG_FLOAT_LIST
    arg = _take_update_operands(code, t0pc)
    if arg:
        ctx.pop(2)
    elif ctx.type_of(ctx.sp - 1) != T_RAWINT:
        arg = U.boxed_index.put(1)
    code.t2.update_at = at
    code.t2.update_arg = arg
    return t0pc + 3


def try_begin_assign(code, t0pc, ctx):
    """The read of `c[i] = c[i] op e` (LOAD_FAST c; the load of i;
    BINARY_SUBSCR; e; BINARY_OP op; the same two loads; STORE_SUBSCR), i
    an int constant or a raw int local, the loads just emitted, op + - *
    and e as try_begin_update's: the loads are taken back, nothing is
    emitted for the read, and the generator goes on with e (its tier-0 pc
    is returned) to the same update slot, whose generic path applies the
    plain operator. -1: not this shape, nothing done."""
    from interpreter.tier1.quickening import generic_at
    if not code.t2.raw_ok or ctx.sp - ctx.base < 2 or t0pc < 2 or \
            ladder.storage_rung(code, t0pc) != T_FLOATLIST:
        return -1
    c = code.co_code
    at = _pure_float_end(code, t0pc + 1, ctx)
    if at < 0 or c[2 * at + 1] not in PURE_OPS or \
            generic_at(code, at + 3) != op.STORE_SUBSCR:
        return -1
    for k in [1, 2]:        # the store's loads are the read's
        if generic_at(code, at + k) != generic_at(code, t0pc - 3 + k) or \
                c[2 * (at + k) + 1] != c[2 * (t0pc - 3 + k) + 1]:
            return -1
    arg = _take_update_operands(code, t0pc)
    if not arg:
        return -1
    ctx.pop(2)
    code.t2.update_at = at
    code.t2.update_arg = arg | AUG_FLOAT_LIST.assign.put(1)
    return t0pc + 1


def _pure_float_end(code, t0pc, ctx):
    """e from t0pc: the tier-0 pc of the BINARY_OP after it if e is pure
    raw float arithmetic that leaves one value, else -1."""
    from interpreter.tier1.quickening import generic_at
    depth = 0
    i = t0pc
    while i < code.n_tier0:
        g = generic_at(code, i)
        arg = code.co_code[2 * i + 1]
        if g == op.LOAD_FAST and ctx.type_of(arg) == T_RAWFLOAT:
            depth += 1
        elif g == op.LOAD_CONST and \
                type(code.co_consts_w[arg]) is W_Float:
            depth += 1
        elif g == op.BINARY_OP and depth == 1:
            return i if i > t0pc else -1
        elif g == op.BINARY_OP and depth >= 2 and arg in PURE_OPS:
            depth -= 1
        else:
            return -1
        i += 1
    return -1


def _take_update_operands(code, t0pc):
    """The fused bits of the update when the two slots before were `LOAD_
    FAST c` and an int constant's (boxed, or raw for a subscript) or raw
    int local's load for the two tier-0 instructions before t0pc (those
    taken back), else 0."""
    U = AUG_FLOAT_LIST
    last = last_slot(code)
    container = last - 1
    if not _emitted_for(code, container, t0pc - 2, op.LOAD_FAST):
        return 0
    k = code.co_code[2 * last + 1]
    if _emitted_for(code, last, t0pc - 1, op.LOAD_FAST_RAW_INT):
        bits = 0
    elif _emitted_for(code, last, t0pc - 1, op.LOAD_CONST) or \
            _emitted_for(code, last, t0pc - 1, op.LOAD_CONST_RAW_INT):
        w_k = code.co_consts_w[k]
        if type(w_k) is not W_Int:
            return 0
        assert isinstance(w_k, W_Int)
        k = w_k.intval      # (the value in the oparg)
        bits = U.const_index.put(1)
    else:
        return 0
    a = code.co_code[2 * container + 1]
    if not U.container.fits(a) or not U.index.fits(k):
        return 0
    unemit(code)
    unemit(code)
    return bits | U.fused.put(1) | U.container.put(a) | U.index.put(k)


def finish_update(code, t0pc, ctx):
    """The operator of an update try_begin_update or try_begin_assign
    began, e computed: the update slot; the tier-0 pc past the store
    (the operator, then SWAP SWAP STORE_SUBSCR or the two loads and
    STORE_SUBSCR: four instructions either way)."""
    U = AUG_FLOAT_LIST
    binop = code.co_code[2 * t0pc + 1]
    arg = code.t2.update_arg
    if not U.assign.get(arg):
        binop -= A.NB_INPLACE
    arg |= U.op.put(binop)
    code.t2.update_at = -1
    if ctx.type_of(ctx.sp - 1) != T_RAWFLOAT:
        unboxing.box_slot(code, ctx, ctx.sp - 1, t0pc)
        arg |= U.boxed_value.put(1)
    emit(code, op.STORE_SUBSCR_AUG_RAW_FLOAT, arg, t0pc)
    propagate(ctx, op.STORE_SUBSCR_AUG_RAW_FLOAT, arg, code.co_consts_w)
    return t0pc + 4


def _fuse_kept(code, t0pc):
    """The read at t0pc of `c[i] op= v`, its two COPYs taken back: when
    the container and index were pushed by `LOAD_FAST c` and a raw int
    local's load or `LOAD_CONST k` of an int, those loads are taken back
    too and the read does all four (BINARY_SUBSCR_FLOAT_LIST_LOCAL_KEEP:
    one dispatch instead of five, container and index still pushed for
    the store); its slot, else -1."""
    last = last_slot(code)
    if _emitted_for(code, last, t0pc - 3, op.LOAD_CONST) and \
            type(code.co_consts_w[code.co_code[2 * last + 1]]) is not W_Int:
        return -1
    slot = fuse_operands(code, t0pc - 2, op.LOAD_CONST)
    if slot >= 0:
        code.co_code[2 * slot] = op.BINARY_SUBSCR_FLOAT_LIST_LOCAL_KEEP
    return slot


def _fuse_swaps(code, t0pc, arg):
    """`SWAP 3; SWAP 2; STORE_SUBSCR` ends every `c[i] op= v`: the stack
    is container, index, result, and the swaps only put the result
    below. The store just emitted takes the slot of the first swap with
    VALUE_ON_TOP and the swaps go (two dispatches per update, one of
    them a SWAP_RAW outside the eval loop's handlers). The slot keeps the
    first swap's raw map, made for the unswapped stack it runs on."""
    store = last_slot(code)
    first = store - 2
    c = code.co_code
    if not (operands.pair_before(code, t0pc, store - 1, op.SWAP,
                                 op.SWAP_RAW, 3, 2) and
            _emitted_for(code, store, t0pc, op.STORE_SUBSCR_RAW_FLOAT)):
        return
    unemit(code)
    unemit(code)
    c[2 * first] = op.STORE_SUBSCR_RAW_FLOAT
    c[2 * first + 1] = arg | VALUE_ON_TOP
    code.t2_origin[first - code.n_tier0] = t0pc
    code.caches[first] = None


def _emitted_for(code, slot, t0pc, opcode):
    """Whether `slot` holds `opcode` emitted for tier-0 instruction t0pc,
    in the block being generated."""
    k = slot - code.n_tier0
    return k >= 0 and slot >= code.t2.blocks[-1].start and \
        code.t2_origin[k] == t0pc and code.co_code[2 * slot] == opcode


def fuse_operands(code, t0pc, const_load):
    """The subscript at t0pc (not emitted yet) whose container and index
    were just pushed by `LOAD_FAST a` and a raw int local's load or
    `const_load k`: the index load is taken back and the container's
    slot is returned, its oparg naming both operands (the caller sets
    its opcode); else -1. The operands are read where they live: no
    load is dispatched."""
    last = last_slot(code)
    container = last - 1
    if not _emitted_for(code, container, t0pc - 2, op.LOAD_FAST):
        return -1
    if _emitted_for(code, last, t0pc - 1, op.LOAD_FAST_RAW_INT):
        index_bits = 0
    elif _emitted_for(code, last, t0pc - 1, const_load):
        index_bits = FLOAT_LIST_LOCAL.const_index.put(1)
    else:
        return -1
    a = code.co_code[2 * container + 1]
    k = code.co_code[2 * last + 1]
    L = FLOAT_LIST_LOCAL
    if not L.container.fits(a):
        return -1
    unemit(code)
    code.co_code[2 * container + 1] = L.fused.put(1) | index_bits | \
        L.container.put(a) | L.index.put(k)
    return container
