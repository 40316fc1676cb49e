# one code object run with many globals: tier-1/tier-2 global caches must
# tell the modules apart; module namespaces seen as dicts

src = """
def scaled(n):
    total = 0
    for i in range(n):
        total += i * factor + offset
    return total

def name():
    return label
"""
code = compile(src, "<shared>", "exec")
envs = []
for k in range(6):
    env = {"factor": k, "offset": 0.5 if k % 2 else 1, "label": "env%d" % k}
    exec(code, env)
    envs.append(env)
results = []
for rnd in range(40):
    for env in envs:
        results.append(env["scaled"](20))
print(results[:6], sum(results))
print([env["name"]() for env in envs])

# a global changed through the dict while a function's caches are warm
env = envs[3]
f = env["scaled"]
acc = []
for i in range(200):
    if i == 100:
        env["factor"] = 100
    if i == 150:
        del env["offset"]
        env["offset"] = -1
    acc.append(f(3))
print(acc[0], acc[99], acc[100], acc[150], acc[-1])

# the same function code in two modules' worth of globals, mixed per call
g1 = {"label": "one"}
g2 = {"label": "two"}
exec(code, g1)
exec(code, g2)
names = []
for i in range(150):
    names.append((g1 if i % 3 else g2)["name"]())
print(names.count("one"), names.count("two"))
g2["label"] = 2.5
print(g2["name"](), g1["name"]())

# globals() mutated inside a hot function
counter = 0


def bump():
    globals()["counter"] = counter + 1


for i in range(300):
    bump()
print(counter)

# a module's __dict__
import math
d = math.__dict__
print(d["pi"] == math.pi, "sqrt" in d, d is math.__dict__)
d["tau2"] = 12.5
print(math.tau2)
math.extra = 1
print(d["extra"], sorted(k for k in vars(math) if k in ("extra", "tau2")))
del d["extra"]
print(hasattr(math, "extra"))
