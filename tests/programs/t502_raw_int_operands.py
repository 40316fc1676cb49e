# Raw int operators reading their operands where they live (tier 2,
# interpreter/tier2/operands.py): locals, immediates (small constants),
# the stack; results pushed or stored; overflow into big ints at every
# position, division by zero, shifts, and constants too big to be
# immediates.
import sys


def loop(n):
    i = 0
    x = 0
    while i < n:
        x = x + i
        i = i + 1
    return x


def updates(n):
    a = 1
    b = -3
    c = 0
    for i in range(n):
        a += 2
        b -= 1
        c = a * b - i
        c = 7 - c
        c = -2048 + c + 2047
        c = c + 100000
    return a, b, c


def overflow_to_local(n):
    x = 1
    for i in range(n):
        x = x * 3
    return x


def overflow_pushed(n):
    x = 2
    out = []
    for i in range(n):
        out.append(x * x + 1)
        x = x * 5
    return out[-1]


def overflow_sub(n):
    x = -sys.maxsize
    for i in range(n):
        x = x - 1
    return x


def big_constant(n):
    t = 0
    for i in range(n):
        t = t + 123456789012 - i * 4096
    return t


def others(n):
    acc = 0
    for i in range(1, n):
        acc = acc + (i // 3) + (i % 7) - (i << 2) + (i >> 1) + (i & 5) \
            + (i | 8) + (i ^ 3)
    return acc


def zero_div(n):
    out = []
    for i in range(n):
        try:
            out.append(100 // (i - 3))
        except ZeroDivisionError as e:
            out.append(str(e))
    return out


def shifts(n):
    r = 0
    for i in range(n):
        r = r + (1 << i)
    return r


def mixed(n):
    # an operand that is a boxed int of unknown origin
    vals = [1, 2, 3, 2 ** 70]
    t = 0
    for i in range(n):
        t = t + vals[i % 4] - i
    return t


print(loop(1000))
print(updates(500))
print(overflow_to_local(100))
print(overflow_pushed(60))
print(overflow_sub(10))
print(big_constant(300))
print(others(400))
print(zero_div(6))
print(shifts(100))
print(mixed(200))
