"""The import protocol (PEP 302 and PEP 451) around lbbv's built-in
search: sys.meta_path, sys.path_hooks, sys.path_importer_cache, specs
and loaders.

Every import that sys.modules does not answer asks the finders of
`sys.meta_path` in order, as CPython's importlib._bootstrap._find_spec
does. It starts as [BuiltinImporter, PathFinder] (importlib.machinery's
classes, objspace/modules/import_finders.py); those two are recognised
here and run directly in RPython, any other finder is called with
find_spec(fullname, path, None). PathFinder goes over the path entries
(sys.path, or a package's __path__); each entry's finder comes from
sys.path_importer_cache, filled by calling the hooks of sys.path_hooks
(the default hook makes a FileFinder for a directory, as CPython's). A
FileFinder looks for NAME/__init__.py, NAME.py and a namespace portion
NAME/ (its loaders: SourceFileLoader for .py unless others were given).

A spec is loaded as importlib._bootstrap._load_unlocked does: the
loader's create_module(spec) (None: a plain module), the module's
attributes from the spec (__name__, __loader__, __package__, __spec__,
__path__, __file__), the module in sys.modules, then
loader.exec_module(module); a failure takes it out of sys.modules
again. An exact SourceFileLoader, BuiltinImporter or a namespace spec
is loaded without calling Python-level methods.

The legacy protocols (find_module(), find_loader(), load_module())
that CPython 3.11 still falls back to are followed as CPython does,
without its ImportWarning (ignored by the default filters anyway). Not
supported: .pyc files and extension modules."""

import os

from objspace.model import Arguments, OperationError
from objspace.moduleobject import W_Module
from objspace.strobject import W_Str, newstr
from objspace.listobject import W_List
from objspace.dictobject import W_Dict
from objspace.noneobject import W_None
from objspace.exceptions import oefmt, w_ImportError
from objspace.attrs import getattr_or_none, setattr_w
from objspace.sequences import unpack_iterable
from objspace import operations as ops
from objspace.containers import setitem_w, delitem_w
from objspace.modules.import_finders import is_none as _is_none


def sys_value(name):
    """sys.NAME as the program left it, or None (deleted). sys is made
    (and put in sys.modules) first if nothing has imported it yet."""
    from objspace.modules.mod_sys import SYSREF
    w_sys = SYSREF.w_sys
    if w_sys is None:
        from interpreter.runtime import importing
        from objspace.modules import make_builtin_module
        from objspace.modules.import_finders import FINDERS
        w_sys = make_builtin_module("sys")
        assert isinstance(w_sys, W_Module)
        importing.set_module("sys", w_sys)
        finders = FINDERS.get()
        init_module_attrs(w_sys, finders.builtin_spec("sys"),
                          finders.w_builtin_importer)
    assert isinstance(w_sys, W_Module)
    return w_sys.dict_w.get(name, None)


def sys_path():
    from interpreter.runtime.state import STATE
    w_path = sys_value("path")
    return STATE.w_path if w_path is None else w_path


# --- sys.meta_path ---

def find_spec(fullname, w_path):
    """The spec the finders of sys.meta_path give for fullname (w_path:
    the parent package's __path__, None for a top-level name), or None."""
    from objspace.modules.import_finders import FINDERS
    w_meta = sys_value("meta_path")
    if _is_none(w_meta):
        raise oefmt(w_ImportError, "sys.meta_path is None, Python is likely "
                    "shutting down")
    finders = FINDERS.get()
    for w_finder in unpack_iterable(w_meta):    # a copy: finders may edit it
        if w_finder is finders.w_builtin_importer:
            w_spec = finders.builtin_spec(fullname)
        elif w_finder is finders.w_path_finder:
            w_spec = path_find_spec(fullname, w_path)
        else:
            w_arg_path = W_None if w_path is None else w_path
            w_meth = getattr_or_none(w_finder, "find_spec")
            if w_meth is None:
                w_spec = _legacy_spec(w_finder, fullname, w_arg_path)
            else:
                w_spec = w_meth.call(Arguments([newstr(fullname), w_arg_path,
                                                W_None]))
        if not _is_none(w_spec):
            return w_spec
    return None


def _legacy_spec(w_finder, fullname, w_path):
    """A finder without find_spec(): CPython 3.11 still asks its
    find_loader() (path entry finders) or find_module() (with an
    ImportWarning, which the default filters ignore: lbbv gives none)."""
    from objspace.modules.import_finders import FINDERS
    finders = FINDERS.get()
    w_portions = None
    w_find_loader = None
    if w_path is None:
        w_find_loader = getattr_or_none(w_finder, "find_loader")
    if w_find_loader is not None:
        from objspace.sequences import unpack_iterable
        pair_w = unpack_iterable(w_find_loader.call(
            Arguments([newstr(fullname)])))
        if len(pair_w) != 2:
            raise oefmt(w_ImportError, "find_loader() must return a "
                        "(loader, portions) pair")
        w_loader, w_portions = pair_w[0], pair_w[1]
    else:
        w_find_module = getattr_or_none(w_finder, "find_module")
        if w_find_module is None:
            raise oefmt(w_ImportError, "lbbv: the finder %s has neither "
                        "find_spec() nor find_module()" % _describe(w_finder))
        args_w = [newstr(fullname)]
        if w_path is not None:
            args_w.append(w_path)
        w_loader = w_find_module.call(Arguments(args_w))
    if not _is_none(w_loader):
        return finders.new_spec(fullname, w_loader, W_None, False)
    if w_portions is None:
        return None
    w_spec = finders.new_spec(fullname, W_None, W_None, False)
    setattr_w(w_spec, "submodule_search_locations", w_portions)
    return w_spec


def _describe(w_obj):
    from objspace.reprs import repr_w
    return repr_w(w_obj)


# --- PathFinder ---

def path_find_spec(fullname, w_path):
    """PathFinder.find_spec: the first path entry whose finder has a spec
    with a loader; else a namespace package of every portion found."""
    from objspace.modules.import_finders import FINDERS, filefinder_find_spec
    if w_path is None:
        w_path = sys_path()
    finders = FINDERS.get()
    portions_w = []
    for w_entry in unpack_iterable(w_path):
        if not isinstance(w_entry, W_Str):
            continue
        w_finder = path_entry_finder(w_entry.utf8)
        if _is_none(w_finder):
            continue
        if w_finder.gettype() is finders.w_file_finder:
            w_spec = filefinder_find_spec(w_finder, fullname)
        else:
            w_meth = getattr_or_none(w_finder, "find_spec")
            if w_meth is None:
                w_spec = _legacy_spec(w_finder, fullname, None)
            else:
                w_spec = w_meth.call(Arguments([newstr(fullname)]))
        if _is_none(w_spec):
            continue
        if not _is_none(getattr_or_none(w_spec, "loader")):
            return w_spec
        w_portions = getattr_or_none(w_spec, "submodule_search_locations")
        if _is_none(w_portions):
            raise oefmt(w_ImportError, "spec missing loader")
        for w_p in unpack_iterable(w_portions):
            portions_w.append(w_p)
    if not portions_w:
        return None
    w_spec = finders.new_spec(fullname, W_None, W_None, False)
    setattr_w(w_spec, "submodule_search_locations", W_List(portions_w))
    return w_spec


def path_entry_finder(entry):
    """sys.path_importer_cache[entry], asking sys.path_hooks (and caching
    the answer, None included) when it is not there yet."""
    if not entry:
        try:
            entry = os.getcwd()
        except OSError:
            return None
    w_key = newstr(entry)
    w_cache = sys_value("path_importer_cache")
    if isinstance(w_cache, W_Dict):
        w_finder = w_cache.getitem(w_key)
        if w_finder is not None:
            return w_finder
    w_finder = W_None
    w_hooks = sys_value("path_hooks")
    if not _is_none(w_hooks):
        for w_hook in unpack_iterable(w_hooks):
            try:
                w_finder = w_hook.call(Arguments([w_key]))
                break
            except OperationError as e:
                if not e.w_value.gettype().issubtype(w_ImportError):
                    raise
    if w_cache is not None and not _is_none(w_cache):
        setitem_w(w_cache, w_key, w_finder)
    return w_finder


def invalidate_path_caches():
    """PathFinder.invalidate_caches: drops the cache's None and relative
    entries and asks the other finders to invalidate theirs."""
    w_cache = sys_value("path_importer_cache")
    if not isinstance(w_cache, W_Dict):
        return
    for w_key in unpack_iterable(w_cache):     # the keys, copied
        w_finder = w_cache.getitem(w_key)
        if w_finder is None:
            continue
        if _is_none(w_finder) or not (isinstance(w_key, W_Str) and
                                      w_key.utf8.startswith("/")):
            delitem_w(w_cache, w_key)
            continue
        _call_invalidate(w_finder)


def invalidate_caches():
    """importlib.invalidate_caches(): every meta path finder's
    invalidate_caches()."""
    from objspace.modules.import_finders import FINDERS
    finders = FINDERS.get()
    w_meta = sys_value("meta_path")
    if _is_none(w_meta):
        return
    for w_finder in unpack_iterable(w_meta):
        if w_finder is finders.w_path_finder:
            invalidate_path_caches()
        elif w_finder is not finders.w_builtin_importer:
            _call_invalidate(w_finder)


def _call_invalidate(w_finder):
    w_meth = getattr_or_none(w_finder, "invalidate_caches")
    if w_meth is not None:
        w_meth.call(Arguments([]))


# --- loading a spec ---

def load_spec(fullname, w_spec):
    """The module for w_spec, executed and in sys.modules (what
    sys.modules holds afterwards is the result, as in CPython)."""
    from interpreter.runtime import importing
    from objspace.modules.import_finders import FINDERS
    finders = FINDERS.get()
    w_loader = getattr_or_none(w_spec, "loader")
    if _is_none(w_loader):                      # a namespace package
        w_locations = getattr_or_none(w_spec, "submodule_search_locations")
        if _is_none(w_locations):
            raise oefmt(w_ImportError, "missing loader")
        w_mod = W_Module(fullname)
        init_module_attrs(w_mod, w_spec, W_None)
        w_mod.setitem("__file__", W_None)
        importing.set_module(fullname, w_mod)
        return w_mod
    if w_loader is finders.w_builtin_importer:
        from objspace.modules import make_builtin_module
        w_mod = make_builtin_module(fullname)
        if w_mod is None:
            raise oefmt(w_ImportError, "no built-in module named %s"
                        % fullname)
        init_module_attrs(w_mod, w_spec, w_loader)
        importing.set_module(fullname, w_mod)
        return w_mod
    if w_loader.gettype() is finders.w_source_loader:
        w_file = getattr_or_none(w_loader, "path")
        if isinstance(w_file, W_Str):
            w_mod = W_Module(fullname)
            if fullname.find(".") < 0:
                # the name of `import x` is CPython's interned constant
                from objspace.strobject import interned
                w_mod.setitem("__name__", interned(fullname))
            init_module_attrs(w_mod, w_spec, w_loader)
            importing.exec_module_file(fullname, w_file.utf8, w_mod)
            return _result(fullname)
    return _load_with(fullname, w_spec, w_loader)


def _load_with(fullname, w_spec, w_loader):
    """PEP 451 through the loader's Python-level methods."""
    from interpreter.runtime import importing
    w_exec = getattr_or_none(w_loader, "exec_module")
    if w_exec is None:
        return _load_legacy(fullname, w_spec, w_loader)
    w_create = getattr_or_none(w_loader, "create_module")
    if w_create is None:
        raise oefmt(w_ImportError, "loaders that define exec_module() must "
                    "also define create_module()")
    w_mod = w_create.call(Arguments([w_spec]))
    if _is_none(w_mod):
        w_mod = W_Module(fullname)
    init_module_attrs(w_mod, w_spec, w_loader)
    importing.set_module(fullname, w_mod)
    importing.mark_initializing(fullname)
    try:
        w_exec.call(Arguments([w_mod]))
    except OperationError:
        importing.del_module(fullname)
        importing.unmark_initializing(fullname)
        raise
    importing.unmark_initializing(fullname)
    return _result(fullname)


def _load_legacy(fullname, w_spec, w_loader):
    """A loader without exec_module(): its load_module(fullname) puts the
    module in sys.modules (importlib._bootstrap._load_backward_compatible)."""
    w_load = getattr_or_none(w_loader, "load_module")
    if w_load is None:
        raise oefmt(w_ImportError, "lbbv: the loader %s has neither "
                    "exec_module() nor load_module()" % _describe(w_loader))
    w_load.call(Arguments([newstr(fullname)]))
    w_mod = _result(fullname)
    if _is_none(getattr_or_none(w_mod, "__loader__")):
        setattr_w(w_mod, "__loader__", w_loader)
    if _is_none(getattr_or_none(w_mod, "__spec__")):
        setattr_w(w_mod, "__spec__", w_spec)
    return w_mod


def _result(fullname):
    from interpreter.runtime import importing
    w_res = importing.get_module(fullname)
    if w_res is None:
        raise oefmt(w_ImportError, "Loaded module %s not found in "
                    "sys.modules" % fullname)
    return w_res


def init_module_attrs(w_mod, w_spec, w_loader):
    """importlib._bootstrap._init_module_attrs (override=False): what a
    module learns from its spec."""
    if _is_none(getattr_or_none(w_mod, "__name__")):
        setattr_w(w_mod, "__name__", getattr_or_none(w_spec, "name"))
    if _is_none(getattr_or_none(w_mod, "__loader__")):
        setattr_w(w_mod, "__loader__", w_loader)
    if _is_none(getattr_or_none(w_mod, "__package__")):
        w_parent = getattr_or_none(w_spec, "parent")
        setattr_w(w_mod, "__package__", W_None if w_parent is None
                  else w_parent)
    setattr_w(w_mod, "__spec__", w_spec)
    w_locations = getattr_or_none(w_spec, "submodule_search_locations")
    if not _is_none(w_locations):
        setattr_w(w_mod, "__path__", w_locations)
    w_has = getattr_or_none(w_spec, "has_location")
    if w_has is not None and ops.is_true(w_has):
        w_origin = getattr_or_none(w_spec, "origin")
        if w_origin is not None:
            setattr_w(w_mod, "__file__", w_origin)
