"""bytes and bytearray: a plain RPython str of byte values. bytearray
shares the implementation; mutations replace its whole string, except
appends, which are collected until the value is next read (see
W_AbstractBytes.value). Methods live in bytesmethods.py."""

import sys

from rpython.rlib.rstring import StringBuilder

from interpreter.frontend import astnodes as A
from objspace.model import W_Object, OperationError
from objspace.typeobject import W_TypeObject, w_object_type
from objspace.intobject import W_Int, W_Long, newint, newbool
from objspace.strobject import W_Str, newstr, encode_utf8_char
from objspace.instances import W_Instance
from objspace.iterobject import W_AbstractIterator
from objspace.sequences import W_Slice, slice_indices
from objspace.exceptions import (TYPES, oefmt, raise_type_error,
                                 raise_value_error, raise_overflow,
                                 w_TypeError)

HEXDIGITS = "0123456789abcdef"


class W_AbstractBytes(W_Object):
    _attrs_ = ("_value", "tail")

    def __init__(self, value):
        self._value = value
        self.tail = None

    # `value` is the whole byte string. A bytearray grown by appends
    # (`ba += x`, append, extend) collects them in `tail` until the value
    # is read: each append copying the whole array made append loops
    # quadratic (base64.b32encode of 1 MB: 200,000 appends, 20 s).
    # bytes never has a tail.
    def _get_value(self):
        if self.tail is not None:
            self._flush_tail()
        return self._value

    def _set_value(self, value):
        self._value = value
        self.tail = None

    value = property(_get_value, _set_value)

    def _flush_tail(self):
        tail = self.tail
        assert tail is not None
        self.tail = None
        self._value = self._value + tail.build()
    _flush_tail._dont_inline_ = True

    def append_bytes(self, s):
        """Appends s (bytearray only)."""
        tail = self.tail
        if tail is None:
            tail = StringBuilder()
            self.tail = tail
        tail.append(s)

    def wrap_same(self, s):
        """A new object of the same kind (bytes or bytearray)."""
        raise NotImplementedError

    def kind(self):
        raise NotImplementedError

    def len_hook(self):
        return len(self.value)

    def getitem_hook(self, w_key):
        s = self.value
        if isinstance(w_key, W_Int):
            return newint(ord(s[self.index(w_key.intval)]))
        if isinstance(w_key, W_Slice):
            return self.wrap_same(slice_str(s, w_key))
        return newint(ord(s[self.index(self.other_index(w_key))]))

    def other_index(self, w_key):
        """An index that is not a machine int: a big int (IndexError) or
        an object with __index__, else TypeError."""
        from objspace.sequences import index_or_none, ssize_w, INDEX_ERROR
        w_i = index_or_none(w_key)
        if w_i is None:
            what = "byte" if isinstance(self, W_Bytes) else "bytearray"
            raise_type_error("%s indices must be integers or slices, not %s"
                             % (what, w_key.gettype().name))
        return ssize_w(w_i, INDEX_ERROR)

    def index(self, i):
        n = len(self.value)
        if i < 0:
            i += n
        if i < 0 or i >= n:
            from objspace.exceptions import raise_index_error
            if isinstance(self, W_Bytes):
                raise_index_error("index out of range")
            raise_index_error("bytearray index out of range")
        return i

    def iter_hook(self):
        return W_BytesIterator(self)

    def contains_hook(self, w_item):
        if isinstance(w_item, W_Int):
            c = byte_value(w_item)
            return 1 if self.value.find(chr(c)) >= 0 else 0
        sub = sub_or_byte(w_item)
        return 1 if self.value.find(sub) >= 0 else 0

    def eq_hook(self, w_other):
        if isinstance(w_other, W_AbstractBytes):
            return self.value == w_other.value
        return False

    def compare_hook(self, w_other, op):
        if isinstance(w_other, W_AbstractBytes):
            from objspace.operations import cmp_strs
            return newbool(cmp_strs(self.value, w_other.value, op))
        return None

    def binop_hook(self, w_other, op, reflected):
        if op == A.NB_ADD:
            if reflected:
                return None
            if isinstance(w_other, W_AbstractBytes):
                return self.wrap_same(self.value + w_other.value)
            if not isinstance(w_other, W_Instance):
                raise_type_error("can't concat %s to %s"
                                 % (w_other.gettype().name, self.kind()))
        elif op == A.NB_MULTIPLY:
            if isinstance(w_other, W_Int):
                n = w_other.intval
                if n < 0:
                    n = 0
                if n == 1 and self.kind() == "bytes":
                    return self       # bytes * 1 is itself, as in CPython
                from objspace.sequences import check_repeat, \
                    raise_repeat_error, str_repeat
                check_repeat(len(self.value), n, self.kind() == "bytes",
                             "repeated bytes are")
                try:
                    return self.wrap_same(str_repeat(self.value, n))
                except MemoryError:
                    raise_repeat_error(False, "")
                    raise AssertionError
        elif op == A.NB_REMAINDER and not reflected:
            from objspace.percentformat import bytes_percent_format
            return bytes_percent_format(self, w_other)
        return None

    def repr_hook(self):
        return bytes_repr(self.value)


class W_Bytes(W_AbstractBytes):
    _attrs_ = ()

    def gettype(self):
        return w_bytes_type

    def wrap_same(self, s):
        return W_Bytes(s)

    def kind(self):
        return "bytes"


class W_ByteArray(W_AbstractBytes):
    _attrs_ = ()

    def gettype(self):
        return w_bytearray_type

    def wrap_same(self, s):
        return W_ByteArray(s)

    def kind(self):
        return "bytearray"

    def unhashable_hook(self):
        return True

    def repr_hook(self):
        return "bytearray(" + bytes_repr(self.value, True) + ")"

    def setitem_hook(self, w_key, w_value):
        if isinstance(w_key, W_Slice):
            from objspace.bytearray_ops import set_slice
            set_slice(self, w_key, w_value)
            return True
        if isinstance(w_key, W_Int):
            raw = w_key.intval
        else:
            raw = self.other_index(w_key)
        # the value first: its __index__ may resize the array
        c = byte_value(w_value)
        i = self.index(raw)
        s = self.value
        self.value = s[:i] + chr(c) + s[i + 1:]
        return True

    def delitem_hook(self, w_key):
        from objspace.bytearray_ops import delete_item
        delete_item(self, w_key)
        return True

    def inplace_hook(self, w_other, op):
        from objspace.bytearray_ops import inplace
        return inplace(self, w_other, op)


class W_BytesIterator(W_AbstractIterator):
    _attrs_ = ("w_bytes", "index")

    def __init__(self, w_bytes):
        self.w_bytes = w_bytes
        self.index = 0

    def next_w(self):
        s = self.w_bytes.value
        i = self.index
        if i >= len(s):
            # exhausted for good, also when a bytearray grows later
            self.index = sys.maxint
            return None
        self.index = i + 1
        return newint(ord(s[i]))

    def gettype(self):
        if isinstance(self.w_bytes, W_ByteArray):
            return w_bytearray_iterator_type
        return w_bytes_iterator_type


w_bytes_type = W_TypeObject("bytes", [w_object_type])
w_bytearray_type = W_TypeObject("bytearray", [w_object_type])
w_bytes_iterator_type = W_TypeObject("bytes_iterator", [w_object_type])
w_bytearray_iterator_type = W_TypeObject("bytearray_iterator",
                                         [w_object_type])

for _name in ["UnicodeEncodeError", "UnicodeDecodeError"]:
    if _name not in TYPES.by_name:
        TYPES.add(_name, "UnicodeError")
w_UnicodeEncodeError = TYPES.by_name["UnicodeEncodeError"]
w_UnicodeDecodeError = TYPES.by_name["UnicodeDecodeError"]
w_UnicodeError = TYPES.by_name["UnicodeError"]
w_LookupError = TYPES.by_name["LookupError"]


def slice_str(s, w_slice):
    start, stop, step, count = slice_indices(w_slice, len(s))
    if step == 1:
        end = start + count
        assert start >= 0 and end >= start
        return s[start:end]
    b = StringBuilder(count)
    i = start
    for k in range(count):
        b.append(s[i])
        i += step
    return b.build()


def byte_value(w_obj):
    """An int in range(0, 256), as bytes([...]) and `in` require."""
    if isinstance(w_obj, W_Int):
        v = w_obj.intval
        if v < 0 or v > 255:
            raise_value_error("byte must be in range(0, 256)")
        return v
    if isinstance(w_obj, W_Long):
        raise_value_error("byte must be in range(0, 256)")
    from objspace.sequences import index_or_none
    w_i = index_or_none(w_obj)      # bool, int subclasses, __index__
    if isinstance(w_i, W_Int):
        return byte_value(w_i)
    if isinstance(w_i, W_Long):
        raise_value_error("byte must be in range(0, 256)")
    raise_type_error("'%s' object cannot be interpreted as an integer"
                     % w_obj.gettype().name)
    return 0


def buffer_of(w_obj):
    """The bytes of a bytes-like argument, or TypeError."""
    if isinstance(w_obj, W_AbstractBytes):
        return w_obj.value
    s = w_obj.buffer_hook()
    if s is not None:
        return s
    raise oefmt(w_TypeError, "a bytes-like object is required, not '%s'"
                % w_obj.gettype().name)


def sub_or_byte(w_obj, search=False):
    """A search argument of find/count/in: bytes-like, or an integer
    (__index__) naming one byte. search: find/count/index's message."""
    if isinstance(w_obj, W_AbstractBytes):
        return w_obj.value
    s = w_obj.buffer_hook()
    if s is not None:
        return s
    from objspace.sequences import index_or_none
    w_i = index_or_none(w_obj)
    if w_i is not None:
        return chr(byte_value(w_i))
    if search:
        raise oefmt(w_TypeError, "argument should be integer or bytes-like "
                    "object, not '%s'" % w_obj.gettype().name)
    raise oefmt(w_TypeError, "a bytes-like object is required, not '%s'"
                % w_obj.gettype().name)


def append_hex(b, c):
    b.append(HEXDIGITS[(c >> 4) & 15])
    b.append(HEXDIGITS[c & 15])


def bytes_repr(s, escape_single=False):
    """escape_single: bytearray's repr escapes ' even inside double
    quotes, as CPython does."""
    quote = "'"
    if s.find("'") >= 0 and s.find('"') < 0:
        quote = '"'
    b = StringBuilder(len(s) + 3)
    b.append("b")
    b.append(quote)
    for c in s:
        if c == quote or c == "\\" or (escape_single and c == "'"):
            b.append("\\")
            b.append(c)
        elif c == "\t":
            b.append("\\t")
        elif c == "\n":
            b.append("\\n")
        elif c == "\r":
            b.append("\\r")
        elif ord(c) < 32 or ord(c) >= 127:
            b.append("\\x")
            append_hex(b, ord(c))
        else:
            b.append(c)
    b.append(quote)
    return b.build()


# ------------------------------------------------------ codecs

def normalize_encoding(w_encoding):
    if w_encoding is None:
        return "utf-8"
    if not isinstance(w_encoding, W_Str):
        raise_type_error("encode() argument 'encoding' must be str, not %s"
                         % w_encoding.gettype().name)
        return ""
    e = w_encoding.utf8.lower()
    b = StringBuilder(len(e))
    for c in e:
        b.append("-" if c == "_" or c == " " else c)
    e = b.build()
    if e == "utf-8" or e == "utf8" or e == "u8":
        return "utf-8"
    if e == "ascii" or e == "us-ascii" or e == "646":
        return "ascii"
    if e == "latin-1" or e == "latin1" or e == "iso-8859-1" or \
            e == "iso8859-1" or e == "l1":
        return "latin-1"
    raise oefmt(w_LookupError, "unknown encoding: %s" % w_encoding.utf8)


def errors_mode(w_errors):
    if w_errors is None:
        return "strict"
    if not isinstance(w_errors, W_Str):
        raise_type_error("argument 'errors' must be str, not %s"
                         % w_errors.gettype().name)
        return ""
    return w_errors.utf8


def char_escape(cp):
    b = StringBuilder(10)
    if cp < 0x100:
        b.append("\\x")
        append_hex(b, cp)
    elif cp < 0x10000:
        b.append("\\u")
        append_hex(b, cp >> 8)
        append_hex(b, cp & 0xFF)
    else:
        b.append("\\U")
        append_hex(b, cp >> 24)
        append_hex(b, (cp >> 16) & 0xFF)
        append_hex(b, (cp >> 8) & 0xFF)
        append_hex(b, cp & 0xFF)
    return b.build()


def dev_check(w_encoding, name, w_errors, errors):
    """-X dev (CPython's unicode_check_encoding_errors): a given encoding
    and error handler name must exist even when nothing needs them."""
    from objspace.modules.mod_sys import dev_mode
    if not dev_mode():
        return
    from objspace.modules import mod_codecs
    if w_encoding is not None:
        mod_codecs.lookup_w(name)
    if w_errors is not None and errors != "strict":
        mod_codecs.lookup_error_w(errors)


def encode(w_str, w_encoding, w_errors):
    """str.encode: the bytes of w_str in the given codec (the native
    codecs of objspace/modules/codecs_impl.py, else the codec registry)."""
    from objspace.modules import codecs_impl
    name = encoding_name(w_encoding)
    errors = errors_mode(w_errors)
    dev_check(w_encoding, name, w_errors, errors)
    kind = codecs_impl.native_kind(name)
    if kind == codecs_impl.K_UTF8 or kind == codecs_impl.K_ASCII or \
            kind == codecs_impl.K_LATIN1:
        if w_str.is_ascii():
            return W_Bytes(w_str.utf8)
    if kind:
        from objspace.modules.mod_codecs import native_encode
        return W_Bytes(native_encode(kind, w_str.utf8, errors))
    from objspace.modules.mod_codecs import lookup_w, _item, _first_of_pair
    from objspace.model import Arguments
    from objspace.strobject import newstr
    w_res = _first_of_pair(_item(lookup_w(name), 0).call(
        Arguments([w_str, newstr(errors)])), "encoder")
    if not isinstance(w_res, W_Bytes):
        raise_type_error("'%s' encoder returned '%s' instead of 'bytes'; use "
                         "codecs.encode() to encode to arbitrary types"
                         % (name, w_res.gettype().name))
    return w_res


def encoding_name(w_encoding):
    if w_encoding is None:
        return "utf-8"
    if not isinstance(w_encoding, W_Str):
        raise_type_error("encode() argument 'encoding' must be str, not %s"
                         % w_encoding.gettype().name)
        return ""
    return w_encoding.utf8


def _utf8_seq_len(s, pos):
    """(length of the valid utf-8 sequence at pos or 0, bytes usable
    before the error)."""
    c = ord(s[pos])
    if c < 0x80:
        return 1, 1
    if c < 0xC2 or c > 0xF4:
        return 0, 0
    if c < 0xE0:
        n = 2
    elif c < 0xF0:
        n = 3
    else:
        n = 4
    for k in range(1, n):
        if pos + k >= len(s):
            return -1, k
        d = ord(s[pos + k])
        lo = 0x80
        hi = 0xBF
        if k == 1:
            if c == 0xE0:
                lo = 0xA0
            elif c == 0xED:
                hi = 0x9F
            elif c == 0xF0:
                lo = 0x90
            elif c == 0xF4:
                hi = 0x8F
        if d < lo or d > hi:
            return 0, k
    return n, n


def _decode_error(enc, s, start, end, reason):
    if end - start <= 1:
        where = "byte 0x%s in position %d" % (hex2(ord(s[start])), start)
    else:
        where = "bytes in position %d-%d" % (start, end - 1)
    return oefmt(w_UnicodeDecodeError, "'%s' codec can't decode %s: %s"
                 % (enc, where, reason))


def hex2(c):
    b = StringBuilder(2)
    append_hex(b, c)
    return b.build()


def decode(s, w_encoding, w_errors):
    """bytes.decode: a W_Str (native codecs, else the codec registry)."""
    from objspace.modules import codecs_impl
    name = encoding_name(w_encoding)
    errors = errors_mode(w_errors)
    dev_check(w_encoding, name, w_errors, errors)
    kind = codecs_impl.native_kind(name)
    if kind:
        from objspace.modules.mod_codecs import native_decode
        text, used = native_decode(kind, s, errors, True)
        return newstr(text)
    from objspace.modules.mod_codecs import lookup_w, _item, _first_of_pair
    from objspace.model import Arguments
    w_res = _first_of_pair(_item(lookup_w(name), 1).call(
        Arguments([W_Bytes(s), newstr(errors)])), "decoder")
    if not isinstance(w_res, W_Str):
        raise_type_error("'%s' decoder returned '%s' instead of 'str'; use "
                         "codecs.decode() to decode to arbitrary types"
                         % (name, w_res.gettype().name))
    return w_res


# ------------------------------------------------------ constructors

def _from_object(w_x, name, target=""):
    """The bytes of w_x; name: the noun of the range error; target: the
    type being made, for CPython's "cannot convert" TypeError."""
    from objspace.containers import iter_w, next_w, _iter_or_none
    if isinstance(w_x, W_Int):
        n = w_x.intval
        if n < 0:
            raise_value_error("negative count")
        from objspace.sequences import raise_repeat_error, str_repeat
        try:
            return str_repeat("\x00", n)
        except MemoryError:
            raise_repeat_error(False, "")
            raise AssertionError
    if isinstance(w_x, W_Long):
        raise_overflow("cannot fit 'int' into an index-sized integer")
    if isinstance(w_x, W_AbstractBytes):
        return w_x.value
    if isinstance(w_x, W_Str):
        raise_type_error("string argument without an encoding")
    buf = w_x.buffer_hook()
    if buf is not None:
        return buf
    b = StringBuilder()
    if target:
        w_it = _iter_or_none(w_x)
        if w_it is None:
            raise_type_error("cannot convert '%s' object to %s"
                             % (w_x.gettype().name, target))
            raise AssertionError
    else:
        w_it = iter_w(w_x)
    while True:
        w_item = next_w(w_it)
        if w_item is None:
            break
        if isinstance(w_item, W_Int) or isinstance(w_item, W_Long):
            if not isinstance(w_item, W_Int) or not \
                    0 <= w_item.intval <= 255:
                raise_value_error("%s must be in range(0, 256)" % name)
        b.append(chr(byte_value(w_item)))
    return b.build()


def _new_value(args, name):
    from objspace.argcheck import check_args
    w_source = args.get_kw("source")
    w_encoding = args.get_kw("encoding")
    w_errors = args.get_kw("errors")
    if args.has_kwargs():
        raise_type_error("'%s' is an invalid keyword argument for %s()"
                         % (args.kw_names[0], name))
    args_w = check_args(args, name, 0, 3)
    if w_source is not None:
        if args_w:
            raise_type_error("argument for %s() given by name ('source') "
                             "and position (1)" % name)
        args_w = [w_source]
    if len(args_w) > 1:
        w_encoding = args_w[1]
    if len(args_w) > 2:
        w_errors = args_w[2]
    if not args_w:
        if w_encoding is not None or w_errors is not None:
            raise_type_error("encoding or errors without sequence argument")
        return ""
    w_x = args_w[0]
    from objspace.builtinsub import unwrap
    w_plain = unwrap(w_x)           # a str subclass is a str here
    if isinstance(w_plain, W_Str):
        if w_encoding is None:
            raise_type_error("string argument without an encoding")
        return encode(w_plain, w_encoding, w_errors).value
    if w_encoding is not None:
        raise_type_error("encoding without a string argument")
    if w_errors is not None:
        raise_type_error("errors without a string argument")
    from objspace.instances import W_Instance
    if isinstance(w_x, W_Instance) and not isinstance(w_plain, W_Int) and \
            w_x.gettype().lookup("__index__") is not None:
        # bytes(n) for any object with __index__: n zero bytes; one whose
        # __index__ raises TypeError is taken as a buffer or iterable
        from objspace.sequences import index_or_none
        from objspace.exceptions import w_TypeError as w_TE
        try:
            w_x = index_or_none(w_x)
        except OperationError as e:
            if not e.w_value.gettype().issubtype(w_TE):
                raise
    return _from_object(w_x, "bytes" if name == "bytes" else "byte", name)


def _bytes_method_result(w_x):
    """What bytes(w_x) gives when w_x's type has __bytes__ (a bytes or
    bytes subclass object), else None."""
    from objspace.instances import W_Instance
    if not isinstance(w_x, W_Instance):
        return None
    w_meth = w_x.gettype().lookup("__bytes__")
    if w_meth is None:
        return None
    from objspace.model import Arguments
    w_res = w_meth.bind(w_x, w_x.gettype()).call(Arguments([]))
    from objspace.builtinsub import unwrap
    if not isinstance(unwrap(w_res), W_Bytes):
        raise_type_error("__bytes__ returned non-bytes (type %s)"
                         % w_res.gettype().name)
    return w_res


def bytes_new(args):
    if len(args.args_w) == 1 and not args.has_kwargs():
        w_res = _bytes_method_result(args.args_w[0])
        if w_res is not None:
            return w_res    # bytes(x) is what x.__bytes__() returned
    return W_Bytes(_new_value(args, "bytes"))


def bytes_bytes(args):
    """bytes.__bytes__(): a copy as exact bytes (the object itself)."""
    from objspace.argcheck import check_args
    from objspace.builtinsub import unwrap
    w_self = unwrap(check_args(args, "__bytes__", 1, 1)[0])
    if not isinstance(w_self, W_Bytes):
        raise_type_error("descriptor '__bytes__' requires a 'bytes' object")
    return w_self


def bytearray_new(args):
    return W_ByteArray(_new_value(args, "bytearray"))


from objspace.funcobject import W_BuiltinFunction  # noqa: E402
w_bytes_type.w_new = W_BuiltinFunction("bytes", bytes_new)
w_bytes_type.dict_w["__bytes__"] = W_BuiltinFunction("__bytes__", bytes_bytes)
w_bytearray_type.w_new = W_BuiltinFunction("bytearray", bytearray_new)
