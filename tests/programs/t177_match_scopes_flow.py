# match statement: captures in every kind of scope (locals, cells,
# globals, class bodies, comprehension-free generators), control flow out
# of cases (return, break, continue, raise), or-patterns that bind names
# in different orders, exceptions from guards and __eq__


def reorder(v):
    match v:
        case (a, b, c) if a == 1:
            return "abc %r %r %r" % (a, b, c)
        case [c, b, a, 10] | {"c": c, "a": a, "b": b}:
            return "abc2 %r %r %r" % (a, b, c)
        case (x, y) | [y, x]:
            return "xy %r %r" % (x, y)
        case (p, q, r) | [r, q, p] | [q, r, p]:
            return "pqr %r %r %r" % (p, q, r)
        case [a, [b, c]] | [[c, b], a] | ([b, c], a) as whole:
            return "nested %r %r %r %r" % (a, b, c, whole)
    return "none"


for v in [(1, 2, 3), [3, 2, 1], (5, 6), {"a": 1, "b": 2, "c": 3},
          [7, 8, 9, 10], [1, [2, 3]], [[3, 2], 1], ([4, 5], 6), (4, 5, 6),
          [0, 0, 0, 0, 0]]:
    print(reorder(v))

# many alternatives in a hot loop
tally = [0, 0, 0, 0]
for i in range(400):
    v = [(i, i + 1), [i + 1, i], {"x": i, "y": i + 1}, i][i % 4]
    match v:
        case (x, y) | [y, x] | {"x": x, "y": y}:
            tally[i % 4] += y - x
        case int(x) | float(x):
            tally[3] += 1
print(tally)


# captures into cells (closures) and nonlocal rebinding
def make():
    match [1, 2]:
        case [first, second]:
            pass

    def get():
        return first + second
    return get


print(make()())


def outer():
    val = 0

    def inner(s):
        nonlocal val
        match s:
            case {"v": val}:
                pass
    inner({"v": 42})
    return val


print(outer())

# globals
def set_global(s):
    global G
    match s:
        case [G, *_]:
            return True
    return False


G = "unset"
print(set_global("str"), G)
print(set_global([9, 8]), G)


# class bodies
class Config:
    match {"debug": True, "level": 3}:
        case {"debug": debug, "level": level}:
            pass


print(Config.debug, Config.level)


# generators
def gen(items):
    for it in items:
        match it:
            case int(n):
                yield n * 2
            case [*xs]:
                yield from xs
            case _:
                yield "?"


print(list(gen([1, [2, 3], "s", (4,), 5])))

# break and continue inside cases
found = []
for i in range(50):
    match i % 7, i % 5:
        case (0, 0):
            found.append(("both", i))
            break
        case (0, _):
            continue
        case (_, 0):
            found.append(("five", i))
print(found)

n = 0
while True:
    n += 1
    match n:
        case 10:
            break
        case x if x % 3 == 0:
            continue
print("n", n)


# raise inside a case, and a match inside try/except/finally
def risky(v):
    try:
        match v:
            case 0:
                raise ValueError("zero")
            case [x]:
                return 1 / x
            case _:
                return "fine"
    except ZeroDivisionError as e:
        return "div " + str(e)
    finally:
        pass


for v in [0, [2], [0], "x"]:
    try:
        print(risky(v))
    except ValueError as e:
        print("ValueError", e)


# exceptions from guards and from __eq__ of a value pattern
class Weird:
    def __eq__(self, other):
        raise RuntimeError("no comparing")


class Const:
    W = Weird()


def boom(x):
    raise KeyError(x)


for v in [1, 2]:
    try:
        match v:
            case 1 if boom(v):
                print("unreachable")
            case _:
                print("default")
    except KeyError as e:
        print("KeyError", e)
try:
    match 5:
        case Const.W:
            print("no")
except RuntimeError as e:
    print("RuntimeError", e)

# the match statement inside a comprehension-driven function, deep nesting
def depth(t):
    match t:
        case [l, r]:
            return 1 + max(depth(l), depth(r))
        case _:
            return 0


print([depth(t) for t in [1, [1, 2], [[1, 2], 3], [[[1, 2], 3], [4, 5]]]])

# a match as the last statement of a function with no default: None
def nothing(v):
    match v:
        case 1:
            return "one"


print(nothing(1), nothing(2))

# the same match with stack-heavy subjects, in a loop long enough for
# tier 2; types change halfway (int -> str -> tuple)
res = 0
for i in range(600):
    if i < 200:
        s = (i, (i, i))
    elif i < 400:
        s = ("s", (str(i), i))
    else:
        s = (i, [i, i, i])
    match s:
        case (int(a), (b, c)) if a == b == c:
            res += 1
        case (str(), (str(t), int(u))):
            res += len(t) + u
        case (a, [*more]):
            res += len(more)
print(res)
