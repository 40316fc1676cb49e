"""functools._lru_cache_wrapper in RPython, as CPython's C one: the
callable that functools.lru_cache returns. Keys are built as CPython's
lru_cache_make_key does (a lone str/int argument is its own key); each
key is hashed once per call (an LruKey carries its hash, so the RPython
dict never calls __hash__ again). A bounded cache keeps its entries on a
circular doubly linked list, oldest after the root; a hit moves its link
to the end, a miss on a full cache reuses the oldest link.

The wrapper is a W_Instance (its __dict__ holds what update_wrapper
copies: __wrapped__, __name__, __doc__, cache_parameters...) and binds as
a method when read through an instance, as a function does."""

from rpython.rlib.objectmodel import r_dict

from objspace.model import W_Object, Arguments
from objspace.funcobject import W_BuiltinFunction, W_BoundMethod
from objspace.typeobject import W_TypeObject, w_object_type
from objspace.instances import W_Instance
from objspace.intobject import W_Int, W_Long, newint
from objspace.strobject import W_Str, newstr
from objspace.tupleobject import newtuple
from objspace.noneobject import W_None, W_NoneObject
from objspace.exceptions import raise_type_error, raise_overflow
from objspace.modules.posix_args import parse
from objspace.argcheck import check_args
from objspace import operations as ops


class LruKey(object):
    _attrs_ = _immutable_fields_ = ("w_key", "hash")

    def __init__(self, w_key, hash):
        self.w_key = w_key
        self.hash = hash


def _key_eq(a, b):
    if a.hash != b.hash:
        return False
    if a.w_key is b.w_key:
        return True
    return ops.eq_bool(a.w_key, b.w_key)


def _key_hash(a):
    return a.hash


class LruLink(object):
    _attrs_ = ("key", "w_result", "prev", "next")

    def __init__(self, key, w_result):
        self.key = key
        self.w_result = w_result
        self.prev = None
        self.next = None


class W_KwdMark(W_Object):
    """The separator between positional and keyword parts of a key."""
    _attrs_ = ()

    def gettype(self):
        return w_object_type


KWD_MARK = W_KwdMark()


def make_key(args, typed):
    args_w = args.args_w
    nkw = 0 if args.kw_names is None else len(args.kw_names)
    if not typed and nkw == 0:
        if len(args_w) == 1:
            w_a = args_w[0]
            if isinstance(w_a, W_Int) and w_a.gettype() is \
                    _int_type() or isinstance(w_a, W_Long) or \
                    _exact_str(w_a):
                return w_a
        return newtuple(list(args_w))
    items_w = list(args_w)
    if nkw:
        items_w.append(KWD_MARK)
        for k in range(nkw):
            items_w.append(newstr(args.kw_names[k]))
            items_w.append(args.kw_values_w[k])
    if typed:
        for w_a in args_w:
            items_w.append(w_a.gettype())
        for k in range(nkw):
            items_w.append(args.kw_values_w[k].gettype())
    return newtuple(items_w)


def _int_type():
    from objspace.intobject import w_int_type
    return w_int_type


def _exact_str(w_a):
    from objspace.strobject import w_str_type
    return isinstance(w_a, W_Str) and w_a.gettype() is w_str_type


class W_LruWrapper(W_Instance):
    _attrs_ = ("w_func", "maxsize", "typed", "w_info_type", "cache",
               "root", "hits", "misses")

    def __init__(self, w_func, maxsize, typed, w_info_type):
        W_Instance.__init__(self, w_lru_wrapper_type)
        self.w_func = w_func
        self.maxsize = maxsize          # -1: unbounded
        self.typed = typed
        self.w_info_type = w_info_type
        self.cache = r_dict(_key_eq, _key_hash)
        root = LruLink(None, None)
        root.prev = root
        root.next = root
        self.root = root
        self.hits = 0
        self.misses = 0

    def getattr_hook(self, name):
        # what a bound method reads through (obj.method.cache_info): the
        # instance's own attributes, then the type's
        w_v = self.getdictvalue(name)
        if w_v is not None:
            return w_v
        w_d = w_lru_wrapper_type.lookup(name)
        if w_d is not None:
            return w_d.bind(self, w_lru_wrapper_type)
        return None

    def bind(self, w_obj, w_type):
        if w_obj is None:
            return self
        return W_BoundMethod(w_obj, self)

    def call(self, args):
        if self.maxsize == 0:
            self.misses += 1
            return self.w_func.call(args)
        w_key = make_key(args, self.typed)
        key = LruKey(w_key, ops.hash_w(w_key))
        link = self.cache.get(key, None)
        if link is not None:
            self.hits += 1
            if self.maxsize > 0:
                _extract(link)
                self._append(link)
            return link.w_result
        self.misses += 1
        w_result = self.w_func.call(args)
        if self.maxsize < 0:
            self.cache[key] = LruLink(key, w_result)
            return w_result
        if key in self.cache:
            # the call itself cached this key: the link is up to date
            return w_result
        root = self.root
        if len(self.cache) < self.maxsize or root.next is root:
            link = LruLink(key, w_result)
            self.cache[key] = link
            self._append(link)
            return w_result
        # full: the oldest link is reused for the new entry
        link = root.next
        _extract(link)
        old = link.key
        assert old is not None
        if old not in self.cache:
            return w_result     # removed meanwhile: the link is orphaned
        del self.cache[old]
        link.key = key
        link.w_result = w_result
        self.cache[key] = link
        self._append(link)
        return w_result

    def _append(self, link):
        root = self.root
        last = root.prev
        last.next = link
        link.prev = last
        link.next = root
        root.prev = link

    def clear(self):
        self.cache.clear()
        root = self.root
        root.prev = root
        root.next = root
        self.hits = 0
        self.misses = 0


def _extract(link):
    link.prev.next = link.next
    link.next.prev = link.prev


def _ssize(w_obj):
    from objspace.modules.builtins_more import index_w
    w_i = index_w(w_obj)
    if isinstance(w_i, W_Long):
        raise_overflow("Python int too large to convert to C ssize_t")
    assert isinstance(w_i, W_Int)
    return w_i.intval


def _has_index(w_obj):
    if isinstance(w_obj, W_Int) or isinstance(w_obj, W_Long):
        return True
    if isinstance(w_obj, W_Instance):
        return w_obj.gettype().lookup("__index__") is not None
    return False


def lru_new(args):
    from objspace.modules.builtins_more import is_callable
    values_w = parse(args, "lru_cache", ["user_function", "maxsize",
                                         "typed", "cache_info_type"], 4, 4)
    w_func = values_w[0]
    if not is_callable(w_func):
        raise_type_error("the first argument must be callable")
    w_max = values_w[1]
    maxsize = -1
    if isinstance(w_max, W_NoneObject):
        maxsize = -1
    elif _has_index(w_max):
        maxsize = _ssize(w_max)
        if maxsize < 0:
            maxsize = 0
    else:
        raise_type_error("maxsize should be integer or None")
    typed = ops.is_true(values_w[2])
    return W_LruWrapper(w_func, maxsize, typed, values_w[3])


def _self(args, name):
    args_w = args.args_w
    if not args_w or not isinstance(args_w[0], W_LruWrapper):
        raise_type_error("descriptor '%s' requires a "
                         "'functools._lru_cache_wrapper' object" % name)
    w_w = args_w[0]
    assert isinstance(w_w, W_LruWrapper)
    return w_w


def lru_call(args):
    w_w = _self(args, "__call__")
    return w_w.call(Arguments(args.args_w[1:], args.kw_names,
                              args.kw_values_w))


def cache_info(args):
    w_w = _self(args, "cache_info")
    check_args(args, "cache_info", 1, 1)
    w_max = W_None if w_w.maxsize < 0 else newint(w_w.maxsize)
    return w_w.w_info_type.call(Arguments([newint(w_w.hits),
                                           newint(w_w.misses), w_max,
                                           newint(len(w_w.cache))]))


def cache_clear(args):
    w_w = _self(args, "cache_clear")
    check_args(args, "cache_clear", 1, 1)
    w_w.clear()
    return W_None


def lru_reduce(args):
    from objspace import attrs
    w_w = _self(args, "__reduce__")
    return attrs.getattr_w(w_w, "__qualname__")


def lru_copy(args):
    w_w = _self(args, "__copy__")
    check_args(args, "__copy__", 1, 1)
    return w_w


def lru_deepcopy(args):
    w_w = _self(args, "__deepcopy__")
    check_args(args, "__deepcopy__", 2, 2)
    return w_w


def lru_get(args):
    w_w = _self(args, "__get__")
    args_w = check_args(args, "__get__", 2, 3)
    w_obj = args_w[1]
    if isinstance(w_obj, W_NoneObject):
        return w_w
    return W_BoundMethod(w_obj, w_w)


w_lru_wrapper_type = W_TypeObject("_lru_cache_wrapper", [w_object_type])
w_lru_wrapper_type.module = "functools"
w_lru_wrapper_type.w_new = W_BuiltinFunction("_lru_cache_wrapper", lru_new)
for _name, _fn in [("__call__", lru_call), ("cache_info", cache_info),
                   ("cache_clear", cache_clear), ("__reduce__", lru_reduce),
                   ("__copy__", lru_copy), ("__deepcopy__", lru_deepcopy),
                   ("__get__", lru_get)]:
    w_lru_wrapper_type.dict_w[_name] = W_BuiltinFunction(_name, _fn)
