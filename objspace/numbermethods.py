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


def _float_rounded(args, name, up):
    from objspace.modules.constructors import float_to_int
    w_self = _float_self(args, name)
    check_args(args, name, 1, 1)
    x = w_self.floatval
    return float_to_int(math.ceil(x) if up else math.floor(x))


def float_ceil(args):
    return _float_rounded(args, "__ceil__", True)


def float_floor(args):
    return _float_rounded(args, "__floor__", False)


def float_conjugate(args):
    return _float_self(args, "conjugate")


def _install():
    for name, fn in [("real", int_real), ("imag", int_imag),
                     ("numerator", int_real),
                     ("denominator", int_denominator)]:
        w_int_type.dict_w[name] = W_Property(W_BuiltinFunction(name, fn),
                                             None, None)
    for name, fn in [("bit_length", int_bit_length),
                     ("conjugate", int_conjugate)]:
        w_int_type.dict_w[name] = W_BuiltinFunction(name, fn)
    for name, fn in [("real", float_real), ("imag", float_imag)]:
        w_float_type.dict_w[name] = W_Property(W_BuiltinFunction(name, fn),
                                               None, None)
    for name, fn in [("is_integer", float_is_integer),
                     ("as_integer_ratio", float_as_integer_ratio),
                     ("conjugate", float_conjugate),
                     ("__ceil__", float_ceil), ("__floor__", float_floor)]:
        w_float_type.dict_w[name] = W_BuiltinFunction(name, fn)


_install()
