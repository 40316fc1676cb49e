"""Instruction declarations: the single source of truth for opcode names,
arguments, stack effects and (for tier 2) type rules."""
