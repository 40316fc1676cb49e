# sys.unraisablehook for exceptions in __del__, weakref callbacks and
# generators closed by the GC; type(None)() and the other singletons;
# bool(NotImplemented) warns; __hash__ returning an int subclass
import gc
import sys
import warnings
import weakref

print(sys.unraisablehook is sys.__unraisablehook__)
seen = []


def hook(u):
    seen.append((u.exc_type.__name__, str(u.exc_value), u.err_msg,
                 type(u.object).__name__, u.exc_traceback is not None))


class BrokenDel:
    def __del__(self):
        raise ValueError("del is broken")


sys.unraisablehook = hook
obj = BrokenDel()
del obj
gc.collect()
print(seen)


class A:
    pass


a = A()


def cb(r):
    raise KeyError('cb')


r = weakref.ref(a, cb)
del a
gc.collect()
print(seen[-1])


def gen():
    try:
        yield 1
    finally:
        raise TypeError('gen')


g = gen()
next(g)
del g
gc.collect()
print(seen[-1])
for i in range(120):
    o = BrokenDel()
    del o
gc.collect()
print(len(seen), seen[-1][:2])


sys.unraisablehook = sys.__unraisablehook__
try:
    sys.__unraisablehook__(5)
except TypeError as e:
    print("TypeError", e)


def show(f):
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        try:
            print(repr(f()))
        except Exception as e:
            print(type(e).__name__, e)
        for x in w:
            print("  warn", x.category.__name__, x.message)


for c in None, Ellipsis, NotImplemented:
    tp = type(c)
    show(lambda: tp() is c)
    show(lambda: tp(1, 2))
    show(lambda: tp(a=1))
show(lambda: bool(NotImplemented))
show(lambda: not NotImplemented)
show(lambda: 1 if NotImplemented else 2)


class X:
    def __hash__(self):
        return 2**100


class Z(int):
    def __hash__(self):
        return self


show(lambda: type(hash(X())))
show(lambda: hash(Z(42)) == hash(42))
total = 0
for i in range(200):
    total += hash([Z(i), i, X()][i % 3]) % 1000
print(total)


# __builtins__ in module globals; format() with a str subclass spec
class D(str):
    pass


print(type(__builtins__).__name__, callable(__builtins__),
      repr(format(0, D('10'))))
g = {}
exec('x = 1', g)
print(sorted(g), g['__builtins__'] is __builtins__.__dict__)
