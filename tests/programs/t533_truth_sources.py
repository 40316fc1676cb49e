# Truth tests reading the value where it lives (tier 2: TRUTH_TEST's
# source, a local, a cell, a module global): `if tracing:`, `while t is
# not None:`, `if x:` with the values changing type, globals rebound and
# deleted, a local unbound, a closure's cell.
tracing = False
LIMIT = None


class Node:
    def __init__(self, n):
        self.link = None
        self.n = n


def walk(t):
    c = 0
    while t is not None:
        if tracing:
            c -= 1
        x = t.n
        if x:
            c += 1
        if LIMIT is not None:
            c += 100
        t = t.link
    return c


head = None
for i in range(3000):
    t = Node([i % 2, "", "s", 0.0, 2.5, None, [], [0], (), {}, {1: 2}][i % 11])
    t.link = head
    head = t
print([walk(head) for _ in range(3)])
tracing = 1
LIMIT = 3
print(walk(head))
tracing = []
print(walk(head))
del tracing
try:
    walk(Node(0))
except NameError as e:
    print("NameError:", e)


class Truthy:
    def __init__(self, v):
        self.v = v

    def __bool__(self):
        return self.v > 1


def count(items):
    n = 0
    for it in items:
        if it:
            n += 1
        if not it:
            n += 10
    return n


print(count([Truthy(i % 4) for i in range(2000)]))


class BadBool:
    def __bool__(self):
        raise ValueError("no truth")


try:
    count([1] * 500 + [BadBool()])
except ValueError as e:
    print("ValueError:", e)


def unbound(n):
    r = 0
    for i in range(n):
        if i < n - 1:
            z = i
        else:
            del z
        if z:
            r += 1
    return r


try:
    unbound(3000)
except UnboundLocalError as e:
    print("UnboundLocalError:", e)


def outer(flag):
    hits = [0]

    def inner(n):
        for i in range(n):
            if flag:
                hits[0] += 1
            if flag is None:
                hits[0] -= 1
        return hits[0]
    return inner


print(outer(True)(3000), outer(0)(3000), outer(None)(3000))
