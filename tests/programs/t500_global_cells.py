# Module globals read through tier-1/2 caches while they are reassigned,
# added, deleted and changed through globals(), a module object and exec:
# the caches hold a cell per name (objspace/moduleobject.GlobalCell).
import math

N = 0
K = 5


def bump():
    global N
    total = 0
    for i in range(200):
        N += 1
        total += K + N
    return total


print(bump(), bump())
K = 7
print(bump())
globals()["K"] = 11
print(bump())
g = globals()
g.update(K=13, NEW=1)
print(bump(), NEW)
del K
try:
    bump()
except NameError as e:
    print("NameError:", e)
K = 2
print(bump())


def area(r):
    return math.pi * r * r


for r in range(100):
    a = area(r)
print(round(a, 6))
math.pi = 3
print(area(2))
del math.pi
try:
    area(2)
except AttributeError as e:
    print("AttributeError:", e)
math.pi = 3.141592653589793


def uses_len(xs):
    n = 0
    for x in xs:
        n += len(x)
    return n


data = [[1, 2], [3]] * 50
print(uses_len(data))
len = lambda x: 1       # a global now shadows the builtin
print(uses_len(data))
del len
print(uses_len(data))

ns = {"V": 1}
code = compile("def get():\n    return V\n", "<s>", "exec")
exec(code, ns)
for i in range(100):
    ns["get"]()
ns["V"] = 2
print(ns["get"]())
del ns["V"]
try:
    ns["get"]()
except NameError as e:
    print("NameError:", e)
ns.clear()
ns["V"] = 3
print(len(ns))
