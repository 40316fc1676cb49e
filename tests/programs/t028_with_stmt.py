# with statement: __enter__/__exit__, exceptions inside with
class CM:
    def __init__(self, name, suppress=False):
        self.name = name
        self.suppress = suppress
    def __enter__(self):
        print("enter", self.name)
        return self
    def __exit__(self, exc_type, exc, tb):
        if exc_type is None:
            print("exit", self.name, "clean")
        else:
            print("exit", self.name, "with", exc_type.__name__, exc)
        return self.suppress
with CM("a") as c:
    print("inside", c.name)
with CM("b", suppress=True):
    print("about to fail")
    raise ValueError("boom")
    print("not reached")
print("after suppressed")
try:
    with CM("c"):
        1 / 0
except ZeroDivisionError as e:
    print("propagated:", e)
with CM("outer"), CM("inner") as i:
    print("nested body", i.name)
with CM("x") as x:
    with CM("y") as y:
        print(x.name + y.name)
def early():
    with CM("ret"):
        return "returned"
print(early())
for k in range(3):
    with CM("loop%d" % k):
        if k == 1:
            continue
        if k == 2:
            break
        print("body", k)
class Resource:
    def __init__(self):
        self.opened = False
        self.log = []
    def __enter__(self):
        self.opened = True
        self.log.append("open")
        return self.log
    def __exit__(self, t, v, tb):
        self.opened = False
        self.log.append("close")
r = Resource()
with r as log:
    log.append("use")
print(r.log, r.opened)
class Swallow:
    def __enter__(self):
        return 42
    def __exit__(self, *args):
        print("swallowing", args[0].__name__ if args[0] else None)
        return True
with Swallow() as v:
    print("value", v)
    raise KeyError("x")
with Swallow():
    pass
print("end")
