"""Generators delegating with `yield from`: resuming the outermost of a
chain resumes the innermost directly (generator.resume_through); the
frames in between run only when the delegation ends. Generators drained
by built-ins (gen_drain.py): their values are taken in their frame, which
is resumed once, not once per value."""

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

result = []
for v in outer(5):     # (next() by next(): list() would drain outer)
    result.append(v)
result = repr(result)
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


DRAINED = """
def squares(n):
    for i in range(n):
        yield i * i

class Key:
    def __init__(self, v): self.v = v
    def __hash__(self): return hash(self.v)
    def __eq__(self, o): return isinstance(o, Key) and o.v == self.v

def mixed(n):
    for i in range(n):
        yield Key(i % 3) if i == 5 else i % 4

total = sum(squares(1000)) + sum(x / 2 for x in squares(10))
items = list(squares(300)) + list(tuple(str(i) for i in range(200)))
keys = set(squares(500))
m = set(mixed(400))
flags = [any(x > 10 ** 6 for x in squares(400)),
         all(x >= 0 for x in squares(400))]
joined = "-".join(str(i) for i in range(300))
result = repr([total, len(items), items[-1], len(keys), len(m),
               flags, len(joined)])
"""


def test_built_ins_drain_a_generator_in_one_resumption(monkeypatch):
    from interpreter.runtime.generator import W_Generator
    resumes = {}
    real = W_Generator.resume

    def counting(self, w_sent, thrown=None, push=True):
        name = self.frame.code.co_name
        resumes[name] = resumes.get(name, 0) + 1
        return real(self, w_sent, thrown, push)
    monkeypatch.setattr(W_Generator, "resume", counting)
    w_main = run(DRAINED)
    assert value(w_main, "result") == cpython(DRAINED, "result")
    # squares() drained by sum(), list() and set(): resumed once each
    # (taken to its end in its frame), where next() would resume it once
    # per value and once more at its end; iterated by the three genexprs'
    # loops, it is: 11 + 401 + 401. The five genexprs: once each, but
    # the sum of halves twice: its first value, a float met by the int
    # start, is added by the generic `+` outside (then floats go on
    # inside).
    assert resumes["squares"] == 3 + 11 + 401 + 401
    assert resumes["<genexpr>"] == 6
    # mixed(): its Key(2) is declined (a Python __hash__ and __eq__ run
    # outside the generator) and the set no longer takes any value in
    # the frame (nor offers them): resumed once, then once per value
    # after the Key and at its end
    assert resumes["mixed"] == 2 + (400 - 6)


def test_a_value_the_consumer_rejects_raises_outside_the_generator():
    # the generator is paused at the yield when set() fails on the list:
    # its own `except TypeError` does not see the error (as in CPython)
    src = """
log = []
def g():
    try:
        yield 1
        yield [2]
        yield 3
    except TypeError:
        log.append("caught in g")
    log.append("g went on")
it = g()
try:
    set(it)
except TypeError as e:
    log.append("set: " + str(e))
log.append(next(it))
result = repr(log)
"""
    assert value(run(src), "result") == cpython(src, "result")
