"""Bytes-like arguments of the C modules (_struct, binascii, hashes,
array): what CPython reads through the buffer protocol. bytes,
bytearray, memoryview and any object whose buffer_hook gives its bytes
(array.array) are readable; bytearray, a memoryview of one and arrays
are writable."""

from objspace.bytesobject import W_AbstractBytes, W_ByteArray
from objspace.memoryview import W_MemoryView
from objspace.strobject import W_Str
from objspace.exceptions import raise_type_error


def bytes_of(w_obj):
    """The bytes of a bytes-like argument, else CPython's TypeError."""
    s = bytes_or_none(w_obj)
    if s is None:
        raise_type_error("a bytes-like object is required, not '%s'"
                         % w_obj.gettype().name)
        return ""
    return s


def bytes_or_none(w_obj):
    if isinstance(w_obj, W_AbstractBytes):
        return w_obj.value
    if isinstance(w_obj, W_MemoryView):
        return w_obj.data()
    return w_obj.buffer_hook()


def ascii_or_bytes(w_obj):
    """binascii's argument: bytes-like or an ASCII-only str."""
    if isinstance(w_obj, W_Str):
        if not w_obj.is_ascii():
            from objspace.exceptions import raise_value_error
            raise_value_error("string argument should contain only ASCII "
                              "characters")
        return w_obj.utf8
    s = bytes_or_none(w_obj)
    if s is None:
        raise_type_error("argument should be bytes, buffer or ASCII string, "
                         "not '%s'" % w_obj.gettype().name)
        return ""
    return s


def is_writable(w_obj):
    if isinstance(w_obj, W_ByteArray):
        return True
    if isinstance(w_obj, W_MemoryView):
        return not w_obj.is_readonly()
    return w_obj.buffer_write_hook(0, "")


def writable_bytes(w_obj):
    """The current bytes of a writable buffer, else TypeError."""
    if not is_writable(w_obj):
        raise_type_error("argument must be read-write bytes-like object, "
                         "not %s" % w_obj.gettype().name)
    return bytes_of(w_obj)


def write_at(w_obj, offset, data):
    """Writes data at offset of a writable buffer (checked by the
    caller: writable_bytes, and the range fits)."""
    assert offset >= 0
    if isinstance(w_obj, W_ByteArray):
        s = w_obj.value
        end = offset + len(data)
        assert end >= 0
        w_obj.value = s[:offset] + data + s[end:]
        return
    if isinstance(w_obj, W_MemoryView):
        w_base = w_obj.w_obj
        start = w_obj.start + offset
        end = start + len(data)
        assert start >= 0 and end >= 0
        s = w_base.value
        w_base.value = s[:start] + data + s[end:]
        return
    w_obj.buffer_write_hook(offset, data)
