"""`_ssl` on the machine's OpenSSL (3.0), with CPython 3.11's interface, under
CPython's own Lib/ssl.py: the constants and names ssl.py imports, the
exception classes (SSLError and its subclasses, with `library`, `reason`
and CPython's message form), `_SSLContext`, `MemoryBIO`, and the
`_SSLSocket` made by `_SSLContext._wrap_bio` (what SSLObject and asyncio's
sslproto.py use). The C API is in ssl_capi.py.

Not here (each raises NotImplementedError naming it): `_wrap_socket`
(ssl.SSLSocket on a real socket), decoding a peer certificate into a dict
(getpeercert() with verification on; the binary form works), password
callbacks, cadata, DH parameters, ECDH curves, the SNI and message
callbacks, keylog files, sessions, get_ciphers, statistics, channel
binding and post-handshake authentication."""

from rpython.rlib import rgc
from rpython.rtyper.lltypesystem import lltype, rffi

from objspace.model import Arguments, OperationError
from objspace.instances import W_Instance
from objspace.typeobject import (W_TypeObject, LAYOUT_EXCEPTION,
                                 w_object_type)
from objspace.funcobject import (W_BuiltinFunction, W_Property,
                                 W_StaticMethod)
from objspace.moduleobject import W_Module
from objspace.strobject import W_Str, newstr
from objspace.intobject import W_Int, newint, newbool
from objspace.bytesobject import W_Bytes
from objspace.tupleobject import newtuple
from objspace.dictobject import newdict
from objspace.noneobject import W_None
from objspace.exceptions import (TYPES, raise_type_error, raise_value_error,
                                 oefmt, new_exception)
from objspace.modules import ssl_capi as capi

# CPython's own numbering of protocols and errors (_ssl.c)
PY_SSL_VERSION_SSL2 = 0
PY_SSL_VERSION_SSL3 = 1
PY_SSL_VERSION_TLS = 2
PY_SSL_VERSION_TLS1 = 3
PY_SSL_VERSION_TLS1_1 = 4
PY_SSL_VERSION_TLS1_2 = 5
PY_SSL_VERSION_TLS_CLIENT = 0x10
PY_SSL_VERSION_TLS_SERVER = 0x11

PY_SSL_ERROR_NONE = 0
PY_SSL_ERROR_SSL = 1
PY_SSL_ERROR_WANT_READ = 2
PY_SSL_ERROR_WANT_WRITE = 3
PY_SSL_ERROR_WANT_X509_LOOKUP = 4
PY_SSL_ERROR_SYSCALL = 5
PY_SSL_ERROR_ZERO_RETURN = 6
PY_SSL_ERROR_WANT_CONNECT = 7
PY_SSL_ERROR_EOF = 8
PY_SSL_ERROR_INVALID_ERROR_CODE = 10

PY_SSL_CERT_NONE = 0
PY_SSL_CERT_OPTIONAL = 1
PY_SSL_CERT_REQUIRED = 2

PROTO_MINIMUM_SUPPORTED = -2
PROTO_MAXIMUM_SUPPORTED = -1

DEFAULT_CIPHERS = ("@SECLEVEL=2:ECDH+AESGCM:ECDH+CHACHA20:ECDH+AES:DHE+AES:"
                   "!aNULL:!eNULL:!aDSS:!SHA1:!AESCCM")

OP_ALL = capi.const("SSL_OP_ALL") & ~capi.const(
    "SSL_OP_DONT_INSERT_EMPTY_FRAGMENTS")

# the line numbers CPython 3.11's _ssl.c gives in its messages
LINE_HANDSHAKE = 1006
LINE_READ = 2580
LINE_WRITE = 2427
LINE_SHUTDOWN = 2706
LINE_CONTEXT = 3905

w_OSError = TYPES.by_name["OSError"]
w_ValueError = TYPES.by_name["ValueError"]
w_NotImplementedError = TYPES.by_name["NotImplementedError"]


def not_implemented(what):
    raise oefmt(w_NotImplementedError, "lbbv's _ssl does not implement %s"
                % what)


# --- exceptions ---

def _exc(name, bases_w):
    w_t = W_TypeObject(name, bases_w, LAYOUT_EXCEPTION)
    w_t.module = "ssl"
    return w_t


w_SSLError = _exc("SSLError", [w_OSError])
w_SSLZeroReturnError = _exc("SSLZeroReturnError", [w_SSLError])
w_SSLWantReadError = _exc("SSLWantReadError", [w_SSLError])
w_SSLWantWriteError = _exc("SSLWantWriteError", [w_SSLError])
w_SSLSyscallError = _exc("SSLSyscallError", [w_SSLError])
w_SSLEOFError = _exc("SSLEOFError", [w_SSLError])
w_SSLCertVerificationError = _exc("SSLCertVerificationError",
                                  [w_SSLError, w_ValueError])

EXCEPTIONS = [("SSLError", w_SSLError),
              ("SSLZeroReturnError", w_SSLZeroReturnError),
              ("SSLWantReadError", w_SSLWantReadError),
              ("SSLWantWriteError", w_SSLWantWriteError),
              ("SSLSyscallError", w_SSLSyscallError),
              ("SSLEOFError", w_SSLEOFError),
              ("SSLCertVerificationError", w_SSLCertVerificationError)]


def sslerror_str(args):
    """SSLError.__str__: its strerror when that is a str, else str(args)."""
    from objspace.attrs import getattr_or_none
    from objspace.reprs import str_w
    if len(args.args_w) != 1:
        raise_type_error("__str__() takes no arguments")
    w_self = args.args_w[0]
    w_strerror = getattr_or_none(w_self, "strerror")
    if w_strerror is not None and isinstance(w_strerror, W_Str):
        return w_strerror
    w_args = getattr_or_none(w_self, "args")
    if w_args is None:
        return newstr("")
    return newstr(str_w(w_args))


w_SSLError.dict_w["__str__"] = W_BuiltinFunction("__str__", sslerror_str)


def _lib_name(lib):
    for code, name in capi.LIB_NAMES:
        if code == lib:
            return name
    return None


def _reason_name(lib, reason):
    for libname, rname, lcode, rcode in capi.ERR_NAMES:
        if lcode == lib and rcode == reason:
            return rname
    return None


def make_ssl_error(w_type, ssl_errno, errstr, lineno, errcode,
                   verify_msg=None):
    """CPython's fill_and_set_sslerror: "[LIB: REASON] text (_ssl.c:N)",
    with `library` and `reason` set (None when unknown)."""
    lib_name = None
    reason_name = None
    if errcode != 0:
        lib = capi.to_int(capi.err_get_lib(rffi.cast(capi.ULONG, errcode)))
        reason = capi.to_int(capi.err_get_reason(
            rffi.cast(capi.ULONG, errcode)))
        lib_name = _lib_name(lib)
        reason_name = _reason_name(lib, reason)
        if errstr is None:
            errstr = capi.charp2str_or_none(capi.ERR_reason_error_string(
                rffi.cast(capi.ULONG, errcode)))
    if errstr is None:
        errstr = "unknown error"
    if verify_msg is not None:
        errstr = errstr + ": " + verify_msg
    if reason_name is not None and lib_name is not None:
        msg = "[%s: %s] %s (_ssl.c:%d)" % (lib_name, reason_name, errstr,
                                           lineno)
    elif lib_name is not None:
        msg = "[%s] %s (_ssl.c:%d)" % (lib_name, errstr, lineno)
    else:
        msg = "%s (_ssl.c:%d)" % (errstr, lineno)
    # CPython's args[0] is ERR_GET_REASON(ssl_errno)
    code = capi.to_int(capi.err_get_reason(rffi.cast(capi.ULONG, ssl_errno)))
    w_exc = w_type.call(Arguments([newint(code), newstr(msg)]))
    w_exc.setdictvalue("reason", W_None if reason_name is None
                       else newstr(reason_name))
    w_exc.setdictvalue("library", W_None if lib_name is None
                       else newstr(lib_name))
    return OperationError(w_exc)


def last_error(lineno):
    """The error for a failure reported by OpenSSL's error queue
    (CPython's _setSSLError), which is then cleared."""
    code = intmask_u(rffi.cast(lltype.Unsigned, capi.ERR_peek_last_error()))
    operr = make_ssl_error(w_SSLError, code, None, lineno, code)
    capi.ERR_clear_error()
    return operr


def intmask_u(u):
    from rpython.rlib.rarithmetic import intmask
    return intmask(u)


def ssl_call_error(w_sock, ret, err, lineno):
    """CPython's PySSL_SetError for SSL_get_error's answer `err` to a call
    that returned `ret`, on a memory-BIO connection."""
    e = intmask_u(rffi.cast(lltype.Unsigned, capi.ERR_peek_last_error()))
    w_type = w_SSLError
    errstr = None
    verify_msg = None
    if err == capi.SSL_ERROR_ZERO_RETURN:
        errstr = "TLS/SSL connection has been closed (EOF)"
        w_type = w_SSLZeroReturnError
        p = PY_SSL_ERROR_ZERO_RETURN
    elif err == capi.SSL_ERROR_WANT_READ:
        errstr = "The operation did not complete (read)"
        w_type = w_SSLWantReadError
        p = PY_SSL_ERROR_WANT_READ
    elif err == capi.SSL_ERROR_WANT_WRITE:
        errstr = "The operation did not complete (write)"
        w_type = w_SSLWantWriteError
        p = PY_SSL_ERROR_WANT_WRITE
    elif err == capi.SSL_ERROR_WANT_X509_LOOKUP:
        errstr = "The operation did not complete (X509 lookup)"
        p = PY_SSL_ERROR_WANT_X509_LOOKUP
    elif err == capi.SSL_ERROR_WANT_CONNECT:
        errstr = "The operation did not complete (connect)"
        p = PY_SSL_ERROR_WANT_CONNECT
    elif err == capi.SSL_ERROR_SYSCALL:
        if e == 0 and ret == 0:
            p = PY_SSL_ERROR_EOF
            w_type = w_SSLEOFError
            errstr = "EOF occurred in violation of protocol"
        elif e == 0:
            # no socket under a memory BIO: CPython's "possible?" case
            p = PY_SSL_ERROR_SYSCALL
            w_type = w_SSLSyscallError
            errstr = "Some I/O error occurred"
        else:
            p = PY_SSL_ERROR_SYSCALL
    elif err == capi.SSL_ERROR_SSL:
        p = PY_SSL_ERROR_SSL
        if e == 0:
            errstr = "A failure in the SSL library occurred"
        lib = capi.to_int(capi.err_get_lib(rffi.cast(capi.ULONG, e)))
        reason = capi.to_int(capi.err_get_reason(rffi.cast(capi.ULONG, e)))
        if lib == capi.ERR_LIB_SSL and \
                reason == capi.SSL_R_CERTIFICATE_VERIFY_FAILED:
            w_type = w_SSLCertVerificationError
            if w_sock is not None:
                code = capi.to_int(capi.SSL_get_verify_result(w_sock.ssl))
                verify_msg = capi.charp2str_or_none(
                    capi.X509_verify_cert_error_string(
                        rffi.cast(capi.LONG, code)))
        if lib == capi.ERR_LIB_SSL and \
                reason == capi.SSL_R_UNEXPECTED_EOF_WHILE_READING:
            p = PY_SSL_ERROR_EOF
            w_type = w_SSLEOFError
            errstr = "EOF occurred in violation of protocol"
    else:
        p = PY_SSL_ERROR_INVALID_ERROR_CODE
        errstr = "Invalid error code"
    operr = make_ssl_error(w_type, p, errstr, lineno, e, verify_msg)
    capi.ERR_clear_error()
    return operr


# --- arguments ---

def parse(args, fname, names, required, skip=1):
    """Positional or keyword arguments after `skip` leading ones: one
    W_Object or None (not given) per name."""
    args_w = args.args_w
    n = len(args_w) - skip
    if n > len(names):
        raise_type_error("%s() takes at most %d arguments (%d given)"
                         % (fname, len(names), n))
    values_w = [None] * len(names)
    for i in range(n):
        values_w[i] = args_w[i + skip]
    if args.kw_names is not None:
        for k in range(len(args.kw_names)):
            key = args.kw_names[k]
            found = False
            for i in range(len(names)):
                if names[i] == key:
                    if values_w[i] is not None:
                        raise_type_error("argument for %s() given by name "
                                         "('%s') and position"
                                         % (fname, key))
                    values_w[i] = args.kw_values_w[k]
                    found = True
            if not found:
                raise_type_error("%s() got an unexpected keyword argument "
                                 "'%s'" % (fname, key))
    for i in range(required):
        if values_w[i] is None:
            raise_type_error("%s() missing required argument '%s' (pos %d)"
                             % (fname, names[i], i + 1))
    return values_w


def given(w_x):
    return w_x is not None and w_x is not W_None


def int_arg(w_x):
    from objspace.sequences import index_or_none
    if isinstance(w_x, W_Int):
        return w_x.intval
    w_i = index_or_none(w_x)
    if w_i is None:
        raise_type_error("'%s' object cannot be interpreted as an integer"
                         % w_x.gettype().name)
    if not isinstance(w_i, W_Int):
        raise oefmt(TYPES.by_name["OverflowError"],
                    "Python int too large to convert to C long")
    assert isinstance(w_i, W_Int)
    return w_i.intval


def str_arg(w_x, fname):
    from objspace.builtinsub import unwrap
    w_v = unwrap(w_x)
    if not isinstance(w_v, W_Str):
        raise_type_error("%s() argument must be str, not %s"
                         % (fname, w_x.gettype().name))
    assert isinstance(w_v, W_Str)
    s = w_v.utf8
    assert s is not None
    return s


def path_arg(w_x, fname):
    from objspace.modules.posix_args import fspath
    w_p = fspath(w_x)
    if w_p is None:
        raise_type_error("%s() expected str, bytes or os.PathLike object, "
                         "not %s" % (fname, w_x.gettype().name))
    if isinstance(w_p, W_Bytes):
        return w_p.value
    assert isinstance(w_p, W_Str)
    s = w_p.utf8
    assert s is not None
    return s


# --- MemoryBIO ---

class W_MemoryBIO(W_Instance):
    _attrs_ = ("bio", "eof_written")

    def __init__(self, w_class):
        W_Instance.__init__(self, w_class)
        self.bio = capi.BIO_new(capi.BIO_s_mem())
        self.eof_written = False
        # an empty BIO's read is "retry", not EOF, until write_eof()
        capi.bio_set_mem_eof_return(self.bio, rffi.cast(capi.LONG, -1))

    @rgc.must_be_light_finalizer
    def __del__(self):
        if self.bio:
            capi.BIO_free(self.bio)

    def pending(self):
        return capi.to_int(capi.BIO_ctrl_pending(self.bio))


def _bio_new(args):
    if len(args.args_w) != 0 or args.has_kwargs():
        raise_type_error("MemoryBIO() takes no arguments")
    return W_MemoryBIO(w_memorybio_type)


def _bio_dunder_new(args):
    w_cls = args.args_w[0] if args.args_w else None
    if not isinstance(w_cls, W_TypeObject) or \
            not w_cls.issubtype(w_memorybio_type):
        raise_type_error("MemoryBIO.__new__(X): X is not a subtype of "
                         "MemoryBIO")
    assert isinstance(w_cls, W_TypeObject)
    if len(args.args_w) != 1 or args.has_kwargs():
        raise_type_error("MemoryBIO() takes no arguments")
    return W_MemoryBIO(w_cls)


def _bio_self(args, name):
    if not args.args_w or not isinstance(args.args_w[0], W_MemoryBIO):
        raise_type_error("descriptor '%s' requires a '_ssl.MemoryBIO' "
                         "object" % name)
    w_bio = args.args_w[0]
    assert isinstance(w_bio, W_MemoryBIO)
    return w_bio


def bio_read(args):
    w_bio = _bio_self(args, "read")
    values_w = parse(args, "read", ["size"], 0)
    n = -1
    if values_w[0] is not None:
        n = int_arg(values_w[0])
    avail = w_bio.pending()
    if n < 0 or n > avail:
        n = avail
    if n == 0:
        return W_Bytes("")
    with rffi.scoped_alloc_buffer(n) as buf:
        got = capi.to_int(capi.BIO_read(w_bio.bio, buf.raw, capi.c_int(n)))
        if got < 0:
            raise last_error(LINE_CONTEXT)
        return W_Bytes(buf.str(got))


def bio_write(args):
    from objspace.modules.buffers import bytes_of
    w_bio = _bio_self(args, "write")
    values_w = parse(args, "write", ["b"], 1)
    data = bytes_of(values_w[0])
    if len(data) > 2147483647:
        raise oefmt(TYPES.by_name["OverflowError"],
                    "string longer than 2147483647 bytes")
    if w_bio.eof_written:
        raise OperationError(w_SSLError.call(Arguments(
            [newstr("cannot write() after write_eof()")])))
    if not data:
        return newint(0)
    with rffi.scoped_nonmovingbuffer(data) as buf:
        n = capi.to_int(capi.BIO_write(w_bio.bio, buf,
                                       capi.c_int(len(data))))
    if n < 0:
        raise last_error(LINE_CONTEXT)
    return newint(n)


def bio_write_eof(args):
    w_bio = _bio_self(args, "write_eof")
    parse(args, "write_eof", [], 0)
    w_bio.eof_written = True
    capi.bio_set_mem_eof_return(w_bio.bio, rffi.cast(capi.LONG, 0))
    return W_None


def bio_pending(args):
    return newint(_bio_self(args, "pending").pending())


def bio_eof(args):
    w_bio = _bio_self(args, "eof")
    return newbool(w_bio.pending() == 0 and w_bio.eof_written)


# --- _SSLContext ---

class W_SSLContext(W_Instance):
    _attrs_ = ("ctx", "protocol", "check_hostname", "post_handshake_auth",
               "hostflags", "alpn")

    def __init__(self, w_class, ctx, protocol):
        W_Instance.__init__(self, w_class)
        self.ctx = ctx
        self.protocol = protocol
        self.check_hostname = False
        self.post_handshake_auth = False
        self.hostflags = 0
        self.alpn = lltype.nullptr(rffi.VOIDP.TO)

    @rgc.must_be_light_finalizer
    def __del__(self):
        if self.ctx:
            capi.SSL_CTX_free(self.ctx)
        if self.alpn:
            capi.c_free(self.alpn)

    def verify_param(self):
        store = capi.SSL_CTX_get_cert_store(self.ctx)
        return capi.X509_STORE_get0_param(store)

    def get_verify_mode(self):
        mode = capi.to_int(capi.SSL_CTX_get_verify_mode(self.ctx))
        peer = capi.SSL_VERIFY_PEER
        fail = capi.SSL_VERIFY_FAIL_IF_NO_PEER_CERT
        if mode == capi.SSL_VERIFY_NONE:
            return PY_SSL_CERT_NONE
        if mode == peer:
            return PY_SSL_CERT_OPTIONAL
        if mode == peer | fail:
            return PY_SSL_CERT_REQUIRED
        raise oefmt(TYPES.by_name["ValueError"],
                    "invalid return value from SSL_CTX_get_verify_mode")

    def set_verify_mode(self, n):
        if n == PY_SSL_CERT_NONE:
            mode = capi.SSL_VERIFY_NONE
        elif n == PY_SSL_CERT_OPTIONAL:
            mode = capi.SSL_VERIFY_PEER
        elif n == PY_SSL_CERT_REQUIRED:
            mode = capi.SSL_VERIFY_PEER | capi.SSL_VERIFY_FAIL_IF_NO_PEER_CERT
        else:
            raise_value_error("invalid value for verify_mode")
            raise AssertionError
        capi.SSL_CTX_set_verify(self.ctx, capi.c_int(mode),
                                lltype.nullptr(rffi.VOIDP.TO))


def _ctx_make(w_cls, args, skip):
    values_w = parse(args, "_SSLContext", ["protocol"], 1, skip=skip)
    proto = int_arg(values_w[0])
    if proto == PY_SSL_VERSION_TLS:
        method = capi.TLS_method()
    elif proto == PY_SSL_VERSION_TLS_CLIENT:
        method = capi.TLS_client_method()
    elif proto == PY_SSL_VERSION_TLS_SERVER:
        method = capi.TLS_server_method()
    elif proto == PY_SSL_VERSION_TLS1 or proto == PY_SSL_VERSION_TLS1_1 or \
            proto == PY_SSL_VERSION_TLS1_2:
        method = capi.TLS_method()
    else:
        raise_value_error("invalid or unsupported protocol version %d"
                          % proto)
        raise AssertionError
    capi.ERR_clear_error()
    ctx = capi.SSL_CTX_new(method)
    if not ctx:
        raise last_error(LINE_CONTEXT)
    w_ctx = W_SSLContext(w_cls, ctx, proto)
    if proto == PY_SSL_VERSION_TLS1 or proto == PY_SSL_VERSION_TLS1_1 or \
            proto == PY_SSL_VERSION_TLS1_2:
        # the fixed-version methods are deprecated: pin the version instead
        if proto == PY_SSL_VERSION_TLS1:
            v = capi.const("TLS1_VERSION")
        elif proto == PY_SSL_VERSION_TLS1_1:
            v = capi.const("TLS1_1_VERSION")
        else:
            v = capi.const("TLS1_2_VERSION")
        capi.ctx_set_min_proto(ctx, capi.c_int(v))
        capi.ctx_set_max_proto(ctx, capi.c_int(v))
    if proto == PY_SSL_VERSION_TLS_CLIENT:
        w_ctx.check_hostname = True
        w_ctx.set_verify_mode(PY_SSL_CERT_REQUIRED)
    else:
        w_ctx.check_hostname = False
        w_ctx.set_verify_mode(PY_SSL_CERT_NONE)
    options = OP_ALL
    options |= capi.const("SSL_OP_NO_SSLv3")
    options |= capi.const("SSL_OP_NO_COMPRESSION")
    options |= capi.const("SSL_OP_CIPHER_SERVER_PREFERENCE")
    options |= capi.const("SSL_OP_SINGLE_DH_USE")
    options |= capi.const("SSL_OP_SINGLE_ECDH_USE")
    capi.ctx_set_options(ctx, rffi.cast(capi.LONG, options))
    if proto == PY_SSL_VERSION_TLS or proto == PY_SSL_VERSION_TLS_CLIENT or \
            proto == PY_SSL_VERSION_TLS_SERVER:
        capi.ctx_set_min_proto(ctx, capi.c_int(capi.const("TLS1_2_VERSION")))
    with rffi.scoped_str2charp(DEFAULT_CIPHERS) as c_ciphers:
        ok = capi.to_int(capi.SSL_CTX_set_cipher_list(ctx, c_ciphers))
    if ok == 0:
        capi.ERR_clear_error()
        raise no_cipher()
    # the mode CPython gives each SSL object (SSL_read goes on past a
    # handshake record, a TLS 1.3 session ticket, to the data after it)
    capi.ctx_set_mode(ctx,
                      rffi.cast(capi.LONG, capi.const(
                          "SSL_MODE_ACCEPT_MOVING_WRITE_BUFFER") |
                          capi.const("SSL_MODE_AUTO_RETRY")),
                      rffi.cast(capi.LONG, 0))
    param = w_ctx.verify_param()
    capi.X509_VERIFY_PARAM_set_flags(param, rffi.cast(
        capi.ULONG, capi.const("X509_V_FLAG_TRUSTED_FIRST")))
    w_ctx.hostflags = capi.const("X509_CHECK_FLAG_NO_PARTIAL_WILDCARDS")
    capi.X509_VERIFY_PARAM_set_hostflags(param, rffi.cast(rffi.UINT,
                                                          w_ctx.hostflags))
    capi.SSL_CTX_set_post_handshake_auth(ctx, capi.c_int(0))
    return w_ctx


def _ctx_new(args):
    return _ctx_make(w_context_type, args, 0)


def _ctx_dunder_new(args):
    w_cls = args.args_w[0] if args.args_w else None
    if not isinstance(w_cls, W_TypeObject) or \
            not w_cls.issubtype(w_context_type):
        raise_type_error("_SSLContext.__new__(X): X is not a subtype of "
                         "_SSLContext")
    assert isinstance(w_cls, W_TypeObject)
    return _ctx_make(w_cls, args, 1)


def _ctx_self(args, name):
    if not args.args_w or not isinstance(args.args_w[0], W_SSLContext):
        raise_type_error("descriptor '%s' requires a '_ssl._SSLContext' "
                         "object" % name)
    w_ctx = args.args_w[0]
    assert isinstance(w_ctx, W_SSLContext)
    return w_ctx


def _value(args):
    if len(args.args_w) != 2:
        raise_type_error("setter takes one value")
    return args.args_w[1]


def ctx_get_protocol(args):
    return newint(_ctx_self(args, "protocol").protocol)


def ctx_get_options(args):
    w_ctx = _ctx_self(args, "options")
    return newint(capi.to_int(capi.ctx_get_options(w_ctx.ctx)))


def ctx_set_options(args):
    w_ctx = _ctx_self(args, "options")
    new = int_arg(_value(args))
    old = capi.to_int(capi.ctx_get_options(w_ctx.ctx))
    clear = old & ~new
    set_ = ~old & new
    if clear:
        capi.ctx_clear_options(w_ctx.ctx, rffi.cast(capi.LONG, clear))
    if set_:
        capi.ctx_set_options(w_ctx.ctx, rffi.cast(capi.LONG, set_))
    return W_None


def ctx_get_verify_mode(args):
    return newint(_ctx_self(args, "verify_mode").get_verify_mode())


def ctx_set_verify_mode(args):
    w_ctx = _ctx_self(args, "verify_mode")
    n = int_arg(_value(args))
    if n == PY_SSL_CERT_NONE and w_ctx.check_hostname:
        raise_value_error("Cannot set verify_mode to CERT_NONE when "
                          "check_hostname is enabled.")
    w_ctx.set_verify_mode(n)
    return W_None


def ctx_get_check_hostname(args):
    return newbool(_ctx_self(args, "check_hostname").check_hostname)


def ctx_set_check_hostname(args):
    from objspace import operations as ops
    w_ctx = _ctx_self(args, "check_hostname")
    flag = ops.is_true(_value(args))
    if flag and w_ctx.get_verify_mode() == PY_SSL_CERT_NONE:
        w_ctx.set_verify_mode(PY_SSL_CERT_REQUIRED)
    w_ctx.check_hostname = flag
    return W_None


def ctx_get_verify_flags(args):
    w_ctx = _ctx_self(args, "verify_flags")
    return newint(capi.to_int(capi.X509_VERIFY_PARAM_get_flags(
        w_ctx.verify_param())))


def ctx_set_verify_flags(args):
    w_ctx = _ctx_self(args, "verify_flags")
    new = int_arg(_value(args))
    param = w_ctx.verify_param()
    old = capi.to_int(capi.X509_VERIFY_PARAM_get_flags(param))
    clear = old & ~new
    set_ = ~old & new
    if clear and not capi.to_int(capi.X509_VERIFY_PARAM_clear_flags(
            param, rffi.cast(capi.ULONG, clear))):
        raise last_error(LINE_CONTEXT)
    if set_ and not capi.to_int(capi.X509_VERIFY_PARAM_set_flags(
            param, rffi.cast(capi.ULONG, set_))):
        raise last_error(LINE_CONTEXT)
    return W_None


def _get_version(args, name, is_max):
    w_ctx = _ctx_self(args, name)
    if is_max:
        v = capi.to_int(capi.ctx_get_max_proto(w_ctx.ctx))
        if v == 0:
            v = PROTO_MAXIMUM_SUPPORTED
    else:
        v = capi.to_int(capi.ctx_get_min_proto(w_ctx.ctx))
        if v == 0:
            v = PROTO_MINIMUM_SUPPORTED
    return newint(v)


def _set_version(args, name, is_max):
    w_ctx = _ctx_self(args, name)
    v = int_arg(_value(args))
    if w_ctx.protocol != PY_SSL_VERSION_TLS and \
            w_ctx.protocol != PY_SSL_VERSION_TLS_CLIENT and \
            w_ctx.protocol != PY_SSL_VERSION_TLS_SERVER:
        raise_value_error("The context's protocol doesn't support "
                          "modification of highest and lowest version.")
    known = [capi.const("SSL3_VERSION"), capi.const("TLS1_VERSION"),
             capi.const("TLS1_1_VERSION"), capi.const("TLS1_2_VERSION"),
             capi.const("TLS1_3_VERSION")]
    if v == PROTO_MINIMUM_SUPPORTED or v == PROTO_MAXIMUM_SUPPORTED:
        if is_max and v == PROTO_MINIMUM_SUPPORTED:
            v = capi.const("SSL3_VERSION")
        elif not is_max and v == PROTO_MAXIMUM_SUPPORTED:
            v = capi.const("TLS1_3_VERSION")
        else:
            v = 0
    elif v not in known:
        raise_value_error("Unsupported TLS/SSL version 0x%x" % v)
    if is_max:
        ok = capi.to_int(capi.ctx_set_max_proto(w_ctx.ctx, capi.c_int(v)))
    else:
        ok = capi.to_int(capi.ctx_set_min_proto(w_ctx.ctx, capi.c_int(v)))
    if ok == 0:
        raise_value_error("Unsupported protocol version 0x%x" % v)
    return W_None


def ctx_get_minimum_version(args):
    return _get_version(args, "minimum_version", False)


def ctx_set_minimum_version(args):
    return _set_version(args, "minimum_version", False)


def ctx_get_maximum_version(args):
    return _get_version(args, "maximum_version", True)


def ctx_set_maximum_version(args):
    return _set_version(args, "maximum_version", True)


def ctx_get_host_flags(args):
    return newint(_ctx_self(args, "_host_flags").hostflags)


def ctx_set_host_flags(args):
    w_ctx = _ctx_self(args, "_host_flags")
    w_ctx.hostflags = int_arg(_value(args))
    capi.X509_VERIFY_PARAM_set_hostflags(w_ctx.verify_param(),
                                         rffi.cast(rffi.UINT,
                                                   w_ctx.hostflags))
    return W_None


def ctx_get_pha(args):
    return newbool(_ctx_self(args, "post_handshake_auth").post_handshake_auth)


def ctx_set_pha(args):
    from objspace import operations as ops
    w_ctx = _ctx_self(args, "post_handshake_auth")
    w_ctx.post_handshake_auth = ops.is_true(_value(args))
    capi.SSL_CTX_set_post_handshake_auth(
        w_ctx.ctx, capi.c_int(1 if w_ctx.post_handshake_auth else 0))
    return W_None


def ctx_get_security_level(args):
    w_ctx = _ctx_self(args, "security_level")
    return newint(capi.to_int(capi.SSL_CTX_get_security_level(w_ctx.ctx)))


def ctx_get_num_tickets(args):
    w_ctx = _ctx_self(args, "num_tickets")
    return newint(capi.to_int(capi.SSL_CTX_get_num_tickets(w_ctx.ctx)))


def ctx_set_num_tickets(args):
    w_ctx = _ctx_self(args, "num_tickets")
    n = int_arg(_value(args))
    if n < 0:
        raise_value_error("value must be non-negative")
    if w_ctx.protocol != PY_SSL_VERSION_TLS_SERVER:
        raise_value_error("SSLContext is not a server context.")
    capi.SSL_CTX_set_num_tickets(w_ctx.ctx, rffi.cast(rffi.SIZE_T, n))
    return W_None


def ctx_get_none(args):
    _ctx_self(args, "callback")
    return W_None


def _setter_none_only(name):
    def fn(args):
        _ctx_self(args, name)
        if _value(args) is not W_None:
            not_implemented("SSLContext.%s" % name)
        return W_None
    fn.__name__ = "ssl_set_none_only_" + name
    return fn


def ctx_load_cert_chain(args):
    w_ctx = _ctx_self(args, "load_cert_chain")
    values_w = parse(args, "load_cert_chain",
                     ["certfile", "keyfile", "password"], 1)
    if given(values_w[2]):
        not_implemented("load_cert_chain() with a password")
    certfile = path_arg(values_w[0], "load_cert_chain")
    keyfile = certfile
    if given(values_w[1]):
        keyfile = path_arg(values_w[1], "load_cert_chain")
    capi.ERR_clear_error()
    with rffi.scoped_str2charp(certfile) as c_cert:
        ok = capi.to_int(capi.SSL_CTX_use_certificate_chain_file(
            w_ctx.ctx, c_cert))
    if ok != 1:
        _raise_file_error(LINE_CONTEXT)
    with rffi.scoped_str2charp(keyfile) as c_key:
        ok = capi.to_int(capi.SSL_CTX_use_PrivateKey_file(
            w_ctx.ctx, c_key, capi.c_int(capi.SSL_FILETYPE_PEM)))
    if ok != 1:
        _raise_file_error(LINE_CONTEXT)
    if capi.to_int(capi.SSL_CTX_check_private_key(w_ctx.ctx)) != 1:
        raise last_error(LINE_CONTEXT)
    return W_None


def no_cipher():
    return OperationError(w_SSLError.call(Arguments(
        [newstr("No cipher can be selected.")])))


def _raise_file_error(lineno):
    """A failed load: OSError from errno when the file could not be read,
    else SSLError, as CPython."""
    from rpython.rlib import rposix
    errno = rposix.get_saved_errno()
    if errno != 0:
        from objspace.oserrors import new_oserror_from_errno
        capi.ERR_clear_error()
        raise OperationError(new_oserror_from_errno(errno))
    raise last_error(lineno)


def ctx_load_verify_locations(args):
    w_ctx = _ctx_self(args, "load_verify_locations")
    values_w = parse(args, "load_verify_locations",
                     ["cafile", "capath", "cadata"], 0)
    if given(values_w[2]):
        not_implemented("load_verify_locations() with cadata")
    if not given(values_w[0]) and not given(values_w[1]):
        raise_type_error("cafile, capath and cadata cannot be all omitted")
    cafile = None
    capath = None
    if given(values_w[0]):
        cafile = path_arg(values_w[0], "load_verify_locations")
    if given(values_w[1]):
        capath = path_arg(values_w[1], "load_verify_locations")
    capi.ERR_clear_error()
    c_file = rffi.str2charp(cafile) if cafile is not None else \
        lltype.nullptr(rffi.CCHARP.TO)
    c_path = rffi.str2charp(capath) if capath is not None else \
        lltype.nullptr(rffi.CCHARP.TO)
    try:
        ok = capi.to_int(capi.SSL_CTX_load_verify_locations(
            w_ctx.ctx, c_file, c_path))
    finally:
        if c_file:
            rffi.free_charp(c_file)
        if c_path:
            rffi.free_charp(c_path)
    if ok != 1:
        _raise_file_error(LINE_CONTEXT)
    return W_None


def ctx_set_default_verify_paths(args):
    w_ctx = _ctx_self(args, "set_default_verify_paths")
    parse(args, "set_default_verify_paths", [], 0)
    if capi.to_int(capi.SSL_CTX_set_default_verify_paths(w_ctx.ctx)) != 1:
        raise last_error(LINE_CONTEXT)
    return W_None


def ctx_set_ciphers(args):
    w_ctx = _ctx_self(args, "set_ciphers")
    values_w = parse(args, "set_ciphers", ["cipherlist"], 1)
    ciphers = str_arg(values_w[0], "set_ciphers")
    with rffi.scoped_str2charp(ciphers) as c_ciphers:
        ok = capi.to_int(capi.SSL_CTX_set_cipher_list(w_ctx.ctx, c_ciphers))
    if ok == 0:
        capi.ERR_clear_error()
        raise no_cipher()
    return W_None


def ctx_set_alpn_protocols(args):
    from objspace.modules.buffers import bytes_of
    w_ctx = _ctx_self(args, "_set_alpn_protocols")
    values_w = parse(args, "_set_alpn_protocols", ["protos"], 1)
    protos = bytes_of(values_w[0])
    if len(protos) > 65535:
        raise oefmt(TYPES.by_name["OverflowError"],
                    "protocols longer than 65535 bytes")
    if w_ctx.alpn:
        capi.c_free(w_ctx.alpn)
        w_ctx.alpn = lltype.nullptr(rffi.VOIDP.TO)
    with rffi.scoped_nonmovingbuffer(protos) as buf:
        w_ctx.alpn = capi.set_alpn(w_ctx.ctx, buf, capi.c_int(len(protos)))
    if not w_ctx.alpn:
        from objspace.intobject import raise_memory_error
        raise_memory_error()
    return W_None


def _ctx_not_implemented(name):
    def fn(args):
        _ctx_self(args, name)
        not_implemented("SSLContext.%s()" % name)
        return W_None
    fn.__name__ = "ssl_ctx_ni_" + name
    return fn


def ctx_wrap_socket(args):
    _ctx_self(args, "_wrap_socket")
    not_implemented("SSLContext._wrap_socket() (TLS on a socket object; "
                    "wrap_bio() with MemoryBIOs works)")
    return W_None


def ctx_wrap_bio(args):
    w_ctx = _ctx_self(args, "_wrap_bio")
    values_w = parse(args, "_wrap_bio", ["incoming", "outgoing",
                                         "server_side", "server_hostname",
                                         "owner", "session"], 3)
    w_in = values_w[0]
    w_out = values_w[1]
    if not isinstance(w_in, W_MemoryBIO):
        raise_type_error("_wrap_bio() argument 'incoming' must be "
                         "_ssl.MemoryBIO, not %s" % w_in.gettype().name)
    if not isinstance(w_out, W_MemoryBIO):
        raise_type_error("_wrap_bio() argument 'outgoing' must be "
                         "_ssl.MemoryBIO, not %s" % w_out.gettype().name)
    from objspace import operations as ops
    server_side = ops.is_true(values_w[2])
    hostname = None
    w_hostname = W_None
    if given(values_w[3]):
        w_hostname = values_w[3]
        hostname = str_arg(w_hostname, "_wrap_bio")
        if "\x00" in hostname:
            raise_value_error("server_hostname cannot contain null "
                              "character")
    if given(values_w[5]):
        not_implemented("TLS session reuse (session=)")
    if server_side and hostname is not None:
        raise_value_error("server_hostname can only be specified in client "
                          "mode")
    assert isinstance(w_in, W_MemoryBIO)
    assert isinstance(w_out, W_MemoryBIO)
    w_sock = new_sslsocket(w_ctx, w_in, w_out, server_side, hostname,
                           w_hostname)
    if values_w[4] is not None:
        w_sock.w_owner = values_w[4]
    return w_sock


# --- _SSLSocket ---

class W_SSLSocket(W_Instance):
    _attrs_ = ("ssl", "w_ctx", "server_side", "w_hostname", "w_owner",
               "w_in", "w_out", "shutdown_seen_zero")

    def __init__(self, ssl, w_ctx, server_side, w_hostname, w_in, w_out):
        W_Instance.__init__(self, w_sslsocket_type)
        self.ssl = ssl
        self.w_ctx = w_ctx
        self.server_side = server_side
        self.w_hostname = w_hostname
        self.w_owner = W_None
        self.w_in = w_in
        self.w_out = w_out
        self.shutdown_seen_zero = False

    @rgc.must_be_light_finalizer
    def __del__(self):
        if self.ssl:
            capi.SSL_free(self.ssl)


def _is_ip_address(name):
    """What CPython checks with a2i_IPADDRESS: a dotted IPv4 or an IPv6
    address (no host name has a ':')."""
    if ":" in name:
        return True
    parts = name.split(".")
    if len(parts) != 4:
        return False
    for p in parts:
        if not p or len(p) > 3 or not p.isdigit():
            return False
    return True


def new_sslsocket(w_ctx, w_in, w_out, server_side, hostname, w_hostname):
    capi.ERR_clear_error()
    ssl = capi.SSL_new(w_ctx.ctx)
    if not ssl:
        raise last_error(LINE_CONTEXT)
    w_sock = W_SSLSocket(ssl, w_ctx, server_side, w_hostname, w_in, w_out)
    # SSL_set_bio takes one reference of each; the MemoryBIOs keep theirs
    capi.BIO_up_ref(w_in.bio)
    capi.BIO_up_ref(w_out.bio)
    capi.SSL_set_bio(ssl, w_in.bio, w_out.bio)
    if hostname is not None:
        is_ip = _is_ip_address(hostname)
        with rffi.scoped_str2charp(hostname) as c_name:
            if not is_ip:
                if capi.to_int(capi.set_host_name(ssl, c_name)) == 0:
                    raise last_error(LINE_CONTEXT)
            if w_ctx.check_hostname:
                param = capi.SSL_get0_param(ssl)
                if is_ip:
                    ok = capi.to_int(capi.X509_VERIFY_PARAM_set1_ip_asc(
                        param, c_name))
                else:
                    ok = capi.to_int(capi.X509_VERIFY_PARAM_set1_host(
                        param, c_name, rffi.cast(rffi.SIZE_T, 0)))
                if ok == 0:
                    raise last_error(LINE_CONTEXT)
    if server_side:
        capi.SSL_set_accept_state(ssl)
    else:
        capi.SSL_set_connect_state(ssl)
    return w_sock


def _sock_self(args, name):
    if not args.args_w or not isinstance(args.args_w[0], W_SSLSocket):
        raise_type_error("descriptor '%s' requires a '_ssl._SSLSocket' "
                         "object" % name)
    w_sock = args.args_w[0]
    assert isinstance(w_sock, W_SSLSocket)
    return w_sock


def sock_do_handshake(args):
    w_sock = _sock_self(args, "do_handshake")
    parse(args, "do_handshake", [], 0)
    capi.ERR_clear_error()
    ret = capi.to_int(capi.SSL_do_handshake(w_sock.ssl))
    if ret < 1:
        err = capi.to_int(capi.SSL_get_error(w_sock.ssl, capi.c_int(ret)))
        raise ssl_call_error(w_sock, ret, err, LINE_HANDSHAKE)
    return W_None


def sock_read(args):
    from objspace.modules.mod_socket import _write_into, _buffer_len
    w_sock = _sock_self(args, "read")
    values_w = parse(args, "read", ["size", "buffer"], 1)
    n = int_arg(values_w[0])
    w_buf = values_w[1]
    if w_buf is not None and w_buf is not W_None:
        size = _buffer_len(w_buf)
        if n <= 0 or n > size:
            n = size
    else:
        w_buf = None
        if n < 0:
            raise_value_error("size should not be negative")
    if n == 0:
        if w_buf is None:
            return W_Bytes("")
        return newint(0)
    capi.ERR_clear_error()
    with rffi.scoped_alloc_buffer(n) as buf:
        got = capi.to_int(capi.SSL_read(w_sock.ssl, buf.raw, capi.c_int(n)))
        if got <= 0:
            # CPython calls SSL_read_ex, which returns 0 on any failure
            got = 0
            err = capi.to_int(capi.SSL_get_error(w_sock.ssl,
                                                 capi.c_int(0)))
            shut = capi.to_int(capi.SSL_get_shutdown(w_sock.ssl))
            if err == capi.SSL_ERROR_ZERO_RETURN and \
                    shut == capi.SSL_RECEIVED_SHUTDOWN:
                if w_buf is None:
                    return W_Bytes("")
                return newint(0)
            raise ssl_call_error(w_sock, got, err, LINE_READ)
        data = buf.str(got)
    if w_buf is None:
        return W_Bytes(data)
    _write_into(w_buf, data)
    return newint(got)


def sock_write(args):
    from objspace.modules.buffers import bytes_of
    w_sock = _sock_self(args, "write")
    values_w = parse(args, "write", ["b"], 1)
    data = bytes_of(values_w[0])
    if len(data) > 2147483647:
        raise oefmt(TYPES.by_name["OverflowError"],
                    "string longer than 2147483647 bytes")
    if not data:
        return newint(0)
    capi.ERR_clear_error()
    with rffi.scoped_nonmovingbuffer(data) as buf:
        n = capi.to_int(capi.SSL_write(w_sock.ssl, buf,
                                       capi.c_int(len(data))))
    if n <= 0:
        # CPython calls SSL_write_ex, which returns 0 on any failure
        err = capi.to_int(capi.SSL_get_error(w_sock.ssl, capi.c_int(0)))
        raise ssl_call_error(w_sock, 0, err, LINE_WRITE)
    return newint(n)


def sock_pending(args):
    w_sock = _sock_self(args, "pending")
    parse(args, "pending", [], 0)
    return newint(capi.to_int(capi.SSL_pending(w_sock.ssl)))


def sock_shutdown(args):
    w_sock = _sock_self(args, "shutdown")
    parse(args, "shutdown", [], 0)
    zeros = 0
    capi.ERR_clear_error()
    while True:
        if w_sock.shutdown_seen_zero:
            capi.SSL_set_read_ahead(w_sock.ssl, capi.c_int(0))
        ret = capi.to_int(capi.SSL_shutdown(w_sock.ssl))
        err = capi.to_int(capi.SSL_get_error(w_sock.ssl, capi.c_int(ret)))
        if ret > 0:
            break
        if ret == 0:
            zeros += 1
            if zeros > 1:
                break
            w_sock.shutdown_seen_zero = True
            continue
        if ret < 0:
            raise ssl_call_error(w_sock, ret, err, LINE_SHUTDOWN)
        break
    return W_None


def sock_version(args):
    w_sock = _sock_self(args, "version")
    parse(args, "version", [], 0)
    if capi.to_int(capi.SSL_is_init_finished(w_sock.ssl)) == 0:
        return W_None
    v = capi.charp2str_or_none(capi.SSL_get_version(w_sock.ssl))
    if v is None:
        return W_None
    return newstr(v)


def sock_cipher(args):
    w_sock = _sock_self(args, "cipher")
    parse(args, "cipher", [], 0)
    c = capi.SSL_get_current_cipher(w_sock.ssl)
    if not c:
        return W_None
    name = capi.charp2str_or_none(capi.SSL_CIPHER_get_name(c))
    version = capi.charp2str_or_none(capi.SSL_CIPHER_get_version(c))
    bits = capi.to_int(capi.SSL_CIPHER_get_bits(
        c, lltype.nullptr(rffi.INTP.TO)))
    return newtuple([W_None if name is None else newstr(name),
                     W_None if version is None else newstr(version),
                     newint(bits)])


def sock_compression(args):
    w_sock = _sock_self(args, "compression")
    parse(args, "compression", [], 0)
    # OpenSSL 3.0 as Debian builds it has no TLS compression
    return W_None


def sock_selected_alpn_protocol(args):
    w_sock = _sock_self(args, "selected_alpn_protocol")
    parse(args, "selected_alpn_protocol", [], 0)
    pout = lltype.malloc(rffi.CCHARPP.TO, 1, flavor="raw")
    plen = lltype.malloc(rffi.UINTP.TO, 1, flavor="raw")
    try:
        pout[0] = lltype.nullptr(rffi.CCHARP.TO)
        plen[0] = rffi.cast(rffi.UINT, 0)
        capi.SSL_get0_alpn_selected(w_sock.ssl, pout, plen)
        n = capi.to_int(plen[0])
        if n == 0 or not pout[0]:
            return W_None
        return newstr(rffi.charpsize2str(pout[0], n))
    finally:
        lltype.free(pout, flavor="raw")
        lltype.free(plen, flavor="raw")


def sock_getpeercert(args):
    from objspace import operations as ops
    w_sock = _sock_self(args, "getpeercert")
    values_w = parse(args, "getpeercert", ["binary_form"], 0)
    binary = values_w[0] is not None and ops.is_true(values_w[0])
    if capi.to_int(capi.SSL_is_init_finished(w_sock.ssl)) == 0:
        raise_value_error("handshake not done yet")
    cert = capi.SSL_get_peer_certificate(w_sock.ssl)
    if not cert:
        return W_None
    try:
        if binary:
            pbuf = lltype.malloc(rffi.CCHARPP.TO, 1, flavor="raw")
            try:
                pbuf[0] = lltype.nullptr(rffi.CCHARP.TO)
                n = capi.to_int(capi.i2d_X509(cert, pbuf))
                if n < 0:
                    raise last_error(LINE_CONTEXT)
                data = rffi.charpsize2str(pbuf[0], n)
                capi.OPENSSL_free(rffi.cast(rffi.VOIDP, pbuf[0]))
            finally:
                lltype.free(pbuf, flavor="raw")
            return W_Bytes(data)
        mode = capi.to_int(capi.SSL_CTX_get_verify_mode(
            capi.SSL_get_SSL_CTX(w_sock.ssl)))
        if mode & capi.SSL_VERIFY_PEER == 0:
            return newdict()
        not_implemented("getpeercert() as a dict (decoding certificates); "
                        "getpeercert(True) gives the DER bytes")
        return W_None
    finally:
        capi.X509_free(cert)


def _sock_not_implemented(name):
    def fn(args):
        _sock_self(args, name)
        not_implemented("SSLObject.%s()" % name)
        return W_None
    fn.__name__ = "ssl_sock_ni_" + name
    return fn


def sock_shared_ciphers(args):
    _sock_self(args, "shared_ciphers")
    not_implemented("SSLObject.shared_ciphers()")
    return W_None


def sock_get_context(args):
    return _sock_self(args, "context").w_ctx


def sock_set_context(args):
    w_sock = _sock_self(args, "context")
    w_ctx = _value(args)
    if not isinstance(w_ctx, W_SSLContext):
        raise_type_error("The value must be a SSLContext")
    assert isinstance(w_ctx, W_SSLContext)
    capi.SSL_set_SSL_CTX(w_sock.ssl, w_ctx.ctx)
    w_sock.w_ctx = w_ctx
    return W_None


def sock_get_server_side(args):
    return newbool(_sock_self(args, "server_side").server_side)


def sock_get_server_hostname(args):
    return _sock_self(args, "server_hostname").w_hostname


def sock_get_owner(args):
    return _sock_self(args, "owner").w_owner


def sock_set_owner(args):
    _sock_self(args, "owner").w_owner = _value(args)
    return W_None


def sock_get_session(args):
    _sock_self(args, "session")
    return W_None


def sock_set_session(args):
    _sock_self(args, "session")
    if _value(args) is not W_None:
        not_implemented("TLS session reuse (SSLObject.session)")
    return W_None


def sock_get_session_reused(args):
    w_sock = _sock_self(args, "session_reused")
    return newbool(capi.to_int(capi.session_reused(w_sock.ssl)) != 0)


def _readonly(name):
    def fn(args):
        from objspace.exceptions import raise_attribute_error
        raise_attribute_error("attribute '%s' of '%s' objects is not "
                              "writable" % (name, args.args_w[0].gettype().name))
        return W_None
    fn.__name__ = "ssl_readonly_" + name
    return W_BuiltinFunction(name, fn)


# --- module functions ---

def _obj_tuple(obj):
    """(nid, shortname, longname, oid) of an ASN1_OBJECT."""
    nid = capi.to_int(capi.OBJ_obj2nid(obj))
    if nid == capi.const("NID_undef"):
        w_sn = W_None
        w_ln = W_None
    else:
        sn = capi.charp2str_or_none(capi.OBJ_nid2sn(capi.c_int(nid)))
        ln = capi.charp2str_or_none(capi.OBJ_nid2ln(capi.c_int(nid)))
        w_sn = W_None if sn is None else newstr(sn)
        w_ln = W_None if ln is None else newstr(ln)
    with rffi.scoped_alloc_buffer(256) as buf:
        n = capi.to_int(capi.OBJ_obj2txt(buf.raw, capi.c_int(256), obj,
                                         capi.c_int(1)))
        if n < 0:
            raise last_error(LINE_CONTEXT)
        oid = buf.str(min(n, 255))
    return newtuple([newint(nid), w_sn, w_ln, newstr(oid)])


def m_txt2obj(args):
    from objspace import operations as ops
    values_w = parse(args, "txt2obj", ["txt", "name"], 1, skip=0)
    txt = str_arg(values_w[0], "txt2obj")
    name = values_w[1] is not None and ops.is_true(values_w[1])
    with rffi.scoped_str2charp(txt) as c_txt:
        obj = capi.OBJ_txt2obj(c_txt, capi.c_int(0 if name else 1))
    if not obj:
        capi.ERR_clear_error()
        raise_value_error("unknown object '%s'" % txt)
    try:
        return _obj_tuple(obj)
    finally:
        capi.ASN1_OBJECT_free(obj)


def m_nid2obj(args):
    values_w = parse(args, "nid2obj", ["nid"], 1, skip=0)
    nid = int_arg(values_w[0])
    if nid < capi.const("NID_undef"):
        raise_value_error("NID must be positive.")
    obj = capi.OBJ_nid2obj(capi.c_int(nid))
    if not obj:
        capi.ERR_clear_error()
        raise_value_error("unknown NID %d" % nid)
    try:
        return _obj_tuple(obj)
    finally:
        capi.ASN1_OBJECT_free(obj)


def m_RAND_status(args):
    parse(args, "RAND_status", [], 0, skip=0)
    return newbool(capi.to_int(capi.RAND_status()) != 0)


def _rand_bytes(n, fname):
    if n < 0:
        raise_value_error("num must be positive")
    if n == 0:
        return ""
    with rffi.scoped_alloc_buffer(n) as buf:
        ok = capi.to_int(capi.RAND_bytes(rffi.cast(rffi.UCHARP, buf.raw),
                                         capi.c_int(n)))
        if ok != 1:
            raise last_error(LINE_CONTEXT)
        return buf.str(n)


def m_RAND_bytes(args):
    values_w = parse(args, "RAND_bytes", ["n"], 1, skip=0)
    return W_Bytes(_rand_bytes(int_arg(values_w[0]), "RAND_bytes"))


def m_RAND_pseudo_bytes(args):
    values_w = parse(args, "RAND_pseudo_bytes", ["n"], 1, skip=0)
    data = _rand_bytes(int_arg(values_w[0]), "RAND_pseudo_bytes")
    return newtuple([W_Bytes(data), newbool(True)])


def m_RAND_add(args):
    from objspace.modules.buffers import bytes_or_none
    from objspace.floatobject import W_Float
    values_w = parse(args, "RAND_add", ["string", "entropy"], 2, skip=0)
    w_s = values_w[0]
    if isinstance(w_s, W_Str):
        data = w_s.utf8
    else:
        data = bytes_or_none(w_s)
        if data is None:
            raise_type_error("a bytes-like object is required, not '%s'"
                             % w_s.gettype().name)
    assert data is not None
    w_e = values_w[1]
    if isinstance(w_e, W_Float):
        entropy = w_e.floatval
    else:
        entropy = float(int_arg(w_e))
    with rffi.scoped_nonmovingbuffer(data) as buf:
        capi.RAND_add(buf, capi.c_int(len(data)),
                      rffi.cast(rffi.DOUBLE, entropy))
    return W_None


def _charp_w(p):
    s = capi.charp2str_or_none(p)
    if s is None:
        return W_None
    return newstr(s)


def m_get_default_verify_paths(args):
    parse(args, "get_default_verify_paths", [], 0, skip=0)
    return newtuple([_charp_w(capi.X509_get_default_cert_file_env()),
                     _charp_w(capi.X509_get_default_cert_file()),
                     _charp_w(capi.X509_get_default_cert_dir_env()),
                     _charp_w(capi.X509_get_default_cert_dir())])


def m_test_decode_cert(args):
    not_implemented("_test_decode_cert() (decoding certificates)")
    return W_None


# --- types ---

def _getset(w_t, name, getter, setter):
    w_set = _readonly(name) if setter is None else \
        W_BuiltinFunction(name, setter)
    w_t.dict_w[name] = W_Property(W_BuiltinFunction(name, getter), w_set,
                                  None)


def _install(w_t, pairs):
    for name, fn in pairs:
        w_t.dict_w[name] = W_BuiltinFunction(name, fn)


def _not_instantiable(qualname):
    def fn(args):
        raise_type_error("cannot create '%s' instances" % qualname)
        return W_None
    fn.__name__ = "ssl_not_instantiable_" + qualname.replace(".", "_")
    return W_BuiltinFunction(qualname, fn)


def _allow_subclasses(w_t, dunder_new):
    from objspace.builtinsub import SUPPORTED
    w_t.dict_w["__new__"] = W_StaticMethod(W_BuiltinFunction("__new__",
                                                             dunder_new))
    SUPPORTED.types_w.append(w_t)


w_memorybio_type = W_TypeObject("MemoryBIO", [w_object_type])
w_memorybio_type.module = "_ssl"
w_memorybio_type.w_new = W_BuiltinFunction("MemoryBIO", _bio_new)
_allow_subclasses(w_memorybio_type, _bio_dunder_new)
_install(w_memorybio_type, [("read", bio_read), ("write", bio_write),
                            ("write_eof", bio_write_eof)])
_getset(w_memorybio_type, "pending", bio_pending, None)
_getset(w_memorybio_type, "eof", bio_eof, None)

w_context_type = W_TypeObject("_SSLContext", [w_object_type])
w_context_type.module = "_ssl"
w_context_type.w_new = W_BuiltinFunction("_SSLContext", _ctx_new)
_allow_subclasses(w_context_type, _ctx_dunder_new)
_install(w_context_type, [
    ("_wrap_bio", ctx_wrap_bio), ("_wrap_socket", ctx_wrap_socket),
    ("load_cert_chain", ctx_load_cert_chain),
    ("load_verify_locations", ctx_load_verify_locations),
    ("set_default_verify_paths", ctx_set_default_verify_paths),
    ("set_ciphers", ctx_set_ciphers),
    ("_set_alpn_protocols", ctx_set_alpn_protocols),
    ("get_ciphers", _ctx_not_implemented("get_ciphers")),
    ("load_dh_params", _ctx_not_implemented("load_dh_params")),
    ("set_ecdh_curve", _ctx_not_implemented("set_ecdh_curve")),
    ("session_stats", _ctx_not_implemented("session_stats")),
    ("cert_store_stats", _ctx_not_implemented("cert_store_stats")),
    ("get_ca_certs", _ctx_not_implemented("get_ca_certs"))])
_getset(w_context_type, "protocol", ctx_get_protocol, None)
_getset(w_context_type, "options", ctx_get_options, ctx_set_options)
_getset(w_context_type, "verify_mode", ctx_get_verify_mode,
        ctx_set_verify_mode)
_getset(w_context_type, "check_hostname", ctx_get_check_hostname,
        ctx_set_check_hostname)
_getset(w_context_type, "verify_flags", ctx_get_verify_flags,
        ctx_set_verify_flags)
_getset(w_context_type, "minimum_version", ctx_get_minimum_version,
        ctx_set_minimum_version)
_getset(w_context_type, "maximum_version", ctx_get_maximum_version,
        ctx_set_maximum_version)
_getset(w_context_type, "_host_flags", ctx_get_host_flags,
        ctx_set_host_flags)
_getset(w_context_type, "post_handshake_auth", ctx_get_pha, ctx_set_pha)
_getset(w_context_type, "security_level", ctx_get_security_level, None)
_getset(w_context_type, "num_tickets", ctx_get_num_tickets,
        ctx_set_num_tickets)
for _name in ["sni_callback", "_msg_callback", "keylog_filename"]:
    _getset(w_context_type, _name, ctx_get_none, _setter_none_only(_name))

w_sslsocket_type = W_TypeObject("_SSLSocket", [w_object_type])
w_sslsocket_type.module = "_ssl"
w_sslsocket_type.w_new = _not_instantiable("_ssl._SSLSocket")
_install(w_sslsocket_type, [
    ("do_handshake", sock_do_handshake), ("read", sock_read),
    ("write", sock_write), ("pending", sock_pending),
    ("shutdown", sock_shutdown), ("version", sock_version),
    ("cipher", sock_cipher), ("compression", sock_compression),
    ("selected_alpn_protocol", sock_selected_alpn_protocol),
    ("getpeercert", sock_getpeercert),
    ("shared_ciphers", sock_shared_ciphers),
    ("get_channel_binding", _sock_not_implemented("get_channel_binding")),
    ("verify_client_post_handshake",
     _sock_not_implemented("verify_client_post_handshake")),
    ("get_verified_chain", _sock_not_implemented("get_verified_chain")),
    ("get_unverified_chain", _sock_not_implemented("get_unverified_chain"))])
_getset(w_sslsocket_type, "context", sock_get_context, sock_set_context)
_getset(w_sslsocket_type, "server_side", sock_get_server_side, None)
_getset(w_sslsocket_type, "server_hostname", sock_get_server_hostname, None)
_getset(w_sslsocket_type, "owner", sock_get_owner, sock_set_owner)
_getset(w_sslsocket_type, "session", sock_get_session, sock_set_session)
_getset(w_sslsocket_type, "session_reused", sock_get_session_reused, None)

w_session_type = W_TypeObject("SSLSession", [w_object_type])
w_session_type.module = "_ssl"
w_session_type.w_new = _not_instantiable("_ssl.SSLSession")
w_certificate_type = W_TypeObject("Certificate", [w_object_type])
w_certificate_type.module = "_ssl"
w_certificate_type.w_new = _not_instantiable("_ssl.Certificate")


def make():
    w_mod = W_Module("_ssl")
    for name, w_exc in EXCEPTIONS:
        w_mod.setitem(name, w_exc)
    w_mod.setitem("_SSLContext", w_context_type)
    w_mod.setitem("_SSLSocket", w_sslsocket_type)
    w_mod.setitem("MemoryBIO", w_memorybio_type)
    w_mod.setitem("SSLSession", w_session_type)
    w_mod.setitem("Certificate", w_certificate_type)
    for name, fn in [("txt2obj", m_txt2obj), ("nid2obj", m_nid2obj),
                     ("RAND_status", m_RAND_status),
                     ("RAND_bytes", m_RAND_bytes),
                     ("RAND_pseudo_bytes", m_RAND_pseudo_bytes),
                     ("RAND_add", m_RAND_add),
                     ("get_default_verify_paths",
                      m_get_default_verify_paths),
                     ("_test_decode_cert", m_test_decode_cert)]:
        w_mod.setitem(name, W_BuiltinFunction(name, fn))
    ints = [("CERT_NONE", PY_SSL_CERT_NONE),
            ("CERT_OPTIONAL", PY_SSL_CERT_OPTIONAL),
            ("CERT_REQUIRED", PY_SSL_CERT_REQUIRED),
            ("ENCODING_PEM", 1), ("ENCODING_DER", 2),
            ("PROTOCOL_SSLv23", PY_SSL_VERSION_TLS),
            ("PROTOCOL_TLS", PY_SSL_VERSION_TLS),
            ("PROTOCOL_TLS_CLIENT", PY_SSL_VERSION_TLS_CLIENT),
            ("PROTOCOL_TLS_SERVER", PY_SSL_VERSION_TLS_SERVER),
            ("PROTOCOL_TLSv1", PY_SSL_VERSION_TLS1),
            ("PROTOCOL_TLSv1_1", PY_SSL_VERSION_TLS1_1),
            ("PROTOCOL_TLSv1_2", PY_SSL_VERSION_TLS1_2),
            ("PROTO_MINIMUM_SUPPORTED", PROTO_MINIMUM_SUPPORTED),
            ("PROTO_MAXIMUM_SUPPORTED", PROTO_MAXIMUM_SUPPORTED),
            ("PROTO_SSLv3", capi.const("SSL3_VERSION")),
            ("PROTO_TLSv1", capi.const("TLS1_VERSION")),
            ("PROTO_TLSv1_1", capi.const("TLS1_1_VERSION")),
            ("PROTO_TLSv1_2", capi.const("TLS1_2_VERSION")),
            ("PROTO_TLSv1_3", capi.const("TLS1_3_VERSION")),
            ("SSL_ERROR_ZERO_RETURN", PY_SSL_ERROR_ZERO_RETURN),
            ("SSL_ERROR_WANT_READ", PY_SSL_ERROR_WANT_READ),
            ("SSL_ERROR_WANT_WRITE", PY_SSL_ERROR_WANT_WRITE),
            ("SSL_ERROR_WANT_X509_LOOKUP", PY_SSL_ERROR_WANT_X509_LOOKUP),
            ("SSL_ERROR_SYSCALL", PY_SSL_ERROR_SYSCALL),
            ("SSL_ERROR_SSL", PY_SSL_ERROR_SSL),
            ("SSL_ERROR_WANT_CONNECT", PY_SSL_ERROR_WANT_CONNECT),
            ("SSL_ERROR_EOF", PY_SSL_ERROR_EOF),
            ("SSL_ERROR_INVALID_ERROR_CODE",
             PY_SSL_ERROR_INVALID_ERROR_CODE),
            ("VERIFY_DEFAULT", 0),
            ("VERIFY_CRL_CHECK_LEAF", capi.const("X509_V_FLAG_CRL_CHECK")),
            ("VERIFY_CRL_CHECK_CHAIN", capi.const("X509_V_FLAG_CRL_CHECK") |
             capi.const("X509_V_FLAG_CRL_CHECK_ALL")),
            ("VERIFY_X509_STRICT", capi.const("X509_V_FLAG_X509_STRICT")),
            ("VERIFY_ALLOW_PROXY_CERTS",
             capi.const("X509_V_FLAG_ALLOW_PROXY_CERTS")),
            ("VERIFY_X509_TRUSTED_FIRST",
             capi.const("X509_V_FLAG_TRUSTED_FIRST")),
            ("VERIFY_X509_PARTIAL_CHAIN",
             capi.const("X509_V_FLAG_PARTIAL_CHAIN")),
            ("OP_ALL", OP_ALL)]
    for name, value in ints + capi.OP_CONSTANTS + capi.ALERT_CONSTANTS + \
            capi.HOSTFLAG_CONSTANTS:
        w_mod.setitem(name, newint(value))
    for name, flag in [("HAS_SNI", True), ("HAS_ECDH", True),
                       ("HAS_NPN", False), ("HAS_ALPN", True),
                       ("HAS_SSLv2", False), ("HAS_SSLv3", False),
                       ("HAS_TLSv1", True), ("HAS_TLSv1_1", True),
                       ("HAS_TLSv1_2", True), ("HAS_TLSv1_3", True),
                       ("HAS_TLS_UNIQUE", True)]:
        w_mod.setitem(name, newbool(flag))
    w_mod.setitem("_DEFAULT_CIPHERS", newstr(DEFAULT_CIPHERS))
    runtime = intmask_u(capi.OpenSSL_version_num())
    w_mod.setitem("OPENSSL_VERSION_NUMBER", newint(runtime))
    w_mod.setitem("OPENSSL_VERSION_INFO", _version_info(runtime))
    w_mod.setitem("OPENSSL_VERSION", _charp_w(capi.OpenSSL_version(
        capi.c_int(0))))
    w_mod.setitem("_OPENSSL_API_VERSION",
                  _version_info(capi.OPENSSL_VERSION_NUMBER))
    w_err2names = newdict()
    w_names2err = newdict()
    for libname, rname, lcode, rcode in capi.ERR_NAMES:
        w_key = newtuple([newint(lcode), newint(rcode)])
        w_err2names.setitem(w_key, newstr(rname))
        w_names2err.setitem(newstr(rname), w_key)
    w_libs = newdict()
    for code, name in capi.LIB_NAMES:
        w_libs.setitem(newint(code), newstr(name))
    w_mod.setitem("err_codes_to_names", w_err2names)
    w_mod.setitem("err_names_to_codes", w_names2err)
    w_mod.setitem("lib_codes_to_names", w_libs)
    return w_mod


def _version_info(v):
    status = v & 0xf
    v >>= 4
    patch = v & 0xff
    v >>= 8
    fix = v & 0xff
    v >>= 8
    minor = v & 0xff
    v >>= 8
    major = v & 0xff
    return newtuple([newint(major), newint(minor), newint(fix),
                     newint(patch), newint(status)])
