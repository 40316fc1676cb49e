# sys.excepthook output written to a replaced sys.stderr: the "Did you
# mean" of AttributeError/NameError, SyntaxError's line and carets, notes,
# and an exception whose str() fails
import contextlib
import io
import sys


def hook_text(exc):
    f = io.StringIO()
    with contextlib.redirect_stderr(f):
        sys.__excepthook__(type(exc), exc, exc.__traceback__)
    # the frames' lines (CPython adds column markers): leave them out
    out = []
    in_frame = False
    for line in f.getvalue().splitlines():
        if line.startswith("Traceback"):
            continue
        if line.startswith('  File "') and ", in " in line:
            in_frame = True
            continue
        if in_frame and line.startswith("    "):
            continue
        in_frame = False
        out.append(line)
    return "\n".join(out)


class Noisy:
    noise = more_noise = a = bc = None
    blech = None


class Sub:
    blach = None
    bluc = None


class GA:
    blech = None

    def __getattr__(self, attr):
        raise AttributeError()


class Bad:
    __str__ = None
    __repr__ = None


class GB:
    blech = None

    def __getattr__(self, attr):
        raise AttributeError(Bad())


global_for_suggestions = 1


def local_case():
    somethingverywrong = 1
    return somethingverywronx


for thunk in [lambda: Noisy().blich, lambda: Noisy.Blech,
              lambda: Sub().blucha, lambda: sys.maxsiz, lambda: GA().bluch,
              lambda: GB().bluch, local_case, lambda: ZeroDivisionErrrr,
              lambda: global_for_suggestion, lambda: Noisy().zzzzzzzzzzzzz,
              lambda: [].apend, lambda: "".uper]:
    try:
        thunk()
    except Exception as e:
        print(hook_text(e))

cases = [("bad.py", 1, 2, "abcdefg", 1, 7), ("bad.py", 1, 2, "abcdefg", 1, 3),
         ("bad.py", 1, 2, "abcdefg", 1, -2), ("bad.py", 1, 4, "abcdefg", 1, 2),
         ("bad.py", 1, -4, "abcdefg", 1, -2), ("bad.py", 1, 0, "abcdefg", 1, 0),
         ("bad.py", 1, 0, "abcdefg", 1, 5), ("bad.py", 1, 2, "abcdefg", 1, 100),
         ("bad.py", 1, 3, "   abc\n", 1, 6), ("bad.py", 1, 6, "ab\ncdefg\n", 2, 8),
         ("x.py", 2, 3, "  x x\n", 2, 6)]
for args in cases:
    try:
        raise SyntaxError("bad bad", args)
    except SyntaxError as e:
        print(hook_text(e))
try:
    raise IndentationError("ind", ("i.py", 1, 2, "abcdef", 1, 5))
except SyntaxError as e:
    print(hook_text(e))
for src in ["1 +* 2", "x = (1,\n 2 3)", "def f(:\n pass"]:
    try:
        compile(src, "s.py", "exec")
    except SyntaxError as e:
        print(hook_text(e))
e = ValueError("with notes")
e.add_note("first note")
e.add_note("two\nlines")
print(hook_text(e))

# a hot loop of failing look-ups and their suggestions
found = {}
for i in range(120):
    obj = [Noisy(), Sub(), "text", 7][i % 4]
    try:
        getattr(obj, ["blich", "blac", "uppr", "real_"][i % 4])
    except AttributeError as e:
        t = hook_text(e)
        found[t] = found.get(t, 0) + 1
for k in sorted(found):
    print(found[k], k)
