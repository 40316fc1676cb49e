"""Instances of user classes. Attributes live in a storage array indexed
through a map (hidden class) shared by all instances that got the same
attributes in the same order. There is one map tree for all classes (a
map does not imply the class), so instances of sibling classes that set
their attributes in one shared __init__ share maps, and a tier-1
attribute site that sees several such classes stays monomorphic."""

from rpython.rlib.objectmodel import always_inline, newlist_hint

from objspace.model import W_Object, Arguments
from objspace.floatobject import W_FloatCell, newfloat
from objspace.dictobject import W_Dict
from objspace.typeobject import (LAYOUT_INSTANCE, LAYOUT_EXCEPTION,
                                 LAYOUT_BUILTIN, F_HOOKS, F_SLOTS, F_GET,
                                 F_DEL)
from objspace import del_queue


class Map(object):
    _attrs_ = ("indexes", "transitions", "names", "dict_mode")
    _immutable_fields_ = ("names[*]", "dict_mode")

    def __init__(self, names, dict_mode=False):
        self.names = names
        self.dict_mode = dict_mode
        self.indexes = {}
        for i in range(len(names)):
            self.indexes[names[i]] = i
        self.transitions = {}

    def index_of(self, name):
        return self.indexes.get(name, -1)

    def with_attr(self, name):
        m = self.transitions.get(name, None)
        if m is None:
            m = Map(self.names + [name], self.dict_mode)
            self.transitions[name] = m
        return m


# the largest storage an instance starts with (W_TypeObject.instance_size)
MAX_SIZE_HINT = 16

ROOT_MAP = Map([])     # the map of every instance without attributes

# The map of an instance whose __dict__ was asked for: its attributes
# then live in a real dict, storage_w[0]. No attribute cache is set up
# for this map (tier1.specialize_*), so every access takes the generic
# path, which reads and writes the dict. Its children (with_attr) hold
# the values of __slots__ of a class that has a __dict__ too, after the
# dict, under their slot keys (slot_key).
DICT_MAP = Map(["\x00__dict__"], True)

SLOT_PREFIX = "\x00"


def slot_key(w_class, name):
    """Where a __slots__ member of an instance of w_class is stored: under
    its name when the class has no __dict__ (its maps are its own, and
    tier 1 caches the slot like an attribute), else under a key no
    attribute name can have, so that __dict__ never shows it."""
    if w_class.attr_flags() & F_SLOTS:
        return name
    return SLOT_PREFIX + name


def is_slot_key(name):
    return len(name) > 0 and name[0] == SLOT_PREFIX


def root_map(w_class):
    """The empty map of w_class's instances: the shared ROOT_MAP, except
    for a class with attribute hooks or __slots__, whose instances get a
    map tree of their own, so that a map implies such a class and a cache
    set up for plain instances can never apply to them."""
    return _root_map(w_class, w_class.attr_flags())


@always_inline
def _root_map(w_class, flags):
    if flags & (F_HOOKS | F_SLOTS) == 0:
        return ROOT_MAP
    root = w_class.own_root
    if root is None:
        root = Map([])
        w_class.own_root = root
    return root


class W_Instance(W_Object):
    _attrs_ = ("w_class", "map", "storage_w")

    def __init__(self, w_class):
        self.w_class = w_class
        flags = w_class.attr_flags()
        self.map = _root_map(w_class, flags)
        # as large as the class's instances grew: their attributes are
        # appended without growing it (one resize per new instance in
        # raytrace, a third of its store_attr_instance)
        self.storage_w = newlist_hint(w_class.instance_size)
        if flags & F_DEL:
            del_queue.register(self)

    def gettype(self):
        return self.w_class

    def hooked_attr(self, name):
        """Whether setattr_hook stores `name` rather than the map."""
        return False

    def call(self, args):
        w_meth = self.w_class.lookup("__call__")
        if w_meth is None:
            from objspace.exceptions import raise_type_error
            raise_type_error("'%s' object is not callable"
                             % self.w_class.name)
        from objspace.funcobject import special_binding
        return special_binding(w_meth).call(args.prepend(self))

    def bind(self, w_obj, w_type):
        """A user descriptor's __get__(self, obj or None, type)."""
        w_class = self.w_class
        if w_class.attr_flags() & F_GET == 0:
            return self
        from objspace.noneobject import W_None
        w_get = w_class.lookup("__get__")
        assert w_get is not None
        if w_obj is None:
            w_obj = W_None
        return w_get.bind(self, w_class).call(Arguments([w_obj, w_type]))

    def set_class(self, w_new):
        """obj.__class__ = w_new (layouts checked by the caller): the
        attributes move onto a map of w_new's tree."""
        self.w_class = w_new
        if self.map.dict_mode:
            return
        names = self.map.names
        old_w = self.storage_w
        self.map = root_map(w_new)
        self.storage_w = []
        for k in range(len(names)):
            self.setdictvalue(names[k], old_w[k])

    def getdictvalue(self, name):
        i = self.map.index_of(name)
        if i < 0:
            if self.map.dict_mode:
                from objspace.strobject import newstr
                return self.get_dict().getitem(newstr(name))
            return None
        return exposed(self.storage_w[i])

    def setdictvalue(self, name, w_value):
        i = self.map.index_of(name)
        if i >= 0:
            self.storage_w[i] = w_value
        elif self.map.dict_mode and not is_slot_key(name):
            from objspace.strobject import newstr
            self.get_dict().setitem(newstr(name), w_value)
        else:
            self.map = self.map.with_attr(name)
            self.storage_w.append(w_value)
            n = len(self.storage_w)
            w_class = self.w_class
            if w_class.instance_size < n <= MAX_SIZE_HINT:
                w_class.instance_size = n

    def get_dict(self):
        """obj.__dict__: the attributes move into a dict, for good."""
        if self.map.dict_mode:
            w_dict = self.storage_w[0]
            assert isinstance(w_dict, W_Dict)
            return w_dict
        w_dict = W_Dict()
        names = self.map.names
        for k in range(len(names)):
            if not is_slot_key(names[k]):
                w_dict.setitem(attr_name(names[k]),
                               exposed(self.storage_w[k]))
        self.set_dict(w_dict)
        return w_dict

    def set_dict(self, w_dict):
        """obj.__dict__ = w_dict; the __slots__ values stay."""
        names = self.map.names
        old_w = self.storage_w
        start = 1 if self.map.dict_mode else 0     # (past the old dict)
        self.map = DICT_MAP
        self.storage_w = [w_dict]
        for k in range(start, len(names)):
            if is_slot_key(names[k]):
                self.setdictvalue(names[k], old_w[k])

    def deldictvalue(self, name):
        i = self.map.index_of(name)
        if i < 0 and self.map.dict_mode:
            if is_slot_key(name):
                return False
            from objspace.strobject import newstr
            w_key = newstr(name)
            data = self.get_dict().data
            if w_key not in data:
                return False
            del data[w_key]
            return True
        if i < 0:
            return False
        names = self.map.names
        old_w = self.storage_w
        if self.map.dict_mode:
            self.map = DICT_MAP
            self.storage_w = [old_w[0]]
            start = 1
        else:
            self.map = root_map(self.w_class)
            self.storage_w = []
            start = 0
        for k in range(start, len(names)):
            if k != i:
                self.setdictvalue(names[k], old_w[k])
        return True


def attr_name(name):
    """The str object of an attribute name as a key of the instance dicts
    made from maps: the interned one, so that all instances' dicts share
    their keys with each other and with the code's constants, as
    CPython's do (pickle's memo relies on it)."""
    from objspace.strobject import interned
    return interned(name)


def exposed(w_value):
    """An attribute value as it may leave the instance's storage: a
    W_FloatCell stays private to its slot."""
    if isinstance(w_value, W_FloatCell):
        w_boxed = w_value.w_boxed
        if w_boxed is None:
            w_boxed = newfloat(w_value.floatval)
            w_value.w_boxed = w_boxed
        return w_boxed
    return w_value
