# Attributes of locals as operands read where they live (tier 2: operand
# source 5, interpreter/tier2/sources.py): compares, truth tests, int and
# float operators and subscripts reading `o.a` themselves, with the
# attribute's effects (properties, __getattr__, errors) once and in order.


class P:
    def __init__(self, x, y):
        self.x = x
        self.y = y


class Loud:
    def __init__(self, v):
        self.v = v

    @property
    def x(self):
        print("get x", self.v)
        return self.v

    @property
    def y(self):
        print("get y", self.v)
        return self.v * 2


class Lazy:
    def __getattr__(self, name):
        return len(name) * 1.5


def below(ps, q):
    n = 0
    for p in ps:
        if p.x < q.x:
            n += 1
        if p.y:
            n += 10
    return n


def dot(ps, q):
    t = 0.0
    for p in ps:
        t = t + p.x * q.y
        d = p.x - q.x
        t += d * d
    return t


def count(ps, k):
    n = 0
    for p in ps:
        n = n + p.x
        n = n - k.y
    return n


class Bag:
    def __init__(self, items):
        self.items = items

    def total(self, n):
        t = 0
        for i in range(n):
            t += self.items[i % len(self.items)]
        return t


def ratio(ps, q):
    out = []
    for p in ps:
        try:
            out.append(p.x / q.y)
        except ZeroDivisionError as e:
            out.append("ZeroDivisionError: %s" % e)
    return out


def order(a, b):
    # the left attribute's getter runs before the right operand's error
    try:
        return a.x < undefined_name
    except NameError as e:
        return "NameError: %s" % e


def deleted(ps):
    t = 0
    for p in ps:
        try:
            t += p.x + p.y
        except AttributeError as e:
            t += 1000
            print("AttributeError", e)
    return t


def unbound(flag):
    o = P(1, 2)
    if flag:
        del o
    try:
        return o.x + 1
    except UnboundLocalError as e:
        return "UnboundLocalError"


def cells(ps, n):
    for i in range(n):
        for p in ps:
            p.x += 0.5
            if p.x > p.y:
                p.y = p.x * 2.0
    return [(p.x, p.y) for p in ps]


ps = [P(i, i % 3) for i in range(50)]
fs = [P(i * 0.5, 1.5 - i) for i in range(50)]
q = P(20, 3)
for k in range(40):
    r = (below(ps, q), dot(fs, P(2.5, 0.25)), count(ps, q))
print(r)
# new types at the same sites: floats, big ints, strings, properties,
# __getattr__, mixed
print(below(fs, P(3.0, 1)), below([Loud(1), Loud(5)], Loud(3)))
print(below([P("a", ""), P("b", "x")], P("ab", 0)))
print(dot([Loud(1.5), Lazy()], P(2.0, 0.5)), dot([P(1, 2)], P(3, 4)))
print(count([P(2 ** 62, 0), P(2 ** 62, 1)], P(0, -(2 ** 62))))
print(count([P(True, 1)], Lazy()))
try:
    print(count([P("s", 1)], q))
except TypeError as e:
    print("TypeError", e)
b = Bag([1, 2, 3])
for k in range(40):
    r = b.total(100)
print(r)
b.items = (4.5, 5)
print(b.total(10))
b.items = {1: 2}
try:
    b.total(3)
except KeyError as e:
    print("KeyError", e)
for k in range(40):
    r = ratio(fs[:5], P(0, 2.0))
print(r)
print(ratio(fs[:2], P(0, 0.0)), ratio([P(3, 0)], P(0, 0)))
print(order(Loud(4), None))
for k in range(40):
    r = deleted(ps[:5])
print(r)
p = ps[2]
del p.y
print(deleted(ps[:4]))
p.y = 7
P.y = property(lambda self: -1)     # a data descriptor now shadows y
print(deleted(ps[:4]))
del P.y
print(deleted(ps[:4]))
print([unbound(False) for i in range(40)][-1], unbound(True))
cs = [P(0.0, 1.0), P(0.25, 4.0)]
for k in range(30):
    r = cells(cs, 3)
print(r)
print(cs[0].x is cs[0].x, cs[0].x == cs[0].x)
