"""complex(): the constructor (numbers, strings, __complex__), the
attributes and methods of complex numbers, and format(z, spec)."""

import math

from rpython.rlib import rfloat
from rpython.rlib.rdtoa import strtod

from objspace.model import Arguments
from objspace.funcobject import W_BuiltinFunction, W_Property
from objspace.complexobject import W_Complex, w_complex_type, format_part
from objspace.intobject import W_AbstractInt
from objspace.floatobject import W_Float, newfloat, positive_nan
from objspace.strobject import W_Str
from objspace.instances import W_Instance
from objspace.argcheck import check_args
from objspace.exceptions import raise_type_error, raise_value_error
from objspace.formatting_util import (FormatError, to_ascii_digits_spaces,
                                      ascii_isspace, str_repr, repeat_fill,
                                      utf8_length)


# --- complex(string) ---

def _lower_at(a, pos):
    c = a[pos]
    if 'A' <= c <= 'Z':
        return chr(ord(c) + 32)
    return c


def _word_at(a, pos, word):
    if pos + len(word) > len(a):
        return False
    for i in range(len(word)):
        if _lower_at(a, pos + i) != word[i]:
            return False
    return True


def _float_prefix_end(a, pos):
    """Where the longest float literal starting at pos ends (pos when
    there is none): PyOS_string_to_double's grammar, a sign, then
    inf/infinity/nan or digits[.digits][e[+-]digits]."""
    n = len(a)
    p = pos
    if p < n and (a[p] == '+' or a[p] == '-'):
        p += 1
    if _word_at(a, p, "infinity"):
        return p + 8
    if _word_at(a, p, "inf") or _word_at(a, p, "nan"):
        return p + 3
    ndigits = 0
    while p < n and '0' <= a[p] <= '9':
        p += 1
        ndigits += 1
    if p < n and a[p] == '.':
        p += 1
        while p < n and '0' <= a[p] <= '9':
            p += 1
            ndigits += 1
    if ndigits == 0:
        return pos
    if p < n and (a[p] == 'e' or a[p] == 'E'):
        q = p + 1
        if q < n and (a[q] == '+' or a[q] == '-'):
            q += 1
        if q < n and '0' <= a[q] <= '9':
            while q < n and '0' <= a[q] <= '9':
                q += 1
            p = q
    return p


def _float_value(a, start, end):
    assert 0 <= start <= end
    s = a[start:end]
    negative = s[0] == '-'
    body = s
    if s[0] == '-' or s[0] == '+':
        body = s[1:]
    c = body[0]
    if c == 'i' or c == 'I':
        x = rfloat.INFINITY
    elif c == 'n' or c == 'N':
        x = positive_nan()
    else:
        return strtod(s)
    return -x if negative else x


class _Malformed(Exception):
    pass


def _parse_complex(a):
    """complex_from_string_inner on an ASCII string: (real, imag), or
    _Malformed."""
    n = len(a)
    p = 0
    while p < n and ascii_isspace(a[p]):
        p += 1
    got_bracket = False
    if p < n and a[p] == '(':
        got_bracket = True
        p += 1
        while p < n and ascii_isspace(a[p]):
            p += 1
    x = 0.0
    y = 0.0
    end = _float_prefix_end(a, p)
    if end != p:
        z = _float_value(a, p, end)
        p = end
        if p < n and (a[p] == '+' or a[p] == '-'):
            x = z
            end = _float_prefix_end(a, p)
            if end != p:
                y = _float_value(a, p, end)
                p = end
            else:
                y = 1.0 if a[p] == '+' else -1.0
                p += 1
            if not (p < n and (a[p] == 'j' or a[p] == 'J')):
                raise _Malformed
            p += 1
        elif p < n and (a[p] == 'j' or a[p] == 'J'):
            p += 1
            y = z
        else:
            x = z
    else:
        y = 1.0
        if p < n and (a[p] == '+' or a[p] == '-'):
            y = 1.0 if a[p] == '+' else -1.0
            p += 1
        if not (p < n and (a[p] == 'j' or a[p] == 'J')):
            raise _Malformed
        p += 1
    while p < n and ascii_isspace(a[p]):
        p += 1
    if got_bracket:
        if not (p < n and a[p] == ')'):
            raise _Malformed
        p += 1
        while p < n and ascii_isspace(a[p]):
            p += 1
    if p != n:
        raise _Malformed
    return x, y


def _underscores_removed(a):
    """_Py_string_to_number_with_underscores: '_' only between digits;
    None when one is misplaced."""
    if '_' not in a:
        return a
    out = []
    prev = '\x00'
    for c in a:
        if c == '_':
            if not ('0' <= prev <= '9'):
                return None
        else:
            out.append(c)
            if prev == '_' and not ('0' <= c <= '9'):
                return None
        prev = c
    if prev == '_':
        return None
    return "".join(out)


def complex_from_string(s):
    a = _underscores_removed(to_ascii_digits_spaces(s))
    if a is None:
        raise_value_error("could not convert string to complex: "
                          + str_repr(s))
        raise AssertionError
    try:
        x, y = _parse_complex(a)
    except _Malformed:
        raise_value_error("complex() arg is a malformed string")
        raise AssertionError
    return W_Complex(x, y)


# --- complex(real, imag) ---

def _lookup(w_obj, name):
    """A special method of an instance's class, ready to be called with
    the instance first."""
    if isinstance(w_obj, W_Instance):
        from objspace.funcobject import special_binding
        return special_binding(w_obj.gettype().lookup(name))
    return None


def _is_number(w_obj):
    """Has nb_float or nb_index, or is a complex."""
    if isinstance(w_obj, W_AbstractInt) or isinstance(w_obj, W_Float) or \
            isinstance(w_obj, W_Complex):
        return True
    return _lookup(w_obj, "__float__") is not None or \
        _lookup(w_obj, "__index__") is not None


def _float_part(w_obj):
    from objspace.modules.mod_math import float_w
    return float_w(w_obj)


def complex_new(args):
    w_real = args.get_kw("real")
    w_imag = args.get_kw("imag")
    if args.has_kwargs():
        raise_type_error("'%s' is an invalid keyword argument for "
                         "complex()" % args.kw_names[0])
    args_w = args.args_w
    if len(args_w) > 2:
        raise_type_error("complex() takes at most 2 arguments (%d given)"
                         % len(args_w))
    if len(args_w) >= 1:
        if w_real is not None:
            raise_type_error("argument for complex() given by name "
                             "('real') and position (1)")
        w_real = args_w[0]
    if len(args_w) == 2:
        if w_imag is not None:
            raise_type_error("argument for complex() given by name "
                             "('imag') and position (2)")
        w_imag = args_w[1]
    return complex_of(w_real, w_imag)


def complex_of(w_r, w_i):
    """complex_new_impl; w_r or w_i None when not given."""
    if w_r is None:
        if w_i is None:
            return W_Complex(0.0, 0.0)
        from objspace.intobject import newint
        w_r = newint(0)
    if isinstance(w_r, W_Complex) and w_i is None:
        return w_r
    if isinstance(w_r, W_Str):
        if w_i is not None:
            raise_type_error("complex() can't take second arg if first is "
                             "a string")
        return complex_from_string(w_r.utf8)
    if w_i is not None and isinstance(w_i, W_Str):
        raise_type_error("complex() second arg can't be a string")
    w_meth = _lookup(w_r, "__complex__")
    if w_meth is not None:
        w_res = w_meth.call(Arguments([w_r]))
        from objspace.builtinsub import W_SubInstance
        if isinstance(w_res, W_SubInstance) and \
                isinstance(w_res.w_value, W_Complex):
            from objspace.warn import strict_subclass_result
            strict_subclass_result("__complex__", w_res, "complex")
            w_res = w_res.w_value
        if not isinstance(w_res, W_Complex):
            raise_type_error("__complex__ returned non-complex (type %s)"
                             % w_res.gettype().name)
        w_r = w_res
    if not _is_number(w_r):
        raise_type_error("complex() first argument must be a string or a "
                         "number, not '%s'" % w_r.gettype().name)
    if w_i is not None and not _is_number(w_i):
        raise_type_error("complex() second argument must be a number, "
                         "not '%s'" % w_i.gettype().name)
    if isinstance(w_r, W_Complex):
        cr_real = w_r.realval
        cr_imag = w_r.imagval
        cr_is_complex = True
    else:
        cr_real = _float_part(w_r)
        cr_imag = 0.0
        cr_is_complex = False
    if w_i is None:
        ci_real = cr_imag
    elif isinstance(w_i, W_Complex):
        ci_real = w_i.realval
        cr_real -= w_i.imagval
    else:
        ci_real = _float_part(w_i)
    if cr_is_complex and w_i is not None:
        ci_real += cr_imag
    return W_Complex(cr_real, ci_real)


# --- attributes and methods ---

def _self(args, name):
    from objspace.builtinsub import unwrap
    args_w = args.args_w
    w_self = unwrap(args_w[0]) if args_w else None
    if not isinstance(w_self, W_Complex):
        raise_type_error("descriptor '%s' requires a 'complex' object"
                         % name)
    assert isinstance(w_self, W_Complex)
    return w_self


def complex_real(args):
    return newfloat(_self(args, "real").realval)


def complex_imag(args):
    return newfloat(_self(args, "imag").imagval)


def complex_conjugate(args):
    w_self = _self(args, "conjugate")
    check_args(args, "conjugate", 1, 1)
    return W_Complex(w_self.realval, -w_self.imagval)


def complex_complex(args):
    w_self = _self(args, "__complex__")
    check_args(args, "__complex__", 1, 1)
    return w_self


def complex_getnewargs(args):
    from objspace.tupleobject import newtuple
    w_self = _self(args, "__getnewargs__")
    check_args(args, "__getnewargs__", 1, 1)
    return newtuple([newfloat(w_self.realval), newfloat(w_self.imagval)])


def _readonly(args):
    from objspace.exceptions import raise_attribute_error
    raise_attribute_error("readonly attribute")
    raise AssertionError


def _install():
    # real and imag are member descriptors in CPython: setting one says
    # "readonly attribute"
    w_readonly = W_BuiltinFunction("__set__", _readonly)
    for name, fn, doc in [
            ("real", complex_real, "the real part of a complex number"),
            ("imag", complex_imag, "the imaginary part of a complex number")]:
        w_get = W_BuiltinFunction(name, fn)
        w_get.doc = doc
        w_complex_type.dict_w[name] = W_Property(w_get, w_readonly, None)
    for name, fn in [("conjugate", complex_conjugate),
                     ("__complex__", complex_complex),
                     ("__getnewargs__", complex_getnewargs)]:
        w_complex_type.dict_w[name] = W_BuiltinFunction(name, fn)
    w_complex_type.w_new = W_BuiltinFunction("complex", complex_new)


_install()


# --- format(z, spec) ---

def _number_pieces(s):
    """(sign, rest) of a formatted part."""
    if s.startswith('-') or s.startswith('+'):
        return s[0], s[1:]
    return '', s


def _part(x, code, precision, flags, fs, force_sign):
    """One part with the spec's sign option (always a sign for the
    imaginary part after a real part), grouped like a float."""
    from objspace.formatting import _drop_negative_zero, _grouping_of, \
        _group_digits
    s = format_part(x, code, precision, flags)
    if fs.no_neg_0 and s.startswith('-') and not math.isinf(x) and \
            not math.isnan(x):
        s = _drop_negative_zero(s)
    sign_char, rest = _number_pieces(s)
    sign = ''
    if sign_char == '-':
        sign = '-'
    elif force_sign or fs.sign == '+':
        sign = '+'
    elif fs.sign == ' ':
        sign = ' '
    group, sep = _grouping_of(fs, False)
    if group == 0 or fs.type == 'n':
        return sign + rest
    i = 0
    while i < len(rest) and '0' <= rest[i] <= '9':
        i += 1
    if i == 0:
        return sign + rest      # inf, nan
    return sign + _group_digits(rest[:i], 0, group, sep) + rest[i:]


def format_complex(w_z, spec):
    """complex.__format__ (format_complex_internal)."""
    from objspace.reprs import repr_w
    from objspace.formatting import parse_format_spec, _unknown_type
    if not spec:
        return repr_w(w_z)
    fs = parse_format_spec(spec, "complex")
    if fs.fill == '0':
        raise FormatError("Zero padding is not allowed in complex format "
                          "specifier")
    if fs.align == '=':
        raise FormatError("'=' alignment flag is not allowed in complex "
                          "format specifier")
    t = fs.type
    if not (t == '' or t == 'e' or t == 'E' or t == 'f' or t == 'F' or
            t == 'g' or t == 'G' or t == 'n'):
        raise _unknown_type(t, "complex")
    re = w_z.realval
    im = w_z.imagval
    flags = 0
    if fs.alternate:
        flags |= rfloat.DTSF_ALT
    skip_re = False
    add_parens = False
    precision = fs.precision
    if t == '':
        code = 'r'
        default_precision = 0
        if re == 0.0 and math.copysign(1.0, re) == 1.0:
            skip_re = True
        else:
            add_parens = True
    elif t == 'n':
        code = 'g'
        default_precision = 6
    else:
        code = t[0]
        default_precision = 6
    if precision < 0:
        precision = default_precision
    elif code == 'r':
        code = 'g'
    pieces = []
    if add_parens:
        pieces.append('(')
    if not skip_re:
        pieces.append(_part(re, code, precision, flags, fs, False))
    pieces.append(_part(im, code, precision, flags, fs, not skip_re))
    pieces.append('j')
    if add_parens:
        pieces.append(')')
    body = "".join(pieces)
    n_pad = fs.width - utf8_length(body)
    if n_pad <= 0:
        return body
    align = fs.align
    if align == '<':
        return body + repeat_fill(fs.fill, n_pad)
    if align == '^':
        left = n_pad // 2
        return (repeat_fill(fs.fill, left) + body +
                repeat_fill(fs.fill, n_pad - left))
    return repeat_fill(fs.fill, n_pad) + body
