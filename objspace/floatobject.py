"""float: a W_Float boxes one C double; arithmetic follows CPython's
floatobject.c (floor division and modulo signs, pow special cases)."""

import math

from rpython.rlib import rfloat
from rpython.rtyper.lltypesystem import rffi
from rpython.translator.tool.cbuild import ExternalCompilationInfo

from objspace.model import W_Object
from objspace.typeobject import W_TypeObject, w_object_type


class W_Float(W_Object):
    # floatval is not an immutable field: a W_FloatCell changes it (there
    # is no JIT to use the hint)
    _attrs_ = ("floatval",)

    def __init__(self, floatval):
        self.floatval = floatval

    def gettype(self):
        return w_float_type


class W_FloatCell(W_Float):
    """A float attribute of one instance that tier 2 updates in place
    (`x.a op= v`, interpreter/fused_ops.attribute_update): no new object
    per update. Only that instance's storage slot refers to it: every read
    that hands the attribute out gives a W_Float of its value
    (instances.exposed), the same one until the next update (as CPython,
    where `o.a is o.a`), so the change is never seen as mutation."""
    _attrs_ = ("w_boxed",)

    def __init__(self, floatval):
        W_Float.__init__(self, floatval)
        self.w_boxed = None

    def update(self, floatval):
        self.floatval = floatval
        self.w_boxed = None


w_float_type = W_TypeObject("float", [w_object_type])



def positive_nan():
    """A quiet NaN with the sign bit clear (CPython's Py_NAN), from its
    bits: RPython writes a NaN constant as HUGE_VAL/HUGE_VAL, which x86
    evaluates to its default NaN (sign bit set), and gcc folds a copysign
    of it to that same negative NaN. The bits are read from the run's
    state (written at start-up), so no pass can fold the conversion into
    such a constant."""
    from rpython.rlib.longlong2float import longlong2float
    from interpreter.runtime.state import STATE
    return longlong2float(STATE.nan_bits)

def newfloat(f):
    return W_Float(f)


def float_repr(x):
    return rfloat.formatd(x, 'r', 0, rfloat.DTSF_ADD_DOT_0)


def formatd(x, code, prec, flags):
    """rfloat.formatd, except that a 'g'/'G' result without '#' never has
    trailing zeros after its point: RPython's dtoa keeps one when the
    rounding is an exact tie rounded to even ('%.3g' % 1505.0 gave
    '1.50e+03' where CPython gives '1.5e+03')."""
    s = rfloat.formatd(x, code, prec, flags)
    if (code == 'g' or code == 'G') and not (flags & rfloat.DTSF_ALT):
        s = strip_g_zeros(s, (flags & rfloat.DTSF_ADD_DOT_0) != 0)
    return s


def strip_g_zeros(s, keep_dot_0):
    end = len(s)
    for k in range(len(s)):
        if s[k] == 'e' or s[k] == 'E':
            end = k
            break
    dot = s.find('.', 0, end)
    if dot < 0:
        return s
    stop = end
    while stop > dot + 1 and s[stop - 1] == '0':
        stop -= 1
    if stop == end:
        return s
    if stop == dot + 1:
        if keep_dot_0 and end == len(s):
            stop += 1           # '150.0' stays as the flag asks
        else:
            stop = dot
    assert stop >= 0
    return s[:stop] + s[end:]


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


# C's pow without errno handling, for float_pow's common case
c_pow = rffi.llexternal('pow', [rffi.DOUBLE, rffi.DOUBLE], rffi.DOUBLE,
                        compilation_info=ExternalCompilationInfo(
                            includes=['math.h'], libraries=['m']),
                        sandboxsafe=True, releasegil=False,
                        elidable_function=True)


def pow_is_complex(x, y):
    """x ** y is complex (CPython hands it to complex's power): a finite
    negative base, a finite non-integral exponent."""
    return x < 0.0 and not math.isinf(x) and not math.isinf(y) and \
        not math.isnan(y) and math.floor(y) != y


def float_pow(x, y):
    from objspace.exceptions import (raise_zero_division, raise_overflow,
                                     raise_value_error)
    if 0.0 < x < rfloat.INFINITY and -rfloat.INFINITY < y < rfloat.INFINITY:
        # a positive finite base: C's pow is the result unless it
        # overflowed (nbody's `d2 ** 0.5`), as in CPython's float_pow
        r = c_pow(x, y)
        if r < rfloat.INFINITY:
            return r
    if y == 0.0:
        return 1.0
    if math.isnan(x):
        return x
    if math.isnan(y):
        return 1.0 if x == 1.0 else y
    if math.isinf(y):
        # CPython's own rules, also for a zero base (0.0 ** -inf is inf)
        ax = math.fabs(x)
        if ax == 1.0:
            return 1.0
        if (y > 0.0) == (ax > 1.0):
            return rfloat.INFINITY
        return 0.0
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
