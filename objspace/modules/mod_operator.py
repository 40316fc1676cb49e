"""A partial `_operator` module: _compare_digest (hmac imports it from
here), index, whose pure-Python definition in Lib/operator.py
(`a.__index__()`) raises AttributeError where CPython's C one raises
TypeError (random.randrange relies on that), and the built-in types
itemgetter, attrgetter and methodcaller (operator_getters.py).
Lib/operator.py's other definitions stay in use."""

from objspace.moduleobject import W_Module
from objspace.funcobject import builtin_function
from objspace.intobject import newbool
from objspace.strobject import W_Str, newstr
from objspace.exceptions import raise_type_error
from objspace.argcheck import check_args
from objspace.modules import buffers
from objspace.modules.operator_getters import (w_itemgetter_type,
                                               w_attrgetter_type,
                                               w_methodcaller_type)


def compare_digest(args):
    args_w = check_args(args, "_compare_digest", 2, 2)
    w_a = args_w[0]
    w_b = args_w[1]
    if isinstance(w_a, W_Str) and isinstance(w_b, W_Str):
        if not w_a.is_ascii() or not w_b.is_ascii():
            raise_type_error("comparing strings with non-ASCII characters is "
                             "not supported")
        return newbool(w_a.utf8 == w_b.utf8)
    if isinstance(w_a, W_Str) or isinstance(w_b, W_Str):
        raise_type_error("a bytes-like object is required, not 'str'")
    a = buffers.bytes_or_none(w_a)
    b = buffers.bytes_or_none(w_b)
    if a is None or b is None:
        raise_type_error("unsupported operand types(s) or combination of "
                         "types: '%s' and '%s'" % (w_a.gettype().name,
                                                   w_b.gettype().name))
    return newbool(a == b)


def op_index(args):
    from objspace.modules.builtins_more import index_w
    return index_w(check_args(args, "index", 1, 1)[0])


# (operator.py takes its __doc__ from here)
DOC = ("Operator interface.\n\nlbbv builds in only _compare_digest, "
       "index, itemgetter,\nattrgetter and methodcaller; the functions "
       "for the intrinsic\noperators come from operator.py.")


def make():
    w_mod = W_Module("_operator")
    w_mod.setitem("_compare_digest", builtin_function("_compare_digest",
                                                      compare_digest))
    w_mod.setitem("index", builtin_function("index", op_index))
    w_mod.setitem("itemgetter", w_itemgetter_type)
    w_mod.setitem("attrgetter", w_attrgetter_type)
    w_mod.setitem("methodcaller", w_methodcaller_type)
    w_mod.setitem("__doc__", newstr(DOC))
    return w_mod
