"""The instruction table: one Instruction per opcode, in declaration order.

Everything else derives from it at import time: opcode numbers (as
attributes of `annotator_rules.opcodes`), names for the disassembler, the
stack effects the compiler uses for stack depth, and the argument kinds.
"""

from annotator_rules.notation import parse_effect
from annotator_rules.typerules import build_rule

# how the disassembler reads an oparg
ARG_KINDS = ("none", "const", "local", "name", "global", "attr", "binop",
             "cmp", "invert", "count", "jump_fwd", "jump_back", "flags",
             "format", "branch", "t2_target", "t0_target", "guard",
             "slot", "int_record", "raw_binop", "raw_cmp", "guarded_binop",
             "guarded_cmp", "guarded_subscr", "cmp_test", "fused_local",
             "fused_const", "fused_int_const",
             "fused_local_int_const", "raw_call", "attr_local",
             "fused_run", "fused_store", "contains_test",
             "aug_subscr",
             "fused_operands", "pure_call", "pure_head",
             "fused_int_locals", "float_list", "fields", "subscr_sources",
             "truth_test", "float_update")


class Instruction(object):
    def __init__(self, name, effect, arg, jump, family, local, fields,
                 ends_flow=False):
        assert arg in ARG_KINDS, arg
        # (an arg kind of its own may have fields too: the stack effect
        # names them, the disassembler has its own text)
        assert arg != "fields" or fields is not None, name
        self.name = name
        self.opcode = -1
        self.effect_text = effect
        self.jump_text = jump
        # control never falls through to the next instruction (a return,
        # a raise, an unconditional jump): the compiler's stack depths
        # and tier 2's liveness follow only the jump or the handler
        self.ends_flow = ends_flow
        self.fields = fields        # an annotator_rules.fields.Layout
        self.inputs, self.outputs = parse_effect(effect, fields)
        if jump is None:
            self.jump_inputs, self.jump_outputs = self.inputs, self.outputs
        else:
            self.jump_inputs, self.jump_outputs = parse_effect(jump)
        self.arg = arg
        self.family = family
        self.local = local
        self.rule = build_rule(name, self.inputs, self.outputs, local)
        self.replaces = None    # a fused form's parts (inst's `replaces`)
        self.heads = None       # ... or the parts it heads (`heads`)
        self.pair = None        # a superinstruction's two parts (names)
        self.pair_fallback = False  # ... the second a family (fallback)
        # ... made where first's oparg & [0] == [1], second's & [2] == [3]
        self.pair_args = (0, 0, 0, 0)

    def stack_effect(self, oparg, jump):
        if jump:
            ins, outs = self.jump_inputs, self.jump_outputs
        else:
            ins, outs = self.inputs, self.outputs
        n = 0
        for item in outs:
            n += item.count.eval(oparg)
        for item in ins:
            n -= item.count.eval(oparg)
        return n

    def n_inputs(self, oparg):
        """How many stack items the fall-through path pops."""
        n = 0
        for item in self.inputs:
            n += item.count.eval(oparg)
        return n


class Table(object):
    def __init__(self):
        self.instructions = []
        self.by_name = {}

    def add(self, instr):
        assert instr.name not in self.by_name, instr.name
        instr.opcode = len(self.instructions)
        self.instructions.append(instr)
        self.by_name[instr.name] = instr


TABLE = Table()


class Variant(object):
    """One shape of a fused form whose stack effect depends on its oparg
    (an operand from the stack or a local, a result pushed or stored):
    the form with `oparg` stands for `parts`."""

    def __init__(self, oparg, parts):
        self.oparg = oparg
        self.parts = parts


def variant(oparg, *parts):
    return Variant(oparg, list(parts))


def inst(name, effect, arg="none", jump=None, family=None, local=None,
         fields=None, replaces=None, heads=None, ends_flow=False):
    """Declares an instruction; `fields`: the Layout of its oparg (then
    arg="fields").

    A fused form says what it stands for, as (name, oparg) pairs (oparg
    None: the form's own). `replaces`: the parts one slot does; their
    composed stack effect must be the form's (checked here, at oparg 0,
    or at each `variant(oparg, parts...)` given). `heads`: a form that is
    the first of its parts, the rest staying in the code after it as its
    fallback; its fast path does all of them and skips the rest (it reads
    those slots at run time: the issue-20 shape to be replaced by operands
    from where values live). Its declared effect must be its first
    part's, the fallback."""
    instr = Instruction(name, effect, arg, jump, family, local, fields,
                        ends_flow)
    if replaces is not None:
        check_fused(instr, replaces)
    instr.replaces = replaces
    TABLE.add(instr)
    if heads is not None:
        declare_heads(instr, heads)


def declare_heads(instr, heads):
    """instr heads the parts `heads` (see inst); a specialised form made
    by a family declares it after the family."""
    check_head(instr, heads)
    instr.heads = heads


def _composed(parts, oparg):
    """(items popped below the start, items pushed at the end) of the
    sequence `parts`, each (name, oparg or None for `oparg`)."""
    depth = 0
    below = 0
    for name, arg in parts:
        part = TABLE.by_name[name]
        if arg is None:
            arg = oparg
        depth -= part.n_inputs(arg)
        below = max(below, -depth)
        depth += part.stack_effect(arg, False) + part.n_inputs(arg)
    return below, below + depth


def _effect(instr, oparg):
    n_in = instr.n_inputs(oparg)
    return n_in, instr.stack_effect(oparg, False) + n_in


def check_fused(instr, replaces):
    """The items the parts pop below their start and push in the end must
    be what the fused form declares, for each variant."""
    if replaces and isinstance(replaces[0], Variant):
        for v in replaces:
            _check_parts(instr, v.parts, v.oparg)
    else:
        _check_parts(instr, replaces, 0)


def _check_parts(instr, parts, oparg):
    got = _composed(parts, oparg)
    want = _effect(instr, oparg)
    assert want == got, "%s: declared %d -- %d, its parts %d -- %d" % (
        instr.name, want[0], want[1], got[0], got[1])


def check_head(instr, heads):
    """A head's declared effect is its first part's (its fallback); the
    parts must compose (names known, operands present)."""
    _check_parts(instr, heads[:1], 0)
    _composed(heads, 0)


def superinstruction(first, second, effect, fallback=False, first_arg=None,
                     second_arg=None):
    """Declares FIRST__SECOND (PEP 659's superinstructions, as CPython
    3.11's): the instruction `first` whose slot is followed by `second`
    does both in one dispatch, reading the second's oparg from the next
    slot and skipping it. That slot stays what it was, so a jump to it
    runs it alone, and its own errors are reported from there. Only
    instructions that are never quickened again take part (loads and
    stores of locals and constants), so the next slot cannot change under
    it. It is a member of `first`'s family: whatever reads quickened code
    by family (tier 2's generator, pure_calls) sees `first`. Its stack
    effect is the two parts' composed (checked).

    `first_arg`, `second_arg`: (mask, value): the pair is made only where
    that part's oparg & mask == value (a part whose stack effect depends
    on its oparg: the declared effect is checked with `value`).

    `fallback`: `second` is a family that tier 1 specialises; the pair is
    made with any form of it in the next slot and does both parts only
    while that slot holds the specialised form the pair knows (read at
    run time), else only `first`. Its declared effect is then `first`'s,
    as a head's (`heads`)."""
    a = TABLE.by_name[first]
    name = first + "__" + second
    inst(name, effect, arg=a.arg, family=first)
    instr = TABLE.by_name[name]
    first_arg = first_arg or (0, 0)
    second_arg = second_arg or (0, 0)
    parts = [(first, None), (second, second_arg[1])]
    if fallback:
        declare_heads(instr, parts)
    else:
        _check_parts(instr, parts, first_arg[1])
    instr.pair = (first, second)
    instr.pair_fallback = fallback
    instr.pair_args = first_arg + second_arg
