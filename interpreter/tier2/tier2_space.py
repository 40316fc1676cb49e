"""The tier-2 instruction space: instructions appended after a code
object's tier-0 instructions, each with the tier-0 instruction it stands
for (tracebacks, line numbers, exception table), an inline-cache slot and
its entry in the raw map (interpreter/tier2/unboxing.py)."""


def emit(code, opcode, oparg, t0pc):
    code.co_code.append(opcode)
    code.co_code.append(oparg)
    code.t2_origin.append(t0pc)
    code.caches.append(None)
    code.t2.raw_at.append(code.t2.cur_raw)
    return len(code.t2_origin) - 1 + code.n_tier0


def unemit(code):
    """Takes back the slot emitted last."""
    code.co_code.pop()
    code.co_code.pop()
    code.t2_origin.pop()
    code.caches.pop()
    code.t2.raw_at.pop()


def last_slot(code):
    """The slot emitted last."""
    return code.n_tier0 + len(code.t2_origin) - 1
