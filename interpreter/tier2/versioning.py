"""Tier 2: lazy basic block versioning (docs/tier2.md).

A hot code object gets tier-2 code appended to its instruction space:
basic block *versions*, each generated for the *type context* it is
entered with, lazily, when execution first takes an edge to it. A block
copies tier-1 instructions (with a copy of their inline caches) and ends
at a branch, a backward jump or a *type guard*; the branch instruction
generates the successor for the direction taken and, once both exist,
rewrites itself into a plain conditional jump (tier2_ops, eval.py)."""

from annotator_rules import opcodes as op
from annotator_rules.types import (T_UNKNOWN, T_INT, T_FLOAT, T_RANGEITER,
                                   T_SEQITER, T_RAWFLOAT, T_RAWINT,
                                   T_SMALLINT)
from interpreter.frontend import astnodes as A
from interpreter.tier1 import quickening
from interpreter.tier2 import unboxing
from interpreter.runtime.state import STATE
from interpreter.tier1.quickening import GENERIC_OF, generic_at
from interpreter.tier2.typecontext import TypeContext
from objspace.iterobject import W_SeqIterator
from objspace.listobject import W_List
from interpreter.tier2.typeprop import (propagate, RULES, total_count,
                                  type_of_object)
from interpreter.tier2.tier2_space import emit, unemit, last_slot
from interpreter.runtime.frame import NO_RAW, NO_RAW_INT
from interpreter.tier2.tier2_stats import T2STATS, trace_block, trace_instr
from interpreter.tier2.tier2_records import (
    K_COND, K_ITER, K_GUARD, K_BACK, K_OVERFLOW, K_SIDE, K_CMP, K_CALL_MISS,
    K_SEND,
    DONE, GUARDED, FALLBACK, Version, BranchRecord, Tier2Code, new_record)
from interpreter.tier2 import guard_folding
from interpreter.tier2 import superinstructions
from interpreter.tier2 import ladder
from interpreter.tier2 import raw_calls
from interpreter.tier2 import pure_calls
from interpreter.tier2 import method_calls
from interpreter.tier2 import float_lists
from interpreter.tier2 import operands
from interpreter.tier2 import entry_types
from interpreter.tier2 import liveness
from annotator_rules.instructions import (RAW_INT_OPERANDS, COMPARE_BRANCH,
                                          RAW_TRUTH, TRUTH_TEST,
                                          GUARDED_BINOP, RAW_OPERATOR,
                                          CONTAINS_TEST, STORE_SUBSCR_RAW)

MAX_SPACE = 40000       # tier-2 instructions per code object, at most


# --- entering tier 2 ---

OPTIMISABLE_FAMILIES = [op.BINARY_OP, op.COMPARE_OP, op.BINARY_SUBSCR,
                        op.FOR_ITER]
NOT_PRIMITIVE = [op.BINARY_OP_ADD_STR, op.COMPARE_OP_STR,
                 op.COMPARE_OP_STR_JUMP, op.BINARY_SUBSCR_DICT,
                 op.BINARY_OP_PY]
# tier-1 forms that also consume the following instruction: in tier-2
# code they are copied as their family's adaptive form
FUSED = [op.COMPARE_OP_INT_JUMP, op.COMPARE_OP_FLOAT_JUMP,
         op.COMPARE_OP_STR_JUMP]


def _worth_it(code):
    """Tier-1 specialisation as the proxy for primitive types: a code
    object qualifies if one of its arithmetic, comparison, subscript or
    iteration instructions is specialised to a primitive form (or not yet
    decided, when the threshold comes before tier 1's warm-up)."""
    for i in range(code.n_tier0):
        opcode = code.co_code[2 * i]
        fam = GENERIC_OF[opcode]
        if fam in OPTIMISABLE_FAMILIES and opcode not in NOT_PRIMITIVE:
            return True
    return False


def _activate(code):
    if code.t2 is not None:
        return True
    if STATE.max_tier < 2:
        code.hotness = -(1 << 30)
        return False
    if code.caches is None:
        quickening.quicken(code)
    if not _worth_it(code):
        code.hotness = -(1 << 30)
        T2STATS.declined += 1
        return False
    code.t2 = Tier2Code()
    code.t2.live = liveness.compute(code)
    _find_loops(code)
    T2STATS.codes += 1
    T2STATS.t2codes.append(code)
    return True


def _find_loops(code):
    t2 = code.t2
    t2.in_loop = [False] * code.n_tier0
    for i in range(code.n_tier0):
        if GENERIC_OF[code.co_code[2 * i]] == op.JUMP_BACKWARD or \
                code.co_code[2 * i] == op.JUMP_BACKWARD:
            target = i + 1 - code.co_code[2 * i + 1]
            for j in range(max(target, 0), i + 1):
                t2.in_loop[j] = True
            t2.raw_ok = STATE.unboxing
    t2.stored_in_loop = [False] * code.co_nlocalsplus
    for i in range(code.n_tier0):
        if t2.in_loop[i] and (generic_at(code, i) == op.STORE_FAST or
                              generic_at(code, i) == op.DELETE_FAST):
            t2.stored_in_loop[code.co_code[2 * i + 1]] = True


def _entry_context(code, sp):
    size = code.co_nlocalsplus + code.co_stacksize
    return TypeContext(size, code.co_nlocals, code.co_nlocalsplus, sp)


def ensure_raw(frame):
    if not frame.code.t2.raw_ok:
        return
    n = len(frame.locals_w)
    if len(frame.raw_f) < n:
        t2 = frame.code.t2
        k = t2.n_spare - 1
        spare_f = t2.spare_f
        spare_i = t2.spare_i
        if k >= 0 and spare_f is not None and spare_i is not None:
            t2.n_spare = k
            frame.raw_f = spare_f[k]
            frame.raw_i = spare_i[k]
        else:
            frame.raw_f = [0.0] * n
            frame.raw_i = [0] * n


MAX_SPARE_RAW = 32


def recycle_raw(frame):
    """A frame leaves run_frame: once finished, its raw arrays go to its
    code's spares, up to MAX_SPARE_RAW (raw slots are always written
    before they are read, so stale values are fine). Every array of a
    code has its frames' size (len(locals_w)), so any spare fits."""
    t2 = frame.code.t2
    if frame.finished and t2 is not None and \
            t2.n_spare < MAX_SPARE_RAW and \
            len(frame.raw_f) == len(frame.locals_w):
        if t2.spare_f is None or t2.spare_i is None:
            t2.spare_f = [NO_RAW] * MAX_SPARE_RAW
            t2.spare_i = [NO_RAW_INT] * MAX_SPARE_RAW
        k = t2.n_spare
        t2.spare_f[k] = frame.raw_f
        t2.spare_i[k] = frame.raw_i
        t2.n_spare = k + 1
        frame.raw_f = NO_RAW
        frame.raw_i = NO_RAW_INT


def function_entry(frame, sig=0):
    """A hot code object is entered: the pc to start at. sig: what the
    caller's context knew of the arguments (entry_types.py), or 0."""
    code = frame.code
    if not _activate(code):
        return 0
    ensure_raw(frame)
    t2 = code.t2
    if entry_types.applies(code, sig):
        if sig == t2.last_sig:
            return t2.last_entry
        pc = t2.typed_entries.get(sig, -1)
        if pc < 0:
            ctx = entry_types.entry_context(
                _entry_context(code, code.co_nlocalsplus), code, sig)
            pc = successor(code, 0, ctx, 0, False)
            t2.typed_entries[sig] = pc
        t2.last_sig = sig
        t2.last_entry = pc
        return pc
    if t2.entry < 0:
        t2.entry = successor(code, 0, _entry_context(code, code.co_nlocalsplus),
                             0, False)
    return t2.entry


def loop_entry(frame, t0target, sp):
    """A hot backward jump in tier-1 code: continue in the tier-2 version
    of the loop head for an unknown context."""
    code = frame.code
    if not _activate(code):
        return t0target
    ensure_raw(frame)
    return successor(code, t0target, _entry_context(code, sp), 0, False)


# --- versions ---

def find_exact(t2, t0pc, ctx):
    versions = t2.versions.get(t0pc, None)
    if versions is not None:
        for v in versions:
            if v.ctx.same_as(ctx):
                return v
    return None


def successor(code, t0pc, ctx, rung, from_guard):
    """The tier-2 start of the block at t0pc for ctx: an existing version
    of the same context, a new one, or (past the version limit) the
    closest existing version that fits, else the generic one."""
    t2 = code.t2
    liveness.forget_dead(code, t0pc, ctx)     # (generate's ctx: this one)
    if rung > 0:
        return generate(code, t0pc, ctx.copy(), rung, False)
    v = find_exact(t2, t0pc, ctx)
    if v is not None:
        return v.start
    # a guard's pass direction is never widened: its context is what makes
    # the guarded instruction guard-free (and it is bounded by the
    # versions the guard sits in)
    if from_guard or t2.counted.get(t0pc, 0) < STATE.tier2_max_versions - 1:
        return generate(code, t0pc, ctx.copy(), 0, from_guard)
    best = None
    best_d = -1
    versions = t2.versions.get(t0pc, None)
    if versions is not None:
        for v in versions:
            d = v.ctx.conversion_cost(ctx)
            if d >= 0 and (best is None or d < best_d):
                best = v
                best_d = d
    if best is not None:
        if best.ctx.distance_to(ctx) >= 0:
            return best.start
        return _conversion_trampoline(code, t0pc, ctx, best)
    if unboxing.raw_slots(ctx) is not None:
        return _boxing_trampoline(code, t0pc, ctx)
    return generate(code, t0pc, ctx.generic(), 0, False)


def _conversion_trampoline(code, t0pc, ctx, target):
    """Past the version limit, version `target` fits ctx once some values
    are boxed or unboxed: a small block does that and jumps there."""
    start = code.n_tier0 + len(code.t2_origin)
    v = Version(t0pc, ctx.copy(), start, 0)
    code.t2.blocks.append(v)
    unboxing.note_raw(code, ctx)
    for i in range(ctx.sp):
        mine = target.ctx.type_of(i)
        theirs = ctx.type_of(i)
        if mine == theirs:
            continue
        if mine == T_RAWFLOAT:
            emit(code, op.UNBOX_FLOAT, i, t0pc)
        elif mine == T_RAWINT:
            emit(code, op.UNBOX_INT, i, t0pc)
        elif theirs == T_RAWFLOAT:
            emit(code, op.BOX_FLOAT, i, t0pc)
        elif theirs == T_RAWINT:
            emit(code, op.BOX_INT, i, t0pc)
    emit(code, op.BB_JUMP, target.start, t0pc)
    v.end = code.n_tier0 + len(code.t2_origin)
    return start


def _boxing_trampoline(code, t0pc, ctx):
    """Past the version limit with raw values live: box them, then go to
    a version that fits the boxed context."""
    boxed = ctx.copy()
    slots = unboxing.raw_slots(ctx)
    for k in slots:
        boxed.overwrite_fresh(k >> 1, T_SMALLINT if k & 1 else T_FLOAT)
    target = successor(code, t0pc, boxed, 0, False)
    start = code.n_tier0 + len(code.t2_origin)
    v = Version(t0pc, ctx.copy(), start, 0)
    code.t2.blocks.append(v)
    unboxing.note_raw(code, ctx)
    unboxing.box_all(code, ctx, t0pc)
    emit(code, op.BB_JUMP, target, t0pc)
    v.end = code.n_tier0 + len(code.t2_origin)
    return start


def _register(t2, v, from_guard):
    versions = t2.versions.get(v.t0pc, None)
    if versions is None:
        versions = []
        t2.versions[v.t0pc] = versions
    versions.append(v)
    if not from_guard:
        t2.counted[v.t0pc] = t2.counted.get(v.t0pc, 0) + 1


# --- block generation ---

def _emit_copy(code, opcode, oparg, t0pc):
    """Copies a tier-1 instruction with a copy of its inline cache."""
    i = emit(code, opcode, oparg, t0pc)
    cache = code.caches[t0pc]
    if cache is not None:
        code.caches[i] = cache.clone()
    return i


def generate(code, t0pc, ctx, rung, from_guard, register=True):
    """Generates one block version (ctx is owned by the generator) and
    returns where it starts. `register` False: a copy of a version that
    exists (_backward_in_place), which version lookups do not see.
    ctx is an entry context: its dead locals forgotten by the caller
    (successor, backward) or it is generic."""
    t2 = code.t2
    start = code.n_tier0 + len(code.t2_origin)
    if t2.full or len(code.t2_origin) > MAX_SPACE:
        t2.full = True
        T2STATS.fallbacks += 1
        unboxing.note_raw(code, ctx)
        unboxing.box_all(code, ctx, t0pc)
        emit(code, op.BB_EXIT, t0pc, t0pc)
        return start
    v = Version(t0pc, ctx.copy(), start, rung)
    if rung == 0 and register:
        _register(t2, v, from_guard)
    t2.blocks.append(v)
    T2STATS.versions += 1
    if STATE.trace_bbs:
        trace_block(code, v)
    co_code = code.co_code
    first = True
    t2.update_at = -1
    while True:
        opcode = co_code[2 * t0pc]
        oparg = co_code[2 * t0pc + 1]
        generic = GENERIC_OF[opcode]
        if generic < 0:
            generic = opcode
        elif quickening.IS_PAIR[opcode]:
            opcode = generic    # a tier-1 superinstruction: its first part
        r = rung if first else 0
        guarded_here = from_guard and first
        first = False
        if STATE.trace_typeprop:
            trace_instr(code, t0pc, opcode, oparg, ctx)
        unboxing.note_raw(code, ctx)
        if generic == op.NOP:
            t0pc += 1
            continue
        if t0pc == t2.update_at:    # `c[i] op= e`, e emitted
            t0pc = float_lists.finish_update(code, t0pc, ctx)
            continue
        if generic == op.JUMP_FORWARD:
            t0pc += 1 + oparg
            liveness.forget_dead(code, t0pc, ctx)
            existing = find_exact(t2, t0pc, ctx)
            if existing is not None:
                emit(code, op.BB_JUMP, existing.start, t0pc)
                break
            continue
        if generic == op.JUMP_BACKWARD:
            target = t0pc + 1 - oparg
            slot = code.n_tier0 + len(code.t2_origin)
            rec = BranchRecord(K_BACK, slot, t0pc, target, ctx.copy(),
                               target, None, 0)
            emit(code, op.BB_JUMP_BACKWARD_LAZY, new_record(code, rec),
                 t0pc)
            break
        if (generic == op.POP_JUMP_IF_FALSE or
                generic == op.POP_JUMP_IF_TRUE) and ctx.is_raw(ctx.sp - 1):
            # `if n & 1:` on a raw result: its truth read raw, no box
            R = RAW_TRUTH
            arg = R.is_float.put(
                1 if ctx.type_of(ctx.sp - 1) == T_RAWFLOAT else 0)
            if generic == op.POP_JUMP_IF_TRUE:
                arg |= R.jump_if_true.put(1)
            ctx.pop(1)
            _emit_branch(code, K_COND, op.BB_TEST_RAW_TRUTH, arg, t0pc,
                         t0pc + 1 + oparg, ctx.copy(), t0pc + 1, ctx, 0)
            break
        if generic == op.POP_JUMP_IF_FALSE or \
                generic == op.POP_JUMP_IF_TRUE or \
                generic == op.POP_JUMP_IF_NONE or \
                generic == op.POP_JUMP_IF_NOT_NONE:
            unboxing.box_inputs(code, ctx, 1, t0pc)
            ctx.pop(1)
            _emit_branch(code, K_COND, TEST_OF[generic],
                         operands.take_operand_load(code, t0pc, TRUTH_TEST),
                         t0pc, t0pc + 1 + oparg, ctx.copy(), t0pc + 1, ctx,
                         0)
            break
        if generic == op.FOR_ITER:
            _emit_for_iter(code, opcode, oparg, t0pc, ctx, r)
            break
        if generic == op.SEND:
            _emit_send(code, oparg, t0pc, ctx)
            t0pc += 1
            continue
        if generic == op.SWAP:
            raw = ctx.is_raw(ctx.sp - 1) or ctx.is_raw(ctx.sp - oparg)
            emit(code, op.SWAP_RAW if raw else op.SWAP, oparg, t0pc)
            ctx.swap(ctx.sp - 1, ctx.sp - oparg)
            t0pc += 1
            continue
        if generic == op.COPY:
            after = float_lists.try_begin_update(code, t0pc, ctx)
            if after < 0:
                after = superinstructions.fuse_subscr_augmented(code, t0pc,
                                                                ctx)
            if after >= 0:
                t0pc = after
                continue
        if generic == op.COPY:     # only the copied slot is read: no boxing
            copy = op.COPY_RAW if ctx.is_raw(ctx.sp - oparg) else op.COPY
            emit(code, copy, oparg, t0pc)
            propagate(ctx, copy, oparg, code.co_consts_w)
            t0pc += 1
            continue
        if _emit_raw_move(code, generic, oparg, t0pc, ctx):
            t0pc += 1
            continue
        if generic == op.UNPACK_SEQUENCE:
            after = float_lists.try_emit_unpack(code, opcode, oparg, t0pc,
                                                ctx, r)
            if after >= 0:
                t0pc = after
                continue
        if generic == op.STORE_SUBSCR and \
                float_lists.try_emit_store(code, t0pc, ctx):
            t0pc += 1
            continue
        if generic == op.STORE_SUBSCR and \
                ctx.type_of(ctx.sp - 1) == T_RAWINT:
            # a raw index stays raw (`perm[i] = ...`)
            # (a raw int value is stored raw: STORE_SUBSCR_RAW.raw_value)
            S = STORE_SUBSCR_RAW
            if operands.take_store_swaps(code, t0pc, ctx):
                # `c[i] op= v`: container, index, value
                unboxing.note_raw(code, ctx)
                arg = S.kept.put(1)
                if ctx.type_of(ctx.sp - 1) == T_RAWINT:
                    arg |= S.raw_value.put(1)
                else:
                    unboxing.box_slot(code, ctx, ctx.sp - 1, t0pc)
                unboxing.box_slot(code, ctx, ctx.sp - 3, t0pc)
                emit(code, op.STORE_SUBSCR_RAW_INT, arg, t0pc)
            else:
                arg = 0
                if ctx.type_of(ctx.sp - 3) == T_RAWINT:
                    arg = S.raw_value.put(1)
                else:
                    unboxing.box_slot(code, ctx, ctx.sp - 3, t0pc)
                unboxing.box_slot(code, ctx, ctx.sp - 2, t0pc)
                emit(code, op.STORE_SUBSCR_RAW_INT, arg, t0pc)
                operands.take_subscript_sources(code, t0pc)
            propagate(ctx, op.STORE_SUBSCR_RAW_INT, 0, code.co_consts_w)
            t0pc += 1
            continue
        if generic == op.CALL and \
                (raw_calls.try_emit(code, opcode, oparg, t0pc, ctx) or
                 pure_calls.try_emit(code, opcode, oparg, t0pc, ctx)):
            t0pc += 1
            continue
        if generic == op.CONTAINS_OP and \
                _contains_and_branch(code, oparg, t0pc, ctx):
            break
        if generic == op.BINARY_SUBSCR:
            after = float_lists.try_begin_assign(code, t0pc, ctx)
            if after >= 0:      # `c[i] = c[i] op e`: e, then the update
                t0pc = after
                continue
        status = FALLBACK
        if generic == op.BINARY_OP or generic == op.COMPARE_OP or \
                generic == op.BINARY_SUBSCR or generic == op.UNARY_NEGATIVE:
            status = _specialise(code, opcode, generic, oparg, t0pc, ctx, r,
                                 guarded_here)
        if status == GUARDED:
            break
        if status == FALLBACK:
            # (every forward jump is versioned above: its target is
            # generated lazily, never left to the tier-1 code)
            assert op.INSTRUCTIONS[opcode].arg != "jump_fwd"
            unboxing.box_inputs(code, ctx,
                                total_count(RULES[opcode].ins, oparg), t0pc)
            if op.INSTRUCTIONS[generic].arg == "local" and \
                    generic != op.STORE_FAST:
                # a copied instruction reads its local's object (DELETE_FAST
                # tells an unbound local by it, t525): a raw local gets its
                # object first (raw loads and stores are _emit_raw_move's)
                unboxing.box_slot(code, ctx, oparg, t0pc)
            if opcode in FUSED:
                opcode = quickening.ADAPTIVE_OF[generic]
            if not superinstructions.fuse_attribute_load(
                    code, opcode, oparg, t0pc) and not (
                    opcode == op.RETURN_VALUE and
                    superinstructions.fuse_return_local(code, t0pc)):
                slot = _emit_copy(code, opcode, oparg, t0pc)
                if opcode == op.STORE_FAST:
                    superinstructions.fuse_unpack(code, t0pc)
                elif opcode == op.CALL_BUILTIN_METHOD:
                    method_calls.fuse(code, slot, t0pc)
                elif generic == op.CALL and code.caches[slot] is not None:
                    # the argument types a callee's entry may use, if the
                    # copy is (or specialises to) CALL_PY_EXACT_ARGS
                    code.caches[slot].index = \
                        entry_types.call_signature(ctx, oparg)
            propagate(ctx, opcode, oparg, code.co_consts_w)
            if op.ends_flow(generic):
                break
        t0pc += 1
    v.end = code.n_tier0 + len(code.t2_origin)
    quickening.make_pairs(code, v.start, v.end, True)
    return start


TEST_OF = [-1] * op.NUM_OPCODES
TEST_OF[op.POP_JUMP_IF_FALSE] = op.BB_TEST_POP_IF_FALSE
TEST_OF[op.POP_JUMP_IF_TRUE] = op.BB_TEST_POP_IF_TRUE
TEST_OF[op.POP_JUMP_IF_NONE] = op.BB_TEST_POP_IF_NONE
TEST_OF[op.POP_JUMP_IF_NOT_NONE] = op.BB_TEST_POP_IF_NOT_NONE


def _emit_branch(code, kind, test_op, test_arg, t0pc, t0_taken, ctx_taken,
                 t0_fall, ctx_fall, rung_fall):
    slot = emit(code, test_op, test_arg, t0pc)
    rec = BranchRecord(kind, slot, t0pc, t0_taken, ctx_taken, t0_fall,
                       ctx_fall, rung_fall)
    emit(code, op.BB_BRANCH, new_record(code, rec), t0pc)
    # spares for the resolved targets: BB_BRANCH itself stays, for frames
    # that ran the test before the rewrite (a test may call back into
    # this code: __bool__, a generator's next)
    emit(code, op.BB_JUMP, slot, t0pc)
    if kind == K_GUARD or kind == K_CMP or kind == K_COND:
        emit(code, op.BB_JUMP, slot, t0pc)
    return slot


COMPARE_KIND = [-1] * op.NUM_OPCODES
COMPARE_KIND[op.COMPARE_OP_INT_REST] = 0
COMPARE_KIND[op.COMPARE_OP_INT_GUARDED] = 0
COMPARE_KIND[op.COMPARE_OP_FLOAT_REST] = 1
COMPARE_KIND[op.COMPARE_OP_RAW_INT] = 2
COMPARE_KIND[op.COMPARE_OP_RAW_INT_GUARDED] = 2
COMPARE_KIND[op.COMPARE_OP_RAW_FLOAT] = 3
COMPARE_KIND[op.COMPARE_OP_RAW_FLOAT_GUARDED] = 3
# the raw loads a compare of each kind may read its operands from
RAW_LOADS_OF_KIND = [operands.NO_RAW, operands.NO_RAW, operands.RAW_INT,
                     operands.RAW_FLOAT]


def _compare_and_branch(code, form, arg, t0pc, ctx, fail_ctx, rung):
    """A comparison (guard-free, or guarded: fail_ctx is then the context
    for its side exit) whose result only feeds the next instruction's
    truth jump becomes one test, BB_TEST_COMPARE, ending the block (as
    tier 1 fuses COMPARE_OP_*_JUMP). Its oparg: COMPARE_BRANCH's fields;
    the loads of its operands just emitted become its sources
    (operands.take_operand_loads). Guarded, a fifth slot after the test's
    four is the side exit."""
    kind = COMPARE_KIND[form]
    if kind < 0 or t0pc + 1 >= code.n_tier0:
        return False
    nxt = code.co_code[2 * t0pc + 2]
    generic = GENERIC_OF[nxt] if GENERIC_OF[nxt] >= 0 else nxt
    if generic != op.POP_JUMP_IF_FALSE and generic != op.POP_JUMP_IF_TRUE:
        return False
    C = COMPARE_BRANCH
    # (the guarded and raw compares' operator, boxed and checked bits are
    # at COMPARE_BRANCH's places)
    arg = (arg & 0xff0) | C.kind.put(kind)
    if generic == op.POP_JUMP_IF_TRUE:
        arg |= C.jump_if_true.put(1)
    arg |= operands.take_operand_loads(code, t0pc, C, RAW_LOADS_OF_KIND[kind])
    ctx.pop(2)
    jump = t0pc + 1
    slot = _emit_branch(code, K_CMP, op.BB_TEST_COMPARE, arg, jump,
                        jump + 1 + code.co_code[2 * jump + 1], ctx.copy(),
                        jump + 1, ctx, 0)
    if fail_ctx is not None:
        emit(code, op.BB_BRANCH, guard_folding.side_exit_record(
            code, slot + 3, t0pc, fail_ctx, rung), t0pc)
    T2STATS.fused_compares += 1
    return True


def _contains_and_branch(code, oparg, t0pc, ctx):
    """`x in s` whose result only feeds the next instruction's truth jump
    becomes one test, BB_TEST_CONTAINS: no bool object, one dispatch
    less (nqueens' `if c in used`)."""
    if t0pc + 1 >= code.n_tier0:
        return False
    nxt = code.co_code[2 * t0pc + 2]
    generic = GENERIC_OF[nxt] if GENERIC_OF[nxt] >= 0 else nxt
    if generic != op.POP_JUMP_IF_FALSE and generic != op.POP_JUMP_IF_TRUE:
        return False
    unboxing.box_inputs(code, ctx, 2, t0pc)
    T = CONTAINS_TEST
    arg = T.invert.put(oparg)
    if generic == op.POP_JUMP_IF_TRUE:
        arg |= T.jump_if_true.put(1)
    arg |= superinstructions.take_contains_operands(code, t0pc)
    ctx.pop(2)
    jump = t0pc + 1
    _emit_branch(code, K_CMP, op.BB_TEST_CONTAINS, arg, jump,
                 jump + 1 + code.co_code[2 * jump + 1], ctx.copy(), jump + 1,
                 ctx, 0)
    return True


def _emit_guard(code, t0pc, ctx, rung, tos_type, nos_type):
    """A type guard on the top (and second) stack item: passing, the same
    instruction is generated again with the types set; failing, with the
    next rung of the ladder."""
    passed = ctx.copy()
    if tos_type != T_UNKNOWN:
        passed.type_set(ctx.sp - 1, tos_type)
    if nos_type != T_UNKNOWN:
        passed.type_set(ctx.sp - 2, nos_type)
    T2STATS.guards_emitted += 1
    _emit_branch(code, K_GUARD, op.BB_GUARD_TYPE, tos_type | (nos_type << 4),
                 t0pc, t0pc, passed, t0pc, ctx, rung + 1)


def _emit_for_iter(code, opcode, oparg, t0pc, ctx, rung):
    t = ctx.type_of(ctx.sp - 1)
    if t == T_UNKNOWN:
        rungs = ladder.iter_rungs(opcode)
        if rung < len(rungs):
            _emit_guard(code, t0pc, ctx, rung, rungs[rung], T_UNKNOWN)
            return
        T2STATS.ladder_fallthroughs += 1
    elif t == T_RANGEITER or t == T_SEQITER:
        T2STATS.guards_eliminated += 1
    if t == T_SEQITER and rung == 0 and code.t2.raw_ok:
        storage = _raw_list_storage(code, opcode, t0pc, ctx)
        if storage != 0 and unboxing.counter_stays_raw(code, t0pc):
            _emit_raw_list_iter(code, oparg, t0pc, ctx, storage)
            return
    test_op = op.BB_TEST_ITER
    next_type = T_UNKNOWN
    if t == T_RANGEITER and code.t2.raw_ok and \
            unboxing.counter_stays_raw(code, t0pc):
        test_op = op.BB_TEST_ITER_RANGE_RAW
        next_type = T_RAWINT
    elif t == T_RANGEITER:
        test_op = op.BB_TEST_ITER_RANGE
        next_type = T_SMALLINT
    elif t == T_SEQITER:
        test_op = op.BB_TEST_ITER_SEQ
    exited = ctx.copy()
    exited.pop(1)
    ctx.push(next_type)
    _emit_branch(code, K_ITER, test_op, 0, t0pc, t0pc + 1 + oparg, exited,
                 t0pc + 1, ctx, 0)


def _raw_list_storage(code, opcode, t0pc, ctx):
    """The raw storage (quickening.INT_STORAGE, FLOAT_STORAGE) of the list
    the loop at FOR_ITER t0pc iterates, else 0: what tier 1's
    FOR_ITER_LIST first saw, or (tier 1 has not specialised it: a loop
    entered once, whose inner loop made the code hot) the storage of the
    list the frame's iterator is over now. Only where the item goes into
    a local (its uses are then counted as a range counter's:
    counter_stays_raw). A hint: the test checks every item."""
    if generic_at(code, t0pc + 1) != op.STORE_FAST:
        return 0
    if opcode == op.FOR_ITER_LIST:
        return quickening.get_cache(code, t0pc).index
    if opcode != op.FOR_ITER_ADAPTIVE:
        return 0
    w_it = _value_at_block_start(code, t0pc, ctx.sp - 1)
    if isinstance(w_it, W_SeqIterator):
        w_seq = w_it.w_seq
        if isinstance(w_seq, W_List):
            return quickening.storage_of(w_seq)
    return 0


def _value_at_block_start(code, t0pc, slot):
    """The value in stack slot `slot` of the running frame, if t0pc
    starts the version being generated (generation is lazy: the frame is
    at its start), else None."""
    frame = STATE.topframe
    v = code.t2.blocks[-1] if code.t2.blocks else None
    if frame is None or frame.code is not code or v is None or \
            v.t0pc != t0pc or v.start != code.n_tier0 + len(code.t2_origin) \
            or not 0 <= slot < len(frame.locals_w):
        return None
    return frame.locals_w[slot]


def _emit_raw_list_iter(code, oparg, t0pc, ctx, storage):
    """`for x in lst` over an int or float list (rung 0 of a known list
    iterator): BB_TEST_ITER_INT_LIST / _FLOAT_LIST push the items raw;
    the third edge, a side exit after the branch's spare, is rung 1, the
    generic BB_TEST_ITER_SEQ, for a list that is not (or no longer) in
    that storage."""
    fail = ctx.copy()
    exited = ctx.copy()
    exited.pop(1)
    if storage == quickening.FLOAT_STORAGE:
        test_op = op.BB_TEST_ITER_FLOAT_LIST
        ctx.push(T_RAWFLOAT)
    else:
        test_op = op.BB_TEST_ITER_INT_LIST
        ctx.push(T_RAWINT)
    slot = _emit_branch(code, K_ITER, test_op, 0, t0pc, t0pc + 1 + oparg,
                        exited, t0pc + 1, ctx, 0)
    emit(code, op.BB_BRANCH, guard_folding.side_exit_record(
        code, slot + 2, t0pc, fail, 0), t0pc)


def _emit_send(code, oparg, t0pc, ctx):
    """SEND (an await or a `yield from`): BB_SEND, whose finished edge is
    generated when first taken (send_finished); its other edge is the
    YIELD_VALUE that follows, in this block. Raw values are boxed first:
    the frame may suspend at that yield, or be resumed past the loop by
    the generator machinery (generator.finish_yield_from)."""
    unboxing.box_all(code, ctx, t0pc)
    finished = ctx.copy()
    finished.pop(2)
    finished.push(T_UNKNOWN)
    slot = code.n_tier0 + len(code.t2_origin)
    rec = BranchRecord(K_SEND, slot, t0pc, t0pc + 1 + oparg, finished,
                       t0pc + 1, None, 0)
    emit(code, op.BB_SEND, new_record(code, rec), t0pc)
    propagate(ctx, op.SEND, oparg, code.co_consts_w)


# --- guard-free forms, guards (the ladder itself: ladder.py) ---

def _emit_raw_move(code, generic, oparg, t0pc, ctx):
    """Loads and stores of raw values stay raw; a float or small int
    constant feeding arithmetic, a comparison, a subscript or a store is
    loaded raw. False: not handled here."""
    if generic == op.LOAD_FAST or generic == op.LOAD_FAST_CHECK:
        t = ctx.type_of(oparg)
        boxed = (t == T_RAWFLOAT or t == T_RAWINT) and \
            unboxing.needed_as_object(code, t0pc, ctx)
        if t == T_RAWFLOAT:
            raw_op = op.LOAD_FAST_BOX_FLOAT if boxed else \
                op.LOAD_FAST_RAW_FLOAT
        elif t == T_RAWINT:
            raw_op = op.LOAD_FAST_BOX_INT if boxed else op.LOAD_FAST_RAW_INT
        else:
            return False
    elif generic == op.STORE_FAST:
        t = ctx.type_of(ctx.sp - 1)
        if t == T_RAWFLOAT:
            raw_op = op.STORE_FAST_RAW_FLOAT
        elif t == T_RAWINT:
            raw_op = op.STORE_FAST_RAW_INT
        else:
            return False
    elif generic == op.POP_TOP:
        if not ctx.is_raw(ctx.sp - 1):
            return False
        emit(code, op.POP_TOP, 0, t0pc)
        ctx.pop(1)
        return True
    elif generic == op.LOAD_CONST and code.t2.raw_ok:
        t = type_of_object(code.co_consts_w[oparg])
        if t == T_FLOAT:
            raw_op = op.LOAD_CONST_RAW_FLOAT
        elif t == T_SMALLINT:
            raw_op = op.LOAD_CONST_RAW_INT
        else:
            return False
        if t0pc + 1 >= code.n_tier0:
            return False
        if not (t == T_FLOAT and _left_of_raw_local(code, t0pc, ctx)) and \
                not _consumed_raw(code, t, t0pc, ctx):
            return False
    else:
        return False
    if not superinstructions.fuse_store(code, raw_op, oparg, t0pc) and \
            not (raw_op == op.STORE_FAST_RAW_INT and
                 operands.fuse_destination(code, oparg, t0pc)):
        emit(code, raw_op, oparg, t0pc)
    propagate(ctx, raw_op, oparg, code.co_consts_w)
    return True


def _consumed_raw(code, t, t0pc, ctx):
    """The constant at t0pc (of type t) feeds the next instruction, an
    operator, comparison, store or subscript that takes it raw."""
    nxt = generic_at(code, t0pc + 1)
    if nxt != op.BINARY_OP and nxt != op.COMPARE_OP and \
            nxt != op.STORE_FAST and nxt != op.BINARY_SUBSCR:
        return False
    # a raw constant beside an int that may be big would only be
    # boxed again; beside an unknown operand it suits the guarded
    # forms in loops (raw results), a boxed one those outside
    if (nxt == op.BINARY_OP or nxt == op.COMPARE_OP) and ctx.sp > ctx.base:
        left = ctx.type_of(ctx.sp - 1)
        if nxt == op.BINARY_OP and t == T_SMALLINT and \
                left != T_RAWINT and \
                not unboxing.int_result_taken_raw(code, t0pc + 1, ctx):
            return False
        if left == T_INT or (left == T_UNKNOWN and
                             not code.t2.in_loop[t0pc]):
            return False
    return True


def _left_of_raw_local(code, t0pc, ctx):
    """The constant at t0pc is the left operand of arithmetic whose right
    one is a raw local (`0.25 * i`)."""
    if t0pc + 2 >= code.n_tier0:
        return False
    load = generic_at(code, t0pc + 1)
    return (load == op.LOAD_FAST or load == op.LOAD_FAST_CHECK) and \
        ctx.is_raw(code.co_code[2 * t0pc + 3]) and \
        generic_at(code, t0pc + 2) == op.BINARY_OP and \
        code.co_code[2 * t0pc + 5] % A.NB_INPLACE in RAW_FLOAT_OPERATORS


RAW_FLOAT_OPERATORS = [A.NB_ADD, A.NB_SUBTRACT, A.NB_MULTIPLY,
                       A.NB_TRUE_DIVIDE]


def _emit_overflowing(code, raw_op, binop, t0pc, ctx):
    """A raw int operator; its record holds the continuation where the
    result, on overflow, is a boxed int. It is emitted as
    BINARY_OP_RAW_INT_OPERANDS, its operands read from where they live
    (interpreter/tier2/operands.py); past 2**16 records as the plain
    stack form (oparg: the record << 2, and which operands stay boxed)."""
    kinds = (0 if ctx.is_raw(ctx.sp - 2) else 1) | \
        (0 if ctx.is_raw(ctx.sp - 1) else 2)
    propagate(ctx, raw_op, binop, code.co_consts_w)
    boxed = ctx.copy()
    boxed.overwrite_fresh(boxed.sp - 1, T_INT)
    rec = BranchRecord(K_OVERFLOW, -1, t0pc, t0pc + 1, boxed, t0pc + 1,
                       None, 0)
    rec.binop = binop
    index = new_record(code, rec)
    if RAW_INT_OPERANDS.record.fits(index):
        left, right = operands.take_sources(code, t0pc, kinds & 1 != 0,
                                            kinds & 2 != 0)
        rec.slot = emit(code, op.BINARY_OP_RAW_INT_OPERANDS,
                        operands.raw_int_oparg(binop % A.NB_INPLACE, left,
                                               right, index), t0pc)
    else:
        rec.slot = emit(code, raw_op, (index << 2) | kinds, t0pc)


def _emit_float_power(code, power_op, binop, t0pc, ctx, raw):
    """float ** float: its result is a complex for a negative base and a
    non-integral exponent (CPython's float_pow), so the instruction has
    a record like a raw int operator's, whose continuation takes the
    result boxed, of unknown type (power_boxed). Not fused with its
    operands' loads. oparg (RAW_OPERATOR): the operator, which operands
    stay boxed, the record."""
    slot = code.n_tier0 + len(code.t2_origin)
    bits = unboxing.boxed_bits(ctx, False) if raw else 0
    propagate(ctx, power_op, binop, code.co_consts_w)
    boxed = ctx.copy()
    boxed.overwrite_fresh(boxed.sp - 1, T_UNKNOWN)
    rec = BranchRecord(K_OVERFLOW, slot, t0pc, t0pc + 1, boxed, t0pc + 1,
                       None, 0)
    rec.binop = binop
    index = new_record(code, rec)
    emit(code, power_op, RAW_OPERATOR.record.put(index) | bits |
         RAW_OPERATOR.op.put(binop), t0pc)


def power_boxed(frame, index, sp, a, b):
    """A float ** instruction (a ** b) whose result is complex: the result
    goes to the object slot and execution continues in the continuation
    where it is of unknown type."""
    from objspace import operations as ops
    from objspace.floatobject import newfloat
    code = frame.code
    rec = code.t2.records[index]
    frame.locals_w[sp - 1] = ops.binary_op(newfloat(a), newfloat(b),
                                           rec.binop)
    if rec.t2_taken < 0:
        rec.t2_taken = successor(code, rec.t0_taken, rec.ctx_taken, 0,
                                 False)
    return rec.t2_taken


def send_finished(code, index):
    """BB_SEND's receiver finished: the version after the await loop for
    its context, generated now; the BB_SEND becomes a BB_SEND_JUMP to it."""
    rec = code.t2.records[index]
    if rec.t2_taken < 0:
        rec.t2_taken = successor(code, rec.t0_taken, rec.ctx_taken, 0, False)
    code.co_code[2 * rec.slot] = op.BB_SEND_JUMP
    code.co_code[2 * rec.slot + 1] = rec.t2_taken
    return rec.t2_taken


def overflow(frame, index, sp, a, b):
    """A raw int instruction overflowed on operands a and b: the boxed
    result goes to the object slot and execution continues in the boxed
    continuation."""
    from objspace import operations as ops
    from objspace.intobject import newint
    code = frame.code
    rec = code.t2.records[index]
    w_a = newint(a)
    w_b = newint(b)
    frame.locals_w[sp - 1] = ops.binary_op(w_a, w_b, rec.binop)
    if rec.t2_taken < 0:
        rec.t2_taken = successor(code, rec.t0_taken, rec.ctx_taken, 0,
                                 False)
    return rec.t2_taken


def _specialise(code, opcode, generic, oparg, t0pc, ctx, rung, guarded_here):
    if opcode in NOT_PRIMITIVE:
        return FALLBACK
    if generic == op.BINARY_SUBSCR and \
            float_lists.try_emit_read(code, t0pc, ctx, rung):
        return DONE
    unary = generic == op.UNARY_NEGATIVE
    tos = ladder.norm(ctx.type_of(ctx.sp - 1))
    nos = T_UNKNOWN if unary else ladder.norm(ctx.type_of(ctx.sp - 2))
    if generic == op.COMPARE_OP and ((nos == T_FLOAT and tos == T_INT) or
                                     (nos == T_INT and tos == T_FLOAT)):
        # `x < 0` on a float: a float compare if the int is a constant
        if unboxing.exact_int_as_float(
                code, ctx, ctx.sp - 1 if tos == T_INT else ctx.sp - 2, t0pc):
            nos = tos = T_FLOAT
    rest = ladder.rest_form(code, generic, oparg, nos, tos)
    if rest >= 0:
        if not guarded_here:
            T2STATS.guards_eliminated += 1
        if generic == op.BINARY_OP and nos != tos:   # int-float mixes
            unboxing.int_to_raw(code, ctx, ctx.sp - 1, t0pc)
            unboxing.int_to_raw(code, ctx, ctx.sp - 2, t0pc)
        raw = unboxing.raw_form(code, ctx, rest, oparg, t0pc, unary)
        if raw >= 0:
            rest = raw
        else:
            unboxing.box_inputs(code, ctx, 1 if unary else 2, t0pc)
        if op.INSTRUCTIONS[rest].arg == "int_record":
            _emit_overflowing(code, rest, oparg, t0pc, ctx)
        elif rest == op.BINARY_OP_POWER_RAW_FLOAT or \
                rest == op.BINARY_OP_POWER_FLOAT_REST:
            _emit_float_power(code, rest, oparg, t0pc, ctx, raw >= 0)
        else:
            if raw >= 0 and rest != op.BINARY_SUBSCR_SEQ_RAW_INT:
                oparg |= unboxing.boxed_bits(ctx, unary)
            if _compare_and_branch(code, rest, oparg, t0pc, ctx, None, 0):
                return GUARDED
            if not superinstructions.fuse_operand(code, rest, oparg, t0pc) \
                    and not superinstructions.fuse_int_constant(
                        code, rest, oparg, t0pc) \
                    and not superinstructions.fuse_int_locals(
                        code, rest, oparg, t0pc):
                emit(code, rest, oparg, t0pc)
                operands.take_subscript_sources(code, t0pc)
            propagate(ctx, rest, oparg, code.co_consts_w)
        return DONE
    if tos != T_UNKNOWN and (unary or nos != T_UNKNOWN):
        return FALLBACK
    if ladder.tier1_gave_up(code, opcode, t0pc):
        if rung == 0:       # ints meeting floats: one checked mixed form
            fail_ctx = ctx.copy()
            form, arg = guard_folding.plan_mixed(code, generic, oparg, t0pc,
                                                 ctx)
            if form >= 0:
                guard_folding.emit_guarded(code, form, arg, t0pc, ctx,
                                           fail_ctx, rung)
                return DONE
        return FALLBACK
    # walk the ladder: rungs that fit the known types and give a
    # guard-free form; this is rung number `rung` of them
    if rung == 0:
        ladder.hint_first_rung(code, t0pc, STATE.topframe)
    rungs = ladder.fitting_rungs(code, t0pc, nos, tos)
    if 2 * rung < len(rungs):
        want_nos = rungs[2 * rung]
        want_tos = rungs[2 * rung + 1]
        fail_ctx = ctx.copy()
        form, arg = guard_folding.plan(code, generic, oparg, t0pc, ctx,
                                       want_nos, want_tos)
        if form >= 0:
            if _compare_and_branch(code, form, arg, t0pc, ctx, fail_ctx,
                                   rung):
                return GUARDED
            guard_folding.emit_guarded(code, form, arg, t0pc, ctx,
                                       fail_ctx, rung)
            return DONE
        _emit_guard(code, t0pc, ctx, rung,
                    ladder.guard_type(code, want_tos) if tos == T_UNKNOWN
                    else T_UNKNOWN,
                    ladder.guard_type(code, want_nos) if nos == T_UNKNOWN
                    else T_UNKNOWN)
        return GUARDED
    if rung > 0:
        T2STATS.ladder_fallthroughs += 1
    return FALLBACK


# --- executing branches (called by BB_BRANCH and BB_JUMP_BACKWARD_LAZY) ---

RESOLVED_OF = [-1] * op.NUM_OPCODES
RESOLVED_OF[op.BB_TEST_POP_IF_FALSE] = op.BB_POP_JUMP_IF_FALSE
RESOLVED_OF[op.BB_TEST_POP_IF_TRUE] = op.BB_POP_JUMP_IF_TRUE
RESOLVED_OF[op.BB_TEST_POP_IF_NONE] = op.BB_POP_JUMP_IF_NONE
RESOLVED_OF[op.BB_TEST_POP_IF_NOT_NONE] = op.BB_POP_JUMP_IF_NOT_NONE
RESOLVED_OF[op.BB_TEST_ITER] = op.BB_FOR_ITER
RESOLVED_OF[op.BB_TEST_ITER_RANGE] = op.BB_FOR_ITER_RANGE
RESOLVED_OF[op.BB_TEST_ITER_SEQ] = op.BB_FOR_ITER_SEQ
RESOLVED_OF[op.BB_TEST_ITER_RANGE_RAW] = op.BB_FOR_ITER_RANGE_RAW
RESOLVED_OF[op.BB_TEST_ITER_INT_LIST] = op.BB_FOR_ITER_INT_LIST
RESOLVED_OF[op.BB_TEST_ITER_FLOAT_LIST] = op.BB_FOR_ITER_FLOAT_LIST
RESOLVED_OF[op.BB_TEST_RAW_TRUTH] = op.BB_RAW_TRUTH_JUMP
RESOLVED_OF[op.BB_GUARD_TYPE] = op.BB_GUARD_TYPE_JUMP
RESOLVED_OF[op.BB_TEST_COMPARE] = op.BB_COMPARE_JUMP
RESOLVED_OF[op.BB_TEST_CONTAINS] = op.BB_CONTAINS_JUMP


def branch(frame, code, index, taken):
    """BB_BRANCH: the successor for the direction the test chose,
    generated now if needed. The test is then rewritten into its resolved
    jump; a direction not generated yet jumps back to this BB_BRANCH (the
    resolved forms set the test flag too), so a branch that has only ever
    gone one way costs one dispatch, not a call here each time."""
    rec = code.t2.records[index]
    if (rec.kind == K_SIDE or (rec.kind == K_GUARD and not taken)) and \
            rec.t2_fall < 0:
        rec.rung_fall = ladder.fitting_rung(frame, rec)
    if rec.kind == K_SIDE:
        return guard_folding.side_exit(code, rec, successor)
    if taken:
        if rec.t2_taken < 0:
            rec.t2_taken = successor(code, rec.t0_taken, rec.ctx_taken, 0,
                                     rec.kind == K_GUARD)
        target = rec.t2_taken
    else:
        if rec.t2_fall < 0:
            rec.t2_fall = successor(code, rec.t0_fall, rec.ctx_fall,
                                    rec.rung_fall, False)
        target = rec.t2_fall
    co_code = code.co_code
    s = rec.slot
    t2_taken = rec.t2_taken if rec.t2_taken >= 0 else s + 1
    t2_fall = rec.t2_fall if rec.t2_fall >= 0 else s + 1
    if rec.kind == K_GUARD or rec.kind == K_CMP or rec.kind == K_COND:
        co_code[2 * s + 5] = t2_taken
        co_code[2 * s + 7] = t2_fall
    else:
        co_code[2 * s + 1] = t2_taken
        co_code[2 * s + 5] = t2_fall
    resolved = RESOLVED_OF[co_code[2 * s]]
    if resolved >= 0:
        co_code[2 * s] = resolved
    return target


def backward(frame, code, index):
    """BB_JUMP_BACKWARD_LAZY: the loop head's version for this context
    (loop peeling: a context not seen before gets its own version), and
    the jump becomes a plain BB_JUMP to it."""
    rec = code.t2.records[index]
    liveness.forget_dead(code, rec.t0_taken, rec.ctx_taken)
    in_place = rec.slot == last_slot(code) and \
        not _starts_version(code.t2, rec.slot)
    generic_rung = _iterates_past_rungs(frame, code, rec) if in_place else 0
    if generic_rung > 0:
        target = _backward_in_place(code, rec, False, generic_rung)
    elif in_place and \
            _makes_new_version(code, rec.t0_taken, rec.ctx_taken):
        target = _backward_in_place(code, rec, True)
    elif in_place and _short_head(code, rec.t0_taken, rec.ctx_taken):
        target = _backward_in_place(code, rec, False)
    else:
        target = successor(code, rec.t0_taken, rec.ctx_taken, 0, False)
        code.co_code[2 * rec.slot] = op.BB_JUMP
        code.co_code[2 * rec.slot + 1] = target
    rec.t2_taken = target
    return target


def _starts_version(t2, slot):
    """Whether a version starts at slot: a loop of only this jump (`while
    True: pass`), whose loop head is that very version. It keeps its jump
    (a BB_JUMP to itself: the back edge stays a safe point for signals)."""
    for k in range(len(t2.blocks) - 1, -1, -1):
        if t2.blocks[k].start == slot:
            return True
    return False


def _makes_new_version(code, t0pc, ctx):
    """Whether successor() generates a new version for ctx at t0pc (no
    version of that context yet, the version limit not reached), rather
    than an existing version or a trampoline to one. (ctx: its dead
    locals forgotten, by backward.)"""
    t2 = code.t2
    return find_exact(t2, t0pc, ctx) is None and \
        t2.counted.get(t0pc, 0) < STATE.tier2_max_versions - 1


# the most slots a loop head version may have to be copied to the end of
# a loop body (a compare-and-branch or a FOR_ITER is four)
SHORT_HEAD = 6


def _short_head(code, t0pc, ctx):
    """Whether the loop head version of this exact context exists and is
    short enough to be copied (tail duplication). (ctx: as above.)"""
    v = find_exact(code.t2, t0pc, ctx)
    return v is not None and v.end - v.start <= SHORT_HEAD


def _iterates_past_rungs(frame, code, rec):
    """The loop head is a FOR_ITER whose iterator the context does not
    know, and the one this loop runs on has no rung of its ladder (a
    generator, enumerate, zip, a dict's iterator): every iteration would
    go through guards that fail. The iterator is the same object for the
    whole loop, so the back edge can go to the ladder's generic end at
    once; a later run of the loop enters through the guards again. That
    end's rung, else 0."""
    t0 = rec.t0_taken
    ctx = rec.ctx_taken
    if generic_at(code, t0) != op.FOR_ITER or \
            ctx.type_of(ctx.sp - 1) != T_UNKNOWN:
        return 0
    return ladder.past_iter_rungs(code, t0, frame.locals_w[ctx.sp - 1])


def _backward_in_place(code, rec, register, rung=0):
    """The lazy jump is the last slot of the instruction space, so a loop
    head version generated now would start right after it and every
    iteration would dispatch a jump to the next slot: the jump is taken
    back and the version generated in its place (execution goes on there,
    falling in from the block before). Only for a new version of the
    exact context (backward checks it): a trampoline or an existing
    version would leave the slot that the block before falls into
    holding something else (a generalised version without the boxing the
    trampoline does). `register` False: a version of that context exists
    (the loop was entered through it) and is short, a loop test or a
    FOR_ITER, so a copy of it is generated here, unregistered, rather
    than a jump to it: one dispatch less per iteration, and the copy's
    edges go to the same versions as the original's. `rung`: the copy
    is of that rung of the head's ladder (_iterates_past_rungs)."""
    t2 = code.t2
    last = rec.slot
    unemit(code)
    owner = None
    for k in range(len(t2.blocks) - 1, -1, -1):
        v = t2.blocks[k]
        if v.start <= last < v.end:
            owner = v       # (starts before last: _starts_version)
            v.end = last
            break
    # (--dump-bbs draws the loop edge from the block's last slot)
    rec.slot = last - 1 if owner is not None else -1
    target = generate(code, rec.t0_taken, rec.ctx_taken.copy(), rung,
                      False, register)
    assert target == last
    return target
