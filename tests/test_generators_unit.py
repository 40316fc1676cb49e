"""Generators delegating with `yield from`: resuming the outermost of a
chain resumes the innermost directly (generator.resume_through); the
frames in between run only when the delegation ends."""

from interpreter.runtime import eval as eval_mod
from tests.test_tier1 import run, value, cpython

CHAIN = """
def inner(n):
    for i in range(n):
        yield i
    return "inner done"

def middle(n):
    r = yield from inner(n)
    yield r

def outer(n):
    yield from middle(n)
    yield "outer end"

result = repr(list(outer(5)))
"""


def test_a_chain_runs_only_its_innermost_frame_per_value(monkeypatch):
    runs = {}
    real = eval_mod.run_frame

    def counting(frame, thrown=None):
        name = frame.code.co_name
        runs[name] = runs.get(name, 0) + 1
        return real(frame, thrown)
    monkeypatch.setattr(eval_mod, "run_frame", counting)
    w_main = run(CHAIN)
    assert value(w_main, "result") == cpython(CHAIN, "result")
    # each frame runs once when its generator is made (to
    # RETURN_GENERATOR). inner: then its five values and its return;
    # middle: its start (up to inner's first value), once when inner
    # returned (it yields r) and once to finish; outer likewise. Resumed
    # level by level, middle would run for each of inner's values too
    # (8 times) and outer for each of middle's (9).
    assert runs["inner"] == 7
    assert runs["middle"] == 4
    assert runs["outer"] == 4


def test_the_frames_between_are_running_meanwhile():
    src = """
import sys
def probe():
    yield (g.gi_running, g.gi_yieldfrom,
           sys._getframe().f_back.f_code.co_name,
           sys._getframe().f_back.f_back.f_code.co_name)
def mid():
    yield from probe()
def top():
    yield from mid()
    yield from mid()
g = top()
result = repr([next(g), next(g)])
"""
    assert value(run(src), "result") == cpython(src, "result")


def test_resumption_skips_the_pop_of_the_value_sent():
    # `yield x` as a statement: the value next()/send() would push is
    # popped by the POP_TOP after YIELD_VALUE; resume skips both (one
    # dispatch less per value), and a `x = yield` still receives it
    from annotator_rules import opcodes as op
    from tests.tier2_support import run_counted, cpython as cpython3
    src = """
def squares(n):
    for i in range(n):
        yield i * i

def echo():
    got = []
    while True:
        x = yield len(got)
        if x is None:
            return got
        got.append(x)

e = echo()
next(e)
for k in range(50):
    e.send(k)
try:
    e.send(None)
except StopIteration as stop:
    print(sum(stop.value))
print(sum(squares(2000)))
"""
    w, out, executed = run_counted(src)
    assert out == cpython3(src)
    # POP_TOPs left: the module's own (`next(e)`, `e.send(k)` as
    # statements), not one per value of squares
    assert executed[op.POP_TOP] < 200
    assert executed[op.YIELD_VALUE] >= 2050
