"""str.maketrans / str.translate and bytes.maketrans / bytes.translate
(also bytearray.translate), with CPython 3.11's argument forms and
errors."""

from rpython.rlib.rstring import StringBuilder

from objspace.model import OperationError
from objspace.funcobject import W_BuiltinFunction, W_StaticMethod
from objspace.intobject import W_Int, W_Long, newint
from objspace.strobject import W_Str, w_str_type, decode_utf8_char
from objspace.dictobject import W_Dict
from objspace.noneobject import W_None, W_NoneObject
from objspace.bytesobject import (W_AbstractBytes, W_Bytes, buffer_of,
                                  w_bytes_type, w_bytearray_type)
from objspace.exceptions import raise_type_error, raise_value_error


def _cps(s):
    cps = []
    pos = 0
    while pos < len(s):
        cp, pos = decode_utf8_char(s, pos)
        cps.append(cp)
    return cps


def str_maketrans(args):
    from objspace.argcheck import check_args
    args_w = check_args(args, "maketrans", 1, 3)
    w_x = args_w[0]
    w_result = W_Dict()
    if len(args_w) == 1:
        if not isinstance(w_x, W_Dict):
            raise_type_error("if you give only one argument to maketrans "
                             "it must be a dict")
            raise AssertionError
        for w_key, w_value in w_x.data.items():
            if isinstance(w_key, W_Str):
                if w_key.length != 1:
                    raise_value_error("string keys in translate table must "
                                      "be of length 1")
                cp, _ = decode_utf8_char(w_key.utf8, 0)
                w_result.setitem(newint(cp), w_value)
            elif isinstance(w_key, W_Int) or isinstance(w_key, W_Long):
                w_result.setitem(w_key, w_value)
            else:
                raise_type_error("keys in translate table must be strings "
                                 "or integers")
        return w_result
    w_y = args_w[1]
    if not isinstance(w_y, W_Str):
        raise_type_error("maketrans() argument 2 must be str, not %s"
                         % w_y.gettype().name)
        raise AssertionError
    w_z = None
    if len(args_w) == 3:
        w_z = args_w[2]
        if not isinstance(w_z, W_Str):
            raise_type_error("maketrans() argument 3 must be str, not %s"
                             % w_z.gettype().name)
            raise AssertionError
    if not isinstance(w_x, W_Str):
        raise_type_error("first maketrans argument must be a string if "
                         "there is a second argument")
        raise AssertionError
    if w_x.length != w_y.length:
        raise_value_error("the first two maketrans arguments must have "
                          "equal length")
    xs = _cps(w_x.utf8)
    ys = _cps(w_y.utf8)
    for i in range(len(xs)):
        w_result.setitem(newint(xs[i]), newint(ys[i]))
    if w_z is not None:
        for cp in _cps(w_z.utf8):
            w_result.setitem(newint(cp), W_None)
    return w_result


def _lookup(w_table, cp):
    """table[cp], or None when the lookup raised LookupError (the
    character is then kept)."""
    from objspace.containers import getitem_w
    from objspace.bytesobject import w_LookupError
    w_key = newint(cp)
    if isinstance(w_table, W_Dict):
        w_v = w_table.data.get(w_key, None)
        return w_v
    try:
        return getitem_w(w_table, w_key)
    except OperationError as e:
        if e.w_value.gettype().issubtype(w_LookupError):
            return None
        raise


def str_translate(args):
    from objspace.formatting_util import utf8_encode
    from objspace.strmethods import get_self, no_kw
    w_self = get_self(args, "translate")
    no_kw(args, "translate")
    if len(args.args_w) != 2:
        raise_type_error("str.translate() takes exactly one argument (%d "
                         "given)" % (len(args.args_w) - 1))
    w_table = args.args_w[1]
    s = w_self.utf8
    b = StringBuilder(len(s))
    length = 0
    pos = 0
    while pos < len(s):
        start = pos
        cp, pos = decode_utf8_char(s, pos)
        w_v = _lookup(w_table, cp)
        if w_v is None:
            assert start >= 0 and pos >= start
            b.append(s[start:pos])
            length += 1
        elif isinstance(w_v, W_NoneObject):
            pass
        elif isinstance(w_v, W_Int) or isinstance(w_v, W_Long):
            if not isinstance(w_v, W_Int) or \
                    not 0 <= w_v.intval < 0x110000:
                raise_value_error("character mapping must be in "
                                  "range(0x110000)")
                raise AssertionError
            b.append(utf8_encode(w_v.intval))
            length += 1
        elif isinstance(w_v, W_Str):
            b.append(w_v.utf8)
            length += w_v.length
        else:
            raise_type_error("character mapping must return integer, None "
                             "or str")
    return W_Str(b.build(), length)


def bytes_maketrans(args):
    from objspace.argcheck import check_args
    args_w = check_args(args, "maketrans", 2, 2)
    frm = buffer_of(args_w[0])
    to = buffer_of(args_w[1])
    if len(frm) != len(to):
        raise_value_error("maketrans arguments must have same length")
    table = [chr(i) for i in range(256)]
    for i in range(len(frm)):
        table[ord(frm[i])] = to[i]
    return W_Bytes("".join(table))


def bytes_translate(args):
    from objspace.bytesmethods import get_self
    w_self = get_self(args, "translate")
    w_delete = args.get_kw("delete")
    if args.has_kwargs():
        raise_type_error("'%s' is an invalid keyword argument for "
                         "translate()" % args.kw_names[0])
    n = len(args.args_w) - 1
    if n < 1:
        raise_type_error("translate() takes at least 1 positional argument "
                         "(0 given)")
    if n > 2 or (n == 2 and w_delete is not None):
        raise_type_error("translate() takes at most 2 arguments (%d given)"
                         % (n + (1 if w_delete is not None else 0)))
    w_table = args.args_w[1]
    if n == 2:
        w_delete = args.args_w[2]
    table = ""
    if not isinstance(w_table, W_NoneObject):
        table = buffer_of(w_table)
        if len(table) != 256:
            raise_value_error("translation table must be 256 characters "
                              "long")
    deleted = [False] * 256
    if w_delete is not None:
        dels = buffer_of(w_delete)
        for i in range(len(dels)):
            deleted[ord(dels[i])] = True
    s = w_self.value
    b = StringBuilder(len(s))
    for i in range(len(s)):
        c = ord(s[i])
        if deleted[c]:
            continue
        if table:
            b.append(table[c])
        else:
            b.append(s[i])
    return w_self.wrap_same(b.build())


def _install():
    w_str_type.dict_w["maketrans"] = W_StaticMethod(
        W_BuiltinFunction("maketrans", str_maketrans))
    w_str_type.dict_w["translate"] = W_BuiltinFunction("translate",
                                                       str_translate)
    w_maketrans = W_StaticMethod(W_BuiltinFunction("maketrans",
                                                   bytes_maketrans))
    w_translate = W_BuiltinFunction("translate", bytes_translate)
    w_bytes_type.dict_w["maketrans"] = w_maketrans
    w_bytearray_type.dict_w["maketrans"] = w_maketrans
    w_bytes_type.dict_w["translate"] = w_translate
    w_bytearray_type.dict_w["translate"] = w_translate


_install()
