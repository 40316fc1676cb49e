"""object's own dunder methods as attributes: `object().__str__`,
`super().__repr__()`, `C.__eq__`, `x.__reduce_ex__(4)` (copy, pickle),
`cls.__subclasshook__` (abc), `__dir__`, `__format__`, `__getstate__`.

They are found only by attribute access, after the MRO (attrs.py's
generic_getattr and type_getattr fall back to `find`), never by
`W_TypeObject.lookup`: the protocols of operations.py and reprs.py keep
asking "does this class define __eq__ / __repr__ ?" and must go on
hearing "no" for a class that inherits object's. Each slot does what
object's does in CPython: the default, not a dispatch back to the type
(so `super().__repr__()` inside a __repr__ does not recurse)."""

from objspace.tupleobject import W_Tuple
from objspace.model import W_Object, Arguments
from objspace.typeobject import W_TypeObject, w_object_type
from objspace.noneobject import W_None, W_NotImplemented
from objspace.strobject import W_Str, newstr
from objspace.intobject import newint, newbool
from objspace.exceptions import raise_type_error
from objspace.tupleobject import W_Tuple

# object.__dict__'s keys in CPython 3.11, in its order (for dir())
OBJECT_NAMES = ["__new__", "__repr__", "__hash__", "__str__",
                "__getattribute__", "__setattr__", "__delattr__", "__lt__",
                "__le__", "__eq__", "__ne__", "__gt__", "__ge__", "__init__",
                "__reduce_ex__", "__reduce__", "__getstate__",
                "__subclasshook__", "__init_subclass__", "__format__",
                "__sizeof__", "__dir__", "__class__", "__doc__"]

K_REPR = 0
K_STR = 1
K_HASH = 2
K_EQ = 3
K_NE = 4
K_ORDER = 5         # __lt__ __le__ __gt__ __ge__: NotImplemented
K_FORMAT = 6
K_REDUCE_EX = 7
K_REDUCE = 8
K_GETSTATE = 9
K_DIR = 10
K_SUBCLASSHOOK = 11
K_SIZEOF = 12

_KINDS = {"__repr__": K_REPR, "__str__": K_STR, "__hash__": K_HASH,
          "__eq__": K_EQ, "__ne__": K_NE, "__lt__": K_ORDER,
          "__le__": K_ORDER, "__gt__": K_ORDER, "__ge__": K_ORDER,
          "__format__": K_FORMAT, "__reduce_ex__": K_REDUCE_EX,
          "__reduce__": K_REDUCE, "__getstate__": K_GETSTATE,
          "__dir__": K_DIR, "__subclasshook__": K_SUBCLASSHOOK,
          "__sizeof__": K_SIZEOF}

# how many arguments after self each kind takes
_NARGS = {K_EQ: 1, K_NE: 1, K_ORDER: 1, K_FORMAT: 1, K_REDUCE_EX: 1}


class W_ObjectSlot(W_Object):
    """One of object's methods, unbound (CPython's wrapper_descriptor);
    bound to an instance it is a method (CPython's method-wrapper)."""
    _attrs_ = _immutable_fields_ = ("name", "kind")

    def __init__(self, name, kind):
        self.name = name
        self.kind = kind

    def gettype(self):
        from objspace.builtinsub import w_wrapper_descriptor_type
        return w_wrapper_descriptor_type

    def bind(self, w_obj, w_type):
        if self.kind == K_SUBCLASSHOOK:         # a classmethod
            from objspace.funcobject import W_BoundMethod
            return W_BoundMethod(w_type, self)
        if w_obj is None:
            return self
        from objspace.funcobject import W_BoundMethod
        return W_BoundMethod(w_obj, self)

    def repr_hook(self):
        return "<slot wrapper '%s' of 'object' objects>" % self.name

    def getattr_hook(self, name):
        if name == "__name__" or name == "__qualname__":
            return newstr(self.name if name == "__name__"
                          else "object." + self.name)
        if name == "__objclass__":
            return w_object_type
        return None

    def call(self, args):
        args_w = args.args_w
        if args.has_kwargs():
            raise_type_error("%s() takes no keyword arguments" % self.name)
        if not args_w:
            raise_type_error("descriptor '%s' of 'object' object needs an "
                             "argument" % self.name)
        if self.kind == K_SUBCLASSHOOK:
            return W_NotImplemented
        want = _NARGS.get(self.kind, 0)
        if self.kind == K_REDUCE_EX and len(args_w) == 1:
            raise_type_error("__reduce_ex__() takes exactly one argument "
                             "(0 given)")
        if len(args_w) - 1 != want:
            if want == 0:
                raise_type_error("%s() takes no arguments (%d given)"
                                 % (self.name, len(args_w) - 1))
            raise_type_error("expected %d argument%s, got %d"
                             % (want, "" if want == 1 else "s",
                                len(args_w) - 1))
        return apply(self.kind, self.name, args_w)


def apply(kind, name, args_w):
    from objspace import operations as ops
    from objspace.reprs import repr_w, default_repr
    w_self = args_w[0]
    if kind == K_REPR:
        return newstr(default_repr(w_self))
    if kind == K_STR:
        return newstr(repr_w(w_self))
    if kind == K_HASH:
        from rpython.rlib.objectmodel import compute_identity_hash
        return newint(compute_identity_hash(w_self) >> 4)
    if kind == K_EQ:
        if w_self is args_w[1]:
            from objspace.intobject import W_True
            return W_True
        return W_NotImplemented
    if kind == K_NE:
        w_eq = w_self.gettype().lookup("__eq__")
        if w_eq is None:
            if w_self is args_w[1]:
                return newbool(False)
            return W_NotImplemented
        w_res = w_eq.call(Arguments([w_self, args_w[1]]))
        if w_res is W_NotImplemented:
            return w_res
        return newbool(not ops.is_true(w_res))
    if kind == K_ORDER:
        return W_NotImplemented
    if kind == K_FORMAT:
        w_spec = args_w[1]
        if not isinstance(w_spec, W_Str):
            raise_type_error("__format__() argument must be str, not %s"
                             % w_spec.gettype().name)
        assert isinstance(w_spec, W_Str)
        if w_spec.utf8:
            raise_type_error("unsupported format string passed to "
                             "%s.__format__" % w_self.gettype().name)
        from objspace.reprs import str_w
        return newstr(str_w(w_self))
    if kind == K_GETSTATE:
        return getstate(w_self)
    if kind == K_DIR:
        from objspace.listobject import W_List
        return W_List([newstr(n) for n in dir_names(w_self)])
    if kind == K_REDUCE or kind == K_REDUCE_EX:
        protocol = 0
        if kind == K_REDUCE_EX:
            from objspace.intobject import W_Int
            w_p = args_w[1]
            if not isinstance(w_p, W_Int):
                raise_type_error("'%s' object cannot be interpreted as an "
                                 "integer" % w_p.gettype().name)
            assert isinstance(w_p, W_Int)
            protocol = w_p.intval
            # a class's own __reduce__ wins over this default
            w_red = w_self.gettype().lookup("__reduce__")
            if w_red is not None:
                return w_red.bind(w_self, w_self.gettype()).call(
                    Arguments([]))
        return reduce_ex(w_self, protocol)
    if kind == K_SIZEOF:
        from objspace.instances import W_Instance
        size = 16
        if isinstance(w_self, W_Instance):
            size = 16 + 8 * len(w_self.storage_w)
        return newint(size)
    raise_type_error("object.%s is not supported by lbbv" % name)
    return None


def getstate(w_self):
    """object.__getstate__ (3.11): the instance's __dict__ (None when it
    has none or it is empty), paired with a dict of the __slots__ values
    when its class has slots."""
    from objspace.instances import W_Instance
    from objspace.typeobject import F_SLOTS
    if not isinstance(w_self, W_Instance):
        return W_None
    w_type = w_self.gettype()
    w_state = W_None
    if w_type.attr_flags() & F_SLOTS == 0:
        w_dict = w_self.get_dict()
        if len(w_dict.data) != 0:
            w_state = w_dict
    # as CPython: copyreg._slotnames caches cls.__slotnames__
    from objspace.sequences import unpack_iterable
    slotnames_w = unpack_iterable(_copyreg("_slotnames").call(
        Arguments([w_type])))
    if slotnames_w:
        w_state = _with_slots(w_self, w_state, slotnames_w)
    return w_state


def _with_slots(w_self, w_state, slotnames_w):
    """(dict or None, {slot: value}) as CPython's object.__getstate__ for
    an instance with __slots__."""
    from objspace import attrs
    from objspace.dictobject import W_Dict
    from objspace.tupleobject import newtuple
    from objspace.builtinsub import unwrap
    w_slots = W_Dict()
    from objspace.model import OperationError
    from objspace.exceptions import w_AttributeError
    for w_name in slotnames_w:
        w_name = unwrap(w_name)       # (a str subclass names one too)
        if isinstance(w_name, W_Str):
            try:
                w_v = attrs.getattr_or_none(w_self, w_name.utf8)
            except OperationError as e:     # an empty slot
                if not e.w_value.gettype().issubtype(w_AttributeError):
                    raise
                w_v = None
            if w_v is not None:
                w_slots.setitem(w_name, w_v)
    if len(w_slots.data) == 0:
        return w_state
    return newtuple([w_state, w_slots])


def _copyreg(name):
    from interpreter.runtime.importing import import_dotted
    from objspace import attrs
    return attrs.getattr_w(import_dotted("copyreg"), name)


def reduce_ex(w_self, protocol):
    """object.__reduce_ex__: copyreg's protocol 0/1 reduction, or the
    protocol-2 form (copyreg.__newobj__, (cls,), state) that copy and
    pickle rebuild user objects from."""
    from objspace.tupleobject import newtuple
    from objspace.instances import W_Instance
    if protocol < 2:
        return _copyreg("_reduce_ex").call(Arguments([w_self,
                                                      newint(protocol)]))
    w_type = w_self.gettype()
    if not isinstance(w_self, W_Instance):
        raise_type_error("cannot pickle '%s' object" % w_type.tp_name())
    from objspace.funcobject import special_binding
    args_w = [w_type]
    w_kwargs = None
    w_gnx = w_type.lookup("__getnewargs_ex__")
    w_getnewargs = w_type.lookup("__getnewargs__")
    if w_gnx is not None:
        w_args, w_kwargs = _newargs_ex(special_binding(w_gnx).call(
            Arguments([w_self])))
        args_w += w_args.items_w
    elif w_getnewargs is not None:
        w_args = special_binding(w_getnewargs).call(Arguments([w_self]))
        if not isinstance(w_args, W_Tuple):
            raise_type_error("__getnewargs__ should return a tuple, not "
                             "'%s'" % w_args.gettype().name)
        assert isinstance(w_args, W_Tuple)
        args_w += w_args.items_w
    # (copyreg._slotnames caches cls.__slotnames__, as CPython)
    w_getstate = w_type.lookup("__getstate__")
    if w_getstate is not None:
        w_state = special_binding(w_getstate).call(Arguments([w_self]))
    else:
        w_state = getstate(w_self)
    # a list's or dict's items go as the 4th and 5th entries, as CPython
    from objspace import builtinsub
    from objspace.listobject import W_List
    from objspace.dictobject import W_Dict
    from objspace.containers import iter_w
    w_inner = builtinsub.unwrap(w_self)
    w_listitems = W_None
    w_dictitems = W_None
    if isinstance(w_inner, W_List):
        w_listitems = iter_w(w_self)
    elif isinstance(w_inner, W_Dict):
        from objspace import attrs
        w_dictitems = iter_w(attrs.getattr_w(w_self, "items").call(
            Arguments([])))
    if w_kwargs is not None and len(w_kwargs.data) > 0:
        # keyword arguments: copyreg.__newobj_ex__(cls, args, kwargs)
        return newtuple([_copyreg("__newobj_ex__"),
                         newtuple([w_type, newtuple(args_w[1:]), w_kwargs]),
                         w_state, w_listitems, w_dictitems])
    return newtuple([_copyreg("__newobj__"), newtuple(args_w), w_state,
                     w_listitems, w_dictitems])


def _newargs_ex(w_res):
    """The (args, kwargs) a __getnewargs_ex__ returned, checked as
    CPython does."""
    from objspace.dictobject import W_Dict
    if not isinstance(w_res, W_Tuple):
        raise_type_error("__getnewargs_ex__ should return a tuple, not "
                         "'%s'" % w_res.gettype().name)
    assert isinstance(w_res, W_Tuple)
    if len(w_res.items_w) != 2:
        from objspace.exceptions import raise_value_error
        raise_value_error("__getnewargs_ex__ should return a tuple of "
                          "length 2, not %d" % len(w_res.items_w))
    w_args = w_res.items_w[0]
    w_kwargs = w_res.items_w[1]
    if not isinstance(w_args, W_Tuple):
        raise_type_error("first item of the tuple returned by "
                         "__getnewargs_ex__ must be a tuple, not '%s'"
                         % w_args.gettype().name)
    if not isinstance(w_kwargs, W_Dict):
        raise_type_error("second item of the tuple returned by "
                         "__getnewargs_ex__ must be a dict, not '%s'"
                         % w_kwargs.gettype().name)
    assert isinstance(w_args, W_Tuple)
    assert isinstance(w_kwargs, W_Dict)
    return w_args, w_kwargs


def dir_names(w_obj):
    """The names object.__dir__ / type.__dir__ list (unsorted, no
    duplicates): an instance's own attributes, then its class's and its
    bases' (object's included); a class's, its bases'; a module's
    namespace."""
    from objspace.instances import W_Instance
    from objspace.moduleobject import W_Module
    seen = {}
    names = []
    if isinstance(w_obj, W_Module):
        if w_obj.w_class is not None:
            # a module subclass may replace __dict__ (CPython's
            # module___dir__ reads the attribute)
            from objspace import attrs
            from objspace.dictobject import W_Dict
            w_d = attrs.getattr_w(w_obj, "__dict__")
            if not isinstance(w_d, W_Dict):
                raise_type_error("<module>.__dict__ is not a dictionary")
        for key in w_obj.dict_w.keys():
            _add(seen, names, key)
        return names
    if isinstance(w_obj, W_Instance):
        from objspace.typeobject import F_SLOTS
        if w_obj.gettype().attr_flags() & F_SLOTS == 0:
            for w_k in w_obj.get_dict().data.keys():
                if isinstance(w_k, W_Str):
                    _add(seen, names, w_k.utf8)
    elif not isinstance(w_obj, W_TypeObject):
        # a function's (or a method's function's) own attributes
        from objspace.dictobject import W_Dict
        w_d = w_obj.getattr_hook("__dict__")
        if isinstance(w_d, W_Dict):
            for w_k in w_d.data.keys():
                if isinstance(w_k, W_Str):
                    _add(seen, names, w_k.utf8)
    w_type = w_obj if isinstance(w_obj, W_TypeObject) else w_obj.gettype()
    for w_t in w_type.mro_w:
        for key in w_t.dict_w.keys():
            _add(seen, names, key)
        if w_t.heaptype and "__slots__" not in w_t.dict_w:
            _add(seen, names, "__dict__")       # CPython's getset
            _add(seen, names, "__weakref__")    # descriptors
        if w_t is w_object_type:
            for key in OBJECT_NAMES:
                _add(seen, names, key)
    return names


def _add(seen, names, key):
    if key not in seen:
        seen[key] = None
        names.append(key)


SLOTS = {}
for _name in _KINDS:
    SLOTS[_name] = W_ObjectSlot(_name, _KINDS[_name])


def find(name):
    """object's method `name` when the MRO has no attribute of that name,
    or None."""
    if len(name) < 5 or name[0] != "_" or name[1] != "_":
        return None
    return SLOTS.get(name, None)
