# match statement: sequence patterns (lists, tuples, ranges; never str,
# bytes or bytearray), star captures, mapping patterns with **rest, the
# `get` lookup that skips __missing__, nested patterns


def seq(x):
    match x:
        case []:
            return "empty"
        case [a]:
            return "one %r" % (a,)
        case [1, 2, 3]:
            return "one two three"
        case (a, b):
            return "two %r %r" % (a, b)
        case [first, *_, last] if first == last:
            return "same ends %r" % (first,)
        case [first, *middle, last]:
            return "ends %r %r middle %r" % (first, last, middle)
        case _:
            return "not a sequence %r" % (x,)


for v in [[], (), [1], (2,), [1, 2, 3], (1, 2, 3), [4, 5], (6, 7),
          range(2), range(5), [1, 9, 1], [1, 2, 3, 4], "ab", "abc", b"xy",
          bytearray(b"xyz"), {1: 2}, {1, 2}, 5, None, "a", 2.5]:
    print(seq(v))

# star positions and wildcard stars (indexing instead of unpacking)
for v in [[1, 2, 3, 4, 5], (1,), [1, 2], range(10)]:
    match v:
        case [*_, x, y]:
            print("last two", x, y)
        case [*_]:
            print("any sequence")
for v in [[1, 2, 3, 4, 5], (9, 8)]:
    match v:
        case [a, *_, b, c]:
            print("a b c", a, b, c)
        case [*head, tail]:
            print("head", head, "tail", tail)
for v in [[1, 2, 3], [4]]:
    match v:
        case [*head, 3]:
            print("head", head)
        case [*rest]:
            print("rest", rest)

# nested sequences
def nested(x):
    match x:
        case [(a, b), [c, *d]]:
            return "nested %r %r %r %r" % (a, b, c, d)
        case [[[deep]]]:
            return "deep %r" % (deep,)
        case ([x, y] | (x, y, _)) if x == y:
            return "pairish equal %r" % (x,)
        case _:
            return "no"


for v in [[(1, 2), [3, 4, 5]], [(1, 2), [3]], [[[7]]], [[["s"]]],
          [2, 2], (3, 3, 9), [1, 2], [[1]]]:
    print(nested(v))


# mappings
def mapping(x):
    match x:
        case {}:
            pass
    match x:
        case {"type": "point", "x": px, "y": py}:
            return "point %r %r" % (px, py)
        case {"type": "circle", "r": r, **rest}:
            return "circle %r rest %r" % (r, sorted(rest.items()))
        case {1: one, 2.5: two}:
            return "numeric keys %r %r" % (one, two)
        case {None: n, True: t}:
            return "None and True keys %r %r" % (n, t)
        case {"k": [a, b]}:
            return "k pair %r %r" % (a, b)
        case {**everything} if len(everything) > 3:
            return "big dict %d" % len(everything)
        case {}:
            return "other mapping"
        case _:
            return "not a mapping"


for v in [{"type": "point", "x": 1, "y": 2, "z": 3},
          {"type": "circle", "r": 5}, {"type": "circle", "r": 5, "c": 1,
                                       "a": 0},
          {1: "a", 2.5: "b"}, {1.0: "a", 2.5: "b", 3: "c"},
          {None: 0, 1: 1}, {"k": [1, 2]}, {"k": (3, 4)}, {"k": [1]},
          {1: 1, 2: 2, 3: 3, 4: 4}, {}, {"type": "point", "x": 1},
          [("a", 1)], "abc", 3]:
    print(mapping(v))

# **rest is a fresh dict without the matched keys
d = {"a": 1, "b": 2, "c": 3}
match d:
    case {"a": 1, **rest}:
        rest["z"] = 26
        print(sorted(rest.items()), sorted(d.items()))


# keys are looked up with get(): a __missing__ hook is not used (and a
# dict subclass is the only kind of object that could have one, which
# lbbv does not support; a plain dict never has one)
class Key:
    def __init__(self, name):
        self.name = name

    def __hash__(self):
        return hash(self.name)

    def __eq__(self, other):
        return isinstance(other, Key) and other.name == self.name


class K:
    A = Key("a")
    B = Key("b")


match {Key("a"): 1, Key("b"): 2}:
    case {K.A: x, K.B: y}:
        print("custom keys", x, y)

# duplicate keys found at run time (through attribute lookups)
class Dup:
    X = "same"
    Y = "same"


try:
    match {"same": 1, "other": 2}:
        case {Dup.X: 1, Dup.Y: 2}:
            print("no")
except Exception as e:
    print(type(e).__name__, e)

# unhashable keys
class Unh:
    L = [1]


try:
    match {1: 2}:
        case {Unh.L: 1}:
            pass
except Exception as e:
    print(type(e).__name__, e)

# hot loops with the subject changing between sequences and mappings
out = {}
for i in range(500):
    if i % 5 == 0:
        s = [i, i + 1]
    elif i % 5 == 1:
        s = (i, i + 1, i + 2)
    elif i % 5 == 2:
        s = {"type": "point", "x": i, "y": -i}
    elif i % 5 == 3:
        s = "str%d" % i
    else:
        s = {"k": [i, i]}
    match s:
        case [a, b]:
            key = "pair"
        case (a, *rest):
            key = "tuple+%d" % len(rest)
        case {"type": "point", "x": x, "y": y} if x + y == 0:
            key = "point"
        case {"k": [a, b]} if a == b:
            key = "k"
        case str(t):
            key = "str"
        case _:
            key = "none"
    out[key] = out.get(key, 0) + 1
print(sorted(out.items()))

acc = 0
for i in range(400):
    v = [i, [i % 3, i % 5], {"n": i}] if i % 2 else (i, (i % 3, 0), {"m": i})
    match v:
        case [n, [0, m], {"n": k}]:
            acc += n + m + k
        case (n, (r, 0), {"m": k}) if r:
            acc -= k
        case _:
            acc += 1
print("acc", acc)

# the subject of a sequence pattern is unpacked once (iteration counts)
class Tracker:
    pass


match [1, 2, 3]:
    case [1, x, y] | [x, y, 3]:
        print("or in seq", x, y)
