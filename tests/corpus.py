"""The conformance corpus: every tests/programs/*.py (and bench/*.py at
its `# corpus-arg:` size) run on CPython 3 (`python3`, the reference) and
on lbbv; stdout, exit code and the last stderr line must match.

Shared by the pytest files and by `python tests/corpus.py IMPL...` for a
quick report. Reference results are produced by running CPython each
time (cached per process), never written by hand."""

import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
PROGRAMS = os.path.join(HERE, "programs")
BENCH = os.path.join(ROOT, "bench")


def _resolved(python):
    """The executable `python` runs, to run it directly: `python3` may be
    a version manager's shim (pyenv's costs 0.1 s a run here, more than
    most corpus programs take)."""
    try:
        path = subprocess.check_output(
            [python, "-c", "import sys; sys.stdout.write(sys.executable)"])
        path = path.decode("utf-8")
        if os.path.isfile(path):
            return path
    except (OSError, subprocess.CalledProcessError):
        pass
    return python


PYTHON3 = _resolved(os.environ.get("LBBV_REFERENCE_PYTHON", "python3"))
TIMEOUT = 60
# the untranslated interpreter is ~100x slower: bench/richards.py takes ~30 s
# of CPU at tier 2 there, which a loaded machine can stretch past 60
UNTRANSLATED_TIMEOUT = 150


def corpus_programs():
    """(path, args) for every corpus program."""
    result = []
    for name in sorted(os.listdir(PROGRAMS)):
        if name.endswith(".py") and not name.startswith("_"):
            result.append((os.path.join(PROGRAMS, name), []))
    if os.path.isdir(BENCH):
        for name in sorted(os.listdir(BENCH)):
            if not name.endswith(".py"):
                continue
            path = os.path.join(BENCH, name)
            with open(path) as f:
                first = f.readline()
            if first.startswith("# corpus-arg:"):
                result.append((path, [first.split(":", 1)[1].strip()]))
    return result


def program_id(path, args):
    rel = os.path.relpath(path, ROOT)
    return rel if not args else rel + " " + " ".join(args)


def run(cmd, cwd, timeout=TIMEOUT):
    """(exit code, stdout, stderr); a run over `timeout` seconds is killed
    and reported as exit code -9 (works on Python 2.7 and 3)."""
    import threading
    env = dict(os.environ)
    env["PYTHONHASHSEED"] = "0"
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    if cmd and cmd[0] != PYTHON3 and cmd[0].startswith("<forked"):
        from tests import forkrun
        return forkrun.run(cmd[1:], cwd, env, max(timeout,
                                                  UNTRANSLATED_TIMEOUT))
    # both interpreters read an empty stdin (input() meets EOF alike)
    devnull = open(os.devnull, "rb")
    p = subprocess.Popen(cmd, cwd=cwd, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, stdin=devnull, env=env)
    timer = threading.Timer(timeout, p.kill)
    timer.start()
    try:
        out, err = p.communicate()
    finally:
        timer.cancel()
        devnull.close()
    return p.returncode, out, err


def last_line(err):
    lines = [l for l in err.decode("utf-8", "replace").splitlines()
             if l.strip() and not l.startswith("[version:")]
    return lines[-1] if lines else ""


_REFERENCE = {}
# LBBV_REFERENCE_CACHE (set by `make test`, a folder it empties first):
# CPython's results are also kept on disk, so that the translated tests,
# which run after the binary is built, read those the untranslated ones
# made while the translation ran instead of running CPython again (each
# shard ran the whole corpus on CPython: half a minute of CI's critical
# path). Keyed by the program's text and arguments.
CACHE = os.environ.get("LBBV_REFERENCE_CACHE", "")


def reference(path, args):
    key = (path, tuple(args))
    if key not in _REFERENCE:
        _REFERENCE[key] = _cached(path, args) if CACHE else \
            run([PYTHON3, os.path.basename(path)] + args,
                os.path.dirname(path))
    return _REFERENCE[key]


def _cached(path, args):
    import hashlib
    import pickle
    with open(path, "rb") as f:
        text = f.read()
    digest = hashlib.sha1(text + b"\0" + " ".join(
        [os.path.basename(path)] + args).encode("utf-8")).hexdigest()
    name = os.path.join(CACHE, digest)
    if os.path.exists(name):
        with open(name, "rb") as f:
            return pickle.load(f)
    result = run([PYTHON3, os.path.basename(path)] + args,
                 os.path.dirname(path))
    try:
        os.makedirs(CACHE)
    except OSError:
        pass            # (there already)
    tmp = "%s.%d" % (name, os.getpid())
    with open(tmp, "wb") as f:
        pickle.dump(result, f, 2)
    os.rename(tmp, name)        # (atomic: a reader sees all of it or none)
    return result


# the tier configurations every corpus program runs at: "2t1" is tier 2
# with a threshold of 1, so that tier 2 runs everywhere
TIERS = ["0", "1", "2", "2t1"]


def tier_options(tier):
    if tier == "2t1":
        return ["--tier", "2", "--tier2-threshold", "1"]
    return ["--tier", tier]


def lbbv_command(impl):
    """impl: 'untranslated' or a path to the binary, plus tier options.
    Untranslated, when this process is the Python 2.7 that can import the
    interpreter, runs fork from it (tests/forkrun.py); else a new
    `python -m interpreter` process."""
    if impl == "untranslated":
        if sys.version_info[0] == 2 and not os.environ.get("LBBV_NO_FORK"):
            return [forkrun_marker()]
        python = os.path.join(ROOT, ".rpy", "venv", "bin", "python")
        return [python, "-m", "interpreter"]
    return [impl]


def forkrun_marker():
    if ROOT not in sys.path:
        sys.path.insert(0, ROOT)
    from tests import forkrun
    return forkrun.MARKER


def compare(path, args, cmd_prefix):
    """None if lbbv matches CPython, else a description of the mismatch."""
    rc0, out0, err0 = reference(path, args)
    env_path = os.environ.get("PYTHONPATH", "")
    os.environ["PYTHONPATH"] = ROOT + (":" + env_path if env_path else "")
    try:
        rc1, out1, err1 = run(cmd_prefix + [os.path.basename(path)] + args,
                              os.path.dirname(path))
    finally:
        os.environ["PYTHONPATH"] = env_path
    problems = []
    if out0 != out1:
        problems.append("stdout differs:\n%s" % first_diff(out0, out1))
    if rc0 != rc1:
        problems.append("exit code %d, expected %d" % (rc1, rc0))
    if last_line(err0) != last_line(err1):
        problems.append("last stderr line %r, expected %r"
                        % (last_line(err1), last_line(err0)))
    if problems:
        tail = err1.decode("utf-8", "replace").strip().splitlines()[-6:]
        problems.append("stderr tail:\n  " + "\n  ".join(tail))
        return "\n".join(problems)
    return None


def first_diff(a, b):
    la = a.decode("utf-8", "replace").splitlines()
    lb = b.decode("utf-8", "replace").splitlines()
    for i in range(max(len(la), len(lb))):
        x = la[i] if i < len(la) else "<missing>"
        y = lb[i] if i < len(lb) else "<missing>"
        if x != y:
            return "  line %d: expected %r\n           got      %r" % (
                i + 1, x, y)
    return "  (only trailing bytes differ)"


def main(argv):
    """python tests/corpus.py [--tier N] [--tier2-threshold N] ... IMPL
    [filter]: a quick report; options before IMPL go to lbbv."""
    tier_opts = []
    while len(argv) > 2 and argv[1].startswith("--"):
        tier_opts += argv[1:3]
        argv = argv[:1] + argv[3:]
    impl = argv[1] if len(argv) > 1 else "untranslated"
    filt = argv[2] if len(argv) > 2 else ""
    failed = 0
    passed = 0
    for path, args in corpus_programs():
        pid = program_id(path, args)
        if filt not in pid:
            continue
        problem = compare(path, args, lbbv_command(impl) + tier_opts)
        if problem:
            failed += 1
            print("FAIL %s\n%s\n" % (pid, problem))
        else:
            passed += 1
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
