"""A small stand-in for pyperf, so that pyperformance's run_benchmark.py
scripts run unmodified on lbbv and on CPython alike, in one process.

The real pyperf spawns worker processes, calibrates loop counts and
writes JSON; this module only calls each benchmark a fixed number of
times and prints one result line per benchmark (bench/pyperformance/
run.py reads them):

    pyperf-standin: NAME LOOPS SECONDS_PER_LOOP[,SECONDS_PER_LOOP...]

plus `result: REPR` for bench_func benchmarks whose function returns a
value other than None, so that outputs can be compared with CPython's.
The loop count and the number of timed runs come from the environment:
PYPERF_STANDIN_LOOPS (default 1) and PYPERF_STANDIN_RUNS (default 3);
one untimed warm-up run precedes them unless PYPERF_STANDIN_WARMUP=0.
The options --standin-loops=N, --standin-runs=N and --standin-warmup=N
after the script's name do the same (and need no os module).

Only the part of pyperf's API the benchmarks use is here: Runner
(metadata, argparser, parse_args, args, bench_func, bench_time_func,
bench_async_func, bench_command), perf_counter and python_implementation. Anything
else raises NotImplementedError naming it."""

import sys
import time

try:
    import os
    _environ = os.environ
except ImportError:     # an interpreter without os: the options below
    _environ = {}

# `--standin-loops=N`, `--standin-runs=N`, `--standin-warmup=N` on the
# command line override the environment (and work without os); they are
# taken out of sys.argv before the script's own options are parsed.
_OVERRIDES = {}
for _arg in list(sys.argv[1:]):
    if _arg.startswith("--standin-") and "=" in _arg:
        _key, _value = _arg[len("--standin-"):].split("=", 1)
        _OVERRIDES["PYPERF_STANDIN_" + _key.upper()] = _value
        sys.argv.remove(_arg)

perf_counter = time.perf_counter

__version__ = "0.0-lbbv-standin"


def python_implementation():
    impl = getattr(sys, "implementation", None)
    if impl is not None:
        return impl.name.lower()
    return "lbbv"


def _env_int(name, default):
    value = _OVERRIDES.get(name)
    if value is None:
        value = _environ.get(name)
    if value is None or value == "":
        return default
    return int(value)


class _Namespace(object):
    pass


class _Option(object):
    def __init__(self, names, kwargs):
        self.names = names
        self.kwargs = kwargs
        self.positional = not names[0].startswith("-")
        if self.positional:
            self.dest = kwargs.get("dest", names[0])
        else:
            longs = [n for n in names if n.startswith("--")]
            name = (longs or names)[0].lstrip("-")
            self.dest = kwargs.get("dest", name.replace("-", "_"))
        self.action = kwargs.get("action", "store")
        if self.action == "store_true":
            default = False
        elif self.action == "store_false":
            default = True
        elif self.action == "append":
            default = None
        else:
            default = None
        self.default = kwargs.get("default", default)

    def convert(self, text):
        conv = self.kwargs.get("type")
        value = conv(text) if conv is not None else text
        choices = self.kwargs.get("choices")
        if choices is not None and value not in choices:
            raise SystemExit("pyperf stand-in: invalid choice %r for %s"
                             % (value, self.names[0]))
        return value


class _ArgParser(object):
    """The subset of argparse.ArgumentParser that the benchmark scripts
    use on runner.argparser (options with type/default/action/choices,
    optional positional arguments)."""

    def __init__(self):
        self.options = []

    def add_argument(self, *names, **kwargs):
        nargs = kwargs.get("nargs")
        if nargs not in (None, "?", "*", "+"):
            raise NotImplementedError("pyperf stand-in: nargs=%r" % (nargs,))
        option = _Option(list(names), kwargs)
        self.options.append(option)
        return option

    def add_argument_group(self, *args, **kwargs):
        return self

    def add_mutually_exclusive_group(self, *args, **kwargs):
        return self

    def parse_args(self, argv=None):
        if argv is None:
            argv = sys.argv[1:]
        ns = _Namespace()
        for option in self.options:
            if option.kwargs.get("nargs") in ("*", "+") and \
                    option.default is None:
                setattr(ns, option.dest, [])
            else:
                setattr(ns, option.dest, option.default)
        positionals = [o for o in self.options if o.positional]
        i = 0
        while i < len(argv):
            arg = argv[i]
            i += 1
            if arg.startswith("-") and arg != "-":
                name, eq, value = arg.partition("=")
                option = None
                for o in self.options:
                    if name in o.names:
                        option = o
                if option is None:
                    raise SystemExit("pyperf stand-in: unknown option %s"
                                     % name)
                if option.action == "store_true":
                    setattr(ns, option.dest, True)
                elif option.action == "store_false":
                    setattr(ns, option.dest, False)
                else:
                    if not eq:
                        value = argv[i]
                        i += 1
                    setattr(ns, option.dest, option.convert(value))
            else:
                if not positionals:
                    raise SystemExit("pyperf stand-in: unexpected argument "
                                     "%s" % arg)
                option = positionals.pop(0)
                if option.kwargs.get("nargs") in ("*", "+"):
                    values = [option.convert(arg)]
                    while i < len(argv) and not argv[i].startswith("-"):
                        values.append(option.convert(argv[i]))
                        i += 1
                    setattr(ns, option.dest, values)
                else:
                    setattr(ns, option.dest, option.convert(arg))
        return ns


class Runner(object):
    def __init__(self, values=None, processes=None, loops=0, min_time=None,
                 metadata=None, show_name=True, program_args=None,
                 add_cmdline_args=None, _argparser=None, warmups=None,
                 **kwargs):
        self.metadata = dict(metadata or {})
        self.argparser = _ArgParser()
        self.args = None
        self.loops = _env_int("PYPERF_STANDIN_LOOPS", 1)
        self.runs = _env_int("PYPERF_STANDIN_RUNS", 3)
        self.warmup = _env_int("PYPERF_STANDIN_WARMUP", 1)
        self.names = []

    def parse_args(self, args=None):
        if self.args is None:
            self.args = self.argparser.parse_args(args)
        return self.args

    def _report(self, name, timings, loops):
        if name in self.names:
            raise ValueError("duplicated benchmark name: %r" % name)
        self.names.append(name)
        per_loop = ",".join("%.9f" % (t / loops) for t in timings)
        print("pyperf-standin: %s %d %s" % (name, loops, per_loop))
        sys.stdout.flush()

    def bench_time_func(self, name, time_func, *args, **kwargs):
        self.parse_args()
        inner = kwargs.get("inner_loops") or 1
        loops = self.loops
        if self.warmup:
            time_func(loops, *args)
        timings = []
        for _ in range(self.runs):
            timings.append(time_func(loops, *args) / inner)
        self._report(name, timings, loops)

    def bench_func(self, name, func, *args, **kwargs):
        self.parse_args()
        inner = kwargs.get("inner_loops") or 1
        loops = self.loops
        result = None
        if self.warmup:
            result = func(*args)
        timings = []
        for _ in range(self.runs):
            t0 = perf_counter()
            for _ in range(loops):
                result = func(*args)
            timings.append((perf_counter() - t0) / inner)
        self._report(name, timings, loops)
        if result is not None:
            text = repr(result)
            if len(text) > 200:
                text = text[:200] + "..."
            print("result: %s" % text)

    def bench_async_func(self, name, func, *args, **kwargs):
        import asyncio

        def run_once():
            return asyncio.run(func(*args))
        self.bench_func(name, run_once, **kwargs)

    def bench_command(self, name, command):
        """The wall time of running `command` (a list) to its end, its
        output discarded; a failing command raises RuntimeError with the
        last line of its stderr (as pyperf, which fails on a non-zero
        exit). The child is whatever command[0] starts with its own
        defaults (for lbbv, sys.executable at its default tier)."""
        import subprocess
        self.parse_args()
        loops = self.loops

        def run_once():
            t0 = perf_counter()
            for _ in range(loops):
                proc = subprocess.run(command, stdin=subprocess.DEVNULL,
                                      stdout=subprocess.DEVNULL,
                                      stderr=subprocess.PIPE)
                if proc.returncode != 0:
                    err = proc.stderr.decode("utf-8", "replace").strip()
                    last = err.splitlines()[-1] if err else ""
                    raise RuntimeError("%s: exit code %d: %s"
                                       % (command[0], proc.returncode, last))
            return perf_counter() - t0

        if self.warmup:
            run_once()
        timings = []
        for _ in range(self.runs):
            timings.append(run_once())
        self._report(name, timings, loops)

    def timeit(self, *args, **kwargs):
        raise NotImplementedError("pyperf stand-in: Runner.timeit")
