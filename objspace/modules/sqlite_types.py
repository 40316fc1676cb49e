"""`_sqlite3`'s type conversion: PrepareProtocol, the adapters registry
and adapt() (PEP 246's microprotocols as CPython's module has them),
register_adapter / register_converter, and the Row type (indexable by
position and, ignoring ASCII case, by column name)."""

from objspace.model import Arguments, OperationError
from objspace.instances import W_Instance
from objspace.typeobject import W_TypeObject, w_object_type
from objspace.funcobject import W_BuiltinFunction, W_StaticMethod
from objspace.strobject import W_Str, newstr
from objspace.intobject import W_Int, newint, newbool
from objspace.tupleobject import W_Tuple, newtuple
from objspace.listobject import W_List
from objspace.noneobject import W_None, W_NotImplemented
from objspace.exceptions import (raise_type_error, oefmt, w_TypeError,
                                 w_IndexError, exception_matches)
from objspace import operations as ops
from objspace import attrs
from objspace.modules.sqlite_errors import (STATE, programming_error,
                                            positional, str_arg)


def _type_arg(args, w_base):
    """The class argument of a __new__ (a subclass of w_base)."""
    if not args.args_w:
        raise_type_error("%s.__new__(): not enough arguments" % w_base.name)
    w_cls = args.args_w[0]
    if not isinstance(w_cls, W_TypeObject) or not w_cls.issubtype(w_base):
        raise_type_error("%s.__new__(X): X is not a subtype of %s"
                         % (w_base.name, w_base.name))
    assert isinstance(w_cls, W_TypeObject)
    return w_cls


def new_type(name, w_new):
    w_t = W_TypeObject(name, [w_object_type])
    w_t.module = "sqlite3"
    w_t.w_new = W_BuiltinFunction(name, w_new)
    return w_t


def allow_subclasses(w_t, w_dunder_new):
    from objspace.builtinsub import SUPPORTED
    w_t.dict_w["__new__"] = W_StaticMethod(W_BuiltinFunction("__new__",
                                                             w_dunder_new))
    SUPPORTED.types_w.append(w_t)


def install(w_t, pairs):
    for name, fn in pairs:
        w_t.dict_w[name] = W_BuiltinFunction(name, fn)


# --- PrepareProtocol ---

def _pp_new(args):
    return W_Instance(w_prepare_protocol_type)


def _pp_dunder_new(args):
    return W_Instance(_type_arg(args, w_prepare_protocol_type))


def _pp_init(args):
    return W_None


w_prepare_protocol_type = new_type("PrepareProtocol", _pp_new)
allow_subclasses(w_prepare_protocol_type, _pp_dunder_new)
install(w_prepare_protocol_type, [("__init__", _pp_init)])


# --- adaptation ---

def _call_ignoring_type_error(w_meth, w_arg):
    """w_meth(w_arg), or None when it raised TypeError."""
    try:
        return w_meth.call(Arguments([w_arg]))
    except OperationError as e:
        if exception_matches(e.w_value.gettype(), w_TypeError):
            return None
        raise


def adapt(w_obj, w_proto, w_alt):
    """PEP 246 adaptation of w_obj to w_proto: the registered adapter for
    (type(w_obj), w_proto), else w_proto.__adapt__(w_obj), else
    w_obj.__conform__(w_proto); else w_alt, or ProgrammingError when
    w_alt is None."""
    w_adapters = STATE.w_adapters
    if w_adapters is not None:
        w_key = newtuple([w_obj.gettype(), w_proto])
        w_adapter = w_adapters.getitem(w_key)
        if w_adapter is not None:
            return w_adapter.call(Arguments([w_obj]))
    w_adapt = attrs.getattr_or_none(w_proto, "__adapt__")
    if w_adapt is not None:
        w_res = _call_ignoring_type_error(w_adapt, w_obj)
        if w_res is not None and not ops.is_none(w_res):
            return w_res
    w_conform = attrs.getattr_or_none(w_obj, "__conform__")
    if w_conform is not None:
        w_res = _call_ignoring_type_error(w_conform, w_proto)
        if w_res is not None and not ops.is_none(w_res):
            return w_res
    if w_alt is not None:
        return w_alt
    raise programming_error("can't adapt")


def m_adapt(args):
    args_w = positional(args, "adapt", "adapt", 1, 3, skip=0)
    w_proto = args_w[1] if len(args_w) > 1 else w_prepare_protocol_type
    w_alt = args_w[2] if len(args_w) > 2 else None
    return adapt(args_w[0], w_proto, w_alt)


def m_register_adapter(args):
    from objspace.floatobject import w_float_type
    from objspace.intobject import w_int_type
    from objspace.strobject import w_str_type
    from objspace.bytesobject import w_bytearray_type
    args_w = positional(args, "register_adapter", "register_adapter", 2, 2,
                        skip=0)
    w_type = args_w[0]
    if w_type is w_int_type or w_type is w_float_type or \
            w_type is w_str_type or w_type is w_bytearray_type:
        STATE.base_type_adapted = True
    w_adapters = STATE.w_adapters
    assert w_adapters is not None
    w_adapters.setitem(newtuple([w_type, w_prepare_protocol_type]),
                       args_w[1])
    return W_None


def m_register_converter(args):
    args_w = positional(args, "register_converter", "register_converter",
                        2, 2, skip=0)
    str_arg(args_w[0], "register_converter", "argument 1")
    w_key = attrs.getattr_w(args_w[0], "upper").call(Arguments([]))
    w_converters = STATE.w_converters
    assert w_converters is not None
    w_converters.setitem(w_key, args_w[1])
    return W_None


def converter_for(name):
    """The converter registered under `name` (matched upper-cased), or
    None."""
    w_converters = STATE.w_converters
    if w_converters is None:
        return None
    w_key = attrs.getattr_w(newstr(name), "upper").call(Arguments([]))
    return w_converters.getitem(w_key)


# --- Row ---

class W_Row(W_Instance):
    _attrs_ = ("w_description", "w_data")

    def __init__(self, w_class, w_description, w_data):
        W_Instance.__init__(self, w_class)
        self.w_description = w_description
        self.w_data = w_data


def _row_args(args):
    from objspace.modules.sqlite_cursor import W_Cursor, w_cursor_type
    if args.has_kwargs():
        raise_type_error("Row() takes no keyword arguments")
    args_w = positional(args, "Row", "Row", 2, 2, skip=1)
    w_cursor = args_w[0]
    if not isinstance(w_cursor, W_Cursor):
        raise_type_error("Row() argument 1 must be sqlite3.Cursor, not %s"
                         % w_cursor.gettype().name)
    assert isinstance(w_cursor, W_Cursor)
    w_data = args_w[1]
    if not isinstance(w_data, W_Tuple):
        raise_type_error("Row() argument 2 must be tuple, not %s"
                         % w_data.gettype().name)
    return w_cursor.w_description, w_data


def _row_new(args):
    w_description, w_data = _row_args(args.prepend(w_row_type))
    return W_Row(w_row_type, w_description, w_data)


def _row_dunder_new(args):
    w_cls = _type_arg(args, w_row_type)
    w_description, w_data = _row_args(args)
    return W_Row(w_cls, w_description, w_data)


def _row_self(args, name):
    if not args.args_w or not isinstance(args.args_w[0], W_Row):
        raise_type_error("descriptor '%s' requires a 'sqlite3.Row' object"
                         % name)
    w_row = args.args_w[0]
    assert isinstance(w_row, W_Row)
    return w_row


def _column_names(w_row):
    names = []
    w_desc = w_row.w_description
    if isinstance(w_desc, W_Tuple):
        for w_col in w_desc.items_w:
            if isinstance(w_col, W_Tuple) and w_col.items_w:
                names.append(w_col.items_w[0])
            else:
                names.append(W_None)
    return names


def _lower_ascii(s):
    chars = []
    for c in s:
        if "A" <= c <= "Z":
            chars.append(chr(ord(c) + 32))
        else:
            chars.append(c)
    return "".join(chars)


def row_getitem(args):
    from objspace import containers
    from objspace.sequences import W_Slice
    from objspace.builtinsub import unwrap
    from objspace.intobject import W_Long
    w_row = _row_self(args, "__getitem__")
    args_w = positional(args, "__getitem__", "Row.__getitem__", 1, 1)
    w_key = unwrap(args_w[0])
    if isinstance(w_key, W_Int) or isinstance(w_key, W_Long) or \
            isinstance(w_key, W_Slice):
        return containers.getitem_w(w_row.w_data, w_key)
    if isinstance(w_key, W_Str):
        s = w_key.utf8
        assert s is not None
        key = _lower_ascii(s)
        names_w = _column_names(w_row)
        for i in range(len(names_w)):
            w_name = names_w[i]
            if isinstance(w_name, W_Str) and \
                    _lower_ascii(w_name.utf8 or "") == key:
                return w_row.w_data.items_w[i]
        raise oefmt(w_IndexError, "No item with that key")
    raise oefmt(w_IndexError, "Index must be int or string")


def row_len(args):
    w_row = _row_self(args, "__len__")
    positional(args, "__len__", "Row.__len__", 0, 0)
    return newint(len(w_row.w_data.items_w))


def row_iter(args):
    from objspace import containers
    w_row = _row_self(args, "__iter__")
    positional(args, "__iter__", "Row.__iter__", 0, 0)
    return containers.iter_w(w_row.w_data)


def row_keys(args):
    w_row = _row_self(args, "keys")
    positional(args, "keys", "Row.keys", 0, 0)
    return W_List(_column_names(w_row))


def row_hash(args):
    w_row = _row_self(args, "__hash__")
    positional(args, "__hash__", "Row.__hash__", 0, 0)
    return newint(ops.hash_w(w_row.w_description) ^
                  ops.hash_w(w_row.w_data))


def _row_eq(w_row, w_other):
    if not isinstance(w_other, W_Row):
        return None
    return (ops.eq_bool(w_row.w_description, w_other.w_description) and
            ops.eq_bool(w_row.w_data, w_other.w_data))


def row_eq(args):
    w_row = _row_self(args, "__eq__")
    args_w = positional(args, "__eq__", "Row.__eq__", 1, 1)
    w_other = args_w[0]
    if not isinstance(w_other, W_Row):
        return W_NotImplemented
    return newbool(_row_eq(w_row, w_other))


def row_ne(args):
    w_row = _row_self(args, "__ne__")
    args_w = positional(args, "__ne__", "Row.__ne__", 1, 1)
    w_other = args_w[0]
    if not isinstance(w_other, W_Row):
        return W_NotImplemented
    return newbool(not _row_eq(w_row, w_other))


w_row_type = new_type("Row", _row_new)
allow_subclasses(w_row_type, _row_dunder_new)
install(w_row_type, [("__getitem__", row_getitem), ("__len__", row_len),
                     ("__iter__", row_iter), ("keys", row_keys),
                     ("__hash__", row_hash), ("__eq__", row_eq),
                     ("__ne__", row_ne)])
