"""`make bench`: run each bench/*.py program on several implementations,
interleaved, and report median wall time, spread, peak RSS and speedups."""

import argparse
import datetime
import json
import os
import re
import shlex
import sys
import tempfile

from . import chartenv, impls as impls_mod, proc, pyperf_programs, report

BENCH = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROOT = os.path.dirname(BENCH)

# Sizes for QUICK=1 / --quick: each about 0.1-0.3 s on CPython 3.12.
QUICK_SIZES = {
    "chaos": 60000,
    "fannkuch": 8,
    "fib": 26,
    "float_bench": 12000,
    "float_loop": 300000,
    "float_loop_acc": 250000,
    "int_loop": 150000,
    "mandelbrot": 110,
    "nbody": 8000,
    "nbody_lists": 8000,
    "nqueens": 10,
    "raytrace": 40,
    "richards": 1,
    "spectralnorm": 70,
}
DEFAULT_RE = re.compile(r"sys\.argv\[1\]\)\s*if\s+len\(sys\.argv\)\s*>\s*1\s*else\s+(\d+)")


class Program(object):
    def __init__(self, name, path, corpus_size, default_size):
        self.name = name
        self.path = path
        self.corpus_size = corpus_size
        self.default_size = default_size
        self.quick_size = str(QUICK_SIZES.get(name, corpus_size))
        self.cwd = ROOT
        self.env = None
        self.filter = None

    def suffix(self, size):
        return [self.path] + ([size] if size else [])


def discover():
    """Benchmark programs: bench/*.py whose first line is `# corpus-arg: N`."""
    progs = []
    for fn in sorted(os.listdir(BENCH)):
        path = os.path.join(BENCH, fn)
        if not fn.endswith(".py") or not os.path.isfile(path):
            continue
        with open(path) as f:
            first = f.readline()
            rest = f.read()
        if not first.startswith("# corpus-arg:"):
            continue
        m = DEFAULT_RE.search(rest)
        progs.append(Program(fn[:-3], path, first.split(":", 1)[1].strip(),
                             m.group(1) if m else None))
    return progs


def env_flag(name):
    return os.environ.get(name, "") not in ("", "0", "no", "false")


def parse_args(argv):
    ap = argparse.ArgumentParser(
        prog="bench/run.py", description=__doc__,
        epilog="Example: python3 bench/run.py --quick --bench nbody,fib "
               "--impl lbbv-t1,cpython3.12 --impl 'mine=python3 -X dev'")
    ap.add_argument("--quick", action="store_true", default=env_flag("QUICK"),
                    help="small sizes, fewer runs (also QUICK=1 in the environment)")
    ap.add_argument("--bench", action="append", metavar="A,B",
                    help="benchmarks to run (default: all)")
    ap.add_argument("--impl", action="append", metavar="NAME[,NAME]|NAME=CMD",
                    help="implementations to run, by name (see --list), or a new one "
                         "as NAME=COMMAND (the program path and size are appended); "
                         "repeatable; default: all found")
    ap.add_argument("--repeat", type=int, help="timed runs per cell (default 5, quick 3)")
    ap.add_argument("--timeout", type=float,
                    help="seconds before one run is killed (default 300, quick 60)")
    ap.add_argument("--size", action="append", default=[], metavar="NAME=N",
                    help="override one benchmark's size")
    ap.add_argument("--lbbv", default=os.path.join(ROOT, "lbbv-c"),
                    help="lbbv binary (default: ./lbbv-c)")
    ap.add_argument("--baseline", metavar="A,B",
                    help="speedup baselines (default: the reference CPython, lbbv-t1)")
    ap.add_argument("--out", default=os.path.join(BENCH, "results"),
                    help="directory for <date>.md and <date>.png")
    ap.add_argument("--json", help="also write the raw results to this file")
    ap.add_argument("--no-chart", action="store_true", help="do not draw the PNG")
    ap.add_argument("--no-startup", action="store_true", help="skip the startup row")
    ap.add_argument("--no-pyperformance", action="store_true",
                    default=env_flag("NO_PYPERFORMANCE"),
                    help="skip the pp_* rows (pyperformance's own scripts)")
    ap.add_argument("--list", action="store_true",
                    help="list benchmarks and implementations, then exit")
    args = ap.parse_args(argv)
    if args.repeat is None:
        args.repeat = 3 if args.quick else 5
    if args.timeout is None:
        args.timeout = 60.0 if args.quick else 300.0
    if args.repeat < 1:
        ap.error("--repeat must be at least 1")
    return args


def split_list(values):
    out = []
    for v in values or []:
        out.extend(x.strip() for x in v.split(",") if x.strip())
    return out


def log(msg, end="\n"):
    sys.stderr.write(msg + end)
    sys.stderr.flush()


def first_difference(expected, got):
    e = expected.decode("utf-8", "replace").splitlines()
    g = got.decode("utf-8", "replace").splitlines()
    for k in range(max(len(e), len(g))):
        a = e[k] if k < len(e) else "<end of output>"
        b = g[k] if k < len(g) else "<end of output>"
        if a != b:
            return "output differs at line %d: expected %r, got %r" % (k + 1, a[:60], b[:60])
    return "output differs"


def cell_from_failure(r, when):
    return {"status": r.status, "times": [], "maxrss_kb": r.maxrss_kb,
            "detail": "%s: %s" % (when, r.describe())}


def measure(cells, impls, suffix, expected, ref, args, prog=None):
    """Fill cells[impl name]: one check run (also the warm-up) per
    implementation, then args.repeat timed rounds in rotating order.
    `prog` (a Program) gives the directory, environment and output
    filter of the runs."""
    cwd = prog.cwd if prog is not None else ROOT
    env = prog.env if prog is not None else None
    keep = (prog.filter if prog is not None else None) or (lambda out: out)

    def run(impl):
        r = proc.run(impl.argv + suffix, args.timeout, cwd=cwd, env=env)
        r.stdout = keep(r.stdout)
        return r

    ref_run = None
    if expected is None and ref is not None:
        ref_run = run(ref)
        if ref_run.status != "ok":
            return "reference %s failed: %s" % (ref.name, ref_run.describe())
        expected = ref_run.stdout
    outputs = {}
    active = []
    for impl in impls:
        r = ref_run if (impl is ref and ref_run is not None) else run(impl)
        if r.status != "ok":
            cells[impl.name] = cell_from_failure(r, "check run")
        elif expected is not None and r.stdout != expected:
            cells[impl.name] = {"status": "mismatch", "times": [], "maxrss_kb": None,
                                "detail": "excluded, " + first_difference(expected, r.stdout)}
        else:
            cells[impl.name] = {"status": "ok", "times": [], "maxrss_kb": r.maxrss_kb,
                                "detail": ""}
            outputs[impl.name] = r.stdout
            active.append(impl)
    log(" check ok: %d/%d; rounds " % (len(active), len(impls)), end="")
    for rnd in range(args.repeat):
        k = rnd % len(active) if active else 0
        for impl in active[k:] + active[:k]:
            cell = cells[impl.name]
            if cell["status"] != "ok":
                continue
            r = run(impl)
            if r.status != "ok":
                cells[impl.name] = cell_from_failure(r, "timed run %d" % (rnd + 1))
            elif r.stdout != outputs[impl.name]:
                cells[impl.name] = {"status": "mismatch", "times": [], "maxrss_kb": None,
                                    "detail": "timed run %d: output changed between runs"
                                              % (rnd + 1)}
            else:
                cell["times"].append(r.wall)
                cell["maxrss_kb"] = max(cell["maxrss_kb"] or 0, r.maxrss_kb or 0)
        log("%d " % (rnd + 1), end="")
    return None


def short_summary(cells):
    out = []
    for name, c in cells.items():
        med = report.median_of(c)
        out.append("%s %s" % (name, report.ms(med) + "ms" if med else c["status"].upper()))
    return ", ".join(out)


def main(argv=None):
    args = parse_args(sys.argv[1:] if argv is None else argv)
    detect_notes = []
    pp_notes = []
    programs = discover()
    wanted = split_list(args.bench)
    if not args.no_pyperformance and (not wanted or
                                      any(w.startswith("pp_") for w in wanted)):
        programs += pyperf_programs.discover(pp_notes, quick=args.quick)
    if wanted:
        known = dict((p.name, p) for p in programs)
        for w in wanted:
            if w not in known:
                log("unknown benchmark %r (known: %s)" % (w, ", ".join(sorted(known))))
                return 2
        programs = [known[w] for w in wanted]
    overrides = {}
    for s in args.size:
        name, _, n = s.partition("=")
        overrides[name.strip()] = n.strip()

    pythons = impls_mod.detect_pythons(detect_notes)
    lbbv = impls_mod.lbbv_impls(os.path.abspath(args.lbbv), detect_notes)
    try:
        names, custom = impls_mod.parse_impl_args(args.impl)
    except ValueError as e:
        log(str(e))
        return 2
    impls, notes = impls_mod.select(names, custom, lbbv, pythons, detect_notes)
    notes.extend(pp_notes)
    ref = impls_mod.reference(pythons)
    if ref is None:
        notes.append("no CPython found: outputs are not checked")

    if args.list:
        for p in programs:
            print("bench %-15s default size %-8s quick size %s"
                  % (p.name, p.default_size, p.quick_size))
        for i in lbbv + pythons + custom:
            print("impl  %-15s %s  (%s)" % (i.name, i.command(), i.version or i.origin))
        print("reference: %s" % (ref.name if ref else "none"))
        for n in notes:
            print(n)
        return 0

    for n in notes:
        log(n)
    if not impls:
        log("no implementation to run")
        return 2
    impl_names = [i.name for i in impls]
    baselines = split_list([args.baseline]) if args.baseline else \
        [ref.name if ref else "cpython3.12", "lbbv-t1"]
    baselines = [b for b in baselines if b in impl_names]
    if not baselines:
        baselines = [impl_names[0]]
    mode = "quick" if args.quick else "full"
    log("bench: %d benchmarks x %d implementations (%s), %d timed runs each, %s sizes"
        % (len(programs), len(impls), ", ".join(impl_names), args.repeat, mode))

    now = datetime.datetime.now()
    res = {
        "date": now.strftime("%Y-%m-%d %H:%M"),
        "mode": mode,
        "repeat": args.repeat,
        "command": " ".join(shlex.quote(a) for a in ["python3", "bench/run.py"] +
                            (sys.argv[1:] if argv is None else list(argv))),
        "machine": report.machine_info(),
        "impls": [{"name": i.name, "short": i.short(), "kind": i.kind,
                   "command": i.command(), "version": i.version,
                   "build": i.build} for i in impls],
        "reference": ref.name + " (" + ref.version + ")" if ref else None,
        "baselines": baselines,
        "benchmarks": [],
        "startup": None,
        "notes": notes,
        "rss_floor_kb": proc.rss_floor_kb(),
    }
    busy = busy_note(res["machine"])
    if busy:
        notes.append(busy)
        log(busy)
    try:
        for k, p in enumerate(programs):
            size = overrides.get(p.name) or (
                p.quick_size if args.quick else p.default_size)
            suffix = p.suffix(size)
            entry = {"name": p.name, "size": size or "default", "cells": {}}
            res["benchmarks"].append(entry)
            log("[%d/%d] %s %s:" % (k + 1, len(programs), p.name, size or ""), end="")
            why = measure(entry["cells"], impls, suffix, None, ref, args, p)
            if why:
                notes.append("%s skipped: %s" % (p.name, why))
                for i in impls:
                    entry["cells"][i.name] = {"status": "skipped", "times": [],
                                              "maxrss_kb": None, "detail": ""}
                log(" skipped: " + why)
            else:
                log("| " + short_summary(entry["cells"]))
        if not args.no_startup:
            with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
                f.write('print("hi")\n')
            try:
                res["startup"] = {"name": "startup", "size": "", "cells": {}}
                log("startup:", end="")
                measure(res["startup"]["cells"], impls, [f.name], b"hi\n", None, args)
                log("| " + short_summary(res["startup"]["cells"]))
            finally:
                os.unlink(f.name)
    except KeyboardInterrupt:
        log("\ninterrupted: reporting what was measured")
        notes.append("interrupted by the user: partial results")

    finish(res, args, now)
    return 130 if "interrupted by the user: partial results" in notes else 0


def busy_note(machine):
    try:
        load = float(machine["load"].split()[0])
        cpus = int(machine["nproc"])
    except (ValueError, IndexError):
        return None
    if load > 0.75 * cpus:
        return ("machine busy: load average %.1f on %d CPUs at start; timings are noisy"
                % (load, cpus))
    return None


def nice_path(p):
    rel = os.path.relpath(p)
    return p if rel.startswith("..") else rel


def finish(res, args, now):
    os.makedirs(args.out, exist_ok=True)
    stem = now.strftime("%Y-%m-%d") + ("-quick" if res["mode"] == "quick" else "")
    md_path = os.path.join(args.out, stem + ".md")
    png_path = os.path.join(args.out, stem + ".png")
    chart_note = None
    if args.no_chart:
        chart_note = "chart not drawn (--no-chart)"
    else:
        with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
            json.dump(res, f)
        try:
            why = chartenv.draw(f.name, png_path)
        finally:
            os.unlink(f.name)
        if why:
            chart_note = "chart not drawn: " + why
    if chart_note:
        res["notes"].append(chart_note)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(res, f, indent=1)
    text = report.markdown(res, None if chart_note else os.path.basename(png_path))
    with open(md_path, "w") as f:
        f.write(text + "\n")
    sys.stdout.write(text + "\n")
    sys.stdout.flush()
    if chart_note:
        log(chart_note)
    log("wrote %s%s" % (nice_path(md_path), "" if chart_note else " and " + nice_path(png_path)))
