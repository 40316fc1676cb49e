"""The builtins module: its functions, the type constructors it exposes,
and the exception classes."""

from objspace.model import Arguments, OperationError
from objspace.moduleobject import W_Module
from objspace.funcobject import W_BuiltinFunction, builtin_function
from objspace import exception_attrs  # noqa: F401 (installs the __init__s)
from objspace.typeobject import W_TypeObject, w_object_type, w_type_type
from objspace.intobject import (W_Int, W_AbstractInt, newint, newbool,
                                W_True, W_False, w_int_type, w_bool_type)
from objspace.floatobject import w_float_type
from objspace.strobject import W_Str, newstr, w_str_type
from objspace.listobject import w_list_type
from objspace.tupleobject import w_tuple_type, W_Tuple
from objspace.dictobject import w_dict_type
from objspace.setobject import w_set_type, w_frozenset_type
from objspace.iterobject import w_range_type
from objspace.noneobject import W_None, W_NotImplemented, W_Ellipsis
from objspace.exceptions import TYPES, raise_type_error
from objspace.oserrors import w_OSError  # also adds OSError's subclasses
from objspace.argcheck import check_args
from objspace.stdio import OUTPUT
from objspace import operations as ops
from objspace import containers
from objspace.reprs import str_w, repr_w
from objspace.modules import builtins_more, constructors
from objspace.modules.mod_math import RAW_FABS
import objspace.numbermethods  # noqa: F401  (installs int/float methods)
import objspace.complexmethods  # noqa: F401  (installs complex())
import objspace.formatops  # noqa: F401  (installs the __format__ methods)
from objspace.complexobject import w_complex_type
from objspace import metaclass
from objspace import isinstance_ops
from objspace import builtinsub
from objspace import iter_pickle
import objspace.intbytes  # noqa: F401
import objspace.floathex  # noqa: F401
import objspace.translate  # noqa: F401
import objspace.newargs  # noqa: F401
import objspace.strmethods  # noqa
import objspace.listmethods  # noqa
import objspace.tuplemethods  # noqa
import objspace.rangemethods  # noqa
import objspace.dictmethods  # noqa
import objspace.setmethods  # noqa
import objspace.bytesmethods  # noqa  (also installs str.encode)
import objspace.bytes_text  # noqa
import objspace.bytearray_ops  # noqa
import objspace.exception_groups  # noqa  (adds the group types to TYPES)
from objspace.bytesobject import w_bytes_type, w_bytearray_type

from objspace.memoryview import w_memoryview_type  # noqa: E402
BUILTIN_TYPES = [
    ("int", w_int_type), ("bool", w_bool_type), ("float", w_float_type),
    ("complex", w_complex_type),
    ("str", w_str_type), ("list", w_list_type), ("tuple", w_tuple_type),
    ("dict", w_dict_type), ("set", w_set_type),
    ("frozenset", w_frozenset_type), ("range", w_range_type),
    ("object", w_object_type), ("type", w_type_type),
    ("bytes", w_bytes_type), ("bytearray", w_bytearray_type),
    ("memoryview", w_memoryview_type)]


def b_print(args):
    w_sep = args.get_kw("sep")
    w_end = args.get_kw("end")
    w_file = args.get_kw("file")
    w_flush = args.get_kw("flush")
    if args.has_kwargs():
        raise_type_error("'%s' is an invalid keyword argument for print()"
                         % args.kw_names[0])
    sep = " "
    if w_sep is not None and not ops.is_none(w_sep):
        if not isinstance(w_sep, W_Str):
            raise_type_error("sep must be None or a string, not %s"
                             % w_sep.gettype().name)
        sep = w_sep.utf8
    end = "\n"
    if w_end is not None and not ops.is_none(w_end):
        if not isinstance(w_end, W_Str):
            raise_type_error("end must be None or a string, not %s"
                             % w_end.gettype().name)
        end = w_end.utf8
    pieces = []
    for i in range(len(args.args_w)):
        if i > 0:
            pieces.append(sep)
        pieces.append(str_w(args.args_w[i]))
    pieces.append(end)
    text = "".join(pieces)
    if w_file is None or ops.is_none(w_file):
        from objspace.modules.mod_sys import replaced_stdout
        w_file = replaced_stdout()
    if w_file is not None:
        from objspace import attrs
        w_write = attrs.getattr_w(w_file, "write")
        w_write.call(Arguments([newstr(text)]))
        if w_flush is not None and ops.is_true(w_flush):
            w_fl = attrs.getattr_or_none(w_file, "flush")
            if w_fl is not None:
                w_fl.call(Arguments([]))
        return W_None
    OUTPUT.write_stdout(text)
    if w_flush is not None and ops.is_true(w_flush):
        OUTPUT.flush()
    return W_None


def b_len(args):
    args_w = check_args(args, "len", 1, 1)
    return newint(containers.len_w(args_w[0]))


def b_repr(args):
    args_w = check_args(args, "repr", 1, 1)
    from objspace.reprs import repr_obj
    return repr_obj(args_w[0])


def b_abs(args):
    args_w = check_args(args, "abs", 1, 1)
    return ops.abs_w(args_w[0])


def b_isinstance(args):
    args_w = check_args(args, "isinstance", 2, 2)
    return newbool(isinstance_ops.is_instance(args_w[0], args_w[1]))


def b_issubclass(args):
    args_w = check_args(args, "issubclass", 2, 2)
    return newbool(isinstance_ops.is_subclass(args_w[0], args_w[1]))


builtinsub.install()
iter_pickle.install()


FUNCTIONS = [("print", b_print), ("len", b_len), ("repr", b_repr),
             ("abs", b_abs), ("isinstance", b_isinstance),
             ("issubclass", b_issubclass)]


def make():
    w_mod = W_Module("builtins")
    d = w_mod.dict_w
    for name, fn in FUNCTIONS:
        d[name] = builtin_function(name, fn)
    d["abs"] = builtin_function("abs", b_abs, RAW_FABS)
    from interpreter.runtime.ops_misc import original_import
    from interpreter.runtime.ops_misc import original_build_class
    d["__import__"] = original_import()
    d["__build_class__"] = original_build_class()
    for name, fn in builtins_more.FUNCTIONS:
        method1 = builtins_more.TWO_ARGS.get(name, None)
        call3 = builtins_more.THREE_ARGS.get(name, None)
        d[name] = builtin_function(name, fn, method1=method1, call3=call3)
    from interpreter.runtime import dyncode
    for name, fn in dyncode.FUNCTIONS:
        d[name] = builtin_function(name, fn)
    for name, w_type in BUILTIN_TYPES:
        d[name] = w_type
    for name, w_type in builtins_more.TYPES:
        d[name] = w_type
    for w_t in TYPES.order:
        d[w_t.name] = w_t
    d["IOError"] = w_OSError
    d["EnvironmentError"] = w_OSError
    from objspace.modules import mod_io
    d["open"] = mod_io.W_OPEN
    d["input"] = builtin_function("input", mod_io.b_input)
    from objspace.modules.sys_breakpoint import b_breakpoint
    d["breakpoint"] = builtin_function("breakpoint", b_breakpoint)
    from interpreter.runtime.coroutine import BUILTINS as ASYNC_BUILTINS
    for name, fn in ASYNC_BUILTINS:     # aiter, anext
        d[name] = W_BuiltinFunction(name, fn)
    d["None"] = W_None
    d["True"] = W_True
    d["False"] = W_False
    d["NotImplemented"] = W_NotImplemented
    d["Ellipsis"] = W_Ellipsis
    d["__debug__"] = W_True     # False under -O (main.py)
    from objspace import builtin_docs
    builtin_docs.install_function_docs(d)
    builtin_docs.install_type_docs(d)
    d["__name__"] = newstr("builtins")
    return w_mod
