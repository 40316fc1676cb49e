# __del__ with weak references: when an object with a __del__ dies, its
# __del__ runs, then the weakref callbacks (the weakref is already dead),
# then weakref.finalize; a resource closed explicitly is not closed
# again by __del__. Each step collects (docs/design.md, "Finalizers").
import gc
import weakref


class Plain:
    pass


def collect():
    o = Plain()
    o.a = None
    v = o.a
    gc.collect()


class C:
    def __init__(self, n):
        self.n = n

    def __del__(self):
        print("del", self.n)


c = C(1)
r = weakref.ref(c, lambda ref: print("callback, dead:", ref() is None))
del c
collect()
print("1 after", r() is None)

d = C(2)
f = weakref.finalize(d, print, "finalize 2")
del d
collect()
print("2 alive:", f.alive)


class File:
    opened = 0

    def __init__(self, name):
        self.name = name
        self.closed = False
        File.opened += 1

    def close(self):
        if not self.closed:
            self.closed = True
            File.opened -= 1
            return True
        return False

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def __del__(self):
        if self.close() and not isinstance(self.name, int):
            print("closed by __del__:", self.name)


with File("a") as fa:
    pass
fa = None
collect()
print("3 opened", File.opened)
fb = File("b")
fb = None
collect()
print("3 opened", File.opened)

# many files in a loop, every tenth closed explicitly, types changing
names = []
for i in range(300):
    fx = File(i)
    if i % 10 == 0:
        fx.close()
        names.append(fx.name)
    elif i % 37 == 0:
        fx = 1.5
fx = None
collect()
print("4 opened", File.opened, len(names))


# a __del__ set on the class after its creation (before the instance's)
class WithCallable:
    pass


WithCallable.__del__ = lambda self: print("lambda __del__")
w = WithCallable()
w = None
collect()
print("5 done")
