"""The cmath module. Finite arguments go through the formulas of CPython's
cmathmodule.c (scaled to avoid overflow and cancellation) on the C
library's functions, so results are bit-identical; arguments with an
infinite or NaN part take C99 Annex G's special values, kept below as one
7x7 table per function indexed by the kinds of the real and imaginary
parts (the tables were checked against CPython 3.11 on every kind)."""

import math

from rpython.rlib import rfloat

from objspace.model import Arguments
from objspace.moduleobject import W_Module
from objspace.funcobject import W_BuiltinFunction
from objspace.intobject import newbool
from objspace.floatobject import newfloat, positive_nan
from objspace.tupleobject import newtuple
from objspace.complexobject import (W_Complex, c_quot, c_abs, OK, EDOM,
                                    ERANGE)
from objspace.instances import W_Instance
from objspace.exceptions import (raise_type_error, raise_value_error,
                                 raise_overflow)
from objspace.argcheck import check_args
from objspace.modules.mod_math import float_w
from objspace import libm

INF = rfloat.INFINITY
NAN = rfloat.NAN
PI = math.pi
DBL_MIN = 2.2250738585072014e-308
DBL_MAX = 1.7976931348623157e+308
LARGE_DOUBLE = DBL_MAX / 4.0
SQRT_LARGE_DOUBLE = math.sqrt(LARGE_DOUBLE)
LOG_LARGE_DOUBLE = math.log(LARGE_DOUBLE)
SQRT_DBL_MIN = math.sqrt(DBL_MIN)
SCALE_UP = 53           # 2 * (DBL_MANT_DIG / 2) + 1
SCALE_DOWN = -27        # -(SCALE_UP + 1) / 2
M_LN2 = 0.6931471805599453
M_LN10 = 2.302585092994046

# --- special values ---

# kinds of a double: -inf, negative, -0.0, +0.0, positive, +inf, nan
ST_NINF = 0
ST_NEG = 1
ST_NZERO = 2
ST_PZERO = 3
ST_POS = 4
ST_PINF = 5
ST_NAN = 6


def special_type(d):
    if math.isnan(d):
        return ST_NAN
    if math.isinf(d):
        return ST_NINF if d < 0.0 else ST_PINF
    negative = math.copysign(1.0, d) < 0.0
    if d != 0.0:
        return ST_NEG if negative else ST_POS
    return ST_NZERO if negative else ST_PZERO


# rows: kind of the real part (of r for rect); columns: of the imaginary
# part (of phi). "re,im" with I = inf, N = nan, P = pi, P12 = pi/2,
# P14 = pi/4, P34 = 3pi/4; EDOM: ValueError; U: computed by the function
_TABLES = [
    ("exp",
     "0,0 U 0,-0 0,0 U 0,0 0,0",
     "EDOM U U U U EDOM N,N",
     "EDOM U U U U EDOM N,N",
     "EDOM U U U U EDOM N,N",
     "EDOM U U U U EDOM N,N",
     "EDOM U I,-0 I,0 U EDOM I,N",
     "N,N N,N N,-0 N,0 N,N N,N N,N"),
    ("log",
     "I,-P34 I,-P I,-P I,P I,P I,P34 I,N",
     "I,-P12 U U U U I,P12 N,N",
     "I,-P12 U U U U I,P12 N,N",
     "I,-P12 U U U U I,P12 N,N",
     "I,-P12 U U U U I,P12 N,N",
     "I,-P14 I,-0 I,-0 I,0 I,0 I,P14 I,N",
     "I,N N,N N,N N,N N,N I,N N,N"),
    ("sqrt",
     "I,-I 0,-I 0,-I 0,I 0,I I,I N,I",
     "I,-I U U U U I,I N,N",
     "I,-I U U U U I,I N,N",
     "I,-I U U U U I,I N,N",
     "I,-I U U U U I,I N,N",
     "I,-I I,-0 I,-0 I,0 I,0 I,I I,N",
     "I,-I N,N N,N N,N N,N I,I N,N"),
    ("acos",
     "P34,I P,I P,I P,-I P,-I P34,-I N,I",
     "P12,I U U U U P12,-I N,N",
     "P12,I U U U U P12,-I P12,N",
     "P12,I U U U U P12,-I P12,N",
     "P12,I U U U U P12,-I N,N",
     "P14,I 0,I 0,I 0,-I 0,-I P14,-I N,I",
     "N,I N,N N,N N,N N,N N,-I N,N"),
    ("acosh",
     "I,-P34 I,-P I,-P I,P I,P I,P34 I,N",
     "I,-P12 U U U U I,P12 N,N",
     "I,-P12 U U U U I,P12 N,N",
     "I,-P12 U U U U I,P12 N,N",
     "I,-P12 U U U U I,P12 N,N",
     "I,-P14 I,-0 I,-0 I,0 I,0 I,P14 I,N",
     "I,N N,N N,N N,N N,N I,N N,N"),
    ("asinh",
     "-I,-P14 -I,-0 -I,-0 -I,0 -I,0 -I,P14 -I,N",
     "-I,-P12 U U U U -I,P12 N,N",
     "-I,-P12 U U U U -I,P12 N,N",
     "I,-P12 U U U U I,P12 N,N",
     "I,-P12 U U U U I,P12 N,N",
     "I,-P14 I,-0 I,-0 I,0 I,0 I,P14 I,N",
     "I,N N,N N,-0 N,0 N,N I,N N,N"),
    ("atanh",
     "-0,-P12 -0,-P12 -0,-P12 -0,P12 -0,P12 -0,P12 -0,N",
     "-0,-P12 U U U U -0,P12 N,N",
     "-0,-P12 U U U U -0,P12 -0,N",
     "0,-P12 U U U U 0,P12 0,N",
     "0,-P12 U U U U 0,P12 N,N",
     "0,-P12 0,-P12 0,-P12 0,P12 0,P12 0,P12 0,N",
     "0,-P12 N,N N,N N,N N,N 0,P12 N,N"),
    ("cosh",
     "EDOM U I,0 I,-0 U EDOM I,N",
     "EDOM U U U U EDOM N,N",
     "EDOM U U U U EDOM N,0",
     "EDOM U U U U EDOM N,0",
     "EDOM U U U U EDOM N,N",
     "EDOM U I,-0 I,0 U EDOM I,N",
     "N,N N,N N,0 N,0 N,N N,N N,N"),
    ("sinh",
     "EDOM U -I,-0 -I,0 U EDOM I,N",
     "EDOM U U U U EDOM N,N",
     "EDOM U U U U EDOM 0,N",
     "EDOM U U U U EDOM 0,N",
     "EDOM U U U U EDOM N,N",
     "EDOM U I,-0 I,0 U EDOM I,N",
     "N,N N,N N,-0 N,0 N,N N,N N,N"),
    ("tanh",
     "-1,0 U -1,-0 -1,0 U -1,0 -1,0",
     "EDOM U U U U EDOM N,N",
     "EDOM U U U U EDOM N,N",
     "EDOM U U U U EDOM N,N",
     "EDOM U U U U EDOM N,N",
     "1,0 U 1,-0 1,0 U 1,0 1,0",
     "N,N N,N N,-0 N,0 N,N N,N N,N"),
    ("rect",
     "EDOM U -I,0 -I,-0 U EDOM I,N",
     "EDOM U U U U EDOM N,N",
     "0,0 U U U U 0,0 0,0",
     "0,0 U U U U 0,0 0,0",
     "EDOM U U U U EDOM N,N",
     "EDOM U I,-0 I,0 U EDOM I,N",
     "N,N N,N N,0 N,0 N,N N,N N,N"),
]

_NAMED = {"I": INF, "N": NAN, "P": PI, "P12": PI / 2.0, "P14": PI / 4.0,
          "P34": 0.75 * PI, "0": 0.0, "1": 1.0}


def _value(tok):
    if tok.startswith("-"):
        return -_NAMED[tok[1:]]
    return _NAMED[tok]


class SpecialTable(object):
    """One function's 49 special values (read-only after import)."""
    _immutable_fields_ = ("re[*]", "im[*]", "err[*]")

    def __init__(self, rows):
        self.re = []
        self.im = []
        self.err = []
        for row in rows:
            for tok in row.split(" "):
                err = OK
                re = im = NAN
                if tok == "EDOM":
                    err = EDOM
                elif tok != "U":
                    parts = tok.split(",")
                    re = _value(parts[0])
                    im = _value(parts[1])
                self.re.append(re)
                self.im.append(im)
                self.err.append(err)

    def lookup(self, x, y):
        i = special_type(x) * 7 + special_type(y)
        re = self.re[i]
        im = self.im[i]
        if math.isnan(re):          # the tables' NaNs are CPython's Py_NAN
            re = rfloat.copysign(re, 1.0)
        if math.isnan(im):
            im = rfloat.copysign(im, 1.0)
        return re, im, self.err[i]


def _table(name):
    for entry in _TABLES:
        if entry[0] == name:
            return SpecialTable(list(entry[1:]))
    raise KeyError(name)


EXP_SV = _table("exp")
LOG_SV = _table("log")
SQRT_SV = _table("sqrt")
ACOS_SV = _table("acos")
ACOSH_SV = _table("acosh")
ASINH_SV = _table("asinh")
ATANH_SV = _table("atanh")
COSH_SV = _table("cosh")
SINH_SV = _table("sinh")
TANH_SV = _table("tanh")
RECT_SV = _table("rect")


def _finite(x):
    return not math.isinf(x) and not math.isnan(x)


def _special(x, y):
    return not _finite(x) or not _finite(y)


# --- the functions, on (re, im): each returns (re, im, errno) ---

def c_sqrt(x, y):
    if _special(x, y):
        return SQRT_SV.lookup(x, y)
    if x == 0.0 and y == 0.0:
        return 0.0, y, OK
    ax = math.fabs(x)
    ay = math.fabs(y)
    if ax < DBL_MIN and ay < DBL_MIN:
        # hypot(ax, ay) would be subnormal: scale up first
        ax = math.ldexp(ax, SCALE_UP)
        s = math.ldexp(libm.sqrt(ax + libm.hypot(ax, math.ldexp(ay,
                                                                SCALE_UP))),
                       SCALE_DOWN)
    else:
        ax /= 8.0
        s = 2.0 * libm.sqrt(ax + libm.hypot(ax, ay / 8.0))
    d = ay / (2.0 * s)
    if x >= 0.0:
        return s, math.copysign(d, y), OK
    return d, math.copysign(s, y), OK


def c_exp(x, y):
    if _special(x, y):
        if math.isinf(x) and _finite(y) and y != 0.0:
            if x > 0:
                re = math.copysign(INF, libm.cos(y))
                im = math.copysign(INF, libm.sin(y))
            else:
                re = math.copysign(0.0, libm.cos(y))
                im = math.copysign(0.0, libm.sin(y))
            return re, im, OK
        return EXP_SV.lookup(x, y)
    if x > LOG_LARGE_DOUBLE:
        l = libm.exp(x - 1.0)
        re = l * libm.cos(y) * math.e
        im = l * libm.sin(y) * math.e
    else:
        l = libm.exp(x)
        re = l * libm.cos(y)
        im = l * libm.sin(y)
    if math.isinf(re) or math.isinf(im):
        return re, im, ERANGE
    return re, im, OK


def c_log(x, y):
    if _special(x, y):
        return LOG_SV.lookup(x, y)
    ax = math.fabs(x)
    ay = math.fabs(y)
    if ax > LARGE_DOUBLE or ay > LARGE_DOUBLE:
        re = libm.log(libm.hypot(ax / 2.0, ay / 2.0)) + M_LN2
    elif ax < DBL_MIN and ay < DBL_MIN:
        if ax > 0.0 or ay > 0.0:
            # hypot(ax, ay) would be subnormal
            re = libm.log(libm.hypot(math.ldexp(ax, 53),
                                     math.ldexp(ay, 53))) - 53 * M_LN2
        else:
            return -INF, libm.atan2(y, x), EDOM
    else:
        h = libm.hypot(ax, ay)
        if 0.71 <= h and h <= 1.73:
            am = ax if ax > ay else ay
            an = ay if ax > ay else ax
            re = libm.log1p((am - 1) * (am + 1) + an * an) / 2.0
        else:
            re = libm.log(h)
    return re, libm.atan2(y, x), OK


def c_log10(x, y):
    re, im, err = c_log(x, y)
    return re / M_LN10, im / M_LN10, err


def c_acos(x, y):
    if _special(x, y):
        return ACOS_SV.lookup(x, y)
    if math.fabs(x) > LARGE_DOUBLE or math.fabs(y) > LARGE_DOUBLE:
        re = libm.atan2(math.fabs(y), x)
        if x < 0.0:
            im = -math.copysign(libm.log(libm.hypot(x / 2.0, y / 2.0)) +
                                M_LN2 * 2.0, y)
        else:
            im = math.copysign(libm.log(libm.hypot(x / 2.0, y / 2.0)) +
                               M_LN2 * 2.0, -y)
        return re, im, OK
    s1r, s1i, _ = c_sqrt(1.0 - x, -y)
    s2r, s2i, _ = c_sqrt(1.0 + x, y)
    return (2.0 * libm.atan2(s1r, s2r), libm.asinh(s2r * s1i - s2i * s1r),
            OK)


def c_acosh(x, y):
    if _special(x, y):
        return ACOSH_SV.lookup(x, y)
    if math.fabs(x) > LARGE_DOUBLE or math.fabs(y) > LARGE_DOUBLE:
        re = libm.log(libm.hypot(x / 2.0, y / 2.0)) + M_LN2 * 2.0
        return re, libm.atan2(y, x), OK
    s1r, s1i, _ = c_sqrt(x - 1.0, y)
    s2r, s2i, _ = c_sqrt(x + 1.0, y)
    return (libm.asinh(s1r * s2r + s1i * s2i), 2.0 * libm.atan2(s1i, s2r),
            OK)


def c_asinh(x, y):
    if _special(x, y):
        return ASINH_SV.lookup(x, y)
    if math.fabs(x) > LARGE_DOUBLE or math.fabs(y) > LARGE_DOUBLE:
        if y >= 0.0:
            re = math.copysign(libm.log(libm.hypot(x / 2.0, y / 2.0)) +
                               M_LN2 * 2.0, x)
        else:
            re = -math.copysign(libm.log(libm.hypot(x / 2.0, y / 2.0)) +
                                M_LN2 * 2.0, -x)
        return re, libm.atan2(y, math.fabs(x)), OK
    s1r, s1i, _ = c_sqrt(1.0 + y, -x)
    s2r, s2i, _ = c_sqrt(1.0 - y, x)
    return (libm.asinh(s1r * s2i - s2r * s1i),
            libm.atan2(y, s1r * s2r - s1i * s2i), OK)


def c_asin(x, y):
    # asin(z) = -i asinh(iz)
    sr, si, err = c_asinh(-y, x)
    return si, -sr, err


def c_atanh(x, y):
    if _special(x, y):
        return ATANH_SV.lookup(x, y)
    if x < 0.0:
        # atanh(z) = -atanh(-z)
        re, im, err = c_atanh(-x, -y)
        return -re, -im, err
    ay = math.fabs(y)
    if x > SQRT_LARGE_DOUBLE or ay > SQRT_LARGE_DOUBLE:
        # |z| large: atanh(z) ~ 1/z +/- i*pi/2
        h = libm.hypot(x / 2.0, y / 2.0)
        return x / 4.0 / h / h, -math.copysign(PI / 2.0, -y), OK
    if x == 1.0 and ay < SQRT_DBL_MIN:
        if ay == 0.0:
            return INF, y, EDOM
        re = -libm.log(libm.sqrt(ay) / libm.sqrt(libm.hypot(ay, 2.0)))
        return re, math.copysign(libm.atan2(2.0, -ay) / 2, y), OK
    re = libm.log1p(4.0 * x / ((1 - x) * (1 - x) + ay * ay)) / 4.0
    im = -libm.atan2(-2.0 * y, (1 - x) * (1 + x) - ay * ay) / 2.0
    return re, im, OK


def c_atan(x, y):
    # atan(z) = -i atanh(iz)
    sr, si, err = c_atanh(-y, x)
    return si, -sr, err


def c_cosh(x, y):
    if _special(x, y):
        if math.isinf(x) and _finite(y) and y != 0.0:
            re = math.copysign(INF, libm.cos(y))
            im = math.copysign(INF, libm.sin(y))
            if x < 0:
                im = -im
            return re, im, OK
        return COSH_SV.lookup(x, y)
    if math.fabs(x) > LOG_LARGE_DOUBLE:
        # cosh(x) overflows where cosh(z) may not
        x_minus_one = x - math.copysign(1.0, x)
        re = libm.cos(y) * libm.cosh(x_minus_one) * math.e
        im = libm.sin(y) * libm.sinh(x_minus_one) * math.e
    else:
        re = libm.cos(y) * libm.cosh(x)
        im = libm.sin(y) * libm.sinh(x)
    if math.isinf(re) or math.isinf(im):
        return re, im, ERANGE
    return re, im, OK


def c_sinh(x, y):
    if _special(x, y):
        if math.isinf(x) and _finite(y) and y != 0.0:
            re = math.copysign(INF, libm.cos(y))
            im = math.copysign(INF, libm.sin(y))
            if x < 0:
                re = -re
            return re, im, OK
        return SINH_SV.lookup(x, y)
    if math.fabs(x) > LOG_LARGE_DOUBLE:
        x_minus_one = x - math.copysign(1.0, x)
        re = libm.cos(y) * libm.sinh(x_minus_one) * math.e
        im = libm.sin(y) * libm.cosh(x_minus_one) * math.e
    else:
        re = libm.cos(y) * libm.sinh(x)
        im = libm.sin(y) * libm.cosh(x)
    if math.isinf(re) or math.isinf(im):
        return re, im, ERANGE
    return re, im, OK


def c_tanh(x, y):
    if _special(x, y):
        if math.isinf(x) and _finite(y) and y != 0.0:
            re = 1.0 if x > 0 else -1.0
            im = math.copysign(0.0, 2.0 * libm.sin(y) * libm.cos(y))
            return re, im, OK
        return TANH_SV.lookup(x, y)
    if math.fabs(x) > LOG_LARGE_DOUBLE:
        re = math.copysign(1.0, x)
        im = (4.0 * libm.sin(y) * libm.cos(y) *
              libm.exp(-2.0 * math.fabs(x)))
        return re, im, OK
    tx = libm.tanh(x)
    ty = libm.tan(y)
    cx = 1.0 / libm.cosh(x)
    txty = tx * ty
    denom = 1.0 + txty * txty
    return tx * (1.0 + ty * ty) / denom, ((ty / denom) * cx) * cx, OK


def c_cos(x, y):
    # cos(z) = cosh(iz)
    return c_cosh(-y, x)


def c_sin(x, y):
    # sin(z) = -i sinh(iz)
    sr, si, err = c_sinh(-y, x)
    return si, -sr, err


def c_tan(x, y):
    # tan(z) = -i tanh(iz)
    sr, si, err = c_tanh(-y, x)
    return si, -sr, err


def c_rect(r, phi):
    if _special(r, phi):
        if math.isinf(r) and _finite(phi) and phi != 0.0:
            re = math.copysign(INF, libm.cos(phi))
            im = math.copysign(INF, libm.sin(phi))
            if r < 0:
                re = -re
                im = -im
            return re, im, OK
        return RECT_SV.lookup(r, phi)
    if phi == 0.0:
        return r, r * phi, OK
    return r * libm.cos(phi), r * libm.sin(phi), OK


def c_atan2(x, y):
    """CPython's c_atan2 (the phase), special values first."""
    if math.isnan(x) or math.isnan(y):
        return positive_nan()
    if math.isinf(y):
        if math.isinf(x):
            if math.copysign(1.0, x) == 1.0:
                return math.copysign(0.25 * PI, y)
            return math.copysign(0.75 * PI, y)
        return math.copysign(0.5 * PI, y)
    if math.isinf(x) or y == 0.0:
        if math.copysign(1.0, x) == 1.0:
            return math.copysign(0.0, y)
        return math.copysign(PI, y)
    r = libm.atan2(y, x)
    return r


def phase_errno(x, y, phi):
    """The C library's atan2 reports an underflow to zero (ERANGE), which
    CPython's phase() and polar() turn into OverflowError."""
    if phi == 0.0 and y != 0.0 and _finite(x) and _finite(y):
        return ERANGE
    return OK


# --- argument and result conversion ---

def complex_w(w_x):
    """PyComplex_AsCComplex: a complex, an object with __complex__, or a
    real number."""
    if isinstance(w_x, W_Complex):
        return w_x.realval, w_x.imagval
    if isinstance(w_x, W_Instance):
        w_meth = w_x.gettype().lookup("__complex__")
        if w_meth is not None:
            from objspace.funcobject import special_binding
            w_res = special_binding(w_meth).call(Arguments([w_x]))
            if not isinstance(w_res, W_Complex):
                raise_type_error("__complex__ returned non-complex (type %s)"
                                 % w_res.gettype().name)
            return w_res.realval, w_res.imagval
    return float_w(w_x), 0.0


def _check(err):
    if err == EDOM:
        raise_value_error("math domain error")
    elif err == ERANGE:
        raise_overflow("math range error")


def _make_unary(name, fn):
    def cm_unary(args):
        x, y = complex_w(check_args(args, "cmath." + name, 1, 1)[0])
        re, im, err = fn(x, y)
        _check(err)
        return W_Complex(re, im)
    cm_unary.__name__ = "cm_" + name
    return cm_unary


UNARY = [("sqrt", c_sqrt), ("exp", c_exp), ("log10", c_log10),
         ("acos", c_acos), ("acosh", c_acosh), ("asin", c_asin),
         ("asinh", c_asinh), ("atan", c_atan), ("atanh", c_atanh),
         ("cos", c_cos), ("cosh", c_cosh), ("sin", c_sin),
         ("sinh", c_sinh), ("tan", c_tan), ("tanh", c_tanh)]
UNARY_FUNCTIONS = [(_n, _make_unary(_n, _f)) for _n, _f in UNARY]


def cm_log(args):
    args_w = check_args(args, "log", 1, 2)
    x, y = complex_w(args_w[0])
    re, im, err = c_log(x, y)
    if len(args_w) == 2:
        bx, by = complex_w(args_w[1])
        # as CPython: the errno of log(base), then of the division,
        # replaces that of log(x)
        bre, bim, err = c_log(bx, by)
        re, im, qerr = c_quot(re, im, bre, bim)
        if qerr != OK:
            err = qerr
    _check(err)
    return W_Complex(re, im)


def cm_phase(args):
    x, y = complex_w(check_args(args, "cmath." + "phase", 1, 1)[0])
    phi = c_atan2(x, y)
    _check(phase_errno(x, y, phi))
    return newfloat(phi)


def cm_polar(args):
    x, y = complex_w(check_args(args, "cmath." + "polar", 1, 1)[0])
    phi = c_atan2(x, y)
    r, err = c_abs(x, y)      # (its errno replaces that of atan2)
    _check(err)
    return newtuple([newfloat(r), newfloat(phi)])


def cm_rect(args):
    args_w = check_args(args, "rect", 2, 2)
    r = float_w(args_w[0])
    phi = float_w(args_w[1])
    re, im, err = c_rect(r, phi)
    _check(err)
    return W_Complex(re, im)


def cm_isfinite(args):
    x, y = complex_w(check_args(args, "cmath." + "isfinite", 1, 1)[0])
    return newbool(_finite(x) and _finite(y))


def cm_isnan(args):
    x, y = complex_w(check_args(args, "cmath." + "isnan", 1, 1)[0])
    return newbool(math.isnan(x) or math.isnan(y))


def cm_isinf(args):
    x, y = complex_w(check_args(args, "cmath." + "isinf", 1, 1)[0])
    return newbool(math.isinf(x) or math.isinf(y))


def cm_isclose(args):
    w_rel = args.get_kw("rel_tol")
    w_abs = args.get_kw("abs_tol")
    if args.has_kwargs():
        raise_type_error("'%s' is an invalid keyword argument for "
                         "isclose()" % args.kw_names[0])
    args_w = args.args_w
    if len(args_w) > 2:
        raise_type_error("isclose() takes exactly 2 positional arguments "
                         "(%d given)" % len(args_w))
    if len(args_w) < 2:
        raise_type_error("isclose() missing required argument '%s' (pos %d)"
                         % ("a" if len(args_w) == 0 else "b",
                            len(args_w) + 1))
    ar, ai = complex_w(args_w[0])
    br, bi = complex_w(args_w[1])
    rel_tol = 1e-09 if w_rel is None else float_w(w_rel)
    abs_tol = 0.0 if w_abs is None else float_w(w_abs)
    if rel_tol < 0.0 or abs_tol < 0.0:
        raise_value_error("tolerances must be non-negative")
    if ar == br and ai == bi:
        return newbool(True)
    if math.isinf(ar) or math.isinf(ai) or math.isinf(br) or \
            math.isinf(bi):
        return newbool(False)
    diff, _ = c_abs(ar - br, ai - bi)
    abs_a, _ = c_abs(ar, ai)
    abs_b, _ = c_abs(br, bi)
    return newbool(diff <= rel_tol * abs_b or diff <= rel_tol * abs_a or
                   diff <= abs_tol)


FUNCTIONS = [("log", cm_log), ("phase", cm_phase), ("polar", cm_polar),
             ("rect", cm_rect), ("isfinite", cm_isfinite),
             ("isnan", cm_isnan), ("isinf", cm_isinf),
             ("isclose", cm_isclose)]


def make():
    w_mod = W_Module("cmath")
    for name, fn in FUNCTIONS:
        w_mod.setitem(name, W_BuiltinFunction(name, fn))
    for name, fn in UNARY_FUNCTIONS:
        w_mod.setitem(name, W_BuiltinFunction(name, fn))
    w_mod.setitem("pi", newfloat(PI))
    w_mod.setitem("e", newfloat(math.e))
    w_mod.setitem("tau", newfloat(2.0 * PI))
    w_mod.setitem("inf", newfloat(INF))
    w_mod.setitem("nan", newfloat(positive_nan()))
    w_mod.setitem("infj", W_Complex(0.0, INF))
    w_mod.setitem("nanj", W_Complex(0.0, positive_nan()))
    return w_mod
