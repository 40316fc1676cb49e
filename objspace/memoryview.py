"""memoryview over bytes and bytearray (format 'B', one dimension): the
object's bytes seen through a window [start, start + length). Reading
items and slices, tobytes/tolist/hex, ==, len, release and the context
manager; writing through a view of a bytearray. Other formats, other
buffer objects raise errors naming them; casts to integer formats are
in memoryview_cast.py."""

from objspace.model import W_Object
from objspace.typeobject import W_TypeObject, w_object_type
from objspace.funcobject import W_BuiltinFunction
from objspace.intobject import W_Int, newint, newbool
from objspace.strobject import newstr
from objspace.noneobject import W_None
from objspace.bytesobject import W_AbstractBytes, W_Bytes, W_ByteArray
from objspace.exceptions import raise_type_error, raise_value_error
from objspace.argcheck import check_args


class W_MemoryView(W_Object):
    _attrs_ = ("w_obj", "start", "length", "released", "force_readonly")

    def __init__(self, w_obj, start, length):
        self.w_obj = w_obj          # a W_AbstractBytes
        self.start = start
        self.length = length
        self.released = False
        # a read-only view of a bytearray (the unpickler's READONLY_BUFFER)
        self.force_readonly = False

    def is_readonly(self):
        return self.force_readonly or not isinstance(self.w_obj, W_ByteArray)

    def gettype(self):
        return w_memoryview_type

    def check(self):
        if self.released:
            raise_value_error("operation forbidden on released memoryview "
                              "object")

    def data(self):
        self.check()
        s = self.w_obj.value
        start = self.start
        stop = start + self.length
        assert start >= 0 and stop >= 0
        return s[start:stop]

    def len_hook(self):
        self.check()
        return self.length

    def buffer_hook(self):
        # a memoryview is bytes-like: its window's bytes
        return self.data()

    def iter_hook(self):
        from objspace.iterobject import W_ListIterWrapper
        return W_ListIterWrapper([newint(ord(c)) for c in self.data()])

    def getitem_hook(self, w_key):
        from objspace.sequences import W_Slice, slice_indices
        self.check()
        if isinstance(w_key, W_Slice):
            start, stop, step, count = slice_indices(w_key, self.length)
            if step != 1:
                raise_type_error("lbbv's memoryview does not support "
                                 "slices with a step")
            return W_MemoryView(self.w_obj, self.start + start, count)
        return newint(ord(self.w_obj.value[self.start +
                                           self._index(w_key)]))

    def _index(self, w_key):
        from objspace.sequences import index_or_none, ssize_w, INDEX_ERROR
        from objspace.exceptions import raise_index_error
        w_i = index_or_none(w_key)
        if w_i is None:
            raise_type_error("memoryview: invalid slice key")
        assert w_i is not None
        i = ssize_w(w_i, INDEX_ERROR)
        if i < 0:
            i += self.length
        if i < 0 or i >= self.length:
            raise_index_error("index out of bounds on dimension 1")
        return i

    def setitem_hook(self, w_key, w_value):
        self.check()
        w_obj = self.w_obj
        if not isinstance(w_obj, W_ByteArray) or self.force_readonly:
            raise_type_error("cannot modify read-only memory")
        assert isinstance(w_obj, W_ByteArray)
        from objspace.sequences import W_Slice
        if isinstance(w_key, W_Slice):
            self._setslice(w_obj, w_key, w_value)
            return True
        i = self.start + self._index(w_key)
        if not isinstance(w_value, W_Int):
            from objspace.intobject import W_Long
            if not isinstance(w_value, W_Long):
                raise_type_error("memoryview: invalid type for format 'B'")
            raise_value_error("memoryview: invalid value for format 'B'")
        assert isinstance(w_value, W_Int)
        if not 0 <= w_value.intval < 256:
            raise_value_error("memoryview: invalid value for format 'B'")
        s = w_obj.value
        assert i >= 0
        w_obj.value = s[:i] + chr(w_value.intval) + s[i + 1:]
        return True

    def _setslice(self, w_obj, w_slice, w_value):
        """view[a:b:c] = bytes-like of the slice's length."""
        from objspace.sequences import slice_indices
        from objspace.modules.buffers import bytes_of
        start, stop, step, count = slice_indices(w_slice, self.length)
        data = bytes_of(w_value)
        if len(data) != count:
            raise_value_error("memoryview assignment: lvalue and rvalue "
                              "have different structures")
        s = w_obj.value
        if step == 1:
            lo = self.start + start
            hi = lo + count
            assert lo >= 0 and hi >= lo
            w_obj.value = s[:lo] + data + s[hi:]
            return
        chars = [c for c in s]
        for k in range(count):
            chars[self.start + start + k * step] = data[k]
        w_obj.value = "".join(chars)

    def delitem_hook(self, w_key):
        self.check()
        raise_type_error("cannot delete memory")
        return False

    def item_size(self):
        return 1

    def eq_hook(self, w_other):
        if isinstance(w_other, W_MemoryView):
            return self.data() == w_other.data()
        if isinstance(w_other, W_AbstractBytes):
            return self.data() == w_other.value
        return False

    def unhashable_hook(self):
        return isinstance(self.w_obj, W_ByteArray)

    def repr_hook(self):
        from objspace.reprs import address_of
        if self.released:
            return "<released memory at %s>" % address_of(self)
        return "<memory at %s>" % address_of(self)

    def getattr_hook(self, name):
        if name == "obj":
            self.check()
            return self.w_obj
        if name == "nbytes":
            self.check()
            return newint(self.length)
        if name == "readonly":
            return newbool(self.is_readonly())
        if name == "itemsize":
            return newint(1)
        if name == "ndim":
            return newint(1)
        if name == "format":
            return newstr("B")
        if name == "shape":
            from objspace.tupleobject import newtuple
            return newtuple([newint(self.length)])
        if name == "strides":
            from objspace.tupleobject import newtuple
            self.check()
            return newtuple([newint(self.item_size())])
        if name == "suboffsets":
            from objspace.tupleobject import newtuple
            self.check()
            return newtuple([])
        if name == "contiguous" or name == "c_contiguous" or \
                name == "f_contiguous":
            return newbool(True)
        return None


def _self(args, name, n_min, n_max):
    args_w = check_args(args, name, n_min + 1, n_max + 1)
    w_self = args_w[0]
    if not isinstance(w_self, W_MemoryView):
        raise_type_error("descriptor '%s' requires a 'memoryview' object"
                         % name)
    assert isinstance(w_self, W_MemoryView)
    return w_self, args_w


def mv_new(args):
    args_w = check_args(args, "memoryview", 1, 1)
    return memoryview_of(args_w[0])


def memoryview_of(w_arg):
    """memoryview(w_arg)."""
    from objspace.builtinsub import unwrap
    from objspace.modules.pickle_buffer import W_PickleBuffer
    w_obj = unwrap(w_arg)         # a bytes/bytearray subclass: its value
    if isinstance(w_obj, W_PickleBuffer):
        w_obj = w_obj.view()
    if isinstance(w_obj, W_MemoryView):
        w_obj.check()
        w_copy = W_MemoryView(w_obj.w_obj, w_obj.start, w_obj.length)
        w_copy.force_readonly = w_obj.force_readonly
        return w_copy
    if not isinstance(w_obj, W_AbstractBytes):
        raise_type_error("memoryview: a bytes-like object is required, not "
                         "'%s'" % w_obj.gettype().name)
    assert isinstance(w_obj, W_AbstractBytes)
    return W_MemoryView(w_obj, 0, len(w_obj.value))


def mv_tobytes(args):
    from objspace.bytesobject import W_Bytes
    w_self, _ = _self(args, "tobytes", 0, 0)
    return W_Bytes(w_self.data())


def mv_tolist(args):
    from objspace.listobject import W_List
    from objspace.memoryview_cast import W_CastView
    w_self, _ = _self(args, "tolist", 0, 0)
    if isinstance(w_self, W_CastView):
        return W_List(w_self.items_w())
    return W_List([newint(ord(c)) for c in w_self.data()])


def mv_hex(args):
    from objspace.bytes_text import hex_with_sep
    from objspace.strmethods import kw_args
    w_self = args.args_w[0] if args.args_w else None
    if not isinstance(w_self, W_MemoryView):
        raise_type_error("descriptor 'hex' requires a 'memoryview' object")
    assert isinstance(w_self, W_MemoryView)
    w_sep, w_per = kw_args(args, "hex", ["sep", "bytes_per_sep"])
    return newstr(hex_with_sep(w_self.data(), w_sep, w_per))


def mv_release(args):
    w_self, _ = _self(args, "release", 0, 0)
    w_self.released = True
    return W_None


def mv_enter(args):
    w_self, _ = _self(args, "__enter__", 0, 0)
    w_self.check()
    return w_self


def mv_exit(args):
    w_self, _ = _self(args, "__exit__", 0, 3)
    w_self.released = True
    return W_None


def mv_toreadonly(args):
    """A read-only view of the same memory (and format)."""
    from objspace.memoryview_cast import W_CastView
    from objspace.argcheck import no_kwargs
    args_w = args.args_w
    if not args_w:
        raise_type_error("unbound method memoryview.toreadonly() needs an "
                         "argument")
    w_self = args_w[0]
    if not isinstance(w_self, W_MemoryView):
        from objspace.listmethods import bad_self
        bad_self("toreadonly", "memoryview", w_self)
    assert isinstance(w_self, W_MemoryView)
    no_kwargs(args, "memoryview.toreadonly")
    if len(args_w) != 1:
        raise_type_error("memoryview.toreadonly() takes no arguments (%d "
                         "given)" % (len(args_w) - 1))
    w_self.check()
    if isinstance(w_self, W_CastView):
        w_copy = W_CastView(w_self.w_obj, w_self.start, w_self.length,
                            w_self.fmt)
    else:
        w_copy = W_MemoryView(w_self.w_obj, w_self.start, w_self.length)
    w_copy.force_readonly = True
    return w_copy


def mv_cast(args):
    from objspace.memoryview_cast import cast
    w_self, args_w = _self(args, "cast", 1, 2)
    return cast(w_self, args_w[1:])


w_memoryview_type = W_TypeObject("memoryview", [w_object_type])
w_memoryview_type.w_new = W_BuiltinFunction("memoryview", mv_new)
for _name, _fn in [("tobytes", mv_tobytes), ("tolist", mv_tolist),
                   ("hex", mv_hex), ("release", mv_release),
                   ("__enter__", mv_enter), ("__exit__", mv_exit),
                   ("cast", mv_cast), ("toreadonly", mv_toreadonly)]:
    w_memoryview_type.dict_w[_name] = W_BuiltinFunction(_name, _fn)
