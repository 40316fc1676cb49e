"""Recursive-descent parser for Python 3.11 expressions (RPython).

The statement parser (parser_stmt.Parser) subclasses ExprParser; token
access, errors and parameter lists come from parser_base.BaseMixin, string
literals and f-strings from parser_strings.StringMixin, atoms and displays
(numbers, parentheses, lists, sets, dicts) from parser_atoms.AtomMixin.
"""

from interpreter.frontend import astnodes as ast
from interpreter.frontend.tokenizer import NAME, OP, KEYWORD
from interpreter.frontend.syntaxerror import PySyntaxError
from interpreter.frontend.parser_strings import StringMixin
from interpreter.frontend.parser_base import BaseMixin, expr_name
from interpreter.frontend.parser_atoms import AtomMixin

MAX_DEPTH = 600

COMPARE_OPS = {"<": ast.LT, "<=": ast.LE, "==": ast.EQ, "!=": ast.NE,
               ">": ast.GT, ">=": ast.GE}
# binary operator -> (NB_* op, precedence); higher binds tighter
BINOPS = {"|": ast.NB_OR, "^": ast.NB_XOR, "&": ast.NB_AND,
          "<<": ast.NB_LSHIFT, ">>": ast.NB_RSHIFT, "+": ast.NB_ADD,
          "-": ast.NB_SUBTRACT, "*": ast.NB_MULTIPLY,
          "/": ast.NB_TRUE_DIVIDE, "//": ast.NB_FLOOR_DIVIDE,
          "%": ast.NB_REMAINDER, "@": ast.NB_MATRIX_MULTIPLY}
BINPREC = {"|": 1, "^": 2, "&": 3, "<<": 4, ">>": 4, "+": 5, "-": 5,
           "*": 6, "/": 6, "//": 6, "%": 6, "@": 6}
AUGOPS = {"+=": ast.NB_ADD, "-=": ast.NB_SUBTRACT, "*=": ast.NB_MULTIPLY,
          "/=": ast.NB_TRUE_DIVIDE, "//=": ast.NB_FLOOR_DIVIDE,
          "%=": ast.NB_REMAINDER, "@=": ast.NB_MATRIX_MULTIPLY,
          "&=": ast.NB_AND, "|=": ast.NB_OR, "^=": ast.NB_XOR,
          "<<=": ast.NB_LSHIFT, ">>=": ast.NB_RSHIFT, "**=": ast.NB_POWER}


class ExprParser(BaseMixin, StringMixin, AtomMixin):
    def __init__(self, tokenizer, fstring):
        self.tokens = tokenizer.tokens
        self.tok_error = tokenizer.error
        self.tok_error_mode = tokenizer.error_mode
        self.src = tokenizer.src
        self.pos = 0
        self.furthest = 0       # furthest token looked at: generic errors
        self.fetched = 0        # same, error-message probes included
        self.depth = 0
        self.fstring = fstring
        self.bare_tuple = False
        self.last_group = None      # last parenthesized expression

    def make_subparser(self, tokenizer):
        return ExprParser(tokenizer, True)

    # ---- expression rules --------------------------------------------
    def parse_star_expressions(self):
        """star_expressions: a Tuple if there is a comma."""
        start = self.peek()
        first = self.parse_star_expression()
        if not self.is_op(','):
            self.bare_tuple = False
            return first
        elts = [first]
        while self.accept_op(','):
            if not self.starts_expr(self.peek()) and not self.is_op('*'):
                break
            elts.append(self.parse_star_expression())
        tup = ast.Tuple(elts, ast.LOAD)
        self.setpos(tup, start)
        self.bare_tuple = True
        return tup

    def parse_star_expression(self):
        if self.is_op('*'):
            tok = self.advance()
            value = self.parse_bitwise_or()
            node = ast.Starred(value, ast.LOAD)
            self.setpos(node, tok)
            return node
        return self.parse_expression()

    def parse_star_named_expression(self):
        if self.is_op('*'):
            tok = self.advance()
            value = self.parse_bitwise_or()
            node = ast.Starred(value, ast.LOAD)
            self.setpos(node, tok)
            return node
        return self.parse_named_expression()

    def parse_named_expression(self):
        tok = self.peek()
        if tok.type == NAME:
            nxt = self.peek2()
            if nxt.type == OP and nxt.value == ':=':
                self.pos += 2
                target = ast.Name(tok.value, ast.STORE)
                target.lineno = tok.lineno
                target.col = tok.col
                target.end_lineno = tok.end_lineno
                target.end_col = tok.end_col
                value = self.parse_expression()
                node = ast.NamedExpr(target, value)
                self.setpos(node, tok)
                return node
        e = self.parse_expression()
        if self.is_op(':='):
            self.error_node("cannot use assignment expressions with " +
                            expr_name(e), e)
        if self.is_op('='):
            self.eq_hint(e)
        return e

    def parse_arg_expression(self):
        """A call argument: named_expression without its '=' hint."""
        tok = self.peek()
        if tok.type == NAME:
            nxt = self.peek2()
            if nxt.type == OP and nxt.value == ':=':
                return self.parse_named_expression()
        e = self.parse_expression()
        if self.is_op(':='):
            self.error_node("cannot use assignment expressions with " +
                            expr_name(e), e)
        return e

    def parse_expression(self):
        self.depth += 1
        if self.depth > MAX_DEPTH:
            self.error_tok("too many nested parentheses", self.peek())
        tok = self.peek()
        if tok.type == KEYWORD and tok.value == "lambda":
            e = self.parse_lambda()
        else:
            e = self.parse_disjunction()
            if self.is_kw('if'):
                start = tok
                self.pos += 1
                test = self.parse_disjunction()
                if not self.is_kw('else'):
                    if not self.is_op(':'):
                        self.error_range("expected 'else' after 'if' "
                                         "expression", e, self.prev())
                    self.invalid()
                self.pos += 1
                orelse = self.parse_expression()
                node = ast.IfExp(test, e, orelse)
                self.setpos(node, start)
                e = node
        self.depth -= 1
        return e

    def parse_lambda(self):
        tok = self.advance()
        args = self.parse_params(True, ':')
        self.expect_op(':')
        body = self.parse_expression()
        node = ast.Lambda(args, body)
        self.setpos(node, tok)
        return node

    def parse_disjunction(self):
        start = self.peek()
        first = self.parse_conjunction()
        if not self.is_kw('or'):
            return first
        values = [first]
        while self.accept_kw('or'):
            values.append(self.parse_conjunction())
        node = ast.BoolOp(ast.OR, values)
        self.setpos(node, start)
        return node

    def parse_conjunction(self):
        start = self.peek()
        first = self.parse_inversion()
        if not self.is_kw('and'):
            return first
        values = [first]
        while self.accept_kw('and'):
            values.append(self.parse_inversion())
        node = ast.BoolOp(ast.AND, values)
        self.setpos(node, start)
        return node

    def parse_inversion(self):
        nots = []
        while self.is_kw('not'):
            nots.append(self.advance())
        e = self.parse_comparison()
        i = len(nots) - 1
        while i >= 0:
            node = ast.UnaryOp(ast.NOT, e)
            self.setpos(node, nots[i])
            e = node
            i -= 1
        return e

    def compare_op(self):
        """Returns the Compare op at the current token and consumes it, or
        -1."""
        tok = self.peek()
        if tok.type == OP:
            if tok.value in COMPARE_OPS:
                self.pos += 1
                return COMPARE_OPS[tok.value]
            return -1
        if tok.type == KEYWORD:
            if tok.value == "in":
                self.pos += 1
                return ast.IN
            if tok.value == "not":
                nxt = self.peek2()
                if nxt.type == KEYWORD and nxt.value == "in":
                    self.pos += 2
                    return ast.NOTIN
                return -1
            if tok.value == "is":
                self.pos += 1
                if self.accept_kw('not'):
                    return ast.ISNOT
                return ast.IS
        return -1

    def parse_comparison(self):
        start = self.peek()
        first = self.parse_bitwise_or()
        op = self.compare_op()
        if op < 0:
            return first
        ops = []
        comparators = []
        while op >= 0:
            ops.append(op)
            comparators.append(self.parse_bitwise_or())
            op = self.compare_op()
        node = ast.Compare(first, ops, comparators)
        self.setpos(node, start)
        return node

    def binop_prec(self):
        tok = self.peek()
        if tok.type == OP and tok.value in BINPREC:
            return BINPREC[tok.value]
        return 0

    def parse_bitwise_or(self):
        start = self.peek()
        return self.climb(self.parse_factor(), start, 1)

    def climb(self, left, start, min_prec):
        """Precedence climbing over the left-associative binary operators
        from | (1) to * / // % @ (6)."""
        prec = self.binop_prec()
        while prec >= min_prec:
            op = BINOPS[self.advance().value]
            right_start = self.peek()
            right = self.parse_factor()
            nprec = self.binop_prec()
            while nprec > prec:
                right = self.climb(right, right_start, prec + 1)
                nprec = self.binop_prec()
            node = ast.BinOp(left, op, right)
            self.setpos(node, start)
            left = node
            prec = self.binop_prec()
        return left

    def parse_factor(self):
        ops = []
        toks = []
        while True:
            tok = self.peek()
            if tok.type != OP:
                break
            if tok.value == '-':
                ops.append(ast.USUB)
            elif tok.value == '+':
                ops.append(ast.UADD)
            elif tok.value == '~':
                ops.append(ast.INVERT)
            else:
                break
            toks.append(tok)
            self.pos += 1
        e = self.parse_power()
        i = len(ops) - 1
        while i >= 0:
            node = ast.UnaryOp(ops[i], e)
            self.setpos(node, toks[i])
            e = node
            i -= 1
        return e

    def parse_power(self):
        start = self.peek()
        if self.is_kw('await'):
            self.pos += 1
            e = ast.Await(self.parse_primary())
            self.setpos(e, start)
        else:
            e = self.parse_primary()
        if self.is_op('**'):
            self.pos += 1
            self.depth += 1
            if self.depth > MAX_DEPTH:
                self.error_tok("too many nested parentheses", self.peek())
            right = self.parse_factor()
            self.depth -= 1
            node = ast.BinOp(e, ast.NB_POWER, right)
            self.setpos(node, start)
            e = node
        return e

    def parse_primary(self):
        start = self.peek()
        e = self.parse_atom()
        while True:
            tok = self.peek()
            if tok.type != OP:
                break
            if tok.value == '.':
                self.pos += 1
                attr = self.expect_name()
                node = ast.Attribute(e, attr, ast.LOAD)
                self.setpos(node, start)
                e = node
            elif tok.value == '(':
                save = self.pos
                self.pos += 1
                args = []
                keywords = []
                try:
                    self.parse_call_args(args, keywords, tok, True)
                except PySyntaxError as err:
                    # `f (a b)` may be `f, (a b)` missing a comma
                    self.reraise_lexical(err)
                    if err.msg != "invalid syntax":
                        raise err
                    end = self.pos
                    self.pos = save
                    self.comma_hint(e)
                    self.pos = end
                    raise err
                call = ast.Call(e, args, keywords)
                self.setpos(call, start)
                e = call
            elif tok.value == '[':
                save = self.pos
                self.pos += 1
                try:
                    sl = self.parse_slices()
                except PySyntaxError as err:
                    # `[a] []` inside brackets: maybe a missing comma
                    self.reraise_lexical(err)
                    if err.msg != "invalid syntax":
                        raise err
                    end = self.pos
                    self.pos = save
                    self.comma_hint(e)
                    self.pos = end
                    raise err
                sub = ast.Subscript(e, sl, ast.LOAD)
                self.setpos(sub, start)
                e = sub
            else:
                break
        return e

    def parse_call_args(self, args, keywords, open_tok, allow_genexp):
        """After '(': fills args/keywords and consumes ')'."""
        seen_kw = False
        seen_dstar = False
        last = None
        while not self.is_op(')'):
            tok = self.peek()
            last = None
            if tok.type == OP and tok.value == '*':
                self.pos += 1
                value = self.parse_expression()
                st = ast.Starred(value, ast.LOAD)
                self.setpos(st, tok)
                if seen_dstar:
                    self.error_tok("iterable argument unpacking follows "
                                   "keyword argument unpacking", tok)
                args.append(st)
                last = value
            elif tok.type == OP and tok.value == '**':
                self.pos += 1
                value = self.parse_expression()
                kw = ast.Keyword(None, value)
                self.setpos(kw, tok)
                keywords.append(kw)
                seen_dstar = True
                last = value
            else:
                nxt = tok
                if tok.type == NAME or (tok.type == KEYWORD and
                                        (tok.value == "True" or
                                         tok.value == "False" or
                                         tok.value == "None")):
                    nxt = self.peek2()
                if tok.type == NAME and nxt.type == OP and nxt.value == '=':
                    self.pos += 2
                    value = self.parse_expression()
                    kw = ast.Keyword(tok.value, value)
                    self.setpos(kw, tok)
                    keywords.append(kw)
                    seen_kw = True
                    last = value
                else:
                    if tok.type == KEYWORD and nxt.type == OP and \
                            nxt.value == '=' and (tok.value == "True" or
                                                  tok.value == "False" or
                                                  tok.value == "None"):
                        raise PySyntaxError("cannot assign to " + tok.value,
                                            tok.lineno, tok.col + 1, tok.line,
                                            "SyntaxError", nxt.end_col + 1)
                    e = self.parse_arg_expression()
                    if self.is_comp_for() and allow_genexp:
                        gens = self.parse_comp_for()
                        gen = ast.GeneratorExp(e, gens)
                        self.setpos(gen, tok)
                        if len(args) + len(keywords) > 0 or \
                                self.is_op(','):
                            self.error_node("Generator expression must be "
                                            "parenthesized", gen)
                        self.expect_op(')')
                        self.setpos(gen, open_tok)
                        args.append(gen)
                        return
                    if self.is_op('='):
                        self.error_range('expression cannot contain '
                                         'assignment, perhaps you meant '
                                         '"=="?', e, self.peek())
                    if not (self.is_op(',') or self.is_op(')')):
                        self.comma_hint(e)
                    if seen_dstar:
                        self.args_order_error("positional argument follows "
                                              "keyword argument unpacking")
                    if seen_kw:
                        self.args_order_error("positional argument follows "
                                              "keyword argument")
                    args.append(e)
                    last = e
            if not self.accept_op(','):
                break
        self.expect_closer(')', last)
        self.check_repeated_keywords(keywords)

    def check_repeated_keywords(self, keywords):
        """CPython's compiler: `f(a=1, a=2)` is a SyntaxError at the
        second keyword."""
        for i in range(1, len(keywords)):
            kw = keywords[i]
            if kw.arg is None:
                continue
            for j in range(i):
                if keywords[j].arg == kw.arg:
                    end = 0
                    if kw.value.end_lineno == kw.lineno:
                        end = kw.value.end_col + 1
                    line = self.tokens[0].line
                    for t in self.tokens:
                        if t.lineno == kw.lineno:
                            line = t.line
                            break
                    raise PySyntaxError("keyword argument repeated: %s"
                                        % kw.arg, kw.lineno, kw.col + 1,
                                        line, "SyntaxError", end)

    def args_order_error(self, msg):
        """CPython reports it once all the arguments are parsed: at the
        token after them."""
        try:
            while self.accept_op(','):
                if self.is_op(')'):
                    break
                if self.accept_op('*') or self.accept_op('**'):
                    self.parse_expression()
                    continue
                tok = self.peek()
                nxt = self.peek2()
                if tok.type == NAME and nxt.type == OP and nxt.value == '=':
                    self.pos += 2
                self.parse_expression()
        except PySyntaxError as err:
            self.reraise_lexical(err)
        self.error_tok(msg, self.tokens[self.furthest])

    def parse_slices(self):
        """After '[': the subscript, consuming ']'."""
        start = self.peek()
        if self.is_op('*'):
            first = self.parse_star_expression()
        else:
            first = self.parse_slice()
            if not self.is_op(','):
                self.expect_closer(']', first)
                return first
        elts = [first]
        last = None
        while self.accept_op(','):
            if self.is_op(']'):
                break
            if self.is_op('*'):
                tok = self.advance()
                st = ast.Starred(self.parse_expression(), ast.LOAD)
                self.setpos(st, tok)
                elts.append(st)
            else:
                last = self.parse_slice()
                elts.append(last)
        tup = ast.Tuple(elts, ast.LOAD)
        self.setpos(tup, start)
        self.expect_closer(']', last)
        return tup

    def parse_slice(self):
        tok = self.peek()
        lower = None
        upper = None
        step = None
        if not self.is_op(':'):
            e = self.parse_named_expression()
            if not self.is_op(':'):
                return e
            lower = e
        self.pos += 1
        if not (self.is_op(':') or self.is_op(',') or self.is_op(']')):
            upper = self.parse_expression()
        if self.accept_op(':'):
            if not (self.is_op(',') or self.is_op(']')):
                step = self.parse_expression()
        node = ast.Slice(lower, upper, step)
        self.setpos(node, tok)
        return node

    def is_comp_for(self):
        """At `for` or `async for`: a comprehension's clause starts."""
        if self.is_kw('for'):
            return True
        if not self.is_kw('async') or self.pos + 1 >= len(self.tokens):
            return False
        tok = self.tokens[self.pos + 1]
        return tok.type == KEYWORD and tok.value == 'for'

    def parse_comp_for(self):
        gens = []
        while self.is_comp_for():
            tok = self.advance()
            is_async = 0
            if tok.value == 'async':
                is_async = 1
                self.pos += 1
            target = self.parse_target_list('in')
            if not self.is_kw('in'):
                if isinstance(target, ast.Tuple) and len(target.elts) > 0 \
                        and target.col != self.tokens[self.pos - 1].col:
                    self.comma_hint(target.elts[len(target.elts) - 1])
                else:
                    self.comma_hint(target)
                self.invalid()
            self.pos += 1
            it = self.parse_disjunction()
            ifs = []
            while self.accept_kw('if'):
                ifs.append(self.parse_disjunction())
            comp = ast.Comprehension(target, it, ifs, is_async)
            self.setpos(comp, tok)
            gens.append(comp)
        return gens

    def parse_target_elem(self):
        if self.is_op('*'):
            tok = self.advance()
            st = ast.Starred(self.parse_bitwise_or(), ast.LOAD)
            self.setpos(st, tok)
            return st
        return self.parse_bitwise_or()

    def parse_target_list(self, stop_kw):
        """star_targets of `for` statements and comprehensions."""
        start = self.peek()
        first = self.parse_target_elem()
        if not self.is_op(','):
            self.set_context(first, ast.STORE)
            return first
        elts = [first]
        while self.accept_op(','):
            if self.is_kw(stop_kw):
                break
            elts.append(self.parse_target_elem())
        tup = ast.Tuple(elts, ast.STORE)
        self.setpos(tup, start)
        self.set_context(tup, ast.STORE)
        return tup

    # ---- atoms -------------------------------------------------------
    def parse_yield_expr(self):
        tok = self.advance()
        if self.accept_kw('from'):
            value = self.parse_expression()
            yf = ast.YieldFrom(value)
            self.setpos(yf, tok)
            return yf
        value = None
        if self.starts_expr(self.peek()) or self.is_op('*'):
            value = self.parse_star_expressions()
        y = ast.Yield(value)
        self.setpos(y, tok)
        return y
