"""complex: a W_Complex boxes two C doubles. The arithmetic follows
CPython's complexobject.c (its division algorithm, integer powers by
repeated multiplication, its error cases); ints and floats take part as
(x, 0.0) through the binop hook, so the int/float fast paths of
operations.py never see a complex."""

import math

from rpython.rlib import rfloat
from rpython.rlib.rarithmetic import r_uint, intmask

from interpreter.frontend import astnodes as A
from objspace.floatobject import formatd
from objspace.model import W_Object
from objspace.typeobject import W_TypeObject, w_object_type
from objspace.intobject import W_Int, W_Long, long_tofloat, hash_float
from objspace.floatobject import W_Float, positive_nan
from objspace import libm

# what went wrong in a C computation (CPython's errno)
OK = 0
EDOM = 1
ERANGE = 2


class W_Complex(W_Object):
    _attrs_ = _immutable_fields_ = ("realval", "imagval")

    def __init__(self, realval, imagval):
        self.realval = realval
        self.imagval = imagval

    def gettype(self):
        return w_complex_type

    def binop_hook(self, w_other, op, reflected):
        if op != A.NB_ADD and op != A.NB_SUBTRACT and \
                op != A.NB_MULTIPLY and op != A.NB_TRUE_DIVIDE and \
                op != A.NB_POWER:
            return None
        w_o = as_complex(w_other)
        if w_o is None:
            return None
        if reflected:
            return complex_arith(w_o, self, op)
        return complex_arith(self, w_o, op)

    def compare_hook(self, w_other, op):
        if op != A.EQ and op != A.NE:
            return None
        if isinstance(w_other, W_Complex):
            eq = (self.realval == w_other.realval and
                  self.imagval == w_other.imagval)
        elif isinstance(w_other, W_Float):
            eq = self.realval == w_other.floatval and self.imagval == 0.0
        elif isinstance(w_other, W_Int) or isinstance(w_other, W_Long):
            if self.imagval != 0.0:
                eq = False
            else:
                # exactly, as float == int (a big int is no double)
                from objspace.operations import _cmp_float_int
                eq = _cmp_float_int(self.realval, w_other, A.EQ)
        else:
            return None
        from objspace.intobject import newbool
        return newbool(eq if op == A.EQ else not eq)

    def repr_hook(self):
        return complex_repr(self.realval, self.imagval)


w_complex_type = W_TypeObject("complex", [w_object_type])


def newcomplex(re, im):
    return W_Complex(re, im)


def as_complex(w_obj):
    """An int, float or complex as a W_Complex (CPython's TO_COMPLEX), or
    None for other objects."""
    if isinstance(w_obj, W_Complex):
        return w_obj
    if isinstance(w_obj, W_Float):
        return W_Complex(w_obj.floatval, 0.0)
    if isinstance(w_obj, W_Int):
        return W_Complex(float(w_obj.intval), 0.0)
    if isinstance(w_obj, W_Long):
        return W_Complex(long_tofloat(w_obj.bigval), 0.0)
    return None


# --- arithmetic on (real, imag) pairs ---

def c_prod(ar, ai, br, bi):
    return ar * br - ai * bi, ar * bi + ai * br


def c_quot(ar, ai, br, bi):
    """_Py_c_quot: divides by the larger part of the divisor, which keeps
    the intermediate values in range. Returns (re, im, EDOM for a zero
    divisor)."""
    abs_br = -br if br < 0 else br
    abs_bi = -bi if bi < 0 else bi
    if abs_br >= abs_bi:
        if abs_br == 0.0:
            return 0.0, 0.0, EDOM
        ratio = bi / br
        denom = br + bi * ratio
        return (ar + ai * ratio) / denom, (ai - ar * ratio) / denom, OK
    if abs_bi >= abs_br:
        ratio = br / bi
        denom = br * ratio + bi
        return (ar * ratio + ai) / denom, (ai * ratio - ar) / denom, OK
    # a NaN in the divisor: CPython's Py_NAN (sign bit clear)
    nan = positive_nan()
    return nan, nan, OK


def ieee_div(a, b):
    """a / b as C computes it (inf or nan for b == 0.0, where RPython
    code run untranslated would raise ZeroDivisionError)."""
    if b == 0.0:
        if a == 0.0 or math.isnan(a):
            return rfloat.NAN
        return math.copysign(rfloat.INFINITY, a) * math.copysign(1.0, b)
    return a / b


def c_pow(ar, ai, br, bi):
    """_Py_c_pow, by polar form."""
    if br == 0.0 and bi == 0.0:
        return 1.0, 0.0, OK
    if ar == 0.0 and ai == 0.0:
        err = OK
        if bi != 0.0 or br < 0.0:
            err = EDOM
        return 0.0, 0.0, err
    vabs = libm.hypot(ar, ai)
    length = libm.pow(vabs, br)
    at = libm.atan2(ai, ar)
    phase = at * br
    if bi != 0.0:
        length = ieee_div(length, libm.exp(at * bi))
        phase += bi * libm.log(vabs)
    # cos and sin of an infinite phase set errno to EDOM, which CPython
    # reports as ZeroDivisionError
    err = EDOM if math.isinf(phase) else OK
    return length * libm.cos(phase), length * libm.sin(phase), err


def c_powu(xr, xi, n):
    rr = 1.0
    ri = 0.0
    pr = xr
    pi = xi
    mask = 1
    while mask > 0 and n >= mask:
        if n & mask:
            rr, ri = c_prod(rr, ri, pr, pi)
        mask <<= 1
        pr, pi = c_prod(pr, pi, pr, pi)
    return rr, ri


def c_powi(xr, xi, n):
    if n > 0:
        rr, ri = c_powu(xr, xi, n)
        return rr, ri, OK
    rr, ri = c_powu(xr, xi, -n)
    return c_quot(1.0, 0.0, rr, ri)


def complex_power(ar, ai, br, bi):
    """complex_pow without a modulus: small integral exponents by repeated
    multiplication (more accurate), others by c_pow."""
    if bi == 0.0 and br == math.floor(br) and math.fabs(br) <= 100.0:
        rr, ri, err = c_powi(ar, ai, int(br))
    else:
        rr, ri, err = c_pow(ar, ai, br, bi)
    if err == OK and (math.isinf(rr) or math.isinf(ri)):
        err = ERANGE
    if err == EDOM:
        from objspace.exceptions import raise_zero_division
        raise_zero_division("0.0 to a negative or complex power")
    if err == ERANGE:
        from objspace.exceptions import raise_overflow
        raise_overflow("complex exponentiation")
    return W_Complex(rr, ri)


def complex_arith(w_a, w_b, op):
    ar = w_a.realval
    ai = w_a.imagval
    br = w_b.realval
    bi = w_b.imagval
    if op == A.NB_ADD:
        return W_Complex(ar + br, ai + bi)
    if op == A.NB_SUBTRACT:
        return W_Complex(ar - br, ai - bi)
    if op == A.NB_MULTIPLY:
        rr, ri = c_prod(ar, ai, br, bi)
        return W_Complex(rr, ri)
    if op == A.NB_TRUE_DIVIDE:
        rr, ri, err = c_quot(ar, ai, br, bi)
        if err != OK:
            from objspace.exceptions import raise_zero_division
            raise_zero_division("complex division by zero")
        return W_Complex(rr, ri)
    assert op == A.NB_POWER
    return complex_power(ar, ai, br, bi)


def c_abs(re, im):
    """_Py_c_abs: (value, ERANGE when hypot overflowed)."""
    if math.isinf(re):
        return math.fabs(re), OK
    if math.isinf(im):
        return math.fabs(im), OK
    if math.isnan(re) or math.isnan(im):
        return positive_nan(), OK
    r = libm.hypot(re, im)
    if math.isinf(r):
        return r, ERANGE
    return r, OK


def complex_abs(w_z):
    r, err = c_abs(w_z.realval, w_z.imagval)
    if err != OK:
        from objspace.exceptions import raise_overflow
        raise_overflow("absolute value too large")
    return r


def complex_hash(w_z):
    hr = r_uint(hash_float(w_z.realval))
    hi = r_uint(hash_float(w_z.imagval))
    combined = hr + r_uint(1000003) * hi
    if combined == r_uint(-1):
        combined = r_uint(-2)
    return intmask(combined)


# --- repr ---

def format_part(x, code, precision, flags):
    """PyOS_double_to_string (which writes '+nan' with the sign flag,
    where rfloat.formatd leaves nan unsigned)."""
    s = formatd(x, code, precision, flags)
    if (flags & rfloat.DTSF_SIGN) and math.isnan(x) and s[0] != '+':
        s = '+' + s
    return s


def complex_repr(re, im):
    if re == 0.0 and math.copysign(1.0, re) == 1.0:
        return format_part(im, 'r', 0, 0) + "j"
    return "(%s%sj)" % (format_part(re, 'r', 0, 0),
                        format_part(im, 'r', 0, rfloat.DTSF_SIGN))
