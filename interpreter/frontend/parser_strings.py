"""String literals: escapes, implicit concatenation and f-strings, following
CPython 3.11 (string_parser.c) for the AST shape and error messages."""

from interpreter.frontend import astnodes as ast
from interpreter.frontend.tokenizer import Tokenizer, STRING, ENDMARKER
from interpreter.frontend.syntaxerror import (PySyntaxError, substr,
                                              char_count, frontend_warning)
from rpython.rlib.rstring import StringBuilder
from objspace import escapes


def is_space(c):
    return c == ' ' or c == '\t' or c == '\n' or c == '\r' or c == '\x0c' \
        or c == '\x0b'


class _LiteralErrors(escapes.EscapeErrors):
    """A bad escape in a literal is a SyntaxError, positioned as CPython's
    (from the start of the decoded piece)."""

    def __init__(self, parser, base, is_bytes, after):
        self.parser = parser
        self.base = base
        self.is_bytes = is_bytes
        self.after = after
        self.first_invalid = ""     # CPython warns of the first one only

    def invalid_escape(self, s, esc, octal):
        if self.first_invalid:
            return
        if octal:
            stop = esc + 4
            if stop > len(s):
                stop = len(s)
            self.first_invalid = "invalid octal escape sequence '%s'" % (
                substr(s, esc, stop))
        elif esc + 1 < len(s) and ord(s[esc + 1]) < 128:
            self.first_invalid = "invalid escape sequence '\\%s'" % (
                s[esc + 1])

    def bad_escape(self, b, reason, start, end):
        if self.is_bytes:
            text = ("(value error) " + reason + " at position " +
                    str(start - self.base))
        else:
            text = ("(unicode error) 'unicodeescape' codec can't decode "
                    "bytes in position " + str(start - self.base) + "-" +
                    str(end - self.base - 1) + ": " + reason)
        self.parser.error_tok(text, self.after)


class Pieces(object):
    """The values of a JoinedStr under construction."""

    def __init__(self):
        self.values = []
        self.lit = StringBuilder()
        self.lit_len = 0

    def add_lit(self, s):
        self.lit.append(s)
        self.lit_len += len(s)

    def flush(self, tok):
        if self.lit_len > 0:
            node = ast.StrConst(self.lit.build())
            node.lineno = tok.lineno
            node.col = tok.col
            node.end_lineno = tok.end_lineno
            node.end_col = tok.end_col
            self.values.append(node)
            self.lit = StringBuilder()
            self.lit_len = 0


class StringMixin(object):
    _mixin_ = True

    def parse_strings(self):
        first = self.peek()
        toks = []
        while self.peek().type == STRING:
            toks.append(self.advance())
        after = self.peek()
        is_bytes = False
        has_f = False
        pieces = Pieces()
        for i in range(len(toks)):
            tok = toks[i]
            s = tok.value
            j = 0
            b = False
            r = False
            f = False
            while s[j] != '"' and s[j] != "'":
                c = s[j]
                if c == 'b' or c == 'B':
                    b = True
                elif c == 'r' or c == 'R':
                    r = True
                elif c == 'f' or c == 'F':
                    f = True
                j += 1
            if i == 0:
                is_bytes = b
            elif b != is_bytes:
                self.error_tok("cannot mix bytes and nonbytes literals",
                               after)
            q = 1
            if len(s) - j >= 6 and s[j + 1] == s[j] and s[j + 2] == s[j]:
                q = 3
            start = j + q
            stop = len(s) - q
            assert stop >= start
            if b:
                for k in range(start, stop):
                    if ord(s[k]) >= 128:
                        raise PySyntaxError(
                            "bytes can only contain ASCII literal characters",
                            tok.lineno, tok.col + 1, tok.line, "SyntaxError",
                            char_count(tok.line, 0, tok.end_col) + 1)
            if f:
                has_f = True
                self.fstring_parse(tok, s, start, stop, r, 0, pieces, after)
            elif r:
                pieces.add_lit(substr(s, start, stop))
            else:
                pieces.add_lit(self.decode_escapes(s, start, stop, b, after,
                                                   tok))
        if is_bytes:
            bnode = ast.BytesConst(pieces.lit.build())
            self.setpos(bnode, first)
            return bnode
        if not has_f:
            snode = ast.StrConst(pieces.lit.build())
            self.setpos(snode, first)
            return snode
        pieces.flush(first)
        js = ast.JoinedStr(pieces.values)
        self.setpos(js, first)
        return js

    def decode_escapes(self, s, start, end, is_bytes, after, tok=None):
        errors = _LiteralErrors(self, start, is_bytes, after)
        mode = escapes.BYTES if is_bytes else escapes.STR
        text, _ = escapes.decode_escapes(s, start, end, mode, False, True,
                                         errors)
        if errors.first_invalid and tok is not None:
            # a DeprecationWarning, a SyntaxError at the token if it is
            # made an error
            frontend_warning("DeprecationWarning", errors.first_invalid,
                             tok.lineno, tok.col + 1, tok.line,
                             tok.end_col + 1 if tok.end_lineno == tok.lineno
                             else 0)
        return text

    # ---- f-strings -------------------------------------------------------
    def fstring_parse(self, tok, s, i, end, raw, lvl, pieces, after):
        """Parses literal text and {expressions} from s[i:end]; at lvl > 0
        (a format spec) stops at the closing '}'.  Returns the new index."""
        while True:
            lit_start = i
            lit_end = -1
            while i < end:
                ch = s[i]
                i += 1
                if not raw and ch == '\\' and i < end:
                    ch = s[i]
                    i += 1
                    if ch == 'N' and i < end and s[i] == '{':
                        while i < end and s[i] != '}':
                            i += 1
                        i += 1
                        continue
                if ch == '{' or ch == '}':
                    if lvl == 0:
                        if i < end and s[i] == ch:
                            lit_end = i
                            i += 1
                            break
                        if ch == '}':
                            self.error_tok("f-string: single '}' is not "
                                           "allowed", after)
                    i -= 1
                    break
            doubled = lit_end >= 0
            if not doubled:
                lit_end = i
            if lit_end > lit_start:
                if raw:
                    pieces.add_lit(substr(s, lit_start, lit_end))
                else:
                    pieces.add_lit(self.decode_escapes(s, lit_start, lit_end,
                                                       False, after, tok))
            if doubled:
                continue
            if i >= end or s[i] == '}':
                break
            i = self.fstring_expr(tok, s, i, end, raw, lvl, pieces, after)
        if lvl > 0 and (i >= end or s[i] != '}'):
            self.error_tok("f-string: expecting '}'", after)
        return i

    def fstring_expr(self, tok, s, i, end, raw, lvl, pieces, after):
        if lvl >= 2:
            self.error_tok("f-string: expressions nested too deeply", after)
        i += 1
        expr_start = i
        quote = '\0'
        triple = False
        stack = []
        while i < end:
            ch = s[i]
            if ch == '\\':
                self.error_tok("f-string expression part cannot include a "
                               "backslash", after)
            if quote != '\0':
                if ch == quote:
                    if triple:
                        if i + 2 < end and s[i + 1] == ch and s[i + 2] == ch:
                            i += 3
                            quote = '\0'
                            continue
                    else:
                        quote = '\0'
                i += 1
                continue
            if ch == "'" or ch == '"':
                if i + 2 < end and s[i + 1] == ch and s[i + 2] == ch:
                    triple = True
                    i += 2
                else:
                    triple = False
                quote = ch
            elif ch == '[' or ch == '{' or ch == '(':
                if len(stack) >= 200:
                    self.error_tok("f-string: too many nested parenthesis",
                                   after)
                stack.append(ch)
            elif ch == '#':
                self.error_tok("f-string expression part cannot include '#'",
                               after)
            elif len(stack) == 0 and (ch == '!' or ch == ':' or ch == '}' or
                                      ch == '=' or ch == '<' or ch == '>'):
                if i + 1 < end and s[i + 1] == '=' and ch != ':' and \
                        ch != '}':
                    i += 2
                    continue
                if ch == '<' or ch == '>':
                    i += 1
                    continue
                break
            elif ch == ']' or ch == '}' or ch == ')':
                if len(stack) == 0:
                    self.error_tok("f-string: unmatched '" + ch + "'", after)
                opening = stack.pop()
                if not ((opening == '(' and ch == ')') or
                        (opening == '[' and ch == ']') or
                        (opening == '{' and ch == '}')):
                    self.error_tok("f-string: closing parenthesis '" + ch +
                                   "' does not match opening parenthesis '" +
                                   opening + "'", after)
            i += 1
        expr_end = i
        if quote != '\0':
            self.error_tok("f-string: unterminated string", after)
        if len(stack) > 0:
            self.error_tok("f-string: unmatched '" + stack[len(stack) - 1] +
                           "'", after)
        if i >= end:
            self.error_tok("f-string: expecting '}'", after)
        expr = self.fstring_compile(tok, s, expr_start, expr_end, after)
        expr_text_end = -1
        if s[i] == '=':
            i += 1
            while i < end and is_space(s[i]):
                i += 1
            if i >= end:
                self.error_tok("f-string: expecting '}'", after)
            expr_text_end = i
        conversion = ast.CONV_NONE
        if s[i] == '!':
            i += 1
            if i >= end:
                self.error_tok("f-string: expecting '}'", after)
            c = s[i]
            i += 1
            if c == 's':
                conversion = ast.CONV_STR
            elif c == 'r':
                conversion = ast.CONV_REPR
            elif c == 'a':
                conversion = ast.CONV_ASCII
            else:
                self.error_tok("f-string: invalid conversion character: "
                               "expected 's', 'r', or 'a'", after)
        spec = None
        if i < end and s[i] == ':':
            i += 1
            if i >= end:
                self.error_tok("f-string: expecting '}'", after)
            spec_pieces = Pieces()
            i = self.fstring_parse(tok, s, i, end, raw, lvl + 1, spec_pieces,
                                   after)
            spec_pieces.flush(tok)
            spec = ast.JoinedStr(spec_pieces.values)
            spec.lineno = tok.lineno
            spec.col = tok.col
            spec.end_lineno = tok.end_lineno
            spec.end_col = tok.end_col
        if i >= end or s[i] != '}':
            self.error_tok("f-string: expecting '}'", after)
        i += 1
        if expr_text_end >= 0:
            pieces.add_lit(substr(s, expr_start, expr_text_end))
            if spec is None and conversion == ast.CONV_NONE:
                conversion = ast.CONV_REPR
        pieces.flush(tok)
        fv = ast.FormattedValue(expr, conversion, spec)
        fv.lineno = tok.lineno
        fv.col = tok.col
        fv.end_lineno = tok.end_lineno
        fv.end_col = tok.end_col
        pieces.values.append(fv)
        return i

    def fstring_compile(self, tok, s, a, b, after):
        k = a
        while k < b and is_space(s[k]):
            k += 1
        if k == b:
            if b < len(s) and (s[b] == '!' or s[b] == ':' or s[b] == '='):
                self.error_tok("f-string: expression required before '%s'"
                               % s[b], after)
            self.error_tok("f-string: empty expression not allowed", after)
        # locate s[a] in the source to give sub-expressions real positions
        src_a = tok.pos + a
        lineno = tok.lineno
        line_start = tok.pos - tok.col
        p = tok.pos
        while p < src_a:
            if self.src[p] == '\n':
                lineno += 1
                line_start = p + 1
            p += 1
        t = Tokenizer(self.src, src_a, tok.pos + b, lineno, line_start, True)
        t.tokenize()
        sub = self.make_subparser(t)
        try:
            if sub.is_op('**'):
                sub.error_tok("f-string: cannot use double starred "
                              "expression here", sub.peek())
            if sub.is_kw('yield'):
                e = sub.parse_yield_expr()
            else:
                e = sub.parse_star_expressions()
            if sub.peek().type != ENDMARKER:
                sub.comma_hint(e)
                sub.invalid()
            if isinstance(e, ast.Starred):
                sub.error_node("f-string: cannot use starred expression "
                               "here", e)
        except PySyntaxError as err:
            if not err.msg.startswith("f-string") and err is not t.error:
                err.msg = "f-string: " + err.msg
            if err.lineno == lineno:
                # CPython reports columns within "(" + expression + ")"
                delta = src_a - line_start - 1
                err.offset -= delta
                if err.end_offset > 0:
                    err.end_offset -= delta
                err.text = "(" + substr(s, a, b) + ")"
            raise err
        return e
