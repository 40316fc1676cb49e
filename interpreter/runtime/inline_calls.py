"""Python-to-Python calls inside one dispatch loop, as CPython 3.11+ does.

CALL_PY_EXACT_ARGS does not recurse into run_frame: the loop links the
callee frame (`inlined` set), switches its locals to it and goes on; the
callee's RETURN_VALUE switches back. A C-level call per Python call costs
the prologues of four functions and the spills of the loop's live
variables; a frame switch costs a few loads (bench: fib, richards).

Exceptions: the loop's caller (eval.execute_frame) receives an exception
raised in any frame of the loop; `unwind` looks for a handler from the
innermost frame (STATE.topframe) outwards, popping inlined frames that
have none, as the recursive calls used to."""

from rpython.rlib.objectmodel import always_inline

from interpreter.runtime.state import STATE
from interpreter.runtime import ops_misc
from interpreter.tier1 import quickening
from interpreter.tier2 import versioning
from interpreter.tier2 import unboxing
from interpreter.runtime.pycode import CO_GENERATOR
from interpreter.runtime.frame import release
from objspace.model import OperationError
from objspace.operations import is_none
from objspace.noneobject import W_NotImplemented
from objspace.exceptions import raise_type_error


class Reraise(OperationError):
    """RERAISE inside one frame: the traceback already has this frame.
    lasti >= 0: the position the frame reports (f_lineno) if the
    exception leaves it, the instruction that raised it into the handler
    now re-raising (CPython's RERAISE with an oparg). (No _attrs_: its
    base OperationError has none, which RPython requires.)"""

    def __init__(self, w_value, lasti=-1):
        OperationError.__init__(self, w_value)
        self.lasti = lasti


@always_inline
def enter(frame, sig=0):
    """A frame starts: warm-up and hot counters, the tier-2 entry (sig:
    what the call knew of the argument types, tier2/entry_types.py)."""
    pc = quick_entry(frame.code, frame, sig)
    if pc < 0:
        pc = _entry(frame, sig)
    frame.pc = pc


@always_inline
def quick_entry(code, frame, sig):
    """Where a frame of `code` starts when that needs no call: tier-1 code
    past its warm-up (its hot counter counted), or the tier-2 entry
    generated already (the last one for these argument types) with the
    raw arrays in place (a spare frame keeps its own); else -1, nothing
    done (_entry: quickening, a new entry, the counter reaching 0)."""
    hotness = code.hotness
    if code.warmup > 0 or hotness == -1:
        return -1
    if hotness < 0:
        code.hotness = hotness + 1      # (quickening.warm's count)
        return 0
    t2 = code.t2
    if t2 is not None and (not t2.raw_ok or
                           len(frame.raw_f) >= len(frame.locals_w)):
        if sig == 0 and t2.entry >= 0:
            return t2.entry
        if sig != 0 and sig == t2.last_sig:
            return t2.last_entry
    return -1


def _entry(frame, sig):
    if quickening.warm(frame.code):
        return versioning.function_entry(frame, sig)
    return 0


def can_inline(code):
    """Generator code returns a generator owning its frame: run apart."""
    return not (code.co_flags & CO_GENERATOR)


@always_inline
def push(caller, callee, sp, nargs, sig=0):
    """The caller's callable, self and arguments (already copied into the
    callee) leave its stack; its sp is where the result will go. Their
    slots are not cleared: nothing reads above sp, the next pushes
    overwrite them, and a C-level memset per call showed in profiles."""
    state = STATE
    if state.depth >= state.recursion_limit:
        raise ops_misc.recursion_error()
    base = sp - nargs - 2
    assert base >= 0
    link(caller, callee, base)
    enter(callee, sig)


@always_inline
def link(caller, callee, base):
    """callee runs next in the caller's loop; the caller's stack is cut
    back to base, where the call's result will go (the recursion limit
    checked by the caller)."""
    state = STATE
    caller.sp = base
    state.depth += 1
    callee.f_back = caller
    callee.inlined = True
    state.topframe = callee


@always_inline
def returned(frame, w_res):
    """An inlined frame returned w_res: its caller, with the CALL's result
    pushed (its sp still below it); the frame is reused later."""
    caller = pop(frame)
    w_res = result_of(frame, w_res, caller)
    if w_res is W_NotImplemented and frame.binop >= 0:
        w_res = operator_not_implemented(caller, frame.binop)
    caller.locals_w[caller.sp] = w_res
    release(frame)
    return caller


def operator_not_implemented(caller, op):
    """BINARY_OP_PY's method returned NotImplemented: the operator goes
    on as binary_op would after it (b's reflected method, else the
    TypeError, raised in the caller). The operands are still in the
    caller's slots: a call's slots above its sp are not cleared (push)."""
    from objspace.operations import binop_after_left
    stack = caller.locals_w
    return binop_after_left(stack[caller.sp], stack[caller.sp + 1], op)


@always_inline
def pop(frame):
    """An inlined frame is left (returned or unwound): its caller."""
    state = STATE
    state.depth -= 1
    caller = frame.f_back
    state.topframe = caller
    if not frame.escaped:       # a frame object keeps its f_back
        frame.f_back = None
    return caller


# frame.binop of a class's __new__ run by CALL_PY_CLASS: NEW_MARK - nargs
NEW_MARK = -2


def new_form_mark(nargs):
    return NEW_MARK - nargs


@always_inline
def result_of(frame, w_res, caller):
    """What the CALL of a returned inlined frame pushes: for a class's
    __init__ (CALL_PY_CLASS) the new instance, once __init__ returned
    None; raised after the pop, so the caller sees the TypeError. For its
    __new__ (w_init_self the class), what __new__ returned."""
    w_inst = frame.w_init_self
    if w_inst is None:
        return w_res
    if frame.binop <= NEW_MARK:
        return _new_result(frame, caller, w_inst, w_res)
    if not is_none(w_res):
        raise_type_error("__init__() should return None, not '%s'"
                         % w_res.gettype().name)
    return w_inst


def _new_result(frame, caller, w_class, w_res):
    """type.__call__ after the class's __new__ (whose __init__ is
    object's): an instance of a strict subclass with an __init__ of its
    own gets it run with the call's arguments, still in the caller's
    slots above its sp (push leaves them)."""
    from objspace.metaclass import OBJECT_INIT
    from objspace.typeobject import W_TypeObject
    from objspace.model import Arguments
    assert isinstance(w_class, W_TypeObject)
    w_type = w_res.gettype()
    if w_type is w_class or not w_type.issubtype(w_class):
        return w_res
    w_init = w_type.lookup("__init__")
    if w_init is None or w_init is OBJECT_INIT:
        return w_res
    nargs = NEW_MARK - frame.binop
    args_w = [w_res] + [caller.locals_w[caller.sp + 2 + j]
                        for j in range(nargs)]
    w_none = w_init.bind(None, w_type).call(Arguments(args_w))
    if not is_none(w_none):
        raise_type_error("__init__() should return None, not '%s'"
                         % w_none.gettype().name)
    return w_res


def unwind(base, e):
    """The exception e left the dispatch loop running `base` and the
    frames inlined above it: the frame whose handler takes it (its pc and
    sp set to the handler), or e raised out of base."""
    frame = STATE.topframe
    while True:
        code = frame.code
        pc = frame.pc
        if not isinstance(e, Reraise):
            ops_misc.implicit_context(e.w_value)    # (before its traceback)
            ops_misc.add_traceback(frame, pc, e.w_value)
        if pc >= code.n_tier0:
            unboxing.box_for_exception(frame, pc)
        entry = code.find_handler(pc)
        if entry is not None:
            # where it raised, for a RERAISE 1 (a RERAISE 1 passes on its
            # own: CPython's prev_instr it restored)
            frame.lasti = pc
            if isinstance(e, Reraise) and e.lasti >= 0:
                frame.lasti = e.lasti
            sp = code.co_nlocalsplus + entry.depth
            frame.locals_w[sp] = e.w_value
            frame.sp = sp + 1
            frame.pc = entry.target
            return frame
        frame.finished = True
        if isinstance(e, Reraise):
            if e.lasti >= 0:
                frame.pc = e.lasti  # (f_lineno of the ended frame)
            e = OperationError(e.w_value)
        if frame is base or not frame.inlined:
            raise e
        versioning.recycle_raw(frame)
        frame = pop(frame)
