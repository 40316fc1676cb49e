"""_io.StringIO and _io.BytesIO: in-memory streams.

Both keep their contents as one string plus the pieces appended since it
was last joined (a run of writes at the end, the common case, costs one
join). StringIO holds UTF-8 and counts positions in code points;
newline handling follows CPython: newline=None translates '\\r\\n' and
'\\r' to '\\n' when written, '\\r' or '\\r\\n' replace '\\n' when written,
and readline splits on the newline in force ('' splits on all three)."""

from rpython.rlib.rstring import StringBuilder
from objspace.model import OperationError
from objspace.intobject import W_Int, newint, newbool
from objspace.strobject import W_Str, newstr, codepoints_in_utf8
from objspace.noneobject import W_None
from objspace.bytesobject import W_Bytes
from objspace.exceptions import (TYPES, oefmt, raise_type_error,
                                 raise_value_error)
from objspace.funcobject import W_BuiltinFunction
from objspace import operations as ops
from objspace.modules.io_base import (
    W_IOBase, w_textiobase_type, w_bufferediobase_type, new_type, install,
    install_props, new_static, cls_arg, self_arg, method_args, size_arg,
    int_arg, bytes_arg, buffer_len, fill_buffer, raise_closed,
    allow_subclasses)

NL_UNIVERSAL = 0    # newline=None
NL_ANY = 1          # newline='': no translation, any ending splits lines
NL_LF = 2
NL_CR = 3
NL_CRLF = 4

SEEN_CR = 1
SEEN_LF = 2
SEEN_CRLF = 4


def newline_kind(w_newline, fn_name):
    if w_newline is None:
        return NL_LF
    if ops.is_none(w_newline):
        return NL_UNIVERSAL
    if not isinstance(w_newline, W_Str):
        raise_type_error("%s() argument 'newline' must be str or None, not "
                         "%s" % (fn_name, w_newline.gettype().name))
    assert isinstance(w_newline, W_Str)
    s = w_newline.utf8
    if s == "":
        return NL_ANY
    if s == "\n":
        return NL_LF
    if s == "\r":
        return NL_CR
    if s == "\r\n":
        return NL_CRLF
    from objspace.reprs import repr_w
    raise_value_error("illegal newline value: %s" % repr_w(w_newline))
    return NL_LF


def newline_str(kind):
    if kind == NL_CR:
        return "\r"
    if kind == NL_CRLF:
        return "\r\n"
    return "\n"


def translate_universal(s):
    """(s with '\\r\\n' and '\\r' made '\\n', SEEN_* flags of the endings
    met)."""
    if "\r" not in s:
        return s, (SEEN_LF if "\n" in s else 0)
    b = StringBuilder(len(s))
    seen = 0
    i = 0
    n = len(s)
    while i < n:
        c = s[i]
        if c == "\r":
            if i + 1 < n and s[i + 1] == "\n":
                seen |= SEEN_CRLF
                i += 1
            else:
                seen |= SEEN_CR
            b.append("\n")
        else:
            if c == "\n":
                seen |= SEEN_LF
            b.append(c)
        i += 1
    return b.build(), seen


def replace_lf(s, nl):
    if "\n" not in s:
        return s
    b = StringBuilder(len(s) + 8)
    for c in s:
        if c == "\n":
            b.append(nl)
        else:
            b.append(c)
    return b.build()


def find_line_end(s, start, kind):
    """The byte index just after the first line ending at or after
    `start` in s (the ending in force for `kind`), or -1."""
    assert start >= 0
    if kind == NL_ANY:
        i = start
        n = len(s)
        while i < n:
            c = s[i]
            if c == "\n":
                return i + 1
            if c == "\r":
                if i + 1 < n and s[i + 1] == "\n":
                    return i + 2
                return i + 1
            i += 1
        return -1
    if kind == NL_CR:
        i = s.find("\r", start)
        return -1 if i < 0 else i + 1
    if kind == NL_CRLF:
        i = s.find("\r\n", start)
        return -1 if i < 0 else i + 2
    i = s.find("\n", start)
    return -1 if i < 0 else i + 1


def seen_newlines(seen):
    from objspace.tupleobject import newtuple
    names = []
    if seen & SEEN_CR:
        names.append("\r")
    if seen & SEEN_LF:
        names.append("\n")
    if seen & SEEN_CRLF:
        names.append("\r\n")
    if not names:
        return W_None
    if len(names) == 1:
        return newstr(names[0])
    return newtuple([newstr(x) for x in names])


def byte_offset(s, length, cp):
    """The byte index of code point `cp` in the UTF-8 string s."""
    if len(s) == length:
        return cp
    i = 0
    k = 0
    n = len(s)
    while i < n and k < cp:
        c = ord(s[i])
        if c < 0x80:
            i += 1
        elif c < 0xE0:
            i += 2
        elif c < 0xF0:
            i += 3
        else:
            i += 4
        k += 1
    return i


# ------------------------------------------------------ StringIO

class W_StringIO(W_IOBase):
    _attrs_ = ("data", "length", "pieces", "pos", "newline", "seen",
               "ready")

    def __init__(self, w_class):
        W_IOBase.__init__(self, w_class)
        self.data = ""
        self.length = 0
        self.pieces = []
        self.pos = 0
        self.newline = NL_LF
        self.seen = 0
        self.ready = False

    def flat(self):
        if self.pieces:
            self.pieces.insert(0, self.data)
            self.data = "".join(self.pieces)
            self.pieces = []
        return self.data

    def check(self):
        if not self.ready:
            raise_value_error("I/O operation on uninitialized object")
        if self.iobase_closed:
            # StringIO's message has no full stop (CPython's too)
            raise_value_error("I/O operation on closed file")

    def write_text(self, s, cps):
        if self.newline == NL_UNIVERSAL:
            s, seen = translate_universal(s)
            self.seen |= seen
            cps = codepoints_in_utf8(s)
        elif self.newline == NL_CR or self.newline == NL_CRLF:
            s = replace_lf(s, newline_str(self.newline))
            cps = codepoints_in_utf8(s)
        if cps == 0:
            return
        if self.pos == self.length:
            self.pieces.append(s)
            self.length += cps
            self.pos += cps
            return
        data = self.flat()
        if self.pos > self.length:
            data = data + "\x00" * (self.pos - self.length)
            self.length = self.pos
        start = byte_offset(data, self.length, self.pos)
        end_cp = self.pos + cps
        if end_cp >= self.length:
            assert start >= 0
            self.data = data[:start] + s
            self.length = end_cp
        else:
            stop = byte_offset(data, self.length, end_cp)
            assert start >= 0 and stop >= 0
            self.data = data[:start] + s + data[stop:]
        self.pos = end_cp

    def read_cps(self, n):
        """Up to n code points from the position (n < 0: all)."""
        data = self.flat()
        if self.pos >= self.length:
            return ""
        avail = self.length - self.pos
        if n < 0 or n > avail:
            n = avail
        start = byte_offset(data, self.length, self.pos)
        assert start >= 0
        if len(data) == self.length:
            stop = start + n
        else:
            stop = start + byte_offset(data[start:], avail, n)
        assert start >= 0 and stop >= start
        self.pos += n
        return data[start:stop]

    def read_line(self, limit):
        data = self.flat()
        if self.pos >= self.length:
            return ""
        start = byte_offset(data, self.length, self.pos)
        kind = self.newline
        if kind == NL_UNIVERSAL:
            kind = NL_LF
        end = find_line_end(data, start, kind)
        if end < 0:
            end = len(data)
        assert start >= 0 and end >= start
        line = data[start:end]
        cps = codepoints_in_utf8(line)
        if 0 <= limit < cps:
            stop = byte_offset(line, cps, limit)
            assert stop >= 0
            line = line[:stop]
            cps = limit
        self.pos += cps
        return line


def _sio(args, name):
    w_self = self_arg(args, name, w_stringio_type)
    if not isinstance(w_self, W_StringIO):
        raise_type_error("descriptor '%s' requires a '_io.StringIO' object"
                         % name)
    assert isinstance(w_self, W_StringIO)
    return w_self


def stringio_init_args(w_self, args_w, w_value, w_newline):
    if len(args_w) > 2:
        raise_type_error("StringIO() takes at most 2 arguments (%d given)"
                         % len(args_w))
    if len(args_w) > 0:
        w_value = args_w[0]
    if len(args_w) > 1:
        w_newline = args_w[1]
    kind = newline_kind(w_newline, "StringIO")
    if w_value is not None and not ops.is_none(w_value) and \
            not isinstance(w_value, W_Str):
        raise_type_error("initial_value must be str or None, not %s"
                         % w_value.gettype().name)
    w_self.data = ""
    w_self.length = 0
    w_self.pieces = []
    w_self.pos = 0
    w_self.seen = 0
    w_self.newline = kind
    w_self.ready = True
    w_self.iobase_closed = False
    if isinstance(w_value, W_Str):
        w_self.write_text(w_value.utf8, w_value.length)
        w_self.pos = 0


def _stringio_kw(args):
    w_value = args.get_kw("initial_value")
    w_newline = args.get_kw("newline")
    if args.has_kwargs():
        raise_type_error("StringIO() got an unexpected keyword argument '%s'"
                         % args.kw_names[0])
    return w_value, w_newline


def stringio_exact(args):
    w_value, w_newline = _stringio_kw(args)
    w_self = W_StringIO(w_stringio_type)
    stringio_init_args(w_self, args.args_w, w_value, w_newline)
    return w_self


def stringio_new(args):
    return W_StringIO(cls_arg(args, w_stringio_type))


def stringio_init(args):
    w_self = _sio(args, "__init__")
    w_value, w_newline = _stringio_kw(args)
    stringio_init_args(w_self, args.args_w[1:], w_value, w_newline)
    return W_None


def stringio_getvalue(args):
    w_self = _sio(args, "getvalue")
    method_args(args, "getvalue", 0, 0)
    w_self.check()
    return W_Str(w_self.flat(), w_self.length)


def stringio_read(args):
    w_self = _sio(args, "read")
    args_w = method_args(args, "read", 0, 1)
    n = size_arg(args_w, 0)
    w_self.check()
    return newstr(w_self.read_cps(n))


def stringio_readline(args):
    w_self = _sio(args, "readline")
    args_w = method_args(args, "readline", 0, 1)
    if args_w and not ops.is_none(args_w[0]) and \
            not isinstance(args_w[0], W_Int):
        raise_type_error("integer argument expected, got '%s'"
                         % args_w[0].gettype().name)
    limit = size_arg(args_w, 0)
    w_self.check()
    return newstr(w_self.read_line(limit))


def stringio_next(args):
    w_self = _sio(args, "__next__")
    w_self.check()
    if w_self.gettype() is not w_stringio_type:
        from objspace.modules.io_base import call_method
        w_line = call_method(w_self, "readline", [])
        if not isinstance(w_line, W_Str):
            raise oefmt(TYPES.by_name["OSError"],
                        "readline() should have returned a str object, "
                        "not '%s'" % w_line.gettype().name)
        assert isinstance(w_line, W_Str)
        line = w_line.utf8
    else:
        line = w_self.read_line(-1)
    if not line:
        from objspace.exceptions import raise_stop_iteration
        raise_stop_iteration()
    return newstr(line)


def stringio_write(args):
    w_self = _sio(args, "write")
    args_w = method_args(args, "write", 1, 1)
    w_s = args_w[0]
    if not isinstance(w_s, W_Str):
        raise_type_error("string argument expected, got '%s'"
                         % w_s.gettype().name)
    assert isinstance(w_s, W_Str)
    w_self.check()
    w_self.write_text(w_s.utf8, w_s.length)
    return newint(w_s.length)


def seek_args(args_w):
    pos = int_arg(args_w[0], "seek")
    whence = 0
    if len(args_w) > 1:
        whence = int_arg(args_w[1], "seek")
    return pos, whence


def stringio_seek(args):
    w_self = _sio(args, "seek")
    args_w = method_args(args, "seek", 1, 2)
    pos, whence = seek_args(args_w)
    w_self.check()
    if whence < 0 or whence > 2:
        raise_value_error("Invalid whence (%d, should be 0, 1 or 2)"
                          % whence)
    if whence == 0 and pos < 0:
        raise_value_error("Negative seek position %d" % pos)
    if whence != 0 and pos != 0:
        raise oefmt(TYPES.by_name["OSError"], "Can't do nonzero cur-relative "
                    "seeks")
    if whence == 1:
        pos = w_self.pos
    elif whence == 2:
        pos = w_self.length
    w_self.pos = pos
    return newint(pos)


def stringio_tell(args):
    w_self = _sio(args, "tell")
    method_args(args, "tell", 0, 0)
    w_self.check()
    return newint(w_self.pos)


def stringio_truncate(args):
    w_self = _sio(args, "truncate")
    args_w = method_args(args, "truncate", 0, 1)
    w_self.check()
    size = size_arg(args_w, 0, w_self.pos)
    if size < 0:
        raise_value_error("Negative size value %d" % size)
    if size < w_self.length:
        data = w_self.flat()
        stop = byte_offset(data, w_self.length, size)
        assert stop >= 0
        w_self.data = data[:stop]
        w_self.length = size
    return newint(size)


def _true_fn(name, getter):
    def fn(args):
        w_self = getter(args, name)
        method_args(args, name, 0, 0)
        w_self.check()
        return newbool(True)
    fn.__name__ = "memio_true_" + name
    return fn


def stringio_close(args):
    w_self = _sio(args, "close")
    method_args(args, "close", 0, 0)
    w_self.iobase_closed = True
    w_self.data = ""
    w_self.pieces = []
    return W_None


def stringio_closed(args):
    w_self = _sio(args, "closed")
    if not w_self.ready:
        raise_value_error("I/O operation on uninitialized object")
    return newbool(w_self.iobase_closed)


def stringio_line_buffering(args):
    w_self = _sio(args, "line_buffering")
    w_self.check()
    return newbool(False)


def stringio_newlines(args):
    w_self = _sio(args, "newlines")
    w_self.check()
    if w_self.newline != NL_UNIVERSAL:
        return W_None
    return seen_newlines(w_self.seen)


w_stringio_type = new_type("StringIO", [w_textiobase_type],
                           W_BuiltinFunction("StringIO", stringio_exact))
new_static(w_stringio_type, stringio_new)
install(w_stringio_type, [
    ("__init__", stringio_init), ("getvalue", stringio_getvalue),
    ("read", stringio_read), ("readline", stringio_readline),
    ("__next__", stringio_next), ("write", stringio_write),
    ("seek", stringio_seek), ("tell", stringio_tell),
    ("truncate", stringio_truncate),
    ("readable", _true_fn("readable", _sio)),
    ("writable", _true_fn("writable", _sio)),
    ("seekable", _true_fn("seekable", _sio)),
    ("close", stringio_close)])
install_props(w_stringio_type, [
    ("closed", stringio_closed), ("line_buffering", stringio_line_buffering),
    ("newlines", stringio_newlines)])


# ------------------------------------------------------ BytesIO

class W_BytesIO(W_IOBase):
    _attrs_ = ("data", "pieces", "size", "pos", "ready")

    def __init__(self, w_class):
        W_IOBase.__init__(self, w_class)
        self.data = ""
        self.pieces = []
        self.size = 0
        self.pos = 0
        self.ready = False

    def flat(self):
        if self.pieces:
            self.pieces.insert(0, self.data)
            self.data = "".join(self.pieces)
            self.pieces = []
        return self.data

    def check(self):
        if not self.ready:
            raise_value_error("I/O operation on uninitialized object")
        if self.iobase_closed:
            raise_closed()

    def write_bytes(self, s):
        n = len(s)
        if n == 0:
            return
        if self.pos == self.size:
            self.pieces.append(s)
            self.size += n
            self.pos += n
            return
        data = self.flat()
        if self.pos > self.size:
            data = data + "\x00" * (self.pos - self.size)
        start = self.pos
        stop = start + n
        assert start >= 0
        if stop >= len(data):
            data = data[:start] + s
        else:
            data = data[:start] + s + data[stop:]
        self.data = data
        self.size = len(data)
        self.pos = stop

    def read_bytes(self, n):
        if self.pos >= self.size:
            return ""
        data = self.flat()
        avail = self.size - self.pos
        if n < 0 or n > avail:
            n = avail
        start = self.pos
        assert start >= 0 and n >= 0
        self.pos += n
        return data[start:start + n]

    def read_line(self, limit):
        if self.pos >= self.size:
            return ""
        data = self.flat()
        start = self.pos
        assert start >= 0
        end = data.find("\n", start)
        end = self.size if end < 0 else end + 1
        if limit >= 0 and end - start > limit:
            end = start + limit
        assert start >= 0 and end >= start
        self.pos = end
        return data[start:end]


def _bio(args, name):
    w_self = self_arg(args, name, w_bytesio_type)
    if not isinstance(w_self, W_BytesIO):
        raise_type_error("descriptor '%s' requires a '_io.BytesIO' object"
                         % name)
    assert isinstance(w_self, W_BytesIO)
    return w_self


def bytesio_init_args(w_self, args, args_w):
    w_value = args.get_kw("initial_bytes")
    if args.has_kwargs():
        raise_type_error("BytesIO() got an unexpected keyword argument '%s'"
                         % args.kw_names[0])
    if len(args_w) > 1:
        raise_type_error("BytesIO() takes at most 1 argument (%d given)"
                         % len(args_w))
    if len(args_w) == 1:
        w_value = args_w[0]
    w_self.data = ""
    w_self.pieces = []
    w_self.size = 0
    w_self.pos = 0
    w_self.ready = True
    w_self.iobase_closed = False
    if w_value is not None and not ops.is_none(w_value):
        w_self.data = bytes_arg(w_value)
        w_self.size = len(w_self.data)


def bytesio_exact(args):
    w_self = W_BytesIO(w_bytesio_type)
    bytesio_init_args(w_self, args, args.args_w)
    return w_self


def bytesio_new(args):
    return W_BytesIO(cls_arg(args, w_bytesio_type))


def bytesio_init(args):
    w_self = _bio(args, "__init__")
    bytesio_init_args(w_self, args, args.args_w[1:])
    return W_None


def bytesio_getvalue(args):
    w_self = _bio(args, "getvalue")
    method_args(args, "getvalue", 0, 0)
    w_self.check()
    return W_Bytes(w_self.flat())


def bytesio_getbuffer(args):
    from objspace.memoryview import W_MemoryView
    w_self = _bio(args, "getbuffer")
    method_args(args, "getbuffer", 0, 0)
    w_self.check()
    # a read-only snapshot: lbbv's memoryview cannot share the stream's
    # storage, so writing through it is refused rather than lost
    data = w_self.flat()
    return W_MemoryView(W_Bytes(data), 0, len(data))


def _bio_read(name):
    def fn(args):
        w_self = _bio(args, name)
        args_w = method_args(args, name, 0, 1)
        n = size_arg(args_w, 0)
        w_self.check()
        return W_Bytes(w_self.read_bytes(n))
    fn.__name__ = "bytesio_" + name
    return fn


def bytesio_readline(args):
    w_self = _bio(args, "readline")
    args_w = method_args(args, "readline", 0, 1)
    limit = size_arg(args_w, 0)
    w_self.check()
    return W_Bytes(w_self.read_line(limit))


def bytesio_next(args):
    w_self = _bio(args, "__next__")
    w_self.check()
    line = w_self.read_line(-1)
    if not line:
        from objspace.exceptions import raise_stop_iteration
        raise_stop_iteration()
    return W_Bytes(line)


def bytesio_readinto(args):
    w_self = _bio(args, "readinto")
    args_w = method_args(args, "readinto", 1, 1)
    n = buffer_len(args_w[0])
    w_self.check()
    data = w_self.read_bytes(n)
    fill_buffer(args_w[0], data)
    return newint(len(data))


def bytesio_write(args):
    w_self = _bio(args, "write")
    args_w = method_args(args, "write", 1, 1)
    w_self.check()
    s = bytes_arg(args_w[0])
    w_self.write_bytes(s)
    return newint(len(s))


def bytesio_seek(args):
    w_self = _bio(args, "seek")
    args_w = method_args(args, "seek", 1, 2)
    pos, whence = seek_args(args_w)
    w_self.check()
    if whence == 0:
        if pos < 0:
            raise_value_error("negative seek value %d" % pos)
    elif whence == 1:
        pos = max(0, w_self.pos + pos)
    elif whence == 2:
        pos = max(0, w_self.size + pos)
    else:
        raise_value_error("invalid whence (%d, should be 0, 1 or 2)"
                          % whence)
    w_self.pos = pos
    return newint(pos)


def bytesio_tell(args):
    w_self = _bio(args, "tell")
    method_args(args, "tell", 0, 0)
    w_self.check()
    return newint(w_self.pos)


def bytesio_truncate(args):
    w_self = _bio(args, "truncate")
    args_w = method_args(args, "truncate", 0, 1)
    w_self.check()
    size = size_arg(args_w, 0, w_self.pos)
    if size < 0:
        raise_value_error("negative size value %d" % size)
    if size < w_self.size:
        data = w_self.flat()
        assert size >= 0
        w_self.data = data[:size]
        w_self.size = size
    return newint(size)


def bytesio_close(args):
    w_self = _bio(args, "close")
    method_args(args, "close", 0, 0)
    w_self.iobase_closed = True
    w_self.data = ""
    w_self.pieces = []
    return W_None


def bytesio_closed(args):
    w_self = _bio(args, "closed")
    return newbool(w_self.iobase_closed)


w_bytesio_type = new_type("BytesIO", [w_bufferediobase_type],
                          W_BuiltinFunction("BytesIO", bytesio_exact))
new_static(w_bytesio_type, bytesio_new)
install(w_bytesio_type, [
    ("__init__", bytesio_init), ("getvalue", bytesio_getvalue),
    ("getbuffer", bytesio_getbuffer),
    ("read", _bio_read("read")), ("read1", _bio_read("read1")),
    ("readline", bytesio_readline), ("__next__", bytesio_next),
    ("readinto", bytesio_readinto), ("readinto1", bytesio_readinto),
    ("write", bytesio_write), ("seek", bytesio_seek),
    ("tell", bytesio_tell), ("truncate", bytesio_truncate),
    ("readable", _true_fn("readable", _bio)),
    ("writable", _true_fn("writable", _bio)),
    ("seekable", _true_fn("seekable", _bio)),
    ("close", bytesio_close)])
install_props(w_bytesio_type, [("closed", bytesio_closed)])
allow_subclasses([w_stringio_type, w_bytesio_type])
