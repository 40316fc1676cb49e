"""Dumps CPython's own ast in the canonical form of lbbv's AST (python3).

    python3 astdump_cpython.py FILE      # one dump, or the SyntaxError
    python3 astdump_cpython.py --batch   # stdin: JSON list of sources;
                                         # stdout: JSON list of results

A result is {"dump": str} or {"error": [kind, msg, lineno, offset],
"report": the stderr text of the uncaught error for file "x.py"}.
tests/test_parser.py prints lbbv's AST in exactly the same form.
"""

import ast
import io
import json
import sys
import warnings

warnings.simplefilter("ignore")

OPS = {ast.Add: "+", ast.BitAnd: "&", ast.FloorDiv: "//", ast.LShift: "<<",
       ast.MatMult: "@", ast.Mult: "*", ast.Mod: "%", ast.BitOr: "|",
       ast.Pow: "**", ast.RShift: ">>", ast.Sub: "-", ast.Div: "/",
       ast.BitXor: "^"}
UNARY = {ast.Not: "not", ast.Invert: "~", ast.UAdd: "+", ast.USub: "-"}
CMP = {ast.Lt: "<", ast.LtE: "<=", ast.Eq: "==", ast.NotEq: "!=",
       ast.Gt: ">", ast.GtE: ">=", ast.Is: "is", ast.IsNot: "is not",
       ast.In: "in", ast.NotIn: "not in"}
CTX = {ast.Load: "Load", ast.Store: "Store", ast.Del: "Del"}
CONV = {-1: "-", 115: "s", 114: "r", 97: "a"}


def esc(data):
    """Canonical quoting of a byte string (shared with test_parser.py)."""
    out = []
    for b in bytearray(data):
        if 32 <= b < 127 and b not in (34, 92):
            out.append(chr(b))
        else:
            out.append("\\x%02x" % b)
    return '"' + "".join(out) + '"'


def s(x):
    if x is None:
        return "None"
    return esc(x.encode("utf-8", "surrogatepass"))


def lst(items, nopos=False):
    return "[" + " ".join(d(x, nopos) for x in items) + "]"


def opt(x, nopos=False):
    return "None" if x is None else d(x, nopos)


def arguments(a, nopos):
    allargs = list(a.posonlyargs) + list(a.args)
    return "(Arguments [%s] %s [%s] [%s] %s %s)" % (
        " ".join(s(x.arg) for x in allargs),
        s(a.vararg.arg) if a.vararg else "None",
        " ".join(s(x.arg) for x in a.kwonlyargs),
        " ".join(opt(x, nopos) for x in a.kw_defaults),
        s(a.kwarg.arg) if a.kwarg else "None",
        lst(a.defaults, nopos))


def d(n, nopos=False):
    name = type(n).__name__
    pos = ""
    if isinstance(n, (ast.stmt, ast.expr, ast.pattern)) and not nopos:
        pos = "@%d:%d" % (n.lineno, n.col_offset)
    if isinstance(n, ast.Module):
        return lst(n.body)
    if isinstance(n, ast.Expr):
        return "(ExprStmt%s %s)" % (pos, d(n.value))
    if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)):
        return "(" + name + "%s %s %s %s %s)" % (
            pos, s(n.name), arguments(n.args, nopos), lst(n.body),
            lst(n.decorator_list))
    if isinstance(n, ast.ClassDef):
        return "(ClassDef%s %s %s %s %s %s)" % (
            pos, s(n.name), lst(n.bases), kws(n.keywords), lst(n.body),
            lst(n.decorator_list))
    if isinstance(n, ast.Return):
        return "(Return%s %s)" % (pos, opt(n.value))
    if isinstance(n, ast.Delete):
        return "(Delete%s %s)" % (pos, lst(n.targets))
    if isinstance(n, ast.Assign):
        return "(Assign%s %s %s)" % (pos, lst(n.targets), d(n.value))
    if isinstance(n, ast.AugAssign):
        return "(AugAssign%s %s %s %s)" % (pos, d(n.target), OPS[type(n.op)],
                                           d(n.value))
    if isinstance(n, ast.AnnAssign):
        if n.value is not None:
            return "(Assign%s [%s] %s)" % (pos, d(n.target), d(n.value))
        return "(AnnAssign%s %s None)" % (pos, d(n.target))
    if isinstance(n, (ast.For, ast.AsyncFor)):
        return "(" + name + "%s %s %s %s %s)" % (pos, d(n.target), d(n.iter),
                                        lst(n.body), lst(n.orelse))
    if isinstance(n, ast.While):
        return "(While%s %s %s %s)" % (pos, d(n.test), lst(n.body),
                                       lst(n.orelse))
    if isinstance(n, ast.If):
        return "(If%s %s %s %s)" % (pos, d(n.test), lst(n.body),
                                    lst(n.orelse))
    if isinstance(n, (ast.With, ast.AsyncWith)):
        return "(" + name + "%s [%s] %s)" % (pos, " ".join(
            "(WithItem %s %s)" % (d(i.context_expr), opt(i.optional_vars))
            for i in n.items), lst(n.body))
    if isinstance(n, ast.Raise):
        return "(Raise%s %s %s)" % (pos, opt(n.exc), opt(n.cause))
    if isinstance(n, (ast.Try, ast.TryStar)):
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
    # patterns
    if isinstance(n, ast.MatchValue):
        return "(MatchValue%s %s)" % (pos, d(n.value))
    if isinstance(n, ast.MatchSingleton):
        return "(MatchSingleton%s %r)" % (pos, n.value)
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
    # expressions
    if isinstance(n, ast.BoolOp):
        return "(BoolOp%s %s %s)" % (pos, "and" if isinstance(n.op, ast.And)
                                     else "or", lst(n.values))
    if isinstance(n, ast.NamedExpr):
        return "(NamedExpr%s %s %s)" % (pos, d(n.target), d(n.value))
    if isinstance(n, ast.BinOp):
        return "(BinOp%s %s %s %s)" % (pos, d(n.left), OPS[type(n.op)],
                                       d(n.right))
    if isinstance(n, ast.UnaryOp):
        return "(UnaryOp%s %s %s)" % (pos, UNARY[type(n.op)], d(n.operand))
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
            pos, d(n.left), " ".join(repr(CMP[type(o)]) for o in n.ops),
            lst(n.comparators))
    if isinstance(n, ast.Call):
        return "(Call%s %s %s %s)" % (pos, d(n.func), lst(n.args),
                                      kws(n.keywords))
    if isinstance(n, ast.FormattedValue):
        return "(FormattedValue %s %s %s)" % (
            d(n.value, nopos), CONV[n.conversion], opt(n.format_spec, True))
    if isinstance(n, ast.JoinedStr):
        return "(JoinedStr%s %s)" % (pos, lst(n.values, True))
    if isinstance(n, ast.Constant):
        v = n.value
        if v is None or v is True or v is False or v is Ellipsis:
            return "(NameConst%s %s)" % (pos, "..." if v is Ellipsis
                                         else repr(v))
        if isinstance(v, int):
            return "(IntConst%s %d)" % (pos, v)
        if isinstance(v, float):
            return "(FloatConst%s %r)" % (pos, v)
        if isinstance(v, complex):
            return "(ImagConst%s %r)" % (pos, v.imag)
        if isinstance(v, str):
            return "(StrConst%s %s)" % (pos, s(v))
        if isinstance(v, bytes):
            return "(BytesConst%s %s)" % (pos, esc(v))
        return "(Unsupported%s %r)" % (pos, v)
    if isinstance(n, ast.Attribute):
        return "(Attribute%s %s %s %s)" % (pos, d(n.value), s(n.attr),
                                           CTX[type(n.ctx)])
    if isinstance(n, ast.Subscript):
        return "(Subscript%s %s %s %s)" % (pos, d(n.value), d(n.slice),
                                           CTX[type(n.ctx)])
    if isinstance(n, ast.Starred):
        return "(Starred%s %s %s)" % (pos, d(n.value), CTX[type(n.ctx)])
    if isinstance(n, ast.Name):
        return "(Name%s %s %s)" % (pos, s(n.id), CTX[type(n.ctx)])
    if isinstance(n, (ast.List, ast.Tuple)):
        return "(%s%s %s %s)" % (name, pos, lst(n.elts), CTX[type(n.ctx)])
    if isinstance(n, ast.Slice):
        return "(Slice%s %s %s %s)" % (pos, opt(n.lower), opt(n.upper),
                                       opt(n.step))
    return "(Unsupported %s)" % name


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


def run(source):
    try:
        # ast.parse only: later compiler errors are not the parser's job
        tree = ast.parse(source, "x.py")
        return {"dump": d(tree)}
    except SyntaxError as e:
        # the report of an uncaught error, by CPython's C-level printer
        saved, sys.stderr = sys.stderr, io.StringIO()
        try:
            sys.__excepthook__(type(e), e.with_traceback(None), None)
            report = sys.stderr.getvalue()
        finally:
            sys.stderr = saved
        return {"error": [type(e).__name__, e.msg, e.lineno, e.offset],
                "report": report}


def main():
    if sys.argv[1:] == ["--batch"]:
        sources = json.load(sys.stdin)
        json.dump([run(src) for src in sources], sys.stdout)
        return
    with open(sys.argv[1], encoding="utf-8") as f:
        res = run(f.read())
    if "dump" in res:
        print(res["dump"])
    else:
        print("%s: %s (line %s, offset %s)" % tuple(res["error"]))


if __name__ == "__main__":
    main()
