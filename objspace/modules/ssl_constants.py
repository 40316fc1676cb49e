"""The numbers `_ssl`'s parts share: CPython's own numbering of protocols,
errors and verify modes (_ssl.c), the default cipher list and options,
and the _ssl.c line numbers CPython's error messages give."""

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
