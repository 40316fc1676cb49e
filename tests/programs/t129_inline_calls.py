# Python-to-Python calls run in their caller's dispatch loop
# (interpreter/inline_calls.py): exceptions unwinding through several such
# frames, handlers and finally blocks on the way, raw floats live in the
# caller, generator functions at an exact-args site, deep recursion.
import sys

log = []


def leaf(x):
    if x == 0:
        raise ValueError("leaf %d" % x)
    return 10.0 / x


def middle(x):
    try:
        return leaf(x) + 1.0
    finally:
        log.append("middle finally %d" % x)


def catcher(x):
    try:
        return middle(x)
    except ValueError as e:
        log.append("caught " + str(e))
        return -1.0


def outer(n):
    total = 0.0
    acc = 0.5
    for i in range(n):
        acc = acc * 1.0001 + 0.25        # raw in tier 2, live across calls
        total += catcher(i % 5)
    return total, acc


for _ in range(3):
    print(outer(200))
print(len(log), log[:3], log[-2:])


def div(a, b):
    return a / b


def hot_divide(n):
    s = 0.0
    x = 1.5
    for i in range(n):
        x = x * 0.5 + 1.0
        try:
            s += div(x, (i % 7) - 3)
        except ZeroDivisionError:
            s -= x
    return s, x


for _ in range(3):
    print(hot_divide(300))


def gen(n):
    for i in range(n):
        yield i * i


def use_gen(n):
    return sum(gen(n))


for k in range(200):
    r = use_gen(k % 10)
print(r)


class Node:
    def __init__(self, v):
        self.v = v

    def get(self):
        return self.v

    def twice(self):
        return self.get() + self.get()


print(sum(Node(i).twice() for i in range(300)))


def depth(n):
    if n == 0:
        return 0
    return 1 + depth(n - 1)


sys.setrecursionlimit(30000)
print(depth(20000))
sys.setrecursionlimit(1000)


def forever(n):
    return forever(n + 1)


for _ in range(3):
    try:
        forever(0)
    except RecursionError as e:
        print("RecursionError:", e)
print(depth(900))


def reraiser(x):
    try:
        return leaf(x)
    except ValueError:
        log.append("reraise")
        raise


def top(x):
    try:
        return reraiser(x)
    except ValueError as e:
        return "top caught " + str(e)


for i in range(100):
    r = top(i % 3)
print(r, top(0))


def returns_in_finally(x):
    try:
        return x
    finally:
        log.append(x)


print([returns_in_finally(i) for i in range(5)], log[-1])


def boom(x):
    return middle(0) + x


boom(1)
