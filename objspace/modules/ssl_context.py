"""`_ssl._SSLContext` (ssl.SSLContext's base): an SSL_CTX with CPython's
defaults, its properties (protocol, options, verify_mode, check_hostname,
minimum_version and maximum_version, ...), loading certificates and verify
locations, ciphers, ALPN, and `_wrap_bio`, which makes an `_SSLSocket`
(ssl_socket.py) on two MemoryBIOs."""

from rpython.rlib import rgc
from rpython.rtyper.lltypesystem import lltype, rffi

from objspace.model import Arguments, OperationError
from objspace.instances import W_Instance
from objspace.typeobject import W_TypeObject, w_object_type
from objspace.funcobject import W_BuiltinFunction
from objspace.strobject import newstr
from objspace.intobject import newint, newbool
from objspace.noneobject import W_None
from objspace.exceptions import (TYPES, raise_type_error, raise_value_error,
                                 oefmt)
from objspace.modules import ssl_capi as capi
from objspace.modules.ssl_constants import (
    PY_SSL_VERSION_TLS, PY_SSL_VERSION_TLS1, PY_SSL_VERSION_TLS1_1,
    PY_SSL_VERSION_TLS1_2, PY_SSL_VERSION_TLS_CLIENT,
    PY_SSL_VERSION_TLS_SERVER, PY_SSL_CERT_NONE, PY_SSL_CERT_OPTIONAL,
    PY_SSL_CERT_REQUIRED, PROTO_MINIMUM_SUPPORTED, PROTO_MAXIMUM_SUPPORTED,
    DEFAULT_CIPHERS, OP_ALL, LINE_CONTEXT)
from objspace.modules.ssl_errors import w_SSLError, last_error, not_implemented
from objspace.modules.ssl_args import (parse, given, int_arg, str_arg,
                                       path_arg, _value, _getset, _install,
                                       _allow_subclasses)
from objspace.modules.ssl_bio import W_MemoryBIO


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
    from objspace.modules.ssl_socket import new_sslsocket
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


# --- the type ---

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
