"""time.struct_time and the calendar functions of the time module:
gmtime, localtime, mktime, strftime, asctime, ctime and the time zone
constants, on the C library (struct tm declared by hand with the glibc
x86-64 layout, as mod_time.py does for timespec)."""

import math

from rpython.rlib.objectmodel import specialize
from rpython.rtyper.lltypesystem import lltype, rffi
from rpython.translator.tool.cbuild import ExternalCompilationInfo

from objspace.structseq import StructSeqType, W_StructSeq
from objspace.intobject import W_Int, newint
from objspace.floatobject import W_Float, newfloat
from objspace.strobject import W_Str, newstr
from objspace.tupleobject import W_Tuple, newtuple
from objspace.noneobject import W_None
from objspace.exceptions import (raise_type_error, raise_value_error,
                                 raise_overflow)
from objspace.argcheck import check_args

TM = rffi.CStruct("tm", ("tm_sec", rffi.INT), ("tm_min", rffi.INT),
                  ("tm_hour", rffi.INT), ("tm_mday", rffi.INT),
                  ("tm_mon", rffi.INT), ("tm_year", rffi.INT),
                  ("tm_wday", rffi.INT), ("tm_yday", rffi.INT),
                  ("tm_isdst", rffi.INT), ("tm_gmtoff", rffi.LONG),
                  ("tm_zone", rffi.CCHARP))
TMP = lltype.Ptr(TM)
TIME_TP = rffi.CArrayPtr(rffi.LONG)
_eci = ExternalCompilationInfo(includes=["time.h"])


def _ext(name, args, res):
    return rffi.llexternal(name, args, res, compilation_info=_eci,
                           releasegil=False, sandboxsafe=True)


c_localtime_r = _ext("localtime_r", [TIME_TP, TMP], TMP)
c_gmtime_r = _ext("gmtime_r", [TIME_TP, TMP], TMP)
c_mktime = _ext("mktime", [TMP], rffi.LONG)
c_strftime = _ext("strftime", [rffi.CCHARP, rffi.SIZE_T, rffi.CCHARP, TMP],
                  rffi.SIZE_T)
c_tzset = _ext("tzset", [], lltype.Void)

STRUCT_TIME = StructSeqType("time", "struct_time",
                            ["tm_year", "tm_mon", "tm_mday", "tm_hour",
                             "tm_min", "tm_sec", "tm_wday", "tm_yday",
                             "tm_isdst"])


class W_StructTime(W_StructSeq):
    """A struct_time: 9 items, and tm_zone, tm_gmtoff as attributes."""
    _attrs_ = ("w_zone", "w_gmtoff")

    def __init__(self, items_w, w_zone, w_gmtoff):
        W_StructSeq.__init__(self, STRUCT_TIME, items_w)
        self.w_zone = w_zone
        self.w_gmtoff = w_gmtoff

    def extra_names(self):
        return ["tm_zone", "tm_gmtoff"]

    def extra_values(self):
        return [self.w_zone, self.w_gmtoff]

    def getattr_hook(self, name):
        if name == "tm_zone":
            return self.w_zone
        if name == "tm_gmtoff":
            return self.w_gmtoff
        return W_StructSeq.getattr_hook(self, name)


def struct_time_new(args):
    """time.struct_time(sequence): 9 items, then tm_zone and tm_gmtoff."""
    from objspace.sequences import unpack_iterable
    args_w = check_args(args, "struct_time", 1, 2)
    w_dict = args_w[1] if len(args_w) > 1 else None
    from objspace.model import OperationError
    from objspace.exceptions import w_TypeError
    try:
        items_w = unpack_iterable(args_w[0])
    except OperationError as e:
        if not e.w_value.gettype().issubtype(w_TypeError):
            raise
        raise_type_error("constructor requires a sequence")
        return None
    n = len(items_w)
    if n < 9:
        raise_type_error("time.struct_time() takes an at least 9-sequence "
                         "(%d-sequence given)" % n)
    if n > 11:
        raise_type_error("time.struct_time() takes an at most 11-sequence "
                         "(%d-sequence given)" % n)
    from objspace.structseq import extra_from_dict
    w_zone = items_w[9] if n > 9 else extra_from_dict(w_dict, "tm_zone")
    w_gmtoff = items_w[10] if n > 10 else extra_from_dict(w_dict,
                                                           "tm_gmtoff")
    return W_StructTime(items_w[:9], W_None if w_zone is None else w_zone,
                        W_None if w_gmtoff is None else w_gmtoff)


def _install_new():
    from objspace.funcobject import W_BuiltinFunction
    STRUCT_TIME.w_type.w_new = W_BuiltinFunction("struct_time",
                                                 struct_time_new)


_install_new()


@specialize.arg(1)
def _geti(tm, name):
    return rffi.getintfield(tm, name)


def _from_tm(tm):
    items_w = [newint(_geti(tm, "c_tm_year") + 1900),
               newint(_geti(tm, "c_tm_mon") + 1),
               newint(_geti(tm, "c_tm_mday")), newint(_geti(tm, "c_tm_hour")),
               newint(_geti(tm, "c_tm_min")), newint(_geti(tm, "c_tm_sec")),
               newint((_geti(tm, "c_tm_wday") + 6) % 7),
               newint(_geti(tm, "c_tm_yday") + 1),
               newint(_geti(tm, "c_tm_isdst"))]
    zone = tm.c_tm_zone
    w_zone = W_None
    if zone:
        w_zone = newstr(rffi.charp2str(zone))
    return W_StructTime(items_w, w_zone, newint(_geti(tm, "c_tm_gmtoff")))


def _seconds(w_secs):
    """A timestamp argument as time_t, rounded toward -inf (None: now)."""
    import time
    from objspace.modules.mod_math import float_w
    if w_secs is None or w_secs is W_None:
        return int(math.floor(time.time()))
    if isinstance(w_secs, W_Int):
        return w_secs.intval
    if isinstance(w_secs, W_Float):
        x = w_secs.floatval
        if math.isnan(x):
            raise_value_error("Invalid value NaN (not a number)")
        x = math.floor(x)
        if not (-9.2e18 <= x <= 9.2e18):
            raise_overflow("timestamp out of range for platform time_t")
        return int(x)
    from objspace.intobject import W_Long
    if isinstance(w_secs, W_Long):
        raise_overflow("timestamp out of range for platform time_t")
    raise_type_error("'%s' object cannot be interpreted as an integer"
                     % w_secs.gettype().name)
    return 0


def _convert(w_secs, local, name):
    secs = _seconds(w_secs)
    with lltype.scoped_alloc(TIME_TP.TO, 1) as tp:
        tp[0] = secs
        with lltype.scoped_alloc(TM) as tm:
            if local:
                res = c_localtime_r(tp, tm)
            else:
                res = c_gmtime_r(tp, tm)
            if not res:
                raise_overflow("timestamp out of range for platform time_t")
            return _from_tm(tm)


def _opt_arg(args, name):
    args_w = check_args(args, name, 0, 1)
    if len(args_w) == 0:
        return None
    return args_w[0]


def t_gmtime(args):
    return _convert(_opt_arg(args, "gmtime"), False, "gmtime")


def t_localtime(args):
    return _convert(_opt_arg(args, "localtime"), True, "localtime")


def _tuple_fields(w_t, name):
    """The 9 ints of a struct_time or tuple argument (Python values)."""
    if not isinstance(w_t, W_Tuple):
        raise_type_error("Tuple or struct_time argument required")
    assert isinstance(w_t, W_Tuple)
    if len(w_t.items_w) != 9:
        raise_type_error("%s(): illegal time tuple argument" % name)
    fields = [0] * 9
    for i in range(9):
        w_x = w_t.items_w[i]
        if not isinstance(w_x, W_Int):
            if isinstance(w_x, W_Float):
                raise_type_error("'float' object cannot be interpreted as "
                                 "an integer")
            from objspace.modules.builtins_more import index_w
            w_x = index_w(w_x)
            if not isinstance(w_x, W_Int):
                raise_overflow("Python int too large to convert to C int")
        assert isinstance(w_x, W_Int)
        fields[i] = w_x.intval
    return fields


def _fill_tm(tm, f):
    """struct tm from the Python fields (year, mon 1-12, ..., wday Monday=0,
    yday 1-366, isdst)."""
    y = f[0] - 1900
    if not (-2147483648 <= y <= 2147483647):
        raise_overflow("year out of range")
    rffi.setintfield(tm, "c_tm_year", y)
    rffi.setintfield(tm, "c_tm_mon", f[1] - 1)
    rffi.setintfield(tm, "c_tm_mday", f[2])
    rffi.setintfield(tm, "c_tm_hour", f[3])
    rffi.setintfield(tm, "c_tm_min", f[4])
    rffi.setintfield(tm, "c_tm_sec", f[5])
    rffi.setintfield(tm, "c_tm_wday", (f[6] + 1) % 7)
    rffi.setintfield(tm, "c_tm_yday", f[7] - 1)
    rffi.setintfield(tm, "c_tm_isdst", f[8])
    rffi.setintfield(tm, "c_tm_gmtoff", 0)
    tm.c_tm_zone = lltype.nullptr(rffi.CCHARP.TO)


def _checked(f):
    """CPython's checktm after the normalisation that strftime/asctime do:
    0 for month/day/yday means 1, isdst is clamped."""
    g = list(f)
    if g[1] == 0:
        g[1] = 1
    elif g[1] < 0 or g[1] > 12:
        raise_value_error("month out of range")
    if g[2] == 0:
        g[2] = 1
    elif g[2] < 0 or g[2] > 31:
        raise_value_error("day of month out of range")
    if g[3] < 0 or g[3] > 23:
        raise_value_error("hour out of range")
    if g[4] < 0 or g[4] > 59:
        raise_value_error("minute out of range")
    if g[5] < 0 or g[5] > 61:
        raise_value_error("seconds out of range")
    # C's (wday + 1) % 7, whose sign follows the dividend
    v = g[6] + 1
    c_wday = abs(v) % 7
    if v < 0:
        c_wday = -c_wday
    if c_wday < 0:
        raise_value_error("day of week out of range")
    g[6] = (c_wday + 6) % 7
    if g[7] == 0:
        g[7] = 1
    elif g[7] < 0 or g[7] > 366:
        raise_value_error("day of year out of range")
    if g[8] < -1:
        g[8] = -1
    elif g[8] > 1:
        g[8] = 1
    return g


def _time_arg(args_w, i, name):
    """Fields of the optional struct_time argument i (now, local)."""
    if len(args_w) > i:
        return _tuple_fields(args_w[i], name)
    w_now = _convert(None, True, name)
    return _tuple_fields(w_now, name)


WDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep",
          "Oct", "Nov", "Dec"]


def _pad(n, width, fill):
    s = str(n)
    if len(s) < width:
        s = fill * (width - len(s)) + s
    return s


def _asctime(f):
    return "%s %s %s %s:%s:%s %d" % (
        WDAYS[f[6]], MONTHS[f[1] - 1], _pad(f[2], 2, " "), _pad(f[3], 2, "0"),
        _pad(f[4], 2, "0"), _pad(f[5], 2, "0"), f[0])


def t_asctime(args):
    args_w = check_args(args, "asctime", 0, 1)
    return newstr(_asctime(_checked(_time_arg(args_w, 0, "asctime"))))


def t_ctime(args):
    w_t = _convert(_opt_arg(args, "ctime"), True, "ctime")
    return newstr(_asctime(_tuple_fields(w_t, "ctime")))


def t_mktime(args):
    w_t = check_args(args, "mktime", 1, 1)[0]
    f = _tuple_fields(w_t, "mktime")
    with lltype.scoped_alloc(TM) as tm:
        _fill_tm(tm, f)
        rffi.setintfield(tm, "c_tm_wday", -1)   # changed on success
        res = c_mktime(tm)
        if res == -1 and rffi.getintfield(tm, "c_tm_wday") == -1:
            raise_overflow("mktime argument out of range")
    return newfloat(float(res))


def t_strftime(args):
    args_w = check_args(args, "strftime", 1, 2)
    w_fmt = args_w[0]
    if not isinstance(w_fmt, W_Str):
        raise_type_error("strftime() argument 1 must be str, not %s"
                         % w_fmt.gettype().name)
    assert isinstance(w_fmt, W_Str)
    f = _checked(_time_arg(args_w, 1, "strftime"))
    fmt = w_fmt.utf8
    if "\x00" in fmt:
        raise_value_error("embedded null character")
    if fmt == "":
        return newstr("")
    size = 1024
    with lltype.scoped_alloc(TM) as tm:
        _fill_tm(tm, f)
        while True:
            with rffi.scoped_str2charp(fmt) as c_fmt:
                buf = lltype.malloc(rffi.CCHARP.TO, size, flavor="raw")
                try:
                    n = rffi.cast(lltype.Signed, c_strftime(
                        buf, rffi.cast(rffi.SIZE_T, size), c_fmt, tm))
                    if n > 0 or size >= 256 * len(fmt):
                        return newstr(rffi.charpsize2str(buf, n))
                finally:
                    lltype.free(buf, flavor="raw")
            size *= 2


def _gmtoff_at(secs):
    with lltype.scoped_alloc(TIME_TP.TO, 1) as tp:
        tp[0] = secs
        with lltype.scoped_alloc(TM) as tm:
            c_localtime_r(tp, tm)
            zone = ""
            if tm.c_tm_zone:
                zone = rffi.charp2str(tm.c_tm_zone)
            return -_geti(tm, "c_tm_gmtoff"), zone


def set_timezone(w_mod):
    """timezone, altzone, daylight, tzname from January and July of this
    year, as CPython computes them where struct tm has tm_gmtoff."""
    import time
    c_tzset()
    year = (365 * 24 + 6) * 3600
    t = (int(time.time()) // year) * year
    janzone, janname = _gmtoff_at(t)
    julyzone, julyname = _gmtoff_at(t + year // 2)
    if janzone < julyzone:      # DST is reversed in the southern hemisphere
        timezone, altzone = julyzone, janzone
        names = [julyname, janname]
    else:
        timezone, altzone = janzone, julyzone
        names = [janname, julyname]
    w_mod.setitem("timezone", newint(timezone))
    w_mod.setitem("altzone", newint(altzone))
    w_mod.setitem("daylight", newint(1 if janzone != julyzone else 0))
    w_mod.setitem("tzname", newtuple([newstr(names[0]), newstr(names[1])]))


FUNCTIONS = [("gmtime", t_gmtime), ("localtime", t_localtime),
             ("asctime", t_asctime), ("ctime", t_ctime),
             ("mktime", t_mktime), ("strftime", t_strftime)]
