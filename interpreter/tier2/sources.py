"""Operands read where they live, at run time (issue 20; the generator's
side is operands.py, docs/tier2.md "Operands from where values live").

An operator whose operand loads the generator took back names each
operand's source in its oparg (GUARDED_BINOP's, COMPARE_BRANCH's,
TRUTH_TEST's <x>_src and <x> fields): a local (1), a constant (2), a cell
or free variable (3), a module global (4: tier2_records.GlobalRead) or an
instance attribute of a local (5: tier2_records.AttrRead, `o.a`). Two
ways to read one:

- source_object: the value as the load would have pushed it, with the
  load's errors (an unbound local, a NameError, an AttributeError) and
  effects (a cache miss runs the generic getattr: a property, a
  __getattr__); what an operator pushes before its generic path.
- source_peek: the same value where it can be had without running
  anything or raising, else None; what the in-place readers use (the
  compare-and-branch, the float operators), which may find an operand of
  another type and then push them all with source_object. So each load's
  effects happen once, left before right, as the loads' would."""

from rpython.rlib.objectmodel import always_inline

from annotator_rules.instructions import GUARDED_BINOP, TRUTH_TEST
from interpreter.runtime.ops_misc import bound_local, cell_value, load_global
from interpreter.runtime.function import W_Cell
from interpreter.tier1.quickening import cached_attr
from interpreter.tier2 import cache_refill
from objspace.intobject import W_Int
from objspace.floatobject import W_Float
from objspace.instances import exposed


# a guarded binary operator's oparg at or above this names a source of
# an operand (the source fields are its top bits)
OPERAND_SOURCES = GUARDED_BINOP.left_src.put(1)
assert OPERAND_SOURCES < GUARDED_BINOP.right_src.put(1)
SRC_LOCAL = 1
SRC_CONST = 2
SRC_CELL = 3        # a cell or free variable (LOAD_DEREF's)
SRC_GLOBAL = 4      # a module global (LOAD_GLOBAL_MODULE's)
SRC_ATTR = 5        # an attribute of a local (LOAD_ATTR_INSTANCE_LOCAL's)
SRC_PEEK = 6        # the truth tests': the top of the stack, kept (COPY 1)


@always_inline
def push_operands(frame, code, stack, sp, oparg, floats):
    """A guarded operator (binary or subscript) whose operands' loads the
    generator took back (operands.take_operand_loads) pushes them itself,
    first: the checks, the side exit and the operation then see the stack
    they would have. `floats`: its raw operands are raw floats (else raw
    ints). The new stack pointer."""
    G = GUARDED_BINOP
    if oparg < OPERAND_SOURCES:
        return sp
    src = G.left_src.get(oparg)
    if src:
        sp = push_source(frame, code, stack, sp, src, G.left.get(oparg),
                         G.boxed_left.get(oparg), floats)
    src = G.right_src.get(oparg)
    if src:
        sp = push_source(frame, code, stack, sp, src, G.right.get(oparg),
                         G.boxed_right.get(oparg), floats)
    return sp


@always_inline
def push_source(frame, code, stack, sp, src, index, boxed, floats):
    """One operand pushed as its load would have: an object, or (not
    boxed) a raw int or raw float local or constant into the raw slot."""
    if boxed:
        stack[sp] = source_object(frame, code, stack, src, index)
    elif floats:
        frame.raw_f[sp] = raw_float_source(code, frame.raw_f, src, index)
    else:
        frame.raw_i[sp] = raw_int_source(code, frame.raw_i, src, index)
    return sp + 1


@always_inline
def float_operands(frame, code, stack, sp, oparg):
    """The two operands of a guarded float operator (BINARY_OP_FLOAT_
    GUARDED, BINARY_OP_RAW_FLOAT_GUARDED), each from its source or the
    stack, as the checks allow: raw floats, float objects (a float
    attribute's cell read, not boxed: source_peek) and, with `mix`,
    machine ints taken as floats, not both. (n, a, b): n the operands
    taken from the stack (0 to 2), or -1 when one does not pass (the
    operator then pushes its sources for its side exit)."""
    G = GUARDED_BINOP
    raw_f = frame.raw_f
    mix = G.mix.get(oparg)
    n = 0
    src = G.right_src.get(oparg)
    if src:
        kb, b = float_source(frame, code, stack, src, G.right.get(oparg),
                             G.boxed_right.get(oparg), mix)
    else:
        n = 1
        kb, b = _float_on_stack(stack, raw_f, sp - 1,
                                G.boxed_right.get(oparg), mix)
    src = G.left_src.get(oparg)
    if src:
        ka, a = float_source(frame, code, stack, src, G.left.get(oparg),
                             G.boxed_left.get(oparg), mix)
    else:
        ka, a = _float_on_stack(stack, raw_f, sp - 1 - n,
                                G.boxed_left.get(oparg), mix)
        n += 1
    if ka < 0 or kb < 0 or ka + kb == 2:
        n = -1
    return n, a, b


@always_inline
def float_source(frame, code, stack, src, index, boxed, mix):
    """(kind, value) of an operand a float operator reads where it lives:
    a raw float local or constant, or an object (source_peek). The kinds
    as float_kind's."""
    if not boxed:
        kind = 0
        f = raw_float_source(code, frame.raw_f, src, index)
    else:
        w_v = source_peek(frame, code, stack, src, index)
        kind = float_kind(w_v, mix)
        f = float_of_kind(w_v, kind)
    return kind, f


@always_inline
def _float_on_stack(stack, raw_f, slot, boxed, mix):
    if not boxed:
        kind = 0
        f = raw_f[slot]
    else:
        w_v = stack[slot]
        kind = float_kind(w_v, mix)
        f = float_of_kind(w_v, kind)
    return kind, f


# The (kind, value) pairs above are each built at one place: a tuple built
# at two returns of an inlined helper merges into one variable, which
# RPython's malloc removal leaves alone, and every read then allocated it
# (two per compare of float attributes, session 24). Keep one exit.

@always_inline
def float_kind(w_v, mix):
    """0 for a float, 1 for a machine int when `mix` (taken as a float),
    -1 for anything else."""
    if isinstance(w_v, W_Float):
        return 0
    if mix and type(w_v) is W_Int:
        return 1
    return -1


@always_inline
def float_of_kind(w_v, kind):
    """The value of w_v as float_kind classed it (0.0 for kind -1)."""
    if kind == 0:
        return float_of(w_v)
    if kind == 1:
        return float(int_of(w_v))
    return 0.0


@always_inline
def raw_int_source(code, raw_i, src, index):
    """A raw int operand read where it lives: the int constant or the raw
    int local `index` (what LOAD_CONST_RAW_INT / LOAD_FAST_RAW_INT push)."""
    if src == SRC_CONST:
        return int_of(code.co_consts_w[index])
    return raw_i[index]


@always_inline
def raw_float_source(code, raw_f, src, index):
    """A raw float operand read where it lives: the float constant or the
    raw float local `index` (LOAD_CONST_RAW_FLOAT / LOAD_FAST_RAW_FLOAT)."""
    if src == SRC_CONST:
        return code.float_consts[index]
    return raw_f[index]


@always_inline
def source_object(frame, code, stack, src, index):
    """A boxed operand read where it lives: the local `index` (its load's
    error if unbound), the constant, the cell or free variable, or (out
    of the eval loop's function: fewer values live in it) the module
    global or the attribute. (nqueens' `cols[i]` in a generator
    expression reads a cell: out of line, that cost 1.5% more
    instructions.)"""
    if src == SRC_LOCAL:
        return bound_local(code, stack, index)
    if src == SRC_CONST:
        return code.co_consts_w[index]
    if src == SRC_CELL:
        return cell_value(code, stack, index)
    if src == SRC_GLOBAL:
        return global_source(frame, code, index)
    return attr_source(code, stack, index)


@always_inline
def source_peek(frame, code, stack, src, index):
    """source_object without effects: None where it would raise (an
    unbound local or cell) or run anything (a global or an attribute that
    missed its cache). An attribute is its storage value, which may be a
    W_FloatCell: read it, never keep it (instances.exposed). Attributes
    inline: the in-place float operators and compares read them most."""
    if src == SRC_LOCAL:
        return stack[index]
    if src == SRC_CONST:
        return code.co_consts_w[index]
    if src == SRC_CELL:
        w_cell = stack[index]
        assert isinstance(w_cell, W_Cell)
        return w_cell.w_value
    if src == SRC_ATTR:
        attr = code.t2.attr_reads[index]
        return cached_attr(attr.cache, stack[attr.local])
    return _global_peek(frame, code, index)


def _global_peek(frame, code, index):
    read = code.t2.global_reads[index]
    if frame.w_globals.keys_version == read.version:
        return read.cell.w_value
    return None


def attr_source(code, stack, index):
    """An instance attribute of a local read where it lives
    (tier2_records.AttrRead): from the instance's storage while the
    receiver passes the read's cache guard, else as the fused load's miss
    (cache_refill.attribute_missed: other maps, refills, the generic
    getattr with its errors and effects)."""
    attr = code.t2.attr_reads[index]
    w_obj = bound_local(code, stack, attr.local)
    w_res = cached_attr(attr.cache, w_obj)
    if w_res is not None:
        return exposed(w_res)
    return cache_refill.attribute_missed(attr.cache, w_obj, attr.name)


def global_source(frame, code, index):
    """A module global read where it lives (tier2_records.GlobalRead):
    its cell's value while the globals keep the keys they had."""
    read = code.t2.global_reads[index]
    if frame.w_globals.keys_version == read.version:
        return read.cell.w_value
    return _global_missed(frame, read)


def _global_missed(frame, read):
    """The globals' keys changed (or these are other globals): the value
    as LOAD_GLOBAL finds it (its NameError if there is none), the read
    refilled when the name is a module global of these globals."""
    w_globals = frame.w_globals
    cell = w_globals.cell(read.name)
    if cell is not None:
        read.version = w_globals.keys_version
        read.cell = cell
        return cell.w_value
    return load_global(frame, read.name)


def float_of(w_v):
    assert isinstance(w_v, W_Float)
    return w_v.floatval


@always_inline
def int_of(w_v):
    assert isinstance(w_v, W_Int)
    return w_v.intval


@always_inline
def truth_source(frame, code, stack, sp, oparg):
    """The value a truth test reads where it lives (TRUTH_TEST's source:
    operands.take_operand_load), or the top of the stack it keeps."""
    src = TRUTH_TEST.src.get(oparg)
    if src == SRC_PEEK:
        return stack[sp - 1]
    return source_object(frame, code, stack, src, TRUTH_TEST.index.get(oparg))
