"""Tier 1's adaptive forms (PEP 659) that neither jump nor call: each
counts down its inline cache and then tries to specialise (quickening.py),
and runs the generic path. They run only while warming up or backing
off, so they live outside the eval loop, which calls `execute`."""

from annotator_rules import opcodes as op
from interpreter.runtime import ops_misc
from interpreter.tier1 import quickening
from objspace import operations as ops
from objspace import containers, attrs


def execute(frame, stack, sp, i, opcode, oparg):
    """Runs adaptive instruction i; returns the new stack pointer."""
    code = frame.code
    names = code.co_names
    if opcode == op.BINARY_OP_ADAPTIVE:
        w_b = stack[sp - 1]
        w_a = stack[sp - 2]
        if quickening.count_down(code, i):
            quickening.specialize_binary_op(code, i, w_a, w_b, oparg)
        sp -= 1
        stack[sp] = None
        stack[sp - 1] = ops.binary_op(w_a, w_b, oparg)
    elif opcode == op.COMPARE_OP_ADAPTIVE:
        w_b = stack[sp - 1]
        w_a = stack[sp - 2]
        if quickening.count_down(code, i):
            quickening.specialize_compare_op(code, i, w_a, w_b)
        sp -= 1
        stack[sp] = None
        stack[sp - 1] = ops.compare(w_a, w_b, oparg >> 4)
    elif opcode == op.BINARY_SUBSCR_ADAPTIVE:
        w_key = stack[sp - 1]
        if quickening.count_down(code, i):
            quickening.specialize_binary_subscr(code, i, stack[sp - 2],
                                           w_key)
        sp -= 1
        stack[sp] = None
        stack[sp - 1] = containers.getitem_w(stack[sp - 1], w_key)
    elif opcode == op.STORE_SUBSCR_ADAPTIVE:
        w_key = stack[sp - 1]
        w_obj = stack[sp - 2]
        w_v = stack[sp - 3]
        if quickening.count_down(code, i):
            quickening.specialize_store_subscr(code, i, w_obj, w_key)
        sp = ops_misc.clear(stack, sp, 3)
        containers.setitem_w(w_obj, w_key, w_v)
    elif opcode == op.UNPACK_SEQUENCE_ADAPTIVE:
        if quickening.count_down(code, i):
            quickening.specialize_unpack_sequence(code, i, stack[sp - 1],
                                             oparg)
        sp = ops_misc.unpack_sequence(stack, sp, oparg)
    elif opcode == op.LOAD_ATTR_ADAPTIVE:
        w_obj = stack[sp - 1]
        name = names[oparg >> 1]
        if quickening.count_down(code, i):
            quickening.specialize_load_attr(code, i, w_obj, name,
                                       oparg & 1 == 1)
        sp = ops_misc.load_attr(stack, sp, name, oparg & 1)
    elif opcode == op.STORE_ATTR_ADAPTIVE:
        w_obj = stack[sp - 1]
        w_v = stack[sp - 2]
        if quickening.count_down(code, i):
            quickening.specialize_store_attr(code, i, w_obj,
                                        names[oparg])
        sp = ops_misc.clear(stack, sp, 2)
        attrs.setattr_w(w_obj, names[oparg], w_v)
    elif opcode == op.LOAD_NAME_ADAPTIVE:
        name = names[oparg]
        if quickening.count_down(code, i):
            quickening.specialize_load_name(code, i, frame, name)
        stack[sp] = ops_misc.load_name(frame, name)
        sp += 1
    elif opcode == op.STORE_NAME_ADAPTIVE or \
            opcode == op.STORE_GLOBAL_ADAPTIVE:
        name = names[oparg]
        if quickening.count_down(code, i):
            quickening.specialize_store_global(code, i, frame, name,
                                               opcode)
        sp -= 1
        w_v = stack[sp]
        stack[sp] = None
        if opcode == op.STORE_GLOBAL_ADAPTIVE:
            ops_misc.store_global(frame, name, w_v)
        else:
            ops_misc.store_name(frame, name, w_v)
    elif opcode == op.LOAD_GLOBAL_ADAPTIVE:
        name = names[oparg >> 1]
        if quickening.count_down(code, i):
            quickening.specialize_load_global(code, i, frame.w_globals,
                                         ops_misc.builtins_module(),
                                         name)
        stack[sp] = ops_misc.load_global(frame, name)
        sp += 1
        if oparg & 1:
            stack[sp] = None
            sp += 1
    return sp


def jump(code, i, stack, sp, opcode):
    """POP_JUMP_IF_{FALSE,TRUE}_ADAPTIVE at i, its operand popped from
    slot sp: whether it jumps."""
    w_v = stack[sp]
    stack[sp] = None
    jump_if_true = opcode == op.POP_JUMP_IF_TRUE_ADAPTIVE
    if quickening.count_down(code, i):
        quickening.specialize_jump(code, i, w_v, jump_if_true)
    return ops.is_true(w_v) == jump_if_true
