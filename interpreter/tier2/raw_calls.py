"""Calls of float -> float builtins on raw doubles in tier 2 (issue 6):
`math.sqrt(x)`, `sin(x)`, `abs(x)` where the type context knows x is a
float become CALL_RAW_FLOAT_FUNC, which reads x raw (or from its float
object), calls the RPython function behind the builtin
(objspace/modules/mod_math.RAW_UNARY) and leaves the result raw: no box
for the argument, no float object for the result.

The callee is the one tier 1 cached at the CALL_BUILTIN_O being
replaced; the instruction checks the callable is still that object (a
rebound global, another module attribute), else calls it the generic way
and continues in a continuation where the result is a boxed object of
unknown type (record kind K_CALL_MISS, generated lazily like an overflow
continuation). Domain and range errors raise as the builtin does."""

from annotator_rules import opcodes as op
from annotator_rules.instructions import RAW_OPERATOR
from annotator_rules.types import T_FLOAT, T_RAWFLOAT, T_UNKNOWN
from interpreter.tier2.tier2_space import emit
from interpreter.tier2.tier2_records import BranchRecord, K_CALL_MISS, new_record
from interpreter.tier2.typeprop import propagate
from objspace.funcobject import W_BuiltinFunction
from objspace.floatobject import newfloat
from interpreter.tier2.tier2_ops import f_left
from objspace.modules.mod_math import RAW_UNARY

# CALL_RAW_FLOAT_FUNC's oparg is a RAW_OPERATOR's: `op` the function
# (mod_math.RAW_UNARY), boxed_left its argument's, `record` the version
# that takes a call that is not of that function (call_missed)
R = RAW_OPERATOR


def try_emit(code, opcode, oparg, t0pc, ctx):
    """At a CALL: emits CALL_RAW_FLOAT_FUNC if it applies (True)."""
    if opcode != op.CALL_BUILTIN_O or oparg != 1 or not code.t2.raw_ok:
        return False
    cache = code.caches[t0pc]
    if cache is None:
        return False
    w_fn = cache.w_obj
    if not isinstance(w_fn, W_BuiltinFunction) or w_fn.raw_float < 0:
        return False
    t = ctx.type_of(ctx.sp - 1)
    if t != T_FLOAT and t != T_RAWFLOAT:
        return False
    arg = R.op.put(w_fn.raw_float) | R.boxed_left.put(1 if t == T_FLOAT else 0)
    slot = code.n_tier0 + len(code.t2_origin)
    propagate(ctx, op.CALL_RAW_FLOAT_FUNC, 0, code.co_consts_w)
    missed = ctx.copy()
    missed.overwrite_fresh(missed.sp - 1, T_UNKNOWN)
    rec = BranchRecord(K_CALL_MISS, slot, t0pc, t0pc + 1, missed, t0pc + 1,
                       None, 0)
    i = emit(code, op.CALL_RAW_FLOAT_FUNC,
             R.record.put(new_record(code, rec)) | arg, t0pc)
    code.caches[i] = cache.clone()
    return True


def run(frame, code, pc, sp, oparg):
    """CALL_RAW_FLOAT_FUNC at pc - 1 with the stack callable, NULL, x:
    the next pc; frame.sp is set."""
    stack = frame.locals_w
    raw_f = frame.raw_f
    base = sp - 3
    assert base >= 0
    if stack[base] is code.caches[pc - 1].w_obj and stack[base + 1] is None:
        x = f_left(stack, raw_f, sp - 1, oparg)
        raw_f[base] = RAW_UNARY[R.op.get(oparg)](x)
        frame.sp = base + 1
        return pc
    return _missed(frame, code, sp, oparg)


def _missed(frame, code, sp, oparg):
    if not R.boxed_left.get(oparg):
        frame.locals_w[sp - 1] = newfloat(frame.raw_f[sp - 1])
    return call_missed(frame, code, sp, 1, R.record.get(oparg))


def call_missed(frame, code, sp, nargs, record):
    """A tier-2 call slot found another callable (or, pure_calls.py, a
    result it cannot compute): the ordinary call of what is on the stack,
    arguments boxed; returns the continuation of record (K_CALL_MISS)."""
    from interpreter.runtime import ops_calls
    from interpreter.runtime import ops_misc
    from interpreter.tier2.versioning import successor
    stack = frame.locals_w
    frame.sp = sp
    w_res = ops_calls.call(stack, sp, nargs, None)
    frame.sp = ops_misc.finish_call(stack, sp, nargs, w_res)
    rec = code.t2.records[record]
    if rec.t2_taken < 0:
        rec.t2_taken = successor(code, rec.t0_taken, rec.ctx_taken, 0, False)
    return rec.t2_taken
