"""Unboxing during tier-2 generation (issue 6, docs/tier2.md).

Where the type context proves a float, tier-2 code keeps the value as a
raw C double in the frame's `raw_f` array, at the slot index of the
object it stands for, and the context types the slot `rawfloat`.
- Whole-tree unboxing: unboxing a value unboxes every member of its
  tree (the local it was loaded from, other stack copies) at once, so a
  value is unboxed once, not at each use.
- Boxing happens only where an object is needed: inputs of generic
  instructions and tests, SWAP, leaving tier 2, and (at run time, from
  the raw map kept per instruction) when an exception unwinds into a
  handler or out of the frame."""

from annotator_rules import opcodes as op
from annotator_rules.instructions import RAW_OPERATOR
from annotator_rules.types import (T_FLOAT, T_INT, T_RAWFLOAT, T_RAWINT,
                                   T_SMALLINT)
from interpreter.tier2 import superinstructions
from interpreter.tier2.typeprop import type_of_object
from interpreter.tier1.quickening import generic_at
from interpreter.tier2.tier2_space import emit
from interpreter.tier2.tier2_stats import T2STATS
from objspace.floatobject import newfloat
from objspace.intobject import newint

RAW_OF = [-1] * op.NUM_OPCODES
RAW_OF[op.BINARY_OP_ADD_FLOAT_REST] = op.BINARY_OP_ADD_RAW_FLOAT
RAW_OF[op.BINARY_OP_SUBTRACT_FLOAT_REST] = op.BINARY_OP_SUBTRACT_RAW_FLOAT
RAW_OF[op.BINARY_OP_MULTIPLY_FLOAT_REST] = op.BINARY_OP_MULTIPLY_RAW_FLOAT
RAW_OF[op.BINARY_OP_TRUE_DIVIDE_FLOAT_REST] = \
    op.BINARY_OP_TRUE_DIVIDE_RAW_FLOAT
RAW_OF[op.BINARY_OP_POWER_FLOAT_REST] = op.BINARY_OP_POWER_RAW_FLOAT
RAW_OF[op.COMPARE_OP_FLOAT_REST] = op.COMPARE_OP_RAW_FLOAT
RAW_OF[op.UNARY_NEGATIVE_FLOAT_REST] = op.UNARY_NEGATIVE_RAW_FLOAT
RAW_OF[op.BINARY_OP_ADD_INT_REST] = op.BINARY_OP_ADD_RAW_INT
RAW_OF[op.BINARY_OP_SUBTRACT_INT_REST] = op.BINARY_OP_SUBTRACT_RAW_INT
RAW_OF[op.BINARY_OP_MULTIPLY_INT_REST] = op.BINARY_OP_MULTIPLY_RAW_INT
RAW_OF[op.BINARY_OP_OTHER_INT_REST] = op.BINARY_OP_OTHER_RAW_INT
RAW_OF[op.COMPARE_OP_INT_REST] = op.COMPARE_OP_RAW_INT
RAW_OF[op.BINARY_SUBSCR_LIST_INT_REST] = op.BINARY_SUBSCR_SEQ_RAW_INT
RAW_OF[op.BINARY_SUBSCR_TUPLE_INT_REST] = op.BINARY_SUBSCR_SEQ_RAW_INT
# which raw forms work on ints (their operands must be smallint or rawint)
IS_INT_FORM = [False] * op.NUM_OPCODES
for _f in [op.BINARY_OP_ADD_INT_REST, op.BINARY_OP_SUBTRACT_INT_REST,
           op.BINARY_OP_MULTIPLY_INT_REST, op.BINARY_OP_OTHER_INT_REST,
           op.COMPARE_OP_INT_REST]:
    IS_INT_FORM[_f] = True
IS_SUBSCR_FORM = [False] * op.NUM_OPCODES
IS_SUBSCR_FORM[op.BINARY_SUBSCR_LIST_INT_REST] = True
IS_SUBSCR_FORM[op.BINARY_SUBSCR_TUPLE_INT_REST] = True


def raw_slots(ctx):
    """The raw slots of ctx as `2 * slot + kind` (kind 0: a double, 1: a
    machine int); None when there are none."""
    result = None
    for i in range(ctx.sp):
        t = ctx.types[ctx.root(i)]
        if t == T_RAWFLOAT or t == T_RAWINT:
            if result is None:
                result = []
            result.append(2 * i + (1 if t == T_RAWINT else 0))
    return result


def note_raw(code, ctx):
    """Record the raw slots for the instructions emitted next (the raw map
    exceptions use)."""
    code.t2.cur_raw = raw_slots(ctx)


def unbox_tree(code, ctx, slot, t0pc):
    t = ctx.type_of(slot)
    if t == T_FLOAT:
        unbox_op, raw = op.UNBOX_FLOAT, T_RAWFLOAT
    elif t == T_SMALLINT:
        unbox_op, raw = op.UNBOX_INT, T_RAWINT
    else:
        return
    r = ctx.root(slot)
    for j in range(ctx.sp):
        if ctx.root(j) == r:
            emit(code, unbox_op, j, t0pc)
    ctx.types[r] = raw
    note_raw(code, ctx)


def int_to_raw(code, ctx, slot, t0pc):
    """An int operand of float arithmetic: its stack slot (only) becomes
    the raw double the int converts to."""
    t = ctx.type_of(slot)
    if t == T_RAWINT:
        if not superinstructions.int_load_as_float(code, ctx, slot, t0pc):
            emit(code, op.RAW_INT_TO_RAW_FLOAT, slot, t0pc)
    elif t == T_INT or t == T_SMALLINT:
        if not superinstructions.int_load_as_float(code, ctx, slot, t0pc):
            emit(code, op.INT_TO_RAW_FLOAT, slot, t0pc)
    else:
        return
    ctx.overwrite_fresh(slot, T_RAWFLOAT)
    note_raw(code, ctx)


def exact_int_as_float(code, ctx, slot, t0pc):
    """A comparison of a float with an int: the int's slot becomes a raw
    double if a constant pushed it whose double is the int itself (a
    float compares with an int's exact value), and True; else nothing
    done (`x < 0`: a raw float compare and branch instead of two boxes and
    the generic compare)."""
    t = ctx.type_of(slot)
    if not (t == T_RAWINT or t == T_INT or t == T_SMALLINT) or not \
            superinstructions.int_load_as_float(code, ctx, slot, t0pc, True):
        return False
    ctx.overwrite_fresh(slot, T_RAWFLOAT)
    note_raw(code, ctx)
    return True


def box_slot(code, ctx, slot, t0pc):
    t = ctx.type_of(slot)
    if t == T_RAWFLOAT:
        emit(code, op.BOX_FLOAT, slot, t0pc)
        ctx.overwrite_fresh(slot, T_FLOAT)
    elif t == T_RAWINT:
        emit(code, op.BOX_INT, slot, t0pc)
        ctx.overwrite_fresh(slot, T_SMALLINT)
    else:
        return
    note_raw(code, ctx)


def box_inputs(code, ctx, n, t0pc):
    """Boxes the top n stack items that are raw."""
    for k in range(1, n + 1):
        box_slot(code, ctx, ctx.sp - k, t0pc)


def box_all(code, ctx, t0pc):
    for j in range(ctx.sp):
        box_slot(code, ctx, j, t0pc)


def _small(t):
    return t == T_SMALLINT or t == T_RAWINT


def raw_form(code, ctx, rest, oparg, t0pc, unary):
    """The raw form of guard-free instruction `rest`, after unboxing its
    operands; -1 when it stays boxed (unboxing off, or an int operand
    that may be big)."""
    if not code.t2.raw_ok or RAW_OF[rest] < 0:
        return -1
    if not IS_INT_FORM[rest] and not IS_SUBSCR_FORM[rest] and \
            not ctx.is_raw(ctx.sp - 1) and \
            (unary or not ctx.is_raw(ctx.sp - 2)) and \
            result_boxed_next(code, t0pc):
        return -1
    if IS_INT_FORM[rest] and rest != op.COMPARE_OP_INT_REST and \
            not ctx.is_raw(ctx.sp - 1) and not ctx.is_raw(ctx.sp - 2) and \
            not int_result_taken_raw(code, t0pc, ctx):
        return -1
    if IS_INT_FORM[rest]:
        if not (_small(ctx.type_of(ctx.sp - 1)) and
                _small(ctx.type_of(ctx.sp - 2))):
            return -1
    if IS_SUBSCR_FORM[rest]:
        _maybe_unbox(code, ctx, ctx.sp - 1, t0pc)
        if ctx.type_of(ctx.sp - 1) != T_RAWINT:
            return -1
        return RAW_OF[rest]
    _maybe_unbox(code, ctx, ctx.sp - 1, t0pc)
    if not unary:
        _maybe_unbox(code, ctx, ctx.sp - 2, t0pc)
    return RAW_OF[rest]


def _maybe_unbox(code, ctx, slot, t0pc):
    """Whole-tree unboxing where it pays: the value lives in a local that
    the loop around us never assigns, so it is used again in every
    iteration. Other operands stay boxed and the raw instruction reads
    their object (boxed_bits)."""
    t2 = code.t2
    if not t2.in_loop[t0pc]:
        return
    r = ctx.root(slot)
    for j in range(ctx.nlocals):
        if ctx.root(j) == r and not t2.stored_in_loop[j]:
            unbox_tree(code, ctx, slot, t0pc)
            return


def boxed_bits(ctx, unary):
    """RAW_OPERATOR's boxed bits of a raw float instruction or raw
    comparison: boxed_left when the (top, or left) operand is read from
    its object, boxed_right for the right one."""
    R = RAW_OPERATOR
    if unary:
        return R.boxed_left.put(0 if ctx.is_raw(ctx.sp - 1) else 1)
    return R.boxed_left.put(0 if ctx.is_raw(ctx.sp - 2) else 1) | \
        R.boxed_right.put(0 if ctx.is_raw(ctx.sp - 1) else 1)


def box_for_exception(frame, pc):
    """An exception at tier-2 position pc: every raw value gets its object
    back, so handlers, tracebacks and generators see objects."""
    code = frame.code
    t2 = code.t2
    i = pc - code.n_tier0
    if t2 is None or i < 0 or i >= len(t2.raw_at):
        return
    slots = t2.raw_at[i]
    if slots is None:
        return
    for k in slots:
        s = k >> 1
        if k & 1:
            frame.locals_w[s] = newint(frame.raw_i[s])
        else:
            frame.locals_w[s] = newfloat(frame.raw_f[s])
    T2STATS.boxes_for_exceptions += 1


def result_boxed_next(code, t0pc):
    """Whether the float that instruction t0pc computes is needed as an
    object right away: stored into an attribute (`a.vx -= d * m`,
    `self.x = v`) or returned. A raw result would be boxed at once, one
    more dispatch than computing it boxed (nbody's velocity updates)."""
    g = generic_at(code, t0pc + 1)
    if g == op.SWAP or g == op.LOAD_FAST:
        g = generic_at(code, t0pc + 2)
    return g == op.STORE_ATTR or g == op.RETURN_VALUE


def _consumer(code, t0pc):
    """The tier-0 position of the instruction that pops the value
    instruction t0pc pushes, found by following the stack effects of the
    instructions after it, and the value's depth among its inputs (0: the
    top); (-1, 0) at a jump or too far."""
    depth = 0       # stack items above the value
    end = min(code.n_tier0, t0pc + 16)
    for i in range(t0pc + 1, end):
        g = generic_at(code, i)
        oparg = code.co_code[2 * i + 1]
        if g < 0:
            break
        if op.n_inputs(g, oparg) > depth:
            return i, depth
        if op.is_jump(g):
            break
        depth += op.stack_effect(g, oparg, False)
    return -1, 0


def stored_raw(code, i, depth, ctx):
    """The value at `depth` among the inputs of instruction i is the
    value of a STORE_SUBSCR that will store it raw: its index is loaded
    right before it from a local the context knows as a raw int
    (STORE_SUBSCR_RAW_INT with STORE_SUBSCR_RAW.raw_value: a raw int goes
    into int storage as it is). The local's type is the one it has now,
    where the value is made: the code between does not store it."""
    if depth != 2 or generic_at(code, i) != op.STORE_SUBSCR:
        return False
    if _raw_local(code, i - 1, ctx):
        return True
    # an index computed from a raw local and a local or constant
    # (`cur[j + 1] = b`)
    return i >= 3 and generic_at(code, i - 1) == op.BINARY_OP and \
        (_raw_local(code, i - 3, ctx) and _int_load(code, i - 2, ctx) or
         _raw_local(code, i - 2, ctx) and _int_load(code, i - 3, ctx))


def _raw_local(code, i, ctx):
    """Instruction i loads a local the context knows as a raw int."""
    g = generic_at(code, i)
    if g != op.LOAD_FAST and g != op.LOAD_FAST_CHECK:
        return False
    index = code.co_code[2 * i + 1]
    return 0 <= index < ctx.sp and ctx.type_of(index) == T_RAWINT


def _int_load(code, i, ctx):
    """Instruction i loads a raw int local or a small int constant."""
    if generic_at(code, i) == op.LOAD_CONST:
        index = code.co_code[2 * i + 1]
        return 0 <= index < len(code.co_consts_w) and \
            type_of_object(code.co_consts_w[index]) == T_SMALLINT
    return _raw_local(code, i, ctx)


def int_result_taken_raw(code, t0pc, ctx=None):
    """Whether the int that instruction t0pc pushes goes to an instruction
    that takes it raw: arithmetic, a comparison, a store into a local, a
    test, a subscript index. Where it goes to a call, `in`, a container
    or a return, a raw result would be boxed at once: one more dispatch
    than computing it boxed (nqueens' `(row + c) in diag1`). Unknown
    (a jump first): raw, as before. (Without ctx, a value stored by a
    STORE_SUBSCR counts as boxed: stored_raw needs the index's type.)"""
    i, depth = _consumer(code, t0pc)
    if i < 0:
        return True
    g = generic_at(code, i)
    if g == op.BINARY_SUBSCR or g == op.STORE_SUBSCR:
        return depth == 0 or (ctx is not None and
                              stored_raw(code, i, depth, ctx))
    if g == op.COPY:        # the index of `c[k % n] += 1`
        return depth == 0 and _augmented_subscript(code, i)
    if g == op.CALL:
        return _pure_call(code, i)
    return _keeps_raw(g) and g != op.LOAD_FAST and g != op.LOAD_CONST


def needed_as_object(code, t0pc, ctx):
    """Whether the raw local that LOAD_FAST t0pc loads is used as an
    object: a call argument (not a float builtin called raw), stored into
    a container or an attribute, returned. The load then boxes it
    (LOAD_FAST_BOX_*): one dispatch instead of a raw load and a BOX
    (chaos' `grid.plot(x, y)`)."""
    i, depth = _consumer(code, t0pc)
    if i < 0:
        return False
    g = generic_at(code, i)
    if g == op.CALL:
        return code.co_code[2 * i] != op.CALL_BUILTIN_O and \
            not _pure_call(code, i)
    return g == op.STORE_ATTR or g == op.RETURN_VALUE or \
        g == op.BUILD_TUPLE or g == op.BUILD_LIST or \
        g == op.LIST_APPEND or g == op.CONTAINS_OP or \
        (g == op.STORE_SUBSCR and depth == 2 and
         not stored_raw(code, i, depth, ctx))


def _pure_call(code, i):
    """The CALL at i will run its callee as a pure program: it takes its
    arguments raw (pure_calls.py)."""
    from interpreter.tier2.pure_calls import callee_is_pure
    return callee_is_pure(code, i)


def _is_arithmetic(g):
    return g == op.BINARY_OP or g == op.COMPARE_OP


def counter_stays_raw(code, t0pc):
    """Whether the range loop at FOR_ITER t0pc produces its counter raw
    (and a loop over an int or float list its item: the same rule,
    versioning._emit_for_iter).
    Raw pays where the body computes with the counter and keeps computing
    with the result (or ignores the counter); each use as an object (a
    call argument, `in`, a container, or an operation whose result is
    passed on as an object) boxes it again, where a boxed counter costs
    one allocation per iteration, as in tier 1. Raw when the uses that
    gain outnumber those that box, or nothing boxes it (nqueens' `c in used`, `(row + c) in
    diag1`: boxed)."""
    first = t0pc + 1
    end = first + code.co_code[2 * t0pc + 1]
    if generic_at(code, first) != op.STORE_FAST:
        return True
    x = code.co_code[2 * first + 1]
    gain = 0
    boxing = 0
    for i in range(first + 1, min(end, code.n_tier0 - 3)):
        g = generic_at(code, i)
        if (g != op.LOAD_FAST and g != op.LOAD_FAST_CHECK) or \
                code.co_code[2 * i + 1] != x:
            continue
        k = i + 1
        nxt = generic_at(code, k)
        if nxt == op.LOAD_FAST or nxt == op.LOAD_CONST or \
                nxt == op.LOAD_FAST_CHECK:
            k += 1
            nxt = generic_at(code, k)
        if nxt == op.BINARY_SUBSCR or nxt == op.COMPARE_OP or \
                (nxt == op.BINARY_OP and _keeps_raw(generic_at(code, k + 1))) \
                or (nxt == op.CALL and _pure_call(code, k)) or \
                (k == i + 1 and (nxt == op.STORE_SUBSCR or
                                 _augmented_subscript(code, k))):
            # (the last: the counter is the index of `a[i] = v`, which
            # STORE_SUBSCR_RAW_INT takes raw, sieve's `flags[j] = False`,
            # or of `a[i] += v`, whose float-list read and store take it
            # raw, matmul's `ci[j] += aik * bk[j]`)
            gain += 1
        elif _computes_with(code, i):
            gain += 1
        else:
            boxing += 1     # (a copy into a local too: its uses unknown)
    return gain > boxing or boxing == 0


def _computes_with(code, i):
    """The value loaded at i meets a computed operand (`x == y[j]`, `x *
    (a + b)`) in a comparison, or in an operator whose result is kept
    raw: the instruction that pops it (_consumer), not only the next
    one, decides."""
    k, depth = _consumer(code, i)
    if k < 0:
        return False
    g = generic_at(code, k)
    return g == op.COMPARE_OP or \
        (g == op.BINARY_OP and int_result_taken_raw(code, k))


def _augmented_subscript(code, k):
    """`COPY 2; COPY 2; BINARY_SUBSCR` at k: the read of `a[i] op= v`."""
    return generic_at(code, k) == op.COPY and \
        generic_at(code, k + 1) == op.COPY and \
        generic_at(code, k + 2) == op.BINARY_SUBSCR


def _keeps_raw(g):
    """An instruction after an int operator that can take its result raw."""
    return g == op.BINARY_OP or g == op.COMPARE_OP or g == op.STORE_FAST or \
        g == op.BINARY_SUBSCR or g == op.LOAD_FAST or g == op.LOAD_CONST or \
        g == op.POP_JUMP_IF_FALSE or g == op.POP_JUMP_IF_TRUE
