"""The command line of ./lbbv-c: options, bad input, exit codes."""

import os
import subprocess

import pytest

from annotator_rules.opcodes import OPNAMES
from tests import corpus

BINARY = os.path.join(corpus.ROOT, "lbbv-c")
pytestmark = pytest.mark.translated


def run(args, cwd=None, stdin=None):
    p = subprocess.Popen([BINARY] + args, cwd=cwd or corpus.ROOT,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    out, err = p.communicate()
    return p.returncode, out.decode("utf-8"), err.decode("utf-8")


def test_dash_c():
    assert run(["-c", "print(1 + 2)"]) == (0, "3\n", "")


def test_script_and_argv(tmpdir):
    script = tmpdir.join("s.py")
    script.write("import sys\nprint(sys.argv[1:])\n")
    rc, out, err = run([str(script), "a", "b"])
    assert (rc, out) == (0, "['a', 'b']\n"), err


def test_help_and_version():
    rc, out, _ = run(["--help"])
    assert rc == 0 and "--tier" in out and "usage:" in out
    rc, out, _ = run(["--version"])
    assert rc == 0 and out.startswith("lbbv ")


def test_no_site_flag():
    # -S (pyperformance's python_startup_no_site): lbbv never imports
    # site itself, but makes its builtins (exit, quit, ...) unless -S
    code = ("import sys, builtins; print(sys.flags.no_site, "
            "'site' in sys.modules, hasattr(builtins, 'exit'))")
    assert run(["-S", "-c", code]) == (0, "1 False False\n", "")
    assert run(["-c", code]) == (0, "0 False True\n", "")


def test_cpython_flag_options():
    # test.support's helpers start the interpreter with -X faulthandler -I
    code = ("import sys; print(sys._xoptions, sys.warnoptions, "
            "sys.flags.isolated, sys.flags.ignore_environment, "
            "sys.flags.optimize)")
    assert run(["-X", "faulthandler", "-I", "-Wd", "-Xa=b", "-O", "-c",
                code]) == (0, "{'faulthandler': True, 'a': 'b'} ['d'] 1 1 "
                           "1\n", "")
    assert run(["-Es", "-c", "import sys; print(sys.flags.no_user_site)"]) \
        == (0, "1\n", "")


def test_missing_file():
    rc, out, err = run(["nonexistent.py"])
    assert rc == 2
    assert err == ("lbbv-c: can't open file 'nonexistent.py': [Errno 2] "
                   "No such file or directory\n")


def test_unknown_option():
    rc, out, err = run(["--frobnicate", "x.py"])
    assert rc == 2 and "usage:" in err and out == ""


@pytest.mark.parametrize("tier", ["0", "1", "2"])
def test_tier_option(tier):
    assert run(["--tier", tier, "-c", "print(2 ** 70)"]) == \
        (0, "1180591620717411303424\n", "")


def test_bad_tier():
    rc, _, err = run(["--tier", "7", "-c", "pass"])
    assert rc == 2 and "usage:" in err


def test_syntax_error_report(tmpdir):
    script = tmpdir.join("bad.py")
    script.write("x = 1\ny = = 2\n")
    rc, out, err = run([str(script)])
    assert rc == 1
    assert err.splitlines() == ['  File "%s", line 2' % script,
                                "    y = = 2", "        ^",
                                "SyntaxError: invalid syntax"]


def test_traceback_and_flush(tmpdir):
    script = tmpdir.join("tb.py")
    script.write("def f(n):\n    return 1 // n\nprint('before')\nf(0)\n")
    rc, out, err = run([str(script)])
    assert rc == 1
    assert out == "before\n"
    assert err.splitlines() == [
        "Traceback (most recent call last):",
        '  File "%s", line 4, in <module>' % script, "    f(0)",
        '  File "%s", line 2, in f' % script, "    return 1 // n",
        "ZeroDivisionError: integer division or modulo by zero"]


def test_deep_recursion_is_recursion_error():
    rc, out, err = run(["-c", "def f(n):\n    return f(n + 1)\nf(0)\n"])
    assert rc == 1
    assert err.splitlines()[-1] == \
        "RecursionError: maximum recursion depth exceeded"


def test_large_output_is_complete():
    rc, out, err = run(["-c", "for i in range(100000):\n    print(i)\n"])
    assert rc == 0 and out.count("\n") == 100000 and out.endswith("99999\n")


def test_demo_example():
    rc, out, err = run(["examples/demo.py"])
    assert rc == 0 and "fib(90) = 2880067194370816120" in out, err


FLOAT_LOOP = """
def run(n):
    z = 1.5
    t = 0.0
    for i in range(n):
        t = t + z * 2.0
    return t
print(run(100))
"""


def test_tier2_options_reject_bad_values():
    for args in (["--tier2-threshold", "0", "-c", "pass"],
                 ["--tier2-threshold", "x", "-c", "pass"],
                 ["--tier2-max-versions"], ["--dump-bbs"]):
        rc, out, err = run(args)
        assert rc == 2 and "usage:" in err, args


def cpython_output(script):
    return subprocess.check_output(["python3", str(script)]).decode("utf-8")


def test_tier2_traces_and_dis(tmpdir):
    script = tmpdir.join("f.py")
    script.write(FLOAT_LOOP)
    expected = cpython_output(script)
    rc, out, err = run(["--tier2-threshold", "1", "--trace-bbs",
                        "--trace-typeprop", str(script)])
    assert (rc, out) == (0, expected), err
    assert "[bbs] run: block at" in err
    assert "Stack: [ rangeiter" in err and "rawfloat" in err
    rc, out, err = run(["--dis", "--tier", "2", "--tier2-threshold", "1",
                        str(script)])
    assert (rc, out) == (0, expected), err
    # t + z * 2.0 on raw floats: z * 2.0 from the local and the constant,
    # folded into t and stored, one slot
    assert "Tier 2 (run)" in err
    assert "BINARY_OP_RAW_FLOAT_TERM" in err and \
        "(+ (z * 2.0), to t)" in err


def test_tier2_stats_and_dot(tmpdir):
    script = tmpdir.join("f.py")
    script.write(FLOAT_LOOP)
    expected = cpython_output(script)
    dot = tmpdir.join("bbs.dot")
    rc, out, err = run(["--stats", "--dump-bbs", str(dot), str(script)])
    assert (rc, out) == (0, expected), err
    assert "block versions generated:" in err
    assert "versions per block:" in err
    # the dispatch mix: instructions by how often they ran, most first
    lines = err.split("most executed instructions (all tiers):\n")[1]
    rows = [l.split() for l in lines.split("\n")[:5]]
    counts = [int(r[1]) for r in rows]
    assert counts == sorted(counts, reverse=True) and counts[0] > 0
    assert all(r[2].endswith("%") for r in rows)
    # and the pairs of instructions dispatched one after the other (what
    # a superinstruction of the two would save), most first
    lines = err.split("most frequent successive pairs (all tiers):\n")[1]
    rows = [l.split() for l in lines.split("\n")[:5]]
    counts = [int(r[2]) for r in rows]
    assert counts == sorted(counts, reverse=True) and counts[0] > 0
    assert all(r[0] in OPNAMES and r[1] in OPNAMES for r in rows)
    text = dot.read()
    assert text.startswith("digraph bbs {") and "->" in text
    rc, out, err = run(["--no-unboxing", "--dis", "--tier", "2",
                        str(script)])
    assert "BINARY_OP_MULTIPLY_FLOAT_REST" in err and "RAW" not in err
    rc, out, err = run(["--no-entry-types", "--tier2-threshold", "1",
                        str(script)])
    assert (rc, out) == (0, expected), err


def test_failed_allocation_is_a_python_memory_error():
    # an allocation failing below the eval loop (a builtin method) becomes
    # MemoryError at the instruction that called it: catchable, and the
    # output before it is kept (issue 8)
    src = ("print('before')\n"
           "try:\n"
           "    '1'.zfill(10 ** 11)\n"
           "except MemoryError:\n"
           "    print('caught')\n"
           "x = '{:>100000000000}'.format(1)\n")
    rc, out, err = run(["-c", src])
    assert (rc, out) == (1, "before\ncaught\n"), err
    assert err.rstrip().endswith("MemoryError")
    assert "Fatal RPython error" not in err


def test_stack_overflow_below_the_loop_is_caught_in_the_same_frame():
    # hashing a 300000-deep tuple overflows the C stack inside hash():
    # the RecursionError is raised at the instruction, so the handler of
    # the same frame catches it (CPython 3.12 itself crashes here)
    src = ("t = ()\n"
           "for i in range(300000):\n"
           "    t = (t,)\n"
           "try:\n"
           "    hash(t)\n"
           "except RecursionError as e:\n"
           "    print('caught', e)\n"
           "print('after')\n")
    rc, out, err = run(["-c", src])
    assert (rc, out) == (0, "caught maximum recursion depth exceeded\n"
                            "after\n"), err


def _cpython(args, cwd):
    p = subprocess.Popen([corpus.PYTHON3] + args, cwd=cwd,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    out, err = p.communicate()
    return p.returncode, out.decode("utf-8"), err.decode("utf-8")


@pytest.mark.parametrize("args", [
    ["-m", "_imp_pkg", "x", "y"],           # a package's __main__.py
    ["-m", "_imp_pkg.sub.deep"],            # a submodule as __main__
    ["-m", "t201_imports_cycles"],          # a plain module
    ["-m", "no_such_module"],
    ["-m", "_imp_pkg.sub"],                 # a package without __main__
    ["-m", "_imp_pkg.mod1.x"],              # a module is not a package
])
def test_dash_m_like_cpython(args):
    """-m runs a module found on sys.path as __main__: stdout, exit code
    and the last stderr line as CPython (whose message names its own
    executable, so only the text after the first ': ' is compared)."""
    cwd = os.path.join(corpus.ROOT, "tests", "programs")
    rc0, out0, err0 = _cpython(args, cwd)
    rc1, out1, err1 = run(args, cwd=cwd)
    assert (rc1, out1) == (rc0, out0), err1
    last0 = (err0.strip().splitlines() or [""])[-1]
    last1 = (err1.strip().splitlines() or [""])[-1]
    if last0.startswith("/"):
        last0 = last0.split(": ", 1)[1]
        last1 = last1.split(": ", 1)[1]
    assert last1 == last0


def test_sys_executable_and_path():
    rc, out, err = run(["-c", "import sys; print(sys.executable); "
                        "print(sys.path[0] == '', type(sys.modules))"])
    assert rc == 0, err
    assert out == "%s\nTrue <class 'dict'>\n" % BINARY


@pytest.mark.parametrize("disposition", ["default", "ignored"])
def test_inherited_signal_dispositions_like_cpython(disposition):
    # started with SIGINT and SIGHUP ignored (nohup, a background job),
    # CPython leaves them ignored and getsignal() says SIG_IGN
    import signal

    def child_setup():
        if disposition == "ignored":
            signal.signal(signal.SIGINT, signal.SIG_IGN)
            signal.signal(signal.SIGHUP, signal.SIG_IGN)
        else:
            signal.signal(signal.SIGINT, signal.SIG_DFL)
            signal.signal(signal.SIGHUP, signal.SIG_DFL)
    code = ("import signal\n"
            "print(signal.getsignal(signal.SIGINT) is "
            "signal.default_int_handler, signal.getsignal(signal.SIGINT) "
            "is signal.SIG_IGN, signal.getsignal(signal.SIGHUP))\n")
    outs = []
    for exe in (BINARY, "python3"):
        p = subprocess.Popen([exe, "-c", code], stdout=subprocess.PIPE,
                             preexec_fn=child_setup)
        outs.append(p.communicate()[0])
    assert outs[0] == outs[1]
    assert outs[1].split()[:2] == ([b"False", b"True"]
                                   if disposition == "ignored"
                                   else [b"True", b"False"])


@pytest.mark.parametrize("level", [[], ["-O"], ["-OO"]])
def test_optimize_levels_like_cpython(level):
    # -O drops assert statements and makes __debug__ False; -OO also drops
    # docstrings; compile()'s optimize argument does the same per call
    path = os.path.join(corpus.ROOT, "tests", "cli_programs",
                        "optimize_levels.py")
    rc, out, err = run(level + [path])
    p = subprocess.Popen(["python3"] + level + [path],
                         stdout=subprocess.PIPE)
    expected = p.communicate()[0].decode("utf-8")
    assert (rc, out) == (p.returncode, expected), err
