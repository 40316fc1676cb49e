"""Tier-2 bookkeeping shared by the generator modules: block versions,
branch records (what a BB_BRANCH, a backward jump, a side exit or an
overflowing raw int instruction generates when executed) and the
per-code tier-2 state."""

K_COND = 0              # BB_TEST_POP_IF_* ; BB_BRANCH ; spare ; spare
K_ITER = 1              # BB_TEST_ITER* ; BB_BRANCH
K_GUARD = 2             # BB_GUARD_TYPE ; BB_BRANCH ; spare
K_BACK = 3              # BB_JUMP_BACKWARD_LAZY
K_OVERFLOW = 4          # a raw int instruction's boxed continuation
K_SIDE = 5              # a guarded instruction ; BB_BRANCH (its side exit)
K_CMP = 6               # BB_TEST_COMPARE ; BB_BRANCH ; spare ; spare
K_CALL_MISS = 7         # CALL_RAW_FLOAT_FUNC's, CALL_PY_PURE_*'s: the real call
K_SEND = 8              # BB_SEND: the code after an await whose receiver ended

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
               "t0_fall", "ctx_fall", "t2_fall", "rung_fall", "binop")

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
        self.binop = 0          # K_OVERFLOW: the operator


class Tier2Code(object):
    _attrs_ = ("versions", "counted", "blocks", "records", "entry", "full",
               "raw_at", "cur_raw", "raw_ok", "in_loop", "stored_in_loop",
               "spare_f", "spare_i", "n_spare", "pure", "typed_entries", "last_sig",
               "last_entry", "live", "global_reads", "attr_reads",
               "first_rungs", "update_at", "update_arg")

    def __init__(self):
        self.versions = {}      # tier-0 pc -> [Version]
        self.counted = {}       # tier-0 pc -> versions counted for the limit
        self.blocks = []        # every Version, in generation order
        self.records = []       # BranchRecord by BB_BRANCH oparg
        self.entry = -1         # the function-entry version
        self.full = False       # MAX_SPACE reached: no more generation
        # the raw map: for each tier-2 instruction, the slots holding raw
        # values when it starts (None: none), for exceptions
        self.raw_at = []
        self.cur_raw = None
        # unboxing pays in loops: code without one keeps values boxed
        # (and its frames need no raw arrays)
        self.raw_ok = False
        self.in_loop = [False] * 0     # per tier-0 pc: inside a loop
        self.stored_in_loop = [False] * 0   # per local: assigned in one
        # the raw arrays of frames that returned, for the next calls
        # (versioning.ensure_raw; a recursive function with a loop would
        # otherwise allocate two arrays per call): a stack of n_spare, so
        # recursion reuses them at every depth. Fixed arrays (made on the
        # first return), not lists: RPython's append and pop resize.
        self.spare_f = None
        self.spare_i = None
        self.n_spare = 0
        self.pure = []          # CALL_PY_PURE_*'s programs (pure_calls.py)
        # entry versions keyed by argument types (entry_types.py): signature
        # -> start, and the last one looked up
        self.typed_entries = {}
        self.last_sig = 0
        self.last_entry = -1
        # the live locals of each tier-0 instruction (liveness.py), or None
        self.live = None
        # the module globals operators read where they live (operand
        # source 4, sources.global_source), by their source index
        self.global_reads = []
        # the instance attributes of locals they read (source 5,
        # sources.attr_source), likewise
        self.attr_reads = []
        # tier-0 pc -> the rung its ladder tries first, for sites tier 1
        # had not specialised (ladder.hint_first_rung)
        self.first_rungs = {}
        # an update `c[i] op= e` being generated (float_lists.try_begin_
        # update): the tier-0 pc of its operator, where the update slot is
        # emitted once e is, and that slot's oparg so far; -1: none
        self.update_at = -1
        self.update_arg = 0


class GlobalRead(object):
    """A module global an operator reads itself (its LOAD_GLOBAL_MODULE
    taken back: operands.take_operand_loads): the global's cell while the
    globals' keys_version is `version` (tier 1's discipline for the load,
    moduleobject.GlobalCell), refilled from the frame's globals on a
    miss; `name` its name."""
    _attrs_ = ("version", "cell", "name")

    def __init__(self, version, cell, name):
        self.version = version
        self.cell = cell
        self.name = name



class AttrRead(object):
    """An attribute of a local an operator reads itself (its
    LOAD_ATTR_INSTANCE_LOCAL taken back: operands.take_operand_loads):
    `local`'s attribute `name`, read from the instance's storage while
    the receiver passes `cache`'s guard (tier1_ops.instance_guard: the
    map, the class where a data descriptor may shadow it, the descriptor
    epoch). `cache` is the load's own inline cache, which a miss counts
    down and refills (cache_refill.instance_attr_missed)."""
    _attrs_ = ("local", "name", "cache")
    _immutable_fields_ = ("local", "name", "cache")

    def __init__(self, local, name, cache):
        self.local = local
        self.name = name
        self.cache = cache


def new_record(code, rec):
    code.t2.records.append(rec)
    return len(code.t2.records) - 1
