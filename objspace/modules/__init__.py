"""Built-in modules. Each mod_*.py has make() -> W_Module, called on first
import (never at translation time, so module state is per run). The table
names each module's file and maker, imported here before translation, so
one line is the whole registration of a module; a maker defined in this
file (file "") imports its module on first use."""

from objspace.modules import mod_builtins


def _make_zlib():
    # on first use: rpython.rlib.rzlib compiles a probe of libz when
    # imported untranslated
    from objspace.modules import mod_zlib
    return mod_zlib.make()


def _make_pwd():
    # on first use: the struct layouts are probed by compiling C when
    # imported untranslated
    from objspace.modules import mod_userdb
    return mod_userdb.make_pwd()


def _make_grp():
    from objspace.modules import mod_userdb
    return mod_userdb.make_grp()


def _make_pyexpat():
    # on first use: the expat.h probe compiles C when imported untranslated
    from objspace.modules.expat_probe import HAVE_EXPAT, missing_expat
    if not HAVE_EXPAT:
        return missing_expat()
    from objspace.modules import mod_pyexpat
    return mod_pyexpat.make()


def _make_sqlite3():
    # on first use: sqlite_capi's probe of sqlite3.h compiles C when
    # imported untranslated
    from objspace.modules.sqlite_probe import HAVE_SQLITE, missing_sqlite
    if not HAVE_SQLITE:
        return missing_sqlite()
    from objspace.modules import mod_sqlite3
    return mod_sqlite3.make()


def _make_ssl():
    # on first use: ssl_capi's probes of OpenSSL's headers compile C when
    # imported untranslated
    from objspace.modules.ssl_probe import HAVE_OPENSSL, missing_openssl
    if not HAVE_OPENSSL:
        return missing_openssl()
    from objspace.modules import mod_ssl
    return mod_ssl.make()


def _make_posix():
    # imported on first use: rpython.rlib.rposix takes seconds to import
    # when running untranslated, which every start would pay otherwise
    from objspace.modules import mod_posix
    return mod_posix.make()


# (name, file in objspace/modules/, maker)
_TABLE = [
    ("math", "mod_math", "make"),
    ("sys", "mod_sys", "make"),
    ("time", "mod_time", "make"),
    ("importlib", "mod_importlib", "make"),
    ("importlib.machinery", "mod_importlib_machinery", "make_machinery"),
    ("importlib.util", "mod_importlib_machinery", "make_util"),
    ("importlib._bootstrap_external", "mod_importlib_machinery", "make_bootstrap_external"),
    ("itertools", "mod_itertools", "make"),
    ("_collections", "mod_collections", "make"),
    ("cmath", "mod_cmath", "make"),
    ("_string", "mod_string", "make"),
    ("errno", "mod_errno", "make"),
    ("atexit", "mod_atexit", "make"),
    ("gc", "mod_gc", "make"),
    ("_thread", "mod_thread", "make"),
    ("_weakref", "mod_weakref", "make"),
    ("_ast", "mod_ast", "make"),
    ("_signal", "mod_signal", "make"),
    ("select", "mod_select", "make"),
    ("_socket", "mod_socket", "make"),
    ("_posixsubprocess", "mod_posixsubprocess", "make"),
    ("_random", "mod_random", "make"),
    ("_struct", "mod_struct", "make"),
    ("binascii", "mod_binascii", "make"),
    ("zlib", "", "_make_zlib"),
    ("pyexpat", "", "_make_pyexpat"),
    ("_sqlite3", "", "_make_sqlite3"),
    ("_ssl", "", "_make_ssl"),
    ("_csv", "mod_csv", "make"),
    ("_json", "mod_json", "make"),
    ("unicodedata", "mod_unicodedata", "make"),
    ("marshal", "mod_marshal", "make"),
    ("pwd", "", "_make_pwd"),
    ("grp", "", "_make_grp"),
    ("_md5", "mod_hashes", "make_md5"),
    ("_sha1", "mod_hashes", "make_sha1"),
    ("_sha256", "mod_hashes", "make_sha256"),
    ("_sha512", "mod_hashes", "make_sha512"),
    ("_sha3", "mod_hashes", "make_sha3"),
    ("_blake2", "mod_hashes", "make_blake2"),
    ("_contextvars", "mod_contextvars", "make"),
    ("array", "mod_array", "make"),
    ("_operator", "mod_operator", "make"),
    ("_io", "mod_io", "make"),
    ("_codecs", "mod_codecs", "make"),
    ("_sre", "mod_sre", "make"),
    ("_imp", "mod_imp", "make"),
    ("_abc", "mod_abc", "make"),
    ("posix", "", "_make_posix"),
    ("_bisect", "mod_bisect", "make"),
    ("_heapq", "mod_heapq", "make"),
    ("_functools", "mod_functools", "make"),
    ("_pickle", "mod_pickle", "make"),
]


def _maker(mod_file, fn):
    if not mod_file:
        return globals()[fn]
    module = __import__("objspace.modules." + mod_file, None, None, [fn])
    return getattr(module, fn)


_MODULES = [(name, _maker(mod_file, fn)) for name, mod_file, fn in _TABLE]


def builtin_module_names():
    names = ["builtins"]
    for mod_name, maker in _MODULES:
        names.append(mod_name)
    return names


def make_builtin_module(name):
    """The built-in module `name`, or None if there is none."""
    if name == "builtins":
        return _own_functions(mod_builtins.make())
    for mod_name, maker in _MODULES:
        if mod_name == name:
            return _own_functions(maker())
    return None


def _own_functions(w_mod):
    """A module's own built-in functions get its name as __module__ (done
    once here, not on every store into a module)."""
    from objspace.funcobject import W_BuiltinFunction
    for w_value in w_mod.dict_w.values():
        if isinstance(w_value, W_BuiltinFunction) and not w_value.binds \
                and w_value.module is None:
            w_value.module = w_mod.name
    return w_mod
