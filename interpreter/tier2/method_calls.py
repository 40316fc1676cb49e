"""A built-in method called with one argument in one tier-2 dispatch
(nqueens' `used.add(c)`, `diag.discard(row - c)`).

`LOAD_ATTR_METHOD_LOCAL x.m; <the argument>; CALL_BUILTIN_METHOD 1`, the
argument a local (boxed or a raw int) or an int operator on two locals or
a local and a constant, all on one line: the method load becomes
LOAD_ATTR_METHOD_CALL. While
x's type still has the method tier 1 cached and the call site cached the
same built-in (one with a two-argument `method1` entry), the head computes
the argument, calls the method and pushes the result, or drops it when a
POP_TOP follows, skipping the slots after it; otherwise it is the plain
method load and those slots run. Computing the argument has no side
effects (a load, an int operator), so nothing is done twice; where it
raises (`c % 0`) it does so before the call, on the same line."""

from annotator_rules import opcodes as op
from interpreter.tier2.tier2_ops import int_of_locals
from interpreter.runtime.ops_misc import bound_local
from objspace.funcobject import W_BuiltinFunction
from objspace.intobject import newint

ARGUMENTS = [op.LOAD_FAST, op.LOAD_FAST_BOX_INT, op.BINARY_OP_INT_LOCALS,
             op.BINARY_OP_INT_LOCAL_CONST]


def fuse(code, call, t0pc):
    """The CALL_BUILTIN_METHOD just emitted at slot `call` (tier-0 t0pc)."""
    head = call - 2
    c = code.co_code
    if c[2 * call + 1] != 1 or head < code.t2.blocks[-1].start or \
            c[2 * head] != op.LOAD_ATTR_METHOD_LOCAL or \
            c[2 * (head + 1)] not in ARGUMENTS or \
            code.line_at(head) != code.line_at(call) or \
            code.line_at(head + 1) != code.line_at(call):
        return
    w_func = code.caches[call].w_obj
    if not isinstance(w_func, W_BuiltinFunction) or w_func.method1 is None:
        return
    c[2 * head] = op.LOAD_ATTR_METHOD_CALL


def run(frame, code, pc, sp, oparg):
    """LOAD_ATTR_METHOD_CALL at pc - 1: the next pc; frame.sp is set."""
    from interpreter.tier1 import tier1_ops   # (tier1_ops imports tier 2)
    stack = frame.locals_w
    w_obj = bound_local(code, stack, oparg >> 16)
    i = pc - 1
    assert i >= 0
    cache = code.caches[i]
    w_func = cache.w_value
    if tier1_ops.method_guard(cache, w_obj) and \
            code.caches[pc + 1].w_obj is w_func:
        assert isinstance(w_func, W_BuiltinFunction)
        w_arg = _argument(code, frame, pc)
        if w_func.method1 is not None and w_arg is not None:
            w_res = w_func.method1(w_obj, w_arg)
            if code.co_code[2 * (pc + 2)] == op.POP_TOP:
                frame.sp = sp
                return pc + 3
            stack[sp] = w_res
            frame.sp = sp + 1
            return pc + 2
    # the plain LOAD_ATTR_METHOD_LOCAL (as the eval loop does it)
    frame.sp = tier1_ops.method_of_local(code, i, stack, sp, w_obj, oparg)
    return pc


def _argument(code, frame, slot):
    """The value the argument slot would push; None where it would raise
    (an unbound local: the slot itself then raises)."""
    stack = frame.locals_w
    opcode = code.co_code[2 * slot]
    oparg = code.co_code[2 * slot + 1]
    if opcode == op.LOAD_FAST:
        return stack[oparg]
    if opcode == op.LOAD_FAST_BOX_INT:
        return newint(frame.raw_i[oparg])
    return int_of_locals(code, stack, opcode, oparg)
