"""The `match` statement and its patterns (PEP 634), a mixin of
parser_stmt.Parser (RPython).

`match` and `case` are soft keywords: a statement starting with the name
`match` is a match statement only when `match <subject> :` NEWLINE
follows; anything else (`match = 1`, `match(x)`, `match[1]`) is parsed as
an ordinary statement. The rules and messages follow CPython 3.11's
grammar (match_stmt, case_block, patterns and their invalid_* rules)."""

from interpreter.frontend import astnodes as ast
from interpreter.frontend.tokenizer import (NAME, NUMBER, STRING, OP, NEWLINE, INDENT,
                                   DEDENT, KEYWORD)
from interpreter.frontend.syntaxerror import PySyntaxError

PATTERN_START_OP = {"(": True, "[": True, "{": True, "-": True}


class MatchMixin(object):
    _mixin_ = True

    # ---- the statement -------------------------------------------------
    def restore(self, pos, furthest, depth):
        # the furthest token looked at stays (PEG reports the furthest
        # over all alternatives tried)
        self.pos = pos
        self.depth = depth

    def try_match_stmt(self):
        """A Match node if the statement at `match` is one, else None
        (nothing consumed)."""
        tok = self.peek()
        save = self.pos
        furthest = self.furthest
        depth = self.depth
        self.pos += 1
        nxt = self.peek()
        if not (self.starts_expr(nxt) or (nxt.type == OP and
                                          nxt.value == '*')):
            self.restore(save, furthest, depth)
            return None
        try:
            subject = self.parse_subject()
        except PySyntaxError as e:
            self.reraise_lexical(e)
            self.restore(save, furthest, depth)
            return None
        if self.is_op(':') and self.peek2().type == NEWLINE:
            return self.parse_match_rest(tok, subject)
        if self.peek().type == NEWLINE:
            # `match x` NEWLINE: an expression statement if it is one,
            # else CPython's invalid_match_stmt
            nl = self.peek()
            self.restore(save, furthest, depth)
            try:
                self.parse_simple_stmts([])
            except PySyntaxError as e:
                self.reraise_lexical(e)
                self.error_tok("expected ':'", nl)
        self.restore(save, furthest, depth)
        return None

    def parse_subject(self):
        """subject_expr: a tuple if there is a comma, else a
        named_expression."""
        start = self.peek()
        first = self.parse_star_named_expression()
        if not self.is_op(','):
            if isinstance(first, ast.Starred):
                self.invalid()
            return first
        elts = [first]
        while self.accept_op(','):
            if not self.starts_expr(self.peek()) and not self.is_op('*'):
                break
            elts.append(self.parse_star_named_expression())
        tup = ast.Tuple(elts, ast.LOAD)
        self.setpos(tup, start)
        return tup

    def parse_match_rest(self, tok, subject):
        self.pos += 2           # ':' NEWLINE
        t = self.peek()
        if t.type != INDENT:
            self.error_tok("expected an indented block after 'match' "
                           "statement on line " + str(tok.lineno), t,
                           "IndentationError")
        self.pos += 1
        cases = []
        while True:
            t = self.peek()
            if t.type == DEDENT and len(cases) > 0:
                self.pos += 1
                break
            if t.type != NAME or t.value != "case":
                self.invalid()
            cases.append(self.parse_case_block())
        node = ast.Match(subject, cases)
        self.setpos(node, tok)
        return node

    def parse_case_block(self):
        tok = self.advance()
        pattern = self.parse_patterns()
        guard = None
        if self.is_kw('if'):
            self.pos += 1
            guard = self.parse_named_expression()
        if self.peek().type == NEWLINE:
            self.error_tok("expected ':'", self.peek())
        self.expect_op(':')
        body = self.parse_block("'case' statement", tok)
        return ast.MatchCase(pattern, guard, body)

    # ---- patterns ------------------------------------------------------
    def starts_pattern(self, tok):
        if tok.type == NAME or tok.type == NUMBER or tok.type == STRING:
            return True
        if tok.type == KEYWORD:
            return (tok.value == "None" or tok.value == "True" or
                    tok.value == "False")
        if tok.type == OP:
            return tok.value in PATTERN_START_OP or tok.value == '*'
        return False

    def parse_patterns(self):
        """patterns: an open sequence pattern (`case a, *b:`) or a
        pattern."""
        start = self.peek()
        first = self.parse_maybe_star_pattern()
        if not self.is_op(','):
            if isinstance(first, ast.MatchStar):
                self.invalid()
            return first
        pats = [first]
        while self.accept_op(','):
            if not self.starts_pattern(self.peek()):
                break
            pats.append(self.parse_maybe_star_pattern())
        node = ast.MatchSequence(pats)
        self.setpos(node, start)
        return node

    def parse_maybe_star_pattern(self):
        if self.is_op('*'):
            tok = self.advance()
            t = self.peek()
            if t.type == NAME and t.value == "_":
                self.pos += 1
                name = None
            else:
                name = self.capture_target()
            star = ast.MatchStar(name)
            self.setpos(star, tok)
            return star
        return self.parse_pattern()

    def capture_target(self):
        """pattern_capture_target: a NAME other than `_` that does not
        continue as an attribute, a call or a keyword."""
        t = self.peek()
        if t.type != NAME or t.value == "_":
            self.invalid()
        n = self.peek2()
        if n.type == OP and (n.value == '.' or n.value == '(' or
                             n.value == '='):
            self.invalid()
        self.pos += 1
        return t.value

    def parse_pattern(self):
        """as_pattern | or_pattern"""
        start = self.peek()
        p = self.parse_or_pattern()
        if not self.is_kw('as'):
            return p
        self.pos += 1
        t = self.peek()
        if t.type == NAME and t.value == "_":
            self.error_tok("cannot use '_' as a target", t)
        if t.type != NAME:
            save = self.pos
            try:
                e = self.parse_expression()
            except PySyntaxError as err:
                self.reraise_lexical(err)
                self.pos = save
                self.invalid()
                raise AssertionError("unreachable")
            self.error_node("invalid pattern target", e)
        name = self.capture_target()
        node = ast.MatchAs(p, name)
        self.setpos(node, start)
        return node

    def parse_or_pattern(self):
        start = self.peek()
        p = self.parse_closed_pattern()
        if not self.is_op('|'):
            return p
        pats = [p]
        while self.accept_op('|'):
            pats.append(self.parse_closed_pattern())
        node = ast.MatchOr(pats)
        self.setpos(node, start)
        return node

    def parse_closed_pattern(self):
        tok = self.peek()
        t = tok.type
        if t == NUMBER or (t == OP and tok.value == '-'):
            node = ast.MatchValue(self.parse_signed_number())
            self.setpos(node, tok)
            return node
        if t == STRING:
            node = ast.MatchValue(self.parse_strings())
            self.setpos(node, tok)
            return node
        if t == KEYWORD:
            kind = -1
            if tok.value == "None":
                kind = ast.CONST_NONE
            elif tok.value == "True":
                kind = ast.CONST_TRUE
            elif tok.value == "False":
                kind = ast.CONST_FALSE
            if kind < 0:
                self.invalid()
            self.pos += 1
            single = ast.MatchSingleton(kind)
            self.setpos(single, tok)
            return single
        if t == NAME:
            n = self.peek2()
            if n.type == OP and (n.value == '.' or n.value == '('):
                return self.parse_value_or_class(tok)
            if tok.value == "_":
                self.pos += 1
                wild = ast.MatchAs(None, None)
                self.setpos(wild, tok)
                return wild
            name = self.capture_target()
            cap = ast.MatchAs(None, name)
            self.setpos(cap, tok)
            return cap
        if t == OP:
            if tok.value == '(':
                return self.parse_group_pattern()
            if tok.value == '[':
                return self.parse_list_pattern()
            if tok.value == '{':
                return self.parse_mapping_pattern()
        self.invalid()
        raise AssertionError("unreachable")

    def parse_signed_number(self):
        """signed_number, or complex_number (real +/- imaginary)."""
        start = self.peek()
        neg = self.accept_op('-')
        numtok = self.peek()
        if numtok.type != NUMBER:
            self.invalid()
        self.pos += 1
        value = self.parse_number(numtok)
        if neg:
            u = ast.UnaryOp(ast.USUB, value)
            self.setpos(u, start)
            value = u
        if self.is_op('+') or self.is_op('-'):
            op = ast.NB_ADD if self.is_op('+') else ast.NB_SUBTRACT
            if isinstance(value, ast.ImagConst) or (
                    isinstance(value, ast.UnaryOp) and
                    isinstance(value.operand, ast.ImagConst)):
                self.error_tok("real number required in complex literal",
                               numtok)
            self.pos += 1
            imagtok = self.peek()
            if imagtok.type != NUMBER:
                self.invalid()
            self.pos += 1
            imag = self.parse_number(imagtok)
            if not isinstance(imag, ast.ImagConst):
                self.error_tok("imaginary number required in complex "
                               "literal", imagtok)
            value = ast.BinOp(value, op, imag)
            self.setpos(value, start)
        return value

    def parse_name_or_attr(self, tok):
        self.pos += 1
        e = ast.Name(tok.value, ast.LOAD)
        self.setpos(e, tok)
        while self.is_op('.'):
            self.pos += 1
            attr = self.expect_name()
            a = ast.Attribute(e, attr, ast.LOAD)
            self.setpos(a, tok)
            e = a
        return e

    def parse_value_or_class(self, tok):
        cls = self.parse_name_or_attr(tok)
        if self.is_op('('):
            return self.parse_class_pattern(tok, cls)
        if self.is_op('='):
            self.invalid()
        node = ast.MatchValue(cls)
        self.setpos(node, tok)
        return node

    def parse_class_pattern(self, tok, cls):
        self.pos += 1       # '('
        pats = []
        kwd_attrs = []
        kwd_pats = []
        while not self.is_op(')'):
            t = self.peek()
            if t.type == NAME and self.peek2().type == OP and \
                    self.peek2().value == '=':
                self.pos += 2
                kwd_attrs.append(t.value)
                kwd_pats.append(self.parse_pattern())
            else:
                p = self.parse_pattern()
                if len(kwd_attrs) > 0:
                    self.positional_after_keyword(p)
                pats.append(p)
            if not self.accept_op(','):
                break
        self.expect_op(')')
        node = ast.MatchClass(cls, pats, kwd_attrs, kwd_pats)
        self.setpos(node, tok)
        return node

    def positional_after_keyword(self, first):
        """invalid_class_pattern: the run of positional patterns after a
        keyword one, underlined."""
        end = self.prev()
        while self.is_op(','):
            t = self.peek2()
            n = self.tokens[min(self.pos + 2, len(self.tokens) - 1)]
            if not self.starts_pattern(t) or (t.type == NAME and
                                              n.type == OP and
                                              n.value == '='):
                break
            save = self.pos
            self.pos += 1
            try:
                self.parse_pattern()
            except PySyntaxError as e:
                self.reraise_lexical(e)
                self.pos = save
                break
            end = self.prev()
        self.error_range("positional patterns follow keyword patterns",
                         first, end)

    def parse_group_pattern(self):
        tok = self.advance()
        if self.is_op(')'):
            self.pos += 1
            empty = ast.MatchSequence([])
            self.setpos(empty, tok)
            return empty
        first = self.parse_maybe_star_pattern()
        if not self.is_op(','):
            if isinstance(first, ast.MatchStar):
                self.invalid()
            self.expect_op(')')
            return first
        pats = [first]
        while self.accept_op(','):
            if self.is_op(')'):
                break
            pats.append(self.parse_maybe_star_pattern())
        self.expect_op(')')
        node = ast.MatchSequence(pats)
        self.setpos(node, tok)
        return node

    def parse_list_pattern(self):
        tok = self.advance()
        pats = []
        while not self.is_op(']'):
            pats.append(self.parse_maybe_star_pattern())
            if not self.accept_op(','):
                break
        self.expect_op(']')
        node = ast.MatchSequence(pats)
        self.setpos(node, tok)
        return node

    def parse_mapping_pattern(self):
        tok = self.advance()
        keys = []
        pats = []
        rest = None
        while not self.is_op('}'):
            if self.is_op('**'):
                self.pos += 1
                rest = self.capture_target()
                self.accept_op(',')
                break
            keys.append(self.parse_mapping_key())
            self.expect_op(':')
            pats.append(self.parse_pattern())
            if not self.accept_op(','):
                break
        self.expect_op('}')
        node = ast.MatchMapping(keys, pats, rest)
        self.setpos(node, tok)
        return node

    def parse_mapping_key(self):
        """literal_expr | attr"""
        tok = self.peek()
        t = tok.type
        if t == NUMBER or (t == OP and tok.value == '-'):
            return self.parse_signed_number()
        if t == STRING:
            return self.parse_strings()
        if t == KEYWORD and (tok.value == "None" or tok.value == "True" or
                             tok.value == "False"):
            return self.parse_atom()
        if t == NAME:
            e = self.parse_name_or_attr(tok)
            if isinstance(e, ast.Attribute):
                return e
        self.invalid()
        raise AssertionError("unreachable")
