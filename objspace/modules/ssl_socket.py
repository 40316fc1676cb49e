"""`_ssl._SSLSocket`, the one `_SSLContext._wrap_bio` makes (what SSLObject
and asyncio's sslproto.py use): an SSL object on two MemoryBIOs, its
handshake, read, write and shutdown, and what it tells of the connection
(version, cipher, ALPN protocol, the peer's certificate in binary form)."""

from rpython.rlib import rgc
from rpython.rtyper.lltypesystem import lltype, rffi

from objspace.instances import W_Instance
from objspace.typeobject import W_TypeObject, w_object_type
from objspace.strobject import newstr
from objspace.intobject import newint, newbool
from objspace.bytesobject import W_Bytes
from objspace.tupleobject import newtuple
from objspace.dictobject import newdict
from objspace.noneobject import W_None
from objspace.exceptions import (TYPES, raise_type_error, raise_value_error,
                                 oefmt)
from objspace.modules import ssl_capi as capi
from objspace.modules.ssl_constants import (LINE_HANDSHAKE, LINE_READ,
                                            LINE_WRITE, LINE_SHUTDOWN,
                                            LINE_CONTEXT)
from objspace.modules.ssl_errors import (last_error, ssl_call_error,
                                         not_implemented)
from objspace.modules.ssl_args import (parse, int_arg, _value, _getset,
                                       _install, _not_instantiable)
from objspace.modules.ssl_context import W_SSLContext


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


# --- the type ---

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
