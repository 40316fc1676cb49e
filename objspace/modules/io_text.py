"""_io.TextIOWrapper and _io.IncrementalNewlineDecoder.

The wrapper keeps the bytes read from its buffer and not yet returned
(`pending` from `ppos`) and decodes them as it hands text out, so that
tell() is the buffer's position less the pending bytes and seek() a
buffer seek. That is exact for the encodings whose line endings are the
ASCII bytes and that keep no state between characters: UTF-8, ASCII,
Latin-1 and the one-byte charmap codecs. Other encodings (UTF-16, ...)
are refused by name when the wrapper is made, never garbled."""

from rpython.rlib.rstring import StringBuilder
from objspace.model import Arguments
from objspace.intobject import W_Int, newint, newbool
from objspace.strobject import W_Str, newstr, codepoints_in_utf8
from objspace.noneobject import W_None
from objspace.bytesobject import W_AbstractBytes, W_Bytes
from objspace.exceptions import (TYPES, oefmt, raise_type_error,
                                 raise_value_error, raise_stop_iteration)
from objspace.funcobject import W_BuiltinFunction
from objspace import operations as ops
from objspace import attrs
from objspace.modules.io_base import (
    W_IOBase, w_textiobase_type, new_type, install, install_props,
    new_static, cls_arg, self_arg, method_args, size_arg, int_arg,
    bytes_arg, raise_closed, unsupported, allow_subclasses, call_method,
    is_closed, DEFAULT_BUFFER_SIZE)
from objspace.modules.io_memory import (
    NL_UNIVERSAL, NL_ANY, NL_LF, NL_CR, NL_CRLF, newline_kind, newline_str,
    translate_universal, replace_lf, find_line_end, seen_newlines)
from objspace.modules import codecs_impl

CHUNK = 8192


class W_TextIOWrapper(W_IOBase):
    _attrs_ = ("w_buffer", "encoding", "codec", "errors", "newline",
               "line_buffering", "write_through", "pending", "ppos",
               "eof", "seen", "ready", "detached", "w_info", "sig")

    def __init__(self, w_class):
        W_IOBase.__init__(self, w_class)
        self.w_buffer = None
        self.encoding = "utf-8"
        self.w_info = None      # the registry's codec, for K_REGISTRY
        self.sig = False        # utf-8-sig: a BOM to skip or to write
        self.codec = codecs_impl.K_UTF8
        self.errors = "strict"
        self.newline = NL_UNIVERSAL
        self.line_buffering = False
        self.write_through = False
        self.pending = ""
        self.ppos = 0
        self.eof = False
        self.seen = 0
        self.ready = False
        self.detached = False

    def buffer(self):
        if self.detached:
            raise_value_error("underlying buffer has been detached")
        w_b = self.w_buffer
        if not self.ready or w_b is None:
            raise_value_error("I/O operation on uninitialized object")
        assert w_b is not None
        return w_b

    def check(self):
        if is_closed(self.buffer()):
            raise_closed()

    # -- reading
    def avail(self):
        return len(self.pending) - self.ppos

    def fill(self):
        """One more chunk from the buffer behind the pending bytes; False
        at end of file."""
        from objspace import attrs
        w_buffer = self.buffer()
        # a raw stream (FileIO, buffering=0) has no read1: read, as CPython
        w_read = attrs.getattr_or_none(w_buffer, "read1")
        if w_read is None:
            w_read = attrs.getattr_w(w_buffer, "read")
        w_data = w_read.call(Arguments([newint(CHUNK)]))
        if ops.is_none(w_data):
            return False
        data = bytes_arg(w_data)
        if not data:
            self.eof = True
            return False
        start = self.ppos
        assert start >= 0
        self.pending = self.pending[start:] + data
        self.ppos = 0
        if self.sig:
            if len(self.pending) >= 3 or self.eof:
                self.sig = False
                if self.pending.startswith(codecs_impl.BOM_UTF8):
                    self.ppos = 3
            else:
                return self.fill()
        return True

    def decode(self, start, stop):
        """The text of pending[start:stop], newlines translated."""
        assert start >= 0 and stop >= start
        raw = self.pending[start:stop]
        text = codecs_impl.decode_text(self.codec, raw, self.errors,
                                       self.w_info)
        if self.newline == NL_UNIVERSAL:
            text, seen = translate_universal(text)
            self.seen |= seen
        elif self.newline == NL_ANY:
            self.seen |= translate_universal(text)[1]
        return text

    def complete_end(self, stop):
        """stop moved back so that pending[ppos:stop] does not end inside
        a character (or, with universal newlines, on a '\\r' that may
        start a '\\r\\n'), unless at end of file."""
        if self.eof:
            return stop
        if self.codec == codecs_impl.K_UTF8:
            k = stop - 1
            back = 0
            while k >= self.ppos and back < 3 and \
                    (ord(self.pending[k]) & 0xC0) == 0x80:
                k -= 1
                back += 1
            if k >= self.ppos:
                c = ord(self.pending[k])
                need = 1
                if c >= 0xF0:
                    need = 4
                elif c >= 0xE0:
                    need = 3
                elif c >= 0xC0:
                    need = 2
                if stop - k < need:
                    stop = k
        if self.newline == NL_UNIVERSAL and stop > self.ppos and \
                self.pending[stop - 1] == "\r":
            stop -= 1
        return stop

    def read_all(self):
        while self.fill():
            pass
        self.eof = True
        start = self.ppos
        stop = len(self.pending)
        text = self.decode(start, stop)
        self.pending = ""
        self.ppos = 0
        return text

    def read_chars(self, n):
        pieces = []
        got = 0
        while got < n:
            if self.avail() == 0 or (not self.eof and
                                     self.complete_end(len(self.pending))
                                     <= self.ppos):
                if not self.fill() and (self.avail() == 0 or
                                        not self.eof):
                    break       # end of file, or nothing ready
            start = self.ppos
            stop = self.complete_end(len(self.pending))
            if stop <= start:
                if self.eof:
                    break
                continue
            # walk the bytes: count characters (a '\r\n' is one when
            # newlines are translated)
            k = start
            want = n - got
            count = 0
            uni = self.newline == NL_UNIVERSAL
            utf8 = self.codec == codecs_impl.K_UTF8
            while k < stop and count < want:
                c = self.pending[k]
                if utf8 and ord(c) >= 0xC0:
                    o = ord(c)
                    k += 4 if o >= 0xF0 else (3 if o >= 0xE0 else 2)
                    if k > stop:
                        k = stop
                elif uni and c == "\r" and k + 1 < stop and \
                        self.pending[k + 1] == "\n":
                    k += 2
                else:
                    k += 1
                count += 1
            pieces.append(self.decode(start, k))
            self.ppos = k
            got += count
        return "".join(pieces)

    def read_line(self, limit):
        kind = self.newline
        if kind == NL_UNIVERSAL:
            kind = NL_ANY
        scan = 0
        while True:
            start = self.ppos
            stop = len(self.pending)
            end = find_line_end(self.pending, start + scan, kind)
            if end >= 0 and not (kind == NL_ANY and not self.eof and
                                 end == stop and
                                 self.pending[end - 1] == "\r"):
                break
            if limit >= 0 and self.avail() >= 4 * limit + 4:
                end = stop
                break
            scan = stop - start
            if scan > 0:
                scan -= 1
            if not self.fill():
                end = len(self.pending)
                break
        start = self.ppos
        if limit >= 0:
            # at most `limit` characters
            line = self.decode(start, end)
            if codepoints_in_utf8(line) > limit:
                self.ppos = start
                return self.read_chars(limit)
            self.ppos = end
            return line
        self.ppos = end
        return self.decode(start, end)

    # -- writing
    def write_text(self, w_s):
        s = w_s.utf8
        has_lf = "\n" in s
        if has_lf and (self.newline == NL_CR or self.newline == NL_CRLF):
            s = replace_lf(s, newline_str(self.newline))
        data = codecs_impl.encode_text(self.codec, s, w_s, self.errors,
                                       self.w_info)
        if self.sig:
            self.sig = False
            w_pos = call_method(self.buffer(), "tell", [])
            if int_arg(w_pos, "tell") == 0:
                data = codecs_impl.BOM_UTF8 + data
        if self.avail() or self.pending:
            # a write after reads: the buffer goes back to the position
            # of the text handed out
            n = self.avail()
            self.pending = ""
            self.ppos = 0
            self.eof = False
            if n:
                call_method(self.buffer(), "seek", [newint(-n), newint(1)])
        w_buf = self.buffer()
        call_method(w_buf, "write", [W_Bytes(data)])
        if self.write_through or (self.line_buffering and
                                  (has_lf or "\r" in s)):
            call_method(w_buf, "flush", [])


def _text(args, name):
    w_self = self_arg(args, name, w_textiowrapper_type)
    if not isinstance(w_self, W_TextIOWrapper):
        raise_type_error("descriptor '%s' requires a '_io.TextIOWrapper' "
                         "object" % name)
    assert isinstance(w_self, W_TextIOWrapper)
    return w_self


_INIT_NAMES = ["buffer", "encoding", "errors", "newline", "line_buffering",
               "write_through"]


def _str_or_none(w_v, what):
    if w_v is None or ops.is_none(w_v):
        return None
    if not isinstance(w_v, W_Str):
        raise_type_error("TextIOWrapper() argument '%s' must be str or None, "
                         "not %s" % (what, w_v.gettype().name))
    assert isinstance(w_v, W_Str)
    return w_v.utf8


def text_init_args(w_self, args, args_w):
    values_w = [None] * 6
    if len(args_w) > 6:
        raise_type_error("TextIOWrapper() takes at most 6 arguments (%d "
                         "given)" % len(args_w))
    for i in range(len(args_w)):
        values_w[i] = args_w[i]
    for i in range(6):
        w_v = args.get_kw(_INIT_NAMES[i])
        if w_v is not None:
            values_w[i] = w_v
    if args.has_kwargs():
        raise_type_error("TextIOWrapper() got an unexpected keyword "
                         "argument '%s'" % args.kw_names[0])
    w_buffer = values_w[0]
    if w_buffer is None:
        raise_type_error("TextIOWrapper() missing required argument "
                         "'buffer' (pos 1)")
    assert w_buffer is not None
    encoding = _str_or_none(values_w[1], "encoding")
    errors = _str_or_none(values_w[2], "errors")
    kind = newline_kind(values_w[3] if values_w[3] is not None else W_None,
                        "TextIOWrapper")
    if encoding is None or encoding == "locale":
        encoding = "UTF-8"
    if "\x00" in encoding:
        raise_value_error("embedded null character")
    codec, w_info = codecs_impl.text_codec(encoding)
    sig = codec == codecs_impl.K_UTF8SIG
    if sig:
        codec = codecs_impl.K_UTF8
    if errors is None:
        errors = "strict"
    w_self.w_buffer = w_buffer
    w_self.encoding = encoding
    w_self.codec = codec
    w_self.w_info = w_info
    w_self.sig = sig
    w_self.errors = errors
    w_self.newline = kind
    w_self.line_buffering = values_w[4] is not None and \
        ops.is_true(values_w[4])
    w_self.write_through = values_w[5] is not None and \
        ops.is_true(values_w[5])
    w_self.pending = ""
    w_self.ppos = 0
    w_self.eof = False
    w_self.seen = 0
    w_self.ready = True
    w_self.detached = False
    w_self.iobase_closed = False


def text_exact(args):
    w_self = W_TextIOWrapper(w_textiowrapper_type)
    text_init_args(w_self, args, args.args_w)
    return w_self


def text_new(args):
    return W_TextIOWrapper(cls_arg(args, w_textiowrapper_type))


def text_init(args):
    w_self = _text(args, "__init__")
    text_init_args(w_self, args, args.args_w[1:])
    return W_None


def t_read(args):
    w_self = _text(args, "read")
    args_w = method_args(args, "read", 0, 1)
    n = size_arg(args_w, 0)
    w_self.check()
    if not ops.is_true(call_method(w_self.buffer(), "readable", [])):
        unsupported("not readable")
    if n < 0:
        return newstr(w_self.read_all())
    return newstr(w_self.read_chars(n))


def t_readline(args):
    w_self = _text(args, "readline")
    args_w = method_args(args, "readline", 0, 1)
    limit = size_arg(args_w, 0)
    w_self.check()
    return newstr(w_self.read_line(limit))


def t_next(args):
    w_self = _text(args, "__next__")
    w_self.check()
    if w_self.gettype() is w_textiowrapper_type:
        line = w_self.read_line(-1)
    else:
        w_line = call_method(w_self, "readline", [])
        if not isinstance(w_line, W_Str):
            raise oefmt(TYPES.by_name["OSError"],
                        "readline() should have returned a str object, not "
                        "'%s'" % w_line.gettype().name)
        assert isinstance(w_line, W_Str)
        line = w_line.utf8
    if not line:
        raise_stop_iteration()
    return newstr(line)


def t_write(args):
    w_self = _text(args, "write")
    args_w = method_args(args, "write", 1, 1)
    w_s = args_w[0]
    if not isinstance(w_s, W_Str):
        raise_type_error("write() argument must be str, not %s"
                         % w_s.gettype().name)
    assert isinstance(w_s, W_Str)
    w_self.check()
    w_self.write_text(w_s)
    return newint(w_s.length)


def t_flush(args):
    w_self = _text(args, "flush")
    method_args(args, "flush", 0, 0)
    w_self.check()
    return call_method(w_self.buffer(), "flush", [])


def t_close(args):
    w_self = _text(args, "close")
    method_args(args, "close", 0, 0)
    w_buf = w_self.buffer()
    if is_closed(w_buf):
        return W_None
    try:
        call_method(w_self, "flush", [])
    finally:
        w_self.iobase_closed = True
        call_method(w_buf, "close", [])
    return W_None


def t_tell(args):
    w_self = _text(args, "tell")
    method_args(args, "tell", 0, 0)
    w_self.check()
    if not ops.is_true(call_method(w_self.buffer(), "seekable", [])):
        unsupported("underlying stream is not seekable")
    call_method(w_self.buffer(), "flush", [])
    pos = int_arg(call_method(w_self.buffer(), "tell", []), "tell")
    return newint(pos - w_self.avail())


def t_seek(args):
    w_self = _text(args, "seek")
    args_w = method_args(args, "seek", 1, 2)
    whence = int_arg(args_w[1], "seek") if len(args_w) > 1 else 0
    w_self.check()
    w_buf = w_self.buffer()
    if not ops.is_true(call_method(w_buf, "seekable", [])):
        unsupported("underlying stream is not seekable")
    if whence == 1:
        if int_arg(args_w[0], "seek") != 0:
            unsupported("can't do nonzero cur-relative seeks")
        args_w = [newint(0)]
        call_method(w_buf, "flush", [])
        pos = int_arg(call_method(w_buf, "tell", []), "tell") - \
            w_self.avail()
        w_self.pending = ""
        w_self.ppos = 0
        w_self.eof = False
        return call_method(w_buf, "seek", [newint(pos)])
    if whence == 2:
        if int_arg(args_w[0], "seek") != 0:
            unsupported("can't do nonzero end-relative seeks")
        call_method(w_buf, "flush", [])
        w_self.pending = ""
        w_self.ppos = 0
        w_self.eof = False
        return call_method(w_buf, "seek", [newint(0), newint(2)])
    if whence != 0:
        raise_value_error("invalid whence (%d, should be 0, 1 or 2)"
                          % whence)
    pos = int_arg(args_w[0], "seek")
    if pos < 0:
        raise_value_error("negative seek position %d" % pos)
    call_method(w_buf, "flush", [])
    w_self.pending = ""
    w_self.ppos = 0
    w_self.eof = False
    call_method(w_buf, "seek", [newint(pos)])
    return newint(pos)


def t_truncate(args):
    w_self = _text(args, "truncate")
    args_w = method_args(args, "truncate", 0, 1)
    w_self.check()
    call_method(w_self, "flush", [])
    w_pos = args_w[0] if args_w else W_None
    if ops.is_none(w_pos):
        w_pos = call_method(w_self, "tell", [])
    return call_method(w_self.buffer(), "truncate", [w_pos])


def t_detach(args):
    w_self = _text(args, "detach")
    method_args(args, "detach", 0, 0)
    w_buf = w_self.buffer()
    call_method(w_self, "flush", [])
    w_self.detached = True
    w_self.w_buffer = None
    return w_buf


def t_reconfigure(args):
    w_self = _text(args, "reconfigure")
    method_args(args, "reconfigure", 0, 0)
    for name in ["encoding", "errors", "newline", "line_buffering",
                 "write_through"]:
        w_v = args.get_kw(name)
        if w_v is None:
            continue
        if name == "line_buffering":
            w_self.line_buffering = ops.is_true(w_v)
        elif name == "write_through":
            w_self.write_through = ops.is_true(w_v)
        elif name == "newline":
            w_self.newline = newline_kind(w_v, "reconfigure")
        elif name == "errors":
            errors = _str_or_none(w_v, "errors")
            w_self.errors = "strict" if errors is None else errors
        else:
            enc = _str_or_none(w_v, "encoding")
            if enc is None:
                enc = "UTF-8"
            codec, w_info = codecs_impl.text_codec(enc)
            if codec == codecs_impl.K_UTF8SIG:
                codec = codecs_impl.K_UTF8
            w_self.codec = codec
            w_self.w_info = w_info
            w_self.encoding = enc
    if args.has_kwargs():
        raise_type_error("reconfigure() got an unexpected keyword argument "
                         "'%s'" % args.kw_names[0])
    return W_None


def _to_buffer(name):
    def fn(args):
        w_self = _text(args, name)
        method_args(args, name, 0, 0)
        return call_method(w_self.buffer(), name, [])
    fn.__name__ = "text_" + name
    return fn


def t_closed(args):
    w_self = _text(args, "closed")
    return attrs.getattr_w(w_self.buffer(), "closed")


def t_name(args):
    w_self = _text(args, "name")
    return attrs.getattr_w(w_self.buffer(), "name")


def t_buffer(args):
    w_self = _text(args, "buffer")
    return w_self.buffer()


def t_encoding(args):
    w_self = _text(args, "encoding")
    return newstr(w_self.encoding)


def t_errors(args):
    w_self = _text(args, "errors")
    return newstr(w_self.errors)


def t_line_buffering(args):
    w_self = _text(args, "line_buffering")
    return newbool(w_self.line_buffering)


def t_write_through(args):
    w_self = _text(args, "write_through")
    return newbool(w_self.write_through)


def t_newlines(args):
    w_self = _text(args, "newlines")
    if w_self.newline != NL_UNIVERSAL and w_self.newline != NL_ANY:
        return W_None
    return seen_newlines(w_self.seen)


def t_repr(args):
    from objspace.reprs import repr_w
    w_self = _text(args, "__repr__")
    w_t = w_self.gettype()
    name = w_t.name
    if w_t.module == "_io":
        name = "_io." + name
    parts = [name]
    if w_self.ready and not w_self.detached:
        w_name = attrs.getattr_or_none(w_self, "name")
        if w_name is not None:
            parts.append("name=" + repr_w(w_name))
    w_mode = w_self.getdictvalue("mode")
    if w_mode is not None:
        parts.append("mode=" + repr_w(w_mode))
    parts.append("encoding='%s'" % w_self.encoding)
    return newstr("<" + " ".join(parts) + ">")


w_textiowrapper_type = new_type("TextIOWrapper", [w_textiobase_type],
                                W_BuiltinFunction("TextIOWrapper",
                                                  text_exact))
new_static(w_textiowrapper_type, text_new)
install(w_textiowrapper_type, [
    ("__init__", text_init), ("read", t_read), ("readline", t_readline),
    ("__next__", t_next), ("write", t_write), ("flush", t_flush),
    ("close", t_close), ("tell", t_tell), ("seek", t_seek),
    ("truncate", t_truncate), ("detach", t_detach),
    ("reconfigure", t_reconfigure),
    ("fileno", _to_buffer("fileno")), ("isatty", _to_buffer("isatty")),
    ("readable", _to_buffer("readable")),
    ("writable", _to_buffer("writable")),
    ("seekable", _to_buffer("seekable")), ("__repr__", t_repr)])
install_props(w_textiowrapper_type, [
    ("closed", t_closed), ("name", t_name), ("buffer", t_buffer),
    ("encoding", t_encoding), ("errors", t_errors),
    ("line_buffering", t_line_buffering),
    ("write_through", t_write_through), ("newlines", t_newlines)])
allow_subclasses([w_textiowrapper_type])


# ------------------------------------------------ IncrementalNewlineDecoder

class W_NewlineDecoder(W_IOBase):
    _attrs_ = ("w_decoder", "translate", "pendingcr", "seen")

    def __init__(self, w_class):
        W_IOBase.__init__(self, w_class)
        self.w_decoder = None
        self.translate = False
        self.pendingcr = False
        self.seen = 0


def _nld(args, name):
    if not args.args_w or not isinstance(args.args_w[0], W_NewlineDecoder):
        raise_type_error("descriptor '%s' requires a "
                         "'_io.IncrementalNewlineDecoder' object" % name)
    w_self = args.args_w[0]
    assert isinstance(w_self, W_NewlineDecoder)
    return w_self


def nld_init_args(w_self, args, args_w):
    w_dec = args.get_kw("decoder")
    w_tr = args.get_kw("translate")
    w_errors = args.get_kw("errors")
    if len(args_w) > 0:
        w_dec = args_w[0]
    if len(args_w) > 1:
        w_tr = args_w[1]
    if w_dec is None or w_tr is None:
        raise_type_error("IncrementalNewlineDecoder() missing required "
                         "argument")
    w_self.w_decoder = w_dec
    w_self.translate = ops.is_true(w_tr)
    w_self.pendingcr = False
    w_self.seen = 0


def nld_exact(args):
    w_self = W_NewlineDecoder(w_nld_type)
    nld_init_args(w_self, args, args.args_w)
    return w_self


def nld_new(args):
    return W_NewlineDecoder(cls_arg(args, w_nld_type))


def nld_init(args):
    w_self = _nld(args, "__init__")
    nld_init_args(w_self, args, args.args_w[1:])
    return W_None


def nld_decode(args):
    w_self = _nld(args, "decode")
    w_input = args.get_kw("input")
    w_final = args.get_kw("final")
    args_w = args.args_w[1:]
    if len(args_w) > 0:
        w_input = args_w[0]
    if len(args_w) > 1:
        w_final = args_w[1]
    if w_input is None:
        raise_type_error("decode() missing required argument 'input'")
    final = w_final is not None and ops.is_true(w_final)
    w_dec = w_self.w_decoder
    if w_dec is not None and not ops.is_none(w_dec):
        w_out = call_method(w_dec, "decode", [w_input, newbool(final)])
    else:
        w_out = w_input
    if not isinstance(w_out, W_Str):
        raise_type_error("decoder should return a string result, not '%s'"
                         % w_out.gettype().name)
    assert isinstance(w_out, W_Str)
    s = w_out.utf8
    if w_self.pendingcr and (s or final):
        s = "\r" + s
        w_self.pendingcr = False
    if s and s[-1] == "\r" and not final:
        s = s[:-1]
        w_self.pendingcr = True
    text, seen = translate_universal(s)
    w_self.seen |= seen
    if w_self.translate:
        s = text
    return newstr(s)


def nld_getstate(args):
    from objspace.tupleobject import newtuple
    w_self = _nld(args, "getstate")
    w_dec = w_self.w_decoder
    w_buf = W_Bytes("")
    flag = 0
    if w_dec is not None and not ops.is_none(w_dec):
        w_st = call_method(w_dec, "getstate", [])
        from objspace.tupleobject import W_Tuple
        if isinstance(w_st, W_Tuple) and len(w_st.items_w) == 2:
            w_buf = w_st.items_w[0]
            flag = int_arg(w_st.items_w[1], "getstate")
    flag <<= 1
    if w_self.pendingcr:
        flag |= 1
    return newtuple([w_buf, newint(flag)])


def nld_setstate(args):
    from objspace.tupleobject import W_Tuple, newtuple
    w_self = _nld(args, "setstate")
    w_st = args.args_w[1] if len(args.args_w) > 1 else W_None
    if not isinstance(w_st, W_Tuple) or len(w_st.items_w) != 2:
        raise_type_error("state argument must be a tuple")
    assert isinstance(w_st, W_Tuple)
    flag = int_arg(w_st.items_w[1], "setstate")
    w_self.pendingcr = bool(flag & 1)
    w_dec = w_self.w_decoder
    if w_dec is not None and not ops.is_none(w_dec):
        call_method(w_dec, "setstate", [newtuple([w_st.items_w[0],
                                                  newint(flag >> 1)])])
    return W_None


def nld_reset(args):
    w_self = _nld(args, "reset")
    w_self.seen = 0
    w_self.pendingcr = False
    w_dec = w_self.w_decoder
    if w_dec is not None and not ops.is_none(w_dec):
        call_method(w_dec, "reset", [])
    return W_None


def nld_newlines(args):
    w_self = _nld(args, "newlines")
    return seen_newlines(w_self.seen)


from objspace.typeobject import w_object_type  # noqa: E402
w_nld_type = new_type("IncrementalNewlineDecoder", [w_object_type],
                      W_BuiltinFunction("IncrementalNewlineDecoder",
                                        nld_exact))
new_static(w_nld_type, nld_new)
install(w_nld_type, [("__init__", nld_init), ("decode", nld_decode),
                     ("getstate", nld_getstate), ("setstate", nld_setstate),
                     ("reset", nld_reset)])
install_props(w_nld_type, [("newlines", nld_newlines)])
allow_subclasses([w_nld_type])
