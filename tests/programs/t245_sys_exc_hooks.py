# sys.exc_info, sys.excepthook (a replaced hook handles the uncaught
# exception), sys.audit, the warning classes, os.statvfs
import sys
import os

print(sys.exc_info())
try:
    raise KeyError(1)
except KeyError:
    t, v, tb = sys.exc_info()
    print(t, repr(v), type(tb).__name__, tb.tb_lineno)
    try:
        raise ValueError(2)
    except ValueError:
        print(repr(sys.exc_info()[1]))
    print(repr(sys.exc_info()[1]))
print(sys.exc_info())


def g():
    try:
        yield sys.exc_info()[0]
        raise TypeError
    except TypeError:
        yield sys.exc_info()[0]
    yield sys.exc_info()[0]


r = None
n = 0
for i in range(150):
    try:
        if i % 2:
            raise IndexError(i)
        else:
            raise LookupError(i)
    except LookupError:
        r = list(g())
        n += sys.exc_info()[1].args[0]
print(r, n, sys.exc_info())
print(sys.audit("lbbv.test", 1, 2), sys.excepthook is sys.__excepthook__)
try:
    sys.audit()
except TypeError as e:
    print("TypeError", type(e).__name__)
for w in [BytesWarning, SyntaxWarning, PendingDeprecationWarning,
          ImportWarning, UnicodeWarning, ResourceWarning, FutureWarning,
          EncodingWarning, BufferError]:
    print(w.__name__, w.__mro__[1].__name__, issubclass(w, Exception))
s = os.statvfs("/")
print(type(s).__name__, len(s), s.f_bsize > 0, s[0] == s.f_bsize,
      s.f_blocks >= s.f_bfree)
try:
    os.statvfs("/nonexistent_lbbv_t245")
except FileNotFoundError as e:
    print(e)


# hot loop: the exception attributes stored by hooks, not in the map
res = []
for i in range(200):
    try:
        raise ValueError(i)
    except ValueError as e:
        e2 = KeyError(i) if i % 5 else OSError(i, "m")
        e2.__cause__ = e if i % 2 else None
        e2.__suppress_context__ = bool(i % 3)
        e2.__traceback__ = None
        e2.note = i
        res.append((e2.__cause__ is e, e2.__suppress_context__,
                    e2.__traceback__, e2.note, type(e2).__name__))
print(res[:6], len(res), sum(r[3] for r in res))


def hook(t, v, tb):
    print("hooked:", t.__name__, v, tb is not None)


sys.excepthook = hook
raise ValueError("boom")
