"""Entry points of the Python 3 front end: source text -> astnodes.Module."""

from interpreter.tokenizer import Tokenizer
from interpreter.parser_stmt import Parser
from interpreter.syntaxerror import PySyntaxError
from rpython.rlib.rstackovf import StackOverflow
from rpython.rlib.rstring import StringBuilder


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


def prepare_source(source):
    if source.startswith("\xef\xbb\xbf"):
        source = source[3:]
    source = normalize_newlines(source)
    if len(source) > 0 and source[len(source) - 1] != '\n':
        source = source + "\n"
    return source


def lexical_first(t, p, e):
    """CPython tokenizes the rest of the source after a parser error: a
    lexical error there wins (an unclosed bracket only if it was opened on
    an earlier line than the parser error)."""
    err = t.error
    if err is None or err is e:
        return e
    if t.error_mode == 1 or (t.error_mode == 2 and
                             p.tokens[p.fetched].lineno > err.lineno):
        return err
    return e


def parse(source, filename):
    """Parses a whole module; raises PySyntaxError."""
    source = prepare_source(source)
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


def parse_expression(source):
    """Parses a single expression (eval-style input, e.g. an f-string
    fragment); returns the expression node."""
    source = prepare_source(source)
    t = Tokenizer(source, 0, len(source), 1, 0, True)
    t.tokenize()
    p = Parser(t, False)
    try:
        e = p.parse_star_expressions()
        if p.peek().type != 0:
            p.invalid()
        return e
    except PySyntaxError as err:
        raise lexical_first(t, p, err)
    except StackOverflow:
        raise PySyntaxError("too many nested parentheses", 1, 1, "")
