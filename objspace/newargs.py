"""__getnewargs__ of int, float, str, bytes and tuple: (the plain value,),
which pickle and copy (protocol 2, objectslots.reduce_ex) pass to
cls.__new__ to rebuild a subclass instance with its value."""

from objspace import builtinsub
from objspace.funcobject import W_BuiltinFunction
from objspace.tupleobject import W_Tuple, newtuple, w_tuple_type
from objspace.intobject import W_AbstractInt, W_Bool, newint, w_int_type
from objspace.floatobject import W_Float, w_float_type
from objspace.strobject import W_Str, w_str_type
from objspace.bytesobject import W_Bytes, w_bytes_type
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
    return newtuple([w_v])


def bytes_getnewargs(args):
    w_v = _value(args, "bytes")
    if not isinstance(w_v, W_Bytes):
        _bad("bytes", w_v)
    return newtuple([w_v])


def tuple_getnewargs(args):
    w_v = _value(args, "tuple")
    if not isinstance(w_v, W_Tuple):
        _bad("tuple", w_v)
    return newtuple([w_v])


def _install():
    for w_type, fn in [(w_int_type, int_getnewargs),
                       (w_float_type, float_getnewargs),
                       (w_str_type, str_getnewargs),
                       (w_bytes_type, bytes_getnewargs),
                       (w_tuple_type, tuple_getnewargs)]:
        w_type.dict_w["__getnewargs__"] = W_BuiltinFunction(
            "__getnewargs__", fn)


_install()
