"""Instructions that are rare in hot code (name-based access, deletions,
imports, exception-handler and `with` bookkeeping, f-string formatting,
star calls, function creation), out of the eval loop so the loop stays
short; it calls `execute` for every opcode it does not handle itself."""

from annotator_rules import opcodes as op
from interpreter.runtime import ops_calls
from interpreter.runtime import ops_misc
from interpreter.runtime import ops_match
from interpreter.runtime import coroutine
from objspace import exception_groups
from interpreter.runtime.inline_calls import Reraise
from interpreter.runtime.state import STATE
from objspace import operations as ops
from objspace import attrs, containers
from objspace.intobject import newbool
from objspace.noneobject import W_None
from objspace.exceptions import exception_matches, w_AssertionError


def execute(frame, stack, sp, opcode, oparg):
    """Runs one instruction; returns the new stack pointer."""
    code = frame.code
    names = code.co_names
    if opcode == op.FORMAT_VALUE:
        sp = ops_misc.format_value(stack, sp, oparg)
    elif opcode == op.UNPACK_EX:
        sp = ops_misc.unpack_ex(stack, sp, oparg)
    elif opcode == op.CALL_FUNCTION_EX:
        frame.sp = sp
        sp = ops_calls.call_function_ex(stack, sp, oparg)
    elif opcode == op.MAKE_FUNCTION:
        sp = ops_calls.make_function(frame, stack, sp, oparg)
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
    elif opcode == op.LOAD_CLASSDEREF:
        stack[sp] = ops_misc.load_classderef(frame, oparg)
        sp += 1
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
    elif opcode == op.SETUP_ANNOTATIONS:
        frame.sp = sp
        ops_misc.setup_annotations(frame)
    elif opcode == op.LOAD_BUILD_CLASS:
        stack[sp] = ops_misc.build_class_function(frame)
        sp += 1
    elif opcode == op.GET_YIELD_FROM_ITER:
        stack[sp - 1] = ops_misc.get_yield_from_iter(stack[sp - 1])
    elif opcode == op.GET_AWAITABLE:
        stack[sp - 1] = coroutine.get_awaitable(stack[sp - 1], oparg)
    elif opcode == op.GET_AITER:
        stack[sp - 1] = coroutine.get_aiter(stack[sp - 1])
    elif opcode == op.GET_ANEXT:
        stack[sp] = coroutine.get_anext(stack[sp - 1])
        sp += 1
    elif opcode == op.END_ASYNC_FOR:
        frame.sp = sp
        coroutine.end_async_for(stack[sp - 1])
        sp = ops_misc.clear(stack, sp, 2)
    elif opcode == op.CALL_INTRINSIC_1:
        stack[sp - 1] = coroutine.intrinsic_1(oparg, stack[sp - 1])
    elif opcode == op.BEFORE_ASYNC_WITH:
        sp = coroutine.before_async_with(stack, sp)
    elif opcode == op.CHECK_EG_MATCH:
        r = exception_groups.check_eg_match(stack[sp - 2], stack[sp - 1])
        stack[sp - 2] = r.w_rest if r.w_rest is not None else W_None
        if r.w_match is not None:
            stack[sp - 1] = r.w_match
            STATE.w_handled = r.w_match     # what sys.exc_info() shows
        else:
            stack[sp - 1] = W_None
    elif opcode == op.CALL_INTRINSIC_2:
        sp -= 1
        w_list = stack[sp]
        stack[sp] = None
        stack[sp - 1] = exception_groups.prep_reraise_star(stack[sp - 1],
                                                           w_list)
    elif opcode == op.PUSH_EXC_INFO:
        w_exc = stack[sp - 1]
        w_prev = STATE.w_handled
        stack[sp - 1] = w_prev if w_prev is not None else W_None
        stack[sp] = w_exc
        sp += 1
        STATE.w_handled = w_exc
        frame.exc_depth += 1
    elif opcode == op.POP_EXCEPT:
        frame.exc_depth -= 1
        sp -= 1
        w_prev = stack[sp]
        stack[sp] = None
        if frame.is_gen and frame.exc_depth == 0:
            # not the caller's of when the handler began: its current one
            w_prev = frame.w_gen_outer
        STATE.w_handled = None if w_prev is None or ops.is_none(w_prev) \
            else w_prev
    elif opcode == op.CHECK_EXC_MATCH:
        w_check = stack[sp - 1]
        w_exc = stack[sp - 2]
        ops_misc.check_except_type(w_check)
        stack[sp - 1] = newbool(exception_matches(w_exc.gettype(),
                                                  w_check))
    elif opcode == op.MATCH_SEQUENCE:
        stack[sp] = newbool(ops_match.match_sequence(stack[sp - 1]))
        sp += 1
    elif opcode == op.MATCH_MAPPING:
        stack[sp] = newbool(ops_match.match_mapping(stack[sp - 1]))
        sp += 1
    elif opcode == op.GET_LEN:
        stack[sp] = ops_match.get_len(stack[sp - 1])
        sp += 1
    elif opcode == op.MATCH_KEYS:
        frame.sp = sp
        stack[sp] = ops_match.match_keys(stack[sp - 2], stack[sp - 1])
        sp += 1
    elif opcode == op.MATCH_CLASS:
        frame.sp = sp
        w_res = ops_match.match_class(stack[sp - 3], stack[sp - 2],
                                      stack[sp - 1], oparg)
        sp = ops_misc.clear(stack, sp, 2)
        stack[sp - 1] = w_res
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
    elif opcode == op.DELETE_SUBSCR:
        w_key = stack[sp - 1]
        w_obj = stack[sp - 2]
        sp = ops_misc.clear(stack, sp, 2)
        containers.delitem_w(w_obj, w_key)
    elif opcode == op.UNARY_POSITIVE:
        stack[sp - 1] = ops.unary_positive(stack[sp - 1])
    elif opcode == op.UNARY_INVERT:
        stack[sp - 1] = ops.unary_invert(stack[sp - 1])
    elif opcode == op.RAISE_VARARGS:
        frame.sp = sp
        ops_misc.raise_varargs(stack, sp, oparg)
    elif opcode == op.RERAISE:
        sp -= 1
        w_exc = stack[sp]
        stack[sp] = None
        frame.sp = sp
        raise Reraise(w_exc, frame.lasti if oparg else -1)
    else:
        raise AssertionError("unknown opcode %d" % opcode)
    return sp
