"""Tier 2 across an await or a `yield from` (BB_SEND, versioning.py
_emit_send): the code after the await loop is a block version like any
other, generated when the receiver first finishes, so a coroutine stays in
tier 2 past its first await. And loop heads generated in place of a lazy
backward jump (versioning._backward_in_place) only when the version is new,
never a trampoline's target."""

from tests.tier2_support import run, cpython, code_of, names, t2_instrs

FIB = """
async def fib(n):
    if n <= 1:
        return n
    return await fib(n - 1) + await fib(n - 2)

def drive(coro):
    try:
        while True:
            coro.send(None)
    except StopIteration as e:
        return e.value

print(drive(fib(12)))
"""


def test_await_that_finishes_continues_in_tier_2():
    w, out = run(FIB, unboxing=True)
    assert out == cpython(FIB)
    code = code_of(w, "fib")
    ops = names(code)
    # both awaits resolved into jumps to generated versions; the tier-1
    # SEND (which jumped back into tier-0 code) is gone
    assert ops.count("BB_SEND_JUMP") == 2
    assert "BB_SEND" not in ops and "SEND" not in ops
    targets = [a for n, a in t2_instrs(code) if n == "BB_SEND_JUMP"]
    starts = [v.start for v in code.t2.blocks]
    assert all(t in starts for t in targets)
    # the addition after the second await runs in tier 2 (its operands
    # are unknown there: a guarded int add)
    assert "BINARY_OP_INT_GUARDED" in ops or \
        "BINARY_OP_RAW_INT_GUARDED" in ops


def test_suspending_awaits_throw_and_close_stay_right():
    src = """
class Suspend:
    def __await__(self):
        got = yield "paused"
        return got

async def leaf(n):
    return n * 2

async def mixed(n):
    total = 0
    for i in range(n):
        total += await leaf(i)
        if i % 5 == 2:
            total += await Suspend()
    return total

def drive(coro):
    seen = 0
    try:
        coro.send(None)
        while True:
            seen += 1
            coro.send(seen)
    except StopIteration as e:
        return e.value, seen

print(drive(mixed(60)))

def sub(k):
    try:
        x = yield k
        return x
    except KeyError:
        return "caught"

def outer(n):
    got = []
    for i in range(n):
        got.append((yield from sub(i)))
    return got

g = outer(50)
next(g)
print([g.throw(KeyError) for i in range(20)][-3:])
print(g.send(7), g.send(8))
g.close()
"""
    w, out = run(src, unboxing=True)
    assert out == cpython(src)
    for fname in ("mixed", "outer"):
        ops = names(code_of(w, fname))
        assert "BB_SEND_JUMP" in ops
        k = ops.index("BB_SEND_JUMP")
        # the frame suspends right after it (generator.delegate finds
        # the sub-iterator there)
        assert ops[k + 1] == "YIELD_VALUE"


def test_loop_head_past_the_limit_is_not_generated_in_place():
    # the loop head for a raw float accumulator is past the version
    # limit: a boxing trampoline leads to the generic version; the block
    # that ends in the lazy backward jump must go through it (it fell into
    # the generic version with the float still raw: 1.5 for 50.0)
    src = """
def ident(x):
    return x

def adder(values):
    acc = None
    for v in values:
        r = ident(v)
        acc = r if acc is None else acc + r
    return acc

print(adder(list(range(100))))
print(adder([0.5] * 100))
print(adder([1.5] * 100))
print(adder(list(range(10))))
"""
    w, out = run(src, unboxing=True)
    assert out == cpython(src)
    ops = names(code_of(w, "adder"))
    assert "BOX_FLOAT" in ops
