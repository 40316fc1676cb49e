"""The built-in exceptions whose constructors take more than *args:
AttributeError(name=, obj=), NameError(name=), ImportError(name=, path=)
and its msg, SyntaxError(msg, (filename, lineno, offset, text[,
end_lineno, end_offset])) and its str, UnicodeTranslateError(object,
start, end, reason) and its str. The attributes live in the instance's
dict; W_BaseException.getattr_hook gives None while nothing set them."""

from objspace.funcobject import W_BuiltinFunction
from objspace.noneobject import W_None
from objspace.strobject import W_Str, newstr, w_str_type
from objspace.intobject import W_Int, w_int_type
from objspace.exceptions import (TYPES, W_BaseException, raise_type_error,
                                 w_AttributeError, w_NameError,
                                 w_ImportError, w_SyntaxError)


def _self_exc(args, name):
    w_self = args.args_w[0]
    if not isinstance(w_self, W_BaseException):
        raise_type_error("descriptor '%s' requires an exception" % name)
    assert isinstance(w_self, W_BaseException)
    return w_self


def _keywords(args, w_self, allowed):
    """Stores each keyword of `allowed` as an attribute; any other
    keyword is a TypeError as in CPython."""
    given_w = [None] * len(allowed)
    if args.kw_names is not None:
        for k in range(len(args.kw_names)):
            kw = args.kw_names[k]
            found = -1
            for j in range(len(allowed)):
                if allowed[j] == kw:
                    found = j
            if found < 0:
                raise_type_error("'%s' is an invalid keyword argument for "
                                 "%s()" % (kw, w_self.gettype().name))
            given_w[found] = args.kw_values_w[k]
    for j in range(len(allowed)):
        # one not given is unset (reads as None), so that a failed
        # attribute look-up may still fill AttributeError's name and obj
        w_v = given_w[j]
        if w_v is not None:
            w_self.setdictvalue(allowed[j], w_v)
        elif w_self.getdictvalue(allowed[j]) is not None:
            w_self.deldictvalue(allowed[j])


def attribute_error_init(args):
    w_self = _self_exc(args, "__init__")
    _keywords(args, w_self, ["name", "obj"])
    w_self.args_w = args.args_w[1:]
    return W_None


def name_error_init(args):
    w_self = _self_exc(args, "__init__")
    _keywords(args, w_self, ["name"])
    w_self.args_w = args.args_w[1:]
    return W_None


def import_error_init(args):
    w_self = _self_exc(args, "__init__")
    _keywords(args, w_self, ["name", "path"])
    args_w = args.args_w[1:]
    w_self.args_w = args_w
    w_self.setdictvalue("msg", args_w[0] if len(args_w) == 1 else W_None)
    return W_None


def import_error_str(args):
    from objspace.reprs import str_w
    w_self = _self_exc(args, "__str__")
    w_msg = w_self.getdictvalue("msg")
    if isinstance(w_msg, W_Str):     # exactly str: a subclass is no W_Str
        return w_msg
    return newstr(_base_str(w_self, str_w))


def _base_str(w_self, str_w):
    from objspace.reprs import repr_w
    from objspace.tupleobject import newtuple
    if len(w_self.args_w) == 0:
        return ""
    if len(w_self.args_w) == 1:
        return str_w(w_self.args_w[0])
    return repr_w(newtuple(list(w_self.args_w)))


# --- SyntaxError ---

SYNTAX_FIELDS = ["filename", "lineno", "offset", "text", "end_lineno",
                 "end_offset"]


def syntax_error_init(args):
    from objspace.sequences import unpack_iterable
    if args.has_kwargs():
        raise_type_error("%s() takes no keyword arguments"
                         % args.args_w[0].gettype().name)
    w_self = _self_exc(args, "__init__")
    args_w = args.args_w[1:]
    w_self.args_w = args_w
    if len(args_w) >= 1:
        w_self.setdictvalue("msg", args_w[0])
    if len(args_w) == 2:
        info_w = unpack_iterable(args_w[1])
        n = len(info_w)
        if n < 4:
            raise_type_error("function takes at least 4 arguments (%d "
                             "given)" % n)
        if n > 6:
            raise_type_error("function takes at most 6 arguments (%d "
                             "given)" % n)
        if n == 5:
            raise_type_error("end_offset must be provided when end_lineno "
                             "is provided")
        for j in range(len(SYNTAX_FIELDS)):
            w_v = info_w[j] if j < n else W_None
            w_self.setdictvalue(SYNTAX_FIELDS[j], w_v)
    return W_None


def _basename(path):
    i = path.rfind("/")
    if i < 0:
        return path
    return path[i + 1:]


def syntax_error_str(args):
    """msg (file, line N) as CPython prints it: the file's base name and
    the line when they are set."""
    from objspace.reprs import str_w
    w_self = _self_exc(args, "__str__")
    w_msg = w_self.getdictvalue("msg")
    if w_msg is None and w_self.args_w:
        w_msg = w_self.args_w[0]    # one made without __init__
    msg = str_w(w_msg if w_msg is not None else W_None)
    w_file = w_self.getdictvalue("filename")
    w_line = w_self.getdictvalue("lineno")
    filename = None
    if isinstance(w_file, W_Str):
        filename = _basename(w_file.utf8)
    have_line = isinstance(w_line, W_Int) and \
        w_line.gettype() is w_int_type
    if filename is not None and have_line:
        assert isinstance(w_line, W_Int)
        return newstr("%s (%s, line %d)" % (msg, filename, w_line.intval))
    if filename is not None:
        return newstr("%s (%s)" % (msg, filename))
    if have_line:
        assert isinstance(w_line, W_Int)
        return newstr("%s (line %d)" % (msg, w_line.intval))
    return newstr(msg)


def syntax_error_attr_default(name):
    """Whether a SyntaxError attribute reads as None while unset."""
    if name == "msg" or name == "print_file_and_line":
        return True
    for field in SYNTAX_FIELDS:
        if field == name:
            return True
    return False


# --- UnicodeTranslateError ---

if "UnicodeTranslateError" not in TYPES.by_name:
    TYPES.add("UnicodeTranslateError", "UnicodeError")
w_UnicodeTranslateError = TYPES.by_name["UnicodeTranslateError"]


def translate_error_init(args):
    if args.has_kwargs():
        raise_type_error("UnicodeTranslateError() takes no keyword "
                         "arguments")
    w_self = _self_exc(args, "__init__")
    args_w = args.args_w[1:]
    if len(args_w) != 4:
        raise_type_error("function takes exactly 4 arguments (%d given)"
                         % len(args_w))
    if not isinstance(args_w[0], W_Str):
        raise_type_error("argument 1 must be str, not %s"
                         % args_w[0].gettype().name)
    from objspace.sequences import index_or_none
    for j in [1, 2]:
        if index_or_none(args_w[j]) is None:
            raise_type_error("'%s' object cannot be interpreted as an "
                             "integer" % args_w[j].gettype().name)
    if not isinstance(args_w[3], W_Str):
        raise_type_error("argument 4 must be str, not %s"
                         % args_w[3].gettype().name)
    w_self.args_w = args_w
    w_self.setdictvalue("encoding", W_None)
    w_self.setdictvalue("object", args_w[0])
    w_self.setdictvalue("start", args_w[1])
    w_self.setdictvalue("end", args_w[2])
    w_self.setdictvalue("reason", args_w[3])
    return W_None


def translate_error_str(args):
    from rpython.rlib.rstring import StringBuilder
    from objspace.reprs import str_w
    from objspace.modules.codecs_impl import append_escape, codepoints
    w_self = _self_exc(args, "__str__")
    w_obj = w_self.getdictvalue("object")
    w_start = w_self.getdictvalue("start")
    w_end = w_self.getdictvalue("end")
    w_reason = w_self.getdictvalue("reason")
    if not isinstance(w_obj, W_Str) or not isinstance(w_start, W_Int) or \
            not isinstance(w_end, W_Int) or w_reason is None:
        return newstr(_base_str(w_self, str_w))
    start = w_start.intval
    end = w_end.intval
    reason = str_w(w_reason)
    cps = codepoints(w_obj.utf8)
    if end == start + 1 and 0 <= start < len(cps):
        b = StringBuilder(10)
        append_escape(b, cps[start])
        return newstr("can't translate character '%s' in position %d: %s"
                      % (b.build(), start, reason))
    return newstr("can't translate characters in position %d-%d: %s"
                  % (start, end - 1, reason))


# --- BaseException.add_note (PEP 678) ---

def exc_add_note(args):
    """add_note(note): appends the str note to the list __notes__
    (created on the first note)."""
    from objspace.argcheck import check_args
    from objspace.listobject import W_List
    args_w = check_args(args, "add_note", 2, 2)
    w_self = _self_exc(args, "add_note")
    w_note = args_w[1]
    if not isinstance(w_note, W_Str) and \
            not w_note.gettype().issubtype(w_str_type):
        raise_type_error("note must be a str, not '%s'"
                         % w_note.gettype().name)
    w_notes = w_self.getdictvalue("__notes__")
    if w_notes is None:
        w_notes = W_List([])
        w_self.setdictvalue("__notes__", w_notes)
    if not isinstance(w_notes, W_List):
        raise_type_error("Cannot add note: __notes__ is not a list")
    assert isinstance(w_notes, W_List)
    w_notes.append(w_note)
    return W_None


def notes_lines(w_exc):
    """The notes a traceback prints under the exception's message."""
    from objspace.reprs import str_w
    from objspace.sequences import unpack_iterable
    from objspace.listobject import W_List
    from objspace.tupleobject import W_Tuple
    w_notes = w_exc.getdictvalue("__notes__")
    if w_notes is None:
        return []
    if not isinstance(w_notes, W_List) and not isinstance(w_notes, W_Tuple):
        return [str_w(w_notes)]
    return [str_w(w_n) for w_n in unpack_iterable(w_notes)]


def _install():
    from objspace.exceptions import w_BaseException
    w_BaseException.dict_w["add_note"] = W_BuiltinFunction("add_note",
                                                           exc_add_note)
    for w_t, init in [(w_AttributeError, attribute_error_init),
                      (w_NameError, name_error_init),
                      (w_ImportError, import_error_init),
                      (w_SyntaxError, syntax_error_init),
                      (w_UnicodeTranslateError, translate_error_init)]:
        w_t.dict_w["__init__"] = W_BuiltinFunction("__init__", init)
    for w_t, fn in [(w_ImportError, import_error_str),
                    (w_SyntaxError, syntax_error_str),
                    (w_UnicodeTranslateError, translate_error_str)]:
        w_t.dict_w["__str__"] = W_BuiltinFunction("__str__", fn)


_install()
