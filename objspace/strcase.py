"""Methods of str over character classes: case mapping (upper, lower,
casefold, swapcase, title, capitalize) and the is...() predicates, on the
character properties of unicodedb.py."""

from rpython.rlib.rstring import StringBuilder

from objspace.strobject import (W_Str, w_str_type, newstr, decode_utf8_char,
                                encode_utf8_char)
from objspace.intobject import newbool
from objspace.model import Arguments
from objspace.formatting_util import unicode_isspace, unicode_decimal, _is_printable
from objspace.strmethods import noargs, install, decode_all
from objspace.unicodedb import (UPPER, LOWER, TITLE, FOLD, to_lower, to_upper,
                                to_title, is_title, is_upper, is_lower,
                                is_cased, is_alpha, is_decimal, is_digit,
                                is_numeric, is_alnum, append_case_mapped,
                                is_identifier)


def _map_all(w_self, mode):
    s = w_self.utf8
    if w_self.is_ascii():
        if mode == UPPER:
            return W_Str(s.upper(), w_self.length)
        return W_Str(s.lower(), w_self.length)
    cps = decode_all(s)
    b = StringBuilder(len(s))
    for i in range(len(cps)):
        append_case_mapped(b, cps, i, mode)
    return newstr(b.build())


def str_upper(args):
    return _map_all(noargs(args, "upper"), UPPER)


def str_lower(args):
    return _map_all(noargs(args, "lower"), LOWER)


def str_casefold(args):
    return _map_all(noargs(args, "casefold"), FOLD)


def str_swapcase(args):
    w_self = noargs(args, "swapcase")
    cps = decode_all(w_self.utf8)
    b = StringBuilder(len(w_self.utf8))
    for i in range(len(cps)):
        cp = cps[i]
        if is_upper(cp):
            append_case_mapped(b, cps, i, LOWER)
        elif is_lower(cp):
            append_case_mapped(b, cps, i, UPPER)
        else:
            encode_utf8_char(b, cp)
    return newstr(b.build())


def str_title(args):
    w_self = noargs(args, "title")
    cps = decode_all(w_self.utf8)
    b = StringBuilder(len(w_self.utf8))
    prev_cased = False
    for i in range(len(cps)):
        cp = cps[i]
        if prev_cased:
            append_case_mapped(b, cps, i, LOWER)
        else:
            append_case_mapped(b, cps, i, TITLE)
        prev_cased = is_cased(cp)
    return newstr(b.build())


def str_capitalize(args):
    w_self = noargs(args, "capitalize")
    cps = decode_all(w_self.utf8)
    b = StringBuilder(len(w_self.utf8))
    for i in range(len(cps)):
        append_case_mapped(b, cps, i, TITLE if i == 0 else LOWER)
    return newstr(b.build())


# ------------------------------------------------------ predicates

def _all(w_self, pred):
    """True when the string is non-empty and pred holds for every code
    point (pred: 0 alpha, 1 alnum, 2 decimal, 3 digit, 4 numeric,
    5 space)."""
    s = w_self.utf8
    if len(s) == 0:
        return False
    pos = 0
    while pos < len(s):
        cp, pos = decode_utf8_char(s, pos)
        if pred == 0:
            ok = is_alpha(cp)
        elif pred == 1:
            ok = is_alnum(cp)
        elif pred == 2:
            ok = is_decimal(cp)
        elif pred == 3:
            ok = is_digit(cp)
        elif pred == 4:
            ok = is_numeric(cp)
        else:
            ok = unicode_isspace(cp)
        if not ok:
            return False
    return True


def str_isalpha(args):
    return newbool(_all(noargs(args, "isalpha"), 0))


def str_isalnum(args):
    return newbool(_all(noargs(args, "isalnum"), 1))


def str_isdecimal(args):
    return newbool(_all(noargs(args, "isdecimal"), 2))


def str_isdigit(args):
    return newbool(_all(noargs(args, "isdigit"), 3))


def str_isnumeric(args):
    return newbool(_all(noargs(args, "isnumeric"), 4))


def str_isspace(args):
    return newbool(_all(noargs(args, "isspace"), 5))


def str_isascii(args):
    return newbool(noargs(args, "isascii").is_ascii())


def str_isprintable(args):
    s = noargs(args, "isprintable").utf8
    pos = 0
    while pos < len(s):
        cp, pos = decode_utf8_char(s, pos)
        if not _is_printable(cp):
            return newbool(False)
    return newbool(True)


def _case_check(w_self, want_upper):
    s = w_self.utf8
    cased = False
    pos = 0
    while pos < len(s):
        cp, pos = decode_utf8_char(s, pos)
        if is_title(cp):
            return False
        if want_upper:
            if is_lower(cp):
                return False
            if is_upper(cp):
                cased = True
        else:
            if is_upper(cp):
                return False
            if is_lower(cp):
                cased = True
    return cased


def str_isupper(args):
    return newbool(_case_check(noargs(args, "isupper"), True))


def str_islower(args):
    return newbool(_case_check(noargs(args, "islower"), False))


def str_istitle(args):
    s = noargs(args, "istitle").utf8
    cased = False
    prev_cased = False
    pos = 0
    while pos < len(s):
        cp, pos = decode_utf8_char(s, pos)
        if is_upper(cp) or is_title(cp):
            if prev_cased:
                return newbool(False)
            prev_cased = True
            cased = True
        elif is_lower(cp):
            if not prev_cased:
                return newbool(False)
            prev_cased = True
            cased = True
        else:
            prev_cased = False
    return newbool(cased)


def str_isidentifier(args):
    return newbool(is_identifier(noargs(args, "isidentifier").utf8))


install([
    ("upper", str_upper), ("lower", str_lower), ("casefold", str_casefold),
    ("swapcase", str_swapcase), ("title", str_title),
    ("capitalize", str_capitalize), ("isalpha", str_isalpha),
    ("isalnum", str_isalnum), ("isdecimal", str_isdecimal),
    ("isdigit", str_isdigit), ("isnumeric", str_isnumeric),
    ("isspace", str_isspace), ("isascii", str_isascii),
    ("isprintable", str_isprintable), ("isupper", str_isupper),
    ("islower", str_islower), ("istitle", str_istitle),
    ("isidentifier", str_isidentifier)])


# upper() and lower() of an exact str without an Arguments object
# (W_BuiltinFunction.call1)


def _upper1(w_self):
    if not isinstance(w_self, W_Str):
        return str_upper(Arguments([w_self]))
    return _map_all(w_self, UPPER)


def _lower1(w_self):
    if not isinstance(w_self, W_Str):
        return str_lower(Arguments([w_self]))
    return _map_all(w_self, LOWER)


w_str_type.dict_w["upper"].call1 = _upper1
w_str_type.dict_w["lower"].call1 = _lower1
