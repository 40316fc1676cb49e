"""The `_abc` module: the machinery of abc.ABCMeta (register, instance and
subclass checks with their caches), which abc.py uses when it exists
instead of the pure-Python _py_abc.

Being built in matters beyond speed: typing's protocols ask which module
called them (`sys._getframe(depth).f_globals['__name__']`) and allow
unchecked isinstance/issubclass only from `abc` and `functools`. With
_py_abc the caller of a __subclasshook__ was `_py_abc`, so isinstance()
on a runtime protocol with data members raised "Protocols with non-method
members don't support issubclass()" (pyperformance typing_runtime_protocols).

Per class, an `_abc_data` object holds the registry (weak references to
the registered classes) and the positive and negative caches: RPython
weak-key dictionaries for the lookups, plus lists of weak references so
that _get_dump() can list them. The negative cache is dropped when the
invalidation counter (get_cache_token) moved since it was filled, as in
CPython."""

import weakref

from rpython.rlib import rweakref

from objspace.model import W_Object, Arguments
from objspace.moduleobject import W_Module
from objspace.funcobject import builtin_function
from objspace.typeobject import W_TypeObject, w_object_type
from objspace.intobject import newint, W_True, W_False
from objspace.tupleobject import W_Tuple, newtuple
from objspace.listobject import W_List
from objspace.setobject import W_Set, W_FrozenSet
from objspace.noneobject import W_None, W_NotImplemented
from objspace.strobject import W_Str, newstr
from objspace.exceptions import (raise_type_error, raise_runtime_error,
                                 oefmt, TYPES)
from objspace.argcheck import check_args
from objspace import attrs
from objspace import containers
from objspace import operations as ops


class AbcState(object):
    def __init__(self):
        self.counter = 0        # bumped by every register()


STATE = AbcState()


class WeakClassSet(object):
    """A set of classes held weakly: lookups in a weak-key dictionary,
    and the same members in a list for listing (dead entries pruned as
    the list grows)."""

    def __init__(self):
        self.clear()

    def clear(self):
        self.lookup = rweakref.RWeakKeyDictionary(W_Object, W_Object)
        self.refs = []
        self.prune_at = 16

    def contains(self, w_cls):
        return self.lookup.get(w_cls) is not None

    def add(self, w_cls):
        if self.lookup.get(w_cls) is not None:
            return
        self.lookup.set(w_cls, W_True)
        if len(self.refs) >= self.prune_at:
            self.refs = self.live_refs()
            self.prune_at = 2 * len(self.refs) + 16
        self.refs.append(weakref.ref(w_cls))

    def live_refs(self):
        result = []
        for ref in self.refs:
            if ref() is not None:
                result.append(ref)
        return result

    def members(self):
        result = []
        for ref in self.refs:
            w_cls = ref()
            if w_cls is not None:
                result.append(w_cls)
        return result


class W_AbcData(W_Object):
    """The `_abc_impl` of an abstract class."""
    _attrs_ = ("registry", "cache", "negative", "negative_version")

    def __init__(self):
        self.registry = WeakClassSet()
        self.cache = WeakClassSet()
        self.negative = WeakClassSet()
        self.negative_version = STATE.counter

    def gettype(self):
        return w_abc_data_type


w_abc_data_type = W_TypeObject("_abc_data", [w_object_type])
w_abc_data_type.module = "_abc"


def _impl(w_cls):
    w_impl = attrs.getattr_w(w_cls, "_abc_impl")
    if not isinstance(w_impl, W_AbcData):
        raise_type_error("_abc_impl is set to a wrong type")
    assert isinstance(w_impl, W_AbcData)
    return w_impl


def _is_abstract(w_value):
    w_flag = attrs.getattr_or_none(w_value, "__isabstractmethod__")
    return w_flag is not None and ops.is_true(w_flag)


def _call_method(w_obj, name, args_w):
    return attrs.getattr_w(w_obj, name).call(Arguments(args_w))


def _issubclass(w_sub, w_cls):
    from objspace.modules.mod_builtins import b_issubclass
    return ops.is_true(b_issubclass(Arguments([w_sub, w_cls])))


def a_get_cache_token(args):
    check_args(args, "get_cache_token", 0, 0)
    return newint(STATE.counter)


def a_abc_init(args):
    w_cls = check_args(args, "_abc_init", 1, 1)[0]
    w_abstracts = W_FrozenSet()
    if isinstance(w_cls, W_TypeObject):
        names = []
        values_w = []
        for name, w_value in w_cls.dict_w.items():
            names.append(name)
            values_w.append(w_value)
    else:
        raise_type_error("_abc_init() argument must be a class")
        raise AssertionError
    assert isinstance(w_cls, W_TypeObject)
    for i in range(len(names)):
        if _is_abstract(values_w[i]):
            w_abstracts.add(newstr(names[i]))
    w_bases = attrs.getattr_w(w_cls, "__bases__")
    if not isinstance(w_bases, W_Tuple):
        raise_type_error("__bases__ is not tuple")
    assert isinstance(w_bases, W_Tuple)
    for w_base in w_bases.items_w:
        w_names = attrs.getattr_or_none(w_base, "__abstractmethods__")
        if w_names is None:
            continue
        w_it = containers.iter_w(w_names)
        while True:
            w_name = containers.next_w(w_it)
            if w_name is None:
                break
            if not isinstance(w_name, W_Str):
                raise_type_error("attribute name must be string, not '%s'"
                                 % w_name.gettype().name)
            assert isinstance(w_name, W_Str)
            w_value = attrs.getattr_or_none(w_cls, w_name.utf8)
            if w_value is not None and _is_abstract(w_value):
                w_abstracts.add(w_name)
    attrs.setattr_w(w_cls, "__abstractmethods__", w_abstracts)
    attrs.setattr_w(w_cls, "_abc_impl", W_AbcData())
    # collections.abc's flags for pattern matching: CPython moves them into
    # the type's flags; lbbv's MATCH_SEQUENCE/MAPPING recognise
    # collections.abc's classes by themselves (interpreter/runtime/ops_match.py)
    w_flags = w_cls.dict_w.get("__abc_tpflags__", None)
    if w_flags is not None:
        from objspace.intobject import W_Int
        if isinstance(w_flags, W_Int):
            both = COLLECTION_SEQUENCE | COLLECTION_MAPPING
            bits = w_flags.intval & both
            if bits == both:
                raise_type_error("__abc_tpflags__ cannot be both "
                                 "Py_TPFLAGS_SEQUENCE and "
                                 "Py_TPFLAGS_MAPPING")
            w_cls.collection_flags = bits
        w_cls.deldictvalue("__abc_tpflags__")
    return W_None


COLLECTION_SEQUENCE = 1 << 5
COLLECTION_MAPPING = 1 << 6


def a_abc_register(args):
    args_w = check_args(args, "_abc_register", 2, 2)
    w_cls, w_sub = args_w[0], args_w[1]
    if not isinstance(w_sub, W_TypeObject):
        raise_type_error("Can only register classes")
    if _issubclass(w_sub, w_cls):
        return w_sub            # already a subclass
    # subtle: test for cycles *after* testing for "already a subclass";
    # this means we allow X.register(X) and interpret it as a no-op
    if _issubclass(w_cls, w_sub):
        raise_runtime_error("Refusing to create an inheritance cycle")
    _impl(w_cls).registry.add(w_sub)
    STATE.counter += 1          # invalidates negative caches
    return w_sub


def a_abc_instancecheck(args):
    args_w = check_args(args, "_abc_instancecheck", 2, 2)
    w_cls, w_inst = args_w[0], args_w[1]
    impl = _impl(w_cls)
    w_sub = attrs.getattr_w(w_inst, "__class__")
    if impl.cache.contains(w_sub):
        return W_True
    w_subtype = w_inst.gettype()
    if w_subtype is w_sub:
        if impl.negative_version == STATE.counter and \
                impl.negative.contains(w_sub):
            return W_False
        # fall back to the subclass check
        return _call_method(w_cls, "__subclasscheck__", [w_sub])
    w_res = _call_method(w_cls, "__subclasscheck__", [w_sub])
    if ops.is_true(w_res):
        return w_res
    return _call_method(w_cls, "__subclasscheck__", [w_subtype])


def a_abc_subclasscheck(args):
    args_w = check_args(args, "_abc_subclasscheck", 2, 2)
    w_cls, w_sub = args_w[0], args_w[1]
    if not isinstance(w_sub, W_TypeObject):
        raise_type_error("issubclass() arg 1 must be a class")
    assert isinstance(w_sub, W_TypeObject)
    impl = _impl(w_cls)
    # 1. the positive cache
    if impl.cache.contains(w_sub):
        return W_True
    # 2. the negative cache, dropped when register() was called since
    if impl.negative_version < STATE.counter:
        impl.negative.clear()
        impl.negative_version = STATE.counter
    elif impl.negative.contains(w_sub):
        return W_False
    # 3. the subclass hook
    w_ok = _call_method(w_cls, "__subclasshook__", [w_sub])
    if w_ok is W_True:
        impl.cache.add(w_sub)
        return W_True
    if w_ok is W_False:
        impl.negative.add(w_sub)
        return W_False
    if w_ok is not W_NotImplemented:
        raise oefmt(TYPES.by_name["AssertionError"],
                    "__subclasshook__ must return either False, True, "
                    "or NotImplemented")
    # 4. a direct subclass
    for w_base in w_sub.mro_w:
        if w_base is w_cls:
            impl.cache.add(w_sub)
            return W_True
    # 5. a subclass of a registered class (recursive)
    for w_reg in impl.registry.members():
        if _issubclass(w_sub, w_reg):
            impl.cache.add(w_sub)
            return W_True
    # 6. a subclass of a subclass (recursive)
    w_subclasses = _call_method(w_cls, "__subclasses__", [])
    if not isinstance(w_subclasses, W_List):
        raise_type_error("__subclasses__() must return a list")
    assert isinstance(w_subclasses, W_List)
    items_w = w_subclasses.items_w
    for i in range(len(items_w)):
        if _issubclass(w_sub, items_w[i]):
            impl.cache.add(w_sub)
            return W_True
    # 7. no
    impl.negative.add(w_sub)
    return W_False


def _ref_set(members_w):
    from objspace.modules.mod_weakref import new_ref
    w_set = W_Set()
    for w_cls in members_w:
        w_set.add(new_ref(w_cls, None, True))
    return w_set


def a_get_dump(args):
    w_cls = check_args(args, "_get_dump", 1, 1)[0]
    impl = _impl(w_cls)
    return newtuple([_ref_set(impl.registry.members()),
                     _ref_set(impl.cache.members()),
                     _ref_set(impl.negative.members()),
                     newint(impl.negative_version)])


def a_reset_registry(args):
    w_cls = check_args(args, "_reset_registry", 1, 1)[0]
    _impl(w_cls).registry.clear()
    return W_None


def a_reset_caches(args):
    w_cls = check_args(args, "_reset_caches", 1, 1)[0]
    impl = _impl(w_cls)
    impl.cache.clear()
    impl.negative.clear()
    return W_None


FUNCTIONS = [("get_cache_token", a_get_cache_token),
             ("_abc_init", a_abc_init),
             ("_abc_register", a_abc_register),
             ("_abc_instancecheck", a_abc_instancecheck),
             ("_abc_subclasscheck", a_abc_subclasscheck),
             ("_get_dump", a_get_dump),
             ("_reset_registry", a_reset_registry),
             ("_reset_caches", a_reset_caches)]


def make():
    STATE.counter = 0
    w_mod = W_Module("_abc")
    for name, fn in FUNCTIONS:
        w_mod.setitem(name, builtin_function(name, fn))
    return w_mod
