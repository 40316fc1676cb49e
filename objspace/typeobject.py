"""Type objects: built-in types and user classes alike."""

import weakref
from collections import OrderedDict

from rpython.rlib.objectmodel import we_are_translated, compute_hash

from objspace.model import W_Object

# how instances of a type are laid out (which W_ class instantiates them)
LAYOUT_BUILTIN = 0      # int, str, ...: created by the type's constructor
LAYOUT_INSTANCE = 1     # user classes: W_Instance
LAYOUT_EXCEPTION = 2    # BaseException and subclasses: W_BaseException
LAYOUT_SUBBUILTIN = 3   # user subclasses of int, list, ...: W_SubInstance
LAYOUT_TYPE = 4         # user metaclasses (subclasses of type): classes

# attr_flags(): what a type's attribute protocol needs beyond the default
F_GETATTRIBUTE = 1      # a __getattribute__ other than object's
F_SETATTR = 2           # a __setattr__ other than object's
F_DELATTR = 4           # a __delattr__ other than object's
F_GETATTR = 8           # a __getattr__ (the fallback)
F_GET = 16              # instances are descriptors: __get__
F_SET = 32              # ... data descriptors: __set__
F_DELETE = 64           # ... or __delete__
F_SLOTS = 128           # instances have no __dict__ (__slots__ all along)
F_DEL = 256             # a __del__: instances go to objspace/del_queue.py
F_CLASS = 512           # inst.__class__ may differ from type(inst)
F_NOWEAKREF = 1024      # instances have no __weakref__ (__slots__ all along)
SLOTS_NONE = 0
SLOTS_PLAIN = 1
SLOTS_WEAKREF = 2
F_HOOKS = F_GETATTRIBUTE | F_SETATTR | F_DELATTR

# class attributes whose change alters attr_flags of some type
FLAG_NAMES = {"__getattribute__": None, "__setattr__": None,
              "__delattr__": None, "__get__": None, "__set__": None,
              "__delete__": None, "__getattr__": None, "__del__": None,
              "__class__": None}


class TypeEpoch(object):
    """`value` is bumped whenever any class's attributes change after
    creation, so tier-1 caches keyed on class contents (a method found
    along the MRO) check one number instead of a whole MRO.

    `descr` is bumped whenever the set of (class, name) bindings to a
    data descriptor (a property) changes: a class created with one, a
    property stored into or replaced or deleted from a class. Instance
    attribute caches guard on it alone, so class attributes that are not
    data descriptors (counters, methods) can change freely. A name in
    `data_descr_names` was bound to a property in some class at some
    time; an instance attribute whose name is not in it cannot be shadowed
    whatever the instance's class, so its cache needs only the (class-
    independent) map."""

    def __init__(self):
        self.value = 0
        self.descr = 0
        # bumped when a class being created is filled (define) or given
        # its MRO: what the lookup cache (MethodCache) must see besides
        # `value`, which such a class does not move
        self.defined = 0
        self.data_descr_names = {}
        self.late_hooks = False
        self.flags = 0      # bumped when a FLAG_NAMES attribute changes

    def note_class_attr(self, name, w_old, w_new):
        if w_new is not None and is_data_descr(w_new):
            self.data_descr_names[name] = None
            self.descr += 1
        elif w_old is not None and is_data_descr(w_old):
            self.descr += 1

    def note_flag_change(self, name):
        self.flags += 1
        if name != "__getattr__" and name != "__del__":
            self.note_hook_change()

    def note_hook_change(self):
        """A class already in use gained or lost an attribute hook or a
        descriptor method: its instances may share maps with plain ones
        and any stored object may have become a data descriptor, so from
        now on every instance attribute cache guards on the class too."""
        self.late_hooks = True
        self.descr += 1

    def may_be_data_descr(self, name):
        return self.late_hooks or name in self.data_descr_names


def is_data_descr(w_v):
    """A class attribute that takes precedence over the instance dict."""
    from objspace.funcobject import W_Property, W_DataDescriptor
    if isinstance(w_v, W_Property) or isinstance(w_v, W_DataDescriptor):
        return True
    return w_v.gettype().attr_flags() & (F_SET | F_DELETE) != 0


TYPE_EPOCH = TypeEpoch()


def _name_hash(name):
    # (translated, a str's hash is computed once and kept in it;
    # untranslated, compute_hash runs RPython's string hash in Python on
    # every call: it made the untranslated interpreter 2.5x slower at
    # tier 0 on richards, over the test's time limit)
    if we_are_translated():
        return compute_hash(name)
    return hash(name)


class MethodCache(object):
    """W_TypeObject.lookup's cache for user classes (as CPython's type
    attribute cache and PyPy's method cache): what the walk along the MRO
    found for (class, name), direct mapped by the class's number and the
    name's hash. An entry holds while no class's attributes or MRO have
    changed since it was filled (TYPE_EPOCH.value) and no class has been
    filled (TYPE_EPOCH.defined); both only grow, so their sum tells.
    Built-in types are not cached: their dicts are set up before use and
    their lookups are few."""
    SIZE = 2048

    def __init__(self):
        self.epochs = [-1] * self.SIZE
        self.types_w = [None] * self.SIZE
        self.names = [""] * self.SIZE
        self.results_w = [None] * self.SIZE
        self.next_id = 0


METHOD_CACHE = MethodCache()


def new_namespace_dict():
    """A class's namespace (and its class body's locals) keeps definition
    order (a class's __dict__ lists it so, enum._simple_enum relies on it). RPython's dicts keep
    insertion order once translated; untranslated they are CPython 2.7's,
    so an OrderedDict stands in there."""
    if we_are_translated():
        return {}
    return OrderedDict()


class BuiltinTypes(object):
    """Every type made before translation (the built-in types): their
    methods learn their class's name for __qualname__ at start-up
    (name_builtin_methods)."""
    def __init__(self):
        self.types_w = []
        self.named = False


BUILTIN_TYPES = BuiltinTypes()


def name_builtin_methods():
    """list.append.__qualname__ is 'list.append': each built-in method in
    a built-in type's dict gets its class's name, once."""
    from objspace.funcobject import (W_BuiltinFunction, W_StaticMethod,
                                     W_ClassMethod)
    if BUILTIN_TYPES.named and we_are_translated():
        return      # (untranslated, modules imported later add types)
    BUILTIN_TYPES.named = True
    for w_t in BUILTIN_TYPES.types_w:
        if w_t.heaptype:
            continue
        for w_dv in w_t.dict_w.values():
            w_v = w_dv
            wrapped = False
            if isinstance(w_v, W_StaticMethod) or \
                    isinstance(w_v, W_ClassMethod):
                w_v = w_v.w_func
                wrapped = True
            if isinstance(w_v, W_BuiltinFunction) and \
                    (w_v.binds or wrapped) and w_v.owner is None:
                w_v.owner = w_t.name
                if not wrapped:
                    w_v.w_objclass = w_t
            if isinstance(w_dv, W_StaticMethod):
                w_get = w_dv.w_get     # what reading it gives
                if isinstance(w_get, W_BuiltinFunction) and \
                        w_get.owner is None:
                    w_get.owner = w_t.name


class W_TypeObject(W_Object):
    _attrs_ = ("name", "bases_w", "mro_w", "dict_w", "layout", "w_new",
               "version", "module", "heaptype", "flags", "flags_epoch",
               "own_root", "slot_names", "w_class", "qualname",
               "subclass_refs", "w_solid", "abstract", "mro_pending",
               "slots_kind", "doc", "collection_flags", "cache_id",
               "instance_size")

    def __init__(self, name, bases_w, layout=LAYOUT_BUILTIN, w_new=None):
        if not we_are_translated():
            BUILTIN_TYPES.types_w.append(self)  # (prebuilt types only)
        self.name = name
        self.qualname = name
        # its number in METHOD_CACHE's hash
        self.cache_id = METHOD_CACHE.next_id
        METHOD_CACHE.next_id += 1
        # the metaclass when it is not `type` (objspace/metaclass.py)
        self.w_class = None
        # weak references to the classes that have this one among their
        # bases, oldest first (weak: classes made in a loop can die)
        self.subclass_refs = []
        # for LAYOUT_SUBBUILTIN: the built-in type whose value an instance
        # carries (objspace/builtinsub.py)
        self.w_solid = None
        # a true __abstractmethods__ was set on this very class (CPython's
        # Py_TPFLAGS_IS_ABSTRACT): object.__new__ refuses to instantiate it
        self.abstract = False
        # a built-in type's docstring (objspace/builtin_docs.py) or None;
        # not inherited, as CPython's tp_doc (a class keeps __doc__ in
        # its dict)
        self.doc = None
        self.bases_w = bases_w
        self.dict_w = new_namespace_dict()
        self.layout = layout
        self.w_new = w_new        # built-in constructor, or None
        self.version = 0
        self.module = "builtins"
        self.heaptype = False     # a class statement's (mutable) type
        self.flags = 0
        self.flags_epoch = -1     # the epochs' sum when flags were computed
        self.own_root = None      # instances.Map: this class's map tree
        # how many attributes its instances have had at most (up to
        # instances.MAX_SIZE_HINT): their storage starts that large
        self.instance_size = 0
        self.slot_names = None    # dict of names allowed by __slots__
        # SLOTS_NONE, SLOTS_PLAIN, or SLOTS_WEAKREF: the class body's
        # __slots__ declared '__weakref__'
        self.slots_kind = SLOTS_NONE
        # a metaclass's mro() is running for the new class: its __mro__
        # reads None and it cannot be subclassed yet (as CPython's NULL
        # tp_mro)
        self.mro_pending = False
        # Py_TPFLAGS_SEQUENCE / _MAPPING of this very class (a built-in
        # sequence or mapping, or collections.abc's __abc_tpflags__);
        # __flags__ shows them inherited
        self.collection_flags = 0
        self.mro_w = [self]
        if bases_w:
            for w_t in compute_mro_tail(bases_w):
                self.mro_w.append(w_t)
            for w_b in bases_w:
                w_b.add_subclass(self)

    def gettype(self):
        if self.w_class is not None:
            return self.w_class
        return w_type_type

    def lookup(self, name):
        """The attribute `name` along the MRO, or None."""
        if not self.heaptype:
            return self.lookup_mro(name)
        cache = METHOD_CACHE
        epoch = TYPE_EPOCH.value + TYPE_EPOCH.defined
        i = (_name_hash(name) ^ (self.cache_id << 4)) & (cache.SIZE - 1)
        if cache.epochs[i] == epoch and cache.types_w[i] is self and \
                cache.names[i] == name:
            return cache.results_w[i]
        w_v = self.lookup_mro(name)
        cache.epochs[i] = epoch
        cache.types_w[i] = self
        cache.names[i] = name
        cache.results_w[i] = w_v
        return w_v

    def lookup_mro(self, name):
        """The attribute `name` along the MRO, or None (uncached)."""
        for w_t in self.mro_w:
            w_v = w_t.dict_w.get(name, None)
            if w_v is not None:
                return w_v
        return None

    def is_heaptype(self):
        """A class made at run time, whose attributes may change. The
        module test also covers a class made by a path that does not
        call attrs.init_class_layout."""
        return self.heaptype or (self.layout != LAYOUT_BUILTIN and
                                 self.module != "builtins")

    def attr_flags(self):
        """The F_* flags, recomputed when any class's FLAG_NAMES
        attributes changed since (a base may have gained a hook), or the
        descriptor epoch moved (which also covers an MRO change). Both
        counters only grow, so their sum changes when either does."""
        epoch = TYPE_EPOCH.flags + TYPE_EPOCH.descr
        if self.flags_epoch != epoch:
            self.flags = self._compute_flags()
            self.flags_epoch = epoch
        return self.flags

    def _compute_flags(self):
        odict = w_object_type.dict_w
        flags = 0
        w_v = self.lookup("__getattribute__")
        if w_v is not None and w_v is not odict.get("__getattribute__", None):
            flags |= F_GETATTRIBUTE
        w_v = self.lookup("__setattr__")
        if w_v is not None and w_v is not odict.get("__setattr__", None):
            flags |= F_SETATTR
        w_v = self.lookup("__delattr__")
        if w_v is not None and w_v is not odict.get("__delattr__", None):
            flags |= F_DELATTR
        if self.lookup("__getattr__") is not None:
            flags |= F_GETATTR
        if self.lookup("__get__") is not None:
            flags |= F_GET
        if self.lookup("__set__") is not None:
            flags |= F_SET
        if self.lookup("__delete__") is not None:
            flags |= F_DELETE
        if self.lookup("__del__") is not None:
            flags |= F_DEL
        if flags & F_GETATTRIBUTE or self.lookup("__class__") is not None:
            flags |= F_CLASS
        if (self.layout == LAYOUT_INSTANCE or
                self.layout == LAYOUT_SUBBUILTIN or
                self is w_object_type) and self.has_no_dict():
            flags |= F_SLOTS
        if (self.layout == LAYOUT_INSTANCE or
                self.layout == LAYOUT_SUBBUILTIN) and self.has_no_weakref():
            flags |= F_NOWEAKREF
        return flags

    def has_no_dict(self):
        """Every class along the MRO but object and the built-in types
        (whose instances have no __dict__) declares __slots__ without
        '__dict__'."""
        for w_t in self.mro_w:
            if w_t is not w_object_type and w_t.slot_names is None and \
                    w_t.layout != LAYOUT_BUILTIN:
                return False
        return True

    def has_no_weakref(self):
        """Every class along the MRO but object and the built-in types
        declares __slots__ without '__weakref__'."""
        for w_t in self.mro_w:
            if w_t is w_object_type or w_t.layout == LAYOUT_BUILTIN:
                continue
            if w_t.slots_kind != SLOTS_PLAIN:
                return False
        return True

    def tp_name(self):
        """CPython's tp_name: a built-in type outside builtins is qualified
        by its module ('re.Pattern', 'sqlite3.PrepareProtocol'), a class
        is not."""
        if self.is_heaptype() or self.module == "builtins":
            return self.name
        return self.module + "." + self.name

    def issubtype(self, w_other):
        for w_t in self.mro_w:
            if w_t is w_other:
                return True
        return False

    def define(self, name, w_value):
        """Fills the dict of a class being created (no cache can know the
        class yet, so the epoch only moves for a new property name)."""
        self.dict_w[name] = w_value
        self.flags_epoch = -1
        TYPE_EPOCH.defined += 1
        TYPE_EPOCH.note_class_attr(name, None, w_value)

    def setdictvalue(self, name, w_value):
        w_old = self.dict_w.get(name, None)
        if name == "__abstractmethods__":
            from objspace.operations import is_true
            self.abstract = is_true(w_value)
        self.dict_w[name] = w_value
        self.version += 1
        TYPE_EPOCH.value += 1
        TYPE_EPOCH.note_class_attr(name, w_old, w_value)
        if name in FLAG_NAMES:
            TYPE_EPOCH.note_flag_change(name)

    def deldictvalue(self, name):
        w_old = self.dict_w.get(name, None)
        if w_old is None:
            return False
        if name == "__abstractmethods__":
            self.abstract = False
        del self.dict_w[name]
        self.version += 1
        TYPE_EPOCH.value += 1
        TYPE_EPOCH.note_class_attr(name, w_old, None)
        if name in FLAG_NAMES:
            TYPE_EPOCH.note_flag_change(name)
        return True

    def binop_hook(self, w_other, op, reflected):
        """int | str: a types.UnionType (objspace/uniontype.py)."""
        from interpreter.frontend import astnodes as A
        if op != A.NB_OR:
            return None
        from objspace.uniontype import type_or
        return type_or(self, w_other, reflected)

    def flags_value(self):
        """__flags__ with the bits the standard library tests: heap type
        (copyreg's pickling of instances), base type, and abstract
        (inspect.isabstract: a non-empty __abstractmethods__)."""
        from objspace.intobject import newint
        flags = 1 << 10                         # Py_TPFLAGS_BASETYPE
        for w_t in self.mro_w:
            flags |= w_t.collection_flags       # SEQUENCE, MAPPING
        if self.is_heaptype():
            flags |= 1 << 9                     # Py_TPFLAGS_HEAPTYPE
        w_abstract = self.dict_w.get("__abstractmethods__", None)
        if w_abstract is not None:
            from objspace.operations import is_true
            if is_true(w_abstract):
                flags |= 1 << 20                # Py_TPFLAGS_IS_ABSTRACT
        return newint(flags)

    def layout_sizes(self, item):
        """__basicsize__ / __itemsize__: CPython's sizes on a 64-bit build
        for the built-in types and their subclasses (introspection only:
        lbbv's objects are laid out otherwise)."""
        solid = self
        while solid.bases_w and solid.layout != LAYOUT_BUILTIN:
            solid = solid.best_base()
        name = solid.name
        if item:
            if name == "int" or name == "bool":
                return 4
            if name == "tuple":
                return 8
            if name == "bytes":
                return 1
            return 0
        size = 16
        if name == "int" or name == "tuple":
            size = 24
        elif name == "bytes":
            size = 33
        elif name == "float":
            size = 24
        elif name == "list":
            size = 40
        elif name == "dict":
            size = 48
        if self is not solid:
            slots = 0
            for w_t in self.mro_w:
                if w_t.slot_names is not None:
                    slots += len(w_t.slot_names)
            size += 8 * slots
            if not self.has_no_dict():
                size += 16
        return size

    def best_base(self):
        """__base__: the base whose built-in layout is the most derived
        (class C(B, int): int), the first one among equals."""
        from objspace.metaclass import solid_base
        w_base = self.bases_w[0]
        w_winner = solid_base(w_base)
        for w_b in self.bases_w:
            w_s = solid_base(w_b)
            if w_winner.issubtype(w_s):
                continue
            if w_s.issubtype(w_winner):
                w_winner = w_s
                w_base = w_b
        return w_base

    def getattr_hook(self, name):
        from objspace.strobject import newstr
        from objspace.tupleobject import newtuple
        if name == "__name__":
            return newstr(self.name)
        if name == "__qualname__":
            return newstr(self.qualname)
        if name == "__module__":
            from objspace.strobject import interned
            return interned(self.module)    # (CPython interns it too)
        if name == "__mro__":
            if self.mro_pending:
                from objspace.noneobject import W_None
                return W_None
            return newtuple(_as_objects(self.mro_w))
        if name == "__bases__":
            return newtuple(_as_objects(self.bases_w))
        if name == "__base__":
            if self.bases_w:
                return self.best_base()
            from objspace.noneobject import W_None
            return W_None
        if name == "__doc__":
            from objspace.noneobject import W_None
            if self.doc is not None:
                return newstr(self.doc)
            return W_None
        if name == "__flags__":
            return self.flags_value()
        if name == "__basicsize__" or name == "__itemsize__":
            from objspace.intobject import newint
            return newint(self.layout_sizes(name == "__itemsize__"))
        if name == "__dict__":
            # read-only, following the class (objspace/mappingproxy.py)
            from objspace.mappingproxy import W_MappingProxy
            return W_MappingProxy(None, self)
        if name == "__weakref__" and self.is_heaptype() and \
                self.attr_flags() & F_SLOTS == 0:
            # CPython's getset descriptor of a class whose instances can
            # be weakly referenced (typing.no_type_check reads it)
            from objspace.getset import W_GetSetDescr
            return W_GetSetDescr("__weakref__", self, False)
        if name.startswith("__"):
            from objspace.metaclass import object_default
            return object_default(name)     # C.__repr__: object's
        return None

    def getitem_hook(self, w_key):
        """C[key]: the class's __class_getitem__ (list[int])."""
        from objspace.model import Arguments
        w_cg = self.lookup("__class_getitem__")
        if w_cg is None:
            from objspace.exceptions import raise_type_error
            raise_type_error("type '%s' is not subscriptable" % self.name)
        return w_cg.bind(None, self).call(Arguments([w_key]))

    def setattr_hook(self, name, w_value):
        from objspace.metaclass import set_type_attr
        return set_type_attr(self, name, w_value)

    def call(self, args):
        from objspace.metaclass import call_type
        return call_type(self, args)

    def recompute_mro(self):
        """After a change of __bases__: this class's MRO and its
        subclasses' (method lookups walk mro_w, so dispatch follows)."""
        if self.w_class is not None:
            from objspace.metaclass import mro_internal
            mro_w = mro_internal(self)
        else:
            mro_w = self.default_mro()
        self.mro_w = mro_w
        self.version += 1
        TYPE_EPOCH.value += 1
        TYPE_EPOCH.descr += 1
        TYPE_EPOCH.note_hook_change()   # a new base may bring hooks
        for w_sub in self.subclasses():
            w_sub.recompute_mro()

    def default_mro(self):
        """type.mro(): the C3 linearisation."""
        mro_w = [self]
        for w_t in compute_mro_tail(self.bases_w):
            mro_w.append(w_t)
        return mro_w

    def add_subclass(self, w_sub):
        refs = self.subclass_refs
        if len(refs) >= 32 and len(refs) & (len(refs) - 1) == 0:
            self.subclasses()           # drops the dead ones now and then
        self.subclass_refs.append(weakref.ref(w_sub))

    def remove_subclass(self, w_sub):
        refs = self.subclass_refs
        for k in range(len(refs)):
            if refs[k]() is w_sub:
                del refs[k]
                return

    def subclasses(self):
        """The live subclasses, oldest first."""
        result = []
        live = []
        for ref in self.subclass_refs:
            w_sub = ref()
            if w_sub is not None:
                result.append(w_sub)
                live.append(ref)
        self.subclass_refs = live
        return result


def _as_objects(types_w):
    """A fresh list of W_Object (RPython lists are invariant: passing
    types_w itself would widen the MRO list's item type)."""
    result = [None] * len(types_w)
    for i in range(len(types_w)):
        w_obj = types_w[i]
        assert isinstance(w_obj, W_Object)
        result[i] = w_obj
    return result


def compute_mro_tail(bases_w):
    """C3 linearisation of the bases (the class itself excluded)."""
    seqs = []
    for w_b in bases_w:
        seqs.append(list(w_b.mro_w))
    seqs.append(list(bases_w))
    result = []
    while True:
        nonempty = []
        for s in seqs:
            if s:
                nonempty.append(s)
        if not nonempty:
            return result
        candidate = None
        for s in nonempty:
            cand = s[0]
            in_tail = False
            for s2 in nonempty:
                for k in range(1, len(s2)):
                    if s2[k] is cand:
                        in_tail = True
            if not in_tail:
                candidate = cand
                break
        if candidate is None:
            from objspace.exceptions import raise_type_error
            raise_type_error("Cannot create a consistent method resolution "
                             "order (MRO)")
        assert candidate is not None
        result.append(candidate)
        for s in nonempty:
            if s[0] is candidate:
                del s[0]


w_object_type = W_TypeObject("object", [])
w_type_type = W_TypeObject("type", [w_object_type])
