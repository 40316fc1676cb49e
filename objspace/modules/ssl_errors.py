"""`_ssl`'s exception classes (SSLError and its subclasses, with `library`,
`reason` and CPython's message form), the SSLError made from OpenSSL's
error queue or from SSL_get_error's answer to a call, and the
NotImplementedError for what lbbv's `_ssl` leaves out."""

from rpython.rtyper.lltypesystem import lltype, rffi

from objspace.model import Arguments, OperationError
from objspace.typeobject import W_TypeObject, LAYOUT_EXCEPTION
from objspace.funcobject import W_BuiltinFunction
from objspace.strobject import W_Str, newstr
from objspace.intobject import newint
from objspace.noneobject import W_None
from objspace.exceptions import TYPES, raise_type_error, oefmt
from objspace.modules import ssl_capi as capi
from objspace.modules.ssl_constants import (
    PY_SSL_ERROR_SSL, PY_SSL_ERROR_WANT_READ, PY_SSL_ERROR_WANT_WRITE,
    PY_SSL_ERROR_WANT_X509_LOOKUP, PY_SSL_ERROR_SYSCALL,
    PY_SSL_ERROR_ZERO_RETURN, PY_SSL_ERROR_WANT_CONNECT, PY_SSL_ERROR_EOF,
    PY_SSL_ERROR_INVALID_ERROR_CODE)


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
