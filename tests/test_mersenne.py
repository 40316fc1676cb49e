"""Differential tests of objspace/mersenne.py against CPython 3's `random`.

All reference values come from ONE python3 subprocess: it reads the
scenarios as JSON on stdin and prints the results as JSON.
"""
import json
import subprocess

import pytest

from objspace.mersenne import MersenneTwister, RandomError
from rpython.rlib.rbigint import rbigint

PY3_DRIVER = r'''
import json, random, sys
def run(rng, op):
    name, args = op[0], op[1:]
    if name == "random": return rng.random()
    if name == "getrandbits": return rng.getrandbits(*args)
    if name in ("randrange1", "randrange1_big"): return rng.randrange(*args)
    if name in ("randrange", "randrange_big"): return rng.randrange(*args)
    if name in ("randint", "randint_big"): return rng.randint(*args)
    if name == "choice7": return rng.choice("abcdefg")
    if name == "choice": return rng.choice(list(range(args[0])))
    if name == "shuffle":
        x = list(range(args[0])); rng.shuffle(x); return x
    if name == "uniform": return rng.uniform(*args)
    if name in ("randbelow", "randbelow_big"): return rng._randbelow(args[0])
    if name == "randbytes": return list(rng.randbytes(args[0]))
    if name == "state": return list(rng.getstate()[1])
    raise AssertionError(name)
out = []
for sc in json.load(sys.stdin):
    rng = random.Random(sc["seed"])
    res = []
    for op in sc["ops"]:
        try:
            res.append(run(rng, op))
        except (ValueError, IndexError) as e:
            res.append(["ERR", type(e).__name__, str(e)])
    out.append(res)
json.dump({"version": list(sys.version_info[:2]), "out": out}, sys.stdout)
'''

MAXINT = 2 ** 63 - 1
MININT = -2 ** 63


def standard_ops():
    ops = [["random"]] * 20
    ops += [["getrandbits", k] for k in
            (1, 8, 31, 32, 33, 64, 100, 0, 63, 65, 96, 128, 1000)]
    ops += [["randrange1", 10]] * 5
    ops += [["randrange", 3, 100, 7]] * 5
    ops += [["randrange", -10, 10, 1]] * 5
    ops += [["randint", 1, 6]] * 30
    ops += [["choice7"]] * 10
    ops += [["shuffle", 20], ["shuffle", 1], ["shuffle", 0], ["shuffle", 2]]
    # interleaved
    ops += [["random"], ["getrandbits", 100], ["randint", 1, 6],
            ["randrange", 0, 1000, 3], ["shuffle", 7], ["random"],
            ["randbytes", 5], ["choice", 3], ["uniform", 1.5, 7.25],
            ["getrandbits", 33], ["randrange", 100, 0, -7],
            ["randbelow", 2 ** 62 + 1], ["randbelow", MAXINT],
            ["randbelow_big", 10 ** 30], ["randbelow_big", 1],
            ["randrange_big", -10 ** 25, 10 ** 25, 3],
            ["randint_big", 2 ** 70, 2 ** 70 + 5],
            ["randrange1_big", 2 ** 64 + 1], ["random"]]
    ops += [["randbytes", n] for n in (0, 1, 3, 4, 17)]
    ops += [["state"]]
    return ops


SEEDS = [0, 1, 42, 12345, 2 ** 40 + 7, -5, 2 ** 100 + 3, 2 ** 32 - 1,
         2 ** 32, MAXINT, MININT, -(2 ** 1000 + 12345)]

ERROR_OPS = [
    ["randrange", 5, 5, 1], ["randrange", 10, 1, 1], ["randrange1", 0],
    ["randrange1", -3], ["randrange", 1, 10, 0], ["randrange", 1, 10, -1],
    ["randrange", 10, 1, 2], ["randint", 5, 3], ["randint", 5, 4],
    ["getrandbits", -1], ["choice", 0], ["randrange1_big", -2 ** 70],
    ["randrange_big", 2 ** 70, 2 ** 70, 1],
    ["randrange_big", 2 ** 70, 2 ** 71, 0],
    ["randrange_big", 2 ** 71, 2 ** 70, 5],
    ["randrange", MAXINT, MININT, 1], ["random"]]

# machine-int arguments whose width or n overflows a machine int
OVERFLOW_OPS = [
    ["randrange", MININT, MAXINT, 1], ["randrange", MININT + 1, MAXINT, 2 ** 62],
    ["randrange", MAXINT, MININT, -1], ["randrange", MAXINT, MININT, -3],
    ["randrange", MININT, MAXINT, 5], ["randint", 0, MAXINT],
    ["randint", MININT, MAXINT], ["randint", MAXINT - 2, MAXINT],
    ["randrange", MININT, MININT + 3, 1], ["randrange", -1, MAXINT, MAXINT],
    ["randrange1", MAXINT], ["choice", 1], ["random"]] * 4

SCENARIOS = ([{"seed": s, "ops": standard_ops()} for s in SEEDS] +
             [{"seed": 7, "ops": ERROR_OPS}, {"seed": 99, "ops": OVERFLOW_OPS},
              {"seed": 3, "ops": [["random"]] * 700 + [["state"]]}])


@pytest.fixture(scope="module")
def reference():
    proc = subprocess.Popen(["python3", "-c", PY3_DRIVER],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    out, _ = proc.communicate(json.dumps(SCENARIOS))
    assert proc.returncode == 0
    data = json.loads(out)
    assert data["version"] == [3, 11]
    return data["out"]


def big(x):
    return rbigint.fromlong(x)


def run_op(mt, op):
    name, args = op[0], op[1:]
    try:
        if name == "random":
            return mt.random()
        if name == "getrandbits":
            return mt.getrandbits(args[0]).tolong()
        if name == "randrange1":
            return mt.randrange1(int(args[0]))
        if name == "randrange":
            return mt.randrange(int(args[0]), int(args[1]), int(args[2]))
        if name == "randint":
            return mt.randint(int(args[0]), int(args[1]))
        if name == "choice7":
            return "abcdefg"[mt.choice_index(7)]
        if name == "choice":
            return range(args[0])[mt.choice_index(args[0])]
        if name == "shuffle":
            n = args[0]
            x = range(n)
            swaps = mt.shuffle_swaps(n)
            assert len(swaps) == max(n - 1, 0)
            for t in range(len(swaps)):
                i = n - 1 - t
                j = swaps[t]
                x[i], x[j] = x[j], x[i]
            return x
        if name == "uniform":
            return mt.uniform(args[0], args[1])
        if name == "randbelow":
            return mt.randbelow(int(args[0]))
        if name == "randbelow_big":
            return mt.randbelow_big(big(args[0])).tolong()
        if name == "randrange1_big":
            return mt.randrange1_big(big(args[0])).tolong()
        if name == "randrange_big":
            return mt.randrange_big(big(args[0]), big(args[1]),
                                    big(args[2])).tolong()
        if name == "randint_big":
            return mt.randint_big(big(args[0]), big(args[1])).tolong()
        if name == "randbytes":
            return [ord(c) for c in mt.randbytes(args[0])]
        if name == "state":
            return mt.get_state()
    except RandomError as e:
        return ["ERR", e.kind, e.msg]
    raise AssertionError(name)


def check_scenario(sc, expected):
    mt = MersenneTwister()
    mt.seed_int(big(sc["seed"]))
    assert len(expected) == len(sc["ops"])
    for pos in range(len(sc["ops"])):
        op = sc["ops"][pos]
        got = run_op(mt, op)
        assert got == expected[pos], (sc["seed"], pos, op)
        assert isinstance(got, float) == isinstance(expected[pos], float)


@pytest.mark.parametrize("idx", range(len(SCENARIOS)))
def test_scenario(reference, idx):
    check_scenario(SCENARIOS[idx], reference[idx])


def test_results_types_and_ranges():
    mt = MersenneTwister()
    mt.seed_int(big(5))
    for _ in range(200):
        x = mt.random()
        assert type(x) is float and 0.0 <= x < 1.0
        assert type(mt.randrange(-3, 9, 2)) is int
        assert type(mt.randint(MININT, MAXINT)) is int
        assert type(mt.getrandbits_small(63)) is int
        assert all(0 <= w <= 0xffffffff for w in mt.mt)


def test_state_roundtrip():
    a = MersenneTwister()
    a.seed_int(big(2024))
    for _ in range(10):
        a.random()
    st = a.get_state()
    b = MersenneTwister()
    b.set_state(st[:624], st[624])
    assert [a.random() for _ in range(700)] == [b.random() for _ in range(700)]
    with pytest.raises(RandomError) as e:
        b.set_state(st[:10], 0)
    assert e.value.msg == "state vector is the wrong size"
    with pytest.raises(RandomError) as e:
        b.set_state(st[:624], 625)
    assert e.value.msg == "invalid state"


def test_seed_time():
    a = MersenneTwister()
    b = MersenneTwister()
    a.seed_time()
    b.seed_time()
    assert [a.random() for _ in range(4)] != [b.random() for _ in range(4)]
    assert all(0 <= w <= 0xffffffff for w in a.mt)


def test_reseed_restarts_stream():
    a = MersenneTwister()
    a.seed_int(big(42))
    first = [a.random() for _ in range(5)]
    a.seed_int(big(-42))
    assert [a.random() for _ in range(5)] == first
