"""Parser infrastructure (RPython mixin of ExprParser): token access,
positions, errors with CPython 3.11's messages and the heuristics that
choose them, assignment targets, and parameter lists of def/lambda."""

from interpreter.frontend import astnodes as ast
from interpreter.frontend.tokenizer import (NAME, NUMBER, STRING, OP, INDENT, DEDENT,
                                   KEYWORD, ENDMARKER, ERRORTOKEN,
                                   NEWLINE)
from interpreter.frontend.syntaxerror import PySyntaxError, substr

EXPR_START_KW = {"lambda": True, "not": True, "True": True, "False": True,
                 "None": True, "await": True}
EXPR_START_OP = {"(": True, "[": True, "{": True, "-": True, "+": True,
                 "~": True, "...": True}


def expr_name(e):
    if isinstance(e, ast.Attribute):
        return "attribute"
    if isinstance(e, ast.Subscript):
        return "subscript"
    if isinstance(e, ast.Starred):
        return "starred"
    if isinstance(e, ast.Name):
        return "name"
    if isinstance(e, ast.List):
        return "list"
    if isinstance(e, ast.Tuple):
        return "tuple"
    if isinstance(e, ast.Lambda):
        return "lambda"
    if isinstance(e, ast.Call):
        return "function call"
    if (isinstance(e, ast.BoolOp) or isinstance(e, ast.BinOp) or
            isinstance(e, ast.UnaryOp)):
        return "expression"
    if isinstance(e, ast.GeneratorExp):
        return "generator expression"
    if isinstance(e, ast.Yield) or isinstance(e, ast.YieldFrom):
        return "yield expression"
    if isinstance(e, ast.Await):
        return "await expression"
    if isinstance(e, ast.ListComp):
        return "list comprehension"
    if isinstance(e, ast.SetComp):
        return "set comprehension"
    if isinstance(e, ast.DictComp):
        return "dict comprehension"
    if isinstance(e, ast.Dict):
        return "dict literal"
    if isinstance(e, ast.Set):
        return "set display"
    if isinstance(e, ast.JoinedStr) or isinstance(e, ast.FormattedValue):
        return "f-string expression"
    if isinstance(e, ast.NameConst):
        if e.kind == ast.CONST_NONE:
            return "None"
        if e.kind == ast.CONST_TRUE:
            return "True"
        if e.kind == ast.CONST_FALSE:
            return "False"
        return "ellipsis"
    if isinstance(e, ast.Compare):
        return "comparison"
    if isinstance(e, ast.IfExp):
        return "conditional expression"
    if isinstance(e, ast.NamedExpr):
        return "named expression"
    return "literal"


def is_bitwise_level(e):
    """True if `e` could have been produced by the bitwise_or rule."""
    if isinstance(e, ast.UnaryOp):
        return e.op != ast.NOT
    return not (isinstance(e, ast.Compare) or isinstance(e, ast.BoolOp) or
                isinstance(e, ast.IfExp) or isinstance(e, ast.Lambda) or
                isinstance(e, ast.NamedExpr) or isinstance(e, ast.Starred) or
                isinstance(e, ast.Yield) or isinstance(e, ast.YieldFrom))


def leftmost_name(e):
    """The identifier an expression starts with, or ''."""
    while True:
        if isinstance(e, ast.Name):
            return e.id
        if isinstance(e, ast.Attribute):
            e = e.value
        elif isinstance(e, ast.Subscript):
            e = e.value
        elif isinstance(e, ast.Call):
            e = e.func
        elif isinstance(e, ast.BinOp):
            e = e.left
        elif isinstance(e, ast.Compare):
            e = e.left
        elif isinstance(e, ast.BoolOp):
            e = e.values[0]
        else:
            return ""


class BaseMixin(object):
    _mixin_ = True

    # ---- token access ------------------------------------------------
    def peek(self):
        tok = self.tokens[self.pos]
        if self.pos > self.furthest:
            self.furthest = self.pos
            if self.pos > self.fetched:
                self.fetched = self.pos
        if tok.type == ERRORTOKEN:
            raise self.tok_error
        return tok

    def peek2(self):
        i = self.pos + 1
        if i >= len(self.tokens):
            i = len(self.tokens) - 1
        tok = self.tokens[i]
        if tok.type != ERRORTOKEN and i > self.furthest:
            self.furthest = i
            if i > self.fetched:
                self.fetched = i
        return tok

    def advance(self):
        tok = self.peek()
        if tok.type != ENDMARKER:
            self.pos += 1
        return tok

    def prev(self):
        return self.tokens[self.pos - 1]

    def is_op(self, s):
        tok = self.peek()
        return tok.type == OP and tok.value == s

    def is_kw(self, s):
        tok = self.peek()
        return tok.type == KEYWORD and tok.value == s

    def accept_op(self, s):
        if self.is_op(s):
            self.pos += 1
            return True
        return False

    def accept_kw(self, s):
        if self.is_kw(s):
            self.pos += 1
            return True
        return False

    def expect_op(self, s):
        if not self.is_op(s):
            self.invalid()
        return self.advance()

    def expect_kw(self, s):
        if not self.is_kw(s):
            self.invalid()
        return self.advance()

    def expect_name(self):
        tok = self.peek()
        if tok.type != NAME:
            self.invalid()
        self.pos += 1
        return tok.value

    def starts_expr(self, tok):
        if tok.type == NAME or tok.type == NUMBER or tok.type == STRING:
            return True
        if tok.type == KEYWORD:
            return tok.value in EXPR_START_KW
        if tok.type == OP:
            return tok.value in EXPR_START_OP
        return False

    # ---- positions and errors ----------------------------------------
    def setpos(self, node, tok):
        node.lineno = tok.lineno
        node.col = tok.col
        i = self.pos - 1
        last = self.tokens[i]
        # a compound statement ends with its last statement's last token
        while i > 0 and (last.type == NEWLINE or last.type == DEDENT or
                         last.type == INDENT):
            i -= 1
            last = self.tokens[i]
        node.end_lineno = last.end_lineno
        node.end_col = last.end_col

    def line_text(self, lineno):
        start = 0
        n = 1
        src = self.src
        while n < lineno:
            assert start >= 0
            i = src.find('\n', start)
            if i < 0:
                return ""
            start = i + 1
            n += 1
        assert start >= 0
        end = src.find('\n', start)
        if end < 0:
            end = len(src)
        return substr(src, start, end)

    def error_tok(self, msg, tok, kind="SyntaxError"):
        if tok.type == ENDMARKER or tok.type == DEDENT or tok.type == INDENT:
            offset = tok.col
            end = 0
        else:
            offset = tok.col + 1
            end = tok.end_col + 1
            if tok.end_lineno != tok.lineno:
                end = 0
        raise PySyntaxError(msg, tok.lineno, offset, tok.line, kind, end)

    def error_node(self, msg, node):
        line = self.line_text(node.lineno)
        offset = node.col + 1
        end = node.end_col + 1
        if node.end_col <= node.col:
            end = 0
        raise PySyntaxError(msg, node.lineno, offset, line, "SyntaxError",
                            end)

    def error_range(self, msg, node, end_tok):
        line = self.line_text(node.lineno)
        offset = node.col + 1
        end = 0
        if end_tok.lineno == node.lineno:
            end = end_tok.end_col + 1
        raise PySyntaxError(msg, node.lineno, offset, line, "SyntaxError",
                            end)

    def reraise_lexical(self, e):
        """While trying an alternative: a lexical error is final."""
        if e is self.tok_error:
            raise e

    def invalid(self, at=None):
        """Generic 'invalid syntax' at the furthest token looked at (like
        CPython's first pass), or at `at`."""
        tok = at
        if tok is None:
            self.peek()
            tok = self.tokens[self.furthest]
        if tok.type == INDENT:
            self.error_tok("unexpected indent", tok, "IndentationError")
        if tok.type == DEDENT:
            self.error_tok("unexpected unindent", tok, "IndentationError")
        self.error_tok("invalid syntax", tok)

    # ---- CPython 3.11's specialised messages -------------------------
    def comma_hint(self, first):
        """Inside brackets, `a b` gets CPython's 'Perhaps you forgot a
        comma?'; returns normally if that does not apply."""
        tok = self.peek()
        if not self.starts_expr(tok):
            return
        # the innermost expression that `b` follows
        while True:
            if isinstance(first, ast.Lambda) and first is not self.last_group:
                first = first.body
            elif isinstance(first, ast.IfExp) and \
                    first is not self.last_group:
                first = first.orelse
            elif isinstance(first, ast.NamedExpr) and \
                    first is not self.last_group:
                first = first.value
            else:
                break
        if not is_bitwise_level(first) and not isinstance(first, ast.Compare) \
                and not isinstance(first, ast.BoolOp) and \
                first is not self.last_group:
            return
        lead = leftmost_name(first)
        if lead == "match" or lead == "case" or lead == "_":
            return          # soft keywords
        if isinstance(first, ast.Name):
            if tok.type == STRING or first.id == "print" or \
                    first.id == "exec":
                return
        save = self.pos
        furthest = self.furthest
        try:
            self.parse_expression()
        except PySyntaxError as e:
            self.reraise_lexical(e)
            # PEG backtracking: the longest valid prefix, at least an atom
            self.pos = save
            try:
                self.parse_atom()
            except PySyntaxError as e2:
                self.reraise_lexical(e2)
                self.pos = save
                self.furthest = furthest
                return
        end_tok = self.prev()
        self.pos = save
        self.furthest = furthest
        if end_tok.level == 0:
            return
        self.error_range("invalid syntax. Perhaps you forgot a comma?", first,
                         end_tok)

    def probe_expression(self):
        """CPython's second pass parses an expression after `a b` to craft
        a message; a lexical error met on the way is what it reports."""
        if not self.starts_expr(self.peek()):
            return
        save = self.pos
        furthest = self.furthest
        try:
            self.parse_expression()
        except PySyntaxError as e:
            self.reraise_lexical(e)
        self.pos = save
        self.furthest = furthest

    def eq_hint(self, a):
        """`if x = 1:` and friends (CPython's invalid_named_expression)."""
        save = self.pos
        furthest = self.furthest
        self.pos += 1
        t = self.peek()
        if isinstance(a, ast.List) or isinstance(a, ast.Tuple) or \
                isinstance(a, ast.GeneratorExp) or \
                (isinstance(a, ast.NameConst) and
                 a.kind != ast.CONST_ELLIPSIS) or not is_bitwise_level(a) or \
                not self.starts_expr(t) or t.type == KEYWORD:
            self.pos = save
            self.furthest = furthest
            return
        try:
            self.parse_bitwise_or()
        except PySyntaxError as err:
            self.reraise_lexical(err)
            self.pos = save
            self.furthest = furthest
            return
        end = self.prev()
        if self.is_op('=') or self.is_op(':='):
            self.pos = save
            self.furthest = furthest
            return
        self.pos = save
        self.furthest = furthest
        if isinstance(a, ast.Name):
            self.error_range("invalid syntax. Maybe you meant '==' or ':=' "
                             "instead of '='?", a, end)
        self.error_node("cannot assign to " + expr_name(a) + " here. Maybe "
                        "you meant '==' instead of '='?", a)

    def expect_closer(self, closer, last):
        if not self.is_op(closer):
            if last is not None:
                self.comma_hint(last)
            self.invalid()
        self.pos += 1

    # ---- assignment targets ------------------------------------------
    def find_invalid_target(self, e):
        if isinstance(e, ast.Name) or isinstance(e, ast.Attribute) or \
                isinstance(e, ast.Subscript):
            return None
        if isinstance(e, ast.Starred):
            return self.find_invalid_target(e.value)
        if isinstance(e, ast.Tuple):
            for elt in e.elts:
                bad = self.find_invalid_target(elt)
                if bad is not None:
                    return bad
            return None
        if isinstance(e, ast.List):
            for elt in e.elts:
                bad = self.find_invalid_target(elt)
                if bad is not None:
                    return bad
            return None
        return e

    def set_context(self, e, ctx):
        if isinstance(e, ast.Name):
            e.ctx = ctx
        elif isinstance(e, ast.Attribute):
            e.ctx = ctx
        elif isinstance(e, ast.Subscript):
            e.ctx = ctx
        elif isinstance(e, ast.Starred):
            if ctx == ast.DEL:
                self.error_node("cannot delete starred", e)
            e.ctx = ctx
            self.set_context(e.value, ctx)
        elif isinstance(e, ast.Tuple):
            e.ctx = ctx
            for elt in e.elts:
                self.set_context(elt, ctx)
        elif isinstance(e, ast.List):
            e.ctx = ctx
            for elt in e.elts:
                self.set_context(elt, ctx)
        else:
            if ctx == ast.DEL:
                self.error_node("cannot delete " + expr_name(e), e)
            self.error_node("cannot assign to " + expr_name(e), e)

    # ---- more specialised messages -----------------------------------
    def check_comp_elt(self, elt):
        if isinstance(elt, ast.Starred):
            self.error_node("iterable unpacking cannot be used in "
                            "comprehension", elt)

    def double_star_hint(self):
        star = self.peek()
        save = self.pos
        furthest = self.furthest
        self.pos += 1
        try:
            self.parse_expression()
        except PySyntaxError as e:
            self.reraise_lexical(e)
            self.pos = save
            self.furthest = furthest
            self.invalid()
        if self.is_op(')'):
            self.error_tok("cannot use double starred expression here", star)
        self.pos = save
        self.furthest = furthest
        self.invalid()

    # ---- parameters (def and lambda) ---------------------------------
    def make_arg(self, tok):
        arg = ast.Arg(tok.value)
        arg.lineno = tok.lineno
        arg.col = tok.col
        arg.end_lineno = tok.end_lineno
        arg.end_col = tok.end_col
        return arg

    def paren_params_hint(self, is_lambda):
        save = self.pos
        furthest = self.furthest
        start = self.advance()
        ok = self.peek().type == NAME
        while ok and self.peek().type == NAME:
            self.pos += 1
            if not self.accept_op(','):
                break
        if ok and self.is_op(')'):
            end = self.peek()
            if is_lambda:
                msg = "Lambda expression parameters cannot be parenthesized"
            else:
                msg = "Function parameters cannot be parenthesized"
            raise PySyntaxError(msg, start.lineno, start.col + 1, start.line,
                                "SyntaxError", end.end_col + 1)
        self.pos = save
        self.furthest = furthest

    def parse_params(self, is_lambda, closer):
        args = []
        defaults = []
        kwonly = []
        kw_defaults = []
        vararg = None
        kwarg = None
        star_tok = None
        slash_seen = False
        posonly = 0
        start = self.peek()
        while not self.is_op(closer):
            tok = self.peek()
            if tok.type == OP and tok.value == '/':
                if slash_seen:
                    self.error_tok("/ may appear only once", tok)
                if star_tok is not None:
                    self.error_tok("/ must be ahead of *", tok)
                if len(args) == 0:
                    self.error_tok("at least one argument must precede /",
                                   tok)
                self.pos += 1
                slash_seen = True
                posonly = len(args)
            elif tok.type == OP and tok.value == '*':
                if star_tok is not None:
                    self.error_tok("* argument may appear only once", tok)
                self.pos += 1
                star_tok = tok
                if self.is_op(',') or self.is_op(closer):
                    if self.is_op(closer) or (self.peek2().type == OP and
                                              self.peek2().value == '**'):
                        if is_lambda:
                            self.error_tok("named arguments must follow "
                                           "bare *", self.peek())
                        self.error_tok("named arguments must follow bare *",
                                       tok)
                else:
                    name_tok = self.peek()
                    self.expect_name()
                    vararg = self.make_arg(name_tok)
                    if not is_lambda and self.accept_op(':'):
                        vararg.annotation = self.parse_star_expression()
                    if self.is_op('='):
                        self.error_tok("var-positional argument cannot have "
                                       "default value", self.peek())
            elif tok.type == OP and tok.value == '**':
                self.pos += 1
                name_tok = self.peek()
                self.expect_name()
                kwarg = self.make_arg(name_tok)
                if not is_lambda and self.accept_op(':'):
                    kwarg.annotation = self.parse_expression()
                if self.is_op('='):
                    self.error_tok("var-keyword argument cannot have default "
                                   "value", self.peek())
                self.accept_op(',')
                if not self.is_op(closer):
                    self.error_tok("arguments cannot follow var-keyword "
                                   "argument", self.peek())
                break
            else:
                if tok.type == OP and tok.value == '(':
                    self.paren_params_hint(is_lambda)
                if tok.type != NAME:
                    self.invalid()
                self.pos += 1
                arg = self.make_arg(tok)
                if not is_lambda and self.accept_op(':'):
                    arg.annotation = self.parse_expression()
                default = None
                if self.accept_op('='):
                    if self.is_op(',') or self.is_op(closer):
                        self.error_tok("expected default value expression",
                                       self.prev())
                    default = self.parse_expression()
                if star_tok is not None:
                    kwonly.append(arg)
                    kw_defaults.append(default)
                else:
                    args.append(arg)
                    if default is not None:
                        defaults.append(default)
                    elif len(defaults) > 0:
                        self.error_tok("non-default argument follows default "
                                       "argument", tok)
            if not self.accept_op(','):
                break
        node = ast.Arguments(args, vararg, kwonly, kw_defaults, kwarg,
                             defaults)
        node.posonly = posonly
        self.setpos(node, start)
        return node
