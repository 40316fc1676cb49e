"""The `_posixsubprocess` module: fork_exec with CPython 3.11's 23
arguments, as subprocess.Popen._execute_child calls it.

The child (after os.fork) closes the parent's pipe ends, moves the
pipes onto 0/1/2, changes directory, restores SIGPIPE/SIGXFSZ, calls
setsid/setpgid/umask and preexec_fn, closes the other descriptors
(close_fds: those listed in /proc/self/fd, except pass_fds) and tries
each executable. A failure is reported on the error pipe in the format
subprocess.py parses ("OSError:<hex errno>:" or
"OSError:<hex errno>:noexec" for cwd, "SubprocessError:0:..." for
preexec_fn) and the child exits with 255. Setting uid, gid or groups is
not supported: it raises a clear error in the parent, before forking."""

import os

from rpython.rlib import rposix
from rpython.rlib.rstring import assert_str0

from objspace.model import Arguments, OperationError
from objspace.moduleobject import W_Module
from objspace.funcobject import builtin_function
from objspace.intobject import W_Int, newint
from objspace.strobject import W_Str
from objspace.bytesobject import W_AbstractBytes
from objspace.tupleobject import W_Tuple
from objspace.exceptions import raise_type_error, raise_value_error
from objspace import operations as ops
from objspace.oserrors import new_oserror_from_errno
from objspace.modules.aio_util import c_int

HEX = "0123456789ABCDEF"


def fs_bytes(w_x, what):
    """os.fsencode of a str, bytes or os.PathLike argument."""
    if isinstance(w_x, W_Str):
        return w_x.utf8
    if isinstance(w_x, W_AbstractBytes):
        s = w_x.value
        assert s is not None
        return s
    from objspace import attrs
    w_fspath = attrs.getattr_or_none(w_x, "__fspath__")
    if w_fspath is not None:
        return fs_bytes(w_fspath.call(Arguments([])), what)
    raise_type_error("expected str, bytes or os.PathLike object, not %s"
                     % w_x.gettype().name)
    raise AssertionError


def _bytes_list(w_seq, what):
    from objspace.sequences import unpack_iterable
    result = []
    for w_item in unpack_iterable(w_seq):
        result.append(_str0(fs_bytes(w_item, what)))
    return result


def _exe_list(w_seq):
    from objspace.sequences import unpack_iterable
    result = []
    for w_item in unpack_iterable(w_seq):
        if not isinstance(w_item, W_AbstractBytes):
            raise_type_error("expected bytes, %s found"
                             % w_item.gettype().name)
        assert isinstance(w_item, W_AbstractBytes)
        s = w_item.value
        assert s is not None
        result.append(_str0(s))
    return result


def _str0(s):
    """s, proven free of NUL bytes (for exec and chdir)."""
    assert s is not None
    if s.find("\x00") >= 0:
        raise_value_error("embedded null byte")
    return assert_str0(s)


def _hex(n):
    if n == 0:
        return "0"
    digits = []
    while n > 0:
        digits.append(HEX[n & 15])
        n >>= 4
    digits.reverse()
    return "".join(digits)


def _report(fd, text):
    try:
        os.write(fd, text)
    except OSError:
        pass


def _dup2(src, dst):
    if src == dst:
        rposix.set_inheritable(dst, True)
    else:
        os.dup2(src, dst)


class ChildPlan(object):
    """What the child does, prepared in the parent (no allocation-heavy
    work is needed after the fork beyond what RPython does anyway)."""

    def __init__(self):
        self.argv = []
        self.executables = []
        self.close_fds = True
        self.keep = []
        self.cwd = None
        self.env = None
        self.fds = [-1] * 8
        self.errpipe_write = -1
        self.restore_signals = False
        self.setsid = False
        self.pgid = -1
        self.umask = -1
        self.w_preexec = None


def _child(plan):
    """Runs in the child; never returns."""
    errfd = plan.errpipe_write
    p2cread, p2cwrite, c2pread, c2pwrite = (plan.fds[0], plan.fds[1],
                                            plan.fds[2], plan.fds[3])
    errread, errwrite, errpipe_read = plan.fds[4], plan.fds[5], plan.fds[6]
    try:
        for fd in [p2cwrite, c2pread, errread, errpipe_read]:
            if fd != -1:
                os.close(fd)
        # a pipe end that sits on a descriptor it must not overwrite
        if c2pwrite == 0:
            c2pwrite = os.dup(c2pwrite)
        while errwrite == 0 or errwrite == 1:
            errwrite = os.dup(errwrite)
        if p2cread != -1:
            _dup2(p2cread, 0)
        if c2pwrite != -1:
            _dup2(c2pwrite, 1)
        if errwrite != -1:
            _dup2(errwrite, 2)
        cwd = plan.cwd
        if cwd is not None:
            try:
                os.chdir(cwd)
            except OSError as e:
                _report(errfd, "OSError:%s:noexec" % _hex(e.errno))
                os._exit(255)
        if plan.restore_signals:
            from rpython.rlib import rsignal
            rsignal.pypysig_default(13)
            rsignal.pypysig_default(25)
        if plan.setsid:
            os.setsid()
        if plan.pgid >= 0:
            os.setpgid(0, plan.pgid)
        if plan.umask >= 0:
            os.umask(plan.umask)
        w_preexec = plan.w_preexec
        if w_preexec is not None:
            try:
                w_preexec.call(Arguments([]))
            except OperationError:
                _report(errfd, "SubprocessError:0:Exception occurred in "
                        "preexec_fn.")
                os._exit(255)
        if plan.close_fds:
            _close_others(plan.keep)
        saved = 0
        last = 0
        for exe in plan.executables:
            try:
                if plan.env is None:
                    os.execv(exe, plan.argv)
                else:
                    os.execve(exe, plan.argv, plan.env)
            except OSError as e:
                last = e.errno
                if last != 2 and last != 20 and saved == 0:
                    saved = last
        if saved == 0:
            saved = last
        _report(errfd, "OSError:%s:" % _hex(saved))
    except OSError as e:
        _report(errfd, "OSError:%s:" % _hex(e.errno))
    except OperationError:
        _report(errfd, "SubprocessError:0:child setup failed")
    os._exit(255)


def _close_others(keep):
    """Closes every descriptor from 3 up that is not in keep."""
    try:
        names = os.listdir("/proc/self/fd")
    except OSError:
        names = []
    fds = []
    for name in names:
        try:
            fds.append(int(name))
        except ValueError:
            pass
    for fd in fds:
        if fd < 3:
            continue
        kept = False
        for k in keep:
            if k == fd:
                kept = True
        if not kept:
            try:
                os.close(fd)
            except OSError:
                pass


def fork_exec(args):
    if args.has_kwargs():
        raise_type_error("fork_exec() takes no keyword arguments")
    a = args.args_w
    if len(a) != 23:
        raise_type_error("fork_exec() takes exactly 23 arguments (%d given)"
                         % len(a))
    plan = ChildPlan()
    if ops.is_none(a[0]):
        plan.argv = []
    else:
        plan.argv = _bytes_list(a[0], "args")
    plan.executables = _exe_list(a[1])
    plan.close_fds = ops.is_true(a[2])
    if plan.close_fds and c_int(a[13]) < 3:
        raise_value_error("errpipe_write must be >= 3")
    w_keep = a[3]
    if not isinstance(w_keep, W_Tuple):
        raise_type_error("fork_exec() argument 4 must be tuple, not %s"
                         % w_keep.gettype().name)
    assert isinstance(w_keep, W_Tuple)
    prev = -1
    for w_fd in w_keep.items_w:
        if not isinstance(w_fd, W_Int) or w_fd.intval < 0 or \
                w_fd.intval <= prev:
            raise_value_error("bad value(s) in fds_to_keep")
        assert isinstance(w_fd, W_Int)
        prev = w_fd.intval
        plan.keep.append(w_fd.intval)
    if not ops.is_none(a[4]):
        plan.cwd = _str0(fs_bytes(a[4], "cwd"))
    if not ops.is_none(a[5]):
        env = {}
        for entry in _bytes_list(a[5], "env"):
            eq = entry.find("=")
            if eq <= 0:
                continue
            env[assert_str0(entry[:eq])] = assert_str0(entry[eq + 1:])
        plan.env = env
    for i in range(8):
        plan.fds[i] = c_int(a[6 + i])
    plan.errpipe_write = plan.fds[7]
    plan.restore_signals = ops.is_true(a[14])
    plan.setsid = ops.is_true(a[15])
    plan.pgid = c_int(a[16])
    for i in [17, 18, 19]:
        if not ops.is_none(a[i]):
            raise_value_error("lbbv's _posixsubprocess does not support "
                              "setting the child's user, group or groups")
    plan.umask = c_int(a[20])
    if not ops.is_none(a[21]):
        plan.w_preexec = a[21]
    from objspace.stdio import OUTPUT
    OUTPUT.flush()      # or the child's exit would not write it, or twice
    try:
        pid = os.fork()
    except OSError as e:
        raise OperationError(new_oserror_from_errno(e.errno))
    if pid == 0:
        _child(plan)
    return newint(pid)


def make():
    w_mod = W_Module("_posixsubprocess")
    w_mod.setitem("fork_exec", builtin_function("fork_exec", fork_exec))
    return w_mod
