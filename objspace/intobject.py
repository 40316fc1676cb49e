"""int and bool: machine ints (W_Int) that overflow into big ints
(W_Long, an rbigint), normalised back when a result fits a word."""

import math

from rpython.rlib.rarithmetic import ovfcheck, r_uint, intmask
from rpython.rlib.rbigint import rbigint

from objspace.model import W_Object
from objspace.typeobject import W_TypeObject, w_object_type


class W_AbstractInt(W_Object):
    _attrs_ = ()

    def as_bigint(self):
        raise NotImplementedError


class W_Int(W_AbstractInt):
    _attrs_ = _immutable_fields_ = ("intval",)

    def __init__(self, intval):
        self.intval = intval

    def gettype(self):
        return w_int_type

    def as_bigint(self):
        return rbigint.fromint(self.intval)


class W_Bool(W_Int):
    _attrs_ = ()

    def gettype(self):
        return w_bool_type


class W_Long(W_AbstractInt):
    _attrs_ = _immutable_fields_ = ("bigval",)

    def __init__(self, bigval):
        self.bigval = bigval

    def gettype(self):
        return w_int_type

    def as_bigint(self):
        return self.bigval


w_int_type = W_TypeObject("int", [w_object_type])
w_bool_type = W_TypeObject("bool", [w_int_type])

W_True = W_Bool(1)
W_False = W_Bool(0)

SMALL_INTS = [W_Int(i) for i in range(-5, 257)]    # CPython's -5..256


def newint(i):
    if -5 <= i <= 256:
        return SMALL_INTS[i + 5]
    return W_Int(i)


def newbool(b):
    if b:
        return W_True
    return W_False


def newlong(big):
    """Wraps an rbigint, as a W_Int when it fits a machine word."""
    try:
        return newint(big.toint())
    except OverflowError:
        return W_Long(big)


def is_int(w_obj):
    return isinstance(w_obj, W_AbstractInt)


# --- arithmetic on two ints; each returns a W_ object ---

def int_add(a, b):
    try:
        return newint(ovfcheck(a + b))
    except OverflowError:
        return W_Long(rbigint.fromint(a).add(rbigint.fromint(b)))


def int_sub(a, b):
    try:
        return newint(ovfcheck(a - b))
    except OverflowError:
        return W_Long(rbigint.fromint(a).sub(rbigint.fromint(b)))


def int_mul(a, b):
    try:
        return newint(ovfcheck(a * b))
    except OverflowError:
        return W_Long(rbigint.fromint(a).mul(rbigint.fromint(b)))


def int_floordiv(a, b):
    from objspace.exceptions import raise_zero_division
    if b == 0:
        raise_zero_division("integer division or modulo by zero")
    try:
        return newint(ovfcheck(a // b))
    except OverflowError:
        return newlong(rbigint.fromint(a).floordiv(rbigint.fromint(b)))


def int_mod(a, b):
    from objspace.exceptions import raise_zero_division
    if b == 0:
        raise_zero_division("integer modulo by zero")
    try:
        return newint(ovfcheck(a % b))
    except OverflowError:
        return newlong(rbigint.fromint(a).mod(rbigint.fromint(b)))


def long_op(op, x, y):
    """Big-int arithmetic on rbigints; op is an NB_* operator number."""
    from interpreter.frontend import astnodes as A
    from objspace.exceptions import raise_zero_division, raise_value_error
    if op == A.NB_ADD:
        return newlong(x.add(y))
    if op == A.NB_SUBTRACT:
        return newlong(x.sub(y))
    if op == A.NB_MULTIPLY:
        return newlong(x.mul(y))
    if op == A.NB_FLOOR_DIVIDE:
        if y.sign == 0:
            raise_zero_division("integer division or modulo by zero")
        return newlong(x.floordiv(y))
    if op == A.NB_REMAINDER:
        if y.sign == 0:
            raise_zero_division("integer modulo by zero")
        return newlong(x.mod(y))
    if op == A.NB_AND:
        return newlong(x.and_(y))
    if op == A.NB_OR:
        return newlong(x.or_(y))
    if op == A.NB_XOR:
        return newlong(x.xor(y))
    if op == A.NB_LSHIFT or op == A.NB_RSHIFT:
        if y.sign < 0:
            raise_value_error("negative shift count")
        try:
            shift = y.toint()
        except OverflowError:
            if op == A.NB_RSHIFT:
                return newint(-1 if x.sign < 0 else 0)
            if x.sign == 0:
                return newint(0)
            try:
                # CPython counts the shift in 30-bit digits: a count of
                # digits that still fits a machine word is a MemoryError
                y.floordiv(rbigint.fromint(30)).toint()
            except OverflowError:
                from objspace.exceptions import raise_overflow
                raise_overflow("too many digits in integer")
            raise_memory_error()
            raise AssertionError
        if x.sign == 0:
            return newint(0)
        if op == A.NB_LSHIFT:
            try:
                return newlong(_lshift(x, shift))
            except MemoryError:
                raise_memory_error()
                raise AssertionError
        return newlong(x.rshift(shift))
    raise AssertionError("long_op")


def _lshift(x, shift):
    # a call boundary: rbigint.lshift must be inlined, and inlining
    # cannot happen inside the try/except MemoryError
    return x.lshift(shift)


_lshift._dont_inline_ = True


def raise_memory_error():
    """An int too big to allocate (1 << 2**62): MemoryError like CPython."""
    from objspace.model import OperationError
    from objspace.exceptions import W_BaseException, w_MemoryError
    raise OperationError(W_BaseException(w_MemoryError, []))


def long_truediv(x, y):
    from objspace.exceptions import raise_zero_division, raise_overflow
    if y.sign == 0:
        raise_zero_division("division by zero")
    try:
        return x.truediv(y)
    except OverflowError:
        raise_overflow("integer division result too large for a float")
        raise AssertionError


def long_pow(x, y):
    """x ** y for ints, y >= 0."""
    return newlong(x.pow(y))


def int_pow(a, b):
    """a ** b for machine ints with b >= 0, overflowing into big ints."""
    result = 1
    base = a
    exp = b
    try:
        while exp > 0:
            if exp & 1:
                result = ovfcheck(result * base)
            exp >>= 1
            if exp > 0:
                base = ovfcheck(base * base)
        return newint(result)
    except OverflowError:
        return long_pow(rbigint.fromint(a), rbigint.fromint(b))


def long_tofloat(big):
    from objspace.exceptions import raise_overflow
    try:
        return big.tofloat()
    except OverflowError:
        raise_overflow("int too large to convert to float")
        raise AssertionError


# --- hashing, as CPython: modulo the Mersenne prime 2**61 - 1 ---

HASH_BITS = 61
HASH_MODULUS = (1 << HASH_BITS) - 1


def hash_int(x):
    if -HASH_MODULUS < x < HASH_MODULUS:
        h = x       # (no division: almost every int hashes to itself)
    elif x >= 0:
        h = x % HASH_MODULUS
    else:
        magnitude = r_uint(0) - r_uint(x)     # |x|, also for -2**63
        h = -intmask(magnitude % r_uint(HASH_MODULUS))
    if h == -1:
        h = -2
    return h


_BIG_MODULUS = rbigint.fromint(HASH_MODULUS)


def hash_long(big):
    h = big.abs().mod(_BIG_MODULUS).toint()
    if big.sign < 0:
        h = -h
    if h == -1:
        h = -2
    return h


def hash_float(v):
    if math.isinf(v):
        return 314159 if v > 0 else -314159
    if math.isnan(v):
        return 0
    m, e = math.frexp(v)
    sign = 1
    if m < 0:
        sign = -1
        m = -m
    x = r_uint(0)
    P = r_uint(HASH_MODULUS)
    while m:
        x = ((x << 28) & P) | (x >> (HASH_BITS - 28))
        m *= 268435456.0
        e -= 28
        y = int(m)
        m -= y
        x += r_uint(y)
        if x >= P:
            x -= P
    if e >= 0:
        e = e % HASH_BITS
    else:
        e = HASH_BITS - 1 - ((-1 - e) % HASH_BITS)
    x = ((x << e) & P) | (x >> (HASH_BITS - e))
    h = intmask(x) * sign
    if h == -1:
        h = -2
    return h
