"""Operand fusion in tier-2 code: a raw float operator whose right operand
was just pushed by LOAD_FAST_RAW_FLOAT or LOAD_CONST_RAW_FLOAT takes the
operand straight from the local or the constant, one dispatch instead of
two (`total + z` in the paper's float loop); likewise a guard-free boxed
int operator and a compare-and-branch test whose right operand is a
constant (`n - 1`, `n < 2`). Done as a peephole when the
operator is emitted: the load is the previous slot of the same block (a
block never starts between the two: blocks start after a branch, a jump
or a guard's spares), so the load's slot is rewritten in place and keeps
its raw map; it takes the operator's tier-0 origin for tracebacks.

The other fusions here (docs/tier2.md, "Runs and stores" and after):
float runs, an operator stored into its local, unpacking into locals, the
two ends of `x.a += v`, attribute pairs and a checked object with a raw
right operand. Where a fused slot has a fast path only (runs, unpacking,
attribute pairs), the slots it covers stay in place and run when it
cannot: the head either does the work of all of them and skips them, or
acts as its first one."""

from annotator_rules import opcodes as op
from interpreter.frontend import astnodes as A
from objspace.intobject import W_Int
from interpreter.tier2.tier2_space import emit, unemit, last_slot
from interpreter.tier1.quickening import exact_as_float
from annotator_rules.instructions import (UNPACK_TO_LOCALS,
                                          UNPACK_LOCALS_MAX, GUARDED_BINOP,
                                          RAW_OPERATOR, RAW_STORE,
                                          CONTAINS_TEST, AUG_SUBSCR,
                                          INT_FUSED, RAW_FLOAT_FUSED,
                                          unpack_locals_oparg)

RAW_FLOAT_BINOPS = [op.BINARY_OP_ADD_RAW_FLOAT,
                    op.BINARY_OP_SUBTRACT_RAW_FLOAT,
                    op.BINARY_OP_MULTIPLY_RAW_FLOAT,
                    op.BINARY_OP_TRUE_DIVIDE_RAW_FLOAT,
                    op.BINARY_OP_POWER_RAW_FLOAT]
FUSED_OF_LOAD = [-1] * op.NUM_OPCODES
FUSED_OF_LOAD[op.LOAD_FAST_RAW_FLOAT] = op.BINARY_OP_RAW_FLOAT_LOCAL
FUSED_OF_LOAD[op.LOAD_CONST_RAW_FLOAT] = op.BINARY_OP_RAW_FLOAT_CONST


def _any_boxed(oparg):
    return RAW_OPERATOR.boxed_left.get(oparg) or \
        RAW_OPERATOR.boxed_right.get(oparg)


def fuse_operand(code, opcode, oparg, t0pc):
    """Rewrites `load; opcode` into one instruction if it can (True); the
    type context is already right, the pair's effect is unchanged. oparg
    of the result: the local or constant << 4 | the operator."""
    if opcode not in RAW_FLOAT_BINOPS or _any_boxed(oparg):
        return False
    prev = _previous(code, t0pc)
    if prev < 0:
        return False
    if _fuse_both_operands(code, prev, oparg, t0pc) or \
            _fuse_term(code, prev, oparg, t0pc):
        return True
    k = prev - code.n_tier0
    fused = FUSED_OF_LOAD[code.co_code[2 * prev]]
    F = RAW_FLOAT_FUSED
    if fused < 0 or not F.operand.fits(code.co_code[2 * prev + 1]):
        return False
    code.co_code[2 * prev] = fused
    code.co_code[2 * prev + 1] = F.operand.put(code.co_code[2 * prev + 1]) \
        | F.op.put(oparg % A.NB_INPLACE)
    code.t2_origin[k] = t0pc
    _extend_run(code, prev, t0pc)
    return True


# operand sources of BINARY_OP_RAW_FLOAT_OPERANDS: kind << 10 | index
SRC_LOCAL = 0
SRC_CONST = 1
SRC_INT_LOCAL = 2
SRC_INDEX_MASK = 1023
# BINARY_OP_RAW_FLOAT_OPERANDS / _TERM: the result goes to the raw local
# (oparg >> DEST_SHIFT) - 1 instead of the stack if that is not -1
DEST_SHIFT = 32
SRC_OF_LOAD = [-1] * op.NUM_OPCODES
SRC_OF_LOAD[op.LOAD_FAST_RAW_FLOAT] = SRC_LOCAL
SRC_OF_LOAD[op.LOAD_CONST_RAW_FLOAT] = SRC_CONST
SRC_OF_LOAD[op.LOAD_FAST_RAW_INT_AS_FLOAT] = SRC_INT_LOCAL


def _source(code, slot):
    """The operand source of the raw float load at slot, or -1."""
    kind = SRC_OF_LOAD[code.co_code[2 * slot]]
    index = code.co_code[2 * slot + 1]
    if kind < 0 or index > SRC_INDEX_MASK:
        return -1
    return (kind << 10) | index


def _fuse_both_operands(code, prev, oparg, t0pc):
    """`load a; load b; op` (`dx * dx`, `z * 0.5`, `0.25 * i`): both loads
    were the two slots before the operator, so the three become one
    BINARY_OP_RAW_FLOAT_OPERANDS in the first load's slot, pushing the
    result (no stack traffic for the operands)."""
    left_slot = prev - 1
    k = left_slot - code.n_tier0
    if k < 0 or code.t2_origin[k] != t0pc - 2:
        return False
    right = _source(code, prev)
    left = _source(code, left_slot)
    if right < 0 or left < 0:
        return False
    unemit(code)
    code.co_code[2 * left_slot] = op.BINARY_OP_RAW_FLOAT_OPERANDS
    code.co_code[2 * left_slot + 1] = (left << 20) | (right << 8) | \
        (oparg % A.NB_INPLACE)
    code.t2_origin[k] = t0pc
    return True


def _fuse_term(code, prev, oparg, t0pc):
    """`x op (a op2 b)` with the right operand one
    BINARY_OP_RAW_FLOAT_OPERANDS (that pushes, just emitted for t0pc - 1):
    both become BINARY_OP_RAW_FLOAT_TERM, acting on the stack top
    (`s - z / 3.0`, `dx * dx + dy * dy`)."""
    if code.co_code[2 * prev] != op.BINARY_OP_RAW_FLOAT_OPERANDS or \
            code.co_code[2 * prev + 1] >> DEST_SHIFT or \
            code.co_lines[t0pc - 1] != code.co_lines[t0pc]:
        return False    # (the slot's one origin gives a raise's line)
    code.co_code[2 * prev] = op.BINARY_OP_RAW_FLOAT_TERM
    code.co_code[2 * prev + 1] |= (oparg % A.NB_INPLACE) << 4
    code.t2_origin[prev - code.n_tier0] = t0pc
    return True


def int_load_as_float(code, ctx, slot, t0pc, exact=False):
    """Raw int `slot` becomes a raw double for float arithmetic at t0pc: if
    a LOAD_FAST_RAW_INT for t0pc - 2 or t0pc - 1 pushed it (with at most a
    raw float load after it), that load becomes LOAD_FAST_RAW_INT_AS_FLOAT,
    a LOAD_CONST_RAW_INT or LOAD_CONST of an int a LOAD_CONST_RAW_FLOAT
    (PyCode.float_consts has the int as a double), and no conversion is
    emitted (True). `exact` (a comparison with a float, which compares
    the int's exact value): only a constant whose double is the int
    itself."""
    last = last_slot(code)
    load = last - (ctx.sp - 1 - slot)
    if load < code.n_tier0 or load != last - (1 if slot < ctx.sp - 1 else 0):
        return False
    opcode = code.co_code[2 * load]
    if code.t2_origin[load - code.n_tier0] != t0pc - 1 - (last - load):
        return False
    if opcode == op.LOAD_CONST_RAW_INT or opcode == op.LOAD_CONST:
        w_c = code.co_consts_w[code.co_code[2 * load + 1]]
        if type(w_c) is not W_Int or exact and not exact_as_float(w_c):
            return False
    elif opcode != op.LOAD_FAST_RAW_INT or exact:
        return False
    if load != last and (code.t2_origin[last - code.n_tier0] != t0pc - 1 or
                         SRC_OF_LOAD[code.co_code[2 * last]] < 0):
        return False
    code.co_code[2 * load] = op.LOAD_FAST_RAW_INT_AS_FLOAT if \
        opcode == op.LOAD_FAST_RAW_INT else op.LOAD_CONST_RAW_FLOAT
    return True


RUN_OPERATORS = [A.NB_ADD, A.NB_SUBTRACT, A.NB_MULTIPLY]


def _run_member(code, slot):
    """The slot's operator as a run member's oparg, or -1 if it cannot
    join a run (division and power can raise: a run never does)."""
    opcode = code.co_code[2 * slot]
    arg = code.co_code[2 * slot + 1]
    F = RAW_FLOAT_FUSED
    if opcode == op.BINARY_OP_RAW_FLOAT_RUN:
        return arg - F.rest.put(F.rest.get(arg))
    if F.op.get(arg) not in RUN_OPERATORS:
        return -1
    if opcode == op.BINARY_OP_RAW_FLOAT_LOCAL:
        return arg
    if opcode == op.BINARY_OP_RAW_FLOAT_CONST:
        return arg | F.const.put(1)
    return -1


def _extend_run(code, slot, t0pc):
    """`a op x op y`: the fused operator at `slot` follows the one fused
    for tier-0 instruction t0pc - 2 (its operand load was t0pc - 1), so
    both act on the same raw float: they become (or join) a run, and
    every member's count of following members grows by one."""
    prev = slot - 1
    k = prev - code.n_tier0
    if k < 0 or code.t2_origin[k] != t0pc - 2:
        return
    mine = _run_member(code, slot)
    if mine < 0 or _run_member(code, prev) < 0:
        return
    code.co_code[2 * slot] = op.BINARY_OP_RAW_FLOAT_RUN
    code.co_code[2 * slot + 1] = mine
    j = prev
    while j >= code.n_tier0:
        member = _run_member(code, j)
        if member < 0 or (j < prev and (
                code.co_code[2 * j] != op.BINARY_OP_RAW_FLOAT_RUN or
                RAW_FLOAT_FUSED.rest.get(code.co_code[2 * j + 1]) !=
                prev - j)):
            break
        code.co_code[2 * j] = op.BINARY_OP_RAW_FLOAT_RUN
        code.co_code[2 * j + 1] = member | RAW_FLOAT_FUSED.rest.put(slot - j)
        j -= 1


def _previous(code, t0pc):
    """The slot just emitted if it stands for tier-0 instruction
    t0pc - 1 (so nothing was emitted between it and t0pc), else -1."""
    prev = last_slot(code)
    k = prev - code.n_tier0
    if k < 0 or code.t2_origin[k] != t0pc - 1:
        return -1
    return prev


def fuse_return_local(code, t0pc):
    """`LOAD_FAST x; RETURN_VALUE` becomes RETURN_LOCAL x (fib's `return
    n`: half its calls end there)."""
    prev = _previous(code, t0pc)
    if prev < code.t2.blocks[-1].start or \
            code.co_code[2 * prev] != op.LOAD_FAST:
        return False
    local = code.co_code[2 * prev + 1]
    unemit(code)
    emit(code, op.RETURN_LOCAL, local, t0pc)
    return True


CONTAINER_LOCAL = CONTAINS_TEST.container_local.put(1)
ITEM_LOCAL = CONTAINS_TEST.item_local.put(1)


def take_contains_operands(code, t0pc):
    """`x in s` (the CONTAINS_OP at t0pc) whose container, and maybe item
    too, were just pushed by LOAD_FASTs in this block: takes those loads
    back, the test reads the locals (nqueens' `c in used`); the oparg
    bits saying so."""
    T = CONTAINS_TEST
    prev = _previous(code, t0pc)
    if prev < code.t2.blocks[-1].start or \
            code.co_code[2 * prev] != op.LOAD_FAST or \
            not T.container.fits(code.co_code[2 * prev + 1]):
        return 0
    bits = CONTAINER_LOCAL | T.container.put(code.co_code[2 * prev + 1])
    first = prev - 1
    if first >= code.t2.blocks[-1].start and \
            code.co_code[2 * first] == op.LOAD_FAST and \
            T.item.fits(code.co_code[2 * first + 1]) and \
            code.t2_origin[first - code.n_tier0] == t0pc - 2:
        bits |= ITEM_LOCAL | T.item.put(code.co_code[2 * first + 1])
        unemit(code)
    unemit(code)
    return bits


def _fuse_swapped_store(code, oparg, t0pc):
    """`SWAP 2; STORE_ATTR_INSTANCE_VALUE name` (the end of x.a += ...)
    becomes STORE_ATTR_INSTANCE_SWAPPED, the value above the object."""
    prev = _previous(code, t0pc)
    if prev < 0 or code.co_code[2 * prev] != op.SWAP or \
            code.co_code[2 * prev + 1] != 2:
        return False
    code.co_code[2 * prev] = op.STORE_ATTR_INSTANCE_SWAPPED
    code.co_code[2 * prev + 1] = oparg
    code.t2_origin[prev - code.n_tier0] = t0pc
    code.caches[prev] = code.caches[t0pc].clone()
    _fuse_attribute_update(code, prev)
    return True


def _fuse_attribute_update(code, store):
    """`x.a op= v`: the slots before the store at `store` are
    LOAD_ATTR_INSTANCE_LOCAL_KEEP (x.a), the slots pushing v as a raw float
    if the operator does not read v itself (a load it could not take,
    BINARY_OP_RAW_FLOAT_OPERANDS, or a guarded + - * with both operands'
    sources and its side exit), BINARY_OP_FLOAT_GUARDED with x.a checked
    on the stack and its side exit: the KEEP becomes LOAD_ATTR_AUGMENT_FLOAT
    (nbody's `a.vx -= dx * bm`, `b.x += dt * b.vx`). With
    BINARY_OP_INT_GUARDED (+ - *) reading v where it lives instead:
    LOAD_ATTR_AUGMENT_INT (`self.count += 1`). The slots stay for when it
    cannot."""
    G = GUARDED_BINOP
    c = code.co_code
    operator = store - 2
    arg = c[2 * operator + 1]
    if operator - 1 < code.t2.blocks[-1].start or \
            c[2 * (operator + 1)] != op.BB_BRANCH or \
            not (G.boxed_left.get(arg) and G.check_left.get(arg)) or \
            G.left_src.get(arg):
        return
    head_form = op.LOAD_ATTR_AUGMENT_FLOAT
    if c[2 * operator] == op.BINARY_OP_INT_GUARDED:
        # machine ints: v read by the operator, + - * (no error to raise)
        if not G.right_src.get(arg) or G.op.get(arg) not in PAIR_OPERATORS:
            return
        head_form = op.LOAD_ATTR_AUGMENT_INT
    elif c[2 * operator] != op.BINARY_OP_FLOAT_GUARDED:
        return
    if G.right_src.get(arg):
        head = operator - 1         # v read by the operator
    else:
        if G.boxed_right.get(arg) or G.check_right.get(arg):
            return                  # v must be a raw float
        head = operator - 2
        if head < code.t2.blocks[-1].start:
            return
        right = c[2 * (head + 1)]
        rarg = c[2 * (head + 1) + 1]
        if right == op.BB_BRANCH:   # v a guarded + - * and its exit
            head = operator - 3
            if head < code.t2.blocks[-1].start:
                return
            right = c[2 * (head + 1)]
            rarg = c[2 * (head + 1) + 1]
            if right != op.BINARY_OP_RAW_FLOAT_GUARDED or \
                    not G.left_src.get(rarg) or \
                    G.op.get(rarg) not in PAIR_OPERATORS:
                return
        elif not ((SRC_OF_LOAD[right] >= 0 and rarg <= SRC_INDEX_MASK) or
                  (right == op.BINARY_OP_RAW_FLOAT_OPERANDS and
                   not rarg >> DEST_SHIFT)):
            return
    if c[2 * head] != op.LOAD_ATTR_INSTANCE_LOCAL_KEEP or \
            (c[2 * head + 1] & 0xffff) >> 1 != c[2 * store + 1]:
        return
    c[2 * head] = head_form


def take_constant(code, t0pc, raw_too, limit=-1):
    """If the right operand of the instruction at t0pc was just pushed by
    a LOAD_CONST (or, with raw_too, a raw constant load) of a constant
    whose index is below limit (if given), unemits that load and returns
    the index; else -1."""
    prev = _previous(code, t0pc)
    if prev < 0:
        return -1
    opcode = code.co_code[2 * prev]
    if not (opcode == op.LOAD_CONST or (raw_too and (
            opcode == op.LOAD_CONST_RAW_INT or
            opcode == op.LOAD_CONST_RAW_FLOAT))):
        return -1
    index = code.co_code[2 * prev + 1]
    if limit >= 0 and index >= limit:
        return -1
    unemit(code)
    return index


INT_OPERATORS = [op.BINARY_OP_ADD_INT_REST, op.BINARY_OP_SUBTRACT_INT_REST,
                 op.BINARY_OP_MULTIPLY_INT_REST, op.BINARY_OP_OTHER_INT_REST]


def fuse_int_locals(code, opcode, oparg, t0pc):
    """`LOAD_FAST a; LOAD_FAST b; BINARY_OP_*_INT_REST` (both known ints,
    so bound) becomes BINARY_OP_INT_LOCALS (INT_FUSED: the operator and
    both locals): nqueens' `row + c`."""
    if opcode not in INT_OPERATORS:
        return False
    prev = _previous(code, t0pc)
    first = prev - 1
    if prev < 0 or first < code.t2.blocks[-1].start or \
            code.co_code[2 * prev] != op.LOAD_FAST or \
            code.co_code[2 * first] != op.LOAD_FAST or \
            code.t2_origin[first - code.n_tier0] != t0pc - 2 or \
            not INT_FUSED.right.fits(code.co_code[2 * prev + 1]):
        return False
    a = code.co_code[2 * first + 1]
    b = code.co_code[2 * prev + 1]
    unemit(code)
    unemit(code)
    emit(code, op.BINARY_OP_INT_LOCALS, INT_FUSED.left.put(a) |
         INT_FUSED.right.put(b) | INT_FUSED.op.put(oparg % A.NB_INPLACE),
         t0pc)
    return True


def fuse_int_constant(code, opcode, oparg, t0pc):
    """`LOAD_CONST k; BINARY_OP_*_INT_REST` becomes BINARY_OP_INT_CONST
    (INT_FUSED: the operator, k `right`), one dispatch; after a LOAD_FAST
    of the left operand, BINARY_OP_INT_LOCAL_CONST (the local `left`)."""
    if opcode not in INT_OPERATORS:
        return False
    F = INT_FUSED
    k = take_constant(code, t0pc, False, F.right.mask + 1)
    if k < 0:
        return False
    prev = _previous(code, t0pc - 1)
    load = code.co_code[2 * prev] if prev >= 0 else -1
    if load == op.LOAD_FAST or load == op.LOAD_FAST_CHECK:
        # `LOAD_FAST x; LOAD_CONST k; op` (the local is a known int)
        code.co_code[2 * prev] = op.BINARY_OP_INT_LOCAL_CONST
        code.co_code[2 * prev + 1] = F.left.put(code.co_code[2 * prev + 1]) \
            | F.right.put(k) | F.op.put(oparg % A.NB_INPLACE)
        code.t2_origin[prev - code.n_tier0] = t0pc
        return True
    emit(code, op.BINARY_OP_INT_CONST, F.right.put(k) |
         F.op.put(oparg % A.NB_INPLACE), t0pc)
    return True


def fuse_attribute_load(code, opcode, oparg, t0pc):
    """`LOAD_FAST x; LOAD_ATTR_INSTANCE_VALUE name` (tier 1 saw an instance
    attribute there) becomes LOAD_ATTR_INSTANCE_LOCAL (oparg: x << 16 |
    the attribute's oparg) with a copy of the attribute's inline cache:
    `a.x - b.x` in one dispatch per operand; likewise a method load
    (`self.run(...)`) becomes LOAD_ATTR_METHOD_LOCAL. A failed guard takes the
    generic getattr without deoptimising (tier1.miss would rewrite the
    slot to a form that has lost the load)."""
    if opcode == op.LOAD_ATTR_INSTANCE_VALUE:
        fused = op.LOAD_ATTR_INSTANCE_LOCAL
    elif opcode == op.LOAD_ATTR_METHOD:
        fused = op.LOAD_ATTR_METHOD_LOCAL
    elif opcode == op.STORE_ATTR_INSTANCE_VALUE:
        return _fuse_swapped_store(code, oparg, t0pc)
    else:
        return False
    prev = _previous(code, t0pc)
    if fused == op.LOAD_ATTR_INSTANCE_LOCAL and prev >= 0 and \
            code.co_code[2 * prev] == op.COPY and \
            code.co_code[2 * prev + 1] == 1:
        # `LOAD_FAST x; COPY 1; LOAD_ATTR` (x.a += ...): keep x below
        load = prev - 1
        if load < code.n_tier0 or \
                code.t2_origin[load - code.n_tier0] != t0pc - 2 or \
                code.co_code[2 * load] != op.LOAD_FAST or oparg >= 1 << 16:
            return False
        unemit(code)
        code.co_code[2 * load] = op.LOAD_ATTR_INSTANCE_LOCAL_KEEP
        code.co_code[2 * load + 1] = (code.co_code[2 * load + 1] << 16) | \
            oparg
        code.t2_origin[load - code.n_tier0] = t0pc
        code.caches[load] = code.caches[t0pc].clone()
        return True
    if prev < 0 or code.co_code[2 * prev] != op.LOAD_FAST or \
            oparg >= 1 << 16:
        return False
    code.co_code[2 * prev] = fused
    code.co_code[2 * prev + 1] = (code.co_code[2 * prev + 1] << 16) | oparg
    code.t2_origin[prev - code.n_tier0] = t0pc
    code.caches[prev] = code.caches[t0pc].clone()
    return True


def fuse_store(code, raw_op, oparg, t0pc):
    """`BINARY_OP_*_RAW_FLOAT; STORE_FAST_RAW_FLOAT x` (`x = a * b`)
    becomes BINARY_OP_RAW_FLOAT_STORE (RAW_STORE: the operator, the
    operands' boxed bits and x): the result goes to the local without a
    stack slot. The slot keeps the operator's origin (a division raises
    there)."""
    if raw_op != op.STORE_FAST_RAW_FLOAT:
        return False
    prev = _previous(code, t0pc)
    if prev < 0:
        return False
    opcode = code.co_code[2 * prev]
    if (opcode == op.BINARY_OP_RAW_FLOAT_OPERANDS or
            opcode == op.BINARY_OP_RAW_FLOAT_TERM) and \
            not code.co_code[2 * prev + 1] >> DEST_SHIFT:
        # `x = a * b` from locals and constants: no stack slot at all
        code.co_code[2 * prev + 1] |= (oparg + 1) << DEST_SHIFT
        return True
    if opcode not in RAW_FLOAT_BINOPS or opcode == op.BINARY_OP_POWER_RAW_FLOAT:
        return False
    arg = code.co_code[2 * prev + 1]
    R = RAW_OPERATOR
    code.co_code[2 * prev] = op.BINARY_OP_RAW_FLOAT_STORE
    code.co_code[2 * prev + 1] = RAW_STORE.local.put(oparg) | \
        RAW_STORE.boxed_left.put(R.boxed_left.get(arg)) | \
        RAW_STORE.boxed_right.put(R.boxed_right.get(arg)) | \
        RAW_STORE.op.put(R.op.get(arg) % A.NB_INPLACE)
    return True


UNPACKS = [op.UNPACK_SEQUENCE, op.UNPACK_SEQUENCE_ADAPTIVE,
           op.UNPACK_SEQUENCE_TWO_TUPLE, op.UNPACK_SEQUENCE_TUPLE,
           op.UNPACK_SEQUENCE_LIST]


def fuse_unpack(code, t0pc):
    """A STORE_FAST for tier-0 instruction t0pc was just emitted: if it is
    the last of the n stores right after an n-item unpack, the unpack
    becomes UNPACK_SEQUENCE_LOCALS, its fields naming the stores' locals,
    and the stores are taken back."""
    L = UNPACK_TO_LOCALS
    last = last_slot(code)
    j = last
    while j >= code.n_tier0 and code.co_code[2 * j] == op.STORE_FAST and \
            code.t2_origin[j - code.n_tier0] == t0pc - (last - j) and \
            L.local0.fits(code.co_code[2 * j + 1]):
        j -= 1
    n = last - j
    if j < code.n_tier0 or code.co_code[2 * j] not in UNPACKS or \
            code.co_code[2 * j + 1] != n or n > UNPACK_LOCALS_MAX or \
            code.t2_origin[j - code.n_tier0] != t0pc - n:
        return
    arg = unpack_locals_oparg([code.co_code[2 * (j + 1 + k) + 1]
                               for k in range(n)])
    for k in range(n):
        unemit(code)
    code.co_code[2 * j] = op.UNPACK_SEQUENCE_LOCALS
    code.co_code[2 * j + 1] = arg


# the operators a fused head may apply before the slot whose error it
# would be (not / and **, which raise: the head would raise at its own
# position)
PAIR_OPERATORS = [A.NB_ADD, A.NB_SUBTRACT, A.NB_MULTIPLY]


def fuse_subscript_operator(code, slot):
    """The raw-index subscript of a local by a raw int local (both its
    operands read where they live) right before the guarded + - * just
    emitted at `slot` (left raw, right the item, checked: spectralnorm's
    `a_elem(i, j) * v[j]`): the subscript becomes
    BINARY_SUBSCR_LOCALS_FLOAT_OP, the head of the three."""
    first = slot - 1
    if first < code.t2.blocks[-1].start or \
            not _raw_left_checked_right(code, slot) or \
            code.co_code[2 * first] != op.BINARY_SUBSCR_SEQ_RAW_INT:
        return
    arg = code.co_code[2 * first + 1]
    if GUARDED_BINOP.left_src.get(arg) != 1 or \
            GUARDED_BINOP.right_src.get(arg) != 1:
        return
    code.co_code[2 * first] = op.BINARY_SUBSCR_LOCALS_FLOAT_OP


def _raw_left_checked_right(code, slot):
    """Slot is a guarded raw float + - * (no /, which raises) taking a raw
    left operand and an object it checks on the right."""
    arg = code.co_code[2 * slot + 1]
    G = GUARDED_BINOP
    return code.co_code[2 * slot] == op.BINARY_OP_RAW_FLOAT_GUARDED and \
        not G.boxed_left.get(arg) and not G.check_left.get(arg) and \
        G.boxed_right.get(arg) and G.check_right.get(arg) and \
        G.op.get(arg) in PAIR_OPERATORS




def fuse_subscr_augmented(code, t0pc, ctx):
    """`c[i] op= v` with v a constant or a local: the eight tier-0
    instructions from the first COPY (COPY 2, COPY 2, BINARY_SUBSCR, the
    load of v, BINARY_OP, SWAP 3, SWAP 2, STORE_SUBSCR) become one
    SUBSCR_AUGMENTED (chaos' `used[k] += 1`; its oparg: AUG_SUBSCR). Its
    work is a list item of machine ints inline, else the
    generic subscript, operator and store. The tier-0 position after the
    pattern, or -1 (nothing emitted)."""
    from annotator_rules.types import T_RAWFLOAT, T_RAWINT
    from interpreter.tier1.quickening import generic_at
    pattern = [op.COPY, op.COPY, op.BINARY_SUBSCR, -1, op.BINARY_OP,
               op.SWAP, op.SWAP, op.STORE_SUBSCR]
    if t0pc + 8 > code.n_tier0 or ctx.sp - ctx.base < 2:
        return -1
    for k in range(8):
        g = generic_at(code, t0pc + k)
        if pattern[k] >= 0 and g != pattern[k]:
            return -1
    args = [code.co_code[2 * (t0pc + k) + 1] for k in range(8)]
    if args[0] != 2 or args[1] != 2 or args[5] != 3 or args[6] != 2:
        return -1
    load = generic_at(code, t0pc + 3)
    F = AUG_SUBSCR
    if not F.operand.fits(args[3]) or not F.op.fits(args[4]):
        return -1
    if load == op.LOAD_CONST:
        arg = F.operand.put(args[3])
    elif load == op.LOAD_FAST and not ctx.is_raw(args[3]):
        arg = F.operand.put(args[3]) | F.operand_local.put(1)
    else:
        return -1
    t = ctx.type_of(ctx.sp - 1)
    if t == T_RAWFLOAT or ctx.is_raw(ctx.sp - 2):
        return -1
    if t == T_RAWINT:
        arg |= F.index_raw.put(1)
    emit(code, op.SUBSCR_AUGMENTED, arg | F.op.put(args[4]), t0pc)
    ctx.pop(2)
    return t0pc + 8
