"""Dead locals at block entries (docs/tier2.md, "Dead locals").

A local is dead at a tier-0 instruction when every path from there writes
it before reading it. What the type context knows of a dead local tells
the code generated for that block nothing, yet two contexts that differ
only there get two versions of the block: a loop whose body assigns a
variable before reading it (`for j, x in enumerate(u)`, `y = f(x)`)
versions its head by the type the variable had at the end of the last
iteration, and past the version limit a context that fits none of them
(spectral_norm's `u` turning from ints to floats) was boxed and
generalised every iteration. So a version's entry context forgets the
types of its dead locals (`forget_dead`), before it is looked up or
generated.

Only what the generator knows is dropped: a dead boxed local keeps its
object in its slot, so nothing changes at run time and an imprecise
liveness could only cost a guard. A dead raw local keeps its type: its
value is in the raw arrays, and the raw map (unboxing.py) is what boxes
it for an exception or a frame's locals."""

from annotator_rules import opcodes as op
from annotator_rules.opcodes import INSTRUCTIONS
from annotator_rules.types import T_UNKNOWN, T_RAWFLOAT, T_RAWINT

# live sets are one machine word of bits per instruction; code with more
# locals is not analysed (every local counts as live)
MAX_LOCALS = 62


def compute(code):
    """The live-in set of each tier-0 instruction (bit k: local k may be
    read before it is written on some path from there, exception handlers
    included), or None when the code is not analysed. Read from the
    instructions as assembled (code.tier0_code): the tier-1 forms in the
    instruction space pack their arguments differently."""
    instrs = code.tier0_code
    n = code.n_tier0
    nlocals = code.co_nlocals
    if instrs is None or nlocals == 0 or nlocals > MAX_LOCALS:
        return None
    always = 0
    for j in code.cell2arg:     # an argument copied into its cell
        if j >= 0:
            always |= 1 << j
    use = [0] * n
    kill = [0] * n
    target = [-1] * n
    handler = [-1] * n      # (the first entry covering i: find_handler's)
    for k in range(len(code.exception_table) - 1, -1, -1):
        entry = code.exception_table[k]
        for i in range(max(entry.start, 0), min(entry.end, n)):
            handler[i] = entry.target
    falls = [True] * n
    for i in range(n):
        opcode = instrs[2 * i]
        oparg = instrs[2 * i + 1]
        kind = INSTRUCTIONS[opcode].arg
        if kind == "local" and 0 <= oparg < nlocals:
            if opcode == op.STORE_FAST:
                kill[i] = 1 << oparg
            else:       # a load, a delete (unbound raises), a cell's
                use[i] = 1 << oparg
        if kind == "jump_fwd":
            target[i] = i + 1 + oparg
        elif kind == "jump_back":
            target[i] = i + 1 - oparg
        falls[i] = not op.ends_flow(opcode)
    live = [always] * n
    changed = True
    while changed:
        changed = False
        for i in range(n - 1, -1, -1):
            out = 0
            if falls[i] and i + 1 < n:
                out |= live[i + 1]
            t = target[i]
            if 0 <= t < n:
                out |= live[t]
            h = handler[i]
            if 0 <= h < n:
                out |= live[h]
            new = use[i] | (out & ~kill[i]) | always
            if new != live[i]:
                live[i] = new
                changed = True
    return live


def forget_dead(code, t0pc, ctx):
    """The entry context ctx of a version at t0pc forgets the types (and
    aliases) of the boxed locals dead there."""
    live = code.t2.live
    if live is None or not 0 <= t0pc < len(live):
        return
    bits = live[t0pc]
    for k in range(ctx.nlocals):
        if (bits >> k) & 1:
            continue
        t = ctx.type_of(k)
        if t == T_RAWFLOAT or t == T_RAWINT:
            continue
        ctx.overwrite_fresh(k, T_UNKNOWN)
