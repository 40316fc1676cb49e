"""The random module on top of objspace/mersenne.py: same sequences as
CPython 3.11 for the same integer seeds."""

import math

from rpython.rlib.rbigint import rbigint
from rpython.rlib.rarithmetic import r_uint

from interpreter.frontend import astnodes as A
from objspace.moduleobject import W_Module
from objspace.funcobject import W_BuiltinFunction, builtin_function
from objspace.intobject import (W_Int, W_Long, W_AbstractInt, newint,
                                newlong)
from objspace.floatobject import W_Float, newfloat, float_is_integer
from objspace.strobject import W_Str
from objspace.listobject import W_List
from objspace.tupleobject import W_Tuple
from objspace.iterobject import W_Range
from objspace.instances import W_Instance
from objspace.noneobject import W_None
from objspace.exceptions import (oefmt, w_ValueError, w_IndexError,
                                 raise_type_error, raise_value_error)
from objspace.argcheck import check_args
from objspace.mersenne import MersenneTwister, RandomError
from objspace import operations as ops
from objspace import containers

NV_MAGICCONST = 4 * math.exp(-0.5) / math.sqrt(2.0)
TWOPI = 2.0 * math.pi


class RandomState(object):
    """The hidden Random instance behind the module functions."""

    def __init__(self):
        self.mt = MersenneTwister()
        self.has_gauss = False
        self.gauss_next = 0.0


STATE = RandomState()


def _mt():
    return STATE.mt


def _error(e):
    if e.kind == 'IndexError':
        return oefmt(w_IndexError, e.msg)
    return oefmt(w_ValueError, e.msg)


def r_seed(args):
    w_a = args.get_kw("a")
    args.get_kw("version")
    args_w = check_args(args, "seed", 0, 2)
    if len(args_w) >= 1:
        w_a = args_w[0]
    STATE.has_gauss = False
    if w_a is None or ops.is_none(w_a):
        _mt().seed_time()
    elif isinstance(w_a, W_AbstractInt):
        _mt().seed_int(w_a.as_bigint())
    elif isinstance(w_a, W_Float):
        h = r_uint(ops.hash_w(w_a))
        _mt().seed_int(rbigint.fromrarith_int(h))
    else:
        raise_type_error("The only supported seed types are: None,\n"
                         "int, float, str, bytes, and bytearray.")
    return W_None


def r_random(args):
    check_args(args, "random", 0, 0)
    return newfloat(_mt().random())


def r_uniform(args):
    args_w = check_args(args, "uniform", 2, 2)
    w_a = args_w[0]
    w_b = args_w[1]
    w_r = newfloat(_mt().random())
    w_span = ops.binary_op(w_b, w_a, A.NB_SUBTRACT)
    return ops.binary_op(w_a, ops.binary_op(w_span, w_r, A.NB_MULTIPLY),
                         A.NB_ADD)


def _int_arg(w_x, what):
    """An int argument of randrange(); integral floats are accepted (with
    CPython 3.11's deprecation) and others rejected with its message."""
    if isinstance(w_x, W_AbstractInt):
        return w_x
    if isinstance(w_x, W_Float) and float_is_integer(w_x.floatval):
        f = w_x.floatval
        if -9.2e18 < f < 9.2e18:
            return newint(int(f))
        return newlong(rbigint.fromfloat(f))
    raise_value_error("non-integer %s for randrange()" % what)
    return None


def _randrange(w_start, w_stop, w_step):
    """randrange() on already checked ints; w_stop/w_step may be None."""
    mt = _mt()
    try:
        if w_stop is None:
            if isinstance(w_start, W_Int):
                return newint(mt.randrange1(w_start.intval))
            return newlong(mt.randrange1_big(w_start.as_bigint()))
        if w_step is None:
            w_step = newint(1)
        if (isinstance(w_start, W_Int) and isinstance(w_stop, W_Int) and
                isinstance(w_step, W_Int)):
            return newint(mt.randrange(w_start.intval, w_stop.intval,
                                       w_step.intval))
        return newlong(mt.randrange_big(w_start.as_bigint(),
                                        w_stop.as_bigint(),
                                        w_step.as_bigint()))
    except RandomError as e:
        raise _error(e)


def r_randrange(args):
    args_w = check_args(args, "randrange", 1, 3)
    w_start = _int_arg(args_w[0], "arg 1")
    w_stop = None
    w_step = None
    if len(args_w) >= 2 and not ops.is_none(args_w[1]):
        w_stop = _int_arg(args_w[1], "stop")
    if len(args_w) == 3:
        w_step = _int_arg(args_w[2], "step")
        if w_stop is None:
            raise_type_error("Missing a non-None stop argument")
    return _randrange(w_start, w_stop, w_step)


def r_randint(args):
    args_w = check_args(args, "randint", 2, 2)
    w_a = _int_arg(args_w[0], "arg 1")
    w_b = _int_arg(args_w[1], "stop")
    w_stop = ops.binary_op(w_b, newint(1), A.NB_ADD)
    return _randrange(w_a, w_stop, None)


def _randbelow(n):
    try:
        return _mt().randbelow(n)
    except RandomError as e:
        raise _error(e)


def r_choice(args):
    args_w = check_args(args, "choice", 1, 1)
    w_seq = args_w[0]
    n = containers.len_w(w_seq)
    if n == 0:
        raise oefmt(w_IndexError, "Cannot choose from an empty sequence")
    return containers.getitem_w(w_seq, newint(_randbelow(n)))


def r_shuffle(args):
    args_w = check_args(args, "shuffle", 1, 1)
    w_x = args_w[0]
    n = containers.len_w(w_x)
    swaps = _mt().shuffle_swaps(n)
    if isinstance(w_x, W_List):
        items_w = w_x.items_w
        for t in range(len(swaps)):
            i = n - 1 - t
            j = swaps[t]
            if i < len(items_w) and j < len(items_w):
                items_w[i], items_w[j] = items_w[j], items_w[i]
        return W_None
    for t in range(len(swaps)):
        w_i = newint(n - 1 - t)
        w_j = newint(swaps[t])
        w_a = containers.getitem_w(w_x, w_i)
        w_b = containers.getitem_w(w_x, w_j)
        containers.setitem_w(w_x, w_i, w_b)
        containers.setitem_w(w_x, w_j, w_a)
    return W_None


def _is_sequence(w_x):
    if (isinstance(w_x, W_List) or isinstance(w_x, W_Tuple) or
            isinstance(w_x, W_Str) or isinstance(w_x, W_Range)):
        return True
    if isinstance(w_x, W_Instance):
        w_type = w_x.gettype()
        return (w_type.lookup("__getitem__") is not None and
                w_type.lookup("__len__") is not None)
    name = w_x.gettype().name
    return name == "bytes" or name == "bytearray"


def r_sample(args):
    w_counts = args.get_kw("counts")
    w_k = args.get_kw("k")
    args_w = check_args(args, "sample", 1, 2)
    w_pop = args_w[0]
    if len(args_w) == 2:
        w_k = args_w[1]
    if w_k is None:
        raise_type_error("sample() missing 1 required positional argument: "
                         "'k'")
    if w_counts is not None and not ops.is_none(w_counts):
        raise_type_error("sample() counts are not supported by lbbv")
    if not _is_sequence(w_pop):
        raise_type_error("Population must be a sequence.  For dicts or "
                         "sets, use sorted(d).")
    n = containers.len_w(w_pop)
    if not isinstance(w_k, W_Int):
        if isinstance(w_k, W_Long):
            raise_value_error("Sample larger than population or is "
                              "negative")
        raise_type_error("'%s' object cannot be interpreted as an integer"
                         % w_k.gettype().name)
    assert isinstance(w_k, W_Int)
    k = w_k.intval
    if k < 0 or k > n:
        raise_value_error("Sample larger than population or is negative")
    result_w = [None] * k
    setsize = 21
    if k > 5:
        e = int(math.ceil(math.log(float(k * 3)) / math.log(4.0)))
        setsize += 1 << (2 * e)
    if n <= setsize:
        from objspace.sequences import unpack_iterable
        pool_w = unpack_iterable(w_pop)
        for i in range(k):
            j = _randbelow(n - i)
            result_w[i] = pool_w[j]
            pool_w[j] = pool_w[n - i - 1]
    else:
        selected = {}
        for i in range(k):
            j = _randbelow(n)
            while j in selected:
                j = _randbelow(n)
            selected[j] = None
            result_w[i] = containers.getitem_w(w_pop, newint(j))
    return W_List(result_w)


def r_choices(args):
    from objspace.modules.mod_math import float_w
    w_weights = args.get_kw("weights")
    w_cum = args.get_kw("cum_weights")
    w_k = args.get_kw("k")
    args_w = check_args(args, "choices", 1, 2)
    if len(args_w) == 2:
        w_weights = args_w[1]
    w_pop = args_w[0]
    n = containers.len_w(w_pop)
    k = 1
    if w_k is not None:
        if not isinstance(w_k, W_Int):
            raise_type_error("'%s' object cannot be interpreted as an "
                             "integer" % w_k.gettype().name)
        assert isinstance(w_k, W_Int)
        k = w_k.intval
    if w_weights is not None and ops.is_none(w_weights):
        w_weights = None
    if w_cum is not None and ops.is_none(w_cum):
        w_cum = None
    mt = _mt()
    result_w = []
    if w_weights is None and w_cum is None:
        for i in range(k):
            j = int(math.floor(mt.random() * float(n)))
            result_w.append(containers.getitem_w(w_pop, newint(j)))
        return W_List(result_w)
    if w_weights is not None and w_cum is not None:
        raise_type_error("Cannot specify both weights and cumulative "
                         "weights")
    from objspace.sequences import unpack_iterable
    cum = []
    if w_cum is None:
        total = 0.0
        for w_w in unpack_iterable(w_weights):
            total += float_w(w_w)
            cum.append(total)
    else:
        for w_w in unpack_iterable(w_cum):
            cum.append(float_w(w_w))
    if len(cum) != n:
        raise_value_error("The number of weights does not match the "
                          "population")
    if n == 0:
        raise oefmt(w_IndexError, "list index out of range")
    total = cum[n - 1] + 0.0
    if total <= 0.0:
        raise_value_error("Total of weights must be greater than zero")
    if math.isinf(total) or math.isnan(total):
        raise_value_error("Total of weights must be finite")
    hi = n - 1
    for i in range(k):
        x = mt.random() * total
        lo = 0
        top = hi
        while lo < top:
            mid = (lo + top) // 2
            if x < cum[mid]:
                top = mid
            else:
                lo = mid + 1
        result_w.append(containers.getitem_w(w_pop, newint(lo)))
    return W_List(result_w)


def r_getrandbits(args):
    args_w = check_args(args, "getrandbits", 1, 1)
    w_k = args_w[0]
    if not isinstance(w_k, W_Int):
        raise_type_error("'%s' object cannot be interpreted as an integer"
                         % w_k.gettype().name)
    assert isinstance(w_k, W_Int)
    try:
        return newlong(_mt().getrandbits(w_k.intval))
    except RandomError as e:
        raise _error(e)


def _mu_sigma(args, name):
    from objspace.modules.mod_math import float_w
    w_mu = args.get_kw("mu")
    w_sigma = args.get_kw("sigma")
    args_w = check_args(args, name, 0, 2)
    if len(args_w) >= 1:
        w_mu = args_w[0]
    if len(args_w) == 2:
        w_sigma = args_w[1]
    mu = 0.0 if w_mu is None else float_w(w_mu)
    sigma = 1.0 if w_sigma is None else float_w(w_sigma)
    return mu, sigma


def r_gauss(args):
    mu, sigma = _mu_sigma(args, "gauss")
    mt = _mt()
    if STATE.has_gauss:
        z = STATE.gauss_next
        STATE.has_gauss = False
    else:
        x2pi = mt.random() * TWOPI
        g2rad = math.sqrt(-2.0 * math.log(1.0 - mt.random()))
        z = math.cos(x2pi) * g2rad
        STATE.gauss_next = math.sin(x2pi) * g2rad
        STATE.has_gauss = True
    return newfloat(mu + z * sigma)


def r_normalvariate(args):
    mu, sigma = _mu_sigma(args, "normalvariate")
    mt = _mt()
    while True:
        u1 = mt.random()
        u2 = 1.0 - mt.random()
        z = NV_MAGICCONST * (u1 - 0.5) / u2
        zz = z * z / 4.0
        if zz <= -math.log(u2):
            break
    return newfloat(mu + z * sigma)


def r_expovariate(args):
    from objspace.modules.mod_math import float_w
    from objspace.exceptions import raise_zero_division
    args_w = check_args(args, "expovariate", 1, 1)
    lambd = float_w(args_w[0])
    if lambd == 0.0:
        raise_zero_division("float division by zero")
    return newfloat(-math.log(1.0 - _mt().random()) / lambd)


FUNCTIONS = [("seed", r_seed), ("random", r_random),
             ("uniform", r_uniform), ("randrange", r_randrange),
             ("randint", r_randint), ("choice", r_choice),
             ("shuffle", r_shuffle), ("sample", r_sample),
             ("choices", r_choices), ("getrandbits", r_getrandbits),
             ("gauss", r_gauss), ("normalvariate", r_normalvariate),
             ("expovariate", r_expovariate)]


def make():
    STATE.mt = MersenneTwister()
    STATE.mt.seed_time()
    STATE.has_gauss = False
    w_mod = W_Module("random")
    for name, fn in FUNCTIONS:
        w_mod.setitem(name, builtin_function(name, fn))
    return w_mod
