"""Tier 1: the specializing adaptive interpreter of PEP 659.

A code object counts down `warmup` at each entry and backward jump; at
zero it is *quickened*: every instruction of a specializable family is
rewritten in place into its *_ADAPTIVE form and given an InlineCache.
An adaptive instruction counts down its cache counter and then tries to
specialise for the operand types it sees (`specialize_*` below); if no
form fits it backs off exponentially before trying again. A specialised
form checks its guard; each miss runs the generic path and counts down,
and after MISS_LIMIT misses the instruction deoptimises to *_ADAPTIVE
(with backoff). Quickening also makes the superinstructions, pairs of
loads and stores done in one dispatch (`make_pairs`, also run on each
tier-2 block; docs/tier1.md). The eval loop holds the instruction bodies;
this module decides which form an instruction takes."""

from rpython.rlib.objectmodel import always_inline
from annotator_rules import opcodes as op
from annotator_rules.opcodes import INSTRUCTIONS, NUM_OPCODES
from interpreter.frontend import astnodes as A
from interpreter.runtime import ops_calls, ops_misc
from objspace.intobject import W_Int, W_Bool, w_int_type
from objspace.floatobject import W_Float, w_float_type
from objspace.strobject import W_Str
from objspace.listobject import W_List, w_list_type
from objspace.tupleobject import W_Tuple
from objspace.dictobject import W_Dict
from objspace.noneobject import W_NoneObject
from objspace.instances import W_Instance
from objspace.moduleobject import W_Module
from objspace.typeobject import (W_TypeObject, LAYOUT_INSTANCE, TYPE_EPOCH,
                                 is_data_descr, F_GETATTRIBUTE, F_SETATTR,
                                 F_SLOTS, F_GET, F_GETATTR)
from objspace.funcobject import W_MemberDescr, W_DataDescriptor
from objspace.metaclass import OBJECT_INIT
from objspace.funcobject import W_BuiltinFunction, W_Property, W_BoundMethod
from objspace.iterobject import W_RangeIterator, W_SeqIterator, w_range_type

WARMUP = 8              # entries + backward jumps before quickening
ADAPTIVE_START = 2      # executions of an adaptive form before specialising
MISS_LIMIT = 52         # misses before a specialised form deoptimises
MAX_BACKOFF = 1024


class InlineCache(object):
    """The per-instruction cache; each specialisation uses some fields."""
    _attrs_ = ("counter", "backoff", "w_obj", "map", "map2", "version",
               "index", "w_value", "entries", "cell", "form", "w_aux")

    def __init__(self):
        self.counter = ADAPTIVE_START
        self.backoff = ADAPTIVE_START
        self.w_obj = None       # a type, module or function guarded on
        self.map = None         # instance map guarded on
        self.map2 = None        # the map after STORE_ATTR_INSTANCE_ADD
        self.version = 0        # dict version / type epoch guarded on
        self.index = 0          # storage index, builtins version, ...
        self.w_value = None     # the cached value (global, method, ...)
        self.entries = None     # LOAD_ATTR_METHOD_POLY's MethodEntry list
        self.cell = None        # a module global's GlobalCell
        self.form = 0           # CALL_PY_CLASS: ops_calls.INIT_FORM/NEW_FORM
        self.w_aux = None       # LOAD_ATTR_PY_DESCRIPTOR: the descriptor

    def clone(self):
        """A copy for a tier-2 copy of the instruction (which may then
        respecialise on its own)."""
        c = InlineCache()
        c.counter = self.counter
        c.backoff = self.backoff
        c.w_obj = self.w_obj
        c.map = self.map
        c.map2 = self.map2
        c.version = self.version
        c.index = self.index
        c.w_value = self.w_value
        c.cell = self.cell
        c.form = self.form
        c.w_aux = self.w_aux
        if self.entries is not None:
            c.entries = self.entries[:]
        return c


POLY_SIZE = 4           # receiver kinds a polymorphic method site keeps


class MethodEntry(object):
    """One receiver kind of LOAD_ATTR_METHOD_POLY, or of a tier-2 fused
    method or instance attribute load (tier2/cache_refill.py): for an
    attribute, w_func is None, `index` its place in the storage and
    w_class None unless the name is or was a data descriptor somewhere
    (as _guard_instance_attr)."""
    _attrs_ = _immutable_fields_ = ("w_class", "map", "w_func", "index")

    def __init__(self, w_class, map, w_func, index=-1):
        self.w_class = w_class
        self.map = map
        self.w_func = w_func
        self.index = index


def _derive_tables():
    adaptive_of = [-1] * NUM_OPCODES
    generic_of = [-1] * NUM_OPCODES
    for instr in INSTRUCTIONS:
        if instr.family is not None:
            generic = op.OPCODE_BY_NAME[instr.family]
            generic_of[instr.opcode] = generic
            if instr.name.endswith("_ADAPTIVE"):
                adaptive_of[generic] = instr.opcode
    return adaptive_of, generic_of


ADAPTIVE_OF, GENERIC_OF = _derive_tables()


def _jump_tables():
    """Which opcodes are specialised conditional jumps, and which of those
    jump when the value is true."""
    specialised = [False] * NUM_OPCODES
    if_true = [False] * NUM_OPCODES
    for instr in INSTRUCTIONS:
        fam = instr.family
        if (fam == "POP_JUMP_IF_FALSE" or fam == "POP_JUMP_IF_TRUE") and \
                not instr.name.endswith("_ADAPTIVE"):
            specialised[instr.opcode] = True
            if_true[instr.opcode] = fam == "POP_JUMP_IF_TRUE"
    return specialised, if_true


IS_SPECIALISED_JUMP, JUMPS_IF_TRUE = _jump_tables()


def _truth_jump_sense():
    """Per opcode: 1 for every form of POP_JUMP_IF_FALSE, 2 for every form
    of POP_JUMP_IF_TRUE, else 0 (what a fused compare-and-jump reads)."""
    sense = [0] * NUM_OPCODES
    for instr in INSTRUCTIONS:
        name = instr.family or instr.name
        if name == "POP_JUMP_IF_FALSE":
            sense[instr.opcode] = 1
        elif name == "POP_JUMP_IF_TRUE":
            sense[instr.opcode] = 2
    return sense


TRUTH_JUMP_SENSE = _truth_jump_sense()


class Stats(object):
    """--stats: executions per opcode, and per family the specialisation
    attempts, failures, misses and deoptimisations."""

    def __init__(self):
        self.executed = [0] * NUM_OPCODES
        self.misses = [0] * NUM_OPCODES
        self.deopts = [0] * NUM_OPCODES
        self.specialized = [0] * NUM_OPCODES
        self.failures = [0] * NUM_OPCODES
        self.quickened_codes = 0
        # successive dispatches (CPython's pystats pair counts): what
        # superinstructions would save; allocated by start_pairs (--stats)
        self.pairs = []
        self.prev = 0
        # CALL-family dispatches whose callee the loop entered itself
        # (tier1_ops.exact_args_callee, defaults_callee, init_callee),
        # and the others (enter_callee or a call not inlined)
        self.calls_quick = 0
        self.calls_other = 0

    def start_pairs(self):
        if not self.pairs:
            self.pairs = [0] * (NUM_OPCODES * NUM_OPCODES)

    def count_call(self, quick):
        """A CALL-family dispatch (--stats): quick when its callee was
        entered in the loop itself."""
        if quick:
            self.calls_quick += 1
        else:
            self.calls_other += 1

    def count(self, opcode):
        """One dispatch of opcode (--stats)."""
        self.executed[opcode] += 1
        if self.pairs:
            self.pairs[self.prev * NUM_OPCODES + opcode] += 1
        self.prev = opcode


STATS = Stats()


@always_inline
def warm(code):
    """A function entry or a backward jump: counts down the warm-up to
    quickening and up the tier-2 hot counter; whether the code is hot."""
    if code.warmup > 0:
        code.warmup -= 1
        if code.warmup == 0:
            quicken(code)
    if code.hotness < 0:
        code.hotness += 1
    return code.hotness >= 0


def quicken(code):
    code.warmup = 0
    n = code.n_tier0
    caches = [None] * n
    co_code = code.co_code
    if code.tier0_code is None and len(co_code) == 2 * n:
        code.tier0_code = co_code[:]    # for code.replace()
    for i in range(n):
        adaptive = ADAPTIVE_OF[co_code[2 * i]]
        if adaptive >= 0:
            co_code[2 * i] = adaptive
            caches[i] = InlineCache()
    code.caches = caches
    make_pairs(code, 0, n)
    STATS.quickened_codes += 1


def _pairs():
    """(first, second, superinstruction, fallback) of every declared
    pair; for a pair with a fallback (a head), `second` is a family,
    matched by any of its forms."""
    return [(op.OPCODE_BY_NAME[instr.pair[0]],
             op.OPCODE_BY_NAME[instr.pair[1]], instr.opcode,
             instr.pair_fallback)
            for instr in INSTRUCTIONS if instr.pair is not None]


PAIRS = _pairs()
IS_PAIR = [False] * NUM_OPCODES
# per pair: the opargs its parts must have (table.superinstruction's
# first_arg, second_arg: mask, value, mask, value)
PAIR_ARGS = [(0, 0, 0, 0)] * NUM_OPCODES
for _first, _second, _pair, _fallback in PAIRS:
    IS_PAIR[_pair] = True
    PAIR_ARGS[_pair] = INSTRUCTIONS[_pair].pair_args
# a superinstruction whose first part is STORE_FAST (a FOR_ITER's store
# of the next item may be done by the iterating instruction: eval.py)
STORES_FIRST = [False] * NUM_OPCODES
STORES_FIRST[op.STORE_FAST] = True
for _first, _second, _pair, _fallback in PAIRS:
    if _first == op.STORE_FAST:
        STORES_FIRST[_pair] = True


def _heads_reach():
    """Per opcode: how many slots after it a head reads at run time (its
    parts after the first), else 0."""
    reach = [0] * NUM_OPCODES
    for instr in INSTRUCTIONS:
        if instr.heads is not None:
            reach[instr.opcode] = len(instr.heads) - 1
    return reach


HEADS_REACH = _heads_reach()


def make_pairs(code, start, end, block=False):
    """Superinstructions in slots [start, end): each load or store whose
    slot is followed by the second part of a declared pair becomes the
    pair (CPython 3.11's quickening did the same). Tier 1 calls it when
    it quickens a code object, tier 2 on each block version it generates.
    The slots a head reads at run time (a tier-2 fused form that falls
    back on the instructions after it) are left alone, and the slots
    after a head's parts as long as they are loads (a pure call's head
    reads a variable number of argument loads). `block`: a tier-2 block,
    whose first slot, if a store, is left alone: a BB_FOR_ITER before it
    stores the next item itself and goes on after the store."""
    co_code = code.co_code
    i = start
    if block and co_code[2 * i] == op.STORE_FAST:
        i += 1
    while i < end - 1:
        opcode = co_code[2 * i]
        reach = HEADS_REACH[opcode]
        if reach > 0:
            i += 1 + reach
            while i < end and (co_code[2 * i] == op.LOAD_FAST or
                               co_code[2 * i] == op.LOAD_CONST):
                i += 1
            continue
        second = co_code[2 * i + 2]
        family = GENERIC_OF[second]
        for first, sec, pair, fallback in PAIRS:
            if first == opcode and (sec == second or (
                    fallback and sec == family)) and \
                    _pair_args_fit(pair, co_code[2 * i + 1],
                                   co_code[2 * i + 3]):
                co_code[2 * i] = pair
                i += 1          # (the second slot is nobody's first)
                break
        i += 1


def _pair_args_fit(pair, first_arg, second_arg):
    m1, v1, m2, v2 = PAIR_ARGS[pair]
    return first_arg & m1 == v1 and second_arg & m2 == v2


def generic_at(code, i):
    """The family (generic opcode) of tier-0 instruction i, or the opcode
    itself if it has none; -1 past the tier-0 code."""
    if i >= code.n_tier0:
        return -1
    opcode = code.co_code[2 * i]
    return GENERIC_OF[opcode] if GENERIC_OF[opcode] >= 0 else opcode


def get_cache(code, i):
    caches = code.caches
    assert caches is not None
    cache = caches[i]
    assert cache is not None
    return cache


def count_down(code, i):
    """An adaptive instruction ran: True when it should specialise now."""
    cache = get_cache(code, i)
    cache.counter -= 1
    return cache.counter <= 0


def _rewrite(code, i, opcode):
    code.co_code[2 * i] = opcode
    cache = get_cache(code, i)
    cache.counter = MISS_LIMIT
    STATS.specialized[GENERIC_OF[opcode]] += 1


def _fail(code, i):
    cache = get_cache(code, i)
    cache.backoff = min(cache.backoff * 2, MAX_BACKOFF)
    cache.counter = cache.backoff
    STATS.failures[GENERIC_OF[code.co_code[2 * i]]] += 1


def miss(code, i):
    """A specialised instruction's guard failed (the caller then runs the
    generic path)."""
    opcode = code.co_code[2 * i]
    STATS.misses[opcode] += 1
    cache = get_cache(code, i)
    cache.counter -= 1
    if cache.counter <= 0:
        STATS.deopts[GENERIC_OF[opcode]] += 1
        code.co_code[2 * i] = ADAPTIVE_OF[GENERIC_OF[opcode]]
        cache.backoff = min(cache.backoff * 2, MAX_BACKOFF)
        cache.counter = cache.backoff


# --- the specialisers: each rewrites instruction i or calls _fail ---

def specialize_binary_op(code, i, w_a, w_b, oparg):
    base = oparg % A.NB_INPLACE
    if isinstance(w_a, W_Int) and isinstance(w_b, W_Int):
        if base == A.NB_ADD:
            return _rewrite(code, i, op.BINARY_OP_ADD_INT)
        if base == A.NB_SUBTRACT:
            return _rewrite(code, i, op.BINARY_OP_SUBTRACT_INT)
        if base == A.NB_MULTIPLY:
            return _rewrite(code, i, op.BINARY_OP_MULTIPLY_INT)
        if base != A.NB_MATRIX_MULTIPLY:
            return _rewrite(code, i, op.BINARY_OP_OTHER_INT)
    elif float_mix(w_a, w_b) or (isinstance(w_a, W_Float) and
                                 isinstance(w_b, W_Float)):
        if float_mix(w_a, w_b):
            get_cache(code, i).index = MIXED
        if base == A.NB_ADD:
            return _rewrite(code, i, op.BINARY_OP_ADD_FLOAT)
        if base == A.NB_SUBTRACT:
            return _rewrite(code, i, op.BINARY_OP_SUBTRACT_FLOAT)
        if base == A.NB_MULTIPLY:
            return _rewrite(code, i, op.BINARY_OP_MULTIPLY_FLOAT)
        if base == A.NB_TRUE_DIVIDE:
            return _rewrite(code, i, op.BINARY_OP_TRUE_DIVIDE_FLOAT)
        if base == A.NB_POWER:      # (`x ** 2`, `d ** 0.5`)
            return _rewrite(code, i, op.BINARY_OP_POWER_FLOAT)
    elif isinstance(w_a, W_Str) and isinstance(w_b, W_Str) and \
            base == A.NB_ADD:
        return _rewrite(code, i, op.BINARY_OP_ADD_STR)
    elif type(w_a) is W_Instance and operator_right_ok(w_a.w_class, w_b):
        w_func = operator_method(w_a.w_class, oparg)
        if w_func is not None:
            cache = get_cache(code, i)
            cache.w_obj = w_a.w_class
            cache.w_value = w_func
            cache.version = TYPE_EPOCH.value
            return _rewrite(code, i, op.BINARY_OP_PY)
    _fail(code, i)


def operator_method(w_class, oparg):
    """BINARY_OP_PY's method: the Python function of two parameters that
    w_class (a user class) has for the operator, when it has no in-place
    method for an in-place operator; else None."""
    from interpreter.runtime.function import W_Function
    from objspace.operations import BINOP_NAMES, IBINOP_NAMES
    base = oparg % A.NB_INPLACE
    if oparg >= A.NB_INPLACE and \
            w_class.lookup(IBINOP_NAMES[base]) is not None:
        return None
    w_func = w_class.lookup(BINOP_NAMES[base])
    if isinstance(w_func, W_Function) and w_func.code.inline_argcount == 2:
        return w_func
    return None


@always_inline
def operator_right_ok(w_class, w_b):
    """BINARY_OP_PY's right operand: one that cannot take the operator
    first (binary_op's hooks, a subclass's reflected method): a machine
    int, a float, an instance of w_class or of a class not derived from
    it."""
    if type(w_b) is W_Int or type(w_b) is W_Float:
        return True
    if type(w_b) is W_Instance:
        w_tb = w_b.w_class
        return w_tb is w_class or not w_tb.issubtype(w_class)
    return False


# InlineCache.index of a BINARY_OP_*_FLOAT that saw a float with an int
# (tier 2 orders its ladder by it: ladder.ladder, tier1_gave_up)
MIXED = 1


@always_inline
def exact_as_float(w_v):
    """A machine int whose double is itself: a float compares with it as
    with that double (COMPARE_OP_FLOAT's forms take it; a larger int is
    compared by its exact value, generically)."""
    return type(w_v) is W_Int and -EXACT_INT <= w_v.intval <= EXACT_INT


EXACT_INT = 1 << 53


def float_mix(w_a, w_b):
    """A float and a machine int (not a bool: True + 0.5 is rare enough),
    in either order: the float forms convert the int."""
    return (isinstance(w_a, W_Float) and type(w_b) is W_Int) or \
        (type(w_a) is W_Int and isinstance(w_b, W_Float))


def specialize_compare_op(code, i, w_a, w_b):
    # the fused form when a truth jump follows in the tier-0 code
    fused = i + 1 < code.n_tier0 and \
        TRUTH_JUMP_SENSE[code.co_code[2 * i + 2]] != 0
    if isinstance(w_a, W_Int) and isinstance(w_b, W_Int):
        return _rewrite(code, i, op.COMPARE_OP_INT_JUMP if fused
                        else op.COMPARE_OP_INT)
    if isinstance(w_a, W_Float) and (isinstance(w_b, W_Float) or
                                     exact_as_float(w_b)) or \
            isinstance(w_b, W_Float) and exact_as_float(w_a):
        return _rewrite(code, i, op.COMPARE_OP_FLOAT_JUMP if fused
                        else op.COMPARE_OP_FLOAT)
    if isinstance(w_a, W_Str) and isinstance(w_b, W_Str):
        return _rewrite(code, i, op.COMPARE_OP_STR_JUMP if fused
                        else op.COMPARE_OP_STR)
    _fail(code, i)


# InlineCache.index of a BINARY_SUBSCR_LIST_INT or UNPACK_SEQUENCE_LIST that
# first saw a list with float storage (tier 2 then tries a raw read or a
# raw unpack: float_lists.py), or a BINARY_SUBSCR_LIST_INT that first saw
# one with int storage (a raw int read); a FOR_ITER_LIST that first
# iterated a list in either (raw items: versioning._emit_raw_list_iter)
FLOAT_STORAGE = 2
INT_STORAGE = 3


def storage_of(w_list):
    """FLOAT_STORAGE, INT_STORAGE or 0 (objects, or none yet)."""
    if w_list.floats is not None:
        return FLOAT_STORAGE
    if w_list.ints is not None:
        return INT_STORAGE
    return 0


def specialize_binary_subscr(code, i, w_obj, w_key):
    if isinstance(w_obj, W_List) and isinstance(w_key, W_Int):
        get_cache(code, i).index = storage_of(w_obj)
        return _rewrite(code, i, op.BINARY_SUBSCR_LIST_INT)
    if isinstance(w_obj, W_Tuple) and isinstance(w_key, W_Int):
        return _rewrite(code, i, op.BINARY_SUBSCR_TUPLE_INT)
    if isinstance(w_obj, W_Dict):
        return _rewrite(code, i, op.BINARY_SUBSCR_DICT)
    _fail(code, i)


def specialize_store_subscr(code, i, w_obj, w_key):
    if isinstance(w_obj, W_List) and isinstance(w_key, W_Int):
        return _rewrite(code, i, op.STORE_SUBSCR_LIST_INT)
    if isinstance(w_obj, W_Dict):
        return _rewrite(code, i, op.STORE_SUBSCR_DICT)
    _fail(code, i)


def specialize_unpack_sequence(code, i, w_seq, n):
    if isinstance(w_seq, W_Tuple):
        if n == 2:
            return _rewrite(code, i, op.UNPACK_SEQUENCE_TWO_TUPLE)
        return _rewrite(code, i, op.UNPACK_SEQUENCE_TUPLE)
    if isinstance(w_seq, W_List):
        get_cache(code, i).index = FLOAT_STORAGE if \
            w_seq.floats is not None else 0
        return _rewrite(code, i, op.UNPACK_SEQUENCE_LIST)
    _fail(code, i)


def specialize_for_iter(code, i, w_iter):
    if isinstance(w_iter, W_RangeIterator):
        return _rewrite(code, i, op.FOR_ITER_RANGE)
    if isinstance(w_iter, W_SeqIterator):
        w_seq = w_iter.w_seq
        if isinstance(w_seq, W_List):
            get_cache(code, i).index = storage_of(w_seq)
            return _rewrite(code, i, op.FOR_ITER_LIST)
        return _rewrite(code, i, op.FOR_ITER_TUPLE)
    _fail(code, i)


def specialize_jump(code, i, w_v, jump_if_true):
    if isinstance(w_v, W_Bool):
        return _rewrite(code, i, op.POP_JUMP_IF_TRUE_BOOL if jump_if_true
                        else op.POP_JUMP_IF_FALSE_BOOL)
    if isinstance(w_v, W_Int):
        return _rewrite(code, i, op.POP_JUMP_IF_TRUE_INT if jump_if_true
                        else op.POP_JUMP_IF_FALSE_INT)
    if isinstance(w_v, W_NoneObject):
        return _rewrite(code, i, op.POP_JUMP_IF_TRUE_NONE if jump_if_true
                        else op.POP_JUMP_IF_FALSE_NONE)
    if isinstance(w_v, W_List):
        return _rewrite(code, i, op.POP_JUMP_IF_TRUE_LIST if jump_if_true
                        else op.POP_JUMP_IF_FALSE_LIST)
    _fail(code, i)


def specialize_load_global(code, i, w_globals, w_builtins, name,
                           module_form=op.LOAD_GLOBAL_MODULE,
                           builtin_form=op.LOAD_GLOBAL_BUILTIN):
    """LOAD_GLOBAL, or LOAD_NAME in a module body (its two forms given,
    ops_misc.names_are_globals checked by the caller)."""
    if _cache_cell(code, i, w_globals, name, module_form):
        return
    cache = get_cache(code, i)
    cell = w_builtins.cell(name)
    # (not when exec gave the globals their own __builtins__ namespace)
    if cell is not None and w_globals.w_builtins_map is None:
        cache.version = w_globals.keys_version
        cache.index = w_builtins.keys_version
        cache.cell = cell
        return _rewrite(code, i, builtin_form)
    _fail(code, i)


def specialize_load_name(code, i, frame, name):
    """LOAD_NAME in a module body reads as LOAD_GLOBAL does."""
    if not ops_misc.names_are_globals(frame):
        return _fail(code, i)
    specialize_load_global(code, i, frame.w_globals,
                           ops_misc.builtins_module(), name,
                           op.LOAD_NAME_MODULE, op.LOAD_NAME_BUILTIN)


def specialize_store_global(code, i, frame, name, adaptive):
    """STORE_GLOBAL, or STORE_NAME in a module body (adaptive: which):
    rebinding a name the module has keeps its cell and keys."""
    form = op.STORE_GLOBAL_MODULE
    if adaptive == op.STORE_NAME_ADAPTIVE:
        if not ops_misc.names_are_globals(frame):
            return _fail(code, i)
        form = op.STORE_NAME_MODULE
    if not _cache_cell(code, i, frame.w_globals, name, form):
        _fail(code, i)


def _cache_cell(code, i, w_globals, name, form):
    """Instruction i becomes `form` on the GlobalCell of a name the
    module has, guarded by its keys version (True), or nothing done."""
    cell = w_globals.cell(name)
    if cell is None:
        return False
    cache = get_cache(code, i)
    cache.version = w_globals.keys_version
    cache.cell = cell
    _rewrite(code, i, form)
    return True


def specialize_load_attr(code, i, w_obj, name, method_form):
    cache = get_cache(code, i)
    if isinstance(w_obj, W_Module) and w_obj.w_class is None:
        # (a module subclass's class attributes may come first)
        cell = w_obj.cell(name)
        if cell is not None:    # the method form pushes it and NULL
            cache.w_obj = w_obj
            cache.version = w_obj.keys_version
            cache.cell = cell
            return _rewrite(code, i, op.LOAD_ATTR_MODULE)
        return _fail(code, i)
    if isinstance(w_obj, W_TypeObject):
        w_v = w_obj.lookup(name)
        if w_v is not None and not method_form and \
                not _calls_get(w_v) and name != "__annotations__" and \
                name != "__dict__":
            cache.w_obj = w_obj
            cache.version = TYPE_EPOCH.value
            cache.w_value = w_v.bind(None, w_obj)
            return _rewrite(code, i, op.LOAD_ATTR_CLASS)
        return _fail(code, i)
    w_type = w_obj.gettype()
    w_descr = w_type.lookup(name)
    if isinstance(w_obj, W_Instance):
        if w_obj.w_class.attr_flags() & F_GETATTRIBUTE or \
                w_obj.map.dict_mode:
            return _fail(code, i)
        if w_descr is not None and not method_form and \
                property_getter(w_obj.w_class, w_descr) is not None:
            cache.w_obj = w_obj.w_class
            cache.version = TYPE_EPOCH.value
            cache.w_value = property_getter(w_obj.w_class, w_descr)
            return _rewrite(code, i, op.LOAD_ATTR_PROPERTY)
        w_get = None
        if w_descr is not None and not method_form:
            w_get = python_descriptor_get(w_obj.w_class, w_descr)
        if w_get is not None:
            cache.w_obj = w_obj.w_class
            cache.version = TYPE_EPOCH.value
            cache.w_value = w_get
            cache.w_aux = w_descr
            return _rewrite(code, i, op.LOAD_ATTR_PY_DESCRIPTOR)
        if isinstance(w_descr, W_DataDescriptor) and \
                not isinstance(w_descr, W_MemberDescr) and \
                not w_obj.w_class.attr_flags() & F_GETATTR:
            # (__getattr__ would take an AttributeError it raised)
            cache.w_obj = w_obj.w_class
            cache.version = TYPE_EPOCH.value
            cache.w_value = w_descr
            return _rewrite(code, i, op.LOAD_ATTR_DESCRIPTOR)
        if w_descr is not None and is_data_descr(w_descr) and \
                not isinstance(w_descr, W_MemberDescr):
            return _fail(code, i)
        index = w_obj.map.index_of(name)
        if index >= 0 and method_form:
            # self.f() with f an instance attribute: the generic path pushes
            # the attribute and NULL (LOAD_ATTR_INSTANCE_VALUE pushes one)
            return _fail(code, i)
        if index >= 0:
            _guard_instance_attr(cache, w_obj, name)
            cache.index = index
            return _rewrite(code, i, op.LOAD_ATTR_INSTANCE_VALUE)
        if method_form and w_descr is not None and _is_method(w_descr):
            # the map says the instance does not shadow the method
            cache.map = w_obj.map
            cache.w_obj = w_obj.w_class
            cache.version = TYPE_EPOCH.value
            cache.w_value = w_descr
            cache.entries = None
            return _rewrite(code, i, op.LOAD_ATTR_METHOD)
        return _fail(code, i)
    if method_form and w_descr is not None and \
            isinstance(w_descr, W_BuiltinFunction) and w_descr.binds and \
            not w_obj.attr_proxy and w_descr is not OBJECT_INIT:
        # a method of a built-in type (list.append, str.join, ...)
        cache.map = None
        cache.w_obj = w_type
        cache.version = TYPE_EPOCH.value
        cache.w_value = w_descr
        return _rewrite(code, i, op.LOAD_ATTR_METHOD)
    _fail(code, i)


def property_getter(w_class, w_descr):
    """The getter LOAD_ATTR_PROPERTY runs as an inlined call for the
    attribute w_descr of instances of w_class, or None: a plain
    `property` (not a subclass, which may have its own __get__) whose
    getter is a Python function of one parameter (not generator code),
    on a class without __getattr__ (an AttributeError from the getter
    would go on to it) or __getattribute__."""
    from interpreter.runtime.function import W_Function
    from objspace.funcobject import w_property_type
    if not isinstance(w_descr, W_Property) or \
            w_descr.gettype() is not w_property_type or \
            w_class.attr_flags() & (F_GETATTRIBUTE | F_GETATTR):
        return None
    w_fget = w_descr.w_fget
    if isinstance(w_fget, W_Function) and w_fget.code.inline_argcount == 1:
        return w_fget
    return None


def python_descriptor_get(w_class, w_descr):
    """The __get__ LOAD_ATTR_PY_DESCRIPTOR runs as an inlined call for the
    attribute w_descr of instances of w_class, or None: w_descr is an
    instance of a Python class that makes it a data descriptor (__set__
    or __delete__: it takes precedence over the instance's own
    attributes) and whose __get__ is a Python function of three
    parameters (not generator code), on a class without __getattr__ or
    __getattribute__ (as property_getter)."""
    from interpreter.runtime.function import W_Function
    if not isinstance(w_descr, W_Instance) or \
            w_class.attr_flags() & (F_GETATTRIBUTE | F_GETATTR) or \
            not is_data_descr(w_descr):
        return None
    w_get = w_descr.w_class.lookup("__get__")
    if isinstance(w_get, W_Function) and w_get.code.inline_argcount == 3:
        return w_get
    return None


def instance_method(w_obj, name):
    """The plain function `name` that a method call on instance w_obj
    finds on its class (not shadowed by an instance attribute), or None."""
    if w_obj.map.index_of(name) >= 0 or w_obj.map.dict_mode or \
            w_obj.w_class.attr_flags() & F_GETATTRIBUTE:
        return None
    w_descr = w_obj.w_class.lookup(name)
    if w_descr is not None and _is_method(w_descr):
        return w_descr
    return None


def add_method_entry(code, i, w_obj, name):
    """A LOAD_ATTR_METHOD(_POLY) guard failed on an instance: go (or stay)
    polymorphic when the receiver has a plain method and there is room.
    True when the site now covers w_obj."""
    cache = get_cache(code, i)
    if not isinstance(w_obj, W_Instance) or \
            cache.version != TYPE_EPOCH.value:
        return False
    w_func = instance_method(w_obj, name)
    if w_func is None:
        return False
    entries = cache.entries
    if code.co_code[2 * i] == op.LOAD_ATTR_METHOD:
        if cache.map is None:
            return False        # a built-in type's method site
        entries = [MethodEntry(cache.w_obj, cache.map, cache.w_value)]
        cache.entries = entries
        code.co_code[2 * i] = op.LOAD_ATTR_METHOD_POLY
        STATS.specialized[op.LOAD_ATTR] += 1
    return add_entry(cache, MethodEntry(w_obj.w_class, w_obj.map, w_func))


def add_entry(cache, entry):
    """Appends entry to the cache's entries while there is room
    (POLY_SIZE); True when it was added."""
    entries = cache.entries
    if entries is None:
        cache.entries = [entry]
        return True
    if len(entries) >= POLY_SIZE:
        return False
    entries.append(entry)
    return True


@always_inline
def method_entry(entries, w_obj):
    """The index of the entry for the instance w_obj's class and map, or
    -1 (LOAD_ATTR_METHOD_POLY and the tier-2 fused method loads)."""
    for k in range(len(entries)):
        e = entries[k]
        if w_obj.w_class is e.w_class and w_obj.map is e.map:
            return k
    return -1


@always_inline
def instance_guard(cache, w_obj):
    """The guard set by _guard_instance_attr (read by the instance
    attribute forms of both tiers)."""
    return (isinstance(w_obj, W_Instance) and w_obj.map is cache.map and
            cache.version == TYPE_EPOCH.descr and
            (cache.w_obj is None or w_obj.w_class is cache.w_obj))


@always_inline
def cached_attr(cache, w_obj):
    """The instance attribute `cache` stands for, read from w_obj's storage
    while w_obj passes the cache's guard; None otherwise (storage never
    holds None). The one hit path of every instance attribute read: tier
    1's LOAD_ATTR_INSTANCE_VALUE forms and tier 2's attribute sources."""
    if instance_guard(cache, w_obj):
        assert isinstance(w_obj, W_Instance)
        return w_obj.storage_w[cache.index]
    return None


def _guard_instance_attr(cache, w_obj, name):
    """An instance attribute site guards on the map (shared by all
    classes) and the data-descriptor epoch; only when `name` is or was a
    property in some class does it also guard on the class."""
    cache.map = w_obj.map
    cache.version = TYPE_EPOCH.descr
    if TYPE_EPOCH.may_be_data_descr(name):
        cache.w_obj = w_obj.w_class
    else:
        cache.w_obj = None


guard_instance_attr = _guard_instance_attr     # (tier2/cache_refill.py)


def _is_method(w_descr):
    from interpreter.runtime.function import W_Function
    return isinstance(w_descr, W_Function) or \
        (isinstance(w_descr, W_BuiltinFunction) and w_descr.binds)


def _calls_get(w_v):
    """A class attribute whose reading runs code (a user descriptor's
    __get__): LOAD_ATTR_CLASS must not cache its value."""
    return isinstance(w_v, W_Instance) and \
        w_v.gettype().attr_flags() & F_GET != 0


def specialize_store_attr(code, i, w_obj, name):
    cache = get_cache(code, i)
    if not isinstance(w_obj, W_Instance) or name == "__class__" or \
            name == "__dict__" or w_obj.map.dict_mode:
        return _fail(code, i)
    flags = w_obj.w_class.attr_flags()
    if flags & F_SETATTR:
        return _fail(code, i)
    if w_obj.hooked_attr(name):
        return _fail(code, i)   # stored by the object's setattr_hook
    w_descr = w_obj.gettype().lookup(name)
    if w_descr is not None and isinstance(w_descr, W_MemberDescr):
        if not flags & F_SLOTS:
            # a slot of a class with a __dict__ too: stored under a key
            # of its own (instances.slot_key), set by the generic path
            return _fail(code, i)
    elif flags & F_SLOTS or \
            (w_descr is not None and is_data_descr(w_descr)):
        return _fail(code, i)
    index = w_obj.map.index_of(name)
    _guard_instance_attr(cache, w_obj, name)
    if index >= 0:
        cache.index = index
        return _rewrite(code, i, op.STORE_ATTR_INSTANCE_VALUE)
    new_map = w_obj.map.with_attr(name)
    cache.map2 = new_map
    cache.index = new_map.index_of(name)
    _rewrite(code, i, op.STORE_ATTR_INSTANCE_ADD)


def adaptive_call(code, i, stack, sp, nargs, w_kwnames):
    """CALL_ADAPTIVE counts down, then specialises (the call follows)."""
    if count_down(code, i):
        base = sp - nargs - 2
        assert base >= 0
        specialize_call(code, i, stack[base], stack[base + 1], nargs,
                        w_kwnames)


def specialize_call(code, i, w_callable, w_self, nargs, w_kwnames):
    from interpreter.runtime.function import W_Function
    cache = get_cache(code, i)
    if w_kwnames is not None:
        return _fail(code, i)
    total = nargs + (1 if w_self is not None else 0)
    if isinstance(w_callable, W_Function):
        if exact_args_ok(w_callable, total):
            cache.w_obj = w_callable
            return _rewrite(code, i, op.CALL_PY_EXACT_ARGS)
        if positional_ok(w_callable, total):
            return _rewrite(code, i, op.CALL_PY_WITH_DEFAULTS)
        return _fail(code, i)
    if isinstance(w_callable, W_BoundMethod) and w_self is None:
        w_func = w_callable.w_func
        if isinstance(w_func, W_Function) and \
                positional_ok(w_func, total + 1):
            return _rewrite(code, i, op.CALL_PY_WITH_DEFAULTS)
        if isinstance(w_func, W_BuiltinFunction):
            # a built-in method object called later (`pop = l.pop; pop(0)`)
            cache.w_obj = w_func
            return _rewrite(code, i, op.CALL_BUILTIN_METHOD)
        return _fail(code, i)
    if isinstance(w_callable, W_TypeObject) and w_self is None:
        # CALL_PY_CLASS: a Python __new__ with object's __init__ (a
        # namedtuple, a value class), or a Python __init__ (an instance
        # made here): cache.form says which
        form = ops_calls.NEW_FORM
        w_target = ops_calls.new_call_target(w_callable)
        if w_target is None and w_callable.layout == LAYOUT_INSTANCE:
            form = ops_calls.INIT_FORM
            w_target = ops_calls.plain_class_init(w_callable)
        if w_target is not None and positional_ok(w_target, total + 1):
            cache.w_obj = w_callable
            cache.w_value = w_target
            cache.form = form
            cache.version = TYPE_EPOCH.value
            return _rewrite(code, i, op.CALL_PY_CLASS)
        if w_callable.layout == LAYOUT_INSTANCE:
            return _fail(code, i)
    if ((w_callable is w_int_type or w_callable is w_float_type) and
            total == 1 or w_callable is w_range_type and total <= 2) and \
            w_self is None:
        cache.w_obj = w_callable
        return _rewrite(code, i, op.CALL_BUILTIN_CLASS)
    if isinstance(w_callable, W_TypeObject) and w_self is None and \
            w_callable.layout != LAYOUT_INSTANCE:
        # str(x), list(it), set(), an exception class, a subclass of a
        # built-in type: the class called, its constructor run as the
        # generic call runs it (tier1_ops._call_builtin), without the
        # adaptive form's detour through a failed inline attempt each time
        # (wordfreq-style `str(i)`: about 150 instructions a call)
        cache.w_obj = w_callable
        return _rewrite(code, i, op.CALL_BUILTIN_CLASS)
    if isinstance(w_callable, W_BuiltinFunction) and w_self is None:
        cache.w_obj = w_callable
        if w_callable.name == "len" and total == 1:
            return _rewrite(code, i, op.CALL_BUILTIN_LEN)
        if w_callable.name == "isinstance" and total == 2:
            return _rewrite(code, i, op.CALL_BUILTIN_ISINSTANCE)
        if total == 1:
            return _rewrite(code, i, op.CALL_BUILTIN_O)
        return _rewrite(code, i, op.CALL_BUILTIN_FAST)
    if isinstance(w_callable, W_BuiltinFunction) and w_self is not None:
        # a built-in type's method pushed with self by LOAD_ATTR
        cache.w_obj = w_callable
        if w_callable is w_list_type.lookup("append") and nargs == 1:
            return _rewrite(code, i, op.CALL_LIST_APPEND)
        return _rewrite(code, i, op.CALL_BUILTIN_METHOD)
    _fail(code, i)


def exact_args_ok(w_func, nargs):
    """A call with nargs positional arguments needs no binding logic."""
    return w_func.code.exact_argcount == nargs


def positional_ok(w_func, nargs):
    """... nor with the missing ones taken from the defaults."""
    from interpreter.runtime.function import positional_fit
    return positional_fit(w_func, w_func.code.exact_argcount, nargs) >= 0


def ljust(s, n):
    return s + " " * (n - len(s)) if len(s) < n else s


def rjust(s, n):
    return " " * (n - len(s)) + s if len(s) < n else s


def format_stats():
    """The --stats report."""
    lines = ["tier-1 statistics (PEP 659 quickening)",
             "  code objects quickened: %d" % STATS.quickened_codes]
    total = 0
    special = 0
    for opcode in range(NUM_OPCODES):
        n = STATS.executed[opcode]
        total += n
        generic = GENERIC_OF[opcode]
        if generic >= 0 and ADAPTIVE_OF[generic] != opcode:
            special += n
    share = 0
    if total:
        share = special * 1000 // total
    lines.append("  instructions executed: %d, specialised: %d (%d.%d%%)"
                 % (total, special, share // 10, share % 10))
    lines.append("  " + ljust("family / form", 28) + rjust("executed", 11) +
                 rjust("hits", 11) + rjust("misses", 9) +
                 rjust("deopts", 9) + rjust("spec/fail", 11))
    for generic in range(NUM_OPCODES):
        if ADAPTIVE_OF[generic] < 0:
            continue
        lines.append("  " + ljust(INSTRUCTIONS[generic].name, 28) +
                     rjust("", 31) + rjust(str(STATS.deopts[generic]), 9) +
                     rjust("%d/%d" % (STATS.specialized[generic],
                                      STATS.failures[generic]), 11))
        for opcode in range(NUM_OPCODES):
            if GENERIC_OF[opcode] != generic or STATS.executed[opcode] == 0:
                continue
            n = STATS.executed[opcode]
            m = STATS.misses[opcode]
            hits = n - m if opcode != ADAPTIVE_OF[generic] else 0
            lines.append("    " + ljust(INSTRUCTIONS[opcode].name, 26) +
                         rjust(str(n), 11) + rjust(str(hits), 11) +
                         rjust(str(m), 9))
    lines.append("  calls: %d entered in the dispatch loop itself, %d "
                 "otherwise" % (STATS.calls_quick, STATS.calls_other))
    _most_executed(lines, total)
    _most_frequent_pairs(lines, total)
    return "\n".join(lines) + "\n"


MOST_EXECUTED = 25


def _most_executed(lines, total):
    """The instructions dispatched most, whatever their tier: where a
    program's time goes, one line each with its share of all dispatches."""
    if total == 0:
        return
    lines.append("  most executed instructions (all tiers):")
    taken = [False] * NUM_OPCODES
    for k in range(MOST_EXECUTED):
        best = -1
        for opcode in range(NUM_OPCODES):
            if not taken[opcode] and STATS.executed[opcode] > 0 and (
                    best < 0 or
                    STATS.executed[opcode] > STATS.executed[best]):
                best = opcode
        if best < 0:
            break
        taken[best] = True
        n = STATS.executed[best]
        share = n * 1000 // total
        lines.append("    " + ljust(INSTRUCTIONS[best].name, 34) +
                     rjust(str(n), 11) +
                     rjust("%d.%d%%" % (share // 10, share % 10), 8))


MOST_FREQUENT_PAIRS = 15


def _most_frequent_pairs(lines, total):
    """The pairs of instructions dispatched one after the other most
    often (a jump and its target count as such a pair too): the share a
    superinstruction of the two would take out of all dispatches."""
    pairs = STATS.pairs
    if total == 0 or not pairs:
        return
    lines.append("  most frequent successive pairs (all tiers):")
    taken = [False] * len(pairs)
    for k in range(MOST_FREQUENT_PAIRS):
        best = -1
        for i in range(len(pairs)):
            if not taken[i] and pairs[i] > 0 and (
                    best < 0 or pairs[i] > pairs[best]):
                best = i
        if best < 0:
            break
        taken[best] = True
        n = pairs[best]
        share = n * 1000 // total
        name = INSTRUCTIONS[best // NUM_OPCODES].name + " " + \
            INSTRUCTIONS[best % NUM_OPCODES].name
        lines.append("    " + ljust(name, 56) + rjust(str(n), 11) +
                     rjust("%d.%d%%" % (share // 10, share % 10), 8))
