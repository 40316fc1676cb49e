"""A call of a global Python function in one tier-2 dispatch (fib's
`fib(n - 1)`).

`LOAD_GLOBAL_MODULE f; <arguments>; CALL_PY_EXACT_ARGS n`, each argument
one side-effect-free slot (a local, a constant, an int operator on locals
and constants), all on one line: the global load becomes
LOAD_GLOBAL_PY_CALL (oparg: the global's oparg | n << 16). While the
global is still the function the call site cached, and it takes n
arguments by copying and runs in its caller's loop, the head fills the
callee's frame from the locals and constants and switches to it (the
caller resumes after the CALL slot), skipping the loads, the pushes and
the CALL's own checks. Otherwise it is the plain global load and the
slots after it run. The eval loop treats it as a call
(tier1_ops.enter_callee returns the callee, or the caller itself, ready
to go on)."""

from annotator_rules import opcodes as op
from interpreter.frame import new_frame
from interpreter.function import W_Function
from interpreter.tier2_ops import int_op
from interpreter.pure_calls import renew_global
from objspace.intobject import newint
from objspace.floatobject import newfloat

ARGUMENTS = [op.LOAD_FAST, op.LOAD_CONST, op.LOAD_FAST_BOX_INT,
             op.LOAD_FAST_BOX_FLOAT, op.BINARY_OP_INT_LOCAL_CONST,
             op.BINARY_OP_INT_LOCALS]
MAX_ARGS = 15


def fuse(code, call):
    """The CALL_PY_EXACT_ARGS just emitted at slot `call`."""
    c = code.co_code
    nargs = c[2 * call + 1]
    head = call - nargs - 1
    if nargs > MAX_ARGS or head < code.t2.blocks[-1].start or \
            c[2 * head] != op.LOAD_GLOBAL_MODULE or \
            not c[2 * head + 1] & 1 or c[2 * head + 1] >= 1 << 16:
        return
    w_func = code.caches[call].w_obj
    if not isinstance(w_func, W_Function) or \
            w_func.code.inline_argcount != nargs:
        return
    line = code.line_at(call)
    for slot in range(head, call):
        if code.line_at(slot) != line or \
                (slot > head and c[2 * slot] not in ARGUMENTS):
            return
    c[2 * head] = op.LOAD_GLOBAL_PY_CALL
    c[2 * head + 1] |= nargs << 16


def enter(frame, code, i, stack, sp, oparg):
    """LOAD_GLOBAL_PY_CALL at slot i: the callee's frame, switched to, or
    the caller itself after the plain global load (pc and sp set)."""
    from interpreter import inline_calls     # (it imports tier 2)
    nargs = (oparg >> 16) & 15
    cache = code.caches[i]
    w_globals = frame.w_globals
    if w_globals.version != cache.version:
        renew_global(code, cache, w_globals, oparg)
    call = i + nargs + 1
    w_func = cache.w_value
    if w_globals.version == cache.version and \
            w_func is code.caches[call].w_obj:
        assert isinstance(w_func, W_Function)
        callee = new_frame(w_func.code, w_func.w_globals, w_func.closure)
        locals_w = callee.locals_w
        k = 0
        while k < nargs:
            w_arg = _argument(code, frame, i + 1 + k)
            if w_arg is None:       # an unbound local: the slots raise
                break
            locals_w[k] = w_arg
            k += 1
        if k == nargs:
            frame.pc = call         # the return goes on after the CALL
            inline_calls.push(frame, callee, sp + nargs + 2, nargs)
            return callee
    if w_globals.version == cache.version:
        stack[sp] = w_func
    else:
        from interpreter.ops_misc import load_global
        stack[sp] = load_global(frame, code.co_names[(oparg & 0xffff) >> 1])
    stack[sp + 1] = None
    frame.sp = sp + 2
    frame.pc = i + 1
    return frame


def _argument(code, frame, slot):
    """What the argument slot would push; None for an unbound local."""
    stack = frame.locals_w
    opcode = code.co_code[2 * slot]
    oparg = code.co_code[2 * slot + 1]
    if opcode == op.LOAD_FAST:
        return stack[oparg]
    if opcode == op.LOAD_CONST:
        return code.co_consts_w[oparg]
    if opcode == op.LOAD_FAST_BOX_INT:
        return newint(frame.raw_i[oparg])
    if opcode == op.LOAD_FAST_BOX_FLOAT:
        return newfloat(frame.raw_f[oparg])
    w_a = stack[oparg >> 16]
    if opcode == op.BINARY_OP_INT_LOCAL_CONST:
        w_b = code.co_consts_w[(oparg >> 5) & 2047]
    else:
        w_b = stack[(oparg >> 5) & 2047]
    if w_a is None or w_b is None:
        return None
    return int_op(w_a, w_b, oparg & 31)
