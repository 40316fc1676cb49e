"""CPython's own regression tests (Lib/test) on CPython 3.11 and on lbbv.

    python3 tests/conformance/run_cpython_tests.py [--lbbv ./lbbv-c]
        [--timeout SECONDS] [--out FILE] [MODULE...]

Each module (default: DEFAULT_MODULES) runs under unittest_driver.py,
which prints one line per test method, first on CPython (the reference)
and then on lbbv. A test counts when CPython passes it, unless lbbv skips
it as a CPython implementation detail (support.cpython_only: counted
apart); it passes on lbbv when lbbv reports it ok too. A module that fails to import on lbbv fails
all its counted tests. A test that prints nothing for --timeout seconds
fails as a timeout, and the module goes on after it in a new process;
a crash does the same. The report lists the totals, one row per
module and every failing test with its first error line.
"""

import argparse
import os
import select
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
DRIVER = os.path.join(HERE, "unittest_driver.py")
PYTHON3 = os.environ.get("LBBV_REFERENCE_PYTHON", "python3")

DEFAULT_MODULES = [
    "test.test_int", "test.test_float", "test.test_list", "test.test_dict",
    "test.test_set", "test.test_unicode", "test.test_bytes",
    "test.test_class", "test.test_descr", "test.test_generators",
    "test.test_exceptions", "test.test_scope", "test.test_grammar",
    "test.test_tuple", "test.test_bool", "test.test_range",
    "test.test_string", "test.test_augassign", "test.test_binop",
    "test.test_contains", "test.test_compare", "test.test_enumerate",
    "test.test_slice", "test.test_unary", "test.test_with",
    "test.test_raise", "test.test_keywordonlyarg", "test.test_dictviews",
    "test.test_iter", "test.test_long", "test.test_math",
    "test.test_complex", "test.test_builtin", "test.test_types",
    "test.test_opcodes", "test.test_pow", "test.test_format",
    "test.test_string_literals", "test.test_listcomps",
    "test.test_setcomps", "test.test_genexps", "test.test_property",
    "test.test_super", "test.test_userdict", "test.test_userlist",
    "test.test_userstring", "test.test_collections", "test.test_sort",
    "test.test_index", "test.test_isinstance", "test.test_baseexception",
    "test.test_exception_variations", "test.test_fstring",
    "test.test_unpack", "test.test_unpack_ex", "test.test_richcmp",
    "test.test_decorators", "test.test_funcattrs", "test.test_dataclasses",
    "test.test_abc", "test.test_copy", "test.test_operator",
    "test.test_functools", "test.test_itertools", "test.test_heapq",
    "test.test_bisect", "test.test_struct", "test.test_textwrap",
]


def run_module(cmd, module, timeout, driver=DRIVER):
    """{test id: (status, detail)} and an import error line or None."""
    results = {}
    after = None
    while True:
        argv = cmd + [driver, module]
        if after is not None:
            argv += ["--after", after]
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = "0"
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        # the tests write temporary files into the current directory
        p = subprocess.Popen(argv, stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL,
                             stdin=subprocess.DEVNULL, env=env,
                             cwd=tempfile.gettempdir())
        current = None
        buf = b""
        done = False
        stalled = False
        last = time.time()
        while True:
            r, _, _ = select.select([p.stdout], [], [], 1.0)
            if r:
                chunk = os.read(p.stdout.fileno(), 65536)
                if not chunk:
                    break
                last = time.time()
                buf += chunk
                while b"\n" in buf:
                    line, buf = buf.split(b"\n", 1)
                    line = line.decode("utf-8", "replace")
                    if line.startswith("START "):
                        current = line[6:].strip()
                    elif line.startswith("RESULT "):
                        head, _, detail = line[7:].partition(" | ")
                        status, _, tid = head.partition(" ")
                        results[tid] = (status, detail.strip())
                        current = None
                    elif line.startswith("IMPORT-ERROR"):
                        p.wait()
                        return results, line.partition(" | ")[2]
                    elif line == "DONE":
                        done = True
            elif time.time() - last > timeout:
                stalled = True
                break
        if stalled:
            p.kill()
        rc = p.wait()
        if done or current is None:
            if not done and not results:
                return results, "exit %s before any test ran" % rc
            return results, None
        results[current] = ("ERROR", "timeout after %ds" % timeout
                            if stalled else "process died (exit %s)" % rc)
        after = current


def cpython_detail(status, detail):
    """A test lbbv skips because it checks a CPython implementation detail
    (test.support.cpython_only, check_impl_detail): not counted."""
    d = detail.lower()
    return status == "skip" and ("implementation detail" in d or
                                 "specific to cpython" in d or
                                 "reuse is specific to cpython" in d)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("modules", nargs="*")
    ap.add_argument("--lbbv", default=os.path.join(ROOT, "lbbv-c"))
    ap.add_argument("--timeout", type=int, default=60)
    ap.add_argument("--out", default="cpython-tests-report.txt")
    args = ap.parse_args(argv)
    modules = args.modules or DEFAULT_MODULES
    lbbv = os.path.abspath(args.lbbv)
    total_ref = total_pass = total_excluded = 0
    rows = []
    failures = []
    for module in modules:
        ref, ref_err = run_module([PYTHON3], module, args.timeout)
        counted = sorted(t for t, (s, _) in ref.items() if s == "ok")
        got, imp_err = run_module([lbbv], module, args.timeout,
                                  os.environ.get("LBBV_DRIVER", DRIVER))
        detail_skips = [t for t in counted
                        if t in got and cpython_detail(*got[t])]
        total_excluded += len(detail_skips)
        counted = [t for t in counted if t not in detail_skips]
        passed = [t for t in counted if got.get(t, ("",))[0] == "ok"]
        total_ref += len(counted)
        total_pass += len(passed)
        rows.append((module, len(counted), len(passed), imp_err))
        sys.stdout.write("%-40s %4d of %4d%s\n" % (
            module, len(passed), len(counted),
            "  IMPORT: " + imp_err if imp_err else ""))
        sys.stdout.flush()
        for t in counted:
            if t in got and got[t][0] == "ok":
                continue
            if t in got:
                failures.append((t, "%s: %s" % got[t]))
            else:
                failures.append((t, "not run: %s" % (imp_err or "missing")))
    pct = 100.0 * total_pass / total_ref if total_ref else 0.0
    summary = ("%d of %d CPython-passing tests pass on lbbv (%.1f%%); "
               "%d more are CPython implementation details lbbv skips" % (
                   total_pass, total_ref, pct, total_excluded))
    with open(args.out, "w") as f:
        f.write(summary + "\n\n")
        for module, n, k, err in rows:
            f.write("%-40s %4d of %4d%s\n" % (module, k, n,
                                              "  import: " + err if err else ""))
        f.write("\nFailures:\n")
        for t, why in failures:
            f.write("%s: %s\n" % (t, why))
    print(summary)
    print("report: %s" % args.out)


if __name__ == "__main__":
    main()
