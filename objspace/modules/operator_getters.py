"""operator.itemgetter, attrgetter and methodcaller as built-in types, as
CPython's C `_operator` has them (mod_operator.make() registers them, and
Lib/operator.py's `from _operator import *` replaces its pure-Python
classes). Calling one is a `call` with no bound method or frame: what
`sorted(xs, key=itemgetter(1))` and `map(attrgetter('x'), objs)` do once
per item."""

from objspace.model import W_Object, Arguments
from objspace.funcobject import W_BuiltinFunction, W_StaticMethod
from objspace.typeobject import W_TypeObject, w_object_type
from objspace.strobject import W_Str, newstr
from objspace.tupleobject import newtuple
from objspace.exceptions import raise_type_error, raise_attribute_error
from objspace import attrs
from objspace import containers


def _one_arg(args, name):
    """The single positional argument of a getter's call (CPython's
    vectorcall checks: keywords first, then the count)."""
    if args.kw_names is not None and len(args.kw_names) > 0:
        raise_type_error("%s() takes no keyword arguments" % name)
    args_w = args.args_w
    if len(args_w) != 1:
        raise_type_error("%s expected 1 argument, got %d"
                         % (name, len(args_w)))
    return args_w[0]


def _guarded_repr(w_self, tp_name, items_w, kw_names, kw_values_w):
    """tp_name(repr, ..., name=repr, ...), or tp_name(...) when met again
    inside its own repr (CPython's Py_ReprEnter)."""
    from objspace.reprs import repr_w, repr_enter, repr_leave
    if repr_enter(w_self):
        return tp_name + "(...)"
    try:
        parts = [repr_w(w_x) for w_x in items_w]
        if kw_names is not None:
            for k in range(len(kw_names)):
                parts.append("%s=%s" % (kw_names[k],
                                        repr_w(kw_values_w[k])))
    finally:
        repr_leave(w_self)
    return "%s(%s)" % (tp_name, ", ".join(parts))


def _str_value(w_x):
    """The text of a str (or str subclass) argument, or None."""
    from objspace.builtinsub import unwrap
    w_s = unwrap(w_x)
    if isinstance(w_s, W_Str):
        return w_s.utf8
    return None


class W_Getter(W_Object):
    """The three types' base: instances have no attributes of their own
    (no __dict__), and CPython's messages name the type operator.X."""
    _attrs_ = ()

    def setattr_hook(self, name, w_value):
        w_type = self.gettype()
        if w_type.lookup(name) is not None or name == "__doc__":
            raise_attribute_error("'%s' object attribute '%s' is read-only"
                                  % (w_type.tp_name(), name))
        raise_attribute_error("'%s' object has no attribute '%s'"
                              % (w_type.tp_name(), name))
        return False

    def delattr_hook(self, name):
        return self.setattr_hook(name, None)


# --- itemgetter ---

class W_ItemGetter(W_Getter):
    _attrs_ = _immutable_fields_ = ("items_w",)

    def __init__(self, items_w):
        self.items_w = items_w          # at least one key

    def gettype(self):
        return w_itemgetter_type

    def call(self, args):
        w_obj = _one_arg(args, "itemgetter")
        items_w = self.items_w
        n = len(items_w)
        if n == 1:
            return containers.getitem_w(w_obj, items_w[0])
        result_w = [None] * n
        for i in range(n):
            result_w[i] = containers.getitem_w(w_obj, items_w[i])
        return newtuple(result_w)

    def repr_hook(self):
        return _guarded_repr(self, "operator.itemgetter", self.items_w,
                             None, None)

    def reduce_w(self):
        return newtuple([w_itemgetter_type, newtuple(list(self.items_w))])


def itemgetter_new(args):
    if args.has_kwargs():
        raise_type_error("itemgetter() takes no keyword arguments")
    if not args.args_w:
        raise_type_error("itemgetter expected 1 argument, got 0")
    return W_ItemGetter(list(args.args_w))


# --- attrgetter ---

class W_AttrGetter(W_Getter):
    """chains[i]: the names of attrs_w[i] split at its dots."""
    _attrs_ = _immutable_fields_ = ("attrs_w", "chains")

    def __init__(self, attrs_w, chains):
        self.attrs_w = attrs_w
        self.chains = chains

    def gettype(self):
        return w_attrgetter_type

    def call(self, args):
        w_obj = _one_arg(args, "attrgetter")
        chains = self.chains
        n = len(chains)
        if n == 1:
            return _dotted_getattr(w_obj, chains[0])
        result_w = [None] * n
        for i in range(n):
            result_w[i] = _dotted_getattr(w_obj, chains[i])
        return newtuple(result_w)

    def repr_hook(self):
        return _guarded_repr(self, "operator.attrgetter", self.attrs_w,
                             None, None)

    def reduce_w(self):
        return newtuple([w_attrgetter_type, newtuple(list(self.attrs_w))])


def _dotted_getattr(w_obj, chain):
    for name in chain:
        w_obj = attrs.getattr_w(w_obj, name)
    return w_obj


def attrgetter_new(args):
    if args.has_kwargs():
        raise_type_error("attrgetter() takes no keyword arguments")
    args_w = args.args_w
    if not args_w:
        raise_type_error("attrgetter expected 1 argument, got 0")
    attrs_w = []
    chains = []
    for w_attr in args_w:
        name = _str_value(w_attr)
        if name is None:
            raise_type_error("attribute name must be a string")
        assert name is not None
        if "." in name:
            chains.append(name.split("."))
            w_attr = newstr(name)       # (CPython re-joins the parts)
        else:
            chains.append([name])
        attrs_w.append(w_attr)
    return W_AttrGetter(attrs_w, chains)


# --- methodcaller ---

class W_MethodCaller(W_Getter):
    """kw_names / kw_values_w: None when there are no keywords."""
    _attrs_ = _immutable_fields_ = ("name", "w_name", "args_w", "kw_names",
                                    "kw_values_w")

    def __init__(self, name, w_name, args_w, kw_names, kw_values_w):
        self.name = name
        self.w_name = w_name
        self.args_w = args_w
        self.kw_names = kw_names
        self.kw_values_w = kw_values_w

    def gettype(self):
        return w_methodcaller_type

    def call(self, args):
        w_obj = _one_arg(args, "methodcaller")
        w_func, w_self = attrs.lookup_method(w_obj, self.name)
        if w_self is not None:
            args_w = [w_self] + self.args_w
        else:
            args_w = list(self.args_w)      # (a callee may consume it)
        kw_names = self.kw_names
        if kw_names is None:
            return w_func.call(Arguments(args_w))
        return w_func.call(Arguments(args_w, list(kw_names),
                                     list(self.kw_values_w)))

    def repr_hook(self):
        return _guarded_repr(self, "operator.methodcaller",
                             [self.w_name] + self.args_w, self.kw_names,
                             self.kw_values_w)

    def reduce_w(self):
        if self.kw_names is None:
            return newtuple([w_methodcaller_type,
                             newtuple([self.w_name] + self.args_w)])
        # (functools.partial(methodcaller, name, **kwargs), args)
        from objspace.modules.mod_functools import (make_partial,
                                                    w_partial_type)
        w_ctor = make_partial(w_partial_type, Arguments(
            [w_methodcaller_type, self.w_name], list(self.kw_names),
            list(self.kw_values_w)))
        return newtuple([w_ctor, newtuple(list(self.args_w))])


def methodcaller_new(args):
    args_w = args.args_w
    if not args_w:
        raise_type_error("methodcaller needs at least one argument, the "
                         "method name")
    w_name = args_w[0]
    name = _str_value(w_name)
    if name is None:
        raise_type_error("method name must be a string")
    assert name is not None
    kw_names = None
    kw_values_w = None
    if args.has_kwargs():
        kw_names = list(args.kw_names)
        kw_values_w = list(args.kw_values_w)
    return W_MethodCaller(name, w_name, args_w[1:], kw_names, kw_values_w)


# --- the types ---

def _make_methods(w_type, cls, new):
    tp_name = "operator." + w_type.name

    def check_self(args, meth, wrapper):
        """args.args_w[0] as a cls, with CPython's messages for a slot
        wrapper (__call__, __repr__) or a method (__reduce__)."""
        args_w = args.args_w
        if not args_w:
            if wrapper:
                raise_type_error("descriptor '%s' of '%s' object needs an "
                                 "argument" % (meth, tp_name))
            raise_type_error("unbound method %s.%s() needs an argument"
                             % (w_type.name, meth))
        w_self = args_w[0]
        if not isinstance(w_self, cls):
            if wrapper:
                raise_type_error("descriptor '%s' requires a '%s' object "
                                 "but received a '%s'" % (
                                     meth, tp_name,
                                     w_self.gettype().tp_name()))
            raise_type_error("descriptor '%s' for '%s' objects doesn't "
                             "apply to a '%s' object" % (
                                 meth, tp_name, w_self.gettype().tp_name()))
        return w_self

    def dunder_call(args):
        w_self = check_self(args, "__call__", True)
        return w_self.call(Arguments(args.args_w[1:], args.kw_names,
                                     args.kw_values_w))

    def dunder_repr(args):
        w_self = check_self(args, "__repr__", True)
        assert isinstance(w_self, cls)
        if args.has_kwargs():
            raise_type_error("wrapper __repr__() takes no keyword arguments")
        if len(args.args_w) != 1:
            raise_type_error("expected 0 arguments, got %d"
                             % (len(args.args_w) - 1))
        return newstr(w_self.repr_hook())

    def dunder_reduce(args):
        w_self = check_self(args, "__reduce__", False)
        assert isinstance(w_self, cls)
        if args.has_kwargs():
            raise_type_error("%s.__reduce__() takes no keyword arguments"
                             % w_type.name)
        if len(args.args_w) != 1:
            raise_type_error("%s.__reduce__() takes no arguments (%d "
                             "given)" % (w_type.name, len(args.args_w) - 1))
        return w_self.reduce_w()

    def dunder_new(args):
        # X.__new__(X, ...): no class derives from these types
        args_w = args.args_w
        qual = tp_name + ".__new__"
        if not args_w:
            raise_type_error("%s(): not enough arguments" % qual)
        w_cls = args_w[0]
        if not isinstance(w_cls, W_TypeObject):
            raise_type_error("%s(X): X is not a type object (%s)"
                             % (qual, w_cls.gettype().name))
        assert isinstance(w_cls, W_TypeObject)
        if w_cls is not w_type:
            raise_type_error("%s(%s): %s is not a subtype of %s"
                             % (qual, w_cls.tp_name(), w_cls.tp_name(),
                                tp_name))
        return new(Arguments(args_w[1:], args.kw_names, args.kw_values_w))

    w_type.dict_w["__new__"] = W_StaticMethod(W_BuiltinFunction(
        "__new__", dunder_new))
    for name, fn in [("__call__", dunder_call), ("__repr__", dunder_repr),
                     ("__reduce__", dunder_reduce)]:
        w_type.dict_w[name] = W_BuiltinFunction(name, fn)


def _make_type(name, new, cls, doc):
    w_type = W_TypeObject(name, [w_object_type])
    w_type.module = "operator"
    w_type.w_new = W_BuiltinFunction(name, new)
    w_type.doc = doc
    _make_methods(w_type, cls, new)
    return w_type


w_itemgetter_type = _make_type(
    "itemgetter", itemgetter_new, W_ItemGetter,
    "itemgetter(item, ...) --> itemgetter object\n\n"
    "Return a callable object that fetches the given item(s) from its "
    "operand.\nAfter f = itemgetter(2), the call f(r) returns r[2].\n"
    "After g = itemgetter(2, 5, 3), the call g(r) returns (r[2], r[5], "
    "r[3])")
w_attrgetter_type = _make_type(
    "attrgetter", attrgetter_new, W_AttrGetter,
    "attrgetter(attr, ...) --> attrgetter object\n\n"
    "Return a callable object that fetches the given attribute(s) from "
    "its operand.\nAfter f = attrgetter('name'), the call f(r) returns "
    "r.name.\nAfter g = attrgetter('name', 'date'), the call g(r) returns "
    "(r.name, r.date).\nAfter h = attrgetter('name.first', 'name.last'), "
    "the call h(r) returns\n(r.name.first, r.name.last).")
w_methodcaller_type = _make_type(
    "methodcaller", methodcaller_new, W_MethodCaller,
    "methodcaller(name, ...) --> methodcaller object\n\n"
    "Return a callable object that calls the given method on its operand."
    "\nAfter f = methodcaller('name'), the call f(r) returns r.name().\n"
    "After g = methodcaller('name', 'date', foo=1), the call g(r) returns"
    "\nr.name('date', foo=1).")
