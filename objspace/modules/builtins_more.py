"""More built-in functions (min, max, sum, sorted, round, divmod, pow,
hash, ord, chr, iter, next, any, all, hex/oct/bin, getattr and friends,
id, callable, format, ascii) and the types enumerate, zip, map, filter,
reversed, super, property, staticmethod, classmethod, slice."""

import math
import sys

from rpython.rlib.rbigint import rbigint
from rpython.rlib.objectmodel import compute_unique_id
from rpython.rlib import rfloat
from rpython.rlib.rarithmetic import ovfcheck

from interpreter.frontend import astnodes as A
from objspace.model import Arguments, OperationError
from objspace.funcobject import special_binding
from objspace.typeobject import W_TypeObject
from objspace.intobject import (W_Int, W_Long, W_Bool, W_AbstractInt,
                                newint, newbool, newlong)
from objspace.floatobject import W_Float, newfloat, float_divmod
from objspace.strobject import W_Str, newascii, decode_utf8_char
from objspace.listobject import W_List
from objspace.tupleobject import newtuple
from objspace.instances import W_Instance
from objspace.noneobject import W_None, W_NotImplemented
from objspace.exceptions import (raise_type_error, raise_value_error,
                                 raise_zero_division, raise_overflow,
                                 raise_stop_iteration, w_AttributeError,
                                 w_StopIteration)
from objspace.argcheck import check_args
from objspace import operations as ops
from objspace import containers
from objspace import attrs
from objspace import builtin_iters
from interpreter.runtime.gen_drain import (SumSink, TruthSink, MinMaxSink,
                                           next_through, plain_less)


def _typename(w_obj):
    return w_obj.gettype().name


def _bad_kwarg(args, fname):
    if args.has_kwargs():
        raise_type_error("'%s' is an invalid keyword argument for %s()"
                         % (args.kw_names[0], fname))


def index_w(w_x):
    """An int for operator.index(w_x), as a W_AbstractInt."""
    if isinstance(w_x, W_AbstractInt):
        return w_x
    from objspace.sequences import index_or_none
    w_i = index_or_none(w_x)    # an int subclass is its value, as CPython
    if w_i is not None:
        return w_i
    raise_type_error("'%s' object cannot be interpreted as an integer"
                     % _typename(w_x))
    return None


# --- min, max, sum ---

def _less(w_a, w_b):
    less = plain_less(w_a, w_b)
    if less >= 0:
        return less == 1
    return ops.is_true(ops.compare(w_a, w_b, A.LT))


def _minmax(args, name, is_max):
    w_key = args.get_kw("key")
    w_default = args.get_kw("default")
    _bad_kwarg(args, name)
    args_w = args.args_w
    if len(args_w) == 0:
        raise_type_error("%s expected at least 1 argument, got 0" % name)
    if w_key is not None and ops.is_none(w_key):
        w_key = None
    if len(args_w) > 1:
        if w_default is not None:
            raise_type_error("Cannot specify a default for %s() with "
                             "multiple positional arguments" % name)
        w_it = containers.iter_w(newtuple(args_w))
    else:
        w_seq = args_w[0]
        if w_key is None and isinstance(w_seq, W_List):
            w_best = _minmax_raw_list(w_seq, is_max)
            if w_best is not None:
                return w_best
        w_it = containers.iter_w(w_seq)
    w_best = None
    w_best_key = None
    # without a key, a generator's plain values are compared in its frame
    # (gen_drain.py); the best so far is the sink's
    sink = MinMaxSink(is_max) if w_key is None else None
    while True:
        if sink is not None:
            w_item = next_through(w_it, sink)
            w_best = w_best_key = sink.w_best
        else:
            w_item = containers.next_w(w_it)
        if w_item is None:
            break
        w_k = w_item
        if w_key is not None:
            w_k = w_key.call_one(w_item)
        if w_best is None:
            w_best = w_item
            w_best_key = w_k
        elif is_max:
            if _greater(w_k, w_best_key):
                w_best = w_item
                w_best_key = w_k
        elif _less(w_k, w_best_key):
            w_best = w_item
            w_best_key = w_k
        if sink is not None:
            sink.w_best = w_best
    if w_best is None:
        if w_default is not None:
            return w_default
        raise_value_error("%s() arg is an empty sequence" % name)
    return w_best


def _greater(w_a, w_b):
    greater = plain_less(w_b, w_a)
    if greater >= 0:
        return greater == 1
    return ops.is_true(ops.compare(w_a, w_b, A.GT))


def b_min(args):
    return _minmax(args, "min", False)


def b_max(args):
    return _minmax(args, "max", True)


def b_sum(args):
    w_start = args.get_kw("start")
    _bad_kwarg(args, "sum")
    args_w = args.args_w
    if len(args_w) == 0:
        raise_type_error("sum() takes at least 1 positional argument "
                         "(0 given)")
    if len(args_w) > 2 or (len(args_w) == 2 and w_start is not None):
        raise_type_error("sum() takes at most 2 arguments (%d given)"
                         % (len(args_w) + (w_start is not None)))
    if len(args_w) == 2:
        w_start = args_w[1]
    if w_start is None:
        w_start = newint(0)
    tname = _typename(w_start)
    if isinstance(w_start, W_Str):
        raise_type_error("sum() can't sum strings [use ''.join(seq) "
                         "instead]")
    if tname == "bytes" or tname == "bytearray":
        raise_type_error("sum() can't sum %s [use b''.join(seq) instead]"
                         % tname)
    w_seq = args_w[0]
    if isinstance(w_seq, W_List):
        w_res = _sum_raw_list(w_seq, w_start)
        if w_res is not None:
            return w_res
    w_it = containers.iter_w(w_seq)
    # machine ints and floats added without a generic `+`; a generator's
    # taken in its frame (gen_drain.py)
    sink = SumSink(w_start)
    while True:
        w_item = next_through(w_it, sink)
        if w_item is None:
            return sink.w_acc
        sink.add(w_item)


def _sum_raw_list(w_list, w_start):
    """sum() of a list in int or float storage from an exact int or float
    start, its items added raw in the order and with the conversions of
    CPython's fast paths (an int start meeting a float item: the start's
    float plus the item; ints into a float sum: each item's float); None
    where those do not apply or an int sum overflows (the generic loop
    then sums from the start again: adding ints has no side effects)."""
    assert isinstance(w_list, W_List)
    start_int = type(w_start) is W_Int
    if not start_int and type(w_start) is not W_Float:
        return None
    ints = w_list.ints
    floats = w_list.floats
    if (ints is None and floats is None) or w_list.length() == 0:
        return None
    if ints is not None and start_int:
        assert isinstance(w_start, W_Int)
        acc = w_start.intval
        try:
            for x in ints:
                acc = ovfcheck(acc + x)
        except OverflowError:
            return None
        return newint(acc)
    if start_int:
        assert isinstance(w_start, W_Int)
        f = float(w_start.intval)
    else:
        assert isinstance(w_start, W_Float)
        f = w_start.floatval
    if floats is not None:
        for x in floats:
            f += x
    else:
        assert ints is not None
        for i in ints:
            f += float(i)
    return newfloat(f)


def _minmax_raw_list(w_list, is_max):
    """min()/max() of a non-empty list in int or float storage, no key:
    the first best item, compared raw (float storage holds no NaN); None
    for anything else."""
    assert isinstance(w_list, W_List)
    ints = w_list.ints
    if ints is not None and len(ints) > 0:
        best = ints[0]
        for x in ints:
            if (x > best) if is_max else (x < best):
                best = x
        return newint(best)
    floats = w_list.floats
    if floats is not None and len(floats) > 0:
        bestf = floats[0]
        for y in floats:
            if (y > bestf) if is_max else (y < bestf):
                bestf = y
        return newfloat(bestf)
    return None


# --- sorting: list.sort's stable timsort (objspace/listmethods.py) ---

def b_sorted(args):
    from objspace.listmethods import sort_items, parse_sort_kwargs
    w_key, reverse = parse_sort_kwargs(args, "sort")
    if len(args.args_w) != 1:
        raise_type_error("sorted expected 1 argument, got %d"
                         % len(args.args_w))
    from objspace.sequences import unpack_iterable
    w_arg = args.args_w[0]
    if isinstance(w_arg, W_List) and w_arg.ints is not None and \
            (w_key is None or ops.is_none(w_key)):
        from objspace.listmethods import sort_ints
        w_res = w_arg.copy()        # (int storage: sorted raw)
        assert isinstance(w_res, W_List) and w_res.ints is not None
        sort_ints(w_res.ints, reverse)
        return w_res
    items_w = unpack_iterable(w_arg)
    sort_items(items_w, w_key, reverse)
    return W_List(items_w)


# --- numbers: round, divmod, pow ---

NDIGITS_MAX = 323     # beyond these, float rounding is the identity / zero
NDIGITS_MIN = -308


def float_round_to_int(x):
    if math.isnan(x):
        raise_value_error("cannot convert float NaN to integer")
    if math.isinf(x):
        raise_overflow("cannot convert float infinity to integer")
    r = rfloat.round_half_even(x)
    if -9.2e18 < r < 9.2e18:
        return newint(int(r))
    return newlong(rbigint.fromfloat(r))


def round_float(x, nd):
    if nd > NDIGITS_MAX:
        return x
    if nd < NDIGITS_MIN:
        return 0.0 * x
    if x == 0.0 or math.isinf(x) or math.isnan(x):
        return x
    r = rfloat.round_double(x, nd, True)
    if math.isinf(r):
        raise_overflow("rounded value too large to represent")
    return r


_BIG_TEN = rbigint.fromint(10)


def round_int(big, k):
    """big rounded to a multiple of 10**k (k > 0), half to even."""
    p = _BIG_TEN.pow(rbigint.fromint(k))
    q, r = big.divmod(p)
    twice = r.lshift(1)
    if twice.gt(p) or (twice.eq(p) and (q.digit(0) & 1) == 1):
        q = q.int_add(1)
    return newlong(q.mul(p))


def float_round(x, w_nd):
    """round(x, w_nd) of a float x, float.__round__ (w_nd None: no
    ndigits, an int result)."""
    if w_nd is None:
        return float_round_to_int(x)
    return newfloat(round_float(x, _clamped_ndigits(w_nd)))


def int_round(w_number, w_nd):
    """round(n, w_nd) of an int n, int.__round__: an exact int (w_nd
    None: no ndigits)."""
    w_res = w_number
    if isinstance(w_number, W_Bool):
        w_res = newint(w_number.intval)
    if w_nd is None:
        return w_res
    nd = _clamped_ndigits(w_nd)
    if nd >= 0:
        return w_res
    return round_int(w_number.as_bigint(), -nd)


def b_round(args):
    w_number = args.get_kw("number")
    w_nd = args.get_kw("ndigits")
    _bad_kwarg(args, "round")
    args_w = args.args_w
    total = len(args_w) + (w_number is not None) + (w_nd is not None)
    if total > 2:
        raise_type_error("round() takes at most 2 arguments (%d given)"
                         % total)
    if len(args_w) >= 1:
        w_number = args_w[0]
    if len(args_w) == 2:
        w_nd = args_w[1]
    if w_number is None:
        raise_type_error("round() missing required argument 'number' "
                         "(pos 1)")
    if w_nd is not None and ops.is_none(w_nd):
        w_nd = None
    if isinstance(w_number, W_Float):
        return float_round(w_number.floatval, w_nd)
    if isinstance(w_number, W_AbstractInt):
        return int_round(w_number, w_nd)
    if isinstance(w_number, W_Instance):
        w_meth = special_binding(w_number.gettype().lookup("__round__"))
        if w_meth is not None:
            if w_nd is None:
                return w_meth.call(Arguments([w_number]))
            return w_meth.call(Arguments([w_number, w_nd]))
        from objspace.builtinsub import W_SubInstance
        if isinstance(w_number, W_SubInstance):     # float's, int's
            if w_nd is None:
                return b_round(Arguments([w_number.w_value]))
            return b_round(Arguments([w_number.w_value, w_nd]))
    raise_type_error("type %s doesn't define __round__ method"
                     % _typename(w_number))
    return None


def _clamped_ndigits(w_nd):
    w_i = index_w(w_nd)
    if isinstance(w_i, W_Int):
        return w_i.intval
    assert isinstance(w_i, W_Long)
    return 1 << 30 if w_i.bigval.sign > 0 else -(1 << 30)


def b_divmod(args):
    args_w = check_args(args, "divmod", 2, 2)
    w_a = args_w[0]
    w_b = args_w[1]
    if isinstance(w_a, W_AbstractInt) and isinstance(w_b, W_AbstractInt):
        y = w_b.as_bigint()
        if y.sign == 0:
            raise_zero_division("integer division or modulo by zero")
        if isinstance(w_a, W_Int) and isinstance(w_b, W_Int):
            a = w_a.intval
            b = w_b.intval
            if not (b == -1 and a == -sys.maxint - 1):   # overflows
                return newtuple([newint(a // b), newint(a % b)])
        q, r = w_a.as_bigint().divmod(y)
        return newtuple([newlong(q), newlong(r)])
    if _is_number(w_a) and _is_number(w_b):
        q, r = float_divmod(_as_float(w_a), _as_float(w_b))
        return newtuple([newfloat(q), newfloat(r)])
    if isinstance(w_a, W_Instance) or isinstance(w_b, W_Instance):
        w_meth = ops.lookup_special(w_a, "__divmod__")
        if w_meth is not None:
            w_res = w_meth.call(Arguments([w_a, w_b]))
            if w_res is not W_NotImplemented:
                return w_res
        if w_b.gettype() is not w_a.gettype():
            w_meth = ops.lookup_special(w_b, "__rdivmod__")
            if w_meth is not None:
                w_res = w_meth.call(Arguments([w_b, w_a]))
                if w_res is not W_NotImplemented:
                    return w_res
        from objspace.builtinsub import W_SubInstance, unwrap
        if isinstance(w_a, W_SubInstance) or isinstance(w_b, W_SubInstance):
            w_ua = unwrap(w_a)
            w_ub = unwrap(w_b)
            if _is_number(w_ua) and _is_number(w_ub):    # I(7), 2.0
                return b_divmod(Arguments([w_ua, w_ub]))
    raise_type_error("unsupported operand type(s) for divmod(): '%s' and "
                     "'%s'" % (_typename(w_a), _typename(w_b)))
    return None


def _is_number(w_x):
    return isinstance(w_x, W_AbstractInt) or isinstance(w_x, W_Float)


def _as_float(w_x):
    if isinstance(w_x, W_Float):
        return w_x.floatval
    if isinstance(w_x, W_Int):
        return float(w_x.intval)
    assert isinstance(w_x, W_Long)
    try:
        return w_x.bigval.tofloat()
    except OverflowError:
        raise_overflow("int too large to convert to float")
        return 0.0


def _invmod(a, n):
    """The inverse of a modulo n > 1 (extended Euclid)."""
    a = a.mod(n)
    b = n
    x0 = rbigint.fromint(1)
    x1 = rbigint.fromint(0)
    while b.sign != 0:
        q, r = a.divmod(b)
        a = b
        b = r
        x0, x1 = x1, x0.sub(q.mul(x1))
    if not a.int_eq(1):
        raise_value_error("base is not invertible for the given modulus")
    return x0.mod(n)


def _complex_pow_operands(w_base, w_exp):
    """complex_pow's operands (a complex and a number): pow() with a
    modulus is then CPython's "complex modulo"."""
    from objspace.complexobject import W_Complex, as_complex
    if not (isinstance(w_base, W_Complex) or isinstance(w_exp, W_Complex)):
        return False
    return as_complex(w_base) is not None and as_complex(w_exp) is not None


def b_pow(args):
    w_mod = args.get_kw("mod")
    w_base = args.get_kw("base")
    w_exp = args.get_kw("exp")
    _bad_kwarg(args, "pow")
    args_w = args.args_w
    if len(args_w) > 3:
        raise_type_error("pow() takes at most 3 arguments (%d given)"
                         % len(args_w))
    if len(args_w) >= 1:
        w_base = args_w[0]
    if len(args_w) >= 2:
        w_exp = args_w[1]
    if len(args_w) == 3:
        w_mod = args_w[2]
    if w_base is None:
        raise_type_error("pow() missing required argument 'base' (pos 1)")
    if w_exp is None:
        raise_type_error("pow() missing required argument 'exp' (pos 2)")
    if w_mod is None or ops.is_none(w_mod):
        return ops.binary_op(w_base, w_exp, A.NB_POWER)
    if _complex_pow_operands(w_base, w_exp):
        raise_value_error("complex modulo")
    if not (isinstance(w_base, W_AbstractInt) and
            isinstance(w_exp, W_AbstractInt) and
            isinstance(w_mod, W_AbstractInt)):
        if isinstance(w_base, W_Instance):
            w_meth = ops.lookup_special(w_base, "__pow__")
            if w_meth is not None:
                return w_meth.call(Arguments([w_base, w_exp, w_mod]))
        raise_type_error("pow() 3rd argument not allowed unless all "
                         "arguments are integers")
    x = w_base.as_bigint()
    y = w_exp.as_bigint()
    m = w_mod.as_bigint()
    if m.sign == 0:
        raise_value_error("pow() 3rd argument cannot be 0")
    if y.sign < 0:
        mabs = m.abs()
        if mabs.int_eq(1):
            return newint(0)
        x = _invmod(x, mabs)
        y = y.neg()
    return newlong(x.pow(y, m))


# --- small conversions ---

def b_hash(args):
    args_w = check_args(args, "hash", 1, 1)
    return newint(ops.hash_w(args_w[0]))


def b_id(args):
    args_w = check_args(args, "id", 1, 1)
    from objspace.identity import id_w
    return id_w(args_w[0])


def b_ord(args):
    args_w = check_args(args, "ord", 1, 1)
    w_c = args_w[0]
    if isinstance(w_c, W_Str):
        if w_c.length != 1:
            raise_type_error("ord() expected a character, but string of "
                             "length %d found" % w_c.length)
        cp, _ = decode_utf8_char(w_c.utf8, 0)
        return newint(cp)
    from objspace.bytesobject import W_AbstractBytes
    if isinstance(w_c, W_AbstractBytes):
        if len(w_c.value) != 1:
            raise_type_error("ord() expected a character, but string of "
                             "length %d found" % len(w_c.value))
        return newint(ord(w_c.value[0]))
    raise_type_error("ord() expected string of length 1, but %s found"
                     % _typename(w_c))
    return None


def b_chr(args):
    from objspace.formatting_util import utf8_encode
    args_w = check_args(args, "chr", 1, 1)
    w_i = index_w(args_w[0])
    if not isinstance(w_i, W_Int):
        raise_overflow("Python int too large to convert to C int")
        return None
    cp = w_i.intval
    if cp < 0 or cp >= 0x110000:
        raise_value_error("chr() arg not in range(0x110000)")
    if cp < 128:
        return newascii(chr(cp))
    return W_Str(utf8_encode(cp), 1)


def _base_str(args, name, base, prefix):
    from objspace.formatting_util import int_to_base_str
    args_w = check_args(args, name, 1, 1)
    w_i = index_w(args_w[0])
    return newascii(int_to_base_str(w_i.as_bigint(), base, prefix))


def b_hex(args):
    return _base_str(args, "hex", 16, "0x")


def b_oct(args):
    return _base_str(args, "oct", 8, "0o")


def b_bin(args):
    return _base_str(args, "bin", 2, "0b")


def b_format(args):
    from objspace.formatops import format_w
    args_w = check_args(args, "format", 1, 2)
    spec = ""
    if len(args_w) == 2:
        from objspace.builtinsub import unwrap
        w_spec = unwrap(args_w[1])      # a str subclass is a str
        if not isinstance(w_spec, W_Str):
            raise_type_error("format() argument 2 must be str, not %s"
                             % _typename(w_spec))
        spec = w_spec.utf8
    return format_w(args_w[0], spec)


def b_ascii(args):
    from objspace.reprs import repr_w
    from objspace.formatting_util import hex_of
    args_w = check_args(args, "ascii", 1, 1)
    from objspace.reprs import repr_obj, _text_of
    w_repr = repr_obj(args_w[0])
    text = _text_of(w_repr)
    for c in text:
        if ord(c) >= 0x80:
            return newascii(ascii_of(text))
    return w_repr       # all ASCII: the repr itself, as in CPython


def ascii_of(s):
    """A utf-8 repr with every non-ASCII code point escaped."""
    from objspace.formatting_util import hex_of
    pieces = []
    pos = 0
    while pos < len(s):
        cp, nxt = decode_utf8_char(s, pos)
        if cp < 0x80:
            pieces.append(s[pos])
        else:
            h = hex_of(cp)
            if cp < 0x100:
                pieces.append("\\x" + "0" * (2 - len(h)) + h)
            elif cp < 0x10000:
                pieces.append("\\u" + "0" * (4 - len(h)) + h)
            else:
                pieces.append("\\U" + "0" * (8 - len(h)) + h)
        pos = nxt
    return "".join(pieces)


# --- iteration ---

def b_iter(args):
    args_w = check_args(args, "iter", 1, 2)
    if len(args_w) == 2:
        if not is_callable(args_w[0]):
            raise_type_error("iter(v, w): v must be callable")
        return builtin_iters.callable_iter(args_w[0], args_w[1])
    return containers.iter_w(args_w[0])


def b_next(args):
    args_w = check_args(args, "next", 1, 2)
    w_it = args_w[0]
    w_default = args_w[1] if len(args_w) == 2 else None
    if isinstance(w_it, W_Instance):
        w_meth = special_binding(w_it.gettype().lookup("__next__"))
        if w_meth is not None:
            try:
                return w_meth.call(Arguments([w_it]))
            except OperationError as e:
                if w_default is not None and \
                        e.w_value.gettype().issubtype(w_StopIteration):
                    return w_default
                raise
    elif w_default is None:
        # a built-in __next__ (generators) raises StopIteration(value)
        w_meth = special_binding(w_it.gettype().lookup("__next__"))
        if w_meth is not None:
            return w_meth.call(Arguments([w_it]))
    if w_default is None:
        return containers.next_or_stop(w_it)
    w_item = containers.next_w(w_it)
    if w_item is None:
        return w_default
    return w_item


def b_any(args):
    args_w = check_args(args, "any", 1, 1)
    w_it = containers.iter_w(args_w[0])
    sink = TruthSink(1)     # (a generator's false items passed in its frame)
    while True:
        w_item = next_through(w_it, sink)
        if w_item is None:
            return newbool(False)
        if ops.is_true(w_item):
            return newbool(True)


def b_all(args):
    args_w = check_args(args, "all", 1, 1)
    w_it = containers.iter_w(args_w[0])
    sink = TruthSink(0)     # (a generator's true items passed in its frame)
    while True:
        w_item = next_through(w_it, sink)
        if w_item is None:
            return newbool(True)
        if not ops.is_true(w_item):
            return newbool(False)


# --- attributes ---

def _attr_name(w_name):
    from objspace.builtinsub import unwrap
    w_str = unwrap(w_name)      # a str subclass names the attribute too
    if not isinstance(w_str, W_Str):
        raise_type_error("attribute name must be string, not '%s'"
                         % _typename(w_name))
    return w_str.utf8


def _is_attribute_error(e):
    return e.w_value.gettype().issubtype(w_AttributeError)


def b_getattr(args):
    args_w = check_args(args, "getattr", 2, 3)
    if len(args_w) == 2:
        return _getattr2(args_w[0], args_w[1])
    return _getattr3(args_w[0], args_w[1], args_w[2])


def b_hasattr(args):
    args_w = check_args(args, "hasattr", 2, 2)
    return _hasattr2(args_w[0], args_w[1])


# the same with their arguments as such (W_BuiltinFunction.method1,
# call3: a call without an Arguments object)

def _getattr2(w_obj, w_name):
    return attrs.getattr_w(w_obj, _attr_name(w_name))


def _getattr3(w_obj, w_name, w_default):
    name = _attr_name(w_name)
    try:
        w_res = attrs.getattr_or_none(w_obj, name)
    except OperationError as e:
        if not _is_attribute_error(e):
            raise
        w_res = None
    if w_res is None:
        return w_default
    return w_res


def _hasattr2(w_obj, w_name):
    name = _attr_name(w_name)
    try:
        w_res = attrs.getattr_or_none(w_obj, name)
    except OperationError as e:
        if not _is_attribute_error(e):
            raise
        return newbool(False)
    return newbool(w_res is not None)


def b_setattr(args):
    args_w = check_args(args, "setattr", 3, 3)
    attrs.setattr_w(args_w[0], _attr_name(args_w[1]), args_w[2])
    return W_None


def b_delattr(args):
    args_w = check_args(args, "delattr", 2, 2)
    attrs.delattr_w(args_w[0], _attr_name(args_w[1]))
    return W_None


def is_callable(w_obj):
    from interpreter.runtime.function import W_Function
    from objspace.funcobject import (W_BuiltinFunction, W_BoundMethod,
                                     W_StaticMethod)
    if (isinstance(w_obj, W_Function) or
            isinstance(w_obj, W_BuiltinFunction) or
            isinstance(w_obj, W_BoundMethod) or
            isinstance(w_obj, W_TypeObject) or
            isinstance(w_obj, W_StaticMethod)):
        return True
    # instances, and built-in objects whose type has __call__ (weakref)
    return w_obj.gettype().lookup("__call__") is not None


def b_callable(args):
    args_w = check_args(args, "callable", 1, 1)
    return newbool(is_callable(args_w[0]))


FUNCTIONS = [("min", b_min), ("max", b_max), ("sum", b_sum),
             ("sorted", b_sorted), ("round", b_round),
             ("divmod", b_divmod), ("pow", b_pow), ("hash", b_hash),
             ("id", b_id), ("ord", b_ord), ("chr", b_chr), ("hex", b_hex),
             ("oct", b_oct), ("bin", b_bin), ("format", b_format),
             ("ascii", b_ascii), ("iter", b_iter), ("next", b_next),
             ("any", b_any), ("all", b_all), ("getattr", b_getattr),
             ("hasattr", b_hasattr), ("setattr", b_setattr),
             ("delattr", b_delattr), ("callable", b_callable)]

# their calls with two positional arguments without an Arguments object
# (W_BuiltinFunction.method1)
TWO_ARGS = {"getattr": _getattr2, "hasattr": _hasattr2}
THREE_ARGS = {"getattr": _getattr3}

TYPES = builtin_iters.TYPES
