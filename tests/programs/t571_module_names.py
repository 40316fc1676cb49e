# Module-body names and `global` stores read and write their GlobalCells
# (LOAD_NAME_MODULE, STORE_NAME_MODULE, STORE_GLOBAL_MODULE): builtins
# shadowed and unshadowed, exec with and without separate locals, the
# globals() mirror, a class body, deleted and new globals.
total = 0
for i in range(300):
    total += i * 2
print(total, i)
def f():
    global counter
    for k in range(200):
        counter = counter + k
counter = 5
f()
print(counter)
# a module-level loop reading a builtin, then shadowing it
for j in range(150):
    n = len("abc")
    if j == 100:
        len = lambda s: 42
print(n)
del len
print(len("xy"))
# exec with separate locals reuses a code object
code = compile("x = y + 1\nfor q in range(120): x = x + q\n", "<s>", "exec")
g = {"y": 1}
exec(code, g); print(g["x"])
loc = {}
exec(code, g, loc); print(loc["x"], g["x"])
exec(code, g); print(g["x"])
# globals() mirror stays in step
for m in range(130):
    z = m
print(globals()["z"])
globals()["z"] = 7
for m in range(3):
    pass
print(z)
class C:
    a = 1
    for w in range(130):
        a = a + w
print(C.a, "w" in dir(C))
def g2():
    global gg
    for t in range(200):
        gg = t
    del gg
gg = 0
g2()
try:
    gg
except NameError as e:
    print(e)
g2b = 0
def g3():
    global newname
    for t in range(200):
        newname = t
g3(); print(newname)

# a globals() mirror made before the names it then mirrors
g = globals()
def global_loop(n):
    global G
    G = 0
    for i in range(n): G += i
    return G
for r in range(3):
    print(global_loop(2000))
print(G, g["G"])
g["G"] = 5
print(G)
for k in range(200):
    G = k
print(g["G"], G)
del g["G"]
try:
    G
except NameError as e:
    print(e)
for k in range(200):
    G = -k
print(g["G"], sorted(x for x in g if not x.startswith("__")))
