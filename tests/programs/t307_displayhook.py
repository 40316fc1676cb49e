# 'single' code calls the current sys.displayhook, which writes to the
# current sys.stdout (doctest captures both).
import sys, io, doctest
buf = io.StringIO()
old = sys.stdout
sys.stdout = buf
code = compile("1+1", "x", "single")
for i in range(120):
    exec(code)
exec(compile("'s' * 2", "x", "single"))
exec(compile("None", "x", "single"))
sys.stdout = old
print(repr(buf.getvalue()[:12]), buf.getvalue().count("2\n"), repr(buf.getvalue()[-5:]))
seen = []
sys.displayhook = lambda v: seen.append(v)
for i in range(150):
    exec(compile("%d * 2" % (i % 3), "x", "single"))
exec(compile("'str'", "x", "single"))
print(len(seen), seen[:4], seen[-1])
sys.displayhook = sys.__displayhook__
exec(compile("(3, 'x')", "x", "single"))
import builtins
print(builtins._)
del sys.displayhook
try: exec(compile("5", "x", "single"))
except RuntimeError as e: print("RuntimeError", e)
sys.displayhook = sys.__displayhook__
def f():
    """
    >>> 1 + 1
    2
    >>> [x*x for x in range(4)]
    [0, 1, 4, 9]
    >>> print('hi')
    hi
    >>> None
    >>> 'a' * 2
    'aa'
    >>> 1 + 2
    4
    """
r = doctest.DocTestRunner(verbose=False)
out = []
for t in doctest.DocTestFinder().find(f, "f", globs={}):
    r.run(t, out=out.append)
print(r.summarize(verbose=False))
print("".join(out).splitlines()[-4:])
