"""A conformance measure on test scripts that lbbv did not write.

    python3 tests/conformance/run_suite.py [--lbbv ./lbbv-c] [--tier N]
        [--out FILE] [-j J] DIR...

Every `*.py` under each DIR (not recursive) runs on CPython 3 (the
reference) and on lbbv. A script counts only where CPython runs it to exit
code 0 within the time limit (scripts written for another implementation,
e.g. MicroPython's `tests/basics`, use modules CPython lacks); of those, it
passes on lbbv when stdout and the exit code are the same. The report
lists the count and every failure with its first differing line or
lbbv's last stderr line, so each remaining failure is named.

Python 3 only. Suites are not part of the repository: point it at a
checkout of MicroPython's `tests/basics` and `tests/float`, or, once the
standard library runs, CPython's own `Lib/test` scripts (docs/conformance.md).
"""

import argparse
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
PYTHON3 = os.environ.get("LBBV_REFERENCE_PYTHON", "python3")


def run(cmd, path, timeout):
    env = dict(os.environ)
    env["PYTHONHASHSEED"] = "0"
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    try:
        p = subprocess.run(cmd + [os.path.basename(path)],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           stdin=subprocess.DEVNULL, env=env,
                           timeout=timeout, cwd=os.path.dirname(path))
    except subprocess.TimeoutExpired:
        return "timeout", b"", b""
    return p.returncode, p.stdout, p.stderr


def last_line(err):
    lines = [l for l in err.decode("utf-8", "replace").splitlines()
             if l.strip()]
    return lines[-1] if lines else ""


def first_diff(a, b):
    la = a.decode("utf-8", "replace").splitlines()
    lb = b.decode("utf-8", "replace").splitlines()
    for i in range(max(len(la), len(lb))):
        x = la[i] if i < len(la) else "<missing>"
        y = lb[i] if i < len(lb) else "<missing>"
        if x != y:
            return "line %d: expected %r, got %r" % (i + 1, x[:80], y[:80])
    return "trailing bytes differ"


def check(path, lbbv_cmd, timeout):
    """(status, detail): status is 'skip' (CPython does not pass it),
    'pass' or 'fail'."""
    rc0, out0, err0 = run([PYTHON3], path, timeout)
    if rc0 != 0:
        return "skip", "CPython: %s" % (last_line(err0) or rc0)
    rc1, out1, err1 = run(lbbv_cmd, path, timeout)
    if rc1 == 0 and out1 == out0:
        return "pass", ""
    if rc1 == "timeout":
        return "fail", "timeout"
    if rc1 != 0:
        return "fail", "exit %s: %s" % (rc1, last_line(err1))
    return "fail", first_diff(out0, out1)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("dirs", nargs="+")
    ap.add_argument("--lbbv", default=os.path.join(ROOT, "lbbv-c"))
    ap.add_argument("--tier", default="2")
    ap.add_argument("--timeout", type=float, default=30)
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("--out", help="also write the report to this file")
    args = ap.parse_args(argv)
    paths = []
    for d in args.dirs:
        for name in sorted(os.listdir(d)):
            if name.endswith(".py"):
                paths.append(os.path.abspath(os.path.join(d, name)))
    cmd = [os.path.abspath(args.lbbv), "--tier", args.tier]
    with ThreadPoolExecutor(args.j) as ex:
        results = list(ex.map(lambda p: check(p, cmd, args.timeout), paths))
    lines = []
    counted = passed = 0
    for path, (status, detail) in zip(paths, results):
        name = os.path.join(os.path.basename(os.path.dirname(path)),
                            os.path.basename(path))
        if status == "skip":
            continue
        counted += 1
        if status == "pass":
            passed += 1
        else:
            lines.append("FAIL %s: %s" % (name, detail))
    skipped = len(paths) - counted
    pct = 100.0 * passed / counted if counted else 0.0
    lines.append("%d of %d scripts that CPython passes pass on lbbv "
                 "(%.1f%%); %d scripts CPython does not pass were skipped"
                 % (passed, counted, pct, skipped))
    report = "\n".join(lines) + "\n"
    sys.stdout.write(report)
    if args.out:
        with open(args.out, "w") as f:
            f.write(report)
    return 0


if __name__ == "__main__":
    sys.exit(main())
