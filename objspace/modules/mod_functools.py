"""The `_functools` module: reduce, cmp_to_key, partial and
_lru_cache_wrapper in RPython, as CPython's C accelerator (Lib/functools.py
imports each from here and adds the rest: wraps, lru_cache's decorator,
singledispatch, ...). The LRU cache is in functools_lru.py.

A partial is a W_Instance (so it has a __dict__ and weak references) with
three more fields; a user subclass of partial is LAYOUT_SUBBUILTIN and its
instances are W_Partials of that class (partial.__new__ makes them)."""

from objspace.model import W_Object, Arguments, OperationError
from objspace.moduleobject import W_Module
from objspace.funcobject import (W_BuiltinFunction, W_StaticMethod,
                                 W_Property, builtin_function)
from objspace.typeobject import W_TypeObject, w_object_type
from objspace.instances import W_Instance
from objspace.intobject import newint
from objspace.strobject import W_Str, newstr
from objspace.tupleobject import W_Tuple, newtuple
from objspace.dictobject import W_Dict
from objspace.noneobject import W_None, W_NoneObject, W_NotImplemented
from objspace.exceptions import (raise_type_error, raise_attribute_error,
                                 w_TypeError)
from objspace.argcheck import check_args
from objspace.modules.posix_args import parse
from objspace.modules.functools_lru import w_lru_wrapper_type
from objspace import operations as ops
from objspace import containers
from interpreter.frontend import astnodes as A


def _callable(w_obj):
    from objspace.modules.builtins_more import is_callable
    return is_callable(w_obj)


# --- reduce ---

def reduce(args):
    args_w = check_args(args, "reduce", 2, 3)
    w_func = args_w[0]
    try:
        w_it = containers.iter_w(args_w[1])
    except OperationError as e:
        if e.w_value.gettype().issubtype(w_TypeError):
            raise_type_error("reduce() arg 2 must support iteration")
        raise
    w_acc = args_w[2] if len(args_w) == 3 else None
    while True:
        w_item = containers.next_w(w_it)
        if w_item is None:
            break
        if w_acc is None:
            w_acc = w_item
        else:
            w_acc = w_func.call(Arguments([w_acc, w_item]))
    if w_acc is None:
        raise_type_error("reduce() of empty iterable with no initial value")
    return w_acc


# --- cmp_to_key ---

class W_KeyWrapper(W_Object):
    """cmp_to_key(mycmp) and what calling it gives: K(obj). The first has
    no object (w_obj None); both are of type functools.KeyWrapper."""
    _attrs_ = ("w_cmp", "w_obj")

    def __init__(self, w_cmp, w_obj):
        self.w_cmp = w_cmp
        self.w_obj = w_obj

    def gettype(self):
        return w_keywrapper_type

    def call(self, args):
        values_w = parse(args, "K", ["obj"], 1, 1)
        return W_KeyWrapper(self.w_cmp, values_w[0])

    def compare_hook(self, w_other, op):
        if not isinstance(w_other, W_KeyWrapper):
            raise_type_error("other argument must be K instance")
        assert isinstance(w_other, W_KeyWrapper)
        if self.w_obj is None or w_other.w_obj is None:
            raise_attribute_error("object")
        w_res = self.w_cmp.call(Arguments([self.w_obj, w_other.w_obj]))
        return ops.compare(w_res, newint(0), op)

    def unhashable_hook(self):
        return True

    def getattr_hook(self, name):
        if name == "obj":
            return W_None if self.w_obj is None else self.w_obj
        return None

    def setattr_hook(self, name, w_value):
        if name == "obj":
            self.w_obj = w_value
            return True
        raise_attribute_error("'functools.KeyWrapper' object has no "
                              "attribute '%s'" % name)
        return False


def cmp_to_key(args):
    values_w = parse(args, "cmp_to_key", ["mycmp"], 1, 1)
    return W_KeyWrapper(values_w[0], None)


def _keywrapper_new(args):
    raise_type_error("cannot create 'functools.KeyWrapper' instances")
    return None


w_keywrapper_type = W_TypeObject("KeyWrapper", [w_object_type])
w_keywrapper_type.module = "functools"
w_keywrapper_type.w_new = W_BuiltinFunction("KeyWrapper", _keywrapper_new)
w_keywrapper_type.dict_w["__hash__"] = W_None


# --- partial ---

class W_Partial(W_Instance):
    _attrs_ = ("w_func", "w_args", "w_keywords")

    def __init__(self, w_class, w_func, w_args, w_keywords):
        W_Instance.__init__(self, w_class)
        self.w_func = w_func
        self.w_args = w_args            # a W_Tuple
        self.w_keywords = w_keywords    # a W_Dict

    def call(self, args):
        w_class = self.w_class
        if w_class is not w_partial_type:
            w_meth = w_class.lookup("__call__")
            if w_meth is not PARTIAL_CALL and w_meth is not None:
                return w_meth.call(args.prepend(self))
        return self.call_partial(args)

    def call_partial(self, args):
        own_w = self.w_args.items_w
        if not own_w:
            args_w = args.args_w
        elif not args.args_w:
            args_w = list(own_w)    # (a callee may consume its list)
        else:
            args_w = own_w + args.args_w
        data = self.w_keywords.data
        if len(data) == 0:
            return self.w_func.call(Arguments(args_w, args.kw_names,
                                              args.kw_values_w))
        names = []
        values_w = []
        for w_key, w_value in data.items():
            if not isinstance(w_key, W_Str):
                raise_type_error("keywords must be strings")
            assert isinstance(w_key, W_Str)
            names.append(w_key.utf8)
            values_w.append(w_value)
        if args.kw_names is not None:
            for k in range(len(args.kw_names)):
                name = args.kw_names[k]
                found = False
                for i in range(len(names)):
                    if names[i] == name:
                        values_w[i] = args.kw_values_w[k]
                        found = True
                        break
                if not found:
                    names.append(name)
                    values_w.append(args.kw_values_w[k])
        return self.w_func.call(Arguments(args_w, names, values_w))

    def has_attrs(self):
        if self.map.dict_mode:
            return len(self.get_dict().data) > 0
        return len(self.map.names) > 0


def _copy_dict(w_src):
    w_d = W_Dict()
    for w_k, w_v in w_src.data.items():
        w_d.setitem(w_k, w_v)
    return w_d


def _kwargs_dict(args):
    w_d = W_Dict()
    if args.kw_names is not None:
        for k in range(len(args.kw_names)):
            w_d.setitem(newstr(args.kw_names[k]), args.kw_values_w[k])
    return w_d


def make_partial(w_cls, args):
    args_w = args.args_w
    if not args_w:
        raise_type_error("type 'partial' takes at least one argument")
    w_func = args_w[0]
    rest_w = args_w[1:]
    w_pkw = None
    if isinstance(w_func, W_Partial) and \
            w_func.gettype().lookup("__call__") is PARTIAL_CALL and \
            not w_func.has_attrs():
        # flatten partial(partial(f, a), b) into partial(f, a, b)
        rest_w = w_func.w_args.items_w + rest_w
        w_pkw = w_func.w_keywords
        w_func = w_func.w_func
    if not _callable(w_func):
        raise_type_error("the first argument must be callable")
    w_kw = _kwargs_dict(args)
    if w_pkw is not None and len(w_pkw.data) > 0:
        w_merged = _copy_dict(w_pkw)
        for w_k, w_v in w_kw.data.items():
            w_merged.setitem(w_k, w_v)
        w_kw = w_merged
    return W_Partial(w_cls, w_func, newtuple(rest_w), w_kw)


def partial_new(args):
    return make_partial(w_partial_type, args)


def partial_dunder_new(args):
    args_w = args.args_w
    if not args_w:
        raise_type_error("functools.partial.__new__(): not enough arguments")
    w_cls = args_w[0]
    if not isinstance(w_cls, W_TypeObject):
        raise_type_error("functools.partial.__new__(X): X is not a type "
                         "object (%s)" % w_cls.gettype().name)
    assert isinstance(w_cls, W_TypeObject)
    if not w_cls.issubtype(w_partial_type):
        raise_type_error("functools.partial.__new__(%s): %s is not a "
                         "subtype of functools.partial"
                         % (w_cls.name, w_cls.name))
    return make_partial(w_cls, Arguments(args_w[1:], args.kw_names,
                                         args.kw_values_w))


def _self(args, name):
    args_w = args.args_w
    if not args_w or not isinstance(args_w[0], W_Partial):
        raise_type_error("descriptor '%s' requires a 'functools.partial' "
                         "object but received a '%s'"
                         % (name, args_w[0].gettype().name if args_w
                            else "nothing"))
    w_p = args_w[0]
    assert isinstance(w_p, W_Partial)
    return w_p


def partial_call(args):
    w_p = _self(args, "__call__")
    return w_p.call_partial(Arguments(args.args_w[1:], args.kw_names,
                                      args.kw_values_w))


def partial_repr(args):
    from objspace.reprs import repr_w, str_w, repr_enter, repr_leave
    w_p = _self(args, "__repr__")
    if repr_enter(w_p):
        return newstr("...")
    try:
        parts = [repr_w(w_p.w_func)]
        for w_a in w_p.w_args.items_w:
            parts.append(repr_w(w_a))
        for w_k, w_v in w_p.w_keywords.data.items():
            parts.append("%s=%s" % (str_w(w_k), repr_w(w_v)))
    finally:
        repr_leave(w_p)
    w_cls = w_p.gettype()
    name = "functools.partial" if w_cls is w_partial_type else w_cls.name
    return newstr("%s(%s)" % (name, ", ".join(parts)))


def partial_reduce(args):
    w_p = _self(args, "__reduce__")
    w_dict = W_None
    if w_p.has_attrs():
        w_dict = w_p.get_dict()
    return newtuple([w_p.gettype(), newtuple([w_p.w_func]),
                     newtuple([w_p.w_func, w_p.w_args, w_p.w_keywords,
                               w_dict])])


def partial_setstate(args):
    from objspace.builtinsub import unwrap
    w_p = _self(args, "__setstate__")
    args_w = check_args(args, "__setstate__", 2, 2)
    w_state = args_w[1]
    if not isinstance(w_state, W_Tuple) or len(w_state.items_w) != 4:
        raise_type_error("invalid partial state")
    assert isinstance(w_state, W_Tuple)
    w_func = w_state.items_w[0]
    w_fargs = w_state.items_w[1]
    w_kw = w_state.items_w[2]
    w_dict = w_state.items_w[3]
    w_fargs_v = unwrap(w_fargs)
    w_kw_v = unwrap(w_kw)
    if not _callable(w_func) or not isinstance(w_fargs_v, W_Tuple) or \
            (not isinstance(w_kw, W_NoneObject) and
             not isinstance(w_kw_v, W_Dict)):
        raise_type_error("invalid partial state")
    assert isinstance(w_fargs_v, W_Tuple)
    if w_fargs_v is not w_fargs:
        w_fargs_v = newtuple(list(w_fargs_v.items_w))
    if isinstance(w_kw_v, W_Dict):
        if w_kw_v is not w_kw:
            w_kw_v = _copy_dict(w_kw_v)
    else:
        w_kw_v = W_Dict()
    assert isinstance(w_kw_v, W_Dict)
    w_dict_v = unwrap(w_dict)
    if isinstance(w_dict, W_NoneObject):
        w_p.set_dict(W_Dict())
    elif isinstance(w_dict_v, W_Dict):
        w_p.set_dict(w_dict_v)
    else:
        raise_type_error("invalid partial state")
    w_p.w_func = w_func
    w_p.w_args = w_fargs_v
    w_p.w_keywords = w_kw_v
    return W_None


def dict_get(args):
    w_obj = args.args_w[0]
    if not isinstance(w_obj, W_Instance):
        raise_type_error("descriptor '__dict__' doesn't apply to a '%s' "
                         "object" % w_obj.gettype().name)
    assert isinstance(w_obj, W_Instance)
    return w_obj.get_dict()


def dict_set(args):
    from objspace.builtinsub import unwrap
    w_obj = args.args_w[0]
    w_d = args.args_w[1]
    if not isinstance(w_obj, W_Instance):
        raise_type_error("descriptor '__dict__' doesn't apply to a '%s' "
                         "object" % w_obj.gettype().name)
    assert isinstance(w_obj, W_Instance)
    if not isinstance(unwrap(w_d), W_Dict):
        raise_type_error("__dict__ must be set to a dictionary, not a '%s'"
                         % w_d.gettype().name)
    w_d = unwrap(w_d)
    assert isinstance(w_d, W_Dict)
    w_obj.set_dict(w_d)
    return W_None


def dict_del(args):
    raise_type_error("cannot delete __dict__")
    return None


def dict_property():
    """A __dict__ getset as CPython's types with a dict have: it cannot
    be deleted."""
    return W_Property(W_BuiltinFunction("__dict__", dict_get),
                      W_BuiltinFunction("__dict__", dict_set),
                      W_BuiltinFunction("__dict__", dict_del))


def _getter(name, fn):
    return W_Property(W_BuiltinFunction(name, fn), None, None)


def partial_func(args):
    return _self(args, "func").w_func


def partial_args(args):
    return _self(args, "args").w_args


def partial_keywords(args):
    return _self(args, "keywords").w_keywords


w_partial_type = W_TypeObject("partial", [w_object_type])
w_partial_type.module = "functools"
PARTIAL_CALL = W_BuiltinFunction("__call__", partial_call)


def _install_partial():
    from objspace.builtinsub import SUPPORTED
    from objspace import genericalias
    w_t = w_partial_type
    w_t.w_new = W_BuiltinFunction("partial", partial_new)
    w_t.dict_w["__new__"] = W_StaticMethod(
        W_BuiltinFunction("__new__", partial_dunder_new))
    w_t.dict_w["__call__"] = PARTIAL_CALL
    for name, fn in [("__repr__", partial_repr),
                     ("__reduce__", partial_reduce),
                     ("__setstate__", partial_setstate)]:
        w_t.dict_w[name] = W_BuiltinFunction(name, fn)
    w_t.dict_w["func"] = _getter("func", partial_func)
    w_t.dict_w["args"] = _getter("args", partial_args)
    w_t.dict_w["keywords"] = _getter("keywords", partial_keywords)
    w_t.dict_w["__dict__"] = dict_property()
    genericalias.install([w_t])
    SUPPORTED.types_w.append(w_t)


_install_partial()
w_lru_wrapper_type.dict_w["__dict__"] = dict_property()


DOC = "Tools that operate on functions."


def make():
    w_mod = W_Module("_functools")
    w_mod.setitem("__doc__", newstr(DOC))
    w_mod.setitem("reduce", builtin_function("reduce", reduce))
    w_mod.setitem("cmp_to_key", builtin_function("cmp_to_key", cmp_to_key))
    w_mod.setitem("partial", w_partial_type)
    w_mod.setitem("_lru_cache_wrapper", w_lru_wrapper_type)
    return w_mod
