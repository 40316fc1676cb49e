"""Machine instructions per tier-2 dispatch (docs/tier2.md, "Per-dispatch
cost"): runs a loop program at N and 2N iterations under callgrind, and
with --stats for the number of dispatches, so start-up and generation
cancel out:

    python3 bench/dispatch/cost.py [--lbbv ./lbbv-c] [--n 100000] [--tier 2]
        [bench/dispatch/int_while.py ...]

Prints, per program, instructions and dispatches per iteration and
instructions per dispatch, then the functions other than the dispatch loop
that the loop calls (their share of the instructions)."""

import argparse
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def instructions(argv):
    """(total Ir, {function: Ir} of the binary's own functions) of one
    callgrind run."""
    with tempfile.NamedTemporaryFile(suffix=".cg", delete=False) as f:
        out = f.name
    try:
        subprocess.run(["valgrind", "--tool=callgrind",
                        "--callgrind-out-file=" + out] + argv,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                       check=True)
        text = subprocess.run(["callgrind_annotate", out],
                              stdout=subprocess.PIPE, check=True,
                              universal_newlines=True).stdout
    finally:
        os.unlink(out)
    total = int(re.search(r"^([\d,]+) .*PROGRAM TOTALS", text,
                          re.M).group(1).replace(",", ""))
    funcs = {}
    for m in re.finditer(r"^\s*([\d,]+) \([^)]*\)\s+\S*:(\S+) \[(.*)\]$",
                         text, re.M):
        if os.path.realpath(m.group(3)) == os.path.realpath(argv[0]):
            funcs[m.group(2)] = int(m.group(1).replace(",", ""))
    return total, funcs


def dispatches(argv):
    p = subprocess.run(argv[:1] + ["--stats"] + argv[1:],
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       universal_newlines=True)
    return int(re.search(r"instructions executed: (\d+)",
                         p.stdout).group(1))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--lbbv", default=os.path.join(ROOT, "lbbv-c"))
    ap.add_argument("--n", type=int, default=100000)
    ap.add_argument("--tier", default="2")
    ap.add_argument("programs", nargs="*",
                    default=[os.path.join(HERE, "int_while.py"),
                             os.path.join(HERE, "float_while.py")])
    args = ap.parse_args()
    for prog in args.programs:
        base = [args.lbbv, "--tier", args.tier, prog]
        n = args.n
        ir1, f1 = instructions(base + [str(n)])
        ir2, f2 = instructions(base + [str(2 * n)])
        d1 = dispatches(base + [str(n)])
        d2 = dispatches(base + [str(2 * n)])
        per_iter = (ir2 - ir1) / float(n)
        disp = (d2 - d1) / float(n)
        print("%s (tier %s): %.1f instructions and %.2f dispatches per "
              "iteration: %.1f instructions per dispatch"
              % (os.path.basename(prog), args.tier, per_iter, disp,
                 per_iter / disp))
        for name in sorted(f2, key=lambda k: -(f2[k] - f1.get(k, 0))):
            extra = (f2[name] - f1.get(name, 0)) / float(n)
            if extra >= 1:
                print("    %-40s %6.1f per iteration" % (name, extra))
    return 0


if __name__ == "__main__":
    sys.exit(main())
