"""Pure leaf functions run at their call site (interpreter/tier2/pure_calls.py):
which calls become CALL_PY_PURE_*, what their programs compute, and that
every case the program cannot finish (overflow, division by zero, a
rebound name) makes the ordinary call with the same results as python3."""

import os
import subprocess

from annotator_rules import opcodes as op
from interpreter.tier2 import pure_calls
from interpreter.tier2.tier2_stats import T2STATS
from tests.tier2_support import run, run_counted, cpython, code_of, names

A_ELEM = """
def a_elem(i, j):
    ij = i + j
    return 1.0 / (ij * (ij + 1) // 2 + i + 1)

def row(i, n):
    s = 0.0
    for j in range(n):
        s += a_elem(i, j)
    return s
"""


def _programs(code):
    return code.t2.pure if code.t2 is not None else []


def test_leaf_runs_as_pure_program():
    src = A_ELEM + """
total = 0.0
for i in range(30):
    total += row(i, 40)
print(total)
"""
    T2STATS.pure_misses = 0
    w, out, executed = run_counted(src)
    assert out == cpython(src)
    code = code_of(w, "row")
    assert "CALL_PY_PURE_FLOAT" in names(code)
    progs = _programs(code)
    assert progs
    for prog in progs:     # one per version of the loop body
        assert prog.w_func is w.dict_w["a_elem"]
        # i is a parameter (decided int by a_elem's BINARY_OP_ADD_INT);
        # the program: i + j, + 1, *, // 2, + i, + 1, the int made a
        # double, /
        assert prog.arg_kinds[0] == pure_calls.ARG_INT
        kinds = [pure_calls.op_fields(x)[0] for x in prog.words]
        assert kinds == [pure_calls.IADD, pure_calls.IADD, pure_calls.IMUL,
                         pure_calls.IFLOORDIV, pure_calls.IADD,
                         pure_calls.IADD, pure_calls.I2F, pure_calls.FDIV]
        assert prog.result_float
    # the range counter j stays raw: its use as the argument takes it so
    assert [pure_calls.ARG_INT, pure_calls.ARG_RAW_INT] in [
        list(p.arg_kinds) for p in progs]
    # after the warm-up, the calls no longer make frames
    # the global load heads the loads and the call (one dispatch for
    # `a_elem(i, j)`), and after the warm-up the calls make no frames
    assert "LOAD_GLOBAL_PURE_CALL" in names(code)
    assert executed[op.LOAD_GLOBAL_PURE_CALL] > 1000
    assert executed[op.CALL_PY_PURE_FLOAT] < 100
    assert executed[op.CALL_PY_EXACT_ARGS] < 200
    assert T2STATS.pure_misses == 0


SPECTRAL = """
def eval_A(i, j):
    return 1.0 / ((i + j) * (i + j + 1) // 2 + i + 1)

def row(i, n):
    s = 0.0
    for j in range(n):
        s += eval_A(i, j) * 0.5 + eval_A(j + 1, i) * (j - i * 1e-3)
    return s
total = 0.0
for i in range(30):
    total += row(i, 40)
print(total)
"""


def test_common_subexpressions_computed_once():
    # registers are written once, so `i + j` written twice is one
    # operation, and the two constants 1 are one register (spectral_norm's
    # eval_A: nine operations become eight); the results stay python3's
    w, out, _ = run_counted(SPECTRAL)
    assert out == cpython(SPECTRAL)
    progs = _programs(code_of(w, "row"))
    assert progs
    for prog in progs:
        ops = [pure_calls.op_fields(x) for x in prog.words]
        assert [o[0] for o in ops] == [
            pure_calls.IADD, pure_calls.IADD, pure_calls.IMUL,
            pure_calls.IFLOORDIV, pure_calls.IADD, pure_calls.IADD,
            pure_calls.I2F, pure_calls.FDIV]
        assert ops[1][2] == ops[0][1]       # (i + j) + 1
        assert ops[5][3] == ops[1][3]       # the same constant 1
        assert "\n".join(pure_calls.listing(prog)).count("= 1,") == 1


def test_raw_float_arguments_and_int_result():
    src = """
def lerp(a, b, t):
    return a + (b - a) * t

def tri(k):
    return k * (k + 1) // 2 - k % 7

def run(n):
    x = 0.5
    acc = 0.0
    m = 0
    for i in range(n):
        x = x * 1.0001
        acc += lerp(x, 2.0, 0.25)
        m += tri(i)
    return acc, m
print(run(300))
"""
    w, out, executed = run_counted(src)
    assert out == cpython(src)
    progs = _programs(code_of(w, "run"))
    lerps = [p for p in progs if p.w_func.name == "lerp"]
    tris = [p for p in progs if p.w_func.name == "tri"]
    assert lerps and tris
    assert all(p.result_float for p in lerps)
    assert not any(p.result_float for p in tris)
    # x is raw once the loop runs in its float version; 2.0 a float object
    assert [pure_calls.ARG_RAW_FLOAT, pure_calls.ARG_FLOAT,
            pure_calls.ARG_FLOAT] in [list(p.arg_kinds) for p in lerps]
    # so is the counter i: its uses (tri(i)) take it raw
    assert [pure_calls.ARG_RAW_INT] in [list(p.arg_kinds) for p in tris]
    # both calls headed by their global load, lerp's constant arguments
    # preloaded in its registers
    assert executed[op.LOAD_GLOBAL_PURE_CALL] > 400
    assert any(p.sources == [1, -1, -1] for p in lerps)


def test_overflow_and_zero_division_make_the_real_call():
    src = """
def mul(a, b):
    return a * b + 1

def inv(a, b):
    return a / (b - 3)

def run(n):
    out = []
    for i in range(n):
        out.append(mul(i, 1 << 58))
        try:
            out.append(inv(i, i % 5))
        except ZeroDivisionError as e:
            out.append(str(e))
    return out
r = run(200)
print(r[-10:], len(r), sum(x for x in r if type(x) is int))
print(inv(2 ** 60, 6), inv(7, 10))
"""
    T2STATS.pure_misses = 0
    w, out, executed = run_counted(src)
    assert out == cpython(src)
    code = code_of(w, "run")
    assert "CALL_PY_PURE_INT" in names(code)
    assert "CALL_PY_PURE_FLOAT" in names(code)
    # mul overflows from i = 32 on, inv divides by zero when i % 5 == 3:
    # each time after the loop reached tier 2, the ordinary call
    assert T2STATS.pure_misses > 100
    assert executed[op.CALL_PY_PURE_INT] > 100


def test_rebound_global_calls_the_new_function():
    src = """
def f(x):
    return x + 1

def g(x):
    return x * 10

def run(n):
    t = 0
    for i in range(n):
        t += f(i)
    return t
print(run(100))
f = g
print(run(100))
def f(x):
    return str(x)
try:
    run(3)
except TypeError as e:
    print("TypeError", e)
"""
    T2STATS.pure_misses = 0
    w, out = run(src, threshold=64, unboxing=True)
    assert out == cpython(src)
    assert T2STATS.pure_misses >= 100
    assert "CALL_PY_PURE_INT" in names(code_of(w, "run"))


def test_functions_that_are_not_pure_leaves():
    src = """
K = 3
def uses_global(x):
    return x + K

def has_branch(x):
    if x > 3:
        return x
    return -x

def calls(x):
    return abs(x) + 1

def with_string(x):
    return x * "ab"

def power(x):
    return x ** 2

def float_floor(x):
    return x // 2.0

def run(n):
    t = 0
    s = ""
    y = 0.0
    for i in range(n):
        t += uses_global(i) + has_branch(i) + calls(i) + power(i)
        s = with_string(i % 3)
        y += float_floor(i * 1.5)
    return t, s, y
print(run(200))
"""
    w, out = run(src, threshold=64, unboxing=True)
    assert out == cpython(src)
    assert _programs(code_of(w, "run")) == []
    assert "CALL_PY_EXACT_ARGS" in names(code_of(w, "run"))


def test_traceback_names_the_callee():
    src = A_ELEM + """
def run(n, z):
    t = 0.0
    for i in range(n):
        t += inv(i, z)
    return t

def inv(a, b):
    return a / b

run(100, 1)
run(100, 0)
"""
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    env = dict(os.environ, PYTHONPATH=here)
    import sys
    p = subprocess.Popen([sys.executable, "-m", "interpreter", "-c", src],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         cwd=here, env=env)
    _, err = p.communicate()
    q = subprocess.Popen(["python3", "-c", src], stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE)
    _, expected = q.communicate()

    def frames(text):
        return [l.strip() for l in text.decode("utf-8").splitlines()
                if l.strip().startswith(("File ", "ZeroDivisionError"))]
    assert p.returncode == q.returncode == 1
    assert frames(err) == frames(expected)


def test_head_falls_through_where_the_program_cannot_finish():
    src = """
def mul(a, b):
    return a * b

def run(n, big):
    t = 0
    for i in range(n):
        t += mul(i, big)
    return t
print(run(300, 3))
print(run(300, 1 << 56))
"""
    T2STATS.pure_misses = 0
    w, out, executed = run_counted(src)
    assert out == cpython(src)
    assert "LOAD_GLOBAL_PURE_CALL" in names(code_of(w, "run"))
    # the second run overflows from i = 128 on: the head falls through to
    # the loads and the call slot, which makes the ordinary call
    assert executed[op.LOAD_GLOBAL_PURE_CALL] > 500
    assert T2STATS.pure_misses >= 172
    assert executed[op.CALL_PY_PURE_INT] >= 172
