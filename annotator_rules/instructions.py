"""Every instruction of lbbv, declared once.

`inst(name, effect, arg=..., jump=..., family=...)`:
- effect: stack effect in the notation of notation.py;
- arg: how the disassembler reads oparg (see ARG_KINDS in table.py);
- jump: stack effect when a conditional jump is taken (default: effect);
- family: for tier-1 specialised forms, the tier-0 instruction they
  quicken from (same stack effect, same arg).

Tier 0 is shaped like CPython 3.12: relative jumps in instruction units
(JUMP_BACKWARD counts back from the next instruction), LOAD_GLOBAL and
LOAD_ATTR keep a flag in oparg's low bit, COMPARE_OP keeps the comparison
in oparg >> 4, CALL is preceded by an optional KW_NAMES. Calls use 3.13's
stack order: `callable, self_or_null, args` (LOAD_GLOBAL's and LOAD_ATTR's
flag pushes the null or self after the callable).
"""

from annotator_rules.table import (inst, variant, declare_heads, TABLE,
                                   superinstruction)
from annotator_rules.fields import Layout

# --- stack manipulation ---
inst("NOP", "--")
inst("POP_TOP", "value --")
inst("PUSH_NULL", "-- null")
inst("COPY", "bottom, top[oparg-1] -- bottom, top[oparg-1], copy: *bottom",
     arg="count")
inst("SWAP", "bottom, middle[oparg-2], top -- top, middle[oparg-2], bottom",
     arg="count")

# --- loads and stores ---
inst("LOAD_CONST", "-- value: consts[oparg]", arg="const")
inst("LOAD_FAST", "-- value: *locals[oparg]", arg="local")
inst("LOAD_FAST_CHECK", "-- value: *locals[oparg]", arg="local")
inst("STORE_FAST", "value --", arg="local", local="locals[oparg] = *value")
inst("DELETE_FAST", "--", arg="local", local="locals[oparg] = ?")
inst("LOAD_NAME", "-- value", arg="name")
inst("STORE_NAME", "value --", arg="name")
inst("DELETE_NAME", "--", arg="name")
inst("LOAD_GLOBAL", "-- value, null[oparg&1]", arg="global")
inst("STORE_GLOBAL", "value --", arg="name")
inst("DELETE_GLOBAL", "--", arg="name")
inst("MAKE_CELL", "--", arg="local")
inst("COPY_FREE_VARS", "--", arg="count")
inst("LOAD_CLOSURE", "-- cell", arg="local")
inst("LOAD_DEREF", "-- value", arg="local")
inst("LOAD_CLASSDEREF", "-- value", arg="local")
inst("STORE_DEREF", "value --", arg="local")
inst("DELETE_DEREF", "--", arg="local")
inst("LOAD_ATTR", "owner -- attr, self_or_null[oparg&1]", arg="attr")
inst("STORE_ATTR", "value, owner --", arg="name")
inst("DELETE_ATTR", "owner --", arg="name")
inst("LOAD_ASSERTION_ERROR", "-- value")
inst("LOAD_BUILD_CLASS", "-- value")
inst("SETUP_ANNOTATIONS", "--")

# --- operators ---
inst("UNARY_NEGATIVE", "value -- res")
inst("UNARY_POSITIVE", "value -- res")
inst("UNARY_NOT", "value -- res: bool")
inst("UNARY_INVERT", "value -- res")
inst("BINARY_OP", "left, right -- res", arg="binop")
inst("COMPARE_OP", "left, right -- res", arg="cmp")
inst("IS_OP", "left, right -- res: bool", arg="invert")
inst("CONTAINS_OP", "left, right -- res: bool", arg="invert")
inst("BINARY_SUBSCR", "container, sub -- res")
inst("STORE_SUBSCR", "value, container, sub --")
inst("DELETE_SUBSCR", "container, sub --")
inst("BINARY_SLICE", "container, start, stop -- res")
inst("STORE_SLICE", "value, container, start, stop --")
inst("BUILD_SLICE", "start, stop, step[oparg-2] -- slice: slice",
     arg="count")

# --- containers ---
inst("BUILD_TUPLE", "values[oparg] -- tup: tuple", arg="count")
inst("BUILD_LIST", "values[oparg] -- list: list", arg="count")
inst("BUILD_SET", "values[oparg] -- set", arg="count")
inst("BUILD_MAP", "values[oparg*2] -- map", arg="count")
inst("BUILD_STRING", "pieces[oparg] -- str: str", arg="count")
inst("LIST_APPEND", "list, unused[oparg-1], v -- list, unused[oparg-1]",
     arg="count")
inst("SET_ADD", "set, unused[oparg-1], v -- set, unused[oparg-1]",
     arg="count")
inst("MAP_ADD", "map, unused[oparg-1], key, value -- map, unused[oparg-1]",
     arg="count")
inst("LIST_EXTEND", "list, unused[oparg-1], it -- list, unused[oparg-1]",
     arg="count")
inst("SET_UPDATE", "set, unused[oparg-1], it -- set, unused[oparg-1]",
     arg="count")
inst("DICT_UPDATE", "map, unused[oparg-1], upd -- map, unused[oparg-1]",
     arg="count")
inst("DICT_MERGE", "map, unused[oparg-1], upd -- map, unused[oparg-1]",
     arg="count")
inst("LIST_TO_TUPLE", "list -- tup: tuple")
inst("FORMAT_VALUE", "value, spec[oparg?4] -- res: str", arg="format")
inst("UNPACK_SEQUENCE", "seq -- values[oparg]", arg="count")
inst("UNPACK_EX", "seq -- values[oparg&255], list, after[oparg>>8]",
     arg="count")

# --- pattern matching (PEP 634; interpreter/runtime/ops_match.py) ---
# MATCH_KEYS pushes the values of the keys (a tuple) or None; MATCH_CLASS
# the attributes (a tuple: oparg positional ones, then those named) or None
inst("MATCH_SEQUENCE", "subject -- subject, res: bool")
inst("MATCH_MAPPING", "subject -- subject, res: bool")
inst("MATCH_KEYS", "subject, keys -- subject, keys, values")
inst("MATCH_CLASS", "subject, cls, names -- attrs", arg="count")
inst("GET_LEN", "obj -- obj, len: int")

# --- iteration and jumps ---
inst("GET_ITER", "iterable -- iter")
inst("FOR_ITER", "iter -- iter, next", arg="jump_fwd", jump="iter --")
inst("JUMP_FORWARD", "--", arg="jump_fwd", ends_flow=True)
inst("JUMP_BACKWARD", "--", arg="jump_back", ends_flow=True)
inst("POP_JUMP_IF_FALSE", "cond --", arg="jump_fwd")
inst("POP_JUMP_IF_TRUE", "cond --", arg="jump_fwd")
inst("POP_JUMP_IF_NONE", "value --", arg="jump_fwd")
inst("POP_JUMP_IF_NOT_NONE", "value --", arg="jump_fwd")

# --- calls and functions ---
inst("KW_NAMES", "--", arg="const")
inst("CALL", "callable, self_or_null, args[oparg] -- res", arg="count")
inst("CALL_FUNCTION_EX", "func, null, callargs, kwargs[oparg&1] -- res",
     arg="count")
inst("MAKE_FUNCTION", "defaults[oparg?1], kwdefaults[oparg?2], "
     "annotations[oparg?4], closure[oparg?8], code -- func", arg="flags")
inst("RETURN_VALUE", "retval --", ends_flow=True)
inst("RETURN_CONST", "--", arg="const", ends_flow=True)
inst("RETURN_GENERATOR", "-- sent")
inst("YIELD_VALUE", "value -- sent")
inst("GET_YIELD_FROM_ITER", "iterable -- iter")
inst("SEND", "receiver, v -- receiver, retval", arg="jump_fwd",
     jump="receiver, v -- retval")
# coroutines (compile_async.py): GET_AWAITABLE's oparg says where the
# await is (0 await, 1 __aenter__, 2 __aexit__), for error messages;
# CALL_INTRINSIC_1 1 wraps an async generator's yielded value
inst("GET_AWAITABLE", "iterable -- iter", arg="count")
inst("GET_AITER", "obj -- aiter")
inst("GET_ANEXT", "aiter -- aiter, awaitable")
inst("END_ASYNC_FOR", "aiter, exc --")
inst("CALL_INTRINSIC_1", "value -- res", arg="count")

# --- exceptions and with ---
inst("RAISE_VARARGS", "args[oparg] --", arg="count", ends_flow=True)
inst("RERAISE", "exc --", arg="count", ends_flow=True)
inst("PUSH_EXC_INFO", "new_exc -- prev_exc, new_exc")
inst("POP_EXCEPT", "exc --")
inst("CHECK_EXC_MATCH", "left, right -- left, b: bool")
# except* (compile_async.py): the split of the exception being handled;
# CALL_INTRINSIC_2 1 (PREP_RERAISE_STAR) makes what leaves the try
inst("CHECK_EG_MATCH", "exc, type -- rest, match")
inst("CALL_INTRINSIC_2", "value1, value2 -- res", arg="count")
inst("BEFORE_WITH", "mgr -- exit, res")
inst("WITH_EXCEPT_START", "exit, prev_exc, val -- exit, prev_exc, val, res")
inst("BEFORE_ASYNC_WITH", "mgr -- exit, res")

# --- imports ---
inst("IMPORT_NAME", "level, fromlist -- res", arg="name")
inst("IMPORT_FROM", "from -- from, res", arg="name")
inst("IMPORT_STAR", "from --")

# --- tier 1: adaptive and specialised forms (PEP 659) ---
# Quickening rewrites a generic instruction into its *_ADAPTIVE form, which
# counts down and then specialises itself into one of the forms below; a
# specialised form guards its assumption and, on a miss, runs the generic
# path (and after enough misses deoptimises back to *_ADAPTIVE).


def family(generic, members):
    base = TABLE.by_name[generic]
    for name in [generic + "_ADAPTIVE"] + members:
        inst(name, base.effect_text, arg=base.arg,
             jump=base.jump_text, family=generic, local=base.local)


family("BINARY_OP", ["BINARY_OP_ADD_INT", "BINARY_OP_SUBTRACT_INT",
                     "BINARY_OP_MULTIPLY_INT", "BINARY_OP_ADD_FLOAT",
                     "BINARY_OP_SUBTRACT_FLOAT", "BINARY_OP_MULTIPLY_FLOAT",
                     "BINARY_OP_TRUE_DIVIDE_FLOAT", "BINARY_OP_ADD_STR",
                     "BINARY_OP_OTHER_INT", "BINARY_OP_PY",
                     "BINARY_OP_POWER_FLOAT"])
# BINARY_OP_PY: `a op b` where a's class defines the operator as a Python
# function of two parameters (a vector's __add__): its frame runs in the
# eval loop as a call's would (inline_calls.py), a and b its arguments;
# NotImplemented from it goes on to b's reflected method.
# COMPARE_OP_*_JUMP fuse the compare with the POP_JUMP_IF_FALSE/TRUE (any
# form) in the NEXT slot: on a hit they pop both operands, read that
# slot's opcode and oparg, jump or not, and skip the slot; no bool object
# is made. On a miss they act as COMPARE_OP and the jump runs next.
family("COMPARE_OP", ["COMPARE_OP_INT", "COMPARE_OP_FLOAT",
                      "COMPARE_OP_STR", "COMPARE_OP_INT_JUMP",
                      "COMPARE_OP_FLOAT_JUMP", "COMPARE_OP_STR_JUMP"])
for _name in ["COMPARE_OP_INT_JUMP", "COMPARE_OP_FLOAT_JUMP",
              "COMPARE_OP_STR_JUMP"]:
    declare_heads(TABLE.by_name[_name], [("COMPARE_OP", None),
                                         ("POP_JUMP_IF_FALSE", 0)])
family("BINARY_SUBSCR", ["BINARY_SUBSCR_LIST_INT", "BINARY_SUBSCR_TUPLE_INT",
                         "BINARY_SUBSCR_DICT"])
family("STORE_SUBSCR", ["STORE_SUBSCR_LIST_INT", "STORE_SUBSCR_DICT"])
family("UNPACK_SEQUENCE", ["UNPACK_SEQUENCE_TWO_TUPLE",
                           "UNPACK_SEQUENCE_TUPLE", "UNPACK_SEQUENCE_LIST"])
# LOAD_ATTR_METHOD_POLY: a method site that saw up to POLY_SIZE receiver
# (class, map) pairs, e.g. `self.fn()` over sibling classes.
# LOAD_ATTR_PROPERTY: a property's getter (a plain Python function of
# one parameter) run as an inlined call, its result replacing the owner.
# LOAD_ATTR_DESCRIPTOR: a built-in data descriptor of the instance's
# class (a namedtuple's field) read through it.
# LOAD_ATTR_PY_DESCRIPTOR: a data descriptor of the instance's class
# whose own class defines __get__ as a Python function of three
# parameters (enum's `value`, a field class of a model library): that
# __get__ runs as an inlined call (descriptor, instance, class).
family("LOAD_ATTR", ["LOAD_ATTR_INSTANCE_VALUE", "LOAD_ATTR_METHOD",
                     "LOAD_ATTR_METHOD_POLY",
                     "LOAD_ATTR_MODULE", "LOAD_ATTR_CLASS",
                     "LOAD_ATTR_PROPERTY", "LOAD_ATTR_DESCRIPTOR",
                     "LOAD_ATTR_PY_DESCRIPTOR"])
family("STORE_ATTR", ["STORE_ATTR_INSTANCE_VALUE", "STORE_ATTR_INSTANCE_ADD"])
family("LOAD_GLOBAL", ["LOAD_GLOBAL_MODULE", "LOAD_GLOBAL_BUILTIN"])
# Names in a module body (its locals are its globals) and `global` stores:
# the LOAD_GLOBAL caches' GlobalCell read or written while the module keeps
# its keys (moduleobject.py), so top-level loops do no dict lookup for a
# load and one for a store (the namespace dict itself); a class body or
# exec with separate locals keeps the generic forms.
family("LOAD_NAME", ["LOAD_NAME_MODULE", "LOAD_NAME_BUILTIN"])
family("STORE_NAME", ["STORE_NAME_MODULE"])
family("STORE_GLOBAL", ["STORE_GLOBAL_MODULE"])
# CALL_BUILTIN_O: a built-in function with one argument, _FAST with any
# other number (`random.random()`), both positional only.
# CALL_PY_WITH_DEFAULTS: a Python function, or a method object bound to
# one, taking the positional arguments given and the rest from its
# defaults (`random.randrange(n)`); CALL_PY_CLASS's __init__ may take
# defaults too.
family("CALL", ["CALL_PY_EXACT_ARGS", "CALL_PY_WITH_DEFAULTS",
                "CALL_PY_CLASS", "CALL_BUILTIN_LEN",
                "CALL_BUILTIN_ISINSTANCE", "CALL_BUILTIN_O",
                "CALL_BUILTIN_FAST", "CALL_BUILTIN_METHOD",
                "CALL_LIST_APPEND", "CALL_BUILTIN_CLASS"])
family("FOR_ITER", ["FOR_ITER_RANGE", "FOR_ITER_LIST", "FOR_ITER_TUPLE"])
family("POP_JUMP_IF_FALSE", ["POP_JUMP_IF_FALSE_BOOL", "POP_JUMP_IF_FALSE_INT",
                             "POP_JUMP_IF_FALSE_NONE",
                             "POP_JUMP_IF_FALSE_LIST"])
family("POP_JUMP_IF_TRUE", ["POP_JUMP_IF_TRUE_BOOL", "POP_JUMP_IF_TRUE_INT",
                            "POP_JUMP_IF_TRUE_NONE", "POP_JUMP_IF_TRUE_LIST"])

# superinstructions (PEP 659; made by quickening.make_pairs in tier-1 code
# and in each tier-2 block): the successive pairs of loads and stores that
# --stats counts most (docs/tier1.md)
superinstruction("LOAD_FAST", "LOAD_FAST", "-- first, second")
superinstruction("LOAD_FAST", "LOAD_CONST", "-- first, second")
superinstruction("LOAD_CONST", "LOAD_FAST", "-- first, second")
# (not one of CPython 3.11's: `x[k::-1]`, `f(1, 2)`, `range(0, n, 2)`;
# fannkuch's second most frequent pair, session 21)
superinstruction("LOAD_CONST", "LOAD_CONST", "-- first, second")
superinstruction("STORE_FAST", "LOAD_FAST", "value -- second")
superinstruction("STORE_FAST", "STORE_FAST", "second, first --")
# `return x` (tier 2's RETURN_LOCAL, for tier-1 code)
superinstruction("LOAD_FAST", "RETURN_VALUE", "--")
# `self.x`, `self.m(...)` and `self.x = v` (the LOAD_FAST of the owner,
# then the attribute access): both in one dispatch while the next slot is
# LOAD_ATTR_INSTANCE_VALUE (a hit of its cache), LOAD_ATTR_METHOD(_POLY)
# or STORE_ATTR_INSTANCE_*, else the plain load (tier-2 code fuses the
# load into the access itself: LOAD_ATTR_INSTANCE_LOCAL)
superinstruction("LOAD_FAST", "LOAD_ATTR", "-- value: *locals[oparg]",
                 fallback=True)
superinstruction("LOAD_FAST", "STORE_ATTR", "-- value: *locals[oparg]",
                 fallback=True)
# `f(..., x)`: the last argument's load and a call to Python code (CALL,
# its adaptive form, CALL_PY_*), else the plain load
superinstruction("LOAD_FAST", "CALL", "-- value: *locals[oparg]",
                 fallback=True)
# `a and b`, `a or b` as values (`COPY 1` then the jump, CPython 3.12's
# shape of 3.11's JUMP_IF_FALSE_OR_POP): while the next slot is a
# specialised form of the jump and oparg is 1, the jump tests the top in
# place and the copy is never made, and falling through it pops the top
# for the POP_TOP after the jump, skipped; else the plain COPY
# (richards: one dispatch in nine, session 24)
superinstruction("COPY", "POP_JUMP_IF_FALSE",
                 "bottom, top[oparg-1] -- bottom, top[oparg-1], copy: *bottom",
                 fallback=True)
superinstruction("COPY", "POP_JUMP_IF_TRUE",
                 "bottom, top[oparg-1] -- bottom, top[oparg-1], copy: *bottom",
                 fallback=True)


# --- tier 2: lazy basic block versioning (docs/tier2.md) ---
# A block ends in a test that sets the branch flag, a BB_BRANCH that
# generates the successor for the direction taken (record `oparg` of the
# code's tier-2 state) and a spare slot. Once both successors exist the
# test is rewritten into its resolved form: a jump to `oparg` when the
# test holds, else to the target kept in the spare BB_JUMP (never
# executed). Guards have two spares: resolved, the pass and fail targets
# sit there. BB_BRANCH stays for frames that ran the test before the
# rewrite (a test can re-enter the same code through __bool__ or next).
inst("BB_BRANCH", "--", arg="branch")
inst("BB_JUMP", "--", arg="t2_target")
inst("BB_JUMP_BACKWARD_LAZY", "--", arg="branch")
inst("BB_EXIT", "--", arg="t0_target")
# The truth tests ending a block (versioning: test; BB_BRANCH; two
# spares that hold the taken and not-taken targets once resolved). The
# value tested is popped or, loaded right before the test, read where it
# lives (TRUTH_TEST's src as the guarded operators' sources: 1 a local,
# 2 a constant, 3 a cell, 4 a module global, 5 an attribute of a local;
# 6 the top of the stack, kept: a `COPY 1` taken back; 0 the stack;
# operands.take_operand_load): `if x:`, `if tracing:` in one dispatch.
TRUTH_TEST = Layout("BB_TEST_POP_IF_*", ("src", 3), ("index", 10))
_ONE_LOCAL = TRUTH_TEST.src.put(1)
for _name, _item in [("FALSE", "cond"), ("TRUE", "cond"), ("NONE", "value"),
                     ("NOT_NONE", "value")]:
    inst("BB_TEST_POP_IF_" + _name, _item + "[!src] --", arg="truth_test",
         fields=TRUTH_TEST, replaces=[
             variant(0, ("POP_JUMP_IF_" + _name, 0)),
             variant(_ONE_LOCAL, ("LOAD_FAST", 0),
                     ("POP_JUMP_IF_" + _name, 0))])
for _name, _item in [("FALSE", "cond"), ("TRUE", "cond"), ("NONE", "value"),
                     ("NOT_NONE", "value")]:
    inst("BB_POP_JUMP_IF_" + _name, _item + "[!src] --", arg="truth_test",
         fields=TRUTH_TEST, replaces=[
             variant(0, ("POP_JUMP_IF_" + _name, 0)),
             variant(_ONE_LOCAL, ("LOAD_FAST", 0),
                     ("POP_JUMP_IF_" + _name, 0))])
# the truth of a raw int or raw float on top of the stack (`if n & 1:`,
# `while d:` on an unboxed result), read without a box; jump_if_true
# as POP_JUMP_IF_TRUE (else _FALSE), is_float: the raw double (NaN is
# true, as 0.0 and -0.0 are false)
RAW_TRUTH = Layout("BB_*RAW_TRUTH*", ("jump_if_true", 1), ("is_float", 1))
inst("BB_TEST_RAW_TRUTH", "cond --", arg="fields", fields=RAW_TRUTH)
inst("BB_RAW_TRUTH_JUMP", "cond --", arg="fields", fields=RAW_TRUTH)
inst("BB_TEST_ITER", "iter -- iter, next", jump="iter --")
inst("BB_TEST_ITER_RANGE", "iter: rangeiter -- iter, next: smallint",
     jump="iter --")
inst("BB_TEST_ITER_SEQ", "iter: seqiter -- iter, next", jump="iter --")
inst("BB_FOR_ITER", "iter -- iter, next", arg="t2_target", jump="iter --")
inst("BB_FOR_ITER_RANGE", "iter: rangeiter -- iter, next: smallint",
     arg="t2_target", jump="iter --")
inst("BB_FOR_ITER_SEQ", "iter: seqiter -- iter, next", arg="t2_target",
     jump="iter --")
# SEND in tier 2: when the receiver finishes (an await of a coroutine that
# returns without suspending, the common case), the code after the await
# loop is generated for it (record `oparg`) and BB_SEND becomes BB_SEND_JUMP
# to it; otherwise the YIELD_VALUE after it runs, as after SEND
inst("BB_SEND", "receiver, v -- receiver, retval", arg="branch",
     jump="receiver, v -- retval")
inst("BB_SEND_JUMP", "receiver, v -- receiver, retval", arg="t2_target",
     jump="receiver, v -- retval")
# type guards: oparg holds the type required of the top of the stack in
# bits 0-3 and of the item below it in bits 4-7 (0: not checked)
inst("BB_GUARD_TYPE", "--", arg="guard")
inst("BB_GUARD_TYPE_JUMP", "--", arg="guard")

# The raw and guarded operators' oparg (arg kinds raw_binop, raw_cmp,
# guarded_cmp, guarded_subscr; a raw unary operator's operand is its
# `left`): the generic instruction's oparg (`op`: BINARY_OP's operator;
# COMPARE_OP's, whose comparison is `cmp` in RAW_COMPARE), which operands
# stayed boxed (a raw form reads the others from raw_f or raw_i), which a
# guarded form checks, and where a result that cannot stay raw goes on
# (`record`: a complex power, a call's result; versioning.power_boxed).
# GUARDED_BINOP and COMPARE_BRANCH keep these bits at the same places
# (asserted below), so one reading of them serves every form.
RAW_OPERATOR = Layout(
    "*_RAW_FLOAT, *_RAW_INT, *_GUARDED", ("op", 8), ("boxed_left", 1),
    ("boxed_right", 1), ("check_left", 1), ("check_right", 1),
    ("record", 40))
RAW_COMPARE = Layout(
    "COMPARE_OP_RAW_*, COMPARE_OP_*_GUARDED", ("low", 4), ("cmp", 4),
    ("boxed_left", 1), ("boxed_right", 1), ("check_left", 1),
    ("check_right", 1))


def _same_bits(a, b, names):
    for name in names:
        fa, fb = getattr(a, name), getattr(b, name)
        assert (fa.shift, fa.width) == (fb.shift, fb.width), (a.name, name)


_OPERAND_BITS = ("boxed_left", "boxed_right", "check_left", "check_right")
_same_bits(RAW_OPERATOR, RAW_COMPARE, _OPERAND_BITS)

# The guarded binary operators' oparg (guard folding, below) as named
# fields, shared by the subscripts: the operator (or the container's
# type), which operands are read boxed and checked, the overflow record,
# and a source per operand: an operand loaded right before the operator
# may be read from where it lives (<x>_src 1: the local <x>, 2: the
# constant <x>, 3: the cell or free variable <x>, 4: the module global of
# code.t2.global_reads[<x>], 5: the attribute of a local of
# code.t2.attr_reads[<x>]; 0: the stack; operands.take_operand_loads;
# an operand read raw, its boxed_<x> bit 0, is a raw int local or
# constant), its load taken back: the operator reads it there, or pushes
# it itself first, so its checks and its side exit find the stack as it
# was. The type context is that of the operands pushed: the generator
# propagates the oparg without sources. `mix` (the float operators): a
# checked operand may also be a machine int, taken as its float, where
# tier 1 saw an int meet a float (not both ints: guard_folding.plan_mixed);
# (the int operators) a checked operand may be a bool, taken as its int
# (guard_folding.BOOLS_AS_INTS).
# `kept` (the subscripts of `c[i] op= v`, operands.take_kept_operands and
# take_store_swaps): the read pushes container and index, as the two
# COPYs after their loads would have left them, then the item; the store
# finds the value above container and index, where the two SWAPs before
# it would have moved it below them.
GUARDED_BINOP = Layout(
    "BINARY_OP_*_GUARDED", ("op", 8), ("boxed_left", 1), ("boxed_right", 1),
    ("check_left", 1), ("check_right", 1), ("mix", 1), ("kept", 1),
    ("record", 22), ("left_src", 3), ("left", 10), ("right_src", 3),
    ("right", 10))
_same_bits(GUARDED_BINOP, RAW_OPERATOR, ("op",) + _OPERAND_BITS)

# guard-free forms, emitted where the type context knows the operands
inst("BINARY_OP_ADD_FLOAT_REST", "left: float, right: float -- res: float",
     arg="binop")
inst("BINARY_OP_SUBTRACT_FLOAT_REST",
     "left: float, right: float -- res: float", arg="binop")
inst("BINARY_OP_MULTIPLY_FLOAT_REST",
     "left: float, right: float -- res: float", arg="binop")
inst("BINARY_OP_TRUE_DIVIDE_FLOAT_REST",
     "left: float, right: float -- res: float", arg="binop")
inst("BINARY_OP_ADD_INT_REST", "left: int, right: int -- res: int",
     arg="binop")
inst("BINARY_OP_SUBTRACT_INT_REST", "left: int, right: int -- res: int",
     arg="binop")
inst("BINARY_OP_MULTIPLY_INT_REST", "left: int, right: int -- res: int",
     arg="binop")
# the other int operators: & | ^ << >> % // (oparg says which)
inst("BINARY_OP_OTHER_INT_REST", "left: int, right: int -- res: int",
     arg="binop")
inst("COMPARE_OP_FLOAT_REST", "left: float, right: float -- res: bool",
     arg="cmp")
inst("COMPARE_OP_INT_REST", "left: int, right: int -- res: bool", arg="cmp")
# (their operands may be read where they live, GUARDED_BINOP's source
# fields: operands.take_subscript_sources)
inst("BINARY_SUBSCR_LIST_INT_REST",
     "container[!left_src]: list, sub[!right_src]: int -- res",
     arg="subscr_sources", fields=GUARDED_BINOP, replaces=[
         variant(0, ("BINARY_SUBSCR_LIST_INT", 0)),
         variant(GUARDED_BINOP.left_src.put(1) |
                 GUARDED_BINOP.right_src.put(1), ("LOAD_FAST", 0),
                 ("LOAD_FAST", 1), ("BINARY_SUBSCR_LIST_INT", 0))])
inst("BINARY_SUBSCR_TUPLE_INT_REST",
     "container[!left_src]: tuple, sub[!right_src]: int -- res",
     arg="subscr_sources", fields=GUARDED_BINOP)
inst("UNARY_NEGATIVE_FLOAT_REST", "value: float -- res: float")
# (oparg: record << 12 | the operator; the record's continuation takes a
# complex result: versioning.power_boxed)
inst("BINARY_OP_POWER_FLOAT_REST", "left: float, right: float -- res: float",
     arg="raw_binop")

# unboxing (issue 6): raw C doubles in the frame's raw_f array, at the same
# slot index as the object they stand for; the type context says which
# slots are raw. UNBOX/BOX take an absolute slot (local or stack).
inst("UNBOX_FLOAT", "--", arg="slot")
inst("BOX_FLOAT", "--", arg="slot")
inst("INT_TO_RAW_FLOAT", "--", arg="slot")   # int object -> raw double
inst("LOAD_FAST_RAW_FLOAT", "-- value: *locals[oparg]", arg="local")
# a raw local loaded for a use that needs an object (a call argument):
# boxed by the load itself (unboxing.needed_as_object)
inst("LOAD_FAST_BOX_FLOAT", "-- value: float", arg="local")
inst("LOAD_FAST_BOX_INT", "-- value: smallint", arg="local")
inst("STORE_FAST_RAW_FLOAT", "value --", arg="local",
     local="locals[oparg] = *value")
inst("LOAD_CONST_RAW_FLOAT", "-- value: rawfloat", arg="const")
inst("BINARY_OP_ADD_RAW_FLOAT",
     "left: rawfloat, right: rawfloat -- res: rawfloat", arg="raw_binop")
inst("BINARY_OP_SUBTRACT_RAW_FLOAT",
     "left: rawfloat, right: rawfloat -- res: rawfloat", arg="raw_binop")
inst("BINARY_OP_MULTIPLY_RAW_FLOAT",
     "left: rawfloat, right: rawfloat -- res: rawfloat", arg="raw_binop")
inst("BINARY_OP_TRUE_DIVIDE_RAW_FLOAT",
     "left: rawfloat, right: rawfloat -- res: rawfloat", arg="raw_binop")
inst("BINARY_OP_POWER_RAW_FLOAT",       # (with a record, as the REST form)
     "left: rawfloat, right: rawfloat -- res: rawfloat", arg="raw_binop")
inst("COMPARE_OP_RAW_FLOAT", "left: rawfloat, right: rawfloat -- res: bool",
     arg="raw_cmp")
inst("UNARY_NEGATIVE_RAW_FLOAT", "value: rawfloat -- res: rawfloat")
# raw machine ints in the frame's raw_i array; + - * and the other int
# operators check overflow: on overflow (or a shift out of range) the
# result is boxed and execution continues in a version where it is a
# boxed int (record oparg >> 2). Raw instructions read an operand from
# its object when oparg says it stayed boxed (bits 0-1 for the int
# operators, 256/512 for the others).
# SWAP in tier-2 code: swaps the raw slots too, so raw values stay raw
inst("SWAP_RAW", "bottom, middle[oparg-2], top -- top, middle[oparg-2], "
     "bottom", arg="count")
# COPY likewise (`x[i] += 1` with a raw index keeps it raw)
inst("COPY_RAW", "bottom, top[oparg-1] -- bottom, top[oparg-1], copy: "
     "*bottom", arg="count")
inst("UNBOX_INT", "--", arg="slot")
inst("BOX_INT", "--", arg="slot")
inst("RAW_INT_TO_RAW_FLOAT", "--", arg="slot")
inst("LOAD_FAST_RAW_INT", "-- value: *locals[oparg]", arg="local")
# a raw int local pushed as the double it converts to, for float
# arithmetic (`i * 0.25`; superinstructions.int_load_as_float)
inst("LOAD_FAST_RAW_INT_AS_FLOAT", "-- value: rawfloat", arg="local")
inst("STORE_FAST_RAW_INT", "value --", arg="local",
     local="locals[oparg] = *value")
inst("LOAD_CONST_RAW_INT", "-- value: rawint", arg="const")
inst("BINARY_OP_ADD_RAW_INT", "left: rawint, right: rawint -- res: rawint",
     arg="int_record")
inst("BINARY_OP_SUBTRACT_RAW_INT",
     "left: rawint, right: rawint -- res: rawint", arg="int_record")
inst("BINARY_OP_MULTIPLY_RAW_INT",
     "left: rawint, right: rawint -- res: rawint", arg="int_record")
inst("BINARY_OP_OTHER_RAW_INT", "left: rawint, right: rawint -- res: rawint",
     arg="int_record")
# Operands from where values live (interpreter/tier2/operands.py): any raw
# int operator (the four above) with each operand read from its slot, a
# raw int local, an immediate constant or the stack (raw, or a boxed small
# int), and its result pushed or written to a raw int local. It stands for
# `[LOAD_FAST_RAW_INT|LOAD_CONST_RAW_INT] [...] BINARY_OP_*_RAW_INT
# [STORE_FAST_RAW_INT]`: `x = x + i`, `i += 1`, `n - 1` are one dispatch.
# A source: <x>_stack (on the stack; then <x>_kind 1: a boxed int) or not
# (<x>_kind 0: the raw local <x>, 1: the immediate <x>, 2: the int constant
# consts[<x>], 3: the local <x> holding a small int object). On overflow
# the boxed result is pushed and execution goes on in the continuation of
# `record` (at the store, if the result went to a local).
RAW_INT_OPERANDS = Layout(
    "BINARY_OP_RAW_INT_OPERANDS", ("op", 4),
    ("left_stack", 1), ("left_kind", 2), ("left", 12, "signed"),
    ("right_stack", 1), ("right_kind", 2), ("right", 12, "signed"),
    ("push", 1), ("dest", 11), ("record", 16))
_F = RAW_INT_OPERANDS
inst("BINARY_OP_RAW_INT_OPERANDS",
     "left[left_stack], right[right_stack] -- res[push]: rawint",
     arg="fields", fields=RAW_INT_OPERANDS, replaces=[
         variant(_F.push.put(1), ("LOAD_FAST_RAW_INT", 0),
                 ("LOAD_CONST_RAW_INT", 0), ("BINARY_OP_ADD_RAW_INT", 0)),
         variant(0, ("LOAD_FAST_RAW_INT", 0), ("LOAD_FAST_RAW_INT", 1),
                 ("BINARY_OP_ADD_RAW_INT", 0), ("STORE_FAST_RAW_INT", 0)),
         variant(_F.left_stack.put(1) | _F.push.put(1),
                 ("LOAD_FAST_RAW_INT", 0), ("BINARY_OP_ADD_RAW_INT", 0)),
         variant(_F.left_stack.put(1) | _F.right_stack.put(1),
                 ("BINARY_OP_ADD_RAW_INT", 0), ("STORE_FAST_RAW_INT", 0))])
inst("COMPARE_OP_RAW_INT", "left: rawint, right: rawint -- res: bool",
     arg="raw_cmp")
# container[index] = value with a raw int index; the container and the
# index may be read where they live (GUARDED_BINOP's source fields, left
# the container, right the index: a raw int local or an int constant;
# operands.take_subscript_sources). With `kept` the stack is container,
# sub, value (the store of `c[i] op= v` without its two SWAPs). With
# `raw_value` the value is a raw int, stored as it is into int storage
# (`a[i] = a[i - 1] + a[i - 2]`: no box), boxed for anything else. With
# `value_const` (container and index from their sources too) the value is
# the constant `value` (`flags[j] = False`: its load not dispatched).
STORE_SUBSCR_RAW = Layout(
    "STORE_SUBSCR_RAW_INT", ("raw_value", 1), ("value_const", 1),
    ("unused", 6), ("boxed_left", 1), ("boxed_right", 1), ("check_left", 1),
    ("check_right", 1), ("mix", 1), ("kept", 1), ("value", 22),
    ("left_src", 3), ("left", 10), ("right_src", 3), ("right", 10))
_same_bits(STORE_SUBSCR_RAW, GUARDED_BINOP, [
    f.name for f in GUARDED_BINOP.fields if f.name not in ("op", "record")])
inst("STORE_SUBSCR_RAW_INT",
     "value[!value_const], container[!left_src], sub[!right_src]: rawint --",
     arg="subscr_sources", fields=STORE_SUBSCR_RAW, replaces=[
         variant(0, ("STORE_SUBSCR", 0)),
         variant(GUARDED_BINOP.left_src.put(1) |
                 GUARDED_BINOP.right_src.put(1), ("LOAD_FAST", 0),
                 ("LOAD_FAST_RAW_INT", 1), ("STORE_SUBSCR", 0)),
         variant(GUARDED_BINOP.left_src.put(1) |
                 GUARDED_BINOP.right_src.put(1) |
                 STORE_SUBSCR_RAW.value_const.put(1), ("LOAD_CONST", 0),
                 ("LOAD_FAST", 0), ("LOAD_FAST_RAW_INT", 1),
                 ("STORE_SUBSCR", 0))])
inst("BB_TEST_ITER_RANGE_RAW", "iter: rangeiter -- iter, next: rawint",
     jump="iter --")
inst("BB_FOR_ITER_RANGE_RAW", "iter: rangeiter -- iter, next: rawint",
     arg="t2_target", jump="iter --")
# `for x in lst` over a list in int (float) storage (tier 1's
# FOR_ITER_LIST saw one first): the next item pushed raw. Three edges:
# the item, the end (the jump), and, when the iterator's list is not in
# that storage (it left it in the loop; a tuple), the side exit in the
# slot after the test's BB_BRANCH and spare, to the generic
# BB_TEST_ITER_SEQ (versioning._emit_raw_list_iter)
inst("BB_TEST_ITER_INT_LIST", "iter: seqiter -- iter, next: rawint",
     jump="iter --")
inst("BB_FOR_ITER_INT_LIST", "iter: seqiter -- iter, next: rawint",
     arg="t2_target", jump="iter --")
inst("BB_TEST_ITER_FLOAT_LIST", "iter: seqiter -- iter, next: rawfloat",
     jump="iter --")
inst("BB_FOR_ITER_FLOAT_LIST", "iter: seqiter -- iter, next: rawfloat",
     arg="t2_target", jump="iter --")

# guard folding (interpreter/tier2/guard_folding.py): a guard and the guard-free
# form in one instruction. oparg: the operator (bits 0-7; for the
# subscript, the container's type), 256/512 the left/right operand is
# read from its object, 1024/2048 the left/right operand's type is checked.
# A failed check leaves the stack as it was and goes on to the next slot,
# the side exit (a BB_BRANCH generating the next rung of the ladder);
# a passing one skips it. The checked operands' trees are TYPE_SET by the
# generator.
# The binary operators' oparg as named fields (the bits above, declared
# with the guard-free forms, GUARDED_BINOP).
_G = "left[!left_src], right[!right_src] -- res: "
inst("BINARY_OP_RAW_FLOAT_GUARDED", _G + "rawfloat", arg="guarded_binop",
     fields=GUARDED_BINOP)
inst("BINARY_OP_INT_GUARDED", _G + "int", arg="guarded_binop",
     fields=GUARDED_BINOP)
# in code without unboxing: boxed floats in and out
inst("BINARY_OP_FLOAT_GUARDED", _G + "float", arg="guarded_binop",
     fields=GUARDED_BINOP)
# in loops: the result is a raw int; on overflow it is boxed and execution
# continues in the version of `record` (as BINARY_OP_*_RAW_INT)
inst("BINARY_OP_RAW_INT_GUARDED", _G + "rawint", arg="guarded_binop",
     fields=GUARDED_BINOP)
# a list or tuple indexed by a raw int, guard-free: its operands may be
# read where they live (the binary operators' source fields: the
# container a local, the index a raw int local or an int constant;
# operands.take_subscript_sources), without being pushed
# (`kept`: container and index pushed again below the item, for the
# store of `c[i] op= v`)
inst("BINARY_SUBSCR_SEQ_RAW_INT",
     "left[!left_src], right[!right_src]: rawint -- "
     "left[kept], right[kept]: rawint, res",
     arg="subscr_sources", fields=GUARDED_BINOP)
inst("COMPARE_OP_RAW_FLOAT_GUARDED", "left, right -- res: bool",
     arg="guarded_cmp")
inst("COMPARE_OP_INT_GUARDED", "left, right -- res: bool", arg="guarded_cmp")
# ints where one operand is a raw int: the others are read as machine ints
inst("COMPARE_OP_RAW_INT_GUARDED", "left, right -- res: bool",
     arg="guarded_cmp")
# the guarded subscript has the binary operators' fields (op: the
# sequence type, T_LIST or T_TUPLE; no record), operand sources included:
# `t[0]`, `a[i]` with a and i locals are one dispatch
inst("BINARY_SUBSCR_SEQ_INT_GUARDED",
     "left[!left_src], right[!right_src] -- left[kept], right[kept], res",
     arg="guarded_subscr", fields=GUARDED_BINOP)
# list storage strategies (interpreter/tier2/float_lists.py): a list with
# float storage indexed by an int (`boxed_index`, else a raw int) read as
# a raw double; anything else (another list, an index out of range)
# leaves the stack as it was and goes on to the side exit after it.
# FLOAT_LIST: the forms on the stack (`value_on_top`: the store of `c[i]
# op= v` finds container, sub, value, its two SWAPs fused);
# FLOAT_LIST_LOCAL: the forms whose container is the local `container`
# and whose index the raw int local or (`const_index`) the int constant
# `index`. `fused` tells them apart (the disassembler).
FLOAT_LIST = Layout(
    "BINARY_SUBSCR_FLOAT_LIST*, STORE_SUBSCR_RAW_FLOAT", ("unused", 9),
    ("boxed_index", 1), ("fused", 1), ("unused2", 1), ("value_on_top", 1))
FLOAT_LIST_LOCAL = Layout(
    "*_FLOAT_LIST_LOCAL*, STORE_SUBSCR_RAW_FLOAT_LOCAL", ("unused", 10),
    ("fused", 1), ("const_index", 1), ("container", 10), ("index", 40))
_same_bits(FLOAT_LIST, FLOAT_LIST_LOCAL, ("fused",))
inst("BINARY_SUBSCR_FLOAT_LIST", "container, sub -- res: rawfloat",
     arg="float_list", fields=FLOAT_LIST)
# the same read of a list with int storage, the item a raw int; the index
# boxed if GUARDED_BINOP's boxed_right, and the operands may be read where
# they live (its source fields: operands.take_subscript_sources; pushed
# first, so that the side exit finds them)
inst("BINARY_SUBSCR_INT_LIST",
     "container[!left_src], sub[!right_src] -- res: rawint",
     arg="subscr_sources", fields=GUARDED_BINOP)
# `COPY 2; COPY 2; BINARY_SUBSCR_FLOAT_LIST`, the read of `c[i] op= v`
# (float_lists.try_emit_read); a failed read has made the two copies
inst("BINARY_SUBSCR_FLOAT_LIST_KEEP",
     "container, sub -- container, sub, res: rawfloat", arg="float_list",
     fields=FLOAT_LIST, replaces=[("COPY", 2), ("COPY", 2), ("BINARY_SUBSCR_FLOAT_LIST", None)])
# container[sub] = a raw float: into float storage as it is, else boxed
# and stored by the generic path
inst("STORE_SUBSCR_RAW_FLOAT", "value: rawfloat, container, sub --",
     arg="float_list", fields=FLOAT_LIST)
# `x, y, z = pos` of a list with float storage and oparg items: the items
# pushed raw (the first on top, as UNPACK_SEQUENCE); anything else leaves
# the stack as it was and goes on to the side exit after it
inst("UNPACK_SEQUENCE_FLOAT_LIST", "seq -- values[oparg]: rawfloat",
     arg="count")
# the same into the locals that the STORE_FASTs after it name, which are
# not emitted (float_lists.try_emit_unpack): `x, y, z = pos` in one
# dispatch; anything else leaves the stack as it was and goes on to the
# side exit after it
# (the fields of both unpacks into locals: up to UNPACK_LOCALS_MAX)
UNPACK_TO_LOCALS = Layout(
    "UNPACK_SEQUENCE_*_LOCALS", ("count", 3), ("local0", 11),
    ("local1", 11), ("local2", 11), ("local3", 11), ("local4", 11))
UNPACK_LOCALS_MAX = 5


def unpack_locals_oparg(locals_):
    """The oparg of an unpack into these locals (the first item into the
    first)."""
    L = UNPACK_TO_LOCALS
    arg = L.count.put(len(locals_))
    for k in range(len(locals_)):
        arg |= locals_[k] << (L.local0.shift + k * L.local0.width)
    return arg


def unpack_local(oparg, k):
    """The k-th local of an unpack into locals."""
    L = UNPACK_TO_LOCALS
    return (oparg >> (L.local0.shift + k * L.local0.width)) & L.local0.mask


for _k in range(1, UNPACK_LOCALS_MAX):     # the locals' fields follow
    assert getattr(UNPACK_TO_LOCALS, "local%d" % _k).shift == \
        UNPACK_TO_LOCALS.local0.shift + _k * UNPACK_TO_LOCALS.local0.width
inst("UNPACK_SEQUENCE_FLOAT_LIST_LOCALS", "seq --", arg="fields",
     fields=UNPACK_TO_LOCALS, replaces=[
         variant(UNPACK_TO_LOCALS.count.put(n),
                 ("UNPACK_SEQUENCE_FLOAT_LIST", n),
                 *([("STORE_FAST_RAW_FLOAT", 0)] * n))
         for n in range(1, UNPACK_LOCALS_MAX + 1)])
# the same with their operands read from where they live (float_lists.
# fuse_operands, FLOAT_LIST_LOCAL); the loads are not emitted. A failed
# read pushes both, then the side exit.
inst("BINARY_SUBSCR_FLOAT_LIST_LOCAL", "-- res: rawfloat",
     arg="float_list", fields=FLOAT_LIST_LOCAL, replaces=[("LOAD_FAST", 0), ("LOAD_FAST_RAW_INT", 0),
                                 ("BINARY_SUBSCR_FLOAT_LIST", None)])
# the read of `c[i] op= v` with its operands where they live: the local
# container and the constant or raw int local index are pushed as their
# loads and the two COPYs would have left them (kept for the store after
# the operator), then the item raw; a failed read pushes both twice, as
# the copies would have, then the side exit (float_lists._fuse_kept)
inst("BINARY_SUBSCR_FLOAT_LIST_LOCAL_KEEP",
     "-- container, sub, res: rawfloat", arg="float_list",
     fields=FLOAT_LIST_LOCAL, replaces=[("LOAD_FAST", 0), ("LOAD_FAST_RAW_INT", 0), ("COPY", 2),
               ("COPY", 2), ("BINARY_SUBSCR_FLOAT_LIST", None)])
inst("STORE_SUBSCR_RAW_FLOAT_LOCAL", "value: rawfloat --", arg="float_list",
     fields=FLOAT_LIST_LOCAL, replaces=[("LOAD_FAST", 0), ("LOAD_FAST_RAW_INT", 0),
               ("STORE_SUBSCR_RAW_FLOAT", None)])
# `c[i] op= e` (op + - *) where e is pure raw float arithmetic (float_
# lists.try_begin_update): e is computed first, onto the stack, then this
# one slot reads the item, applies `op` (the in-place NB_* code) and
# stores: raw in a float-storage list, else the generic subscript,
# operator and store. CPython reads the item before e; e can neither
# raise nor be seen, so the order is not observable. `op`: the plain
# operator (NB_ADD...); the generic path applies the in-place one (op +
# NB_INPLACE), or (`assign`: `c[i] = c[i] op e`, float_lists.try_begin_
# assign) the plain one. The
# container and the index come from the stack, or (`fused`) from the
# local `container` and the raw int local `index` or (`const_index`) the
# int constant whose value `index` is, whose loads are not emitted.
# `boxed_index`: a stack index that is an object; `boxed_value`: e left
# boxed.
AUG_FLOAT_LIST = Layout(
    "STORE_SUBSCR_AUG_RAW_FLOAT", ("op", 4), ("assign", 1), ("fused", 1),
    ("const_index", 1), ("boxed_index", 1), ("boxed_value", 1),
    ("container", 10), ("index", 40, "signed"))
# (its parts: the same effect in the order it runs, e first; the fused
# variant's loads come after e, so its value is popped at the end)
inst("STORE_SUBSCR_AUG_RAW_FLOAT",
     "container[!fused], sub[!fused], value: rawfloat --",
     arg="float_update", fields=AUG_FLOAT_LIST, replaces=[
         variant(0, ("COPY", 3), ("COPY", 3),
                 ("BINARY_SUBSCR_FLOAT_LIST", 0), ("SWAP_RAW", 2),
                 ("BINARY_OP_ADD_RAW_FLOAT", 0), ("SWAP_RAW", 3),
                 ("SWAP_RAW", 2), ("STORE_SUBSCR_RAW_FLOAT", 0)),
         variant(AUG_FLOAT_LIST.fused.put(1), ("LOAD_FAST", 0),
                 ("LOAD_FAST_RAW_INT", 0), ("COPY", 2), ("COPY", 2),
                 ("BINARY_SUBSCR_FLOAT_LIST", 0), ("COPY_RAW", 4),
                 ("BINARY_OP_ADD_RAW_FLOAT", 0), ("SWAP_RAW", 3),
                 ("SWAP_RAW", 2), ("STORE_SUBSCR_RAW_FLOAT", 0),
                 ("POP_TOP", 0))])
# a comparison fused with the truth jump after it (versioning.py,
# _compare_and_branch); laid out as a guard: test, BB_BRANCH, two spares
# that hold the taken and not-taken targets once resolved. Its oparg:
# the operand kind (versioning.COMPARE_KIND: 0 int, 1 float, 2 raw int,
# 3 raw float), the jump's sense, the comparison, the guarded compares'
# boxed and checked bits at their places (256/512, 1024/2048), and a
# source per operand as the guarded operators' (0: the stack, else read
# where it lives: operands.take_operand_loads). A raw operand's source
# (boxed_<x> 0) is a raw local or a constant read raw, as its load
# would have pushed it. Both from their sources, the test reads them in
# place; else it pushes them first (its checks and its side exit see
# the stack the loads would have left).
COMPARE_BRANCH = Layout(
    "BB_TEST_COMPARE", ("kind", 2), ("jump_if_true", 1), ("unused", 1),
    ("cmp", 4), ("boxed_left", 1), ("boxed_right", 1), ("check_left", 1),
    ("check_right", 1), ("left_src", 3), ("left", 10), ("right_src", 3),
    ("right", 10))
_same_bits(COMPARE_BRANCH, RAW_COMPARE, ("cmp",) + _OPERAND_BITS)
_C = COMPARE_BRANCH
_BOTH_LOCALS = _C.left_src.put(1) | _C.right_src.put(1)
inst("BB_TEST_COMPARE", "left[!left_src], right[!right_src] --",
     arg="cmp_test", fields=COMPARE_BRANCH, replaces=[
         variant(0, ("COMPARE_OP", 0), ("BB_TEST_POP_IF_FALSE", 0)),
         variant(_BOTH_LOCALS, ("LOAD_FAST", 0), ("LOAD_FAST", 1),
                 ("COMPARE_OP", 0), ("BB_TEST_POP_IF_FALSE", 0))])
inst("BB_COMPARE_JUMP", "left[!left_src], right[!right_src] --",
     arg="cmp_test", fields=COMPARE_BRANCH, replaces=[
         variant(0, ("COMPARE_OP", 0), ("BB_POP_JUMP_IF_FALSE", 0)),
         variant(_BOTH_LOCALS, ("LOAD_FAST", 0), ("LOAD_FAST", 1),
                 ("COMPARE_OP", 0), ("BB_POP_JUMP_IF_FALSE", 0))])
# `x in s` feeding a truth jump (versioning._contains_and_branch), laid
# out as BB_TEST_COMPARE: `invert` for `not in` (CONTAINS_OP's oparg),
# the jump's sense, and the operands read from their locals
# (superinstructions.take_contains_operands): the container's, and the
# item's too
CONTAINS_TEST = Layout(
    "BB_TEST_CONTAINS, BB_CONTAINS_JUMP", ("invert", 1), ("unused", 1),
    ("jump_if_true", 1), ("container_local", 1), ("item_local", 1),
    ("unused2", 7), ("container", 10), ("item", 10))
# `c[i] op= v` in one slot (superinstructions.fuse_subscr_augmented): the
# operator, v the constant or (`operand_local`) the local `operand`, i a
# raw int (`index_raw`) or an object
AUG_SUBSCR = Layout(
    "SUBSCR_AUGMENTED", ("op", 8), ("operand_local", 1), ("index_raw", 1),
    ("unused", 2), ("operand", 40))
inst("SUBSCR_AUGMENTED", "container, sub --", arg="aug_subscr",
     fields=AUG_SUBSCR, replaces=[("COPY", 2), ("COPY", 2), ("BINARY_SUBSCR", 0),
               ("LOAD_FAST", 0), ("BINARY_OP", 0), ("SWAP", 3), ("SWAP", 2),
               ("STORE_SUBSCR", 0)])
inst("BB_TEST_CONTAINS", "item, container --", arg="contains_test",
     fields=CONTAINS_TEST, replaces=[("CONTAINS_OP", 0), ("BB_TEST_POP_IF_FALSE", 0)])
inst("BB_CONTAINS_JUMP", "item, container --", arg="contains_test",
     fields=CONTAINS_TEST, replaces=[("CONTAINS_OP", 0), ("BB_POP_JUMP_IF_FALSE", 0)])
# operand fusion (interpreter/tier2/superinstructions.py): a raw float
# operator (`op`) whose right operand is the raw local or the float
# constant `operand` (RAW_FLOAT_FUSED's fields, shared with the run below)
RAW_FLOAT_FUSED = Layout(
    "BINARY_OP_RAW_FLOAT_LOCAL, _CONST, _RUN", ("op", 4), ("operand", 19),
    ("const", 1), ("rest", 30))
inst("BINARY_OP_RAW_FLOAT_LOCAL", "left: rawfloat -- res: rawfloat",
     arg="fused_local", fields=RAW_FLOAT_FUSED,
     replaces=[("LOAD_FAST_RAW_FLOAT", 0), ("BINARY_OP_ADD_RAW_FLOAT", 0)])
inst("BINARY_OP_RAW_FLOAT_CONST", "left: rawfloat -- res: rawfloat",
     arg="fused_const", fields=RAW_FLOAT_FUSED,
     replaces=[("LOAD_CONST_RAW_FLOAT", 0), ("BINARY_OP_ADD_RAW_FLOAT", 0)])
# both operands from raw float locals, float constants or raw int locals
# (`dx * dx`, `z * 0.5`, `0.25 * i`), the result pushed: the operator in
# bits 0-3, the right operand's source in bits 8-19 and the left one's
# from bit 20 (superinstructions.SRC_*: kind << 10 | index); with bits
# 32- the result goes to a raw local instead (superinstructions.fuse_store)
_STORED = 1 << 32       # (superinstructions.DEST_SHIFT: local 0, stored)
inst("BINARY_OP_RAW_FLOAT_OPERANDS", "-- res[oparg!32]: rawfloat",
     arg="fused_operands", replaces=[
         variant(0, ("LOAD_FAST_RAW_FLOAT", 0), ("LOAD_CONST_RAW_FLOAT", 0),
                 ("BINARY_OP_ADD_RAW_FLOAT", 0)),
         variant(_STORED, ("LOAD_FAST_RAW_FLOAT", 0),
                 ("LOAD_FAST_RAW_FLOAT", 1), ("BINARY_OP_ADD_RAW_FLOAT", 0),
                 ("STORE_FAST_RAW_FLOAT", 0))])
# `x op (a op2 b)`: the stack top op (bits 4-7) such an OPERANDS result
inst("BINARY_OP_RAW_FLOAT_TERM",
     "left: rawfloat -- res[oparg!32]: rawfloat", arg="fused_operands",
     replaces=[
         variant(0, ("LOAD_FAST_RAW_FLOAT", 0), ("LOAD_FAST_RAW_FLOAT", 1),
                 ("BINARY_OP_ADD_RAW_FLOAT", 0),
                 ("BINARY_OP_ADD_RAW_FLOAT", 0)),
         variant(_STORED, ("LOAD_FAST_RAW_FLOAT", 0),
                 ("LOAD_FAST_RAW_FLOAT", 1), ("BINARY_OP_ADD_RAW_FLOAT", 0),
                 ("BINARY_OP_ADD_RAW_FLOAT", 0),
                 ("STORE_FAST_RAW_FLOAT", 0))])
# a run of fused + - * operators on one raw float (`z + z + ... + z`),
# evaluated in one dispatch with the value in a register: the operator,
# the local or (`const`) constant `operand`, and (`rest`) how many of the
# following slots belong to the run (each one a run member too, so a
# jump into the middle runs the rest)
inst("BINARY_OP_RAW_FLOAT_RUN", "left: rawfloat -- res: rawfloat",
     arg="fused_run", fields=RAW_FLOAT_FUSED, replaces=[("LOAD_FAST_RAW_FLOAT", 0),
                                ("BINARY_OP_ADD_RAW_FLOAT", 0)])
# a raw float + - * / on the stack (`op` and the boxed bits as in
# BINARY_OP_*_RAW_FLOAT: RAW_OPERATOR) stored straight into the raw local
# `local`
RAW_STORE = Layout(
    "BINARY_OP_RAW_FLOAT_STORE", ("op", 8), ("boxed_left", 1),
    ("boxed_right", 1), ("unused", 2), ("local", 40))
_same_bits(RAW_STORE, RAW_OPERATOR, ("op", "boxed_left", "boxed_right"))
inst("BINARY_OP_RAW_FLOAT_STORE", "left, right --", arg="fused_store",
     fields=RAW_STORE,
     replaces=[("BINARY_OP_ADD_RAW_FLOAT", 0), ("STORE_FAST_RAW_FLOAT", 0)])
# UNPACK_SEQUENCE (any form) and the STORE_FASTs after it (`a, b = pair`,
# `for k, v in items`), which are not emitted: a tuple or list of that
# length goes straight into the locals its fields name, anything else is
# unpacked as UNPACK_SEQUENCE does and stored from there
# (superinstructions.fuse_unpack)
inst("UNPACK_SEQUENCE_LOCALS", "seq --", arg="fields",
     fields=UNPACK_TO_LOCALS, replaces=[
         variant(UNPACK_TO_LOCALS.count.put(n), ("UNPACK_SEQUENCE", n),
                 *([("STORE_FAST", 0)] * n))
         for n in range(1, UNPACK_LOCALS_MAX + 1)])
# a guard-free int operator (`op`) whose right operand is the constant
# `right` (INT_FUSED's fields; superinstructions.fuse_int_constant)
INT_FUSED = Layout(
    "BINARY_OP_INT_CONST, _LOCAL_CONST, _LOCALS", ("op", 5), ("right", 11),
    ("left", 40))
inst("BINARY_OP_INT_CONST", "left: int -- res: int", arg="fused_int_const",
     fields=INT_FUSED,
     replaces=[("LOAD_CONST", 0), ("BINARY_OP_ADD_INT", 0)])
# the same with the left operand the int local `left` (`n - 1`)
inst("BINARY_OP_INT_LOCAL_CONST", "-- res: int", arg="fused_local_int_const",
     fields=INT_FUSED,
     replaces=[("LOAD_FAST", 0), ("LOAD_CONST", 0), ("BINARY_OP_ADD_INT", 0)])
# ... with the right operand the int local `right` (`row + c`)
inst("BINARY_OP_INT_LOCALS", "-- res: int", arg="fused_int_locals",
     fields=INT_FUSED,
     replaces=[("LOAD_FAST", 0), ("LOAD_FAST", 1), ("BINARY_OP_ADD_INT", 0)])
# the raw-int-indexed load, a local by a raw int local (both sources),
# heading the guarded + - * that takes the item as its right operand
# (`f * v[j]`, tier2_ops.subscript_float_op); made only with both
# sources, so it pops nothing
inst("BINARY_SUBSCR_LOCALS_FLOAT_OP",
     "left[!left_src], right[!right_src]: rawint -- res",
     arg="subscr_sources", fields=GUARDED_BINOP,
     heads=[("BINARY_SUBSCR_SEQ_RAW_INT", None),
            ("BINARY_OP_RAW_FLOAT_GUARDED", 0), ("BB_BRANCH", 0)])
# `LOAD_FAST oparg >> 16; LOAD_ATTR_INSTANCE_VALUE oparg & 0xffff` with the
# attribute's cache (interpreter/tier2/superinstructions.py)
inst("LOAD_ATTR_INSTANCE_LOCAL", "-- res", arg="attr_local",
     replaces=[("LOAD_FAST", 0), ("LOAD_ATTR_INSTANCE_VALUE", 0)])
inst("LOAD_ATTR_METHOD_LOCAL", "-- meth, self", arg="attr_local",
     replaces=[("LOAD_FAST", 0), ("LOAD_ATTR_METHOD", 1)])
# superinstructions of tier-2 blocks (quickening.make_pairs), the pairs
# --stats counts most on attribute-heavy code (go, raytrace: `a.x * b.x`,
# `x = o.a`, `o = ...; o.a`): both parts in one dispatch while the
# attribute is a hit of its slot's cache, else the first part alone (the
# next slot then runs on its own, its misses and errors its own)
superinstruction("LOAD_ATTR_INSTANCE_LOCAL", "LOAD_ATTR_INSTANCE_LOCAL",
                 "-- first, second")
superinstruction("LOAD_ATTR_INSTANCE_LOCAL", "STORE_FAST", "--")
superinstruction("STORE_FAST", "LOAD_ATTR_INSTANCE_LOCAL", "value -- second")
# a float expression's last operator and the float-list update that takes
# its value (`v1[0] -= dx * b2m`, `c[i] += a + b * t`): both in one
# dispatch while the update is in place (tier2_ops.float_update_in_place),
# else the update's slot runs on its own. Made where the expression pushes
# its value (no destination local) and the update reads container and
# index where they live (`fused`), so the pair pops what the operator does.
_PUSHES = (-(1 << 32), 0)
_FUSED_UPDATE = (AUG_FLOAT_LIST.fused.put(1), AUG_FLOAT_LIST.fused.put(1))
superinstruction("BINARY_OP_RAW_FLOAT_OPERANDS", "STORE_SUBSCR_AUG_RAW_FLOAT",
                 "--", first_arg=_PUSHES, second_arg=_FUSED_UPDATE)
superinstruction("BINARY_OP_RAW_FLOAT_TERM", "STORE_SUBSCR_AUG_RAW_FLOAT",
                 "left: rawfloat --", first_arg=_PUSHES,
                 second_arg=_FUSED_UPDATE)
# a power with a constant exponent (`d ** -1.5`, `x ** 2`): the exponent
# and the power in one dispatch (the power's record and errors its own)
superinstruction("LOAD_CONST_RAW_FLOAT", "BINARY_OP_POWER_RAW_FLOAT",
                 "left: rawfloat -- res: rawfloat")
# the same heading `<argument>; CALL_BUILTIN_METHOD 1` (interpreter/
# method_calls.py): while cached, the call in one dispatch
inst("LOAD_ATTR_METHOD_CALL", "-- meth, self", arg="attr_local",
     heads=[("LOAD_ATTR_METHOD_LOCAL", None), ("LOAD_FAST", 0),
            ("CALL_BUILTIN_METHOD", 1)])
# `LOAD_FAST x; COPY 1; LOAD_ATTR_INSTANCE_VALUE a` and `SWAP 2;
# STORE_ATTR_INSTANCE_VALUE a`, the two ends of `x.a += ...`
inst("LOAD_ATTR_INSTANCE_LOCAL_KEEP", "-- owner, res", arg="attr_local",
     replaces=[("LOAD_FAST", 0), ("COPY", 1),
               ("LOAD_ATTR_INSTANCE_VALUE", 0)])
inst("STORE_ATTR_INSTANCE_SWAPPED", "owner, value --", arg="name",
     replaces=[("SWAP", 2), ("STORE_ATTR_INSTANCE_VALUE", 0)])
# the KEEP of `x.a op= v`: the checked float operator (v read by it from
# where it lives, or pushed as a raw float by the slot(s) before it: a
# load, BINARY_OP_RAW_FLOAT_OPERANDS, a guarded + - * with both operands'
# sources and its exit), its side exit and STORE_ATTR_INSTANCE_SWAPPED
# right after it: while x.a is a cached float the whole update in one
# dispatch, else the plain KEEP (superinstructions.fuse_attribute_update)
inst("LOAD_ATTR_AUGMENT_FLOAT", "-- owner, res", arg="attr_local",
     heads=[("LOAD_ATTR_INSTANCE_LOCAL_KEEP", None),
            ("BINARY_OP_FLOAT_GUARDED", GUARDED_BINOP.right_src.put(1)),
            ("BB_BRANCH", 0), ("STORE_ATTR_INSTANCE_SWAPPED", 0)])
# the same for `x.a op= v` (+ - *) on machine ints, v read by the checked
# int operator where it lives (go's `self.ledges += 1`, `node.wins += 1`)
inst("LOAD_ATTR_AUGMENT_INT", "-- owner, res", arg="attr_local",
     heads=[("LOAD_ATTR_INSTANCE_LOCAL_KEEP", None),
            ("BINARY_OP_INT_GUARDED", GUARDED_BINOP.right_src.put(1)),
            ("BB_BRANCH", 0), ("STORE_ATTR_INSTANCE_SWAPPED", 0)])
# a float -> float builtin (oparg & 255: mod_math.RAW_UNARY) on a raw or
# boxed (256) float; the record oparg >> 12 continues where the callable
# was another object (interpreter/tier2/raw_calls.py)
# `LOAD_FAST oparg; RETURN_VALUE` (superinstructions.fuse_return_local)
inst("RETURN_LOCAL", "--", arg="local",
     replaces=[("LOAD_FAST", None), ("RETURN_VALUE", 0)])
inst("CALL_RAW_FLOAT_FUNC", "callable, null, arg -- res: rawfloat",
     arg="raw_call")
# a pure leaf function (straight-line int/float arithmetic) run at its call
# site as program oparg >> 4 of the code's tier-2 state, on oparg & 15
# arguments; the result raw (interpreter/tier2/pure_calls.py)
inst("CALL_PY_PURE_FLOAT", "callable, null, args[oparg&15] -- res: rawfloat",
     arg="pure_call")
inst("CALL_PY_PURE_INT", "callable, null, args[oparg&15] -- res: rawint",
     arg="pure_call")
# the LOAD_GLOBAL_MODULE (oparg & 0xffff) heading `f; arguments; CALL_PY_
# PURE_*` with every argument a local or a constant: while the global is
# still the function, the call in one dispatch (loads and call skipped)
inst("LOAD_GLOBAL_PURE_CALL", "-- value, null", arg="pure_head",
     heads=[("LOAD_GLOBAL_MODULE", 1), ("LOAD_FAST", 0),
            ("CALL_PY_PURE_FLOAT", 1)])
