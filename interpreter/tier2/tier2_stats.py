"""Observability of tier 2: the counters --stats prints and the traces of
--trace-bbs and --trace-typeprop (on stderr)."""

from annotator_rules.opcodes import INSTRUCTIONS
from objspace.stdio import OUTPUT


class Tier2Stats(object):
    def __init__(self):
        self.codes = 0              # code objects that entered tier 2
        self.declined = 0           # hot but nothing optimisable: tier 1
        self.versions = 0           # block versions generated
        self.guards_emitted = 0
        self.guards_eliminated = 0  # guard-free forms without a guard
        self.guards_folded = 0      # guards emitted as guarded forms
        self.fused_compares = 0     # comparisons fused with their branch
        self.ladder_fallthroughs = 0
        self.fallbacks = 0          # generation stopped: back to tier 1
        self.boxes_for_exceptions = 0
        self.pure_sites = 0         # calls run as pure programs (emitted)
        self.pure_misses = 0        # ... that made the ordinary call
        self.fused_attr_misses = 0  # fused attribute forms' guards failed
        self.fused_attr_refills = 0  # ... and their caches refilled
        self.t2codes = []           # the code objects in tier 2


T2STATS = Tier2Stats()


def _err(s):
    OUTPUT.write_stderr(s)


def trace_block(code, v):
    _err("[bbs] %s: block at %d, version @%d, %s\n" % (
        code.co_name, 2 * v.t0pc, 2 * v.start, v.ctx.format()))


def trace_instr(code, t0pc, opcode, oparg, ctx):
    _err("[typeprop] %s %d %s %d  %s\n" % (
        code.co_name, 2 * t0pc, INSTRUCTIONS[opcode].name, oparg,
        ctx.format()))


def versions_histogram():
    """Versions per block: counts[k] = blocks with k versions (k <= 9, the
    last entry counting 9 or more)."""
    counts = [0] * 10
    for code in T2STATS.t2codes:
        t2 = code.t2
        if t2 is None:
            continue
        for versions in t2.versions.values():
            n = len(versions)
            counts[n if n < 9 else 9] += 1
    return counts


def format_tier2_stats(guards_executed, boxes, unboxes):
    s = T2STATS
    lines = ["tier 2:",
             "  code objects in tier 2: %d (hot but left in tier 1: %d)"
             % (s.codes, s.declined),
             "  block versions generated: %d" % s.versions,
             "  guards emitted: %d, executed: %d, eliminated statically: %d"
             % (s.guards_emitted, guards_executed, s.guards_eliminated),
             "  guards folded into their instruction: %d, comparisons "
             "fused with their branch: %d" % (s.guards_folded,
                                              s.fused_compares),
             "  ladder fall-throughs: %d" % s.ladder_fallthroughs,
             "  fallbacks to tier 1: %d" % s.fallbacks,
             "  boxes executed: %d, unboxes executed: %d, boxed for "
             "exceptions: %d" % (boxes, unboxes, s.boxes_for_exceptions),
             "  pure calls compiled at their site: %d, ordinary calls "
             "made there: %d" % (s.pure_sites, s.pure_misses),
             "  fused attribute guards failed: %d, their caches refilled: "
             "%d" % (s.fused_attr_misses, s.fused_attr_refills)]
    hist = versions_histogram()
    parts = []
    for k in range(1, 10):
        if hist[k]:
            parts.append("%d%s: %d" % (k, "+" if k == 9 else "", hist[k]))
    lines.append("  versions per block: " + (", ".join(parts) or "-"))
    return "\n".join(lines) + "\n"
