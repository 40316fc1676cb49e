# Module globals and locals as the operands of comparisons and operators
# (tier 2 reads them where they live: operand source 4, the module
# global, and the compare-and-branch's sources): rebinding, deleting,
# shadowing a builtin, a global changed inside the loop, and one code
# object run with two globals dicts.
EMPTY, WHITE, BLACK = 0, 1, 2
LIMIT = 7.5
SIZE = 9
STEP = 3


class Point:
    def __init__(self, c):
        self.color = c


def count(ps):
    n = 0
    for p in ps:
        if p.color == EMPTY:
            n += 1
        elif p.color != BLACK:
            n += 2
    return n


def scale(xs):
    t = 0.0
    for x in xs:
        if x < LIMIT:
            t = t + x * LIMIT
    return t


def grid():
    s = 0
    for i in range(SIZE * SIZE):
        if i % SIZE < SIZE - 1:
            s += i
    return s


def bump(n):
    global STEP
    total = 0
    for i in range(n):
        if i % 100 == 99:
            STEP = STEP + 1         # rebound while the loop reads it
        total = total + STEP
    return total


def mixed(n):
    acc = 0.0
    k = 0
    while k < n:
        acc = acc + k * 0.5
        if acc > 1e4:
            acc = acc - 1e4
        if k >= SIZE and k < SIZE * 2:
            acc += 1
        k = k + 1
    return acc


ps = [Point(i % 3) for i in range(3000)]
print(count(ps), scale([i * 0.25 for i in range(3000)]), grid())
print(bump(2000), STEP, mixed(5000))
EMPTY = 1
SIZE = 4
print(count(ps), grid(), mixed(3000))
del LIMIT
try:
    scale([1.0])
except NameError as e:
    print("NameError:", e)
LIMIT = 2
print(scale([1.0, 3.0] * 1000))
SIZE = 2.5
try:
    grid()
except TypeError as e:
    print("TypeError:", e)
print(mixed(100))


def shadow(xs):
    t = 0
    for x in xs:
        if x < len:
            t += 1
    return t


len = 5
print(shadow(range(3000)))
del len
try:
    shadow(range(3))
except TypeError as e:
    print("TypeError:", e)

g2 = {}
exec("""
def below(xs):
    n = 0
    for x in xs:
        if x < K:
            n += 1
    return n
""", g2)
g2["K"] = 30
print([g2["below"](range(3000)) for _ in range(3)])
import types
other = types.FunctionType(g2["below"].__code__, {"K": 70})
print(other(range(3000)), g2["below"](range(3000)), other(range(100)))
try:
    types.FunctionType(g2["below"].__code__, {})(range(5))
except NameError as e:
    print("NameError:", e)
