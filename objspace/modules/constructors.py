"""Constructors of the built-in types (int(x), str(x), list(it), ...),
installed as each type's w_new at import time."""

from rpython.rlib.rbigint import rbigint

from objspace.model import Arguments, OperationError
from objspace.funcobject import special_binding
from objspace.funcobject import W_BuiltinFunction
from objspace.typeobject import W_TypeObject, w_object_type, w_type_type
from objspace.intobject import (W_Int, W_Long, W_Bool, W_AbstractInt,
                                newint, newbool, newlong, w_int_type,
                                w_bool_type)
from objspace.floatobject import W_Float, newfloat, w_float_type
from objspace.strobject import W_Str, newstr, w_str_type
from objspace.bytesobject import W_AbstractBytes
from objspace.listobject import (W_List, w_list_type, newlist_empty,
                                 newlist_from_items, newlist_ints)
from objspace.tupleobject import W_Tuple, newtuple, w_tuple_type
from objspace.dictobject import W_Dict, w_dict_type
from objspace.setobject import W_Set, W_FrozenSet, w_set_type, \
    w_frozenset_type
from objspace.iterobject import W_Range, W_RangeIterator, w_range_type
from objspace.instances import W_Instance
from objspace.noneobject import W_None
from objspace.exceptions import (raise_type_error, raise_value_error,
                                 raise_overflow)
from objspace.argcheck import check_args
from objspace.sequences import unpack_iterable
from objspace import operations as ops
from objspace.formatting_util import FormatError
from objspace import formatting_parse
from objspace import setmethods


def int_new(args):
    w_base = args.get_kw("base")
    if args.has_kwargs():
        raise_type_error("'%s' is an invalid keyword argument for int()"
                         % args.kw_names[0])
    args_w = check_args(args, "int", 0, 2)
    if len(args_w) == 2:
        if w_base is not None:
            raise_type_error("int() takes at most 2 arguments (3 given)")
        w_base = args_w[1]
    if not args_w:
        if w_base is not None:
            raise_type_error("int() missing string argument")
        return newint(0)
    w_x = args_w[0]
    if w_base is not None:
        from objspace.bytesobject import W_AbstractBytes
        from objspace.builtinsub import unwrap
        w_xv = unwrap(w_x)      # a str or bytes subclass too
        if isinstance(w_xv, W_AbstractBytes):     # (not a memoryview)
            return bytes_to_int(w_xv, _base_of(w_base))
        if not isinstance(w_xv, W_Str):
            raise_type_error("int() can't convert non-string with explicit "
                             "base")
            raise AssertionError
        return str_to_int(w_xv.utf8, _base_of(w_base))
    return int_of(w_x)


def _base_of(w_base):
    """int()'s base argument: any __index__ object; one outside the
    machine range is out of range too."""
    from objspace.modules.builtins_more import index_w
    w_b = index_w(w_base)
    if isinstance(w_b, W_Int):
        return w_b.intval
    return -1       # str_to_int's ValueError


def int_of(w_x):
    if isinstance(w_x, W_Bool):
        return newint(w_x.intval)
    if isinstance(w_x, W_AbstractInt):
        return w_x
    if isinstance(w_x, W_Float):
        return float_to_int(w_x.floatval)
    if isinstance(w_x, W_Str):
        return str_to_int(w_x.utf8, 10)
    if isinstance(w_x, W_Instance):
        return _int_of_instance(w_x)
    if _is_bytes(w_x):
        return bytes_to_int(w_x, 10)
    data = w_x.buffer_hook()        # array.array and other buffers
    if data is not None:
        from objspace.bytesobject import W_Bytes
        return bytes_to_int(W_Bytes(data), 10)
    raise_type_error("int() argument must be a string, a bytes-like object "
                     "or a real number, not '%s'" % w_x.gettype().name)
    raise AssertionError


def _exact_int(w_res):
    """An int result as a plain int (a bool becomes 0 or 1), or None."""
    if isinstance(w_res, W_Bool):
        return newint(w_res.intval)
    if isinstance(w_res, W_AbstractInt):
        return w_res
    return None


def _int_of_instance(w_x):
    """int(x) as CPython 3.11's PyNumber_Long: __int__, then __index__,
    then __trunc__ (whose result may be any object with __index__)."""
    from objspace.sequences import index_or_none
    w_type = w_x.gettype()
    w_meth = w_type.lookup("__int__")
    if w_meth is not None:
        from objspace.sequences import index_result
        w_res = special_binding(w_meth).call(Arguments([w_x]))
        return index_result(w_res, "__int__")
    if w_type.lookup("__index__") is not None:
        return _exact_int(index_or_none(w_x))
    w_meth = w_type.lookup("__trunc__")
    if w_meth is not None:
        from objspace.warn import warn
        warn("DeprecationWarning",
             "The delegation of int() to __trunc__ is deprecated.")
        w_res = special_binding(w_meth).call(Arguments([w_x]))
        w_int = _exact_int(w_res)
        if w_int is not None:
            return w_int
        w_i = None
        if isinstance(w_res, W_Instance) and \
                w_res.gettype().lookup("__index__") is not None:
            w_i = index_or_none(w_res)
        if w_i is None:
            raise_type_error("__trunc__ returned non-Integral (type %s)"
                             % w_res.gettype().name)
        return _exact_int(w_i)
    w_text = _text_or_bytes(w_x)
    if isinstance(w_text, W_Str):
        return str_to_int(w_text.utf8, 10)
    if w_text is not None:
        return bytes_to_int(w_text, 10)
    raise_type_error("int() argument must be a string, a bytes-like object "
                     "or a real number, not '%s'" % w_type.name)
    raise AssertionError


def float_to_int(f):
    import math
    if math.isinf(f):
        raise_overflow("cannot convert float infinity to integer")
    if math.isnan(f):
        raise_value_error("cannot convert float NaN to integer")
    if -9.2e18 < f < 9.2e18:
        return newint(int(f))
    return newlong(rbigint.fromfloat(f))


def str_to_int(s, base):
    if base != 0 and (base < 2 or base > 36):
        raise_value_error("int() base must be >= 2 and <= 36, or 0")
    try:
        return newlong(formatting_parse.parse_int_str(s, base))
    except FormatError as e:
        raise_value_error(e.msg)
        raise AssertionError


def _is_bytes(w_x):
    from objspace.bytesobject import W_AbstractBytes
    from objspace.memoryview import W_MemoryView
    return isinstance(w_x, W_AbstractBytes) or \
        isinstance(w_x, W_MemoryView)


def _ascii_of_bytes(w_x):
    """The value of a bytes-like argument of int() or float(), or None
    when a byte is not ASCII (never a valid number)."""
    s = _bytes_value(w_x)
    for c in s:
        if ord(c) >= 128:
            return None
    return s


def bytes_to_int(w_x, base):
    from objspace.bytesobject import bytes_repr
    if base != 0 and (base < 2 or base > 36):
        raise_value_error("int() base must be >= 2 and <= 36, or 0")
    s = _ascii_of_bytes(w_x)
    if s is not None:
        try:
            return newlong(formatting_parse.parse_int_str(s, base))
        except FormatError:
            pass
    raise_value_error("invalid literal for int() with base %d: %s"
                      % (base, bytes_repr(_bytes_value(w_x))))
    raise AssertionError


def _bytes_value(w_x):
    from objspace.bytesobject import W_AbstractBytes
    from objspace.memoryview import W_MemoryView
    if isinstance(w_x, W_MemoryView):
        return w_x.data()
    assert isinstance(w_x, W_AbstractBytes)
    return w_x.value


def bytes_to_float(w_x, w_shown=None):
    """float() of a bytes-like value; the error shows w_shown's repr (the
    object given) if it is not w_x."""
    if w_shown is None:
        w_shown = w_x
    s = _ascii_of_bytes(w_x)
    if s is not None:
        try:
            return newfloat(formatting_parse.parse_float_str(s))
        except FormatError:
            pass
    from objspace.reprs import repr_w
    raise_value_error("could not convert string to float: %s"
                      % repr_w(w_shown))
    raise AssertionError


def float_new(args):
    args_w = check_args(args, "float", 0, 1)
    if not args_w:
        return newfloat(0.0)
    return float_of(args_w[0])


def float_of(w_x):
    if isinstance(w_x, W_Float):
        return w_x
    if isinstance(w_x, W_Int):
        return newfloat(float(w_x.intval))
    if isinstance(w_x, W_Long):
        from objspace.intobject import long_tofloat
        return newfloat(long_tofloat(w_x.bigval))
    if isinstance(w_x, W_Str):
        try:
            return newfloat(formatting_parse.parse_float_str(w_x.utf8))
        except FormatError as e:
            raise_value_error(e.msg)
    if _is_bytes(w_x):
        return bytes_to_float(w_x)
    if isinstance(w_x, W_Instance):
        # PyNumber_Float: __float__ (which must return a float), then
        # __index__
        w_meth = w_x.gettype().lookup("__float__")
        if w_meth is not None:
            w_res = special_binding(w_meth).call(Arguments([w_x]))
            if isinstance(w_res, W_Float):
                return w_res
            from objspace.builtinsub import W_SubInstance
            if isinstance(w_res, W_SubInstance) and \
                    isinstance(w_res.w_value, W_Float):
                from objspace.warn import strict_subclass_result
                strict_subclass_result(w_x.gettype().name + ".__float__",
                                       w_res, "float")
                return w_res.w_value
            raise_type_error("%s.__float__ returned non-float (type %s)"
                             % (w_x.gettype().name, w_res.gettype().name))
        if w_x.gettype().lookup("__index__") is not None:
            from objspace.sequences import index_or_none
            return float_of(index_or_none(w_x))
    # PyFloat_FromString: a str subclass, or any bytes-like object
    w_text = _text_or_bytes(w_x)
    if isinstance(w_text, W_Str):
        return float_of(w_text)
    if w_text is not None:
        return bytes_to_float(w_text, w_x)
    raise_type_error("float() argument must be a string or a real number, "
                     "not '%s'" % w_x.gettype().name)
    raise AssertionError


def _text_or_bytes(w_x):
    """What int() and float() parse of an object that is no number: the
    W_Str of a str subclass, a W_Bytes of a bytes-like object (bytes and
    bytearray subclasses, array, ...), else None."""
    from objspace.builtinsub import unwrap
    from objspace.bytesobject import W_Bytes
    w_v = unwrap(w_x)
    if isinstance(w_v, W_Str):
        return w_v
    if _is_bytes(w_v):
        return w_v
    data = w_x.buffer_hook()
    if data is not None:
        return W_Bytes(data)
    return None


def str_new(args):
    from objspace.reprs import str_w
    if args.has_kwargs() or len(args.args_w) > 1:
        return _str_decode(args)
    args_w = check_args(args, "str", 0, 1)
    if not args_w:
        return newstr("")
    w_x = args_w[0]
    if isinstance(w_x, W_Str):
        return w_x
    from objspace.reprs import str_obj
    return str_obj(w_x)


def _str_decode(args):
    """str(object, encoding, errors): the bytes-like object decoded."""
    from objspace.bytesobject import W_AbstractBytes, decode
    from objspace.memoryview import W_MemoryView
    w_obj = args.get_kw("object")
    w_encoding = args.get_kw("encoding")
    w_errors = args.get_kw("errors")
    if args.has_kwargs():
        raise_type_error("'%s' is an invalid keyword argument for str()"
                         % args.kw_names[0])
    args_w = args.args_w
    if len(args_w) > 3:
        raise_type_error("str() takes at most 3 arguments (%d given)"
                         % len(args_w))
    given = [w_obj, w_encoding, w_errors]
    for i in range(len(args_w)):
        if given[i] is not None:
            raise_type_error("argument for str() given by name ('%s') and "
                             "position (%d)" % (["object", "encoding",
                                                 "errors"][i], i + 1))
        given[i] = args_w[i]
    w_obj = given[0]
    w_encoding = given[1]
    w_errors = given[2]
    if w_obj is None:
        return newstr("")
    if w_encoding is None and w_errors is None:
        return str_new(Arguments([w_obj]))
    if isinstance(w_obj, W_AbstractBytes):
        s = w_obj.value
    elif isinstance(w_obj, W_MemoryView):
        s = w_obj.data()
    elif isinstance(w_obj, W_Str):
        raise_type_error("decoding str is not supported")
        raise AssertionError
    else:
        raise_type_error("decoding to str: need a bytes-like object, %s "
                         "found" % w_obj.gettype().name)
        raise AssertionError
    if w_encoding is not None and not isinstance(w_encoding, W_Str):
        raise_type_error("str() argument 'encoding' must be str, not %s"
                         % w_encoding.gettype().name)
    return decode(s, w_encoding, w_errors)


def bool_new(args):
    args_w = check_args(args, "bool", 0, 1)
    if not args_w:
        return newbool(False)
    return newbool(ops.is_true(args_w[0]))


def list_new(args):
    args_w = check_args(args, "list", 0, 1)
    if not args_w:
        return newlist_empty()
    w_arg = args_w[0]
    if isinstance(w_arg, W_List) and w_arg.objects_w is None:
        return w_arg.copy()         # (raw storage stays raw)
    if type(w_arg) is W_Range:
        # list(range(...)): int storage, no box made
        from objspace.containers import iter_w
        w_it = iter_w(w_arg)
        if type(w_it) is W_RangeIterator:
            assert isinstance(w_it, W_RangeIterator)
            if w_it.remaining <= 0:
                return newlist_empty()
            return newlist_ints(w_it.take_rest_ints())
        return newlist_from_items(unpack_iterable(w_it))
    _length_hint(w_arg)
    return newlist_from_items(unpack_iterable(w_arg))


def _length_hint(w_obj):
    """list(x) asks an object without __len__ for its __length_hint__ (the
    value only sizes CPython's list; its errors propagate)."""
    from objspace.instances import W_Instance
    if not isinstance(w_obj, W_Instance):
        return
    w_type = w_obj.gettype()
    if w_type.lookup("__len__") is not None:
        return
    w_meth = w_type.lookup("__length_hint__")
    if w_meth is None:
        return
    from objspace.funcobject import special_binding
    from objspace.intobject import W_AbstractInt
    from objspace.noneobject import W_NotImplemented
    from objspace.exceptions import w_TypeError
    try:
        w_res = special_binding(w_meth).call(Arguments([w_obj]))
    except OperationError as e:
        if e.w_value.gettype().issubtype(w_TypeError):
            return
        raise
    if w_res is W_NotImplemented:
        return
    if not isinstance(w_res, W_AbstractInt):
        raise_type_error("__length_hint__ must be an integer, not %s"
                         % w_res.gettype().name)


def tuple_new(args):
    args_w = check_args(args, "tuple", 0, 1)
    if not args_w:
        return newtuple([])
    w_arg = args_w[0]
    if isinstance(w_arg, W_Tuple):
        from objspace.structseq import W_StructSeq
        if isinstance(w_arg, W_StructSeq):   # a tuple subclass: copied
            return newtuple(list(w_arg.items_w))
        return w_arg
    return newtuple(unpack_iterable(w_arg))


def dict_new(args):
    w_dict = W_Dict()
    if len(args.args_w) > 1:
        raise_type_error("dict expected at most 1 argument, got %d"
                         % len(args.args_w))
    if args.args_w:
        dict_update_from(w_dict, args.args_w[0])
    if args.kw_names is not None:
        for i in range(len(args.kw_names)):
            w_dict.setitem(newstr(args.kw_names[i]), args.kw_values_w[i])
    return w_dict


def dict_update_from(w_dict, w_other):
    from objspace.metaclass import dict_of
    w_d = dict_of(w_other)          # a dict subclass's own items
    if w_d is not None and (w_d is w_other or
                            w_other.gettype().lookup("keys") is
                            w_dict_type.lookup("keys")):
        w_other = w_d
    from objspace import dictmethods
    dictmethods.dict_update_from(w_dict, w_other)


def range_new(args):
    args_w = check_args(args, "range", 1, 3)
    bounds_w = [_range_int(w_x) for w_x in args_w]
    if len(bounds_w) == 1:
        bounds_w = [newint(0), bounds_w[0], newint(1)]
    elif len(bounds_w) == 2:
        bounds_w.append(newint(1))
    w_step = bounds_w[2]
    if isinstance(w_step, W_Int) and w_step.intval == 0:
        raise_value_error("range() arg 3 must not be zero")
    w_start = bounds_w[0]
    w_stop = bounds_w[1]
    if isinstance(w_start, W_Int) and isinstance(w_stop, W_Int) and \
            isinstance(w_step, W_Int):
        try:
            return W_Range(w_start.intval, w_stop.intval, w_step.intval)
        except OperationError:
            pass        # a length beyond a machine word: a long range
    from objspace.longrange import W_LongRange
    return W_LongRange(w_start, w_stop, w_step)


def _range_int(w_x):
    """A range argument as an int object (int, bool, __index__)."""
    from objspace.sequences import index_or_none
    if isinstance(w_x, W_Int):
        return newint(w_x.intval)
    w_i = index_or_none(w_x)
    if w_i is None:
        raise_type_error("'%s' object cannot be interpreted as an integer"
                         % w_x.gettype().name)
    assert w_i is not None
    return w_i


def object_new(args):
    if args.args_w or args.has_kwargs():
        raise_type_error("object() takes no arguments")
    return W_Instance(w_object_type)


def type_new(args):
    args_w = check_args(args, "type", 1, 1)
    return args_w[0].gettype()


for _w_type, _fn in [(w_int_type, int_new), (w_bool_type, bool_new),
                     (w_float_type, float_new), (w_str_type, str_new),
                     (w_list_type, list_new), (w_tuple_type, tuple_new),
                     (w_dict_type, dict_new),
                     (w_set_type, setmethods.set_new),
                     (w_frozenset_type, setmethods.frozenset_new),
                     (w_range_type, range_new),
                     (w_object_type, object_new), (w_type_type, type_new)]:
    _w_type.w_new = W_BuiltinFunction(_w_type.name, _fn)
