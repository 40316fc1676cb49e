"""`is` and id() for floats. lbbv keeps floats unboxed where it can (a
list of floats stores doubles, tier 2 keeps float locals raw), so one
float value read twice may be two boxes: `lst[0] is lst[0]` and `t is t`
for a raw local would be False where CPython says True. As PyPy does,
two exact floats are the same object when their bit patterns are equal,
and id() of an exact float is made from its bits (so id() agrees with
`is`). The other side of it: two floats CPython computed separately
(`0.1 + 0.2 is 0.1 + 0.2`, False there) are the same object here, and
so are two NaNs with the same bits."""

from rpython.rlib.longlong2float import float2longlong
from rpython.rlib.objectmodel import compute_unique_id
from rpython.rlib.rarithmetic import r_uint
from rpython.rlib.rbigint import rbigint

from objspace.floatobject import W_Float
from objspace.intobject import newint, newlong


def is_same(w_a, w_b):
    """`w_a is w_b` as the language sees it."""
    if w_a is w_b:
        return True
    if isinstance(w_a, W_Float) and isinstance(w_b, W_Float):
        return float2longlong(w_a.floatval) == float2longlong(w_b.floatval)
    return False


def id_w(w_obj):
    """id(w_obj). An object's id is its address (a multiple of 8); a
    float's is (its bits << 4) | 5, which no address can equal."""
    if isinstance(w_obj, W_Float):
        bits = r_uint(float2longlong(w_obj.floatval))
        big = rbigint.fromrarith_int(bits).lshift(4).or_(rbigint.fromint(5))
        return newlong(big)
    return newint(compute_unique_id(w_obj))
