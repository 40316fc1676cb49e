# Calls with defaults, of method objects and of classes entered in the eval
# loop itself (CALL_PY_WITH_DEFAULTS and CALL_PY_CLASS with a spare frame:
# tier1_ops.defaults_callee, init_callee): the recursion limit, defaults
# reassigned, one code with two globals, __init__ replaced, raising or
# returning a value, a __new__ form beside them
import sys
import types


def down(n, step=1):
    return 0 if n <= 0 else 1 + down(n - step)


print(down(50), down(300), down(300, 3))
old = sys.getrecursionlimit()
sys.setrecursionlimit(150)
for k in range(3):
    try:
        down(1000)
    except RecursionError as e:
        print("RecursionError", e)
sys.setrecursionlimit(old)
print(down(120))


def weigh(x, w=2):
    return x * w + OFFSET


OFFSET = 1
other = types.FunctionType(weigh.__code__, {"OFFSET": 100}, "other",
                           (5,))
t = 0
for i in range(300):
    t += weigh(i) + other(i) + weigh(i, 3)
    if i == 200:
        weigh.__defaults__ = (7,)
print(t)


class Acc:
    def __init__(self, start=0, scale=1):
        self.total = start * scale

    def add(self, x, times=1):
        self.total += x * times
        return self.total


a = Acc()
add = a.add         # a method object, called with and without defaults
for i in range(300):
    add(i)
    add(i, 2)
print(a.total)

made = [Acc(i) for i in range(300)] + [Acc(i, 2) for i in range(300)]
print(sum(m.total for m in made))


class Nest:
    def __init__(self, n):
        self.child = Nest(n - 1) if n > 0 else None


def nest_depth(x):
    d = 0
    while x.child is not None:
        x = x.child
        d += 1
    return d


for i in range(200):
    x = Nest(i % 20)
print(nest_depth(Nest(40)))
sys.setrecursionlimit(100)
for k in range(3):
    try:
        Nest(500)
    except RecursionError as e:
        print("RecursionError", e)
sys.setrecursionlimit(old)


def init_other(self, start=0, scale=1):
    self.total = -start


for i in range(300):
    if i == 150:
        Acc.__init__ = init_other
    v = Acc(i).total
print(v)


class Picky:
    def __init__(self, x, check=True):
        if check and x > 250:
            raise ValueError("too big: %d" % x)
        self.x = x


n = 0
for i in range(300):
    try:
        n += Picky(i).x
    except ValueError as e:
        last = str(e)
print(n, last)


class Odd:
    def __init__(self, x=0):
        self.x = x
        if x == 299:
            return x


for i in range(300):
    try:
        Odd(i)
    except TypeError as e:
        print("TypeError", e)


class Made:
    def __new__(cls, x=1):
        inst = object.__new__(cls)
        inst.x = x
        return inst


print(sum(Made(i).x for i in range(300)) + Made().x)
