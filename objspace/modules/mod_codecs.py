"""The _codecs module: the codec registry (register, lookup), the error
handler registry, and the encode/decode functions that
Lib/encodings/*.py wrap, on objspace/modules/codecs_impl.py."""

from objspace.model import Arguments, OperationError
from objspace.moduleobject import W_Module
from objspace.funcobject import builtin_function
from objspace.intobject import W_Int, newint, newbool
from objspace.strobject import W_Str, newstr, codepoints_in_utf8
from objspace.noneobject import W_None
from objspace.bytesobject import W_AbstractBytes, W_Bytes
from objspace.tupleobject import W_Tuple, newtuple
from objspace.dictobject import W_Dict
from objspace.exceptions import (TYPES, W_BaseException, oefmt,
                                 raise_type_error)
from objspace import operations as ops
from objspace.modules import codecs_impl as ci
from objspace import escapes


class Registry(object):
    def __init__(self):
        self.search_w = []
        self.cache = {}
        self.errors_w = {}


REGISTRY = Registry()


def _lookup_error():
    return TYPES.by_name["LookupError"]


def lookup_w(name):
    """codecs.lookup(name): the CodecInfo from the search functions
    (cached), or LookupError."""
    key = name.lower().replace(" ", "_") if " " in name else name.lower()
    w_info = REGISTRY.cache.get(key, None)
    if w_info is not None:
        return w_info
    if not REGISTRY.search_w:
        _import_encodings()
    for w_fn in REGISTRY.search_w:
        w_res = w_fn.call(Arguments([newstr(key)]))
        if ops.is_none(w_res):
            continue
        if not isinstance(w_res, W_Tuple) and not _tuple_value(w_res):
            raise_type_error("codec search functions must return 4-tuples")
        REGISTRY.cache[key] = w_res
        return w_res
    raise oefmt(_lookup_error(), "unknown encoding: %s" % name)


def _tuple_value(w_obj):
    from objspace.builtinsub import unwrap
    return isinstance(unwrap(w_obj), W_Tuple)


def _import_encodings():
    """The encodings package registers the standard search function."""
    from interpreter.runtime.importing import import_dotted
    import_dotted("encodings")


def _str_arg(w_v, fn, what):
    if not isinstance(w_v, W_Str):
        raise_type_error("%s() argument '%s' must be str, not %s"
                         % (fn, what, w_v.gettype().name))
    assert isinstance(w_v, W_Str)
    return w_v.utf8


def _errors_arg(args_w, i):
    if i >= len(args_w) or ops.is_none(args_w[i]):
        return "strict"
    return _str_arg(args_w[i], "codec", "errors")


def native_encode(kind, s, errors):
    return ci.encode(kind, s, errors)


def native_decode(kind, data, errors, final):
    return ci.decode(kind, data, errors, final)


def encode_w(w_obj, encoding, errors):
    kind = ci.native_kind(encoding)
    if kind:
        if not isinstance(w_obj, W_Str):
            raise_type_error("utf_8_encode() argument 1 must be str, not %s"
                             % w_obj.gettype().name)
        assert isinstance(w_obj, W_Str)
        return W_Bytes(native_encode(kind, w_obj.utf8, errors))
    w_info = lookup_w(encoding)
    w_res = _item(w_info, 0).call(Arguments([w_obj, newstr(errors)]))
    return _first_of_pair(w_res, "encoder")


def decode_w(w_obj, encoding, errors):
    kind = ci.native_kind(encoding)
    if kind:
        data = _bytes_arg(w_obj)
        text, used = native_decode(kind, data, errors, True)
        return newstr(text)
    w_info = lookup_w(encoding)
    w_res = _item(w_info, 1).call(Arguments([w_obj, newstr(errors)]))
    return _first_of_pair(w_res, "decoder")


def _item(w_info, i):
    from objspace.builtinsub import unwrap
    w_t = unwrap(w_info)
    if not isinstance(w_t, W_Tuple) or len(w_t.items_w) < 4:
        raise_type_error("codec search functions must return 4-tuples")
    assert isinstance(w_t, W_Tuple)
    return w_t.items_w[i]


def _first_of_pair(w_res, what):
    if not isinstance(w_res, W_Tuple) or len(w_res.items_w) != 2:
        raise_type_error("%s must return a tuple (object, integer)" % what)
    assert isinstance(w_res, W_Tuple)
    return w_res.items_w[0]


def _bytes_arg(w_obj):
    if isinstance(w_obj, W_AbstractBytes):
        return w_obj.value
    from objspace.memoryview import W_MemoryView
    if isinstance(w_obj, W_MemoryView):
        return w_obj.data()
    raise_type_error("a bytes-like object is required, not '%s'"
                     % w_obj.gettype().name)
    return ""


# ------------------------------------------------------ module functions

def c_register(args):
    from objspace.argcheck import check_args
    args_w = check_args(args, "register", 1, 1)
    from objspace.modules.builtins_more import is_callable
    if not is_callable(args_w[0]):
        raise_type_error("argument must be callable")
    REGISTRY.search_w.append(args_w[0])
    return W_None


def c_unregister(args):
    from objspace.argcheck import check_args
    args_w = check_args(args, "unregister", 1, 1)
    kept = []
    for w_fn in REGISTRY.search_w:
        if w_fn is not args_w[0]:
            kept.append(w_fn)
    REGISTRY.search_w = kept
    REGISTRY.cache = {}
    return W_None


def c_lookup(args):
    from objspace.argcheck import check_args
    args_w = check_args(args, "lookup", 1, 1)
    return lookup_w(_str_arg(args_w[0], "lookup", "encoding"))


def _enc_args(args, fn):
    w_obj = args.get_kw("obj")
    w_enc = args.get_kw("encoding")
    w_err = args.get_kw("errors")
    if args.has_kwargs():
        raise_type_error("%s() got an unexpected keyword argument '%s'"
                         % (fn, args.kw_names[0]))
    args_w = args.args_w
    if len(args_w) > 0:
        w_obj = args_w[0]
    if len(args_w) > 1:
        w_enc = args_w[1]
    if len(args_w) > 2:
        w_err = args_w[2]
    if w_obj is None:
        raise_type_error("%s() missing required argument 'obj' (pos 1)"
                         % fn)
    assert w_obj is not None
    encoding = "utf-8" if w_enc is None else _str_arg(w_enc, fn, "encoding")
    errors = "strict" if w_err is None else _str_arg(w_err, fn, "errors")
    return w_obj, encoding, errors


def c_encode(args):
    w_obj, encoding, errors = _enc_args(args, "encode")
    return encode_w(w_obj, encoding, errors)


def c_decode(args):
    w_obj, encoding, errors = _enc_args(args, "decode")
    return decode_w(w_obj, encoding, errors)


def _encoder(kind, name):
    def fn(args):
        from objspace.argcheck import check_args
        args_w = check_args(args, name, 1, 2)
        s = _str_arg(args_w[0], name, "str") if \
            isinstance(args_w[0], W_Str) else None
        if s is None:
            raise_type_error("%s() argument 1 must be str, not %s"
                             % (name, args_w[0].gettype().name))
        assert s is not None
        data = native_encode(kind, s, _errors_arg(args_w, 1))
        return newtuple([W_Bytes(data), newint(codepoints_in_utf8(s))])
    fn.__name__ = "codecs_" + name
    return fn


def _decoder(kind, name):
    def fn(args):
        from objspace.argcheck import check_args
        w_final = args.get_kw("final")
        args_w = check_args(args, name, 1, 3)
        data = _bytes_arg(args_w[0])
        final = True
        if kind == ci.K_UTF8 or kind == ci.K_UTF16 or \
                kind == ci.K_UTF16LE or kind == ci.K_UTF16BE or \
                kind == ci.K_UTF32 or kind == ci.K_UTF32LE or \
                kind == ci.K_UTF32BE or kind == ci.K_UNICODE_ESCAPE or \
                kind == ci.K_RAW_UNICODE_ESCAPE or kind == ci.K_UTF7:
            final = False
        if len(args_w) > 2:
            w_final = args_w[2]
        if w_final is not None:
            final = ops.is_true(w_final)
        text, used = native_decode(kind, data, _errors_arg(args_w, 1), final)
        return newtuple([newstr(text), newint(used)])
    fn.__name__ = "codecs_" + name
    return fn


def _ex_decoder(is32):
    def fn(args):
        from objspace.argcheck import check_args
        args_w = check_args(args, "utf_16_ex_decode", 1, 4)
        data = _bytes_arg(args_w[0])
        errors = _errors_arg(args_w, 1)
        order = 0
        if len(args_w) > 2:
            w_o = args_w[2]
            if isinstance(w_o, W_Int):
                order = w_o.intval
        final = len(args_w) > 3 and ops.is_true(args_w[3])
        size = 4 if is32 else 2
        bom = ci.K_UTF32 if is32 else ci.K_UTF16
        le = ci.K_UTF32LE if is32 else ci.K_UTF16LE
        be = ci.K_UTF32BE if is32 else ci.K_UTF16BE
        kind = le if order < 0 else (be if order > 0 else bom)
        if order == 0 and len(data) >= size:
            head = data[:size]
            if head == ("\xff\xfe\x00\x00" if is32 else "\xff\xfe"):
                order = -1
            elif head == ("\x00\x00\xfe\xff" if is32 else "\xfe\xff"):
                order = 1
        text, used = native_decode(kind, data, errors, final)
        return newtuple([newstr(text), newint(used), newint(order)])
    fn.__name__ = "codecs_ex_decode_%d" % (32 if is32 else 16)
    return fn


def c_escape_encode(args):
    from objspace.argcheck import check_args
    from objspace.bytesobject import bytes_repr
    args_w = check_args(args, "escape_encode", 1, 2)
    data = _bytes_arg(args_w[0])
    r = bytes_repr(data)
    # bytes_repr gives b'...': the escapes without the quotes, with the
    # quote escaped as CPython's escape_encode does
    stop = len(r) - 1
    assert stop >= 2
    body = r[2:stop]
    if r[1] == '"':
        from rpython.rlib.rstring import replace
        body = replace(body, "'", "\\'")
    return newtuple([W_Bytes(body), newint(len(data))])


class _BytesEscapeErrors(escapes.EscapeErrors):
    """escape_decode's own error rule: ValueError, or '?' / nothing."""

    def __init__(self, errors):
        self.errors = errors

    def bad_escape(self, b, reason, start, end):
        if reason.startswith("Trailing"):
            raise oefmt(TYPES.by_name["ValueError"], reason)
        if self.errors == "strict":
            raise oefmt(TYPES.by_name["ValueError"],
                        "%s at position %d" % (reason, start))
        if self.errors == "replace":
            b.append("?")
        elif self.errors != "ignore":
            raise oefmt(TYPES.by_name["ValueError"], "decoding error; unknown"
                        " error handling code: %s" % self.errors)


def c_escape_decode(args):
    from objspace.argcheck import check_args
    args_w = check_args(args, "escape_decode", 1, 2)
    if isinstance(args_w[0], W_Str):
        w_s = args_w[0]
        assert isinstance(w_s, W_Str)
        data = w_s.utf8
    else:
        data = _bytes_arg(args_w[0])
    out, used = escapes.decode_escapes(data, 0, len(data), escapes.BYTES,
                                       True, True,
                                       _BytesEscapeErrors(_errors_arg(args_w,
                                                                      1)))
    return newtuple([W_Bytes(out), newint(len(data))])


def c_charmap_decode(args):
    from objspace.argcheck import check_args
    from objspace.strobject import encode_utf8_char
    from rpython.rlib.rstring import StringBuilder
    args_w = check_args(args, "charmap_decode", 1, 3)
    data = _bytes_arg(args_w[0])
    errors = _errors_arg(args_w, 1)
    w_map = args_w[2] if len(args_w) > 2 else W_None
    if ops.is_none(w_map):
        text, used = native_decode(ci.K_LATIN1, data, errors, True)
        return newtuple([newstr(text), newint(used)])
    table = None
    if isinstance(w_map, W_Str):
        table = ci.codepoints(w_map.utf8)
    b = StringBuilder(len(data))
    for i in range(len(data)):
        c = ord(data[i])
        cp = -1
        if table is not None:
            if c < len(table) and table[c] != 0xFFFE:
                cp = table[c]
        else:
            from objspace import containers
            try:
                w_v = containers.getitem_w(w_map, newint(c))
            except OperationError as e:
                if not e.w_value.gettype().issubtype(_lookup_error()):
                    raise
                w_v = None
            if w_v is None or ops.is_none(w_v):
                cp = -1
            elif isinstance(w_v, W_Int):
                cp = w_v.intval
                if cp < 0 or cp > 0x10FFFF:
                    raise_type_error("character mapping must be in "
                                     "range(0x110000)")
            elif isinstance(w_v, W_Str):
                b.append(w_v.utf8)
                continue
            else:
                raise_type_error("character mapping must return integer, "
                                 "None or str")
            if cp == 0xFFFE:
                cp = -1
        if cp < 0:
            ci._decode_replacement(b, "charmap", data, i, i + 1, errors,
                                   "character maps to <undefined>")
        else:
            encode_utf8_char(b, cp)
    return newtuple([newstr(b.build()), newint(len(data))])


def c_charmap_build(args):
    from objspace.argcheck import check_args
    args_w = check_args(args, "charmap_build", 1, 1)
    s = _str_arg(args_w[0], "charmap_build", "map")
    w_d = W_Dict()
    cps = ci.codepoints(s)
    for i in range(len(cps)):
        w_d.setitem(newint(cps[i]), newint(i))
    return w_d


def c_charmap_encode(args):
    from objspace.argcheck import check_args
    from rpython.rlib.rstring import StringBuilder
    from objspace import containers
    args_w = check_args(args, "charmap_encode", 1, 3)
    s = _str_arg(args_w[0], "charmap_encode", "str")
    errors = _errors_arg(args_w, 1)
    w_map = args_w[2] if len(args_w) > 2 else W_None
    if ops.is_none(w_map):
        data = native_encode(ci.K_LATIN1, s, errors)
        return newtuple([W_Bytes(data), newint(codepoints_in_utf8(s))])
    cps = ci.codepoints(s)
    b = StringBuilder(len(cps))
    i = 0
    while i < len(cps):
        w_v = None
        try:
            w_v = containers.getitem_w(w_map, newint(cps[i]))
        except OperationError as e:
            if not e.w_value.gettype().issubtype(_lookup_error()):
                raise
        if w_v is None or ops.is_none(w_v):
            sub = StringBuilder(8)
            ci._encode_replacement(sub, "charmap", s, cps, i, i + 1, errors,
                                   "character maps to <undefined>", 0,
                                   0x80)
            b.append(sub.build())
        elif isinstance(w_v, W_Int):
            if w_v.intval < 0 or w_v.intval > 255:
                raise_type_error("character mapping must be in range(256)")
            b.append(chr(w_v.intval))
        elif isinstance(w_v, W_AbstractBytes):
            b.append(w_v.value)
        else:
            raise_type_error("character mapping must return integer, bytes "
                             "or None, not %s" % w_v.gettype().name)
        i += 1
    return newtuple([W_Bytes(b.build()), newint(len(cps))])


# ------------------------------------------------------ error handlers

def c_register_error(args):
    from objspace.argcheck import check_args
    args_w = check_args(args, "register_error", 2, 2)
    name = _str_arg(args_w[0], "register_error", "errors")
    from objspace.modules.builtins_more import is_callable
    if not is_callable(args_w[1]):
        raise_type_error("handler must be callable")
    REGISTRY.errors_w[name] = args_w[1]
    return W_None


BUILTIN_HANDLERS = ["strict", "ignore", "replace", "xmlcharrefreplace",
                    "backslashreplace", "namereplace", "surrogateescape",
                    "surrogatepass"]


def _handler_fn(name):
    def fn(args):
        from objspace.argcheck import check_args
        args_w = check_args(args, name + "_errors", 1, 1)
        return apply_handler(name, args_w[0])
    fn.__name__ = "codecs_handler_" + name
    return fn


def apply_handler(name, w_exc):
    """A built-in error handler applied to a UnicodeError object, as
    codecs.lookup_error(name)(exc) does."""
    if not isinstance(w_exc, W_BaseException) or \
            not w_exc.gettype().issubtype(TYPES.by_name["UnicodeError"]):
        raise_type_error("don't know how to handle %s in error callback"
                         % w_exc.gettype().name)
    assert isinstance(w_exc, W_BaseException)
    if name == "strict":
        raise OperationError(w_exc)
    w_start = w_exc.getdictvalue("start")
    w_end = w_exc.getdictvalue("end")
    w_obj = w_exc.getdictvalue("object")
    if not isinstance(w_start, W_Int) or not isinstance(w_end, W_Int) or \
            w_obj is None:
        raise_type_error("don't know how to handle %s in error callback"
                         % w_exc.gettype().name)
    assert isinstance(w_start, W_Int) and isinstance(w_end, W_Int)
    start = w_start.intval
    end = w_end.intval
    is_decode = w_exc.gettype().issubtype(TYPES.by_name["UnicodeDecodeError"])
    from rpython.rlib.rstring import StringBuilder
    b = StringBuilder(16)
    if is_decode:
        data = _bytes_arg(w_obj)
        if end > len(data):
            end = len(data)
        if name == "ignore":
            pass
        else:
            ci._decode_replacement(b, "x", data, start, end, name, "")
    else:
        if not isinstance(w_obj, W_Str):
            raise_type_error("object attribute must be unicode")
        assert isinstance(w_obj, W_Str)
        cps = ci.codepoints(w_obj.utf8)
        if end > len(cps):
            end = len(cps)
        if name == "ignore":
            pass
        elif name == "replace":
            for k in range(start, end):
                b.append("?")
        elif name == "surrogateescape" or name == "surrogatepass":
            for k in range(start, end):
                if name == "surrogateescape" and 0xDC80 <= cps[k] <= 0xDCFF:
                    b.append(chr(cps[k] - 0xDC00))
                elif name == "surrogatepass" and 0xD800 <= cps[k] <= 0xDFFF:
                    from objspace.strobject import encode_utf8_char
                    encode_utf8_char(b, cps[k])
                else:
                    raise OperationError(w_exc)
            return newtuple([W_Bytes(b.build()), newint(end)])
        else:
            ci._encode_replacement(b, "x", w_obj.utf8, cps, start, end, name,
                                   "", ci.K_ASCII, 0)
    return newtuple([newstr(b.build()), newint(end)])


def c_lookup_error(args):
    from objspace.argcheck import check_args
    args_w = check_args(args, "lookup_error", 1, 1)
    name = _str_arg(args_w[0], "lookup_error", "name")
    return lookup_error_w(name)


def lookup_error_w(name):
    """codecs.lookup_error(name), or LookupError."""
    w_h = REGISTRY.errors_w.get(name, None)
    if w_h is not None:
        return w_h
    for h in BUILTIN_HANDLERS:
        if h == name:
            return builtin_function(name + "_errors", _HANDLERS[h])
    raise oefmt(_lookup_error(), "unknown error handler name '%s'" % name)


_HANDLERS = {}
for _h in BUILTIN_HANDLERS:
    _HANDLERS[_h] = _handler_fn(_h)


def c_forget_codec(args):
    from objspace.argcheck import check_args
    args_w = check_args(args, "_forget_codec", 1, 1)
    name = _str_arg(args_w[0], "_forget_codec", "encoding").lower()
    if name in REGISTRY.cache:
        del REGISTRY.cache[name]
    return W_None


_NATIVE = [("utf_8", ci.K_UTF8), ("ascii", ci.K_ASCII),
           ("latin_1", ci.K_LATIN1), ("utf_16", ci.K_UTF16),
           ("utf_16_le", ci.K_UTF16LE), ("utf_16_be", ci.K_UTF16BE),
           ("utf_32", ci.K_UTF32), ("utf_32_le", ci.K_UTF32LE),
           ("utf_32_be", ci.K_UTF32BE),
           ("unicode_escape", ci.K_UNICODE_ESCAPE),
           ("raw_unicode_escape", ci.K_RAW_UNICODE_ESCAPE),
           ("utf_7", ci.K_UTF7)]
_FUNCTIONS = []
for _n, _k in _NATIVE:
    _FUNCTIONS.append((_n + "_encode", _encoder(_k, _n + "_encode")))
    _FUNCTIONS.append((_n + "_decode", _decoder(_k, _n + "_decode")))
_FUNCTIONS += [("register", c_register), ("unregister", c_unregister),
               ("lookup", c_lookup), ("encode", c_encode),
               ("decode", c_decode), ("register_error", c_register_error),
               ("lookup_error", c_lookup_error),
               ("utf_16_ex_decode", _ex_decoder(False)),
               ("utf_32_ex_decode", _ex_decoder(True)),
               ("escape_encode", c_escape_encode),
               ("escape_decode", c_escape_decode),
               ("charmap_decode", c_charmap_decode),
               ("charmap_encode", c_charmap_encode),
               ("charmap_build", c_charmap_build),
               ("_forget_codec", c_forget_codec)]


def make():
    w_mod = W_Module("_codecs")
    for name, fn in _FUNCTIONS:
        w_mod.setitem(name, builtin_function(name, fn))
    return w_mod
