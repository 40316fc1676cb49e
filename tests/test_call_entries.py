"""Calls entered in the dispatch loop itself (tier1_ops.exact_args_callee,
defaults_callee, init_callee): once the callee is warm and has a spare
frame, each CALL_PY_EXACT_ARGS, CALL_PY_WITH_DEFAULTS and CALL_PY_CLASS
fills, links and starts it without a C call (--stats counts them); what
they cannot take (a __new__ form, a generator, a keyword call) goes
through enter_callee. Results are python3's; corpus t593 and t594 check
the errors and the recursion limit at every tier."""

import pytest

from interpreter.tier1 import quickening
from tests.tier2_support import cpython, run_at_tier

CALLS = 400


def _run(source, tier):
    quickening.STATS.calls_quick = 0
    quickening.STATS.calls_other = 0
    out = run_at_tier(source, tier, stats=True)[1]
    return out, quickening.STATS.calls_quick, quickening.STATS.calls_other


LOOP = """
t = 0
for i in range(%d):
    t += %%s
print(t)
""" % CALLS

KINDS = {
    # (a len call: tier 2 runs a callee of arithmetic only at its call
    # site, pure_calls.py, with no frame at all)
    "exact_args": ("def f(x, s):\n    return x + len(s)\n", "f(i, 'ab')"),
    "defaults": ("def f(x, y=3):\n    return x * y\n", "f(i)"),
    "defaults_given": ("def f(x, s='a'):\n    return x * len(s)\n",
                       "f(i, 'abc')"),
    "method_object": ("class A:\n    def m(self, x, k=2):\n"
                      "        return x * k\nf = A().m\n", "f(i)"),
    "class_init": ("class P:\n    def __init__(self, x, y=1):\n"
                   "        self.v = x + y\n", "P(i).v"),
}


@pytest.mark.parametrize("tier", [1, 2])
@pytest.mark.parametrize("kind", sorted(KINDS))
def test_warm_calls_are_entered_in_the_loop(kind, tier):
    setup, call = KINDS[kind]
    src = setup + LOOP % call
    out, quick, other = _run(src, tier)
    assert out == cpython(src)
    # all but the first calls (cold callee, no spare frame yet)
    assert quick >= CALLS - 60, (quick, other)


NOT_QUICK = {
    "new_form": ("class N:\n    def __new__(cls, x=1):\n"
                 "        o = object.__new__(cls)\n        o.v = x\n"
                 "        return o\n", "N(i).v"),
    "keywords": ("def f(x, y=3):\n    return x * y\n", "f(i, y=2)"),
}


@pytest.mark.parametrize("kind", sorted(NOT_QUICK))
def test_other_calls_go_through_enter_callee(kind):
    setup, call = NOT_QUICK[kind]
    src = setup + LOOP % call
    out, quick, other = _run(src, 2)
    assert out == cpython(src)
    assert quick < 5 and other >= CALLS, (quick, other)
