"""float: a W_Float boxes one C double; arithmetic follows CPython's
floatobject.c (floor division and modulo signs, pow special cases)."""

import math

from rpython.rlib import rfloat

from objspace.model import W_Object
from objspace.typeobject import W_TypeObject, w_object_type


class W_Float(W_Object):
    _attrs_ = _immutable_fields_ = ("floatval",)

    def __init__(self, floatval):
        self.floatval = floatval

    def gettype(self):
        return w_float_type


w_float_type = W_TypeObject("float", [w_object_type])


def newfloat(f):
    return W_Float(f)


def float_repr(x):
    return rfloat.formatd(x, 'r', 0, rfloat.DTSF_ADD_DOT_0)


def float_truediv(x, y):
    if y == 0.0:
        from objspace.exceptions import raise_zero_division
        raise_zero_division("float division by zero")
    return x / y


def c_fmod(vx, wx):
    """C's fmod: NaN for an infinite dividend, where math.fmod raises
    ValueError (CPython's float % uses the C function)."""
    if math.isinf(vx):
        return rfloat.NAN
    return math.fmod(vx, wx)


def float_mod(vx, wx):
    if wx == 0.0:
        from objspace.exceptions import raise_zero_division
        raise_zero_division("float modulo")
    mod = c_fmod(vx, wx)
    if mod:
        if (wx < 0) != (mod < 0):
            mod += wx
    else:
        mod = math.copysign(0.0, wx)
    return mod


def float_floordiv(vx, wx):
    if wx == 0.0:
        from objspace.exceptions import raise_zero_division
        raise_zero_division("float floor division by zero")
    return float_divmod(vx, wx)[0]


def float_divmod(vx, wx):
    if wx == 0.0:
        from objspace.exceptions import raise_zero_division
        raise_zero_division("float divmod()")
    mod = c_fmod(vx, wx)
    div = (vx - mod) / wx
    if mod:
        if (wx < 0) != (mod < 0):
            mod += wx
            div -= 1.0
    else:
        mod = math.copysign(0.0, wx)
    if div:
        floordiv = math.floor(div)
        if div - floordiv > 0.5:
            floordiv += 1.0
    else:
        floordiv = math.copysign(0.0, vx / wx)
    return floordiv, mod


def float_pow(x, y):
    from objspace.exceptions import (raise_zero_division, raise_overflow,
                                     raise_value_error)
    if y == 0.0:
        return 1.0
    if x == 0.0 and y < 0.0:
        raise_zero_division("0.0 cannot be raised to a negative power")
    if x < 0.0 and not math.isinf(y) and math.floor(y) != y \
            and not math.isinf(x):
        raise_value_error("complex results are not supported by lbbv")
    try:
        return math.pow(x, y)
    except OverflowError:
        raise_overflow("(34, 'Numerical result out of range')")
    except ValueError:
        raise_value_error("math domain error")
    return 0.0


def float_is_integer(x):
    return not math.isinf(x) and not math.isnan(x) and math.floor(x) == x
