"""format(value, spec) for every object, on top of the formatting engine
(formatting.py), turning its FormatError into Python exceptions."""

from objspace.model import Arguments, OperationError
from objspace.intobject import W_Int, W_Long, W_Bool, W_AbstractInt
from objspace.floatobject import W_Float
from objspace.complexobject import W_Complex
from objspace.strobject import W_Str, newstr
from objspace.instances import W_Instance
from objspace.exceptions import oefmt, w_ValueError, w_OverflowError, \
    raise_type_error
from objspace import formatting
from objspace.formatting_util import FormatError, FormatOverflowError


def format_error(e):
    if isinstance(e, FormatOverflowError):
        return oefmt(w_OverflowError, e.msg)
    return oefmt(w_ValueError, e.msg)


def format_w(w_value, spec):
    """format(w_value, spec) as a W_Str."""
    from objspace.reprs import str_w
    try:
        if isinstance(w_value, W_Bool) and spec == "":
            return newstr(str_w(w_value))
        if isinstance(w_value, W_AbstractInt):
            typename = w_value.gettype().name
            return newstr(formatting.format_int(w_value.as_bigint(), spec,
                                                typename))
        if isinstance(w_value, W_Float):
            return newstr(formatting.format_float(w_value.floatval, spec,
                                                  "float"))
        if isinstance(w_value, W_Str):
            return newstr(formatting.format_str(w_value.utf8, spec, "str"))
        if isinstance(w_value, W_Complex):
            from objspace.complexmethods import format_complex
            return newstr(format_complex(w_value, spec))
        if isinstance(w_value, W_Instance):
            w_meth = w_value.gettype().lookup("__format__")
            if w_meth is not None:
                from objspace.funcobject import special_binding
                w_res = special_binding(w_meth).call(
                    Arguments([w_value, newstr(spec)]))
                if not isinstance(w_res, W_Str):
                    raise_type_error("__format__ must return a str, not %s"
                                     % w_res.gettype().name)
                return w_res
            from objspace.builtinsub import W_SubInstance
            if isinstance(w_value, W_SubInstance) and spec != "":
                return format_w(w_value.w_value, spec)    # the base's
        if spec != "":
            raise_type_error("unsupported format string passed to "
                             "%s.__format__" % w_value.gettype().name)
        return newstr(str_w(w_value))
    except FormatError as e:
        raise format_error(e)


def _make_format_method(w_owner):
    def format_method(args):
        """int/float/str/complex.__format__(spec): format() of the value;
        an empty spec is str(self) (a subclass's own __str__)."""
        from objspace.argcheck import check_args
        from objspace.builtinsub import unwrap
        from objspace.reprs import str_w
        args_w = check_args(args, "__format__", 2, 2)
        w_self = args_w[0]
        if not w_self.gettype().issubtype(w_owner):
            from objspace.listmethods import bad_self
            bad_self("__format__", w_owner.name, w_self)
        w_spec = unwrap(args_w[1])
        if not isinstance(w_spec, W_Str):
            raise_type_error("__format__() argument must be str, not %s"
                             % args_w[1].gettype().name)
        assert isinstance(w_spec, W_Str)
        if w_spec.utf8 == "":
            return newstr(str_w(w_self))
        return format_w(unwrap(w_self), w_spec.utf8)
    return format_method


def install():
    from objspace.funcobject import W_BuiltinFunction
    from objspace.intobject import w_int_type
    from objspace.floatobject import w_float_type
    from objspace.strobject import w_str_type
    from objspace.complexobject import w_complex_type
    for w_t in [w_int_type, w_float_type, w_str_type, w_complex_type]:
        w_t.dict_w["__format__"] = W_BuiltinFunction(
            "__format__", _make_format_method(w_t))
