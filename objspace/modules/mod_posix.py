"""The posix module (what CPython's os.py builds `os` on): files and
directories, file descriptors, processes, environ, on RPython's os
functions (rpython.rlib.rposix, rposix_stat, rposix_environ; rposix is
imported inside the functions that call it directly: untranslated, its
import runs the C compiler, and translation has it loaded already). Errors are
OSError subclasses chosen by errno, naming the file as CPython does
(objspace/oserrors.py). Stat and scandir are in posix_stat.py, the
other structures (uname, times, terminal size) in posix_misc.py."""

import os

from rpython.rlib import rstring
from rpython.rlib.rarithmetic import intmask

from objspace.model import Arguments
from objspace.moduleobject import W_Module
from objspace.funcobject import builtin_function
from objspace.intobject import W_Int, newint, newbool
from objspace.strobject import W_Str, newstr
from objspace.bytesobject import W_Bytes, buffer_of
from objspace.listobject import W_List
from objspace.tupleobject import newtuple
from objspace.dictobject import W_Dict
from objspace.noneobject import W_None
from objspace.exceptions import (raise_type_error, raise_value_error,
                                 raise_overflow)
from objspace.argcheck import check_args
from objspace.oserrors import wrap_oserror, strerror
from objspace.modules.posix_args import (parse, int_w, int_or_default,
                                         bool_or_default, path_w, no_dir_fd,
                                         no_follow, fspath, wrap_name,
                                         fsdecode)
from objspace.modules import posix_stat
from objspace.modules import posix_misc

O_CLOEXEC = 0o2000000       # Linux; CPython opens every fd non-inheritable


def _noargs(args, name):
    check_args(args, "posix." + name, 0, 0)


def _onearg(args, name):
    return check_args(args, "posix." + name, 1, 1)[0]


# --- directories ------------------------------------------------------------

def p_getcwd(args):
    _noargs(args, "getcwd")
    try:
        return fsdecode(os.getcwd())
    except OSError as e:
        raise wrap_oserror(e)


def p_getcwdb(args):
    _noargs(args, "getcwdb")
    try:
        return W_Bytes(os.getcwd())
    except OSError as e:
        raise wrap_oserror(e)


def p_chdir(args):
    args_w = parse(args, "chdir", ["path"], 1, 1)
    path = path_w(args_w[0], "chdir", allow_fd=True)
    try:
        if path.fd >= 0:
            os.fchdir(path.fd)
        else:
            os.chdir(path.path)
    except OSError as e:
        raise wrap_oserror(e, path.w_obj)
    return W_None


def p_listdir(args):
    args_w = parse(args, "listdir", ["path"], 1, 0)
    w_arg = args_w[0]
    if w_arg is None:
        w_arg = W_None
    path = path_w(w_arg, "listdir", allow_fd=True, allow_none=True)
    if path.fd >= 0:
        from objspace.exceptions import oefmt, w_NotImplementedError
        raise oefmt(w_NotImplementedError,
                    "listdir: a file descriptor argument is not supported")
    try:
        names = os.listdir(path.path)
    except OSError as e:
        raise wrap_oserror(e, path.w_obj)
    items_w = []
    for name in names:
        items_w.append(wrap_name(name, path.as_bytes))
    return W_List(items_w)


def p_mkdir(args):
    args_w = parse(args, "mkdir", ["path", "mode", "dir_fd"], 2, 1)
    path = path_w(args_w[0], "mkdir")
    mode = int_or_default(args_w[1], 0o777)
    no_dir_fd(args_w[2], "mkdir")
    try:
        os.mkdir(path.path, mode)
    except OSError as e:
        raise wrap_oserror(e, path.w_obj)
    return W_None


def _path_dirfd(args, fname):
    args_w = parse(args, fname, ["path", "dir_fd"], 1, 1)
    no_dir_fd(args_w[1], fname)
    return path_w(args_w[0], fname)


def p_rmdir(args):
    path = _path_dirfd(args, "rmdir")
    try:
        os.rmdir(path.path)
    except OSError as e:
        raise wrap_oserror(e, path.w_obj)
    return W_None


def _unlink(args, fname):
    path = _path_dirfd(args, fname)
    try:
        os.unlink(path.path)
    except OSError as e:
        raise wrap_oserror(e, path.w_obj)
    return W_None


def p_unlink(args):
    return _unlink(args, "unlink")


def p_remove(args):
    return _unlink(args, "remove")


def _two_paths(args, fname):
    args_w = parse(args, fname, ["src", "dst", "src_dir_fd", "dst_dir_fd"],
                   2, 2)
    src = path_w(args_w[0], fname, "src")
    dst = path_w(args_w[1], fname, "dst")
    no_dir_fd(args_w[2], fname)
    no_dir_fd(args_w[3], fname)
    if src.as_bytes != dst.as_bytes:
        raise_type_error("%s: src and dst must be the same type" % fname)
    return src, dst


def _rename(args, fname):
    src, dst = _two_paths(args, fname)
    try:
        os.rename(src.path, dst.path)
    except OSError as e:
        raise wrap_oserror(e, src.w_obj, dst.w_obj)
    return W_None


def p_rename(args):
    return _rename(args, "rename")


def p_replace(args):
    return _rename(args, "replace")


def p_link(args):
    args_w = parse(args, "link", ["src", "dst", "src_dir_fd", "dst_dir_fd",
                                  "follow_symlinks"], 2, 2)
    src = path_w(args_w[0], "link", "src")
    dst = path_w(args_w[1], "link", "dst")
    no_dir_fd(args_w[2], "link")
    no_dir_fd(args_w[3], "link")
    try:
        os.link(src.path, dst.path)
    except OSError as e:
        raise wrap_oserror(e, src.w_obj, dst.w_obj)
    return W_None


def p_symlink(args):
    args_w = parse(args, "symlink", ["src", "dst", "target_is_directory",
                                     "dir_fd"], 3, 2)
    src = path_w(args_w[0], "symlink", "src")
    dst = path_w(args_w[1], "symlink", "dst")
    no_dir_fd(args_w[3], "symlink")
    try:
        os.symlink(src.path, dst.path)
    except OSError as e:
        raise wrap_oserror(e, src.w_obj, dst.w_obj)
    return W_None


def p_readlink(args):
    path = _path_dirfd(args, "readlink")
    try:
        res = os.readlink(path.path)
    except OSError as e:
        raise wrap_oserror(e, path.w_obj)
    return wrap_name(res, path.as_bytes)


def p_chmod(args):
    args_w = parse(args, "chmod", ["path", "mode", "dir_fd",
                                   "follow_symlinks"], 2, 2)
    path = path_w(args_w[0], "chmod", allow_fd=True)
    mode = int_w(args_w[1])
    no_dir_fd(args_w[2], "chmod")
    no_follow(args_w[3], "chmod")
    try:
        if path.fd >= 0:
            os.fchmod(path.fd, mode)
        else:
            os.chmod(path.path, mode)
    except OSError as e:
        raise wrap_oserror(e, path.w_obj)
    return W_None


def p_fchmod(args):
    args_w = parse(args, "fchmod", ["fd", "mode"], 2, 2)
    fd = int_w(args_w[0])
    mode = int_w(args_w[1])
    try:
        os.fchmod(fd, mode)
    except OSError as e:
        raise wrap_oserror(e)
    return W_None


def p_fchdir(args):
    fd = _fd_arg(args, "fchdir")
    try:
        os.fchdir(fd)
    except OSError as e:
        raise wrap_oserror(e)
    return W_None


def _chown(args, fname, follow_default):
    names = ["path", "uid", "gid", "dir_fd", "follow_symlinks"]
    if not follow_default:
        names = ["path", "uid", "gid"]
    args_w = parse(args, fname, names, 3, 3)
    path = path_w(args_w[0], fname, allow_fd=follow_default)
    uid = int_w(args_w[1])
    gid = int_w(args_w[2])
    follow = follow_default
    if follow_default:
        no_dir_fd(args_w[3], fname)
        follow = bool_or_default(args_w[4], True)
    try:
        if path.fd >= 0:
            os.fchown(path.fd, uid, gid)
        elif follow:
            os.chown(path.path, uid, gid)
        else:
            os.lchown(path.path, uid, gid)
    except OSError as e:
        raise wrap_oserror(e, path.w_obj)
    return W_None


def p_chown(args):
    return _chown(args, "chown", True)


def p_lchown(args):
    return _chown(args, "lchown", False)


def p_truncate(args):
    args_w = parse(args, "truncate", ["path", "length"], 2, 2)
    path = path_w(args_w[0], "truncate", allow_fd=True)
    length = int_w(args_w[1])
    try:
        if path.fd >= 0:
            os.ftruncate(path.fd, length)
        else:
            fd = os.open(path.path, os.O_WRONLY | O_CLOEXEC, 0)
            try:
                os.ftruncate(fd, length)
            finally:
                os.close(fd)
    except OSError as e:
        raise wrap_oserror(e, path.w_obj)
    return W_None


def p_getloadavg(args):
    from objspace.floatobject import newfloat
    _noargs(args, "getloadavg")
    try:
        a, b, c = os.getloadavg()
    except OSError:
        from objspace.exceptions import oefmt
        from objspace.oserrors import w_OSError
        raise oefmt(w_OSError, "Load averages are unobtainable")
    return newtuple([newfloat(a), newfloat(b), newfloat(c)])


def p_access(args):
    args_w = parse(args, "access", ["path", "mode", "dir_fd",
                                    "effective_ids", "follow_symlinks"], 2, 2)
    path = path_w(args_w[0], "access")
    mode = int_w(args_w[1])
    no_dir_fd(args_w[2], "access")
    if bool_or_default(args_w[3], False):
        from objspace.exceptions import oefmt, w_NotImplementedError
        raise oefmt(w_NotImplementedError,
                    "access: effective_ids unavailable on this platform")
    no_follow(args_w[4], "access")
    try:
        return newbool(os.access(path.path, mode))
    except OSError:
        return newbool(False)


def p_utime(args):
    from rpython.rlib import rposix
    from objspace.tupleobject import W_Tuple
    args_w = parse(args, "utime", ["path", "times", "ns", "dir_fd",
                                   "follow_symlinks"], 2, 1)
    path = path_w(args_w[0], "utime")
    no_dir_fd(args_w[3], "utime")
    follow = bool_or_default(args_w[4], True)
    w_times = args_w[1]
    w_ns = args_w[2]
    if w_times is not None and w_times is not W_None and w_ns is not None:
        raise_value_error("utime: you may specify either 'times' or 'ns' "
                          "but not both")
    if w_ns is not None:
        if not isinstance(w_ns, W_Tuple) or len(w_ns.items_w) != 2:
            raise_type_error("utime: 'ns' must be a tuple of two ints")
        assert isinstance(w_ns, W_Tuple)
        asec, ansec = _split_ns(w_ns.items_w[0])
        msec, mnsec = _split_ns(w_ns.items_w[1])
    elif w_times is None or w_times is W_None:
        asec, ansec = 0, rposix.UTIME_NOW
        msec, mnsec = 0, rposix.UTIME_NOW
    else:
        if not isinstance(w_times, W_Tuple) or len(w_times.items_w) != 2:
            raise_type_error("utime: 'times' must be either a tuple of two "
                             "ints or None")
        assert isinstance(w_times, W_Tuple)
        asec, ansec = _split_seconds(w_times.items_w[0])
        msec, mnsec = _split_seconds(w_times.items_w[1])
    try:
        rposix.utimensat(path.path, asec, ansec, msec, mnsec,
                         follow_symlinks=follow)
    except OSError as e:
        raise wrap_oserror(e, path.w_obj)
    return W_None


def _split_ns(w_ns):
    """(seconds, nanoseconds) of an int of nanoseconds."""
    from objspace.intobject import W_AbstractInt
    if not isinstance(w_ns, W_AbstractInt):
        raise_type_error("utime: 'ns' must be a tuple of two ints")
    if not isinstance(w_ns, W_Int):
        raise_overflow("timestamp too large to convert to C _PyTime_t")
    assert isinstance(w_ns, W_Int)
    ns = w_ns.intval
    return ns // 1000000000, ns % 1000000000


def _split_seconds(w_t):
    """(seconds, nanoseconds) of an int or float time, rounded down as
    CPython's _PyTime_ROUND_FLOOR."""
    import math
    from objspace.floatobject import W_Float
    from objspace.intobject import W_AbstractInt
    if isinstance(w_t, W_Int):
        return w_t.intval, 0
    if isinstance(w_t, W_Float):
        x = w_t.floatval
        if math.isnan(x):
            raise_value_error("Invalid value NaN (not a number)")
        if not (-9.2e18 < x < 9.2e18):
            raise_overflow("timestamp out of range for platform time_t")
        sec = math.floor(x)
        nsec = int(math.floor((x - sec) * 1e9))
        isec = int(sec)
        if nsec >= 1000000000:
            nsec -= 1000000000
            isec += 1
        return isec, nsec
    if isinstance(w_t, W_AbstractInt):
        raise_overflow("timestamp out of range for platform time_t")
    raise_type_error("expected int or float, not %s" % w_t.gettype().name)
    return 0, 0


def p_umask(args):
    mask = int_w(_onearg(args, "umask"))
    return newint(intmask(os.umask(mask)))


# --- file descriptors -------------------------------------------------------

def p_open(args):
    args_w = parse(args, "open", ["path", "flags", "mode", "dir_fd"], 3, 2)
    path = path_w(args_w[0], "open")
    flags = int_w(args_w[1])
    mode = int_or_default(args_w[2], 0o777)
    no_dir_fd(args_w[3], "open")
    try:
        return newint(os.open(path.path, flags | O_CLOEXEC, mode))
    except OSError as e:
        raise wrap_oserror(e, path.w_obj)


def _fd_arg(args, name):
    return int_w(_onearg(args, name))


def p_close(args):
    args_w = parse(args, "close", ["fd"], 1, 1)
    fd = int_w(args_w[0])
    try:
        os.close(fd)
    except OSError as e:
        raise wrap_oserror(e)
    return W_None


def p_closerange(args):
    args_w = check_args(args, "closerange", 2, 2)
    lo = int_w(args_w[0])
    hi = int_w(args_w[1])
    for fd in range(lo, hi):
        try:
            os.close(fd)
        except OSError:
            pass
    return W_None


def p_read(args):
    args_w = check_args(args, "read", 2, 2)
    fd = int_w(args_w[0])
    n = int_w(args_w[1])
    if n < 0:
        from objspace.oserrors import raise_errno
        raise_errno(22)
    try:
        return W_Bytes(os.read(fd, n))
    except OSError as e:
        raise wrap_oserror(e)


def p_write(args):
    args_w = check_args(args, "write", 2, 2)
    fd = int_w(args_w[0])
    data = buffer_of(args_w[1])
    assert data is not None
    try:
        return newint(os.write(fd, data))
    except OSError as e:
        raise wrap_oserror(e)


def p_lseek(args):
    args_w = check_args(args, "lseek", 3, 3)
    fd = int_w(args_w[0])
    pos = int_w(args_w[1])
    how = int_w(args_w[2])
    try:
        return newint(intmask(os.lseek(fd, pos, how)))
    except OSError as e:
        raise wrap_oserror(e)


def p_isatty(args):
    fd = _fd_arg(args, "isatty")
    return newbool(os.isatty(fd))


def p_pipe(args):
    from rpython.rlib import rposix
    _noargs(args, "pipe")
    try:
        r, w = rposix.pipe2(O_CLOEXEC)     # non-inheritable, as CPython
    except OSError as e:
        raise wrap_oserror(e)
    return newtuple([newint(r), newint(w)])


def p_dup(args):
    from rpython.rlib import rposix
    fd = _fd_arg(args, "dup")
    try:
        return newint(rposix.dup(fd, inheritable=False))
    except OSError as e:
        raise wrap_oserror(e)


def p_dup2(args):
    from rpython.rlib import rposix
    args_w = parse(args, "dup2", ["fd", "fd2", "inheritable"], 3, 2)
    fd = int_w(args_w[0])
    fd2 = int_w(args_w[1])
    inheritable = bool_or_default(args_w[2], True)
    try:
        rposix.dup2(fd, fd2, inheritable=inheritable)
    except OSError as e:
        raise wrap_oserror(e)
    return newint(fd2)


def p_ftruncate(args):
    args_w = check_args(args, "ftruncate", 2, 2)
    fd = int_w(args_w[0])
    length = int_w(args_w[1])
    try:
        os.ftruncate(fd, length)
    except OSError as e:
        raise wrap_oserror(e)
    return W_None


def p_fsync(args):
    w_fd = _onearg(args, "fsync")
    if not isinstance(w_fd, W_Int):
        from objspace.model import Arguments as A
        w_meth = w_fd.gettype().lookup("fileno")
        if w_meth is None:
            raise_type_error("argument must be an int, or have a fileno() "
                             "method.")
        w_fd = w_meth.call(A([w_fd]))
    fd = int_w(w_fd)
    try:
        os.fsync(fd)
    except OSError as e:
        raise wrap_oserror(e)
    return W_None


def p_device_encoding(args):
    args_w = parse(args, "device_encoding", ["fd"], 1, 1)
    fd = int_w(args_w[0])
    if os.isatty(fd):
        return newstr("UTF-8")
    return W_None


def p_get_inheritable(args):
    from rpython.rlib import rposix
    fd = _fd_arg(args, "get_inheritable")
    try:
        return newbool(rposix.get_inheritable(fd))
    except OSError as e:
        raise wrap_oserror(e)


def p_set_inheritable(args):
    from rpython.rlib import rposix
    args_w = check_args(args, "set_inheritable", 2, 2)
    fd = int_w(args_w[0])
    inheritable = int_w(args_w[1]) != 0
    try:
        rposix.set_inheritable(fd, inheritable)
    except OSError as e:
        raise wrap_oserror(e)
    return W_None


O_NONBLOCK = 2048


def p_get_blocking(args):
    from rpython.rlib import rposix
    fd = _fd_arg(args, "get_blocking")
    try:
        flags = rposix.get_status_flags(fd)
    except OSError as e:
        raise wrap_oserror(e)
    return newbool(not (flags & O_NONBLOCK))


def p_set_blocking(args):
    from rpython.rlib import rposix
    args_w = check_args(args, "set_blocking", 2, 2)
    fd = int_w(args_w[0])
    blocking = int_w(args_w[1]) != 0
    try:
        flags = rposix.get_status_flags(fd)
        if blocking:
            flags &= ~O_NONBLOCK
        else:
            flags |= O_NONBLOCK
        rposix.set_status_flags(fd, flags)
    except OSError as e:
        raise wrap_oserror(e)
    return W_None


def p_system(args):
    args_w = parse(args, "system", ["command"], 1, 1)
    path = path_w(args_w[0], "system", "command")
    from objspace.stdio import OUTPUT
    OUTPUT.flush()          # the child writes to the same stdout
    return newint(intmask(os.system(path.path)))


# --- processes --------------------------------------------------------------

def p_getpid(args):
    _noargs(args, "getpid")
    return newint(intmask(os.getpid()))


def p_getppid(args):
    _noargs(args, "getppid")
    return newint(intmask(os.getppid()))


def p_getuid(args):
    _noargs(args, "getuid")
    return newint(intmask(os.getuid()))


def p_geteuid(args):
    _noargs(args, "geteuid")
    return newint(intmask(os.geteuid()))


def p_getgid(args):
    _noargs(args, "getgid")
    return newint(intmask(os.getgid()))


def p_getegid(args):
    _noargs(args, "getegid")
    return newint(intmask(os.getegid()))


def p_kill(args):
    args_w = check_args(args, "kill", 2, 2)
    pid = int_w(args_w[0])
    sig = int_w(args_w[1])
    try:
        os.kill(pid, sig)
    except OSError as e:
        raise wrap_oserror(e)
    return W_None


def p_waitpid(args):
    args_w = check_args(args, "waitpid", 2, 2)
    pid = int_w(args_w[0])
    options = int_w(args_w[1])
    try:
        res_pid, status = os.waitpid(pid, options)
    except OSError as e:
        raise wrap_oserror(e)
    return newtuple([newint(res_pid), newint(status)])


def p__exit(args):
    args_w = parse(args, "_exit", ["status"], 1, 1)
    status = int_w(args_w[0])
    os._exit(status)
    return W_None


def p_strerror(args):
    code = int_w(_onearg(args, "strerror"))
    return newstr(strerror(code))


def p_urandom(args):
    n = int_w(_onearg(args, "urandom"))
    if n < 0:
        raise_value_error("negative argument not allowed")
    return W_Bytes(posix_misc.urandom(n))


def p_fspath(args):
    args_w = parse(args, "fspath", ["path"], 1, 1)
    w_res = fspath(args_w[0])
    if w_res is None:
        raise_type_error("expected str, bytes or os.PathLike object, not %s"
                         % args_w[0].gettype().name)
    return w_res


# --- environ ----------------------------------------------------------------

def _env_bytes(w_x, fname, what):
    w_p = fspath(w_x)
    if isinstance(w_p, W_Str):
        s = w_p.utf8
    elif isinstance(w_p, W_Bytes):
        s = w_p.value
    else:
        raise_type_error("%s: illegal type for %s parameter"
                         % (fname, what))
        return ""
    assert s is not None
    if "\x00" in s:
        raise_value_error("embedded null byte")
    return rstring.assert_str0(s)


def p_putenv(args):
    args_w = check_args(args, "putenv", 2, 2)
    name = _env_bytes(args_w[0], "putenv", "name")
    value = _env_bytes(args_w[1], "putenv", "value")
    if "=" in name:
        raise_value_error("illegal environment variable name")
    if len(name) == 0:
        from objspace.oserrors import raise_errno
        raise_errno(22)         # EINVAL from setenv(), as CPython
    try:
        os.environ[name] = value
    except OSError as e:
        raise wrap_oserror(e)
    return W_None


def p_unsetenv(args):
    w_name = _onearg(args, "unsetenv")
    name = _env_bytes(w_name, "unsetenv", "name")
    if len(name) == 0 or "=" in name:
        from objspace.oserrors import raise_errno
        raise_errno(22)         # EINVAL from unsetenv(), as CPython
    try:
        del os.environ[name]
    except KeyError:
        pass
    except OSError as e:
        raise wrap_oserror(e)
    return W_None


def make_environ():
    """posix.environ: a dict of bytes, read once at import as CPython."""
    w_env = W_Dict()
    for key, value in os.environ.items():
        w_env.setitem(W_Bytes(key), W_Bytes(value))
    return w_env


FUNCTIONS = [("getcwd", p_getcwd), ("getcwdb", p_getcwdb),
             ("chdir", p_chdir), ("listdir", p_listdir),
             ("mkdir", p_mkdir), ("rmdir", p_rmdir), ("unlink", p_unlink),
             ("remove", p_remove), ("rename", p_rename),
             ("replace", p_replace), ("link", p_link),
             ("symlink", p_symlink), ("readlink", p_readlink),
             ("chmod", p_chmod), ("fchmod", p_fchmod), ("fchdir", p_fchdir),
             ("chown", p_chown), ("lchown", p_lchown),
             ("truncate", p_truncate), ("getloadavg", p_getloadavg),
             ("access", p_access), ("utime", p_utime),
             ("umask", p_umask), ("open", p_open), ("close", p_close),
             ("closerange", p_closerange), ("read", p_read),
             ("write", p_write), ("lseek", p_lseek), ("isatty", p_isatty),
             ("pipe", p_pipe), ("dup", p_dup), ("dup2", p_dup2),
             ("ftruncate", p_ftruncate), ("fsync", p_fsync),
             ("device_encoding", p_device_encoding),
             ("get_inheritable", p_get_inheritable),
             ("set_inheritable", p_set_inheritable),
             ("get_blocking", p_get_blocking),
             ("set_blocking", p_set_blocking), ("system", p_system),
             ("getpid", p_getpid), ("getppid", p_getppid),
             ("getuid", p_getuid), ("geteuid", p_geteuid),
             ("getgid", p_getgid), ("getegid", p_getegid),
             ("kill", p_kill), ("waitpid", p_waitpid), ("_exit", p__exit),
             ("strerror", p_strerror), ("urandom", p_urandom),
             ("fspath", p_fspath), ("putenv", p_putenv),
             ("unsetenv", p_unsetenv),
             ("stat", posix_stat.p_stat), ("lstat", posix_stat.p_lstat),
             ("fstat", posix_stat.p_fstat),
             ("scandir", posix_stat.p_scandir),
             ("statvfs", posix_stat.p_statvfs),
             ("fstatvfs", posix_stat.p_fstatvfs)]


def make():
    w_mod = W_Module("posix")
    for name, fn in FUNCTIONS:
        w_mod.setitem(name, builtin_function(name, fn))
    for name, fn in posix_misc.FUNCTIONS:
        w_mod.setitem(name, builtin_function(name, fn))
    for name, value in posix_misc.CONSTANTS:
        w_mod.setitem(name, newint(value))
    w_mod.setitem("environ", make_environ())
    from objspace.oserrors import w_OSError
    w_mod.setitem("error", w_OSError)
    w_mod.setitem("stat_result", posix_stat.STAT_RESULT.w_type)
    w_mod.setitem("DirEntry", posix_stat.w_direntry_type)
    w_mod.setitem("statvfs_result", posix_stat.STATVFS_RESULT.w_type)
    posix_misc.add_types(w_mod)
    # no dir_fd / fd / follow_symlinks variants (os.supports_* are empty)
    w_mod.setitem("_have_functions", W_List([]))
    return w_mod
