# Functions called from outside the eval loop (key functions, map, dunders
# run by built-ins) on spare frames: tracebacks, frame objects, generators,
# closures and recursion stay right.
import sys
def key(p): return (p[1], p[0])
print(sorted([(1, 2), (3, 1), (2, 2)], key=key))
def boom(x):
    if x == 3:
        raise ValueError("three")
    return x
try:
    print(list(map(boom, range(5))))
except ValueError as e:
    tb = e.__traceback__
    while tb.tb_next: tb = tb.tb_next
    print("ValueError", e, tb.tb_frame.f_code.co_name, tb.tb_frame.f_locals)
def frames(x):
    return sys._getframe()
fs = list(map(frames, range(3)))
print([f.f_locals for f in fs], len(set(map(id, fs))))
def gen(x):
    yield x
    yield x + 1
print([list(g) for g in map(gen, range(3))])
def rec(n):
    return 0 if n == 0 else 1 + max(map(rec, [n - 1]))
print(rec(50))
class C:
    def __init__(self, v): self.v = v
    def __hash__(self): return hash(self.v % 3)
    def __eq__(self, o): return self.v % 3 == o.v % 3
print(len({C(i) for i in range(100)}))
def cl(v):
    def inner(): return v
    return inner
print([f() for f in map(cl, range(4))])
