"""The Pickler's two general paths, as CPython 3.11's C pickler has them:
save_global (classes, functions and whatever __reduce__ names by a
string: found again by module and qualified name, the extension
registry of copyreg, the Python 2 names of _compat_pickle below protocol
3) and save_reduce (the tuple a __reduce__ returned: NEWOBJ_EX, NEWOBJ or
REDUCE, then list items, dict items and state)."""

from objspace.model import Arguments, OperationError
from objspace.typeobject import W_TypeObject
from objspace.intobject import W_Int, W_AbstractInt
from objspace.strobject import W_Str, newstr
from objspace.tupleobject import W_Tuple, newtuple
from objspace.dictobject import W_Dict
from objspace.noneobject import W_None
from objspace.exceptions import (oefmt, raise_type_error, w_AttributeError,
                                 w_OverflowError, w_RuntimeError)
from objspace.modules import pickle_state as ps
from objspace.modules.pickle_state import (pickling_error, lookup_attr,
                                           str_of, is_iterator)


def _repr(w_obj):
    from objspace.reprs import repr_w
    return repr_w(w_obj)


def _str(w_obj):
    from objspace.reprs import str_w
    return str_w(w_obj)


def dotted_path(name, w_name):
    """The parts of a qualified name; a local object's is refused."""
    parts = name.split(".")
    for part in parts:
        if part == "<locals>":
            raise oefmt(w_AttributeError, "Can't pickle local object %s"
                        % _repr(w_name))
    return parts


def get_deep_attribute(w_obj, parts):
    """(attribute, its parent) along parts, or (None, None) where an
    attribute is missing."""
    w_parent = None
    for name in parts:
        w_parent = w_obj
        w_obj = lookup_attr(w_parent, name)
        if w_obj is None:
            return None, None
    return w_obj, w_parent


def whichmodule(w_obj, parts):
    w_name = lookup_attr(w_obj, "__module__")
    if w_name is not None and w_name is not W_None:
        return w_name
    from interpreter.runtime.state import STATE
    w_modules = STATE.w_modules
    if isinstance(w_modules, W_Dict):
        for w_modname, w_module in w_modules.data.items():
            if str_of(w_modname) == "__main__" or w_module is W_None:
                continue
            w_cand, _ = get_deep_attribute(w_module, parts)
            if w_cand is not None and w_cand is w_obj:
                return w_modname
    return newstr("__main__")


def import_module(w_name):
    """PyImport_Import: the module named by the str w_name."""
    from interpreter.runtime.importing import import_dotted
    name = str_of(w_name)
    if name is None:
        raise_type_error("module name must be a string")
    assert name is not None
    return import_dotted(name)


def save_global(pickler, w_obj, w_name):
    from objspace.identity import is_same
    if w_name is None:
        w_name = lookup_attr(w_obj, "__qualname__")
        if w_name is None:
            from objspace import attrs
            w_name = attrs.getattr_w(w_obj, "__name__")
    name = str_of(w_name)
    if name is None:
        raise_type_error("must be str, not %s" % w_name.gettype().name)
    assert name is not None
    parts = dotted_path(name, w_name)
    w_module_name = whichmodule(w_obj, parts)
    try:
        w_module = import_module(w_module_name)
    except OperationError:
        raise pickling_error("Can't pickle %s: import of module %s failed"
                             % (_repr(w_obj), _repr(w_module_name)))
    lastname = parts[len(parts) - 1]
    w_cls, w_parent = get_deep_attribute(w_module, parts)
    if w_cls is None:
        raise pickling_error("Can't pickle %s: attribute lookup %s on %s "
                             "failed" % (_repr(w_obj), _str(w_name),
                                         _str(w_module_name)))
    if not is_same(w_cls, w_obj):
        raise pickling_error("Can't pickle %s: it's not the same object as "
                             "%s.%s" % (_repr(w_obj), _str(w_module_name),
                                        _str(w_name)))
    if pickler.proto >= 2:
        w_registry = ps.STATE.w_extension_registry
        assert isinstance(w_registry, W_Dict)
        w_code = w_registry.getitem(newtuple([w_module_name, w_name]))
        if w_code is not None:
            _save_extension(pickler, w_obj, w_code)
            return
    if w_parent is w_module:
        w_name = newstr(lastname)
    if pickler.proto >= 4:
        pickler.save(w_module_name, False)
        pickler.save(w_name, False)
        pickler.write(ps.STACK_GLOBAL)
    elif w_parent is not w_module:
        save_reduce(pickler, newtuple([ps.STATE.w_getattr, newtuple(
            [w_parent, newstr(lastname)])]), None)
    else:
        if pickler.proto < 3 and pickler.fix_imports:
            w_module_name, w_name = _fix_imports(w_module_name, w_name)
        pickler.write(ps.GLOBAL)
        pickler.write(_identifier(pickler, w_module_name, "module"))
        pickler.write("\n")
        pickler.write(_identifier(pickler, w_name, "global"))
        pickler.write("\n")
    pickler.memo_put(w_obj)


def _save_extension(pickler, w_obj, w_code):
    if not isinstance(w_code, W_AbstractInt):
        raise pickling_error("Can't pickle %s: extension code %s isn't an "
                             "integer" % (_repr(w_obj), _repr(w_code)))
    if not isinstance(w_code, W_Int):
        raise oefmt(w_OverflowError, "Python int too large to convert "
                    "to C long")
    assert isinstance(w_code, W_Int)
    code = w_code.intval
    if code <= 0 or code > 0x7fffffff:
        raise pickling_error("Can't pickle %s: extension code %d is out of "
                             "range" % (_repr(w_obj), code))
    if code <= 0xff:
        pickler.write(ps.EXT1 + chr(code))
    elif code <= 0xffff:
        pickler.write(ps.EXT2 + chr(code & 0xff) + chr(code >> 8))
    else:
        from objspace.modules.pickle_write import pack_u32
        pickler.write(ps.EXT4 + pack_u32(code))


def _identifier(pickler, w_name, what):
    s = str_of(w_name)
    if s is None:
        raise_type_error("bad argument type for built-in operation")
    assert s is not None
    if pickler.proto != 3:
        for c in s:
            if ord(c) >= 0x80:
                raise pickling_error("can't pickle %s identifier '%s' using "
                                     "pickle protocol %d"
                                     % (what, s, pickler.proto))
    return s


def _fix_imports(w_module_name, w_name):
    st = ps.STATE
    w_map = st.w_name_mapping_3to2
    assert isinstance(w_map, W_Dict)
    w_item = w_map.getitem(newtuple([w_module_name, w_name]))
    if w_item is not None:
        if not isinstance(w_item, W_Tuple) or len(w_item.items_w) != 2:
            raise oefmt(w_RuntimeError, "_compat_pickle.REVERSE_NAME_"
                        "MAPPING values should be 2-tuples, not %s"
                        % w_item.gettype().name)
        assert isinstance(w_item, W_Tuple)
        w_mod, w_glob = w_item.items_w[0], w_item.items_w[1]
        if str_of(w_mod) is None or str_of(w_glob) is None:
            raise oefmt(w_RuntimeError, "_compat_pickle.REVERSE_NAME_"
                        "MAPPING values should be pairs of str, not (%s, %s)"
                        % (w_mod.gettype().name, w_glob.gettype().name))
        return w_mod, w_glob
    w_imap = st.w_import_mapping_3to2
    assert isinstance(w_imap, W_Dict)
    w_item = w_imap.getitem(w_module_name)
    if w_item is not None:
        if str_of(w_item) is None:
            raise oefmt(w_RuntimeError, "_compat_pickle.REVERSE_IMPORT"
                        "_MAPPING values should be strings, not %s"
                        % w_item.gettype().name)
        return w_item, w_name
    return w_module_name, w_name


def save_reduce(pickler, w_args, w_obj):
    """w_args: the tuple from __reduce__ (or made by the pickler); w_obj:
    the object to memoize, None for none."""
    from objspace.modules.builtins_more import is_callable
    from objspace.modules.pickle_write import as_tuple
    assert isinstance(w_args, W_Tuple)
    items_w = w_args.items_w
    size = len(items_w)
    if size < 2 or size > 6:
        raise pickling_error("tuple returned by __reduce__ must contain 2 "
                             "through 6 elements")
    w_callable = items_w[0]
    w_argtup = as_tuple(items_w[1])
    w_state = items_w[2] if size > 2 else None
    w_listitems = items_w[3] if size > 3 else None
    w_dictitems = items_w[4] if size > 4 else None
    w_setter = items_w[5] if size > 5 else None
    if not is_callable(w_callable):
        raise pickling_error("first item of the tuple returned by "
                             "__reduce__ must be callable")
    if w_argtup is None:
        raise pickling_error("second item of the tuple returned by "
                             "__reduce__ must be a tuple")
    assert w_argtup is not None
    if w_state is W_None:
        w_state = None
    if w_listitems is W_None:
        w_listitems = None
    elif w_listitems is not None and not is_iterator(w_listitems):
        raise pickling_error("fourth element of the tuple returned by "
                             "__reduce__ must be an iterator, not %s"
                             % w_listitems.gettype().name)
    if w_dictitems is W_None:
        w_dictitems = None
    elif w_dictitems is not None and not is_iterator(w_dictitems):
        raise pickling_error("fifth element of the tuple returned by "
                             "__reduce__ must be an iterator, not %s"
                             % w_dictitems.gettype().name)
    if w_setter is W_None:
        w_setter = None
    elif w_setter is not None and not is_callable(w_setter):
        raise pickling_error("sixth element of the tuple returned by "
                             "__reduce__ must be a function, not %s"
                             % w_setter.gettype().name)
    use_newobj = use_newobj_ex = False
    if pickler.proto >= 2:
        w_fname = lookup_attr(w_callable, "__name__")
        if w_fname is not None and isinstance(w_fname, W_Str):
            use_newobj_ex = w_fname.utf8 == "__newobj_ex__"
            use_newobj = w_fname.utf8 == "__newobj__"
    argitems_w = w_argtup.items_w
    if use_newobj_ex:
        _save_newobj_ex(pickler, argitems_w)
    elif use_newobj:
        if len(argitems_w) < 1:
            raise pickling_error("__newobj__ arglist is empty")
        w_cls = argitems_w[0]
        if not isinstance(w_cls, W_TypeObject):
            raise pickling_error("args[0] from __newobj__ args is not a type")
        if w_obj is not None:
            w_obj_class = lookup_attr(w_obj, "__class__")
            if w_obj_class is None:
                w_obj_class = w_obj.gettype()
            if w_obj_class is not w_cls:
                raise pickling_error("args[0] from __newobj__ args has the "
                                     "wrong class")
        pickler.save(w_cls, False)
        pickler.save(newtuple(argitems_w[1:]), False)
        pickler.write(ps.NEWOBJ)
    else:
        pickler.save(w_callable, False)
        pickler.save(w_argtup, False)
        pickler.write(ps.REDUCE)
    if w_obj is not None:
        if w_obj in pickler.memo:
            pickler.write(ps.POP)
            pickler.memo_get(w_obj)
            return
        pickler.memo_put(w_obj)
    if w_listitems is not None:
        pickler.batch_list(w_listitems)
    if w_dictitems is not None:
        pickler.batch_dict(w_dictitems)
    if w_state is not None:
        if w_setter is None:
            pickler.save(w_state, False)
            pickler.write(ps.BUILD)
        else:
            assert w_obj is not None
            pickler.save(w_setter, False)
            pickler.save(w_obj, False)
            pickler.save(w_state, False)
            pickler.write(ps.TUPLE2 + ps.REDUCE + ps.POP)


def _save_newobj_ex(pickler, argitems_w):
    from objspace.modules.pickle_write import as_tuple
    if len(argitems_w) != 3:
        raise pickling_error("length of the NEWOBJ_EX argument tuple must be "
                             "exactly 3, not %d" % len(argitems_w))
    w_cls = argitems_w[0]
    if not isinstance(w_cls, W_TypeObject):
        raise pickling_error("first item from NEWOBJ_EX argument tuple must "
                             "be a class, not %s" % w_cls.gettype().name)
    w_args = argitems_w[1]
    w_args_t = as_tuple(w_args)
    if w_args_t is None:
        raise pickling_error("second item from NEWOBJ_EX argument tuple must "
                             "be a tuple, not %s" % w_args.gettype().name)
    assert w_args_t is not None
    w_kwargs = argitems_w[2]
    if not is_dict(w_kwargs):
        raise pickling_error("third item from NEWOBJ_EX argument tuple must "
                             "be a dict, not %s" % w_kwargs.gettype().name)
    if pickler.proto >= 4:
        pickler.save(w_cls, False)
        pickler.save(w_args, False)
        pickler.save(w_kwargs, False)
        pickler.write(ps.NEWOBJ_EX)
        return
    from objspace import attrs
    from objspace.builtinsub import unwrap
    w_new = attrs.getattr_w(w_cls, "__new__")
    newargs_w = [w_new, w_cls] + w_args_t.items_w
    w_kw = unwrap(w_kwargs)
    assert isinstance(w_kw, W_Dict)
    kw_names = []
    kw_values_w = []
    for w_key, w_value in w_kw.data.items():
        key = str_of(w_key)
        if key is None:
            raise_type_error("keywords must be strings")
        assert key is not None
        kw_names.append(key)
        kw_values_w.append(w_value)
    w_partial = ps.STATE.w_partial
    assert w_partial is not None
    w_callable = w_partial.call(Arguments(newargs_w, kw_names, kw_values_w))
    pickler.save(w_callable, False)
    pickler.save(newtuple([]), False)
    pickler.write(ps.REDUCE)


def is_dict(w_obj):
    """PyDict_Check: a dict or an instance of a dict subclass."""
    from objspace.builtinsub import unwrap
    return isinstance(unwrap(w_obj), W_Dict)
