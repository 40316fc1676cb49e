"""The `array` module: array.array with all of CPython's typecodes
(b B u h H i I l L q Q f d), items kept as machine values
(array_store.py), the sequence protocol with slices, the methods, + * +=
*=, comparisons, repr, and the buffer protocol (bytes(a), struct,
memoryview-free pack_into)."""

from rpython.rlib.rstring import StringBuilder
from rpython.rlib.objectmodel import compute_unique_id

from interpreter.frontend import astnodes as A
from objspace.model import W_Object, Arguments
from objspace.moduleobject import W_Module
from objspace.funcobject import W_BuiltinFunction
from objspace.typeobject import W_TypeObject, w_object_type
from objspace.intobject import W_Int, newint, newbool
from objspace.floatobject import newfloat
from objspace.strobject import W_Str, newstr, newascii, encode_utf8_char, \
    decode_utf8_char
from objspace.bytesobject import W_Bytes, W_AbstractBytes
from objspace.listobject import W_List
from objspace.tupleobject import newtuple
from objspace.noneobject import W_None
from objspace.iterobject import W_AbstractIterator
from objspace.sequences import W_Slice, slice_indices
from objspace.exceptions import (raise_type_error, raise_value_error,
                                 raise_index_error, raise_runtime_error)
from objspace.argcheck import check_args
from objspace.modules import array_store as st
from objspace.modules import buffers
from objspace import operations as ops


class W_Array(W_Object):
    _attrs_ = ("typecode", "itemsize", "isfloat", "ints", "floats")

    def __init__(self, typecode):
        self.typecode = typecode
        self.itemsize = st.itemsize_of(typecode)
        self.isfloat = st.is_float_code(typecode)
        self.ints = []
        self.floats = []

    def gettype(self):
        return w_array_type

    def length(self):
        if self.isfloat:
            return len(self.floats)
        return len(self.ints)

    def item_w(self, i):
        if self.isfloat:
            return newfloat(self.floats[i])
        return st.wrap_int(self.typecode, self.ints[i])

    def set_item(self, i, w_v):
        if self.isfloat:
            self.floats[i] = st.float_item(self.typecode, w_v)
        else:
            self.ints[i] = self.int_of(w_v)

    def int_of(self, w_v):
        if self.typecode == 'u':
            return st.char_item(w_v)
        return st.int_item(self.typecode, w_v)

    def append_w(self, w_v):
        if self.isfloat:
            self.floats.append(st.float_item(self.typecode, w_v))
        else:
            self.ints.append(self.int_of(w_v))

    def same(self):
        return W_Array(self.typecode)

    def copy_range(self, start, stop):
        w_a = self.same()
        assert start >= 0 and stop >= start
        if self.isfloat:
            w_a.floats = self.floats[start:stop]
        else:
            w_a.ints = self.ints[start:stop]
        return w_a

    def extend_array(self, w_other):
        if self.isfloat:
            self.floats.extend(w_other.floats)
        else:
            self.ints.extend(w_other.ints)

    def extend_iterable(self, w_iterable):
        from objspace.containers import iter_w, next_w
        w_it = iter_w(w_iterable)
        while True:
            w_item = next_w(w_it)
            if w_item is None:
                break
            self.append_w(w_item)

    def tobytes(self):
        n = self.length()
        size = self.itemsize
        b = StringBuilder(n * size)
        if self.isfloat:
            from rpython.rlib.rstruct import ieee
            from rpython.rlib.rarithmetic import longlongmask
            for x in self.floats:
                bits = ieee.float_pack(x, size)
                st.int_to_bytes(b, 'Q', longlongmask(bits), size)
        else:
            for v in self.ints:
                st.int_to_bytes(b, self.typecode, v, size)
        return b.build()

    def frombytes(self, s):
        size = self.itemsize
        if len(s) % size != 0:
            raise_value_error("bytes length not a multiple of item size")
        n = len(s) // size
        if self.isfloat:
            from rpython.rlib.rstruct import ieee
            from rpython.rlib.rarithmetic import r_ulonglong, r_uint
            for k in range(n):
                v = st.int_from_bytes('Q', s, k * size, size)
                bits = r_ulonglong(r_uint(v))
                if size == 4:
                    bits = bits & r_ulonglong(0xffffffff)
                self.floats.append(ieee.float_unpack(bits, size))
        else:
            tc = self.typecode
            for k in range(n):
                v = st.int_from_bytes(tc, s, k * size, size)
                if tc == 'u':
                    st.check_code_point(v)
                self.ints.append(v)

    def tounicode(self):
        b = StringBuilder(len(self.ints))
        for v in self.ints:
            encode_utf8_char(b, v)
        return newstr(b.build())

    def fromunicode(self, w_s):
        s = w_s.utf8
        pos = 0
        while pos < len(s):
            cp, pos = decode_utf8_char(s, pos)
            self.ints.append(cp)

    # ---------------------------------------------------- protocols

    def getattr_hook(self, name):
        if name == "typecode":
            return newascii(self.typecode)
        if name == "itemsize":
            return newint(self.itemsize)
        return None

    def len_hook(self):
        return self.length()

    def _index(self, w_key, what):
        from objspace.sequences import index_or_none, ssize_w, INDEX_ERROR
        if isinstance(w_key, W_Int):
            i = w_key.intval
        else:
            w_i = index_or_none(w_key)
            if w_i is None:
                raise_type_error("array indices must be integers")
            i = ssize_w(w_i, INDEX_ERROR)
        n = self.length()
        if i < 0:
            i += n
        if i < 0 or i >= n:
            raise_index_error(what)
        return i

    def getitem_hook(self, w_key):
        if isinstance(w_key, W_Slice):
            start, stop, step, count = slice_indices(w_key, self.length())
            if step == 1:
                return self.copy_range(start, start + count)
            w_a = self.same()
            i = start
            for k in range(count):
                if self.isfloat:
                    w_a.floats.append(self.floats[i])
                else:
                    w_a.ints.append(self.ints[i])
                i += step
            return w_a
        return self.item_w(self._index(w_key, "array index out of range"))

    def setitem_hook(self, w_key, w_value):
        if isinstance(w_key, W_Slice):
            self.set_slice(w_key, w_value)
            return True
        i = self._index(w_key, "array assignment index out of range")
        self.set_item(i, w_value)
        return True

    def set_slice(self, w_slice, w_value):
        if not isinstance(w_value, W_Array):
            raise_type_error('can only assign array (not "%s") to array '
                             'slice' % w_value.gettype().name)
        assert isinstance(w_value, W_Array)
        if w_value.typecode != self.typecode:
            raise_type_error("bad argument type for built-in operation")
        start, stop, step, count = slice_indices(w_slice, self.length())
        if w_value is self:
            w_value = self.copy_range(0, self.length())
        if step == 1:
            end = start + count
            assert start >= 0 and end >= start
            if self.isfloat:
                self.floats = (self.floats[:start] + w_value.floats +
                               self.floats[end:])
            else:
                self.ints = self.ints[:start] + w_value.ints + \
                    self.ints[end:]
            return
        if w_value.length() != count:
            raise_value_error("attempt to assign array of size %d to "
                              "extended slice of size %d"
                              % (w_value.length(), count))
        i = start
        for k in range(count):
            if self.isfloat:
                self.floats[i] = w_value.floats[k]
            else:
                self.ints[i] = w_value.ints[k]
            i += step

    def delitem_hook(self, w_key):
        if isinstance(w_key, W_Slice):
            start, stop, step, count = slice_indices(w_key, self.length())
            if step < 0:
                start = start + (count - 1) * step
                step = -step
            keep_f = []
            keep_i = []
            n = self.length()
            k = 0
            nxt = start if count > 0 else -1
            for i in range(n):
                if i == nxt:
                    k += 1
                    nxt = start + k * step if k < count else -1
                    continue
                if self.isfloat:
                    keep_f.append(self.floats[i])
                else:
                    keep_i.append(self.ints[i])
            if self.isfloat:
                self.floats = keep_f
            else:
                self.ints = keep_i
            return True
        i = self._index(w_key, "array assignment index out of range")
        if self.isfloat:
            del self.floats[i]
        else:
            del self.ints[i]
        return True

    def iter_hook(self):
        return W_ArrayIterator(self)

    def contains_hook(self, w_item):
        for i in range(self.length()):
            if ops.is_true(ops.compare(self.item_w(i), w_item, A.EQ)):
                return 1
        return 0

    def unhashable_hook(self):
        return True

    def eq_hook(self, w_other):
        w_r = self.compare_hook(w_other, A.EQ)
        return w_r is not None and ops.is_true(w_r)

    def compare_hook(self, w_other, op):
        if not isinstance(w_other, W_Array):
            return None
        n1 = self.length()
        n2 = w_other.length()
        if (op == A.EQ or op == A.NE) and n1 != n2:
            return newbool(op == A.NE)
        for i in range(min(n1, n2)):
            w_a = self.item_w(i)
            w_b = w_other.item_w(i)
            if not ops.is_true(ops.compare(w_a, w_b, A.EQ)):
                if op == A.EQ:
                    return newbool(False)
                if op == A.NE:
                    return newbool(True)
                return ops.compare(w_a, w_b, op)
        return newbool(ops.cmp_ints(n1, n2, op))

    def binop_hook(self, w_other, op, reflected):
        if op == A.NB_ADD and not reflected:
            if not isinstance(w_other, W_Array):
                raise_type_error('can only append array (not "%s") to array'
                                 % w_other.gettype().name)
            assert isinstance(w_other, W_Array)
            if w_other.typecode != self.typecode:
                raise_type_error("bad argument type for built-in operation")
            w_a = self.copy_range(0, self.length())
            w_a.extend_array(w_other)
            return w_a
        if op == A.NB_MULTIPLY:
            n = self._repeat_count(w_other)
            if n < 0:
                raise_type_error("can't multiply sequence by non-int of "
                                 "type '%s'" % w_other.gettype().name)
            return self.repeated(n)
        return None

    def _repeat_count(self, w_other):
        """n of a * n (-1: not an index); MemoryError, as CPython, when
        the result could not be allocated."""
        from objspace.sequences import (index_or_none, ssize_w, OVERFLOW,
                                        check_repeat)
        if isinstance(w_other, W_Int):
            n = max(w_other.intval, 0)
        elif isinstance(w_other, W_Array) or isinstance(w_other, W_Str) or \
                isinstance(w_other, W_List):
            return -1
        else:
            w_i = index_or_none(w_other)
            if w_i is None:
                return -1
            n = max(ssize_w(w_i, OVERFLOW), 0)
        if self.length() > 0:
            check_repeat(self.length() * self.itemsize, n, False, "")
        return n

    def repeated(self, n):
        from objspace.sequences import raise_repeat_error
        w_a = self.same()
        try:
            if self.isfloat:
                w_a.floats = self.floats * n
            else:
                w_a.ints = self.ints * n
        except MemoryError:
            raise_repeat_error(False, "")
        return w_a

    def inplace_hook(self, w_other, op):
        if op == A.NB_ADD:
            if not isinstance(w_other, W_Array):
                raise_type_error('can only extend array with array (not '
                                 '"%s")' % w_other.gettype().name)
            assert isinstance(w_other, W_Array)
            if w_other.typecode != self.typecode:
                raise_type_error("can only extend with array of same kind")
            self.extend_array(w_other)
            return self
        if op == A.NB_MULTIPLY:
            n = self._repeat_count(w_other)
            if n < 0:
                return None
            w_rep = self.repeated(n)
            self.floats = w_rep.floats
            self.ints = w_rep.ints
            return self
        return None

    def repr_hook(self):
        from objspace.reprs import repr_w
        tc = self.typecode
        if self.length() == 0:
            return "array('%s')" % tc
        if tc == 'u':
            return "array('u', %s)" % repr_w(self.tounicode())
        parts = [repr_w(self.item_w(i)) for i in range(self.length())]
        return "array('%s', [%s])" % (tc, ", ".join(parts))

    def buffer_hook(self):
        return self.tobytes()

    def buffer_write_hook(self, offset, data):
        if len(data) == 0:
            return True
        s = self.tobytes()
        end = offset + len(data)
        assert offset >= 0 and end >= 0
        s = s[:offset] + data + s[end:]
        if self.isfloat:
            self.floats = []
        else:
            self.ints = []
        self.frombytes(s)
        return True


class W_ArrayIterator(W_AbstractIterator):
    _attrs_ = ("w_array", "index")

    def __init__(self, w_array):
        self.w_array = w_array
        self.index = 0

    def gettype(self):
        return w_arrayiterator_type

    def next_w(self):
        i = self.index
        if i >= self.w_array.length():
            return None
        self.index = i + 1
        return self.w_array.item_w(i)


# ------------------------------------------------------------ constructor

def array_new(args):
    if args.has_kwargs():
        raise_type_error("array.array() takes no keyword arguments")
    args_w = args.args_w
    if len(args_w) < 1 or len(args_w) > 2:
        raise_type_error("array() takes at most 2 arguments (%d given)"
                         % len(args_w) if len(args_w) > 2 else
                         "array() takes at least 1 argument (0 given)")
    w_tc = args_w[0]
    if not isinstance(w_tc, W_Str) or w_tc.length != 1:
        raise_type_error("array() argument 1 must be a unicode character, "
                         "not %s" % w_tc.gettype().name)
    assert isinstance(w_tc, W_Str)
    tc = w_tc.utf8
    if len(tc) != 1 or st.TYPECODES.find(tc) < 0:
        raise_value_error("bad typecode (must be b, B, u, h, H, i, I, l, L, "
                          "q, Q, f or d)")
    w_a = W_Array(tc[0])
    if len(args_w) == 2:
        w_init = args_w[1]
        if isinstance(w_init, W_Str):
            if tc != 'u':
                raise_type_error("cannot use a str to initialize an array "
                                 "with typecode '%s'" % tc)
            w_a.fromunicode(w_init)
        elif isinstance(w_init, W_AbstractBytes):
            w_a.frombytes(w_init.value)
        elif isinstance(w_init, W_Array):
            if w_init.typecode == 'u' and tc != 'u':
                raise_type_error("cannot use a unicode array to initialize "
                                 "an array with typecode '%s'" % tc)
            w_a.extend_iterable(w_init)
        else:
            w_a.extend_iterable(w_init)
    return w_a


# ---------------------------------------------------------------- methods

def _self(args, name):
    if len(args.args_w) == 0 or not isinstance(args.args_w[0], W_Array):
        raise_type_error("descriptor '%s' requires a 'array.array' object"
                         % name)
    w_a = args.args_w[0]
    assert isinstance(w_a, W_Array)
    return w_a


def a_append(args):
    w_a = _self(args, "append")
    args_w = check_args(args, "append", 2, 2)
    w_a.append_w(args_w[1])
    return W_None


def a_extend(args):
    w_a = _self(args, "extend")
    args_w = check_args(args, "extend", 2, 2)
    w_x = args_w[1]
    if isinstance(w_x, W_Array):
        if w_x.typecode != w_a.typecode:
            raise_type_error("can only extend with array of same kind")
        w_a.extend_array(w_x)
    else:
        w_a.extend_iterable(w_x)
    return W_None


def _int_arg(w_x):
    from objspace.sequences import index_or_none, ssize_w, OVERFLOW
    w_i = index_or_none(w_x)
    if w_i is None:
        raise_type_error("'%s' object cannot be interpreted as an integer"
                         % w_x.gettype().name)
    return ssize_w(w_i, OVERFLOW)


def a_insert(args):
    w_a = _self(args, "insert")
    args_w = check_args(args, "insert", 3, 3)
    i = _int_arg(args_w[1])
    n = w_a.length()
    if i < 0:
        i += n
        if i < 0:
            i = 0
    if i > n:
        i = n
    if w_a.isfloat:
        w_a.floats.insert(i, st.float_item(w_a.typecode, args_w[2]))
    else:
        w_a.ints.insert(i, w_a.int_of(args_w[2]))
    return W_None


def a_pop(args):
    w_a = _self(args, "pop")
    args_w = check_args(args, "pop", 1, 2)
    i = -1
    if len(args_w) == 2:
        i = _int_arg(args_w[1])
    n = w_a.length()
    if n == 0:
        raise_index_error("pop from empty array")
    if i < 0:
        i += n
    if i < 0 or i >= n:
        raise_index_error("pop index out of range")
    w_v = w_a.item_w(i)
    if w_a.isfloat:
        del w_a.floats[i]
    else:
        del w_a.ints[i]
    return w_v


def _find(w_a, w_x, start, stop):
    for i in range(start, stop):
        if ops.is_true(ops.compare(w_a.item_w(i), w_x, A.EQ)):
            return i
    return -1


def a_remove(args):
    w_a = _self(args, "remove")
    args_w = check_args(args, "remove", 2, 2)
    i = _find(w_a, args_w[1], 0, w_a.length())
    if i < 0:
        raise_value_error("array.remove(x): x not in array")
    if w_a.isfloat:
        del w_a.floats[i]
    else:
        del w_a.ints[i]
    return W_None


def a_index(args):
    w_a = _self(args, "index")
    args_w = check_args(args, "index", 2, 4)
    n = w_a.length()
    start = 0
    stop = n
    if len(args_w) > 2:
        start = _int_arg(args_w[2])
        if start < 0:
            start = max(start + n, 0)
    if len(args_w) > 3:
        stop = _int_arg(args_w[3])
        if stop < 0:
            stop = max(stop + n, 0)
    i = _find(w_a, args_w[1], min(start, n), min(stop, n))
    if i < 0:
        raise_value_error("array.index(x): x not in array")
    return newint(i)


def a_count(args):
    w_a = _self(args, "count")
    args_w = check_args(args, "count", 2, 2)
    c = 0
    for i in range(w_a.length()):
        if ops.is_true(ops.compare(w_a.item_w(i), args_w[1], A.EQ)):
            c += 1
    return newint(c)


def a_reverse(args):
    w_a = _self(args, "reverse")
    check_args(args, "reverse", 1, 1)
    if w_a.isfloat:
        w_a.floats.reverse()
    else:
        w_a.ints.reverse()
    return W_None


def a_byteswap(args):
    w_a = _self(args, "byteswap")
    check_args(args, "byteswap", 1, 1)
    s = w_a.tobytes()
    size = w_a.itemsize
    b = StringBuilder(len(s))
    for k in range(0, len(s), size):
        for j in range(size - 1, -1, -1):
            b.append(s[k + j])
    if w_a.isfloat:
        w_a.floats = []
    else:
        w_a.ints = []
    w_a.frombytes(b.build())
    return W_None


def a_buffer_info(args):
    w_a = _self(args, "buffer_info")
    check_args(args, "buffer_info", 1, 1)
    return newtuple([newint(compute_unique_id(w_a)), newint(w_a.length())])


def a_tobytes(args):
    w_a = _self(args, "tobytes")
    check_args(args, "tobytes", 1, 1)
    return W_Bytes(w_a.tobytes())


def a_frombytes(args):
    w_a = _self(args, "frombytes")
    args_w = check_args(args, "frombytes", 2, 2)
    w_a.frombytes(buffers.bytes_of(args_w[1]))
    return W_None


def a_tolist(args):
    w_a = _self(args, "tolist")
    check_args(args, "tolist", 1, 1)
    return W_List([w_a.item_w(i) for i in range(w_a.length())])


def a_fromlist(args):
    w_a = _self(args, "fromlist")
    args_w = check_args(args, "fromlist", 2, 2)
    w_l = args_w[1]
    if not isinstance(w_l, W_List):
        raise_type_error("arg must be list")
    assert isinstance(w_l, W_List)
    w_new = w_a.same()
    for w_item in w_l.items_w:
        w_new.append_w(w_item)      # all or nothing, as CPython
    w_a.extend_array(w_new)
    return W_None


def a_tounicode(args):
    w_a = _self(args, "tounicode")
    check_args(args, "tounicode", 1, 1)
    if w_a.typecode != 'u':
        raise_value_error("tounicode() may only be called on unicode type "
                          "arrays")
    return w_a.tounicode()


def a_fromunicode(args):
    w_a = _self(args, "fromunicode")
    args_w = check_args(args, "fromunicode", 2, 2)
    w_s = args_w[1]
    if not isinstance(w_s, W_Str):
        raise_type_error("fromunicode() argument must be str, not %s"
                         % w_s.gettype().name)
    assert isinstance(w_s, W_Str)
    if w_a.typecode != 'u':
        raise_value_error("fromunicode() may only be called on unicode type "
                          "arrays")
    w_a.fromunicode(w_s)
    return W_None


def a_copy(args):
    w_a = _self(args, "__copy__")
    return w_a.copy_range(0, w_a.length())


# CPython's machine format codes for this platform's (little-endian,
# LP64, 4-byte wchar_t) typecodes: what protocol 3+ pickles record
MFORMAT_CODES = {'B': 0, 'b': 1, 'H': 2, 'h': 4, 'I': 6, 'i': 8, 'L': 10,
                 'l': 12, 'Q': 10, 'q': 12, 'f': 14, 'd': 16, 'u': 20}
MFORMAT_MAX = 21


def a_reduce_ex(args):
    """As CPython's: (array, (typecode, list)) below protocol 3, else
    (_array_reconstructor, (array, typecode, machine format, bytes))."""
    w_a = _self(args, "__reduce_ex__")
    args_w = check_args(args, "__reduce_ex__", 2, 2)
    protocol = _int_arg(args_w[1])
    if protocol < 3:
        w_list = W_List([w_a.item_w(i) for i in range(w_a.length())])
        return newtuple([w_array_type,
                         newtuple([newascii(w_a.typecode), w_list]), W_None])
    return newtuple([w_array_reconstructor, newtuple([
        w_array_type, newascii(w_a.typecode),
        newint(MFORMAT_CODES[w_a.typecode]), W_Bytes(w_a.tobytes())]),
        W_None])


def array_reconstructor(args):
    """array._array_reconstructor(arraytype, typecode, mformat_code,
    items): the array of a protocol 3+ pickle, in this platform's format
    for its typecode (the only one lbbv converts from)."""
    args_w = check_args(args, "_array_reconstructor", 4, 4)
    w_type, w_tc, w_code, w_items = args_w[0], args_w[1], args_w[2], \
        args_w[3]
    if not isinstance(w_type, W_TypeObject):
        raise_type_error("first argument must be a type object, not %s"
                         % w_type.gettype().name)
    if not w_type.issubtype(w_array_type):
        raise_type_error("%s is not a subtype of array.array"
                         % w_type.name)
    if not isinstance(w_tc, W_Str) or w_tc.length != 1 or \
            st.TYPECODES.find(w_tc.utf8) < 0:
        raise_value_error("second argument must be a valid type code")
    assert isinstance(w_tc, W_Str)
    code = _int_arg(w_code)
    if code < 0 or code > MFORMAT_MAX:
        raise_value_error("third argument must be a valid machine format "
                          "code.")
    if not isinstance(w_items, W_Bytes):
        raise_type_error("fourth argument should be bytes, not %s"
                         % w_items.gettype().name)
    assert isinstance(w_items, W_Bytes)
    tc = w_tc.utf8[0]
    if code != MFORMAT_CODES[tc]:
        from objspace.exceptions import oefmt, w_NotImplementedError
        raise oefmt(w_NotImplementedError, "lbbv's array._array_reconstructor"
                    " cannot convert machine format code %d to typecode "
                    "'%s'" % (code, tc))
    w_a = W_Array(tc)
    w_a.frombytes(w_items.value)
    return w_a


def a_getitem(args):
    w_a = _self(args, "__getitem__")
    args_w = check_args(args, "__getitem__", 2, 2)
    return w_a.getitem_hook(args_w[1])


def a_setitem(args):
    w_a = _self(args, "__setitem__")
    args_w = check_args(args, "__setitem__", 3, 3)
    w_a.setitem_hook(args_w[1], args_w[2])
    return W_None


def a_delitem(args):
    w_a = _self(args, "__delitem__")
    args_w = check_args(args, "__delitem__", 2, 2)
    w_a.delitem_hook(args_w[1])
    return W_None


def a_len(args):
    w_a = _self(args, "__len__")
    check_args(args, "__len__", 1, 1)
    return newint(w_a.length())


def a_contains(args):
    w_a = _self(args, "__contains__")
    args_w = check_args(args, "__contains__", 2, 2)
    return newbool(w_a.contains_hook(args_w[1]) == 1)


def a_iter(args):
    w_a = _self(args, "__iter__")
    check_args(args, "__iter__", 1, 1)
    return W_ArrayIterator(w_a)


def a_sizeof(args):
    w_a = _self(args, "__sizeof__")
    return newint(64 + w_a.length() * w_a.itemsize)


w_array_type = W_TypeObject("array", [w_object_type])
w_array_type.module = "array"
w_array_type.w_new = W_BuiltinFunction("array", array_new)
for _name, _fn in [("append", a_append), ("extend", a_extend),
                   ("insert", a_insert), ("pop", a_pop),
                   ("remove", a_remove), ("index", a_index),
                   ("count", a_count), ("reverse", a_reverse),
                   ("byteswap", a_byteswap), ("buffer_info", a_buffer_info),
                   ("tobytes", a_tobytes), ("frombytes", a_frombytes),
                   ("tolist", a_tolist), ("fromlist", a_fromlist),
                   ("tounicode", a_tounicode),
                   ("fromunicode", a_fromunicode), ("__copy__", a_copy),
                   ("__deepcopy__", a_copy), ("__reduce_ex__", a_reduce_ex),
                   ("__sizeof__", a_sizeof), ("__getitem__", a_getitem),
                   ("__setitem__", a_setitem), ("__delitem__", a_delitem),
                   ("__len__", a_len), ("__contains__", a_contains),
                   ("__iter__", a_iter)]:
    w_array_type.dict_w[_name] = W_BuiltinFunction(_name, _fn)

w_arrayiterator_type = W_TypeObject("arrayiterator", [w_object_type])
w_arrayiterator_type.module = "array"


from objspace.funcobject import builtin_function  # noqa: E402
w_array_reconstructor = builtin_function("_array_reconstructor",
                                         array_reconstructor)


def make():
    from objspace import genericalias
    genericalias.install([w_array_type])
    w_mod = W_Module("array")
    w_mod.setitem("_array_reconstructor", w_array_reconstructor)
    w_mod.setitem("array", w_array_type)
    w_mod.setitem("ArrayType", w_array_type)
    w_mod.setitem("typecodes", newascii(st.TYPECODES))
    return w_mod
