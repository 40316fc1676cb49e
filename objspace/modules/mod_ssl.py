"""`_ssl` on the machine's OpenSSL (3.0), with CPython 3.11's interface, under
CPython's own Lib/ssl.py: the module's functions (txt2obj, nid2obj,
RAND_*, get_default_verify_paths) and its assembly, make(), with the
constants and names ssl.py imports. Its parts: the exception classes in
ssl_errors.py, `MemoryBIO` in ssl_bio.py, `_SSLContext` in
ssl_context.py, the `_SSLSocket` made by `_SSLContext._wrap_bio` (what
SSLObject and asyncio's sslproto.py use) in ssl_socket.py, the argument
helpers in ssl_args.py and the numbers they share in ssl_constants.py.
The C API is in ssl_capi.py.

Not here (each raises NotImplementedError naming it): `_wrap_socket`
(ssl.SSLSocket on a real socket), decoding a peer certificate into a dict
(getpeercert() with verification on; the binary form works), password
callbacks, cadata, DH parameters, ECDH curves, the SNI and message
callbacks, keylog files, sessions, get_ciphers, statistics, channel
binding and post-handshake authentication."""

from rpython.rtyper.lltypesystem import rffi

from objspace.typeobject import W_TypeObject, w_object_type
from objspace.funcobject import W_BuiltinFunction
from objspace.moduleobject import W_Module
from objspace.strobject import W_Str, newstr
from objspace.intobject import newint, newbool
from objspace.bytesobject import W_Bytes
from objspace.tupleobject import newtuple
from objspace.dictobject import newdict
from objspace.noneobject import W_None
from objspace.exceptions import raise_type_error, raise_value_error
from objspace.modules import ssl_capi as capi
from objspace.modules.ssl_constants import (
    PY_SSL_VERSION_TLS, PY_SSL_VERSION_TLS1, PY_SSL_VERSION_TLS1_1,
    PY_SSL_VERSION_TLS1_2, PY_SSL_VERSION_TLS_CLIENT,
    PY_SSL_VERSION_TLS_SERVER, PY_SSL_ERROR_SSL, PY_SSL_ERROR_WANT_READ,
    PY_SSL_ERROR_WANT_WRITE, PY_SSL_ERROR_WANT_X509_LOOKUP,
    PY_SSL_ERROR_SYSCALL, PY_SSL_ERROR_ZERO_RETURN,
    PY_SSL_ERROR_WANT_CONNECT, PY_SSL_ERROR_EOF,
    PY_SSL_ERROR_INVALID_ERROR_CODE, PY_SSL_CERT_NONE, PY_SSL_CERT_OPTIONAL,
    PY_SSL_CERT_REQUIRED, PROTO_MINIMUM_SUPPORTED, PROTO_MAXIMUM_SUPPORTED,
    DEFAULT_CIPHERS, OP_ALL, LINE_CONTEXT)
from objspace.modules.ssl_errors import (EXCEPTIONS, last_error, intmask_u,
                                         not_implemented)
from objspace.modules.ssl_args import (parse, int_arg, str_arg,
                                       _not_instantiable)
from objspace.modules.ssl_bio import w_memorybio_type
from objspace.modules.ssl_context import w_context_type
from objspace.modules.ssl_socket import w_sslsocket_type


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
    return _owned_obj_tuple(obj, "unknown object '%s'" % txt)


def m_nid2obj(args):
    values_w = parse(args, "nid2obj", ["nid"], 1, skip=0)
    nid = int_arg(values_w[0])
    if nid < capi.const("NID_undef"):
        raise_value_error("NID must be positive.")
    return _owned_obj_tuple(capi.OBJ_nid2obj(capi.c_int(nid)),
                            "unknown NID %d" % nid)


def _owned_obj_tuple(obj, error):
    """_obj_tuple of an ASN1_OBJECT just looked up, then freed; ValueError
    `error` if the lookup found none."""
    if not obj:
        capi.ERR_clear_error()
        raise_value_error(error)
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
