"""Methods of set and frozenset (the algorithms are in setobject.py),
and their constructors."""

from objspace import builtinsub
from objspace.model import Arguments
from objspace.noneobject import W_None
from objspace.intobject import newbool
from objspace.setobject import (W_BaseSet, W_Set, W_FrozenSet, w_set_type,
                                w_frozenset_type, key_hash, lookup_hash)
from objspace.exceptions import raise_type_error, w_KeyError
from objspace.listmethods import (check_noargs, check_onearg, no_kwargs,
                                  bad_self, install)


def _self(args, meth):
    if args.args_w:
        w_self = args.args_w[0]
        w_self = builtinsub.unwrap(w_self)
        if isinstance(w_self, W_BaseSet):
            return w_self
        bad_self(meth, "set", w_self)
    raise_type_error("descriptor '%s' of 'set' object needs an argument"
                     % meth)
    raise AssertionError


def _mutable_self(args, meth):
    w_self = _self(args, meth)
    if not isinstance(w_self, W_Set):
        bad_self(meth, "set", w_self)
    assert isinstance(w_self, W_Set)
    return w_self


def _qual(w_set, meth):
    return w_set.gettype().name + "." + meth


def _others(args, w_set, meth):
    no_kwargs(args, _qual(w_set, meth))
    return args.args_w[1:]


# --- set only ---

def set_add(args):
    w_set = _mutable_self(args, "add")
    w_key = check_onearg(args, "set.add")
    w_set.add_entry(w_key, key_hash(w_key))
    return W_None


def set_discard(args):
    w_set = _mutable_self(args, "discard")
    w_key = check_onearg(args, "set.discard")
    w_set.discard_entry(w_key, lookup_hash(w_key))
    return W_None


def set_add1(w_self, w_key):
    """set.add and set.discard as W_BuiltinFunction.method1."""
    if not isinstance(w_self, W_Set):
        return set_add(Arguments([w_self, w_key]))
    w_self.add_entry(w_key, key_hash(w_key))
    return W_None


def set_discard1(w_self, w_key):
    if not isinstance(w_self, W_Set):
        return set_discard(Arguments([w_self, w_key]))
    w_self.discard_entry(w_key, lookup_hash(w_key))
    return W_None


def set_remove(args):
    from objspace.exceptions import raise_key_error
    w_set = _mutable_self(args, "remove")
    w_key = check_onearg(args, "set.remove")
    if not w_set.discard_entry(w_key, lookup_hash(w_key)):
        raise_key_error(w_key)
    return W_None


def set_pop(args):
    from objspace.strobject import newstr
    from objspace.exceptions import W_BaseException
    from objspace.model import OperationError
    w_set = _mutable_self(args, "pop")
    check_noargs(args, "set.pop")
    w_res = w_set.pop()
    if w_res is None:
        raise OperationError(W_BaseException(
            w_KeyError, [newstr("pop from an empty set")]))
    return w_res


def set_clear(args):
    w_set = _mutable_self(args, "clear")
    check_noargs(args, "set.clear")
    w_set.clear()
    return W_None


def set_update(args):
    w_set = _mutable_self(args, "update")
    for w_other in _others(args, w_set, "update"):
        w_set.update_internal(w_other)
    return W_None


def set_intersection_update(args):
    w_set = _mutable_self(args, "intersection_update")
    others_w = _others(args, w_set, "intersection_update")
    w_tmp = _intersection_multi(w_set, others_w)
    w_set.swap_bodies(w_tmp)
    return W_None


def set_difference_update(args):
    w_set = _mutable_self(args, "difference_update")
    for w_other in _others(args, w_set, "difference_update"):
        w_set.difference_update_internal(w_other)
    return W_None


def set_symmetric_difference_update(args):
    w_set = _mutable_self(args, "symmetric_difference_update")
    w_other = check_onearg(args, "set.symmetric_difference_update")
    w_set.symmetric_difference_update(w_other)
    return W_None


# --- set and frozenset ---

def set_copy(args):
    w_set = _self(args, "copy")
    check_noargs(args, _qual(w_set, "copy"))
    if isinstance(w_set, W_FrozenSet):
        return w_set
    return w_set.copy()


def set_union(args):
    w_set = _self(args, "union")
    w_res = w_set.copy()
    for w_other in _others(args, w_set, "union"):
        if w_other is not w_set:
            w_res.update_internal(w_other)
    return w_res


def _intersection_multi(w_set, others_w):
    if not others_w:
        return w_set.copy()
    w_res = w_set
    for w_other in others_w:
        w_res = w_res.intersection(w_other)
    return w_res


def set_intersection(args):
    w_set = _self(args, "intersection")
    return _intersection_multi(w_set, _others(args, w_set, "intersection"))


def set_difference(args):
    w_set = _self(args, "difference")
    others_w = _others(args, w_set, "difference")
    if not others_w:
        return w_set.copy()
    w_res = w_set.difference(others_w[0])
    for k in range(1, len(others_w)):
        w_res.difference_update_internal(others_w[k])
    return w_res


def set_symmetric_difference(args):
    w_set = _self(args, "symmetric_difference")
    w_other = check_onearg(args, _qual(w_set, "symmetric_difference"))
    return w_set.symmetric_difference(w_other)


def set_issubset(args):
    w_set = _self(args, "issubset")
    return newbool(w_set.issubset(check_onearg(args,
                                               _qual(w_set, "issubset"))))


def set_issuperset(args):
    w_set = _self(args, "issuperset")
    return newbool(w_set.issuperset(check_onearg(args,
                                                 _qual(w_set,
                                                       "issuperset"))))


def set_isdisjoint(args):
    w_set = _self(args, "isdisjoint")
    return newbool(w_set.isdisjoint(check_onearg(args,
                                                 _qual(w_set,
                                                       "isdisjoint"))))


# --- constructors (CPython's set_init / frozenset_new) ---

def _ctor_arg(args, name):
    if args.has_kwargs():
        raise_type_error("%s() takes no keyword arguments" % name)
    n = len(args.args_w)
    if n > 1:
        raise_type_error("%s expected at most 1 argument, got %d"
                         % (name, n))
    if n == 1:
        return args.args_w[0]
    return None


def set_new(args):
    w_iterable = _ctor_arg(args, "set")
    w_set = W_Set()
    if w_iterable is not None:
        w_set.update_internal(w_iterable)
    return w_set


def frozenset_new(args):
    w_iterable = _ctor_arg(args, "frozenset")
    if isinstance(w_iterable, W_FrozenSet):
        return w_iterable
    w_set = W_FrozenSet()
    if w_iterable is not None:
        w_set.update_internal(w_iterable)
    return w_set


def set_reduce(args):
    """(type(s), (list(s),), s.__getstate__()): pickle and copy keep a
    subclass's items and attributes."""
    from objspace import attrs
    from objspace.listobject import newlist
    from objspace.tupleobject import newtuple
    w_set = _self(args, "__reduce__")
    check_noargs(args, _qual(w_set, "__reduce__"))
    w_obj = args.args_w[0]
    w_list = newlist(w_set.items())
    w_state = attrs.getattr_w(w_obj, "__getstate__").call(Arguments([]))
    return newtuple([w_obj.gettype(), newtuple([w_list]), w_state])


install(w_set_type, "add", set_add, set_add1)
install(w_set_type, "discard", set_discard, set_discard1)
for _name, _fn in [("remove", set_remove), ("pop", set_pop),
                   ("clear", set_clear), ("update", set_update),
                   ("intersection_update", set_intersection_update),
                   ("difference_update", set_difference_update),
                   ("symmetric_difference_update",
                    set_symmetric_difference_update)]:
    install(w_set_type, _name, _fn)

for _name, _fn in [("copy", set_copy), ("union", set_union),
                   ("intersection", set_intersection),
                   ("difference", set_difference),
                   ("symmetric_difference", set_symmetric_difference),
                   ("issubset", set_issubset),
                   ("issuperset", set_issuperset),
                   ("isdisjoint", set_isdisjoint),
                   ("__reduce__", set_reduce)]:
    install(w_set_type, _name, _fn)
    install(w_frozenset_type, _name, _fn)
