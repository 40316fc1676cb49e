"""Operands from where values live (issue 20, docs/tier2.md "Operands
from where values live").

A stack machine spends most of an arithmetic expression moving operands:
`x = x + i` on raw ints is a load, a load, the operator and a store, four
dispatches for one addition. The type context knows where each of those
values lives (a stack slot pushed by `LOAD_FAST_RAW_INT x` is an alias of
local x; one pushed by a constant load is that constant), so an operator
with a form that names its operands' sources reads them there and writes
its result where it goes:

- the generator emits loads as it always does; when it emits such an
  operator, `take_sources` takes back the loads it has just emitted for
  the operator's operands (the tier-0 instructions right before it, in
  the same block) and returns their sources, which go into the
  operator's oparg; an operand computed by an earlier instruction stays
  on the stack (its source is the stack);
- `fuse_destination` makes a store right after the operator its
  destination, so the result never touches the stack.

The sources and the destination are named fields of the instruction's
oparg (annotator_rules/fields.py, declared with the instruction in
annotator_rules/instructions.py), read the same way by the eval loop, the
disassembler and the tests. One form per operator type replaces the
fused families of single shapes (`x += c`, `i + 1`, `n - 1` were each a
form of their own)."""

from rpython.rlib.objectmodel import specialize

from annotator_rules import opcodes as op
from annotator_rules.instructions import (RAW_INT_OPERANDS, GUARDED_BINOP,
                                          STORE_SUBSCR_RAW)
from objspace.intobject import W_Int, W_Bool
from interpreter.tier2.tier2_space import emit, unemit, last_slot
from interpreter.tier2.tier2_records import GlobalRead, AttrRead
from interpreter.tier2.sources import SRC_ATTR, SRC_PEEK, SRC_LOCAL


# what a source is, in the <x>_stack / <x>_kind fields
ON_STACK = 1
KIND_LOCAL = 0          # not on the stack: <x> is a raw int local
KIND_IMMEDIATE = 1      # ... <x> is the value itself
KIND_CONST = 2          # ... <x> indexes co_consts (an int too big for <x>)
KIND_BOXED_LOCAL = 3    # ... <x> is a local holding a small int object
KIND_RAW = 0            # on the stack: a raw int
KIND_BOXED = 1          # ... a boxed (small) int


# the source kinds of both operands, and the two shapes the eval loop
# reads without decoding each kind: both raw int locals (`x + i`), and a
# raw int local and an immediate (`i + 1`)
SHAPE_MASK = (RAW_INT_OPERANDS.left_stack.put(1) |
              RAW_INT_OPERANDS.left_kind.put(3) |
              RAW_INT_OPERANDS.right_stack.put(1) |
              RAW_INT_OPERANDS.right_kind.put(3))
SHAPE_LOCALS = RAW_INT_OPERANDS.left_kind.put(KIND_LOCAL) | \
    RAW_INT_OPERANDS.right_kind.put(KIND_LOCAL)
SHAPE_LOCAL_IMMEDIATE = RAW_INT_OPERANDS.left_kind.put(KIND_LOCAL) | \
    RAW_INT_OPERANDS.right_kind.put(KIND_IMMEDIATE)


class Source(object):
    """Where one operand is: on the stack (raw or boxed) or, taken from
    its load, a local or an immediate constant."""
    _attrs_ = ("stack", "kind", "value")

    def __init__(self, stack, kind, value):
        self.stack = stack
        self.kind = kind
        self.value = value


def _emitted_for(code, slot, t0pc):
    """Whether `slot` is in the block being generated and was emitted for
    tier-0 instruction t0pc."""
    k = slot - code.n_tier0
    return k >= 0 and slot >= code.t2.blocks[-1].start and \
        code.t2_origin[k] == t0pc


# both operand fields have one width: one `fits` serves both
assert RAW_INT_OPERANDS.left.width == RAW_INT_OPERANDS.right.width
assert RAW_INT_OPERANDS.left.signed and RAW_INT_OPERANDS.right.signed


def _load_source(code, slot, t0pc, boxed):
    """The source an int operand pushed by the load at `slot` (for t0pc)
    has, if its oparg field can name it; else None. `boxed`: the context
    knows the operand is a small int object (then a plain LOAD_FAST's
    local holds it: bound, and unchanged up to the operator, which comes
    right after the operands' loads)."""
    field = RAW_INT_OPERANDS.left
    if not _emitted_for(code, slot, t0pc):
        return None
    opcode = code.co_code[2 * slot]
    arg = code.co_code[2 * slot + 1]
    if opcode == op.LOAD_FAST_RAW_INT and field.fits(arg) and arg >= 0:
        return Source(0, KIND_LOCAL, arg)
    if opcode == op.LOAD_FAST and boxed and field.fits(arg) and arg >= 0:
        return Source(0, KIND_BOXED_LOCAL, arg)
    if opcode == op.LOAD_CONST_RAW_INT or opcode == op.LOAD_CONST:
        w_c = code.co_consts_w[arg]
        if isinstance(w_c, W_Int) and not isinstance(w_c, W_Bool):
            if field.fits(w_c.intval):
                return Source(0, KIND_IMMEDIATE, w_c.intval)
            if field.fits(arg):
                return Source(0, KIND_CONST, arg)
    return None


def take_sources(code, t0pc, left_boxed, right_boxed):
    """For the raw int operator at t0pc about to be emitted: the sources
    of its two operands (left, right). Loads just emitted for t0pc - 1
    (the right operand) and, if that one was taken, t0pc - 2 (the left
    one) are taken back (unemitted); the others stay on the stack."""
    L = RAW_INT_OPERANDS
    last = last_slot(code)
    right = _load_source(code, last, t0pc - 1, right_boxed)
    if right is None:
        right = Source(ON_STACK, KIND_BOXED if right_boxed else KIND_RAW, 0)
        left = Source(ON_STACK, KIND_BOXED if left_boxed else KIND_RAW, 0)
        return left, right
    unemit(code)
    left = _load_source(code, last - 1, t0pc - 2, left_boxed)
    if left is None:
        left = Source(ON_STACK, KIND_BOXED if left_boxed else KIND_RAW, 0)
    else:
        unemit(code)
    return left, right


def raw_int_oparg(binop, left, right, record):
    """The oparg of BINARY_OP_RAW_INT_OPERANDS, the result pushed."""
    L = RAW_INT_OPERANDS
    return (L.op.put(binop) |
            L.left_stack.put(left.stack) | L.left_kind.put(left.kind) |
            L.left.put(left.value) |
            L.right_stack.put(right.stack) | L.right_kind.put(right.kind) |
            L.right.put(right.value) |
            L.push.put(1) | L.record.put(record))


def fuse_destination(code, local, t0pc):
    """At `STORE_FAST_RAW_INT local` for t0pc (not emitted yet): if the
    slot just emitted is a BINARY_OP_RAW_INT_OPERANDS for t0pc - 1 that
    pushes its result, the result goes to the local instead (True)."""
    L = RAW_INT_OPERANDS
    last = last_slot(code)
    if not _emitted_for(code, last, t0pc - 1) or \
            code.co_code[2 * last] != op.BINARY_OP_RAW_INT_OPERANDS or \
            not L.dest.fits(local):
        return False
    arg = code.co_code[2 * last + 1]
    if not L.push.get(arg):
        return False
    code.co_code[2 * last + 1] = (arg & ~L.push.put(1)) | L.dest.put(local)
    return True


# which raw loads an operator may read its operands from (as its raw
# operands' kind): none, raw ints, raw floats
NO_RAW = 0
RAW_INT = 2
RAW_FLOAT = 3
RAW_LOADS = [(op.LOAD_FAST_RAW_INT, op.LOAD_CONST_RAW_INT),
             (op.LOAD_FAST_RAW_FLOAT, op.LOAD_CONST_RAW_FLOAT)]


def _operand_load(code, slot, t0pc, t0_operator, limit, raw):
    """(source, index) of a plain LOAD_FAST (source 1, the local),
    LOAD_CONST (2, the constant), LOAD_DEREF (3, the cell or free
    variable), LOAD_GLOBAL_MODULE (4, the module global: a GlobalRead of
    code.t2.global_reads, its index) or LOAD_ATTR_INSTANCE_LOCAL (5, an
    instance attribute of a local, `o.a`: an AttrRead of
    code.t2.attr_reads) at `slot`, emitted for t0pc in this block, if its
    index is at most `limit` (what the operand field holds) and an error
    the load raises (an unbound local or free variable, a missing
    attribute) would be the operator's: the same line, the same
    exception handler. `raw` (RAW_INT, RAW_FLOAT): the operator reads a
    raw operand as that kind, so the raw loads of that kind count too (a
    raw local: 1, a raw constant: 2; they cannot raise). Else (0, 0)."""
    if not _emitted_for(code, slot, t0pc):
        return 0, 0
    opcode = code.co_code[2 * slot]
    index = code.co_code[2 * slot + 1]
    if not 0 <= index:
        return 0, 0
    if opcode == op.LOAD_ATTR_INSTANCE_LOCAL:
        src = SRC_ATTR
        if len(code.t2.attr_reads) > limit or code.caches[slot] is None:
            return 0, 0
    elif index > limit:
        return 0, 0
    elif opcode == op.LOAD_CONST:
        return 2, index
    elif raw != NO_RAW and opcode == RAW_LOADS[raw - RAW_INT][1]:
        return 2, index
    elif raw != NO_RAW and opcode == RAW_LOADS[raw - RAW_INT][0]:
        return 1, index
    elif opcode == op.LOAD_DEREF:
        src = 3         # a cell or free variable (its error the load's)
    elif opcode == op.LOAD_FAST:
        src = 1
    elif opcode == op.LOAD_GLOBAL_MODULE and not index & 1 and \
            len(code.t2.global_reads) <= limit and \
            code.caches[slot] is not None and \
            code.caches[slot].cell is not None:
        src = 4         # a module global (no NULL pushed after it)
    else:
        return 0, 0
    if code.line_at(slot) != code.line_at(t0_operator) or \
            code.find_handler(slot) is not code.find_handler(t0_operator):
        return 0, 0
    if src == 4:
        cache = code.caches[slot]
        assert cache is not None
        reads = code.t2.global_reads
        reads.append(GlobalRead(cache.version, cache.cell,
                                code.co_names[index >> 1]))
        index = len(reads) - 1
    elif src == SRC_ATTR:
        cache = code.caches[slot]
        assert cache is not None
        attr_reads = code.t2.attr_reads
        attr_reads.append(AttrRead(index >> 16,
                                   code.co_names[(index & 0xffff) >> 1],
                                   cache))
        index = len(attr_reads) - 1
    return src, index


# the tier-0 instructions a load of each source stands for (the operand
# left of one taken back was pushed by the instructions before them):
# LOAD_ATTR_INSTANCE_LOCAL is `LOAD_FAST o; LOAD_ATTR a`
WIDTH = [1, 1, 1, 1, 1, 2]


@specialize.arg(2)
def take_operand_loads(code, t0pc, layout, raw=NO_RAW, end=-1):
    """For an operator at t0pc about to be emitted, whose oparg `layout`
    has the fields left_src, left, right_src, right (the guarded
    operators, the subscripts, the compare-and-branch): the loads of
    locals, constants, cells, globals and attributes just emitted for its
    operands (the right one for t0pc - 1 and, if that one was taken, the
    left one, which ends where the right one's tier-0 instructions begin)
    are taken back and named in those fields instead; the oparg bits (0: none
    taken). The operator reads them where they are, or pushes them
    itself, in the same dispatch, boxed or raw as its boxed_<x> bits say
    (`raw`: the kind its raw operands have, whose loads may be taken
    too). `end`: where the operands' loads end when that is not t0pc
    (the kept subscript's: two COPYs come between)."""
    # (the field objects are constants of each call: RPython specialises
    # their methods on them, and this function on the layout)
    assert not layout.left.signed and layout.left.mask == layout.right.mask
    limit = layout.right.mask
    if end < 0:
        end = t0pc
    last = last_slot(code)
    src, index = _operand_load(code, last, end - 1, t0pc, limit, raw)
    if src == 0:
        return 0
    unemit(code)
    bits = layout.right_src.put(src) | layout.right.put(index)
    left_t0pc = end - 1 - WIDTH[src]
    src, index = _operand_load(code, last - 1, left_t0pc, t0pc, limit, raw)
    if src != 0:
        unemit(code)
        bits |= layout.left_src.put(src) | layout.left.put(index)
    return bits


@specialize.arg(2)
def take_operand_load(code, t0pc, layout):
    """For a one-operand instruction at t0pc about to be emitted (the
    truth tests: `layout` has the fields src and index): the load of a
    local, constant, cell, global or attribute just emitted for its
    operand (for t0pc - 1) is taken back and named in those fields, or a
    `COPY 1` (source 6: the top of the stack, kept); the oparg bits (0:
    none taken)."""
    last = last_slot(code)
    if _emitted_for(code, last, t0pc - 1) and \
            code.co_code[2 * last] == op.COPY and \
            code.co_code[2 * last + 1] == 1:
        # `COPY 1` (`a or b` as a value): the test reads the top and keeps
        # it, the copy is not made
        unemit(code)
        return layout.src.put(SRC_PEEK)
    src, index = _operand_load(code, last, t0pc - 1, t0pc,
                               layout.index.mask, NO_RAW)
    if src == 0:
        return 0
    unemit(code)
    return layout.src.put(src) | layout.index.put(index)


SUBSCRIPT_SOURCES = [False] * op.NUM_OPCODES
SUBSCRIPT_SOURCES[op.BINARY_SUBSCR_SEQ_RAW_INT] = True
SUBSCRIPT_SOURCES[op.STORE_SUBSCR_RAW_INT] = True
SUBSCRIPT_SOURCES[op.BINARY_SUBSCR_LIST_INT_REST] = True
SUBSCRIPT_SOURCES[op.BINARY_SUBSCR_TUPLE_INT_REST] = True
SUBSCRIPT_SOURCES[op.BINARY_SUBSCR_INT_LIST] = True


def take_subscript_sources(code, t0pc):
    """The guard-free subscript just emitted for t0pc (the raw-index load
    BINARY_SUBSCR_SEQ_RAW_INT and store STORE_SUBSCR_RAW_INT, the
    boxed-index loads BINARY_SUBSCR_{LIST,TUPLE}_INT_REST, the int-list
    read BINARY_SUBSCR_INT_LIST): its index's
    load (for the raw ones a raw int local or constant) and, with it,
    its container's load are taken back into its source fields
    (GUARDED_BINOP's); the handler reads them where they live."""
    last = last_slot(code)
    opcode = code.co_code[2 * last]
    if not _emitted_for(code, last, t0pc) or not SUBSCRIPT_SOURCES[opcode] \
            or not _emitted_for(code, last - 1, t0pc - 1):
        return
    if opcode == op.BINARY_SUBSCR_SEQ_RAW_INT:
        oparg = code.co_code[2 * last + 1]
        unemit(code)
        bits = take_kept_operands(code, t0pc, True)
        emit(code, opcode, oparg | bits, t0pc)
        if bits != 0:
            return
    raw = opcode == op.BINARY_SUBSCR_SEQ_RAW_INT or \
        opcode == op.STORE_SUBSCR_RAW_INT or \
        (opcode == op.BINARY_SUBSCR_INT_LIST and
         not GUARDED_BINOP.boxed_right.get(code.co_code[2 * last + 1]))
    index_load = code.co_code[2 * (last - 1)]
    if raw and index_load != op.LOAD_FAST_RAW_INT and \
            index_load != op.LOAD_CONST_RAW_INT:
        return
    oparg = code.co_code[2 * last + 1]
    unemit(code)
    bits = take_operand_loads(code, t0pc, GUARDED_BINOP,
                              RAW_INT if raw else NO_RAW)
    if opcode == op.STORE_SUBSCR_RAW_INT:
        bits |= _take_stored_constant(code, t0pc, oparg | bits)
    emit(code, opcode, oparg | bits, t0pc)


def _take_stored_constant(code, t0pc, oparg):
    """STORE_SUBSCR_RAW_INT at t0pc, its container and index taken from
    one-instruction loads (LOAD_FAST and a raw int local or constant):
    when the value before them is a constant's boxed load (`flags[j] =
    False`), it is taken back too and named by value_const; the bits."""
    from interpreter.tier1.quickening import generic_at
    S = STORE_SUBSCR_RAW
    index_load = generic_at(code, t0pc - 1)
    if S.left_src.get(oparg) != SRC_LOCAL or not S.right_src.get(oparg) \
            or S.raw_value.get(oparg) or S.kept.get(oparg) or \
            generic_at(code, t0pc - 2) != op.LOAD_FAST or \
            (index_load != op.LOAD_FAST and index_load != op.LOAD_CONST):
        return 0
    last = last_slot(code)
    if not _emitted_for(code, last, t0pc - 3) or \
            code.co_code[2 * last] != op.LOAD_CONST:
        return 0
    k = code.co_code[2 * last + 1]
    if not S.value.fits(k):
        return 0
    unemit(code)
    return S.value_const.put(1) | S.value.put(k)


# `c[i] op= v` compiles to `<c> <i> COPY 2 COPY 2 BINARY_SUBSCR <v>
# BINARY_OP SWAP 3 SWAP 2 STORE_SUBSCR`: the copies keep container and
# index for the store, the swaps put the result below them. With the
# index a raw int, the read pushes container and index itself (their
# loads and the copies taken back: one dispatch for five) and the store
# takes the value from the top (the swaps taken back), GUARDED_BINOP's
# `kept` (session 29: a histogram's `counts[k] += 1`, a matrix row's
# `row[j] += a * b` ran 14 dispatches per update at tier 2, 3 of them
# outside the eval loop's handlers, and lost to tier 1).

def pair_before(code, t0pc, end, plain, raw, arg0, arg1):
    """Slots end - 1 and end hold `plain` or its raw form `raw` with
    opargs arg0 and arg1, emitted for the two tier-0 instructions before
    t0pc, in this block: the `COPY 2; COPY 2` before the read of `c[i]
    op= v`, the `SWAP 3; SWAP 2` before its store."""
    for k in range(2):
        slot = end - 1 + k
        opcode = code.co_code[2 * slot]
        if not (_emitted_for(code, slot, t0pc - 2 + k) and
                (opcode == plain or opcode == raw) and
                code.co_code[2 * slot + 1] == (arg0 if k == 0 else arg1)):
            return False
    return True


def copies_before(code, t0pc):
    """The last two slots are `COPY 2; COPY 2` (raw or not) emitted for
    the two tier-0 instructions before t0pc, in this block."""
    return pair_before(code, t0pc, last_slot(code), op.COPY, op.COPY_RAW,
                       2, 2)


def take_kept_operands(code, t0pc, raw_index):
    """The subscript at t0pc, about to be emitted, is the read of `c[i]
    op= v` (copies_before): the copies are taken back and, where the
    index was loaded right before them from where it lives (`raw_index`:
    only by a raw int local's or constant's load, for the guard-free
    raw-index read), its load and the container's too; the oparg bits
    (`kept` and the sources), else 0 with nothing taken."""
    if not copies_before(code, t0pc):
        return 0
    unemit(code)
    unemit(code)
    index_slot = last_slot(code)
    index_load = code.co_code[2 * index_slot]
    if raw_index and index_load != op.LOAD_FAST_RAW_INT and \
            index_load != op.LOAD_CONST_RAW_INT:
        bits = 0        # (a computed index: the read copies them itself)
    else:
        bits = take_operand_loads(code, t0pc, GUARDED_BINOP, RAW_INT,
                                  t0pc - 2)
    return bits | GUARDED_BINOP.kept.put(1)


def take_store_swaps(code, t0pc, ctx):
    """The store at t0pc, about to be emitted, is the store of `c[i] op=
    v`: the last two slots are its `SWAP 3; SWAP 2` (raw or not), emitted
    for the two tier-0 instructions before it. They are taken back and
    ctx swapped back (the stack is container, index, value again); True,
    else False with nothing changed."""
    if not pair_before(code, t0pc, last_slot(code), op.SWAP, op.SWAP_RAW,
                       3, 2):
        return False
    unemit(code)
    unemit(code)
    ctx.swap(ctx.sp - 1, ctx.sp - 2)     # SWAP 2 undone, then SWAP 3
    ctx.swap(ctx.sp - 1, ctx.sp - 3)
    return True


def operand_values(code, frame, t0pc):
    """For the operator at t0pc about to be generated: the values its two
    operands' loads, just emitted, would push if they ran now (second,
    top), each None where that cannot be read without running anything
    (computed operands, properties). Read from the frame at the block's
    start (generation is lazy): a hint, never trusted."""
    if frame is None or frame.code is not code:
        return None, None
    last = last_slot(code)
    w_top, width = _load_at(code, frame, last, t0pc - 1)
    if width == 0:
        return None, None
    w_second, _ = _load_at(code, frame, last - _slots(code, last, width),
                           t0pc - 1 - width)
    return w_second, w_top


def _slots(code, slot, width):
    """The slots a load of `width` tier-0 instructions ending at `slot`
    takes (a fused LOAD_ATTR_INSTANCE_LOCAL is two in one)."""
    if code.co_code[2 * slot] == op.LOAD_ATTR_INSTANCE_LOCAL:
        return width - (WIDTH[SRC_ATTR] - 1)
    return width


def _load_at(code, frame, slot, t0pc):
    """(the value, the tier-0 instructions it spans) of the load emitted
    at `slot` for t0pc: a local, a constant, a module global, or an
    attribute chain on one (`s.ref.pos`) read from instance storage;
    (None, 0) for anything else."""
    from interpreter.tier1.quickening import GENERIC_OF
    if slot < code.t2.blocks[-1].start or not _emitted_for(code, slot, t0pc):
        return None, 0
    opcode = code.co_code[2 * slot]
    index = code.co_code[2 * slot + 1]
    if opcode == op.LOAD_CONST and 0 <= index < len(code.co_consts_w):
        return code.co_consts_w[index], 1
    if opcode == op.LOAD_FAST and 0 <= index < code.co_nlocals:
        return frame.locals_w[index], 1
    if opcode == op.LOAD_GLOBAL_MODULE and not index & 1:
        cache = code.caches[slot]
        if cache is not None and cache.cell is not None:
            return cache.cell.w_value, 1
        return _module_value(code, frame, index)
    if opcode == op.LOAD_GLOBAL_ADAPTIVE and not index & 1:
        return _module_value(code, frame, index)
    if opcode == op.LOAD_ATTR_INSTANCE_LOCAL and \
            0 <= index >> 16 < code.co_nlocals:
        return _stored_attr(frame.locals_w[index >> 16],
                            code.co_names[(index & 0xffff) >> 1]), \
            WIDTH[SRC_ATTR]
    if GENERIC_OF[opcode] == op.LOAD_ATTR and not index & 1:
        w_obj, width = _load_at(code, frame, slot - 1, t0pc - 1)
        if width == 0:
            return None, 0
        return _stored_attr(w_obj, code.co_names[index >> 1]), width + 1
    return None, 0


def _module_value(code, frame, index):
    """(value, 1) of the module global a LOAD_GLOBAL (oparg `index`) names,
    read from the frame's globals without running anything, or (None, 0).
    A site tier 1 never ran is still LOAD_GLOBAL_ADAPTIVE in the block
    (it quickens when it first runs): go's `self.lastmove == PASS`, first
    reached in tier 2, had no hint and its ladder tried floats first,
    failing that check on every execution (session 37)."""
    w_v = frame.w_globals.dict_w.get(code.co_names[index >> 1], None)
    if w_v is None:
        return None, 0
    return w_v, 1


def _stored_attr(w_obj, name):
    """An instance's attribute as its storage holds it, or None (no
    descriptor is run: a hint)."""
    from objspace.instances import W_Instance
    if not isinstance(w_obj, W_Instance) or w_obj.map.dict_mode:
        return None
    i = w_obj.map.index_of(name)
    if i < 0:
        return None
    return w_obj.storage_w[i]
