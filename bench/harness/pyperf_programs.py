"""pyperformance's own benchmark scripts as rows of the `make bench` table.

The pinned pyperformance release (bench/pyperformance/run.py downloads it
with pip into bench/.pyperformance/, once) holds each benchmark as
`benchmarks/bm_NAME/run_benchmark.py`. The harness runs the script
unmodified, in its own directory, with bench/pyperformance/standin/ on
PYTHONPATH as `pyperf` (a fixed number of calls in one process). The row
is named `pp_NAME`; its time is the whole process, as for bench/*.py.

Size: `LOOPSxRUNS`: the stand-in calls the benchmark once untimed (the
warm-up) and then RUNS times LOOPS times. The stand-in prints the measured
seconds on `pyperf-standin:` lines; the harness drops those numbers before
comparing outputs with CPython's."""

import os
import re
import subprocess
import sys
import tarfile

BENCH = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STANDIN = os.path.join(BENCH, "pyperformance", "standin")
VERSION = "1.14.0"
CACHE = os.path.join(BENCH, ".pyperformance")

# (name, loops in full mode): the programs the paper's bench/ mirrors
# first, then other pure-Python scripts. Full mode: each about 0.5-2 s on
# CPython 3.12; quick mode runs every one 1x1.
PROGRAMS = [
    ("nbody", 4), ("spectral_norm", 4), ("richards", 10), ("fannkuch", 1),
    ("float", 4), ("chaos", 4), ("go", 4), ("nqueens", 4), ("raytrace", 1),
    ("deltablue", 40), ("richards_super", 4), ("hexiom", 20),
    ("unpack_sequence", 40), ("generators", 4), ("coroutines", 20),
    ("pidigits", 2), ("meteor_contest", 2), ("scimark", 1),
]
STANDIN_LINE = re.compile(br"^(pyperf-standin: \S+ \d+) \S+$", re.M)


def benchmarks_dir(base=CACHE):
    return os.path.join(base, "pyperformance-" + VERSION, "pyperformance",
                        "data-files", "benchmarks")


def fetch(quiet=False):
    """(benchmarks directory, None), downloading and unpacking the pinned
    release on first use, or (None, why it is not there)."""
    benchmarks = benchmarks_dir()
    if os.path.isdir(benchmarks):
        return benchmarks, None
    os.makedirs(CACHE, exist_ok=True)
    archive = os.path.join(CACHE, "pyperformance-%s.tar.gz" % VERSION)
    if not os.path.exists(archive):
        if not quiet:
            sys.stderr.write("fetching pyperformance %s with pip\n" % VERSION)
        p = subprocess.run([sys.executable, "-m", "pip", "download", "-q",
                            "--no-deps", "--no-binary", ":all:",
                            "--disable-pip-version-check", "-d", CACHE,
                            "pyperformance==" + VERSION],
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        if p.returncode != 0 or not os.path.exists(archive):
            return None, ("pip could not download pyperformance==%s (no "
                          "network?)" % VERSION)
    try:
        with tarfile.open(archive) as tar:
            tar.extractall(CACHE)
    except (OSError, tarfile.TarError) as e:
        return None, "cannot unpack %s: %s" % (archive, e)
    if not os.path.isdir(benchmarks):
        return None, "%s has no benchmarks directory" % archive
    return benchmarks, None


def clean_output(stdout):
    """A script's stdout without the stand-in's timing numbers."""
    return STANDIN_LINE.sub(br"\1", stdout)


def size_args(size):
    """`LOOPSxRUNS` -> the stand-in's command-line options."""
    loops, _, runs = size.partition("x")
    return ["--standin-loops=" + loops, "--standin-runs=" + (runs or "1"),
            "--standin-warmup=1"]


class PyperfProgram(object):
    """One pyperformance script, with the interface of cli.Program plus
    how to run it (argv tail, directory, environment, output filter)."""

    def __init__(self, name, directory, full_loops):
        self.name = "pp_" + name
        self.path = os.path.join(directory, "run_benchmark.py")
        self.cwd = directory
        self.corpus_size = "1x1"
        self.default_size = "%dx3" % full_loops
        self.quick_size = "1x1"
        self.env = {"PYTHONPATH": STANDIN}
        self.filter = clean_output

    def suffix(self, size):
        return [self.path] + size_args(size)


def discover(notes, quick=False):
    """The PyperfProgram rows, or [] with a note saying why not."""
    benchmarks, why = fetch(quiet=quick)
    if benchmarks is None:
        notes.append("pyperformance scripts skipped: " + why)
        return []
    progs = []
    for name, loops in PROGRAMS:
        d = os.path.join(benchmarks, "bm_" + name)
        if os.path.exists(os.path.join(d, "run_benchmark.py")):
            progs.append(PyperfProgram(name, d, loops))
        else:
            notes.append("pyperformance %s has no bm_%s" % (VERSION, name))
    return progs
