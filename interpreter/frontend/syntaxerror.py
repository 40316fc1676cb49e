"""SyntaxError raised by the tokenizer/parser, and CPython 3.11's report."""

from rpython.rlib.rstring import StringBuilder


class PySyntaxError(Exception):
    """`offset` and `end_offset` are 1-based character columns like CPython's
    SyntaxError attributes (end_offset 0: no range, a single caret)."""

    def __init__(self, msg, lineno, offset, text, kind="SyntaxError",
                 end_offset=0):
        self.msg = msg
        self.lineno = lineno
        self.offset = offset
        self.text = text
        self.kind = kind
        self.end_offset = end_offset
        self.end_lineno = lineno


def substr(s, start, stop):
    """s[start:stop] with bounds the RPython annotator can trust."""
    if start < 0:
        start = 0
    if stop > len(s):
        stop = len(s)
    if stop < start:
        stop = start
    return s[start:stop]


def char_count(s, start, stop):
    """Number of utf-8 characters in s[start:stop]."""
    n = 0
    i = start
    if stop > len(s):
        stop = len(s)
    while i < stop:
        if (ord(s[i]) & 0xC0) != 0x80:
            n += 1
        i += 1
    return n


def format_syntax_error(err, filename):
    """CPython 3.11's report of an uncaught SyntaxError (print_exception +
    print_error_text): offsets index the utf-8 text as bytes, and
    IndentationError/TabError always get a single caret."""
    b = StringBuilder()
    if err.lineno > 0:
        b.append('  File "')
        b.append(filename)
        b.append('", line ')
        b.append(str(err.lineno))
        b.append('\n')
    text = err.text
    if text is not None and err.lineno > 0:
        offset = err.offset
        end_offset = err.end_offset
        if err.kind != "SyntaxError":
            end_offset = 0
        line_size = len(text) + 1       # CPython's text keeps its newline
        if end_offset > line_size + 1:
            end_offset = line_size + 1
        reps = 1
        if end_offset > 0 and end_offset > offset:
            reps = end_offset - offset
        offset -= 1
        start = 0
        while start < len(text) and text[start] in ' \t\x0c':
            start += 1
            offset -= 1
        stop = len(text)
        while stop > start and text[stop - 1] == '\n':
            stop -= 1
        if offset > stop - start:
            offset = stop - start
        b.append('    ')
        b.append(substr(text, start, stop))
        b.append('\n')
        if offset >= 0:
            b.append('    ')
            b.append(' ' * offset)
            b.append('^' * reps)
            b.append('\n')
    b.append(err.kind)
    b.append(': ')
    b.append(err.msg)
    b.append('\n')
    return b.build()


class FrontendWarning(object):
    """A warning the tokenizer, parser or compiler gives (SyntaxWarning,
    DeprecationWarning), with where a SyntaxError replacing it points."""

    def __init__(self, category, msg, lineno, offset, text, end_offset):
        self.category = category        # a built-in warning class's name
        self.msg = msg
        self.lineno = lineno
        self.offset = offset
        self.text = text
        self.end_offset = end_offset


class PendingWarnings(object):
    """Warnings of the source being compiled, in the order met. The
    frontend runs no Python code, so they wait here until the runtime
    gives them to the warnings module (interpreter/runtime/dyncode.py,
    emit_frontend_warnings), before the SyntaxError that may follow."""

    def __init__(self):
        self.items = []

    def take(self):
        items = self.items
        self.items = []
        return items


PENDING = PendingWarnings()


def frontend_warning(category, msg, lineno, offset, text, end_offset=0):
    PENDING.items.append(FrontendWarning(category, msg, lineno, offset,
                                         text, end_offset))
