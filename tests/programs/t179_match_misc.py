# match statement: exceptions and ranges as class patterns, module
# attributes as value patterns, long case ladders in hot loops, numeric
# equality across types, and matches nested in case bodies
import math
import sys


def describe_error(exc):
    match exc:
        case ValueError(args=(msg, code)):
            return "value error %r %r" % (msg, code)
        case KeyError(args=[k]):
            return "key error %r" % (k,)
        case ArithmeticError() as e:
            return "arithmetic %s %s" % (type(e).__name__, e)
        case Exception(args=()):
            return "no args " + type(exc).__name__
        case BaseException():
            return "base " + type(exc).__name__
    return "not an exception"


for e in [ValueError("bad", 2), ValueError("one"), KeyError("k"),
          ZeroDivisionError("z"), OverflowError("o"), TypeError(),
          KeyboardInterrupt(), "str"]:
    print(describe_error(e))

try:
    {}["missing"]
except Exception as caught:
    print(describe_error(caught))

# ranges: a sequence, and start/stop/step as keyword patterns
for r in [range(3), range(1, 10, 2), range(0), range(5, 0, -1)]:
    match r:
        case range(start=0, stop=0):
            print("empty from zero")
        case range(step=-1, start=s):
            print("countdown from", s)
        case [0, 1, 2]:
            print("zero one two", r)
        case [first, *_, last]:
            print("from", first, "to", last, "step", r.step)

# module attributes as value patterns
for v in [math.pi, math.e, sys.maxsize, 3.0, 1]:
    match v:
        case math.pi:
            print("pi")
        case math.e:
            print("e")
        case sys.maxsize:
            print("maxsize")
        case math.inf:
            print("inf")
        case _:
            print("plain", v)


# numbers of different types compare equal in value patterns
def num(v):
    match v:
        case 0:
            return "zero"
        case 1:
            return "one"
        case 2.0:
            return "two"
        case -3:
            return "minus three"
        case 10000000000000000000000:
            return "huge"
        case _:
            return "other"


print([num(v) for v in [0, 0.0, False, 1, 1.0, True, 2, 2.0, -3, -3.0,
                        10 ** 22, 1e22, 5]])


# a long ladder of literal cases, hot
def ladder(v):
    match v:
        case 0: return "a"
        case 1: return "b"
        case 2: return "c"
        case 3: return "d"
        case 4: return "e"
        case 5: return "f"
        case 6: return "g"
        case 7: return "h"
        case 8: return "i"
        case 9: return "j"
        case "0": return "A"
        case "1": return "B"
        case "2": return "C"
        case (0, 0): return "origin"
        case (x, 0): return "x" + str(x)
        case (0, y): return "y" + str(y)
        case [x, y, *rest] if len(rest) > 1: return "long"
        case {"n": n}: return "n" + str(n)
        case None: return "-"
        case _: return "?"


out = []
for i in range(700):
    k = i % 7
    if k == 0:
        v = i % 12
    elif k == 1:
        v = str(i % 4)
    elif k == 2:
        v = (i % 3, 0)
    elif k == 3:
        v = (0, i % 3)
    elif k == 4:
        v = list(range(i % 6))
    elif k == 5:
        v = {"n": i % 5} if i % 2 else None
    else:
        v = float(i % 11)
    out.append(ladder(v))
counts = {}
for o in out:
    counts[o] = counts.get(o, 0) + 1
print(sorted(counts.items()))


# a match inside a case body, and a match in the guard's function
def inner(v):
    match v:
        case [x]:
            return x
    return None


def outer(v):
    match v:
        case {"items": items} if inner(items) is not None:
            match inner(items):
                case int(n) if n > 0:
                    return "positive single"
                case str():
                    return "str single"
                case _:
                    return "other single"
        case {"items": [*many]}:
            return "%d items" % len(many)
    return "no items"


for v in [{"items": [3]}, {"items": ["s"]}, {"items": [-1]},
          {"items": [1, 2]}, {"items": []}, {}, {"items": "x"}]:
    print(outer(v))

# the subject is evaluated exactly once per match, even in a loop
evaluations = [0]


def subject(i):
    evaluations[0] += 1
    return [i, -i] if i % 2 else {"v": i}


hits = 0
for i in range(300):
    match subject(i):
        case [a, b] if a + b == 0:
            hits += 1
        case {"v": v} if v % 4 == 0:
            hits += 2
        case _:
            hits += 0
print("hits", hits, "evaluations", evaluations[0])

# str, bytes and bytearray subjects are never sequences
for v in ["ab", b"ab", bytearray(b"ab"), ["a", "b"]]:
    match v:
        case [x, y]:
            print("sequence", x, y)
        case str() | bytes() | bytearray():
            print("string-like", type(v).__name__)
