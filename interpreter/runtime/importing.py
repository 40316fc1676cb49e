"""The import system: `import`, `from ... import`, `__import__`, packages,
relative imports, `sys.modules` and `sys.path`, and `-m`.

It follows CPython's semantics (importlib._bootstrap's _gcd_import and
_handle_fromlist). Finding and loading a module not in sys.modules is
the import protocol of import_hooks.py: the finders of sys.meta_path,
by default a built-in module (objspace/modules) first, then
`NAME/__init__.py` (a package), `NAME.py`, or a directory `NAME` with no
`__init__.py` (a namespace package) in each `sys.path` entry in order; a
submodule is looked for in its parent's `__path__` the same way.

`sys.path` starts as: the script's directory ('' for -c, i.e. the
current directory), the entries of PYTHONPATH, then the standard
library: $LBBV_STDLIB if set, else the CPython Lib directory found when
the interpreter was built (`DEFAULT_STDLIB`, see _find_stdlib)."""

import os

from objspace.model import OperationError
from objspace.moduleobject import W_Module
from objspace.strobject import newstr, W_Str
from objspace.listobject import W_List
from objspace.dictobject import W_Dict
from objspace.noneobject import W_None
from objspace.exceptions import (oefmt, w_ModuleNotFoundError,
                                 w_ImportError, w_ValueError, w_TypeError,
                                 W_BaseException)
from interpreter.runtime.state import STATE


def _find_stdlib():
    """CPython's pure-Python standard library directory, found once when
    this module is imported: at translation time for the binary (so it
    becomes a constant in it), at start-up untranslated. '' if there is
    no python3 or it has no such directory."""
    path = os.environ.get("LBBV_STDLIB_DEFAULT", "")
    if path:
        return path
    import subprocess
    try:
        p = subprocess.Popen(
            ["python3", "-c",
             "import sysconfig; print(sysconfig.get_paths()['stdlib'])"],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        out, _ = p.communicate()
    except OSError:
        return ""
    path = out.strip()
    if p.returncode != 0 or not os.path.isfile(path + "/os.py"):
        return ""
    return path


DEFAULT_STDLIB = _find_stdlib()


def stdlib_dir():
    """The standard library lbbv uses: $LBBV_STDLIB, else the one found at
    build time; '' for none."""
    stdlib = os.environ.get("LBBV_STDLIB")
    if stdlib is None:
        stdlib = DEFAULT_STDLIB
    return stdlib


# --- sys.modules and sys.path ---

def init_import_state(script_dir):
    """A fresh sys.modules and sys.path for a run."""
    STATE.w_modules = W_Dict()
    path_w = [newstr(script_dir)]
    pythonpath = os.environ.get("PYTHONPATH")
    if pythonpath and not STATE.cmd_flags[7]:       # -E, -I
        for entry in pythonpath.split(":"):
            if entry:
                path_w.append(newstr(entry))
    stdlib = stdlib_dir()
    if stdlib:
        path_w.append(newstr(stdlib))
    STATE.w_path = W_List(path_w)
    STATE.initializing = {}


def get_module(name):
    """sys.modules[name], or None."""
    w_mods = STATE.w_modules
    if not isinstance(w_mods, W_Dict):
        raise oefmt(w_ImportError, "sys.modules is not a dict")
    return w_mods.getitem(newstr(name))


def set_module(name, w_mod):
    w_mods = STATE.w_modules
    assert isinstance(w_mods, W_Dict)
    w_mods.setitem(newstr(name), w_mod)


def del_module(name):
    w_mods = STATE.w_modules
    assert isinstance(w_mods, W_Dict)
    w_key = newstr(name)
    if w_mods.getitem(w_key) is not None:
        del w_mods.data[w_key]
        w_mods.n_deleted += 1


def str_list(w_list):
    """The str items of sys.path or a __path__ (others are skipped, as
    CPython's path finder skips non-str entries)."""
    from objspace.sequences import unpack_iterable
    result = []
    for w_item in unpack_iterable(w_list):
        if isinstance(w_item, W_Str):
            result.append(w_item.utf8)
    return result


# --- the import statement ---

def import_name(w_globals, name, w_fromlist, level):
    """What IMPORT_NAME and __import__ return: the top-level package for
    `import a.b`, the module itself when there is a fromlist."""
    if level < 0:
        raise oefmt(w_ValueError, "level must be >= 0")
    if level > 0:
        package = resolve_package(w_globals, level)
        fullname = package + "." + name if name else package
    else:
        if not name:
            raise oefmt(w_ValueError, "Empty module name")
        fullname = name
    w_mod = import_dotted(fullname)
    fromlist = _fromlist(w_fromlist)
    if fromlist is None:
        if level == 0:
            dot = name.find(".")
            if dot < 0:
                return w_mod
            w_top = get_module(name[:dot])
            return w_top if w_top is not None else w_mod
        if not name:
            return w_mod
        # __import__('b.c', level=1) in package p: p.b
        dot = name.find(".")
        if dot < 0:
            return w_mod
        cut = len(fullname) - (len(name) - dot)
        assert cut >= 0
        w_top = get_module(fullname[:cut])
        return w_top if w_top is not None else w_mod
    handle_fromlist(w_mod, fullname, fromlist)
    return w_mod


def _fromlist(w_fromlist):
    """The names of a fromlist, or None when it is empty or None."""
    if w_fromlist is None or w_fromlist is W_None:
        return None
    from objspace.sequences import unpack_iterable
    names = []
    for w_item in unpack_iterable(w_fromlist):
        if not isinstance(w_item, W_Str):
            raise oefmt(w_TypeError, "Item in ``from list'' must be str, "
                        "not %s" % w_item.gettype().name)
        names.append(w_item.utf8)
    if not names:
        return None
    return names


def handle_fromlist(w_mod, fullname, names):
    """`from package import sub`: imports submodules named in the
    fromlist that are not attributes yet (and those of `__all__` for
    '*'); a missing one is left for IMPORT_FROM to report."""
    if not isinstance(w_mod, W_Module) or \
            w_mod.dict_w.get("__path__", None) is None:
        return
    for name in names:
        if name == "*":
            w_all = w_mod.dict_w.get("__all__", None)
            if w_all is not None:
                handle_fromlist(w_mod, fullname,
                                str_list(w_all))
            continue
        if name in w_mod.dict_w:
            continue
        subname = fullname + "." + name
        try:
            import_dotted(subname)
        except OperationError as e:
            if not _is_not_found(e, subname):
                raise


def _is_not_found(e, name):
    """True if e is the ModuleNotFoundError of `name` itself (not of a
    module that `name` imports)."""
    w_exc = e.w_value
    if not isinstance(w_exc, W_BaseException) or \
            not w_exc.gettype().issubtype(w_ModuleNotFoundError):
        return False
    w_name = w_exc.getdictvalue("name")
    return isinstance(w_name, W_Str) and w_name.utf8 == name


def resolve_package(w_globals, level):
    """The package a relative import of `level` dots is relative to."""
    w_package = _global(w_globals, "__package__")
    package = ""
    if isinstance(w_package, W_Str):
        package = w_package.utf8
    elif w_package is not None and w_package is not W_None:
        raise oefmt(w_TypeError, "package must be a string")
    elif _spec_parent(w_globals) is not None:
        w_parent = _spec_parent(w_globals)
        if isinstance(w_parent, W_Str):
            package = w_parent.utf8
    else:
        from objspace.warn import warn
        warn("ImportWarning", "can't resolve package from __spec__ or "
             "__package__, falling back on __name__ and __path__")
        w_name = _global(w_globals, "__name__")
        if isinstance(w_name, W_Str):
            package = w_name.utf8
            if _global(w_globals, "__path__") is None:
                dot = package.rfind(".")
                package = package[:dot] if dot > 0 else ""
    if not package:
        raise oefmt(w_ImportError, "attempted relative import with no known "
                    "parent package")
    for i in range(level - 1):
        dot = package.rfind(".")
        if dot <= 0:
            raise oefmt(w_ImportError, "attempted relative import beyond "
                        "top-level package")
        package = package[:dot]
    return package


def _spec_parent(w_globals):
    """The globals' __spec__.parent, or None when there is no spec."""
    w_spec = _global(w_globals, "__spec__")
    if w_spec is None or w_spec is W_None:
        return None
    from objspace.attrs import getattr_or_none
    return getattr_or_none(w_spec, "parent")


def _global(w_globals, name):
    if isinstance(w_globals, W_Module):
        return w_globals.dict_w.get(name, None)
    if isinstance(w_globals, W_Dict):
        return w_globals.getitem(newstr(name))
    return None


def import_dotted(fullname):
    """sys.modules[fullname], importing it and its parents first."""
    from interpreter.runtime.import_hooks import find_spec, load_spec
    w_mod = get_module(fullname)
    if w_mod is not None:
        if w_mod is W_None:
            raise _not_found("import of %s halted; None in sys.modules"
                             % fullname, fullname)
        return w_mod
    dot = fullname.rfind(".")
    if dot < 0:
        w_spec = find_spec(fullname, None)
        if w_spec is None:
            raise _not_found("No module named '%s'" % fullname, fullname)
        return load_spec(fullname, w_spec)
    assert dot > 0
    parent = fullname[:dot]
    w_parent = import_dotted(parent)
    w_mod = get_module(fullname)     # importing the parent may import it
    if w_mod is not None:
        return w_mod
    from objspace.attrs import getattr_or_none
    w_ppath = getattr_or_none(w_parent, "__path__")
    if w_ppath is None:
        raise _not_found("No module named '%s'; '%s' is not a package"
                         % (fullname, parent), fullname)
    w_spec = find_spec(fullname, w_ppath)
    if w_spec is None:
        raise _not_found("No module named '%s'" % fullname, fullname)
    w_mod = load_spec(fullname, w_spec)
    from objspace.attrs import setattr_w
    setattr_w(w_parent, fullname[dot + 1:], w_mod)
    return w_mod


def _import_error(msg, name, where):
    """ImportError with its `name` and `path` (None for an unknown
    location), as CPython's `from m import name` raises it."""
    from objspace.exceptions import new_exception
    w_exc = new_exception(w_ImportError, msg)
    w_exc.setdictvalue("msg", newstr(msg))
    w_exc.setdictvalue("name", newstr(name))
    w_exc.setdictvalue("path", W_None if where == "unknown location"
                       else newstr(where))
    return OperationError(w_exc)


def _not_found(msg, name):
    from objspace.exceptions import new_exception
    w_exc = new_exception(w_ModuleNotFoundError, msg)
    w_exc.setdictvalue("msg", newstr(msg))
    w_exc.setdictvalue("name", newstr(name))
    return OperationError(w_exc)


# --- finding and loading source modules ---

def is_dir(path):
    import stat
    try:
        st = os.stat(path)
    except OSError:
        return False
    return stat.S_ISDIR(st.st_mode)


def is_file(path):
    import stat
    try:
        st = os.stat(path)
    except OSError:
        return False
    return stat.S_ISREG(st.st_mode)


def _join(directory, name):
    if not directory:
        return name
    if directory.endswith("/"):
        return directory + name
    return directory + "/" + name


def find_source(fullname, path):
    """(file, package dirs) of the module's source: package dirs is None
    for a plain module, [dir] for a package, the portions found for a
    namespace package (file ''); ('', None) if not found."""
    dot = fullname.rfind(".")
    tail = fullname[dot + 1:] if dot >= 0 else fullname
    portions = []
    for entry in path:
        if not entry:                   # '' is the current directory
            entry = os.getcwd()
        base = _join(entry, tail)
        if is_dir(base):
            init = base + "/__init__.py"
            if is_file(init):
                return init, [base]
            portions.append(base)
        if is_file(base + ".py"):
            return base + ".py", None
    if portions:
        return "", portions
    return "", None


def exec_module_file(fullname, filename, w_mod):
    """Runs a module's file in w_mod, which is in sys.modules (marked as
    initialising, for circular imports) while it runs; a failure removes
    it."""
    from interpreter.runtime.module import read_file
    from interpreter.runtime.main import exec_source
    source = read_file(filename)
    if source is None:
        raise oefmt(w_ImportError, "cannot read '%s'" % filename)
    if "__builtins__" not in w_mod.dict_w:
        from interpreter.runtime.module import builtins_module
        # an imported module's __builtins__ is the builtins dict (CPython)
        w_mod.setitem("__builtins__", builtins_module().get_w_dict())
    set_module(fullname, w_mod)
    mark_initializing(fullname)
    try:
        exec_source(source, filename, w_mod)
    except OperationError:
        del_module(fullname)
        unmark_initializing(fullname)
        raise
    unmark_initializing(fullname)


def mark_initializing(fullname):
    """fullname's code is running (`from m import x` of a name not bound
    yet says "partially initialized module")."""
    STATE.initializing[fullname] = True


def unmark_initializing(fullname):
    if fullname in STATE.initializing:
        del STATE.initializing[fullname]


# --- from m import x, from m import * ---

def import_from(w_module, name):
    from objspace import attrs
    from objspace.exceptions import w_AttributeError
    try:
        w_v = attrs.getattr_or_none(w_module, name)
    except OperationError as e:
        # a module's __getattr__ (PEP 562) saying no: ImportError below
        if not e.w_value.gettype().issubtype(w_AttributeError):
            raise
        w_v = None
    if w_v is not None:
        return w_v
    modname = "?"
    where = "unknown location"
    if isinstance(w_module, W_Module):
        w_name = w_module.dict_w.get("__name__", None)
        modname = w_name.utf8 if isinstance(w_name, W_Str) else w_module.name
        # a submodule that its package's code has not bound yet
        w_sub = get_module(modname + "." + name)
        if w_sub is not None:
            return w_sub
        w_file = w_module.dict_w.get("__file__", None)
        if isinstance(w_file, W_Str):
            where = w_file.utf8
        if modname in STATE.initializing:
            raise _import_error("cannot import name '%s' from partially "
                                "initialized module '%s' (most likely due to "
                                "a circular import) (%s)"
                                % (name, modname, where), modname, where)
    raise _import_error("cannot import name '%s' from '%s' (%s)"
                        % (name, modname, where), modname, where)


def import_star_names(w_module):
    """The (name, value) pairs `from m import *` binds: `__all__` if the
    module has one, else every name not starting with '_'."""
    from objspace import attrs
    names = []
    values_w = []
    if not isinstance(w_module, W_Module):
        return _import_star_object(w_module)
    w_all = w_module.dict_w.get("__all__", None)
    if w_all is not None:
        from objspace.sequences import unpack_iterable
        for w_item in unpack_iterable(w_all):
            if not isinstance(w_item, W_Str):
                raise oefmt(w_TypeError, "Item in %s.__all__ must be str, "
                            "not %s" % (w_module.name,
                                        w_item.gettype().name))
            names.append(w_item.utf8)
            values_w.append(attrs.getattr_w(w_module, w_item.utf8))
        return names, values_w
    for key, w_v in w_module.dict_w.items():
        if not key.startswith("_"):
            names.append(key)
            values_w.append(w_v)
    return names, values_w


def _import_star_object(w_obj):
    """`from m import *` where sys.modules['m'] is not a module: the
    names of its __all__, else the public keys of its __dict__, each read
    with getattr (as CPython)."""
    from objspace import attrs
    from objspace.sequences import unpack_iterable
    names = []
    values_w = []
    w_names = attrs.getattr_or_none(w_obj, "__all__")
    public_only = False
    if w_names is None:
        w_names = attrs.getattr_or_none(w_obj, "__dict__")
        if w_names is None:
            raise oefmt(w_ImportError, "from-import-* object has no "
                        "__dict__ and no __all__")
        public_only = True
    for w_item in unpack_iterable(w_names):
        if not isinstance(w_item, W_Str):
            raise oefmt(w_TypeError, "%s in __%s__ must be str, not %s"
                        % ("Key" if public_only else "Item",
                           "dict" if public_only else "all",
                           w_item.gettype().name))
        name = w_item.utf8
        if public_only and name.startswith("_"):
            continue
        names.append(name)
        values_w.append(attrs.getattr_w(w_obj, name))
    return names, values_w


# --- python -m ---

def main_module_spec(name, package):
    """The spec of the module `-m name` runs (runpy's mod_spec: its name is
    the module's, not __main__), found after find_main_module gave
    `package`; None if the finders give none."""
    from interpreter.runtime.import_hooks import find_spec
    if package == name:             # a package's __main__
        fullname = name + ".__main__"
        w_parent = get_module(name)
    else:
        fullname = name
        w_parent = get_module(package) if package else None
    w_path = None
    if isinstance(w_parent, W_Module):
        w_path = w_parent.dict_w.get("__path__", None)
    return find_spec(fullname, w_path)


def find_main_module(name):
    """(filename, package) to run for `-m name`: a module's file, or a
    package's __main__.py. Parent packages are imported first, as
    CPython's runpy does."""
    if not name or name.startswith("."):
        raise oefmt(w_ImportError, "Relative module names not supported")
    dot = name.rfind(".")
    if dot > 0:
        parent = name[:dot]
        w_parent = import_dotted(parent)
        w_ppath = None
        if isinstance(w_parent, W_Module):
            w_ppath = w_parent.dict_w.get("__path__", None)
        if w_ppath is None:
            raise _not_found("Error while finding module specification for "
                             "'%s' (ModuleNotFoundError: __path__ attribute "
                             "not found on '%s' while trying to find '%s')"
                             % (name, parent, name), name)
        path = str_list(w_ppath)
    else:
        parent = ""
        from interpreter.runtime.import_hooks import sys_path
        path = str_list(sys_path())
    filename, pkgdirs = find_source(name, path)
    if pkgdirs is not None:
        import_dotted(name)
        main_file = _join(pkgdirs[0], "__main__.py")
        if not is_file(main_file):
            raise oefmt(w_ImportError, "No module named %s.__main__; '%s' is "
                        "a package and cannot be directly executed"
                        % (name, name))
        return main_file, name
    if not filename:
        raise _not_found("No module named %s" % name, name)
    return filename, parent

