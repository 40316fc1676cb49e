"""The math functions added in CPython 3.8-3.11 and the special functions:
cbrt, exp2, erf, erfc (the C library, as CPython calls it), gamma and
lgamma (rfloat's Lanczos code, CPython's algorithm), nextafter,
remainder, ulp, fsum (exact: Shewchuk's partials as CPython's msum), prod
and dist. Registered by mod_math.make()."""

import math

from rpython.rlib import rfloat

from objspace.argcheck import check_args
from objspace.floatobject import newfloat
from objspace.intobject import newint
from objspace.exceptions import raise_type_error, raise_value_error, \
    raise_overflow
from objspace.sequences import unpack_iterable
from objspace import libm
from objspace.modules.mod_math import (float_w, _make_raw_unary, _domain,
                                       vector_norm, INF, NAN)
from interpreter.frontend import astnodes as A


def _gamma(x):
    return rfloat.gamma(x)


def _lgamma(x):
    return rfloat.lgamma(x)


def _libm1(fn):
    def call(x):
        return fn(x)
    return call


# (name, function, can_overflow) with the checks of CPython's math_1
MORE_UNARY = [("cbrt", _libm1(libm.cbrt), False),
              ("exp2", _libm1(libm.exp2), True),
              ("erf", _libm1(libm.erf), False),
              ("erfc", _libm1(libm.erfc), False),
              ("gamma", _gamma, True), ("lgamma", _lgamma, True)]


def _make(name, raw):
    def m_fn(args):
        return newfloat(raw(float_w(check_args(args, name, 1, 1)[0])))
    m_fn.__name__ = "m_" + name
    return m_fn


def _two(args, name):
    args_w = check_args(args, name, 2, 2)
    return float_w(args_w[0]), float_w(args_w[1])


def m_nextafter(args):
    x, y = _two(args, "nextafter")
    return newfloat(libm.nextafter(x, y))


def m_remainder(args):
    x, y = _two(args, "remainder")
    if math.isnan(x):
        return newfloat(x)
    if math.isnan(y):
        return newfloat(y)
    if math.isinf(x) or y == 0.0:
        _domain()
    if math.isinf(y):
        return newfloat(x)
    return newfloat(libm.remainder(x, y))


def m_ulp(args):
    x = float_w(check_args(args, "ulp", 1, 1)[0])
    if math.isnan(x):
        return newfloat(x)
    x = math.fabs(x)
    if math.isinf(x):
        return newfloat(x)
    x2 = libm.nextafter(x, INF)
    if math.isinf(x2):
        x2 = libm.nextafter(x, -INF)
        return newfloat(x - x2)
    return newfloat(x2 - x)


def m_fsum(args):
    w_seq = check_args(args, "fsum", 1, 1)[0]
    from objspace import containers
    w_it = containers.iter_w(w_seq)
    partials = []
    special_sum = 0.0
    inf_sum = 0.0
    while True:
        w_item = containers.next_w(w_it)
        if w_item is None:
            break
        x = float_w(w_item)
        xsave = x
        i = 0
        for j in range(len(partials)):
            y = partials[j]
            if math.fabs(x) < math.fabs(y):
                x, y = y, x
            hi = x + y
            yr = hi - x
            lo = y - yr
            if lo != 0.0:
                partials[i] = lo
                i += 1
            x = hi
        del partials[i:]
        if x != 0.0:
            if math.isinf(x) or math.isnan(x):
                # an inf or nan summand, or an intermediate overflow
                if not (math.isinf(xsave) or math.isnan(xsave)):
                    raise_overflow("intermediate overflow in fsum")
                if math.isinf(xsave):
                    inf_sum += xsave
                special_sum += xsave
                partials = []
            else:
                partials.append(x)
    if special_sum != 0.0:
        if math.isnan(inf_sum):
            raise_value_error("-inf + inf in fsum")
        return newfloat(special_sum)
    hi = 0.0
    n = len(partials)
    if n > 0:
        n -= 1
        hi = partials[n]
        lo = 0.0
        while n > 0:
            x = hi
            n -= 1
            y = partials[n]
            hi = x + y
            yr = hi - x
            lo = y - yr
            if lo != 0.0:
                break
        # half-even rounding across partials, as CPython does
        if n > 0 and ((lo < 0.0 and partials[n - 1] < 0.0) or
                      (lo > 0.0 and partials[n - 1] > 0.0)):
            y = lo * 2.0
            x = hi + y
            yr = x - hi
            if y == yr:
                hi = x
    return newfloat(hi)


def m_prod(args):
    from objspace import containers
    from objspace import operations as ops
    w_start = args.get_kw("start") if args.kw_names is not None else None
    if args.has_kwargs():
        raise_type_error("'%s' is an invalid keyword argument for prod()"
                         % args.kw_names[0])
    args_w = args.args_w
    if len(args_w) != 1:
        raise_type_error("prod() takes exactly 1 positional argument (%d "
                         "given)" % len(args_w))
    w_acc = w_start if w_start is not None else newint(1)
    w_it = containers.iter_w(args_w[0])
    while True:
        w_item = containers.next_w(w_it)
        if w_item is None:
            break
        w_acc = ops.binary_op(w_acc, w_item, A.NB_MULTIPLY)
    return w_acc


def m_dist(args):
    args_w = check_args(args, "dist", 2, 2)
    p_w = unpack_iterable(args_w[0])
    q_w = unpack_iterable(args_w[1])
    if len(p_w) != len(q_w):
        raise_value_error("both points must have the same number of "
                          "dimensions")
    vec = []
    vmax = 0.0
    found_nan = False
    for i in range(len(p_w)):
        x = math.fabs(float_w(p_w[i]) - float_w(q_w[i]))
        vec.append(x)
        if math.isnan(x):
            found_nan = True
        if x > vmax:
            vmax = x
    return newfloat(vector_norm(vec, vmax, found_nan))


MORE_FUNCTIONS = [(_n, _make(_n, _make_raw_unary(_f, _o)))
                  for _n, _f, _o in MORE_UNARY] + [
    ("nextafter", m_nextafter), ("remainder", m_remainder), ("ulp", m_ulp),
    ("fsum", m_fsum), ("prod", m_prod), ("dist", m_dist)]
