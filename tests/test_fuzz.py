"""Fixed-seed fuzz batches on ./lbbv-c (tests/fuzz; `make fuzz` and
`make fuzz-input` run larger ones): random programs compared with CPython
at tiers 0-2, mutated corpus programs that must never crash the
interpreter, and deep nesting that must raise instead of crashing."""

import os
import subprocess

import pytest

from tests import corpus

BINARY = os.path.join(corpus.ROOT, "lbbv-c")
FUZZ = os.path.join(corpus.ROOT, "tests", "fuzz")
pytestmark = pytest.mark.translated


def run_fuzzer(script, args):
    assert os.path.exists(BINARY), "run `make translate` first"
    p = subprocess.Popen([corpus.PYTHON3, os.path.join(FUZZ, script),
                          "--lbbv", BINARY] + args,
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    out, _ = p.communicate()
    return p.returncode, out.decode("utf-8", "replace")


def test_differential_batch():
    rc, out = run_fuzzer("run_fuzz.py", ["-n", "40", "--seed", "1"])
    assert rc == 0, out


def test_input_mutations():
    rc, out = run_fuzzer("fuzz_input.py", ["-n", "300", "--seed", "1"])
    assert rc == 0, out


def run_source(tmpdir, source):
    path = tmpdir.join("deep.py")
    path.write(source)
    p = subprocess.Popen([BINARY, str(path)], stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE)
    out, err = p.communicate()
    return p.returncode, corpus.last_line(err)


def test_deep_parentheses(tmpdir):
    rc, last = run_source(tmpdir, "x = " + "(" * 100000 + ")" * 100000)
    assert (rc, last) == (1, "SyntaxError: too many nested parentheses")


@pytest.mark.parametrize("expr", ["-" * 100000 + "1",
                                  "not " * 100000 + "1",
                                  "+".join(["1"] * 100000)],
                         ids=["minus", "not", "plus"])
def test_deep_expression(tmpdir, expr):
    # CPython: MemoryError or RecursionError; never a crash
    rc, last = run_source(tmpdir, "x = " + expr + "\n")
    assert (rc, last) == (1, "RecursionError: maximum recursion depth "
                              "exceeded during compilation")


@pytest.mark.parametrize("n", [2999, 3000])
def test_binop_nesting_limit_is_cpythons(tmpdir, n):
    # CPython 3.11 compiles `x = 1+1+...+1` with 2999 terms and gives up
    # at 3000 (the reference output comes from it, not from this test)
    source = "x = " + "+".join(["1"] * n) + "\nprint(x)\n"
    p = subprocess.Popen([corpus.PYTHON3, "-c", source],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    out, err = p.communicate()
    rc, last = run_source(tmpdir, source)
    assert (rc, last) == (p.returncode, corpus.last_line(err))
