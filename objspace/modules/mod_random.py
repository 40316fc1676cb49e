"""The `_random` module: the Random type, CPython's Mersenne Twister
(objspace/mersenne.py: the same sequences for the same seeds) under
CPython's own Lib/random.py, which adds everything else (randrange,
choice, shuffle, gauss, SystemRandom, ...). Random can be subclassed, as
random.Random does: a subclass instance is a W_SubInstance around a
W_Random (objspace/builtinsub.py)."""

from rpython.rlib.rbigint import rbigint
from rpython.rlib.rarithmetic import r_uint

from objspace.model import W_Object, Arguments
from objspace.moduleobject import W_Module
from objspace.funcobject import W_BuiltinFunction
from objspace.typeobject import W_TypeObject, w_object_type
from objspace.intobject import W_Int, W_AbstractInt, newint, newlong
from objspace.floatobject import newfloat
from objspace.tupleobject import W_Tuple, newtuple
from objspace.noneobject import W_None
from objspace.exceptions import (oefmt, w_ValueError, w_IndexError,
                                 raise_type_error)
from objspace.argcheck import check_args
from objspace.mersenne import MersenneTwister
from objspace import operations as ops


class W_Random(W_Object):
    _attrs_ = ("mt",)

    def __init__(self):
        self.mt = MersenneTwister()

    def gettype(self):
        return w_random_type


w_random_type = W_TypeObject("Random", [w_object_type])
w_random_type.module = "_random"


def _error(e):
    if e.kind == 'IndexError':
        return oefmt(w_IndexError, e.msg)
    return oefmt(w_ValueError, e.msg)


def _self(args, name):
    from objspace.builtinsub import unwrap
    if not args.args_w:
        raise_type_error("descriptor '%s' of '_random.Random' object needs "
                         "an argument" % name)
    w_self = unwrap(args.args_w[0])
    if not isinstance(w_self, W_Random):
        raise_type_error("descriptor '%s' for '_random.Random' objects "
                         "doesn't apply to a '%s' object"
                         % (name, args.args_w[0].gettype().name))
    assert isinstance(w_self, W_Random)
    return w_self


def random_new(args):
    """Random(seed=None): seeded from the argument (an int, or the hash of
    another object, as CPython's C seed)."""
    w_r = W_Random()
    if len(args.args_w) > 1:
        raise_type_error("Random() expected at most 1 argument, got %d"
                         % len(args.args_w))
    _seed(w_r, args.args_w[0] if args.args_w else W_None)
    return w_r


def _seed(w_r, w_a):
    if ops.is_none(w_a):
        w_r.mt.seed_time()
    elif isinstance(w_a, W_AbstractInt):
        w_r.mt.seed_int(w_a.as_bigint())
    else:
        # random.py turns str/bytes into ints first; anything else seeds
        # through its hash, as CPython's random_seed does
        h = r_uint(ops.hash_w(w_a))
        w_r.mt.seed_int(rbigint.fromrarith_int(h))


def r_seed(args):
    w_r = _self(args, "seed")
    args_w = check_args(args, "seed", 1, 2)
    _seed(w_r, args_w[1] if len(args_w) > 1 else W_None)
    return W_None


def r_random(args):
    w_r = _self(args, "random")
    check_args(args, "random", 1, 1)
    return newfloat(w_r.mt.random())


def _r_random1(w_self):
    """random() without an Arguments object (W_BuiltinFunction.call1)."""
    from objspace.builtinsub import unwrap
    w_r = unwrap(w_self)
    if isinstance(w_r, W_Random):
        return newfloat(w_r.mt.random())
    return r_random(Arguments([w_self]))


def r_getrandbits(args):
    w_r = _self(args, "getrandbits")
    args_w = check_args(args, "getrandbits", 2, 2)
    w_k = args_w[1]
    if not isinstance(w_k, W_Int):
        raise_type_error("'%s' object cannot be interpreted as an integer"
                         % w_k.gettype().name)
    assert isinstance(w_k, W_Int)
    from objspace.mersenne import RandomError
    try:
        return newlong(w_r.mt.getrandbits(w_k.intval))
    except RandomError as e:
        raise _error(e)


def r_getstate(args):
    w_r = _self(args, "getstate")
    check_args(args, "getstate", 1, 1)
    return newtuple([newint(x) for x in w_r.mt.get_state()])


def r_setstate(args):
    from objspace.mersenne import RandomError
    w_r = _self(args, "setstate")
    args_w = check_args(args, "setstate", 2, 2)
    w_state = args_w[1]
    if not isinstance(w_state, W_Tuple):
        raise_type_error("state vector must be a tuple")
    assert isinstance(w_state, W_Tuple)
    items_w = w_state.items_w
    if len(items_w) != 625:
        raise oefmt(w_ValueError, "state vector is the wrong size")
    words = []
    for i in range(624):
        w_x = items_w[i]
        if not isinstance(w_x, W_AbstractInt):
            raise_type_error("state vector items must be integers")
        assert isinstance(w_x, W_AbstractInt)
        # (uint32_t)PyLong_AsUnsignedLong: the low 32 bits
        words.append(w_x.as_bigint().and_(rbigint.fromint(0xFFFFFFFF))
                     .toint())
    w_index = items_w[624]
    if not isinstance(w_index, W_Int):
        raise_type_error("state vector items must be integers")
    assert isinstance(w_index, W_Int)
    try:
        w_r.mt.set_state(words, w_index.intval)
    except RandomError as e:
        raise _error(e)
    return W_None


def random_dunder_new(args):
    """Random.__new__(cls, ...): a W_Random, wrapped for a subclass."""
    from objspace.builtinsub import builtin_new
    return builtin_new(w_random_type, args)


def _install():
    from objspace.builtinsub import SUPPORTED
    from objspace.funcobject import W_StaticMethod
    w_random_type.w_new = W_BuiltinFunction("Random", random_new)
    w_random_type.dict_w["__new__"] = W_StaticMethod(
        W_BuiltinFunction("__new__", random_dunder_new))
    for name, fn in [("seed", r_seed), ("random", r_random),
                     ("getrandbits", r_getrandbits),
                     ("getstate", r_getstate), ("setstate", r_setstate)]:
        w_random_type.dict_w[name] = W_BuiltinFunction(name, fn)
    w_random_type.dict_w["random"].call1 = _r_random1
    SUPPORTED.types_w.append(w_random_type)


_install()


def make():
    w_mod = W_Module("_random")
    w_mod.setitem("Random", w_random_type)
    return w_mod
