# the compiler's SyntaxWarnings (is with a literal, assert on a tuple, a
# missed comma before a call or subscript, a number followed by a
# keyword) and invalid-escape DeprecationWarnings, through the warnings
# module: recorded, and made SyntaxErrors by an error filter
import warnings
def cw(src, mode='exec'):
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter('always')
        try:
            compile(src, '<testcase>', mode)
            r = 'ok'
        except SyntaxError as e:
            r = 'SE %s %s %s' % (e.msg, e.lineno, e.offset)
    print(repr(src), r, [(x.category.__name__, str(x.message), x.filename, x.lineno) for x in w])
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter('error')
        try:
            compile(src, '<testcase>', mode)
            r = 'ok'
        except SyntaxError as e:
            r = 'SE %s %s' % (e.msg, e.lineno)
    print('  err:', r, len(w))
for s in ['assert(x, "msg")', 'assert(False,)', 'assert x, "msg"', 'x is 1', 'x is "thing"', '1 is x',
          'x is y is 1', 'x is not 1', 'x is None', 'x is ...', 'x is -1', 'x is (1, 2)',
          '[(1, 2) (3, 4)]', '[(x, y) (3, 4)]', '[{1: 2} (3, 4)]', '[f"{x}" (3, 4)]', '[None (3, 4)]', '[... (3, 4)]',
          '[{1, 2} [i, j]]', '[(lambda x, y: x) [i, j]]', '[True [i, j]]', '[(1, 2) [i, j]]', '["abc" [i, j]]',
          '[[1, 2] [3, 4]]', '[[1, 2] [[3, 4]]]', '[[1, 2] [(i for i in range(5))]]', '[[1, 2] [(lambda x, y: x)]]',
          '[[1, 2] [b"abc"]]', '[[1, 2] [12.3j]]', '[[1, 2] [...]]', '[(lambda x, y: x) (3, 4)]', '[[1, 2] [i]]',
          '[[1, 2] [True]]', '[[1,2][1:2]]', "'\\z'", "b'\\z'", "'\\407'", "b'\\407'", "'''\n\\z'''", "f'\\{6*7}'",
          "'\\z' + '\\q'", "1if x else y", "\n\nx = 0xfor x", "if x is 1:\n  pass"]:
    cw(s)
def check(test, error=False):
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter('always')
        try:
            compile(test, "<testcase>", "eval")
            r = "ok"
        except SyntaxError as e:
            r = "SE " + e.msg
    print(repr(test), r, [(str(x.message), x.category.__name__, x.lineno) for x in w])
for num in "0xf", "0o7", "0b1", "9", "0", "1.", "1e3", "1j":
    check(f"{num}and x", error=(num == "0xf"))
    check(f"{num}or x", error=(num == "0"))
    check(f"{num}in x")
    check(f"{num}not in x")
    check(f"{num}if x else y")
    check(f"x if {num}else y", error=(num == "0xf"))
    check(f"[{num}for x in ()]")
    check(f"{num}spam", error=True)
    check(f"{num}⁄7")
