"""The guard ladder of tier 2 (docs/tier2.md, "Guards and the ladder"):
which type pairs to try at an optimisable instruction, in which order,
and the guard-free form each pair allows."""

from annotator_rules import opcodes as op
from annotator_rules.types import (T_UNKNOWN, T_INT, T_FLOAT, T_LIST,
                                   T_TUPLE, T_RANGEITER, T_SEQITER,
                                   T_RAWFLOAT, T_RAWINT, T_SMALLINT,
                                   T_FLOATLIST, T_INTLIST)
from interpreter.frontend import astnodes as A
from interpreter.tier1 import quickening
from interpreter.tier1.quickening import GENERIC_OF
from interpreter.tier2.typeprop import type_of_object
from objspace.listobject import W_List
from interpreter.tier2 import unboxing
from interpreter.tier2 import operands


FLOAT_REST = [-1] * A.NB_INPLACE
FLOAT_REST[A.NB_ADD] = op.BINARY_OP_ADD_FLOAT_REST
FLOAT_REST[A.NB_SUBTRACT] = op.BINARY_OP_SUBTRACT_FLOAT_REST
FLOAT_REST[A.NB_MULTIPLY] = op.BINARY_OP_MULTIPLY_FLOAT_REST
FLOAT_REST[A.NB_TRUE_DIVIDE] = op.BINARY_OP_TRUE_DIVIDE_FLOAT_REST
FLOAT_REST[A.NB_POWER] = op.BINARY_OP_POWER_FLOAT_REST
INT_REST = [-1] * A.NB_INPLACE
INT_REST[A.NB_ADD] = op.BINARY_OP_ADD_INT_REST
INT_REST[A.NB_SUBTRACT] = op.BINARY_OP_SUBTRACT_INT_REST
INT_REST[A.NB_MULTIPLY] = op.BINARY_OP_MULTIPLY_INT_REST
for _nb in [A.NB_AND, A.NB_OR, A.NB_XOR, A.NB_LSHIFT, A.NB_RSHIFT,
            A.NB_REMAINDER, A.NB_FLOOR_DIVIDE]:
    INT_REST[_nb] = op.BINARY_OP_OTHER_INT_REST


def rest_form(code, generic, oparg, nos, tos):
    """The guard-free form for known operand types, or -1. With unboxing,
    float arithmetic with one int operand is the float form after the
    int's conversion (exactly what Python's int-float arithmetic does)."""
    if generic == op.BINARY_OP:
        base = oparg % A.NB_INPLACE
        if nos == T_FLOAT and tos == T_FLOAT:
            return FLOAT_REST[base]
        if nos == T_INT and tos == T_INT:
            return INT_REST[base]
        if code.t2.raw_ok and ((nos == T_FLOAT and tos == T_INT) or
                               (nos == T_INT and tos == T_FLOAT)):
            return FLOAT_REST[base]
    elif generic == op.COMPARE_OP:
        if oparg >> 4 <= 5:           # < <= == != > >=
            if nos == T_FLOAT and tos == T_FLOAT:
                return op.COMPARE_OP_FLOAT_REST
            if nos == T_INT and tos == T_INT:
                return op.COMPARE_OP_INT_REST
    elif generic == op.BINARY_SUBSCR:
        if tos == T_INT:
            if nos == T_LIST or nos == T_FLOATLIST or nos == T_INTLIST:
                return op.BINARY_SUBSCR_LIST_INT_REST
            if nos == T_TUPLE:
                return op.BINARY_SUBSCR_TUPLE_INT_REST
    elif generic == op.UNARY_NEGATIVE:
        if tos == T_FLOAT:
            return op.UNARY_NEGATIVE_FLOAT_REST
    return -1


def norm(t):
    if t == T_RAWFLOAT:
        return T_FLOAT
    if t == T_RAWINT or t == T_SMALLINT:
        return T_INT
    return t


def guard_type(code, t):
    """With unboxing an int guard checks for a machine-word int, which
    can then be unboxed."""
    if t == T_INT and code.t2.raw_ok:
        return T_SMALLINT
    return t


def ladder(opcode, generic, mixed=False, storage=T_UNKNOWN):
    """The rungs (type of the second item, type of the top item) to try,
    the one tier 1 saw first (`mixed`: tier 1 saw a float with an int;
    `storage`: T_FLOATLIST or T_INTLIST for a list with that storage,
    float_lists.py)."""
    if generic == op.BINARY_SUBSCR:
        if opcode == op.BINARY_SUBSCR_TUPLE_INT:
            return [T_TUPLE, T_INT, T_LIST, T_INT]
        if storage != T_UNKNOWN:
            return [storage, T_INT, T_LIST, T_INT, T_TUPLE, T_INT]
        return [T_LIST, T_INT, T_TUPLE, T_INT]
    if generic == op.UNARY_NEGATIVE:
        return [T_FLOAT, T_FLOAT]
    mixes = [T_FLOAT, T_INT, T_INT, T_FLOAT]
    if opcode == op.BINARY_OP_ADD_INT or opcode == op.BINARY_OP_SUBTRACT_INT \
            or opcode == op.BINARY_OP_MULTIPLY_INT or \
            opcode == op.BINARY_OP_OTHER_INT or \
            opcode == op.COMPARE_OP_INT or opcode == op.COMPARE_OP_INT_JUMP:
        return [T_INT, T_INT, T_FLOAT, T_FLOAT] + mixes
    if mixed:
        return [T_FLOAT, T_INT, T_INT, T_FLOAT, T_FLOAT, T_FLOAT, T_INT,
                T_INT]
    return [T_FLOAT, T_FLOAT, T_INT, T_INT] + mixes


def tier1_gave_up(code, opcode, t0pc):
    """Tier 1 tried to specialise the instruction and failed (its types
    are not one primitive pair): without unboxing no rung can serve it
    (the int/float mixes need raw arithmetic), so a guard would only
    fail every time before the tier-1 form runs."""
    generic = GENERIC_OF[opcode]
    if code.t2.raw_ok or generic < 0:
        return False
    cache = code.caches[t0pc]
    if cache is not None and saw_mix(code, t0pc):
        return True         # a float form that converts ints: no rung
    if quickening.ADAPTIVE_OF[generic] != opcode:
        return False
    return cache is not None and cache.backoff > quickening.ADAPTIVE_START


def saw_mix(code, t0pc):
    """Tier 1 specialised t0pc to a float form after seeing a float with
    an int."""
    opcode = code.co_code[2 * t0pc]
    cache = code.caches[t0pc]
    return GENERIC_OF[opcode] == op.BINARY_OP and cache is not None and \
        cache.index == quickening.MIXED and opcode in FLOAT_FORMS


FLOAT_FORMS = [op.BINARY_OP_ADD_FLOAT, op.BINARY_OP_SUBTRACT_FLOAT,
               op.BINARY_OP_MULTIPLY_FLOAT, op.BINARY_OP_TRUE_DIVIDE_FLOAT,
               op.BINARY_OP_POWER_FLOAT]


def storage_rung(code, t0pc):
    """The list subscript at t0pc first read a list with float (int)
    storage (quickening.FLOAT_STORAGE, INT_STORAGE) and its item is not
    needed as an object at once: its first rung is the raw read
    (float_lists.py), T_FLOATLIST (T_INTLIST); else T_UNKNOWN."""
    if not code.t2.raw_ok or \
            code.co_code[2 * t0pc] != op.BINARY_SUBSCR_LIST_INT:
        return T_UNKNOWN
    cache = code.caches[t0pc]
    if cache is None or unboxing.result_boxed_next(code, t0pc):
        return T_UNKNOWN
    if cache.index == quickening.FLOAT_STORAGE:
        return T_FLOATLIST
    if cache.index == quickening.INT_STORAGE and \
            not _augmented_read(code, t0pc):
        return T_INTLIST
    return T_UNKNOWN


def _augmented_read(code, t0pc):
    """The subscript at t0pc is the read of `c[i] op= v` (`COPY 2; COPY
    2` before it in tier 0): an int list's item is updated in place
    (tier2_ops' AUG_SUBSCR forms), never read raw. (Tier 0 decides, not
    what was emitted: a site's rungs must be the same in every block.)"""
    for k in [1, 2]:
        if t0pc < k or quickening.generic_at(code, t0pc - k) != op.COPY or \
                code.co_code[2 * (t0pc - k) + 1] != 2:
            return False
    return True


def is_storage_rung(t):
    return t == T_FLOATLIST or t == T_INTLIST


def fitting_rungs(code, t0pc, nos, tos):
    """The rungs of the instruction at t0pc that fit the known operand
    types (nos, tos: normalised, T_UNKNOWN where not known) and have a
    guard-free form, in ladder order, as flat (second, top) pairs: rung
    number k is the k-th pair (tier2._specialise, fitting_rung)."""
    oparg = code.co_code[2 * t0pc + 1]
    generic = quickening.generic_at(code, t0pc)
    unary = generic == op.UNARY_NEGATIVE
    rungs = _site_ladder(code, t0pc)
    result = []
    i = 0
    while i < len(rungs):
        want_nos = T_UNKNOWN if unary else rungs[i]
        want_tos = rungs[i + 1]
        i += 2
        if is_storage_rung(want_nos) and nos == T_LIST and \
                (tos == T_UNKNOWN or tos == want_tos):
            pass            # the rung checks the storage itself
        elif (nos != T_UNKNOWN and nos != want_nos) or \
                (tos != T_UNKNOWN and tos != want_tos):
            continue
        if rest_form(code, generic, oparg, want_nos, want_tos) < 0:
            continue
        result.append(want_nos)
        result.append(want_tos)
    return result


def _site_ladder(code, t0pc):
    """The ladder of the instruction at t0pc, its first rung the one
    hint_first_rung chose for the site, if any."""
    opcode = code.co_code[2 * t0pc]
    generic = quickening.generic_at(code, t0pc)
    storage = T_UNKNOWN
    if generic == op.BINARY_SUBSCR:
        storage = storage_rung(code, t0pc)
    rungs = ladder(opcode, generic, saw_mix(code, t0pc), storage)
    k = code.t2.first_rungs.get(t0pc, 0)
    if k > 0:
        rungs = rungs[2 * k:2 * k + 2] + rungs[:2 * k] + rungs[2 * k + 2:]
    return rungs


def hint_first_rung(code, t0pc, frame):
    """The rung a site tries first is the first that fits the values its
    operands have when its block is generated, where they can be read
    without running anything (operands.operand_values); else tier 1's
    order. A site tier 1 has not specialised (first reached in tier 2:
    go's `neighbour_ref.reference.pos != self.pos`) guessed floats first,
    and one tier 1 specialised on the ints it saw first (raytrace's
    vectors, made of ints and later of floats) tried ints first: either
    failed its check on every execution, two dispatches more each time.
    Chosen once per site, so rung numbers keep their meaning; the checks
    stay (a hint)."""
    if t0pc in code.t2.first_rungs:
        return
    code.t2.first_rungs[t0pc] = 0
    w_nos, w_tos = operands.operand_values(code, frame, t0pc)
    nos = T_UNKNOWN if w_nos is None else norm(type_of_object(w_nos))
    tos = T_UNKNOWN if w_tos is None else norm(type_of_object(w_tos))
    if nos == T_UNKNOWN and tos == T_UNKNOWN:
        return
    rungs = _site_ladder(code, t0pc)
    unary = quickening.generic_at(code, t0pc) == op.UNARY_NEGATIVE
    # a list in raw storage fits its storage's rung first, then T_LIST's
    kinds = [nos]
    if isinstance(w_nos, W_List) and w_nos.floats is not None:
        kinds = [T_FLOATLIST, nos]
    elif isinstance(w_nos, W_List) and w_nos.ints is not None:
        kinds = [T_INTLIST, nos]
    for kind in kinds:
        for k in range(len(rungs) // 2):
            if (unary or kind == T_UNKNOWN or rungs[2 * k] == kind) and \
                    (tos == T_UNKNOWN or rungs[2 * k + 1] == tos):
                code.t2.first_rungs[t0pc] = k
                return


def fitting_rung(frame, rec):
    """Value-driven ladder: the rung a failed guard or guarded check
    (branch record rec) continues with is the first one from
    rec.rung_fall on that fits the values that failed it; past the last
    if none fits (the tier-1 form). A site whose values are a float and
    an int does not try int-int on its way to the mix (chaos'
    `x / 5.5 * self.w`); values of other types arriving later go on from
    the chosen rung."""
    ctx = rec.ctx_fall
    stack = frame.locals_w
    sp = ctx.sp
    code = frame.code
    if sp < 2 or sp > len(stack):
        return rec.rung_fall
    generic = quickening.generic_at(code, rec.t0_fall)
    if generic == op.FOR_ITER:
        if ctx.type_of(sp - 1) != T_UNKNOWN:
            return rec.rung_fall    # (a raw list iteration's side exit)
        return _iter_rung(code, rec.t0_fall, rec.rung_fall, stack[sp - 1])
    if generic != op.BINARY_OP and generic != op.COMPARE_OP and \
            generic != op.BINARY_SUBSCR and generic != op.UNARY_NEGATIVE:
        return rec.rung_fall
    unary = generic == op.UNARY_NEGATIVE
    tos = norm(ctx.type_of(sp - 1))
    nos = T_UNKNOWN if unary else norm(ctx.type_of(sp - 2))
    # the values' own types (a bool fits no rung: the guards take W_Int)
    vtos = tos if tos != T_UNKNOWN else norm(type_of_object(stack[sp - 1]))
    vnos = nos if nos != T_UNKNOWN or unary else \
        norm(type_of_object(stack[sp - 2]))
    rungs = fitting_rungs(code, rec.t0_fall, nos, tos)
    k = rec.rung_fall
    while 2 * k < len(rungs):
        if rungs[2 * k + 1] == vtos and (unary or rungs[2 * k] == vnos):
            return k
        k += 1
    return k


def iter_rungs(opcode):
    """The iterator types a FOR_ITER's guards try, in order."""
    if opcode == op.FOR_ITER_LIST or opcode == op.FOR_ITER_TUPLE:
        return [T_SEQITER, T_RANGEITER]
    return [T_RANGEITER, T_SEQITER]


def past_iter_rungs(code, t0pc, w_it):
    """The rung past the FOR_ITER's guards at t0pc (its generic end) if
    none is for w_it (a generator, enumerate, zip, a dict's iterator),
    else 0."""
    rung = _iter_rung(code, t0pc, 0, w_it)
    return rung if rung == len(iter_rungs(code.co_code[2 * t0pc])) else 0


def _iter_rung(code, t0pc, start, w_it):
    """A FOR_ITER guard failed on w_it: the iterator's own rung, or past
    the last (a generator, a dict's iterator: the generic BB_FOR_ITER at
    once)."""
    from objspace.iterobject import W_RangeIterator, W_SeqIterator
    rungs = iter_rungs(code.co_code[2 * t0pc])
    if isinstance(w_it, W_RangeIterator):
        want = T_RANGEITER
    elif isinstance(w_it, W_SeqIterator):
        want = T_SEQITER
    else:
        return len(rungs)
    for k in range(start, len(rungs)):
        if rungs[k] == want:
            return k
    return len(rungs)
