"""Whether this machine has libexpat's headers, decided when lbbv is built
(a constant in the binary): without them pyexpat is left out and its
import fails naming what to install."""

import os


def _has_expat():
    for d in ["/usr/include", "/usr/local/include"]:
        if os.path.exists(d + "/expat.h"):
            return True
    return False


HAVE_EXPAT = _has_expat()


def missing_expat():
    from objspace.exceptions import oefmt, w_ModuleNotFoundError
    raise oefmt(w_ModuleNotFoundError, "No module named 'pyexpat' (lbbv was "
                "built without libexpat's headers: on Debian, apt-get install "
                "libexpat1-dev, then make)")
