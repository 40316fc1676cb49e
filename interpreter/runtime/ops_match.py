"""Run-time parts of the match statement (PEP 634): the bodies of
MATCH_SEQUENCE, MATCH_MAPPING, MATCH_KEYS, MATCH_CLASS and GET_LEN, as in
CPython 3.12's ceval.

Which subjects count as sequences and mappings is CPython's
Py_TPFLAGS_SEQUENCE / _MAPPING: list, tuple, range and deque (no str,
bytes or bytearray), dict, their subclasses and subclasses of
collections.abc's Sequence and Mapping (_has_flag)."""

from objspace.model import OperationError, Arguments, W_Object
from objspace import attrs, containers
from objspace import operations as ops
from objspace.typeobject import W_TypeObject
from objspace.listobject import W_List
from objspace.tupleobject import W_Tuple, newtuple
from objspace.iterobject import W_Range
from objspace.dictobject import W_Dict, newdict
from objspace.strobject import W_Str
from objspace.noneobject import W_None
from objspace.intobject import newint
from objspace.exceptions import (raise_type_error, raise_value_error,
                                 w_AttributeError)
from objspace.reprs import repr_w


def match_sequence(w_obj):
    if isinstance(w_obj, W_List) or isinstance(w_obj, W_Tuple) or \
            isinstance(w_obj, W_Range):
        return True
    return _has_flag(w_obj.gettype(), True)


def match_mapping(w_obj):
    if isinstance(w_obj, W_Dict):
        return True
    return _has_flag(w_obj.gettype(), False)


def _has_flag(w_type, sequence):
    """CPython's Py_TPFLAGS_SEQUENCE / _MAPPING, inherited: list, tuple,
    range, collections.deque and collections.abc's Sequence (dict and
    Mapping) along the MRO, so subclasses of these count too; and a class
    made by the program that is registered with those ABCs (or derives
    from one that is), which CPython's _abc flags at register()."""
    from objspace.listobject import w_list_type
    from objspace.tupleobject import w_tuple_type
    from objspace.iterobject import w_range_type
    from objspace.dictobject import w_dict_type
    from objspace.modules.mod_collections import w_deque_type
    for w_t in w_type.mro_w:
        if sequence:
            if w_t is w_list_type or w_t is w_tuple_type or \
                    w_t is w_range_type or w_t is w_deque_type:
                return True
            if w_t.module == "collections.abc" and \
                    (w_t.name == "Sequence" or w_t.name == "MutableSequence"):
                return True
        else:
            if w_t is w_dict_type:
                return True
            if w_t.module == "collections.abc" and \
                    (w_t.name == "Mapping" or w_t.name == "MutableMapping"):
                return True
    return _registered(w_type, "Sequence" if sequence else "Mapping")


def _registered(w_type, abc_name):
    """issubclass(w_type, collections.abc.<abc_name>) for a class made
    at run time (built-in types such as str are registered too, but
    CPython never flags those), when collections.abc was imported."""
    from interpreter.runtime import importing
    from objspace import metaclass
    from objspace.typeobject import w_object_type
    for w_t in w_type.mro_w:
        # a subclass of str, bytes, ... keeps the built-in's flags, even
        # though issubclass() sees the built-in's registration
        if w_t is not w_object_type and not w_t.is_heaptype():
            return False
    w_mod = importing.get_module("_collections_abc")
    if w_mod is None:
        return False
    w_abc = attrs.getattr_or_none(w_mod, abc_name)
    if not isinstance(w_abc, W_TypeObject):
        return False
    return metaclass.subclass_check(w_type, w_abc)


def get_len(w_obj):
    return newint(containers.len_w(w_obj))


class Missing(W_Object):
    """The default passed to a mapping's `get` (never seen by Python code
    other than that method)."""
    _attrs_ = ()

    def gettype(self):
        from objspace.typeobject import w_object_type
        return w_object_type


def _check_seen(w_seen, w_key):
    """Adds w_key to the dict w_seen; False if it was there already."""
    if w_seen.getitem(w_key) is not None:
        return False
    w_seen.setitem(w_key, W_None)
    return True


def match_keys(w_subject, w_keys):
    """The values of the keys (a tuple) in the mapping w_subject, or None
    (W_None) if one is missing. Looked up with `get`, so a __missing__
    hook is not called."""
    assert isinstance(w_keys, W_Tuple)
    keys_w = w_keys.items_w
    if len(keys_w) == 0:
        return newtuple([])
    w_seen = newdict()
    values_w = []
    w_get = None
    w_missing = None
    if not isinstance(w_subject, W_Dict):
        w_get = attrs.getattr_w(w_subject, "get")
        w_missing = Missing()
    for w_key in keys_w:
        if not _check_seen(w_seen, w_key):
            raise_value_error("mapping pattern checks duplicate key (%s)"
                              % repr_w(w_key))
        if isinstance(w_subject, W_Dict):
            w_value = w_subject.getitem(w_key)
            if w_value is None:
                return W_None
        else:
            assert w_get is not None
            w_value = w_get.call(Arguments([w_key, w_missing]))
            if w_value is w_missing:
                return W_None
        values_w.append(w_value)
    return newtuple(values_w)


def _is_match_self(w_type):
    """Types whose single positional sub-pattern matches the subject
    itself (CPython's _Py_TPFLAGS_MATCH_SELF), inherited."""
    from objspace.intobject import w_int_type
    from objspace.floatobject import w_float_type
    from objspace.strobject import w_str_type
    from objspace.listobject import w_list_type
    from objspace.tupleobject import w_tuple_type
    from objspace.dictobject import w_dict_type
    from objspace.setobject import w_set_type, w_frozenset_type
    from objspace.bytesobject import w_bytes_type, w_bytearray_type
    for w_t in w_type.mro_w:
        if (w_t is w_int_type or w_t is w_float_type or w_t is w_str_type or
                w_t is w_list_type or w_t is w_tuple_type or
                w_t is w_dict_type or w_t is w_set_type or
                w_t is w_frozenset_type or w_t is w_bytes_type or
                w_t is w_bytearray_type):
            return True
    return False


def _class_attr(w_subject, w_type, name, w_seen):
    """The attribute `name` of the subject, or None if it has none."""
    from objspace.strobject import newstr
    if not _check_seen(w_seen, newstr(name)):
        raise_type_error("%s() got multiple sub-patterns for attribute %s"
                         % (w_type.name, repr_w(newstr(name))))
    try:
        return attrs.getattr_or_none(w_subject, name)
    except OperationError as e:
        if e.w_value.gettype().issubtype(w_AttributeError):
            return None
        raise


def match_class(w_subject, w_type, w_names, nargs):
    """A tuple of the nargs positional attributes (by __match_args__)
    then those named in the tuple w_names, or W_None if the subject is
    not an instance of w_type or lacks one of them."""
    if not isinstance(w_type, W_TypeObject):
        raise_type_error("called match pattern must be a type")
    if not w_subject.gettype().issubtype(w_type):
        return W_None
    w_seen = newdict()
    attrs_w = []
    if nargs > 0:
        match_self = False
        w_match_args = None
        try:
            w_match_args = attrs.getattr_or_none(w_type, "__match_args__")
        except OperationError as e:
            if not e.w_value.gettype().issubtype(w_AttributeError):
                raise
        if w_match_args is None:
            names_w = []
            match_self = _is_match_self(w_type)
        elif isinstance(w_match_args, W_Tuple):
            names_w = w_match_args.items_w
        else:
            raise_type_error("%s.__match_args__ must be a tuple (got %s)"
                             % (w_type.name, ops.typename(w_match_args)))
            raise AssertionError("unreachable")
        allowed = len(names_w)
        if match_self:
            allowed = 1
        if allowed < nargs:
            plural = "" if allowed == 1 else "s"
            raise_type_error("%s() accepts %d positional sub-pattern%s "
                             "(%d given)" % (w_type.name, allowed, plural,
                                             nargs))
        if match_self:
            attrs_w.append(w_subject)
        else:
            for i in range(nargs):
                w_name = names_w[i]
                if not isinstance(w_name, W_Str):
                    raise_type_error("__match_args__ elements must be "
                                     "strings (got %s)"
                                     % ops.typename(w_name))
                    raise AssertionError("unreachable")
                w_attr = _class_attr(w_subject, w_type, w_name.utf8,
                                     w_seen)
                if w_attr is None:
                    return W_None
                attrs_w.append(w_attr)
    assert isinstance(w_names, W_Tuple)
    for w_name in w_names.items_w:
        assert isinstance(w_name, W_Str)
        w_attr = _class_attr(w_subject, w_type, w_name.utf8, w_seen)
        if w_attr is None:
            return W_None
        attrs_w.append(w_attr)
    return newtuple(attrs_w)
