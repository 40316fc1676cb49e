# a capture pattern that is not last makes the rest unreachable: CPython
# rejects the module at compile time, so nothing is printed
print("never printed")


def f(point):
    match point:
        case [x, y]:
            return "pair"
        case other:
            return "anything"
        case 0:
            return "zero"
