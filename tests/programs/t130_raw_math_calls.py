# Tier 2 calls float -> float builtins (math.sqrt, sin, cos, abs) on raw
# doubles (interpreter/raw_calls.py): domain errors, a rebound global
# (the callee changes: the generic continuation), special values.
import math
from math import sqrt, sin


def norm(n):
    total = 0.0
    for i in range(n):
        x = i * 0.5 - 3.0
        total += sqrt(x * x + 1.0) + abs(x) + math.cos(x) * sin(x)
    return total


def domain(n):
    out = []
    for i in range(n):
        x = 2.0 - i
        try:
            out.append(math.sqrt(x))
        except ValueError as e:
            out.append(str(e) + " %r" % x)
    return out


def rebound(n):
    global sqrt
    total = 0.0
    for i in range(n):
        x = i * 1.5
        if i == n // 2:
            sqrt = lambda v: "str%d" % v
        r = sqrt(x)
        total += len(r) if isinstance(r, str) else r
    sqrt = math.sqrt
    return total


def special():
    out = []
    for v in [0.0, -0.0, float("inf"), float("nan"), 1e308, -1e308]:
        for f in (math.sqrt, math.exp, math.sin, abs, math.fabs, math.atanh):
            try:
                out.append(repr(f(v)))
            except (ValueError, OverflowError) as e:
                out.append(type(e).__name__ + ": " + str(e))
    return out


for k in range(3):
    print(norm(200))
    print(domain(5))
    print(rebound(100))
print(special())
print(special())
