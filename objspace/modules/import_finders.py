"""The classes of the import protocol that importlib.machinery exports
and sys.meta_path / sys.path_hooks hold: ModuleSpec, SourceFileLoader,
BuiltinImporter, PathFinder and FileFinder (interpreter/runtime/
import_hooks.py is the protocol that uses them).

They are made once per process (FINDERS.get()), so that the import
system can tell the default finders and loaders by identity and run
them directly. Differences from CPython: FileFinder(path) with no
loader details loads .py files with SourceFileLoader (CPython's finds
only namespace portions then); the default hook's FileFinder reads the
directory on each search (CPython caches its listing until the
directory's mtime changes: lbbv finds a module written a moment ago)."""

import os

from objspace.model import Arguments
from objspace.funcobject import (W_BuiltinFunction, W_BoundMethod,
                                 W_ClassMethod, W_StaticMethod, W_Property)
from objspace.typeobject import w_object_type, w_type_type
from objspace.dictobject import newdict
from objspace.strobject import W_Str, newstr
from objspace.listobject import W_List
from objspace.tupleobject import W_Tuple, newtuple
from objspace.noneobject import W_None
from objspace.intobject import newbool
from objspace.exceptions import raise_type_error, oefmt, w_ImportError
from objspace.argcheck import check_args
from objspace.attrs import getattr_or_none, setattr_w
from objspace.sequences import unpack_iterable
from objspace import operations as ops

SOURCE_SUFFIX = ".py"


def _method(name, fn):
    return W_BuiltinFunction(name, fn)


def _new_class(name, entries):
    from objspace.metaclass import new_class
    w_ns = newdict()
    w_ns.setitem(newstr("__module__"), newstr("importlib.machinery"))
    for key, w_value in entries:
        w_ns.setitem(newstr(key), w_value)
    return new_class(w_type_type, name, [w_object_type], w_ns, Arguments([]))


def _kw(args, name):
    w_v = args.get_kw(name)
    return W_None if w_v is None else w_v


def is_none(w_x):
    """Absent (None) or Python's None."""
    return w_x is None or w_x is W_None


# --- ModuleSpec ---

def spec_init(args):
    """ModuleSpec(name, loader, *, origin=None, loader_state=None,
    is_package=None)"""
    w_origin = _kw(args, "origin")
    w_state = _kw(args, "loader_state")
    w_is_pkg = _kw(args, "is_package")
    args_w = check_args(args, "ModuleSpec", 3, 3)
    w_self, w_name = args_w[0], args_w[1]
    setattr_w(w_self, "name", w_name)
    setattr_w(w_self, "loader", args_w[2])
    setattr_w(w_self, "origin", w_origin)
    setattr_w(w_self, "loader_state", w_state)
    w_locations = W_None
    if ops.is_true(w_is_pkg):
        w_locations = W_List([])
    setattr_w(w_self, "submodule_search_locations", w_locations)
    setattr_w(w_self, "cached", W_None)
    setattr_w(w_self, "has_location", newbool(False))
    return W_None


def spec_parent(args):
    """The package the module belongs to (the property `parent`)."""
    w_self = check_args(args, "parent", 1, 1)[0]
    w_name = getattr_or_none(w_self, "name")
    if not isinstance(w_name, W_Str):
        return W_None
    w_locations = getattr_or_none(w_self, "submodule_search_locations")
    if w_locations is not None and w_locations is not W_None:
        return w_name
    name = w_name.utf8
    dot = name.rfind(".")
    return newstr(name[:dot] if dot > 0 else "")


def spec_repr(args):
    from objspace.reprs import repr_w
    w_self = check_args(args, "__repr__", 1, 1)[0]
    parts = []
    for attr in ["name", "loader", "origin"]:
        w_v = getattr_or_none(w_self, attr)
        if w_v is None or (attr == "origin" and w_v is W_None):
            continue
        parts.append("%s=%s" % (attr, repr_w(w_v)))
    w_loc = getattr_or_none(w_self, "submodule_search_locations")
    if w_loc is not None and w_loc is not W_None:
        parts.append("submodule_search_locations=%s" % repr_w(w_loc))
    cls = w_self.gettype().name
    return newstr("%s(%s)" % (cls, ", ".join(parts)))


# --- SourceFileLoader ---

def loader_init(args):
    args_w = check_args(args, "SourceFileLoader", 3, 3)
    setattr_w(args_w[0], "name", args_w[1])
    setattr_w(args_w[0], "path", args_w[2])
    return W_None


def loader_create_module(args):
    check_args(args, "create_module", 2, 2)
    return W_None           # the default module creation


def loader_exec_module(args):
    from objspace.moduleobject import W_Module
    args_w = check_args(args, "exec_module", 2, 2)
    w_self, w_mod = args_w[0], args_w[1]
    w_path = getattr_or_none(w_self, "path")
    if not isinstance(w_mod, W_Module) or not isinstance(w_path, W_Str):
        raise_type_error("exec_module() needs a module and a loader with a "
                         "str path")
        raise AssertionError
    w_mod.setitem("__file__", w_path)
    if "__builtins__" not in w_mod.dict_w:
        from interpreter.runtime.module import builtins_module
        w_mod.setitem("__builtins__", builtins_module().get_w_dict())
    from interpreter.runtime.module import read_file
    from interpreter.runtime.main import exec_source
    source = read_file(w_path.utf8)
    if source is None:
        raise oefmt(w_ImportError, "cannot read '%s'" % w_path.utf8)
    exec_source(source, w_path.utf8, w_mod)
    return W_None


def loader_get_filename(args):
    args_w = check_args(args, "get_filename", 1, 2)
    w_path = getattr_or_none(args_w[0], "path")
    return W_None if w_path is None else w_path


def loader_get_data(args):
    """The bytes of a file (pkgutil.get_data, importlib.resources)."""
    from objspace.bytesobject import W_Bytes
    args_w = check_args(args, "get_data", 2, 2)
    w_path = args_w[1]
    if not isinstance(w_path, W_Str):
        raise_type_error("get_data() argument must be str")
        raise AssertionError
    from interpreter.runtime.module import read_file
    data = read_file(w_path.utf8)
    if data is None:
        from objspace.oserrors import raise_errno
        import errno
        raise_errno(errno.ENOENT, w_path)
    return W_Bytes(data)


def loader_is_package(args):
    args_w = check_args(args, "is_package", 2, 2)
    w_path = getattr_or_none(args_w[0], "path")
    if not isinstance(w_path, W_Str):
        return newbool(False)
    return newbool(w_path.utf8 == "__init__.py" or
                   w_path.utf8.endswith("/__init__.py"))


def _name_arg(w_name):
    if not isinstance(w_name, W_Str):
        raise_type_error("find_spec() argument 1 must be str")
        raise AssertionError
    return w_name


# --- BuiltinImporter (a class whose methods are classmethods) ---

def builtin_find_spec(args):
    args_w = check_args(args, "find_spec", 2, 4)
    w_name = _name_arg(args_w[1])
    w_spec = FINDERS.get().builtin_spec(w_name.utf8)
    return W_None if w_spec is None else w_spec


def builtin_create_module(args):
    from objspace.modules import make_builtin_module
    args_w = check_args(args, "create_module", 2, 2)
    w_name = getattr_or_none(args_w[1], "name")
    if not isinstance(w_name, W_Str):
        raise_type_error("spec.name must be str")
        raise AssertionError
    w_mod = make_builtin_module(w_name.utf8)
    if w_mod is None:
        raise oefmt(w_ImportError, "no built-in module named %s"
                    % w_name.utf8)
    return w_mod


def builtin_exec_module(args):
    check_args(args, "exec_module", 2, 2)
    return W_None


def builtin_is_package(args):
    check_args(args, "is_package", 2, 2)
    return newbool(False)


# --- PathFinder ---

def pathfinder_find_spec(args):
    from interpreter.runtime.import_hooks import path_find_spec
    args_w = check_args(args, "find_spec", 2, 4)
    w_name = _name_arg(args_w[1])
    w_path = None
    if len(args_w) > 2 and args_w[2] is not W_None:
        w_path = args_w[2]
    w_spec = path_find_spec(w_name.utf8, w_path)
    return W_None if w_spec is None else w_spec


def pathfinder_invalidate_caches(args):
    from interpreter.runtime.import_hooks import invalidate_path_caches
    check_args(args, "invalidate_caches", 0, 0)
    invalidate_path_caches()
    return W_None


# --- FileFinder ---

def filefinder_init(args):
    """FileFinder(path, *loader_details): each detail a (loader class,
    suffixes) pair."""
    args_w = check_args(args, "FileFinder", 2, -1)
    w_self, w_path = args_w[0], args_w[1]
    if not isinstance(w_path, W_Str):
        raise_type_error("FileFinder() path must be str, not %s"
                         % w_path.gettype().name)
        raise AssertionError
    path = w_path.utf8
    if not path or path == ".":
        path = os.getcwd()
    elif not path.startswith("/"):
        path = os.getcwd() + "/" + path
    loaders_w = []
    if len(args_w) == 2:
        loaders_w.append(newtuple([newstr(SOURCE_SUFFIX),
                                   FINDERS.get().w_source_loader]))
    for w_detail in args_w[2:]:
        items_w = unpack_iterable(w_detail)
        if len(items_w) != 2:
            raise_type_error("a loader detail is a (loader, suffixes) pair")
        for w_suffix in unpack_iterable(items_w[1]):
            loaders_w.append(newtuple([w_suffix, items_w[0]]))
    setattr_w(w_self, "path", newstr(path))
    setattr_w(w_self, "_loaders", W_List(loaders_w))
    return W_None


def filefinder_find_spec_m(args):
    args_w = check_args(args, "find_spec", 2, 3)
    w_name = _name_arg(args_w[1])
    w_spec = filefinder_find_spec(args_w[0], w_name.utf8)
    return W_None if w_spec is None else w_spec


def filefinder_find_spec(w_finder, fullname):
    """FileFinder.find_spec: a package NAME/__init__SUFFIX, a module
    NAME+SUFFIX, else a namespace portion NAME/ (a spec without loader);
    None if nothing."""
    from interpreter.runtime.importing import is_dir, is_file, _join
    w_path = getattr_or_none(w_finder, "path")
    if not isinstance(w_path, W_Str):
        raise_type_error("FileFinder.path must be str")
        raise AssertionError
    dot = fullname.rfind(".")
    tail = fullname[dot + 1:] if dot >= 0 else fullname
    base = _join(w_path.utf8, tail)
    loaders = _loaders(w_finder)
    is_namespace = False
    if is_dir(base):
        for suffix, w_loader_cls in loaders:
            init = base + "/__init__" + suffix
            if is_file(init):
                return _file_spec(fullname, init, w_loader_cls, base)
        is_namespace = True
    for suffix, w_loader_cls in loaders:
        if is_file(base + suffix):
            return _file_spec(fullname, base + suffix, w_loader_cls, "")
    if is_namespace:
        finders = FINDERS.get()
        w_spec = finders.new_spec(fullname, W_None, W_None, False)
        setattr_w(w_spec, "submodule_search_locations",
                  W_List([newstr(base)]))
        return w_spec
    return None


def _loaders(w_finder):
    """[(suffix, loader class)] of a FileFinder."""
    result = []
    w_loaders = getattr_or_none(w_finder, "_loaders")
    if w_loaders is None:
        return result
    for w_pair in unpack_iterable(w_loaders):
        if isinstance(w_pair, W_Tuple) and len(w_pair.items_w) == 2:
            w_suffix = w_pair.items_w[0]
            if isinstance(w_suffix, W_Str):
                result.append((w_suffix.utf8, w_pair.items_w[1]))
    return result


def _file_spec(fullname, filename, w_loader_cls, pkgdir):
    """spec_from_file_location(fullname, filename, loader=cls(fullname,
    filename), submodule_search_locations=[pkgdir] for a package)."""
    finders = FINDERS.get()
    w_file = newstr(filename)
    w_loader = w_loader_cls.call(Arguments([newstr(fullname), w_file]))
    w_spec = finders.new_spec(fullname, w_loader, w_file, False)
    if pkgdir:
        setattr_w(w_spec, "submodule_search_locations",
                  W_List([newstr(pkgdir)]))
    setattr_w(w_spec, "has_location", newbool(True))
    return w_spec


def filefinder_invalidate_caches(args):
    check_args(args, "invalidate_caches", 1, 1)
    return W_None          # nothing cached (see the module docstring)


def filefinder_repr(args):
    from objspace.reprs import repr_w
    w_self = check_args(args, "__repr__", 1, 1)[0]
    w_path = getattr_or_none(w_self, "path")
    return newstr("FileFinder(%s)" % (repr_w(w_path) if w_path is not None
                                      else "?"))


def filefinder_path_hook(args):
    """FileFinder.path_hook(*loader_details): a hook for sys.path_hooks
    that makes a FileFinder for a directory (ImportError otherwise)."""
    args_w = check_args(args, "path_hook", 1, -1)
    w_hook_fn = W_BuiltinFunction("path_hook_for_FileFinder", path_hook_call)
    return W_BoundMethod(newtuple(args_w), w_hook_fn)


def path_hook_call(args):
    from interpreter.runtime.importing import is_dir
    args_w = check_args(args, "path_hook_for_FileFinder", 2, 2)
    w_bound, w_path = args_w[0], args_w[1]
    assert isinstance(w_bound, W_Tuple)
    if not isinstance(w_path, W_Str) or not is_dir(w_path.utf8):
        from objspace.exceptions import new_exception
        from objspace.model import OperationError
        w_exc = new_exception(w_ImportError, "only directories are supported")
        w_exc.setdictvalue("path", w_path)
        w_exc.setdictvalue("name", W_None)
        raise OperationError(w_exc)
    return w_bound.items_w[0].call(Arguments([w_path] + w_bound.items_w[1:]))


# --- the classes, made once ---

class Finders(object):
    def __init__(self):
        self.made = False
        self.w_spec_type = None
        self.w_source_loader = None
        self.w_builtin_importer = None
        self.w_path_finder = None
        self.w_file_finder = None
        self.w_default_hook = None
        self.unsupported_w = []

    def get(self):
        if not self.made:
            self.made = True
            self._make()
        return self

    def _make(self):
        self.w_spec_type = _new_class("ModuleSpec", [
            ("__init__", _method("__init__", spec_init)),
            ("__repr__", _method("__repr__", spec_repr)),
            ("parent", W_Property(_method("parent", spec_parent),
                                  None, None))])
        self.w_source_loader = _new_class("SourceFileLoader", [
            ("__init__", _method("__init__", loader_init)),
            ("create_module", _method("create_module", loader_create_module)),
            ("exec_module", _method("exec_module", loader_exec_module)),
            ("get_filename", _method("get_filename", loader_get_filename)),
            ("get_data", _method("get_data", loader_get_data)),
            ("is_package", _method("is_package", loader_is_package))])
        self.w_builtin_importer = _new_class("BuiltinImporter", [
            ("find_spec", W_ClassMethod(_method("find_spec",
                                                builtin_find_spec))),
            ("create_module", W_ClassMethod(_method(
                "create_module", builtin_create_module))),
            ("exec_module", W_ClassMethod(_method("exec_module",
                                                  builtin_exec_module))),
            ("is_package", W_ClassMethod(_method("is_package",
                                                 builtin_is_package)))])
        self.w_path_finder = _new_class("PathFinder", [
            ("find_spec", W_ClassMethod(_method("find_spec",
                                                pathfinder_find_spec))),
            ("invalidate_caches", W_StaticMethod(_method(
                "invalidate_caches", pathfinder_invalidate_caches)))])
        self.w_file_finder = _new_class("FileFinder", [
            ("__init__", _method("__init__", filefinder_init)),
            ("find_spec", _method("find_spec", filefinder_find_spec_m)),
            ("invalidate_caches", _method("invalidate_caches",
                                          filefinder_invalidate_caches)),
            ("path_hook", W_ClassMethod(_method("path_hook",
                                                filefinder_path_hook))),
            ("__repr__", _method("__repr__", filefinder_repr))])
        self.w_default_hook = filefinder_path_hook(
            Arguments([self.w_file_finder]))

    def new_spec(self, name, w_loader, w_origin, is_package):
        return self.w_spec_type.call(Arguments(
            [newstr(name), w_loader], ["origin", "is_package"],
            [w_origin, newbool(is_package)]))

    def builtin_spec(self, fullname):
        """BuiltinImporter.find_spec: a spec for a built-in module, or
        None."""
        from objspace.modules import builtin_module_names
        if fullname not in builtin_module_names():
            return None
        return self.new_spec(fullname, self.w_builtin_importer,
                             newstr("built-in"), False)


FINDERS = Finders()
