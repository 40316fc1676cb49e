"""The `_socket` module on rpython.rlib.rsocket: the socket type (which
socket.py subclasses), socketpair, name resolution for what getaddrinfo
answers, byte-order helpers, the Linux constants, and the exceptions
(error = OSError, timeout = TimeoutError, gaierror, herror).

A W_Socket owns an RSocket (None until __init__ ran, as a subclass
instance is made by __new__ first). Sockets are created non-inheritable
as CPython's. A blocking call interrupted by a signal runs the Python
handlers and retries (PEP 475). Not supported (AttributeError):
sendmsg/recvmsg, share, ioctl, if_nameindex, CAPI."""

from errno import EINTR

from rpython.rlib import rsocket
from rpython.rlib.rsocket import (RSocket, INETAddress, INET6Address,
                                  UNIXAddress, CSocketError, SocketTimeout,
                                  GAIError, HSocketError, RSocketError,
                                  SocketError)
from rpython.rlib.rarithmetic import intmask, r_uint

from objspace.model import W_Object, Arguments, OperationError
from objspace.moduleobject import W_Module
from objspace.funcobject import (W_BuiltinFunction, W_StaticMethod,
                                 W_Property, builtin_function)
from objspace.typeobject import (W_TypeObject, w_object_type,
                                 LAYOUT_EXCEPTION, LAYOUT_SUBBUILTIN)
from objspace.intobject import W_Int, newint, newbool
from objspace.floatobject import W_Float, newfloat
from objspace.strobject import W_Str, newstr
from objspace.bytesobject import (W_Bytes, W_AbstractBytes, W_ByteArray,
                                  buffer_of)
from objspace.tupleobject import W_Tuple, newtuple
from objspace.listobject import W_List
from objspace.noneobject import W_None
from objspace.exceptions import (raise_type_error, raise_value_error,
                                 raise_overflow, TYPES)
from objspace.argcheck import check_args
from objspace import operations as ops
from objspace.oserrors import new_oserror_from_errno
from objspace.modules.aio_util import (c_int, c_int32,
                                       exception_type)
from objspace.modules import mod_signal
from objspace.modules.socket_constants import SOCKET_CONSTANTS

AF_UNIX = 1
AF_INET = 2
AF_INET6 = 10
SOCK_STREAM = 1
SOCK_NONBLOCK = 2048
SOCK_CLOEXEC = 524288
SOL_SOCKET = 1
SO_TYPE = 3
SO_PROTOCOL = 38
SO_DOMAIN = 39

w_gaierror = W_TypeObject("gaierror", [TYPES.by_name["OSError"]],
                          LAYOUT_EXCEPTION)
w_gaierror.module = "socket"
w_herror = W_TypeObject("herror", [TYPES.by_name["OSError"]],
                        LAYOUT_EXCEPTION)
w_herror.module = "socket"


def wrap_socket_error(e):
    """The Python exception for an rsocket error."""
    if isinstance(e, SocketTimeout):
        w_type = exception_type("TimeoutError")
        return OperationError(w_type.call(Arguments([newstr("timed out")])))
    if isinstance(e, GAIError):
        return OperationError(w_gaierror.call(Arguments(
            [newint(e.errno), newstr(e.get_msg())])))
    if isinstance(e, HSocketError):
        return OperationError(w_herror.call(Arguments(
            [newint(1), newstr("Unknown host")])))
    if isinstance(e, CSocketError):
        return OperationError(new_oserror_from_errno(e.errno))
    msg = "socket error"
    if isinstance(e, RSocketError):
        msg = e.message
    return OperationError(TYPES.by_name["OSError"].call(Arguments(
        [newstr(msg)])))


def _interrupted(e):
    """An EINTR: run the signal handlers (which may raise), then retry."""
    if isinstance(e, CSocketError) and e.errno == EINTR:
        mod_signal.after_eintr()
        return True
    return False


class SocketState(object):
    def __init__(self):
        self.default_timeout = -1.0


SOCKSTATE = SocketState()


class W_Socket(W_Object):
    _attrs_ = ("sock",)

    def __init__(self, sock):
        self.sock = sock            # an RSocket, None before __init__

    def gettype(self):
        return w_socket_type

    def rsock(self):
        sock = self.sock
        if sock is None:
            sock = RSocket.empty_rsocket()
            sock.fd = -1
            sock.timeout = -1.0
            self.sock = sock
        return sock

    def repr_hook(self):
        sock = self.rsock()
        return "<socket object, fd=%d, family=%d, type=%d, proto=%d>" % (
            sock.fd, sock.family, sock.type & ~(SOCK_NONBLOCK | SOCK_CLOEXEC),
            sock.proto)


def _self(args, name):
    from objspace.builtinsub import unwrap
    if len(args.args_w) == 0:
        raise_type_error("descriptor '%s' of '_socket.socket' object needs "
                         "an argument" % name)
    w_s = unwrap(args.args_w[0])
    if not isinstance(w_s, W_Socket):
        raise_type_error("descriptor '%s' requires a '_socket.socket' object "
                         "but received a '%s'"
                         % (name, args.args_w[0].gettype().name))
    assert isinstance(w_s, W_Socket)
    return w_s


def _rest(args, name, lo, hi):
    return check_args(Arguments(args.args_w[1:], args.kw_names,
                                args.kw_values_w), name, lo, hi)


def _open_sock(w_s, args_w):
    """socket.__init__(family=-1, type=-1, proto=-1, fileno=None)."""
    family = -1
    type = -1
    proto = -1
    if len(args_w) > 0:
        family = c_int32(args_w[0])
    if len(args_w) > 1:
        type = c_int32(args_w[1])
    if len(args_w) > 2:
        proto = c_int32(args_w[2])
    w_fileno = args_w[3] if len(args_w) > 3 else W_None
    if ops.is_none(w_fileno):
        if family == -1:
            family = AF_INET
        if type == -1:
            type = SOCK_STREAM
        if proto == -1:
            proto = 0
        try:
            sock = RSocket(family, type, proto, inheritable=False)
        except SocketError as e:
            raise wrap_socket_error(e)
    else:
        if isinstance(w_fileno, W_Float):
            raise_type_error("'float' object cannot be interpreted as an "
                             "integer")
        fd = c_int(w_fileno)
        if fd < 0:
            raise_value_error("negative file descriptor")
        sock = rsocket.make_socket(fd, family, type, proto)
        try:
            if family == -1:
                sock.family = sock.getsockopt_int(SOL_SOCKET, SO_DOMAIN)
            if type == -1:
                sock.type = sock.getsockopt_int(SOL_SOCKET, SO_TYPE)
            if proto == -1:
                sock.proto = sock.getsockopt_int(SOL_SOCKET, SO_PROTOCOL)
        except SocketError as e:
            sock.fd = -1        # not ours to close
            raise wrap_socket_error(e)
    sock.timeout = -1.0
    if SOCKSTATE.default_timeout >= 0.0:
        sock.settimeout(SOCKSTATE.default_timeout)
    w_s.sock = sock


_INIT_NAMES = ["family", "type", "proto", "fileno"]


def _init_args(args, first):
    """Positional and keyword arguments of socket(), from index first."""
    args_w = list(args.args_w[first:])
    if len(args_w) > 4:
        raise_type_error("socket() takes at most 4 arguments (%d given)"
                         % len(args_w))
    if args.kw_names is not None:
        for i in range(len(args.kw_names)):
            kw = args.kw_names[i]
            k = -1
            for j in range(4):
                if _INIT_NAMES[j] == kw:
                    k = j
            if k < 0:
                raise_type_error("socket() got an unexpected keyword "
                                 "argument '%s'" % kw)
            while len(args_w) <= k:
                args_w.append(None)
            if args_w[k] is not None:
                raise_type_error("argument for socket() given by name ('%s') "
                                 "and position (%d)" % (kw, k + 1))
            args_w[k] = args.kw_values_w[i]
    defaults_w = [newint(-1), newint(-1), newint(-1), W_None]
    for j in range(len(args_w)):
        if args_w[j] is None:
            args_w[j] = defaults_w[j]
    return args_w


def socket_new_direct(args):
    w_s = W_Socket(None)
    _open_sock(w_s, _init_args(args, 0))
    return w_s


def socket_new_static(args):
    """socket.__new__(cls, ...): an unopened socket; __init__ opens it."""
    from objspace.builtinsub import W_SubInstance
    args_w = args.args_w
    if len(args_w) == 0:
        raise_type_error("socket.__new__(): not enough arguments")
    w_cls = args_w[0]
    if not isinstance(w_cls, W_TypeObject) or \
            not w_cls.issubtype(w_socket_type):
        raise_type_error("socket.__new__(X): X is not a subtype of socket")
    assert isinstance(w_cls, W_TypeObject)
    w_s = W_Socket(None)
    if w_cls is w_socket_type:
        return w_s
    if w_cls.layout != LAYOUT_SUBBUILTIN:
        raise_type_error("socket.__new__(%s) is not safe" % w_cls.name)
    return W_SubInstance(w_cls, w_s)


def sock_init(args):
    w_s = _self(args, "__init__")
    _open_sock(w_s, _init_args(args, 1))
    return W_None


def sock_fileno(args):
    w_s = _self(args, "fileno")
    _rest(args, "fileno", 0, 0)
    return newint(w_s.rsock().fd)


def sock_close(args):
    w_s = _self(args, "close")
    _rest(args, "close", 0, 0)
    sock = w_s.rsock()
    if sock.fd != -1:
        try:
            sock.close()
        except CSocketError as e:
            if e.errno != 104:      # ECONNRESET is ignored, as CPython
                raise wrap_socket_error(e)
    return W_None


def sock_detach(args):
    w_s = _self(args, "detach")
    _rest(args, "detach", 0, 0)
    return newint(w_s.rsock().detach())


def _timeout_value(w_t):
    if ops.is_none(w_t):
        return -1.0
    if isinstance(w_t, W_Float):
        t = w_t.floatval
    elif isinstance(w_t, W_Int):
        t = float(w_t.intval)
    else:
        from objspace.intobject import W_AbstractInt
        if not isinstance(w_t, W_AbstractInt):
            raise_type_error("'%s' object cannot be interpreted as an "
                             "integer" % w_t.gettype().name)
        from objspace.modules.mod_math import float_w
        t = float_w(w_t)
    if t != t:
        raise_value_error("Invalid value NaN (not a number)")
    if t < 0.0:
        raise_value_error("Timeout value out of range")
    return t


def _wrap_timeout(t):
    if t < 0.0:
        return W_None
    return newfloat(t)


def sock_settimeout(args):
    w_s = _self(args, "settimeout")
    args_w = _rest(args, "settimeout", 1, 1)
    t = _timeout_value(args_w[0])
    _set_timeout(w_s.rsock(), t)
    return W_None


def _set_timeout(sock, t):
    if sock.fd == -1:
        sock.timeout = t
        return
    try:
        sock.settimeout(t)
    except SocketError as e:
        raise wrap_socket_error(e)


def sock_gettimeout(args):
    w_s = _self(args, "gettimeout")
    _rest(args, "gettimeout", 0, 0)
    return _wrap_timeout(w_s.rsock().timeout)


def sock_setblocking(args):
    w_s = _self(args, "setblocking")
    args_w = _rest(args, "setblocking", 1, 1)
    block = ops.is_true(args_w[0])
    _set_timeout(w_s.rsock(), -1.0 if block else 0.0)
    return W_None


def sock_getblocking(args):
    w_s = _self(args, "getblocking")
    _rest(args, "getblocking", 0, 0)
    return newbool(w_s.rsock().timeout != 0.0)


def _bufsize(w_n, name):
    n = c_int(w_n)
    if n < 0:
        raise_value_error("negative buffersize in %s" % name)
    return n


def sock_recv(args):
    w_s = _self(args, "recv")
    args_w = _rest(args, "recv", 1, 2)
    n = _bufsize(args_w[0], "recv")
    flags = c_int32(args_w[1]) if len(args_w) > 1 else 0
    sock = w_s.rsock()
    while True:
        try:
            return W_Bytes(sock.recv(n, flags))
        except SocketError as e:
            if not _interrupted(e):
                raise wrap_socket_error(e)


def _write_into(w_buf, data):
    """Stores data at the start of a writable buffer (bytearray or a
    memoryview of one)."""
    from objspace.memoryview import W_MemoryView
    if isinstance(w_buf, W_ByteArray):
        s = w_buf.value
        assert s is not None
        w_buf.value = data + s[len(data):]
        return
    if isinstance(w_buf, W_MemoryView):
        w_obj = w_buf.w_obj
        if isinstance(w_obj, W_ByteArray):
            s = w_obj.value
            assert s is not None
            start = w_buf.start
            stop = start + len(data)
            assert start >= 0 and stop >= 0
            w_obj.value = s[:start] + data + s[stop:]
            return
        raise_type_error("memoryview: underlying buffer is not writable")
    raise_type_error("recv_into() argument 'buffer' must be read-write "
                     "bytes-like object, not %s" % w_buf.gettype().name)


def _buffer_len(w_buf):
    from objspace.memoryview import W_MemoryView
    if isinstance(w_buf, W_ByteArray):
        return len(w_buf.value)
    if isinstance(w_buf, W_MemoryView):
        return w_buf.length
    raise_type_error("recv_into() argument 'buffer' must be read-write "
                     "bytes-like object, not %s" % w_buf.gettype().name)
    raise AssertionError


def sock_recv_into(args):
    w_s = _self(args, "recv_into")
    w_nbytes = args.get_kw("nbytes")
    w_flags = args.get_kw("flags")
    args_w = _rest(args, "recv_into", 1, 3)
    w_buf = args_w[0]
    size = _buffer_len(w_buf)
    if len(args_w) > 1:
        w_nbytes = args_w[1]
    if len(args_w) > 2:
        w_flags = args_w[2]
    n = 0
    if w_nbytes is not None:
        n = c_int(w_nbytes)
        if n < 0:
            raise_value_error("negative buffersize in recv_into")
    if n == 0:
        n = size
    if n > size:
        raise_value_error("buffer too small for requested bytes")
    flags = c_int32(w_flags) if w_flags is not None else 0
    sock = w_s.rsock()
    while True:
        try:
            data = sock.recv(n, flags)
            break
        except SocketError as e:
            if not _interrupted(e):
                raise wrap_socket_error(e)
    _write_into(w_buf, data)
    return newint(len(data))


def sock_recvfrom(args):
    w_s = _self(args, "recvfrom")
    args_w = _rest(args, "recvfrom", 1, 2)
    n = _bufsize(args_w[0], "recvfrom")
    flags = c_int32(args_w[1]) if len(args_w) > 1 else 0
    sock = w_s.rsock()
    while True:
        try:
            data, addr = sock.recvfrom(n, flags)
            break
        except SocketError as e:
            if not _interrupted(e):
                raise wrap_socket_error(e)
    w_addr = W_None if addr is None else wrap_address(addr)
    return newtuple([W_Bytes(data), w_addr])


def _data_of(w_data):
    from objspace.memoryview import W_MemoryView
    if isinstance(w_data, W_MemoryView):
        data = w_data.data()
    else:
        data = buffer_of(w_data)
    assert data is not None
    return data


def sock_send(args):
    w_s = _self(args, "send")
    args_w = _rest(args, "send", 1, 2)
    data = _data_of(args_w[0])
    flags = c_int32(args_w[1]) if len(args_w) > 1 else 0
    sock = w_s.rsock()
    while True:
        try:
            return newint(sock.send(data, flags))
        except SocketError as e:
            if not _interrupted(e):
                raise wrap_socket_error(e)


def sock_sendall(args):
    w_s = _self(args, "sendall")
    args_w = _rest(args, "sendall", 1, 2)
    data = _data_of(args_w[0])
    flags = c_int32(args_w[1]) if len(args_w) > 1 else 0
    try:
        w_s.rsock().sendall(data, flags, mod_signal.after_eintr)
    except SocketError as e:
        raise wrap_socket_error(e)
    return W_None


def sock_sendto(args):
    w_s = _self(args, "sendto")
    args_w = _rest(args, "sendto", 2, 3)
    data = _data_of(args_w[0])
    flags = 0
    w_addr = args_w[1]
    if len(args_w) == 3:
        flags = c_int32(args_w[1])
        w_addr = args_w[2]
    sock = w_s.rsock()
    addr = make_address(sock, w_addr, "sendto")
    while True:
        try:
            return newint(sock.sendto(data, len(data), flags, addr))
        except SocketError as e:
            if not _interrupted(e):
                raise wrap_socket_error(e)


def _str_or_bytes(w_x):
    if isinstance(w_x, W_Str):
        return w_x.utf8
    if isinstance(w_x, W_AbstractBytes):
        return w_x.value
    return None


def make_address(sock, w_addr, name):
    """An rsocket address of the socket's family from a Python one."""
    family = sock.family
    try:
        if family == AF_UNIX:
            path = _str_or_bytes(w_addr)
            if path is None:
                raise_type_error("%s(): AF_UNIX address must be str or bytes, "
                                 "not %s" % (name, w_addr.gettype().name))
            assert path is not None
            if len(path) == 0:
                path = "\x00"
            return UNIXAddress(path)
        if family == AF_INET or family == AF_INET6:
            fam = "AF_INET" if family == AF_INET else "AF_INET6"
            if not isinstance(w_addr, W_Tuple):
                raise_type_error("%s(): %s address must be tuple, not %s"
                                 % (name, fam, w_addr.gettype().name))
            assert isinstance(w_addr, W_Tuple)
            items_w = w_addr.items_w
            if family == AF_INET and len(items_w) != 2:
                raise_type_error("AF_INET address must be a pair (host, "
                                 "port)")
            if family == AF_INET6 and (len(items_w) < 2 or
                                       len(items_w) > 4):
                raise_type_error("AF_INET6 address must be a tuple (host, "
                                 "port[, flowinfo[, scopeid]])")
            host = _str_or_bytes(items_w[0])
            if host is None:
                raise_type_error("str, bytes or bytearray expected, not %s"
                                 % items_w[0].gettype().name)
            assert host is not None
            port = c_int(items_w[1])
            if port < 0 or port > 65535:
                raise_overflow("%s(): port must be 0-65535." % name)
            if family == AF_INET:
                return INETAddress(host, port)
            flowinfo = c_int(items_w[2]) if len(items_w) > 2 else 0
            scope_id = c_int(items_w[3]) if len(items_w) > 3 else 0
            if flowinfo < 0 or flowinfo > 0xfffff:
                raise_overflow("%s(): flowinfo must be 0-1048575." % name)
            return INET6Address(host, port, flowinfo, scope_id)
    except SocketError as e:
        raise wrap_socket_error(e)
    raise OperationError(TYPES.by_name["OSError"].call(Arguments(
        [newstr("%s(): bad family" % name)])))


def wrap_address(addr):
    if isinstance(addr, INETAddress):
        return newtuple([newstr(addr.get_host()), newint(addr.get_port())])
    if isinstance(addr, INET6Address):
        return newtuple([newstr(addr.get_host()), newint(addr.get_port()),
                         newint(intmask(addr.get_flowinfo())),
                         newint(intmask(addr.get_scope_id()))])
    if isinstance(addr, UNIXAddress):
        if addr.addrlen <= 2:       # unnamed: only sun_family
            return newstr("")
        path = addr.get_path()
        if len(path) > 0 and path[0] == "\x00":
            return W_Bytes(path)
        return newstr(path)
    return W_None


def sock_bind(args):
    w_s = _self(args, "bind")
    args_w = _rest(args, "bind", 1, 1)
    sock = w_s.rsock()
    addr = make_address(sock, args_w[0], "bind")
    try:
        sock.bind(addr)
    except SocketError as e:
        raise wrap_socket_error(e)
    return W_None


def sock_listen(args):
    w_s = _self(args, "listen")
    args_w = _rest(args, "listen", 0, 1)
    backlog = 128
    if len(args_w) == 1:
        backlog = c_int32(args_w[0])
        if backlog < 0:
            backlog = 0
    try:
        w_s.rsock().listen(backlog)
    except SocketError as e:
        raise wrap_socket_error(e)
    return W_None


def sock_accept(args):
    """_accept() -> (fd, address), which socket.accept wraps."""
    w_s = _self(args, "_accept")
    _rest(args, "_accept", 0, 0)
    sock = w_s.rsock()
    while True:
        try:
            fd, addr = sock.accept(inheritable=False)
            break
        except SocketError as e:
            if not _interrupted(e):
                raise wrap_socket_error(e)
    return newtuple([newint(fd), wrap_address(addr)])


def sock_connect(args):
    w_s = _self(args, "connect")
    args_w = _rest(args, "connect", 1, 1)
    sock = w_s.rsock()
    addr = make_address(sock, args_w[0], "connect")
    try:
        sock.connect(addr)
    except SocketError as e:
        raise wrap_socket_error(e)
    return W_None


def sock_connect_ex(args):
    w_s = _self(args, "connect_ex")
    args_w = _rest(args, "connect_ex", 1, 1)
    sock = w_s.rsock()
    addr = make_address(sock, args_w[0], "connect_ex")
    try:
        return newint(sock.connect_ex(addr))
    except SocketError as e:
        raise wrap_socket_error(e)


def sock_getsockname(args):
    w_s = _self(args, "getsockname")
    _rest(args, "getsockname", 0, 0)
    try:
        return wrap_address(w_s.rsock().getsockname())
    except SocketError as e:
        raise wrap_socket_error(e)


def sock_getpeername(args):
    w_s = _self(args, "getpeername")
    _rest(args, "getpeername", 0, 0)
    try:
        return wrap_address(w_s.rsock().getpeername())
    except SocketError as e:
        raise wrap_socket_error(e)


def sock_shutdown(args):
    w_s = _self(args, "shutdown")
    args_w = _rest(args, "shutdown", 1, 1)
    how = c_int32(args_w[0])
    try:
        w_s.rsock().shutdown(how)
    except SocketError as e:
        raise wrap_socket_error(e)
    return W_None


def sock_setsockopt(args):
    w_s = _self(args, "setsockopt")
    args_w = _rest(args, "setsockopt", 3, 4)
    level = c_int32(args_w[0])
    option = c_int32(args_w[1])
    w_value = args_w[2]
    sock = w_s.rsock()
    try:
        if isinstance(w_value, W_AbstractBytes):
            value = w_value.value
            assert value is not None
            sock.setsockopt(level, option, value)
        elif ops.is_none(w_value):
            raise_type_error("lbbv's setsockopt does not support a None "
                             "value with an option length")
        else:
            sock.setsockopt_int(level, option, c_int32(w_value))
    except SocketError as e:
        raise wrap_socket_error(e)
    return W_None


def sock_getsockopt(args):
    w_s = _self(args, "getsockopt")
    args_w = _rest(args, "getsockopt", 2, 3)
    level = c_int32(args_w[0])
    option = c_int32(args_w[1])
    sock = w_s.rsock()
    try:
        if len(args_w) == 2:
            return newint(sock.getsockopt_int(level, option))
        buflen = c_int32(args_w[2])
        if buflen <= 0 or buflen > 1024:
            raise OperationError(TYPES.by_name["OSError"].call(Arguments(
                [newstr("getsockopt buflen out of range")])))
        return W_Bytes(sock.getsockopt(level, option, buflen))
    except SocketError as e:
        raise wrap_socket_error(e)


def sock_enter(args):
    return args.args_w[0]


def sock_family(args):
    return newint(_self(args, "family").rsock().family)


def sock_type(args):
    t = _self(args, "type").rsock().type
    return newint(t & ~(SOCK_NONBLOCK | SOCK_CLOEXEC))


def sock_proto(args):
    return newint(_self(args, "proto").rsock().proto)


def sock_timeout(args):
    return _wrap_timeout(_self(args, "timeout").rsock().timeout)


def sock_repr(args):
    return newstr(_self(args, "__repr__").repr_hook())


w_socket_type = W_TypeObject("socket", [w_object_type])
w_socket_type.module = "_socket"
w_socket_type.w_new = W_BuiltinFunction("socket", socket_new_direct)
w_socket_type.dict_w["__new__"] = W_StaticMethod(W_BuiltinFunction(
    "__new__", socket_new_static))
for _name, _fn in [("__init__", sock_init), ("fileno", sock_fileno),
                   ("close", sock_close), ("detach", sock_detach),
                   ("settimeout", sock_settimeout),
                   ("gettimeout", sock_gettimeout),
                   ("setblocking", sock_setblocking),
                   ("getblocking", sock_getblocking),
                   ("recv", sock_recv), ("recv_into", sock_recv_into),
                   ("recvfrom", sock_recvfrom), ("send", sock_send),
                   ("sendall", sock_sendall), ("sendto", sock_sendto),
                   ("bind", sock_bind), ("listen", sock_listen),
                   ("_accept", sock_accept), ("connect", sock_connect),
                   ("connect_ex", sock_connect_ex),
                   ("getsockname", sock_getsockname),
                   ("getpeername", sock_getpeername),
                   ("shutdown", sock_shutdown),
                   ("setsockopt", sock_setsockopt),
                   ("getsockopt", sock_getsockopt),
                   ("__repr__", sock_repr)]:
    w_socket_type.dict_w[_name] = W_BuiltinFunction(_name, _fn)
for _name, _fn in [("family", sock_family), ("type", sock_type),
                   ("proto", sock_proto), ("timeout", sock_timeout)]:
    w_socket_type.dict_w[_name] = W_Property(W_BuiltinFunction(_name, _fn),
                                             None, None)


def _allow_subclasses():
    from objspace.builtinsub import SUPPORTED
    SUPPORTED.types_w.append(w_socket_type)


_allow_subclasses()


# --- module functions ---

def s_socketpair(args):
    args_w = check_args(args, "socketpair", 0, 3)
    family = c_int32(args_w[0]) if len(args_w) > 0 else AF_UNIX
    type = c_int32(args_w[1]) if len(args_w) > 1 else SOCK_STREAM
    proto = c_int32(args_w[2]) if len(args_w) > 2 else 0
    try:
        a, b = rsocket.socketpair(family, type, proto, inheritable=False)
    except SocketError as e:
        raise wrap_socket_error(e)
    a.timeout = -1.0
    b.timeout = -1.0
    if SOCKSTATE.default_timeout >= 0.0:
        a.settimeout(SOCKSTATE.default_timeout)
        b.settimeout(SOCKSTATE.default_timeout)
    return newtuple([W_Socket(a), W_Socket(b)])


def _opt_str(w_x, what):
    """None, or the text of a str/bytes argument."""
    if ops.is_none(w_x):
        return None
    s = _str_or_bytes(w_x)
    if s is None:
        raise_type_error("getaddrinfo() argument 1 must be string or None")
    return s


def s_getaddrinfo(args):
    names = ["host", "port", "family", "type", "proto", "flags"]
    args_w = list(args.args_w)
    if len(args_w) > 6:
        raise_type_error("getaddrinfo() takes at most 6 arguments (%d given)"
                         % len(args_w))
    while len(args_w) < 6:
        args_w.append(None)
    if args.kw_names is not None:
        for i in range(len(args.kw_names)):
            k = -1
            for j in range(6):
                if names[j] == args.kw_names[i]:
                    k = j
            if k < 0 or args_w[k] is not None:
                raise_type_error("getaddrinfo() got an unexpected keyword "
                                 "argument '%s'" % args.kw_names[i])
            args_w[k] = args.kw_values_w[i]
    if args_w[0] is None or args_w[1] is None:
        raise_type_error("getaddrinfo() missing required argument 'host' "
                         "(pos 1)")
    host = _opt_str(args_w[0], "host")
    w_port = args_w[1]
    port = None
    if isinstance(w_port, W_Int):
        port = str(w_port.intval)
    elif not ops.is_none(w_port):
        port = _str_or_bytes(w_port)
        if port is None:
            raise OperationError(TYPES.by_name["OSError"].call(Arguments(
                [newstr("Int or String expected")])))
    ints = [0, 0, 0, 0]
    for j in range(4):
        w_v = args_w[2 + j]
        if w_v is not None:
            ints[j] = c_int32(w_v)
    try:
        infos = rsocket.getaddrinfo(host, port, ints[0], ints[1], ints[2],
                                    ints[3])
    except SocketError as e:
        raise wrap_socket_error(e)
    result_w = []
    for fam, socktype, proto, canon, addr in infos:
        result_w.append(newtuple([newint(fam), newint(socktype),
                                  newint(proto), newstr(canon),
                                  wrap_address(addr)]))
    return W_List(result_w)


def s_gethostname(args):
    check_args(args, "gethostname", 0, 0)
    try:
        return newstr(rsocket.gethostname())
    except SocketError as e:
        raise wrap_socket_error(e)


def s_gethostbyname(args):
    args_w = check_args(args, "gethostbyname", 1, 1)
    name = _str_or_bytes(args_w[0])
    if name is None:
        raise_type_error("gethostbyname() argument 1 must be str, not %s"
                         % args_w[0].gettype().name)
    assert name is not None
    try:
        return newstr(rsocket.gethostbyname(name).get_host())
    except SocketError as e:
        raise wrap_socket_error(e)


def s_getdefaulttimeout(args):
    check_args(args, "getdefaulttimeout", 0, 0)
    return _wrap_timeout(SOCKSTATE.default_timeout)


def s_setdefaulttimeout(args):
    args_w = check_args(args, "setdefaulttimeout", 1, 1)
    SOCKSTATE.default_timeout = _timeout_value(args_w[0])
    return W_None


def _uint(w_x, bits, name):
    x = c_int(w_x)
    if x < 0:
        raise_overflow("%s: can't convert negative Python int to C "
                       "%s" % (name, "16-bit unsigned integer" if bits == 16
                               else "unsigned long"))
    if bits == 16 and x > 0xffff:
        raise_overflow("%s: Python int too large to convert to C 16-bit "
                       "unsigned integer" % name)
    if bits == 32 and x > 0xffffffff:
        raise_overflow("int larger than 32 bits")
    return x


def _swap16(x):
    return ((x & 0xff) << 8) | ((x >> 8) & 0xff)


def _swap32(x):
    return (((x & 0xff) << 24) | ((x & 0xff00) << 8) |
            ((x >> 8) & 0xff00) | ((x >> 24) & 0xff))


def s_htons(args):
    return newint(_swap16(_uint(check_args(args, "htons", 1, 1)[0], 16,
                                "htons")))


def s_ntohs(args):
    return newint(_swap16(_uint(check_args(args, "ntohs", 1, 1)[0], 16,
                                "ntohs")))


def s_htonl(args):
    return newint(_swap32(_uint(check_args(args, "htonl", 1, 1)[0], 32,
                                "htonl")))


def s_ntohl(args):
    return newint(_swap32(_uint(check_args(args, "ntohl", 1, 1)[0], 32,
                                "ntohl")))


def s_inet_aton(args):
    args_w = check_args(args, "inet_aton", 1, 1)
    w_s = args_w[0]
    if not isinstance(w_s, W_Str):
        raise_type_error("inet_aton() argument 1 must be str, not %s"
                         % w_s.gettype().name)
    assert isinstance(w_s, W_Str)
    try:
        ip = w_s.utf8
        assert ip is not None
        return W_Bytes(rsocket.inet_aton(ip))
    except SocketError:
        raise OperationError(TYPES.by_name["OSError"].call(Arguments(
            [newstr("illegal IP address string passed to inet_aton")])))


def s_inet_ntoa(args):
    args_w = check_args(args, "inet_ntoa", 1, 1)
    packed = _data_of(args_w[0])
    if len(packed) != 4:
        raise OperationError(TYPES.by_name["OSError"].call(Arguments(
            [newstr("packed IP wrong length for inet_ntoa")])))
    return newstr(rsocket.inet_ntoa(packed))


def s_inet_pton(args):
    args_w = check_args(args, "inet_pton", 2, 2)
    family = c_int32(args_w[0])
    w_s = args_w[1]
    if not isinstance(w_s, W_Str):
        raise_type_error("inet_pton() argument 2 must be str, not %s"
                         % w_s.gettype().name)
    assert isinstance(w_s, W_Str)
    try:
        ip = w_s.utf8
        assert ip is not None
        return W_Bytes(rsocket.inet_pton(family, ip))
    except SocketError as e:
        if isinstance(e, CSocketError):
            raise wrap_socket_error(e)
        raise OperationError(TYPES.by_name["OSError"].call(Arguments(
            [newstr("illegal IP address string passed to inet_pton")])))


def s_inet_ntop(args):
    args_w = check_args(args, "inet_ntop", 2, 2)
    family = c_int32(args_w[0])
    packed = _data_of(args_w[1])
    if family == AF_INET and len(packed) != 4:
        raise_value_error("invalid length of packed IP address string")
    if family == AF_INET6 and len(packed) != 16:
        raise_value_error("invalid length of packed IP address string")
    if family != AF_INET and family != AF_INET6:
        raise_value_error("unknown address family %d" % family)
    try:
        return newstr(rsocket.inet_ntop(family, packed))
    except SocketError as e:
        raise wrap_socket_error(e)


def s_dup(args):
    args_w = check_args(args, "dup", 1, 1)
    try:
        return newint(rsocket.dup(c_int(args_w[0]), inheritable=False))
    except SocketError as e:
        raise wrap_socket_error(e)


def s_close(args):
    import os
    args_w = check_args(args, "close", 1, 1)
    try:
        os.close(c_int(args_w[0]))
    except OSError as e:
        if e.errno != 104:
            raise OperationError(new_oserror_from_errno(e.errno))
    return W_None


FUNCTIONS = [("socketpair", s_socketpair), ("getaddrinfo", s_getaddrinfo),
             ("gethostname", s_gethostname),
             ("gethostbyname", s_gethostbyname),
             ("getdefaulttimeout", s_getdefaulttimeout),
             ("setdefaulttimeout", s_setdefaulttimeout),
             ("htons", s_htons), ("ntohs", s_ntohs), ("htonl", s_htonl),
             ("ntohl", s_ntohl), ("inet_aton", s_inet_aton),
             ("inet_ntoa", s_inet_ntoa), ("inet_pton", s_inet_pton),
             ("inet_ntop", s_inet_ntop), ("dup", s_dup), ("close", s_close)]


def make():
    SOCKSTATE.default_timeout = -1.0
    w_mod = W_Module("_socket")
    for name, fn in FUNCTIONS:
        w_mod.setitem(name, builtin_function(name, fn))
    for name, value in SOCKET_CONSTANTS:
        w_mod.setitem(name, newint(value))
    w_mod.setitem("AF_DECnet", newint(12))
    w_mod.setitem("socket", w_socket_type)
    w_mod.setitem("SocketType", w_socket_type)
    w_mod.setitem("error", TYPES.by_name["OSError"])
    w_mod.setitem("timeout", exception_type("TimeoutError"))
    w_mod.setitem("gaierror", w_gaierror)
    w_mod.setitem("herror", w_herror)
    w_mod.setitem("has_ipv6", newbool(True))
    return w_mod
