"""sys.getsizeof: a user class's __sizeof__, else the size CPython 3.11
gives on a 64-bit machine for the common built-in types (lbbv's own
objects are laid out differently, so only such estimates are
meaningful; programs use them to compare or to check > 0)."""

from objspace.model import Arguments
from objspace.intobject import W_Int, W_Long, W_Bool
from objspace.floatobject import W_Float
from objspace.strobject import W_Str
from objspace.listobject import W_List
from objspace.tupleobject import W_Tuple
from objspace.dictobject import W_Dict
from objspace.setobject import W_BaseSet
from objspace.bytesobject import W_Bytes, W_ByteArray
from objspace.instances import W_Instance
from objspace.exceptions import raise_type_error, raise_value_error

# before each instance of a class CPython 3.11 keeps the GC links (16
# bytes) and, unless __slots__ leave out __dict__, two managed-dict words
GC_HEADER = 16
DICT_PREHEADER = 16


def _dict_size(n):
    # CPython 3.11: an empty dict 64 bytes, then the key table grows by
    # powers of two (8 slots hold 5 items)
    if n == 0:
        return 64
    slots = 8
    while slots * 2 // 3 < n:
        slots *= 2
    return 64 + 40 + slots + (slots * 2 // 3) * 24


def _set_size(n):
    slots = 8
    while slots * 3 // 5 < n:
        slots *= 2
    return 200 + (16 * slots if slots > 8 else 0)


def _preheader(w_obj):
    from objspace.typeobject import F_SLOTS
    if w_obj.gettype().attr_flags() & F_SLOTS:
        return GC_HEADER
    return GC_HEADER + DICT_PREHEADER


def size_estimate(w_obj):
    if isinstance(w_obj, W_Instance):
        w_meth = w_obj.gettype().lookup("__sizeof__")
        if w_meth is not None:
            from objspace.funcobject import special_binding
            w_res = special_binding(w_meth).call(Arguments([w_obj]))
            if not isinstance(w_res, W_Int):
                if isinstance(w_res, W_Long):
                    from objspace.exceptions import raise_overflow
                    raise_overflow("Python int too large to convert to C "
                                   "ssize_t")
                raise_type_error("'%s' object cannot be interpreted as an "
                                 "integer" % w_res.gettype().name)
                raise AssertionError
            if w_res.intval < 0:
                raise_value_error("__sizeof__() should return >= 0")
            return w_res.intval + _preheader(w_obj)
        return 16 + _preheader(w_obj)
    if isinstance(w_obj, W_Bool):
        return 28
    if isinstance(w_obj, W_Int):
        v = w_obj.intval
        if v == 0:
            return 24
        if v < 0:
            v = -v
        n = 0
        while v > 0:
            v >>= 30
            n += 1
        return 24 + 4 * n
    if isinstance(w_obj, W_Long):
        bits = w_obj.bigval.bit_length()
        return 24 + 4 * ((bits + 29) // 30)
    if isinstance(w_obj, W_Float):
        return 24
    if isinstance(w_obj, W_Str):
        if w_obj.length == len(w_obj.utf8):
            return 49 + w_obj.length
        return 74 + 4 * w_obj.length
    if isinstance(w_obj, W_Bytes):
        return 33 + len(w_obj.value)
    if isinstance(w_obj, W_ByteArray):
        n = len(w_obj.value)
        return 56 + (n + 1 if n > 0 else 0)
    if isinstance(w_obj, W_List):
        return 56 + 8 * len(w_obj.items_w)
    if isinstance(w_obj, W_Tuple):
        return 40 + 8 * len(w_obj.items_w)
    if isinstance(w_obj, W_Dict):
        return _dict_size(len(w_obj.data))
    if isinstance(w_obj, W_BaseSet):
        return _set_size(w_obj.used)
    return 48
