"""Pure leaf functions run at their call site in tier 2 (issue 6).

A call whose callee is a small straight-line function of int and float
arithmetic on its parameters and constants (`def a_elem(i, j): ij = i +
j; return 1.0 / (ij * (ij + 1) // 2 + i + 1)`) costs a frame, a push and
a pop, boxed arguments and a boxed result, for a few machine operations.
When tier 2 copies such a CALL_PY_EXACT_ARGS and the type context knows
every argument is a (raw or boxed) int or float, the callee's bytecode is
translated into a *pure program*: three-address operations on typed
registers (ints and doubles), one per arithmetic instruction, the loads
and stores resolved at translation. CALL_PY_PURE_FLOAT / _INT runs it and
leaves the result raw: no frame, no objects.

The program has no side effects, so nothing needs undoing when it cannot
finish: an int overflow, a division by zero, an int true division that
is not exact in doubles, another callable in the slot (a rebound global)
or a depth at the recursion limit make the slot call the function the
ordinary way instead, which computes the big int or raises the exception
with the callee's traceback line; execution continues in a continuation
where the result is a boxed object of unknown type (record K_CALL_MISS,
as in raw_calls.py)."""

import sys

from rpython.rlib.rarithmetic import ovfcheck, intmask
from rpython.rlib.objectmodel import always_inline

from annotator_rules import opcodes as op
from annotator_rules.types import (T_SMALLINT, T_RAWINT, T_FLOAT,
                                   T_RAWFLOAT, T_UNKNOWN, T_INT)
from interpreter.frontend import astnodes as A
from interpreter.runtime.function import W_Function
from interpreter.runtime.state import STATE
from interpreter.tier1.quickening import generic_at
from interpreter.tier2.tier2_space import emit
from interpreter.tier2.tier2_records import BranchRecord, K_CALL_MISS, new_record
from interpreter.tier2.tier2_stats import T2STATS
from interpreter.tier2.typeprop import propagate
from objspace.intobject import W_Int, W_Bool, newint
from objspace.floatobject import W_Float, newfloat, float_repr

MAX_OPS = 32        # a leaf this long gains little from skipping the frame
MAX_REGS = 255
MAX_ARGS = 15       # oparg & 15

# argument kinds: where the caller's slot keeps the value (the boxed ones
# are checked at each call: an unknown type is decided in translation)
ARG_INT, ARG_RAW_INT, ARG_FLOAT, ARG_RAW_FLOAT, ARG_UNUSED = 0, 1, 2, 3, 4
ARG_UNKNOWN = 5

# operations: a kind, a destination and two operand registers (of the kind
# each operand has; I2F and ITRUEDIV read int registers and write a float)
(IADD, ISUB, IMUL, IFLOORDIV, IMOD, INEG, ITRUEDIV, I2F,
 FADD, FSUB, FMUL, FDIV, FNEG) = range(13)
OP_NAMES = ["+", "-", "*", "//", "%", "neg", "/", "float", "+", "-", "*",
            "/", "neg"]
INT_OPS = {A.NB_ADD: IADD, A.NB_SUBTRACT: ISUB, A.NB_MULTIPLY: IMUL,
           A.NB_FLOOR_DIVIDE: IFLOORDIV, A.NB_REMAINDER: IMOD,
           A.NB_TRUE_DIVIDE: ITRUEDIV}
FLOAT_OPS = {A.NB_ADD: FADD, A.NB_SUBTRACT: FSUB, A.NB_MULTIPLY: FMUL,
             A.NB_TRUE_DIVIDE: FDIV}
EXACT = 1 << 53     # ints converted to doubles exactly (true division)

K_INT, K_FLOAT, K_PARAM = 0, 1, 2     # register kinds; K_PARAM: undecided


class PureProgram(object):
    """A translated callee. The registers are scratch space of the
    program (never re-entered: it calls nothing); constants sit in
    registers loaded once, which no operation writes."""
    _immutable_fields_ = ["w_func", "code", "nargs", "arg_kinds[*]", "arg_regs[*]",
                          "arg_words[*]", "words[*]", "result_float",
                          "result"]

    def __init__(self, w_func, arg_kinds, arg_regs, b, result_float,
                 result):
        self.w_func = w_func
        # the code it was translated from: the guards also check that the
        # function still has it (f.__code__ may be reassigned)
        self.code = w_func.code
        self.nargs = len(arg_kinds)
        self.arg_kinds = arg_kinds
        self.arg_regs = arg_regs
        self.arg_words = [arg_kinds[k] | max(arg_regs[k], 0) << 4
                          for k in range(len(arg_kinds))]
        # the operations, packed one word each (_word, op_fields): one
        # load in execute, and masked fields need no negative-index
        # fix-ups
        self.words = b.words[:]
        self.iregs = b.iregs[:]
        self.fregs = b.fregs[:]
        self.result_float = result_float
        self.result = result
        self.record = -1
        # with a fused head: per argument the local it is loaded from, or
        # -1 for a constant sitting in its register
        self.sources = None


class _Builder(object):
    """Translation state. A parameter whose type the caller's context does
    not know is K_PARAM until its first arithmetic use decides (from the
    callee's tier-1 form there): its value is then checked at each call."""

    def __init__(self, nparams):
        self.words = []         # the operations (_word)
        self.iregs = []
        self.fregs = []
        self.param_kind = [K_PARAM] * nparams
        self.param_reg = [-1] * nparams
        # common subexpressions: registers are written once (by one
        # operation, or as a constant or a parameter at the start), so an
        # operation on the same registers has the same result: (kind,
        # operands) -> its destination; and int constants by value
        self.done = {}
        self.int_consts = {}

    def reg(self, kind):
        if kind == K_INT:
            self.iregs.append(0)
            return len(self.iregs) - 1
        self.fregs.append(0.0)
        return len(self.fregs) - 1

    def op(self, kind, dkind, a, b):
        """The register holding `a kind b` (b: 0 for one operand), an
        earlier operation's if it computed the same."""
        key = kind | a << 8 | b << 32
        d = self.done.get(key, -1)
        if d >= 0:
            return d
        d = self.reg(dkind)
        self.words.append(_word(kind, d, a, b))
        self.done[key] = d
        return d

    def resolve(self, value):
        kind, r = value
        if kind == K_PARAM and self.param_kind[r] != K_PARAM:
            return (self.param_kind[r], self.param_reg[r])
        return value

    def decide(self, value, kind):
        """An undecided parameter becomes an int or a float."""
        if value[0] != K_PARAM:
            return value
        k = value[1]
        self.param_kind[k] = kind
        self.param_reg[k] = self.reg(kind)
        return (kind, self.param_reg[k])

    def as_float(self, value):
        kind, r = value
        if kind == K_FLOAT:
            return r
        return self.op(I2F, K_FLOAT, r, 0)


def arg_kind(t):
    """The argument kind for a type-context type; ARG_UNKNOWN where the
    callee's code decides, -1 where no program applies."""
    if t == T_SMALLINT:
        return ARG_INT
    if t == T_RAWINT:
        return ARG_RAW_INT
    if t == T_FLOAT:
        return ARG_FLOAT
    if t == T_RAWFLOAT:
        return ARG_RAW_FLOAT
    if t == T_UNKNOWN or t == T_INT:
        return ARG_UNKNOWN
    return -1


def translate(w_func, arg_kinds):
    """The pure program of w_func for arguments of these kinds, or None
    where its code is anything but straight-line arithmetic."""
    code = w_func.code
    nargs = len(arg_kinds)
    if w_func.closure is not None or code.exception_table or \
            code.co_nlocalsplus != code.co_nlocals or \
            code.co_argcount != nargs or code.caches is None:
        return None
    b = _Builder(nargs)
    values = [(-1, -1)] * code.co_nlocals    # (register kind, register)
    for k in range(nargs):
        if arg_kinds[k] == ARG_UNKNOWN:
            values[k] = (K_PARAM, k)
        else:
            kind = K_INT if arg_kinds[k] <= ARG_RAW_INT else K_FLOAT
            values[k] = b.decide((K_PARAM, k), kind)
    stack = []
    i = 0
    while i < code.n_tier0:
        generic = generic_at(code, i)
        opcode = code.co_code[2 * i]
        oparg = code.co_code[2 * i + 1]
        i += 1
        if len(b.words) > MAX_OPS or len(b.iregs) > MAX_REGS or \
                len(b.fregs) > MAX_REGS:
            return None
        if generic == op.NOP:
            continue
        if generic == op.LOAD_FAST or generic == op.LOAD_FAST_CHECK:
            if values[oparg][0] < 0:
                return None     # unbound: the real call raises
            stack.append(values[oparg])
        elif generic == op.STORE_FAST:
            values[oparg] = stack.pop()
        elif generic == op.POP_TOP:
            stack.pop()
        elif generic == op.LOAD_CONST or generic == op.RETURN_CONST:
            value = _constant(b, code.co_consts_w[oparg])
            if value[0] < 0:
                return None
            if generic == op.RETURN_CONST:
                return _finish(w_func, arg_kinds, b, value)
            stack.append(value)
        elif generic == op.BINARY_OP:
            right = b.resolve(stack.pop())
            left = b.resolve(stack.pop())
            if left[0] == K_PARAM or right[0] == K_PARAM:
                left, right = _decide_operands(b, code, i - 1, opcode, left,
                                               right)
                if left[0] < 0:
                    return None
            value = _binary(b, oparg % A.NB_INPLACE, left, right)
            if value[0] < 0:
                return None
            stack.append(value)
        elif generic == op.UNARY_NEGATIVE:
            kind, r = b.resolve(stack.pop())
            if kind == K_PARAM:
                return None
            d = b.op(INEG if kind == K_INT else FNEG, kind, r, 0)
            stack.append((kind, d))
        elif generic == op.RETURN_VALUE:
            value = b.resolve(stack.pop())
            if value[0] == K_PARAM:
                return None
            return _finish(w_func, arg_kinds, b, value)
        else:
            return None
    return None


INT_FORMS = [op.BINARY_OP_ADD_INT, op.BINARY_OP_SUBTRACT_INT,
             op.BINARY_OP_MULTIPLY_INT, op.BINARY_OP_OTHER_INT]
FLOAT_FORMS = [op.BINARY_OP_ADD_FLOAT, op.BINARY_OP_SUBTRACT_FLOAT,
               op.BINARY_OP_MULTIPLY_FLOAT, op.BINARY_OP_TRUE_DIVIDE_FLOAT]


def _decide_operands(b, code, i, opcode, left, right):
    """Undecided parameters among the operands of the BINARY_OP at i take
    the types its tier-1 form saw: both ints (an *_INT form), or floats,
    or with a *_FLOAT form that saw an int mixed with a float, the int
    facing a float operand. (-1, -1) where that does not tell."""
    if opcode in INT_FORMS:
        return b.decide(left, K_INT), b.decide(b.resolve(right), K_INT)
    if opcode not in FLOAT_FORMS:
        return (-1, -1), (-1, -1)
    from interpreter.tier1.quickening import MIXED
    mixed = code.caches[i] is not None and code.caches[i].index == MIXED
    if left[0] == K_PARAM and right[0] == K_PARAM:
        if mixed:
            return (-1, -1), (-1, -1)
        left = b.decide(left, K_FLOAT)
        return left, b.decide(b.resolve(right), K_FLOAT)
    if left[0] == K_PARAM:
        kind = K_INT if mixed and right[0] == K_FLOAT else K_FLOAT
        return b.decide(left, kind), right
    kind = K_INT if mixed and left[0] == K_FLOAT else K_FLOAT
    return left, b.decide(right, kind)


def _constant(b, w_c):
    if isinstance(w_c, W_Int) and not isinstance(w_c, W_Bool):
        r = b.int_consts.get(w_c.intval, -1)
        if r < 0:
            r = b.reg(K_INT)
            b.iregs[r] = w_c.intval
            b.int_consts[w_c.intval] = r
        return (K_INT, r)
    if isinstance(w_c, W_Float):
        r = b.reg(K_FLOAT)
        b.fregs[r] = w_c.floatval
        return (K_FLOAT, r)
    return (-1, -1)


def _binary(b, nb, left, right):
    if left[0] == K_INT and right[0] == K_INT:
        kind = INT_OPS.get(nb, -1)
        if kind < 0:
            return (-1, -1)
        dkind = K_FLOAT if kind == ITRUEDIV else K_INT
        return (dkind, b.op(kind, dkind, left[1], right[1]))
    kind = FLOAT_OPS.get(nb, -1)
    if kind < 0:
        return (-1, -1)
    a = b.as_float(left)
    c = b.as_float(right)
    return (K_FLOAT, b.op(kind, K_FLOAT, a, c))


def _finish(w_func, arg_kinds, b, value):
    """The program; undecided parameters were never used: not loaded."""
    kinds = [0] * len(arg_kinds)
    for k in range(len(arg_kinds)):
        kinds[k] = arg_kinds[k]
        if b.param_kind[k] == K_PARAM:
            kinds[k] = ARG_UNUSED
        elif kinds[k] == ARG_UNKNOWN:
            kinds[k] = ARG_INT if b.param_kind[k] == K_INT else ARG_FLOAT
    return PureProgram(w_func, kinds, b.param_reg[:], b, value[0] == K_FLOAT,
                       value[1])


# --- generation ---

def callee_is_pure(code, i):
    """Whether the CALL at tier-0 position i calls (as tier 1 saw) a
    function that translates: its arguments are best loaded raw."""
    if code.co_code[2 * i] != op.CALL_PY_EXACT_ARGS or code.caches is None:
        return False
    cache = code.caches[i]
    if cache is None or not isinstance(cache.w_obj, W_Function):
        return False
    w_func = cache.w_obj
    assert isinstance(w_func, W_Function)
    nargs = code.co_code[2 * i + 1]
    return nargs <= MAX_ARGS and \
        translate(w_func, [ARG_UNKNOWN] * nargs) is not None


def try_emit(code, opcode, oparg, t0pc, ctx):
    """At a CALL: emits CALL_PY_PURE_* if the callee tier 1 cached there
    translates for the argument types the context knows (True)."""
    if opcode != op.CALL_PY_EXACT_ARGS or not code.t2.raw_ok or \
            oparg > MAX_ARGS:
        return False
    cache = code.caches[t0pc]
    if cache is None or not isinstance(cache.w_obj, W_Function):
        return False
    kinds = [0] * oparg
    for k in range(oparg):
        kinds[k] = arg_kind(ctx.type_of(ctx.sp - oparg + k))
        if kinds[k] < 0:
            return False
    w_func = cache.w_obj
    assert isinstance(w_func, W_Function)
    prog = translate(w_func, kinds)
    if prog is None:
        return False
    pure = code.t2.pure
    pure.append(prog)
    opcode = op.CALL_PY_PURE_FLOAT if prog.result_float else \
        op.CALL_PY_PURE_INT
    arg = (len(pure) - 1) << 4 | oparg
    slot = code.n_tier0 + len(code.t2_origin)
    propagate(ctx, opcode, arg, code.co_consts_w)
    missed = ctx.copy()
    missed.overwrite_fresh(missed.sp - 1, T_UNKNOWN)
    rec = BranchRecord(K_CALL_MISS, slot, t0pc, t0pc + 1, missed, t0pc + 1,
                       None, 0)
    prog.record = new_record(code, rec)
    emit(code, opcode, arg, t0pc)
    T2STATS.pure_sites += 1
    _fuse_head(code, prog, len(pure) - 1, slot)
    return True


LOCAL_LOADS = [op.LOAD_FAST, op.LOAD_FAST_CHECK, op.LOAD_FAST_RAW_INT,
               op.LOAD_FAST_RAW_FLOAT]
CONST_LOADS = [op.LOAD_CONST, op.LOAD_CONST_RAW_INT, op.LOAD_CONST_RAW_FLOAT]


def _fuse_head(code, prog, index, call):
    """`LOAD_GLOBAL_MODULE f; <argument loads>; CALL_PY_PURE_*` in one
    block, each argument a local or a constant: the global load becomes
    LOAD_GLOBAL_PURE_CALL, which while the global is still the function
    reads the arguments where they live, runs the program and skips the
    loads and the call; otherwise it is the plain global load."""
    head = call - prog.nargs - 1
    if head < code.t2.blocks[-1].start or \
            code.co_code[2 * head] != op.LOAD_GLOBAL_MODULE or \
            not code.co_code[2 * head + 1] & 1 or \
            code.co_code[2 * head + 1] >= 1 << 16:
        return
    sources = [0] * prog.nargs
    for k in range(prog.nargs):
        i = head + 1 + k
        opcode = code.co_code[2 * i]
        oparg = code.co_code[2 * i + 1]
        if opcode in LOCAL_LOADS:
            sources[k] = oparg
        elif opcode in CONST_LOADS:
            sources[k] = -1
            if not _preload(prog, k, code.co_consts_w[oparg]):
                return
        else:
            return
    prog.sources = sources
    code.co_code[2 * head] = op.LOAD_GLOBAL_PURE_CALL
    code.co_code[2 * head + 1] |= index << 16


def _preload(prog, k, w_c):
    kind = prog.arg_kinds[k]
    r = prog.arg_regs[k]
    if kind == ARG_UNUSED:
        return True
    if (kind == ARG_INT or kind == ARG_RAW_INT) and \
            isinstance(w_c, W_Int) and not isinstance(w_c, W_Bool):
        prog.iregs[r] = w_c.intval
        return True
    if (kind == ARG_FLOAT or kind == ARG_RAW_FLOAT) and \
            isinstance(w_c, W_Float):
        prog.fregs[r] = w_c.floatval
        return True
    return False


# --- run time ---

def run(frame, code, pc, sp, opcode, oparg):
    """CALL_PY_PURE_* or LOAD_GLOBAL_PURE_CALL at pc - 1: the next pc;
    frame.sp is set."""
    if opcode == op.LOAD_GLOBAL_PURE_CALL:
        return run_head(frame, code, pc, sp, oparg)
    prog = code.t2.pure[(oparg >> 4) & 0xffff]
    stack = frame.locals_w
    base = sp - prog.nargs - 2
    assert base >= 0
    state = STATE
    if stack[base] is prog.w_func and stack[base + 1] is None and \
            prog.w_func.code is prog.code and \
            state.depth < state.recursion_limit and \
            _load_args(prog, stack, frame, base + 2) and execute(prog):
        _push_result(prog, frame, base)
        return pc
    return _missed(frame, code, sp, prog)


def run_head(frame, code, pc, sp, oparg):
    """LOAD_GLOBAL_PURE_CALL at pc - 1: the next pc; frame.sp is set.
    (The masks and asserts spare the C negative-index fix-ups.)"""
    prog = code.t2.pure[(oparg >> 16) & 0xffff]
    i = pc - 1
    assert i >= 0
    cache = code.caches[i]
    w_globals = frame.w_globals
    if w_globals.keys_version != cache.version:
        _renew(code, cache, w_globals, oparg)
    state = STATE
    hit = w_globals.keys_version == cache.version
    if hit and cache.cell.w_value is prog.w_func and \
            prog.w_func.code is prog.code and \
            state.depth < state.recursion_limit and \
            _load_sources(prog, frame) and execute(prog):
        _push_result(prog, frame, sp)
        return pc + prog.nargs + 1
    stack = frame.locals_w
    if hit:
        stack[sp] = cache.cell.w_value
    else:
        from interpreter.runtime.ops_misc import load_global
        stack[sp] = load_global(frame, code.co_names[(oparg & 0xffff) >> 1])
    stack[sp + 1] = None
    frame.sp = sp + 2
    return pc


def _renew(code, cache, w_globals, oparg):
    """A name added to or removed from the module moved its keys version:
    the cache is renewed as tier 1 specialises (without tier 1's miss
    counting, which would rewrite the head into the adaptive form)."""
    cell = w_globals.cell(code.co_names[(oparg & 0xffff) >> 1])
    if cell is not None:
        cache.version = w_globals.keys_version
        cache.cell = cell


@always_inline
def _push_result(prog, frame, base):
    r = prog.result
    assert r >= 0
    if prog.result_float:
        frame.raw_f[base] = prog.fregs[r]
    else:
        frame.raw_i[base] = prog.iregs[r]
    frame.sp = base + 1


def _load_args(prog, stack, frame, first):
    for k in range(prog.nargs):
        if not _load_arg(prog, prog.arg_words[k], stack, frame, first + k):
            return False
    return True


@always_inline
def _load_sources(prog, frame):
    stack = frame.locals_w
    for k in range(prog.nargs):
        i = prog.sources[k]
        if i >= 0 and not _load_arg(prog, prog.arg_words[k], stack, frame,
                                    i):
            return False
    return True


@always_inline
def _load_arg(prog, word, stack, frame, i):
    """An argument (word: its kind | its register << 4) from slot i into
    its register; False if a boxed one is not of its kind."""
    kind = word & 15
    r = (word >> 4) & 255
    if kind == ARG_INT:
        w = stack[i]
        if not isinstance(w, W_Int):
            return False
        prog.iregs[r] = w.intval
    elif kind == ARG_RAW_INT:
        prog.iregs[r] = frame.raw_i[i]
    elif kind == ARG_FLOAT:
        w = stack[i]
        if not isinstance(w, W_Float):
            return False
        prog.fregs[r] = w.floatval
    elif kind == ARG_RAW_FLOAT:
        prog.fregs[r] = frame.raw_f[i]
    return True


@always_inline
def execute(prog):
    """Runs the operations: False where one cannot give Python's result
    on machine values (the real call will). One switch per operation;
    + and - check overflow without raising; register numbers are
    masked (no negative-index fix-ups in the C)."""
    iregs = prog.iregs
    fregs = prog.fregs
    words = prog.words
    for k in range(len(words)):
        w = words[k]
        kind = w & 255
        d = (w >> 8) & WORD_REG
        a = (w >> 24) & WORD_REG
        b = (w >> 40) & WORD_REG
        if kind == IADD:
            x = iregs[a]
            y = iregs[b]
            r = intmask(x + y)
            if (x ^ r) & (y ^ r) < 0:
                return False
            iregs[d] = r
        elif kind == ISUB:
            x = iregs[a]
            y = iregs[b]
            r = intmask(x - y)
            if (x ^ y) & (x ^ r) < 0:
                return False
            iregs[d] = r
        elif kind == FADD:
            fregs[d] = fregs[a] + fregs[b]
        elif kind == FSUB:
            fregs[d] = fregs[a] - fregs[b]
        elif kind == FMUL:
            fregs[d] = fregs[a] * fregs[b]
        elif kind == FDIV:
            y = fregs[b]
            if y == 0.0:
                return False
            fregs[d] = fregs[a] / y
        elif kind == I2F:
            fregs[d] = float(iregs[a])
        elif kind == FNEG:
            fregs[d] = -fregs[a]
        elif not _int_other(iregs, fregs, kind, d, iregs[a], iregs[b]):
            return False
    return True


@always_inline
def _int_other(iregs, fregs, kind, d, x, y):
    """* // % neg / on ints; False where the result is not a machine int
    (or, for /, not exact in doubles)."""
    if kind == ITRUEDIV:
        if y == 0 or not (-EXACT <= x <= EXACT and -EXACT <= y <= EXACT):
            return False
        fregs[d] = float(x) / float(y)
        return True
    if kind == INEG:
        if x == -sys.maxint - 1:
            return False
        iregs[d] = -x
        return True
    if kind != IMUL and y == 0:
        return False
    try:
        if kind == IMUL:
            r = ovfcheck(x * y)
        elif kind == IFLOORDIV:
            r = ovfcheck(x // y)
        else:
            r = ovfcheck(x % y)
    except OverflowError:
        return False
    iregs[d] = r
    return True


WORD_REG = 0xffff


def _word(kind, d, a, b):
    """An operation packed for execute: kind, then the destination and
    the operands in 16 bits each."""
    assert 0 <= d <= WORD_REG and 0 <= a <= WORD_REG and 0 <= b <= WORD_REG
    return kind | d << 8 | a << 24 | b << 40


def op_fields(w):
    """(kind, destination, left, right) of an operation's word, as
    execute reads them."""
    return (w & 255, (w >> 8) & WORD_REG, (w >> 24) & WORD_REG,
            (w >> 40) & WORD_REG)


def _missed(frame, code, sp, prog):
    """The ordinary call, with raw arguments boxed first."""
    from interpreter.tier2.raw_calls import call_missed
    T2STATS.pure_misses += 1
    stack = frame.locals_w
    first = sp - prog.nargs
    for k in range(prog.nargs):
        kind = prog.arg_kinds[k]
        if kind == ARG_RAW_INT:
            stack[first + k] = newint(frame.raw_i[first + k])
        elif kind == ARG_RAW_FLOAT:
            stack[first + k] = newfloat(frame.raw_f[first + k])
    return call_missed(frame, code, sp, prog.nargs, prog.record)


def describe(code, oparg):
    """The disassembler's text for the oparg of CALL_PY_PURE_*."""
    t2 = code.t2
    k = oparg >> 4
    if t2 is None or k >= len(t2.pure):
        return ""
    prog = t2.pure[k]
    return "%s, %d args, %d ops, record %d" % (
        prog.w_func.name, prog.nargs, len(prog.words), prog.record)


def listing(prog):
    """The arguments and constants, then the operations (--dis)."""
    written_i = [False] * len(prog.iregs)
    written_f = [False] * len(prog.fregs)
    args = []
    for k in range(prog.nargs):
        if prog.arg_kinds[k] == ARG_UNUSED:
            args.append("unused")
        elif prog.arg_kinds[k] <= ARG_RAW_INT:
            written_i[prog.arg_regs[k]] = True
            args.append("i%d" % prog.arg_regs[k])
        else:
            written_f[prog.arg_regs[k]] = True
            args.append("f%d" % prog.arg_regs[k])
    for w in prog.words:
        kind, d, _, _ = op_fields(w)
        if _float_result(kind):
            written_f[d] = True
        else:
            written_i[d] = True
    consts = []
    for r in range(len(prog.iregs)):
        if not written_i[r]:
            consts.append("i%d = %d" % (r, prog.iregs[r]))
    for r in range(len(prog.fregs)):
        if not written_f[r]:
            consts.append("f%d = %s" % (r, float_repr(prog.fregs[r])))
    head = "args " + ", ".join(args)
    if consts:
        head += "; constants " + ", ".join(consts)
    lines = [head]
    for w in prog.words:
        kind, d, a, b = op_fields(w)
        fa = "f" if kind >= FADD else "i"
        fd = "f" if _float_result(kind) else "i"
        if kind == INEG or kind == FNEG or kind == I2F:
            lines.append("%s%d = %s %s%d" % (fd, d, OP_NAMES[kind], fa, a))
        else:
            lines.append("%s%d = %s%d %s %s%d" % (fd, d, fa, a,
                                                 OP_NAMES[kind], fa, b))
    return lines


def _float_result(kind):
    return kind >= FADD or kind == I2F or kind == ITRUEDIV
