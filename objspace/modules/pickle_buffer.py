"""pickle.PickleBuffer (PEP 574), exported by `_pickle` as CPython's is:
a wrapper around a buffer (a memoryview of bytes, a bytearray or
another memoryview) that protocol 5 pickles in band or hands to the
buffer_callback. raw() and memoryview() give the view; release() drops
it. lbbv's memoryviews cover bytes and bytearray only, so those are the
buffers a PickleBuffer accepts."""

from objspace.model import W_Object
from objspace.typeobject import W_TypeObject, w_object_type
from objspace.funcobject import W_BuiltinFunction
from objspace.noneobject import W_None
from objspace.exceptions import raise_type_error, raise_value_error
from objspace.argcheck import check_args


class W_PickleBuffer(W_Object):
    _attrs_ = ("w_view",)

    def __init__(self, w_view):
        self.w_view = w_view        # a W_MemoryView, None once released

    def gettype(self):
        return w_picklebuffer_type

    def view(self):
        from objspace.memoryview import W_MemoryView
        w_view = self.w_view
        if w_view is None:
            raise_value_error("operation forbidden on released PickleBuffer "
                              "object")
        assert isinstance(w_view, W_MemoryView)
        return w_view

    def buffer_hook(self):
        return self.view().data()


w_picklebuffer_type = W_TypeObject("PickleBuffer", [w_object_type])
w_picklebuffer_type.module = "pickle"


def picklebuffer_new(args):
    from objspace.memoryview import memoryview_of
    from objspace.builtinsub import unwrap
    from objspace.bytesobject import W_AbstractBytes
    from objspace.memoryview import W_MemoryView
    if args.has_kwargs():
        w_buf = args.get_kw("buffer")
        if args.has_kwargs():
            raise_type_error("'%s' is an invalid keyword argument for "
                             "PickleBuffer()" % args.kw_names[0])
        args_w = args.args_w + ([w_buf] if w_buf is not None else [])
    else:
        args_w = args.args_w
    if len(args_w) != 1:
        raise_type_error("PickleBuffer() takes exactly 1 positional argument "
                         "(%d given)" % len(args_w))
    w_obj = unwrap(args_w[0])
    if not isinstance(w_obj, W_AbstractBytes) and \
            not isinstance(w_obj, W_MemoryView) and \
            not isinstance(w_obj, W_PickleBuffer):
        if w_obj.buffer_hook() is not None:
            raise_type_error("lbbv's PickleBuffer supports bytes, bytearray "
                             "and memoryview objects, not '%s'"
                             % args_w[0].gettype().name)
        raise_type_error("a bytes-like object is required, not '%s'"
                         % args_w[0].gettype().name)
    return W_PickleBuffer(memoryview_of(w_obj))


def _self(args, name):
    if not args.args_w:
        raise_type_error("unbound method PickleBuffer.%s() needs an "
                         "argument" % name)
    if not isinstance(args.args_w[0], W_PickleBuffer):
        from objspace.listmethods import bad_self
        bad_self(name, "pickle.PickleBuffer", args.args_w[0])
    w_self = args.args_w[0]
    assert isinstance(w_self, W_PickleBuffer)
    return w_self


def pb_raw(args):
    from objspace.memoryview import W_MemoryView
    w_self = _self(args, "raw")
    check_args(args, "raw", 1, 1)
    w_view = w_self.view()
    w_raw = W_MemoryView(w_view.w_obj, w_view.start, w_view.length)
    w_raw.force_readonly = w_view.force_readonly
    return w_raw


def pb_release(args):
    w_self = _self(args, "release")
    check_args(args, "release", 1, 1)
    w_view = w_self.w_view
    if w_view is not None:
        w_view.released = True
    w_self.w_view = None
    return W_None


def pb_reduce_ex(args):
    raise_type_error("cannot pickle 'pickle.PickleBuffer' object")
    return W_None


w_picklebuffer_type.w_new = W_BuiltinFunction("PickleBuffer",
                                              picklebuffer_new)
for _name, _fn in [("raw", pb_raw), ("release", pb_release),
                   ("__reduce_ex__", pb_reduce_ex),
                   ("__reduce__", pb_reduce_ex)]:
    w_picklebuffer_type.dict_w[_name] = W_BuiltinFunction(_name, _fn)
