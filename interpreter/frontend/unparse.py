"""Expressions back to source text, as CPython's ast_unparse.c writes them:
the strings that annotations become under `from __future__ import
annotations` (PEP 563). The text is CPython's normalised form (its
spacing, the fewest parentheses the precedences allow, constants by
their repr), not the original source."""

from rpython.rlib.rbigint import rbigint
from rpython.rlib import rstring
from rpython.rlib.rstring import StringBuilder

from interpreter.frontend import astnodes as A

# CPython's precedence levels (ast_unparse.c)
PR_TUPLE = 0
PR_TEST = 1          # if-else, lambda
PR_OR = 2
PR_AND = 3
PR_NOT = 4
PR_CMP = 5
PR_EXPR = 6
PR_BOR = PR_EXPR
PR_BXOR = 7
PR_BAND = 8
PR_SHIFT = 9
PR_ARITH = 10
PR_TERM = 11
PR_FACTOR = 12
PR_POWER = 13
PR_AWAIT = 14
PR_ATOM = 15

# indexed by the NB_* operator numbers of astnodes
BINOP_PRECEDENCE = [PR_ARITH, PR_BAND, PR_TERM, PR_SHIFT, PR_TERM, PR_TERM,
                    PR_TERM, PR_BOR, PR_POWER, PR_SHIFT, PR_ARITH, PR_TERM,
                    PR_BXOR]


def unparse_annotation(node, source_lines):
    """The source text of an annotation (PEP 563); a walrus, yield or
    await in it is a SyntaxError, as in CPython's annotation blocks."""
    u = Unparser(source_lines)
    u.expr(node, PR_TEST)
    return u.b.build()


def _replace_inf(s):
    """Infinite constants are written as 1e309, a literal that is
    infinite when read back (CPython's _str_replace_inf)."""
    out = StringBuilder(len(s))
    i = 0
    while i < len(s):
        if s[i] == 'i' and i + 3 <= len(s) and s[i:i + 3] == "inf":
            out.append("1e309")
            i += 3
        else:
            out.append(s[i])
            i += 1
    return out.build()


class Unparser(A.ASTVisitor):
    def __init__(self, source_lines):
        self.b = StringBuilder()
        self.level = PR_TEST
        self.source_lines = source_lines

    def not_in_annotation(self, what, node):
        from interpreter.frontend.syntaxerror import PySyntaxError
        text = ""
        if 0 < node.lineno <= len(self.source_lines):
            text = self.source_lines[node.lineno - 1]
        raise PySyntaxError("'%s' can not be used within an annotation"
                            % what, node.lineno, node.col + 1, text)

    def default_visit(self, node):
        raise AssertionError("unparse: not an expression node")

    def expr(self, node, level):
        saved = self.level
        self.level = level
        node.accept(self)
        self.level = saved

    def open(self, pr):
        if self.level > pr:
            self.b.append("(")

    def close(self, pr):
        if self.level > pr:
            self.b.append(")")

    def items(self, nodes, level):
        for i in range(len(nodes)):
            if i > 0:
                self.b.append(", ")
            self.expr(nodes[i], level)

    # --- constants ---
    def visit_IntConst(self, node):
        self.b.append(rbigint.fromstr(node.digits, node.base).str())

    def visit_FloatConst(self, node):
        from objspace.floatobject import float_repr
        self.b.append(_replace_inf(float_repr(node.value)))

    def visit_ImagConst(self, node):
        from objspace.complexobject import complex_repr
        self.b.append(_replace_inf(complex_repr(0.0, node.value)))

    def visit_StrConst(self, node):
        from objspace.strobject import str_repr
        self.b.append(str_repr(node.value))

    def visit_BytesConst(self, node):
        from objspace.bytesobject import bytes_repr
        self.b.append(bytes_repr(node.value))

    def visit_WConst(self, node):
        from objspace.reprs import repr_w
        self.b.append(repr_w(node.w_value))

    def visit_NameConst(self, node):
        self.b.append(["None", "True", "False", "..."][node.kind])

    # --- operators ---
    def visit_BoolOp(self, node):
        pr = PR_AND if node.op == A.AND else PR_OR
        self.open(pr)
        for i in range(len(node.values)):
            if i > 0:
                self.b.append(" and " if node.op == A.AND else " or ")
            self.expr(node.values[i], pr + 1)
        self.close(pr)

    def visit_BinOp(self, node):
        pr = BINOP_PRECEDENCE[node.op]
        rassoc = 1 if node.op == A.NB_POWER else 0
        self.open(pr)
        self.expr(node.left, pr + rassoc)
        self.b.append(" " + A.NB_SYMBOLS[node.op] + " ")
        self.expr(node.right, pr + 1 - rassoc)
        self.close(pr)

    def visit_UnaryOp(self, node):
        if node.op == A.NOT:
            pr, sym = PR_NOT, "not "
        else:
            pr, sym = PR_FACTOR, ["", "~", "+", "-"][node.op]
        self.open(pr)
        self.b.append(sym)
        self.expr(node.operand, pr)
        self.close(pr)

    def visit_Compare(self, node):
        self.open(PR_CMP)
        self.expr(node.left, PR_CMP + 1)
        for i in range(len(node.ops)):
            self.b.append(" " + A.CMP_SYMBOLS[node.ops[i]] + " ")
            self.expr(node.comparators[i], PR_CMP + 1)
        self.close(PR_CMP)

    def visit_IfExp(self, node):
        self.open(PR_TEST)
        self.expr(node.body, PR_TEST + 1)
        self.b.append(" if ")
        self.expr(node.test, PR_TEST + 1)
        self.b.append(" else ")
        self.expr(node.orelse, PR_TEST)
        self.close(PR_TEST)

    def visit_NamedExpr(self, node):
        self.not_in_annotation("named expression", node)
        self.open(PR_TUPLE)
        self.expr(node.target, PR_ATOM)
        self.b.append(" := ")
        self.expr(node.value, PR_ATOM)
        self.close(PR_TUPLE)

    def visit_Lambda(self, node):
        self.open(PR_TEST)
        self.b.append("lambda " if node.args.args else "lambda")
        self.arguments(node.args)
        self.b.append(": ")
        self.expr(node.body, PR_TEST)
        self.close(PR_TEST)

    def arguments(self, args):
        first = True
        ndef = len(args.defaults)
        n = len(args.args)
        for i in range(n):
            if not first:
                self.b.append(", ")
            first = False
            self.b.append(args.args[i].arg)
            di = i - n + ndef
            if di >= 0:
                self.b.append("=")
                self.expr(args.defaults[di], PR_TEST)
            if args.posonly and i + 1 == args.posonly:
                self.b.append(", /")
        if args.vararg is not None or args.kwonlyargs:
            if not first:
                self.b.append(", ")
            first = False
            self.b.append("*")
            if args.vararg is not None:
                self.b.append(args.vararg.arg)
        for i in range(len(args.kwonlyargs)):
            if not first:
                self.b.append(", ")
            first = False
            self.b.append(args.kwonlyargs[i].arg)
            d = args.kw_defaults[i]
            if d is not None:
                self.b.append("=")
                self.expr(d, PR_TEST)
        if args.kwarg is not None:
            if not first:
                self.b.append(", ")
            self.b.append("**" + args.kwarg.arg)

    # --- displays and comprehensions ---
    def visit_Tuple(self, node):
        if not node.elts:
            self.b.append("()")
            return
        self.open(PR_TUPLE)
        self.items(node.elts, PR_TEST)
        if len(node.elts) == 1:
            self.b.append(",")
        self.close(PR_TUPLE)

    def visit_List(self, node):
        self.b.append("[")
        self.items(node.elts, PR_TEST)
        self.b.append("]")

    def visit_Set(self, node):
        if not node.elts:
            self.b.append("{*()}")
            return
        self.b.append("{")
        self.items(node.elts, PR_TEST)
        self.b.append("}")

    def visit_Dict(self, node):
        self.b.append("{")
        for i in range(len(node.values)):
            if i > 0:
                self.b.append(", ")
            key = node.keys[i]
            if key is not None:
                self.expr(key, PR_TEST)
                self.b.append(": ")
                self.expr(node.values[i], PR_TEST)
            else:
                self.b.append("**")
                self.expr(node.values[i], PR_EXPR)
        self.b.append("}")

    def comprehensions(self, generators):
        for gen in generators:
            self.b.append(" async for " if gen.is_async else " for ")
            self.expr(gen.target, PR_TUPLE)
            self.b.append(" in ")
            self.expr(gen.iter, PR_TEST + 1)
            for cond in gen.ifs:
                self.b.append(" if ")
                self.expr(cond, PR_TEST + 1)

    def visit_ListComp(self, node):
        self.b.append("[")
        self.expr(node.elt, PR_TEST)
        self.comprehensions(node.generators)
        self.b.append("]")

    def visit_SetComp(self, node):
        self.b.append("{")
        self.expr(node.elt, PR_TEST)
        self.comprehensions(node.generators)
        self.b.append("}")

    def visit_GeneratorExp(self, node):
        self.b.append("(")
        self.expr(node.elt, PR_TEST)
        self.comprehensions(node.generators)
        self.b.append(")")

    def visit_DictComp(self, node):
        self.b.append("{")
        self.expr(node.key, PR_TEST)
        self.b.append(": ")
        self.expr(node.value, PR_TEST)
        self.comprehensions(node.generators)
        self.b.append("}")

    # --- coroutines ---
    def visit_Await(self, node):
        self.not_in_annotation("await expression", node)
        self.open(PR_AWAIT)
        self.b.append("await ")
        self.expr(node.value, PR_ATOM)
        self.close(PR_AWAIT)

    def visit_Yield(self, node):
        self.not_in_annotation("yield expression", node)
        if node.value is None:
            self.b.append("(yield)")
            return
        self.b.append("(yield ")
        self.expr(node.value, PR_TEST)
        self.b.append(")")

    def visit_YieldFrom(self, node):
        self.not_in_annotation("yield expression", node)
        self.b.append("(yield from ")
        self.expr(node.value, PR_TEST)
        self.b.append(")")

    # --- trailers and names ---
    def visit_Call(self, node):
        self.expr(node.func, PR_ATOM)
        if len(node.args) == 1 and not node.keywords and \
                isinstance(node.args[0], A.GeneratorExp):
            self.expr(node.args[0], PR_TEST)    # f(x for x in y)
            return
        self.b.append("(")
        first = True
        for arg in node.args:
            if not first:
                self.b.append(", ")
            first = False
            self.expr(arg, PR_TEST)
        for kw in node.keywords:
            if not first:
                self.b.append(", ")
            first = False
            if kw.arg is None:
                self.b.append("**")
            else:
                self.b.append(kw.arg + "=")
            self.expr(kw.value, PR_TEST)
        self.b.append(")")

    def visit_Attribute(self, node):
        self.expr(node.value, PR_ATOM)
        # `1 .real`: a space keeps an int literal's dot from reading as a float
        self.b.append(" ." if isinstance(node.value, A.IntConst) else ".")
        self.b.append(node.attr)

    def visit_Subscript(self, node):
        self.expr(node.value, PR_ATOM)
        self.b.append("[")
        self.expr(node.slice, PR_TUPLE)
        self.b.append("]")

    def visit_Slice(self, node):
        if node.lower is not None:
            self.expr(node.lower, PR_TEST)
        self.b.append(":")
        if node.upper is not None:
            self.expr(node.upper, PR_TEST)
        if node.step is not None:
            self.b.append(":")
            self.expr(node.step, PR_TEST)

    def visit_Starred(self, node):
        self.b.append("*")
        self.expr(node.value, PR_EXPR)

    def visit_Name(self, node):
        self.b.append(node.id)

    # --- f-strings ---
    def visit_JoinedStr(self, node):
        from objspace.strobject import str_repr
        self.b.append("f")
        self.b.append(str_repr(fstring_body(node.values, False,
                                             self.source_lines)))

    def visit_FormattedValue(self, node):
        from objspace.strobject import str_repr
        self.b.append("f")
        self.b.append(str_repr(fstring_body([node], False,
                                             self.source_lines)))


def fstring_body(values, is_format_spec, source_lines):
    b = StringBuilder()
    for value in values:
        _fstring_element(b, value, is_format_spec, source_lines)
    return b.build()


def _fstring_element(b, node, is_format_spec, source_lines):
    if isinstance(node, A.StrConst):
        b.append(rstring.replace(rstring.replace(node.value, "{", "{{"),
                                 "}", "}}"))
    elif isinstance(node, A.JoinedStr):
        b.append(fstring_body(node.values, is_format_spec, source_lines))
    elif isinstance(node, A.FormattedValue):
        u = Unparser(source_lines)
        u.expr(node.value, PR_TEST + 1)
        text = u.b.build()
        b.append("{ " if text.startswith("{") else "{")
        b.append(text)
        if node.conversion != A.CONV_NONE:
            b.append(["!s", "!r", "!a"][node.conversion])
        if node.format_spec is not None:
            b.append(":")
            _fstring_element(b, node.format_spec, True, source_lines)
        b.append("}")
    else:
        raise AssertionError("unparse: not an f-string element")
