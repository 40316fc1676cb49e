"""`__import__` and a built-in `importlib` module over lbbv's import
system (interpreter/runtime/importing.py).

CPython's own importlib package needs `_imp` and frozen bootstrap
modules and would replace the import system; lbbv's is built in, so
`importlib` here is a built-in package with the functions programs call
(import_module, reload, invalidate_caches) and two built-in submodules,
`importlib.machinery` and `importlib.util` (mod_importlib_machinery.py);
its `__path__` is empty, so it has no other submodules."""

from objspace.model import Arguments
from objspace.moduleobject import W_Module
from objspace.funcobject import builtin_function
from objspace.strobject import W_Str, newstr
from objspace.intobject import W_Int
from objspace.noneobject import W_None
from objspace.listobject import W_List
from objspace.exceptions import raise_type_error, oefmt, w_ImportError
from objspace.argcheck import check_args


def _take(args, i, name):
    """Positional argument i or keyword `name`, or None."""
    w_kw = args.get_kw(name)
    if i < len(args.args_w):
        if w_kw is not None:
            raise_type_error("__import__() got multiple values for argument "
                             "'%s'" % name)
        return args.args_w[i]
    return w_kw


def b_import(args):
    """__import__(name, globals=None, locals=None, fromlist=(), level=0)"""
    from interpreter.runtime import importing
    args = Arguments(list(args.args_w),
                     list(args.kw_names) if args.kw_names else None,
                     list(args.kw_values_w) if args.kw_values_w else None)
    w_name = _take(args, 0, "name")
    w_globals = _take(args, 1, "globals")
    _take(args, 2, "locals")
    w_fromlist = _take(args, 3, "fromlist")
    w_level = _take(args, 4, "level")
    if args.has_kwargs():
        raise_type_error("__import__() got an unexpected keyword argument "
                         "'%s'" % args.kw_names[0])
    if len(args.args_w) > 5:
        raise_type_error("__import__() takes at most 5 arguments (%d given)"
                         % len(args.args_w))
    if w_name is None:
        raise_type_error("__import__() missing required argument 'name' "
                         "(pos 1)")
    if not isinstance(w_name, W_Str):
        raise_type_error("module name must be a string")
    level = 0
    if w_level is not None:
        if not isinstance(w_level, W_Int):
            raise_type_error("'%s' object cannot be interpreted as an "
                             "integer" % w_level.gettype().name)
        level = w_level.intval
    return importing.import_name(w_globals, w_name.utf8, w_fromlist, level)


def import_module(args):
    """importlib.import_module(name, package=None)"""
    from interpreter.runtime import importing
    args_w = check_args(args, "import_module", 1, 2)
    w_name = args_w[0]
    if not isinstance(w_name, W_Str):
        raise_type_error("import_module() argument 'name' must be str")
    name = w_name.utf8
    level = 0
    while level < len(name) and name[level] == ".":
        level += 1
    if level == 0:
        return importing.import_dotted(name)
    w_package = args_w[1] if len(args_w) > 1 else W_None
    if not isinstance(w_package, W_Str):
        raise_type_error("the 'package' argument is required to "
                    "perform a relative import for '%s'" % name)
    w_globals = W_Module("<import_module>")
    w_globals.setitem("__package__", w_package)
    base = importing.resolve_package(w_globals, level)
    rest = name[level:]
    return importing.import_dotted(base + "." + rest if rest else base)


def reload(args):
    """importlib.reload(module): runs the module's file again in it."""
    from interpreter.runtime import importing
    args_w = check_args(args, "reload", 1, 1)
    w_mod = args_w[0]
    if not isinstance(w_mod, W_Module):
        raise_type_error("reload() argument must be a module")
    w_name = w_mod.dict_w.get("__name__", None)
    if not isinstance(w_name, W_Str) or \
            importing.get_module(w_name.utf8) is not w_mod:
        raise oefmt(w_ImportError, "module %s not in sys.modules"
                    % w_mod.name)
    w_file = w_mod.dict_w.get("__file__", None)
    if not isinstance(w_file, W_Str):
        return w_mod            # built-in or namespace: nothing to run
    importing.exec_module_file(w_name.utf8, w_file.utf8, w_mod)
    return importing.get_module(w_name.utf8)


def invalidate_caches(args):
    from interpreter.runtime.import_hooks import invalidate_caches
    check_args(args, "invalidate_caches", 0, 0)
    invalidate_caches()
    return W_None


def make():
    w_mod = W_Module("importlib")
    w_mod.setitem("__path__", W_List([]))
    w_mod.setitem("__package__", newstr("importlib"))
    for name, fn in [("import_module", import_module), ("reload", reload),
                     ("invalidate_caches", invalidate_caches)]:
        w_mod.setitem(name, builtin_function(name, fn))
    return w_mod
