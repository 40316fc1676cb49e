"""The `_pickle` module: CPython's C accelerator of pickle, in RPython
(pickle_write.py, pickle_globals.py: the Pickler; pickle_read.py,
pickle_load.py: the Unpickler; pickle_buffer.py: PickleBuffer). This
file has the types as Python sees them (Pickler and Unpickler, which
user classes subclass, with their properties and memo proxies), the
module functions dump, dumps, load and loads, and their argument
parsing with CPython's messages. CPython's Lib/pickle.py imports it and
so uses it, as on CPython."""

from objspace.model import Arguments, OperationError
from objspace.moduleobject import W_Module
from objspace.model import W_Object
from objspace.typeobject import W_TypeObject, w_object_type
from objspace.funcobject import (W_BuiltinFunction, W_StaticMethod,
                                 W_Property, builtin_function)
from objspace.intobject import W_Int, newint
from objspace.strobject import W_Str, newstr
from objspace.bytesobject import W_Bytes
from objspace.tupleobject import W_Tuple, newtuple
from objspace.dictobject import W_Dict, w_dict_type
from objspace.noneobject import W_None
from objspace.exceptions import (oefmt, raise_type_error, raise_value_error,
                                 raise_attribute_error, w_ValueError)
from objspace import operations as ops
from objspace.modules import pickle_state as ps
from objspace.modules.pickle_state import lookup_attr, str_of
from objspace.modules.pickle_write import W_Pickler, c_long
from objspace.modules.pickle_read import W_Unpickler
from objspace.modules.pickle_buffer import w_picklebuffer_type


# ------------------------------------------------------ argument parsing

def parse_args(args, fname, names, nposonly, maxpos, nrequired,
               positional_word=True):
    """The values of the parameters `names` (None where not given), from
    positional arguments (at most maxpos, the first nposonly only so) and
    keywords; the first nrequired are required. CPython's messages."""
    args_w = args.args_w
    n = len(args_w)
    if n > maxpos or n < nposonly:
        qual = "exactly" if nrequired == maxpos else "at most"
        word = " positional" if positional_word else ""
        raise_type_error("%s() takes %s %d%s argument%s (%d given)"
                         % (fname, qual, maxpos, word,
                            "" if maxpos == 1 else "s", n))
    values_w = args_w + [None] * (len(names) - n)
    if args.kw_names is not None:
        for k in range(len(args.kw_names)):
            key = args.kw_names[k]
            i = -1
            for j in range(nposonly, len(names)):
                if names[j] == key:
                    i = j
                    break
            if i < 0:
                raise_type_error("'%s' is an invalid keyword argument for "
                                 "%s()" % (key, fname))
            if i < n:
                raise_type_error("argument for %s() given by name ('%s') and "
                                 "position (%d)" % (fname, key, i + 1))
            values_w[i] = args.kw_values_w[k]
    for i in range(nrequired):
        if values_w[i] is None:
            raise_type_error("%s() missing required argument '%s' (pos %d)"
                             % (fname, names[i], i + 1))
    return values_w


def _bool_arg(w_value, default):
    if w_value is None:
        return default
    return ops.is_true(w_value)


def _str_arg(w_value, fname, what, default):
    if w_value is None:
        return default
    s = str_of(w_value)
    if s is None:
        raise_type_error("%s() argument '%s' must be str, not %s"
                         % (fname, what, "None" if w_value is W_None
                            else w_value.gettype().name))
    assert s is not None
    return s


def _method_self(args, name, w_type, cls):
    if not args.args_w or not isinstance(args.args_w[0], cls) or \
            not args.args_w[0].gettype().issubtype(w_type):
        raise_type_error("descriptor '%s' for '_pickle.%s' objects doesn't "
                         "apply to a '%s' object"
                         % (name, w_type.name, args.args_w[0].gettype().name
                            if args.args_w else "NoneType"))
    return args.args_w[0]


def _pickler(args, name):
    w_self = _method_self(args, name, w_pickler_type, W_Pickler)
    assert isinstance(w_self, W_Pickler)
    return w_self


def _unpickler(args, name):
    w_self = _method_self(args, name, w_unpickler_type, W_Unpickler)
    assert isinstance(w_self, W_Unpickler)
    return w_self


def _no_args(args, qualname):
    if args.has_kwargs():
        raise_type_error("%s() takes no keyword arguments" % qualname)
    if len(args.args_w) != 1:
        raise_type_error("%s() takes no arguments (%d given)"
                         % (qualname, len(args.args_w) - 1))


# ------------------------------------------------------ Pickler

PICKLER_PARAMS = ["file", "protocol", "fix_imports", "buffer_callback"]


def pickler_init_args(w_self, args):
    values_w = parse_args(args, "Pickler", PICKLER_PARAMS, 0, 4, 1, False)
    _state()
    if w_self.w_write is not None:
        _pickler_clear(w_self)
    w_self.set_protocol(values_w[1], _bool_arg(values_w[2], True))
    w_self.set_output(values_w[0])
    w_self.set_buffer_callback(values_w[3])
    w_self.clear_buffer()
    w_self.fast = 0
    w_self.fast_nesting = 0
    w_self.fast_memo = None
    w_self.w_pers_func = lookup_attr(w_self, "persistent_id")
    if w_self.w_dispatch_table is None:
        w_self.w_dispatch_table = lookup_attr(w_self, "dispatch_table")


def _pickler_clear(w_self):
    w_self.clear_buffer()
    w_self.w_write = None
    w_self.w_pers_func = None
    w_self.w_dispatch_table = None
    w_self.fast_memo = None
    w_self.w_reducer_override = None
    w_self.w_buffer_callback = None
    w_self.memo = {}


def pickler_exact(args):
    w_self = W_Pickler(w_pickler_type)
    pickler_init_args(w_self, args)
    return w_self


def pickler_new(args):
    from objspace.modules.io_base import cls_arg
    return W_Pickler(cls_arg(args, w_pickler_type))


def pickler_init(args):
    w_self = _pickler(args, "__init__")
    pickler_init_args(w_self, Arguments(args.args_w[1:], args.kw_names,
                                        args.kw_values_w))
    return W_None


def pickler_dump(args):
    w_self = _pickler(args, "dump")
    if args.has_kwargs():
        raise_type_error("Pickler.dump() takes no keyword arguments")
    if len(args.args_w) != 2:
        raise_type_error("Pickler.dump() takes exactly one argument (%d "
                         "given)" % (len(args.args_w) - 1))
    if w_self.w_write is None:
        raise ps.pickling_error("Pickler.__init__() was not called by "
                                "%s.__init__()" % w_self.gettype().name)
    w_self.clear_buffer()
    w_self.dump(args.args_w[1])
    w_self.flush_to_file()
    return W_None


def pickler_clear_memo(args):
    w_self = _pickler(args, "clear_memo")
    _no_args(args, "Pickler.clear_memo")
    w_self.memo = {}
    return W_None


def pickler_sizeof(args):
    w_self = _pickler(args, "__sizeof__")
    _no_args(args, "Pickler.__sizeof__")
    return newint(128 + 16 * len(w_self.memo) + w_self.out.getlength())


def pickler_get_memo(args):
    return W_PicklerMemoProxy(_pickler(args, "memo"))


def pickler_set_memo(args):
    w_self = _pickler(args, "memo")
    w_value = args.args_w[1]
    if isinstance(w_value, W_PicklerMemoProxy):
        w_self.memo = w_value.w_pickler.memo.copy()
        return W_None
    from objspace.builtinsub import unwrap
    w_d = unwrap(w_value)
    if not isinstance(w_d, W_Dict):
        raise_type_error("'memo' attribute must be a PicklerMemoProxy "
                         "object or dict, not %s" % w_value.gettype().name)
    assert isinstance(w_d, W_Dict)
    memo = {}
    for w_key, w_entry in w_d.data.items():
        if not isinstance(w_entry, W_Tuple) or len(w_entry.items_w) != 2:
            raise_type_error("'memo' values must be 2-item tuples")
        assert isinstance(w_entry, W_Tuple)
        memo[w_entry.items_w[1]] = c_ssize(w_entry.items_w[0])
    w_self.memo = memo
    return W_None


def c_ssize(w_obj):
    if isinstance(w_obj, W_Int):
        return w_obj.intval
    from objspace.sequences import index_or_none
    w_i = index_or_none(w_obj)
    if w_i is None:
        raise_type_error("'%s' object cannot be interpreted as an integer"
                         % w_obj.gettype().name)
    if isinstance(w_i, W_Int):
        return w_i.intval
    from objspace.exceptions import w_OverflowError
    raise oefmt(w_OverflowError, "Python int too large to convert to C "
                "ssize_t")
    return 0


def _no_delete(args):
    raise_type_error("attribute deletion is not supported")
    return W_None


def pickler_get_persid(args):
    w_self = _pickler(args, "persistent_id")
    if w_self.w_pers_func is None:
        raise_attribute_error("persistent_id")
    return w_self.w_pers_func


def pickler_set_persid(args):
    from objspace.modules.builtins_more import is_callable
    w_self = _pickler(args, "persistent_id")
    w_value = args.args_w[1]
    if not is_callable(w_value):
        raise_type_error("persistent_id must be a callable taking one "
                         "argument")
    w_self.w_pers_func = w_value
    return W_None


def pickler_get_dispatch_table(args):
    w_self = _pickler(args, "dispatch_table")
    if w_self.w_dispatch_table is None:
        raise_attribute_error("'_pickle.Pickler' object has no attribute "
                              "'dispatch_table'")
    return w_self.w_dispatch_table


def pickler_set_dispatch_table(args):
    w_self = _pickler(args, "dispatch_table")
    w_self.w_dispatch_table = args.args_w[1]
    return W_None


def pickler_del_dispatch_table(args):
    w_self = _pickler(args, "dispatch_table")
    if w_self.w_dispatch_table is None:
        raise_attribute_error("dispatch_table")
    w_self.w_dispatch_table = None
    return W_None


def pickler_get_bin(args):
    return newint(_pickler(args, "bin").bin)


def pickler_set_bin(args):
    _pickler(args, "bin").bin = c_long(args.args_w[1])
    return W_None


def pickler_get_fast(args):
    return newint(_pickler(args, "fast").fast)


def pickler_set_fast(args):
    _pickler(args, "fast").fast = c_long(args.args_w[1])
    return W_None


def _cannot_delete_member(args):
    raise_type_error("can't delete numeric/char attribute")
    return W_None


class W_PicklerMemoProxy(W_Object):
    _attrs_ = ("w_pickler",)

    def __init__(self, w_pickler):
        self.w_pickler = w_pickler

    def gettype(self):
        return w_picklermemoproxy_type

    def unhashable_hook(self):
        return True


def _pmemo(args, name):
    if not args.args_w or not isinstance(args.args_w[0], W_PicklerMemoProxy):
        raise_type_error("descriptor '%s' requires a "
                         "'_pickle.PicklerMemoProxy' object" % name)
    w_self = args.args_w[0]
    assert isinstance(w_self, W_PicklerMemoProxy)
    return w_self


def pmemo_clear(args):
    w_self = _pmemo(args, "clear")
    _no_args(args, "clear")
    w_self.w_pickler.memo = {}
    return W_None


def pmemo_copy_w(w_self):
    from objspace.identity import id_w
    w_dict = W_Dict()
    for w_obj, idx in w_self.w_pickler.memo.items():
        w_dict.setitem(id_w(w_obj), newtuple([newint(idx), w_obj]))
    return w_dict


def pmemo_copy(args):
    w_self = _pmemo(args, "copy")
    _no_args(args, "copy")
    return pmemo_copy_w(w_self)


def pmemo_reduce(args):
    w_self = _pmemo(args, "__reduce__")
    _no_args(args, "__reduce__")
    return newtuple([w_dict_type, newtuple([pmemo_copy_w(w_self)])])


# ------------------------------------------------------ Unpickler

UNPICKLER_PARAMS = ["file", "fix_imports", "encoding", "errors", "buffers"]
LOADS_PARAMS = ["data", "fix_imports", "encoding", "errors", "buffers"]


def unpickler_setup(w_self, values_w, fname):
    """What Unpickler.__init__, load and loads share (values_w[0] is the
    file or data, handled by the caller)."""
    w_self.encoding = _str_arg(values_w[2], fname, "encoding", "ASCII")
    w_self.errors = _str_arg(values_w[3], fname, "errors", "strict")
    w_self.set_buffers(values_w[4])
    w_self.fix_imports = _bool_arg(values_w[1], True)


def unpickler_init_args(w_self, args):
    values_w = parse_args(args, "Unpickler", UNPICKLER_PARAMS, 0, 1, 1)
    _state()
    w_self.set_input_stream(values_w[0])
    unpickler_setup(w_self, values_w, "Unpickler")
    w_self.w_pers_func = lookup_attr(w_self, "persistent_load")
    w_self.stack = []
    w_self.marks = []
    w_self.fence = 0
    w_self.memo = [None] * 32
    w_self.memo_len = 0
    w_self.proto = 0


def unpickler_exact(args):
    w_self = W_Unpickler(w_unpickler_type)
    unpickler_init_args(w_self, args)
    return w_self


def unpickler_new(args):
    from objspace.modules.io_base import cls_arg
    return W_Unpickler(cls_arg(args, w_unpickler_type))


def unpickler_init(args):
    w_self = _unpickler(args, "__init__")
    unpickler_init_args(w_self, Arguments(args.args_w[1:], args.kw_names,
                                          args.kw_values_w))
    return W_None


def unpickler_load(args):
    w_self = _unpickler(args, "load")
    _no_args(args, "Unpickler.load")
    if w_self.w_read is None:
        raise ps.unpickling_error("Unpickler.__init__() was not called by "
                                  "%s.__init__()" % w_self.gettype().name)
    return w_self.load()


def unpickler_find_class(args):
    w_self = _unpickler(args, "find_class")
    if args.has_kwargs():
        raise_type_error("find_class() takes no keyword arguments")
    n = len(args.args_w) - 1
    if n != 2:
        raise_type_error("find_class expected 2 arguments, got %d" % n)
    return find_class(w_self, args.args_w[1], args.args_w[2])


def find_class(w_self, w_module, w_name):
    from objspace.modules.pickle_globals import import_module
    if w_self.proto < 3 and w_self.fix_imports:
        st = ps.STATE
        w_map = st.w_name_mapping_2to3
        assert isinstance(w_map, W_Dict)
        w_item = w_map.getitem(newtuple([w_module, w_name]))
        if w_item is not None:
            if not isinstance(w_item, W_Tuple) or len(w_item.items_w) != 2:
                raise oefmt(ps.w_RuntimeError, "_compat_pickle.NAME_MAPPING "
                            "values should be 2-tuples, not %s"
                            % w_item.gettype().name)
            assert isinstance(w_item, W_Tuple)
            w_module, w_name = w_item.items_w[0], w_item.items_w[1]
            if str_of(w_module) is None or str_of(w_name) is None:
                raise oefmt(ps.w_RuntimeError, "_compat_pickle.NAME_MAPPING "
                            "values should be pairs of str, not (%s, %s)"
                            % (w_module.gettype().name,
                               w_name.gettype().name))
        else:
            w_imap = st.w_import_mapping_2to3
            assert isinstance(w_imap, W_Dict)
            w_item = w_imap.getitem(w_module)
            if w_item is not None:
                if str_of(w_item) is None:
                    raise oefmt(ps.w_RuntimeError, "_compat_pickle.IMPORT_"
                                "MAPPING values should be strings, not %s"
                                % w_item.gettype().name)
                w_module = w_item
    w_mod = import_module(w_module)
    return getattribute(w_mod, w_name, w_self.proto >= 4)


def getattribute(w_obj, w_name, allow_qualname):
    from objspace.reprs import repr_w
    from objspace.exceptions import w_AttributeError
    from objspace.modules.pickle_globals import get_deep_attribute
    name = str_of(w_name)
    if name is None:
        raise_type_error("attribute name must be string, not '%s'"
                         % w_name.gettype().name)
    assert name is not None
    if allow_qualname:
        parts = name.split(".")
        for part in parts:
            if part == "<locals>":
                raise oefmt(w_AttributeError, "Can't pickle local attribute "
                            "%s on %s" % (repr_w(w_name), repr_w(w_obj)))
        w_attr, _ = get_deep_attribute(w_obj, parts)
    else:
        w_attr = lookup_attr(w_obj, name)
    if w_attr is None:
        raise oefmt(w_AttributeError, "Can't get attribute %s on %s"
                    % (repr_w(w_name), repr_w(w_obj)))
    return w_attr


def unpickler_sizeof(args):
    w_self = _unpickler(args, "__sizeof__")
    _no_args(args, "Unpickler.__sizeof__")
    return newint(160 + 8 * len(w_self.memo) + 8 * len(w_self.marks))


def unpickler_get_memo(args):
    return W_UnpicklerMemoProxy(_unpickler(args, "memo"))


def unpickler_set_memo(args):
    from objspace.builtinsub import unwrap
    w_self = _unpickler(args, "memo")
    w_value = args.args_w[1]
    if isinstance(w_value, W_UnpicklerMemoProxy):
        w_self.memo = w_value.w_unpickler.memo[:]
        w_self.memo_len = w_value.w_unpickler.memo_len
        return W_None
    w_d = unwrap(w_value)
    if not isinstance(w_d, W_Dict):
        raise_type_error("'memo' attribute must be an UnpicklerMemoProxy "
                         "object or dict, not %s" % w_value.gettype().name)
    assert isinstance(w_d, W_Dict)
    new_size = len(w_d.data)
    for w_key, w_obj in w_d.data.items():
        from objspace.intobject import W_AbstractInt
        if not isinstance(unwrap(w_key), W_AbstractInt):
            raise_type_error("memo key must be integers")
        idx = c_ssize(w_key)
        if idx < 0:
            raise_value_error("memo key must be positive integers.")
        # (as CPython 3.11: the entries go to the memo being replaced)
        w_self.memo_put(idx, w_obj)
    w_self.memo = [None] * new_size
    w_self.memo_len = 0
    return W_None


def unpickler_get_persload(args):
    w_self = _unpickler(args, "persistent_load")
    if w_self.w_pers_func is None:
        raise_attribute_error("persistent_load")
    return w_self.w_pers_func


def unpickler_set_persload(args):
    from objspace.modules.builtins_more import is_callable
    w_self = _unpickler(args, "persistent_load")
    w_value = args.args_w[1]
    if not is_callable(w_value):
        raise_type_error("persistent_load must be a callable taking one "
                         "argument")
    w_self.w_pers_func = w_value
    return W_None


class W_UnpicklerMemoProxy(W_Object):
    _attrs_ = ("w_unpickler",)

    def __init__(self, w_unpickler):
        self.w_unpickler = w_unpickler

    def gettype(self):
        return w_unpicklermemoproxy_type

    def unhashable_hook(self):
        return True


def _umemo(args, name):
    if not args.args_w or \
            not isinstance(args.args_w[0], W_UnpicklerMemoProxy):
        raise_type_error("descriptor '%s' requires a "
                         "'_pickle.UnpicklerMemoProxy' object" % name)
    w_self = args.args_w[0]
    assert isinstance(w_self, W_UnpicklerMemoProxy)
    return w_self


def umemo_clear(args):
    w_self = _umemo(args, "clear")
    _no_args(args, "clear")
    w_u = w_self.w_unpickler
    w_u.memo = [None] * len(w_u.memo)
    w_u.memo_len = 0
    return W_None


def umemo_copy_w(w_self):
    w_dict = W_Dict()
    memo = w_self.w_unpickler.memo
    for i in range(len(memo)):
        w_obj = memo[i]
        if w_obj is not None:
            w_dict.setitem(newint(i), w_obj)
    return w_dict


def umemo_copy(args):
    w_self = _umemo(args, "copy")
    _no_args(args, "copy")
    return umemo_copy_w(w_self)


def umemo_reduce(args):
    w_self = _umemo(args, "__reduce__")
    _no_args(args, "__reduce__")
    return newtuple([w_dict_type, newtuple([umemo_copy_w(w_self)])])


# ------------------------------------------------------ module functions

DUMP_PARAMS = ["obj", "file", "protocol", "fix_imports", "buffer_callback"]
DUMPS_PARAMS = ["obj", "protocol", "fix_imports", "buffer_callback"]


def m_dump(args):
    values_w = parse_args(args, "dump", DUMP_PARAMS, 0, 3, 2)
    _state()
    w_p = W_Pickler(w_pickler_type)
    w_p.set_protocol(values_w[2], _bool_arg(values_w[3], True))
    w_p.set_output(values_w[1])
    w_p.set_buffer_callback(values_w[4])
    w_p.dump(values_w[0])
    w_p.flush_to_file()
    return W_None


def m_dumps(args):
    values_w = parse_args(args, "dumps", DUMPS_PARAMS, 0, 2, 1)
    _state()
    w_p = W_Pickler(w_pickler_type)
    w_p.set_protocol(values_w[1], _bool_arg(values_w[2], True))
    w_p.set_buffer_callback(values_w[3])
    w_p.dump(values_w[0])
    return W_Bytes(w_p.get_string())


def m_load(args):
    values_w = parse_args(args, "load", UNPICKLER_PARAMS, 0, 1, 1)
    _state()
    w_u = W_Unpickler(w_unpickler_type)
    w_u.set_input_stream(values_w[0])
    unpickler_setup(w_u, values_w, "load")
    return w_u.load()


def m_loads(args):
    from objspace.modules import buffers
    values_w = parse_args(args, "loads", LOADS_PARAMS, 1, 1, 1)
    _state()
    w_u = W_Unpickler(w_unpickler_type)
    w_u.set_string_input(buffers.bytes_of(values_w[0]))
    unpickler_setup(w_u, values_w, "loads")
    return w_u.load()


def _state():
    if not ps.STATE.ready:
        ps.init_state()


# ------------------------------------------------------ the types

def _new_type(name, w_new_exact):
    w_t = W_TypeObject(name, [w_object_type])
    w_t.module = "_pickle"
    w_t.w_new = w_new_exact
    return w_t


def _install(w_type, methods, props):
    for name, fn in methods:
        w_type.dict_w[name] = W_BuiltinFunction(name, fn)
    for name, fget, fset, fdel in props:
        w_type.dict_w[name] = W_Property(
            W_BuiltinFunction(name, fget),
            W_BuiltinFunction(name, fset) if fset is not None else None,
            W_BuiltinFunction(name, fdel) if fdel is not None else None)


w_pickler_type = _new_type("Pickler", W_BuiltinFunction("Pickler",
                                                        pickler_exact))
w_unpickler_type = _new_type("Unpickler", W_BuiltinFunction("Unpickler",
                                                            unpickler_exact))
w_picklermemoproxy_type = _new_type("PicklerMemoProxy", None)
w_unpicklermemoproxy_type = _new_type("UnpicklerMemoProxy", None)

w_pickler_type.dict_w["__new__"] = W_StaticMethod(
    W_BuiltinFunction("__new__", pickler_new))
w_unpickler_type.dict_w["__new__"] = W_StaticMethod(
    W_BuiltinFunction("__new__", unpickler_new))
_install(w_pickler_type, [
    ("__init__", pickler_init), ("dump", pickler_dump),
    ("clear_memo", pickler_clear_memo), ("__sizeof__", pickler_sizeof)], [
    ("memo", pickler_get_memo, pickler_set_memo, _no_delete),
    ("persistent_id", pickler_get_persid, pickler_set_persid, _no_delete),
    ("dispatch_table", pickler_get_dispatch_table,
     pickler_set_dispatch_table, pickler_del_dispatch_table),
    ("bin", pickler_get_bin, pickler_set_bin, _cannot_delete_member),
    ("fast", pickler_get_fast, pickler_set_fast, _cannot_delete_member)])
_install(w_unpickler_type, [
    ("__init__", unpickler_init), ("load", unpickler_load),
    ("find_class", unpickler_find_class),
    ("__sizeof__", unpickler_sizeof)], [
    ("memo", unpickler_get_memo, unpickler_set_memo, _no_delete),
    ("persistent_load", unpickler_get_persload, unpickler_set_persload,
     _no_delete)])
_install(w_picklermemoproxy_type, [
    ("clear", pmemo_clear), ("copy", pmemo_copy),
    ("__reduce__", pmemo_reduce)], [])
_install(w_unpicklermemoproxy_type, [
    ("clear", umemo_clear), ("copy", umemo_copy),
    ("__reduce__", umemo_reduce)], [])


def _allow_subclasses():
    from objspace.builtinsub import SUPPORTED
    SUPPORTED.types_w.append(w_pickler_type)
    SUPPORTED.types_w.append(w_unpickler_type)


_allow_subclasses()


def make():
    w_mod = W_Module("_pickle")
    _state()
    for name, fn in [("dump", m_dump), ("dumps", m_dumps), ("load", m_load),
                     ("loads", m_loads)]:
        w_mod.setitem(name, builtin_function(name, fn))
    w_mod.setitem("Pickler", w_pickler_type)
    w_mod.setitem("Unpickler", w_unpickler_type)
    w_mod.setitem("PickleBuffer", w_picklebuffer_type)
    w_mod.setitem("PickleError", ps.w_PickleError)
    w_mod.setitem("PicklingError", ps.w_PicklingError)
    w_mod.setitem("UnpicklingError", ps.w_UnpicklingError)
    return w_mod
