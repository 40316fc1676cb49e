"""Opcode numbers, one module attribute per instruction (LOAD_FAST, ...),
derived from the declarations in instructions.py."""

from annotator_rules.table import TABLE
import annotator_rules.instructions  # noqa: F401  (fills TABLE)

INSTRUCTIONS = TABLE.instructions
OPNAMES = [instr.name for instr in INSTRUCTIONS]
NUM_OPCODES = len(INSTRUCTIONS)
# declared with `ends_flow=True`: no fall-through to the next instruction
ENDS_FLOW = [instr.ends_flow for instr in INSTRUCTIONS]
OPCODE_BY_NAME = dict((instr.name, instr.opcode) for instr in INSTRUCTIONS)

for _instr in INSTRUCTIONS:
    globals()[_instr.name] = _instr.opcode
del _instr


def stack_effect(opcode, oparg, jump):
    return INSTRUCTIONS[opcode].stack_effect(oparg, jump)


def n_inputs(opcode, oparg):
    return INSTRUCTIONS[opcode].n_inputs(oparg)


def is_jump(opcode):
    kind = INSTRUCTIONS[opcode].arg
    return kind == "jump_fwd" or kind == "jump_back"


def ends_flow(opcode):
    return ENDS_FLOW[opcode]
