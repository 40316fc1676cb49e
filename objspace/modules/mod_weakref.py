"""The `_weakref` module: weakref.ref on RPython's weak references, with
CPython's hash (the referent's, kept once computed) and == (the
referents' while both live, else identity), getweakrefcount,
getweakrefs and _remove_dead_weakref. ref may be subclassed (weakref.py's
KeyedRef and WeakMethod do).

Callbacks: RPython's GC does not tell us when an object dies, so a
callback runs at the next gc.collect() after its referent died (the
weakref itself still alive), not at the moment of death as in CPython.
Code that waits for a callback without calling gc.collect() does not
see it (see docs/imports.md). proxy() is not supported: it raises
TypeError naming lbbv."""

import weakref

from rpython.rlib import rweakref

from objspace.model import W_Object, Arguments, OperationError
from objspace.moduleobject import W_Module
from objspace.funcobject import (W_BuiltinFunction, W_StaticMethod,
                                 builtin_function)
from objspace.typeobject import W_TypeObject, w_object_type
from objspace.intobject import newint
from objspace.listobject import W_List
from objspace.noneobject import W_None
from objspace.exceptions import raise_type_error
from objspace.argcheck import check_args
from objspace import operations as ops
from interpreter.frontend import astnodes as A


class W_WeakRef(W_Object):
    _attrs_ = ("wref", "w_callback", "hash", "w_wrapper")

    def __init__(self, w_obj, w_callback):
        assert w_obj is not None
        self.wref = weakref.ref(w_obj)
        self.w_callback = w_callback    # None: no callback
        self.hash = -1                  # not computed yet
        self.w_wrapper = None           # the subclass instance around us

    def gettype(self):
        return w_ref_type

    def deref(self):
        return self.wref()

    def call(self, args):
        if args.has_kwargs():
            raise_type_error("weakref() takes no keyword arguments")
        if len(args.args_w) != 0:
            raise_type_error("weakref expected 0 arguments, got %d"
                             % len(args.args_w))
        w_obj = self.wref()
        if w_obj is None:
            return W_None
        return w_obj

    def repr_hook(self):
        from objspace.reprs import address_of
        from objspace.model import typename
        w_obj = self.wref()
        if w_obj is None:
            return "<weakref at %s; dead>" % address_of(self)
        return "<weakref at %s; to '%s' at %s>" % (
            address_of(self), typename(w_obj), address_of(w_obj))

    def getattr_hook(self, name):
        if name == "__callback__":
            return ref_callback_get(self)
        return None

    def compare_hook(self, w_other, op):
        if op != A.EQ and op != A.NE:
            return None
        w_other = unwrap_ref(w_other)
        if not isinstance(w_other, W_WeakRef):
            return None
        return ref_compare(self, w_other, op)

    def hash_value(self):
        from objspace.operations import hash_w
        if self.hash != -1:
            return self.hash
        w_obj = self.wref()
        if w_obj is None:
            raise_type_error("weak object has gone away")
        h = hash_w(w_obj)
        self.hash = h
        return h


def ref_compare(w_a, w_b, op):
    from objspace.operations import compare
    from objspace.intobject import newbool
    w_x = w_a.wref()
    w_y = w_b.wref()
    if w_x is None or w_y is None:
        same = w_a is w_b
        return newbool(same if op == A.EQ else not same)
    return compare(w_x, w_y, op)


def unwrap_ref(w_obj):
    from objspace.builtinsub import W_SubInstance
    if isinstance(w_obj, W_SubInstance):
        return w_obj.w_value
    return w_obj


class RefList(object):
    def __init__(self):
        self.refs = []      # weakref.ref to W_WeakRef, oldest first


class Registry(object):
    """The weak references of this run: per referent (for
    getweakrefcount and reusing a callback-less ref) and those with a
    callback (for gc.collect)."""

    def __init__(self):
        self.by_obj = rweakref.RWeakKeyDictionary(W_Object, RefList)
        self.with_callbacks = []

    def reset(self):
        self.by_obj = rweakref.RWeakKeyDictionary(W_Object, RefList)
        self.with_callbacks = []

    def live_refs(self, w_obj):
        assert w_obj is not None
        reflist = self.by_obj.get(w_obj)
        if reflist is None:
            return []
        result = []
        kept = []
        for r in reflist.refs:
            w_ref = r()
            if w_ref is not None:
                kept.append(r)
                result.append(w_ref)
        reflist.refs = kept
        return result

    def add(self, w_obj, w_ref):
        assert w_obj is not None and w_ref is not None
        reflist = self.by_obj.get(w_obj)
        if reflist is None:
            reflist = RefList()
            self.by_obj.set(w_obj, reflist)
        reflist.refs.append(weakref.ref(w_ref))
        if w_ref.w_callback is not None:
            self.with_callbacks.append(weakref.ref(w_ref))


REGISTRY = Registry()


def instance_weakref(w_obj):
    """obj.__weakref__ of a class instance: its oldest live weak reference,
    or None."""
    from objspace.noneobject import W_None
    refs = REGISTRY.live_refs(w_obj)
    if not refs:
        return W_None
    w_ref = refs[0]
    if isinstance(w_ref, W_WeakRef) and w_ref.w_wrapper is not None:
        return w_ref.w_wrapper
    return w_ref


def _check_referent(w_obj):
    from objspace.intobject import W_Int, W_Long
    from objspace.strobject import W_Str
    from objspace.tupleobject import W_Tuple
    from objspace.noneobject import (W_NoneObject, W_EllipsisObject,
                                     W_NotImplementedObject)
    from objspace.floatobject import W_Float
    from objspace.bytesobject import W_Bytes
    # CPython's rule: these built-in types have no weakref slot
    if (isinstance(w_obj, W_Int) or isinstance(w_obj, W_Long) or
            isinstance(w_obj, W_Str) or isinstance(w_obj, W_Tuple) or
            isinstance(w_obj, W_NoneObject) or isinstance(w_obj, W_Float) or
            isinstance(w_obj, W_Bytes) or isinstance(w_obj, W_List) or
            isinstance(w_obj, W_EllipsisObject) or
            isinstance(w_obj, W_NotImplementedObject) or
            _is_dict_or_set(w_obj)):
        raise_type_error("cannot create weak reference to '%s' object"
                         % w_obj.gettype().name)
    from objspace.typeobject import F_NOWEAKREF
    if w_obj.gettype().attr_flags() & F_NOWEAKREF:
        # a class whose __slots__ (all along the MRO) leave out __weakref__
        raise_type_error("cannot create weak reference to '%s' object"
                         % w_obj.gettype().name)


def _is_dict_or_set(w_obj):
    from objspace.dictobject import W_Dict
    from objspace.setobject import W_Set
    return isinstance(w_obj, W_Dict) or isinstance(w_obj, W_Set)


def _ref_args(args_w, name):
    if len(args_w) < 1:
        raise_type_error("%s expected at least 1 argument, got 0" % name)
    if len(args_w) > 2:
        raise_type_error("%s expected at most 2 arguments, got %d"
                         % (name, len(args_w)))
    w_obj = args_w[0]
    _check_referent(w_obj)
    w_callback = None
    if len(args_w) == 2:
        from objspace.operations import is_none
        if not is_none(args_w[1]):
            w_callback = args_w[1]
    return w_obj, w_callback


def new_ref(w_obj, w_callback, reuse):
    if reuse and w_callback is None:
        for w_ref in REGISTRY.live_refs(w_obj):
            if w_ref.w_callback is None and w_ref.w_wrapper is None:
                return w_ref
    w_ref = W_WeakRef(w_obj, w_callback)
    REGISTRY.add(w_obj, w_ref)
    return w_ref


def ref_new(args):
    """weakref.ref(obj[, callback])."""
    if args.has_kwargs():
        raise_type_error("ref() takes no keyword arguments")
    w_obj, w_callback = _ref_args(args.args_w, "__new__")
    return new_ref(w_obj, w_callback, True)


def ref_new_static(args):
    """ref.__new__(cls, obj[, callback]): a subclass gets a fresh ref
    inside its instance."""
    from objspace.builtinsub import W_SubInstance
    from objspace.typeobject import LAYOUT_SUBBUILTIN
    args_w = args.args_w
    if len(args_w) == 0:
        raise_type_error("ref.__new__(): not enough arguments")
    w_cls = args_w[0]
    if not isinstance(w_cls, W_TypeObject) or \
            not w_cls.issubtype(w_ref_type):
        raise_type_error("ref.__new__(X): X is not a subtype of ref")
    assert isinstance(w_cls, W_TypeObject)
    w_obj, w_callback = _ref_args(args_w[1:], "__new__")
    if w_cls is w_ref_type:
        return new_ref(w_obj, w_callback, True)
    if w_cls.layout != LAYOUT_SUBBUILTIN:
        raise_type_error("ref.__new__(%s) is not safe" % w_cls.name)
    w_ref = new_ref(w_obj, w_callback, False)
    w_sub = W_SubInstance(w_cls, w_ref)
    w_ref.w_wrapper = w_sub
    return w_sub


def _self_ref(args, name):
    if len(args.args_w) == 0:
        raise_type_error("descriptor '%s' needs an argument" % name)
    w_ref = unwrap_ref(args.args_w[0])
    if not isinstance(w_ref, W_WeakRef):
        raise_type_error("descriptor '%s' requires a 'weakref.ReferenceType'"
                         " object but received a '%s'"
                         % (name, args.args_w[0].gettype().name))
    assert isinstance(w_ref, W_WeakRef)
    return w_ref


def ref_init(args):
    _self_ref(args, "__init__")
    return W_None


def ref_call(args):
    w_ref = _self_ref(args, "__call__")
    return w_ref.call(Arguments(args.args_w[1:], args.kw_names,
                                args.kw_values_w))


def ref_hash(args):
    w_ref = _self_ref(args, "__hash__")
    return newint(w_ref.hash_value())


def _ref_cmp(args, op, name):
    from objspace.noneobject import W_NotImplemented
    w_ref = _self_ref(args, name)
    args_w = check_args(Arguments(args.args_w[1:]), name, 1, 1)
    w_other = unwrap_ref(args_w[0])
    if not isinstance(w_other, W_WeakRef):
        return W_NotImplemented
    return ref_compare(w_ref, w_other, op)


def ref_eq(args):
    return _ref_cmp(args, A.EQ, "__eq__")


def ref_ne(args):
    return _ref_cmp(args, A.NE, "__ne__")


def ref_callback_get(w_ref):
    if w_ref.w_callback is None:
        return W_None
    return w_ref.w_callback


def run_dead_callbacks():
    """After a collection: calls the callback of each live weakref whose
    referent died, newest first, once; an exception in one is reported
    on stderr ("Exception ignored in: ...") as CPython does."""
    pending = []
    kept = []
    for r in REGISTRY.with_callbacks:
        w_ref = r()
        if w_ref is None:
            continue
        if w_ref.wref() is None:
            pending.append(w_ref)
        else:
            kept.append(r)
    REGISTRY.with_callbacks = kept
    i = len(pending) - 1
    while i >= 0:
        w_ref = pending[i]
        i -= 1
        w_callback = w_ref.w_callback
        if w_callback is None:
            continue
        w_ref.w_callback = None
        w_arg = w_ref.w_wrapper
        if w_arg is None:
            w_arg = w_ref
        try:
            w_callback.call(Arguments([w_arg]))
        except OperationError as e:
            from objspace.modules.sys_unraisable import write_unraisable
            write_unraisable(None, w_callback, e)


def w_getweakrefcount(args):
    w_obj = check_args(args, "getweakrefcount", 1, 1)[0]
    return newint(len(REGISTRY.live_refs(w_obj)))


def w_getweakrefs(args):
    w_obj = check_args(args, "getweakrefs", 1, 1)[0]
    refs = REGISTRY.live_refs(w_obj)
    items_w = []
    i = len(refs) - 1
    while i >= 0:
        w_ref = refs[i]
        i -= 1
        if w_ref.w_wrapper is not None:
            items_w.append(w_ref.w_wrapper)
        else:
            items_w.append(w_ref)
    return W_List(items_w)


def w_remove_dead_weakref(args):
    """_remove_dead_weakref(dict, key): del dict[key] if its value is a
    dead weak reference."""
    from objspace.dictobject import W_Dict
    args_w = check_args(args, "_remove_dead_weakref", 2, 2)
    w_dict = args_w[0]
    if not isinstance(w_dict, W_Dict):
        raise_type_error("_remove_dead_weakref() argument 1 must be dict, "
                         "not %s" % w_dict.gettype().name)
    assert isinstance(w_dict, W_Dict)
    w_key = args_w[1]
    w_value = w_dict.getitem(w_key)
    if w_value is None:
        return W_None
    w_ref = unwrap_ref(w_value)
    if not isinstance(w_ref, W_WeakRef):
        raise_type_error("not a weakref")
    assert isinstance(w_ref, W_WeakRef)
    if w_ref.wref() is None:
        from objspace import containers
        containers.delitem_w(w_dict, w_key)
    return W_None


class W_WeakProxy(W_Object):
    """weakref.proxy(obj): attribute reads and writes, calls and repr go to
    the referent while it lives, else ReferenceError (enough for the
    pure-Python OrderedDict's back links, which hold proxies). The
    callback is not supported: an error says so."""
    _attrs_ = ("wref",)

    def __init__(self, w_obj):
        assert w_obj is not None
        self.wref = weakref.ref(w_obj)

    def gettype(self):
        return w_proxy_type

    def referent(self):
        w_obj = self.wref()
        if w_obj is None:
            from objspace.exceptions import oefmt, TYPES
            raise oefmt(TYPES.by_name["ReferenceError"],
                        "weakly-referenced object no longer exists")
        return w_obj

    def getattr_hook(self, name):
        from objspace import attrs
        return attrs.getattr_w(self.referent(), name)

    def setattr_hook(self, name, w_value):
        from objspace import attrs
        attrs.setattr_w(self.referent(), name, w_value)
        return True

    def call(self, args):
        return self.referent().call(args)

    # the container, iterator and operator protocols go to the referent
    def iter_hook(self):
        from objspace import containers
        return containers.iter_w(self.referent())

    def next_hook(self):
        from objspace import containers
        return containers.next_w(self.referent())

    def len_hook(self):
        from objspace import containers
        from objspace.exceptions import w_TypeError
        try:
            return containers.len_w(self.referent())
        except OperationError as e:
            if e.w_value.gettype().issubtype(w_TypeError):
                return -1       # no length: (truth) always true
            raise

    def getitem_hook(self, w_key):
        from objspace import containers
        return containers.getitem_w(self.referent(), w_key)

    def setitem_hook(self, w_key, w_value):
        from objspace import containers
        containers.setitem_w(self.referent(), w_key, w_value)
        return True

    def delitem_hook(self, w_key):
        from objspace import containers
        containers.delitem_w(self.referent(), w_key)
        return True

    def contains_hook(self, w_item):
        from objspace import containers
        return 1 if containers.contains_w(self.referent(), w_item) else 0

    def compare_hook(self, w_other, op):
        if isinstance(w_other, W_WeakProxy):
            w_other = w_other.referent()
        return ops.compare(self.referent(), w_other, op)

    def binop_hook(self, w_other, op, reflected):
        if isinstance(w_other, W_WeakProxy):
            w_other = w_other.referent()
        if reflected:
            return ops.binary_op(w_other, self.referent(), op)
        return ops.binary_op(self.referent(), w_other, op)

    def repr_hook(self):
        from objspace.reprs import address_of
        w_obj = self.wref()
        if w_obj is None:
            return "<weakproxy at %s; dead>" % address_of(self)
        return "<weakproxy at %s; to '%s' at %s>" % (
            address_of(self), w_obj.gettype().name, address_of(w_obj))


def w_proxy(args):
    args_w = check_args(args, "proxy", 1, 2)
    if len(args_w) == 2 and not ops.is_none(args_w[1]):
        raise_type_error("lbbv does not support weakref.proxy with a "
                         "callback")
    w_obj = args_w[0]
    if isinstance(w_obj, W_WeakProxy):
        return w_obj
    return W_WeakProxy(w_obj)


w_ref_type = W_TypeObject("ReferenceType", [w_object_type])
w_ref_type.module = "weakref"
w_ref_type.w_new = W_BuiltinFunction("ref", ref_new)
w_ref_type.dict_w["__new__"] = W_StaticMethod(W_BuiltinFunction(
    "__new__", ref_new_static))
for _name, _fn in [("__init__", ref_init), ("__call__", ref_call),
                   ("__hash__", ref_hash), ("__eq__", ref_eq),
                   ("__ne__", ref_ne)]:
    w_ref_type.dict_w[_name] = W_BuiltinFunction(_name, _fn)
w_proxy_type = W_TypeObject("ProxyType", [w_object_type])
w_proxy_type.module = "weakref"
w_callable_proxy_type = W_TypeObject("CallableProxyType", [w_object_type])
w_callable_proxy_type.module = "weakref"


def _allow_subclasses():
    from objspace.builtinsub import SUPPORTED
    SUPPORTED.types_w.append(w_ref_type)


_allow_subclasses()


def make():
    REGISTRY.reset()
    w_mod = W_Module("_weakref")
    w_mod.setitem("ref", w_ref_type)
    w_mod.setitem("ReferenceType", w_ref_type)
    w_mod.setitem("ProxyType", w_proxy_type)
    w_mod.setitem("CallableProxyType", w_callable_proxy_type)
    for name, fn in [("getweakrefcount", w_getweakrefcount),
                     ("getweakrefs", w_getweakrefs),
                     ("_remove_dead_weakref", w_remove_dead_weakref),
                     ("proxy", w_proxy)]:
        w_mod.setitem(name, builtin_function(name, fn))
    return w_mod
