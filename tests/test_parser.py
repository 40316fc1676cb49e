# -*- coding: utf-8 -*-
"""Differential tests of the tokenizer/parser against CPython 3's ast.

lbbv's AST is printed in a canonical form; tests/astdump_cpython.py prints
CPython's ast in the same form.  All sources go to ONE python3 subprocess
(JSON in, JSON out)."""
import glob
import json
import os
import subprocess

import sys

import pytest

from interpreter.frontend import astnodes as ast
from interpreter.frontend.parser import parse
from interpreter.frontend.syntaxerror import PySyntaxError, format_syntax_error

sys.setrecursionlimit(20000)   # untranslated parsing of 200 nested parens
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

CMP = {ast.LT: "<", ast.LE: "<=", ast.EQ: "==", ast.NE: "!=", ast.GT: ">",
       ast.GE: ">=", ast.IS: "is", ast.ISNOT: "is not", ast.IN: "in",
       ast.NOTIN: "not in"}
UNARY = {ast.NOT: "not", ast.INVERT: "~", ast.UADD: "+", ast.USUB: "-"}
CTX = {ast.LOAD: "Load", ast.STORE: "Store", ast.DEL: "Del"}
CONV = {ast.CONV_NONE: "-", ast.CONV_STR: "s", ast.CONV_REPR: "r",
        ast.CONV_ASCII: "a"}
NAMECONST = {ast.CONST_NONE: "None", ast.CONST_TRUE: "True",
             ast.CONST_FALSE: "False", ast.CONST_ELLIPSIS: "..."}


def esc(data):
    out = []
    for b in bytearray(data):
        if 32 <= b < 127 and b not in (34, 92):
            out.append(chr(b))
        else:
            out.append("\\x%02x" % b)
    return '"' + "".join(out) + '"'


def s(x):
    return "None" if x is None else esc(x)


def lst(items, nopos=False):
    return "[" + " ".join(d(x, nopos) for x in items) + "]"


def opt(x, nopos=False):
    return "None" if x is None else d(x, nopos)


def arguments(a, nopos):
    return "(Arguments [%s] %s [%s] [%s] %s %s)" % (
        " ".join(s(x.arg) for x in a.args),
        s(a.vararg.arg) if a.vararg else "None",
        " ".join(s(x.arg) for x in a.kwonlyargs),
        " ".join(opt(x, nopos) for x in a.kw_defaults),
        s(a.kwarg.arg) if a.kwarg else "None",
        lst(a.defaults, nopos))


def d(n, nopos=False):
    """Mirror of astdump_cpython.d for lbbv's nodes."""
    name = type(n).__name__
    pos = ""
    if isinstance(n, (ast.Stmt, ast.Expr, ast.Pattern)) and not nopos:
        pos = "@%d:%d" % (n.lineno, n.col)
    if isinstance(n, ast.Module):
        return lst(n.body)
    if isinstance(n, ast.ExprStmt):
        return "(ExprStmt%s %s)" % (pos, d(n.value))
    if isinstance(n, ast.FunctionDef):
        return "(" + name + "%s %s %s %s %s)" % (
            pos, s(n.name), arguments(n.args, nopos), lst(n.body),
            lst(n.decorators))
    if isinstance(n, ast.ClassDef):
        return "(ClassDef%s %s %s %s %s %s)" % (
            pos, s(n.name), lst(n.bases), kws(n.keywords), lst(n.body),
            lst(n.decorators))
    if isinstance(n, ast.Return):
        return "(Return%s %s)" % (pos, opt(n.value))
    if isinstance(n, ast.Delete):
        return "(Delete%s %s)" % (pos, lst(n.targets))
    if isinstance(n, ast.Assign):
        return "(Assign%s %s %s)" % (pos, lst(n.targets), d(n.value))
    if isinstance(n, ast.AugAssign):
        return "(AugAssign%s %s %s %s)" % (pos, d(n.target),
                                           ast.NB_SYMBOLS[n.op], d(n.value))
    if isinstance(n, ast.AnnAssign):
        assert n.value is None
        return "(AnnAssign%s %s None)" % (pos, d(n.target))
    if isinstance(n, ast.For):
        return "(" + name + "%s %s %s %s %s)" % (pos, d(n.target), d(n.iter),
                                        lst(n.body), lst(n.orelse))
    if isinstance(n, ast.While):
        return "(While%s %s %s %s)" % (pos, d(n.test), lst(n.body),
                                       lst(n.orelse))
    if isinstance(n, ast.If):
        return "(If%s %s %s %s)" % (pos, d(n.test), lst(n.body),
                                    lst(n.orelse))
    if isinstance(n, ast.With):
        return "(" + name + "%s [%s] %s)" % (pos, " ".join(
            "(WithItem %s %s)" % (d(i.context_expr), opt(i.optional_vars))
            for i in n.items), lst(n.body))
    if isinstance(n, ast.Raise):
        return "(Raise%s %s %s)" % (pos, opt(n.exc), opt(n.cause))
    if isinstance(n, ast.Try):
        return "(" + name + "%s %s [%s] %s %s)" % (pos, lst(n.body), " ".join(
            "(ExceptHandler %s %s %s)" % (opt(h.type), s(h.name), lst(h.body))
            for h in n.handlers), lst(n.orelse), lst(n.finalbody))
    if isinstance(n, ast.Assert):
        return "(Assert%s %s %s)" % (pos, d(n.test), opt(n.msg))
    if isinstance(n, ast.Import):
        return "(Import%s %s)" % (pos, aliases(n.names))
    if isinstance(n, ast.ImportFrom):
        return "(ImportFrom%s %s %s %d)" % (pos, s(n.module), aliases(n.names),
                                            n.level)
    if isinstance(n, (ast.Global, ast.Nonlocal)):
        return "(%s%s [%s])" % (name, pos, " ".join(s(x) for x in n.names))
    if isinstance(n, (ast.Pass, ast.Break, ast.Continue)):
        return "(%s%s)" % (name, pos)
    if isinstance(n, ast.Match):
        return "(Match%s %s [%s])" % (pos, d(n.subject), " ".join(
            "(MatchCase %s %s %s)" % (d(c.pattern), opt(c.guard), lst(c.body))
            for c in n.cases))
    if isinstance(n, ast.MatchValue):
        return "(MatchValue%s %s)" % (pos, d(n.value))
    if isinstance(n, ast.MatchSingleton):
        return "(MatchSingleton%s %s)" % (pos, NAMECONST[n.kind])
    if isinstance(n, (ast.MatchSequence, ast.MatchOr)):
        return "(%s%s %s)" % (name, pos, lst(n.patterns))
    if isinstance(n, ast.MatchMapping):
        return "(MatchMapping%s %s %s %s)" % (pos, lst(n.keys), lst(n.patterns),
                                             s(n.rest))
    if isinstance(n, ast.MatchClass):
        return "(MatchClass%s %s %s [%s] %s)" % (
            pos, d(n.cls), lst(n.patterns), " ".join(s(a) for a in n.kwd_attrs),
            lst(n.kwd_patterns))
    if isinstance(n, ast.MatchStar):
        return "(MatchStar%s %s)" % (pos, s(n.name))
    if isinstance(n, ast.MatchAs):
        return "(MatchAs%s %s %s)" % (pos, opt(n.pattern), s(n.name))
    if isinstance(n, ast.BoolOp):
        return "(BoolOp%s %s %s)" % (pos, "and" if n.op == ast.AND else "or",
                                     lst(n.values))
    if isinstance(n, ast.NamedExpr):
        return "(NamedExpr%s %s %s)" % (pos, d(n.target), d(n.value))
    if isinstance(n, ast.BinOp):
        return "(BinOp%s %s %s %s)" % (pos, d(n.left), ast.NB_SYMBOLS[n.op],
                                       d(n.right))
    if isinstance(n, ast.UnaryOp):
        return "(UnaryOp%s %s %s)" % (pos, UNARY[n.op], d(n.operand))
    if isinstance(n, ast.Lambda):
        return "(Lambda%s %s %s)" % (pos, arguments(n.args, nopos), d(n.body))
    if isinstance(n, ast.IfExp):
        return "(IfExp%s %s %s %s)" % (pos, d(n.test), d(n.body),
                                       d(n.orelse))
    if isinstance(n, ast.Dict):
        return "(Dict%s [%s] %s)" % (pos, " ".join(opt(k) for k in n.keys),
                                     lst(n.values))
    if isinstance(n, ast.Set):
        return "(Set%s %s)" % (pos, lst(n.elts))
    if isinstance(n, (ast.ListComp, ast.SetComp, ast.GeneratorExp)):
        return "(%s%s %s %s)" % (name, pos, d(n.elt), comps(n.generators))
    if isinstance(n, ast.DictComp):
        return "(DictComp%s %s %s %s)" % (pos, d(n.key), d(n.value),
                                          comps(n.generators))
    if isinstance(n, ast.Yield):
        return "(Yield%s %s)" % (pos, opt(n.value))
    if isinstance(n, ast.YieldFrom):
        return "(YieldFrom%s %s)" % (pos, d(n.value))
    if isinstance(n, ast.Await):
        return "(Await%s %s)" % (pos, d(n.value))
    if isinstance(n, ast.Compare):
        return "(Compare%s %s [%s] %s)" % (
            pos, d(n.left), " ".join(repr(CMP[o]) for o in n.ops),
            lst(n.comparators))
    if isinstance(n, ast.Call):
        return "(Call%s %s %s %s)" % (pos, d(n.func), lst(n.args),
                                      kws(n.keywords))
    if isinstance(n, ast.FormattedValue):
        return "(FormattedValue %s %s %s)" % (
            d(n.value, nopos), CONV[n.conversion], opt(n.format_spec, True))
    if isinstance(n, ast.JoinedStr):
        return "(JoinedStr%s %s)" % (pos, lst(n.values, True))
    if isinstance(n, ast.NameConst):
        return "(NameConst%s %s)" % (pos, NAMECONST[n.kind])
    if isinstance(n, ast.IntConst):
        return "(IntConst%s %d)" % (pos, long(n.digits, n.base))
    if isinstance(n, ast.FloatConst):
        return "(FloatConst%s %r)" % (pos, n.value)
    if isinstance(n, ast.ImagConst):
        return "(ImagConst%s %r)" % (pos, n.value)
    if isinstance(n, ast.StrConst):
        return "(StrConst%s %s)" % (pos, esc(n.value))
    if isinstance(n, ast.BytesConst):
        return "(BytesConst%s %s)" % (pos, esc(n.value))
    if isinstance(n, ast.Attribute):
        return "(Attribute%s %s %s %s)" % (pos, d(n.value), s(n.attr),
                                           CTX[n.ctx])
    if isinstance(n, ast.Subscript):
        return "(Subscript%s %s %s %s)" % (pos, d(n.value), d(n.slice),
                                           CTX[n.ctx])
    if isinstance(n, ast.Starred):
        return "(Starred%s %s %s)" % (pos, d(n.value), CTX[n.ctx])
    if isinstance(n, ast.Name):
        return "(Name%s %s %s)" % (pos, s(n.id), CTX[n.ctx])
    if isinstance(n, (ast.List, ast.Tuple)):
        return "(%s%s %s %s)" % (name, pos, lst(n.elts), CTX[n.ctx])
    if isinstance(n, ast.Slice):
        return "(Slice%s %s %s %s)" % (pos, opt(n.lower), opt(n.upper),
                                       opt(n.step))
    raise ValueError("unsupported node " + name)


def kws(keywords):
    return "[" + " ".join("(Keyword %s %s)" % (s(k.arg), d(k.value))
                          for k in keywords) + "]"


def aliases(names):
    return "[" + " ".join("(Alias %s %s)" % (s(a.name), s(a.asname))
                          for a in names) + "]"


def comps(gens):
    return "[" + " ".join("(Comprehension%s %s %s %s)" % (
        " async" if g.is_async else "", d(g.target), d(g.iter), lst(g.ifs))
        for g in gens) + "]"


def run_lbbv(source):
    try:
        return {"dump": d(parse(source, "x.py"))}
    except PySyntaxError as e:
        return {"error": [e.kind, e.msg, e.lineno, e.offset],
                "report": format_syntax_error(e, "x.py")}


def run_cpython(sources):
    proc = subprocess.Popen(
        ["python3", os.path.join(HERE, "astdump_cpython.py"), "--batch"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    data = json.dumps([src.decode("utf-8") for src in sources])
    out, _ = proc.communicate(data)
    assert proc.returncode == 0
    result = json.loads(out)
    for r in result:
        if "dump" in r:
            r["dump"] = r["dump"].encode("utf-8")
        else:
            r["error"][1] = r["error"][1].encode("utf-8")
            r["error"][0] = r["error"][0].encode("utf-8")
            r["report"] = r["report"].encode("utf-8")
    return result


# ---------------------------------------------------------------------------
VALID = [
    # literals
    "0", "42", "0x1F", "0XfF", "0o17", "0O7", "0b101", "0B1",
    "1_000_000", "0x_ff_ff", "0b1_0", "0_0", "00", "123456789012345678901234567890",
    "1.5", ".5", "5.", "1e10", "1E-3", "1_000.5", "1_0e1_0", "0.0", "1e400",
    "09.5", "0e0", "3.14",
    "1j", "2.5J", "1e3j", "0j", "1_0.5j", "09j", "1E-3J + x", "-1j", "1.j",
    ".5j", "1e400j", "z = 3 + 4j",
    "'abc'", '"abc"', "'''a\nb'''", '"""x"y"""', "r'a\\nb'", "R'\\d'",
    "b'abc'", "B'\\x00\\xff'", "rb'\\n'", "Br'\\n'", "u'x'", "U'x'",
    "'\\n\\t\\\\\\'\\\"\\a\\b\\f\\v\\r'", "'\\x41\\101\\0\\777'",
    "'\\u00e9\\U0001F600'", "'\\q'", "'caf\xc3\xa9 \xe2\x82\xac'",
    "'a\\\nb'", "b'\\x41\\101'", "'a' 'b' \"c\"", "b'a' b'b'",
    "'''\n'''", "''", "\"\"", "''''''",
    "True", "False", "None", "...",
    # f-strings
    "f'abc'", "f''", "f'{x}'", "f'{x!r}'", "f'{x!s:>10}'", "f'{x!a}'",
    "f'a{x!r:>{width}}b{y=}'", "f'{x = }'", "f'{x=!s}'", "f'{x=:>5}'",
    "f'{{}}'", "f'{{x}}{x}}}'", "'a' f'b{c}' 'd'", "f'{a}' f'{b}'",
    "f'{x:}'", "f'{x:{y}.{z}f}'", "f'{d[\"k\"]}'", "f'{a!r}{b!s}'",
    "F'{x}'", "rf'\\n{x}'", "fr'{x}\\n'", "f'''{\nx\n}'''", "f'{x,y}'",
    "f'{3.14:.2f}'", "f'{a if b else c}'", "f'{lambda: 1}'" if False else
    "f'{(lambda: 1)}'", "f'{x!r:^{w}.{p}}'", "f'\\n{x}\\t'", "f'{x:\\n}'"
    if False else "f'{x:%H}'", "f'{a == b}'", "f'{a != b}'", "f'{a < b}'",
    "f'{ {1: 2}[1] }'", "f'{x:=5}'", "f'{(x:=5)}'", "f'{\"a\" \"b\"}'",
    # operators and precedence
    "a + b * c", "(a + b) * c", "a - b - c", "a ** b ** c", "-2 ** 2",
    "-a ** -b", "~a", "+a", "not a", "not not a", "- - a",
    "a | b ^ c & d << e >> f + g - h * i / j // k % l @ m",
    "a << b << c", "a * b / c // d % e", "a and b or c and d",
    "a or b or c", "a and b and c", "not a and not b or c",
    "a < b", "a < b <= c > d >= e == f != g", "a is b", "a is not b",
    "a in b", "a not in b", "not a in b", "a if b else c",
    "a if b else c if d else e", "(a if b else c) if d else e",
    "lambda: 0", "lambda x: x", "lambda x, y=1, *a, z, w=2, **k: 0",
    "lambda *, x: x", "lambda a, /, b: 0", "lambda *a: a", "lambda **k: k",
    "lambda x=lambda: 1: x", "a if b else lambda: c",
    "(x := 5)", "[y := 1, y]", "f(x := 1)", "a[b := 1]",
    "a.b.c", "a[1]", "a[1:2]", "a[1:2:3]", "a[::2]", "a[:]", "a[:, 1]",
    "a[1:2, ::3]", "a[1,]", "a[1, 2]", "a[*b]", "a[b, *c]", "a[()]",
    "a.b[c](d).e", "f()", "f(a)", "f(a, b)", "f(a,)", "f(*a)", "f(**k)",
    "f(a, *b, c, *d, e=1, **f)", "f(a=1, *b)", "f(a=1, **b, c=2)",
    "f(x for x in y)", "f((x for x in y), 1)", "f(x for x in y if x)",
    "f(*a or b)", "f(not x)", "f(a)(b)(c)", "f(a)[b]",
    "()", "(a)", "(a,)", "(a, b)", "a, b", "a,", "(*a, b)", "*a, b",
    "[]", "[a]", "[a, b,]", "[*a, *b]", "{}", "{a: b}", "{a: b, c: d,}",
    "{**a}", "{**a, b: c, **d}", "{a}", "{a, b}", "{*a, b}",
    "[x for x in y]", "[x for x in y if a if b]",
    "[x for x in y for z in x]", "[x for x, in y]", "[x for x, y in z]",
    "[x for (x, y) in z]", "[x for *a, b in c]", "{x for x in y}",
    "{k: v for k, v in d.items()}", "(x for x in y)",
    "[x for x in a if b or c]", "[lambda: x for x in y]",
    "[x for x in (yield)]" if False else "[x for x in y if (z := x)]",
    "(yield)", "(yield x)", "(yield x, y)", "(yield from x)",
    "x = yield", "x = yield y", "x = yield from y", "yield", "yield x",
    "yield *a, b", "await" if False else "x",
    "a.if_" if False else "a.b_c", "print(1, 2, sep='')",
    # statements
    "x = 1", "x = y = z", "x, y = y, x", "[x, y] = z", "(x, y) = z",
    "x, = y", "*x, y = z", "x, *y = z", "a.b = c", "a[b] = c",
    "a[b:c] = d", "(a) = b", "((a, b), c) = d", "[a, [b, *c]] = d",
    "x = *a, *b", "x = a, *b", "x: int", "x: int = 3", "a.b: int",
    "a[0]: int = 1", "(x): int = 3", "x: int = yield", "x: list[int] = []",
    "x += 1", "x -= 1", "x *= 1", "x /= 1", "x //= 1", "x %= 1",
    "x @= 1", "x &= 1", "x |= 1", "x ^= 1", "x <<= 1", "x >>= 1",
    "x **= 1", "a.b += 1", "a[b] += 1", "x += yield",
    "del x", "del x, y", "del a.b, a[c]", "del (a, b), [c]", "del x,",
    "pass", "x = 1; y = 2", "x = 1;", "a; b; c",
    "global a", "global a, b", "def f():\n  nonlocal a, b",
    "assert x", "assert x, 'msg'",
    "import a", "import a.b.c", "import a.b as c", "import a, b as c, d.e",
    "from a import b", "from a.b import c as d, e", "from . import x",
    "from .. import x", "from .a import b", "from ...a import b",
    "from .... import x", "from a import (b, c)", "from a import (b, c,)",
    "from a import *", "from a import (b as c)",
    "if x:\n  pass", "if x: pass", "if x:\n  a\nelse:\n  b",
    "if x:\n  a\nelif y:\n  b\nelif z:\n  c\nelse:\n  d",
    "if a: b\nelif c: d",
    "while x:\n  break", "while x:\n  continue\nelse:\n  pass",
    "while 1: pass",
    "for x in y:\n  pass", "for x, y in z:\n  pass",
    "for (x, y) in z: pass", "for x in y, z: pass",
    "for x in *a, *b: pass", "for x in y:\n  pass\nelse:\n  pass",
    "for a.b in c: pass", "for a[0] in c: pass", "for *a, b in c: pass",
    "try:\n  a\nexcept:\n  b", "try:\n  a\nexcept E:\n  b",
    "try:\n  a\nexcept E as e:\n  b", "try:\n  a\nexcept (E, F) as e:\n  b",
    "try:\n  a\nexcept E:\n  b\nexcept F:\n  c\nelse:\n  d\nfinally:\n  e",
    "try:\n  a\nfinally:\n  b", "try: a\nexcept: b",
    "with a: pass", "with a as b: pass", "with a as b, c as d: pass",
    "with a, b: pass", "with a as (b, c): pass", "with a as b.c: pass",
    "with (a as b, c as d): pass", "with (a, b): pass",
    "with (a as b, c,): pass", "with (a) as b: pass", "with (a, b) as c: pass",
    "with a as [b, c]: pass",
    "def f(): pass", "def f(a): pass", "def f(a, b=1): pass",
    "def f(*args): pass", "def f(**kw): pass", "def f(a, *, b): pass",
    "def f(a, *, b=1, c): pass", "def f(a, /, b): pass",
    "def f(a, b=1, /, c=2): pass", "def f(a, /): pass",
    "def f(a: int, b: str = 'x', *c: int, d: int, **e: int) -> int: pass",
    "def f(a,): pass", "def f(*, a,): pass", "def f(**k,): pass",
    "def f():\n  return", "def f():\n  return 1", "def f():\n  return 1, 2",
    "def f():\n  return *a, b", "def f():\n  '''doc'''\n  x = 1",
    "@dec\ndef f(): pass", "@a.b(c)\n@d\ndef f(): pass",
    "@x[0]\ndef f(): pass", "@(yield)\ndef f(): pass" if False else
    "@lambda f: f\ndef f(): pass",
    "class A: pass", "class A(): pass", "class A(B): pass",
    "class A(B, C): pass", "class A(metaclass=M): pass",
    "class A(B, metaclass=M, **k): pass", "class A(*bases): pass",
    "@dec\nclass A:\n  x = 1\n  def f(self): pass",
    "raise", "raise X", "raise X(1)", "raise X from Y", "raise X from None",
    "def f():\n  yield\n  yield 1\n  x = yield from g()",
    "async def f(a):\n  await a\n  x = await a.b(c) ** 2",
    "@d\nasync def f():\n  async for x, y in z:\n    pass\n  else:\n    pass",
    "async def f():\n  async with a as b, c:\n    return [x async for x in y]",
    "async def f():\n  async with (a as b, c):\n    yield {x: 1 for x in y}",
    "async def f():\n  return [(await x) async for x in y if await x for z in x]",
    "class A:\n  async def f(self): pass",
    "x = (i async for i in y)",
    "def async_(): pass",
    "try:\n  pass\nexcept* E:\n  pass\nexcept *(F, G) as e:\n  pass\nelse:\n  x\nfinally:\n  y",
    # layout
    "x = 1\n\n\ny = 2\n", "x = 1  # c\n# c\ny = 2", "# only comment",
    "", "\n\n", "x = (1,\n     2)", "x = [\n  1,\n  2,\n]",
    "x = {\n  'a': 1,\n}", "x = 1 + \\\n  2", "if x:\n\tpass",
    "if x:\n\tif y:\n\t\tpass\n\telse:\n\t\tpass", "x = 1",
    "if x:\n    a\n\n    b\n# c\n  # d\n    c",
    "def f():\n    if a:\n        b\n    c\nd",
    "if __name__ == '__main__':\n    main()",
    "x = 1 if y else 2", "print(f(*a, **b)[c].d)",
    "x = 1if y else 2", "x = [1for x in y]", "x = 0x1for x in y" if False
    else "x = 0", "a\\\n.b", "x = 1\r\ny = 2\r\n", "x = 1\ry = 2",
    "caf\xc3\xa9 = 1", "x = 'a' \\\n 'b'",
    "match = 1", "case = 2", "_ = 3", "type = 4", "print(match, case)",
]

# the match statement (PEP 634); `match`/`case` stay usable as names
MATCH_VALID = [
    "match x:\n  case 1: pass",
    "match x:\n  case -1: pass\n  case 1.5: pass\n  case 'a' 'b': pass\n  case b'x': pass",
    "match x:\n  case None: pass\n  case True: y\n  case False: z",
    "match x:\n  case a: pass",
    "match x:\n  case _: pass",
    "match x:\n  case a.b: pass\n  case a.b.c: pass",
    "match x:\n  case [a, b, *c]: pass\n  case [*_]: pass\n  case []: pass",
    "match x:\n  case (a, b): pass\n  case (): pass\n  case (a,): pass\n  case (a): pass",
    "match x:\n  case a, *b: pass\n  case a,: pass",
    "match x:\n  case {'a': 1, b.c: d, **rest}: pass\n  case {}: pass\n  case {**r}: pass\n  case {1: _,}: pass",
    "match x:\n  case C(): pass\n  case C(a, b): pass\n  case C(a, b=1): pass\n  case a.C(x=1, y=2,): pass",
    "match x:\n  case 1 | 2 | 3: pass\n  case (1 | 2) as z: pass",
    "match x:\n  case [1, 2] as y if y > 0: pass",
    "match x, y:\n  case 1, 2: pass",
    "match *x, y:\n  case 1, 2: pass",
    "match (x):\n  case {None: 1, True: 2, -3: 4}: pass",
    "match = 1",
    "match(x)",
    "match[1] = 2",
    "match.a = 3",
    "x = match",
    "case = 1",
    "match x:\n  case 1:\n    pass\n  case 2:\n    match y:\n      case 3: pass",
    "def f():\n  match x:\n    case [1, *_, 2]: return 1\n  return 2",
    "match -x:\n  case 1: pass",
    "match not x:\n  case 1: pass",
    "match x:\n  case _ if x: pass",
    "match x:\n  case C(a=[1, 2], b={'k': v}): pass",
    "match x:\n  case (*_, 1): pass",
    "match x:\n  case [*a]: pass",
    "match x:\n  case a if b := 1: pass",
    "match x, :\n  case 1: pass",
    "match x:\n  case 1, : pass",
    "match x:\n  case -1.5e3: pass",
    "match x:\n  case \"a\" f\"b\": pass",
    "match x:\n  case {**rest,}: pass",
    "match x:\n  case {\"a\": 1, **rest,}: pass",
    "match x:\n  case [*_, *_]: pass",
    "match x:\n  # comment\n  case 1: pass",
    "match (\n  x\n):\n  case 1: pass",
    "match x:\n  case (\n    1\n  ): pass",
    "match x:\n  case True | None | False: pass",
    "match x:\n  case a.b.c(d=[1, {2: e}]): pass",
    "match x:\n case 1: pass\n case 2: pass",
    "match x: \n  case 1: pass",
    "match x:\n  case {a.b: 1}: pass",
    "match x:\n  case C(a=_): pass",
    "match x:\n  case C(_=1): pass",
    "match x:\n  case [1, 2,]: pass",
    "match x:\n  case a.b.c: pass\n  case d.e: pass",
    "match x:\n  case C(a, b,): pass",
    "match x:\n  case (): pass\n  case []: pass\n  case {}: pass",
    "match x:\n  case -0: pass",
    "match x:\n  case 0x1F | 0o7 | 0b1: pass",
    "match x:\n  case 1_000: pass",
    "match x:\n  case _: pass\n  case _: pass",
    "match x:\n  case f(): pass",
    "match x:\n  case a:\n      pass\n  case b:\n      pass",
    "match x if y else z:\n  case 1: pass",
    "match lambda: 1:\n  case 1: pass",
    "match (yield):\n  case 1: pass",
    "match x:\n  case b\"a\" | \"a\": pass",
    "match x:\n  case ((a)): pass",
    "match x:\n  case {1: _, **_rest}: pass",
    "match x:\n  case (1 as _a): pass",
    "match x:\n  case case: pass",
    "match match:\n  case match: pass",
    "match case:\n  case [case, match]: pass",
    "match x:\n  case match.case: pass",
    "match x:\n  case case(match=case): pass",
    "match(x):\n  case 1: pass",
    "match[x]:\n  case 1: pass",
    "match -x:\n  case 1: pass",
    "match x:\n  case 1: pass\nmatch = 2",
    "match x:\n  case 1: match = 2",
    "match x:\n  case _:\n    match y:\n      case _: pass",
    "match {}:\n  case {}: pass",
    "match [x for x in y]:\n  case []: pass",
    "match x.y[0](z):\n  case 1: pass",
    "match x := 1:\n  case 1: pass",
    "match (x := 1):\n  case 1: pass",
    "match x:\n    case 1: pass\n\n\n    case 2: pass",
    "match [a]: int = 3",
    "match: int = 3",
    "print(match, case)",
    "match x:\n  case {'a': 1, **r} | {'b': 2, **r}: pass",
]
VALID += MATCH_VALID

ERRORS = [
    "try:\n  pass\nexcept* E:\n  pass\nexcept F:\n  pass",
    "try:\n  pass\nexcept E:\n  pass\nexcept* F:\n  pass",
    "try:\n  pass\nexcept*:\n  pass", "try:\n  pass\nexcept* A, B:\n  pass",
    "async x = 1", "async if x:\n  pass", "@d\nasync for x in y: pass",
    "await = 1", "async def f():\n  await x = 1", "async = 1",
    "x = = 2", "x = ", "(1,", "(1,\n2\n", "f(a b)", "1 = x", "f() = 1",
    "if x = 1:\n  pass", "if x\n  pass", "if x:\npass", "  x",
    "if x:\n    a\n  b", '"abc', '"""abc\n\n', "1abc", "0777", "0x",
    "1__0", "1_", "1_j", "1jj", "1.5jx", "1j_", "0x1j", "x = (((", "((", "+", ")", "(]", "(\n]", 'print "x"',
    "a \\ b", "def f(:\n pass", "for x in y\n  pass", "try:\n  pass\nx",
    "f(a=1, b)", "f(**a, *b)", "def f(a=1, b): pass",
    "x = yield = 3", "del f()", "a + 1 = 2", 'f"{}"', 'f"{x!z}"', 'f"}"',
    'f"{"', "x := 1", "(" * 201, "x = 1 \xe2\x82\xac",
    "x = \xe2\x80\x9ca\xe2\x80\x9d", "if x:\n\tif y:\n        pass",
    "if x:\n        a\n\tb", "if x:\n", "if x:\n  a\n b", "x = $",
    "x = ?", "a ! b", "if x y:\n pass", "while x y:\n pass",
    "def f() x:\n pass", "def f:\n pass", "class A x:\n pass",
    "try x:\n pass", "x = 1 +", "True = 1", "1 = 2 = 3", "(a, 1) = 3",
    "[a, b()] = 3", "x, f() = 3", "for f() in x: pass",
    "f(x for x in y, 1)", "def f(*): pass", "def f(/, a): pass",
    "(a, b) += 1", "x: int, y: int = 1", "[x]: int",
    "lambda x=1, y: 0", "f(**a, b)", "del 1", "from x import a,",
    "from x import (a, b", "class A: pass\n  x", "b'\xc3\xa9'",
    "'a' b'b'", "0.5e", "1e+", "0b2", "0o8", "0b1_", "x = 1.__class__",
    "\\", "x = \\", "x = [1, 2\n", "f'{x'", "f'{x!}'", "f'{x!r'",
    "f'{a[}'", "f'{#}'", "f'{\\n}'", "f'{x:{y:{z}}}'", "print 1",
    "exec 'x'", "f(1=2)", "f(a.b=1)", "def f():\n  x = yield from",
    "nonlocal", "assert", "raise from x", "(*a)", "x if y", "x if y else",
    "[x for x in]", "{**a: 1}", "{1: 2, **a, 3}", "a[]", "f(,)", "(,)",
    "@foo\nx = 1", "else: pass", "elif x: pass", "except: pass",
    "try:\n  pass\nexcept E as (a): pass", "try:\n  pass\nexcept E, F: pass",
    "if x:\n  pass\n else:\n  pass", "class A:\n", "def f():\n", "try:\n",
    "try:\n  pass\nfinally:\n", "for x in y:\n", "while 1:\n", "with a:\n",
    "try:\n  pass\nexcept:\n", "if x:\n  pass\nelif y:\n",
    "if x:\n  pass\nelse:\n", "try:\n  pass\nexcept E as e:\nx",
    "x = (\n", 'x = """abc\ndef', "x = 'abc\ny'", "if 1:\n\tx\n        y",
    "x = 1 ;; y", "x.1", "x = 1 2", "f(a b c)", "[a b]", "{a b}",
    "x = a b", "f(a, b c)", "'\\u12'", "'\\x1'", "'abc' 'def' 1",
    "a = 1 = 2", "f() += 1", "del a, f()", "del (a+b)", "for 1 in x: pass",
    "import a.b.", "from import x", "import", "from x import",
    "class A(x for x in y): pass", "x = lambda: yield", "lambda *: 1",
    "def f(**a, b): pass", "def f(*a, *b): pass", "def f(*a=1): pass",
    "def f(a, /, /): pass", "def f(*, a, /): pass", "x = {1:2, 3}",
    "x = {1, 2:3}", "x = 1\n  y = 2", "def f(a, *, **k): pass",
    "x = 08", "x = 0_", "if True:\n  x = (1,\n  2", "x = [1, 2, 3",
    "def f(x):\n    return x +\n", "f(a, b", "{'a': 1, 'b' 2}",
    "while True\n  pass", "else", "x = 1 +* 2", "x === 1", "a b c",
    "import a as", "from a import b as", "def (): pass", "class (): pass",
    "x = [i for i in range(3) if]", "lambda: yield", "x = not",
    "a.b.c(", "f(**)", "f(*)", "x[1:2:3:4]", "x = 1 if 2", "def f(a, a=1, b):",
    "del *a", "del a +", "with a as 1: pass",
    "'''abc", "x = 'a\\", "b'\\x1'", "if x:\n  y\n\n\n z",
    "if x:\n  pass\n  @d\n", "class A:\n  @dec\nx = 1", "x = [1, 2 3]",
    "x = {1: 2 3: 4}", "try:\n  x\nexcept E as e.f:\n  pass",
    "import a as b.c", "global x.y", "x = [i for i xin y]",
    "f(i for i xin y)", "x = ( ** 100)", "x = [a.b = 1]", "x = [a = 1]",
    "f(None=1)", "x = {1: }", "while x else:\n pass",
    "if x:\n pass\nelse x:\n pass", "for x in y z:\n pass",
    "@a.b = 1\ndef f(): pass", "def f():\n\\ x\n", "x[a = 1]",
    "[*a for a in b]", "{**a for a in b}", "def f((a, b)): pass",
    "lambda (x): 1", "f(), x = 1", "x, f() = 3", "a.b + 1: int = 3",
    "whilen > 1:\n  pass", "f(a b) + 'unterminated",
    "x = 1\ny = f(a b)\nz = (", "x = (\n1 2)", "print(f'{a b}')",
    "print(f'{ in x}')", "x = 1 # comment\ny = = 2",
]


MATCH_ERRORS = [
    "match x:\n  pass",
    "match x\n  case 1: pass",
    "match x\n",
    "match x:\n  case 1: pass\n  pass",
    "match x:\ncase 1: pass",
    "match x:\n  case 1\n    pass",
    "match x:\n  case 1:\n  pass",
    "match x:\n  case 1 + 2: pass",
    "match x:\n  case a as _: pass",
    "match x:\n  case a as 1: pass",
    "match x:\n  case C(a=1, b): pass",
    "match x:\n  case C(a=1, b, c): pass",
    "match x:\n  case C(a=1, b, c=3): pass",
    "match x:\n  case {**_}: pass",
    "match x:\n  case {**r, 1: 2}: pass",
    "match x:\n  case -a: pass",
    "match x:\n  case *a: pass",
    "match x:\n  case (*a): pass",
    "match x: pass",
    "match x:\n  case a b: pass",
    "match x:\n  case {a: 1}: pass",
    "match x:\n  case a.b = 1: pass",
    "match x:\n  case [1, 2: pass",
    "match x:\n  case a as b.c: pass",
    "match x:\n  case 1 +: pass",
    "match x:\n  case 1:\n    pass\n  case",
    "match x:\n  case 1 if:\n pass",
    "match x:\n  case [1, 2 3]: pass",
    "match x:\n  case {1 2}: pass",
    "match x:\n  case C(1=2): pass",
    "match x:\n  case a.b(c=d, e): pass",
    "match x:\n  case (a as b as c): pass",
    "match x:\n  case 1:\n    pass\n  else: pass",
    "match:\n  case 1: pass",
    "match x:\n  case -1 + 2: pass",
    "match x:\n  case None(): pass",
    "match x:\n  case 1(): pass",
    "match x:\n  case *: pass",
    "match x:\n  case [a, *]: pass",
    "match x:\n  case {\"a\": 1, \"b\"}: pass",
    "match x:\n  case -_: pass",
    "match x:\n  case C(a, b=1, c): pass",
    "match x:\n  case (a, b=1): pass",
    "match *a:\n  case 1: pass",
    "match x:\n  case 1:\n    pass\n  case 2:",
    "match x:\n  case 1:\n    pass\ncase 2: pass",
    "match x:\n  case {\"a\": 1, **rest, \"b\": 2}: pass",
    "match x:\n  case \"a\" \"b\" b\"c\": pass",
    "match x:\n  case 1 as a as b: pass",
    "match x:\n  case [1] if x else y: pass",
    "match x:\n    case 1: pass\n  case 2: pass",
    "match x:\n  case [a, b] as c | d: pass",
    "match x:\n  case 1 |: pass",
    "match x:\n  case | 1: pass",
    "match x:\n  case 1 as: pass",
    "match x:\n  case C(,): pass",
    "case x:\n  pass",
    "match x y",
    "match x y:\n  case 1: pass",
    "match x.y",
    "match x, y",
    "match x,",
    "match x, y\n  case 1: pass",
    "match 1 + ",
    "match x:",
    "match x:\n",
    "match x:\n\n",
    "match f(x) ==",
    "match x:\n  case 1: pass\n  case 2: pass\n  case",
]
ERRORS += MATCH_ERRORS


@pytest.fixture(scope="module")
def cpython_results():
    return run_cpython(VALID + ERRORS)


def test_valid_snippets(cpython_results):
    failures = []
    for i, src in enumerate(VALID):
        expected = cpython_results[i]
        got = run_lbbv(src)
        if got != expected:
            failures.append("%r\n  lbbv:    %s\n  cpython: %s" % (
                src, got.get("dump") or got.get("error"),
                expected.get("dump") or expected.get("error")))
    assert not failures, "\n".join(failures)
    assert len(VALID) >= 150


def test_error_snippets(cpython_results):
    failures = []
    for i, src in enumerate(ERRORS):
        expected = cpython_results[len(VALID) + i]
        got = run_lbbv(src)
        if "error" not in expected:
            failures.append("%r: CPython accepts it" % src)
        elif got.get("error") != expected["error"]:
            failures.append("%r\n  lbbv:    %s\n  cpython: %s" % (
                src, got.get("dump") or got.get("error"), expected["error"]))
        elif got["report"] != expected["report"]:
            failures.append("%r\n  lbbv:\n%r\n  cpython:\n%r" % (
                src, got["report"], expected["report"]))
    assert not failures, "%d failures\n%s" % (len(failures),
                                              "\n".join(failures))


def corpus_files():
    files = []
    for pattern in ["tests/programs/*.py", "examples/*.py", "examples/*/*.py",
                    "bench/*.py"]:
        files.extend(sorted(glob.glob(os.path.join(ROOT, pattern))))
    return files


def test_corpus():
    """Every Python file of the repository's test programs, examples and
    benchmarks: same AST (with positions) or same error report."""
    files = corpus_files()
    sources = [open(f, "rb").read() for f in files]
    results = run_cpython(sources)
    failures = []
    for f, src, expected in zip(files, sources, results):
        got = run_lbbv(src)
        if got != expected:
            failures.append(os.path.relpath(f, ROOT))
    assert not failures, "AST mismatch in: " + " ".join(failures)


def test_deep_nesting():
    # CPython accepts 200 nested parentheses and rejects 201
    parse("(" * 200 + "1" + ")" * 200, "x.py")
    parse("[" * 200 + "]" * 200, "x.py")
    parse("x = " + "-" * 5000 + "1", "x.py")
    parse("x = " + "not " * 5000 + "1", "x.py")
    parse("x = " + "+".join(["1"] * 5000), "x.py")
    parse("x = 2" + "**2" * 300, "x.py")
    for src in ["x = " + "a if b else " * 3000 + "c",
                "x = " + "lambda: " * 3000 + "1",
                "x = 2" + "**-2" * 3000]:
        with pytest.raises(PySyntaxError) as exc:
            parse(src, "x.py")
        assert exc.value.msg == "too many nested parentheses"


def test_positions_and_end_col():
    mod = parse("x = foo(a, b) + 1\nif y:\n    z.w = 'abc'\n", "x.py")
    assign = mod.body[0]
    assert (assign.lineno, assign.col, assign.end_col) == (1, 0, 17)
    call = assign.value.left
    assert (call.lineno, call.col, call.end_col) == (1, 4, 13)
    inner = mod.body[1].body[0]
    assert (inner.lineno, inner.col, inner.end_col) == (3, 4, 15)
    assert (inner.targets[0].col, inner.targets[0].end_col) == (4, 7)


def test_format_syntax_error_text():
    try:
        parse("x = 1\n    y = = 2\n", "x.py")
    except PySyntaxError as e:
        assert format_syntax_error(e, "x.py") == (
            '  File "x.py", line 2\n    y = = 2\n'
            'IndentationError: unexpected indent\n')
    else:
        assert False


def test_source_encodings():
    mod = parse("# -*- coding: latin-1 -*-\nx = '\xe9'\n", "x.py")
    assert mod.body[0].value.value == "\xc3\xa9"
    mod = parse("# coding=cp1252\nx = '\x80'\n", "x.py")
    assert mod.body[0].value.value == "\xe2\x82\xac"
    mod = parse("\xef\xbb\xbfx = 'caf\xc3\xa9'\n", "x.py")
    assert mod.body[0].value.value == "caf\xc3\xa9"
    with pytest.raises(PySyntaxError) as exc:
        parse("x = 1\ny = '\xff'\n", "bad.py")
    assert format_syntax_error(exc.value, "bad.py") == (
        "SyntaxError: Non-UTF-8 code starting with '\\xff' in file bad.py on "
        "line 2, but no encoding declared; see "
        "https://peps.python.org/pep-0263/ for details\n")
    for bad in ["'\xed\xa0\x80'", "'\xc0\x80'", "'\xe2\x82'", "'\xf5\x80\x80\x80'"]:
        with pytest.raises(PySyntaxError):
            parse(bad, "x.py")


def test_parse_eval():
    from interpreter.frontend.parser import parse_eval
    e = parse_eval("  a + b * 2\n\n", "<string>")
    assert d(e) == ('(BinOp@1:0 (Name@1:0 "a" Load) + (BinOp@1:4 '
                    '(Name@1:4 "b" Load) * (IntConst@1:8 2)))')
    assert isinstance(parse_eval("1, *x", "<string>"), ast.Tuple)
    for bad in ["", "x = 1", "1\n2", "if x: y"]:
        with pytest.raises(PySyntaxError):
            parse_eval(bad, "<string>")
