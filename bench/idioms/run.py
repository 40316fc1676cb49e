"""Common idioms (bench/idioms/idioms.py) on lbbv's tiers 1 and 2 and on
CPython, each timed inside one process after start-up and imports (a row
includes its own warm-up and, at tier 2, block generation):

    python3 bench/idioms/run.py [--lbbv ./lbbv-c] [--n 200000]
        [--repeat 3] [name ...]

Prints a Markdown table sorted by the tier-2 ratio (CPython time / lbbv
time; best of --repeat process runs), with the geometric means, and marks
a row whose result differs from CPython's. Not a `make bench` row: the
idioms are measured, not tuned on (issue 20, "speed must generalise")."""

import argparse
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.dirname(HERE))

from harness import impls  # noqa: E402
from harness.report import geomean, fmt_x  # noqa: E402


def rows(argv):
    """{name: (seconds, result)} of one run, or None when it failed."""
    p = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       universal_newlines=True)
    if p.returncode != 0:
        sys.stderr.write(p.stderr[-2000:])
        return None
    out = {}
    for line in p.stdout.splitlines():
        parts = line.split(None, 2)
        if len(parts) == 3:
            out[parts[0]] = (float(parts[1]), parts[2])
    return out


def best(argv, repeat):
    result = None
    for _ in range(repeat):
        r = rows(argv)
        if r is None:
            return None
        if result is None:
            result = r
        else:
            for k, (t, v) in r.items():
                if t < result[k][0]:
                    result[k] = (t, v)
    return result


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--lbbv", default=os.path.join(ROOT, "lbbv-c"))
    ap.add_argument("--n", type=int, default=200000)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("names", nargs="*")
    args = ap.parse_args()
    pythons = impls.detect_pythons([])
    ref = impls.reference([p for p in pythons if p.kind == "cpython"])
    if ref is None:
        print("no CPython found")
        return 1
    prog = [os.path.join(HERE, "idioms.py"), str(args.n)] + args.names
    c = best(ref.argv + prog, args.repeat)
    t1 = best([args.lbbv, "--tier", "1"] + prog, args.repeat)
    t2 = best([args.lbbv, "--tier", "2"] + prog, args.repeat)
    if c is None or t1 is None or t2 is None:
        print("a run failed")
        return 1
    print("lbbv: %s; reference: %s (%s); N = %d\n"
          % (args.lbbv, ref.name, ref.version, args.n))
    print("| idiom | %s s | tier 1 s | tier 2 s | t1 vs %s | t2 vs %s |"
          % (ref.name, ref.name, ref.name))
    print("|---|---|---|---|---|---|")
    table = []
    for name in c:
        if name not in t1 or name not in t2:
            continue
        note = ""
        if not (c[name][1] == t1[name][1] == t2[name][1]):
            note = " RESULT DIFFERS"
        r1 = c[name][0] / max(t1[name][0], 1e-6)
        r2 = c[name][0] / max(t2[name][0], 1e-6)
        table.append((r2, name, r1, note))
    table.sort()
    for r2, name, r1, note in table:
        print("| %s | %.4f | %.4f | %.4f | %.2fx | %.2fx%s |"
              % (name, c[name][0], t1[name][0], t2[name][0], r1, r2, note))
    good = [t for t in table if not t[3]]
    print("| geomean | | | | %s | %s |"
          % (fmt_x(geomean([t[2] for t in good])),
             fmt_x(geomean([t[0] for t in good]))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
