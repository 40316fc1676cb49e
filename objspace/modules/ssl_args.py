"""The arguments of `_ssl`'s functions and methods (positional or keyword;
ints, strs, paths; a property setter's value) and the helpers that put
methods and properties on its types."""

from objspace.funcobject import (W_BuiltinFunction, W_Property,
                                 W_StaticMethod)
from objspace.strobject import W_Str
from objspace.intobject import W_Int
from objspace.bytesobject import W_Bytes
from objspace.noneobject import W_None
from objspace.exceptions import TYPES, raise_type_error, oefmt


# --- arguments ---

def parse(args, fname, names, required, skip=1):
    """Positional or keyword arguments after `skip` leading ones: one
    W_Object or None (not given) per name."""
    args_w = args.args_w
    n = len(args_w) - skip
    if n > len(names):
        raise_type_error("%s() takes at most %d arguments (%d given)"
                         % (fname, len(names), n))
    values_w = [None] * len(names)
    for i in range(n):
        values_w[i] = args_w[i + skip]
    if args.kw_names is not None:
        for k in range(len(args.kw_names)):
            key = args.kw_names[k]
            found = False
            for i in range(len(names)):
                if names[i] == key:
                    if values_w[i] is not None:
                        raise_type_error("argument for %s() given by name "
                                         "('%s') and position"
                                         % (fname, key))
                    values_w[i] = args.kw_values_w[k]
                    found = True
            if not found:
                raise_type_error("%s() got an unexpected keyword argument "
                                 "'%s'" % (fname, key))
    for i in range(required):
        if values_w[i] is None:
            raise_type_error("%s() missing required argument '%s' (pos %d)"
                             % (fname, names[i], i + 1))
    return values_w


def given(w_x):
    return w_x is not None and w_x is not W_None


def int_arg(w_x):
    from objspace.sequences import index_or_none
    if isinstance(w_x, W_Int):
        return w_x.intval
    w_i = index_or_none(w_x)
    if w_i is None:
        raise_type_error("'%s' object cannot be interpreted as an integer"
                         % w_x.gettype().name)
    if not isinstance(w_i, W_Int):
        raise oefmt(TYPES.by_name["OverflowError"],
                    "Python int too large to convert to C long")
    assert isinstance(w_i, W_Int)
    return w_i.intval


def str_arg(w_x, fname):
    from objspace.builtinsub import unwrap
    w_v = unwrap(w_x)
    if not isinstance(w_v, W_Str):
        raise_type_error("%s() argument must be str, not %s"
                         % (fname, w_x.gettype().name))
    assert isinstance(w_v, W_Str)
    s = w_v.utf8
    assert s is not None
    return s


def path_arg(w_x, fname):
    from objspace.modules.posix_args import fspath
    w_p = fspath(w_x)
    if w_p is None:
        raise_type_error("%s() expected str, bytes or os.PathLike object, "
                         "not %s" % (fname, w_x.gettype().name))
    if isinstance(w_p, W_Bytes):
        return w_p.value
    assert isinstance(w_p, W_Str)
    s = w_p.utf8
    assert s is not None
    return s


def _value(args):
    if len(args.args_w) != 2:
        raise_type_error("setter takes one value")
    return args.args_w[1]


def _readonly(name):
    def fn(args):
        from objspace.exceptions import raise_attribute_error
        raise_attribute_error("attribute '%s' of '%s' objects is not "
                              "writable" % (name, args.args_w[0].gettype().name))
        return W_None
    fn.__name__ = "ssl_readonly_" + name
    return W_BuiltinFunction(name, fn)


# --- types ---

def _getset(w_t, name, getter, setter):
    w_set = _readonly(name) if setter is None else \
        W_BuiltinFunction(name, setter)
    w_t.dict_w[name] = W_Property(W_BuiltinFunction(name, getter), w_set,
                                  None)


def _install(w_t, pairs):
    for name, fn in pairs:
        w_t.dict_w[name] = W_BuiltinFunction(name, fn)


def _not_instantiable(qualname):
    def fn(args):
        raise_type_error("cannot create '%s' instances" % qualname)
        return W_None
    fn.__name__ = "ssl_not_instantiable_" + qualname.replace(".", "_")
    return W_BuiltinFunction(qualname, fn)


def _allow_subclasses(w_t, dunder_new):
    from objspace.builtinsub import SUPPORTED
    w_t.dict_w["__new__"] = W_StaticMethod(W_BuiltinFunction("__new__",
                                                             dunder_new))
    SUPPORTED.types_w.append(w_t)
