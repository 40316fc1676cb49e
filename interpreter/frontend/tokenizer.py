"""Tokenizer for Python 3.11 source (utf-8 bytes).

The whole source is tokenized up front into a list of Token.  The first
lexical error does not raise at once: it is stored in `tokenizer.error` and
an ERRORTOKEN ends the list, so that a parser error found before that point
wins, as with CPython's lazy tokenizer.
"""

from interpreter.frontend.syntaxerror import (PySyntaxError, char_count, substr,
                                              frontend_warning)

ENDMARKER = 0
NAME = 1
NUMBER = 2
STRING = 3
OP = 4
NEWLINE = 5
INDENT = 6
DEDENT = 7
KEYWORD = 8
ERRORTOKEN = 9

KEYWORDS = {}
for _kw in ["False", "None", "True", "and", "as", "assert", "async", "await",
            "break", "class", "continue", "def", "del", "elif", "else",
            "except", "finally", "for", "from", "global", "if", "import",
            "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise",
            "return", "try", "while", "with", "yield"]:
    KEYWORDS[_kw] = True

OPS3 = {"**=": True, "//=": True, ">>=": True, "<<=": True, "...": True}
OPS2 = {}
for _op in ["**", "//", ">>", "<<", "<=", ">=", "==", "!=", "->", "+=", "-=",
            "*=", "/=", "%=", "&=", "|=", "^=", "@=", ":="]:
    OPS2[_op] = True
OPS1 = "+-*/%&|^~<>()[]{},:;.=@!$?`"

MAXLEVEL = 200
MAXINDENT = 100


class Token(object):
    def __init__(self, type, value, lineno, col, end_lineno, end_col, line,
                 pos):
        self.type = type
        self.value = value
        self.lineno = lineno
        self.col = col                  # byte column, 0-based
        self.end_lineno = end_lineno
        self.end_col = end_col
        self.line = line                # text of the first line
        self.pos = pos                  # byte offset of the token in source
        self.level = 0                  # bracket nesting depth


def is_id_start(c):
    return ('a' <= c <= 'z') or ('A' <= c <= 'Z') or c == '_' or ord(c) >= 128


def is_id_char(c):
    return is_id_start(c) or ('0' <= c <= '9')


def is_digit(c):
    return '0' <= c <= '9'


def is_hex(c):
    return ('0' <= c <= '9') or ('a' <= c <= 'f') or ('A' <= c <= 'F')


def decode_utf8_at(s, i):
    """Returns (codepoint, length) of the utf-8 sequence at s[i]."""
    c = ord(s[i])
    if c < 0x80:
        return c, 1
    if c >= 0xF0:
        n = 4
        cp = c & 0x07
    elif c >= 0xE0:
        n = 3
        cp = c & 0x0F
    elif c >= 0xC0:
        n = 2
        cp = c & 0x1F
    else:
        return c, 1
    k = 1
    while k < n:
        if i + k >= len(s):
            return cp, k
        cp = (cp << 6) | (ord(s[i + k]) & 0x3F)
        k += 1
    return cp, n


def is_nonprintable(cp):
    return (cp < 32 or 0x7F <= cp <= 0xA0 or cp == 0xAD or
            0x2000 <= cp <= 0x200F or 0x2028 <= cp <= 0x202F or
            0x205F <= cp <= 0x206F or cp == 0x3000 or cp == 0xFEFF)


def is_symbol(cp):
    """Non-ASCII code points that cannot be part of an identifier (a cheap
    approximation of the Unicode XID tables for the common cases)."""
    if 0xA1 <= cp <= 0xBF:
        return cp != 0xAA and cp != 0xB5 and cp != 0xBA
    return (cp == 0xD7 or cp == 0xF7 or 0x2010 <= cp <= 0x2027 or
            0x2030 <= cp <= 0x205E or 0x20A0 <= cp <= 0x20CF or
            0x2190 <= cp <= 0x2BFF or 0x3001 <= cp <= 0x303F or
            0xFF01 <= cp <= 0xFF0F or 0xFF1A <= cp <= 0xFF20)


def hex4(cp):
    digits = "0123456789ABCDEF"
    s = ""
    while cp > 0:
        s = digits[cp & 15] + s
        cp = cp >> 4
    while len(s) < 4:
        s = "0" + s
    return s


def find_line_end(src, start):
    assert start >= 0
    end = src.find('\n', start)
    if end < 0:
        return len(src)
    return end


class Tokenizer(object):
    def __init__(self, src, start, end, lineno, line_start, in_expr):
        self.src = src
        self.pos = start
        self.end = end
        self.lineno = lineno
        self.line_start = line_start
        self.in_expr = in_expr      # f-string expression: inside parens
        self.tokens = []
        self.indents = [0]
        self.altindents = [0]
        self.paren_chars = []
        self.paren_linenos = []
        self.paren_cols = []
        self.paren_lines = []
        self.error = None
        self.error_mode = 0
        self.cached_start = -1
        self.cached_line = ""
        self.line_has_tokens = False

    # ---------------------------------------------------------------
    def cur_line(self):
        if self.cached_start != self.line_start:
            self.cached_line = substr(self.src, self.line_start,
                                      find_line_end(self.src,
                                                    self.line_start))
            self.cached_start = self.line_start
        return self.cached_line

    def col_of(self, pos):
        return pos - self.line_start

    def fail(self, msg, cur, mode=1):
        """Error with CPython's tokenizer convention: the caret goes on the
        character before `cur`."""
        line = self.cur_line()
        off = char_count(line, 0, cur - self.line_start)
        self.fail_at(msg, self.lineno, off, line, "SyntaxError", 0, mode)

    def fail_at(self, msg, lineno, offset, line, kind, end_offset, mode=0):
        """mode says whether the error beats a generic 'invalid syntax'
        found earlier by the parser: 0 never, 1 always, 2 if that error
        is on a later line (unclosed brackets)."""
        if self.error is None:
            self.error = PySyntaxError(msg, lineno, offset, line, kind,
                                       end_offset)
            self.error_mode = mode
        self.tokens.append(Token(ERRORTOKEN, "", lineno, 0, lineno, 0, line,
                                 self.pos))

    def add(self, type, value, start, stop):
        col = start - self.line_start
        tok = Token(type, value, self.lineno, col, self.lineno,
                    stop - self.line_start, self.cur_line(), start)
        tok.level = self.level()
        self.tokens.append(tok)
        self.line_has_tokens = True

    def level(self):
        if self.in_expr:
            return len(self.paren_chars) + 1
        return len(self.paren_chars)

    def peek(self, p):
        if p < self.end:
            return self.src[p]
        return '\0'

    # ---------------------------------------------------------------
    def tokenize(self):
        atbol = not self.in_expr
        while self.error is None:
            if atbol:
                atbol = False
                if not self.indentation():
                    break
                if self.error is not None:
                    break
            p = self.pos
            c = self.peek(p)
            while c == ' ' or c == '\t' or c == '\x0c':
                p += 1
                c = self.peek(p)
            self.pos = p
            if p >= self.end:
                self.at_eof()
                break
            comment = -1
            if c == '#':
                comment = p
                while p < self.end and self.src[p] != '\n':
                    p += 1
                self.pos = p
                c = self.peek(p)
                if p >= self.end:
                    continue
            if c == '\n':
                if self.in_expr or len(self.paren_chars) > 0 or \
                        not self.line_has_tokens:
                    pass
                else:
                    # like CPython, the NEWLINE starts at a comment
                    start = p
                    if comment >= 0:
                        start = comment
                    self.add(NEWLINE, "", start, p)
                    self.line_has_tokens = False
                    atbol = True
                self.newline(p + 1)
                if not self.in_expr and len(self.paren_chars) == 0:
                    atbol = True
                continue
            if c == '\\':
                nc = self.peek(p + 1)
                if nc == '\n':
                    if p + 2 >= self.end:
                        line = self.cur_line()
                        self.fail_at("unexpected EOF while parsing",
                                     self.lineno,
                                     len(line) + 1,
                                     line, "SyntaxError", 0)
                        break
                    self.newline(p + 2)
                    continue
                self.fail("unexpected character after line continuation "
                          "character", p + 2, 0)
                break
            if is_id_start(c):
                self.name_or_string(p)
            elif is_digit(c) or (c == '.' and is_digit(self.peek(p + 1))):
                self.number(p)
            elif c == '"' or c == "'":
                self.string(p, p)
            else:
                self.operator(p)
        return self.tokens

    def newline(self, p):
        self.pos = p
        self.lineno += 1
        self.line_start = p

    def indentation(self):
        """Handles the start of a logical line; returns False at EOF."""
        while True:
            p = self.pos
            col = 0
            altcol = 0
            while p < self.end:
                c = self.src[p]
                if c == ' ':
                    col += 1
                    altcol += 1
                elif c == '\t':
                    col = (col // 8 + 1) * 8
                    altcol += 1
                elif c == '\x0c':
                    col = 0
                    altcol = 0
                else:
                    break
                p += 1
            self.pos = p
            if p >= self.end:
                return True     # EOF handled by the main loop
            c = self.src[p]
            if c == '#':
                while p < self.end and self.src[p] != '\n':
                    p += 1
                self.pos = p
                c = self.peek(p)
                if c == '\0':
                    return True
            if c == '\n' or c == '\r':
                self.newline(p + 1)
                continue
            if c == '\\':
                # a line starting with a backslash takes no part in the
                # indentation (CPython 3.11)
                if self.peek(p + 1) == '\n' and p + 2 < self.end:
                    self.newline(p + 2)
                    continue
                return True
            break
        last = self.indents[-1]
        lastalt = self.altindents[-1]
        if col == last:
            if altcol != lastalt:
                self.tab_error()
        elif col > last:
            if len(self.indents) >= MAXINDENT:
                self.fail_at("too many levels of indentation", self.lineno,
                             0, self.cur_line(), "IndentationError", 0)
                return True
            if altcol <= lastalt:
                self.tab_error()
                return True
            self.indents.append(col)
            self.altindents.append(altcol)
            self.add(INDENT, "", p, p)
        else:
            k = len(self.indents) - 1
            while k > 0 and col < self.indents[k]:
                k -= 1
            if col != self.indents[k]:
                line = self.cur_line()
                self.fail_at("unindent does not match any outer indentation "
                             "level", self.lineno, len(line) + 1,
                             line, "IndentationError", 0)
                return True
            if altcol != self.altindents[k]:
                self.tab_error()
                return True
            while len(self.indents) > k + 1:
                self.indents.pop()
                self.altindents.pop()
                self.add(DEDENT, "", p, p)
        self.line_has_tokens = False
        return True

    def tab_error(self):
        self.fail_at("inconsistent use of tabs and spaces in indentation",
                     self.lineno, 1, self.cur_line(), "TabError", 0)

    def at_eof(self):
        if len(self.paren_chars) > 0:
            i = len(self.paren_chars) - 1
            ch = self.paren_chars[i]
            self.fail_at("'" + ch + "' was never closed",
                         self.paren_linenos[i], self.paren_cols[i] + 1,
                         self.paren_lines[i], "SyntaxError", 0, 2)
            return
        p = self.pos
        if self.line_has_tokens and not self.in_expr:
            self.add(NEWLINE, "", p, p)
        # ENDMARKER/DEDENTs sit at the end of the last line (CPython
        # reports errors there)
        if p > 0 and self.line_start == p and p == len(self.src) and \
                self.src[p - 1] == '\n' and self.lineno > 1:
            self.lineno -= 1
            q = p - 1
            while q > 0 and self.src[q - 1] != '\n':
                q -= 1
            self.line_start = q
        while len(self.indents) > 1:
            self.indents.pop()
            self.add(DEDENT, "", p, p + 1)
        self.add(ENDMARKER, "", p, p + 1)

    # ---------------------------------------------------------------
    def name_or_string(self, p):
        start = p
        src = self.src
        while p < self.end and is_id_char(src[p]):
            c = src[p]
            if ord(c) >= 128:
                cp, n = decode_utf8_at(src, p)
                if is_nonprintable(cp):
                    self.fail("invalid non-printable character U+" +
                              hex4(cp), p + 1)
                    return
                if is_symbol(cp):
                    self.fail("invalid character '" + substr(src, p, p + n) +
                              "' (U+" + hex4(cp) + ")", p + 1)
                    return
                p += n
            else:
                p += 1
        word = substr(src, start, p)
        c = self.peek(p)
        if (c == '"' or c == "'") and len(word) <= 2:
            w = word.lower()
            if w in ("r", "u", "f", "b", "br", "rb", "fr", "rf"):
                self.string(start, p)
                return
        if word in KEYWORDS:
            self.add(KEYWORD, word, start, p)
        else:
            self.add(NAME, word, start, p)
        self.pos = p

    def string(self, start, p):
        src = self.src
        q = src[p]
        triple = self.peek(p + 1) == q and self.peek(p + 2) == q
        start_lineno = self.lineno
        start_line_start = self.line_start
        start_line = self.cur_line()
        if triple:
            p += 3
        else:
            p += 1
        while True:
            if p >= self.end:
                if triple:
                    msg = "unterminated triple-quoted string literal"
                else:
                    msg = "unterminated string literal"
                self.string_error(msg, start, start_lineno,
                                  start_line_start, start_line)
                return
            c = src[p]
            if c == '\\':
                if self.peek(p + 1) == '\n':
                    self.lineno += 1
                    self.line_start = p + 2
                p += 2
                continue
            if c == '\n':
                if not triple:
                    self.string_error("unterminated string literal", start,
                                      start_lineno, start_line_start,
                                      start_line)
                    return
                self.lineno += 1
                self.line_start = p + 1
                p += 1
                continue
            if c == q:
                if not triple:
                    p += 1
                    break
                if self.peek(p + 1) == q and self.peek(p + 2) == q:
                    p += 3
                    break
            p += 1
        tok = Token(STRING, substr(src, start, p), start_lineno,
                    start - start_line_start, self.lineno,
                    p - self.line_start, start_line, start)
        tok.level = self.level()
        self.tokens.append(tok)
        self.line_has_tokens = True
        self.pos = p

    def string_error(self, msg, start, start_lineno, start_line_start,
                     start_line):
        detected = self.lineno
        if self.line_start >= self.end and detected > start_lineno:
            detected -= 1   # EOF just after a newline
        off = char_count(start_line, 0, start - start_line_start) + 1
        self.fail_at(msg + " (detected at line " + str(detected) + ")",
                     start_lineno, off, start_line, "SyntaxError", 0, 1)

    # ---------------------------------------------------------------
    def number(self, p):
        start = p
        c = self.peek(p)
        if c == '0' and self.peek(p + 1) in 'xXoObB' and \
                self.peek(p + 1) != '\0':
            kind = self.peek(p + 1).lower()
            p += 2
            if kind == 'x':
                name = "hexadecimal"
            elif kind == 'o':
                name = "octal"
            else:
                name = "binary"
            while True:
                c = self.peek(p)
                if c == '_':
                    p += 1
                    c = self.peek(p)
                if not self.radix_digit(kind, c):
                    if kind != 'x' and is_digit(c):
                        self.fail("invalid digit '" + c + "' in " + name +
                                  " literal", p + 1)
                    else:
                        self.fail("invalid " + name + " literal", p)
                    return
                while self.radix_digit(kind, self.peek(p)):
                    p += 1
                if self.peek(p) != '_':
                    break
            c = self.peek(p)
            if kind != 'x' and is_digit(c):
                self.fail("invalid digit '" + c + "' in " + name +
                          " literal", p + 1)
                return
            if not self.end_of_number(p, name):
                return
            self.add(NUMBER, substr(self.src, start, p), start, p)
            self.pos = p
            return
        is_float = False
        if c == '0':
            nonzero = False
            while True:
                c = self.peek(p)
                if c == '_':
                    if not is_digit(self.peek(p + 1)):
                        self.fail("invalid decimal literal", p + 1)
                        return
                    p += 1
                    c = self.peek(p)
                if c != '0':
                    break
                p += 1
            zeros_end = p
            if is_digit(c):
                nonzero = True
                p = self.decimal_tail(p)
                if p < 0:
                    return
            c = self.peek(p)
            if not (c == '.' or c == 'e' or c == 'E' or c == 'j' or
                    c == 'J') and nonzero:
                line = self.cur_line()
                self.fail_at("leading zeros in decimal integer literals are "
                             "not permitted; use an 0o prefix for octal "
                             "integers", self.lineno,
                             start - self.line_start + 1,
                             line, "SyntaxError",
                             zeros_end - self.line_start,
                             1)
                return
        elif c != '.':
            p = self.decimal_tail(p)
            if p < 0:
                return
        c = self.peek(p)
        if c == '.':
            is_float = True
            p += 1
            if is_digit(self.peek(p)):
                p = self.decimal_tail(p)
                if p < 0:
                    return
            c = self.peek(p)
        if c == 'e' or c == 'E':
            c2 = self.peek(p + 1)
            q = p + 1
            if c2 == '+' or c2 == '-':
                if not is_digit(self.peek(p + 2)):
                    self.fail("invalid decimal literal", p + 2)
                    return
                q = p + 2
            elif not is_digit(c2):
                # `1else`: the number stops before the 'e'
                if not self.end_of_number(p, "decimal"):
                    return
                self.add(NUMBER, substr(self.src, start, p), start, p)
                self.pos = p
                return
            is_float = True
            p = self.decimal_tail(q)
            if p < 0:
                return
            c = self.peek(p)
        if c == 'j' or c == 'J':
            p += 1
            if not self.end_of_number(p, "imaginary"):
                return
        elif not self.end_of_number(p, "decimal"):
            return
        self.add(NUMBER, substr(self.src, start, p), start, p)
        self.pos = p

    def radix_digit(self, kind, c):
        if kind == 'x':
            return is_hex(c)
        if kind == 'o':
            return '0' <= c <= '7'
        return c == '0' or c == '1'

    def decimal_tail(self, p):
        while True:
            while is_digit(self.peek(p)):
                p += 1
            if self.peek(p) != '_':
                return p
            p += 1
            if not is_digit(self.peek(p)):
                self.fail("invalid decimal literal", p)
                return -1

    def lookahead(self, p, word):
        return p + len(word) <= self.end and \
            substr(self.src, p, p + len(word)) == word

    def end_of_number(self, p, kind):
        c = self.peek(p)
        if c == 'a':
            ok = self.lookahead(p, "and")
        elif c == 'e':
            ok = self.lookahead(p, "else")
        elif c == 'f':
            ok = self.lookahead(p, "for")
        elif c == 'i':
            c2 = self.peek(p + 1)
            ok = c2 == 'f' or c2 == 'n' or c2 == 's'
        elif c == 'o':
            ok = self.lookahead(p, "or")
        elif c == 'n':
            ok = self.lookahead(p, "not")
        else:
            ok = False
        if ok:
            # CPython 3.11 still accepts `1if x else y`, with a warning
            line = self.cur_line()
            off = char_count(line, 0, p - self.line_start)
            frontend_warning("SyntaxWarning", "invalid " + kind + " literal",
                             self.lineno, off, line, off)
            return True
        if c != '\0' and ord(c) < 128 and is_id_char(c):
            self.fail("invalid " + kind + " literal", p)
            return False
        return True

    # ---------------------------------------------------------------
    def operator(self, p):
        src = self.src
        c = src[p]
        if ord(c) < 32 or ord(c) >= 127:
            if ord(c) == 0:
                self.fail("source code cannot contain null bytes", p + 1)
                return
            cp, n = decode_utf8_at(src, p)
            self.fail("invalid non-printable character U+" + hex4(cp), p + 1)
            return
        if p + 3 <= self.end and substr(src, p, p + 3) in OPS3:
            op = substr(src, p, p + 3)
        elif p + 2 <= self.end and substr(src, p, p + 2) in OPS2:
            op = substr(src, p, p + 2)
        elif c in OPS1:
            op = c
        else:
            self.fail("invalid character '" + c + "' (U+" + hex4(ord(c)) +
                      ")", p + 1)
            return
        if op == '(' or op == '[' or op == '{':
            if len(self.paren_chars) >= MAXLEVEL:
                self.fail("too many nested parentheses", p + 1)
                return
            self.paren_chars.append(op)
            self.paren_linenos.append(self.lineno)
            self.paren_cols.append(p - self.line_start)
            self.paren_lines.append(self.cur_line())
        elif op == ')' or op == ']' or op == '}':
            if len(self.paren_chars) == 0:
                self.fail("unmatched '" + op + "'", p + 1)
                return
            opening = self.paren_chars.pop()
            olineno = self.paren_linenos.pop()
            self.paren_cols.pop()
            self.paren_lines.pop()
            if not ((opening == '(' and op == ')') or
                    (opening == '[' and op == ']') or
                    (opening == '{' and op == '}')):
                msg = ("closing parenthesis '" + op + "' does not match "
                       "opening parenthesis '" + opening + "'")
                if olineno != self.lineno:
                    msg += " on line " + str(olineno)
                self.fail(msg, p + 1)
                return
        self.add(OP, op, p, p + len(op))
        self.pos = p + len(op)


def tokenize(src):
    t = Tokenizer(src, 0, len(src), 1, 0, False)
    t.tokenize()
    return t
