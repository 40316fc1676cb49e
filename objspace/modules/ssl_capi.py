"""OpenSSL's C API as rffi sees it, for the `_ssl` module (mod_ssl.py).

RPython's own binding, rpython.rlib.ropenssl (rpython 0.2.1), was tried
first: it imports, but it was written for OpenSSL 1.0/1.1 and its macro
wrappers do not compile against OpenSSL 3.0 (`ASN1_ITEM_ptr` on 3.0's
ASN1_ITEM_EXP: "called object is not a function"; rffi compiles every
macro wrapper of an ExternalCompilationInfo together, so one broken
wrapper breaks them all), and it declares 1.0 names that 3.0 keeps only
as deprecated macros (SSL_library_init, SSLeay_version, TLSv1_method,
SSL_get_peer_certificate) and `int` results where 3.0 has `unsigned long`
(ERR_get_error). So the subset `_ssl` needs is declared here, on
OpenSSL 3.0's signatures, with small C helpers for what 3.0 has as
macros (SSL_CTX_set_min_proto_version, BIO_set_mem_eof_return, ...) and
for the ALPN selection callback of a server (a C function, so no RPython
callback has to be made).

Constants are read from the headers when lbbv is built; the error names
(lib_codes_to_names, err_codes_to_names) are read from the headers'
`ERR_LIB_*` and `*_R_*` defines, as CPython's Tools/ssl/make_ssl_data.py
does for its table."""

import os
import re

from rpython.rtyper.lltypesystem import lltype, rffi
from rpython.translator.tool.cbuild import ExternalCompilationInfo
from rpython.rtyper.tool import rffi_platform
# (re-exported: the modules using this one call capi.to_int, ...)
from objspace.modules.rffi_util import (to_int, c_int,  # noqa
                                       charp2str_or_none)

SSL_CTX = rffi.COpaquePtr("SSL_CTX")
SSL = rffi.COpaquePtr("SSL")
BIO = rffi.COpaquePtr("BIO")
BIO_METHOD = rffi.COpaquePtr("BIO_METHOD")
X509 = rffi.COpaquePtr("X509")
X509_STORE = rffi.COpaquePtr("X509_STORE")
X509_VERIFY_PARAM = rffi.COpaquePtr("X509_VERIFY_PARAM")
ASN1_OBJECT = rffi.COpaquePtr("ASN1_OBJECT")
SSL_CIPHER = rffi.COpaquePtr("SSL_CIPHER")
SSL_METHOD = rffi.COpaquePtr("SSL_METHOD")

_C_HELPERS = r"""
#include <stdlib.h>
#include <string.h>
#include <openssl/ssl.h>
#include <openssl/err.h>

static int lbbv_alpn_select(SSL *s, const unsigned char **out,
                            unsigned char *outlen, const unsigned char *in,
                            unsigned int inlen, void *arg)
{
    unsigned char *protos = (unsigned char *)arg;
    unsigned int n;
    if (protos == NULL)
        return SSL_TLSEXT_ERR_NOACK;
    n = protos[0] | (protos[1] << 8);   /* length kept in front */
    if (n == 0)
        return SSL_TLSEXT_ERR_NOACK;
    if (SSL_select_next_proto((unsigned char **)out, outlen, protos + 2, n,
                              in, inlen) != OPENSSL_NPN_NEGOTIATED)
        return SSL_TLSEXT_ERR_NOACK;
    return SSL_TLSEXT_ERR_OK;
}

/* protocols in wire format: a copy is made (returned, to be freed with
   lbbv_ssl_free once the context is gone) and used both as the client's
   offer and as the server's preference list */
RPY_EXTERN void *lbbv_ssl_set_alpn(SSL_CTX *ctx, const char *p, int n)
{
    unsigned char *copy = malloc(n + 2);
    if (copy == NULL)
        return NULL;
    copy[0] = n & 0xff;
    copy[1] = (n >> 8) & 0xff;
    memcpy(copy + 2, p, n);
    SSL_CTX_set_alpn_protos(ctx, copy + 2, n);
    SSL_CTX_set_alpn_select_cb(ctx, lbbv_alpn_select, copy);
    return copy;
}

RPY_EXTERN void lbbv_ssl_free(void *p)
{
    free(p);
}

RPY_EXTERN long lbbv_bio_set_mem_eof_return(BIO *b, long v)
{
    return BIO_set_mem_eof_return(b, v);
}

RPY_EXTERN int lbbv_bio_eof(BIO *b)
{
    return BIO_eof(b);
}

RPY_EXTERN long lbbv_ssl_ctx_get_options(SSL_CTX *c)
{
    return (long)SSL_CTX_get_options(c);
}

RPY_EXTERN long lbbv_ssl_ctx_set_options(SSL_CTX *c, long o)
{
    return (long)SSL_CTX_set_options(c, (uint64_t)o);
}

RPY_EXTERN long lbbv_ssl_ctx_clear_options(SSL_CTX *c, long o)
{
    return (long)SSL_CTX_clear_options(c, (uint64_t)o);
}

RPY_EXTERN int lbbv_ssl_ctx_set_min_proto(SSL_CTX *c, int v)
{
    return SSL_CTX_set_min_proto_version(c, v);
}

RPY_EXTERN int lbbv_ssl_ctx_set_max_proto(SSL_CTX *c, int v)
{
    return SSL_CTX_set_max_proto_version(c, v);
}

RPY_EXTERN int lbbv_ssl_ctx_get_min_proto(SSL_CTX *c)
{
    return SSL_CTX_get_min_proto_version(c);
}

RPY_EXTERN int lbbv_ssl_ctx_get_max_proto(SSL_CTX *c)
{
    return SSL_CTX_get_max_proto_version(c);
}

RPY_EXTERN void lbbv_ssl_ctx_set_mode(SSL_CTX *c, long set, long clear)
{
    SSL_CTX_set_mode(c, set);
    SSL_CTX_clear_mode(c, clear);
}

RPY_EXTERN int lbbv_ssl_set_host_name(SSL *s, const char *name)
{
    return SSL_set_tlsext_host_name(s, name);
}

RPY_EXTERN int lbbv_ssl_session_reused(SSL *s)
{
    return SSL_session_reused(s);
}

RPY_EXTERN int lbbv_err_get_lib(unsigned long e)
{
    return ERR_GET_LIB(e);
}

RPY_EXTERN void lbbv_openssl_free(void *p)
{
    OPENSSL_free(p);
}

RPY_EXTERN int lbbv_err_get_reason(unsigned long e)
{
    return ERR_GET_REASON(e);
}
"""

_HELPER_DECLS = [
    "RPY_EXTERN void *lbbv_ssl_set_alpn(SSL_CTX *, const char *, int);",
    "RPY_EXTERN void lbbv_ssl_free(void *);",
    "RPY_EXTERN long lbbv_bio_set_mem_eof_return(BIO *, long);",
    "RPY_EXTERN int lbbv_bio_eof(BIO *);",
    "RPY_EXTERN long lbbv_ssl_ctx_get_options(SSL_CTX *);",
    "RPY_EXTERN long lbbv_ssl_ctx_set_options(SSL_CTX *, long);",
    "RPY_EXTERN long lbbv_ssl_ctx_clear_options(SSL_CTX *, long);",
    "RPY_EXTERN int lbbv_ssl_ctx_set_min_proto(SSL_CTX *, int);",
    "RPY_EXTERN int lbbv_ssl_ctx_set_max_proto(SSL_CTX *, int);",
    "RPY_EXTERN int lbbv_ssl_ctx_get_min_proto(SSL_CTX *);",
    "RPY_EXTERN int lbbv_ssl_ctx_get_max_proto(SSL_CTX *);",
    "RPY_EXTERN void lbbv_ssl_ctx_set_mode(SSL_CTX *, long, long);",
    "RPY_EXTERN int lbbv_ssl_set_host_name(SSL *, const char *);",
    "RPY_EXTERN int lbbv_ssl_session_reused(SSL *);",
    "RPY_EXTERN int lbbv_err_get_lib(unsigned long);",
    "RPY_EXTERN int lbbv_err_get_reason(unsigned long);",
    "RPY_EXTERN void lbbv_openssl_free(void *);",
]

eci = ExternalCompilationInfo(
    includes=["openssl/ssl.h", "openssl/err.h", "openssl/rand.h",
              "openssl/x509v3.h", "openssl/crypto.h"],
    libraries=["ssl", "crypto"],
    separate_module_sources=[_C_HELPERS],
    post_include_bits=_HELPER_DECLS)


def _ext(name, args, result, **kw):
    return rffi.llexternal(name, args, result, compilation_info=eci,
                           releasegil=False, **kw)


_ERRNO = rffi.RFFI_FULL_ERRNO_ZERO     # errno set to 0 before, saved after


INT = rffi.INT
LONG = rffi.LONG
ULONG = rffi.ULONG
CCHARP = rffi.CCHARP
VOIDP = rffi.VOIDP

# --- constants from the headers ---

OP_NAMES = ["CIPHER_SERVER_PREFERENCE", "ENABLE_MIDDLEBOX_COMPAT",
            "IGNORE_UNEXPECTED_EOF", "NO_COMPRESSION", "NO_RENEGOTIATION",
            "NO_SSLv2", "NO_SSLv3", "NO_TICKET", "NO_TLSv1", "NO_TLSv1_1",
            "NO_TLSv1_2", "NO_TLSv1_3", "SINGLE_DH_USE", "SINGLE_ECDH_USE"]
ALERT_NAMES = [
    "ACCESS_DENIED", "BAD_CERTIFICATE", "BAD_CERTIFICATE_HASH_VALUE",
    "BAD_CERTIFICATE_STATUS_RESPONSE", "BAD_RECORD_MAC",
    "CERTIFICATE_EXPIRED", "CERTIFICATE_REVOKED", "CERTIFICATE_UNKNOWN",
    "CERTIFICATE_UNOBTAINABLE", "CLOSE_NOTIFY", "DECODE_ERROR",
    "DECOMPRESSION_FAILURE", "DECRYPT_ERROR", "HANDSHAKE_FAILURE",
    "ILLEGAL_PARAMETER", "INSUFFICIENT_SECURITY", "INTERNAL_ERROR",
    "NO_RENEGOTIATION", "PROTOCOL_VERSION", "RECORD_OVERFLOW",
    "UNEXPECTED_MESSAGE", "UNKNOWN_CA", "UNKNOWN_PSK_IDENTITY",
    "UNRECOGNIZED_NAME", "UNSUPPORTED_CERTIFICATE", "UNSUPPORTED_EXTENSION",
    "USER_CANCELLED"]
HOSTFLAG_NAMES = ["ALWAYS_CHECK_SUBJECT", "MULTI_LABEL_WILDCARDS",
                  "NEVER_CHECK_SUBJECT", "NO_PARTIAL_WILDCARDS",
                  "NO_WILDCARDS", "SINGLE_LABEL_SUBDOMAINS"]
_PLAIN = [
    "SSL_OP_ALL", "SSL_OP_DONT_INSERT_EMPTY_FRAGMENTS",
    "SSL_ERROR_NONE", "SSL_ERROR_SSL", "SSL_ERROR_WANT_READ",
    "SSL_ERROR_WANT_WRITE", "SSL_ERROR_WANT_X509_LOOKUP",
    "SSL_ERROR_SYSCALL", "SSL_ERROR_ZERO_RETURN", "SSL_ERROR_WANT_CONNECT",
    "SSL_VERIFY_NONE", "SSL_VERIFY_PEER", "SSL_VERIFY_FAIL_IF_NO_PEER_CERT",
    "SSL_MODE_ACCEPT_MOVING_WRITE_BUFFER", "SSL_MODE_AUTO_RETRY",
    "SSL_FILETYPE_PEM", "SSL_SENT_SHUTDOWN", "SSL_RECEIVED_SHUTDOWN",
    "ERR_LIB_SSL", "ERR_LIB_SYS", "SSL_R_CERTIFICATE_VERIFY_FAILED",
    "SSL_R_UNEXPECTED_EOF_WHILE_READING",
    "X509_V_FLAG_CRL_CHECK", "X509_V_FLAG_CRL_CHECK_ALL",
    "X509_V_FLAG_X509_STRICT", "X509_V_FLAG_ALLOW_PROXY_CERTS",
    "X509_V_FLAG_TRUSTED_FIRST", "X509_V_FLAG_PARTIAL_CHAIN",
    "SSL3_VERSION", "TLS1_VERSION", "TLS1_1_VERSION", "TLS1_2_VERSION",
    "TLS1_3_VERSION", "OPENSSL_VERSION_NUMBER", "X509_V_OK",
    "NID_undef"]


class CConfig:
    _compilation_info_ = ExternalCompilationInfo(
        includes=["openssl/ssl.h", "openssl/err.h", "openssl/x509v3.h"])


for _n in _PLAIN:
    setattr(CConfig, _n, rffi_platform.DefinedConstantInteger(_n))
for _n in OP_NAMES:
    setattr(CConfig, "SSL_OP_" + _n,
            rffi_platform.DefinedConstantInteger("SSL_OP_" + _n))
for _n in ALERT_NAMES:
    setattr(CConfig, "SSL_AD_" + _n,
            rffi_platform.DefinedConstantInteger("SSL_AD_" + _n))
for _n in HOSTFLAG_NAMES:
    setattr(CConfig, "X509_CHECK_FLAG_" + _n,
            rffi_platform.DefinedConstantInteger("X509_CHECK_FLAG_" + _n))

_config = rffi_platform.configure(CConfig)


def const(name):
    return _config[name]


OP_CONSTANTS = []
for _n in OP_NAMES:
    if _config["SSL_OP_" + _n] is not None:
        OP_CONSTANTS.append(("OP_" + _n, _config["SSL_OP_" + _n]))
ALERT_CONSTANTS = []
for _n in ALERT_NAMES:
    if _config["SSL_AD_" + _n] is not None:
        ALERT_CONSTANTS.append(("ALERT_DESCRIPTION_" + _n,
                                _config["SSL_AD_" + _n]))
HOSTFLAG_CONSTANTS = []
for _n in HOSTFLAG_NAMES:
    if _config["X509_CHECK_FLAG_" + _n] is not None:
        HOSTFLAG_CONSTANTS.append(("HOSTFLAG_" + _n,
                                   _config["X509_CHECK_FLAG_" + _n]))

SSL_ERROR_NONE = const("SSL_ERROR_NONE")
SSL_ERROR_SSL = const("SSL_ERROR_SSL")
SSL_ERROR_WANT_READ = const("SSL_ERROR_WANT_READ")
SSL_ERROR_WANT_WRITE = const("SSL_ERROR_WANT_WRITE")
SSL_ERROR_WANT_X509_LOOKUP = const("SSL_ERROR_WANT_X509_LOOKUP")
SSL_ERROR_SYSCALL = const("SSL_ERROR_SYSCALL")
SSL_ERROR_ZERO_RETURN = const("SSL_ERROR_ZERO_RETURN")
SSL_ERROR_WANT_CONNECT = const("SSL_ERROR_WANT_CONNECT")
SSL_VERIFY_NONE = const("SSL_VERIFY_NONE")
SSL_VERIFY_PEER = const("SSL_VERIFY_PEER")
SSL_VERIFY_FAIL_IF_NO_PEER_CERT = const("SSL_VERIFY_FAIL_IF_NO_PEER_CERT")
SSL_FILETYPE_PEM = const("SSL_FILETYPE_PEM")
SSL_SENT_SHUTDOWN = const("SSL_SENT_SHUTDOWN")
SSL_RECEIVED_SHUTDOWN = const("SSL_RECEIVED_SHUTDOWN")
ERR_LIB_SSL = const("ERR_LIB_SSL")
ERR_LIB_SYS = const("ERR_LIB_SYS")
SSL_R_CERTIFICATE_VERIFY_FAILED = const("SSL_R_CERTIFICATE_VERIFY_FAILED")
SSL_R_UNEXPECTED_EOF_WHILE_READING = const(
    "SSL_R_UNEXPECTED_EOF_WHILE_READING")
if SSL_R_UNEXPECTED_EOF_WHILE_READING is None:
    SSL_R_UNEXPECTED_EOF_WHILE_READING = -1
OPENSSL_VERSION_NUMBER = const("OPENSSL_VERSION_NUMBER")

# --- the error names, from the headers ---


def _read_error_names():
    libs = {}
    reasons = []
    d = "/usr/include/openssl"
    if not os.path.isdir(d):
        d = "/usr/local/include/openssl"
    try:
        names = sorted(os.listdir(d))
    except OSError:
        return [], []
    lib_re = re.compile(r"#\s*define\s+ERR_LIB_([A-Z0-9_]+)\s+(\d+)\s*$")
    r_re = re.compile(r"#\s*define\s+([A-Z0-9]+)_R_([A-Z0-9_]+)\s+(\d+)\s*$")
    for fname in names:
        if not fname.endswith(".h"):
            continue
        try:
            with open(os.path.join(d, fname)) as f:
                lines = f.read().splitlines()
        except (IOError, OSError):
            continue
        for line in lines:
            m = lib_re.match(line)
            if m:
                libs[m.group(1)] = int(m.group(2))
                continue
            m = r_re.match(line)
            if m:
                reasons.append((m.group(1), m.group(2), int(m.group(3))))
    lib_list = sorted([(code, name) for name, code in libs.items()])
    err_list = []
    seen = {}
    for prefix, reason, code in reasons:
        if prefix in libs and prefix != "ERR":
            key = (libs[prefix], code)
            if key not in seen:
                seen[key] = None
                err_list.append((prefix, reason, libs[prefix], code))
    return lib_list, err_list


# [(lib code, lib name)], [(lib name, reason name, lib code, reason code)]
LIB_NAMES, ERR_NAMES = _read_error_names()

# --- functions ---

SSL_CTX_new = _ext("SSL_CTX_new", [SSL_METHOD], SSL_CTX)
SSL_CTX_free = _ext("SSL_CTX_free", [SSL_CTX], lltype.Void)
TLS_method = _ext("TLS_method", [], SSL_METHOD)
SSL_CTX_set_verify = _ext("SSL_CTX_set_verify", [SSL_CTX, INT, VOIDP],
                          lltype.Void)
SSL_CTX_get_verify_mode = _ext("SSL_CTX_get_verify_mode", [SSL_CTX], INT)
SSL_CTX_set_default_verify_paths = _ext("SSL_CTX_set_default_verify_paths",
                                        [SSL_CTX], INT)
SSL_CTX_set_cipher_list = _ext("SSL_CTX_set_cipher_list",
                               [SSL_CTX, CCHARP], INT)
SSL_CTX_load_verify_locations = _ext("SSL_CTX_load_verify_locations",
                                     [SSL_CTX, CCHARP, CCHARP], INT,
                                     save_err=_ERRNO)
SSL_CTX_use_certificate_chain_file = _ext(
    "SSL_CTX_use_certificate_chain_file", [SSL_CTX, CCHARP], INT,
    save_err=_ERRNO)
SSL_CTX_use_PrivateKey_file = _ext("SSL_CTX_use_PrivateKey_file",
                                   [SSL_CTX, CCHARP, INT], INT,
                                   save_err=_ERRNO)
SSL_CTX_check_private_key = _ext("SSL_CTX_check_private_key", [SSL_CTX],
                                 INT)
SSL_CTX_get_cert_store = _ext("SSL_CTX_get_cert_store", [SSL_CTX],
                              X509_STORE)
X509_STORE_get0_param = _ext("X509_STORE_get0_param", [X509_STORE],
                             X509_VERIFY_PARAM)
X509_VERIFY_PARAM_get_flags = _ext("X509_VERIFY_PARAM_get_flags",
                                   [X509_VERIFY_PARAM], ULONG)
X509_VERIFY_PARAM_set_flags = _ext("X509_VERIFY_PARAM_set_flags",
                                   [X509_VERIFY_PARAM, ULONG], INT)
X509_VERIFY_PARAM_clear_flags = _ext("X509_VERIFY_PARAM_clear_flags",
                                     [X509_VERIFY_PARAM, ULONG], INT)
SSL_new = _ext("SSL_new", [SSL_CTX], SSL)
SSL_free = _ext("SSL_free", [SSL], lltype.Void)
SSL_set_connect_state = _ext("SSL_set_connect_state", [SSL], lltype.Void)
SSL_set_accept_state = _ext("SSL_set_accept_state", [SSL], lltype.Void)
SSL_do_handshake = _ext("SSL_do_handshake", [SSL], INT)
SSL_shutdown = _ext("SSL_shutdown", [SSL], INT)
SSL_get_error = _ext("SSL_get_error", [SSL, INT], INT)
SSL_get_shutdown = _ext("SSL_get_shutdown", [SSL], INT)
SSL_read = _ext("SSL_read", [SSL, CCHARP, INT], INT)
SSL_write = _ext("SSL_write", [SSL, CCHARP, INT], INT)
SSL_pending = _ext("SSL_pending", [SSL], INT)
SSL_get_version = _ext("SSL_get_version", [SSL], CCHARP)
SSL_get_current_cipher = _ext("SSL_get_current_cipher", [SSL], SSL_CIPHER)
SSL_CIPHER_get_name = _ext("SSL_CIPHER_get_name", [SSL_CIPHER], CCHARP)
SSL_CIPHER_get_version = _ext("SSL_CIPHER_get_version", [SSL_CIPHER],
                              CCHARP)
SSL_CIPHER_get_bits = _ext("SSL_CIPHER_get_bits", [SSL_CIPHER, rffi.INTP],
                           INT)
SSL_get_peer_certificate = _ext("SSL_get1_peer_certificate", [SSL], X509)
SSL_get0_alpn_selected = _ext("SSL_get0_alpn_selected",
                              [SSL, rffi.CCHARPP, rffi.UINTP], lltype.Void)
X509_free = _ext("X509_free", [X509], lltype.Void)
i2d_X509 = _ext("i2d_X509", [X509, rffi.CCHARPP], INT)
OPENSSL_free = _ext("lbbv_openssl_free", [VOIDP], lltype.Void)
BIO_s_mem = _ext("BIO_s_mem", [], BIO_METHOD)
BIO_new = _ext("BIO_new", [BIO_METHOD], BIO)
BIO_free = _ext("BIO_free", [BIO], INT)
ERR_clear_error = _ext("ERR_clear_error", [], lltype.Void)
ERR_reason_error_string = _ext("ERR_reason_error_string", [ULONG], CCHARP)
OBJ_txt2obj = _ext("OBJ_txt2obj", [CCHARP, INT], ASN1_OBJECT)
OBJ_nid2obj = _ext("OBJ_nid2obj", [INT], ASN1_OBJECT)
OBJ_obj2nid = _ext("OBJ_obj2nid", [ASN1_OBJECT], INT)
OBJ_nid2sn = _ext("OBJ_nid2sn", [INT], CCHARP)
OBJ_nid2ln = _ext("OBJ_nid2ln", [INT], CCHARP)
OBJ_obj2txt = _ext("OBJ_obj2txt", [CCHARP, INT, ASN1_OBJECT, INT], INT)
ASN1_OBJECT_free = _ext("ASN1_OBJECT_free", [ASN1_OBJECT], lltype.Void)
RAND_status = _ext("RAND_status", [], INT)
RAND_bytes = _ext("RAND_bytes", [rffi.UCHARP, INT], INT)
RAND_add = _ext("RAND_add", [CCHARP, INT, rffi.DOUBLE], lltype.Void)
X509_get_default_cert_file_env = _ext("X509_get_default_cert_file_env", [],
                                      CCHARP)
X509_get_default_cert_file = _ext("X509_get_default_cert_file", [], CCHARP)
X509_get_default_cert_dir_env = _ext("X509_get_default_cert_dir_env", [],
                                     CCHARP)
X509_get_default_cert_dir = _ext("X509_get_default_cert_dir", [], CCHARP)
SSL_set_read_ahead = _ext("SSL_set_read_ahead", [SSL, INT], lltype.Void)
SSL_get_SSL_CTX = _ext("SSL_get_SSL_CTX", [SSL], SSL_CTX)
SSL_set_SSL_CTX = _ext("SSL_set_SSL_CTX", [SSL, SSL_CTX], SSL_CTX)

# --- functions: declared here (absent from ropenssl, or changed in 3.0) ---

TLS_client_method = _ext("TLS_client_method", [], SSL_METHOD)
TLS_server_method = _ext("TLS_server_method", [], SSL_METHOD)
SSL_set_bio = _ext("SSL_set_bio", [SSL, BIO, BIO], lltype.Void)
BIO_read = _ext("BIO_read", [BIO, CCHARP, INT], INT)
BIO_write = _ext("BIO_write", [BIO, CCHARP, INT], INT)
BIO_ctrl_pending = _ext("BIO_ctrl_pending", [BIO], rffi.SIZE_T)
BIO_up_ref = _ext("BIO_up_ref", [BIO], INT)
ERR_get_error = _ext("ERR_get_error", [], ULONG)
ERR_peek_last_error = _ext("ERR_peek_last_error", [], ULONG)
OpenSSL_version_num = _ext("OpenSSL_version_num", [], ULONG)
OpenSSL_version = _ext("OpenSSL_version", [INT], CCHARP)
SSL_CTX_get_security_level = _ext("SSL_CTX_get_security_level", [SSL_CTX],
                                  INT)
SSL_CTX_get_num_tickets = _ext("SSL_CTX_get_num_tickets", [SSL_CTX],
                               rffi.SIZE_T)
SSL_CTX_set_num_tickets = _ext("SSL_CTX_set_num_tickets",
                               [SSL_CTX, rffi.SIZE_T], INT)
SSL_CTX_set_post_handshake_auth = _ext("SSL_CTX_set_post_handshake_auth",
                                       [SSL_CTX, INT], lltype.Void)
X509_VERIFY_PARAM_set_hostflags = _ext(
    "X509_VERIFY_PARAM_set_hostflags",
    [X509_VERIFY_PARAM, rffi.UINT], lltype.Void)
SSL_get_verify_result = _ext("SSL_get_verify_result", [SSL], LONG)
X509_verify_cert_error_string = _ext("X509_verify_cert_error_string",
                                     [LONG], CCHARP)
SSL_is_init_finished = _ext("SSL_is_init_finished", [SSL], INT)
SSL_get0_param = _ext("SSL_get0_param", [SSL], X509_VERIFY_PARAM)
X509_VERIFY_PARAM_set1_host = _ext("X509_VERIFY_PARAM_set1_host",
                                   [X509_VERIFY_PARAM, CCHARP,
                                    rffi.SIZE_T], INT)
X509_VERIFY_PARAM_set1_ip_asc = _ext("X509_VERIFY_PARAM_set1_ip_asc",
                                     [X509_VERIFY_PARAM, CCHARP],
                                     INT)
set_alpn = _ext("lbbv_ssl_set_alpn", [SSL_CTX, CCHARP, INT], VOIDP)
c_free = _ext("lbbv_ssl_free", [VOIDP], lltype.Void)
bio_set_mem_eof_return = _ext("lbbv_bio_set_mem_eof_return", [BIO, LONG],
                              LONG)
bio_eof = _ext("lbbv_bio_eof", [BIO], INT)
ctx_get_options = _ext("lbbv_ssl_ctx_get_options", [SSL_CTX], LONG)
ctx_set_options = _ext("lbbv_ssl_ctx_set_options", [SSL_CTX, LONG], LONG)
ctx_clear_options = _ext("lbbv_ssl_ctx_clear_options", [SSL_CTX, LONG], LONG)
ctx_set_min_proto = _ext("lbbv_ssl_ctx_set_min_proto", [SSL_CTX, INT], INT)
ctx_set_max_proto = _ext("lbbv_ssl_ctx_set_max_proto", [SSL_CTX, INT], INT)
ctx_get_min_proto = _ext("lbbv_ssl_ctx_get_min_proto", [SSL_CTX], INT)
ctx_get_max_proto = _ext("lbbv_ssl_ctx_get_max_proto", [SSL_CTX], INT)
ctx_set_mode = _ext("lbbv_ssl_ctx_set_mode", [SSL_CTX, LONG, LONG],
                    lltype.Void)
set_host_name = _ext("lbbv_ssl_set_host_name", [SSL, CCHARP], INT)
session_reused = _ext("lbbv_ssl_session_reused", [SSL], INT)
err_get_lib = _ext("lbbv_err_get_lib", [ULONG], INT)
err_get_reason = _ext("lbbv_err_get_reason", [ULONG], INT)
