"""Run time of the tier-2 fused float instructions whose emission is in
superinstructions.py (docs/tier2.md, "Runs and stores" and "Operands from
locals and constants"): runs on one raw float, operators reading their
operands where they live, attribute updates, and the stores done by the
slot before them."""

from rpython.rlib.objectmodel import always_inline

from annotator_rules import opcodes as op
from interpreter.frontend import astnodes as A
from interpreter.tier2.superinstructions import DEST_SHIFT, SRC_OF_LOAD
from interpreter.tier2 import sources
from annotator_rules.instructions import (GUARDED_BINOP, RAW_STORE,
                                          RAW_FLOAT_FUSED)
from objspace import operations as ops
from objspace.floatobject import W_Float, W_FloatCell, newfloat
from objspace.instances import W_Instance
from objspace.intobject import W_Int
from interpreter.tier2.tier2_ops import int_op


def float_run(co_code, float_consts, raw_f, pc, sp, oparg):
    """BINARY_OP_RAW_FLOAT_RUN at slot pc - 1: its own operator and the
    members after it on the raw float at sp - 1, kept in a register (one
    store instead of one per operator); the pc after the run."""
    F = RAW_FLOAT_FUSED
    acc = raw_f[sp - 1]
    end = pc + F.rest.get(oparg)
    while True:
        i = F.operand.get(oparg)
        if F.const.get(oparg):
            x = float_consts[i]
        else:
            x = raw_f[i]
        k = F.op.get(oparg)
        if k == A.NB_ADD:
            acc = acc + x
        elif k == A.NB_SUBTRACT:
            acc = acc - x
        else:
            acc = acc * x
        if pc >= end:
            break
        oparg = co_code[2 * pc + 1]
        pc += 1
    raw_f[sp - 1] = acc
    return end


def attribute_update(code, co_code, frame, pc, w_obj):
    """LOAD_ATTR_AUGMENT_FLOAT at pc - 1 (w_obj: its local): x.a a cached
    float, `x.a op= v` done, v read by the operator at pc + n from where
    it lives (n = 0), or pushed by the slots before it (a raw load,
    operands, or a guarded + - * whose operands both have sources, and
    its exit: superinstructions._fuse_attribute_update); the slots after
    the head it did, 0 if nothing was done."""
    from interpreter.tier1 import tier1_ops
    G = GUARDED_BINOP
    w_a = tier1_ops.cached_instance_attr(code, pc - 1, w_obj)
    right = co_code[2 * pc]
    arg = co_code[2 * pc + 1]
    if right == op.BINARY_OP_INT_GUARDED:       # LOAD_ATTR_AUGMENT_INT
        if type(w_a) is not W_Int:
            return 0
        w_b = sources.source_peek(frame, code, frame.locals_w,
                                  G.right_src.get(arg), G.right.get(arg))
        if type(w_b) is not W_Int:
            return 0
        _store_attribute(code, co_code, pc + 2, w_obj,
                         int_op(w_a, w_b, arg & 255))
        return 3
    if not isinstance(w_a, W_Float):
        return 0
    if right == op.BINARY_OP_FLOAT_GUARDED:
        kind, v = sources.float_source(frame, code, frame.locals_w,
                                       G.right_src.get(arg),
                                       G.right.get(arg),
                                       G.boxed_right.get(arg),
                                       G.mix.get(arg))
        if kind < 0:
            return 0
        n = 0
    elif right == op.BINARY_OP_RAW_FLOAT_OPERANDS:
        v = operands_value(code, frame, arg)
        n = 1
    elif right == op.BINARY_OP_RAW_FLOAT_GUARDED:
        k, a, b = sources.float_operands(frame, code, frame.locals_w, 0, arg)
        if k != 0:
            return 0
        v = ops.float_arith(a, b, arg & 255)
        n = 2   # the operator, its exit
    else:
        v = source(code, frame, (SRC_OF_LOAD[right] << 10) | arg)
        n = 1
    f = ops.float_arith(w_a.floatval, v, co_code[2 * (pc + n) + 1] & 255)
    if isinstance(w_a, W_FloatCell):
        # the load's guard held (an instance attribute, no data
        # descriptor) and only reads ran since: w_a is the attribute's
        # own cell, the store changes it and nothing else
        w_a.update(f)
        return n + 3
    # a cell pays where the attribute is updated again and again (a
    # loop: nbody's velocities); an update per object (float's
    # `self.x /= norm`) keeps a plain float, which reads hand out as it
    # is (a cell's reads box its value once more: twice the objects)
    w_new = W_FloatCell(f) if code.t2.raw_ok else newfloat(f)
    _store_attribute(code, co_code, pc + n + 2, w_obj, w_new)
    return n + 3


@always_inline
def _store_attribute(code, co_code, store, w_obj, w_v):
    """The STORE_ATTR_INSTANCE_SWAPPED at `store` stores w_v into w_obj
    (a W_FloatCell only where the store's guard holds: a cell never
    leaves its slot)."""
    from interpreter.tier1 import tier1_ops
    assert store >= 0
    cache = code.caches[store]
    if tier1_ops.instance_guard(cache, w_obj):     # inline: no call
        assert isinstance(w_obj, W_Instance)
        w_obj.storage_w[cache.index] = w_v
        return
    if isinstance(w_v, W_FloatCell):
        w_v = newfloat(w_v.floatval)
    tier1_ops.store_attr_instance(code, store, w_obj, code.co_names[
        co_code[2 * store + 1]], w_v, False, False)


def store_swapped(code, stack, sp, i, w_v):
    """The STORE_ATTR_INSTANCE_SWAPPED at i stores w_v, the result of the
    operator just before it (not pushed), into the object below: the
    new stack pointer."""
    from interpreter.tier1 import tier1_ops
    w_obj = stack[sp - 2]
    stack[sp - 1] = None
    stack[sp - 2] = None
    tier1_ops.store_attr_instance(code, i, w_obj, code.co_names[
        code.co_code[2 * i + 1]], w_v, False, False)
    return sp - 2


@always_inline
def float_operands(code, frame, sp, opcode, oparg):
    """BINARY_OP_RAW_FLOAT_OPERANDS / _TERM (superinstructions.py), or
    either heading its pair with a float-list update: the new stack
    pointer."""
    raw_f = frame.raw_f
    v = operands_value(code, frame, oparg)
    if opcode == op.BINARY_OP_RAW_FLOAT_TERM or \
            opcode == op.BINARY_OP_RAW_FLOAT_TERM__STORE_SUBSCR_AUG_RAW_FLOAT:
        sp -= 1
        v = ops.float_arith(raw_f[sp], v, (oparg >> 4) & 15)
    dest = oparg >> DEST_SHIFT
    if dest:
        raw_f[dest - 1] = v
        return sp
    raw_f[sp] = v
    return sp + 1


@always_inline
def stored(oparg):
    """An OPERANDS / TERM (or its pair) stores its value into a local."""
    return (oparg >> DEST_SHIFT) != 0


@always_inline
def chains_after(co_code, pc, oparg):
    """An OPERANDS / TERM at pc - 1 (or a pair of raw loads, oparg 0)
    pushed its value: whether slot pc goes on with the expression
    (float_chain)."""
    if oparg >> DEST_SHIFT:
        return False
    following = co_code[2 * pc]
    arg = co_code[2 * pc + 1]
    if following == op.BINARY_OP_RAW_FLOAT_TERM:     # not `* (d2 ** 0.5)`
        return arg & 15 != A.NB_POWER and (arg >> 4) & 15 != A.NB_POWER
    return following == op.BINARY_OP_RAW_FLOAT_STORE and \
        not _store_boxed(arg) and RAW_STORE.op.get(arg) != A.NB_POWER


@always_inline
def _store_boxed(oparg):
    return RAW_STORE.boxed_left.get(oparg) or RAW_STORE.boxed_right.get(oparg)


def float_chain(code, co_code, frame, pc, sp):
    """The BINARY_OP_RAW_FLOAT_OPERANDS / _TERM at pc - 1 (or two raw
    loads: `acc += z ...`) pushed its value and slot pc acts on it: each
    BINARY_OP_RAW_FLOAT_TERM that follows (`x + z * 0.5 - z / 3.0 + ...`)
    and a BINARY_OP_RAW_FLOAT_STORE ending the chain (`acc += ...`) are
    done here, the value in a register, one dispatch for the whole
    expression; a TERM that stores into a local may be followed by two
    raw loads heading the next chain (`z = ...; acc += z ...`), which go
    on here too. A member that could raise (a zero divisor, a power) is
    left to its own dispatch, which raises at its own slot. chains_after
    checks the first member before the call (no call for nothing).
    Returns the next pc; sets frame.sp."""
    raw_f = frame.raw_f
    sp -= 1
    v = raw_f[sp]
    while True:
        opcode = co_code[2 * pc]
        oparg = co_code[2 * pc + 1]
        if opcode == op.BINARY_OP_RAW_FLOAT_STORE:
            k = RAW_STORE.op.get(oparg)
            if _store_boxed(oparg) or not _safe(k, v):
                break
            raw_f[RAW_STORE.local.get(oparg)] = _plain(raw_f[sp - 1], v, k)
            frame.sp = sp - 1
            return pc + 1
        if opcode != op.BINARY_OP_RAW_FLOAT_TERM:
            break
        inner = oparg & 15
        outer = (oparg >> 4) & 15
        b = source(code, frame, (oparg >> 8) & 4095)
        if not _safe(inner, b) or outer == A.NB_POWER:
            break
        w = _plain(source(code, frame, (oparg >> 20) & 4095), b, inner)
        if not _safe(outer, w):
            break
        v = _plain(v, w, outer)
        pc += 1
        dest = oparg >> DEST_SHIFT
        if dest:
            raw_f[dest - 1] = v
            if not _loads_head_chain(co_code, pc):
                frame.sp = sp
                return pc
            # `z = ...; acc += z + ...`: the two raw loads after the store
            # and the chain they head go on in this dispatch too
            raw_f[sp] = raw_f[co_code[2 * pc + 1]]
            sp += 1
            v = raw_f[co_code[2 * pc + 3]]
            pc += 2
    raw_f[sp] = v
    frame.sp = sp + 1
    return pc


@always_inline
def _loads_head_chain(co_code, pc):
    """Slots pc and pc + 1 are raw loads, and what follows chains."""
    return co_code[2 * pc] == op.LOAD_FAST_RAW_FLOAT and \
        co_code[2 * pc + 2] == op.LOAD_FAST_RAW_FLOAT and \
        chains_after(co_code, pc + 2, 0)


@always_inline
def _safe(k, divisor):
    """Whether operator k on this right operand cannot raise."""
    return k != A.NB_POWER and (k != A.NB_TRUE_DIVIDE or divisor != 0.0)


@always_inline
def _plain(a, b, k):
    """+ - * / on doubles, k not a power and no divisor zero: nothing to
    raise, so float_chain calls nothing (and saves no GC roots)."""
    if k == A.NB_ADD:
        return a + b
    if k == A.NB_SUBTRACT:
        return a - b
    if k == A.NB_MULTIPLY:
        return a * b
    return a / b


@always_inline
def operands_value(code, frame, oparg):
    """The operator of BINARY_OP_RAW_FLOAT_OPERANDS on its two sources."""
    return ops.float_arith(source(code, frame, (oparg >> 20) & 4095),
                           source(code, frame, (oparg >> 8) & 4095),
                           oparg & 15)


@always_inline
def source(code, frame, src):
    """An operand of BINARY_OP_RAW_FLOAT_OPERANDS (superinstructions.SRC_*):
    a raw float local, a float constant, or a raw int local as a double."""
    index = src & 1023
    kind = src >> 10
    if kind == 0:
        return frame.raw_f[index]
    if kind == 1:
        return code.float_consts[index]
    return float(frame.raw_i[index])


@always_inline
def store_after(co_code, raw_f, slot, f):
    """If slot is a STORE_FAST_RAW_FLOAT (reached from the slot before it
    only by falling through), does its store of f (True). The slot after
    a guarded operator's side exit is always there: a block is generated
    whole before it runs. (No length test: inline in the eval loop's
    float arm, a build with it loaded the code's length in the loop's
    head, on every dispatch.)"""
    if co_code[2 * slot] == op.STORE_FAST_RAW_FLOAT:
        raw_f[co_code[2 * slot + 1]] = f
        return True
    return False
