"""Atoms and displays of the expression parser (RPython): names,
numbers, strings, parenthesised expressions and tuples, list, set and
dict displays and their comprehensions. A mixin of parser_expr.ExprParser,
whose parse_* methods these call back."""

from interpreter.frontend import astnodes as ast
from interpreter.frontend.tokenizer import NAME, NUMBER, STRING, OP, KEYWORD
from interpreter.frontend.syntaxerror import PySyntaxError, substr
from rpython.rlib.rfloat import string_to_float
from rpython.rlib.rstring import ParseStringError


def strip_underscores(s):
    if s.find('_') < 0:
        return s
    res = []
    for c in s:
        if c != '_':
            res.append(c)
    return "".join(res)



class AtomMixin(object):
    _mixin_ = True

    def parse_atom(self):
        tok = self.peek()
        t = tok.type
        if t == NAME:
            self.pos += 1
            node = ast.Name(tok.value, ast.LOAD)
            self.setpos(node, tok)
            return node
        if t == NUMBER:
            self.pos += 1
            return self.parse_number(tok)
        if t == STRING:
            return self.parse_strings()
        if t == KEYWORD:
            kind = -1
            if tok.value == "None":
                kind = ast.CONST_NONE
            elif tok.value == "True":
                kind = ast.CONST_TRUE
            elif tok.value == "False":
                kind = ast.CONST_FALSE
            if kind >= 0:
                self.pos += 1
                nc = ast.NameConst(kind)
                self.setpos(nc, tok)
                return nc
            self.invalid()
        if t == OP:
            if tok.value == '(':
                return self.parse_paren()
            if tok.value == '[':
                return self.parse_list()
            if tok.value == '{':
                return self.parse_brace()
            if tok.value == '...':
                self.pos += 1
                nc = ast.NameConst(ast.CONST_ELLIPSIS)
                self.setpos(nc, tok)
                return nc
        self.invalid()
        raise AssertionError("unreachable")

    def parse_number(self, tok):
        s = tok.value
        last = s[len(s) - 1]
        if last == 'j' or last == 'J':
            end = len(s) - 1
            assert end >= 0
            try:
                value = string_to_float(strip_underscores(s[:end]))
            except ParseStringError:
                self.error_tok("invalid imaginary literal", tok)
                value = 0.0
            jnode = ast.ImagConst(value)
            self.setpos(jnode, tok)
            return jnode
        if len(s) > 2 and s[0] == '0' and s[1] in 'xXoObB':
            c = s[1].lower()
            base = 16
            if c == 'o':
                base = 8
            elif c == 'b':
                base = 2
            node = ast.IntConst(strip_underscores(s[2:]), base)
            self.setpos(node, tok)
            return node
        if s.find('.') >= 0 or s.find('e') >= 0 or s.find('E') >= 0:
            try:
                value = string_to_float(strip_underscores(s))
            except ParseStringError:
                self.error_tok("invalid decimal literal", tok)
                value = 0.0
            fnode = ast.FloatConst(value)
            self.setpos(fnode, tok)
            return fnode
        digits = strip_underscores(s)
        i = 0
        while i < len(digits) - 1 and digits[i] == '0':
            i += 1
        node = ast.IntConst(substr(digits, i, len(digits)), 10)
        self.setpos(node, tok)
        return node

    def parse_paren(self):
        tok = self.advance()
        if self.is_op(')'):
            self.pos += 1
            tup = ast.Tuple([], ast.LOAD)
            self.setpos(tup, tok)
            return tup
        if self.is_kw('yield'):
            e = self.parse_yield_expr()
            self.expect_op(')')
            self.last_group = e
            return e
        if self.is_op('**'):
            self.double_star_hint()
        first = self.parse_star_named_expression()
        if self.is_comp_for():
            self.check_comp_elt(first)
            gens = self.parse_comp_for()
            self.expect_op(')')
            gen = ast.GeneratorExp(first, gens)
            self.setpos(gen, tok)
            return gen
        if self.is_op(','):
            elts = [first]
            last = None
            while self.accept_op(','):
                if self.is_op(')'):
                    break
                last = self.parse_star_named_expression()
                elts.append(last)
            self.expect_closer(')', last)
            tup = ast.Tuple(elts, ast.LOAD)
            self.setpos(tup, tok)
            return tup
        if isinstance(first, ast.Starred) and self.is_op(')'):
            self.error_node("cannot use starred expression here", first)
        self.expect_closer(')', first)
        self.last_group = first
        return first

    def parse_list(self):
        tok = self.advance()
        elts = []
        if self.is_op(']'):
            self.pos += 1
            lst = ast.List(elts, ast.LOAD)
            self.setpos(lst, tok)
            return lst
        first = self.parse_star_named_expression()
        if self.is_comp_for():
            self.check_comp_elt(first)
            gens = self.parse_comp_for()
            self.expect_op(']')
            comp = ast.ListComp(first, gens)
            self.setpos(comp, tok)
            return comp
        elts.append(first)
        last = first
        while self.accept_op(','):
            if self.is_op(']'):
                last = None
                break
            last = self.parse_star_named_expression()
            elts.append(last)
        self.expect_closer(']', last)
        lst = ast.List(elts, ast.LOAD)
        self.setpos(lst, tok)
        return lst

    def parse_brace(self):
        tok = self.advance()
        keys = []
        values = []
        if self.is_op('}'):
            self.pos += 1
            d = ast.Dict(keys, values)
            self.setpos(d, tok)
            return d
        if self.is_op('**'):
            star = self.advance()
            keys.append(None)
            values.append(self.parse_bitwise_or())
            if self.is_comp_for():
                self.error_tok("dict unpacking cannot be used in dict "
                               "comprehension", star)
            return self.parse_dict_rest(tok, keys, values)
        first = self.parse_star_named_expression()
        if self.accept_op(':'):
            if self.is_op('}') or self.is_op(','):
                self.error_tok("expression expected after dictionary key "
                               "and ':'", self.prev())
            value = self.parse_expression()
            if self.is_comp_for():
                gens = self.parse_comp_for()
                self.expect_op('}')
                dc = ast.DictComp(first, value, gens)
                self.setpos(dc, tok)
                return dc
            keys.append(first)
            values.append(value)
            return self.parse_dict_rest(tok, keys, values)
        if self.is_comp_for():
            self.check_comp_elt(first)
            gens = self.parse_comp_for()
            self.expect_op('}')
            sc = ast.SetComp(first, gens)
            self.setpos(sc, tok)
            return sc
        elts = [first]
        last = first
        while self.accept_op(','):
            if self.is_op('}'):
                last = None
                break
            last = self.parse_star_named_expression()
            elts.append(last)
        self.expect_closer('}', last)
        s = ast.Set(elts)
        self.setpos(s, tok)
        return s

    def parse_dict_rest(self, tok, keys, values):
        last = values[len(values) - 1]
        while self.accept_op(','):
            if self.is_op('}'):
                last = None
                break
            if self.accept_op('**'):
                keys.append(None)
                last = self.parse_bitwise_or()
                values.append(last)
                continue
            key = self.parse_expression()
            if not self.is_op(':'):
                line = self.line_text(key.lineno)
                raise PySyntaxError("':' expected after dictionary key",
                                    key.lineno,
                                    key.end_col,
                                    line, "SyntaxError", 0)
            self.pos += 1
            if self.is_op('}') or self.is_op(','):
                self.error_tok("expression expected after dictionary key "
                               "and ':'", self.prev())
            keys.append(key)
            last = self.parse_expression()
            values.append(last)
        self.expect_closer('}', last)
        d = ast.Dict(keys, values)
        self.setpos(d, tok)
        return d
