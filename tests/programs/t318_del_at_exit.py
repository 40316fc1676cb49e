# __del__ at exit: CPython finalizes the objects still alive while it
# tears the modules down, after the atexit callbacks; an exception there
# is reported ("Exception ignored in: ...") and the exit status stays 0.
# A suspended generator is closed (its finally runs) in the same pass.
import atexit
import gc


class Tracker:
    def __init__(self, name):
        self.name = name

    def __del__(self):
        print("closing", self.name)


atexit.register(lambda: print("atexit runs first"))


def gen():
    t = Tracker("in generator")
    try:
        yield 1
        yield 2
    finally:
        print("generator finally")


keep = Tracker("kept global")
g = gen()
next(g)


class Bad:
    def __del__(self):
        raise RuntimeError("in del at exit")


# objects made in a hot loop, one kept
class Counted:
    live = 0
    finalized = 0

    def __init__(self, n):
        self.name = n
        Counted.live += 1

    def __del__(self):
        Counted.live -= 1
        Counted.finalized += 1


made = []
for i in range(200):
    c = Counted(i)
    if i == 150:
        made.append(c)
c = None
o = Tracker("helper")
o.extra = None
del o
gc.collect()
print("kept", [t.name for t in made], Counted.live, Counted.finalized)
bad = Bad()
print("main done")
