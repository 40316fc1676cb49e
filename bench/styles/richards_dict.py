# size: 3000000
# task records as dicts instead of objects (bench/styles: the same algorithms in other styles)
import sys
def make_task(ident, prio, count):
    return {"id": ident, "prio": prio, "count": count, "state": 0}
def run(n):
    tasks = [make_task(i, i % 5, 0) for i in range(16)]
    acc = 0
    for step in range(n):
        t = tasks[step % 16]
        if t["state"] == 0:
            t["count"] += t["prio"]
            if t["count"] > 100:
                t["state"] = 1
        else:
            t["count"] -= 3
            if t["count"] < 0:
                t["state"] = 0
                t["count"] = 0
        acc += t["count"]
    return acc
print(run(int(sys.argv[1])))
