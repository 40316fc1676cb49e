"""String literals: escapes, implicit concatenation and f-strings, following
CPython 3.11 (string_parser.c) for the AST shape and error messages."""

from interpreter.frontend import astnodes as ast
from interpreter.frontend.tokenizer import Tokenizer, STRING, ENDMARKER
from interpreter.frontend.syntaxerror import PySyntaxError, substr, char_count
from rpython.rlib.rstring import StringBuilder
from rpython.rlib.unicodedata import unicodedb_8_0_0 as unicodedb


def utf8_encode(cp):
    if cp < 0x80:
        return chr(cp)
    if cp < 0x800:
        return chr(0xC0 | (cp >> 6)) + chr(0x80 | (cp & 0x3F))
    if cp < 0x10000:
        return (chr(0xE0 | (cp >> 12)) + chr(0x80 | ((cp >> 6) & 0x3F)) +
                chr(0x80 | (cp & 0x3F)))
    return (chr(0xF0 | (cp >> 18)) + chr(0x80 | ((cp >> 12) & 0x3F)) +
            chr(0x80 | ((cp >> 6) & 0x3F)) + chr(0x80 | (cp & 0x3F)))


def hexval(c):
    if '0' <= c <= '9':
        return ord(c) - ord('0')
    if 'a' <= c <= 'f':
        return ord(c) - ord('a') + 10
    if 'A' <= c <= 'F':
        return ord(c) - ord('A') + 10
    return -1


def is_space(c):
    return c == ' ' or c == '\t' or c == '\n' or c == '\r' or c == '\x0c' \
        or c == '\x0b'


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
                pieces.add_lit(self.decode_escapes(s, start, stop, b, after))
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

    def escape_error(self, msg, is_bytes, start, k, end, after):
        if is_bytes:
            text = "(value error) " + msg + " at position " + str(start)
        else:
            text = ("(unicode error) 'unicodeescape' codec can't decode bytes"
                    " in position " + str(start) + "-" + str(end) + ": " + msg)
        self.error_tok(text, after)

    def decode_escapes(self, s, i, end, is_bytes, after):
        b = StringBuilder()
        base = i
        while i < end:
            c = s[i]
            if c != '\\' or i + 1 >= end:
                b.append(c)
                i += 1
                continue
            esc_start = i - base
            c = s[i + 1]
            i += 2
            if c == '\n':
                pass
            elif c == '\\' or c == "'" or c == '"':
                b.append(c)
            elif c == 'n':
                b.append('\n')
            elif c == 't':
                b.append('\t')
            elif c == 'r':
                b.append('\r')
            elif c == 'a':
                b.append('\x07')
            elif c == 'b':
                b.append('\x08')
            elif c == 'f':
                b.append('\x0c')
            elif c == 'v':
                b.append('\x0b')
            elif '0' <= c <= '7':
                v = ord(c) - ord('0')
                n = 1
                while n < 3 and i < end and '0' <= s[i] <= '7':
                    v = v * 8 + ord(s[i]) - ord('0')
                    i += 1
                    n += 1
                if is_bytes:
                    b.append(chr(v & 0xFF))
                else:
                    b.append(utf8_encode(v))
            elif c == 'x' or ((c == 'u' or c == 'U') and not is_bytes):
                if c == 'x':
                    n = 2
                    what = "truncated \\xXX escape"
                elif c == 'u':
                    n = 4
                    what = "truncated \\uXXXX escape"
                else:
                    n = 8
                    what = "truncated \\UXXXXXXXX escape"
                v = 0
                k = 0
                while k < n:
                    if i >= end or hexval(s[i]) < 0:
                        if is_bytes:
                            self.escape_error("invalid \\x escape", True,
                                              esc_start, i, 0, after)
                        self.escape_error(what, False, esc_start, i,
                                          i - base - 1, after)
                    v = v * 16 + hexval(s[i])
                    i += 1
                    k += 1
                if is_bytes:
                    b.append(chr(v))
                elif v > 0x10FFFF:
                    self.escape_error("illegal Unicode character", False,
                                      esc_start, i, i - base - 1, after)
                else:
                    b.append(utf8_encode(v))
            elif c == 'N' and not is_bytes:
                i = self.named_escape(s, i, end, esc_start, base, b, after)
            else:
                b.append('\\')
                b.append(c)
        return b.build()

    def named_escape(self, s, i, end, esc_start, base, b, after):
        """\\N{NAME}: s[i] should be '{'; appends the character, returns
        the index after '}'."""
        if i >= end or s[i] != '{':
            self.escape_error("malformed \\N character escape", False,
                              esc_start, i, i - base, after)
        k = i + 1
        while k < end and s[k] != '}':
            k += 1
        if k >= end or k == i + 1:
            self.escape_error("malformed \\N character escape", False,
                              esc_start, i, k - base - 1, after)
        name = substr(s, i + 1, k).upper()
        try:
            cp = unicodedb.lookup_with_alias(name)
        except KeyError:
            self.escape_error("unknown Unicode character name", False,
                              esc_start, i, k - base, after)
            cp = 0
        b.append(utf8_encode(cp))
        return k + 1

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
                                                       False, after))
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
        fv.end_col = tok.end_col
        pieces.values.append(fv)
        return i

    def fstring_compile(self, tok, s, a, b, after):
        k = a
        while k < b and is_space(s[k]):
            k += 1
        if k == b:
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
            if sub.is_kw('yield'):
                e = sub.parse_yield_expr()
            else:
                e = sub.parse_star_expressions()
            if sub.peek().type != ENDMARKER:
                sub.comma_hint(e)
                sub.invalid()
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
