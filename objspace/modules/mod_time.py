"""The time module: time, perf_counter, monotonic, process_time, sleep
(and their _ns forms)."""

import math
import time

from rpython.rtyper.lltypesystem import lltype, rffi
from rpython.translator.tool.cbuild import ExternalCompilationInfo

from objspace.moduleobject import W_Module
from objspace.funcobject import W_BuiltinFunction, builtin_function
from objspace.intobject import W_AbstractInt, newint
from objspace.floatobject import W_Float, newfloat
from objspace.noneobject import W_None
from objspace.exceptions import raise_type_error, raise_value_error
from objspace.argcheck import check_args


# declared by hand (Linux x86-64 layout) rather than through rlib.rtime,
# whose import runs C configuration checks on every untranslated start
TIMESPEC = rffi.CStruct("timespec", ("tv_sec", rffi.LONG),
                        ("tv_nsec", rffi.LONG))
CLOCK_MONOTONIC = 1
CLOCK_PROCESS_CPUTIME_ID = 2
_eci = ExternalCompilationInfo(includes=["time.h"])
c_clock_gettime = rffi.llexternal("clock_gettime",
                                  [rffi.INT, lltype.Ptr(TIMESPEC)], rffi.INT,
                                  compilation_info=_eci, releasegil=False,
                                  sandboxsafe=True)


def _clock(clock_id):
    with lltype.scoped_alloc(TIMESPEC) as ts:
        res = c_clock_gettime(rffi.cast(rffi.INT, clock_id), ts)
        if rffi.cast(lltype.Signed, res) == 0:
            return (float(rffi.getintfield(ts, "c_tv_sec")) +
                    float(rffi.getintfield(ts, "c_tv_nsec")) * 1e-9)
    return time.time()


def _monotonic():
    return _clock(CLOCK_MONOTONIC)


def t_time(args):
    check_args(args, "time", 0, 0)
    return newfloat(time.time())


def t_time_ns(args):
    check_args(args, "time_ns", 0, 0)
    return newint(int(time.time() * 1e9))


def t_monotonic_ns(args):
    check_args(args, "monotonic_ns", 0, 0)
    return newint(int(_monotonic() * 1e9))


def t_process_time_ns(args):
    check_args(args, "process_time_ns", 0, 0)
    return newint(int(_clock(CLOCK_PROCESS_CPUTIME_ID) * 1e9))


def t_perf_counter(args):
    check_args(args, "perf_counter", 0, 0)
    return newfloat(_monotonic())


def t_perf_counter_ns(args):
    check_args(args, "perf_counter_ns", 0, 0)
    return newint(int(_monotonic() * 1e9))


def t_monotonic(args):
    check_args(args, "monotonic", 0, 0)
    return newfloat(_monotonic())


def t_process_time(args):
    check_args(args, "process_time", 0, 0)
    return newfloat(_clock(CLOCK_PROCESS_CPUTIME_ID))


def t_sleep(args):
    from objspace.modules.mod_math import float_w
    args_w = check_args(args, "sleep", 1, 1)
    w_x = args_w[0]
    if not (isinstance(w_x, W_Float) or isinstance(w_x, W_AbstractInt)):
        raise_type_error("'%s' object cannot be interpreted as an integer"
                         % w_x.gettype().name)
    secs = float_w(w_x)
    if math.isnan(secs):
        raise_value_error("Invalid value NaN (not a number)")
    if secs < 0.0:
        raise_value_error("sleep length must be non-negative")
    if secs > 0.0:
        time.sleep(secs)
    return W_None


# name -> (implementation, monotonic, adjustable): the clocks lbbv reads
# with clock_gettime, whose resolution is 1 ns on Linux
CLOCKS = {"time": ("clock_gettime(CLOCK_REALTIME)", False, True),
          "monotonic": ("clock_gettime(CLOCK_MONOTONIC)", True, False),
          "perf_counter": ("clock_gettime(CLOCK_MONOTONIC)", True, False),
          "process_time": ("clock_gettime(CLOCK_PROCESS_CPUTIME_ID)", True,
                           False)}


def t_get_clock_info(args):
    """time.get_clock_info(name): a namespace describing the clock."""
    from objspace.strobject import W_Str, newstr
    from objspace.intobject import newbool
    from objspace.simplenamespace import new_namespace
    w_name = check_args(args, "get_clock_info", 1, 1)[0]
    if not isinstance(w_name, W_Str):
        raise_type_error("get_clock_info() argument must be str, not %s"
                         % w_name.gettype().name)
        raise AssertionError
    name = w_name.utf8
    if name not in CLOCKS:
        raise_value_error("unknown clock")
    impl, monotonic, adjustable = CLOCKS[name]
    return new_namespace(
        ["implementation", "monotonic", "adjustable", "resolution"],
        [newstr(impl), newbool(monotonic), newbool(adjustable),
         newfloat(1e-09)])


FUNCTIONS = [("time", t_time), ("time_ns", t_time_ns),
             ("perf_counter", t_perf_counter),
             ("perf_counter_ns", t_perf_counter_ns),
             ("monotonic", t_monotonic), ("process_time", t_process_time),
             ("sleep", t_sleep), ("monotonic_ns", t_monotonic_ns),
             ("process_time_ns", t_process_time_ns),
             ("get_clock_info", t_get_clock_info)]


def make():
    w_mod = W_Module("time")
    for name, fn in FUNCTIONS:
        w_mod.setitem(name, builtin_function(name, fn))
    from objspace.modules import time_struct
    for name, fn in time_struct.FUNCTIONS:
        w_mod.setitem(name, builtin_function(name, fn))
    w_mod.setitem("struct_time", time_struct.STRUCT_TIME.w_type)
    time_struct.set_timezone(w_mod)
    return w_mod
