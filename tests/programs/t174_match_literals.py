# match statement: literal, singleton, capture, wildcard, value, or- and
# as-patterns, guards; `match` and `case` still usable as names


class Color:
    RED = 1
    GREEN = 2
    BLUE = "blue"


class NS:
    pass


NS.inner = Color


def classify(x):
    match x:
        case 0:
            return "zero"
        case -1:
            return "minus one"
        case 1.5:
            return "one and a half"
        case "hello" | "hi":
            return "greeting"
        case b"raw":
            return "bytes"
        case None:
            return "None"
        case True:
            return "True"
        case False:
            return "False"
        case Color.RED:
            return "red"
        case NS.inner.GREEN:
            return "green"
        case Color.BLUE:
            return "blue"
        case 10 | 20 | 30 as tens:
            return "tens %r" % tens
        case int(n) if n < 0:
            return "negative %d" % n
        case float() | int() as num if num > 1000:
            return "big %r" % num
        case other:
            return "other %r" % (other,)


values = [0, -1, 1.5, "hello", "hi", b"raw", None, True, False, 1, 2,
          "blue", 10, 20, 30, -7, 5000, 5000.5, 42, 0.0, -1.0, "x", (1,),
          [0], 1.0, 2.0]
for v in values:
    print(repr(v), classify(v))

# 1 == True and 0 == False, but True/False/None match by identity
for v in [1, 0, True, False, 1.0, 0.0]:
    match v:
        case True:
            print(repr(v), "is True")
        case False:
            print(repr(v), "is False")
        case 1:
            print(repr(v), "== 1")
        case 0:
            print(repr(v), "== 0")

# hot loop with the subject's type changing mid-loop (tiers 1 and 2)
counts = {}
for i in range(600):
    if i < 200:
        v = i % 7
    elif i < 300:
        v = float(i % 5)
    elif i < 400:
        v = str(i % 3)
    elif i < 500:
        v = [None, True, False, i][i % 4]
    else:
        v = (i % 11) - 5
    r = classify(v)
    counts[r] = counts.get(r, 0) + 1
for k in sorted(counts):
    print(k, counts[k])

# capture patterns bind even in a failing guard; the wildcard binds nothing
total = 0
for i in range(300):
    match i % 10:
        case n if n > 7:
            total += n
        case _:
            total -= 1
print("total", total, "n", n)

# guards with side effects run only when the pattern matched
log = []


def g(x):
    log.append(x)
    return x % 2 == 0


for i in range(6):
    match i:
        case 1 | 3:
            log.append("odd13")
        case k if g(k):
            log.append("even")
        case _:
            log.append("rest")
print(log)

# or-pattern with a capture in every alternative
for v in [(1, 2), [3, 4], (5,), 6]:
    match v:
        case (1, x) | [3, x] | (x,):
            print("x =", x)
        case y:
            print("y =", y)

# as-pattern nested in or-pattern and guard using walrus
for i in range(5):
    match i:
        case (0 | 1) as small if (double := small * 2) >= 0:
            print("small", small, double)
        case (2 | 3 as mid):
            print("mid", mid)
        case _:
            print("big", i)

# the subject is evaluated once; a tuple subject without parentheses
calls = []


def subj():
    calls.append(1)
    return 3


match subj():
    case 1:
        pass
    case 2:
        pass
    case 3:
        print("three, calls:", len(calls))

a, b = 1, 2
match a, b:
    case 1, 2:
        print("tuple subject")
match *[a], b:
    case [1, 2]:
        print("starred subject")

# the soft keywords as ordinary names
match = [10, 20]
print(match[1])
match[0] = 5
print(match)
case = 3
print(case * 2)


def match(x):
    return x + 1


print(match(1))
match (2):
    case 2:
        print("match statement after match() defined")
match = {"case": 1}
print(match["case"])
