"""Generic operations: arithmetic, comparison, truth, hashing.

Each operation tries the built-in types by isinstance (int, float, str,
list, tuple) and then the generic path through the dunder methods of the
operands' types, as CPython's abstract.c does."""

import math

from rpython.rlib.rbigint import rbigint
from rpython.rlib.rarithmetic import intmask

from interpreter.frontend import astnodes as A
from objspace.model import W_Object, Arguments, OperationError
from objspace.intobject import (W_Int, W_AbstractInt, W_Long, W_Bool,
                                newint, newbool, newlong, int_add, int_sub,
                                int_mul, int_floordiv, int_mod, int_pow,
                                long_op, long_truediv, long_pow,
                                long_tofloat, hash_int, hash_long,
                                hash_float, W_True, W_False)
from objspace.floatobject import (W_Float, newfloat, float_truediv,
                                  float_mod, float_floordiv, float_pow,
                                  pow_is_complex)
from objspace.strobject import W_Str, concat, newstr, str_hash
from objspace.bytesobject import W_Bytes
from objspace.listobject import W_List, newlist_floats, newlist_ints
from objspace.tupleobject import W_Tuple, newtuple
from objspace.noneobject import W_None, W_NotImplemented, W_NoneObject
from objspace.instances import W_Instance
from objspace.builtinsub import W_SubInstance, unwrap
from objspace.setobject import W_Set, W_FrozenSet, inplace_set_op
from objspace.complexobject import W_Complex, complex_abs, complex_hash
from objspace.exceptions import raise_type_error

BINOP_NAMES = ["__add__", "__and__", "__floordiv__", "__lshift__",
               "__matmul__", "__mul__", "__mod__", "__or__", "__pow__",
               "__rshift__", "__sub__", "__truediv__", "__xor__"]
RBINOP_NAMES = ["__r" + _n[2:] for _n in BINOP_NAMES]
IBINOP_NAMES = ["__i" + _n[2:] for _n in BINOP_NAMES]
CMP_NAMES = ["__lt__", "__le__", "__eq__", "__ne__", "__gt__", "__ge__"]
CMP_SWAPPED = [A.GT, A.GE, A.EQ, A.NE, A.LT, A.LE]


def is_none(w_obj):
    return isinstance(w_obj, W_NoneObject)


def typename(w_obj):
    return w_obj.gettype().name


def lookup_special(w_obj, name):
    """A dunder method of w_obj's type (only user classes define any, and
    metaclasses for the classes made by them)."""
    if isinstance(w_obj, W_Instance) or _has_metaclass(w_obj):
        from objspace.funcobject import special_binding
        return special_binding(w_obj.gettype().lookup(name))
    return None


def _has_metaclass(w_obj):
    from objspace.typeobject import W_TypeObject
    return isinstance(w_obj, W_TypeObject) and w_obj.w_class is not None


def call_special(w_meth, w_obj, args_w):
    return w_meth.call(Arguments([w_obj] + args_w))


# --- numbers ---

def _as_float(w_obj):
    if isinstance(w_obj, W_Float):
        return w_obj.floatval
    if isinstance(w_obj, W_Int):
        return float(w_obj.intval)
    assert isinstance(w_obj, W_Long)
    return long_tofloat(w_obj.bigval)


def _is_number(w_obj):
    return isinstance(w_obj, W_AbstractInt) or isinstance(w_obj, W_Float)


def int_binop(w_a, w_b, op):
    """op on two ints (machine or big)."""
    if isinstance(w_a, W_Int) and isinstance(w_b, W_Int):
        a = w_a.intval
        b = w_b.intval
        if op == A.NB_ADD:
            return int_add(a, b)
        if op == A.NB_SUBTRACT:
            return int_sub(a, b)
        if op == A.NB_MULTIPLY:
            return int_mul(a, b)
        if op == A.NB_FLOOR_DIVIDE:
            return int_floordiv(a, b)
        if op == A.NB_REMAINDER:
            return int_mod(a, b)
        if op == A.NB_AND or op == A.NB_OR or op == A.NB_XOR:
            if op == A.NB_AND:
                r = a & b
            elif op == A.NB_OR:
                r = a | b
            else:
                r = a ^ b
            if isinstance(w_a, W_Bool) and isinstance(w_b, W_Bool):
                return newbool(r != 0)
            return newint(r)
        if op == A.NB_TRUE_DIVIDE:
            if b == 0:
                from objspace.exceptions import raise_zero_division
                raise_zero_division("division by zero")
            if -(1 << 53) <= a <= (1 << 53) and -(1 << 53) <= b <= (1 << 53):
                return newfloat(float(a) / float(b))
            return newfloat(long_truediv(rbigint.fromint(a),
                                         rbigint.fromint(b)))
        if op == A.NB_POWER:
            if b < 0:
                return newfloat(float_pow(float(a), float(b)))
            return int_pow(a, b)
        if op == A.NB_RSHIFT and 0 <= b < 63:
            return newint(a >> b)
        if op == A.NB_LSHIFT and 0 <= b < 63:
            if a == 0:
                return newint(0)
            res = intmask(a << b)     # wraps as in C (untranslated too)
            if (res >> b) == a:
                return newint(res)
    x = w_a.as_bigint()
    y = w_b.as_bigint()
    if op == A.NB_TRUE_DIVIDE:
        return newfloat(long_truediv(x, y))
    if op == A.NB_POWER:
        if y.sign < 0:
            return newfloat(float_pow(long_tofloat(x), long_tofloat(y)))
        return long_pow(x, y)
    return long_op(op, x, y)


def float_arith(a, b, op):
    """+ - * / ** on C doubles (op one of those NB_ numbers), unboxed:
    the body of every float fast path, boxed or raw."""
    if op == A.NB_ADD:
        return a + b
    if op == A.NB_SUBTRACT:
        return a - b
    if op == A.NB_MULTIPLY:
        return a * b
    if op == A.NB_TRUE_DIVIDE:
        return float_truediv(a, b)
    return float_pow(a, b)


def float_binop(a, b, op):
    if op == A.NB_POWER and pow_is_complex(a, b):
        from objspace.complexobject import complex_power
        return complex_power(a, 0.0, b, 0.0)
    if op == A.NB_ADD or op == A.NB_SUBTRACT or op == A.NB_MULTIPLY or \
            op == A.NB_TRUE_DIVIDE or op == A.NB_POWER:
        return newfloat(float_arith(a, b, op))
    if op == A.NB_FLOOR_DIVIDE:
        return newfloat(float_floordiv(a, b))
    if op == A.NB_REMAINDER:
        return newfloat(float_mod(a, b))
    return None


def binary_op(w_a, w_b, op):
    """BINARY_OP: op is an NB_* number, in-place forms are op+NB_INPLACE."""
    inplace = op >= A.NB_INPLACE
    if inplace:
        op -= A.NB_INPLACE
    if isinstance(w_a, W_AbstractInt) and isinstance(w_b, W_AbstractInt):
        if op != A.NB_MATRIX_MULTIPLY:
            return int_binop(w_a, w_b, op)
    elif _is_number(w_a) and _is_number(w_b):
        w_res = float_binop(_as_float(w_a), _as_float(w_b), op)
        if w_res is not None:
            return w_res
    if isinstance(w_b, W_SubInstance) and not inplace:
        w_res = subclass_reflected_first(w_a, w_b, op)
        if w_res is not None:
            return w_res
    w_res = sequence_binop(w_a, w_b, op, inplace)
    if w_res is not None:
        return w_res
    if inplace and isinstance(w_a, W_Set):
        w_res = inplace_set_op(w_a, w_b, op)
        if w_res is not None:
            return w_res
    if inplace:
        w_res = w_a.inplace_hook(w_b, op)
        if w_res is not None:
            return w_res
    w_res = w_a.binop_hook(w_b, op, False)
    if w_res is not None:
        return w_res
    w_res = w_b.binop_hook(w_a, op, True)
    if w_res is not None:
        return w_res
    if isinstance(w_a, W_Instance) or isinstance(w_b, W_Instance):
        if inplace:
            w_meth = lookup_special(w_a, IBINOP_NAMES[op])
            if w_meth is not None:
                w_res = call_special(w_meth, w_a, [w_b])
                if w_res is not W_NotImplemented:
                    return w_res
        w_res = dunder_binop(w_a, w_b, op)
        if w_res is not None:
            return w_res
        if isinstance(w_a, W_SubInstance) or isinstance(w_b, W_SubInstance):
            # a built-in accepts instances of its subclasses ([1] + L())
            if inplace:
                op += A.NB_INPLACE
            return binary_op(unwrap(w_a), unwrap(w_b), op)
    if op == A.NB_ADD:      # (list += x extends, above)
        if _is_sequence(w_a):
            raise_type_error('can only concatenate %s (not "%s") to %s'
                             % (typename(w_a), typename(w_b), typename(w_a)))
    if op == A.NB_MULTIPLY:
        w_res = repeat_by_index(w_a, w_b, inplace)
        if w_res is not None:
            return w_res
    if op == A.NB_MULTIPLY and (_is_sequence(w_a) or _is_sequence(w_b)):
        w_other = w_b if _is_sequence(w_a) else w_a
        raise_type_error("can't multiply sequence by non-int of type '%s'"
                         % typename(w_other))
    raise_unsupported(w_a, w_b, op, inplace)


def raise_unsupported(w_a, w_b, op, inplace):
    sym = A.NB_SYMBOLS[op]
    if inplace:
        sym += "="
    if op == A.NB_POWER and not inplace:
        sym = "** or pow()"
    raise_type_error("unsupported operand type(s) for %s: '%s' and '%s'"
                     % (sym, typename(w_a), typename(w_b)))


def binop_after_left(w_a, w_b, op):
    """binary_op's rest once the method of w_a's class (a user class
    without the in-place method, w_b a machine int, a float or an
    instance of a class that is not a subclass of it: BINARY_OP_PY)
    returned NotImplemented: w_b's reflected method if its class is
    another, else the TypeError."""
    inplace = op >= A.NB_INPLACE
    if inplace:
        op -= A.NB_INPLACE
    if w_b.gettype() is not w_a.gettype():
        w_rmeth = lookup_special(w_b, RBINOP_NAMES[op])
        if w_rmeth is not None:
            w_res = call_special(w_rmeth, w_b, [w_a])
            if w_res is not W_NotImplemented:
                return w_res
    raise_unsupported(w_a, w_b, op, inplace)


def _is_sequence(w_obj):
    return (isinstance(w_obj, W_Str) or isinstance(w_obj, W_List) or
            isinstance(w_obj, W_Tuple))


def subclass_reflected_first(w_a, w_b, op):
    """CPython's rule: when the right operand's class is a subclass of
    the left one's and has its own reflected method ('s' % MyStr()), that
    method goes first. None when it does not apply or gave
    NotImplemented."""
    from objspace.builtinsub import W_SlotWrapper
    w_ta = w_a.gettype()
    w_tb = w_b.gettype()
    if w_tb is w_ta or not w_tb.issubtype(w_ta):
        return None
    w_rmeth = w_tb.lookup(RBINOP_NAMES[op])
    if w_rmeth is None or isinstance(w_rmeth, W_SlotWrapper):
        return None     # the built-in's own: nothing overrides it
    w_bound = lookup_special(w_b, RBINOP_NAMES[op])
    if w_bound is None:
        return None
    w_res = call_special(w_bound, w_b, [w_a])
    if w_res is W_NotImplemented:
        return None
    return w_res


def dunder_binop(w_a, w_b, op):
    w_ta = w_a.gettype()
    w_tb = w_b.gettype()
    w_meth = lookup_special(w_a, BINOP_NAMES[op])
    w_rmeth = None
    if w_tb is not w_ta:
        w_rmeth = lookup_special(w_b, RBINOP_NAMES[op])
    if w_rmeth is not None and w_tb.issubtype(w_ta) and \
            w_tb.lookup(RBINOP_NAMES[op]) is not w_ta.lookup(
                RBINOP_NAMES[op]):
        # the subclass's reflected method first, if it overrides it
        # (CPython's method_is_overloaded)
        w_res = call_special(w_rmeth, w_b, [w_a])
        if w_res is not W_NotImplemented:
            return w_res
        w_rmeth = None
    if w_meth is not None:
        w_res = call_special(w_meth, w_a, [w_b])
        if w_res is not W_NotImplemented:
            return w_res
    if w_rmeth is not None:
        w_res = call_special(w_rmeth, w_b, [w_a])
        if w_res is not W_NotImplemented:
            return w_res
    return None


def repeat_by_index(w_a, w_b, inplace):
    """seq * n when n is a big int (OverflowError, as in CPython) or an
    object with __index__; None if neither side is a sequence."""
    from objspace.bytesobject import W_AbstractBytes
    from objspace.strmethods import _call_index
    if _is_sequence(w_a) or isinstance(w_a, W_AbstractBytes):
        w_seq = w_a
        w_n = w_b
    elif _is_sequence(w_b) or isinstance(w_b, W_AbstractBytes):
        w_seq = w_b
        w_n = w_a
        inplace = False
    else:
        return None
    if not isinstance(w_n, W_Long):
        w_n = _call_index(w_n)
    if isinstance(w_n, W_Long):
        from objspace.exceptions import raise_overflow
        raise_overflow("cannot fit 'int' into an index-sized integer")
    if not isinstance(w_n, W_Int):
        return None
    op = A.NB_MULTIPLY + (A.NB_INPLACE if inplace else 0)
    return binary_op(w_seq, newint(w_n.intval), op)


def sequence_binop(w_a, w_b, op, inplace):
    """str/list/tuple concatenation and repetition, or None."""
    from objspace import sequences
    if op == A.NB_ADD:
        if isinstance(w_a, W_Str) and isinstance(w_b, W_Str):
            return concat(w_a, w_b)
        if isinstance(w_a, W_List) and isinstance(w_b, W_List):
            if inplace:
                sequences.list_extend_from(w_a, w_b)
                return w_a
            fa = w_a.float_view()
            fb = w_b.float_view()
            if fa is not None and fb is not None:
                return newlist_floats(fa + fb)
            ia = w_a.int_view()
            ib = w_b.int_view()
            if ia is not None and ib is not None:
                return newlist_ints(ia + ib)
            return W_List(w_a.boxed_items() + w_b.boxed_items())
        if isinstance(w_a, W_List) and inplace:
            sequences.list_extend_from(w_a, w_b)
            return w_a
        if isinstance(w_a, W_Tuple) and isinstance(w_b, W_Tuple):
            return newtuple(w_a.items_w + w_b.items_w)
    elif op == A.NB_MULTIPLY:
        if isinstance(w_b, W_Int) and not isinstance(w_a, W_AbstractInt):
            return sequences.repeat(w_a, w_b.intval, inplace)
        if isinstance(w_a, W_Int) and not isinstance(w_b, W_AbstractInt):
            return sequences.repeat(w_b, w_a.intval, False)
    elif op == A.NB_REMAINDER and isinstance(w_a, W_Str):
        from objspace import percentformat
        return percentformat.percent_format(w_a, w_b)
    return None


def unary_negative(w_a):
    if isinstance(w_a, W_Int):
        return int_sub(0, w_a.intval)
    if isinstance(w_a, W_Float):
        return newfloat(-w_a.floatval)
    if isinstance(w_a, W_Long):
        return newlong(w_a.bigval.neg())
    if isinstance(w_a, W_Complex):
        return W_Complex(-w_a.realval, -w_a.imagval)
    return unary_special(w_a, "__neg__", "-")


def unary_positive(w_a):
    if isinstance(w_a, W_Bool):
        return newint(w_a.intval)
    if isinstance(w_a, W_AbstractInt) or isinstance(w_a, W_Float) or \
            isinstance(w_a, W_Complex):
        return w_a
    return unary_special(w_a, "__pos__", "+")


def unary_invert(w_a):
    if isinstance(w_a, W_Int):
        return newint(~w_a.intval)
    if isinstance(w_a, W_Long):
        return newlong(w_a.bigval.invert())
    return unary_special(w_a, "__invert__", "~")


def unary_special(w_a, name, sym):
    w_meth = lookup_special(w_a, name)
    if w_meth is None:
        raise_type_error("bad operand type for unary %s: '%s'"
                         % (sym, typename(w_a)))
    return call_special(w_meth, w_a, [])


def abs_w(w_a):
    if isinstance(w_a, W_Int):
        if w_a.intval < 0:
            return int_sub(0, w_a.intval)
        return newint(w_a.intval)
    if isinstance(w_a, W_Float):
        return newfloat(math.fabs(w_a.floatval))
    if isinstance(w_a, W_Long):
        return newlong(w_a.bigval.abs())
    if isinstance(w_a, W_Complex):
        return newfloat(complex_abs(w_a))
    return unary_special(w_a, "__abs__", "abs()")


# --- truth ---

def is_true(w_obj):
    if isinstance(w_obj, W_Int):
        return w_obj.intval != 0
    if isinstance(w_obj, W_NoneObject):
        return False
    if isinstance(w_obj, W_Float):
        return w_obj.floatval != 0.0
    if isinstance(w_obj, W_Str):
        return w_obj.length != 0
    if isinstance(w_obj, W_List):
        return w_obj.length() != 0
    if isinstance(w_obj, W_Tuple):
        return len(w_obj.items_w) != 0
    if isinstance(w_obj, W_Long):
        return w_obj.bigval.sign != 0
    if isinstance(w_obj, W_Instance):
        w_meth = lookup_special(w_obj, "__bool__")
        if w_meth is not None:
            w_res = call_special(w_meth, w_obj, [])
            if not isinstance(w_res, W_Bool):
                raise_type_error("__bool__ should return bool, returned %s"
                                 % typename(w_res))
            return w_res.intval != 0
        w_meth = lookup_special(w_obj, "__len__")
        if w_meth is not None:
            from objspace.containers import len_w
            return len_w(w_obj) != 0
        return True
    if isinstance(w_obj, W_Complex):
        return w_obj.realval != 0.0 or w_obj.imagval != 0.0
    from objspace.longrange import W_LongRange
    if isinstance(w_obj, W_LongRange):      # (its len() may overflow)
        return not eq_bool(w_obj.w_length, newint(0))
    if w_obj is W_NotImplemented:
        from objspace.warn import warn
        warn("DeprecationWarning", "NotImplemented should not be used in a "
             "boolean context")
        return True
    from objspace.containers import generic_len_or_minus_one
    return generic_len_or_minus_one(w_obj) != 0


# --- comparison ---

def sequence_compare(w_a, w_b, op):
    """Two lists or two tuples compared (a bool), under the recursion
    guard: compare's own path for them, and sorting's for tuple keys
    (listmethods.obj_lt)."""
    from objspace.sequences import compare_sequences
    from objspace import recursion
    recursion.enter(" in comparison")
    try:
        return compare_sequences(w_a, w_b, op)
    finally:
        recursion.leave()


def compare(w_a, w_b, op):
    """COMPARE_OP for the six rich comparisons; returns a W_ object."""
    if isinstance(w_a, W_Int) and isinstance(w_b, W_Int):
        return newbool(cmp_ints(w_a.intval, w_b.intval, op))
    if isinstance(w_a, W_Float) and isinstance(w_b, W_Float):
        return newbool(cmp_floats(w_a.floatval, w_b.floatval, op))
    if isinstance(w_a, W_Str) and isinstance(w_b, W_Str):
        return newbool(cmp_strs(w_a.utf8, w_b.utf8, op))
    if _is_number(w_a) and _is_number(w_b):
        return newbool(cmp_numbers(w_a, w_b, op))
    if _has_metaclass(w_a) or _has_metaclass(w_b):
        # classes whose metaclass may define the comparison
        w_res = dunder_compare(w_a, w_b, op)
        if w_res is not None:
            return w_res
    elif isinstance(w_a, W_Instance) or isinstance(w_b, W_Instance):
        w_res = dunder_compare(w_a, w_b, op)
        if w_res is not None:
            return w_res
        # all the methods returned NotImplemented: a plain built-in
        # operand's own comparison still applies to a subclass instance of
        # its kind on the other side ({'a': 1} == C(a=1), C's __eq__
        # declining), as CPython's dict/list/... slots accept subclasses
        from objspace.builtinsub import W_SubInstance
        if not isinstance(w_a, W_Instance) and \
                isinstance(w_b, W_SubInstance) and \
                w_b.w_value.gettype() is w_a.gettype():
            return compare(w_a, w_b.w_value, op)
        if not isinstance(w_b, W_Instance) and \
                isinstance(w_a, W_SubInstance) and \
                w_a.w_value.gettype() is w_b.gettype():
            return compare(w_a.w_value, w_b, op)
        w_res = _compare_values(w_a, w_b, op)
        if w_res is not None:
            return w_res
    w_res = w_a.compare_hook(w_b, op)
    if w_res is not None:
        return w_res
    if isinstance(w_b, W_Complex):      # (int == complex: reflected)
        w_res = w_b.compare_hook(w_a, CMP_SWAPPED[op])
        if w_res is not None:
            return w_res
    from objspace.mappingproxy import W_MappingProxy
    if isinstance(w_b, W_MappingProxy):     # dict == mappingproxy(dict)
        w_res = w_b.compare_hook(w_a, CMP_SWAPPED[op])
        if w_res is not None:
            return w_res
    if (isinstance(w_a, W_List) and isinstance(w_b, W_List)) or \
            (isinstance(w_a, W_Tuple) and isinstance(w_b, W_Tuple)):
        return newbool(sequence_compare(w_a, w_b, op))
    if op == A.EQ:
        return newbool(builtin_eq(w_a, w_b))
    if op == A.NE:
        return newbool(not builtin_eq(w_a, w_b))
    raise_type_error("'%s' not supported between instances of '%s' and '%s'"
                     % (A.CMP_SYMBOLS[op], typename(w_a), typename(w_b)))


def dunder_compare(w_a, w_b, op):
    """The rich comparison protocol when either side is an instance (or a
    class whose metaclass may define the comparison, __ne__ inverting
    __eq__ as object's): the reflected method of a right operand whose type is a subclass first,
    then the left one's, then the right one's reflected; None when all
    return NotImplemented."""
    w_ta = w_a.gettype()
    w_tb = w_b.gettype()
    swapped = CMP_SWAPPED[op]
    reflected_first = w_ta is not w_tb and w_tb.issubtype(w_ta)
    if reflected_first:
        w_res = _call_cmp(w_b, w_a, swapped)
        if w_res is not W_NotImplemented:
            return w_res
    w_res = _call_cmp(w_a, w_b, op)
    if w_res is not W_NotImplemented:
        return w_res
    if not reflected_first:     # (tried once only)
        w_res = _call_cmp(w_b, w_a, swapped)
        if w_res is not W_NotImplemented:
            return w_res
    return None


def _compare_values(w_a, w_b, op):
    """When every method declined and a side is a subclass of a built-in
    type (class E(int) whose __lt__ returned NotImplemented): the
    built-in comparison of the values, as CPython's reflected slot of the
    built-in operand does (1 > E(0)); None when neither is such."""
    from objspace.builtinsub import W_SubInstance
    w_ua = w_a.w_value if isinstance(w_a, W_SubInstance) else w_a
    w_ub = w_b.w_value if isinstance(w_b, W_SubInstance) else w_b
    if w_ua is w_a and w_ub is w_b:
        return None
    if isinstance(w_ua, W_Instance) or isinstance(w_ub, W_Instance):
        return None
    if not (_is_number(w_ua) and _is_number(w_ub)) and \
            not (isinstance(w_ua, W_Str) and isinstance(w_ub, W_Str)):
        return None
    return compare(w_ua, w_ub, op)


def _call_cmp(w_x, w_y, op):
    """w_x.__op__(w_y) for an instance w_x, NotImplemented when its class
    has no such method. A class without __ne__ inherits object.__ne__,
    which inverts __eq__ unless that returned NotImplemented."""
    w_meth = lookup_special(w_x, CMP_NAMES[op])
    if w_meth is not None:
        from objspace.funcobject import W_SpecialCall, SPECIAL_DESCR
        if isinstance(w_meth, W_SpecialCall) and \
                w_meth.mode == SPECIAL_DESCR:
            # CPython's slot_tp_richcompare: a descriptor whose __get__
            # fails (AttributeError) is taken as NotImplemented
            from objspace.exceptions import w_AttributeError
            try:
                w_bound = w_meth.bound(w_x)
            except OperationError as e:
                if not e.w_value.gettype().issubtype(w_AttributeError):
                    raise
                return W_NotImplemented
            return w_bound.call(Arguments([w_y]))
        return call_special(w_meth, w_x, [w_y])
    if op == A.NE:
        w_meth = lookup_special(w_x, "__eq__")
        if w_meth is not None:
            w_res = call_special(w_meth, w_x, [w_y])
            if w_res is W_NotImplemented:
                return w_res
            return newbool(not is_true(w_res))
    return W_NotImplemented


def cmp_ints(a, b, op):
    if op == A.LT:
        return a < b
    if op == A.LE:
        return a <= b
    if op == A.EQ:
        return a == b
    if op == A.NE:
        return a != b
    if op == A.GT:
        return a > b
    return a >= b


def cmp_floats(a, b, op):
    if op == A.LT:
        return a < b
    if op == A.LE:
        return a <= b
    if op == A.EQ:
        return a == b
    if op == A.NE:
        return a != b
    if op == A.GT:
        return a > b
    return a >= b


def cmp_strs(a, b, op):
    if op == A.EQ:
        return a == b
    if op == A.NE:
        return a != b
    if op == A.LT:
        return a < b
    if op == A.LE:
        return a <= b
    if op == A.GT:
        return a > b
    return a >= b


def cmp_numbers(w_a, w_b, op):
    """Mixed int/float/bigint comparison, exact like CPython."""
    if isinstance(w_a, W_Float):
        if isinstance(w_b, W_Float):
            return cmp_floats(w_a.floatval, w_b.floatval, op)
        assert isinstance(w_b, W_AbstractInt)
        return _cmp_float_int(w_a.floatval, w_b, op)
    assert isinstance(w_a, W_AbstractInt)
    if isinstance(w_b, W_Float):
        return _cmp_float_int(w_b.floatval, w_a, CMP_SWAPPED[op])
    assert isinstance(w_b, W_AbstractInt)
    x = w_a.as_bigint()
    y = w_b.as_bigint()
    if op == A.LT:
        return x.lt(y)
    if op == A.LE:
        return x.le(y)
    if op == A.EQ:
        return x.eq(y)
    if op == A.NE:
        return x.ne(y)
    if op == A.GT:
        return x.gt(y)
    return x.ge(y)


def _cmp_float_int(f, w_int, op):
    """f <op> w_int for a float and an int, without precision loss."""
    if math.isnan(f):
        return op == A.NE
    if math.isinf(f):
        return cmp_floats(f, 0.0, op)
    if isinstance(w_int, W_Int) and -(1 << 53) <= w_int.intval <= (1 << 53):
        return cmp_floats(f, float(w_int.intval), op)
    fl = math.floor(f)
    y = w_int.as_bigint()
    x = rbigint.fromfloat(fl)
    if fl != f:
        # f lies strictly between x and x+1
        if op == A.EQ:
            return False
        if op == A.NE:
            return True
        if x.lt(y):
            return op == A.LT or op == A.LE
        return op == A.GT or op == A.GE
    if op == A.LT:
        return x.lt(y)
    if op == A.LE:
        return x.le(y)
    if op == A.EQ:
        return x.eq(y)
    if op == A.NE:
        return x.ne(y)
    if op == A.GT:
        return x.gt(y)
    return x.ge(y)


def builtin_eq(w_a, w_b):
    """== for objects without a user __eq__ (identity and containers)."""
    if w_a is w_b:
        return True
    if _is_number(w_a) and _is_number(w_b):
        return cmp_numbers(w_a, w_b, A.EQ)
    if isinstance(w_a, W_Str) and isinstance(w_b, W_Str):
        return w_a.utf8 == w_b.utf8
    from objspace import containers
    return containers.container_eq(w_a, w_b)


def eq_bool(w_a, w_b):
    if w_a is w_b:
        return True
    if isinstance(w_a, W_Int) and isinstance(w_b, W_Int):
        return w_a.intval == w_b.intval
    if isinstance(w_a, W_Str) and isinstance(w_b, W_Str):
        return w_a.utf8 == w_b.utf8
    return is_true(compare(w_a, w_b, A.EQ))


# --- hashing ---

def hash_w(w_obj):
    if isinstance(w_obj, W_Int):
        return hash_int(w_obj.intval)
    if isinstance(w_obj, W_Str):
        return str_hash(w_obj.utf8)
    if isinstance(w_obj, W_Float):
        if math.isnan(w_obj.floatval):
            return nan_hash(w_obj)
        return hash_float(w_obj.floatval)
    if isinstance(w_obj, W_Long):
        return hash_long(w_obj.bigval)
    if isinstance(w_obj, W_Tuple):
        return tuple_hash(w_obj.items_w)
    if isinstance(w_obj, W_FrozenSet):
        return w_obj.hash_value()
    if isinstance(w_obj, W_Bytes):
        return str_hash(w_obj.value)
    if isinstance(w_obj, W_Complex):
        return complex_hash(w_obj)
    if isinstance(w_obj, W_Instance):
        w_meth = lookup_special(w_obj, "__hash__")
        if w_meth is not None:
            if is_none(w_meth):
                raise_type_error("unhashable type: '%s'" % typename(w_obj))
            w_res = call_special(w_meth, w_obj, [])
            if isinstance(w_res, W_Int):
                return w_res.intval
            if isinstance(w_res, W_Long):
                return hash_long(w_res.bigval)
            if isinstance(w_res, W_SubInstance):
                w_val = w_res.w_value       # an int subclass: int's hash
                if isinstance(w_val, W_Int):
                    return hash_int(w_val.intval)
                if isinstance(w_val, W_Long):
                    return hash_long(w_val.bigval)
            raise_type_error("__hash__ method should return an integer")
        if lookup_special(w_obj, "__eq__") is not None:
            raise_type_error("unhashable type: '%s'" % typename(w_obj))
    from objspace.funcobject import W_BoundMethod
    if isinstance(w_obj, W_BoundMethod):
        return w_obj.identity_hash()
    from objspace.modules.mod_weakref import W_WeakRef
    if isinstance(w_obj, W_WeakRef):
        return w_obj.hash_value()
    from objspace.modules.mod_sre import W_Pattern
    if isinstance(w_obj, W_Pattern):
        return w_obj.hash_value()
    from objspace.uniontype import W_UnionType
    if isinstance(w_obj, W_UnionType):
        return w_obj.hash_value()
    from objspace.genericalias import W_GenericAlias
    if isinstance(w_obj, W_GenericAlias):
        return w_obj.hash_value()
    from objspace import rangeops
    if rangeops.is_range(w_obj):
        return rangeops.range_hash(w_obj)
    from objspace import containers
    if containers.is_unhashable(w_obj):
        w_type = w_obj.gettype()
        name = w_type.name
        if not isinstance(w_obj, W_Instance):
            name = w_type.tp_name()             # C types: 'collections.deque'
        raise_type_error("unhashable type: '%s'" % name)
    from rpython.rlib.objectmodel import compute_identity_hash
    return compute_identity_hash(w_obj) >> 4


def nan_hash(w_obj):
    """A NaN's hash is its object's (CPython 3.10+), as object.__hash__:
    NaNs are not equal to one another, so they need not hash alike."""
    from rpython.rlib.objectmodel import compute_identity_hash
    return compute_identity_hash(w_obj) >> 4


def tuple_hash(items_w):
    """CPython 3.8+'s xxHash-based tuple hash."""
    from rpython.rlib.rarithmetic import r_uint, intmask
    PRIME1 = r_uint(11400714785074694791)
    PRIME2 = r_uint(14029467366897019727)
    PRIME5 = r_uint(2870177450012600261)
    acc = PRIME5
    for w_item in items_w:
        lane = r_uint(hash_w(w_item))
        acc += lane * PRIME2
        acc = (acc << 31) | (acc >> 33)
        acc *= PRIME1
    acc += r_uint(len(items_w)) ^ (PRIME5 ^ r_uint(3527539))
    if acc == r_uint(-1):
        return 1546275796
    return intmask(acc)
