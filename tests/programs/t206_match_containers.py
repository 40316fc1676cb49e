# match on deque and subclasses of list and dict (sequence / mapping flags)
from _collections import deque
class L(list): pass
class D(dict): pass
for s in [deque([1, 2]), L([1, 2]), [1, 2], D(a=1), {"a": 1}, "ab"]:
    match s:
        case [a, b]:
            print("seq", a, b)
        case {"a": v}:
            print("map", v)
        case _:
            print("other", type(s).__name__)
