"""The rest of the posix module: uname, times, cpu_count,
get_terminal_size, urandom, the wait-status macros and the integer
constants (Linux x86-64 values)."""

import os

from rpython.rlib.rstring import StringBuilder
from rpython.rtyper.lltypesystem import lltype, rffi
from rpython.translator.tool.cbuild import ExternalCompilationInfo

from objspace.structseq import StructSeqType
from objspace.intobject import newint, newbool
from objspace.floatobject import newfloat
from objspace.noneobject import W_None
from objspace.exceptions import raise_value_error
from objspace.argcheck import check_args
from objspace.oserrors import wrap_oserror, raise_errno
from objspace.modules.posix_args import parse, int_w, int_or_default

UNAME_RESULT = StructSeqType("posix", "uname_result",
                             ["sysname", "nodename", "release", "version",
                              "machine"])
TIMES_RESULT = StructSeqType("posix", "times_result",
                             ["user", "system", "children_user",
                              "children_system", "elapsed"])
TERMINAL_SIZE = StructSeqType("os", "terminal_size", ["columns", "lines"])

# declared by hand (Linux x86-64), as mod_time.py does for timespec
WINSIZE = rffi.CStruct("winsize", ("ws_row", rffi.USHORT),
                       ("ws_col", rffi.USHORT), ("ws_xpixel", rffi.USHORT),
                       ("ws_ypixel", rffi.USHORT))
TIOCGWINSZ = 0x5413
SC_NPROCESSORS_ONLN = 84
_eci = ExternalCompilationInfo(includes=["sys/ioctl.h", "unistd.h"])
c_ioctl_winsize = rffi.llexternal("ioctl", [rffi.INT, rffi.ULONG,
                                            lltype.Ptr(WINSIZE)], rffi.INT,
                                  compilation_info=_eci, releasegil=False,
                                  save_err=rffi.RFFI_SAVE_ERRNO)
c_sysconf = rffi.llexternal("sysconf", [rffi.INT], rffi.LONG,
                            compilation_info=_eci, releasegil=False,
                            sandboxsafe=True)


def p_uname(args):
    from objspace.modules.posix_args import fsdecode
    check_args(args, "posix.uname", 0, 0)
    try:
        sysname, nodename, release, version, machine = os.uname()
    except OSError as e:
        raise wrap_oserror(e)
    return UNAME_RESULT.make([fsdecode(sysname), fsdecode(nodename),
                              fsdecode(release), fsdecode(version),
                              fsdecode(machine)])


def p_times(args):
    check_args(args, "posix.times", 0, 0)
    try:
        user, system, cuser, csystem, elapsed = os.times()
    except OSError as e:
        raise wrap_oserror(e)
    return TIMES_RESULT.make([newfloat(user), newfloat(system),
                              newfloat(cuser), newfloat(csystem),
                              newfloat(elapsed)])


def p_cpu_count(args):
    check_args(args, "posix.cpu_count", 0, 0)
    n = int(c_sysconf(rffi.cast(rffi.INT, SC_NPROCESSORS_ONLN)))
    if n < 1:
        return W_None
    return newint(n)


def p_get_terminal_size(args):
    from rpython.rlib import rposix
    args_w = check_args(args, "get_terminal_size", 0, 1)
    fd = 1
    if len(args_w) == 1:
        fd = int_w(args_w[0])
    with lltype.scoped_alloc(WINSIZE) as ws:
        res = c_ioctl_winsize(rffi.cast(rffi.INT, fd),
                              rffi.cast(rffi.ULONG, TIOCGWINSZ), ws)
        if rffi.cast(lltype.Signed, res) != 0:
            raise_errno(rposix.get_saved_errno())
        cols = rffi.cast(lltype.Signed, ws.c_ws_col)
        rows = rffi.cast(lltype.Signed, ws.c_ws_row)
    return TERMINAL_SIZE.make([newint(cols), newint(rows)])


def terminal_size_new(args):
    from objspace.sequences import unpack_iterable
    from objspace.exceptions import raise_type_error
    args_w = check_args(args, "terminal_size", 1, 1)
    items_w = unpack_iterable(args_w[0])
    if len(items_w) != 2:
        raise_type_error("os.terminal_size() takes a 2-sequence "
                         "(%d-sequence given)" % len(items_w))
    return TERMINAL_SIZE.make(items_w)


def urandom(n):
    """n bytes from /dev/urandom."""
    try:
        fd = os.open("/dev/urandom", os.O_RDONLY, 0)
    except OSError as e:
        raise wrap_oserror(e)
    b = StringBuilder(n)
    got = 0
    try:
        while got < n:
            data = os.read(fd, n - got)
            if not data:
                break
            b.append(data)
            got += len(data)
    except OSError as e:
        os.close(fd)
        raise wrap_oserror(e)
    os.close(fd)
    return b.build()


# --- wait status (glibc's macros) ------------------------------------------

def _status(args, name):
    args_w = parse(args, name, ["status"], 1, 1)
    return int_w(args_w[0])


def p_WIFEXITED(args):
    return newbool((_status(args, "WIFEXITED") & 0x7f) == 0)


def p_WEXITSTATUS(args):
    return newint((_status(args, "WEXITSTATUS") >> 8) & 0xff)


def p_WIFSIGNALED(args):
    s = _status(args, "WIFSIGNALED") & 0x7f
    return newbool(s != 0 and s != 0x7f)


def p_WTERMSIG(args):
    return newint(_status(args, "WTERMSIG") & 0x7f)


def p_WIFSTOPPED(args):
    return newbool((_status(args, "WIFSTOPPED") & 0xff) == 0x7f)


def p_WSTOPSIG(args):
    return newint((_status(args, "WSTOPSIG") >> 8) & 0xff)


def p_WCOREDUMP(args):
    return newbool((_status(args, "WCOREDUMP") & 0x80) != 0)


def p_WIFCONTINUED(args):
    return newbool(_status(args, "WIFCONTINUED") == 0xffff)


def p_waitstatus_to_exitcode(args):
    status = _status(args, "waitstatus_to_exitcode")
    if (status & 0x7f) == 0:
        return newint((status >> 8) & 0xff)
    sig = status & 0x7f
    if sig != 0x7f:
        return newint(-sig)
    if (status & 0xff) == 0x7f:
        raise_value_error("process stopped by delivery of signal %d"
                          % ((status >> 8) & 0xff))
    raise_value_error("invalid wait status: %d" % status)
    return None


FUNCTIONS = [("uname", p_uname), ("times", p_times),
             ("cpu_count", p_cpu_count),
             ("get_terminal_size", p_get_terminal_size),
             ("WIFEXITED", p_WIFEXITED), ("WEXITSTATUS", p_WEXITSTATUS),
             ("WIFSIGNALED", p_WIFSIGNALED), ("WTERMSIG", p_WTERMSIG),
             ("WIFSTOPPED", p_WIFSTOPPED), ("WSTOPSIG", p_WSTOPSIG),
             ("WCOREDUMP", p_WCOREDUMP), ("WIFCONTINUED", p_WIFCONTINUED),
             ("waitstatus_to_exitcode", p_waitstatus_to_exitcode)]

CONSTANTS = [("F_OK", 0), ("R_OK", 4), ("W_OK", 2), ("X_OK", 1),
             ("O_RDONLY", 0), ("O_WRONLY", 1), ("O_RDWR", 2),
             ("O_ACCMODE", 3), ("O_APPEND", 1024), ("O_CREAT", 64),
             ("O_EXCL", 128), ("O_TRUNC", 512), ("O_NOCTTY", 256),
             ("O_NONBLOCK", 2048), ("O_NDELAY", 2048), ("O_SYNC", 1052672),
             ("O_DSYNC", 4096), ("O_CLOEXEC", 524288),
             ("O_DIRECTORY", 65536), ("O_NOFOLLOW", 131072),
             ("O_LARGEFILE", 0), ("SEEK_SET", 0), ("SEEK_CUR", 1),
             ("SEEK_END", 2), ("SEEK_DATA", 3), ("SEEK_HOLE", 4),
             ("WNOHANG", 1), ("WUNTRACED", 2), ("WCONTINUED", 8),
             ("EX_OK", 0), ("EX_USAGE", 64), ("EX_DATAERR", 65),
             ("EX_NOINPUT", 66), ("EX_NOUSER", 67), ("EX_NOHOST", 68),
             ("EX_UNAVAILABLE", 69), ("EX_SOFTWARE", 70), ("EX_OSERR", 71),
             ("EX_OSFILE", 72), ("EX_CANTCREAT", 73), ("EX_IOERR", 74),
             ("EX_TEMPFAIL", 75), ("EX_PROTOCOL", 76), ("EX_NOPERM", 77),
             ("EX_CONFIG", 78)]


def _install():
    from objspace.funcobject import W_BuiltinFunction
    TERMINAL_SIZE.w_type.w_new = W_BuiltinFunction("terminal_size",
                                                   terminal_size_new)


_install()


def add_types(w_mod):
    w_mod.setitem("uname_result", UNAME_RESULT.w_type)
    w_mod.setitem("times_result", TIMES_RESULT.w_type)
    w_mod.setitem("terminal_size", TERMINAL_SIZE.w_type)
