"""Future statements (PEP 236): the `from __future__ import ...`
statements that open a module (after its docstring), checked as CPython's
future.c checks them. Every feature of Python 2 is always on in Python 3;
`annotations` (PEP 563) makes annotations strings (frontend/unparse.py).
A `from __future__` import anywhere else is a SyntaxError."""

from interpreter.frontend import astnodes as A
from interpreter.frontend.syntaxerror import PySyntaxError

CO_FUTURE_ANNOTATIONS = 0x1000000
CO_FUTURE_BARRY_AS_BDFL = 0x400000

# the compiler flags of features that change nothing in Python 3
NO_OP_FLAGS = 0x10 | 0x20000 | 0x40000 | 0x80000 | 0x100000 | 0x200000 | \
    0x800000

FEATURES = ["nested_scopes", "generators", "division", "absolute_import",
            "with_statement", "print_function", "unicode_literals",
            "generator_stop", "annotations"]


def is_future_import(stmt):
    return isinstance(stmt, A.ImportFrom) and stmt.level == 0 and \
        stmt.module == "__future__"


def future_flags(module, source_lines):
    """The CO_FUTURE_* flags that the module's future statements turn on;
    marks those statements (ImportFrom.is_future), so that the compiler
    can reject any other `from __future__` import."""
    flags = 0
    body = module.body
    i = 0
    if body:
        first = body[0]
        if isinstance(first, A.ExprStmt) and \
                isinstance(first.value, A.StrConst):
            i = 1                               # the docstring
    while i < len(body) and is_future_import(body[i]):
        stmt = body[i]
        assert isinstance(stmt, A.ImportFrom)
        for alias in stmt.names:
            flags |= _feature_flag(alias.name, stmt, source_lines)
        stmt.is_future = True
        i += 1
    return flags


def _feature_flag(name, stmt, source_lines):
    if name == "annotations":
        return CO_FUTURE_ANNOTATIONS
    if name in FEATURES:
        return 0
    if name == "braces":
        _error("not a chance", stmt, source_lines)
    if name == "barry_as_FLUFL":
        _error("lbbv does not support the barry_as_FLUFL future", stmt,
               source_lines)
    _error("future feature %s is not defined" % name, stmt, source_lines)
    return 0


def _error(msg, stmt, source_lines):
    text = ""
    if 0 < stmt.lineno <= len(source_lines):
        text = source_lines[stmt.lineno - 1]
    raise PySyntaxError(msg, stmt.lineno, stmt.col + 1, text)
