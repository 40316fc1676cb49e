"""`is` and id() for floats and ints. lbbv keeps floats and ints unboxed
where it can (a list of floats stores doubles, tier 2 keeps float and
int locals raw), so one value read twice may be two boxes: `lst[0] is
lst[0]`, and `y = x; x is y` for a raw local, would be False where
CPython says True. As PyPy does, two exact floats are the same object
when their bit patterns are equal, two exact ints (not bools: True and
False are single objects anyway) when their values are, and id() of
either is made from the value (so id() agrees with `is`). The other side
of it: two numbers CPython computed separately (`0.1 + 0.2 is 0.1 +
0.2`, `10 ** 6 is 10 ** 6`: False there) are the same object here, and
so are two NaNs with the same bits. Big ints (W_Long) are never
unboxed and keep their identity."""

from rpython.rlib.longlong2float import float2longlong
from rpython.rlib.objectmodel import compute_unique_id
from rpython.rlib.rarithmetic import r_uint
from rpython.rlib.rbigint import rbigint

from objspace.floatobject import W_Float
from objspace.intobject import W_Int, newint, newlong


def is_same(w_a, w_b):
    """`w_a is w_b` as the language sees it."""
    if w_a is w_b:
        return True
    if isinstance(w_a, W_Float) and isinstance(w_b, W_Float):
        return float2longlong(w_a.floatval) == float2longlong(w_b.floatval)
    if type(w_a) is W_Int and type(w_b) is W_Int:
        return w_a.intval == w_b.intval
    return False


def id_w(w_obj):
    """id(w_obj). An object's id is its address (a multiple of 8); a
    float's is (its bits << 4) | 5 and an exact int's (its value as 64
    unsigned bits << 4) | 3, which no address and no float's can equal."""
    if isinstance(w_obj, W_Float):
        bits = r_uint(float2longlong(w_obj.floatval))
        big = rbigint.fromrarith_int(bits).lshift(4).or_(rbigint.fromint(5))
        return newlong(big)
    if type(w_obj) is W_Int:
        bits = r_uint(w_obj.intval)
        big = rbigint.fromrarith_int(bits).lshift(4).or_(rbigint.fromint(3))
        return newlong(big)
    return newint(compute_unique_id(w_obj))
