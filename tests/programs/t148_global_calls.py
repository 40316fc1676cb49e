# Calls of global functions with simple arguments in hot code: rebinding
# and deleting the global, a generator, defaults, arguments that raise or
# are unbound, deep recursion, exceptions inside the callee.
import sys


def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


def add(a, b):
    return a + b


def gen(a, b):
    yield a
    yield b


def with_default(a, b=10):
    return a * b


def boom(a):
    if a == 77:
        raise ValueError("boom %d" % a)
    return a


def loop(n, k):
    t = 0
    for i in range(n):
        t += add(i, k)
        t += with_default(i)
        for x in gen(i, k):
            t += x
        t += boom(i)
    return t


def divide(n, z):
    t = 0
    for i in range(n):
        t += add(i, i // z)
    return t


def unbound(n):
    t = 0
    for i in range(n):
        if i == 50:
            del i
            try:
                t += add(i, 1)
            except UnboundLocalError as e:
                return t, str(e)
        t += add(i, 1)
    return t, None


def depth(n):
    if n == 0:
        return 0
    return depth(n - 1) + 1


print(fib(20))
try:
    loop(100, 3)
except ValueError as e:
    print("ValueError", e)
print(loop(70, 3))
print(divide(100, 7))
try:
    divide(10, 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
print(unbound(100))
old_add = add
add = lambda a, b: a - b
print(loop(70, 3))
add = old_add
del with_default
try:
    loop(70, 3)
except NameError as e:
    print("NameError", e)
sys.setrecursionlimit(200)
print(depth(150))
try:
    depth(500)
except RecursionError as e:
    print("RecursionError", e)
print(fib(15))
