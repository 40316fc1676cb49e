"""Attributes and methods of int and float (real, imag, bit_length,
is_integer, ...), installed into the types' dicts at import time."""

import math

from objspace import builtinsub
from rpython.rlib.rbigint import rbigint

from objspace.funcobject import W_BuiltinFunction, W_Property
from objspace.intobject import (W_Int, W_Long, W_Bool, W_AbstractInt,
                                newint, newlong, newbool, w_int_type)
from objspace.floatobject import W_Float, newfloat, w_float_type
from objspace.tupleobject import newtuple
from objspace.argcheck import check_args
from objspace.exceptions import raise_type_error, raise_value_error, \
    raise_overflow


def _int_self(args, name):
    args_w = args.args_w
    if not args_w:
        raise_type_error("descriptor '%s' requires an 'int' object" % name)
    w_self = builtinsub.unwrap(args_w[0])
    if not isinstance(w_self, W_AbstractInt):
        raise_type_error("descriptor '%s' requires an 'int' object" % name)
    return w_self


def int_real(args):
    w_self = _int_self(args, "real")
    if isinstance(w_self, W_Bool):
        return newint(w_self.intval)
    return w_self


def int_imag(args):
    _int_self(args, "imag")
    return newint(0)


def int_denominator(args):
    _int_self(args, "denominator")
    return newint(1)


def int_bit_length(args):
    w_self = _int_self(args, "bit_length")
    check_args(args, "bit_length", 1, 1)
    if isinstance(w_self, W_Int):
        from rpython.rlib.rarithmetic import r_uint
        v = w_self.intval
        # |v| as a machine word: -2**63 must not overflow (a C compiler
        # may assume `v == -v` false and shift a negative word forever)
        u = r_uint(v) if v >= 0 else r_uint(0) - r_uint(v)
        n = 0
        while u:
            u >>= 1
            n += 1
        return newint(n)
    assert isinstance(w_self, W_Long)
    return newint(w_self.bigval.abs().bit_length())


def int_conjugate(args):
    return int_real(args)


def _float_self(args, name):
    args_w = args.args_w
    if not args_w:
        raise_type_error("descriptor '%s' requires a 'float' object" % name)
    w_self = builtinsub.unwrap(args_w[0])
    if not isinstance(w_self, W_Float):
        raise_type_error("descriptor '%s' requires a 'float' object" % name)
    assert isinstance(w_self, W_Float)
    return w_self


def float_real(args):
    return _float_self(args, "real")


def float_imag(args):
    _float_self(args, "imag")
    return newfloat(0.0)


def float_is_integer(args):
    w_self = _float_self(args, "is_integer")
    check_args(args, "is_integer", 1, 1)
    x = w_self.floatval
    return newbool(not math.isinf(x) and not math.isnan(x) and
                   math.floor(x) == x)


def float_as_integer_ratio(args):
    w_self = _float_self(args, "as_integer_ratio")
    x = w_self.floatval
    if math.isinf(x):
        raise_overflow("cannot convert Infinity to integer ratio")
    if math.isnan(x):
        raise_value_error("cannot convert NaN to integer ratio")
    m, e = math.frexp(x)
    for i in range(300):
        if m == math.floor(m):
            break
        m *= 2.0
        e -= 1
    num = rbigint.fromfloat(m)
    den = rbigint.fromint(1)
    if e > 0:
        num = num.lshift(e)
    else:
        den = den.lshift(-e)
    return newtuple([newlong(num), newlong(den)])


def _method_self(args, owner, name, of_int, max_args):
    """self of int's or float's method `name` (a subclass instance: its
    value), after CPython's checks of a method descriptor's arguments:
    none besides self when max_args is 0, else at most max_args
    positional ones."""
    args_w = args.args_w
    if not args_w:
        raise_type_error("unbound method %s.%s() needs an argument"
                         % (owner, name))
    w_self = builtinsub.unwrap(args_w[0])
    if of_int:
        ok = isinstance(w_self, W_AbstractInt)
    else:
        ok = isinstance(w_self, W_Float)
    if not ok:
        raise_type_error("descriptor '%s' for '%s' objects doesn't apply to "
                         "a '%s' object" % (name, owner,
                                            args_w[0].gettype().name))
    if args.has_kwargs():
        raise_type_error("%s.%s() takes no keyword arguments"
                         % (owner, name))
    n = len(args_w) - 1
    if max_args == 0 and n != 0:
        raise_type_error("%s.%s() takes no arguments (%d given)"
                         % (owner, name, n))
    if n > max_args:
        raise_type_error("%s expected at most %d argument%s, got %d"
                         % (name, max_args, "" if max_args == 1 else "s", n))
    return w_self


def _exact_int(w_self):
    """An int as itself, a bool as 0 or 1."""
    if isinstance(w_self, W_Bool):
        return newint(w_self.intval)
    return w_self


def int_ceil(args):
    return _exact_int(_method_self(args, "int", "__ceil__", True, 0))


def int_floor(args):
    return _exact_int(_method_self(args, "int", "__floor__", True, 0))


def int_trunc(args):
    return _exact_int(_method_self(args, "int", "__trunc__", True, 0))


def int_round_method(args):
    """int.__round__([ndigits]): None is no ndigits for round() only."""
    from objspace.modules.builtins_more import int_round
    w_self = _method_self(args, "int", "__round__", True, 1)
    assert isinstance(w_self, W_AbstractInt)
    w_nd = args.args_w[1] if len(args.args_w) == 2 else None
    return int_round(w_self, w_nd)


def _float_method_value(args, name, max_args):
    w_self = _method_self(args, "float", name, False, max_args)
    assert isinstance(w_self, W_Float)
    return w_self.floatval


def float_ceil(args):
    from objspace.modules.constructors import float_to_int
    return float_to_int(math.ceil(_float_method_value(args, "__ceil__", 0)))


def float_floor(args):
    from objspace.modules.constructors import float_to_int
    return float_to_int(math.floor(_float_method_value(args, "__floor__",
                                                       0)))


def float_trunc(args):
    from objspace.modules.constructors import float_to_int
    return float_to_int(_float_method_value(args, "__trunc__", 0))


def float_round_method(args):
    """float.__round__([ndigits]): None as ndigits is no ndigits."""
    from objspace.modules.builtins_more import float_round
    from objspace.noneobject import W_NoneObject
    x = _float_method_value(args, "__round__", 1)
    w_nd = args.args_w[1] if len(args.args_w) == 2 else None
    if isinstance(w_nd, W_NoneObject):
        w_nd = None
    return float_round(x, w_nd)


def float_conjugate(args):
    return _float_self(args, "conjugate")


def _install():
    for name, fn in [("real", int_real), ("imag", int_imag),
                     ("numerator", int_real),
                     ("denominator", int_denominator)]:
        w_int_type.dict_w[name] = W_Property(W_BuiltinFunction(name, fn),
                                             None, None)
    for name, fn in [("bit_length", int_bit_length),
                     ("conjugate", int_conjugate),
                     ("__ceil__", int_ceil), ("__floor__", int_floor),
                     ("__trunc__", int_trunc),
                     ("__round__", int_round_method)]:
        w_int_type.dict_w[name] = W_BuiltinFunction(name, fn)
    for name, fn in [("real", float_real), ("imag", float_imag)]:
        w_float_type.dict_w[name] = W_Property(W_BuiltinFunction(name, fn),
                                               None, None)
    for name, fn in [("is_integer", float_is_integer),
                     ("as_integer_ratio", float_as_integer_ratio),
                     ("conjugate", float_conjugate),
                     ("__ceil__", float_ceil), ("__floor__", float_floor),
                     ("__trunc__", float_trunc),
                     ("__round__", float_round_method)]:
        w_float_type.dict_w[name] = W_BuiltinFunction(name, fn)


_install()
