"""Small conversions between rffi's C values and RPython values, shared
by the modules bound to a C library (sqlite_capi.py, ssl_capi.py)."""

from rpython.rlib.objectmodel import specialize
from rpython.rtyper.lltypesystem import lltype, rffi


@specialize.argtype(0)
def to_int(x):
    """A C int (or long long) result as an RPython int."""
    return rffi.cast(lltype.Signed, x)


def c_int(i):
    return rffi.cast(rffi.INT, i)


def charp2str_or_none(p):
    if not p:
        return None
    return rffi.charp2str(p)
