"""Constant folding, as CPython's AST optimiser (Python/ast_opt.c) does it
before code generation: an operator on constants becomes the constant it
computes (`-1`, `2 * 3`, `1 / 3`, `"ab" * 2`, `~0`, `not 0`, `"abc"[1]`),
a tuple display of constants a constant tuple, and the list or set
display that `in` tests or `for` iterates over a tuple or a frozenset.

The compiler asks `constant_of(node)` while it generates code; the value
is computed once per node (kept on the node). Nothing is folded whose
computation raises (`1 / 0` raises when it runs, on its own line) or
whose result would be big (CPython's limits: ints of 128 bits from `*`,
`**` and `<<`, strings of 4096 characters and tuples of 256 items from
`*`); `%` on a str or bytes is left to run time (its warnings and
errors), as CPython does. Only built-in immutable values are involved,
so no user code runs at compile time.
"""

from rpython.rlib.rbigint import rbigint

from interpreter.frontend import astnodes as A
from objspace.model import OperationError
from objspace.exceptions import oefmt, w_RecursionError
from objspace.noneobject import W_None, W_Ellipsis
from objspace.intobject import W_True, W_False, W_AbstractInt, W_Int, \
    W_Bool, newlong, newbool
from objspace.floatobject import W_Float, newfloat, float_repr
from objspace.complexobject import W_Complex, newcomplex
from objspace.strobject import W_Str, const_str
from objspace.bytesobject import W_Bytes
from objspace.tupleobject import W_Tuple, newtuple
from objspace.setobject import W_FrozenSet
from objspace import operations as ops
from objspace.containers import getitem_w, len_w

MAX_INT_SIZE = 128          # bits
MAX_COLLECTION_SIZE = 256   # items
MAX_STR_SIZE = 4096         # characters
MAX_TOTAL_ITEMS = 1024      # including nested collections


def constant_of(node, optimize, budget=-1):
    """The value of the expression `node` if it is a constant or folds
    to one, else None. `optimize`: the -O level (`__debug__`). `budget`:
    how many operators deep a chain may go (the compiler's nesting limit,
    CPython's: RecursionError past it, folded or not); -1 for none."""
    if not isinstance(node, A.Expr):
        return None
    if node.fold_state == 0:
        node.fold_state = 2
        w_value = _compute(node, optimize, budget)
        if w_value is not None:
            node.fold_state = 1
            node.w_folded = w_value
    if node.fold_state == 1:
        return node.w_folded
    return None


def leaf_constant(node):
    """The value of a constant leaf (IntConst ... WConst), or None for
    any other node (also the `_ast` module's Constant.value)."""
    if isinstance(node, A.IntConst):
        return newlong(rbigint.fromstr(node.digits, node.base))
    if isinstance(node, A.FloatConst):
        return newfloat(node.value)
    if isinstance(node, A.ImagConst):
        return newcomplex(0.0, node.value)
    if isinstance(node, A.StrConst):
        return const_str(node.value)
    if isinstance(node, A.BytesConst):
        return W_Bytes(node.value)
    if isinstance(node, A.NameConst):
        return name_constant(node.kind)
    if isinstance(node, A.WConst):
        return node.w_value
    return None


def name_constant(kind):
    """None, True, False or Ellipsis (A.CONST_*)."""
    if kind == A.CONST_NONE:
        return W_None
    if kind == A.CONST_TRUE:
        return W_True
    if kind == A.CONST_FALSE:
        return W_False
    return W_Ellipsis


def _compute(node, optimize, budget=-1):
    w_leaf = leaf_constant(node)
    if w_leaf is not None:
        return w_leaf
    if isinstance(node, A.Name):
        if node.id == "__debug__" and node.ctx == A.LOAD:
            return newbool(optimize == 0)
        return None
    if isinstance(node, A.UnaryOp):
        w_a = constant_of(node.operand, optimize)
        if w_a is None:
            return None
        return _unary(node.op, w_a)
    if isinstance(node, A.BinOp):
        return _binop_chain(node, optimize, budget)
    if isinstance(node, A.Tuple):
        if node.ctx != A.LOAD:
            return None
        return tuple_of(node.elts, optimize)
    if isinstance(node, A.Subscript):
        if node.ctx != A.LOAD:
            return None
        w_a = constant_of(node.value, optimize)
        if w_a is None:
            return None
        w_b = constant_of(node.slice, optimize)
        if w_b is None:
            return None
        try:
            return getitem_w(w_a, w_b)
        except OperationError:
            return None
    return None


def _binop_chain(node, optimize, budget):
    """A BinOp and the BinOps down its left operands (`1 + 2 + ... + n`,
    thousands long, which CPython compiles) folded bottom-up in a loop,
    not a recursion as deep as the chain; each one's result is kept on
    it, so the compiler's visits of the inner ones find it."""
    spine = [node]
    left = node.left
    while isinstance(left, A.BinOp) and left.fold_state == 0:
        spine.append(left)
        left = left.left
    if budget >= 0 and len(spine) > budget:
        raise oefmt(w_RecursionError, "maximum recursion depth exceeded "
                    "during compilation")
    w_acc = constant_of(left, optimize)
    i = len(spine) - 1
    while i >= 0:
        b = spine[i]
        if w_acc is not None:
            w_right = constant_of(b.right, optimize)
            if w_right is None:
                w_acc = None
            else:
                w_acc = _binary(b.op, w_acc, w_right)
        if i > 0:       # (constant_of keeps node's own)
            if w_acc is None:
                b.fold_state = 2
            else:
                b.fold_state = 1
                b.w_folded = w_acc
        i -= 1
    return w_acc


def tuple_of(elts, optimize):
    """The constant tuple of the display items `elts`, or None."""
    items_w = []
    for e in elts:
        w_item = constant_of(e, optimize)
        if w_item is None:
            return None
        items_w.append(w_item)
    return newtuple(items_w)


def frozenset_of(elts, optimize):
    """The constant frozenset of the set display items `elts` (`x in {1,
    2}`), or None."""
    w_set = W_FrozenSet()
    for e in elts:
        w_item = constant_of(e, optimize)
        if w_item is None:
            return None
        try:
            w_set.add(w_item)
        except OperationError:
            return None
    return w_set


def _unary(k, w_a):
    try:
        if k == A.NOT:
            return newbool(not ops.is_true(w_a))
        if k == A.USUB:
            return ops.unary_negative(w_a)
        if k == A.UADD:
            return ops.unary_positive(w_a)
        return ops.unary_invert(w_a)
    except OperationError:
        return None


def _binary(k, w_a, w_b):
    if k == A.NB_MATRIX_MULTIPLY:
        return None
    if k == A.NB_MULTIPLY and not _safe_multiply(w_a, w_b):
        return None
    if k == A.NB_POWER and not _safe_power(w_a, w_b):
        return None
    if k == A.NB_LSHIFT and not _safe_lshift(w_a, w_b):
        return None
    if k == A.NB_REMAINDER and (isinstance(w_a, W_Str) or
                                isinstance(w_a, W_Bytes)):
        return None
    try:
        return ops.binary_op(w_a, w_b, k)
    except OperationError:
        return None


def _bits(w_int):
    """The bit length of an int's absolute value."""
    assert isinstance(w_int, W_AbstractInt)
    return w_int.as_bigint().abs().bit_length()


def _nonzero(w_int):
    assert isinstance(w_int, W_AbstractInt)
    return w_int.as_bigint().tobool()


def _small(w_int):
    """An int's value if it fits a machine word, else -1 (too big to be a
    repeat count or a shift CPython would fold)."""
    if isinstance(w_int, W_Int):
        return w_int.intval
    return -1


def _is_sized(w_obj):
    return isinstance(w_obj, W_Str) or isinstance(w_obj, W_Bytes) or \
        isinstance(w_obj, W_Tuple) or isinstance(w_obj, W_FrozenSet)


def _safe_multiply(w_a, w_b):
    if isinstance(w_a, W_AbstractInt) and isinstance(w_b, W_AbstractInt):
        if _nonzero(w_a) and _nonzero(w_b):
            return _bits(w_a) + _bits(w_b) <= MAX_INT_SIZE
        return True
    if isinstance(w_b, W_AbstractInt) and _is_sized(w_a):
        w_a, w_b = w_b, w_a
    if isinstance(w_a, W_AbstractInt) and _is_sized(w_b):
        try:
            size = len_w(w_b)
        except OperationError:
            return False
        if size == 0:
            return True
        n = _small(w_a)
        if isinstance(w_b, W_Str) or isinstance(w_b, W_Bytes):
            return 0 <= n <= MAX_STR_SIZE // size
        if n < 0 or n > MAX_COLLECTION_SIZE // size:
            return False
        return n == 0 or _total_items(w_b, MAX_TOTAL_ITEMS // n) >= 0
    return True


def _total_items(w_obj, limit):
    """Counts down `limit` by the items of w_obj and of the tuples and
    frozensets nested in it (CPython's check_complexity); below 0 when
    there are too many."""
    if isinstance(w_obj, W_Tuple):
        for w_item in w_obj.items_w:
            limit -= 1
            if limit < 0:
                return limit
            limit = _total_items(w_item, limit)
            if limit < 0:
                return limit
    elif isinstance(w_obj, W_FrozenSet):
        limit -= w_obj.used
    return limit


def _safe_power(w_a, w_b):
    if isinstance(w_a, W_AbstractInt) and isinstance(w_b, W_AbstractInt) \
            and _nonzero(w_a) and w_b.as_bigint().int_gt(0):
        w = _small(w_b)
        if w < 0:
            return False
        return _bits(w_a) <= MAX_INT_SIZE // w
    return True


def _safe_lshift(w_a, w_b):
    if isinstance(w_a, W_AbstractInt) and isinstance(w_b, W_AbstractInt) \
            and _nonzero(w_a) and _nonzero(w_b):
        w = _small(w_b)
        if w < 0 or w > MAX_INT_SIZE:
            return False
        return _bits(w_a) <= MAX_INT_SIZE - w
    return True


def const_key(w_value):
    """The key under which the compiler shares equal constants in one code
    object (CPython's _PyCode_ConstantKey): the type and the value, so
    1, 1.0 and True stay apart, and -0.0 from 0.0; None for a value that
    is not shared."""
    if isinstance(w_value, W_Bool):
        return "True" if w_value.intval else "False"
    if isinstance(w_value, W_AbstractInt):
        return "i10:" + w_value.as_bigint().str()
    if isinstance(w_value, W_Float):
        return "f:" + float_repr(w_value.floatval)
    if isinstance(w_value, W_Str):
        return "s:" + w_value.utf8
    if isinstance(w_value, W_Bytes):
        return "b:" + w_value.value
    if w_value is W_None:
        return "None"
    if w_value is W_Ellipsis:
        return "..."
    if isinstance(w_value, W_Tuple):
        keys = []
        for w_item in w_value.items_w:
            k = const_key(w_item)
            if k is None:
                return None
            keys.append(k)
        return "t(" + "\x00".join(keys) + ")"
    if isinstance(w_value, W_Complex):
        return None
    return None
