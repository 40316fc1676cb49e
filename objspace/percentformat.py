"""The str % args operator: parses the format string and hands each
conversion to the engine in formatting_percent.py."""

import sys

from rpython.rlib.rstring import StringBuilder

from objspace.model import OperationError
from objspace.intobject import W_Int, W_AbstractInt, W_Bool
from objspace.floatobject import W_Float
from objspace.strobject import W_Str, newstr
from objspace.tupleobject import W_Tuple
from objspace.dictobject import W_Dict
from objspace.listobject import W_List
from objspace.bytesobject import W_AbstractBytes
from objspace.iterobject import W_Range
from objspace.instances import W_Instance
from objspace.builtinsub import unwrap
from objspace.exceptions import raise_type_error, raise_value_error
from objspace.formatting_util import FormatError
from objspace import formatting_percent as fp


def _is_mapping(w_obj):
    """CPython takes any object with a subscript other than a tuple or a
    str as the mapping of `%(key)s` (so 'ab' % [] is 'ab', no error)."""
    from objspace.mappingproxy import W_MappingProxy
    from objspace.memoryview import W_MemoryView
    from objspace.modules.mod_array import W_Array
    if isinstance(w_obj, W_Instance):
        return w_obj.gettype().lookup("__getitem__") is not None
    return isinstance(w_obj, W_List) or isinstance(w_obj, W_AbstractBytes) \
        or isinstance(w_obj, W_Range) or \
        isinstance(w_obj, W_MappingProxy) or \
        isinstance(w_obj, W_MemoryView) or isinstance(w_obj, W_Array)


class _Args(object):
    def __init__(self, w_args, is_bytes):
        self.w_dict = None
        self.w_mapping = None   # any other object with __getitem__
        from objspace.builtinsub import unwrap
        w_tuple = unwrap(w_args)   # a tuple subclass (namedtuple) too
        if isinstance(w_tuple, W_Tuple):
            self.items_w = w_tuple.items_w
        else:
            self.items_w = [w_args]
            if isinstance(w_args, W_Dict):
                self.w_dict = w_args
            elif _is_mapping(w_args):
                # bytes formatting takes no bytes-like object as a mapping
                if not (is_bytes and isinstance(w_args, W_AbstractBytes)):
                    self.w_mapping = w_args
        self.index = 0
        self.used_key = False

    def next(self):
        # after a %(key) conversion no positional argument is left
        if self.index >= len(self.items_w) or self.used_key:
            raise_type_error("not enough arguments for format string")
        w_v = self.items_w[self.index]
        self.index += 1
        return w_v


def _number(w_v, conv):
    if isinstance(w_v, W_AbstractInt) or isinstance(w_v, W_Float):
        return
    tn = w_v.gettype().name
    if conv in "eEfFgG":
        raise_type_error("must be real number, not %s" % tn)
    if conv in "oxXc":
        raise_type_error("%%%s format: an integer is required, not %s"
                         % (conv, tn))
    raise_type_error("%%%s format: a real number is required, not %s"
                     % (conv, tn))


def _is_number_like(w_arg):
    """CPython's PyNumber_Check for objects other than int and float."""
    if not isinstance(w_arg, W_Instance):
        return False
    w_type = w_arg.gettype()
    return (w_type.lookup("__index__") is not None or
            w_type.lookup("__int__") is not None or
            w_type.lookup("__float__") is not None)


def _instance_int(w_arg, conv):
    """%d takes int(x), %o %x %X take x.__index__(), of a number-like
    object; else the format's TypeError."""
    from objspace.exceptions import w_TypeError
    w_res = None
    if _is_number_like(w_arg):
        try:
            if conv in "oxX":
                from objspace.sequences import index_or_none
                w_res = index_or_none(w_arg)
            else:
                from objspace.modules.constructors import int_of
                w_res = int_of(w_arg)
        except OperationError as e:
            if not e.w_value.gettype().issubtype(w_TypeError):
                raise
            w_res = None
    if not isinstance(w_res, W_AbstractInt):
        _number(w_arg, conv)
        raise AssertionError
    return w_res


def _instance_float(w_arg, conv):
    """%e %f %g of a number-like object: float(x)."""
    from objspace.exceptions import w_TypeError
    w_res = None
    if _is_number_like(w_arg):
        try:
            from objspace.modules.constructors import float_of
            w_res = float_of(w_arg)
        except OperationError as e:
            if not e.w_value.gettype().issubtype(w_TypeError):
                raise
            w_res = None
    if not isinstance(w_res, W_Float):
        _number(w_arg, conv)
        raise AssertionError
    return w_res.floatval


def percent_format(w_fmt, w_args):
    return newstr(format_string(w_fmt.utf8, w_args, False))


def bytes_percent_format(w_fmt, w_args):
    """bytes % args and bytearray % args (PEP 461)."""
    assert isinstance(w_fmt, W_AbstractBytes)
    return w_fmt.wrap_same(format_string(w_fmt.value, w_args, True))


def _key(key, is_bytes):
    if is_bytes:
        from objspace.bytesobject import W_Bytes
        return W_Bytes(key)
    return newstr(key)


def format_string(fmt, w_args, is_bytes):
    """The formatted text: utf-8 for str, raw bytes when is_bytes."""
    from objspace.reprs import str_w, repr_w
    from objspace.formatops import format_error
    args = _Args(w_args, is_bytes)
    b = StringBuilder()
    i = 0
    n = len(fmt)
    used_dict = False
    try:
        while i < n:
            c = fmt[i]
            if c != '%':
                b.append(c)
                i += 1
                continue
            i += 1
            if i >= n:
                raise_value_error("incomplete format")
            if fmt[i] == '%':
                b.append('%')     # only a bare %% is a literal percent
                i += 1
                continue
            w_arg = None
            if fmt[i] == '(':
                if args.w_dict is None and args.w_mapping is None:
                    raise_type_error("format requires a mapping")
                depth = 1
                j = i + 1
                while j < n and depth > 0:
                    if fmt[j] == '(':
                        depth += 1
                    elif fmt[j] == ')':
                        depth -= 1
                    j += 1
                if depth > 0:
                    raise_value_error("incomplete format key")
                stop = j - 1
                assert stop >= i + 1
                key = fmt[i + 1:stop]
                if args.w_dict is not None:
                    w_arg = args.w_dict.getitem(_key(key, is_bytes))
                    if w_arg is None:
                        from objspace.exceptions import raise_key_error
                        raise_key_error(_key(key, is_bytes))
                else:
                    from objspace.containers import getitem_w
                    w_arg = getitem_w(args.w_mapping, _key(key, is_bytes))
                used_dict = True
                args.used_key = True
                i = j
            flags = ""
            while i < n and fmt[i] in "-+ #0":
                flags += fmt[i]
                i += 1
            width = -1
            if i < n and fmt[i] == '*':
                width = _star_arg(args.next(), False)
                if width < 0:
                    flags += "-"
                    width = -width
                i += 1
            else:
                while i < n and fmt[i].isdigit():
                    d = ord(fmt[i]) - 48
                    if max(width, 0) > (MAXINT - d) // 10:
                        raise_value_error("width too big")
                    width = max(width, 0) * 10 + d
                    i += 1
            prec = -1
            if i < n and fmt[i] == '.':
                i += 1
                prec = 0
                if i < n and fmt[i] == '*':
                    prec = max(_star_arg(args.next(), True), 0)
                    i += 1
                else:
                    while i < n and fmt[i].isdigit():
                        d = ord(fmt[i]) - 48
                        if prec > (INT_MAX - d) // 10:
                            raise_value_error("prec too big" if is_bytes
                                              else "precision too big")
                        prec = prec * 10 + d
                        i += 1
            while i < n and fmt[i] in "hlL":
                i += 1
            if i >= n:
                raise_value_error("incomplete format")
            conv = fmt[i]
            i += 1
            if w_arg is None:
                w_arg = args.next()
            if is_bytes and (conv == 's' or conv == 'b' or conv == 'r' or
                             conv == 'a' or conv == 'c'):
                b.append(_bytes_conversion(w_arg, conv, flags, width, prec))
            elif conv == 's' or conv == 'r' or conv == 'a':
                s = str_w(w_arg) if conv == 's' else repr_w(w_arg)
                if conv == 'a':
                    from objspace.modules.builtins_more import ascii_of
                    s = ascii_of(s)
                b.append(fp.percent_format_str(s, flags, width, prec))
            elif conv in "diouxX":
                w_arg = unwrap(w_arg)     # an int or float subclass
                if isinstance(w_arg, W_Float):
                    if conv in "oxX":
                        raise_type_error("%%%s format: an integer is "
                                         "required, not float" % conv)
                    from rpython.rlib.rbigint import rbigint
                    from objspace.intobject import long_tofloat
                    big = rbigint.fromfloat(w_arg.floatval)
                elif isinstance(w_arg, W_AbstractInt):
                    big = w_arg.as_bigint()
                else:
                    big = _instance_int(w_arg, conv).as_bigint()
                b.append(fp.percent_format_int(big, flags, width, prec,
                                               conv))
            elif conv in "eEfFgG":
                w_arg = unwrap(w_arg)
                if isinstance(w_arg, W_Float):
                    f = w_arg.floatval
                elif isinstance(w_arg, W_Int):
                    f = float(w_arg.intval)
                elif isinstance(w_arg, W_AbstractInt):
                    from objspace.intobject import long_tofloat
                    f = long_tofloat(w_arg.as_bigint())
                else:
                    if is_bytes and not _is_number_like(w_arg):
                        raise_type_error("float argument required, not %s"
                                         % w_arg.gettype().name)
                    f = _instance_float(w_arg, conv)
                b.append(fp.percent_format_float(f, flags, width, prec,
                                                 conv))
            elif conv == 'c':
                if isinstance(w_arg, W_Str) and w_arg.length == 1:
                    b.append(fp.percent_format_str(w_arg.utf8, flags, width,
                                                   -1))
                else:
                    # an int or __index__ object, range-checked
                    from objspace.sequences import index_or_none
                    from objspace.exceptions import w_TypeError
                    w_i = None
                    if not isinstance(w_arg, W_Str):
                        try:
                            w_i = index_or_none(w_arg)
                        except OperationError as e:
                            # CPython reports any TypeError as this one
                            if not e.w_value.gettype().issubtype(
                                    w_TypeError):
                                raise
                    if w_i is None:
                        raise_type_error("%c requires int or char")
                        raise AssertionError
                    b.append(fp.percent_format_int(w_i.as_bigint(), flags,
                                                   width, -1, 'c'))
            else:
                _unsupported(fmt, i - 1, is_bytes)
    except FormatError as e:
        raise format_error(e)
    if args.index < len(args.items_w) and not used_dict and \
            args.w_dict is None and args.w_mapping is None:
        raise_type_error("not all arguments converted during %s "
                         "formatting" % ("bytes" if is_bytes else "string"))
    return b.build()


MAXINT = sys.maxint
INT_MAX = 2147483647


def _star_arg(w_v, is_prec):
    """The int a '*' width (a C ssize_t) or precision (a C int) takes."""
    w_v = unwrap(w_v)
    if not isinstance(w_v, W_AbstractInt):
        raise_type_error("* wants int")
        raise AssertionError
    if isinstance(w_v, W_Int):
        v = w_v.intval
        if not is_prec or -INT_MAX - 1 <= v <= INT_MAX:
            return v
    from objspace.exceptions import raise_overflow
    raise_overflow("Python int too large to convert to C %s"
                   % ("int" if is_prec else "ssize_t"))
    return 0


def _unsupported(fmt, pos, is_bytes):
    """ValueError for the conversion character at byte pos: its code
    point and its index in code points, the character itself only when
    printable ASCII (str), as CPython says."""
    if is_bytes:
        c = ord(fmt[pos])
        if c >= 128:     # CPython's %c of a byte above 127 fails so
            from objspace.exceptions import raise_overflow
            raise_overflow("character argument not in range(0x110000)")
        ch = fmt[pos]
        index = pos
    else:
        from objspace.strobject import decode_utf8_char
        c, nxt = decode_utf8_char(fmt, pos)
        ch = fmt[pos] if 31 <= c <= 126 else "?"
        index = 0
        for k in range(pos):
            if ord(fmt[k]) & 0xC0 != 0x80:
                index += 1
    raise_value_error("unsupported format character '%s' (0x%x) at index "
                      "%d" % (ch, c, index))


def _bytes_conversion(w_arg, conv, flags, width, prec):
    """%s %b %r %a %c of bytes formatting, padded to width."""
    from objspace.bytesobject import W_Bytes
    if conv == 'r' or conv == 'a':
        from objspace.reprs import repr_w
        from objspace.modules.builtins_more import ascii_of
        s = ascii_of(repr_w(w_arg))
    elif conv == 'c':
        s = ""
        if isinstance(w_arg, W_AbstractBytes) and len(w_arg.value) == 1:
            s = w_arg.value
        elif isinstance(w_arg, W_Int) and 0 <= w_arg.intval < 256:
            s = chr(w_arg.intval)
        elif isinstance(w_arg, W_AbstractInt):
            from objspace.exceptions import raise_overflow
            raise_overflow("%c arg not in range(256)")
        else:
            raise_type_error("%c requires an integer in range(256) or a "
                             "single byte")
        prec = -1
    else:
        s = _bytes_of(w_arg)
    if prec >= 0 and prec < len(s):
        assert prec >= 0
        s = s[:prec]
    pad = width - len(s)
    if pad <= 0:
        return s
    if "-" in flags:
        return s + " " * pad
    return " " * pad + s


def _bytes_of(w_arg):
    from objspace.bytesobject import W_Bytes
    if isinstance(w_arg, W_AbstractBytes):
        return w_arg.value
    w_unwrapped = unwrap(w_arg)
    if isinstance(w_unwrapped, W_AbstractBytes):
        return w_unwrapped.value
    from objspace.memoryview import W_MemoryView
    if isinstance(w_arg, W_MemoryView):
        return w_arg.data()
    data = w_arg.buffer_hook()      # array.array and other buffers
    if data is not None:
        return data
    w_meth = w_arg.gettype().lookup("__bytes__")
    if w_meth is not None:
        from objspace.model import Arguments
        from objspace.funcobject import special_binding
        w_res = special_binding(w_meth).call(Arguments([w_arg]))
        if isinstance(w_res, W_Bytes):
            return w_res.value
        raise_type_error("__bytes__ returned non-bytes (type %s)"
                         % w_res.gettype().name)
    raise_type_error("%%b requires a bytes-like object, or an object that "
                     "implements __bytes__, not '%s'" % w_arg.gettype().name)
    raise AssertionError
