"""The real pyperformance suite on lbbv: `make bench-pyperformance`.

    python3 bench/pyperformance/run.py [--quick] [--bench a,b]
        [--impl lbbv-t1,lbbv-t2,cpython3.12] [--timeout S] [--out DIR]

Downloads the pinned pyperformance release (PYPERFORMANCE_VERSION, its
source archive, with pip) into bench/.pyperformance/ once, then runs each
benchmark's `run_benchmark.py`, unmodified, on lbbv at tiers 1 and 2 and
on CPython 3.12, with bench/pyperformance/standin/pyperf.py as `pyperf`
(a fixed number of calls, no worker processes; see its docstring).
Benchmarks that need third-party packages (a requirements.txt) are
listed but not run.

It prints which benchmarks run on each implementation and why the others
fail (the last line of stderr), and writes a Markdown table of median
seconds per call with ratios against CPython 3.12, plus a chart, to
bench/results/pyperformance-<date>.md/.png. Output other than the timing
numbers must equal CPython's; a difference is reported as a mismatch."""

import argparse
import datetime
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
BENCH = os.path.dirname(HERE)
ROOT = os.path.dirname(BENCH)
sys.path.insert(0, BENCH)
from harness import impls as impls_mod  # noqa: E402
from harness import chartenv  # noqa: E402
from harness import pyperf_programs  # noqa: E402

PYPERFORMANCE_VERSION = pyperf_programs.VERSION
STANDIN = os.path.join(HERE, "standin")
RESULT_RE = re.compile(r"^pyperf-standin: (\S+) (\d+) (\S+)$")


def fetch():
    """The benchmarks directory of the pinned release, downloaded and
    unpacked on first use (bench/harness/pyperf_programs.py)."""
    benchmarks, why = pyperf_programs.fetch()
    if benchmarks is None:
        sys.exit("bench-pyperformance: " + why)
    return benchmarks


def _pyperformance_section(path):
    """(name, extra_opts) from a benchmark's .toml [tool.pyperformance]."""
    with open(path) as f:
        text = f.read()
    section = text.split("[tool.pyperformance]", 1)
    if len(section) < 2:
        return None, []
    body = section[1].split("\n[", 1)[0]
    name = re.search(r'^name\s*=\s*"([^"]+)"', body, re.M)
    opts = re.search(r"^extra_opts\s*=\s*(\[.*?\])", body, re.M | re.S)
    return (name.group(1) if name else None,
            json.loads(opts.group(1)) if opts else [])


def discover(benchmarks):
    """(name, directory, extra arguments, third-party requirements) per
    benchmark: one per .toml of a script's directory (pyproject.toml and
    the variants beside it, e.g. pickle_dict runs bm_pickle's script
    with the argument pickle_dict)."""
    result = []
    for d in sorted(os.listdir(benchmarks)):
        path = os.path.join(benchmarks, d)
        if not d.startswith("bm_") or \
                not os.path.exists(os.path.join(path, "run_benchmark.py")):
            continue
        reqs = []
        req_file = os.path.join(path, "requirements.txt")
        if os.path.exists(req_file):
            with open(req_file) as f:
                reqs = [l.strip() for l in f
                        if l.strip() and not l.startswith("#")]
        tomls = ["pyproject.toml"] + sorted(
            t for t in os.listdir(path)
            if t.endswith(".toml") and t != "pyproject.toml")
        for t in tomls:
            name, opts = _pyperformance_section(os.path.join(path, t))
            if t == "pyproject.toml" and name is None:
                name = d[3:]
            if name:
                result.append((name, path, opts, reqs))
    return result


def run_one(argv, directory, extra, loops, runs, timeout):
    """(status, detail, {bench name: [seconds per call]}, other stdout)."""
    env = dict(os.environ)
    env["PYTHONPATH"] = STANDIN
    env["PYTHONHASHSEED"] = "0"
    env["PYPERF_STANDIN_LOOPS"] = str(loops)
    env["PYPERF_STANDIN_RUNS"] = str(runs)
    try:
        p = subprocess.run(argv + ["run_benchmark.py"] + extra,
                           cwd=directory,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           stdin=subprocess.DEVNULL, env=env,
                           timeout=timeout)
    except subprocess.TimeoutExpired:
        return "timeout", "over %ds" % timeout, {}, ""
    out = p.stdout.decode("utf-8", "replace")
    timings = {}
    other = []
    for line in out.splitlines():
        m = RESULT_RE.match(line)
        if m:
            timings[m.group(1)] = [float(x) for x in m.group(3).split(",")]
        else:
            other.append(line)
    if p.returncode != 0 or not timings:
        err = [l for l in p.stderr.decode("utf-8", "replace").splitlines()
               if l.strip()]
        detail = err[-1] if err else "exit code %d, no result" % p.returncode
        return "fail", detail[:160], timings, "\n".join(other)
    return "ok", "", timings, "\n".join(other)


def median(values):
    return statistics.median(values) if values else None


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--quick", action="store_true",
                    help="1 timed call per benchmark (a pass/fail survey)")
    ap.add_argument("--bench", help="comma-separated benchmark names")
    ap.add_argument("--impl", default="lbbv-t1,lbbv-t2,cpython3.12")
    ap.add_argument("--timeout", type=int, default=600)
    ap.add_argument("--loops", type=int, default=1)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--out", default=os.path.join(BENCH, "results"))
    args = ap.parse_args(argv)
    runs = 1 if args.quick else args.runs

    notes = []
    pythons = impls_mod.detect_pythons(notes)
    binary = os.path.join(ROOT, "lbbv-c")
    available = {}
    for tier in (1, 2):
        available["lbbv-t%d" % tier] = [binary, "--tier", str(tier)]
    for impl in pythons:
        available[impl.name] = impl.argv
    chosen = []
    for name in args.impl.split(","):
        if name in available:
            chosen.append(name)
        else:
            print("skip %s: not found" % name)
    reference = next((n for n in chosen if n.startswith("cpython")), None)

    benchmarks = discover(fetch())
    if args.bench:
        wanted = set(args.bench.split(","))
        benchmarks = [b for b in benchmarks if b[0] in wanted]
    table = []
    for name, directory, extra, reqs in benchmarks:
        if reqs:
            table.append((name, None, "needs " + ", ".join(reqs)))
            print("%-28s needs third-party packages: %s"
                  % (name, ", ".join(reqs)))
            continue
        row = {}
        for impl in chosen:
            row[impl] = run_one(available[impl], directory, extra,
                                args.loops, runs, args.timeout)
        if reference and row[reference][0] == "ok":
            ref_other = row[reference][3]
            for impl in chosen:
                status, detail, timings, other = row[impl]
                if status == "ok" and other != ref_other:
                    row[impl] = ("mismatch", "output differs from %s"
                                 % reference, timings, other)
        table.append((name, row, ""))
        print("%-28s %s" % (name, "  ".join(
            "%s=%s" % (impl, row[impl][0]) for impl in chosen)))
        sys.stdout.flush()
    write_report(table, chosen, reference, args, notes)


def write_report(table, chosen, reference, args, notes):
    now = datetime.datetime.now()
    stem = "pyperformance-" + now.strftime("%Y-%m-%d-%H%M")
    os.makedirs(args.out, exist_ok=True)
    lines = ["# pyperformance %s on lbbv (%s)" % (PYPERFORMANCE_VERSION,
                                                  now.strftime("%Y-%m-%d %H:%M")),
             "",
             "Each `run_benchmark.py` unmodified, with bench/pyperformance/"
             "standin/pyperf.py as pyperf: loops=%d, %d timed run(s) after "
             "a warm-up; cells are the median seconds per call of the "
             "script's benchmarks (summed when a script has several); "
             "ratios are %s time / implementation time." %
             (args.loops, 1 if args.quick else args.runs, reference), ""]
    counts = {impl: 0 for impl in chosen}
    pure = [t for t in table if t[1] is not None]
    header = "| benchmark | " + " | ".join(chosen) + " | " + " | ".join(
        "%s vs %s" % (i, reference) for i in chosen if i != reference) + " |"
    lines.append(header)
    lines.append("|" + "---|" * (1 + len(chosen) +
                                 len([i for i in chosen if i != reference])))
    failures = []
    chart = {"date": now.strftime("%Y-%m-%d %H:%M"),
             "mode": "pyperformance %s" % ("quick" if args.quick else "full"),
             "baselines": [reference] if reference else [],
             "impls": [{"name": i} for i in chosen], "benchmarks": []}
    for name, row, why in pure:
        cells = []
        totals = {}
        chart_cells = {}
        for impl in chosen:
            status, detail, timings, other = row[impl]
            if status == "ok":
                counts[impl] += 1
                total = sum(median(v) for v in timings.values())
                totals[impl] = total
                cells.append("%.4f" % total)
                chart_cells[impl] = {"status": "ok", "times": [total]}
            else:
                cells.append(status)
                failures.append("- %s on %s: %s (%s)" % (name, impl, status,
                                                         detail))
                chart_cells[impl] = {"status": status, "times": []}
        ratios = []
        for impl in chosen:
            if impl == reference:
                continue
            if impl in totals and reference in totals:
                ratios.append("%.2fx" % (totals[reference] / totals[impl]))
            else:
                ratios.append("")
        lines.append("| %s | %s | %s |" % (name, " | ".join(cells),
                                          " | ".join(ratios)))
        chart["benchmarks"].append({"name": name, "cells": chart_cells})
    lines.append("")
    lines.append("Runs (of %d benchmarks of the pure-standard-library "
                 "scripts): %s." % (
        len(pure), ", ".join("%s %d" % (i, counts[i]) for i in chosen)))
    needs = [t for t in table if t[1] is None]
    lines.append("Not run (third-party dependencies): %s." %
                 ", ".join(t[0] for t in needs))
    lines.append("")
    lines.append("## Failures")
    lines.append("")
    lines.extend(failures or ["none"])
    text = "\n".join(lines) + "\n"
    md_path = os.path.join(args.out, stem + ".md")
    with open(md_path, "w") as f:
        f.write(text)
    print(text)
    print("wrote %s" % md_path)
    if reference and chart["benchmarks"]:
        with tempfile.NamedTemporaryFile("w", suffix=".json",
                                         delete=False) as f:
            json.dump(chart, f)
        why = chartenv.draw(f.name, os.path.join(args.out, stem + ".png"))
        os.unlink(f.name)
        if why:
            print("chart skipped: %s" % why)


if __name__ == "__main__":
    main()
