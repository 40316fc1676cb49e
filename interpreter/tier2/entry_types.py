"""Callee versions keyed by argument types (issue 20: interprocedural
types; the paper's reach goal).

A function's tier-2 entry version is generated for an unknown context:
its parameters are guarded at their first typed use, and a float
parameter is unboxed there. When the caller's type context knows the
types of the arguments of a call, the callee can start in a version
generated for them instead (the types in its entry context), with no
guard on those parameters at all:

- when tier 2 copies a `CALL_PY_EXACT_ARGS`, `call_signature` packs what
  the caller's context knows of the explicit arguments (4 bits per
  argument, the argument count in the low 4 bits) into the copy's
  inline cache (`cache.index`; 0: nothing known);
- the call passes it to the callee's entry (inline_calls.enter), where
  `versioning.function_entry` looks up or generates the version for
  `entry_context(code, signature)`: the callee's entry context with
  those parameters typed. The version limit of the entry block applies
  as for any block: past it the closest fitting version (the generic
  entry fits everything).

The signature is sound because it is the caller's context: those values
passed its guards (or came from typed operations) in the same dispatch.
Explicit arguments are the callee's last parameters (an exact-argument
call fills `self`, if any, first). Code with cell variables is left out
(MAKE_CELL turns a parameter's slot into a cell)."""

from annotator_rules.types import (T_UNKNOWN, T_INT, T_SMALLINT, T_FLOAT,
                                   T_BOOL, T_STR, T_LIST, T_TUPLE, T_NONE,
                                   T_DICT, NUM_TYPES)

MAX_ARGS = 14           # 4 bits each above the count, in 60 bits

CARRIED = [False] * NUM_TYPES
for _t in [T_INT, T_SMALLINT, T_FLOAT, T_BOOL, T_STR, T_LIST, T_TUPLE,
           T_NONE, T_DICT]:
    CARRIED[_t] = True


def call_signature(ctx, nargs):
    """The signature of a call with nargs explicit arguments on top of
    ctx's stack (raw arguments already boxed), or 0 if none is known (or
    --no-entry-types)."""
    from interpreter.runtime.state import STATE
    if nargs <= 0 or nargs > MAX_ARGS or not STATE.entry_types:
        return 0
    sig = nargs
    known = False
    for j in range(nargs):
        t = ctx.type_of(ctx.sp - nargs + j)
        if CARRIED[t]:
            known = True
            sig |= t << (4 * (j + 1))
    return sig if known else 0


def applies(code, sig):
    """Whether code can start in a version keyed by sig."""
    nargs = sig & 15
    return sig != 0 and len(code.co_cellvars) == 0 and \
        code.exact_argcount >= nargs


def entry_context(ctx, code, sig):
    """ctx (the callee's unknown entry context) with the parameters that
    take the explicit arguments typed by sig."""
    nargs = sig & 15
    first = code.exact_argcount - nargs
    for j in range(nargs):
        t = (sig >> (4 * (j + 1))) & 15
        if t != T_UNKNOWN:
            ctx.overwrite_fresh(first + j, t)
    return ctx


def describe(sig):
    """`(float, ?, int)` for --dis and the tests."""
    from annotator_rules.types import TYPE_NAMES
    nargs = sig & 15
    parts = []
    for j in range(nargs):
        parts.append(TYPE_NAMES[(sig >> (4 * (j + 1))) & 15])
    return "(" + ", ".join(parts) + ")"
