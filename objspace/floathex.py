"""float.hex and float.fromhex, exact (fromhex rounds half to even with
big ints rather than accumulating doubles)."""

import math

from rpython.rlib.rbigint import rbigint
from rpython.rlib import rfloat

from objspace.funcobject import W_BuiltinFunction, W_ClassMethod
from objspace.floatobject import W_Float, newfloat, w_float_type, positive_nan
from objspace.strobject import W_Str, newascii
from objspace.exceptions import raise_type_error, raise_value_error, \
    raise_overflow

HEX_DIGITS = "0123456789abcdef"
EXP_CAP = 1 << 40        # an exponent beyond this overflows or underflows


def float_hex(args):
    from objspace.argcheck import check_args
    args_w = check_args(args, "hex", 1, 1)
    w_self = args_w[0]
    if not isinstance(w_self, W_Float):
        raise_type_error("descriptor 'hex' for 'float' objects doesn't "
                         "apply to a '%s' object" % w_self.gettype().name)
        raise AssertionError
    return newascii(hex_of(w_self.floatval))


def hex_of(x):
    if math.isnan(x):
        return "nan"
    if math.isinf(x):
        return "inf" if x > 0.0 else "-inf"
    if x == 0.0:
        if math.copysign(1.0, x) < 0.0:
            return "-0x0.0p+0"
        return "0x0.0p+0"
    m, e = math.frexp(math.fabs(x))
    shift = 1 - max(-1021 - e, 0)
    m = math.ldexp(m, shift)
    e -= shift
    digits = [HEX_DIGITS[int(m)], "."]
    m -= int(m)
    for i in range(13):
        m *= 16.0
        d = int(m)
        digits.append(HEX_DIGITS[d])
        m -= d
    sign = "-" if x < 0.0 else ""
    esign = "+"
    if e < 0:
        esign = "-"
        e = -e
    return "%s0x%sp%s%d" % (sign, "".join(digits), esign, e)


def _hex_value(c):
    if "0" <= c <= "9":
        return ord(c) - ord("0")
    if "a" <= c <= "f":
        return ord(c) - ord("a") + 10
    if "A" <= c <= "F":
        return ord(c) - ord("A") + 10
    return -1


def _is_space(c):
    return c == " " or c == "\t" or c == "\n" or c == "\r" or \
        c == "\x0b" or c == "\x0c"


def _invalid():
    raise_value_error("invalid hexadecimal floating-point string")


def float_fromhex(args):
    from objspace.argcheck import check_args
    args_w = check_args(args, "fromhex", 2, 2)   # the class, the string
    w_s = args_w[1]
    if not isinstance(w_s, W_Str):
        raise_type_error("bad argument type for built-in operation")
        raise AssertionError
    w_res = newfloat(parse_hex(w_s.utf8))
    w_cls = args_w[0]
    if w_cls is not w_float_type:
        # a subclass: cls(value), as CPython
        from objspace.model import Arguments
        return w_cls.call(Arguments([w_res]))
    return w_res


def parse_hex(s):
    n = len(s)
    i = 0
    while i < n and _is_space(s[i]):
        i += 1
    while n > i and _is_space(s[n - 1]):
        n -= 1
    negative = False
    if i < n and (s[i] == "-" or s[i] == "+"):
        negative = s[i] == "-"
        i += 1
    assert i >= 0 and n >= i
    word = s[i:n].lower()
    if word == "inf" or word == "infinity":
        return -rfloat.INFINITY if negative else rfloat.INFINITY
    if word == "nan":
        return positive_nan()
    if i + 1 < n and s[i] == "0" and (s[i + 1] == "x" or s[i + 1] == "X"):
        i += 2
    mant = rbigint.fromint(0)
    ndigits = 0
    nfrac = 0
    seen_point = False
    while i < n:
        c = s[i]
        if c == "." and not seen_point:
            seen_point = True
            i += 1
            continue
        d = _hex_value(c)
        if d < 0:
            break
        mant = mant.lshift(4).int_or_(d)
        ndigits += 1
        if seen_point:
            nfrac += 1
        i += 1
    if ndigits == 0:
        _invalid()
    exp = 0
    if i < n and (s[i] == "p" or s[i] == "P"):
        i += 1
        exp_negative = False
        if i < n and (s[i] == "-" or s[i] == "+"):
            exp_negative = s[i] == "-"
            i += 1
        start = i
        while i < n and "0" <= s[i] <= "9":
            if exp < EXP_CAP:
                exp = exp * 10 + (ord(s[i]) - ord("0"))
            i += 1
        if i == start:
            _invalid()
        if exp_negative:
            exp = -exp
    if i != n:
        _invalid()
    x = _exact_float(mant, exp - 4 * nfrac)
    return -x if negative else x


def _exact_float(mant, e):
    """mant * 2**e rounded half to even to a double; OverflowError past
    the largest one."""
    if mant.sign == 0:
        return 0.0
    top = mant.bit_length() - 1 + e          # exponent of the top bit
    if top >= 1024:
        _too_large()
    if top <= -1076:
        return 0.0      # below half the smallest subnormal
    q = max(top - 52, -1074)                 # the unit of the last place
    shift = q - e
    if shift <= 0:
        m = mant.lshift(-shift)
    else:
        m = mant.rshift(shift)
        rest = mant.sub(m.lshift(shift))
        half = rbigint.fromint(1).lshift(shift - 1)
        if rest.gt(half) or (rest.eq(half) and m.int_and_(1).sign != 0):
            m = m.add(rbigint.fromint(1))
    if m.bit_length() > 53:      # rounding carried into a new bit
        m = m.rshift(1)
        q += 1
    if m.bit_length() + q > 1024:
        _too_large()
    return math.ldexp(m.tofloat(), q)


def _too_large():
    raise_overflow("hexadecimal value too large to represent as a float")


def float_getformat(args):
    """float.__getformat__('double' or 'float'): the machine's format."""
    from objspace.argcheck import check_args
    args_w = check_args(args, "__getformat__", 2, 2)   # the class, the name
    w_s = args_w[1]
    if not isinstance(w_s, W_Str):
        from objspace.noneobject import W_None
        tname = "None" if w_s is W_None else w_s.gettype().name
        raise_type_error("__getformat__() argument must be str, not %s"
                         % tname)
        raise AssertionError
    if w_s.utf8 != "double" and w_s.utf8 != "float":
        raise_value_error("__getformat__() argument 1 must be 'double' or "
                          "'float'")
    return newascii("IEEE, little-endian")


def _install():
    w_float_type.dict_w["__getformat__"] = W_ClassMethod(
        W_BuiltinFunction("__getformat__", float_getformat))
    w_float_type.dict_w["hex"] = W_BuiltinFunction("hex", float_hex)
    w_float_type.dict_w["fromhex"] = W_ClassMethod(
        W_BuiltinFunction("fromhex", float_fromhex))


_install()
