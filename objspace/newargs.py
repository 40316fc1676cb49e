"""__getnewargs__ of int, float, str, bytes and tuple: (the plain value,),
which pickle and copy (protocol 2, objectslots.reduce_ex) pass to
cls.__new__ to rebuild a subclass instance with its value; bytearray's
__reduce_ex__, which CPython's bytearray has."""

from objspace import builtinsub
from objspace.funcobject import W_BuiltinFunction
from objspace.tupleobject import W_Tuple, newtuple, w_tuple_type
from objspace.intobject import W_AbstractInt, W_Bool, newint, w_int_type
from objspace.floatobject import W_Float, w_float_type
from objspace.strobject import W_Str, w_str_type
from objspace.bytesobject import W_Bytes, W_ByteArray, w_bytes_type
from objspace.bytesobject import w_bytearray_type
from objspace.argcheck import check_args
from objspace.exceptions import raise_type_error


def _value(args, tname):
    w_self = builtinsub.unwrap(check_args(args, "__getnewargs__", 1, 1)[0])
    return w_self


def _bad(tname, w_self):
    raise_type_error("descriptor '__getnewargs__' requires a '%s' object "
                     "but received a '%s'" % (tname, w_self.gettype().name))


def int_getnewargs(args):
    w_v = _value(args, "int")
    if isinstance(w_v, W_Bool):
        return newtuple([newint(w_v.intval)])
    if not isinstance(w_v, W_AbstractInt):
        _bad("int", w_v)
    return newtuple([w_v])


def float_getnewargs(args):
    w_v = _value(args, "float")
    if not isinstance(w_v, W_Float):
        _bad("float", w_v)
    return newtuple([w_v])


def str_getnewargs(args):
    w_v = _value(args, "str")
    if not isinstance(w_v, W_Str):
        _bad("str", w_v)
    # a copy, as CPython's (the test suite checks it is not the same str)
    return newtuple([W_Str(w_v.utf8, w_v.length)])


def bytes_getnewargs(args):
    w_v = _value(args, "bytes")
    if not isinstance(w_v, W_Bytes):
        _bad("bytes", w_v)
    return newtuple([W_Bytes(w_v.value)])      # a copy, as CPython's


def tuple_getnewargs(args):
    w_v = _value(args, "tuple")
    if not isinstance(w_v, W_Tuple):
        _bad("tuple", w_v)
    return newtuple([w_v])


def bytearray_reduce_ex(args):
    """(cls, (bytes,) or (latin-1 str, 'latin-1') below protocol 3,
    __dict__ or None)."""
    from objspace.strobject import newstr, newascii
    from objspace.noneobject import W_None
    from objspace.instances import W_Instance
    from objspace.strmethods import as_ssize
    args_w = args.args_w
    if not args_w:
        raise_type_error("descriptor '__reduce_ex__' of 'bytearray' object "
                         "needs an argument")
    w_obj = args_w[0]
    w_v = builtinsub.unwrap(w_obj)
    if not isinstance(w_v, W_ByteArray):
        _bad("bytearray", w_v)
        raise AssertionError
    proto = 0
    if len(args_w) > 1:
        proto = as_ssize(args_w[1])
    if proto < 3:
        from rpython.rlib.rstring import StringBuilder
        from objspace.strobject import encode_utf8_char
        b = StringBuilder()
        for c in w_v.value:
            encode_utf8_char(b, ord(c))
        w_args = newtuple([newstr(b.build()), newascii("latin-1")])
    else:
        w_args = newtuple([W_Bytes(w_v.value)])
    w_state = W_None
    if isinstance(w_obj, W_Instance) and w_obj is not w_v:
        w_dict = w_obj.get_dict()
        if len(w_dict.data) > 0:
            w_state = w_dict
    return newtuple([w_obj.gettype(), w_args, w_state])


def _install():
    for w_type, fn in [(w_int_type, int_getnewargs),
                       (w_float_type, float_getnewargs),
                       (w_str_type, str_getnewargs),
                       (w_bytes_type, bytes_getnewargs),
                       (w_tuple_type, tuple_getnewargs)]:
        w_type.dict_w["__getnewargs__"] = W_BuiltinFunction(
            "__getnewargs__", fn)
    for name in ["__reduce_ex__", "__reduce__"]:
        w_bytearray_type.dict_w[name] = W_BuiltinFunction(
            name, bytearray_reduce_ex)


_install()
