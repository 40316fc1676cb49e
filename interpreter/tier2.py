"""Tier 2: lazy basic block versioning (docs/tier2.md).

A hot code object gets tier-2 code appended to its instruction space:
basic block *versions*, each generated for the *type context* it is
entered with, lazily, when execution first takes an edge to it. A block
copies tier-1 instructions (with a copy of their inline caches) and ends
at a branch, a backward jump or a *type guard*; the branch instruction
generates the successor for the direction taken and, once both exist,
rewrites itself into a plain conditional jump (tier2_ops, eval.py)."""

from annotator_rules import opcodes as op
from annotator_rules.types import (T_UNKNOWN, T_INT, T_FLOAT, T_LIST,
                                   T_TUPLE, T_RANGEITER, T_SEQITER)
from interpreter import astnodes as A
from interpreter import tier1
from interpreter.state import STATE
from interpreter.tier1 import GENERIC_OF
from interpreter.typecontext import TypeContext
from interpreter.typeprop import propagate
from interpreter.tier2_stats import T2STATS, trace_block, trace_instr

MAX_SPACE = 40000       # tier-2 instructions per code object, at most

K_COND = 0              # BB_TEST_POP_IF_* ; BB_BRANCH
K_ITER = 1              # BB_TEST_ITER* ; BB_BRANCH
K_GUARD = 2             # BB_GUARD_TYPE ; BB_BRANCH ; spare
K_BACK = 3              # BB_JUMP_BACKWARD_LAZY

DONE = 0                # an optimisable instruction was emitted guard-free
GUARDED = 1             # a guard ends the block
FALLBACK = 2            # copy the tier-1 form


class Version(object):
    """A basic block version: tier-0 start, entry context, where its code
    starts in the instruction space."""
    _attrs_ = ("t0pc", "ctx", "start", "end", "rung")

    def __init__(self, t0pc, ctx, start, rung):
        self.t0pc = t0pc
        self.ctx = ctx
        self.start = start
        self.end = start
        self.rung = rung


class BranchRecord(object):
    """A block's ending branch: both directions (tier-0 target, context)
    and, once generated, their tier-2 start."""
    _attrs_ = ("kind", "slot", "t0pc", "t0_taken", "ctx_taken", "t2_taken",
               "t0_fall", "ctx_fall", "t2_fall", "rung_fall")

    def __init__(self, kind, slot, t0pc, t0_taken, ctx_taken, t0_fall,
                 ctx_fall, rung_fall):
        self.kind = kind
        self.slot = slot
        self.t0pc = t0pc
        self.t0_taken = t0_taken
        self.ctx_taken = ctx_taken
        self.t2_taken = -1
        self.t0_fall = t0_fall
        self.ctx_fall = ctx_fall
        self.t2_fall = -1
        self.rung_fall = rung_fall


class Tier2Code(object):
    _attrs_ = ("versions", "counted", "blocks", "records", "entry", "full")

    def __init__(self):
        self.versions = {}      # tier-0 pc -> [Version]
        self.counted = {}       # tier-0 pc -> versions counted for the limit
        self.blocks = []        # every Version, in generation order
        self.records = []       # BranchRecord by BB_BRANCH oparg
        self.entry = -1         # the function-entry version
        self.full = False       # MAX_SPACE reached: no more generation


# --- entering tier 2 ---

OPTIMISABLE_FAMILIES = [op.BINARY_OP, op.COMPARE_OP, op.BINARY_SUBSCR,
                        op.FOR_ITER]
NOT_PRIMITIVE = [op.BINARY_OP_ADD_STR, op.COMPARE_OP_STR,
                 op.BINARY_SUBSCR_DICT]


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
        tier1.quicken(code)
    if not _worth_it(code):
        code.hotness = -(1 << 30)
        T2STATS.declined += 1
        return False
    code.t2 = Tier2Code()
    T2STATS.codes += 1
    T2STATS.t2codes.append(code)
    return True


def _entry_context(code, sp):
    size = code.co_nlocalsplus + code.co_stacksize
    return TypeContext(size, code.co_nlocals, code.co_nlocalsplus, sp)


def function_entry(code):
    """A hot code object is entered: the pc to start at."""
    if not _activate(code):
        return 0
    t2 = code.t2
    if t2.entry < 0:
        t2.entry = successor(code, 0, _entry_context(code, code.co_nlocalsplus),
                             0, False)
    return t2.entry


def loop_entry(code, t0target, sp):
    """A hot backward jump in tier-1 code: continue in the tier-2 version
    of the loop head for an unknown context."""
    if not _activate(code):
        return t0target
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
            d = v.ctx.distance_to(ctx)
            if d >= 0 and (best is None or d < best_d):
                best = v
                best_d = d
    if best is not None:
        return best.start
    return generate(code, t0pc, ctx.generic(), 0, False)


def _register(t2, v, from_guard):
    versions = t2.versions.get(v.t0pc, None)
    if versions is None:
        versions = []
        t2.versions[v.t0pc] = versions
    versions.append(v)
    if not from_guard:
        t2.counted[v.t0pc] = t2.counted.get(v.t0pc, 0) + 1


# --- block generation ---

def emit(code, opcode, oparg, t0pc):
    code.co_code.append(opcode)
    code.co_code.append(oparg)
    code.t2_origin.append(t0pc)
    code.caches.append(None)
    return len(code.t2_origin) - 1 + code.n_tier0


def _emit_copy(code, opcode, oparg, t0pc):
    """Copies a tier-1 instruction with a copy of its inline cache."""
    i = emit(code, opcode, oparg, t0pc)
    cache = code.caches[t0pc]
    if cache is not None:
        code.caches[i] = cache.clone()
    return i


def _new_record(code, rec):
    code.t2.records.append(rec)
    return len(code.t2.records) - 1


def generate(code, t0pc, ctx, rung, from_guard):
    """Generates one block version (ctx is owned by the generator) and
    returns where it starts."""
    t2 = code.t2
    start = code.n_tier0 + len(code.t2_origin)
    if t2.full or len(code.t2_origin) > MAX_SPACE:
        t2.full = True
        T2STATS.fallbacks += 1
        emit(code, op.BB_EXIT, t0pc, t0pc)
        return start
    v = Version(t0pc, ctx.copy(), start, rung)
    if rung == 0:
        _register(t2, v, from_guard)
    t2.blocks.append(v)
    T2STATS.versions += 1
    if STATE.trace_bbs:
        trace_block(code, v)
    co_code = code.co_code
    first = True
    while True:
        opcode = co_code[2 * t0pc]
        oparg = co_code[2 * t0pc + 1]
        generic = GENERIC_OF[opcode]
        if generic < 0:
            generic = opcode
        r = rung if first else 0
        guarded_here = from_guard and first
        first = False
        if STATE.trace_typeprop:
            trace_instr(code, t0pc, opcode, oparg, ctx)
        if generic == op.NOP:
            t0pc += 1
            continue
        if generic == op.JUMP_FORWARD:
            t0pc += 1 + oparg
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
            emit(code, op.BB_JUMP_BACKWARD_LAZY, _new_record(code, rec),
                 t0pc)
            break
        if generic == op.POP_JUMP_IF_FALSE or \
                generic == op.POP_JUMP_IF_TRUE or \
                generic == op.POP_JUMP_IF_NONE or \
                generic == op.POP_JUMP_IF_NOT_NONE:
            ctx.pop(1)
            _emit_branch(code, K_COND, TEST_OF[generic], 0, t0pc,
                         t0pc + 1 + oparg, ctx.copy(), t0pc + 1, ctx, 0)
            break
        if generic == op.FOR_ITER:
            _emit_for_iter(code, opcode, oparg, t0pc, ctx, r)
            break
        if generic == op.SWAP:
            emit(code, opcode, oparg, t0pc)
            ctx.swap(ctx.sp - 1, ctx.sp - oparg)
            t0pc += 1
            continue
        status = FALLBACK
        if generic == op.BINARY_OP or generic == op.COMPARE_OP or \
                generic == op.BINARY_SUBSCR or generic == op.UNARY_NEGATIVE:
            status = _specialise(code, opcode, generic, oparg, t0pc, ctx, r,
                                 guarded_here)
        if status == GUARDED:
            break
        if status == FALLBACK:
            if op.INSTRUCTIONS[opcode].arg == "jump_fwd":
                # a jump we do not version (SEND): its taken edge goes
                # back to the tier-1 code
                i = code.n_tier0 + len(code.t2_origin)
                _emit_copy(code, opcode, t0pc + 1 + oparg - (i + 1), t0pc)
            else:
                _emit_copy(code, opcode, oparg, t0pc)
            propagate(ctx, opcode, oparg, code.co_consts_w)
            if generic == op.RETURN_VALUE or generic == op.RETURN_CONST or \
                    generic == op.RAISE_VARARGS or generic == op.RERAISE:
                break
        t0pc += 1
    v.end = code.n_tier0 + len(code.t2_origin)
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
    emit(code, op.BB_BRANCH, _new_record(code, rec), t0pc)
    if kind == K_GUARD:
        emit(code, op.BB_JUMP, slot, t0pc)      # spare: the fail target


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
        if opcode == op.FOR_ITER_LIST or opcode == op.FOR_ITER_TUPLE:
            ladder = [T_SEQITER, T_RANGEITER]
        else:
            ladder = [T_RANGEITER, T_SEQITER]
        if rung < len(ladder):
            _emit_guard(code, t0pc, ctx, rung, ladder[rung], T_UNKNOWN)
            return
        T2STATS.ladder_fallthroughs += 1
    elif t == T_RANGEITER or t == T_SEQITER:
        T2STATS.guards_eliminated += 1
    test_op = op.BB_TEST_ITER
    next_type = T_UNKNOWN
    if t == T_RANGEITER:
        test_op = op.BB_TEST_ITER_RANGE
        next_type = T_INT
    elif t == T_SEQITER:
        test_op = op.BB_TEST_ITER_SEQ
    exited = ctx.copy()
    exited.pop(1)
    ctx.push(next_type)
    _emit_branch(code, K_ITER, test_op, 0, t0pc, t0pc + 1 + oparg, exited,
                 t0pc + 1, ctx, 0)


# --- the guard ladder and guard-free forms ---

FLOAT_REST = [-1] * A.NB_INPLACE
FLOAT_REST[A.NB_ADD] = op.BINARY_OP_ADD_FLOAT_REST
FLOAT_REST[A.NB_SUBTRACT] = op.BINARY_OP_SUBTRACT_FLOAT_REST
FLOAT_REST[A.NB_MULTIPLY] = op.BINARY_OP_MULTIPLY_FLOAT_REST
FLOAT_REST[A.NB_TRUE_DIVIDE] = op.BINARY_OP_TRUE_DIVIDE_FLOAT_REST
INT_REST = [-1] * A.NB_INPLACE
INT_REST[A.NB_ADD] = op.BINARY_OP_ADD_INT_REST
INT_REST[A.NB_SUBTRACT] = op.BINARY_OP_SUBTRACT_INT_REST
INT_REST[A.NB_MULTIPLY] = op.BINARY_OP_MULTIPLY_INT_REST


def _rest_form(generic, oparg, nos, tos):
    """The guard-free form for known operand types, or -1."""
    if generic == op.BINARY_OP:
        base = oparg % A.NB_INPLACE
        if nos == T_FLOAT and tos == T_FLOAT:
            return FLOAT_REST[base]
        if nos == T_INT and tos == T_INT:
            return INT_REST[base]
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


def _ladder(opcode, generic):
    """The rungs (type of the second item, type of the top item) to try,
    the one tier 1 saw first."""
    if generic == op.BINARY_SUBSCR:
        if opcode == op.BINARY_SUBSCR_TUPLE_INT:
            return [T_TUPLE, T_INT, T_LIST, T_INT]
        return [T_LIST, T_INT, T_TUPLE, T_INT]
    if generic == op.UNARY_NEGATIVE:
        return [T_FLOAT, T_FLOAT]
    if opcode == op.BINARY_OP_ADD_INT or opcode == op.BINARY_OP_SUBTRACT_INT \
            or opcode == op.BINARY_OP_MULTIPLY_INT or \
            opcode == op.COMPARE_OP_INT:
        return [T_INT, T_INT, T_FLOAT, T_FLOAT]
    return [T_FLOAT, T_FLOAT, T_INT, T_INT]


def _specialise(code, opcode, generic, oparg, t0pc, ctx, rung, guarded_here):
    if opcode in NOT_PRIMITIVE:
        return FALLBACK
    unary = generic == op.UNARY_NEGATIVE
    tos = ctx.type_of(ctx.sp - 1)
    nos = T_UNKNOWN if unary else ctx.type_of(ctx.sp - 2)
    rest = _rest_form(generic, oparg, nos, tos)
    if rest >= 0:
        if not guarded_here:
            T2STATS.guards_eliminated += 1
        emit(code, rest, oparg, t0pc)
        propagate(ctx, rest, oparg, code.co_consts_w)
        return DONE
    if tos != T_UNKNOWN and (unary or nos != T_UNKNOWN):
        return FALLBACK
    # walk the ladder: rungs that fit the known types and give a
    # guard-free form, from `rung` on
    ladder = _ladder(opcode, generic)
    k = 0
    i = 0
    while i < len(ladder):
        want_nos = T_UNKNOWN if unary else ladder[i]
        want_tos = ladder[i + 1]
        i += 2
        if (nos != T_UNKNOWN and nos != want_nos) or \
                (tos != T_UNKNOWN and tos != want_tos):
            continue
        if _rest_form(generic, oparg, want_nos, want_tos) < 0:
            continue
        if k == rung:
            _emit_guard(code, t0pc, ctx, rung,
                        want_tos if tos == T_UNKNOWN else T_UNKNOWN,
                        want_nos if nos == T_UNKNOWN else T_UNKNOWN)
            return GUARDED
        k += 1
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
RESOLVED_OF[op.BB_GUARD_TYPE] = op.BB_GUARD_TYPE_JUMP


def branch(code, index, taken):
    """BB_BRANCH: the successor for the direction the test chose,
    generated now if needed; once both exist the test and branch are
    rewritten into the resolved jump."""
    rec = code.t2.records[index]
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
    if rec.t2_taken >= 0 and rec.t2_fall >= 0:
        co_code = code.co_code
        s = rec.slot
        co_code[2 * s] = RESOLVED_OF[co_code[2 * s]]
        if rec.kind == K_GUARD:
            co_code[2 * s + 2] = op.BB_JUMP
            co_code[2 * s + 3] = rec.t2_taken
            co_code[2 * s + 5] = rec.t2_fall
        else:
            co_code[2 * s + 1] = rec.t2_taken
            co_code[2 * s + 2] = op.BB_JUMP
            co_code[2 * s + 3] = rec.t2_fall
    return target


def backward(code, index):
    """BB_JUMP_BACKWARD_LAZY: the loop head's version for this context
    (loop peeling: a context not seen before gets its own version), and
    the jump becomes a plain BB_JUMP to it."""
    rec = code.t2.records[index]
    target = successor(code, rec.t0_taken, rec.ctx_taken, 0, False)
    code.co_code[2 * rec.slot] = op.BB_JUMP
    code.co_code[2 * rec.slot + 1] = target
    return target
