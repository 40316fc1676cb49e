"""The eval loop of all tiers: a plain `if opcode == X` chain, one C switch
after translation; long bodies are functions in ops_*.py, tier*_ops.py."""

from rpython.rlib import rstackovf
from rpython.rlib.objectmodel import specialize

from annotator_rules import opcodes as op
from interpreter.frontend import astnodes as A
from interpreter.runtime.state import STATE
from interpreter.runtime import ops_misc
from interpreter.runtime import ops_rare
from interpreter.tier1 import quickening
from interpreter.tier1 import tier1_ops
from interpreter.tier1 import tier1_adaptive
from interpreter.tier2 import versioning
from interpreter.tier2 import tier2_ops, sources, compare_branch
from interpreter.runtime import inline_calls
from interpreter.tier2 import raw_calls
from interpreter.tier2 import pure_calls
from interpreter.tier2 import method_calls
from interpreter.tier2 import fused_ops
from interpreter.tier2 import operands
from objspace.model import OperationError
from objspace import operations as ops
from objspace import containers
from objspace.intobject import W_True, W_False, W_Int, newbool, newint
from objspace.floatobject import W_Float, newfloat
from objspace.identity import is_same
from objspace.noneobject import W_None
from objspace.instances import exposed
from objspace.modules import mod_signal
from objspace.modules.mod_signal import SIGNALS
from annotator_rules.instructions import (RAW_INT_OPERANDS as RIO,
                                          GUARDED_BINOP, RAW_COMPARE,
                                          RAW_STORE, INT_FUSED,
                                          RAW_FLOAT_FUSED)
from interpreter.runtime.nonneg import nonneg


def run_frame(frame, thrown=None, spare=False):
    """Runs a frame (a call, or a generator's resumption), counting depth;
    the Python frames it calls run in its loop (inline_calls.py).
    `spare`: the caller gives the frame back to its code's spares once it
    returned (frame.release), raw arrays included, so they are not
    recycled here (a call from a built-in took them back from the code's
    pool at every entry: ~60 instructions a call)."""
    state = STATE
    depth = state.depth
    if depth >= state.recursion_limit:
        raise ops_misc.recursion_error()
    state.depth = depth + 1
    frame.f_back = state.topframe
    state.topframe = frame
    try:
        return execute_frame(frame, thrown)
    except rstackovf.StackOverflow:
        rstackovf.check_stack_overflow()
        raise ops_misc.recursion_error()
    finally:
        state.depth = depth
        state.topframe = frame.f_back
        if not frame.escaped:
            frame.f_back = None
            if frame.finished and not spare:    # (a paused generator
                versioning.recycle_raw(frame)       # keeps them)
        elif frame.is_gen:
            frame.f_back = None     # a suspended generator has no caller


def execute_frame(frame, thrown=None):
    """Runs until the frame returns or yields (frame.finished tells which),
    or raises `thrown` at its current position first (generator.throw).
    After an exception `frame` is the one whose handler runs."""
    base = frame
    if frame.pc == 0:
        inline_calls.enter(frame)
    while True:
        try:
            if thrown is not None:
                e = thrown
                thrown = None
                raise e
            if STATE.stats:
                return dispatch(frame, frame.code, True)
            return dispatch(frame, frame.code, False)
        except MemoryError:     # a failed allocation: raised where it was
            thrown = ops_misc.memory_error()
            frame = STATE.topframe
        except rstackovf.StackOverflow:     # deep recursion below the loop
            rstackovf.check_stack_overflow()
            thrown = ops_misc.recursion_error()
            frame = STATE.topframe
        except OperationError as e:
            frame = inline_calls.unwind(base, e)


@specialize.arg(2)
def dispatch(frame, code, stats):
    """`stats` is constant: with --stats a copy of the loop counts."""
    # Few variables live across the loop: after translation each GC
    # reference among them is saved and reloaded around every call that
    # may allocate. Constants, names and the raw arrays are read from the
    # code and the frame where used; keyword names wait in STATE.
    co_code = code.co_code
    stack = frame.locals_w
    pc = frame.pc
    sp = frame.sp
    bb_test = False     # set by a tier-2 test, read by BB_BRANCH
    while True:
        # (nonneg: no wrap-around code for the indexes below, nor a check)
        pc = nonneg(pc)
        sp = nonneg(sp)
        frame.pc = pc
        opcode = co_code[2 * pc]
        oparg = co_code[2 * pc + 1]
        pc += 1
        if stats:
            quickening.STATS.count(opcode)

        if opcode == op.LOAD_FAST or opcode == op.LOAD_FAST_CHECK or \
                opcode == op.LOAD_CLOSURE:      # (a cell is never None)
            # (w_v: untranslated, a local of this function keeps its last
            # value alive; corpus programs that test collection load a
            # local last, t215)
            w_v = ops_misc.bound_local(code, stack, oparg)
            stack[sp] = w_v
            sp += 1
        elif opcode == op.LOAD_CONST or opcode == op.PUSH_NULL:
            stack[sp] = code.co_consts_w[oparg] if opcode == op.LOAD_CONST \
                else None
            sp += 1
        elif opcode == op.STORE_FAST:
            sp = nonneg(sp - 1)
            stack[nonneg(oparg)] = stack[sp]
            stack[sp] = None
        elif opcode == op.LOAD_FAST__LOAD_FAST or \
                opcode == op.LOAD_CONST__LOAD_FAST or \
                opcode == op.STORE_FAST__LOAD_FAST:
            # superinstructions (quickening.make_pairs): the first part,
            # then the LOAD_FAST in the next slot, which is skipped
            if opcode == op.LOAD_FAST__LOAD_FAST:
                w_v = ops_misc.bound_local(code, stack, oparg)
                stack[sp] = w_v
                sp += 1
            elif opcode == op.LOAD_CONST__LOAD_FAST:
                stack[sp] = code.co_consts_w[oparg]
                sp += 1
            else:
                sp = nonneg(sp - 1)
                stack[nonneg(oparg)] = stack[sp]
                stack[sp] = None
            # (the error is the second slot's; w_v: as above)
            w_v = ops_misc.bound_local_at(frame, pc, code, stack,
                                          co_code[2 * pc + 1])
            stack[sp] = w_v
            sp += 1
            pc += 1
        elif opcode == op.LOAD_CONST__LOAD_CONST:
            stack[sp] = code.co_consts_w[oparg]
            stack[sp + 1] = code.co_consts_w[co_code[2 * pc + 1]]
            sp += 2
            pc += 1
        elif opcode == op.LOAD_FAST__LOAD_CONST:
            w_v = ops_misc.bound_local(code, stack, oparg)  # (LOAD_FAST's)
            stack[sp] = w_v
            stack[sp + 1] = code.co_consts_w[co_code[2 * pc + 1]]
            sp += 2
            pc += 1
        elif opcode == op.LOAD_FAST__LOAD_ATTR:
            w_v = ops_misc.bound_local(code, stack, oparg)
            nxt = co_code[2 * pc]
            if nxt == op.LOAD_ATTR_INSTANCE_VALUE:
                w_res = tier1_ops.cached_instance_attr(code, pc, w_v)
                if w_res is not None:
                    stack[sp] = exposed(w_res)
                    sp += 1
                    pc += 1
                    continue
            elif nxt == op.LOAD_ATTR_METHOD:
                w_f = tier1_ops.cached_method(code, pc, w_v)
                if w_f is not None:
                    stack[sp] = w_f
                    stack[sp + 1] = w_v
                    sp += 2
                    pc += 1
                    continue
            stack[sp] = w_v     # the attribute access runs on its own
            sp += 1
            if nxt == op.LOAD_ATTR_METHOD or nxt == op.LOAD_ATTR_METHOD_POLY:
                # ... or here: `self.m(...)` (as their handlers below)
                frame.pc = pc
                name = code.co_names[co_code[2 * pc + 1] >> 1]
                if nxt == op.LOAD_ATTR_METHOD:
                    sp = tier1_ops.load_attr_method(code, pc, stack, sp, name)
                else:
                    sp = tier1_ops.load_attr_method_poly(code, pc, stack, sp,
                                                         name)
                pc += 1
        elif opcode == op.LOAD_FAST__STORE_ATTR:
            w_obj = ops_misc.bound_local(code, stack, oparg)
            nxt = co_code[2 * pc]
            if nxt == op.STORE_ATTR_INSTANCE_VALUE or \
                    nxt == op.STORE_ATTR_INSTANCE_ADD:
                sp = nonneg(sp - 1)
                w_v = stack[sp]
                stack[sp] = None
                if nxt == op.STORE_ATTR_INSTANCE_VALUE and \
                        tier1_ops.stored_in_place(code, pc, w_obj, w_v):
                    pc += 1
                    continue
                frame.pc = pc   # (a generic store's errors are its own)
                tier1_ops.store_attr_instance(
                    code, pc, w_obj, code.co_names[co_code[2 * pc + 1]], w_v,
                    nxt == op.STORE_ATTR_INSTANCE_ADD)
                pc += 1
            else:
                stack[sp] = w_obj
                sp += 1
        elif opcode == op.STORE_FAST__STORE_FAST:
            stack[nonneg(oparg)] = stack[sp - 1]
            stack[nonneg(co_code[2 * pc + 1])] = stack[sp - 2]
            sp = nonneg(sp - 2)
            stack[sp] = None
            stack[sp + 1] = None
            pc += 1
        elif opcode == op.POP_TOP:
            sp = nonneg(sp - 1)
            stack[sp] = None
        elif opcode == op.NOP:
            pass
        elif opcode == op.COPY__POP_JUMP_IF_FALSE or \
                opcode == op.COPY__POP_JUMP_IF_TRUE:
            # (annotator_rules: `a and b` as a value; the jump's slot is
            # pc, its errors reported from there)
            nxt = co_code[2 * pc]
            if oparg == 1 and quickening.IS_SPECIALISED_JUMP[nxt]:
                frame.pc = pc
                if tier1_ops.jump_truth(code, pc, nxt, stack[sp - 1]) == \
                        quickening.JUMPS_IF_TRUE[nxt]:
                    pc += 1 + co_code[2 * pc + 1]
                elif co_code[2 * pc + 2] == op.POP_TOP:
                    # falling through, the POP_TOP after the jump too
                    sp -= 1
                    stack[sp] = None
                    pc += 2
                else:
                    pc += 1
            else:
                stack[sp] = stack[sp - oparg]
                sp += 1
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
        elif opcode == op.POP_JUMP_IF_NONE or \
                opcode == op.POP_JUMP_IF_NOT_NONE:
            sp -= 1
            w_v = stack[sp]
            stack[sp] = None
            if ops.is_none(w_v) == (opcode == op.POP_JUMP_IF_NONE):
                pc += oparg
        elif opcode == op.JUMP_FORWARD:
            pc += oparg
        elif opcode == op.JUMP_BACKWARD:
            pc -= oparg
            if SIGNALS.armed and mod_signal.occurred():     # a safe point
                mod_signal.run_pending()
            if quickening.warm(code):
                frame.sp = sp
                pc = versioning.loop_entry(frame, pc, sp)
        elif opcode == op.GET_ITER:
            stack[sp - 1] = containers.iter_w(stack[sp - 1])
        elif opcode == op.LOAD_GLOBAL:
            stack[sp] = ops_misc.load_global(frame, code.co_names[oparg >> 1])
            sp += 1
            if oparg & 1:
                stack[sp] = None
                sp += 1
        elif opcode == op.LOAD_ATTR:
            sp = ops_misc.load_attr(stack, sp, code.co_names[oparg >> 1],
                                    oparg & 1)
        elif opcode == op.STORE_ATTR:
            sp = ops_misc.store_attr(stack, sp, code.co_names[oparg])
        elif opcode == op.KW_NAMES:
            STATE.kwnames = code.co_consts_w[oparg]
        elif opcode == op.CALL or opcode == op.CALL_ADAPTIVE or \
                opcode == op.CALL_PY_EXACT_ARGS or opcode == op.CALL_PY_CLASS \
                or opcode == op.CALL_PY_WITH_DEFAULTS or \
                opcode == op.LOAD_FAST__CALL:
            if opcode == op.LOAD_FAST__CALL:
                # the superinstruction: the load, then the call in the
                # next slot if this handler does its form
                w_v = ops_misc.bound_local(code, stack, oparg)
                stack[sp] = w_v
                sp += 1
                opcode = co_code[2 * pc]
                if not (opcode == op.CALL or opcode == op.CALL_ADAPTIVE or
                        opcode == op.CALL_PY_EXACT_ARGS or
                        opcode == op.CALL_PY_CLASS or
                        opcode == op.CALL_PY_WITH_DEFAULTS):
                    continue
                oparg = co_code[2 * pc + 1]
                frame.pc = pc       # the call's slot (errors, return)
                pc += 1
            frame.sp = sp
            kwnames = None      # (never before CALL_PY_EXACT_ARGS)
            if opcode != op.CALL_PY_EXACT_ARGS:
                kwnames = STATE.kwnames
                STATE.kwnames = None
            if SIGNALS.armed and mod_signal.occurred():     # a safe point
                mod_signal.run_pending()
            callee = None
            if opcode == op.CALL_PY_EXACT_ARGS:
                # (the other calls' quick entries are in enter_callee: each
                # path inlined here moved GCC's register allocation of the
                # whole loop, +2% instructions on richards with two more)
                callee = tier1_ops.exact_args_callee(frame, code, pc - 1,
                                                     stack, sp, oparg)
                if stats and callee is not None:
                    quickening.STATS.count_call(True)
            if callee is None:
                callee = tier1_ops.enter_callee(frame, code, pc - 1, opcode,
                                                stack, sp, oparg, kwnames)
            if callee is None:
                w_res = tier1_ops.call_not_inlined(code, pc - 1, opcode,
                                                   stack, sp, oparg, kwnames)
                sp = ops_misc.finish_call(stack, sp, oparg, w_res)
            else:       # the callee runs in this loop (inline_calls.py)
                frame = callee
                code = frame.code
                co_code, stack = code.co_code, frame.locals_w
                pc, sp = frame.pc, frame.sp
        elif opcode == op.RETURN_VALUE or opcode == op.RETURN_CONST or \
                opcode == op.RETURN_LOCAL or \
                opcode == op.LOAD_FAST__RETURN_VALUE:
            if opcode == op.RETURN_VALUE:
                sp -= 1
                w_res = stack[sp]
                stack[sp] = None    # a spare frame keeps no object alive
            elif opcode == op.RETURN_CONST:
                w_res = code.co_consts_w[oparg]
            else:       # `LOAD_FAST x; RETURN_VALUE` (tier 2's fused
                # form, tier 1's superinstruction: the return's slot is
                # not read)
                w_res = ops_misc.bound_local(code, stack, oparg)
            while True:
                frame.finished = True
                frame.sp = sp
                if not frame.inlined:
                    return w_res
                frame = inline_calls.returned(frame, w_res)   # to the CALL
                code = frame.code
                co_code, stack = code.co_code, frame.locals_w
                pc, sp = frame.pc + 1, frame.sp + 1
                nxt = co_code[2 * pc]
                if nxt != op.RETURN_VALUE:
                    break
                # `return f(x)`: the caller returns the result too, in
                # this dispatch
                frame.pc = pc
                sp -= 1
                w_res = stack[sp]
                stack[sp] = None
            if nxt == op.POP_TOP:
                # `f(x)` as a statement: its result is dropped here, one
                # dispatch less per call (`RETURN_CONST POP_TOP` was among
                # the most frequent pairs of deltablue, go, raytrace)
                sp -= 1
                stack[sp] = None
                pc += 1
            elif (nxt == op.BB_POP_JUMP_IF_FALSE or
                  nxt == op.BB_POP_JUMP_IF_TRUE or
                  nxt == op.BB_POP_JUMP_IF_NONE or
                  nxt == op.BB_POP_JUMP_IF_NOT_NONE) and \
                    not co_code[2 * pc + 1]:
                # `if o.f(x):` tested here (go: `RETURN_LOCAL
                # BB_POP_JUMP_IF_FALSE`), as the test's own arm does
                frame.pc = pc   # (its errors: a __bool__ that raises)
                sp -= 1
                w_res = stack[sp]
                stack[sp] = None
                bb_test = tier2_ops.test(nxt, w_res)
                pc = tier2_ops.jump_target(co_code,
                                           pc + (2 if bb_test else 3))
            elif nxt == op.STORE_FAST or nxt == op.STORE_FAST__LOAD_FAST:
                # `x = f(...)`: stored here (go: `RETURN_LOCAL
                # STORE_FAST__LOAD_FAST` was its most frequent pair but
                # one), the pair's load too
                sp -= 1
                stack[nonneg(co_code[2 * pc + 1])] = stack[sp]
                stack[sp] = None
                pc += 1
                if nxt == op.STORE_FAST__LOAD_FAST:
                    w_v = ops_misc.bound_local_at(frame, pc, code, stack,
                                                  co_code[2 * pc + 1])
                    stack[sp] = w_v
                    sp += 1
                    pc += 1
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
        elif opcode == op.UNARY_NEGATIVE:
            stack[sp - 1] = ops.unary_negative(stack[sp - 1])
        elif opcode == op.UNARY_NOT:
            stack[sp - 1] = newbool(not ops.is_true(stack[sp - 1]))
        elif opcode == op.IS_OP:
            w_b = stack[sp - 1]
            w_a = stack[sp - 2]
            sp -= 1
            stack[sp] = None
            stack[sp - 1] = newbool(is_same(w_a, w_b) != (oparg == 1))
        elif opcode == op.CONTAINS_OP:
            sp = ops_misc.contains_op(stack, sp, oparg)
        elif opcode == op.LOAD_DEREF:
            stack[sp] = ops_misc.load_deref(frame, oparg)
            sp += 1
        elif opcode == op.STORE_DEREF:
            sp -= 1
            ops_misc.store_deref(frame, oparg, stack[sp])
            stack[sp] = None
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
        elif opcode == op.UNPACK_SEQUENCE:
            sp = ops_misc.unpack_sequence(stack, sp, oparg)
        elif opcode == op.RETURN_GENERATOR or opcode == op.YIELD_VALUE:
            if opcode == op.YIELD_VALUE and frame.sink is not None and \
                    frame.sink.take(stack[sp - 1]):
                # a built-in draining the generator took the value
                # (gen_drain.py): resumed at once, as W_Generator.resume
                # would (the sent None popped by the POP_TOP after it)
                sp -= 1
                if co_code[2 * pc] == op.POP_TOP:
                    stack[sp] = None
                    pc += 1
                else:
                    stack[sp] = W_None
                    sp += 1
                continue
            frame.pc = pc
            frame.sp = sp
            return ops_misc.suspend(frame, opcode)
        elif opcode == op.SEND:
            if ops_misc.send(stack, sp):
                # the sub-iterator finished: its return value replaced it
                sp -= 1
                stack[sp] = None
                pc += oparg
        elif opcode == op.BB_SEND_JUMP or opcode == op.BB_SEND:
            if ops_misc.send(stack, sp):
                sp -= 1
                stack[sp] = None
                if opcode == op.BB_SEND_JUMP:
                    pc = oparg
                else:
                    frame.sp = sp
                    pc = versioning.send_finished(code, oparg)
        # --- tier 1: adaptive forms count down, then specialise ---
        elif opcode == op.BINARY_OP_ADAPTIVE or \
                opcode == op.COMPARE_OP_ADAPTIVE or \
                opcode == op.BINARY_SUBSCR_ADAPTIVE or \
                opcode == op.STORE_SUBSCR_ADAPTIVE or \
                opcode == op.UNPACK_SEQUENCE_ADAPTIVE or \
                opcode == op.LOAD_ATTR_ADAPTIVE or \
                opcode == op.STORE_ATTR_ADAPTIVE or \
                opcode == op.LOAD_GLOBAL_ADAPTIVE or \
                opcode == op.LOAD_NAME_ADAPTIVE or \
                opcode == op.STORE_NAME_ADAPTIVE or \
                opcode == op.STORE_GLOBAL_ADAPTIVE:
            sp = tier1_adaptive.execute(frame, stack, sp, pc - 1, opcode,
                                        oparg)
        elif opcode == op.POP_JUMP_IF_FALSE_ADAPTIVE or \
                opcode == op.POP_JUMP_IF_TRUE_ADAPTIVE:
            sp -= 1
            if tier1_adaptive.jump(code, pc - 1, stack, sp, opcode):
                pc += oparg
        # --- tier 1: specialised forms ---
        elif opcode == op.BINARY_OP_ADD_INT or \
                opcode == op.BINARY_OP_SUBTRACT_INT or \
                opcode == op.BINARY_OP_MULTIPLY_INT or \
                opcode == op.BINARY_OP_OTHER_INT:
            w_b = stack[sp - 1]
            w_a = stack[sp - 2]
            if isinstance(w_a, W_Int) and isinstance(w_b, W_Int):
                if opcode == op.BINARY_OP_OTHER_INT:
                    w_res = ops.int_binop(w_a, w_b, oparg % A.NB_INPLACE)
                else:
                    w_res = tier1_ops.int_op(opcode, w_a.intval, w_b.intval)
            else:
                quickening.miss(code, pc - 1)
                w_res = ops.binary_op(w_a, w_b, oparg)
            sp -= 1
            stack[sp] = None
            stack[sp - 1] = w_res
        elif opcode == op.BINARY_OP_ADD_FLOAT or \
                opcode == op.BINARY_OP_SUBTRACT_FLOAT or \
                opcode == op.BINARY_OP_MULTIPLY_FLOAT or \
                opcode == op.BINARY_OP_TRUE_DIVIDE_FLOAT or \
                opcode == op.BINARY_OP_POWER_FLOAT:
            w_b = stack[sp - 1]
            w_a = stack[sp - 2]
            if isinstance(w_a, W_Float) and isinstance(w_b, W_Float):
                w_res = tier1_ops.float_op(opcode, w_a.floatval,
                                             w_b.floatval)
            else:       # a float with a machine int, or a miss
                w_res = tier1_ops.float_op_mixed(code, pc - 1, opcode, oparg,
                                                 w_a, w_b)
            sp -= 1
            stack[sp] = None
            stack[sp - 1] = w_res
        elif opcode == op.BINARY_OP_PY:
            frame.sp = sp
            callee = tier1_ops.enter_operator(frame, code, pc - 1, stack, sp,
                                              oparg)
            if callee is None:
                w_res = ops.binary_op(stack[sp - 2], stack[sp - 1], oparg)
                sp -= 1
                stack[sp] = None
                stack[sp - 1] = w_res
            else:       # the method runs in this loop (inline_calls.py)
                frame = callee
                code = frame.code
                co_code, stack = code.co_code, frame.locals_w
                pc, sp = frame.pc, frame.sp
        elif opcode == op.BINARY_OP_ADD_STR:
            w_b = stack[sp - 1]
            sp -= 1
            stack[sp] = None
            stack[sp - 1] = tier1_ops.add_str(code, pc - 1, stack[sp - 1], w_b,
                                              oparg)
        elif opcode == op.COMPARE_OP_INT or opcode == op.COMPARE_OP_FLOAT or \
                opcode == op.COMPARE_OP_STR:
            sp -= 1
            stack[sp - 1] = tier1_ops.compare(code, pc - 1, opcode,
                                              stack[sp - 1], stack[sp], oparg)
            stack[sp] = None
        elif opcode == op.COMPARE_OP_INT_JUMP or \
                opcode == op.COMPARE_OP_FLOAT_JUMP or \
                opcode == op.COMPARE_OP_STR_JUMP:
            # fused with the truth jump in the next slot (see quickening.py)
            w_b = stack[sp - 1]
            w_a = stack[sp - 2]
            truth = tier1_ops.compare_typed(opcode, w_a, w_b, oparg >> 4)
            if truth >= 0:
                sp -= 2
                stack[sp] = None
                stack[sp + 1] = None
                sense = quickening.TRUTH_JUMP_SENSE[co_code[2 * pc]]
                jump_arg = co_code[2 * pc + 1]
                pc += 1
                if truth + 1 == sense:
                    pc += jump_arg
            else:
                quickening.miss(code, pc - 1)
                sp -= 1
                stack[sp] = None
                stack[sp - 1] = ops.compare(w_a, w_b, oparg >> 4)
        elif opcode == op.BINARY_SUBSCR_LIST_INT or \
                opcode == op.BINARY_SUBSCR_TUPLE_INT:
            w_key = stack[sp - 1]
            sp -= 1
            stack[sp] = None
            stack[sp - 1] = tier1_ops.subscr_seq_int(code, pc - 1, opcode,
                                                     stack[sp - 1], w_key)
        elif opcode == op.BINARY_SUBSCR_DICT:
            w_key = stack[sp - 1]
            sp -= 1
            stack[sp] = None
            stack[sp - 1] = tier1_ops.subscr_dict(code, pc - 1, stack[sp - 1],
                                                  w_key)
        elif opcode == op.STORE_SUBSCR_LIST_INT:
            w_key = stack[sp - 1]
            w_obj = stack[sp - 2]
            w_v = stack[sp - 3]
            sp = ops_misc.clear(stack, sp, 3)
            tier1_ops.store_subscr_list_int(code, pc - 1, w_obj, w_key, w_v)
        elif opcode == op.STORE_SUBSCR_DICT:
            tier1_ops.store_subscr_dict(code, pc - 1, stack[sp - 2],
                                        stack[sp - 1], stack[sp - 3])
            sp = ops_misc.clear(stack, sp, 3)
        elif opcode == op.UNPACK_SEQUENCE_TWO_TUPLE or \
                opcode == op.UNPACK_SEQUENCE_TUPLE or \
                opcode == op.UNPACK_SEQUENCE_LIST:
            n = tier1_ops.unpack_tuple_in_place(stack, sp, oparg, opcode)
            if n >= 0:
                sp = n
            else:
                sp = tier1_ops.unpack_sequence(code, pc - 1, stack, sp,
                                               oparg, opcode)
        elif opcode == op.UNPACK_SEQUENCE_LOCALS:
            sp = tier2_ops.unpack_into_locals(stack, sp, oparg)
        elif opcode == op.UNPACK_SEQUENCE_FLOAT_LIST_LOCALS:
            if tier2_ops.unpack_float_list_locals(stack, frame.raw_f, sp,
                                                  oparg):
                sp -= 1
                pc += 1         # past the side exit
        elif opcode == op.UNPACK_SEQUENCE_FLOAT_LIST:
            if tier2_ops.unpack_float_list(stack, frame.raw_f, sp, oparg):
                sp += oparg - 1
                pc += 1         # past the side exit
        elif opcode == op.LOAD_ATTR_INSTANCE_VALUE:
            w_v = tier1_ops.cached_instance_attr(code, pc - 1, stack[sp - 1])
            if w_v is None:
                w_v = tier1_ops.load_attr_instance_miss(
                    code, pc - 1, stack[sp - 1], code.co_names[oparg >> 1])
            stack[sp - 1] = exposed(w_v)
        elif opcode == op.LOAD_ATTR_INSTANCE_LOCAL or \
                opcode == op.LOAD_ATTR_INSTANCE_LOCAL__LOAD_ATTR_INSTANCE_LOCAL \
                or opcode == op.LOAD_ATTR_INSTANCE_LOCAL__STORE_FAST:
            # `o.a`, o a local; its pairs (quickening.make_pairs in tier-2
            # blocks) do the next slot too, another `p.b` or the store of
            # `x = o.a`, while the attribute was a hit of the cache
            w_v = ops_misc.bound_local(code, stack, oparg >> 16)
            w_res = tier1_ops.cached_instance_attr(code, pc - 1, w_v)
            if w_res is None:
                sp = tier1_ops.attribute_of_local(
                    code, pc - 1, op.LOAD_ATTR_INSTANCE_LOCAL, stack, sp,
                    w_v, code.co_names[(oparg & 0xffff) >> 1])
                continue        # (a pair's second slot runs on its own)
            if opcode == op.LOAD_ATTR_INSTANCE_LOCAL__STORE_FAST:
                stack[nonneg(co_code[2 * pc + 1])] = exposed(w_res)
                pc += 1
                continue
            stack[sp] = exposed(w_res)
            sp += 1
            if opcode == op.LOAD_ATTR_INSTANCE_LOCAL__LOAD_ATTR_INSTANCE_LOCAL \
                    and tier1_ops.attribute_at(code, co_code, stack, sp, pc):
                sp += 1
                pc += 1
        elif opcode == op.STORE_FAST__LOAD_ATTR_INSTANCE_LOCAL:
            sp = nonneg(sp - 1)
            stack[nonneg(oparg)] = stack[sp]
            stack[sp] = None
            if tier1_ops.attribute_at(code, co_code, stack, sp, pc):
                sp += 1
                pc += 1
        elif opcode == op.LOAD_ATTR_METHOD_LOCAL or \
                opcode == op.LOAD_ATTR_INSTANCE_LOCAL_KEEP or \
                opcode == op.LOAD_ATTR_AUGMENT_FLOAT or \
                opcode == op.LOAD_ATTR_AUGMENT_INT:
            w_v = ops_misc.bound_local(code, stack, oparg >> 16)
            if opcode == op.LOAD_ATTR_AUGMENT_FLOAT or \
                    opcode == op.LOAD_ATTR_AUGMENT_INT:
                skip = fused_ops.attribute_update(code, co_code, frame, pc,
                                                  w_v)
                pc += skip      # the operand, operator, its exit, the store
                if skip:
                    continue
            if opcode == op.LOAD_ATTR_INSTANCE_LOCAL_KEEP or \
                    opcode == op.LOAD_ATTR_AUGMENT_FLOAT or \
                    opcode == op.LOAD_ATTR_AUGMENT_INT:
                stack[sp] = w_v
                sp += 1
            if opcode == op.LOAD_ATTR_METHOD_LOCAL:
                # (as tier 1's LOAD_FAST__LOAD_ATTR: the method load's
                # own handler, without deoptimisation: the slot also
                # stands for the load)
                sp = tier1_ops.method_of_local(code, pc - 1, stack, sp, w_v,
                                               oparg)
                continue
            w_res = tier1_ops.cached_instance_attr(code, pc - 1, w_v)
            if w_res is not None:
                stack[sp] = exposed(w_res)
                sp += 1
            else:
                sp = tier1_ops.attribute_of_local(
                    code, pc - 1, opcode, stack, sp, w_v,
                    code.co_names[(oparg & 0xffff) >> 1])
        elif opcode == op.LOAD_ATTR_METHOD:
            w_obj = stack[sp - 1]
            w_f = tier1_ops.cached_method(code, pc - 1, w_obj)
            if w_f is not None:
                stack[sp - 1] = w_f
                stack[sp] = w_obj
                sp += 1
                continue
            sp = tier1_ops.load_attr_method(code, pc - 1, stack, sp,
                                            code.co_names[oparg >> 1])
        elif opcode == op.LOAD_ATTR_METHOD_CALL:
            pc = method_calls.run(frame, code, pc, sp, oparg)
            sp = frame.sp
        elif opcode == op.LOAD_ATTR_METHOD_POLY:
            sp = tier1_ops.load_attr_method_poly(code, pc - 1, stack, sp,
                                                 code.co_names[oparg >> 1])
        elif opcode == op.LOAD_ATTR_PROPERTY or \
                opcode == op.LOAD_ATTR_PY_DESCRIPTOR:
            w_v = None
            if opcode == op.LOAD_ATTR_PROPERTY and not oparg & 1:
                w_v = tier1_ops.field_getter(code, pc - 1, stack, sp)
            if w_v is not None:     # `return self._x`: no call
                stack[sp - 1] = w_v
                continue
            frame.sp = sp
            callee = tier1_ops.enter_property(frame, code, pc - 1, opcode,
                                              stack, sp)
            if callee is None:
                sp = ops_misc.load_attr(stack, sp, code.co_names[oparg >> 1],
                                        oparg & 1)
            else:       # the getter runs in this loop (inline_calls.py)
                frame = callee
                code = frame.code
                co_code, stack = code.co_code, frame.locals_w
                pc, sp = frame.pc, frame.sp
        elif opcode == op.LOAD_ATTR_MODULE or opcode == op.LOAD_ATTR_CLASS \
                or opcode == op.LOAD_ATTR_DESCRIPTOR:
            sp = tier1_ops.load_attr_cached(code, pc - 1, opcode, stack, sp,
                                            code.co_names[oparg >> 1],
                                            oparg & 1)
        elif opcode == op.STORE_ATTR_INSTANCE_VALUE or \
                opcode == op.STORE_ATTR_INSTANCE_ADD or \
                opcode == op.STORE_ATTR_INSTANCE_SWAPPED:
            w_obj = stack[sp - 1]
            w_v = stack[sp - 2]
            if opcode == op.STORE_ATTR_INSTANCE_SWAPPED:
                w_obj, w_v = w_v, w_obj
            sp = ops_misc.clear(stack, sp, 2)
            if opcode != op.STORE_ATTR_INSTANCE_ADD and \
                    tier1_ops.stored_in_place(code, pc - 1, w_obj, w_v):
                continue
            tier1_ops.store_attr_instance(
                code, pc - 1, w_obj, code.co_names[oparg], w_v,
                opcode == op.STORE_ATTR_INSTANCE_ADD,
                opcode != op.STORE_ATTR_INSTANCE_SWAPPED)
        elif opcode == op.LOAD_GLOBAL_MODULE or \
                opcode == op.LOAD_GLOBAL_BUILTIN:
            stack[sp] = tier1_ops.load_global_cached(frame, code, pc - 1,
                                                     opcode, oparg)
            sp += 1
            if oparg & 1:
                stack[sp] = None
                sp += 1
        elif opcode == op.LOAD_NAME_MODULE or \
                opcode == op.LOAD_NAME_BUILTIN:
            stack[sp] = tier1_ops.load_name_cached(frame, code, pc - 1,
                                                   opcode, oparg)
            sp += 1
        elif opcode == op.STORE_NAME_MODULE or \
                opcode == op.STORE_GLOBAL_MODULE:
            sp -= 1
            w_v = stack[sp]
            stack[sp] = None
            tier1_ops.store_global_cached(frame, code, pc - 1, opcode,
                                          code.co_names[oparg], w_v)
        elif opcode == op.CALL_BUILTIN_LEN or \
                opcode == op.CALL_BUILTIN_ISINSTANCE or \
                opcode == op.CALL_BUILTIN_O or \
                opcode == op.CALL_BUILTIN_FAST or \
                opcode == op.CALL_BUILTIN_METHOD or \
                opcode == op.CALL_LIST_APPEND or \
                opcode == op.CALL_BUILTIN_CLASS:
            frame.sp = sp
            w_res = tier1_ops.call_builtin(code, pc - 1, stack, sp, oparg,
                                           opcode)
            sp = ops_misc.finish_call(stack, sp, oparg, w_res)
            if co_code[2 * pc] == op.POP_TOP:   # `s.add(x)`: one dispatch
                sp -= 1
                stack[sp] = None
                pc += 1
        elif opcode == op.FOR_ITER or opcode == op.FOR_ITER_ADAPTIVE or \
                opcode == op.FOR_ITER_RANGE or opcode == op.FOR_ITER_LIST or \
                opcode == op.FOR_ITER_TUPLE:
            w_next = tier1_ops.for_iter(code, pc - 1, opcode, stack[sp - 1])
            if w_next is None:
                sp -= 1
                stack[sp] = None
                pc += oparg
            else:
                stack[sp] = w_next
                sp += 1
        # --- tier 2: block versions (versioning.py) and guard-free forms ---
        elif opcode == op.BB_JUMP or opcode == op.BB_EXIT:
            if oparg < pc and SIGNALS.armed and mod_signal.occurred():
                mod_signal.run_pending()        # a loop's back edge
            pc = oparg
        elif opcode == op.LOAD_FAST_RAW_FLOAT:     # one or two (the next)
            n = tier2_ops.load_raw_floats(co_code, frame.raw_f, sp, pc, oparg)
            sp += n
            pc += n - 1
            if n == 2 and fused_ops.chains_after(co_code, pc, 0):
                pc = fused_ops.float_chain(code, co_code, frame, pc, sp)
                sp = frame.sp
        elif opcode == op.LOAD_FAST_BOX_FLOAT:
            stack[sp] = newfloat(frame.raw_f[oparg])
            sp += 1
        elif opcode == op.LOAD_FAST_BOX_INT:
            stack[sp] = newint(frame.raw_i[oparg])
            sp += 1
        elif opcode == op.BOX_FLOAT:    # (a raw result stored into a list:
            stack[oparg] = newfloat(frame.raw_f[oparg])     # not rare)
        elif opcode == op.BOX_INT:
            stack[oparg] = newint(frame.raw_i[oparg])
        # tier 2's moves and conversions of raw slots: not rare in hot
        # code (`c[i] += v` with a raw index: COPY_RAW, SWAP_RAW; `i * 0.5`
        # of a raw int: RAW_INT_TO_RAW_FLOAT), each a call of ~40 more
        # instructions through ops_rare.execute before (session 29)
        elif opcode == op.COPY_RAW or opcode == op.SWAP_RAW:
            sp = tier2_ops.move_raw(stack, frame.raw_f, frame.raw_i, sp,
                                    opcode, oparg)
        elif opcode == op.UNBOX_INT:
            frame.raw_i[oparg] = sources.int_of(stack[oparg])
        elif opcode == op.UNBOX_FLOAT:
            frame.raw_f[oparg] = sources.float_of(stack[oparg])
        elif opcode == op.RAW_INT_TO_RAW_FLOAT:
            frame.raw_f[oparg] = float(frame.raw_i[oparg])
        elif opcode == op.INT_TO_RAW_FLOAT:
            frame.raw_f[oparg] = tier2_ops.int_to_float(stack[oparg])
        elif opcode == op.COPY_FREE_VARS:   # (every call of a closure)
            ops_misc.copy_free_vars(frame, oparg)
        elif opcode == op.STORE_FAST_RAW_FLOAT:
            sp = nonneg(sp - 1)
            frame.raw_f[nonneg(oparg)] = frame.raw_f[sp]
        elif opcode == op.LOAD_CONST_RAW_FLOAT:
            frame.raw_f[sp] = code.float_consts[oparg]
            sp += 1
        elif opcode == op.BINARY_OP_ADD_RAW_FLOAT or \
                opcode == op.BINARY_OP_SUBTRACT_RAW_FLOAT or \
                opcode == op.BINARY_OP_MULTIPLY_RAW_FLOAT or \
                opcode == op.BINARY_OP_TRUE_DIVIDE_RAW_FLOAT:
            sp -= 1
            frame.raw_f[sp - 1] = ops.float_arith(
                tier2_ops.f_left(stack, frame.raw_f, sp - 1, oparg),
                tier2_ops.f_right(stack, frame.raw_f, sp, oparg),
                tier2_ops.NB_OF[opcode])
        elif opcode == op.BINARY_OP_POWER_RAW_FLOAT or \
                opcode == op.BINARY_OP_POWER_FLOAT_REST or \
                opcode == op.LOAD_CONST_RAW_FLOAT__BINARY_OP_POWER_RAW_FLOAT:
            if opcode == op.LOAD_CONST_RAW_FLOAT__BINARY_OP_POWER_RAW_FLOAT:
                # the exponent, then the power in the next slot (its
                # record, its errors: frame.pc)
                frame.raw_f[sp] = code.float_consts[oparg]
                opcode = op.BINARY_OP_POWER_RAW_FLOAT
                oparg = co_code[2 * pc + 1]
                frame.pc = pc
                pc += 1
            else:
                sp -= 1
            pc = tier2_ops.float_power(frame, stack, sp, pc, opcode, oparg)
        elif opcode == op.BINARY_OP_INT_CONST:
            stack[sp - 1] = tier2_ops.int_op(
                stack[sp - 1], code.co_consts_w[INT_FUSED.right.get(oparg)],
                INT_FUSED.op.get(oparg))
        elif opcode == op.CALL_RAW_FLOAT_FUNC:
            pc = raw_calls.run(frame, code, pc, sp, oparg)
            sp = frame.sp
        elif opcode == op.CALL_PY_PURE_FLOAT or opcode == op.CALL_PY_PURE_INT \
                or opcode == op.LOAD_GLOBAL_PURE_CALL:
            pc = pure_calls.run(frame, code, pc, sp, opcode, oparg)
            sp = frame.sp
        elif opcode == op.BINARY_OP_INT_LOCAL_CONST or \
                opcode == op.BINARY_OP_INT_LOCALS:
            stack[sp] = tier2_ops.int_of_locals(code, stack, opcode, oparg)
            sp += 1
        elif opcode == op.BINARY_OP_RAW_FLOAT_LOCAL:
            raw_f = frame.raw_f
            raw_f[sp - 1] = ops.float_arith(
                raw_f[sp - 1], raw_f[RAW_FLOAT_FUSED.operand.get(oparg)],
                RAW_FLOAT_FUSED.op.get(oparg))
        elif opcode == op.BINARY_OP_RAW_FLOAT_STORE:
            sp -= 2
            frame.raw_f[RAW_STORE.local.get(oparg)] = ops.float_arith(
                tier2_ops.f_left(stack, frame.raw_f, sp, oparg),
                tier2_ops.f_right(stack, frame.raw_f, sp + 1, oparg),
                RAW_STORE.op.get(oparg))
        elif opcode == op.BINARY_OP_RAW_FLOAT_RUN:
            pc = fused_ops.float_run(co_code, code.float_consts, frame.raw_f,
                                     pc, sp, oparg)
        elif opcode == op.BINARY_OP_RAW_FLOAT_OPERANDS or \
                opcode == op.BINARY_OP_RAW_FLOAT_TERM or \
                opcode == op.BINARY_OP_RAW_FLOAT_OPERANDS__STORE_SUBSCR_AUG_RAW_FLOAT \
                or opcode == op.BINARY_OP_RAW_FLOAT_TERM__STORE_SUBSCR_AUG_RAW_FLOAT:
            sp = fused_ops.float_operands(code, frame, sp, opcode, oparg)
            if fused_ops.stored(oparg):
                pass    # (into a local: nothing goes on, no test below)
            elif opcode == op.BINARY_OP_RAW_FLOAT_OPERANDS__STORE_SUBSCR_AUG_RAW_FLOAT \
                    or opcode == op.BINARY_OP_RAW_FLOAT_TERM__STORE_SUBSCR_AUG_RAW_FLOAT:
                # the pair (annotator_rules): the float-list update in the
                # next slot takes the value here while in place, else that
                # slot runs on its own (its generic path, its errors)
                if tier2_ops.float_update_in_place(stack, frame.raw_f,
                                                   frame.raw_i, sp,
                                                   co_code[2 * pc + 1]):
                    sp -= 1
                    pc += 1
            elif fused_ops.chains_after(co_code, pc, oparg):
                pc = fused_ops.float_chain(code, co_code, frame, pc, sp)
                sp = frame.sp
        elif opcode == op.LOAD_FAST_RAW_INT_AS_FLOAT:
            frame.raw_f[sp] = float(frame.raw_i[oparg])
            sp += 1
        elif opcode == op.BINARY_OP_RAW_FLOAT_CONST:
            raw_f = frame.raw_f
            raw_f[sp - 1] = ops.float_arith(
                raw_f[sp - 1],
                code.float_consts[RAW_FLOAT_FUSED.operand.get(oparg)],
                RAW_FLOAT_FUSED.op.get(oparg))
        elif opcode == op.COMPARE_OP_RAW_FLOAT:
            sp -= 1
            stack[sp - 1] = newbool(ops.cmp_floats(
                tier2_ops.f_left(stack, frame.raw_f, sp - 1, oparg),
                tier2_ops.f_right(stack, frame.raw_f, sp, oparg),
                RAW_COMPARE.cmp.get(oparg)))
        elif opcode == op.UNARY_NEGATIVE_RAW_FLOAT:
            frame.raw_f[sp - 1] = -tier2_ops.f_left(stack, frame.raw_f,
                                                    sp - 1, oparg)
        elif opcode == op.LOAD_FAST_RAW_INT:
            frame.raw_i[sp] = frame.raw_i[nonneg(oparg)]
            sp += 1
        elif opcode == op.STORE_FAST_RAW_INT:
            sp = nonneg(sp - 1)
            frame.raw_i[nonneg(oparg)] = frame.raw_i[sp]
        elif opcode == op.LOAD_CONST_RAW_INT:
            frame.raw_i[sp] = sources.int_of(code.co_consts_w[oparg])
            sp += 1
        elif opcode == op.BINARY_OP_RAW_INT_OPERANDS:
            # operands from where they live (interpreter/tier2/operands.py)
            raw_i = frame.raw_i
            shape = oparg & operands.SHAPE_MASK
            if shape == operands.SHAPE_LOCALS:      # `x + i`: no decoding
                a = raw_i[RIO.left.index(oparg)]
                b = raw_i[RIO.right.index(oparg)]
            elif shape == operands.SHAPE_LOCAL_IMMEDIATE:       # `i + 1`
                a = raw_i[RIO.left.index(oparg)]
                b = RIO.right.get(oparg)
            else:
                if RIO.right_stack.get(oparg):
                    sp -= 1
                    b = tier2_ops.i_at(stack, raw_i, sp,
                                       RIO.right_kind.get(oparg))
                else:
                    b = tier2_ops.int_source(code, stack, raw_i,
                                             RIO.right_kind.get(oparg),
                                             RIO.right.get(oparg))
                if RIO.left_stack.get(oparg):
                    sp -= 1
                    a = tier2_ops.i_at(stack, raw_i, sp,
                                       RIO.left_kind.get(oparg))
                else:
                    a = tier2_ops.int_source(code, stack, raw_i,
                                             RIO.left_kind.get(oparg),
                                             RIO.left.get(oparg))
            binop = RIO.op.get(oparg)
            if binop == A.NB_ADD and tier2_ops.add_fits(a, b):
                r = tier2_ops.wrapped_add(a, b)
            elif binop == A.NB_SUBTRACT and tier2_ops.sub_fits(a, b):
                r = tier2_ops.wrapped_sub(a, b)
            else:
                try:
                    r = tier2_ops.raw_int_base(binop, a, b)
                except OverflowError:   # pushed boxed, at the continuation
                    sp += 1
                    frame.sp = sp
                    pc = versioning.overflow(frame, RIO.record.get(oparg),
                                             sp, a, b)
                    continue
            if RIO.push.get(oparg):
                raw_i[sp] = r
                sp += 1
            else:
                raw_i[RIO.dest.get(oparg)] = r
        elif opcode == op.BINARY_OP_ADD_RAW_INT or \
                opcode == op.BINARY_OP_SUBTRACT_RAW_INT or \
                opcode == op.BINARY_OP_MULTIPLY_RAW_INT or \
                opcode == op.BINARY_OP_OTHER_RAW_INT:
            sp -= 1
            b = tier2_ops.i_at(stack, frame.raw_i, sp, oparg & 2)
            a = tier2_ops.i_at(stack, frame.raw_i, sp - 1, oparg & 1)
            # + and - inline (no call, no exception); the rest, and an
            # overflow, through raw_int_binary
            if opcode == op.BINARY_OP_ADD_RAW_INT and \
                    tier2_ops.add_fits(a, b):
                frame.raw_i[sp - 1] = tier2_ops.wrapped_add(a, b)
            elif opcode == op.BINARY_OP_SUBTRACT_RAW_INT and \
                    tier2_ops.sub_fits(a, b):
                frame.raw_i[sp - 1] = tier2_ops.wrapped_sub(a, b)
            else:
                try:
                    frame.raw_i[sp - 1] = tier2_ops.raw_int_binary(
                        code, opcode, oparg, a, b)
                except OverflowError:
                    frame.sp = sp
                    pc = versioning.overflow(frame, oparg >> 2, sp, a, b)
        elif opcode == op.STORE_SUBSCR_RAW_INT:
            sp = tier2_ops.store_subscr_sources(frame, code, stack,
                                                frame.raw_i, sp, oparg)
        elif opcode == op.COMPARE_OP_RAW_INT:
            sp -= 1
            stack[sp - 1] = newbool(ops.cmp_ints(
                tier2_ops.i_left(stack, frame.raw_i, sp - 1, oparg),
                tier2_ops.i_right(stack, frame.raw_i, sp, oparg),
                RAW_COMPARE.cmp.get(oparg)))
        elif opcode == op.BINARY_SUBSCR_LOCALS_FLOAT_OP:
            skip = tier2_ops.subscript_float_op(code, co_code, frame, sp, pc,
                                                oparg)
            sp += skip & 1      # the slots it did << 1 | whether it pushed
            pc += skip >> 1
        elif opcode == op.BINARY_SUBSCR_SEQ_RAW_INT:
            sp = tier2_ops.subscr_raw_sources(frame, code, stack,
                                              frame.raw_i, sp, oparg)
        elif opcode == op.BB_RAW_TRUTH_JUMP or \
                opcode == op.BB_TEST_RAW_TRUTH:
            sp -= 1
            bb_test = tier2_ops.raw_truth(frame, sp, oparg)
            if opcode == op.BB_RAW_TRUTH_JUMP:
                pc = tier2_ops.jump_target(co_code, pc + (1 if bb_test else 2))
        elif opcode == op.BB_FOR_ITER_RANGE_RAW or \
                opcode == op.BB_TEST_ITER_RANGE_RAW or \
                opcode == op.BB_FOR_ITER_INT_LIST or \
                opcode == op.BB_TEST_ITER_INT_LIST or \
                opcode == op.BB_FOR_ITER_FLOAT_LIST or \
                opcode == op.BB_TEST_ITER_FLOAT_LIST:
            if opcode == op.BB_FOR_ITER_RANGE_RAW or \
                    opcode == op.BB_TEST_ITER_RANGE_RAW:
                exhausted = tier2_ops.range_next_raw(stack[sp - 1],
                                                     frame.raw_i, sp)
            else:
                got = tier2_ops.raw_list_next(stack[sp - 1], frame, sp,
                                              opcode)
                if got < 0:
                    pc += 2     # not that storage: to the side exit
                    continue
                exhausted = got == 0
            if exhausted:
                sp -= 1
                stack[sp] = None
            else:
                sp += 1
            bb_test = exhausted
            if tier2_ops.RESOLVED_RAW_ITER[opcode]:
                pc = oparg if exhausted else co_code[2 * pc + 3]
                if not exhausted:   # the loop variable, in this dispatch
                    stored = co_code[2 * pc]
                    if stored == op.STORE_FAST_RAW_INT:
                        sp -= 1
                        frame.raw_i[co_code[2 * pc + 1]] = frame.raw_i[sp]
                        pc += 1
                    elif stored == op.STORE_FAST_RAW_FLOAT:
                        sp -= 1
                        frame.raw_f[co_code[2 * pc + 1]] = frame.raw_f[sp]
                        pc += 1
        elif opcode == op.BINARY_OP_ADD_FLOAT_REST or \
                opcode == op.BINARY_OP_SUBTRACT_FLOAT_REST or \
                opcode == op.BINARY_OP_MULTIPLY_FLOAT_REST or \
                opcode == op.BINARY_OP_TRUE_DIVIDE_FLOAT_REST:
            sp -= 1
            stack[sp - 1] = newfloat(ops.float_arith(
                tier2_ops.float_of(stack[sp - 1]),
                tier2_ops.float_of(stack[sp]), tier2_ops.NB_OF[opcode]))
            stack[sp] = None
        elif opcode == op.BINARY_OP_ADD_INT_REST or \
                opcode == op.BINARY_OP_SUBTRACT_INT_REST or \
                opcode == op.BINARY_OP_MULTIPLY_INT_REST or \
                opcode == op.BINARY_OP_OTHER_INT_REST:
            w_b = stack[sp - 1]
            sp -= 1
            stack[sp] = None
            stack[sp - 1] = tier2_ops.int_rest(opcode, stack[sp - 1], w_b,
                                               oparg)
        elif opcode == op.COMPARE_OP_FLOAT_REST or \
                opcode == op.COMPARE_OP_INT_REST:
            w_b = stack[sp - 1]
            w_a = stack[sp - 2]
            sp -= 1
            stack[sp] = None
            stack[sp - 1] = newbool(tier2_ops.compare_rest(opcode, w_a, w_b,
                                                           oparg))
        elif opcode == op.BINARY_SUBSCR_LIST_INT_REST or \
                opcode == op.BINARY_SUBSCR_TUPLE_INT_REST:
            sp = tier2_ops.subscr_rest_sources(frame, code, stack, sp, oparg)
        elif opcode == op.UNARY_NEGATIVE_FLOAT_REST:
            stack[sp - 1] = tier2_ops.negative_rest(stack[sp - 1])
        elif opcode == op.BB_POP_JUMP_IF_FALSE or \
                opcode == op.BB_POP_JUMP_IF_TRUE or \
                opcode == op.BB_POP_JUMP_IF_NONE or \
                opcode == op.BB_POP_JUMP_IF_NOT_NONE:
            if oparg:       # read where it lives (TRUTH_TEST)
                w_v = sources.truth_source(frame, code, stack, sp, oparg)
            else:
                sp -= 1
                w_v = stack[sp]
                stack[sp] = None
            bb_test = tier2_ops.test(opcode, w_v)
            pc = tier2_ops.jump_target(co_code, pc + (1 if bb_test else 2))
        elif opcode == op.BB_FOR_ITER_RANGE or opcode == op.BB_FOR_ITER_SEQ \
                or opcode == op.BB_FOR_ITER:
            fall = co_code[2 * pc + 3]
            if opcode == op.BB_FOR_ITER and \
                    co_code[2 * fall] == op.UNPACK_SEQUENCE_LOCALS and \
                    tier2_ops.UFL.count.get(co_code[2 * fall + 1]) == 2:
                # `for i, x in enumerate(s)`: the pair stored where the
                # successor's unpack would store it (no tuple for
                # enumerate), the unpack skipped
                bb_test = not tier2_ops.iter_into_locals(
                    stack, sp, co_code[2 * fall + 1])
                if bb_test:
                    sp -= 1
                    stack[sp] = None
                    pc = oparg
                else:
                    pc = fall + 1
                continue
            w_next = tier2_ops.iter_next(opcode, stack[sp - 1])
            bb_test = w_next is None
            if w_next is None:
                sp -= 1
                stack[sp] = None
                pc = oparg
            else:
                pc = fall
                # as above (the store may head a superinstruction: the
                # slot after it then runs as itself)
                if quickening.STORES_FIRST[co_code[2 * pc]]:
                    stack[co_code[2 * pc + 1]] = w_next
                    pc += 1
                else:
                    stack[sp] = w_next
                    sp += 1
        elif opcode == op.BINARY_OP_RAW_FLOAT_GUARDED or \
                opcode == op.BINARY_OP_FLOAT_GUARDED:
            # operands read where they live or from the stack, no push
            n, a, b = sources.float_operands(frame, code, stack, sp, oparg)
            if n >= 0:
                # (may raise)
                f = ops.float_arith(a, b, GUARDED_BINOP.op.get(oparg))
                sp -= n
                pc += 1         # past the side exit
                if opcode == op.BINARY_OP_RAW_FLOAT_GUARDED:
                    if fused_ops.store_after(co_code, frame.raw_f, pc, f):
                        stack[sp] = None
                        pc += 1     # (`dx = a.x - b.x`)
                    else:
                        frame.raw_f[sp] = f
                        sp += 1
                elif co_code[2 * pc] == op.STORE_ATTR_INSTANCE_SWAPPED:
                    frame.pc = pc   # (`x.a += v`: the store done here)
                    sp = fused_ops.store_swapped(code, stack, sp + 1, pc,
                                                 newfloat(f))
                    pc += 1
                else:
                    stack[sp] = newfloat(f)
                    sp += 1
            else:   # the side exit finds the operands pushed
                sp = sources.push_operands(frame, code, stack, sp, oparg,
                                           True)
        elif opcode == op.BINARY_OP_RAW_INT_GUARDED:
            sp = sources.push_operands(frame, code, stack, sp, oparg,
                                       False)
            if tier2_ops.raw_int_operands_ok(stack, sp, oparg):
                sp -= 1
                pc += 1
                a = tier2_ops.i_left(stack, frame.raw_i, sp - 1, oparg)
                b = tier2_ops.i_right(stack, frame.raw_i, sp, oparg)
                try:
                    frame.raw_i[sp - 1] = tier2_ops.raw_int_base(
                        GUARDED_BINOP.op.get(oparg), a, b)
                except OverflowError:
                    frame.sp = sp
                    pc = versioning.overflow(
                        frame, GUARDED_BINOP.record.get(oparg), sp, a, b)
        elif opcode == op.BINARY_OP_INT_GUARDED:
            sp = sources.push_operands(frame, code, stack, sp, oparg,
                                       False)
            if tier2_ops.int_operands_ok(stack, sp, oparg):
                sp -= 1
                stack[sp - 1] = tier2_ops.int_op(stack[sp - 1], stack[sp],
                                                 GUARDED_BINOP.op.get(oparg))
                stack[sp] = None
                pc += 1
        elif opcode == op.BINARY_SUBSCR_FLOAT_LIST:
            if tier2_ops.float_list_read(stack, frame.raw_f, frame.raw_i, sp,
                                         oparg):
                sp -= 1
                pc += 1         # past the side exit
        elif opcode == op.BINARY_SUBSCR_INT_LIST:
            sp = sources.push_operands(frame, code, stack, sp, oparg,
                                       False)
            if tier2_ops.int_list_read(stack, frame.raw_i, sp, oparg):
                sp -= 1
                pc += 1         # past the side exit
        elif opcode == op.BINARY_SUBSCR_FLOAT_LIST_KEEP:
            stack[sp] = stack[sp - 2]
            stack[sp + 1] = stack[sp - 1]
            frame.raw_i[sp + 1] = frame.raw_i[sp - 1]
            sp += 2
            if tier2_ops.float_list_read(stack, frame.raw_f, frame.raw_i, sp,
                                         oparg):
                sp -= 1
                pc += 1         # past the side exit
        elif opcode == op.BINARY_SUBSCR_FLOAT_LIST_LOCAL:
            if tier2_ops.float_list_read_local(code, stack, frame.raw_f,
                                               frame.raw_i, sp, oparg):
                sp += 1
                pc += 1         # past the side exit
            else:
                sp += 2         # the operands pushed, for the side exit
        elif opcode == op.BINARY_SUBSCR_FLOAT_LIST_LOCAL_KEEP:
            if tier2_ops.float_list_read_kept(code, stack, frame.raw_f,
                                              frame.raw_i, sp, oparg):
                sp += 3
                pc += 1         # past the side exit
            else:
                sp += 4         # container, index twice, for the side exit
        elif opcode == op.STORE_SUBSCR_RAW_FLOAT_LOCAL:
            sp -= 1
            tier2_ops.float_list_store_local(code, stack, frame.raw_f,
                                             frame.raw_i, sp, oparg)
        elif opcode == op.STORE_SUBSCR_RAW_FLOAT:
            if tier2_ops.float_store_in_place(stack, frame.raw_f,
                                              frame.raw_i, sp, oparg):
                sp -= 3
            else:
                sp = tier2_ops.float_list_store(stack, frame.raw_f,
                                                frame.raw_i, sp, oparg)
        elif opcode == op.BINARY_SUBSCR_SEQ_INT_GUARDED:
            sp = sources.push_operands(frame, code, stack, sp, oparg,
                                       False)
            if GUARDED_BINOP.kept.get(oparg):
                sp = tier2_ops.keep_operands(stack, frame.raw_i, sp, oparg)
            if tier2_ops.guarded_subscr(stack, frame.raw_i, sp, oparg):
                sp -= 1
                pc += 1
        elif opcode == op.COMPARE_OP_RAW_FLOAT_GUARDED or \
                opcode == op.COMPARE_OP_INT_GUARDED or \
                opcode == op.COMPARE_OP_RAW_INT_GUARDED:
            if tier2_ops.guarded(stack, frame.raw_f, frame.raw_i, sp, opcode,
                                 oparg):
                sp -= 1
                pc += 1
        elif opcode == op.BB_COMPARE_JUMP or opcode == op.BB_TEST_COMPARE:
            taken = compare_branch.compare_in_place(frame, code, stack,
                                               frame.raw_f, frame.raw_i, oparg)
            if taken < 0:
                if oparg >= compare_branch.ANY_SOURCE:   # pushed here
                    sp = compare_branch.push_compare_operands(
                        frame, code, stack, frame.raw_f, frame.raw_i, sp,
                        oparg)
                taken = compare_branch.compare_test(stack, frame.raw_f,
                                               frame.raw_i, sp, oparg)
                if taken < 0:
                    pc += 3         # a check failed: to the side exit
                else:
                    sp -= 2
            bb_test = taken == 1
            if opcode == op.BB_COMPARE_JUMP and taken >= 0:
                pc = tier2_ops.jump_target(co_code, pc + (1 if bb_test else 2))
        elif opcode == op.SUBSCR_AUGMENTED:
            sp = tier2_ops.subscr_augmented(code, stack, frame.raw_i, sp,
                                            oparg)
        elif opcode == op.STORE_SUBSCR_AUG_RAW_FLOAT:
            if tier2_ops.float_update_in_place(stack, frame.raw_f,
                                               frame.raw_i, sp, oparg):
                sp -= 1
            else:
                sp = tier2_ops.float_list_update(code, stack, frame.raw_f,
                                                 frame.raw_i, sp, oparg)
        elif opcode == op.BB_CONTAINS_JUMP or opcode == op.BB_TEST_CONTAINS:
            bb_test = tier2_ops.contains_test(code, stack, sp, oparg)
            sp -= tier2_ops.contains_pops(oparg)
            if opcode == op.BB_CONTAINS_JUMP:
                pc = tier2_ops.jump_target(co_code, pc + (1 if bb_test else 2))
        elif opcode == op.BB_GUARD_TYPE_JUMP:
            bb_test = tier2_ops.guard(stack, sp, oparg)
            if bb_test:
                pc = co_code[2 * pc + 3]
            else:
                pc = co_code[2 * pc + 5]
        elif opcode == op.BB_BRANCH:
            frame.sp = sp
            pc = versioning.branch(frame, code, oparg, bb_test)
        elif opcode == op.BB_JUMP_BACKWARD_LAZY:
            frame.sp = sp
            pc = versioning.backward(frame, code, oparg)
        elif tier2_ops.IS_UNRESOLVED_TEST[opcode]:   # for the BB_BRANCH
            bb_test = tier2_ops.unresolved_test(frame, stack, sp, opcode,
                                                oparg)
            sp = frame.sp
        elif quickening.IS_SPECIALISED_JUMP[opcode]:
            # POP_JUMP_IF_{FALSE,TRUE}_{BOOL,INT,NONE,LIST}
            sp -= 1
            w_v = stack[sp]
            stack[sp] = None
            if tier1_ops.jump_truth(code, pc - 1, opcode, w_v) == \
                    quickening.JUMPS_IF_TRUE[opcode]:
                pc += oparg
        else:
            sp = ops_rare.execute(frame, stack, sp, opcode, oparg)


# RPython inserts a stack check before the calls that close a cycle of
# its call graph, at blocks its cycle breaking chooses: with the loop in
# the cycles it chose blocks inside the loop's handlers (a check per
# attribute load or subscript of some forms, 2.3M a raytrace run). The
# loop itself is where Python recursion goes through, so the check is
# made once per entry of the loop, and no cycle is broken inside it.
dispatch.insert_stack_check_here = True
