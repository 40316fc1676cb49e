"""Whether this machine has OpenSSL's headers, decided when lbbv is built
(a constant in the binary): without them `_ssl` is left out and its import
fails naming what to install."""

import os


def _has_openssl():
    for d in ["/usr/include", "/usr/local/include"]:
        if os.path.exists(d + "/openssl/ssl.h"):
            return True
    return False


HAVE_OPENSSL = _has_openssl()


def missing_openssl():
    from objspace.exceptions import oefmt, w_ModuleNotFoundError
    raise oefmt(w_ModuleNotFoundError, "No module named '_ssl' (lbbv was "
                "built without OpenSSL's headers: on Debian, apt-get install "
                "libssl-dev, then make)")
