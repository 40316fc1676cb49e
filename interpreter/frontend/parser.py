"""Entry points of the Python 3 front end: source text -> astnodes.Module."""

from interpreter.frontend.tokenizer import Tokenizer, NEWLINE, ENDMARKER
from interpreter.frontend.parser_stmt import Parser
from interpreter.frontend.syntaxerror import PySyntaxError
from rpython.rlib.rstackovf import StackOverflow
from rpython.rlib.rstring import StringBuilder
from rpython.rlib.rstring import replace as rstring_replace
from interpreter.frontend.syntaxerror import substr
from objspace.formatting_util import utf8_encode


def normalize_newlines(source):
    if source.find('\r') < 0:
        return source
    b = StringBuilder(len(source))
    i = 0
    n = len(source)
    while i < n:
        c = source[i]
        if c == '\r':
            b.append('\n')
            if i + 1 < n and source[i + 1] == '\n':
                i += 1
        else:
            b.append(c)
        i += 1
    return b.build()


def utf8_error_index(s):
    """Index of the first byte that is not valid utf-8 (CPython's strict
    decoder: no overlongs, no surrogates), or -1."""
    i = 0
    n = len(s)
    while i < n:
        c = ord(s[i])
        if c < 0x80:
            i += 1
            continue
        if 0xC2 <= c <= 0xDF:
            k = 1
            lo = 0x80
            hi = 0xBF
        elif 0xE0 <= c <= 0xEF:
            k = 2
            lo = 0x80
            hi = 0xBF
            if c == 0xE0:
                lo = 0xA0
            elif c == 0xED:
                hi = 0x9F
        elif 0xF0 <= c <= 0xF4:
            k = 3
            lo = 0x80
            hi = 0xBF
            if c == 0xF0:
                lo = 0x90
            elif c == 0xF4:
                hi = 0x8F
        else:
            return i
        if i + k >= n:
            return i
        c1 = ord(s[i + 1])
        if c1 < lo or c1 > hi:
            return i
        j = 2
        while j <= k:
            cj = ord(s[i + j])
            if cj < 0x80 or cj > 0xBF:
                return i
            j += 1
        i += k + 1
    return -1


CP1252 = [0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
          0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8D, 0x017D, 0x8F,
          0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
          0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D, 0x017E, 0x0178]


def transcode_8bit(s, cp1252):
    b = StringBuilder(len(s) + 16)
    for c in s:
        cp = ord(c)
        if cp1252 and 0x80 <= cp <= 0x9F:
            cp = CP1252[cp - 0x80]
        b.append(utf8_encode(cp))
    return b.build()


def coding_cookie(source):
    """The encoding named by a PEP 263 comment on line 1 or 2, or ''."""
    start = 0
    for _ in range(2):
        end = source.find('\n', start)
        if end < 0:
            end = len(source)
        line = substr(source, start, end)
        i = 0
        while i < len(line) and line[i] in ' \t\x0c':
            i += 1
        if i < len(line) and line[i] == '#':
            k = line.find("coding", i)
            if k >= 0 and k + 6 < len(line) and line[k + 6] in ':=':
                j = k + 7
                while j < len(line) and line[j] in ' \t':
                    j += 1
                e = j
                while e < len(line) and (line[e].isalnum() or
                                         line[e] in '-_.'):
                    e += 1
                return substr(line, j, e)
        elif i < len(line):
            return ""       # code before any cookie
        start = end + 1
        if start >= len(source):
            break
    return ""


ENCODINGS = {"utf-8": 1, "utf8": 1, "ascii": 1, "us-ascii": 1,
             "latin-1": 2, "iso-8859-1": 2, "iso-latin-1": 2, "latin1": 2,
             "l1": 2, "iso8859-1": 2, "8859": 2, "cp819": 2, "latin": 2,
             "cp1252": 3, "windows-1252": 3}


def native_encoding(source):
    """Whether the frontend decodes the source's PEP 263 encoding itself
    (none named, UTF-8, Latin-1, cp1252); for any other the runtime
    decodes it with the codec registry first (dyncode.decode_with_codec)."""
    enc = rstring_replace(coding_cookie(source).lower(), "_", "-")
    return enc == "" or ENCODINGS.get(enc, 0) != 0 or \
        enc.startswith("utf-8-")


def decode_source(source, filename):
    enc = coding_cookie(source).lower()
    enc = rstring_replace(enc, "_", "-")
    kind = ENCODINGS.get(enc, 0)
    if kind == 2:
        return transcode_8bit(source, False)
    if kind == 3:
        return transcode_8bit(source, True)
    if enc != "" and kind != 1 and not enc.startswith("utf-8-"):
        raise PySyntaxError("encoding problem: " + enc, 0, 0, None)
    bad = utf8_error_index(source)
    if bad >= 0:
        lineno = 1
        for k in range(bad):
            if source[k] == '\n':
                lineno += 1
        digits = "0123456789abcdef"
        c = ord(source[bad])
        raise PySyntaxError("Non-UTF-8 code starting with '\\x" +
                            digits[c >> 4] + digits[c & 15] + "' in file " +
                            filename + " on line " + str(lineno) +
                            ", but no encoding declared; see "
                            "https://peps.python.org/pep-0263/ for details",
                            0, 0, None)
    return source


def prepare_source(source, filename, is_text=False):
    """is_text: the source is already text (a str given to compile(), or
    decoded by a codec): its coding cookie is not read."""
    if source.startswith("\xef\xbb\xbf"):
        source = source[3:]
    elif not is_text:
        source = decode_source(source, filename)
    source = normalize_newlines(source)
    if len(source) > 0 and source[len(source) - 1] != '\n':
        source = source + "\n"
    return source


def lexical_first(t, p, e):
    """CPython tokenizes the rest of the source after a parser error: a
    lexical error there wins (an unclosed bracket only if it was opened on
    an earlier line than the parser error)."""
    err = t.error
    if err is None or err is e or e.msg == "unexpected indent" or \
            e.msg == "unexpected unindent":
        return e
    if t.error_mode == 1 or (t.error_mode == 2 and
                             p.tokens[p.fetched].lineno > err.lineno):
        return err
    return e


def parse(source, filename, is_text=False):
    """Parses a whole module; raises PySyntaxError."""
    source = prepare_source(source, filename, is_text)
    t = Tokenizer(source, 0, len(source), 1, 0, False)
    t.tokenize()
    p = Parser(t, False)
    try:
        return p.parse_file()
    except PySyntaxError as e:
        raise lexical_first(t, p, e)
    except StackOverflow:
        tok = p.tokens[p.pos]
        raise PySyntaxError("too many nested parentheses", tok.lineno,
                            tok.col + 1, tok.line)


def parse_eval(source, filename, is_text=False):
    """eval() input (CPython's 'eval' mode): an expression list, optionally
    followed by newlines; leading spaces and tabs are ignored like eval()
    does.  Returns the expression node; raises PySyntaxError."""
    i = 0
    while i < len(source) and (source[i] == ' ' or source[i] == '\t'):
        i += 1
    source = prepare_source(substr(source, i, len(source)), filename,
                            is_text)
    t = Tokenizer(source, 0, len(source), 1, 0, False)
    t.tokenize()
    p = Parser(t, False)
    try:
        e = p.parse_star_expressions()
        while p.peek().type == NEWLINE:
            p.pos += 1
        if p.peek().type != ENDMARKER:
            p.invalid()
        return e
    except PySyntaxError as err:
        raise lexical_first(t, p, err)
    except StackOverflow:
        tok = p.tokens[p.pos]
        raise PySyntaxError("too many nested parentheses", tok.lineno,
                            tok.col + 1, tok.line)


def parse_expression(source):
    return parse_eval(source, "<string>")
