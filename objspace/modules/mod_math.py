"""The math module. Arguments may be ints (big ones too), bools, floats
or objects with __float__; errors are CPython's "math domain error"
(ValueError) and "math range error" (OverflowError)."""

import math

from rpython.rlib.rbigint import rbigint
from rpython.rlib import rfloat
from rpython.rtyper.lltypesystem import rffi
from rpython.translator.tool.cbuild import ExternalCompilationInfo

from objspace.noneobject import W_NoneObject
from objspace.model import Arguments
from objspace.funcobject import special_binding
from objspace.moduleobject import W_Module
from objspace.funcobject import W_BuiltinFunction, builtin_function
from objspace.intobject import (W_Int, W_Long, W_AbstractInt, newint,
                                newbool, newlong)
from objspace.floatobject import W_Float, newfloat, positive_nan
from objspace.tupleobject import newtuple
from objspace.instances import W_Instance
from objspace.exceptions import (raise_type_error, raise_value_error,
                                 raise_overflow, raise_zero_division)
from objspace.argcheck import check_args
from objspace.modules.builtins_more import index_w

_eci = ExternalCompilationInfo(includes=['math.h'], libraries=['m'])
c_log2 = rffi.llexternal('log2', [rffi.DOUBLE], rffi.DOUBLE,
                         compilation_info=_eci, sandboxsafe=True,
                         releasegil=False)

INF = rfloat.INFINITY
NAN = rfloat.NAN


def _typename(w_obj):
    return w_obj.gettype().name


def float_w(w_x):
    """The argument as a C double, like PyFloat_AsDouble."""
    if isinstance(w_x, W_Float):
        return w_x.floatval
    if isinstance(w_x, W_Int):
        return float(w_x.intval)
    if isinstance(w_x, W_Long):
        try:
            return w_x.bigval.tofloat()
        except OverflowError:
            raise_overflow("int too large to convert to float")
    if isinstance(w_x, W_Instance):
        w_meth = w_x.gettype().lookup("__float__")
        if w_meth is not None:
            w_res = special_binding(w_meth).call(Arguments([w_x]))
            if isinstance(w_res, W_Float):
                return w_res.floatval
            raise_type_error("%s.__float__ returned non-float (type %s)"
                             % (_typename(w_x), _typename(w_res)))
        w_meth = w_x.gettype().lookup("__index__")
        if w_meth is not None:
            return float_w(index_w(w_x))
    raise_type_error("must be real number, not %s" % _typename(w_x))
    return 0.0


def _domain():
    raise_value_error("math domain error")


def _range():
    raise_overflow("math range error")


def _one(args, name):
    return float_w(check_args(args, "math." + name, 1, 1)[0])


def _make_raw_unary(fn, can_overflow):
    """fn on a double with the checks of CPython's math_1: ValueError
    (domain) and OverflowError (range) as the builtin raises them."""
    def raw_unary(x):
        try:
            r = fn(x)
        except ValueError:
            _domain()
            return 0.0
        except OverflowError:
            _range()
            return 0.0
        if math.isnan(r) and not math.isnan(x):
            _domain()
        if math.isinf(r) and not math.isinf(x) and not math.isnan(x):
            if can_overflow:
                _range()
            _domain()
        return r
    return raw_unary


def _make_unary(name, raw_unary):
    def m_unary(args):
        return newfloat(raw_unary(_one(args, name)))
    m_unary.__name__ = "m_" + name
    return m_unary


def _make_unary1(name, raw_unary):
    """The same function called with one argument (call1)."""
    def m_unary1(w_x):
        return newfloat(raw_unary(float_w(w_x)))
    m_unary1.__name__ = "m_" + name + "1"
    return m_unary1


def _log1p(x):
    """log1p with CPython's domain error at -1 (C's gives -inf, which
    would read as an overflow)."""
    if x <= -1.0:
        raise ValueError
    return math.log1p(x)


UNARY = [("sqrt", math.sqrt, False), ("sin", math.sin, False),
         ("cos", math.cos, False), ("tan", math.tan, False),
         ("asin", math.asin, False), ("acos", math.acos, False),
         ("atan", math.atan, False), ("exp", math.exp, True),
         ("sinh", math.sinh, True), ("cosh", math.cosh, True),
         ("tanh", math.tanh, False), ("asinh", math.asinh, False),
         ("acosh", math.acosh, False), ("atanh", math.atanh, False),
         ("expm1", math.expm1, True), ("log1p", _log1p, False),
         ("fabs", math.fabs, False)]


# --- logarithms (also of ints too big for a float) ---

def _frexp_big(big):
    """(m, e) with big == m * 2**e approximately, 0.5 <= m < 1, m rounded
    to 53 bits like CPython's _PyLong_Frexp."""
    nbits = big.bit_length()
    shift = nbits - 62
    top = big.rshift(shift)
    sticky = 0
    if top.lshift(shift).ne(big):
        sticky = 1
    m = float(top.toint() | sticky)
    x = math.ldexp(m, -62)
    if x == 1.0:
        x = 0.5
        nbits += 1
    return x, nbits


def _log_of(w_x, which):
    """log (which 0), log2 (1) or log10 (2) of a number."""
    if isinstance(w_x, W_Long):
        big = w_x.bigval
        if big.sign <= 0:
            _domain()
        try:
            x = big.tofloat()
        except OverflowError:
            m, e = _frexp_big(big)
            return _log_float(m, which) + _log_float(2.0, which) * e
        return _log_float(x, which)
    return _log_float(float_w(w_x), which)


def _log_float(x, which):
    if math.isnan(x):
        return x
    if x <= 0.0:
        _domain()
    if math.isinf(x):
        return x
    if which == 0:
        return math.log(x)
    if which == 1:
        return c_log2(x)
    return math.log10(x)


def m_log(args):
    args_w = check_args(args, "log", 1, 2)
    num = _log_of(args_w[0], 0)
    if len(args_w) == 1:
        return newfloat(num)
    den = _log_of(args_w[1], 0)
    if den == 0.0:
        raise_zero_division("float division by zero")
    return newfloat(num / den)


def m_log2(args):
    return newfloat(_log_of(check_args(args, "log2", 1, 1)[0], 1))


def m_log10(args):
    return newfloat(_log_of(check_args(args, "log10", 1, 1)[0], 2))


# --- rounding to ints ---

def _float_to_int(x):
    if math.isinf(x):
        raise_overflow("cannot convert float infinity to integer")
    if math.isnan(x):
        raise_value_error("cannot convert float NaN to integer")
    if -9.2e18 < x < 9.2e18:
        return newint(int(x))
    return newlong(rbigint.fromfloat(x))


def _to_int_via(args, name, dunder, op):
    return _int_via(check_args(args, "math." + name, 1, 1)[0], dunder, op)


def _int_via(w_x, dunder, op):
    if isinstance(w_x, W_AbstractInt):
        if isinstance(w_x, W_Int):
            return newint(w_x.intval)
        return w_x
    if isinstance(w_x, W_Instance):
        w_meth = w_x.gettype().lookup(dunder)
        if w_meth is not None:
            return special_binding(w_meth).call(Arguments([w_x]))
    if op == 2 and not isinstance(w_x, W_Float):
        raise_type_error("type %s doesn't define __trunc__ method"
                         % _typename(w_x))
    x = float_w(w_x)
    if op == 0:
        x = math.floor(x)
    elif op == 1:
        x = -math.floor(-x)
    return _float_to_int(x)


def m_floor(args):
    return _to_int_via(args, "floor", "__floor__", 0)


def _floor1(w_x):
    """floor(x) without an Arguments object (W_BuiltinFunction.call1)."""
    return _int_via(w_x, "__floor__", 0)


def _ceil1(w_x):
    return _int_via(w_x, "__ceil__", 1)


def m_ceil(args):
    return _to_int_via(args, "ceil", "__ceil__", 1)


def m_trunc(args):
    return _to_int_via(args, "trunc", "__trunc__", 2)


# --- two-argument functions ---

def _two(args, name):
    args_w = check_args(args, name, 2, 2)
    return float_w(args_w[0]), float_w(args_w[1])


def _pow_special(x, y):
    """math.pow for a non-finite operand, as CPython's math_pow decides
    these itself rather than trusting the C library."""
    if math.isnan(x):
        return 1.0 if y == 0.0 else x
    if math.isnan(y):
        return 1.0 if x == 1.0 else y
    if math.isinf(x):
        odd_y = not math.isinf(y) and math.fmod(math.fabs(y), 2.0) == 1.0
        if y > 0.0:
            return x if odd_y else math.fabs(x)
        if y == 0.0:
            return 1.0
        return math.copysign(0.0, x) if odd_y else 0.0
    if math.fabs(x) == 1.0:
        return 1.0
    if y > 0.0 and math.fabs(x) > 1.0:
        return y
    if y < 0.0 and math.fabs(x) < 1.0:
        return -y
    return 0.0


def m_pow(args):
    x, y = _two(args, "pow")
    if math.isinf(x) or math.isnan(x) or math.isinf(y) or math.isnan(y):
        return newfloat(_pow_special(x, y))
    try:
        r = math.pow(x, y)
    except ValueError:
        _domain()
        return None
    except OverflowError:
        _range()
        return None
    return newfloat(r)


def m_atan2(args):
    y, x = _two(args, "atan2")
    return newfloat(math.atan2(y, x))


def m_fmod(args):
    x, y = _two(args, "fmod")
    if math.isinf(y) and not math.isinf(x) and not math.isnan(x):
        return newfloat(x)
    if y == 0.0 or math.isinf(x):
        if not math.isnan(x) and not math.isnan(y):
            _domain()
    try:
        return newfloat(math.fmod(x, y))
    except ValueError:
        _domain()
        return None


def m_copysign(args):
    x, y = _two(args, "copysign")
    return newfloat(math.copysign(x, y))


def m_ldexp(args):
    args_w = check_args(args, "ldexp", 2, 2)
    x = float_w(args_w[0])
    w_e = index_w(args_w[1])
    if isinstance(w_e, W_Int):
        e = w_e.intval
    else:
        assert isinstance(w_e, W_Long)
        e = (1 << 40) if w_e.bigval.sign > 0 else -(1 << 40)
    if x == 0.0 or math.isinf(x) or math.isnan(x):
        return newfloat(x)
    if e > 100000:
        _range()
    if e < -100000:
        return newfloat(math.copysign(0.0, x))
    try:
        r = math.ldexp(x, e)
    except OverflowError:
        _range()
        return None
    if math.isinf(r):
        _range()
    return newfloat(r)


def m_frexp(args):
    x = _one(args, "frexp")
    if math.isinf(x) or math.isnan(x) or x == 0.0:
        return newtuple([newfloat(x), newint(0)])
    m, e = math.frexp(x)
    return newtuple([newfloat(m), newint(e)])


def m_modf(args):
    x = _one(args, "modf")
    if math.isinf(x):
        return newtuple([newfloat(math.copysign(0.0, x)), newfloat(x)])
    if math.isnan(x):
        return newtuple([newfloat(x), newfloat(x)])
    f, i = math.modf(x)
    return newtuple([newfloat(f), newfloat(i)])


# --- hypot: CPython 3.11's scaled sum of squares in extended precision,
# so that results agree to the last bit ---

def _fast_sum(a, b):
    x = a + b
    return x, (a - x) + b


def _split(x):
    t = x * 134217729.0        # 2**27 + 1
    hi = t - (t - x)
    return hi, x - hi


def _exact_mul(x, y):
    xh, xl = _split(x)
    yh, yl = _split(y)
    p = xh * yh
    q = xh * yl + xl * yh
    z = p + q
    return z, p - z + q + xl * yl


def vector_norm(vec, vmax, found_nan):
    if math.isinf(vmax):
        return vmax
    if found_nan:
        return positive_nan()
    if vmax == 0.0 or len(vec) <= 1:
        return vmax
    _, max_e = math.frexp(vmax)
    if max_e < -1023:
        dbl_min = 2.2250738585072014e-308
        scaled = [v / dbl_min for v in vec]
        return dbl_min * vector_norm(scaled, vmax / dbl_min, found_nan)
    scale = math.ldexp(1.0, -max_e)
    csum = 1.0
    frac1 = 0.0
    frac2 = 0.0
    for v in vec:
        x = v * scale
        hi, lo = _exact_mul(x, x)
        csum, s_lo = _fast_sum(csum, hi)
        frac1 += lo
        frac2 += s_lo
    h = math.sqrt(csum - 1.0 + (frac1 + frac2))
    hi, lo = _exact_mul(-h, h)
    csum, s_lo = _fast_sum(csum, hi)
    frac1 += lo
    frac2 += s_lo
    x = csum - 1.0 + (frac1 + frac2)
    h += x / (2.0 * h)
    return h / scale


def m_hypot(args):
    if args.has_kwargs():
        raise_type_error("hypot() takes no keyword arguments")
    vec = []
    vmax = 0.0
    found_nan = False
    for w_x in args.args_w:
        x = math.fabs(float_w(w_x))
        vec.append(x)
        if math.isnan(x):
            found_nan = True
        if x > vmax:
            vmax = x
    return newfloat(vector_norm(vec, vmax, found_nan))


# --- predicates and conversions ---

def m_isnan(args):
    return newbool(math.isnan(_one(args, "isnan")))


def m_isinf(args):
    return newbool(math.isinf(_one(args, "isinf")))


def m_isfinite(args):
    x = _one(args, "isfinite")
    return newbool(not math.isinf(x) and not math.isnan(x))


def m_degrees(args):
    return newfloat(_one(args, "degrees") * (180.0 / math.pi))


def m_radians(args):
    return newfloat(_one(args, "radians") * (math.pi / 180.0))


def m_isclose(args):
    w_rel = args.get_kw("rel_tol")
    w_abs = args.get_kw("abs_tol")
    a, b = _two(args, "isclose")
    rel_tol = 1e-09 if w_rel is None else float_w(w_rel)
    abs_tol = 0.0 if w_abs is None else float_w(w_abs)
    if rel_tol < 0.0 or abs_tol < 0.0:
        raise_value_error("tolerances must be non-negative")
    if a == b:
        return newbool(True)
    if math.isinf(a) or math.isinf(b):
        return newbool(False)
    diff = math.fabs(b - a)
    return newbool(diff <= math.fabs(rel_tol * b) or
                   diff <= math.fabs(rel_tol * a) or diff <= abs_tol)


# --- integer functions ---

def _bigint_arg(w_x):
    return index_w(w_x).as_bigint()


def m_factorial(args):
    w_x = check_args(args, "factorial", 1, 1)[0]
    if isinstance(w_x, W_Float):
        raise_type_error("'float' object cannot be interpreted as an "
                         "integer")
    w_n = index_w(w_x)
    if not isinstance(w_n, W_Int):
        if w_n.as_bigint().sign < 0:
            raise_value_error("factorial() not defined for negative values")
        raise_overflow("factorial() argument should not exceed %d"
                       % 9223372036854775807)
        return None
    n = w_n.intval
    if n < 0:
        raise_value_error("factorial() not defined for negative values")
    return newlong(_product(1, n))


def _product(lo, hi):
    """lo * (lo+1) * ... * hi as an rbigint, by halving (fast for big)."""
    if hi - lo < 16:
        acc = 1
        big = rbigint.fromint(1)
        for k in range(lo, hi + 1):
            if acc < (1 << 40) and k < (1 << 20):
                acc *= k
            else:
                big = big.mul(rbigint.fromint(acc))
                acc = k
        return big.mul(rbigint.fromint(acc))
    mid = (lo + hi) // 2
    return _product(lo, mid).mul(_product(mid + 1, hi))


def _gcd2(a, b):
    a = a.abs()
    b = b.abs()
    while b.sign != 0:
        a, b = b, a.mod(b)
    return a


def m_gcd(args):
    if args.has_kwargs():
        raise_type_error("gcd() takes no keyword arguments")
    acc = rbigint.fromint(0)
    for w_x in args.args_w:
        acc = _gcd2(acc, _bigint_arg(w_x))
    return newlong(acc)


def m_lcm(args):
    if args.has_kwargs():
        raise_type_error("lcm() takes no keyword arguments")
    acc = rbigint.fromint(1)
    for w_x in args.args_w:
        b = _bigint_arg(w_x).abs()
        if b.sign == 0 or acc.sign == 0:
            acc = rbigint.fromint(0)
            continue
        acc = acc.floordiv(_gcd2(acc, b)).mul(b)
    return newlong(acc)


def isqrt_big(n):
    """floor(sqrt(n)) for an rbigint n >= 0 (Newton from above)."""
    if n.sign == 0:
        return n
    x = rbigint.fromint(1).lshift((n.bit_length() + 1) // 2)
    while True:
        y = x.add(n.floordiv(x)).rshift(1)
        if y.ge(x):
            return x
        x = y


def m_isqrt(args):
    n = _bigint_arg(check_args(args, "isqrt", 1, 1)[0])
    if n.sign < 0:
        raise_value_error("isqrt() argument must be nonnegative")
    return newlong(isqrt_big(n))


def _comb_perm_args(args, name):
    if name == "perm":      # perm(n) and perm(n, None) are n!
        args_w = check_args(args, name, 1, 2)
    else:
        args_w = check_args(args, name, 2, 2)
    n = _bigint_arg(args_w[0])
    if len(args_w) == 1 or isinstance(args_w[1], W_NoneObject):
        if n.sign < 0:      # CPython's perm(n) is factorial(n)
            raise_value_error("factorial() not defined for negative values")
        k = n
    else:
        k = _bigint_arg(args_w[1])
    if n.sign < 0:
        raise_value_error("n must be a non-negative integer")
    if k.sign < 0:
        raise_value_error("k must be a non-negative integer")
    return n, k


def _small(k):
    try:
        return k.toint()
    except OverflowError:
        raise_overflow("k must not exceed %d" % 2147483647)
        return 0


def m_comb(args):
    n, k = _comb_perm_args(args, "comb")
    if k.gt(n):
        return newint(0)
    nk = n.sub(k)
    if nk.lt(k):
        k = nk
    kk = _small(k)
    acc = rbigint.fromint(1)
    for i in range(kk):
        acc = acc.mul(n.int_sub(i)).floordiv(rbigint.fromint(i + 1))
    return newlong(acc)


def m_perm(args):
    n, k = _comb_perm_args(args, "perm")
    if k.gt(n):
        return newint(0)
    acc = rbigint.fromint(1)
    for i in range(_small(k)):
        acc = acc.mul(n.int_sub(i))
    return newlong(acc)


FUNCTIONS = [("log", m_log), ("log2", m_log2), ("log10", m_log10),
             ("floor", m_floor), ("ceil", m_ceil), ("trunc", m_trunc),
             ("pow", m_pow), ("atan2", m_atan2), ("fmod", m_fmod),
             ("copysign", m_copysign), ("ldexp", m_ldexp),
             ("frexp", m_frexp), ("modf", m_modf), ("hypot", m_hypot),
             ("isnan", m_isnan), ("isinf", m_isinf),
             ("isfinite", m_isfinite), ("degrees", m_degrees),
             ("radians", m_radians), ("isclose", m_isclose),
             ("factorial", m_factorial), ("gcd", m_gcd), ("lcm", m_lcm),
             ("isqrt", m_isqrt), ("comb", m_comb), ("perm", m_perm)]
# tier 2 calls these on raw doubles (interpreter/tier2/raw_calls.py)
RAW_UNARY = [_make_raw_unary(_f, _o) for _n, _f, _o in UNARY]
RAW_NAMES = [_n for _n, _f, _o in UNARY]
RAW_FABS = RAW_NAMES.index("fabs")      # also abs() of a float
UNARY_FUNCTIONS = [(UNARY[_i][0], _make_unary(UNARY[_i][0], RAW_UNARY[_i]))
                   for _i in range(len(UNARY))]
UNARY_CALL1 = [_make_unary1(UNARY[_i][0], RAW_UNARY[_i])
               for _i in range(len(UNARY))]
ONE_ARG = {"floor": _floor1, "ceil": _ceil1}


def make():
    w_mod = W_Module("math")
    for name, fn in FUNCTIONS:
        w_mod.setitem(name, builtin_function(name, fn,
                                             call1=ONE_ARG.get(name, None)))
    from objspace.modules.math_more import MORE_FUNCTIONS
    for name, fn in MORE_FUNCTIONS:
        w_mod.setitem(name, builtin_function(name, fn))
    for i in range(len(UNARY_FUNCTIONS)):
        name, fn = UNARY_FUNCTIONS[i]
        w_mod.setitem(name, builtin_function(name, fn, i,
                                             call1=UNARY_CALL1[i]))
    w_mod.setitem("pi", newfloat(math.pi))
    w_mod.setitem("e", newfloat(math.e))
    w_mod.setitem("tau", newfloat(2.0 * math.pi))
    w_mod.setitem("inf", newfloat(INF))
    w_mod.setitem("nan", newfloat(positive_nan()))
    return w_mod
