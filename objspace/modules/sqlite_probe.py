"""Whether this machine has sqlite3's headers, decided when lbbv is built
(a constant in the binary): without them `_sqlite3` is left out and its
import fails naming what to install."""

import os


def _has_sqlite():
    for d in ["/usr/include", "/usr/local/include"]:
        if os.path.exists(d + "/sqlite3.h"):
            return True
    return False


HAVE_SQLITE = _has_sqlite()


def missing_sqlite():
    from objspace.exceptions import oefmt, w_ModuleNotFoundError
    raise oefmt(w_ModuleNotFoundError, "No module named '_sqlite3' (lbbv was "
                "built without sqlite3's headers: on Debian, apt-get install "
                "libsqlite3-dev, then make)")
