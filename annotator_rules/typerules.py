"""Type rules, read off the same declarations as the stack effects.

In an effect like `left: float, right: float -- res: float` the type after
an output's colon says what the type context learns (docs/tier2.md):

    res: float            a fresh value of a known type (TYPE_OVERWRITE
                          with a new root)
    value: *locals[oparg] an alias of local oparg (joins its tree)
    copy: *bottom         an alias of the input named `bottom`
    value: consts[oparg]  the type of constant oparg
    res                   (no type) a fresh value of unknown type

An output with the name of the input at the same stack position passes
through untouched (`iter -- iter, next`). Types after an input's colon
are what a guard-free form requires of its operands. `local=` declares an
effect on a local: `locals[oparg] = *value` (an alias of input `value`)
or `locals[oparg] = ?` (unknown). Instructions whose effect depends on the
branch taken (jumps, FOR_ITER, guards, SWAP) are propagated by hand in
interpreter/tier2/typeprop.py; the rule here is their fall-through effect.

Everything here is built at import time; RuleItem and TypeRule are
prebuilt constants for the translated propagator."""

from annotator_rules.types import type_by_name, T_UNKNOWN

K_FRESH = 0          # a new root of `type`
K_PASS = 1           # unchanged (same name, same position)
K_ALIAS_INPUT = 2    # alias of input item `src`
K_ALIAS_LOCAL = 3    # alias of local oparg
K_CONST = 4          # type of consts[oparg]

L_NONE = 0           # no effect on locals
L_ALIAS = 1          # locals[oparg] = *input `src`
L_UNKNOWN = 2        # locals[oparg] = ?


class RuleItem(object):
    _immutable_ = True

    def __init__(self, count, kind, type, src, offset_items):
        self.count = count
        self.kind = kind
        self.type = type
        self.src = src
        # the items before this one in its list (for the stack offset)
        self.offset_items = offset_items


class TypeRule(object):
    _immutable_ = True

    def __init__(self, ins, outs, local_kind, local_src):
        self.ins = ins
        self.outs = outs
        self.local_kind = local_kind
        self.local_src = local_src


def _input_index(inputs, name):
    for i in range(len(inputs)):
        if inputs[i].name == name:
            return i
    return -1


def _same_offset(inputs, outputs, i_in, i_out):
    """Whether input i_in and output i_out surely sit at the same stack
    position: the items before them have the same names and counts."""
    if i_in != i_out:
        return False
    for k in range(i_in):
        a, b = inputs[k], outputs[k]
        if a.name != b.name or repr(a.count) != repr(b.count):
            return False
    return True


def build_rule(name, inputs, outputs, local):
    ins = []
    for i in range(len(inputs)):
        item = inputs[i]
        t = type_by_name(item.type) if item.type else T_UNKNOWN
        ins.append(RuleItem(item.count, K_FRESH, t, -1, []))
    outs = []
    for i in range(len(outputs)):
        item = outputs[i]
        kind, t, src = K_FRESH, T_UNKNOWN, -1
        text = item.type
        if text is None:
            src = _input_index(inputs, item.name)
            if src >= 0:
                if _same_offset(inputs, outputs, src, i):
                    kind = K_PASS
                else:
                    kind = K_ALIAS_INPUT
        elif text == "*locals[oparg]":
            kind = K_ALIAS_LOCAL
        elif text.startswith("*"):
            kind = K_ALIAS_INPUT
            src = _input_index(inputs, text[1:])
            assert src >= 0, (name, text)
        elif text == "consts[oparg]":
            kind = K_CONST
        else:
            t = type_by_name(text)
        outs.append(RuleItem(item.count, kind, t, src, []))
    for items in (ins, outs):
        for i in range(len(items)):
            items[i].offset_items = items[:i]
    local_kind, local_src = L_NONE, -1
    if local is not None:
        left, right = [s.strip() for s in local.split("=")]
        assert left == "locals[oparg]", (name, local)
        if right == "?":
            local_kind = L_UNKNOWN
        else:
            assert right.startswith("*"), (name, local)
            local_kind = L_ALIAS
            local_src = _input_index(inputs, right[1:])
            assert local_src >= 0, (name, local)
    return TypeRule(ins, outs, local_kind, local_src)
