"""int methods beyond arithmetic: to_bytes, from_bytes (3.11 defaults:
length 1, byteorder 'big'), bit_count and as_integer_ratio; and
clinic_args, which parses positional-or-keyword arguments the way
CPython's Argument Clinic functions do."""

from rpython.rlib.rbigint import (rbigint, InvalidEndiannessError,
                                  InvalidSignednessError)

from objspace.funcobject import W_BuiltinFunction, W_ClassMethod
from objspace.intobject import (W_Int, W_Long, W_Bool, W_AbstractInt,
                                newint, newlong, w_int_type)
from objspace.strobject import W_Str
from objspace.tupleobject import newtuple
from objspace.exceptions import (raise_type_error, raise_value_error,
                                 raise_overflow)


def clinic_args(args, fname, names, max_pos, n_required, first):
    """The arguments of an Argument Clinic function as a list indexed like
    `names` (None where not given): at most max_pos positional ones (from
    args.args_w[first:]), the rest by keyword; CPython 3.11's messages."""
    args_w = args.args_w
    n_pos = len(args_w) - first
    result = [None] * len(names)
    if n_pos > max_pos:
        if max_pos == len(names):
            raise_type_error("%s() takes at most %d argument%s (%d given)"
                             % (fname, max_pos, "" if max_pos == 1 else "s",
                                n_pos))
        raise_type_error("%s() takes at most %d positional argument%s "
                         "(%d given)" % (fname, max_pos,
                                         "" if max_pos == 1 else "s", n_pos))
    for i in range(n_pos):
        result[i] = args_w[first + i]
    if args.kw_names is not None:
        total = n_pos + len(args.kw_names)
        if total > len(names):
            raise_type_error("%s() takes at most %d arguments (%d given)"
                             % (fname, len(names), total))
        for k in range(len(args.kw_names)):
            name = args.kw_names[k]
            found = -1
            for i in range(len(names)):
                if names[i] == name:
                    found = i
            if found < 0:
                raise_type_error("'%s' is an invalid keyword argument for "
                                 "%s()" % (name, fname))
            if found < n_pos:
                raise_type_error("argument for %s() given by name ('%s') "
                                 "and position (%d)"
                                 % (fname, name, found + 1))
            result[found] = args.kw_values_w[k]
    for i in range(n_required):
        if result[i] is None:
            raise_type_error("%s() missing required argument '%s' (pos %d)"
                             % (fname, names[i], i + 1))
    return result


def _int_self(args, name):
    from objspace.builtinsub import unwrap
    args_w = args.args_w
    w_self = unwrap(args_w[0]) if args_w else None   # an int subclass too
    if not isinstance(w_self, W_AbstractInt):
        raise_type_error("descriptor '%s' requires an 'int' object" % name)
    assert isinstance(w_self, W_AbstractInt)
    return w_self


def _byteorder(w_order, fname):
    if w_order is None:
        return "big"
    from objspace.builtinsub import unwrap
    w_str = unwrap(w_order)     # a str subclass too
    if not isinstance(w_str, W_Str):
        raise_type_error("%s() argument 'byteorder' must be str, not %s"
                         % (fname, w_order.gettype().name))
        raise AssertionError
    order = w_str.utf8
    if order != "big" and order != "little":
        raise_value_error("byteorder must be either 'little' or 'big'")
    return order


def _signed(w_signed):
    from objspace import operations as ops
    return w_signed is not None and ops.is_true(w_signed)


def int_to_bytes(args):
    from objspace.bytesobject import W_Bytes
    from objspace.sequences import index_or_none, ssize_w, OVERFLOW
    w_self = _int_self(args, "to_bytes")
    a_w = clinic_args(args, "to_bytes", ["length", "byteorder", "signed"],
                      2, 0, 1)
    length = 1
    if a_w[0] is not None:
        w_n = index_or_none(a_w[0])
        if w_n is None:
            raise_type_error("'%s' object cannot be interpreted as an "
                             "integer" % a_w[0].gettype().name)
        if isinstance(w_n, W_Long):
            raise_overflow("Python int too large to convert to C ssize_t")
        length = ssize_w(w_n, OVERFLOW)
    order = _byteorder(a_w[1], "to_bytes")
    signed = _signed(a_w[2])
    if length < 0:
        raise_value_error("length argument must be non-negative")
    try:
        s = _to_bytes(w_self.as_bigint(), length, order, signed)
    except InvalidSignednessError:
        raise_overflow("can't convert negative int to unsigned")
        raise AssertionError
    except InvalidEndiannessError:
        raise AssertionError
    except OverflowError:
        raise_overflow("int too big to convert")
        raise AssertionError
    return W_Bytes(s)


def _to_bytes(big, length, order, signed):
    return big.tobytes(length, order, signed)


_to_bytes._dont_inline_ = True   # the OverflowError comes from a call


def _bytes_method(w_src):
    """What PyObject_Bytes takes first: the result of the object's
    __bytes__ (a bytes, else TypeError), or the object itself."""
    from objspace.instances import W_Instance
    from objspace.bytesobject import W_Bytes
    from objspace.builtinsub import unwrap
    if not isinstance(w_src, W_Instance):
        return w_src
    w_meth = w_src.gettype().lookup("__bytes__")
    if w_meth is None:
        return unwrap(w_src)
    from objspace.model import Arguments
    from objspace.funcobject import special_binding
    w_res = special_binding(w_meth).call(Arguments([w_src]))
    w_b = unwrap(w_res)
    if not isinstance(w_b, W_Bytes):
        raise_type_error("__bytes__ returned non-bytes (type %s)"
                         % w_res.gettype().name)
    return w_b


def int_from_bytes(args):
    from objspace.bytesobject import W_AbstractBytes, W_Bytes, _from_object
    # a class method: args_w[0] is the class
    a_w = clinic_args(args, "from_bytes", ["bytes", "byteorder", "signed"],
                      2, 1, 1)
    w_src = a_w[0]
    assert w_src is not None
    w_src = _bytes_method(w_src)
    if isinstance(w_src, W_AbstractBytes):
        s = w_src.value
    elif isinstance(w_src, W_Str) or isinstance(w_src, W_AbstractInt):
        raise_type_error("cannot convert '%s' object to bytes"
                         % w_src.gettype().name)
        raise AssertionError
    else:
        from objspace.containers import _iter_or_none
        w_it = _iter_or_none(w_src)
        if w_it is None:
            raise_type_error("cannot convert '%s' object to bytes"
                             % w_src.gettype().name)
            raise AssertionError
        s = _from_object(w_it, "bytes")
    order = _byteorder(a_w[1], "from_bytes")
    signed = _signed(a_w[2])
    try:
        big = rbigint.frombytes(s, order, signed)
    except InvalidEndiannessError:
        raise AssertionError
    w_cls = args.args_w[0]
    if w_cls is not w_int_type:
        # a subclass: cls(value), as CPython
        from objspace.model import Arguments
        return w_cls.call(Arguments([newlong(big)]))
    return newlong(big)


def int_bit_count(args):
    from objspace.argcheck import check_args
    w_self = _int_self(args, "bit_count")
    check_args(args, "bit_count", 1, 1)
    if isinstance(w_self, W_Int):
        from rpython.rlib.rarithmetic import r_uint, intmask
        v = w_self.intval
        # |v| as a machine word (-2**63 too: no signed overflow, which C
        # compilers assume away)
        u = r_uint(v) if v >= 0 else r_uint(0) - r_uint(v)
        n = 0
        while u:
            n += intmask(u & r_uint(1))
            u >>= 1
        return newint(n)
    big = w_self.as_bigint()
    n = 0
    for i in range(big.numdigits()):
        n += _popcount(big.digit(i))
    return newint(n)


def _popcount(v):
    n = 0
    while v:
        n += v & 1
        v >>= 1
    return n


def int_as_integer_ratio(args):
    from objspace.argcheck import check_args
    w_self = _int_self(args, "as_integer_ratio")
    check_args(args, "as_integer_ratio", 1, 1)
    w_num = w_self
    if isinstance(w_self, W_Bool):
        w_num = newint(w_self.intval)
    return newtuple([w_num, newint(1)])


def _install():
    for name, fn in [("to_bytes", int_to_bytes),
                     ("bit_count", int_bit_count),
                     ("as_integer_ratio", int_as_integer_ratio)]:
        w_int_type.dict_w[name] = W_BuiltinFunction(name, fn)
    w_int_type.dict_w["from_bytes"] = W_ClassMethod(
        W_BuiltinFunction("from_bytes", int_from_bytes))


_install()
