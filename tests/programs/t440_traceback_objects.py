# traceback objects: tb_lasti and the positions the traceback module reads
# (the right lines), one object per entry (tb is tb), the frame of a
# running function (tb_frame is sys._getframe()), types.TracebackType(),
# with_traceback, tb_next deletion, and __exit__ receiving the traceback
import sys
import traceback
import types


def deep():
    x = 1
    y = 2
    assert x == y, "boom"


def middle(a):
    a.append(1)
    deep()


try:
    middle([])
except AssertionError as e:
    for fs in traceback.extract_tb(e.__traceback__):
        print(fs.lineno, fs.name, fs.line)
    print(traceback.format_exception_only(type(e), e))


def raiser():
    raise ValueError


def attrs():
    try:
        raiser()
    except Exception as exc:
        tb = exc.__traceback__
        print(tb is exc.__traceback__, tb.tb_next is tb.tb_next)
    print(tb.tb_frame is sys._getframe(), type(tb.tb_lasti).__name__,
          type(tb.tb_lineno).__name__)
    print(tb.tb_next.tb_next, tb.tb_next.tb_frame.f_code.co_name)
    try:
        del tb.tb_next
    except TypeError as e:
        print("TypeError", e)
    try:
        tb.tb_next = "asdf"
    except TypeError as e:
        print("TypeError", e)
    try:
        tb.tb_next = tb
    except ValueError as e:
        print("ValueError", e)
    tb.tb_next = None
    print(tb.tb_next)
    return tb


tb = attrs()
frame = sys._getframe()
t2 = types.TracebackType(tb, frame, 1, 2)
print(t2.tb_next is tb, t2.tb_lasti, t2.tb_lineno, t2.tb_frame is frame)
print(types.TracebackType(None, frame, 1, 2).tb_next)
for bad in [("no", frame, 1, 2), (tb, "no", 1, 2), (tb, frame, "no", 2),
            (tb, frame, 1, "x")]:
    try:
        types.TracebackType(*bad)
    except TypeError:
        print("TypeError")

e = BaseException().with_traceback(tb)
print(e.__traceback__ is tb)
try:
    raise IndexError().with_traceback(tb)
except IndexError as e:
    print(e.__traceback__ is tb, e.__traceback__.tb_next is tb)


class CM:
    def __enter__(self):
        return self

    def __exit__(self, t, v, tb):
        print(t.__name__, v, type(tb).__name__, tb.tb_lineno)
        return True


with CM():
    1 / 0

# the frame of a generator
def gen():
    yield 1


g = gen()
print(g.gi_frame.f_back, g.gi_frame.f_code.co_name)
next(g)
print(g.gi_frame.f_lineno)
for _ in g:
    pass
print(g.gi_frame)

# the line a frame ended by an exception reports (CPython's RERAISE
# restoring lasti)
def lineno_after_raise(f):
    try:
        f()
    except Exception as ex:
        t = ex.__traceback__
    lines = []
    t = t.tb_next
    while t:
        frame = t.tb_frame
        lines.append(None if frame.f_lineno is None else frame.f_lineno-frame.f_code.co_firstlineno)
        t = t.tb_next
    print(tuple(lines))
def simple():
    1/0
    pass
def in_except():
    try:
        1/0
    except:
        1/0
        pass
def other_except():
    try:
        1/0
    except TypeError as ex:
        pass
def in_named_except():
    try:
        1/0
    except Exception as ex:
        1/0
        pass
def in_try():
    try:
        1/0
    finally:
        pass
def in_finally_normal():
    try:
        pass
    finally:
        1/0
        pass
def in_finally_except():
    try:
        1/0
    finally:
        1/0
        pass
def in_with():
    class C:
        def __enter__(self): return self
        def __exit__(self, *a): pass
    with C():
        1/0
        pass
def nested():
    in_try()
for f in [simple, in_except, other_except, in_named_except, in_try, in_finally_normal, in_finally_except, nested, in_with]:
    lineno_after_raise(f)
