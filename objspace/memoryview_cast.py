"""memoryview.cast(fmt) from bytes to one of the native integer formats
(b B h H i I l L q Q, little-endian x86-64 sizes), one dimension: len,
items, iteration, tolist, tobytes and the format attributes. re's
compiler needs memoryview(b).cast('I').tolist(). Casting a cast view,
a shape argument or other formats raise errors naming them."""

from rpython.rlib.rarithmetic import r_uint, intmask
from rpython.rlib.rbigint import rbigint

from objspace.memoryview import W_MemoryView
from objspace.intobject import newint, newlong
from objspace.strobject import W_Str, newstr
from objspace.exceptions import raise_type_error, raise_value_error

FORMATS = "bBhHiIlLqQ"


def _itemsize(fmt):
    if fmt == "b" or fmt == "B":
        return 1
    if fmt == "h" or fmt == "H":
        return 2
    if fmt == "i" or fmt == "I":
        return 4
    return 8


class W_CastView(W_MemoryView):
    _attrs_ = ("fmt", "itemsize")

    def __init__(self, w_obj, start, length, fmt):
        W_MemoryView.__init__(self, w_obj, start, length)
        self.fmt = fmt
        self.itemsize = _itemsize(fmt)

    def item_size(self):
        return self.itemsize

    def count(self):
        return self.length // self.itemsize

    def item(self, i):
        s = self.data()
        size = self.itemsize
        base = i * size
        value = r_uint(0)
        for k in range(size - 1, -1, -1):
            value = (value << 8) | r_uint(ord(s[base + k]))
        fmt = self.fmt
        if fmt == "Q" or fmt == "L":
            if intmask(value) < 0:
                return newlong(rbigint.fromrarith_int(value))
            return newint(intmask(value))
        if fmt == "B" or fmt == "H" or fmt == "I":
            return newint(intmask(value))
        bits = 8 * size
        v = intmask(value)
        if bits < 64 and v >= (1 << (bits - 1)):
            v -= 1 << bits
        return newint(v)

    def items_w(self):
        return [self.item(i) for i in range(self.count())]

    def len_hook(self):
        self.check()
        return self.count()

    def iter_hook(self):
        from objspace.iterobject import W_ListIterWrapper
        return W_ListIterWrapper(self.items_w())

    def getitem_hook(self, w_key):
        from objspace.sequences import W_Slice
        from objspace.sequences import index_or_none
        from objspace.exceptions import raise_index_error
        self.check()
        if isinstance(w_key, W_Slice):
            raise_type_error("lbbv's memoryview does not support slicing a "
                             "cast view")
        w_i = index_or_none(w_key)
        if w_i is None:
            raise_type_error("memoryview: invalid slice key")
        from objspace.sequences import ssize_w, INDEX_ERROR
        assert w_i is not None
        i = ssize_w(w_i, INDEX_ERROR)
        n = self.count()
        if i < 0:
            i += n
        if i < 0 or i >= n:
            raise_index_error("index out of bounds on dimension 1")
        return self.item(i)

    def setitem_hook(self, w_key, w_value):
        raise_type_error("lbbv's memoryview does not support writing "
                         "through a cast view")
        return False

    def getattr_hook(self, name):
        if name == "itemsize":
            return newint(self.itemsize)
        if name == "format":
            return newstr(self.fmt)
        if name == "shape":
            from objspace.tupleobject import newtuple
            self.check()
            return newtuple([newint(self.count())])
        return W_MemoryView.getattr_hook(self, name)


def cast(w_view, args_w):
    """memoryview.cast(format) for a plain byte view."""
    if len(args_w) != 1:
        raise_type_error("lbbv's memoryview.cast() does not support a "
                         "shape argument")
    w_fmt = args_w[0]
    if not isinstance(w_fmt, W_Str):
        raise_type_error("memoryview: format argument must be a string")
    assert isinstance(w_fmt, W_Str)
    fmt = w_fmt.utf8
    if len(fmt) == 2 and fmt[0] == "@":
        fmt = fmt[1]
    if len(fmt) != 1 or FORMATS.find(fmt) < 0:
        raise_value_error("memoryview: destination format must be a native "
                          "single character format prefixed with an "
                          "optional '@'")
    if isinstance(w_view, W_CastView):
        raise_type_error("memoryview: cannot cast between two non-byte "
                         "formats")
    w_view.check()
    if w_view.length % _itemsize(fmt) != 0:
        raise_type_error("memoryview: length is not a multiple of itemsize")
    return W_CastView(w_view.w_obj, w_view.start, w_view.length, fmt)
