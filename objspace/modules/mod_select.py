"""The `select` module: select() and poll objects on rpython.rlib.rpoll
(what selectors.PollSelector and asyncio's selector event loop use).
epoll, devpoll and kqueue are absent, so selectors picks PollSelector.
A call interrupted by a signal runs the handlers and retries with the
time left (PEP 475)."""

import time
from errno import EINTR, ENOENT

from rpython.rlib import rpoll
from rpython.rlib import _rsocket_rffi as _c
from rpython.rtyper.lltypesystem import lltype, rffi

from objspace.model import W_Object, Arguments, OperationError
from objspace.moduleobject import W_Module
from objspace.funcobject import W_BuiltinFunction, builtin_function
from objspace.typeobject import W_TypeObject, w_object_type
from objspace.intobject import W_Int, newint
from objspace.floatobject import W_Float
from objspace.listobject import W_List
from objspace.tupleobject import newtuple
from objspace.noneobject import W_None
from objspace.exceptions import (raise_type_error, raise_value_error,
                                 raise_key_error, TYPES)
from objspace.argcheck import check_args
from objspace import operations as ops
from objspace.oserrors import raise_errno
from objspace.modules.aio_util import c_int
from objspace.modules import mod_signal

FD_SETSIZE = 1024
POLL_CONSTANTS = [("POLLIN", 1), ("POLLPRI", 2), ("POLLOUT", 4),
                  ("POLLERR", 8), ("POLLHUP", 16), ("POLLNVAL", 32),
                  ("POLLRDNORM", 64), ("POLLRDBAND", 128),
                  ("POLLWRNORM", 256), ("POLLWRBAND", 512),
                  ("POLLMSG", 1024), ("POLLRDHUP", 8192),
                  ("PIPE_BUF", 4096)]


def fileno_of(w_obj):
    """An int or an object with fileno(): its descriptor (CPython's
    PyObject_AsFileDescriptor)."""
    from objspace import attrs
    if isinstance(w_obj, W_Int):
        fd = w_obj.intval
    else:
        from objspace.intobject import W_AbstractInt
        if isinstance(w_obj, W_AbstractInt):
            fd = c_int(w_obj)
        else:
            w_meth = attrs.getattr_or_none(w_obj, "fileno")
            if w_meth is None:
                raise_type_error("argument must be an int, or have a "
                                 "fileno() method.")
            w_fd = w_meth.call(Arguments([]))
            if not isinstance(w_fd, W_Int):
                raise_type_error("fileno() returned a non-integer")
            assert isinstance(w_fd, W_Int)
            fd = w_fd.intval
    if fd < 0:
        raise_value_error("file descriptor cannot be a negative integer "
                          "(%d)" % fd)
    return fd


def _timeout_seconds(w_timeout):
    """select's timeout: None -> -1.0 (forever)."""
    if ops.is_none(w_timeout):
        return -1.0
    if isinstance(w_timeout, W_Float):
        t = w_timeout.floatval
    elif isinstance(w_timeout, W_Int):
        t = float(w_timeout.intval)
    else:
        from objspace.modules.mod_math import float_w
        from objspace.intobject import W_AbstractInt
        if not isinstance(w_timeout, W_AbstractInt):
            raise_type_error("timeout must be a float or None")
        t = float_w(w_timeout)
    if t != t:
        raise_value_error("Invalid value NaN (not a number)")
    if t < 0.0:
        raise_value_error("timeout must be non-negative")
    return t


def _fd_list(w_seq):
    from objspace.sequences import unpack_iterable
    from objspace.exceptions import w_TypeError
    try:
        objs_w = unpack_iterable(w_seq)
    except OperationError as e:
        if not e.w_value.gettype().issubtype(w_TypeError):
            raise
        raise_type_error("arguments 1-3 must be sequences")
        raise AssertionError
    fds = []
    for w_obj in objs_w:
        fd = fileno_of(w_obj)
        if fd >= FD_SETSIZE:
            raise_value_error("filedescriptor out of range in select()")
        fds.append(fd)
    return objs_w, fds


def _ready(objs_w, fds, ready):
    seen = {}
    for fd in ready:
        seen[fd] = None
    result_w = []
    for i in range(len(fds)):
        if fds[i] in seen:
            result_w.append(objs_w[i])
    return W_List(result_w)


def s_select(args):
    args_w = check_args(args, "select", 3, 4)
    r_w, rfds = _fd_list(args_w[0])
    w_w, wfds = _fd_list(args_w[1])
    x_w, xfds = _fd_list(args_w[2])
    timeout = -1.0
    if len(args_w) == 4:
        timeout = _timeout_seconds(args_w[3])
    deadline = time.time() + timeout
    while True:
        try:
            rr, wr, xr = rpoll.select(rfds, wfds, xfds, timeout)
            break
        except rpoll.SelectError as e:
            if e.errno != EINTR:
                raise_errno(e.errno)
            mod_signal.after_eintr()
            if timeout >= 0.0:
                timeout = deadline - time.time()
                if timeout < 0.0:
                    timeout = 0.0
    return newtuple([_ready(r_w, rfds, rr), _ready(w_w, wfds, wr),
                     _ready(x_w, xfds, xr)])


class W_Poll(W_Object):
    """A poll object: the registered descriptors in registration order."""
    _attrs_ = ("fds", "events", "polling")

    def __init__(self):
        self.fds = []
        self.events = []
        self.polling = False

    def gettype(self):
        return w_poll_type

    def find(self, fd):
        for i in range(len(self.fds)):
            if self.fds[i] == fd:
                return i
        return -1


def _poll_self(args, name):
    if len(args.args_w) == 0 or not isinstance(args.args_w[0], W_Poll):
        raise_type_error("descriptor '%s' requires a 'select.poll' object"
                         % name)
    w_poll = args.args_w[0]
    assert isinstance(w_poll, W_Poll)
    return w_poll


def _event_mask(w_mask):
    mask = c_int(w_mask)
    if mask < 0:
        raise_overflow_mask()
    if mask > 65535:
        from objspace.exceptions import raise_overflow
        raise_overflow("Python int too large for C unsigned short")
    return mask


def raise_overflow_mask():
    from objspace.exceptions import raise_overflow
    raise_overflow("can't convert negative int to unsigned")


def poll_register(args):
    w_poll = _poll_self(args, "register")
    args_w = check_args(Arguments(args.args_w[1:], args.kw_names,
                                  args.kw_values_w), "register", 1, 2)
    fd = fileno_of(args_w[0])
    mask = 1 | 2 | 4
    if len(args_w) == 2:
        mask = _event_mask(args_w[1])
    i = w_poll.find(fd)
    if i >= 0:
        w_poll.events[i] = mask
    else:
        w_poll.fds.append(fd)
        w_poll.events.append(mask)
    return W_None


def poll_modify(args):
    w_poll = _poll_self(args, "modify")
    args_w = check_args(Arguments(args.args_w[1:], args.kw_names,
                                  args.kw_values_w), "modify", 2, 2)
    fd = fileno_of(args_w[0])
    mask = _event_mask(args_w[1])
    i = w_poll.find(fd)
    if i < 0:
        raise_errno(ENOENT)
    w_poll.events[i] = mask
    return W_None


def poll_unregister(args):
    w_poll = _poll_self(args, "unregister")
    args_w = check_args(Arguments(args.args_w[1:], args.kw_names,
                                  args.kw_values_w), "unregister", 1, 1)
    fd = fileno_of(args_w[0])
    i = w_poll.find(fd)
    if i < 0:
        raise_key_error(newint(fd))
    del w_poll.fds[i]
    del w_poll.events[i]
    return W_None


def _poll_timeout_ms(w_timeout):
    """poll's timeout in milliseconds, rounded up; -1 for None or
    negative."""
    import math
    if ops.is_none(w_timeout):
        return -1
    if isinstance(w_timeout, W_Float):
        t = w_timeout.floatval
        if t != t:
            raise_value_error("Invalid value NaN (not a number)")
        if t < 0.0:
            return -1
        t = math.ceil(t)
        if t > 2147483647.0:
            from objspace.exceptions import raise_overflow
            raise_overflow("timeout is too large")
        return int(t)
    from objspace.intobject import W_AbstractInt
    if not isinstance(w_timeout, W_AbstractInt):
        raise_type_error("timeout must be an integer or None")
    ms = c_int(w_timeout)
    if ms < 0:
        return -1
    if ms > 2147483647:
        from objspace.exceptions import raise_overflow
        raise_overflow("timeout is too large")
    return ms


def poll_poll(args):
    w_poll = _poll_self(args, "poll")
    args_w = check_args(Arguments(args.args_w[1:], args.kw_names,
                                  args.kw_values_w), "poll", 0, 1)
    ms = -1
    if len(args_w) == 1:
        ms = _poll_timeout_ms(args_w[0])
    if w_poll.polling:
        from objspace.exceptions import raise_runtime_error
        raise_runtime_error("concurrent poll() invocation")
    fds = list(w_poll.fds)
    events = list(w_poll.events)
    n = len(fds)
    deadline = time.time() + ms / 1000.0
    result_w = []
    pollfds = lltype.malloc(_c.pollfdarray, n, flavor='raw')
    w_poll.polling = True
    try:
        for i in range(n):
            rffi.setintfield(pollfds[i], 'c_fd', fds[i])
            rffi.setintfield(pollfds[i], 'c_events', events[i])
            rffi.setintfield(pollfds[i], 'c_revents', 0)
        while True:
            ret = _c.poll(pollfds, n, ms)
            if ret >= 0:
                break
            errno = _c.geterrno()
            if errno != EINTR:
                raise_errno(errno)
            w_poll.polling = False
            mod_signal.after_eintr()
            w_poll.polling = True
            if ms >= 0:
                left = deadline - time.time()
                ms = 0 if left <= 0.0 else int(left * 1000.0 + 0.999)
        for i in range(n):
            revents = rffi.cast(lltype.Signed, pollfds[i].c_revents)
            if revents:
                result_w.append(newtuple([newint(fds[i]),
                                          newint(revents & 0xffff)]))
    finally:
        w_poll.polling = False
        lltype.free(pollfds, flavor='raw')
    return W_List(result_w)


def s_poll(args):
    check_args(args, "poll", 0, 0)
    return W_Poll()


def poll_new(args):
    raise_type_error("cannot create 'select.poll' instances")
    return None


w_poll_type = W_TypeObject("poll", [w_object_type])
w_poll_type.module = "select"
w_poll_type.w_new = W_BuiltinFunction("poll", poll_new)
for _name, _fn in [("register", poll_register), ("modify", poll_modify),
                   ("unregister", poll_unregister), ("poll", poll_poll)]:
    w_poll_type.dict_w[_name] = W_BuiltinFunction(_name, _fn)


def make():
    w_mod = W_Module("select")
    w_mod.setitem("select", builtin_function("select", s_select))
    w_mod.setitem("poll", builtin_function("poll", s_poll))
    w_mod.setitem("error", TYPES.by_name["OSError"])
    for name, value in POLL_CONSTANTS:
        w_mod.setitem(name, newint(value))
    return w_mod
