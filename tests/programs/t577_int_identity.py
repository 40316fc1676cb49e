# `is` and id() of ints that tier 2 keeps raw: a value copied from one
# local to another is the same object, as in CPython, however many times
# each is boxed.


def copies(n):
    same = 0
    same_id = 0
    for k in range(n):
        x = 0
        for i in range(3):
            x = x + 1000 + k
        y = x
        if x is y:
            same += 1
        if id(x) == id(y):
            same_id += 1
        if x is not y:
            same -= 100
    return same, same_id


def floats(n):
    same = 0
    for k in range(n):
        x = 0.5
        for i in range(3):
            x = x * 1.5 + k
        y = x
        if x is y:
            same += 1
    return same


def items(n):
    l = [1000 * 7, 2, -12345678901]
    t = 0
    for k in range(n):
        a = l[0]
        b = l[0]
        t += (a is b) + (l[2] is l[2]) + (a is not l[1])
    return t


def mixed():
    big = 2 ** 80
    c = big
    print(c is big, True is True, (1 == 1) is True, None is None)
    one, zero = 1, 0
    print(one is True, zero is False)


print(copies(3000))
print(floats(3000))
print(items(3000))
mixed()
