"""The type propagator, derived from the declarations in annotator_rules/:
each instruction's TypeRule says what its outputs are (fresh of a type,
an alias of an input or a local, a constant's type, passed through) and
what it does to a local. Instructions whose effect depends on the branch
taken are propagated by their callers in tier2.py (see `pop`/`push` and
TypeContext.type_set / swap)."""

from annotator_rules.opcodes import INSTRUCTIONS
from annotator_rules import typerules as R
from annotator_rules.types import (T_UNKNOWN, T_INT, T_FLOAT, T_BOOL, T_STR,
                                   T_TUPLE, T_NONE, T_SMALLINT, T_LIST)
from objspace.intobject import W_Bool, W_Int, W_AbstractInt
from objspace.floatobject import W_Float
from objspace.strobject import W_Str
from objspace.tupleobject import W_Tuple
from objspace.listobject import W_List
from objspace.noneobject import W_NoneObject

RULES = [instr.rule for instr in INSTRUCTIONS]


def type_of_object(w_obj):
    if isinstance(w_obj, W_Bool):
        return T_BOOL
    if isinstance(w_obj, W_Int):
        return T_SMALLINT
    if isinstance(w_obj, W_AbstractInt):
        return T_INT
    if isinstance(w_obj, W_Float):
        return T_FLOAT
    if isinstance(w_obj, W_Str):
        return T_STR
    if isinstance(w_obj, W_Tuple):
        return T_TUPLE
    if isinstance(w_obj, W_List):
        return T_LIST
    if isinstance(w_obj, W_NoneObject):
        return T_NONE
    return T_UNKNOWN


def total_count(items, oparg):
    n = 0
    for item in items:
        n += item.count.eval(oparg)
    return n


def _offset(item, oparg):
    return total_count(item.offset_items, oparg)


def propagate(ctx, opcode, oparg, consts_w):
    """Applies the fall-through effect of `opcode oparg` to ctx."""
    rule = RULES[opcode]
    n_in = total_count(rule.ins, oparg)
    n_out = total_count(rule.outs, oparg)
    base = ctx.sp - n_in
    assert base >= ctx.base
    top = base + max(n_in, n_out)
    if rule.local_kind == R.L_ALIAS:
        src = rule.ins[rule.local_src]
        ctx.overwrite(oparg, base + _offset(src, oparg))
    elif rule.local_kind == R.L_UNKNOWN:
        ctx.overwrite_fresh(oparg, T_UNKNOWN)
    # where each moved output comes from: a surviving member of its
    # source's tree (outside the slots rewritten here), else only its type
    n_plan = 0
    plan_dst = [0] * n_out
    plan_src = [0] * n_out
    plan_type = [0] * n_out
    passed = [False] * (top - base)
    for item in rule.outs:
        off = _offset(item, oparg)
        for k in range(item.count.eval(oparg)):
            dst = base + off + k
            kind = item.kind
            src = -1
            t = item.type
            if kind == R.K_PASS:
                passed[dst - base] = True
                continue
            if kind == R.K_ALIAS_INPUT:
                src = base + _offset(rule.ins[item.src], oparg) + k
            elif kind == R.K_ALIAS_LOCAL:
                src = oparg
            elif kind == R.K_CONST:
                t = type_of_object(consts_w[oparg])
            if src >= 0:
                t = ctx.type_of(src)
                src = _survivor(ctx, src, base, top)
            plan_dst[n_plan] = dst
            plan_src[n_plan] = src
            plan_type[n_plan] = t
            n_plan += 1
    for i in range(top - 1, base - 1, -1):
        if not passed[i - base]:
            ctx.overwrite_fresh(i, T_UNKNOWN)
    for k in range(n_plan):
        if plan_src[k] >= 0:
            ctx.overwrite(plan_dst[k], plan_src[k])
        else:
            ctx.overwrite_fresh(plan_dst[k], plan_type[k])
    ctx.sp = base + n_out


def _survivor(ctx, src, lo, hi):
    """A slot of src's tree outside [lo, hi), or -1."""
    if src < lo or src >= hi:
        return src
    r = ctx.root(src)
    for j in range(len(ctx.parent)):
        if (j < lo or j >= hi) and ctx.root(j) == r and j < ctx.sp:
            return j
    return -1
