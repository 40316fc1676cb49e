"""The same kinds of programs as bench/, written in other styles
(generators, properties, dicts for records, sort keys, closures, the
standard library's containers...): lbbv's tiers 1 and 2 against CPython
side by side, to see whether speed carries over to code the tiers were
not tuned on (issue 20: "speed must generalise").

    python3 bench/styles/run.py [--lbbv ./lbbv-c] [--repeat 3] [--scale 1.0]
        [name ...]

Each program takes its size from argv[1] (its `# size: N` line; --scale
multiplies it). CPU time (user + sys) of the best of --repeat runs;
every implementation's output must be CPython's. Prints a Markdown table
with the ratios and their geometric means."""

import argparse
import os
import re
import resource
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.dirname(HERE))

from harness import impls  # noqa: E402
from harness.report import geomean, fmt_x  # noqa: E402


def programs(names):
    found = sorted(f for f in os.listdir(HERE)
                   if f.endswith(".py") and f != "run.py")
    if names:
        found = [f for f in found if f[:-3] in names or f in names]
    return found


def size_of(path):
    with open(path) as f:
        m = re.match(r"# size: (\d+)", f.readline())
    return int(m.group(1))


def cpu_run(argv):
    """(CPU seconds, stdout, exit code) of one run."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    p = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + \
        (after.ru_stime - before.ru_stime)
    return cpu, p.stdout, p.returncode


def best(argv, repeat):
    times = []
    out = rc = None
    for _ in range(repeat):
        t, out, rc = cpu_run(argv)
        times.append(t)
    return min(times), out, rc


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--lbbv", default=os.path.join(ROOT, "lbbv-c"))
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--scale", type=float, default=1.0)
    ap.add_argument("names", nargs="*")
    args = ap.parse_args()
    notes = []
    pythons = impls.detect_pythons(notes)
    ref = impls.reference([p for p in pythons if p.kind == "cpython"])
    if ref is None:
        print("no CPython found")
        return 1
    print("lbbv: %s; reference: %s (%s)\n" % (args.lbbv, ref.name,
                                              ref.version))
    print("| program | size | tier 1 s | tier 2 s | %s s | t2 vs t1 | "
          "t2 vs %s |" % (ref.name, ref.name))
    print("|---|---|---|---|---|---|---|")
    vs_t1 = []
    vs_ref = []
    for name in programs(args.names):
        path = os.path.join(HERE, name)
        size = str(max(1, int(size_of(path) * args.scale)))
        c, oc, rc = best(ref.argv + [path, size], args.repeat)
        t1, o1, rc1 = best([args.lbbv, "--tier", "1", path, size],
                           args.repeat)
        t2, o2, rc2 = best([args.lbbv, "--tier", "2", path, size],
                           args.repeat)
        note = ""
        if not (oc == o1 == o2 and rc == rc1 == rc2 == 0):
            note = " OUTPUT DIFFERS"
        else:
            vs_t1.append(t1 / t2)
            vs_ref.append(c / t2)
        print("| %s | %s | %.2f | %.2f | %.2f | %.2fx | %.2fx%s |"
              % (name[:-3], size, t1, t2, c, t1 / t2, c / t2, note))
        sys.stdout.flush()
    print("| geomean | | | | | %s | %s |" % (fmt_x(geomean(vs_t1)),
                                          fmt_x(geomean(vs_ref))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
