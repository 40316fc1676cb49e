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
             "fused_run", "fused_store", "fused_raw_local", "contains_test",
             "aug_subscr", "locals_subscr",
             "fused_operands", "pure_call", "pure_head",
             "fused_int_locals", "float_list", "fields")


class Instruction(object):
    def __init__(self, name, effect, arg, jump, family, local, fields):
        assert arg in ARG_KINDS, arg
        assert (arg == "fields") == (fields is not None), name
        self.name = name
        self.opcode = -1
        self.effect_text = effect
        self.jump_text = jump
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


def inst(name, effect, arg="none", jump=None, family=None, local=None,
         fields=None, replaces=None):
    """Declares an instruction; `fields`: the Layout of its oparg (then
    arg="fields"); `replaces`: for a fused form, the instructions it
    stands for, as (name, oparg) pairs (oparg None: the form's own), whose
    composed stack effect must be the form's (checked here)."""
    instr = Instruction(name, effect, arg, jump, family, local, fields)
    if replaces is not None:
        _check_fused(instr, replaces)
    instr.replaces = replaces
    TABLE.add(instr)


def _check_fused(instr, replaces, oparg=0):
    """The items the sequence `replaces` pops below its start and pushes
    in the end must be what the fused form declares."""
    depth = 0
    below = 0
    for name, arg in replaces:
        part = TABLE.by_name[name]
        if arg is None:
            arg = oparg
        depth -= part.n_inputs(arg)
        below = max(below, -depth)
        depth += part.stack_effect(arg, False) + part.n_inputs(arg)
    n_in = instr.n_inputs(oparg)
    n_out = instr.stack_effect(oparg, False) + n_in
    assert (n_in, n_out) == (below, below + depth), \
        "%s: declared %d -- %d, its parts %d -- %d" % (
            instr.name, n_in, n_out, below, below + depth)
