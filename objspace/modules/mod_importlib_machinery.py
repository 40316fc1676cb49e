"""`importlib.machinery` and `importlib.util` over lbbv's built-in import
system (interpreter/runtime/importing.py), for the standard library's
users of them (inspect, pkgutil, runpy-style loading of a file by path).

lbbv loads Python source only: no bytecode cache (sys.implementation.
cache_tag is None, so cache_from_source raises NotImplementedError as
CPython's does then) and no extension modules (EXTENSION_SUFFIXES is
empty). ModuleSpec, SourceFileLoader, BuiltinImporter, PathFinder and
FileFinder are the import system's own (import_finders.py); the other
loader classes exist for isinstance checks and registrations, and
making one raises an error naming them."""

from objspace.model import Arguments
from objspace.moduleobject import W_Module
from objspace.funcobject import W_BuiltinFunction, builtin_function
from objspace.typeobject import w_object_type, w_type_type
from objspace.dictobject import newdict
from objspace.strobject import W_Str, newstr
from objspace.listobject import W_List
from objspace.bytesobject import W_Bytes
from objspace.noneobject import W_None
from objspace.intobject import newbool
from objspace.exceptions import (raise_type_error, raise_value_error, oefmt,
                                 w_NotImplementedError)
from objspace.argcheck import check_args
from objspace.attrs import getattr_or_none, setattr_w
from objspace import operations as ops

SOURCE_SUFFIXES = [".py"]
BYTECODE_SUFFIXES = [".pyc"]
MAGIC_NUMBER = "\xa7\r\r\n"         # CPython 3.11's .pyc magic

UNSUPPORTED = ["FrozenImporter", "SourcelessFileLoader",
               "ExtensionFileLoader", "NamespaceLoader",
               "WindowsRegistryFinder"]


def _str_list(items):
    return W_List([newstr(s) for s in items])


def _new_class(name, entries):
    from objspace.metaclass import new_class
    w_ns = newdict()
    w_ns.setitem(newstr("__module__"), newstr("importlib.machinery"))
    for key, w_value in entries:
        w_ns.setitem(newstr(key), w_value)
    return new_class(w_type_type, name, [w_object_type], w_ns, Arguments([]))


def unsupported_init(args):
    raise oefmt(w_NotImplementedError, "lbbv: importlib.machinery.%s is "
                "not supported (lbbv's import system is built in)"
                % args.args_w[0].gettype().name)


def all_suffixes(args):
    check_args(args, "all_suffixes", 0, 0)
    return _str_list(SOURCE_SUFFIXES + BYTECODE_SUFFIXES)


def make_machinery():
    w_mod = W_Module("importlib.machinery")
    w_mod.setitem("SOURCE_SUFFIXES", _str_list(SOURCE_SUFFIXES))
    w_mod.setitem("BYTECODE_SUFFIXES", _str_list(BYTECODE_SUFFIXES))
    w_mod.setitem("DEBUG_BYTECODE_SUFFIXES", _str_list(BYTECODE_SUFFIXES))
    w_mod.setitem("OPTIMIZED_BYTECODE_SUFFIXES",
                  _str_list(BYTECODE_SUFFIXES))
    w_mod.setitem("EXTENSION_SUFFIXES", W_List([]))
    w_mod.setitem("all_suffixes",
                  builtin_function("all_suffixes", all_suffixes))
    from objspace.modules.import_finders import FINDERS
    finders = FINDERS.get()
    w_mod.setitem("ModuleSpec", finders.w_spec_type)
    w_mod.setitem("SourceFileLoader", finders.w_source_loader)
    w_mod.setitem("BuiltinImporter", finders.w_builtin_importer)
    w_mod.setitem("PathFinder", finders.w_path_finder)
    w_mod.setitem("FileFinder", finders.w_file_finder)
    for name in UNSUPPORTED:
        w_mod.setitem(name, _new_class(name, [
            ("__init__", W_BuiltinFunction("__init__", unsupported_init))]))
    return w_mod


# --- importlib.util ---

def _new_spec(name, w_loader, w_origin, is_package):
    from objspace.modules.import_finders import FINDERS
    return FINDERS.get().new_spec(name, w_loader, w_origin, is_package)


def resolve_name_str(name, package):
    if not name.startswith("."):
        return name
    if not package:
        from objspace.exceptions import w_ImportError
        raise oefmt(w_ImportError, "no package specified for '%s' "
                    "(required for relative module names)" % name)
    level = 0
    while level < len(name) and name[level] == ".":
        level += 1
    bits = package.split(".")
    if len(bits) < level:
        from objspace.exceptions import w_ImportError
        raise oefmt(w_ImportError, "attempted relative import beyond "
                    "top-level package")
    keep = len(bits) - level + 1
    assert keep >= 0
    base = ".".join(bits[:keep])
    rest = name[level:]
    return base + "." + rest if rest else base


def _str_arg(w_x, what):
    if not isinstance(w_x, W_Str):
        raise_type_error("%s must be str, not %s"
                         % (what, w_x.gettype().name))
        raise AssertionError
    return w_x.utf8


def util_resolve_name(args):
    args_w = check_args(args, "resolve_name", 2, 2)
    package = ""
    if args_w[1] is not W_None:
        package = _str_arg(args_w[1], "package")
    return newstr(resolve_name_str(_str_arg(args_w[0], "name"), package))


def util_find_spec(args):
    """The spec of a module: sys.modules' module's __spec__, else one made
    for what lbbv's import system would load (None: not found). The
    parent package is imported first, as CPython does."""
    from interpreter.runtime import importing
    from interpreter.runtime.import_hooks import find_spec
    w_package = args.get_kw("package")
    args_w = check_args(args, "find_spec", 1, 2)
    if len(args_w) == 2:
        w_package = args_w[1]
    package = ""
    if w_package is not None and w_package is not W_None:
        package = _str_arg(w_package, "package")
    fullname = resolve_name_str(_str_arg(args_w[0], "name"), package)
    w_mod = importing.get_module(fullname)
    if w_mod is not None:
        w_spec = getattr_or_none(w_mod, "__spec__")
        if w_spec is None or w_spec is W_None:
            raise_value_error("%s.__spec__ is None" % fullname)
        return w_spec
    w_ppath = None
    dot = fullname.rfind(".")
    if dot > 0:
        w_parent = importing.import_dotted(fullname[:dot])
        w_ppath = getattr_or_none(w_parent, "__path__")
        if w_ppath is None:
            from objspace.exceptions import w_ModuleNotFoundError
            raise oefmt(w_ModuleNotFoundError, "__path__ attribute not found "
                        "on '%s' while trying to find '%s'"
                        % (fullname[:dot], fullname))
    w_spec = find_spec(fullname, w_ppath)
    return W_None if w_spec is None else w_spec


def util_spec_from_file_location(args):
    w_loader = args.get_kw("loader")
    w_locations = args.get_kw("submodule_search_locations")
    args_w = check_args(args, "spec_from_file_location", 1, 2)
    name = _str_arg(args_w[0], "name")
    if len(args_w) < 2:
        return W_None
    location = _str_arg(args_w[1], "location")
    if w_loader is None or w_loader is W_None:
        from objspace.modules.import_finders import FINDERS
        w_loader = FINDERS.get().w_source_loader.call(
            Arguments([newstr(name), newstr(location)]))
    w_spec = _new_spec(name, w_loader, newstr(location), False)
    if w_locations is not None and w_locations is not W_None:
        setattr_w(w_spec, "submodule_search_locations", w_locations)
    setattr_w(w_spec, "has_location", newbool(True))
    return w_spec


def util_module_from_spec(args):
    w_spec = check_args(args, "module_from_spec", 1, 1)[0]
    return module_from_spec(w_spec)


def module_from_spec(w_spec):
    w_name = getattr_or_none(w_spec, "name")
    name = _str_arg(w_name if w_name is not None else W_None, "spec.name")
    w_mod = W_Module(name)
    w_mod.setitem("__spec__", w_spec)
    w_loader = getattr_or_none(w_spec, "loader")
    w_mod.setitem("__loader__", w_loader if w_loader is not None else W_None)
    w_parent = getattr_or_none(w_spec, "parent")
    w_mod.setitem("__package__",
                  w_parent if w_parent is not None else W_None)
    w_locations = getattr_or_none(w_spec, "submodule_search_locations")
    if w_locations is not None and w_locations is not W_None:
        w_mod.setitem("__path__", w_locations)
    w_origin = getattr_or_none(w_spec, "origin")
    w_has = getattr_or_none(w_spec, "has_location")
    if w_origin is not None and w_has is not None and ops.is_true(w_has):
        w_mod.setitem("__file__", w_origin)
    return w_mod


def util_spec_from_loader(args):
    """spec_from_loader(name, loader, *, origin=None, is_package=None), as
    importlib's: the origin from loader._ORIGIN, a file location from
    loader.get_filename(name), is_package from loader.is_package(name)."""
    from objspace.exceptions import w_ImportError, exception_matches
    from objspace.model import OperationError
    w_origin = args.get_kw("origin")
    w_is_pkg = args.get_kw("is_package")
    args_w = check_args(args, "spec_from_loader", 2, 2)
    name = _str_arg(args_w[0], "name")
    w_loader = args_w[1]
    if w_origin is None or w_origin is W_None:
        w_origin = getattr_or_none(w_loader, "_ORIGIN")
        if w_origin is None:
            w_origin = W_None
    if not ops.is_true(w_origin):
        w_getfn = getattr_or_none(w_loader, "get_filename")
        if w_getfn is not None:
            try:
                w_location = w_getfn.call(Arguments([args_w[0]]))
            except OperationError as e:
                if not exception_matches(e.w_value.gettype(), w_ImportError):
                    raise
                return W_None
            w_locations = W_None
            if w_is_pkg is not None and ops.is_true(w_is_pkg):
                w_locations = W_List([])
            return util_spec_from_file_location(Arguments(
                [args_w[0], w_location],
                ["loader", "submodule_search_locations"],
                [w_loader, w_locations]))
    if w_is_pkg is None or w_is_pkg is W_None:
        w_ispkg_fn = getattr_or_none(w_loader, "is_package")
        is_package = False
        if w_ispkg_fn is not None:
            try:
                is_package = ops.is_true(w_ispkg_fn.call(
                    Arguments([args_w[0]])))
            except OperationError as e:
                if not exception_matches(e.w_value.gettype(), w_ImportError):
                    raise
    else:
        is_package = ops.is_true(w_is_pkg)
    return _new_spec(name, w_loader, w_origin, is_package)


def util_cache_from_source(args):
    raise oefmt(w_NotImplementedError, "sys.implementation.cache_tag is None")


def make_util():
    w_mod = W_Module("importlib.util")
    w_mod.setitem("MAGIC_NUMBER", W_Bytes(MAGIC_NUMBER))
    for name, fn in [("find_spec", util_find_spec),
                     ("resolve_name", util_resolve_name),
                     ("spec_from_file_location",
                      util_spec_from_file_location),
                     ("module_from_spec", util_module_from_spec),
                     ("spec_from_loader", util_spec_from_loader),
                     ("cache_from_source", util_cache_from_source),
                     ("source_from_cache", util_cache_from_source)]:
        w_mod.setitem(name, builtin_function(name, fn))
    return w_mod


def no_pyc(args):
    raise oefmt(w_NotImplementedError,
                "lbbv neither reads nor writes .pyc files")


def make_bootstrap_external():
    """importlib._bootstrap_external: py_compile (which test.support's
    script_helper imports) imports it; what it writes is .pyc files,
    which lbbv has not."""
    w_mod = W_Module("importlib._bootstrap_external")
    w_mod.setitem("MAGIC_NUMBER", W_Bytes(MAGIC_NUMBER))
    w_mod.setitem("SOURCE_SUFFIXES", _str_list(SOURCE_SUFFIXES))
    w_mod.setitem("BYTECODE_SUFFIXES", _str_list(BYTECODE_SUFFIXES))
    w_mod.setitem("EXTENSION_SUFFIXES", W_List([]))
    for name, fn in [("cache_from_source", util_cache_from_source),
                     ("source_from_cache", util_cache_from_source),
                     ("_code_to_timestamp_pyc", no_pyc),
                     ("_code_to_hash_pyc", no_pyc),
                     ("_calc_mode", no_pyc),
                     ("_write_atomic", no_pyc)]:
        w_mod.setitem(name, builtin_function(name, fn))
    return w_mod
