"""Showing tier-2 code: every block version with its entry type context
(--dis-after, --dis --tier 2) and a Graphviz graph of the versions and
their branches (--dump-bbs FILE)."""

import os

from interpreter.runtime.dis import format_instruction
from interpreter.tier2.tier2_stats import T2STATS
from interpreter.tier2 import versioning


def dis_tier2(code):
    t2 = code.t2
    pieces = ["\nTier 2 (%s): %d block versions\n" % (code.co_name,
                                                     len(t2.blocks))]
    for v in t2.blocks:
        what = "block at %d" % (2 * v.t0pc)
        if v.rung > 0:
            what += ", guard ladder rung %d" % v.rung
        pieces.append("\n  version @%d (%s)\n    %s\n" % (
            2 * v.start, what, v.ctx.format()))
        for i in range(v.start, v.end):
            pieces.append("  " + format_instruction(code, i, False))
            _show_pure(code, i, pieces)
    return "".join(pieces)


def _show_pure(code, i, pieces):
    """Under a CALL_PY_PURE_*, its program (pure_calls.py)."""
    from annotator_rules import opcodes as op
    from interpreter.tier2.pure_calls import listing
    opcode = code.co_code[2 * i]
    if opcode == op.CALL_PY_PURE_FLOAT or opcode == op.CALL_PY_PURE_INT:
        prog = code.t2.pure[code.co_code[2 * i + 1] >> 4]
        for line in listing(prog):
            pieces.append(" " * 44 + line + "\n")
        pieces.append(" " * 44 + "result %s%d\n" % (
            "f" if prog.result_float else "i", prog.result))


def _node(code, v):
    return '"%s@%d"' % (code.co_name, 2 * v.start)


def _version_at(code, start):
    for v in code.t2.blocks:
        if v.start == start:
            return v
    return None


def _edge(code, out, src, start, label, ctx):
    dst = _version_at(code, start)
    if dst is None:
        return
    text = label
    if ctx is not None:
        text += "\\n" + ctx.format()
    out.append("  %s -> %s [label=\"%s\"];\n" % (_node(code, src),
                                                  _node(code, dst), text))


def _block_of(code, slot):
    for v in code.t2.blocks:
        if v.start <= slot < v.end:
            return v
    return None


def dot_text():
    out = ["digraph bbs {\n  node [shape=box, fontname=monospace];\n"]
    for code in T2STATS.t2codes:
        t2 = code.t2
        for v in t2.blocks:
            label = "%s @%d\\nblock at %d" % (code.co_name, 2 * v.start,
                                              2 * v.t0pc)
            if v.rung > 0:
                label += " (rung %d)" % v.rung
            label += "\\n" + v.ctx.format()
            out.append("  %s [label=\"%s\"];\n" % (_node(code, v), label))
        for rec in t2.records:
            src = _block_of(code, rec.slot)
            if src is None:
                continue
            if rec.kind == versioning.K_BACK:
                _edge(code, out, src, _resolved_back(code, rec), "loop",
                      rec.ctx_taken)
                continue
            taken = "pass" if rec.kind == versioning.K_GUARD else "taken"
            fall = "fail" if rec.kind == versioning.K_GUARD else "not taken"
            if rec.kind == versioning.K_SIDE:
                fall = "side exit"
            elif rec.kind == versioning.K_OVERFLOW:
                taken = "overflow"
            elif rec.kind == versioning.K_CALL_MISS:
                taken = "another callee"
            if rec.t2_taken >= 0:
                _edge(code, out, src, rec.t2_taken, taken, None)
            if rec.t2_fall >= 0:
                _edge(code, out, src, rec.t2_fall, fall, None)
    out.append("}\n")
    return "".join(out)


def _resolved_back(code, rec):
    return rec.t2_taken


def write_dot(path):
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    except OSError:
        return False
    data = dot_text()
    try:
        while data:
            n = os.write(fd, data)
            data = data[n:]
    except OSError:
        os.close(fd)
        return False
    os.close(fd)
    return True
