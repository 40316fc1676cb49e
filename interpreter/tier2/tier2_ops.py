"""The bodies of tier-2 instructions that are more than a line or two in
the eval loop: type guards, branch tests, guard-free arithmetic."""

import sys

from rpython.rlib.rarithmetic import ovfcheck, intmask, r_uint
from rpython.rlib.objectmodel import always_inline, dont_inline
from interpreter.runtime.nonneg import nonneg
from interpreter.runtime.ops_misc import bound_local, clear

from annotator_rules import opcodes as op
from annotator_rules.instructions import (UNPACK_TO_LOCALS, unpack_local,
                                          GUARDED_BINOP, RAW_TRUTH,
                                          RAW_OPERATOR, RAW_COMPARE,
                                          FLOAT_LIST, FLOAT_LIST_LOCAL,
                                          CONTAINS_TEST, AUG_SUBSCR,
                                          INT_FUSED, STORE_SUBSCR_RAW,
                                          AUG_FLOAT_LIST)
from interpreter.tier2.sources import (OPERAND_SOURCES, source_object,
                                       raw_int_source, truth_source,
                                       float_of, int_of)
from interpreter.frontend import astnodes as A
from annotator_rules.types import (T_INT, T_FLOAT, T_BOOL, T_STR, T_LIST,
                                   T_TUPLE, T_NONE, T_DICT, T_RANGEITER,
                                   T_SEQITER, T_SMALLINT)
from objspace import operations as ops
from objspace import containers
from objspace.intobject import (W_Int, W_Bool, W_AbstractInt, W_True,
                                W_False, newint, newbool, int_add, int_sub,
                                int_mul, int_mod, int_floordiv, SMALL_INTS)
from objspace.floatobject import W_Float, newfloat, float_pow, pow_is_complex
from objspace.strobject import W_Str
from objspace.listobject import W_List
from objspace.tupleobject import W_Tuple
from objspace.dictobject import W_Dict
from objspace.setobject import W_BaseSet
from objspace.noneobject import W_NoneObject
from objspace.iterobject import (W_RangeIterator, W_SeqIterator,
                                 W_AbstractIterator, EXHAUSTED)
from objspace.builtin_iters import W_Enumerate
from objspace.modules import mod_signal
from objspace.modules.mod_signal import SIGNALS


def has_type(w_obj, t):
    if t == T_FLOAT:
        return isinstance(w_obj, W_Float)
    if t == T_INT:
        return isinstance(w_obj, W_AbstractInt) and \
            not isinstance(w_obj, W_Bool)
    if t == T_SMALLINT:
        return isinstance(w_obj, W_Int) and not isinstance(w_obj, W_Bool)
    if t == T_BOOL:
        return isinstance(w_obj, W_Bool)
    if t == T_LIST:
        return isinstance(w_obj, W_List)
    if t == T_TUPLE:
        return isinstance(w_obj, W_Tuple)
    if t == T_STR:
        return isinstance(w_obj, W_Str)
    if t == T_NONE:
        return isinstance(w_obj, W_NoneObject)
    if t == T_DICT:
        return isinstance(w_obj, W_Dict)
    if t == T_RANGEITER:
        return isinstance(w_obj, W_RangeIterator)
    if t == T_SEQITER:
        return isinstance(w_obj, W_SeqIterator)
    return True


def guard(stack, sp, oparg):
    """BB_GUARD_TYPE: the top item has type oparg & 15 and the one below
    it type oparg >> 4 (0: any)."""
    t = oparg & 15
    if t and not has_type(stack[sp - 1], t):
        return False
    t = oparg >> 4
    if t and not has_type(stack[sp - 2], t):
        return False
    return True


@always_inline
def test(opcode, w_v):
    """BB_TEST_POP_IF_* and their resolved forms: whether to take the
    jump (inline in the eval loop: a call here made tier 2 slower than
    tier 1's specialised jumps on branchy code)."""
    if opcode == op.BB_TEST_POP_IF_FALSE or \
            opcode == op.BB_POP_JUMP_IF_FALSE:
        if w_v is W_False:
            return True
        if w_v is W_True:
            return False
        return not ops.is_true(w_v)
    if opcode == op.BB_TEST_POP_IF_TRUE or opcode == op.BB_POP_JUMP_IF_TRUE:
        if w_v is W_True:
            return True
        if w_v is W_False:
            return False
        return ops.is_true(w_v)
    if opcode == op.BB_TEST_POP_IF_NONE or opcode == op.BB_POP_JUMP_IF_NONE:
        return ops.is_none(w_v)
    return not ops.is_none(w_v)


@always_inline
def raw_truth(frame, i, oparg):
    """BB_TEST_RAW_TRUTH / BB_RAW_TRUTH_JUMP: whether to take the jump,
    from the raw int or double in slot i."""
    if RAW_TRUTH.is_float.get(oparg):
        true = frame.raw_f[i] != 0.0    # (NaN is true)
    else:
        true = frame.raw_i[i] != 0
    return true == (RAW_TRUTH.jump_if_true.get(oparg) == 1)


def iter_next(opcode, w_it):
    """BB_TEST_ITER* / BB_FOR_ITER*: the next item, or None when the
    iterator is exhausted."""
    if opcode == op.BB_TEST_ITER_RANGE or opcode == op.BB_FOR_ITER_RANGE:
        assert isinstance(w_it, W_RangeIterator)
        if w_it.remaining <= 0:
            return None
        value = w_it.current
        w_it.current += w_it.step
        w_it.remaining -= 1
        return newint(value)
    if opcode == op.BB_TEST_ITER_SEQ or opcode == op.BB_FOR_ITER_SEQ:
        assert isinstance(w_it, W_SeqIterator)
        return w_it.next_w()
    return containers.next_w(w_it)


# the operator of each float form, for ops.float_arith
NB_OF = [-1] * op.NUM_OPCODES
for _nb, _rest, _raw in [
        (A.NB_ADD, op.BINARY_OP_ADD_FLOAT_REST, op.BINARY_OP_ADD_RAW_FLOAT),
        (A.NB_SUBTRACT, op.BINARY_OP_SUBTRACT_FLOAT_REST,
         op.BINARY_OP_SUBTRACT_RAW_FLOAT),
        (A.NB_MULTIPLY, op.BINARY_OP_MULTIPLY_FLOAT_REST,
         op.BINARY_OP_MULTIPLY_RAW_FLOAT),
        (A.NB_TRUE_DIVIDE, op.BINARY_OP_TRUE_DIVIDE_FLOAT_REST,
         op.BINARY_OP_TRUE_DIVIDE_RAW_FLOAT),
        (A.NB_POWER, op.BINARY_OP_POWER_FLOAT_REST,
         op.BINARY_OP_POWER_RAW_FLOAT)]:
    NB_OF[_rest] = _nb
    NB_OF[_raw] = _nb


def float_power(frame, stack, sp, pc, opcode, oparg):
    """BINARY_OP_POWER_RAW_FLOAT / _FLOAT_REST (its operands at sp - 1 and
    sp, sp already lowered): the float result in place, or, when it is
    complex, the boxed result and the continuation's pc (the oparg's
    record: versioning.power_boxed). Returns the next pc."""
    raw = opcode == op.BINARY_OP_POWER_RAW_FLOAT
    if raw:
        a = f_left(stack, frame.raw_f, sp - 1, oparg)
        b = f_right(stack, frame.raw_f, sp, oparg)
    else:
        a = float_of(stack[sp - 1])
        b = float_of(stack[sp])
        stack[sp] = None
    if pow_is_complex(a, b):
        frame.sp = sp
        from interpreter.tier2.versioning import power_boxed
        return power_boxed(frame, RAW_OPERATOR.record.get(oparg), sp, a,
                           b)
    r = float_pow(a, b)
    if raw:
        frame.raw_f[sp - 1] = r
    else:
        stack[sp - 1] = newfloat(r)
    return pc


@always_inline
def load_raw_floats(co_code, raw_f, sp, pc, oparg):
    """LOAD_FAST_RAW_FLOAT at pc - 1, and the one at pc if there is one
    (`acc += z ...` loads acc and z): how many were pushed."""
    raw_f[sp] = raw_f[oparg]
    if co_code[2 * pc] == op.LOAD_FAST_RAW_FLOAT:
        raw_f[sp + 1] = raw_f[co_code[2 * pc + 1]]
        return 2
    return 1


def unpack_into_locals(stack, sp, oparg):
    """UNPACK_SEQUENCE_LOCALS: a tuple or list of `count` items goes into
    the locals the fields name, the first item into the first (as the
    stores after UNPACK_SEQUENCE do); anything else is unpacked onto the
    stack as UNPACK_SEQUENCE does (its errors) and stored from there. The
    new stack pointer."""
    n = UFL.count.get(oparg)
    w_seq = stack[sp - 1]
    if isinstance(w_seq, W_Tuple) and len(w_seq.items_w) == n:
        items_w = w_seq.items_w
        for k in range(n):
            stack[unpack_local(oparg, k)] = items_w[k]
    elif isinstance(w_seq, W_List) and w_seq.length() == n:
        for k in range(n):
            stack[unpack_local(oparg, k)] = w_seq.getitem(k)
    else:
        from interpreter.runtime.ops_misc import unpack_sequence
        sp = unpack_sequence(stack, sp, n)
        for k in range(n):
            sp -= 1
            stack[unpack_local(oparg, k)] = stack[sp]
            stack[sp] = None
        return sp
    stack[sp - 1] = None
    return sp - 1


def iter_into_locals(stack, sp, fields):
    """BB_FOR_ITER whose successor starts with an UNPACK_SEQUENCE_LOCALS
    of two (`for i, x in enumerate(s)`, `for k, v in d.items()`, `for a,
    b in zip(p, q)`): the next item's two parts stored into the locals
    the unpack names, in its order, and the unpack skipped; False (nothing
    stored) when the iterator is exhausted. The iterators that make pairs
    store them without a tuple (next_pair_into); anything else is unpacked
    as the unpack would (its errors)."""
    w_it = stack[sp - 1]
    if isinstance(w_it, W_Enumerate):
        # (a direct call, inlined: the virtual one cost spectral_norm's
        # `for j, u_j in enumerate(u)` 8 instructions a step)
        return w_it.next_pair_into(stack, unpack_local(fields, 0),
                                   unpack_local(fields, 1)) == 1
    if isinstance(w_it, W_AbstractIterator):
        done = w_it.next_pair_into(stack, unpack_local(fields, 0),
                                   unpack_local(fields, 1))
        if done >= 0:
            return done == 1
    w_next = containers.next_w(w_it)
    if w_next is None:
        return False
    stack[sp] = w_next
    unpack_into_locals(stack, sp + 1, fields)
    return True


def unpack_float_list(stack, raw_f, sp, n):
    """UNPACK_SEQUENCE_FLOAT_LIST (float_lists.py): a list with float
    storage and n items is unpacked raw, its first item on top; False,
    with the stack untouched, for anything else."""
    w_seq = stack[sp - 1]
    if not isinstance(w_seq, W_List):
        return False
    floats = w_seq.floats
    if floats is None or len(floats) != n:
        return False
    base = sp - 1
    stack[base] = None
    for k in range(n):
        raw_f[base + n - 1 - k] = floats[k]
    return True


UFL = UNPACK_TO_LOCALS


def unpack_float_list_locals(stack, raw_f, sp, oparg):
    """UNPACK_SEQUENCE_FLOAT_LIST_LOCALS: a list with float storage and
    as many items as destinations is unpacked into those raw locals, the
    first item into the first (as the stores after UNPACK_SEQUENCE do);
    False, with the stack untouched, for anything else."""
    w_seq = stack[sp - 1]
    if not isinstance(w_seq, W_List):
        return False
    floats = w_seq.floats
    n = UFL.count.get(oparg)
    if floats is None or len(floats) != n:
        return False
    stack[sp - 1] = None
    for k in range(n):
        raw_f[unpack_local(oparg, k)] = floats[k]
    return True


def negative_rest(w_v):
    assert isinstance(w_v, W_Float)
    return newfloat(-w_v.floatval)


@always_inline
def subscr_rest(w_obj, w_key):
    """list[int] / tuple[int] with both types known; big or out-of-range
    indexes take the generic path (and its IndexError)."""
    if isinstance(w_key, W_Int):
        i = w_key.intval
        if isinstance(w_obj, W_List):
            n = w_obj.length()
            if i < 0:
                i += n
            if 0 <= i < n:
                return w_obj.getitem(i)
            return containers.getitem_w(w_obj, w_key)
        else:
            assert isinstance(w_obj, W_Tuple)
            items_w = w_obj.items_w
        if i < 0:
            i += len(items_w)
        if 0 <= i < len(items_w):
            return items_w[i]
    return containers.getitem_w(w_obj, w_key)


def int_rest(opcode, w_a, w_b, oparg):
    """int + - * where both are known to be ints; big ints take the
    generic path."""
    if isinstance(w_a, W_Int) and isinstance(w_b, W_Int):
        a = w_a.intval
        b = w_b.intval
        if opcode == op.BINARY_OP_ADD_INT_REST:
            return int_add(a, b)
        if opcode == op.BINARY_OP_SUBTRACT_INT_REST:
            return int_sub(a, b)
        if opcode == op.BINARY_OP_MULTIPLY_INT_REST:
            return int_mul(a, b)
        base = oparg % A.NB_INPLACE
        if base == A.NB_AND:
            return newint(a & b)
        if base == A.NB_OR:
            return newint(a | b)
        if base == A.NB_XOR:
            return newint(a ^ b)
        if base == A.NB_RSHIFT and 0 <= b < 64:
            return newint(a >> b)
        if base == A.NB_REMAINDER and b != 0:
            return int_mod(a, b)
        if base == A.NB_FLOOR_DIVIDE and b != 0:
            return int_floordiv(a, b)
    return ops.binary_op(w_a, w_b, oparg)


def compare_rest(opcode, w_a, w_b, oparg):
    if opcode == op.COMPARE_OP_FLOAT_REST:
        assert isinstance(w_a, W_Float)
        assert isinstance(w_b, W_Float)
        return ops.cmp_floats(w_a.floatval, w_b.floatval, oparg >> 4)
    if isinstance(w_a, W_Int) and isinstance(w_b, W_Int):
        return ops.cmp_ints(w_a.intval, w_b.intval, oparg >> 4)
    return ops.is_true(ops.compare(w_a, w_b, oparg >> 4))


def int_to_float(w_v):
    """float(int) for an int operand of float arithmetic (OverflowError
    for ints too large, as in CPython)."""
    return ops._as_float(w_v)



def raw_int_other(base, a, b):
    """& | ^ << >> % // on machine ints; OverflowError when the result
    does not fit (or the shift is out of range): the caller boxes."""
    if base == A.NB_AND:
        return a & b
    if base == A.NB_OR:
        return a | b
    if base == A.NB_XOR:
        return a ^ b
    if base == A.NB_RSHIFT:
        if b < 0 or b >= 64:
            raise OverflowError
        return a >> b
    if base == A.NB_LSHIFT:
        if b < 0 or b >= 63:
            raise OverflowError
        r = intmask(a << b)
        if (r >> b) != a:
            raise OverflowError
        return r
    if b == 0:
        raise OverflowError        # the boxed path raises ZeroDivisionError
    if base == A.NB_REMAINDER:
        return ovfcheck(a % b)
    return ovfcheck(a // b)


@always_inline
def subscript_float_op(code, co_code, frame, sp, pc, oparg):
    """BINARY_SUBSCR_LOCALS_FLOAT_OP at pc - 1: the raw-index subscript
    of a local by a raw int local (GUARDED_BINOP's sources) heading the
    guarded raw float + - * after it (superinstructions.
    fuse_subscript_operator): a float item is its right operand, the
    result replaces the raw left one and the operator and its exit are
    skipped; else the item is pushed. Returns the slots done after this
    one << 1 | whether it pushed."""
    G = GUARDED_BINOP
    stack = frame.locals_w
    w_v = subscr_raw(bound_local(code, stack, G.left.get(oparg)),
                     frame.raw_i[G.right.get(oparg)])
    if isinstance(w_v, W_Float):
        raw_f = frame.raw_f
        raw_f[sp - 1] = ops.float_arith(raw_f[sp - 1], w_v.floatval,
                                        co_code[2 * pc + 1] & 255)
        return 2 << 1
    stack[sp] = w_v
    return 1


@always_inline
def subscr_raw_sources(frame, code, stack, raw_i, sp, oparg):
    """BINARY_SUBSCR_SEQ_RAW_INT: a list or tuple indexed by a raw int,
    each read from the stack or, named by its source field, from where it
    lives (the container a local, the index a raw int local or an int
    constant: operands.take_subscript_sources); the item pushed. The new
    stack pointer."""
    G = GUARDED_BINOP
    if oparg < OPERAND_SOURCES:
        if G.kept.get(oparg):
            sp = keep_operands(stack, raw_i, sp, oparg)
        sp -= 1
        stack[sp - 1] = subscr_raw(stack[sp - 1], raw_i[sp])
        return sp
    w_obj = _container(frame, code, stack, sp, oparg)
    i = raw_int_source(code, raw_i, G.right_src.get(oparg),
                       G.right.get(oparg))
    if G.left_src.get(oparg):
        sp += 1
    if G.kept.get(oparg):
        # `c[i] op= v`: container and index pushed twice, as their loads
        # and the two COPYs would have left them, then the item over the
        # second pair (an IndexError finds the stack as tier 0 has it)
        stack[sp - 1] = w_obj
        raw_i[sp] = i
        stack[sp + 1] = w_obj
        raw_i[sp + 2] = i
        sp += 2
    stack[sp - 1] = subscr_raw(w_obj, i)
    return sp


@always_inline
def keep_operands(stack, raw_i, sp, oparg):
    """`COPY 2; COPY 2` of a container and an index on top, raw unless
    oparg's boxed_right (code without unboxing has no raw arrays): the
    subscript of `c[i] op= v` keeps both for its store (GUARDED_BINOP's
    `kept`). The new stack pointer."""
    stack[sp] = stack[sp - 2]
    stack[sp + 1] = stack[sp - 1]
    if not GUARDED_BINOP.boxed_right.get(oparg):
        raw_i[sp + 1] = raw_i[sp - 1]
    return sp + 2


@always_inline
def _container(frame, code, stack, sp, oparg):
    """The container of a subscript whose index has a source
    (operands.take_subscript_sources): where its own source field says it
    lives, else the top of the stack. Read first, as its load ran first."""
    src = GUARDED_BINOP.left_src.get(oparg)
    if src:
        return source_object(frame, code, stack, src,
                             GUARDED_BINOP.left.get(oparg))
    return stack[sp - 1]


@always_inline
def subscr_rest_sources(frame, code, stack, sp, oparg):
    """BINARY_SUBSCR_{LIST,TUPLE}_INT_REST: a known list or tuple indexed
    by a known int, each read from the stack or, named by its source
    field, from where it lives (operands.take_subscript_sources); the
    item pushed. The new stack pointer."""
    G = GUARDED_BINOP
    if oparg < OPERAND_SOURCES:
        w_key = stack[sp - 1]
        sp -= 1
        stack[sp] = None
        stack[sp - 1] = subscr_rest(stack[sp - 1], w_key)
        return sp
    w_obj = _container(frame, code, stack, sp, oparg)
    w_key = source_object(frame, code, stack, G.right_src.get(oparg),
                          G.right.get(oparg))
    if G.left_src.get(oparg):
        sp += 1
    stack[sp - 1] = subscr_rest(w_obj, w_key)
    return sp


def store_subscr_sources(frame, code, stack, raw_i, sp, oparg):
    """STORE_SUBSCR_RAW_INT: container[i] = value with a raw int index,
    the container and the index read from the stack or, named by their
    source fields, from where they live (the index a raw int local or an
    int constant: operands.take_subscript_sources). The new stack
    pointer."""
    G = STORE_SUBSCR_RAW
    if G.kept.get(oparg):       # `c[i] op= v`: the value on top
        w_obj = stack[sp - 3]
        i = raw_i[sp - 2]
        value = sp - 1
        n = 3
    elif oparg < OPERAND_SOURCES:
        w_obj = stack[sp - 2]
        i = raw_i[sp - 1]
        value = sp - 3
        n = 3
    else:
        w_obj = _container(frame, code, stack, sp, oparg)
        i = raw_int_source(code, raw_i, G.right_src.get(oparg),
                           G.right.get(oparg))
        n = 1 if G.left_src.get(oparg) else 2       # the stack's operands
        value = sp - n
        if G.value_const.get(oparg):    # (the container's source too)
            store_subscr_raw(w_obj, i,
                             code.co_consts_w[G.value.get(oparg)])
            return sp
    w_v = stack[value]
    v = raw_i[value]
    sp = clear(stack, sp, n)
    if G.raw_value.get(oparg):
        store_subscr_raw_int(w_obj, i, v)
    else:
        store_subscr_raw(w_obj, i, w_v)
    return sp


@always_inline
def subscr_raw(w_obj, i):
    if isinstance(w_obj, W_List):
        n = w_obj.length()
        j = i + n if i < 0 else i
        if 0 <= j < n:
            return w_obj.getitem(j)
        return containers.getitem_w(w_obj, newint(i))
    else:
        assert isinstance(w_obj, W_Tuple)
        items_w = w_obj.items_w
    j = i + len(items_w) if i < 0 else i
    if 0 <= j < len(items_w):
        return items_w[j]
    return containers.getitem_w(w_obj, newint(i))


def raw_int_binary(code, opcode, oparg, a, b):
    """The raw int operators; OverflowError when the result does not fit
    a machine word (the caller continues boxed)."""
    if opcode == op.BINARY_OP_ADD_RAW_INT:
        return ovfcheck(a + b)
    if opcode == op.BINARY_OP_SUBTRACT_RAW_INT:
        return ovfcheck(a - b)
    if opcode == op.BINARY_OP_MULTIPLY_RAW_INT:
        return ovfcheck(a * b)
    return raw_int_other(code.t2.records[oparg >> 2].binop % A.NB_INPLACE,
                         a, b)


def range_next_raw(w_it, raw_i, sp):
    """BB_*_ITER_RANGE_RAW: pushes the next int raw (True when the range
    is exhausted instead)."""
    assert isinstance(w_it, W_RangeIterator)
    if w_it.remaining <= 0:
        return True
    raw_i[sp] = w_it.current
    w_it.current += w_it.step
    w_it.remaining -= 1
    return False


# the raw iterations of ranges and lists (versioning._emit_raw_list_iter)
# that are resolved (their oparg the end's target)
RESOLVED_RAW_ITER = [False] * op.NUM_OPCODES
for _op in [op.BB_FOR_ITER_RANGE_RAW, op.BB_FOR_ITER_INT_LIST,
            op.BB_FOR_ITER_FLOAT_LIST]:
    RESOLVED_RAW_ITER[_op] = True


def raw_list_next(w_it, frame, sp, opcode):
    """BB_*_ITER_INT_LIST / _FLOAT_LIST: 1 when the next item is pushed
    raw, 0 when the list is exhausted, -1 (nothing done) when the
    iterator's sequence is not a list in that storage: the side exit."""
    assert isinstance(w_it, W_SeqIterator)
    w_seq = w_it.w_seq
    if not isinstance(w_seq, W_List):
        return -1
    i = w_it.index
    if opcode == op.BB_TEST_ITER_INT_LIST or \
            opcode == op.BB_FOR_ITER_INT_LIST:
        ints = w_seq.ints
        if ints is None:
            return -1
        if i < len(ints):
            frame.raw_i[sp] = ints[i]
            w_it.index = i + 1
            return 1
    else:
        floats = w_seq.floats
        if floats is None:
            return -1
        if i < len(floats):
            frame.raw_f[sp] = floats[i]
            w_it.index = i + 1
            return 1
    w_it.index = EXHAUSTED
    return 0


@always_inline
def f_at(stack, raw_f, slot, boxed):
    """A float operand of a raw instruction: raw, or read straight from
    its (known) float object when oparg says it stayed boxed."""
    if boxed:
        return float_of(stack[slot])
    return raw_f[slot]


@always_inline
def int_source(code, stack, raw_i, kind, value):
    """A raw int operand not on the stack (interpreter/tier2/operands.py):
    the raw local `value`, the immediate `value`, the int constant
    co_consts[value], or the small int object in local `value`."""
    if kind == 0:
        return raw_i[nonneg(value)]
    if kind == 1:
        return value
    if kind == 2:
        return int_of(code.co_consts_w[nonneg(value)])
    return int_of(stack[nonneg(value)])


@always_inline
def i_at(stack, raw_i, slot, boxed):
    if boxed:
        return int_of(stack[slot])
    return raw_i[slot]


# The operands of a raw or guarded operator at `slot`, as its oparg's
# RAW_OPERATOR bits say: raw, or read from the object where it stayed
# boxed (a unary operator's one operand is its left).
@always_inline
def f_left(stack, raw_f, slot, oparg):
    return f_at(stack, raw_f, slot, RAW_OPERATOR.boxed_left.get(oparg))


@always_inline
def f_right(stack, raw_f, slot, oparg):
    return f_at(stack, raw_f, slot, RAW_OPERATOR.boxed_right.get(oparg))


@always_inline
def i_left(stack, raw_i, slot, oparg):
    return i_at(stack, raw_i, slot, RAW_OPERATOR.boxed_left.get(oparg))


@always_inline
def i_right(stack, raw_i, slot, oparg):
    return i_at(stack, raw_i, slot, RAW_OPERATOR.boxed_right.get(oparg))


@always_inline
def jump_target(co_code, slot):
    """The target a resolved branch keeps in slot's oparg. A target that
    is itself a BB_JUMP (a version made of one jump: the end of an `if`
    at the end of a loop body, jumping to the loop head) is followed, and
    the slot healed to point past it: that jump runs at most once."""
    t = co_code[2 * slot + 1]
    if co_code[2 * t] == op.BB_JUMP:
        t = co_code[2 * t + 1]
        co_code[2 * slot + 1] = t
    if t < slot and SIGNALS.armed and mod_signal.occurred():
        mod_signal.run_pending()        # a loop's back edge: a safe point
    return t


@always_inline
def move_raw(stack, raw_f, raw_i, sp, opcode, oparg):
    """COPY_RAW and SWAP_RAW, in code that may hold raw values: the object
    and both raw slots are copied or swapped (only one of them is
    meaningful per slot); the new stack pointer."""
    if opcode == op.COPY_RAW:
        stack[sp] = stack[sp - oparg]
        raw_f[sp] = raw_f[sp - oparg]
        raw_i[sp] = raw_i[sp - oparg]
        return sp + 1
    a = sp - 1
    b = sp - oparg
    w_v = stack[a]
    stack[a] = stack[b]
    stack[b] = w_v
    f = raw_f[a]
    raw_f[a] = raw_f[b]
    raw_f[b] = f
    i = raw_i[a]
    raw_i[a] = raw_i[b]
    raw_i[b] = i
    return sp


@always_inline
def small_int(w_v):
    return isinstance(w_v, W_Int) and not isinstance(w_v, W_Bool)


@always_inline
def int_operands_ok(stack, sp, oparg):
    """BINARY_OP_INT_GUARDED's checks: two machine ints pass them all
    (tested inline, no call)."""
    return (type(stack[sp - 2]) is W_Int and type(stack[sp - 1]) is W_Int) \
        or checked(stack, sp, oparg, False)


@always_inline
def raw_int_operands_ok(stack, sp, oparg):
    """BINARY_OP_RAW_INT_GUARDED's checks: a boxed operand that is a
    machine int passes any (a raw one has none); tested inline, checked()
    only for the rest (`x & 1` of a boxed x called it for every x)."""
    R = RAW_OPERATOR
    return ((not R.boxed_left.get(oparg) or type(stack[sp - 2]) is W_Int)
            and (not R.boxed_right.get(oparg) or
                 type(stack[sp - 1]) is W_Int)) or \
        checked(stack, sp, oparg, False)


def checked(stack, sp, oparg, floats):
    """The checks of a guarded operator: the operands its oparg flags
    (RAW_OPERATOR's check_left, check_right) are floats, or machine-word
    ints (with `mix`, bools too: guard_folding.BOOLS_AS_INTS)."""
    check_left = RAW_OPERATOR.check_left.get(oparg)
    check_right = RAW_OPERATOR.check_right.get(oparg)
    w_a = stack[sp - 2]
    w_b = stack[sp - 1]
    if floats:
        return not (check_left and not isinstance(w_a, W_Float) or
                    check_right and not isinstance(w_b, W_Float))
    if GUARDED_BINOP.mix.get(oparg):
        return not (check_left and not isinstance(w_a, W_Int) or
                    check_right and not isinstance(w_b, W_Int))
    return not (check_left and not small_int(w_a) or
                check_right and not small_int(w_b))


@always_inline
def float_list_read(stack, raw_f, raw_i, sp, oparg):
    """BINARY_SUBSCR_FLOAT_LIST (float_lists.py): a list with float
    storage by an int in range (boxed_index, else raw) gives the raw
    item; False, with the stack untouched, for anything else."""
    w_a = stack[sp - 2]
    if not isinstance(w_a, W_List) or w_a.floats is None:
        return False
    floats = w_a.floats
    i = _item_number(stack, raw_i, sp, FLOAT_LIST.boxed_index.get(oparg),
                     len(floats))
    if i < 0:
        return False
    raw_f[sp - 2] = floats[i]
    stack[sp - 2] = None
    stack[sp - 1] = None
    return True


@always_inline
def int_list_read(stack, raw_i, sp, oparg):
    """BINARY_SUBSCR_INT_LIST (float_lists.py): a list with int storage
    by an int in range (boxed_right, else raw) gives the raw item; False,
    with the stack untouched, for anything else."""
    w_a = stack[sp - 2]
    if not isinstance(w_a, W_List) or w_a.ints is None:
        return False
    ints = w_a.ints
    i = _item_number(stack, raw_i, sp, GUARDED_BINOP.boxed_right.get(oparg),
                     len(ints))
    if i < 0:
        return False
    raw_i[sp - 2] = ints[i]
    stack[sp - 2] = None
    stack[sp - 1] = None
    return True


@always_inline
def _item_number(stack, raw_i, sp, boxed, n):
    """The index on top of the stack (boxed: an exact int object, else
    the raw int slot) as an item number of a sequence of n items, from
    the end if negative; -1 if it is not an int or out of range."""
    if boxed:
        w_b = stack[sp - 1]
        if type(w_b) is not W_Int:
            return -1
        assert isinstance(w_b, W_Int)
        i = w_b.intval
    else:
        i = raw_i[sp - 1]
    if i < 0:
        i += n
    if not 0 <= i < n:
        return -1
    return i


@always_inline
def float_item_into(raw_f, slot, w_a, i):
    """Item i (negative: from the end) of w_a into raw_f[slot] if w_a is a
    list with float storage and i in range (True); else False."""
    if isinstance(w_a, W_List):
        floats = w_a.floats
        if floats is not None:
            n = len(floats)
            j = i + n if i < 0 else i
            if 0 <= j < n:
                raw_f[slot] = floats[j]
                return True
    return False


@always_inline
def float_item_store(w_c, i, f):
    """f stored raw as item i (negative: from the end) of w_c if w_c is a
    list with float storage, i in range and f not a NaN (True: a NaN is
    kept boxed for `is`); else False, nothing done."""
    if isinstance(w_c, W_List):
        floats = w_c.floats
        if floats is not None and f == f:
            n = len(floats)
            j = i + n if i < 0 else i
            if 0 <= j < n:
                floats[j] = f
                return True
    return False


# the index of a float-list store whose boxed index is no machine int:
# out of range of every list, so the raw paths refuse it and the generic
# path takes the boxed index from its slot
NO_INDEX = -sys.maxint - 1


@always_inline
def store_index(w_i):
    """A float-list store's boxed index as a machine int, or NO_INDEX."""
    if type(w_i) is W_Int:
        return int_of(w_i)
    return NO_INDEX


@always_inline
def float_store_in_place(stack, raw_f, raw_i, sp, oparg):
    """STORE_SUBSCR_RAW_FLOAT's common case, inline in the eval loop:
    the value on top (`c[i] op= v`), a float-storage list and a machine
    int index in range: stored raw and the three slots cleared (True);
    else nothing done (False: float_list_store does the rest)."""
    if not FLOAT_LIST.value_on_top.get(oparg):
        return False
    c = nonneg(sp - 3)
    if FLOAT_LIST.boxed_index.get(oparg):
        i = store_index(stack[c + 1])
    else:
        i = raw_i[c + 1]
    if not float_item_store(stack[c], i, raw_f[sp - 1]):
        return False
    stack[c] = None
    stack[c + 1] = None
    stack[c + 2] = None
    return True


@always_inline
def float_list_read_local(code, stack, raw_f, raw_i, sp, oparg):
    """BINARY_SUBSCR_FLOAT_LIST_LOCAL: BINARY_SUBSCR_FLOAT_LIST on the
    FLOAT_LIST_LOCAL operands, the item pushed raw (True); else both
    operands are pushed as their loads would have (False: the side exit
    next)."""
    L = FLOAT_LIST_LOCAL
    w_a = stack[L.container.get(oparg)]
    if L.const_index.get(oparg):
        i = int_of(code.co_consts_w[L.index.get(oparg)])
    else:
        i = raw_i[L.index.get(oparg)]
    if float_item_into(raw_f, sp, w_a, i):
        return True
    stack[sp] = w_a
    raw_i[sp + 1] = i
    return False


@always_inline
def float_list_read_kept(code, stack, raw_f, raw_i, sp, oparg):
    """BINARY_SUBSCR_FLOAT_LIST_LOCAL_KEEP, the read of `c[i] op= v`: the
    FLOAT_LIST_LOCAL operands pushed as their loads would have, for the
    store after the operator, then the item raw (True); else both pushed
    once more, as the two COPYs would have (False: the side exit
    next)."""
    L = FLOAT_LIST_LOCAL
    w_a = stack[L.container.get(oparg)]
    stack[sp] = w_a
    w_i = None
    if L.const_index.get(oparg):
        w_i = code.co_consts_w[L.index.get(oparg)]
        stack[sp + 1] = w_i
        i = int_of(w_i)
    else:
        i = raw_i[L.index.get(oparg)]
        raw_i[sp + 1] = i
    if float_item_into(raw_f, sp + 2, w_a, i):
        return True
    stack[sp + 2] = w_a
    if w_i is not None:
        stack[sp + 3] = w_i
    else:
        raw_i[sp + 3] = i
    return False


def float_list_store_local(code, stack, raw_f, raw_i, sp, oparg):
    """STORE_SUBSCR_RAW_FLOAT_LOCAL: the raw float at sp (popped) stored
    into the FLOAT_LIST_LOCAL operands, as STORE_SUBSCR_RAW_FLOAT."""
    L = FLOAT_LIST_LOCAL
    f = raw_f[sp]
    w_c = stack[L.container.get(oparg)]
    if L.const_index.get(oparg):
        w_i = code.co_consts_w[L.index.get(oparg)]
        i = store_index(w_i)
    else:
        w_i = None
        i = raw_i[L.index.get(oparg)]
    if float_item_store(w_c, i, f):
        return
    if w_i is None:
        w_i = newint(i)
    containers.setitem_w(w_c, w_i, newfloat(f))


def float_list_store(stack, raw_f, raw_i, sp, oparg):
    """STORE_SUBSCR_RAW_FLOAT (float_lists.py): container[sub] = the raw
    float below them (value_on_top: container, sub, then the raw float),
    raw into float storage, else boxed through the generic path. Returns
    the new sp."""
    if FLOAT_LIST.value_on_top.get(oparg):
        f = raw_f[sp - 1]
        c = sp - 3
    else:
        f = raw_f[sp - 3]
        c = sp - 2
    w_c = stack[c]
    if FLOAT_LIST.boxed_index.get(oparg):
        w_i = stack[c + 1]
        i = store_index(w_i)
    else:
        w_i = None
        i = raw_i[c + 1]
    stack[sp - 1] = None
    stack[sp - 2] = None
    stack[sp - 3] = None
    sp -= 3
    if float_item_store(w_c, i, f):
        return sp
    if isinstance(w_c, W_List):
        floats = w_c.floats
        if floats is None:
            # object storage: the item in range replaced in place (as
            # tier 1's STORE_SUBSCR_LIST_INT), not the generic path
            n = w_c.length()
            j = i + n if i < 0 else i
            if 0 <= j < n:
                w_c.setitem(j, newfloat(f))
                return sp
    if w_i is None:
        w_i = newint(i)
    containers.setitem_w(w_c, w_i, newfloat(f))
    return sp


@always_inline
def float_update_in_place(stack, raw_f, raw_i, sp, oparg):
    """STORE_SUBSCR_AUG_RAW_FLOAT's common case, inline in the eval loop:
    container and index read where they live (fused), the value raw, a
    float-storage list, the index in range and a result that is no NaN:
    the item updated raw (True); else nothing done (False:
    float_list_update does it all, an unbound container's error too)."""
    U = AUG_FLOAT_LIST
    if not U.fused.get(oparg) or U.boxed_value.get(oparg):
        return False
    w_c = stack[U.container.get(oparg)]
    i = U.index.get(oparg)
    if not U.const_index.get(oparg):
        i = raw_i[i]
    if not isinstance(w_c, W_List):
        return False
    floats = w_c.floats
    if floats is None:
        return False
    n = len(floats)
    j = i + n if i < 0 else i
    if not 0 <= j < n:
        return False
    # (+ - * of two floats: the in-place operator is the plain one, and
    # cannot raise)
    r = ops.float_arith(floats[j], raw_f[sp - 1], U.op.get(oparg))
    if r != r:
        return False        # (a NaN is stored boxed: the generic path)
    floats[j] = r
    return True


def float_list_update(code, stack, raw_f, raw_i, sp, oparg):
    """STORE_SUBSCR_AUG_RAW_FLOAT (float_lists.try_begin_update) where
    float_update_in_place did nothing: c[i] op= v, v on top (raw, or
    boxed_value), c and i below it or (fused) read from where
    AUG_FLOAT_LIST names them, by the generic subscript, in-place
    operator and store (a float-storage list updated raw all the same).
    Returns the new sp."""
    U = AUG_FLOAT_LIST
    sp = nonneg(sp - 1)
    w_v = None
    if U.boxed_value.get(oparg):
        w_v = stack[sp]
        stack[sp] = None
        v = 0.0
    else:
        v = raw_f[sp]
    if U.fused.get(oparg):
        # (an unbound container raises here, after e: e cannot be seen)
        w_c = bound_local(code, stack, U.container.get(oparg))
        w_i = None
        i = U.index.get(oparg)
        if not U.const_index.get(oparg):
            i = raw_i[i]
    else:
        sp = nonneg(sp - 2)
        w_c = stack[sp]
        stack[sp] = None
        if U.boxed_index.get(oparg):
            w_i = stack[sp + 1]
            stack[sp + 1] = None
            i = store_index(w_i)
        else:
            w_i = None
            i = raw_i[sp + 1]
    binop = U.op.get(oparg)
    if w_v is None and isinstance(w_c, W_List):
        floats = w_c.floats
        if floats is not None:
            n = len(floats)
            j = i + n if i < 0 else i
            if 0 <= j < n:
                w_c.store_raw_float(j, ops.float_arith(floats[j], v, binop))
                return sp
    if w_v is None:
        w_v = newfloat(v)
    w_i = _index(w_i, i)
    w_old = containers.getitem_w(w_c, w_i)
    if not U.assign.get(oparg):
        binop += A.NB_INPLACE
    containers.setitem_w(w_c, w_i, ops.binary_op(w_old, w_v, binop))
    return sp


def guarded_subscr(stack, raw_i, sp, oparg):
    """BINARY_SUBSCR_SEQ_INT_GUARDED: list/tuple (the oparg's `op`) by an
    int, boxed (boxed_right) or raw; False, with the stack untouched, when a check
    fails. The common case, an item of a list of objects or a tuple by a
    machine int in range, is done here and the rest (a float list's box,
    a failed check, the generic path) out of line: with the rest inlined
    this was a function of ~80 instructions per call (registers and GC
    roots saved for the paths that allocate) where tier 1's form is ~35."""
    if RAW_OPERATOR.boxed_right.get(oparg):
        w_b = stack[sp - 1]
        if type(w_b) is not W_Int:
            return _guarded_subscr(stack, raw_i, sp, oparg)
        assert isinstance(w_b, W_Int)
        i = w_b.intval
    else:
        i = raw_i[sp - 1]
    w_a = stack[sp - 2]
    if RAW_OPERATOR.op.get(oparg) == T_LIST:
        if not isinstance(w_a, W_List):
            return _guarded_subscr(stack, raw_i, sp, oparg)
        items_w = w_a.objects_w
        if items_w is None:
            ints = w_a.ints
            if ints is not None:
                n = len(ints)
                j = i + n if i < 0 else i
                if 0 <= j < n:
                    stack[sp - 2] = newint(ints[j])
                    stack[sp - 1] = None
                    return True
            return _guarded_subscr(stack, raw_i, sp, oparg)
    else:
        if not isinstance(w_a, W_Tuple):
            return _guarded_subscr(stack, raw_i, sp, oparg)
        items_w = w_a.items_w
    n = len(items_w)
    j = i + n if i < 0 else i
    if 0 <= j < n:
        stack[sp - 2] = items_w[j]
        stack[sp - 1] = None
        return True
    return _guarded_subscr(stack, raw_i, sp, oparg)


@dont_inline
def _guarded_subscr(stack, raw_i, sp, oparg):
    w_a = stack[sp - 2]
    R = RAW_OPERATOR
    if R.check_left.get(oparg) and not (isinstance(w_a, W_List)
                                        if R.op.get(oparg) == T_LIST
                                        else isinstance(w_a, W_Tuple)):
        return False
    if R.boxed_right.get(oparg):
        w_b = stack[sp - 1]
        if R.check_right.get(oparg) and not small_int(w_b):
            return False
        stack[sp - 2] = subscr_rest(w_a, w_b)
    else:
        stack[sp - 2] = subscr_raw(w_a, raw_i[sp - 1])
    stack[sp - 1] = None
    return True


@always_inline
def guarded(stack, raw_f, raw_i, sp, opcode, oparg):
    """The guarded comparisons (guard_folding.py): False,
    with the stack untouched, when a checked operand has another type;
    else the result replaces the operands. Boxed machine ints inline."""
    w_b = stack[sp - 1]
    w_a = stack[sp - 2]
    cmp = RAW_COMPARE.cmp.get(oparg)
    if opcode == op.COMPARE_OP_INT_GUARDED and type(w_a) is W_Int and \
            type(w_b) is W_Int:      # machine-word ints pass any check
        stack[sp - 2] = newbool(ops.cmp_ints(w_a.intval, w_b.intval, cmp))
        stack[sp - 1] = None
        return True
    if opcode == op.COMPARE_OP_RAW_INT_GUARDED:
        # (`x < 0` of an int read from a list: a boxed operand that is a
        # machine-word int passes any check; the rest out of line)
        if not (machine_int_at(stack, sp - 2,
                               RAW_COMPARE.boxed_left.get(oparg)) and
                machine_int_at(stack, sp - 1,
                               RAW_COMPARE.boxed_right.get(oparg))):
            return _guarded(stack, raw_f, raw_i, sp, opcode, oparg)
        a = int_at(stack, raw_i, sp - 2, RAW_COMPARE.boxed_left.get(oparg))
        b = int_at(stack, raw_i, sp - 1, RAW_COMPARE.boxed_right.get(oparg))
        stack[sp - 2] = newbool(ops.cmp_ints(a, b, cmp))
        stack[sp - 1] = None
        return True
    return _guarded(stack, raw_f, raw_i, sp, opcode, oparg)


# (a test, then a read: a helper returning (ok, value) from three returns
# was three GC tuples in the eval loop's C, as sources.float_kind notes)

@always_inline
def machine_int_at(stack, slot, boxed):
    """Whether the operand at slot is a machine int: a boxed operand only
    if it is an exact W_Int, a raw one always."""
    return not boxed or type(stack[slot]) is W_Int


@always_inline
def int_at(stack, raw_i, slot, boxed):
    """The machine int at slot (machine_int_at said it is one)."""
    if boxed:
        w_v = stack[slot]
        assert isinstance(w_v, W_Int)
        return w_v.intval
    return raw_i[slot]


def _guarded(stack, raw_f, raw_i, sp, opcode, oparg):
    w_b = stack[sp - 1]
    w_a = stack[sp - 2]
    if opcode == op.COMPARE_OP_RAW_FLOAT_GUARDED:
        if not checked(stack, sp, oparg, True):
            return False
        a = f_left(stack, raw_f, sp - 2, oparg)
        b = f_right(stack, raw_f, sp - 1, oparg)
        stack[sp - 2] = newbool(ops.cmp_floats(a, b,
                                               RAW_COMPARE.cmp.get(oparg)))
    elif opcode == op.COMPARE_OP_RAW_INT_GUARDED:
        if not checked(stack, sp, oparg, False):
            return False
        stack[sp - 2] = newbool(ops.cmp_ints(
            i_left(stack, raw_i, sp - 2, oparg),
            i_right(stack, raw_i, sp - 1, oparg),
            RAW_COMPARE.cmp.get(oparg)))
    else:
        if not checked(stack, sp, oparg, False):
            return False
        stack[sp - 2] = newbool(compare_rest(
            op.COMPARE_OP_INT_REST, w_a, w_b, RAW_OPERATOR.op.get(oparg)))
    stack[sp - 1] = None
    return True


def contains_pops(oparg):
    if CONTAINS_TEST.item_local.get(oparg):
        return 0
    return 1 if CONTAINS_TEST.container_local.get(oparg) else 2


IS_UNRESOLVED_TEST = [False] * op.NUM_OPCODES
for _op in [op.BB_TEST_POP_IF_FALSE, op.BB_TEST_POP_IF_TRUE,
            op.BB_TEST_POP_IF_NONE, op.BB_TEST_POP_IF_NOT_NONE,
            op.BB_TEST_ITER_RANGE, op.BB_TEST_ITER_SEQ, op.BB_TEST_ITER,
            op.BB_GUARD_TYPE]:
    IS_UNRESOLVED_TEST[_op] = True


def unresolved_test(frame, stack, sp, opcode, oparg):
    """A test whose BB_BRANCH has not resolved it yet (the first runs of
    a block's end): the direction, with frame.sp after it."""
    if opcode == op.BB_GUARD_TYPE:
        frame.sp = sp
        return guard(stack, sp, oparg)
    if opcode == op.BB_TEST_ITER_RANGE or opcode == op.BB_TEST_ITER_SEQ or \
            opcode == op.BB_TEST_ITER:
        w_next = iter_next(opcode, stack[sp - 1])
        if w_next is None:
            stack[sp - 1] = None
            frame.sp = sp - 1
            return True
        stack[sp] = w_next
        frame.sp = sp + 1
        return False
    if oparg:
        w_v = truth_source(frame, frame.code, stack, sp, oparg)
        frame.sp = sp
    else:
        w_v = stack[sp - 1]
        stack[sp - 1] = None
        frame.sp = sp - 1
    return test(opcode, w_v)


def subscr_augmented(code, stack, raw_i, sp, oparg):
    """SUBSCR_AUGMENTED (superinstructions.fuse_subscr_augmented): c[i]
    op= v, in CPython's order (the item is read before v is loaded); pops
    c and i."""
    w_c = stack[sp - 2]
    w_i = stack[sp - 1]
    stack[sp - 1] = None
    stack[sp - 2] = None
    binop = AUG_SUBSCR.op.get(oparg)
    if AUG_SUBSCR.index_raw.get(oparg):
        i = raw_i[sp - 1]
        w_i = None
    elif type(w_i) is W_Int:
        i = w_i.intval
    else:
        i = -1
    if w_i is None or type(w_i) is W_Int:
        if isinstance(w_c, W_List) and w_c.floats is not None:
            floats = w_c.floats
            j = i + len(floats) if i < 0 else i
            if 0 <= j < len(floats):
                old = floats[j]
                w_v = _aug_operand(code, stack, oparg)
                base = binop % A.NB_INPLACE
                if type(w_v) is W_Float and (base == A.NB_ADD or
                                             base == A.NB_SUBTRACT or
                                             base == A.NB_MULTIPLY):
                    # raw in, raw out: no box (a NaN result switches)
                    w_c.store_raw_float(j, ops.float_arith(
                        old, w_v.floatval, base))
                    return sp - 2
                # anything else: the generic operator; a float result
                # stays raw (setitem), another type switches the storage
                _aug_store(w_c, w_i, i, ops.binary_op(newfloat(old), w_v,
                                                      binop))
                return sp - 2
        if isinstance(w_c, W_List) and w_c.ints is not None:
            ints = w_c.ints
            j = i + len(ints) if i < 0 else i
            if 0 <= j < len(ints):
                w_v = _aug_operand(code, stack, oparg)
                base = binop % A.NB_INPLACE
                if type(w_v) is W_Int and (base == A.NB_ADD or
                                           base == A.NB_SUBTRACT):
                    # raw in, raw out (`counts[k] += 1`): no box
                    try:
                        if base == A.NB_ADD:
                            r = ovfcheck(ints[j] + w_v.intval)
                        else:
                            r = ovfcheck(ints[j] - w_v.intval)
                    except OverflowError:
                        pass
                    else:
                        ints[j] = r
                        return sp - 2
                _aug_store(w_c, w_i, i, ops.binary_op(newint(ints[j]), w_v,
                                                      binop))
                return sp - 2
        if isinstance(w_c, W_List):
            items_w = w_c.items_w
            j = i + len(items_w) if i < 0 else i
            if 0 <= j < len(items_w):
                w_old = items_w[j]
                w_v = _aug_operand(code, stack, oparg)
                base = binop % A.NB_INPLACE
                if type(w_old) is W_Int and type(w_v) is W_Int and \
                        (base == A.NB_ADD or base == A.NB_SUBTRACT):
                    items_w[j] = int_op(w_old, w_v, base)
                    return sp - 2
                # (a user __iadd__ may resize the list: stored by index)
                _aug_store(w_c, w_i, i, ops.binary_op(w_old, w_v, binop))
                return sp - 2
    w_old = containers.getitem_w(w_c, _index(w_i, i))
    w_new = ops.binary_op(w_old, _aug_operand(code, stack, oparg), binop)
    _aug_store(w_c, w_i, i, w_new)
    return sp - 2


def _index(w_i, i):
    return newint(i) if w_i is None else w_i


def _aug_store(w_c, w_i, i, w_new):
    containers.setitem_w(w_c, _index(w_i, i), w_new)


def _aug_operand(code, stack, oparg):
    F = AUG_SUBSCR
    if F.operand_local.get(oparg):
        return bound_local(code, stack, F.operand.get(oparg))
    return code.co_consts_w[F.operand.get(oparg)]


@always_inline
def wrapped_add(a, b):
    return intmask(r_uint(a) + r_uint(b))


@always_inline
def wrapped_sub(a, b):
    return intmask(r_uint(a) - r_uint(b))


@always_inline
def add_fits(a, b):
    """a + b fits a machine word: the sign bits, without ovfcheck's
    exception (a call and a check of the exception state after it)."""
    r = wrapped_add(a, b)
    return (a ^ r) & (b ^ r) >= 0


@always_inline
def sub_fits(a, b):
    r = wrapped_sub(a, b)
    return (a ^ b) & (a ^ r) >= 0


def contains_test(code, stack, sp, oparg):
    """BB_TEST_CONTAINS / BB_CONTAINS_JUMP: whether the jump is taken;
    pops item and container, those not read from their locals
    (superinstructions.take_contains_operands; contains_pops says how
    many)."""
    T = CONTAINS_TEST
    if T.container_local.get(oparg):
        if T.item_local.get(oparg):
            w_item = bound_local(code, stack, T.item.get(oparg))
        else:
            w_item = stack[sp - 1]
            stack[sp - 1] = None
        w_container = bound_local(code, stack, T.container.get(oparg))
    else:
        w_item = stack[sp - 2]
        w_container = stack[sp - 1]
        stack[sp - 1] = None
        stack[sp - 2] = None
    if isinstance(w_container, W_BaseSet):      # (nqueens: one call less)
        found = w_container.contains(w_item)
    else:
        found = containers.contains_w(w_container, w_item)
    return (found != (T.invert.get(oparg) != 0)) == \
        (T.jump_if_true.get(oparg) != 0)


def raw_int_base(base, a, b):
    """A raw int operator by its NB_ number; OverflowError when the result
    does not fit (the caller continues boxed)."""
    if base == A.NB_ADD:
        return ovfcheck(a + b)
    if base == A.NB_SUBTRACT:
        return ovfcheck(a - b)
    if base == A.NB_MULTIPLY:
        return ovfcheck(a * b)
    return raw_int_other(base, a, b)


def store_subscr_raw_int(w_obj, i, v):
    """STORE_SUBSCR_RAW_INT with a raw value: into a list's int storage
    as it is, else boxed and stored as store_subscr_raw."""
    if isinstance(w_obj, W_List):
        ints = w_obj.ints
        if ints is not None:
            n = len(ints)
            j = i + n if i < 0 else i
            if 0 <= j < n:
                ints[j] = v
                return
    store_subscr_raw(w_obj, i, newint(v))


def store_subscr_raw(w_obj, i, w_v):
    """STORE_SUBSCR_RAW_INT: list[i] = v in range, else the generic path
    (with the index boxed)."""
    if isinstance(w_obj, W_List):
        n = w_obj.length()
        j = i + n if i < 0 else i
        if 0 <= j < n:
            w_obj.setitem(j, w_v)
            return
    containers.setitem_w(w_obj, newint(i), w_v)


@always_inline
def _newint(i):
    """intobject.newint inline (it cannot be everywhere: some callers
    catch exceptions)."""
    if -5 <= i <= 256:
        return SMALL_INTS[i + 5]
    return W_Int(i)


@always_inline
def int_of_locals(code, stack, opcode, oparg):
    """BINARY_OP_INT_LOCAL_CONST / _LOCALS: the local `left` op the
    constant or local `right` (INT_FUSED); None where a local is unbound
    (the context knows them as ints, so only method_calls' argument
    computation, before its slot ran, can see that)."""
    F = INT_FUSED
    w_a = stack[F.left.get(oparg)]
    if opcode == op.BINARY_OP_INT_LOCAL_CONST:
        w_b = code.co_consts_w[F.right.get(oparg)]
    else:
        w_b = stack[F.right.get(oparg)]
    if w_a is None or w_b is None:
        return None
    return int_op(w_a, w_b, F.op.get(oparg))


@always_inline
def int_op(w_a, w_b, base):
    """A guard-free or guarded int operator: + and - of machine ints
    inline, everything else (and big ints) by ops.int_binop."""
    if isinstance(w_a, W_Int) and isinstance(w_b, W_Int):
        a = w_a.intval
        b = w_b.intval
        if base == A.NB_ADD:
            r = intmask(a + b)
            if (a ^ r) & (b ^ r) >= 0:      # no overflow: no call at all
                return _newint(r)
            return int_add(a, b)
        if base == A.NB_SUBTRACT:
            r = intmask(a - b)
            if (a ^ b) & (a ^ r) >= 0:
                return _newint(r)
            return int_sub(a, b)
    return ops.int_binop(w_a, w_b, base)
