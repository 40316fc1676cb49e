"""Differential fuzzing: random programs (gen_program.py) run on CPython
and on ./lbbv-c at tiers 0, 1 and 2; stdout, exit code and the last
stderr line must match.  A mismatch is reduced by line deletion (simple
delta debugging) and written to the output directory.

    python3 tests/fuzz/run_fuzz.py [-n N] [--seed S] [--lbbv PATH] [-j J]

Python 3 only.  Exit status 1 if any mismatch was found."""

import argparse
import os
import subprocess
import sys
import tempfile
import time
import warnings
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import gen_program  # noqa: E402

PYTHON3 = os.environ.get("LBBV_REFERENCE_PYTHON", "python3")


def run(cmd, path, timeout):
    env = dict(os.environ)
    env["PYTHONHASHSEED"] = "0"
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    try:
        p = subprocess.run(cmd + [path], stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, env=env, timeout=timeout,
                           cwd=os.path.dirname(path))
    except subprocess.TimeoutExpired:
        return ("timeout", b"", b"")
    return (p.returncode, p.stdout, p.stderr)


def last_line(err):
    lines = [l for l in err.decode("utf-8", "replace").splitlines()
             if l.strip() and not l.startswith("[version:") and
             "SyntaxWarning" not in l]
    if not lines:
        return ""
    # CPython 3.10+ appends spelling suggestions to NameError and
    # AttributeError messages; lbbv does not
    return lines[-1].split(". Did you mean: ")[0]


def tier_commands(lbbv):
    """[(label, command)]: tiers 0, 1 and 2; tier 2 with the lowest
    threshold when the binary has the option."""
    try:
        help_text = subprocess.run([lbbv, "--help"], stdout=subprocess.PIPE,
                                   stderr=subprocess.STDOUT).stdout
    except OSError:
        sys.exit("cannot run %s" % lbbv)
    # (-W ignore as for CPython's reference run: a compile-time
    # SyntaxWarning, `x is 3` in a generated expression, is the last line
    # of stderr of a program that ends normally)
    t2 = [lbbv, "-W", "ignore", "--tier", "2"]
    if b"--tier2-threshold" in help_text:
        t2 += ["--tier2-threshold", "1"]
    return [("tier0", [lbbv, "-W", "ignore", "--tier", "0"]),
            ("tier1", [lbbv, "-W", "ignore", "--tier", "1"]),
            ("tier2", t2)]


def outcome(res):
    rc, out, err = res
    return (rc, out, last_line(err))


def check(source, tiers, timeout, workdir, want_rc=None):
    """None when CPython fails to run it cleanly (not a test) or exits
    with another code than `want_rc`, else a list of (label, description)
    mismatches."""
    fd, path = tempfile.mkstemp(suffix=".py", dir=workdir)
    with os.fdopen(fd, "w") as f:
        f.write(source)
    try:
        t0 = time.time()
        ref = run([PYTHON3, "-W", "ignore"], path, timeout)
        elapsed = time.time() - t0
        if ref[0] == "timeout" or (isinstance(ref[0], int) and ref[0] < 0):
            return None
        if want_rc is not None and ref[0] != want_rc:
            return None
        expected = outcome(ref)
        problems = []
        for label, cmd in tiers:
            res = run(cmd, path, max(timeout, 20 * elapsed + 5))
            got = outcome(res)
            if got != expected:
                problems.append((label, describe(expected, got, res[2]),
                                 signature(expected, got)))
        return problems
    finally:
        os.unlink(path)


def signature(expected, got):
    """What a reduced program must keep: the first differing stdout line
    pair, else the exit codes and last stderr lines."""
    if expected[1] != got[1]:
        a = expected[1].splitlines()
        b = got[1].splitlines()
        for i in range(max(len(a), len(b))):
            x = a[i] if i < len(a) else None
            y = b[i] if i < len(b) else None
            if x != y:
                return ("stdout", x, y)
    return ("exit", expected[0], got[0], expected[2], got[2])


def describe(expected, got, err):
    parts = []
    if expected[1] != got[1]:
        a = expected[1].decode("utf-8", "replace").splitlines()
        b = got[1].decode("utf-8", "replace").splitlines()
        for i in range(max(len(a), len(b))):
            x = a[i] if i < len(a) else "<missing>"
            y = b[i] if i < len(b) else "<missing>"
            if x != y:
                parts.append("stdout line %d: expected %r\n  got %r"
                             % (i + 1, x[:300], y[:300]))
                break
    if expected[0] != got[0]:
        parts.append("exit %r, expected %r" % (got[0], expected[0]))
    if expected[2] != got[2]:
        parts.append("last stderr line %r, expected %r" % (got[2],
                                                            expected[2]))
    tail = err.decode("utf-8", "replace").strip().splitlines()[-3:]
    if tail:
        parts.append("stderr tail: " + " | ".join(tail))
    return "\n  ".join(parts)


# --- reduction ---

def block_end(lines, i):
    """The end of the statement starting at line i, its indented body
    included."""
    ind = len(lines[i]) - len(lines[i].lstrip())
    j = i + 1
    while j < len(lines) and (not lines[j].strip() or
                              len(lines[j]) - len(lines[j].lstrip()) > ind):
        j += 1
    return j


def still_fails(lines, tier, timeout, workdir, want_rc, sig):
    src = "\n".join(lines) + "\n"
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            compile(src, "<fuzz>", "exec")
    except (SyntaxError, ValueError):
        return False
    res = check(src, [tier], timeout, workdir, want_rc)
    return bool(res) and res[0][2] == sig


def reduce(source, tier, sig, timeout, workdir, budget=400):
    """Deletes blocks while the mismatch at `tier` remains and CPython
    still exits as it did; at most `budget` trial runs."""
    lines = source.splitlines()
    fd, path = tempfile.mkstemp(suffix=".py", dir=workdir)
    with os.fdopen(fd, "w") as f:
        f.write(source)
    want_rc = run([PYTHON3, "-W", "ignore"], path, timeout)[0]
    os.unlink(path)
    trials = 0
    changed = True
    while changed and trials < budget:
        changed = False
        # from the end, so that definitions outlive their uses
        i = len(lines) - 1
        while i >= 0 and trials < budget:
            if i < len(lines) and lines[i].strip():
                st = lines[i].strip()
                for e in (block_end(lines, i), i + 1):
                    trial = lines[:i] + lines[e:]
                    if e == i + 1 and st.endswith(":"):
                        # keep the body: a loop or branch becomes `if True:`
                        ind = lines[i][:len(lines[i]) - len(lines[i].lstrip())]
                        if st == "if True:" or st.startswith("def ") or \
                                st.startswith("class "):
                            continue
                        trial = lines[:i] + [ind + "if True:"] + lines[e:]
                    trials += 1
                    if still_fails(trial, tier, timeout, workdir, want_rc, sig):
                        lines = trial
                        changed = True
                        break
            i -= 1
    return "\n".join(lines) + "\n", trials


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("-n", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--lbbv", default=os.path.join(ROOT, "lbbv-c"))
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("--timeout", type=float, default=30.0)
    ap.add_argument("--out", default=os.path.join(tempfile.gettempdir(),
                                                  "lbbv-fuzz"))
    ap.add_argument("--no-reduce", action="store_true")
    ap.add_argument("--max-report", type=int, default=5)
    a = ap.parse_args(argv)
    lbbv = os.path.abspath(a.lbbv)
    tiers = tier_commands(lbbv)
    os.makedirs(a.out, exist_ok=True)
    workdir = tempfile.mkdtemp(prefix="fuzzrun")
    seeds = list(range(a.seed, a.seed + a.n))
    failures = []
    skipped = [0]
    t0 = time.time()

    def one(seed):
        src = gen_program.generate(seed)
        res = check(src, tiers, a.timeout, workdir)
        if res is None:
            skipped[0] += 1
            return None
        return (seed, src, res) if res else None

    done = 0
    with ThreadPoolExecutor(max_workers=a.j) as ex:
        for r in ex.map(one, seeds):
            done += 1
            if r is not None:
                failures.append(r)
                print("MISMATCH seed %d: %s" % (r[0], ", ".join(
                    p[0] for p in r[2])), flush=True)
            if done % 200 == 0:
                print("... %d programs, %d mismatches, %.0fs"
                      % (done, len(failures), time.time() - t0), flush=True)
    print("%d programs (seeds %d..%d), %d skipped (CPython timeout or "
          "crash), %d mismatches, %.0fs"
          % (a.n, seeds[0], seeds[-1], skipped[0], len(failures),
             time.time() - t0))
    for seed, src, res in failures[:a.max_report]:
        label, desc, _ = res[0]
        print("\n=== seed %d (%s)\n  %s" % (seed, ", ".join(
            p[0] for p in res), desc))
        name = os.path.join(a.out, "fuzz_%d.py" % seed)
        with open(name, "w") as f:
            f.write(src)
        if not a.no_reduce:
            tier = [t for t in tiers if t[0] == label]
            small, trials = reduce(src, tier[0], res[0][2], a.timeout,
                                   workdir)
            rname = os.path.join(a.out, "fuzz_%d_reduced.py" % seed)
            with open(rname, "w") as f:
                f.write(small)
            print("--- reduced (%d trials, %s) to %d lines: %s"
                  % (trials, label, len(small.splitlines()), rname))
            print(small)
        else:
            print("--- program: %s" % name)
    os.rmdir(workdir)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
