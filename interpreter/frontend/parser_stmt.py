"""Statement parser (RPython): Parser extends the expression parser."""

from interpreter.frontend import astnodes as ast
from interpreter.frontend.tokenizer import (NAME, OP, NEWLINE, INDENT, DEDENT, KEYWORD,
                                   ENDMARKER)
from interpreter.frontend.syntaxerror import PySyntaxError
from interpreter.frontend.parser_expr import ExprParser, AUGOPS
from interpreter.frontend.parser_base import expr_name, is_bitwise_level
from interpreter.frontend.parser_match import MatchMixin


class Parser(ExprParser, MatchMixin):

    def parse_file(self):
        body = []
        start = self.peek()
        while True:
            tok = self.peek()
            if tok.type == ENDMARKER:
                break
            if tok.type == NEWLINE:
                self.pos += 1
                continue
            self.parse_statement(body)
        mod = ast.Module(body)
        mod.lineno = 1
        mod.col = 0
        return mod

    # ---- blocks --------------------------------------------------------
    def expect_colon(self, forced):
        if self.is_op(':'):
            self.pos += 1
            return
        if forced or self.peek().type == NEWLINE:
            self.error_tok("expected ':'", self.peek())
        self.invalid()

    def parse_block(self, what, header):
        body = []
        if self.peek().type == NEWLINE:
            self.pos += 1
            tok = self.peek()
            if tok.type != INDENT:
                self.error_tok("expected an indented block after " + what +
                               " on line " + str(header.lineno), tok,
                               "IndentationError")
            self.pos += 1
            while self.peek().type != DEDENT:
                self.parse_statement(body)
            self.pos += 1
        else:
            self.parse_simple_stmts(body)
        return body

    def parse_statement(self, body):
        tok = self.peek()
        if tok.type == KEYWORD:
            v = tok.value
            if v == "if":
                body.append(self.parse_if())
                return
            if v == "while":
                body.append(self.parse_while())
                return
            if v == "for":
                body.append(self.parse_for())
                return
            if v == "try":
                body.append(self.parse_try())
                return
            if v == "with":
                body.append(self.parse_with())
                return
            if v == "def":
                body.append(self.parse_funcdef([]))
                return
            if v == "class":
                body.append(self.parse_classdef([]))
                return
            if v == "async":
                body.append(self.parse_async([]))
                return
        elif tok.type == OP and tok.value == '@':
            body.append(self.parse_decorated())
            return
        elif tok.type == NAME and tok.value == "match":
            node = self.try_match_stmt()
            if node is not None:
                body.append(node)
                return
        self.parse_simple_stmts(body)

    def parse_simple_stmts(self, body):
        while True:
            body.append(self.parse_simple_stmt())
            if not self.accept_op(';'):
                break
            if self.peek().type == NEWLINE:
                break
        if self.peek().type != NEWLINE:
            self.probe_expression()
            self.invalid()
        self.pos += 1

    # ---- compound statements ---------------------------------------------
    def parse_condition(self):
        return self.parse_named_expression()

    def parse_if(self):
        tests = []
        bodies = []
        toks = []
        what = "'if' statement"
        while True:
            tok = self.advance()
            test = self.parse_condition()
            self.expect_colon(False)
            bodies.append(self.parse_block(what, tok))
            tests.append(test)
            toks.append(tok)
            if not self.is_kw('elif'):
                break
            what = "'elif' statement"
        orelse = []
        if self.is_kw('else'):
            etok = self.advance()
            self.expect_colon(True)
            orelse = self.parse_block("'else' statement", etok)
        i = len(tests) - 1
        node = None
        while i >= 0:
            node = ast.If(tests[i], bodies[i], orelse)
            self.setpos(node, toks[i])
            orelse = [node]
            i -= 1
        assert node is not None
        return node

    def parse_else(self):
        if self.is_kw('else'):
            etok = self.advance()
            self.expect_colon(True)
            return self.parse_block("'else' statement", etok)
        return []

    def parse_while(self):
        tok = self.advance()
        test = self.parse_condition()
        self.expect_colon(False)
        body = self.parse_block("'while' statement", tok)
        orelse = self.parse_else()
        node = ast.While(test, body, orelse)
        self.setpos(node, tok)
        return node

    def parse_for(self):
        tok = self.advance()
        target = self.parse_target_list('in')
        self.expect_kw('in')
        it = self.parse_star_expressions()
        self.expect_colon(False)
        body = self.parse_block("'for' statement", tok)
        orelse = self.parse_else()
        node = ast.For(target, it, body, orelse)
        self.setpos(node, tok)
        return node

    def parse_try(self):
        tok = self.advance()
        self.expect_colon(True)
        body = self.parse_block("'try' statement", tok)
        handlers = []
        star = False
        while self.is_kw('except'):
            etok = self.advance()
            is_star = False
            if self.is_op('*'):
                star_tok = self.advance()
                is_star = True
                if self.is_op(':'):
                    self.error_tok("expected one or more exception types",
                                   self.peek())
            else:
                star_tok = etok
            if len(handlers) == 0:
                star = is_star
            elif star != is_star:
                raise PySyntaxError("cannot have both 'except' and 'except*' "
                                    "on the same 'try'", etok.lineno,
                                    etok.col + 1,
                                    self.line_text(etok.lineno),
                                    "SyntaxError", star_tok.end_col + 1)
            typ = None
            name = None
            if not self.is_op(':'):
                typ = self.parse_expression()
                if self.is_op(','):
                    save = self.pos
                    furthest = self.furthest
                    try:
                        while self.accept_op(','):
                            self.parse_expression()
                    except PySyntaxError as err:
                        self.reraise_lexical(err)
                        self.pos = save
                        self.furthest = furthest
                        self.invalid()
                    self.error_range("multiple exception types must be "
                                     "parenthesized", typ, self.prev())
                if self.accept_kw('as'):
                    name = self.expect_name()
            self.expect_colon(False)
            hbody = self.parse_block("'except' statement", etok)
            handler = ast.ExceptHandler(typ, name, hbody)
            self.setpos(handler, etok)
            handlers.append(handler)
        orelse = []
        if len(handlers) > 0:
            orelse = self.parse_else()
        finalbody = []
        if self.is_kw('finally'):
            ftok = self.advance()
            self.expect_colon(True)
            finalbody = self.parse_block("'finally' statement", ftok)
        elif len(handlers) == 0:
            self.error_tok("expected 'except' or 'finally' block",
                           self.peek())
        if star:
            node = ast.TryStar(body, handlers, orelse, finalbody)
        else:
            node = ast.Try(body, handlers, orelse, finalbody)
        self.setpos(node, tok)
        return node

    def parse_with_item(self):
        tok = self.peek()
        e = self.parse_expression()
        target = None
        if self.accept_kw('as'):
            target = self.parse_target_elem()
            if not (self.is_op(',') or self.is_op(')') or self.is_op(':')):
                self.invalid()
            self.set_context(target, ast.STORE)
        item = ast.WithItem(e, target)
        self.setpos(item, tok)
        return item

    def parse_with(self):
        tok = self.advance()
        items = []
        if self.is_op('('):
            save = self.pos
            try:
                self.pos += 1
                while True:
                    items.append(self.parse_with_item())
                    if not self.accept_op(','):
                        break
                    if self.is_op(')'):
                        break
                self.expect_op(')')
                if not self.is_op(':'):
                    items = []
            except PySyntaxError as err:
                self.reraise_lexical(err)
                items = []
            if len(items) == 0:
                self.pos = save
        if len(items) == 0:
            while True:
                items.append(self.parse_with_item())
                if not self.accept_op(','):
                    break
        self.expect_colon(False)
        body = self.parse_block("'with' statement", tok)
        node = ast.With(items, body)
        self.setpos(node, tok)
        return node

    def parse_decorated(self):
        decorators = []
        while self.is_op('@'):
            self.pos += 1
            decorators.append(self.parse_named_expression())
            if self.peek().type != NEWLINE:
                self.invalid()
            self.pos += 1
        if self.is_kw('def'):
            return self.parse_funcdef(decorators)
        if self.is_kw('class'):
            return self.parse_classdef(decorators)
        if self.is_kw('async'):
            return self.parse_async(decorators)
        self.invalid()
        raise AssertionError("unreachable")

    def parse_async(self, decorators):
        """`async def`, `async for`, `async with` (the node's position is
        the `async` token's, as in CPython); only `def` after decorators."""
        tok = self.advance()
        if self.is_kw('def'):
            f = self.parse_funcdef(decorators)
            node = ast.AsyncFunctionDef(f.name, f.args, f.body, f.decorators)
            node.returns = f.returns
        elif self.is_kw('for') and len(decorators) == 0:
            loop = self.parse_for()
            node = ast.AsyncFor(loop.target, loop.iter, loop.body,
                                loop.orelse)
        elif self.is_kw('with') and len(decorators) == 0:
            w = self.parse_with()
            node = ast.AsyncWith(w.items, w.body)
        else:
            self.invalid()
            raise AssertionError("unreachable")
        self.setpos(node, tok)
        return node

    def parse_funcdef(self, decorators):
        tok = self.advance()
        name = self.expect_name()
        if not self.is_op('('):
            self.error_tok("expected '('", self.peek())
        self.pos += 1
        args = self.parse_params(False, ')')
        self.expect_op(')')
        returns = None
        if self.accept_op('->'):
            returns = self.parse_expression()
        self.expect_colon(True)
        body = self.parse_block("function definition", tok)
        node = ast.FunctionDef(name, args, body, decorators)
        node.returns = returns
        self.setpos(node, tok)
        return node

    def parse_classdef(self, decorators):
        tok = self.advance()
        name = self.expect_name()
        bases = []
        keywords = []
        if self.is_op('('):
            open_tok = self.advance()
            self.parse_call_args(bases, keywords, open_tok, False)
        self.expect_colon(False)
        body = self.parse_block("class definition", tok)
        node = ast.ClassDef(name, bases, keywords, body, decorators)
        self.setpos(node, tok)
        return node

    # ---- simple statements -----------------------------------------------
    def at_stmt_end(self):
        tok = self.peek()
        return tok.type == NEWLINE or (tok.type == OP and tok.value == ';')

    def parse_simple_stmt(self):
        tok = self.peek()
        if tok.type == KEYWORD:
            v = tok.value
            if v == "pass":
                self.pos += 1
                p = ast.Pass()
                self.setpos(p, tok)
                return p
            if v == "break":
                self.pos += 1
                b = ast.Break()
                self.setpos(b, tok)
                return b
            if v == "continue":
                self.pos += 1
                c = ast.Continue()
                self.setpos(c, tok)
                return c
            if v == "return":
                self.pos += 1
                value = None
                if not self.at_stmt_end():
                    value = self.parse_star_expressions()
                r = ast.Return(value)
                self.setpos(r, tok)
                return r
            if v == "raise":
                self.pos += 1
                exc = None
                cause = None
                if not self.at_stmt_end():
                    exc = self.parse_expression()
                    if self.accept_kw('from'):
                        cause = self.parse_expression()
                rs = ast.Raise(exc, cause)
                self.setpos(rs, tok)
                return rs
            if v == "global" or v == "nonlocal":
                self.pos += 1
                names = [self.expect_name()]
                while self.accept_op(','):
                    names.append(self.expect_name())
                if v == "global":
                    g = ast.Global(names)
                    self.setpos(g, tok)
                    return g
                nl = ast.Nonlocal(names)
                self.setpos(nl, tok)
                return nl
            if v == "del":
                return self.parse_del()
            if v == "assert":
                self.pos += 1
                test = self.parse_expression()
                msg = None
                if self.accept_op(','):
                    msg = self.parse_expression()
                a = ast.Assert(test, msg)
                self.setpos(a, tok)
                return a
            if v == "import":
                return self.parse_import()
            if v == "from":
                return self.parse_from_import()
        return self.parse_expr_stmt()

    def parse_del(self):
        tok = self.advance()
        save = self.pos
        targets = []
        while True:
            if self.is_op('*'):
                e = self.parse_star_expression()
            else:
                e = self.parse_primary()
            targets.append(e)
            if not self.accept_op(','):
                break
            if self.at_stmt_end():
                break
        if not self.at_stmt_end():
            # like CPython: a specific message if the targets parse as
            # expressions, else 'invalid syntax' where the targets ended
            self.peek()
            err_tok = self.tokens[self.furthest]
            self.pos = save
            try:
                e = self.parse_star_expressions()
            except PySyntaxError as err:
                self.reraise_lexical(err)
                self.invalid(err_tok)
            targets = [e]
            if self.find_invalid_target(e) is None:
                self.invalid(err_tok)
        for e in targets:
            bad = self.find_invalid_target(e)
            if bad is not None:
                self.error_node("cannot delete " + expr_name(bad), bad)
            self.set_context(e, ast.DEL)
        d = ast.Delete(targets)
        self.setpos(d, tok)
        return d

    def parse_dotted_name(self):
        name = self.expect_name()
        while self.accept_op('.'):
            name = name + "." + self.expect_name()
        return name

    def parse_import(self):
        tok = self.advance()
        names = []
        while True:
            atok = self.peek()
            name = self.parse_dotted_name()
            asname = None
            if self.accept_kw('as'):
                asname = self.expect_name()
            alias = ast.Alias(name, asname)
            self.setpos(alias, atok)
            names.append(alias)
            if not self.accept_op(','):
                break
        imp = ast.Import(names)
        self.setpos(imp, tok)
        return imp

    def parse_from_import(self):
        tok = self.advance()
        level = 0
        while True:
            if self.accept_op('.'):
                level += 1
            elif self.accept_op('...'):
                level += 3
            else:
                break
        module = None
        if not self.is_kw('import') or level == 0:
            module = self.parse_dotted_name()
        self.expect_kw('import')
        names = []
        star = self.peek()
        if self.accept_op('*'):
            alias = ast.Alias("*", None)
            self.setpos(alias, star)
            names.append(alias)
        else:
            paren = self.accept_op('(')
            while True:
                atok = self.peek()
                name = self.expect_name()
                asname = None
                if self.accept_kw('as'):
                    asname = self.expect_name()
                alias = ast.Alias(name, asname)
                self.setpos(alias, atok)
                names.append(alias)
                if not self.accept_op(','):
                    break
                if paren and self.is_op(')'):
                    break
                if not paren and self.at_stmt_end():
                    self.error_tok("trailing comma not allowed without "
                                   "surrounding parentheses", self.peek())
            if paren:
                self.expect_op(')')
        node = ast.ImportFrom(module, names, level)
        self.setpos(node, tok)
        return node

    def parse_rhs(self):
        if self.is_kw('yield'):
            return self.parse_yield_expr()
        return self.parse_star_expressions()

    def parse_expr_stmt(self):
        tok = self.peek()
        first = self.parse_rhs()
        bare = self.bare_tuple
        nxt = self.peek()
        if nxt.type == OP and nxt.value == '=':
            targets = [first]
            value = first
            while self.accept_op('='):
                rhs_pos = self.pos
                value = self.parse_rhs()
                if self.is_op('='):
                    targets.append(value)
                elif len(targets) == 1:
                    self.check_first_target(first, bare, rhs_pos)
            for t in targets:
                self.check_target(t)
                self.set_context(t, ast.STORE)
            node = ast.Assign(targets, value)
            self.setpos(node, tok)
            return node
        if nxt.type == OP and nxt.value in AUGOPS:
            if not (isinstance(first, ast.Name) or
                    isinstance(first, ast.Attribute) or
                    isinstance(first, ast.Subscript)):
                self.error_node("'" + expr_name(first) + "' is an illegal "
                                "expression for augmented assignment", first)
            self.pos += 1
            value = self.parse_rhs()
            self.set_context(first, ast.STORE)
            aug = ast.AugAssign(first, AUGOPS[nxt.value], value)
            self.setpos(aug, tok)
            return aug
        if nxt.type == OP and nxt.value == ':':
            self.pos += 1
            annotation = None
            if isinstance(first, ast.Name) or \
                    isinstance(first, ast.Attribute) or \
                    isinstance(first, ast.Subscript):
                annotation = self.parse_expression()
            else:
                # not a target: only a second-pass rule looks further
                furthest = self.furthest
                try:
                    self.parse_expression()
                except PySyntaxError as err:
                    self.reraise_lexical(err)
                    self.pos -= 1
                    self.furthest = furthest
                    self.invalid()
            if isinstance(first, ast.Tuple) or isinstance(first, ast.List):
                self.error_node("only single target (not " +
                                expr_name(first) + ") can be annotated",
                                first)
            if not (isinstance(first, ast.Name) or
                    isinstance(first, ast.Attribute) or
                    isinstance(first, ast.Subscript)):
                self.error_node("illegal target for annotation", first)
            self.set_context(first, ast.STORE)
            simple = isinstance(first, ast.Name) and not (
                tok.type == OP and tok.value == '(')
            if self.accept_op('='):
                value = self.parse_rhs()
                assign = ast.Assign([first], value)
                assign.annotation = annotation
                assign.ann_simple = simple
                self.setpos(assign, tok)
                return assign
            ann = ast.AnnAssign(first, None)
            ann.annotation = annotation
            ann.ann_simple = simple
            self.setpos(ann, tok)
            return ann
        if isinstance(first, ast.Name) and (first.id == "print" or
                                            first.id == "exec"):
            if self.starts_expr(nxt) and nxt.type != KEYWORD:
                save = self.pos
                furthest = self.furthest
                try:
                    self.parse_star_expressions()
                except PySyntaxError as err:
                    self.reraise_lexical(err)
                    self.pos = save
                    self.furthest = furthest
                    self.invalid()
                self.error_range("Missing parentheses in call to '" +
                                 first.id + "'. Did you mean " + first.id +
                                 "(...)?", first, self.prev())
        es = ast.ExprStmt(first)
        self.setpos(es, tok)
        return es

    def check_target(self, t):
        if isinstance(t, ast.Yield) or isinstance(t, ast.YieldFrom):
            self.error_node("assignment to yield expression not possible", t)
        bad = self.find_invalid_target(t)
        if bad is not None:
            self.error_node("cannot assign to " + expr_name(bad), bad)

    def check_first_target(self, first, bare, rhs_pos):
        """`f() = 1`: CPython's 'here. Maybe you meant ...' variant (also
        for a parenthesized expression: `(yield x) = 1`)."""
        if self.find_invalid_target(first) is None:
            return
        rhs_tok = self.tokens[rhs_pos]
        cand = first
        if bare and isinstance(first, ast.Tuple):
            cand = first.elts[len(first.elts) - 1]
            if isinstance(cand, ast.Name) and self.starts_expr(rhs_tok) and \
                    rhs_tok.type != KEYWORD:
                # `f(), x = 1`: CPython complains about `x = 1`
                save = self.pos
                self.pos = rhs_pos
                try:
                    self.parse_bitwise_or()
                except PySyntaxError as err:
                    self.reraise_lexical(err)
                    self.pos = save
                    return
                end = self.prev()
                self.pos = save
                self.error_range("invalid syntax. Maybe you meant '==' or "
                                 "':=' instead of '='?", cand, end)
        if self.find_invalid_target(cand) is not cand:
            return
        if isinstance(cand, ast.List) or isinstance(cand, ast.Tuple) or \
                isinstance(cand, ast.GeneratorExp) or \
                (isinstance(cand, ast.NameConst) and
                 cand.kind != ast.CONST_ELLIPSIS) or \
                not (is_bitwise_level(cand) or cand is self.last_group):
            return
        if not self.starts_expr(rhs_tok) or (rhs_tok.type == KEYWORD and
                                             rhs_tok.value == "not") or \
                (rhs_tok.type == KEYWORD and rhs_tok.value == "lambda"):
            return
        self.error_node("cannot assign to " + expr_name(cand) + " here. "
                        "Maybe you meant '==' instead of '='?", cand)
