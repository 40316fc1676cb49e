"""pyperformance's own benchmark scripts as rows of the `make bench` table.

The pinned pyperformance release (bench/pyperformance/run.py downloads it
with pip into bench/.pyperformance/, once) holds each benchmark as
`benchmarks/bm_NAME/run_benchmark.py`. The harness runs the script
unmodified, in its own directory, with bench/pyperformance/standin/ on
PYTHONPATH as `pyperf` (a fixed number of calls in one process). The row
is named `pp_NAME`; its time is the whole process, as for bench/*.py.

Size: `LOOPSxRUNS`: the stand-in makes RUNS timed runs of LOOPS calls
each and no separate warm-up (the first run is the warm-up: the harness
times the whole process anyway). The stand-in prints the measured seconds
on `pyperf-standin:` lines; the harness drops those numbers before
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

# (name, full-mode size): the programs bench/ mirrors first, then other
# pure-Python scripts. Full mode: each about 1-2 s on CPython 3.12; quick
# mode makes one call of each (0.05-1 s).
PROGRAMS = [
    ("nbody", "1x10"), ("spectral_norm", "1x20"), ("richards", "1x40"),
    ("fannkuch", "1x4"), ("float", "1x15"), ("chaos", "1x15"),
    ("go", "1x15"), ("nqueens", "1x15"), ("raytrace", "1x5"),
    ("deltablue", "10x30"), ("richards_super", "1x15"),
    ("hexiom", "1x100"), ("unpack_sequence", "100x20"),
    ("generators", "1x15"), ("coroutines", "1x60"), ("pidigits", "1x8"),
    ("meteor_contest", "1x8"), ("scimark", "1x3"),
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
            "--standin-warmup=0"]


class PyperfProgram(object):
    """One pyperformance script, with the interface of cli.Program plus
    how to run it (argv tail, directory, environment, output filter)."""

    def __init__(self, name, directory, full_size):
        self.name = "pp_" + name
        self.path = os.path.join(directory, "run_benchmark.py")
        self.cwd = directory
        self.corpus_size = "1x1"
        self.default_size = full_size
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
    for name, size in PROGRAMS:
        d = os.path.join(benchmarks, "bm_" + name)
        if os.path.exists(os.path.join(d, "run_benchmark.py")):
            progs.append(PyperfProgram(name, d, size))
        else:
            notes.append("pyperformance %s has no bm_%s" % (VERSION, name))
    return progs
