# PEP 479: a StopIteration leaving a generator's frame becomes RuntimeError
# (with the StopIteration as its cause); caught inside, it is an ordinary
# exception; a return still ends iteration quietly.


def raises():
    yield 1
    raise StopIteration("inside")


def exhausted_next():
    yield "a"
    next(iter([]))
    yield "never"


class MyStop(StopIteration):
    pass


def subclass():
    yield 1
    raise MyStop(7)


def caught_inside():
    try:
        raise StopIteration("kept")
    except StopIteration as e:
        yield "caught %s" % e
    yield "after"


def returns():
    yield 1
    return 5


def delegating():
    r = yield from returns()
    yield r
    yield from raises()


def finally_stop():
    try:
        yield 1
    finally:
        raise StopIteration


def report(label, make):
    try:
        print(label, list(make()))
    except RuntimeError as e:
        print(label, "RuntimeError:", e, type(e.__cause__).__name__,
              e.__suppress_context__)


report("raises", raises)
report("next", exhausted_next)
report("subclass", subclass)
report("caught", caught_inside)
report("returns", returns)
report("delegating", delegating)
for v in returns():
    print("for", v)
g = finally_stop()
print(next(g))
try:
    g.close()
except RuntimeError as e:
    print("close:", e)
g = raises()
print(next(g))
try:
    next(g)
except RuntimeError as e:
    print("next:", e, e.__cause__.args)
try:
    next(g)
except StopIteration:
    print("then exhausted")
total = 0
for k in range(200):
    try:
        for v in raises():
            total += v
    except RuntimeError:
        total += 10
print(total)
print(sum(x for x in returns()))
try:
    sum(x for x in raises())
except RuntimeError as e:
    print("genexpr:", e)
