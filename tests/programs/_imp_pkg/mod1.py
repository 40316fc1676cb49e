def f():
    return "f from " + __name__


def count(n):
    total = 0
    for i in range(n):
        total += i * 2
    return total
