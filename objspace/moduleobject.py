"""Module objects: a name and a namespace dict, with what the tier-1
LOAD_GLOBAL / LOAD_ATTR_MODULE caches guard on: `keys_version` changes only
when a name is added or removed, and a cached name holds its value in a
`GlobalCell` that every store updates. So a cache stays valid while the
module's globals are merely reassigned (a counter `global n; n += 1` in a
hot function no longer sends every global read of the module to the
generic lookup), as CPython's dict keys version with an entry index.

`w_dict` is the module's namespace as a Python dict (globals(), exec with
a dict, module.__dict__), made on first request and kept in step both
ways: module stores update it here, dict mutations call back
`W_Dict.sync_key` / `sync_all` (objspace/dictobject.py)."""

from objspace.model import W_Object
from objspace.typeobject import W_TypeObject, w_object_type
from objspace.strobject import newstr, W_Str


class _Versions(object):
    """Version numbers are unique over all modules, so a cache keyed by a
    version alone also tells modules apart: one code object may run with
    several globals (exec/eval of a compiled code object)."""

    def __init__(self):
        self.last = 0

    def next(self):
        self.last += 1
        return self.last


VERSIONS = _Versions()


class GlobalCell(object):
    """The value of one module global, shared by the caches that read it:
    stores write through it (W_Module.setitem), so a cache holding the cell
    reads the current value while `keys_version` is unchanged. A deleted
    name's cell is emptied (None) and keys_version moves on."""
    _attrs_ = ("w_value", "w_key")

    def __init__(self, w_value):
        self.w_value = w_value
        # the name as the key of the module's globals() mirror dict, made
        # once: a cached store finds it there by identity (no new str,
        # no string compare) when the mirror was made with it
        self.w_key = None

    def key(self, name):
        w_key = self.w_key
        if w_key is None:
            w_key = self.w_key = newstr(name)
        return w_key


class W_Module(W_Object):
    _attrs_ = ("name", "dict_w", "keys_version", "w_dict", "w_class",
               "cells", "w_builtins_map")

    def __init__(self, name):
        self.name = name
        # a user subclass of module (class M(types.ModuleType)), else None:
        # its instances are W_Modules, so the import system and module
        # namespaces treat them as modules, and attribute access goes the
        # generic way over the class (attrs.generic_getattr)
        self.w_class = None
        self.dict_w = {}
        self.keys_version = VERSIONS.next()
        self.cells = None       # {name: GlobalCell}, made on first use
        self.w_dict = None
        # the namespace of its globals' __builtins__ when that is not the
        # builtins module (exec(code, {'__builtins__': {...}})), else None
        self.w_builtins_map = None
        self.dict_w["__name__"] = newstr(name)
        from objspace.noneobject import W_None
        self.dict_w["__doc__"] = W_None

    def gettype(self):
        w_class = self.w_class
        if w_class is not None:
            return w_class
        return w_module_type

    def cell(self, name):
        """The GlobalCell of a name the module has (made on first request),
        or None."""
        w_value = self.dict_w.get(name, None)
        if w_value is None:
            return None
        cells = self.cells
        if cells is None:
            cells = self.cells = {}
        c = cells.get(name, None)
        if c is None:
            c = cells[name] = GlobalCell(w_value)
        return c

    def _store(self, name, w_value):
        """dict_w[name] = w_value (None: deleted), cells and keys_version
        kept in step."""
        cells = self.cells
        if w_value is not None and cells is not None:
            c = cells.get(name, None)
            if c is not None:       # (only a present name has a cell)
                c.w_value = w_value
                self.dict_w[name] = w_value
                return
        if w_value is None:
            del self.dict_w[name]
            self.keys_version = VERSIONS.next()
        else:
            if name not in self.dict_w:
                self.keys_version = VERSIONS.next()
            self.dict_w[name] = w_value
        if cells is not None and w_value is None:
            c = cells.get(name, None)
            if c is not None:
                c.w_value = None
                del cells[name]

    def setitem(self, name, w_value):
        self._store(name, w_value)
        if self.w_dict is not None:
            self.w_dict.data[newstr(name)] = w_value

    def store_cell(self, name, cell, w_value):
        """A store by a cached STORE_GLOBAL/STORE_NAME whose guard
        (keys_version unchanged) proved that `cell` is name's cell."""
        cell.w_value = w_value
        self.dict_w[name] = w_value
        if self.w_dict is not None:
            self.w_dict.data[cell.key(name)] = w_value

    def delitem(self, name):
        if name not in self.dict_w:
            raise KeyError(name)
        self._store(name, None)
        if self.w_dict is not None:
            self.w_dict.data.pop(newstr(name), None)
            self.w_dict.n_deleted += 1

    def get_w_dict(self):
        """The namespace as a Python dict, kept in step with the module."""
        w_dict = self.w_dict
        if w_dict is None:
            from objspace.dictobject import W_Dict
            w_dict = W_Dict()
            cells = self.cells
            for name, w_value in self.dict_w.items():
                c = cells.get(name, None) if cells is not None else None
                w_key = c.key(name) if c is not None else newstr(name)
                w_dict.data[w_key] = w_value
            w_dict.w_module = self
            self.w_dict = w_dict
        return w_dict

    def set_from_dict(self, name, w_value):
        """A store made through the mirror dict (w_value None: deleted)."""
        if w_value is None and name not in self.dict_w:
            return
        self._store(name, w_value)

    def getattr_hook(self, name):
        if name == "__dict__":
            return self.get_w_dict()
        w_v = self.dict_w.get(name, None)
        if w_v is None and name == "__annotations__":
            # module's getset: an empty dict, made once and kept
            from objspace.dictobject import W_Dict
            w_v = W_Dict()
            self.setitem(name, w_v)
        return w_v

    def setattr_hook(self, name, w_value):
        self.setitem(name, w_value)
        return True

    def repr_hook(self):
        """As importlib's _module_repr: from the module's __spec__, else
        its __file__ or __loader__."""
        from objspace.reprs import repr_w, str_w
        from objspace.noneobject import W_NoneObject
        from objspace import attrs
        w_spec = self.dict_w.get("__spec__", None)
        if w_spec is not None and not isinstance(w_spec, W_NoneObject):
            w_name = attrs.getattr_or_none(w_spec, "name")
            w_origin = attrs.getattr_or_none(w_spec, "origin")
            w_loader = attrs.getattr_or_none(w_spec, "loader")
            if w_name is None or isinstance(w_name, W_NoneObject):
                name = "'?'"
            else:
                name = repr_w(w_name)
            if w_origin is None or isinstance(w_origin, W_NoneObject):
                if w_loader is None or isinstance(w_loader, W_NoneObject):
                    return "<module %s>" % name
                return "<module %s (%s)>" % (name, repr_w(w_loader))
            w_loc = attrs.getattr_or_none(w_spec, "has_location")
            from objspace.operations import is_true
            if w_loc is not None and is_true(w_loc):
                return "<module %s from %s>" % (name, repr_w(w_origin))
            return "<module %s (%s)>" % (name, str_w(w_origin))
        w_name = self.dict_w.get("__name__", None)
        name = repr_w(w_name) if isinstance(w_name, W_Str) else "'?'"
        w_file = self.dict_w.get("__file__", None)
        if w_file is not None:
            return "<module %s from %s>" % (name, repr_w(w_file))
        w_loader = self.dict_w.get("__loader__", None)
        if w_loader is None or isinstance(w_loader, W_NoneObject):
            from interpreter.runtime.state import STATE
            if self is STATE.w_builtins:    # (made before the imports)
                return "<module %s (built-in)>" % name
            return "<module %s>" % name
        return "<module %s (%s)>" % (name, repr_w(w_loader))


w_module_type = W_TypeObject("module", [w_object_type])


def module_new(args):
    """types.ModuleType(name, doc=None): a new empty module."""
    from objspace.argcheck import check_args
    from objspace.exceptions import raise_type_error
    w_doc = args.get_kw("doc")
    w_name = args.get_kw("name")
    args_w = check_args(args, "module", 0, 2)
    if len(args_w) > 0:
        w_name = args_w[0]
    if len(args_w) > 1:
        w_doc = args_w[1]
    if w_name is None:
        raise_type_error("module() missing required argument 'name' (pos 1)")
        raise AssertionError
    if not isinstance(w_name, W_Str):
        raise_type_error("module() argument 'name' must be str, not %s"
                         % w_name.gettype().name)
        raise AssertionError
    w_mod = W_Module(w_name.utf8)
    if w_doc is not None:
        w_mod.dict_w["__doc__"] = w_doc
    from objspace.noneobject import W_None
    w_mod.dict_w["__package__"] = W_None
    w_mod.dict_w["__loader__"] = W_None
    w_mod.dict_w["__spec__"] = W_None
    return w_mod


def module_subclass_new(args):
    """module.__new__(cls, *args): a module whose type is cls, a user
    subclass of module (or module itself)."""
    from objspace.exceptions import raise_type_error
    args_w = args.args_w
    if not args_w:
        raise_type_error("module.__new__(): not enough arguments")
    w_cls = args_w[0]
    if not isinstance(w_cls, W_TypeObject) or \
            not w_cls.issubtype(w_module_type):
        raise_type_error("module.__new__(X): X is not a subtype of module")
        raise AssertionError
    # as CPython: an empty namespace (no __name__ until __init__ runs)
    w_mod = W_Module("?")
    del w_mod.dict_w["__name__"]
    del w_mod.dict_w["__doc__"]
    if w_cls is not w_module_type:
        w_mod.w_class = w_cls
    return w_mod


def module_init(args):
    """module.__init__(self, name, doc=None): sets __name__ and __doc__
    (a subclass's __init__ calls it through super())."""
    from objspace.exceptions import raise_type_error
    from objspace.model import Arguments
    from objspace.noneobject import W_None
    args_w = args.args_w
    if not args_w or not isinstance(args_w[0], W_Module):
        raise_type_error("descriptor '__init__' requires a 'module' object")
        raise AssertionError
    w_self = args_w[0]
    assert isinstance(w_self, W_Module)
    w_fresh = module_new(Arguments(args_w[1:], args.kw_names,
                                   args.kw_values_w))
    assert isinstance(w_fresh, W_Module)
    w_self.name = w_fresh.name
    for key in ["__name__", "__doc__", "__package__", "__loader__",
                "__spec__"]:
        w_self.setitem(key, w_fresh.dict_w.get(key, W_None))
    return W_None


from objspace.funcobject import W_BuiltinFunction  # noqa: E402
from objspace.funcobject import W_StaticMethod  # noqa: E402
w_module_type.w_new = W_BuiltinFunction("module", module_new)
w_module_type.dict_w["__new__"] = W_StaticMethod(W_BuiltinFunction(
    "__new__", module_subclass_new))
w_module_type.dict_w["__init__"] = W_BuiltinFunction("__init__", module_init)
