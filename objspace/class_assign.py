"""obj.__class__ = C: allowed between classes whose instances are laid
out alike (CPython's compatible_for_assignment: the same built-in base,
the same slots, __dict__ and __weakref__), and for module objects."""

from objspace.typeobject import (W_TypeObject, F_SLOTS, LAYOUT_SUBBUILTIN)
from objspace.instances import W_Instance
from objspace.funcobject import W_MemberDescr
from objspace.exceptions import raise_type_error


def set_class(w_obj, w_new):
    """obj.__class__ = w_new."""
    if not isinstance(w_new, W_TypeObject):
        raise_type_error("__class__ must be set to a class, not '%s' object"
                         % w_new.gettype().name)
    assert isinstance(w_new, W_TypeObject)
    w_old = w_obj.gettype()
    from objspace.moduleobject import W_Module, w_module_type
    if isinstance(w_obj, W_Module):
        # sys.modules[__name__].__class__ = ModuleSubclass
        if not w_new.issubtype(w_module_type):
            raise_type_error("__class__ assignment only supported for "
                             "mutable types or ModuleType subclasses")
        if w_new is not w_module_type and (
                w_new.layout != LAYOUT_SUBBUILTIN or
                _declares_slots(w_new)):
            raise_type_error("__class__ assignment: '%s' object layout "
                             "differs from '%s'" % (w_new.name, w_old.name))
        w_obj.w_class = None if w_new is w_module_type else w_new
        # LOAD_ATTR_MODULE caches of this module must look again
        from objspace.moduleobject import VERSIONS
        w_obj.keys_version = VERSIONS.next()
        return
    if not (isinstance(w_obj, W_Instance) and w_old.is_heaptype() and
            w_new.is_heaptype()):
        raise_type_error("__class__ assignment only supported for mutable "
                         "types or ModuleType subclasses")
    assert isinstance(w_obj, W_Instance)
    if w_new.layout != w_old.layout or \
            not _same_slots(w_old, w_new) or \
            not _compatible_layouts(w_old, w_new):
        raise_type_error("__class__ assignment: '%s' object layout differs "
                         "from '%s'" % (w_new.name, w_old.name))
    w_obj.set_class(w_new)


def _declares_slots(w_type):
    for w_t in w_type.mro_w:
        if "__slots__" in w_t.dict_w:
            return True
    return False


def _slot_list(w_type):
    """The __slots__ names along the MRO, and whether a dict exists."""
    names = []
    for w_t in w_type.mro_w:
        if w_t.slot_names is not None:
            for key in w_t.slot_names:
                names.append(key)
    return names


def _same_slots(w_a, w_b):
    if (w_a.attr_flags() & F_SLOTS) != (w_b.attr_flags() & F_SLOTS):
        return False
    na = _slot_list(w_a)
    nb = _slot_list(w_b)
    if len(na) != len(nb):
        return False
    for k in na:
        if k not in nb:
            return False
    return True


def _own_slots(w_t):
    """The slot names a class itself adds (CPython's ht_slots)."""
    names = []
    for key, w_v in w_t.dict_w.items():
        if isinstance(w_v, W_MemberDescr) and w_v.w_owner is w_t:
            names.append(key)
    return names


def _adds_layout(w_t):
    """Whether instances of w_t are laid out differently from those of its
    __base__: slots of its own, or a __dict__ or __weakref__ the base has
    not (CPython's !compatible_with_tp_base)."""
    if len(_own_slots(w_t)) > 0:
        return True
    w_base = w_t.best_base()
    if w_t.has_no_dict() != w_base.has_no_dict():
        return True
    return w_t.has_no_weakref() != w_base.has_no_weakref()


def _layout_base(w_t):
    while w_t.is_heaptype() and w_t.bases_w and not _adds_layout(w_t):
        w_t = w_t.best_base()
    return w_t


def _compatible_layouts(w_old, w_new):
    """CPython's compatible_for_assignment: past the classes that add
    nothing, the same class, or two with the same base adding the same
    slots, __dict__ and __weakref__."""
    w_a = _layout_base(w_old)
    w_b = _layout_base(w_new)
    if w_a is w_b:
        return True
    if not (w_a.bases_w and w_b.bases_w) or \
            w_a.best_base() is not w_b.best_base():
        return False
    sa = _own_slots(w_a)
    sb = _own_slots(w_b)
    if len(sa) != len(sb):
        return False
    for name in sa:
        if name not in sb:
            return False
    return w_a.has_no_dict() == w_b.has_no_dict() and \
        w_a.has_no_weakref() == w_b.has_no_weakref()
