"""The `_csv` module, written in RPython as CPython's is in C: Dialect,
reader (the same state machine as CPython 3.11's parser), writer, the
dialect registry, field_size_limit, the QUOTE_* constants and Error, with
CPython's messages. CPython's csv.py (DictReader, Sniffer, ...) runs on it.
Characters are code points; a dialect's unset character is -1."""

from rpython.rlib.rstring import StringBuilder

from objspace.model import W_Object, Arguments, OperationError
from objspace.moduleobject import W_Module
from objspace.funcobject import W_BuiltinFunction, builtin_function
from objspace.typeobject import W_TypeObject, LAYOUT_EXCEPTION, w_object_type
from objspace.iterobject import W_AbstractIterator
from objspace.intobject import W_Int, W_AbstractInt, newint, W_True, W_False
from objspace.floatobject import W_Float
from objspace.strobject import (W_Str, newstr, encode_utf8_char,
                                decode_utf8_char)
from objspace.noneobject import W_None
from objspace.listobject import W_List
from objspace.exceptions import (TYPES, oefmt, raise_type_error, w_Exception)
from objspace.argcheck import check_args
from objspace.builtin_iters import make_type
from objspace import containers
from objspace import attrs
from objspace import operations as ops

QUOTE_MINIMAL = 0
QUOTE_ALL = 1
QUOTE_NONNUMERIC = 2
QUOTE_NONE = 3

NOT_SET = -1
EOL = -2            # the end of a line, fed to the parser after its chars

w_csv_error = W_TypeObject("Error", [w_Exception], LAYOUT_EXCEPTION)
w_csv_error.module = "_csv"


class Registry(object):
    """The module's state: registered dialects and the field size limit."""

    def __init__(self):
        self.names = []
        self.dialects_w = []
        self.field_limit = 128 * 1024

    def find(self, name):
        for i in range(len(self.names)):
            if self.names[i] == name:
                return i
        return -1


REGISTRY = Registry()


def _error(msg):
    return oefmt(w_csv_error, msg)


# ------------------------------------------------------------ Dialect

class W_Dialect(W_Object):
    _attrs_ = ("w_type", "delimiter", "quotechar", "escapechar",
               "lineterminator", "quoting", "doublequote", "skipinitialspace",
               "strict")

    def __init__(self, w_type):
        self.w_type = w_type
        self.delimiter = ord(",")
        self.quotechar = ord('"')
        self.escapechar = NOT_SET
        self.lineterminator = "\r\n"
        self.quoting = QUOTE_MINIMAL
        self.doublequote = True
        self.skipinitialspace = False
        self.strict = False

    def gettype(self):
        return self.w_type

    def getattr_hook(self, name):
        if name == "delimiter":
            return _char_w(self.delimiter)
        if name == "quotechar":
            return _char_w(self.quotechar)
        if name == "escapechar":
            return _char_w(self.escapechar)
        if name == "lineterminator":
            return newstr(self.lineterminator)
        if name == "quoting":
            return newint(self.quoting)
        if name == "doublequote":
            return W_True if self.doublequote else W_False
        if name == "skipinitialspace":
            return W_True if self.skipinitialspace else W_False
        if name == "strict":
            return W_True if self.strict else W_False
        return None


def _char_w(c):
    if c == NOT_SET:
        return W_None
    b = StringBuilder(4)
    encode_utf8_char(b, c)
    return W_Str(b.build(), 1)


def _set_char(name, w_v, default, allow_none):
    if w_v is None:
        return default
    if w_v is W_None and allow_none:
        return NOT_SET
    if not isinstance(w_v, W_Str):
        raise_type_error('"%s" must be string%s, not %s' % (
            name, " or None" if allow_none else "", w_v.gettype().name))
        return default
    if w_v.length != 1:
        raise_type_error('"%s" must be a 1-character string' % name)
    cp, _ = decode_utf8_char(w_v.utf8, 0)
    return cp


def _set_bool(w_v, default):
    if w_v is None:
        return default
    return ops.is_true(w_v)


PARAMS = ["delimiter", "doublequote", "escapechar", "lineterminator",
          "quotechar", "quoting", "skipinitialspace", "strict"]


def dialect_from(w_dialect, args, w_type):
    """CPython's dialect_new: a dialect from a name, a dialect object or
    any object with the attributes, overridden by keyword arguments."""
    kw_w = [None] * len(PARAMS)
    for i in range(len(PARAMS)):
        kw_w[i] = args.get_kw(PARAMS[i])
    if args.has_kwargs():
        raise_type_error("'%s' is an invalid keyword argument for this "
                         "function" % args.kw_names[0])
    if w_dialect is not None and isinstance(w_dialect, W_Str):
        w_dialect = get_dialect_w(w_dialect)
    if w_dialect is not None and isinstance(w_dialect, W_Dialect) and \
            w_type is w_dialect_type and w_dialect.w_type is w_dialect_type:
        unchanged = True
        for w_k in kw_w:
            if w_k is not None:
                unchanged = False
        if unchanged:
            return w_dialect
    values_w = [None] * len(PARAMS)
    for i in range(len(PARAMS)):
        w_v = kw_w[i]
        if w_v is None and w_dialect is not None:
            w_v = attrs.getattr_or_none(w_dialect, PARAMS[i])
        values_w[i] = w_v
    w_d = W_Dialect(w_type)
    w_d.delimiter = _set_char("delimiter", values_w[0], ord(","), False)
    w_d.doublequote = _set_bool(values_w[1], True)
    w_d.escapechar = _set_char("escapechar", values_w[2], NOT_SET, True)
    w_lt = values_w[3]
    if w_lt is not None:
        if w_lt is W_None:
            raise_type_error("lineterminator must be set")
        if not isinstance(w_lt, W_Str):
            raise_type_error('"lineterminator" must be a string')
        assert isinstance(w_lt, W_Str)
        w_d.lineterminator = w_lt.utf8
    w_d.quotechar = _set_char("quotechar", values_w[4], ord('"'), True)
    w_q = values_w[5]
    if w_q is not None:
        if not isinstance(w_q, W_Int):
            raise_type_error('"quoting" must be an integer')
        assert isinstance(w_q, W_Int)
        if w_q.intval < QUOTE_MINIMAL or w_q.intval > QUOTE_NONE:
            raise_type_error('bad "quoting" value')
        w_d.quoting = w_q.intval
    w_d.skipinitialspace = _set_bool(values_w[6], False)
    w_d.strict = _set_bool(values_w[7], False)
    if w_d.quotechar == NOT_SET and w_q is None:
        w_d.quoting = QUOTE_NONE
    if w_d.quoting != QUOTE_NONE and w_d.quotechar == NOT_SET:
        raise_type_error("quotechar must be set if quoting enabled")
    return w_d


def dialect_new(args):
    args_w = args.args_w
    if not args_w or not isinstance(args_w[0], W_TypeObject):
        raise_type_error("Dialect.__new__(X): X is not a type object")
    w_type = args_w[0]
    assert isinstance(w_type, W_TypeObject)
    if len(args_w) > 2:
        raise_type_error("Dialect() takes at most 1 positional argument")
    w_dialect = args.get_kw("dialect")
    if len(args_w) == 2:
        w_dialect = args_w[1]
    return dialect_from(w_dialect, args, w_type)


def dialect_exact(args):
    return dialect_new(args.prepend(w_dialect_type))


def _dialect_arg(args):
    """The optional positional dialect of reader()/writer() after the
    first argument, with the keyword arguments, as a dialect."""
    w_dialect = None
    if len(args.args_w) > 2:
        raise_type_error("expected at most 2 positional arguments")
    if len(args.args_w) == 2:
        w_dialect = args.args_w[1]
    return dialect_from(w_dialect, args, w_dialect_type)


# ------------------------------------------------------------- reader

START_RECORD = 0
START_FIELD = 1
ESCAPED_CHAR = 2
IN_FIELD = 3
IN_QUOTED_FIELD = 4
ESCAPE_IN_QUOTED_FIELD = 5
QUOTE_IN_QUOTED_FIELD = 6
EAT_CRNL = 7
AFTER_ESCAPED_CRNL = 8


class W_Reader(W_AbstractIterator):
    _attrs_ = ("w_iter", "dialect", "state", "field", "field_len",
               "fields_w", "numeric_field", "line_num", "unquoted_field")

    def __init__(self, w_iter, dialect):
        self.w_iter = w_iter
        self.dialect = dialect
        self.state = START_RECORD
        self.field = StringBuilder()
        self.field_len = 0
        self.fields_w = []
        self.numeric_field = False
        self.unquoted_field = False
        self.line_num = 0

    def gettype(self):
        return w_reader_type

    def getattr_hook(self, name):
        if name == "dialect":
            return self.dialect
        if name == "line_num":
            return newint(self.line_num)
        return None

    def add_char(self, c):
        if self.field_len >= REGISTRY.field_limit:
            raise _error("field larger than field limit (%d)"
                         % REGISTRY.field_limit)
        encode_utf8_char(self.field, c)
        self.field_len += 1

    def save_field(self):
        w_field = W_Str(self.field.build(), self.field_len)
        self.field = StringBuilder()
        self.field_len = 0
        if self.numeric_field:
            self.numeric_field = False
            from objspace.modules.constructors import float_of
            w_field = float_of(w_field)
        self.fields_w.append(w_field)

    def next_w(self):
        self.fields_w = []
        self.state = START_RECORD
        self.field = StringBuilder()
        self.field_len = 0
        self.numeric_field = False
        while True:
            w_line = containers.next_w(self.w_iter)
            if w_line is None:
                if self.field_len != 0 or self.state == IN_QUOTED_FIELD:
                    if self.dialect.strict:
                        raise _error("unexpected end of data")
                    self.save_field()
                    break
                return None
            if not isinstance(w_line, W_Str):
                raise _error("iterator should return strings, not %s (the "
                             "file should be opened in text mode)"
                             % w_line.gettype().name)
            assert isinstance(w_line, W_Str)
            self.line_num += 1
            s = w_line.utf8
            pos = 0
            while pos < len(s):
                c, pos = decode_utf8_char(s, pos)
                self.process_char(c)
            self.process_char(EOL)
            if self.state == START_RECORD:
                break
        fields_w = self.fields_w
        self.fields_w = []
        return W_List(fields_w)

    def process_char(self, c):
        d = self.dialect
        state = self.state
        if state == START_RECORD:
            if c == EOL:
                return                      # an empty line: []
            if c == ord("\n") or c == ord("\r"):
                self.state = EAT_CRNL
                return
            self.state = state = START_FIELD
        if state == START_FIELD:
            if c == ord("\n") or c == ord("\r") or c == EOL:
                self.save_field()
                self.state = START_RECORD if c == EOL else EAT_CRNL
            elif c == d.quotechar and d.quoting != QUOTE_NONE:
                self.state = IN_QUOTED_FIELD
            elif c == d.escapechar:
                self.state = ESCAPED_CHAR
            elif c == ord(" ") and d.skipinitialspace:
                pass
            elif c == d.delimiter:
                self.save_field()
            else:
                if d.quoting == QUOTE_NONNUMERIC:
                    self.numeric_field = True
                self.add_char(c)
                self.state = IN_FIELD
        elif state == ESCAPED_CHAR:
            if c == ord("\n") or c == ord("\r"):
                self.add_char(c)
                self.state = AFTER_ESCAPED_CRNL
                return
            if c == EOL:
                c = ord("\n")
            self.add_char(c)
            self.state = IN_FIELD
        elif state == AFTER_ESCAPED_CRNL:
            if c == EOL:
                return
            self.state = IN_FIELD
            self.process_char(c)
        elif state == IN_FIELD:
            if c == ord("\n") or c == ord("\r") or c == EOL:
                self.save_field()
                self.state = START_RECORD if c == EOL else EAT_CRNL
            elif c == d.escapechar:
                self.state = ESCAPED_CHAR
            elif c == d.delimiter:
                self.save_field()
                self.state = START_FIELD
            else:
                self.add_char(c)
        elif state == IN_QUOTED_FIELD:
            if c == EOL:
                pass
            elif c == d.escapechar:
                self.state = ESCAPE_IN_QUOTED_FIELD
            elif c == d.quotechar and d.quoting != QUOTE_NONE:
                if d.doublequote:
                    self.state = QUOTE_IN_QUOTED_FIELD
                else:
                    self.state = IN_FIELD
            else:
                self.add_char(c)
        elif state == ESCAPE_IN_QUOTED_FIELD:
            if c == EOL:
                c = ord("\n")
            self.add_char(c)
            self.state = IN_QUOTED_FIELD
        elif state == QUOTE_IN_QUOTED_FIELD:
            if d.quoting != QUOTE_NONE and c == d.quotechar:
                self.add_char(c)            # a doubled quote
                self.state = IN_QUOTED_FIELD
            elif c == d.delimiter:
                self.save_field()
                self.state = START_FIELD
            elif c == ord("\n") or c == ord("\r") or c == EOL:
                self.save_field()
                self.state = START_RECORD if c == EOL else EAT_CRNL
            elif not d.strict:
                self.add_char(c)
                self.state = IN_FIELD
            else:
                raise _error("'%s' expected after '%s'" % (
                    _char_text(d.delimiter), _char_text(d.quotechar)))
        elif state == EAT_CRNL:
            if c == ord("\n") or c == ord("\r"):
                pass
            elif c == EOL:
                self.state = START_RECORD
            else:
                raise _error("new-line character seen in unquoted field - "
                             "do you need to open the file with "
                             "newline=''?")


def _char_text(c):
    b = StringBuilder(4)
    encode_utf8_char(b, c)
    return b.build()


def csv_reader(args):
    if len(args.args_w) == 0:
        raise_type_error("expected at least 1 argument, got 0")
    w_iter = containers.iter_w(args.args_w[0])
    return W_Reader(w_iter, _dialect_arg(args))


# ------------------------------------------------------------- writer

class W_Writer(W_Object):
    _attrs_ = ("w_write", "dialect")

    def __init__(self, w_write, dialect):
        self.w_write = w_write
        self.dialect = dialect

    def gettype(self):
        return w_writer_type

    def getattr_hook(self, name):
        if name == "dialect":
            return self.dialect
        return None


def _is_number(w_v):
    """PyNumber_Check: ints, floats, complex and objects with __index__,
    __int__, __float__ or __complex__."""
    from objspace.complexobject import W_Complex
    if isinstance(w_v, W_AbstractInt) or isinstance(w_v, W_Float) or \
            isinstance(w_v, W_Complex):
        return True
    for name in ["__index__", "__int__", "__float__", "__complex__"]:
        if w_v.gettype().lookup(name) is not None:
            return True
    return False


def _append_field(b, d, text, quoted):
    """CPython's join_append: the field's characters, escaped or quoted
    as the dialect says; `quoted` forces quotes."""
    body = StringBuilder(len(text) + 2)
    lt = d.lineterminator
    pos = 0
    while pos < len(text):
        c, pos = decode_utf8_char(text, pos)
        want_escape = False
        if c == d.delimiter or c == d.escapechar or c == d.quotechar or \
                c == ord("\n") or c == ord("\r") or _in_utf8(lt, c):
            if d.quoting == QUOTE_NONE:
                want_escape = True
            else:
                if c == d.quotechar:
                    if d.doublequote:
                        encode_utf8_char(body, c)
                    else:
                        want_escape = True
                elif c == d.escapechar:
                    want_escape = True
                if not want_escape:
                    quoted = True
            if want_escape:
                if d.escapechar == NOT_SET:
                    raise _error("need to escape, but no escapechar set")
                encode_utf8_char(body, d.escapechar)
        encode_utf8_char(body, c)
    if quoted:
        encode_utf8_char(b, d.quotechar)
    b.append(body.build())
    if quoted:
        encode_utf8_char(b, d.quotechar)


def _in_utf8(s, c):
    pos = 0
    while pos < len(s):
        x, pos = decode_utf8_char(s, pos)
        if x == c:
            return True
    return False


def writer_writerow(args):
    from objspace.reprs import str_w
    args_w = check_args(args, "writerow", 2, 2)
    w_self = args_w[0]
    if not isinstance(w_self, W_Writer):
        raise_type_error("descriptor 'writerow' needs a _csv.writer")
    assert isinstance(w_self, W_Writer)
    d = w_self.dialect
    w_row = args_w[1]
    try:
        w_it = containers.iter_w(w_row)
    except OperationError as e:
        if not e.w_value.gettype().issubtype(TYPES.by_name["TypeError"]):
            raise
        raise _error("iterable expected, not %s" % w_row.gettype().name)
    b = StringBuilder()
    n = 0
    last_empty = False
    while True:
        w_field = containers.next_w(w_it)
        if w_field is None:
            break
        if n > 0:
            encode_utf8_char(b, d.delimiter)
        n += 1
        quoted = False
        if d.quoting == QUOTE_NONNUMERIC:
            quoted = not _is_number(w_field)
        elif d.quoting == QUOTE_ALL:
            quoted = True
        if w_field is W_None:
            text = ""
        elif isinstance(w_field, W_Str):
            text = w_field.utf8
        else:
            text = str_w(w_field)
        last_empty = len(text) == 0
        _append_field(b, d, text, quoted)
    if n == 1 and last_empty:
        if d.quoting == QUOTE_NONE:
            raise _error("single empty field record must be quoted")
        b = StringBuilder()
        _append_field(b, d, "", True)
    b.append(d.lineterminator)
    line = b.build()
    from objspace.strobject import codepoints_in_utf8
    return w_self.w_write.call(Arguments([W_Str(line,
                                                codepoints_in_utf8(line))]))


def writer_writerows(args):
    args_w = check_args(args, "writerows", 2, 2)
    w_it = containers.iter_w(args_w[1])
    while True:
        w_row = containers.next_w(w_it)
        if w_row is None:
            break
        writer_writerow(Arguments([args_w[0], w_row]))
    return W_None


def csv_writer(args):
    if len(args.args_w) == 0:
        raise_type_error("expected at least 1 argument, got 0")
    w_file = args.args_w[0]
    w_write = attrs.getattr_or_none(w_file, "write")
    from objspace.modules.builtins_more import is_callable
    if w_write is None or not is_callable(w_write):
        raise_type_error('argument 1 must have a "write" method')
    return W_Writer(w_write, _dialect_arg(args))


# ----------------------------------------------------------- registry

def get_dialect_w(w_name):
    if isinstance(w_name, W_Str):
        i = REGISTRY.find(w_name.utf8)
        if i >= 0:
            return REGISTRY.dialects_w[i]
    raise _error("unknown dialect")
    return None


def csv_register_dialect(args):
    if len(args.args_w) == 0:
        raise_type_error("register_dialect() expected at least 1 argument, "
                         "got 0")
    w_name = args.args_w[0]
    if not isinstance(w_name, W_Str):
        raise_type_error("dialect name must be a string")
    assert isinstance(w_name, W_Str)
    w_d = _dialect_arg(args)
    i = REGISTRY.find(w_name.utf8)
    if i >= 0:
        REGISTRY.dialects_w[i] = w_d
    else:
        REGISTRY.names.append(w_name.utf8)
        REGISTRY.dialects_w.append(w_d)
    return W_None


def csv_unregister_dialect(args):
    args_w = check_args(args, "unregister_dialect", 1, 1)
    w_name = args_w[0]
    i = -1
    if isinstance(w_name, W_Str):
        i = REGISTRY.find(w_name.utf8)
    if i < 0:
        raise _error("unknown dialect")
    del REGISTRY.names[i]
    del REGISTRY.dialects_w[i]
    return W_None


def csv_get_dialect(args):
    args_w = check_args(args, "get_dialect", 1, 1)
    return get_dialect_w(args_w[0])


def csv_list_dialects(args):
    check_args(args, "list_dialects", 0, 0)
    return W_List([newstr(name) for name in REGISTRY.names])


def csv_field_size_limit(args):
    w_limit = args.get_kw("new_limit")
    args_w = check_args(args, "field_size_limit", 0, 1)
    if len(args_w) == 1:
        w_limit = args_w[0]
    old = REGISTRY.field_limit
    if w_limit is not None:
        if not isinstance(w_limit, W_Int):
            raise_type_error("limit must be an integer")
        assert isinstance(w_limit, W_Int)
        REGISTRY.field_limit = w_limit.intval
    return newint(old)


# -------------------------------------------------------------- types

w_dialect_type = W_TypeObject("Dialect", [w_object_type])
w_dialect_type.module = "_csv"
w_dialect_type.w_new = W_BuiltinFunction("__new__", dialect_new)
w_reader_type = make_type("reader", None, module="_csv")
w_writer_type = W_TypeObject("writer", [w_object_type])
w_writer_type.module = "_csv"
w_writer_type.dict_w["writerow"] = W_BuiltinFunction("writerow",
                                                     writer_writerow)
w_writer_type.dict_w["writerows"] = W_BuiltinFunction("writerows",
                                                      writer_writerows)

FUNCTIONS = [("reader", csv_reader), ("writer", csv_writer),
             ("register_dialect", csv_register_dialect),
             ("unregister_dialect", csv_unregister_dialect),
             ("get_dialect", csv_get_dialect),
             ("list_dialects", csv_list_dialects),
             ("field_size_limit", csv_field_size_limit)]


def make():
    REGISTRY.__init__()
    w_mod = W_Module("_csv")
    for name, fn in FUNCTIONS:
        w_mod.setitem(name, builtin_function(name, fn))
    for name, value in [("QUOTE_MINIMAL", QUOTE_MINIMAL),
                        ("QUOTE_ALL", QUOTE_ALL),
                        ("QUOTE_NONNUMERIC", QUOTE_NONNUMERIC),
                        ("QUOTE_NONE", QUOTE_NONE)]:
        w_mod.setitem(name, newint(value))
    w_mod.setitem("Error", w_csv_error)
    w_mod.setitem("Dialect", w_dialect_type)
    w_mod.setitem("__version__", newstr("1.0"))
    w_mod.setitem("__doc__", newstr("CSV parsing and writing."))
    return w_mod
