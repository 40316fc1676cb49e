"""The names CPython's `site` module puts into builtins at start-up:
exit and quit, help, copyright, credits and license, made as site.py's
setquit, setcopyright and sethelper make them, from the standard
library's `_sitebuiltins` (Quitter, _Printer, _Helper), so `exit(3)` in a
script ends it with status 3 and `repr(exit)` is CPython's. lbbv does not
run site itself (its sys.path is made by importing.py). With -S they are
left out, as CPython leaves them; without a standard library too (then
using one is a NameError that names it)."""

from objspace.model import Arguments, OperationError
from objspace.strobject import newstr
from objspace.listobject import newlist
from objspace.attrs import getattr_w
from objspace.exceptions import w_ImportError
from interpreter.runtime import importing
from interpreter.runtime.state import STATE

EOF_HINT = "Ctrl-D (i.e. EOF)"      # (os.sep is '/')
CREDITS = ("    Thanks to CWI, CNRI, BeOpen.com, Zope Corporation and a cast "
           "of thousands\n    for supporting Python development.  See "
           "www.python.org for more information.")
LICENSE = "See https://www.python.org/psf/license/"


def install():
    try:
        w_mod = importing.import_dotted("_sitebuiltins")
    except OperationError as e:
        if e.w_value.gettype().issubtype(w_ImportError):
            return
        raise
    w_builtins = STATE.w_builtins
    w_quitter = getattr_w(w_mod, "Quitter")
    w_printer = getattr_w(w_mod, "_Printer")
    for name in ["quit", "exit"]:
        w_builtins.setitem(name, w_quitter.call(Arguments(
            [newstr(name), newstr(EOF_HINT)])))
    from objspace.modules.mod_sys import copyright_text
    w_builtins.setitem("copyright", w_printer.call(Arguments(
        [newstr("copyright"), newstr(copyright_text())])))
    w_builtins.setitem("credits", w_printer.call(Arguments(
        [newstr("credits"), newstr(CREDITS)])))
    files_w = []
    dirs_w = []
    here = importing.stdlib_dir()
    if here:
        files_w = [newstr("LICENSE.txt"), newstr("LICENSE")]
        dirs_w = [newstr(here + "/.."), newstr(here), newstr(".")]
    w_builtins.setitem("license", w_printer.call(Arguments(
        [newstr("license"), newstr(LICENSE), newlist(files_w),
         newlist(dirs_w)])))
    w_builtins.setitem("help", getattr_w(w_mod, "_Helper").call(
        Arguments([])))
