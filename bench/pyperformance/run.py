"""The real pyperformance suite on lbbv: `make bench-pyperformance`.

    python3 bench/pyperformance/run.py [--quick] [--bench a,b]
        [--impl lbbv-t1,lbbv-t2,cpython3.12] [--timeout S] [--out DIR]
        [--third-party] [--lbbv PATH]

Downloads the pinned pyperformance release (PYPERFORMANCE_VERSION, its
source archive, with pip) into bench/.pyperformance/ once, then runs each
benchmark's `run_benchmark.py`, unmodified, on lbbv at tiers 1 and 2 and
on CPython 3.12, with bench/pyperformance/standin/pyperf.py as `pyperf`
(a fixed number of calls, no worker processes; see its docstring).

Benchmarks that need third-party packages (a requirements.txt) are
listed but not run by default. With --third-party (or when named in
--bench) they run too: each one's pinned requirements are installed once
with a CPython 3.11's pip (`pip install --target`) into
bench/.pyperformance/site/NAME/ (for bm_NAME/), which goes on PYTHONPATH
for lbbv and CPython alike. lbbv loads no C extension modules, so the packages run
their pure-Python code; a C extension module the package cannot do without
makes the run fail with the ImportError in the table. Benchmarks in
NO_PURE_PYTHON are not installed or run, with the reason in the table.

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
SITE = os.path.join(BENCH, ".pyperformance", "site")

# Third-party benchmarks that cannot run on lbbv, and why (not installed).
NO_PURE_PYTHON = {
    "sqlalchemy_declarative": "greenlet is a C extension with no "
                              "pure-Python fallback",
    "sqlalchemy_imperative": "greenlet is a C extension with no "
                             "pure-Python fallback",
    "dask": "dask.distributed needs psutil, a C extension with no "
            "pure-Python fallback",
    "fastapi": "pydantic-core is a Rust extension with no pure-Python "
               "fallback",
    "hg_startup": "imports pyperformance.venv (pyperformance itself) "
                  "and times `hg` in a subprocess",
}


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


def pip_python():
    """A CPython 3.11 (the language lbbv implements) to run pip with, so
    that version markers in the requirements pick what lbbv needs; else
    the Python running this script."""
    cands = ["python3.11"]
    pyenv = os.path.expanduser("~/.pyenv/versions")
    if os.path.isdir(pyenv):
        cands += [os.path.join(pyenv, v, "bin", "python3")
                  for v in sorted(os.listdir(pyenv)) if v.startswith("3.11")]
    for cand in cands:
        try:
            p = subprocess.run([cand, "-c", "import sys, pip; "
                                "print(sys.version_info[:2] == (3, 11))"],
                               stdout=subprocess.PIPE,
                               stderr=subprocess.DEVNULL)
        except OSError:
            continue
        if p.stdout.strip() == b"True":
            return cand
    return sys.executable


def install(name, directory):
    """(site folder, None) with the benchmark's pinned requirements
    installed there (once: a `.installed` marker records success), or
    (None, why not)."""
    if name in NO_PURE_PYTHON:
        return None, NO_PURE_PYTHON[name]
    # one folder per script directory (bm_networkx's three benchmarks
    # share it)
    target = os.path.join(SITE, os.path.basename(directory)[3:])
    marker = os.path.join(target, ".installed")
    if os.path.exists(marker):
        return target, None
    os.makedirs(target, exist_ok=True)
    p = subprocess.run([pip_python(), "-m", "pip", "install", "-q",
                        "--disable-pip-version-check", "--no-compile",
                        "--target", target, "-r",
                        os.path.join(directory, "requirements.txt")],
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    if p.returncode != 0:
        lines = [l for l in p.stdout.decode("utf-8", "replace").splitlines()
                 if l.startswith("ERROR")] or ["exit code %d" % p.returncode]
        return None, "pip install failed: " + lines[-1][:120]
    with open(marker, "w") as f:
        f.write("ok\n")
    return target, None


def run_one(argv, directory, extra, loops, runs, timeout, site=None):
    """(status, detail, {bench name: [seconds per call]}, other stdout)."""
    env = dict(os.environ)
    env["PYTHONPATH"] = STANDIN + (os.pathsep + site if site else "")
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
    ap.add_argument("--third-party", action="store_true",
                    help="also the benchmarks with a requirements.txt "
                         "(installed into bench/.pyperformance/site/)")
    ap.add_argument("--lbbv", default=os.path.join(ROOT, "lbbv-c"),
                    help="the lbbv binary (default ./lbbv-c)")
    args = ap.parse_args(argv)
    runs = 1 if args.quick else args.runs

    notes = []
    pythons = impls_mod.detect_pythons(notes)
    binary = os.path.abspath(args.lbbv)
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
    third_party = args.third_party
    if args.bench:
        wanted = set(args.bench.split(","))
        benchmarks = [b for b in benchmarks if b[0] in wanted]
        third_party = True
    table = []
    for name, directory, extra, reqs in benchmarks:
        site = None
        if reqs:
            if not third_party:
                table.append((name, None, "needs " + ", ".join(reqs)))
                print("%-28s needs third-party packages: %s"
                      % (name, ", ".join(reqs)))
                continue
            site, why = install(name, directory)
            if site is None:
                table.append((name, None, why))
                print("%-28s not run: %s" % (name, why))
                continue
        row = {}
        for impl in chosen:
            row[impl] = run_one(available[impl], directory, extra,
                                args.loops, runs, args.timeout, site)
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
    lines.append("Runs (of %d benchmarks run): %s." % (
        len(pure), ", ".join("%s %d" % (i, counts[i]) for i in chosen)))
    needs = [t for t in table if t[1] is None]
    if needs:
        lines.append("Not run: %s." % "; ".join(
            "%s (%s)" % (t[0], t[2]) for t in needs))
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
