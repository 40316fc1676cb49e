"""bytearray's mutations: slice assignment and deletion, += and *=, and
the methods pop, insert, remove, clear, copy and reverse. The object
keeps one RPython str (bytesobject.py); each mutation replaces it."""

from rpython.rlib.rstring import StringBuilder

from interpreter.frontend import astnodes as A
from objspace.funcobject import W_BuiltinFunction
from objspace.intobject import W_Int, W_Long, newint
from objspace.strobject import W_Str
from objspace.noneobject import W_None
from objspace.sequences import W_Slice, slice_indices
from objspace.bytesobject import (W_AbstractBytes, W_ByteArray,
                                  w_bytearray_type, byte_value,
                                  _from_object)
from objspace.bytesmethods import bytearray_self
from objspace.exceptions import (oefmt, w_TypeError, w_ValueError,
                                 w_IndexError, raise_type_error)


def _assigned_bytes(w_value):
    """The bytes a slice assignment stores: a bytes-like object or an
    iterable of ints in range(0, 256)."""
    if isinstance(w_value, W_AbstractBytes):
        return w_value.value
    if isinstance(w_value, W_Int) or isinstance(w_value, W_Long) or \
            isinstance(w_value, W_Str):
        raise_type_error("can assign only bytes, buffers, or iterables of "
                         "ints in range(0, 256)")
    return _from_object(w_value, "byte")


def set_slice(w_self, w_slice, w_value):
    assert isinstance(w_slice, W_Slice)
    s = w_self.value
    new = _assigned_bytes(w_value)
    start, stop, step, count = slice_indices(w_slice, len(s))
    if step == 1:
        if stop < start:
            stop = start
        assert start >= 0 and stop >= 0
        w_self.value = s[:start] + new + s[stop:]
        return
    if len(new) != count:
        raise oefmt(w_ValueError, "attempt to assign bytes of size %d to "
                    "extended slice of size %d" % (len(new), count))
    chars = [c for c in s]
    i = start
    for k in range(count):
        chars[i] = new[k]
        i += step
    w_self.value = "".join(chars)


def delete_item(w_self, w_key):
    s = w_self.value
    if isinstance(w_key, W_Slice):
        start, stop, step, count = slice_indices(w_key, len(s))
        if count == 0:
            return
        if step == 1:
            assert start >= 0 and stop >= start
            w_self.value = s[:start] + s[stop:]
            return
        doomed = [False] * len(s)
        i = start
        for k in range(count):
            doomed[i] = True
            i += step
        b = StringBuilder(len(s) - count)
        for k in range(len(s)):
            if not doomed[k]:
                b.append(s[k])
        w_self.value = b.build()
        return
    if isinstance(w_key, W_Int):
        i = w_self.index(w_key.intval)
    else:
        i = w_self.index(w_self.other_index(w_key))
    w_self.value = s[:i] + s[i + 1:]


def inplace(w_self, w_other, op):
    """ba += bytes-like, ba *= n: ba itself changes."""
    if op == A.NB_ADD:
        if isinstance(w_other, W_AbstractBytes):
            w_self.append_bytes(w_other.value)
            return w_self
        from objspace.instances import W_Instance
        if isinstance(w_other, W_Instance):
            return None
        from objspace.modules.buffers import bytes_or_none
        s = bytes_or_none(w_other)      # memoryview, array.array
        if s is not None:
            w_self.append_bytes(s)
            return w_self
        raise oefmt(w_TypeError, "can't concat %s to bytearray"
                    % w_other.gettype().name)
    if op == A.NB_MULTIPLY and isinstance(w_other, W_Int):
        n = w_other.intval
        if n < 0:
            n = 0
        from objspace.sequences import check_repeat, raise_repeat_error, \
            str_repeat
        check_repeat(len(w_self.value), n, False, "")
        try:
            w_self.value = str_repeat(w_self.value, n)
        except MemoryError:
            raise_repeat_error(False, "")
        return w_self
    return None


def bytearray_pop(args):
    from objspace.strmethods import as_ssize
    w_self = bytearray_self(args, "pop", 0, 1)
    s = w_self.value
    i = -1
    if len(args.args_w) > 1:
        i = as_ssize(args.args_w[1])
    if len(s) == 0:
        raise oefmt(w_IndexError, "pop from empty bytearray")
    if i < 0:
        i += len(s)
    if i < 0 or i >= len(s):
        raise oefmt(w_IndexError, "pop index out of range")
    w_self.value = s[:i] + s[i + 1:]
    return newint(ord(s[i]))


def bytearray_insert(args):
    from objspace.strmethods import as_ssize
    w_self = bytearray_self(args, "insert", 2, 2)
    s = w_self.value
    i = as_ssize(args.args_w[1])
    c = chr(byte_value(args.args_w[2]))
    n = len(s)
    if i < 0:
        i += n
        if i < 0:
            i = 0
    if i > n:
        i = n
    w_self.value = s[:i] + c + s[i:]
    return W_None


def bytearray_remove(args):
    w_self = bytearray_self(args, "remove", 1, 1)
    s = w_self.value
    c = chr(byte_value(args.args_w[1]))
    i = s.find(c)
    if i < 0:
        raise oefmt(w_ValueError, "value not found in bytearray")
    w_self.value = s[:i] + s[i + 1:]
    return W_None


def bytearray_clear(args):
    w_self = bytearray_self(args, "clear", 0, 0)
    w_self.value = ""
    return W_None


def bytearray_copy(args):
    w_self = bytearray_self(args, "copy", 0, 0)
    return W_ByteArray(w_self.value)


def bytearray_reverse(args):
    w_self = bytearray_self(args, "reverse", 0, 0)
    s = w_self.value
    b = StringBuilder(len(s))
    i = len(s) - 1
    while i >= 0:
        b.append(s[i])
        i -= 1
    w_self.value = b.build()
    return W_None


def bytearray_alloc(args):
    """__alloc__(): the bytes allocated; lbbv's bytearray keeps its value
    as an immutable string, so: the length and CPython's trailing NUL."""
    from objspace.intobject import newint
    w_self = bytearray_self(args, "__alloc__", 0, 0)
    return newint(len(w_self.value) + 1)


for _name, _fn in [("pop", bytearray_pop), ("insert", bytearray_insert),
                   ("remove", bytearray_remove), ("clear", bytearray_clear),
                   ("copy", bytearray_copy),
                   ("reverse", bytearray_reverse),
                   ("__alloc__", bytearray_alloc)]:
    w_bytearray_type.dict_w[_name] = W_BuiltinFunction(_name, _fn)
