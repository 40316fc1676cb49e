"""The tier-0 eval loop: a plain `if opcode == X` chain over the
instruction space, which RPython turns into one C switch. `pc` and `sp`
live in local variables and go back to the frame only when the loop is
left (return, yield, exception). Instructions with long bodies are
functions in ops_*.py modules so this loop stays readable."""

from rpython.rlib import rstackovf

from annotator_rules import opcodes as op
from interpreter import astnodes as A
from interpreter.state import STATE
from interpreter import ops_misc, ops_calls
from objspace.model import OperationError, Arguments
from objspace import operations as ops
from objspace import containers, attrs
from objspace.intobject import W_True, W_False, newbool
from objspace.noneobject import W_None
from objspace.exceptions import (W_BaseException, Traceback, oefmt,
                                 w_RecursionError, exception_matches,
                                 w_AssertionError)


class Reraise(OperationError):
    """RERAISE inside one frame: the traceback already has this frame."""


def run_frame(frame):
    """Runs a frame of a new call, counting recursion depth."""
    state = STATE
    if state.depth >= state.recursion_limit:
        raise oefmt(w_RecursionError, "maximum recursion depth exceeded")
    state.depth += 1
    frame.f_back = state.topframe
    state.topframe = frame
    try:
        return execute_frame(frame)
    except rstackovf.StackOverflow:
        rstackovf.check_stack_overflow()
        raise oefmt(w_RecursionError, "maximum recursion depth exceeded")
    finally:
        state.depth -= 1
        state.topframe = frame.f_back
        frame.f_back = None


def add_traceback(frame, pc, w_exc):
    code = frame.code
    if isinstance(w_exc, W_BaseException):
        w_exc.traceback = Traceback(code.co_filename, code.co_name,
                                    code.line_at(pc), w_exc.traceback)


def execute_frame(frame):
    """Runs until the frame returns or yields; the result is the value
    returned or yielded (frame.finished tells which)."""
    code = frame.code
    while True:
        try:
            return dispatch(frame, code)
        except OperationError as e:
            pc = frame.pc
            if not isinstance(e, Reraise):
                add_traceback(frame, pc, e.w_value)
            entry = code.find_handler(pc)
            if entry is None:
                frame.finished = True
                if isinstance(e, Reraise):
                    raise OperationError(e.w_value)
                raise
            sp = code.co_nlocalsplus + entry.depth
            frame.locals_w[sp] = e.w_value
            frame.sp = sp + 1
            frame.pc = entry.target


def dispatch(frame, code):
    co_code = code.co_code
    stack = frame.locals_w
    consts_w = code.co_consts_w
    names = code.co_names
    pc = frame.pc
    sp = frame.sp
    kwnames = None
    while True:
        frame.pc = pc
        assert pc >= 0
        assert sp >= 0
        opcode = co_code[2 * pc]
        oparg = co_code[2 * pc + 1]
        pc += 1

        if opcode == op.LOAD_FAST or opcode == op.LOAD_FAST_CHECK:
            w_v = stack[oparg]
            if w_v is None:
                ops_misc.unbound_local(code, oparg)
            stack[sp] = w_v
            sp += 1
        elif opcode == op.LOAD_CONST:
            stack[sp] = consts_w[oparg]
            sp += 1
        elif opcode == op.STORE_FAST:
            sp -= 1
            stack[oparg] = stack[sp]
            stack[sp] = None
        elif opcode == op.POP_TOP:
            sp -= 1
            stack[sp] = None
        elif opcode == op.PUSH_NULL:
            stack[sp] = None
            sp += 1
        elif opcode == op.NOP:
            pass
        elif opcode == op.COPY:
            stack[sp] = stack[sp - oparg]
            sp += 1
        elif opcode == op.SWAP:
            w_v = stack[sp - 1]
            stack[sp - 1] = stack[sp - oparg]
            stack[sp - oparg] = w_v
        elif opcode == op.BINARY_OP:
            w_b = stack[sp - 1]
            w_a = stack[sp - 2]
            sp -= 1
            stack[sp] = None
            stack[sp - 1] = ops.binary_op(w_a, w_b, oparg)
        elif opcode == op.COMPARE_OP:
            w_b = stack[sp - 1]
            w_a = stack[sp - 2]
            sp -= 1
            stack[sp] = None
            stack[sp - 1] = ops.compare(w_a, w_b, oparg >> 4)
        elif opcode == op.POP_JUMP_IF_FALSE:
            sp -= 1
            w_v = stack[sp]
            stack[sp] = None
            if w_v is W_False or (w_v is not W_True and
                                  not ops.is_true(w_v)):
                pc += oparg
        elif opcode == op.POP_JUMP_IF_TRUE:
            sp -= 1
            w_v = stack[sp]
            stack[sp] = None
            if w_v is W_True or (w_v is not W_False and ops.is_true(w_v)):
                pc += oparg
        elif opcode == op.POP_JUMP_IF_NONE:
            sp -= 1
            w_v = stack[sp]
            stack[sp] = None
            if ops.is_none(w_v):
                pc += oparg
        elif opcode == op.POP_JUMP_IF_NOT_NONE:
            sp -= 1
            w_v = stack[sp]
            stack[sp] = None
            if not ops.is_none(w_v):
                pc += oparg
        elif opcode == op.JUMP_FORWARD:
            pc += oparg
        elif opcode == op.JUMP_BACKWARD:
            pc -= oparg
        elif opcode == op.GET_ITER:
            stack[sp - 1] = containers.iter_w(stack[sp - 1])
        elif opcode == op.FOR_ITER:
            w_next = containers.next_w(stack[sp - 1])
            if w_next is None:
                sp -= 1
                stack[sp] = None
                pc += oparg
            else:
                stack[sp] = w_next
                sp += 1
        elif opcode == op.LOAD_GLOBAL:
            stack[sp] = ops_misc.load_global(frame, names[oparg >> 1])
            sp += 1
            if oparg & 1:
                stack[sp] = None
                sp += 1
        elif opcode == op.LOAD_ATTR:
            w_obj = stack[sp - 1]
            name = names[oparg >> 1]
            if oparg & 1:
                w_meth, w_self = attrs.lookup_method(w_obj, name)
                stack[sp - 1] = w_meth
                stack[sp] = w_self
                sp += 1
            else:
                stack[sp - 1] = attrs.getattr_w(w_obj, name)
        elif opcode == op.STORE_ATTR:
            w_obj = stack[sp - 1]
            w_v = stack[sp - 2]
            sp -= 2
            stack[sp] = None
            stack[sp + 1] = None
            attrs.setattr_w(w_obj, names[oparg], w_v)
        elif opcode == op.KW_NAMES:
            kwnames = consts_w[oparg]
        elif opcode == op.CALL:
            frame.sp = sp
            w_res = ops_calls.call(stack, sp, oparg, kwnames)
            kwnames = None
            base = sp - oparg - 2
            for i in range(base + 1, sp):
                stack[i] = None
            stack[base] = w_res
            sp = base + 1
        elif opcode == op.RETURN_VALUE:
            sp -= 1
            frame.finished = True
            frame.sp = sp
            return stack[sp]
        elif opcode == op.RETURN_CONST:
            frame.finished = True
            frame.sp = sp
            return consts_w[oparg]
        elif opcode == op.BINARY_SUBSCR:
            w_key = stack[sp - 1]
            sp -= 1
            stack[sp] = None
            stack[sp - 1] = containers.getitem_w(stack[sp - 1], w_key)
        elif opcode == op.STORE_SUBSCR:
            w_key = stack[sp - 1]
            w_obj = stack[sp - 2]
            w_v = stack[sp - 3]
            sp = ops_misc.clear(stack, sp, 3)
            containers.setitem_w(w_obj, w_key, w_v)
        elif opcode == op.DELETE_SUBSCR:
            w_key = stack[sp - 1]
            w_obj = stack[sp - 2]
            sp = ops_misc.clear(stack, sp, 2)
            containers.delitem_w(w_obj, w_key)
        elif opcode == op.UNARY_NEGATIVE:
            stack[sp - 1] = ops.unary_negative(stack[sp - 1])
        elif opcode == op.UNARY_POSITIVE:
            stack[sp - 1] = ops.unary_positive(stack[sp - 1])
        elif opcode == op.UNARY_INVERT:
            stack[sp - 1] = ops.unary_invert(stack[sp - 1])
        elif opcode == op.UNARY_NOT:
            stack[sp - 1] = newbool(not ops.is_true(stack[sp - 1]))
        elif opcode == op.IS_OP:
            w_b = stack[sp - 1]
            w_a = stack[sp - 2]
            sp -= 1
            stack[sp] = None
            stack[sp - 1] = newbool((w_a is w_b) != (oparg == 1))
        elif opcode == op.CONTAINS_OP:
            w_b = stack[sp - 1]
            w_a = stack[sp - 2]
            sp -= 1
            stack[sp] = None
            res = containers.contains_w(w_b, w_a)
            stack[sp - 1] = newbool(res != (oparg == 1))
        elif opcode == op.LOAD_NAME:
            stack[sp] = ops_misc.load_name(frame, names[oparg])
            sp += 1
        elif opcode == op.STORE_NAME:
            sp -= 1
            ops_misc.store_name(frame, names[oparg], stack[sp])
            stack[sp] = None
        elif opcode == op.DELETE_NAME:
            ops_misc.delete_name(frame, names[oparg])
        elif opcode == op.STORE_GLOBAL:
            sp -= 1
            ops_misc.store_global(frame, names[oparg], stack[sp])
            stack[sp] = None
        elif opcode == op.DELETE_GLOBAL:
            ops_misc.delete_global(frame, names[oparg])
        elif opcode == op.DELETE_FAST:
            if stack[oparg] is None:
                ops_misc.unbound_local(code, oparg)
            stack[oparg] = None
        elif opcode == op.MAKE_CELL:
            ops_misc.make_cell(frame, oparg)
        elif opcode == op.COPY_FREE_VARS:
            ops_misc.copy_free_vars(frame, oparg)
        elif opcode == op.LOAD_CLOSURE:
            stack[sp] = stack[oparg]
            sp += 1
        elif opcode == op.LOAD_DEREF:
            stack[sp] = ops_misc.load_deref(frame, oparg)
            sp += 1
        elif opcode == op.LOAD_CLASSDEREF:
            stack[sp] = ops_misc.load_classderef(frame, oparg)
            sp += 1
        elif opcode == op.STORE_DEREF:
            sp -= 1
            ops_misc.store_deref(frame, oparg, stack[sp])
            stack[sp] = None
        elif opcode == op.DELETE_DEREF:
            ops_misc.delete_deref(frame, oparg)
        elif opcode == op.DELETE_ATTR:
            sp -= 1
            w_obj = stack[sp]
            stack[sp] = None
            attrs.delattr_w(w_obj, names[oparg])
        elif opcode == op.LOAD_ASSERTION_ERROR:
            stack[sp] = w_AssertionError
            sp += 1
        elif opcode == op.LOAD_BUILD_CLASS:
            stack[sp] = ops_misc.build_class_function()
            sp += 1
        elif opcode == op.BINARY_SLICE or opcode == op.STORE_SLICE or \
                opcode == op.BUILD_SLICE:
            sp = ops_misc.slice_op(stack, sp, opcode, oparg)
        elif opcode == op.BUILD_TUPLE or opcode == op.BUILD_LIST or \
                opcode == op.BUILD_SET or opcode == op.BUILD_MAP or \
                opcode == op.BUILD_STRING or opcode == op.LIST_TO_TUPLE:
            sp = ops_misc.build(stack, sp, opcode, oparg)
        elif opcode == op.LIST_APPEND or opcode == op.SET_ADD or \
                opcode == op.MAP_ADD or opcode == op.LIST_EXTEND or \
                opcode == op.SET_UPDATE or opcode == op.DICT_UPDATE or \
                opcode == op.DICT_MERGE:
            sp = ops_misc.add_to_container(stack, sp, opcode, oparg)
        elif opcode == op.FORMAT_VALUE:
            sp = ops_misc.format_value(stack, sp, oparg)
        elif opcode == op.UNPACK_SEQUENCE:
            sp = ops_misc.unpack_sequence(stack, sp, oparg)
        elif opcode == op.UNPACK_EX:
            sp = ops_misc.unpack_ex(stack, sp, oparg)
        elif opcode == op.CALL_FUNCTION_EX:
            frame.sp = sp
            sp = ops_calls.call_function_ex(stack, sp, oparg)
        elif opcode == op.MAKE_FUNCTION:
            sp = ops_calls.make_function(frame, stack, sp, oparg)
        elif opcode == op.RETURN_GENERATOR:
            # the call returns a generator owning this frame; its first
            # resume pushes the `sent` value and continues here
            frame.pc = pc
            frame.sp = sp
            return ops_misc.new_generator(frame)
        elif opcode == op.YIELD_VALUE:
            sp -= 1
            w_v = stack[sp]
            stack[sp] = None
            frame.pc = pc
            frame.sp = sp
            return w_v
        elif opcode == op.GET_YIELD_FROM_ITER:
            stack[sp - 1] = ops_misc.get_yield_from_iter(stack[sp - 1])
        elif opcode == op.SEND:
            if ops_misc.send(stack, sp):
                # the sub-iterator finished: its return value replaced it
                sp -= 1
                stack[sp] = None
                pc += oparg
        elif opcode == op.RAISE_VARARGS:
            frame.sp = sp
            ops_misc.raise_varargs(stack, sp, oparg)
        elif opcode == op.RERAISE:
            sp -= 1
            w_exc = stack[sp]
            stack[sp] = None
            frame.sp = sp
            raise Reraise(w_exc)
        elif opcode == op.PUSH_EXC_INFO:
            w_exc = stack[sp - 1]
            w_prev = STATE.w_handled
            stack[sp - 1] = w_prev if w_prev is not None else W_None
            stack[sp] = w_exc
            sp += 1
            STATE.w_handled = w_exc
        elif opcode == op.POP_EXCEPT:
            sp -= 1
            w_prev = stack[sp]
            stack[sp] = None
            STATE.w_handled = None if ops.is_none(w_prev) else w_prev
        elif opcode == op.CHECK_EXC_MATCH:
            w_check = stack[sp - 1]
            w_exc = stack[sp - 2]
            ops_misc.check_except_type(w_check)
            stack[sp - 1] = newbool(exception_matches(w_exc.gettype(),
                                                      w_check))
        elif opcode == op.BEFORE_WITH:
            sp = ops_misc.before_with(stack, sp)
        elif opcode == op.WITH_EXCEPT_START:
            stack[sp] = ops_misc.with_except_start(stack[sp - 3],
                                                   stack[sp - 1])
            sp += 1
        elif opcode == op.IMPORT_NAME:
            sp = ops_misc.import_name(frame, stack, sp, names[oparg])
        elif opcode == op.IMPORT_FROM:
            stack[sp] = ops_misc.import_from(stack[sp - 1], names[oparg])
            sp += 1
        elif opcode == op.IMPORT_STAR:
            sp -= 1
            ops_misc.import_star(frame, stack[sp])
            stack[sp] = None
        else:
            raise AssertionError("unknown opcode %d" % opcode)
