"""The Unpickler of `_pickle`: CPython 3.11's C unpickler in RPython.

The input is one RPython string and a position: the bytes given to
loads(), or what was read from a file. From a file it reads as
CPython's does, so that the file is left just after the pickle: a
frame at once, otherwise what is needed (through peek() when the file
has it, consuming only what was used), lines through readline(), and
large bytes payloads past the buffer through readinto() or read().
The stack is an RPython list with a separate mark stack; `fence` is
the position of the innermost mark, below which an opcode may not
reach."""

from rpython.rlib.rbigint import rbigint
from rpython.rlib.rarithmetic import r_ulonglong, intmask
from rpython.rlib.longlong2float import longlong2float
from rpython.rlib.rarithmetic import r_longlong

from objspace.model import Arguments, OperationError
from objspace.instances import W_Instance
from objspace.typeobject import W_TypeObject, LAYOUT_INSTANCE
from objspace.intobject import W_Int, newint, newlong, W_True, W_False
from objspace.floatobject import newfloat
from objspace.strobject import W_Str, newstr, newascii
from objspace.bytesobject import W_Bytes, W_ByteArray, W_AbstractBytes
from objspace.tupleobject import W_Tuple, newtuple
from objspace.listobject import W_List
from objspace.dictobject import W_Dict
from objspace.setobject import W_Set, W_FrozenSet
from objspace.noneobject import W_None
from objspace.exceptions import (oefmt, raise_type_error, w_ValueError,
                                 w_OverflowError, w_NotImplementedError,
                                 TYPES)
from objspace import attrs
from objspace.modules import pickle_state as ps
from objspace.modules.pickle_state import (unpickling_error, lookup_attr,
                                           str_of)

READ_WHOLE_LINE = -1
MAXSIZE = 9223372036854775807


def truncated():
    return unpickling_error("pickle data was truncated")


class W_Unpickler(W_Instance):
    _attrs_ = ("stack", "marks", "fence", "memo", "memo_len", "proto",
               "fix_imports", "encoding", "errors", "w_pers_func",
               "w_buffers", "data", "pos", "prefetched", "w_read",
               "w_readinto", "w_readline", "w_peek")

    def __init__(self, w_class):
        W_Instance.__init__(self, w_class)
        self.stack = []
        self.marks = []
        self.fence = 0
        self.memo = [None] * 32
        self.memo_len = 0
        self.proto = 0
        self.fix_imports = True
        self.encoding = "ASCII"
        self.errors = "strict"
        self.w_pers_func = None
        self.w_buffers = None
        self.data = ""
        self.pos = 0
        self.prefetched = 0
        self.w_read = None
        self.w_readinto = None
        self.w_readline = None
        self.w_peek = None

    # --- setup ---

    def set_input_stream(self, w_file):
        self.w_peek = lookup_attr(w_file, "peek")
        self.w_readinto = lookup_attr(w_file, "readinto")
        self.w_read = lookup_attr(w_file, "read")
        self.w_readline = lookup_attr(w_file, "readline")
        if self.w_readline is None or self.w_read is None:
            self.w_read = self.w_readinto = self.w_readline = None
            self.w_peek = None
            raise_type_error("file must have 'read' and 'readline' "
                             "attributes")

    def set_buffers(self, w_buffers):
        if w_buffers is None or w_buffers is W_None:
            self.w_buffers = None
        else:
            from objspace.containers import iter_w
            self.w_buffers = iter_w(w_buffers)

    # --- input ---

    def set_string_input(self, data):
        self.data = data
        self.pos = 0
        self.prefetched = len(data)
        return len(data)

    def skip_consumed(self):
        consumed = self.pos - self.prefetched
        if consumed <= 0:
            return
        w_read = self.w_read
        assert w_read is not None
        w_read.call(Arguments([newint(consumed)]))
        self.prefetched = self.pos

    def read_from_file(self, n):
        from objspace.modules import buffers
        self.skip_consumed()
        if n == READ_WHOLE_LINE:
            w_readline = self.w_readline
            assert w_readline is not None
            w_data = w_readline.call(Arguments([]))
        else:
            w_peek = self.w_peek
            if w_peek is not None and n < ps.PREFETCH:
                w_data = None
                try:
                    w_data = w_peek.call(Arguments([newint(ps.PREFETCH)]))
                except OperationError as e:
                    if not e.w_value.gettype().issubtype(
                            w_NotImplementedError):
                        raise
                    self.w_peek = None
                if w_data is not None:
                    read_size = self.set_string_input(
                        buffers.bytes_of(w_data))
                    self.prefetched = 0
                    if n <= read_size:
                        return n
            w_read = self.w_read
            assert w_read is not None
            w_data = w_read.call(Arguments([newint(n)]))
        return self.set_string_input(buffers.bytes_of(w_data))

    def read(self, n):
        """Makes n bytes available at the returned position of self.data
        and moves past them."""
        pos = self.pos
        if n <= len(self.data) - pos:
            self.pos = pos + n
            return pos
        if self.w_read is None:
            raise truncated()
        num_read = self.read_from_file(n)
        if num_read < n:
            raise truncated()
        self.pos = n
        return 0

    def read_str(self, n):
        start = self.read(n)
        stop = start + n
        assert start >= 0 and stop >= start
        return self.data[start:stop]

    def read_into(self, n):
        """n bytes for a bytes or bytearray payload: what is buffered,
        then straight from the file (readinto() or read())."""
        pos = self.pos
        data = self.data
        in_buffer = len(data) - pos
        if n <= in_buffer:
            self.pos = pos + n
            stop = pos + n
            assert pos >= 0 and stop >= pos
            return data[pos:stop]
        head = ""
        if in_buffer > 0:
            assert pos >= 0
            head = data[pos:]
            self.pos = len(data)
            n -= in_buffer
        if self.w_read is None:
            raise truncated()
        self.skip_consumed()
        w_readinto = self.w_readinto
        if w_readinto is None:
            w_read = self.w_read
            assert w_read is not None
            w_data = w_read.call(Arguments([newint(n)]))
            if not isinstance(w_data, W_Bytes):
                from objspace.reprs import repr_w
                raise oefmt(w_ValueError, "read() returned non-bytes object "
                            "(%s)" % repr_w(w_data.gettype()))
            rest = w_data.value
            if len(rest) < n:
                raise truncated()
            if len(rest) > n:
                assert n >= 0
                rest = rest[:n]
            return head + rest
        from objspace.memoryview import W_MemoryView
        w_buf = W_ByteArray("\x00" * n)
        w_size = w_readinto.call(Arguments([W_MemoryView(w_buf, 0, n)]))
        from objspace.modules.pickle_write import c_long
        read_size = c_long(w_size)
        if read_size < 0:
            raise oefmt(w_ValueError, "readinto() returned negative size")
        if read_size < n:
            raise truncated()
        return head + w_buf.value

    def readline(self):
        """The next line (with its newline)."""
        data = self.data
        pos = self.pos
        assert pos >= 0
        i = data.find("\n", pos)
        if i >= 0:
            stop = i + 1
            self.pos = stop
            assert pos >= 0 and stop >= pos
            return data[pos:stop]
        if self.w_read is None:
            raise truncated()
        num_read = self.read_from_file(READ_WHOLE_LINE)
        if num_read == 0 or self.data[num_read - 1] != "\n":
            raise truncated()
        self.pos = num_read
        assert num_read >= 0
        return self.data[:num_read]

    def read_size(self, nbytes):
        """calc_binsize: an unsigned little-endian count, or -1 when it is
        above sys.maxsize."""
        start = self.read(nbytes)
        data = self.data
        x = r_ulonglong(0)
        for k in range(nbytes):
            x |= r_ulonglong(ord(data[start + k])) << (8 * k)
        if x > r_ulonglong(MAXSIZE):
            return -1
        return intmask(x)

    # --- the stack ---

    def underflow(self):
        if self.marks:
            return unpickling_error("unexpected MARK found")
        return unpickling_error("unpickling stack underflow")

    def push(self, w_obj):
        self.stack.append(w_obj)

    def pop(self):
        if len(self.stack) <= self.fence:
            raise self.underflow()
        return self.stack.pop()

    def top(self):
        if len(self.stack) <= self.fence:
            raise self.underflow()
        return self.stack[len(self.stack) - 1]

    def marker(self):
        marks = self.marks
        if not marks:
            raise unpickling_error("could not find MARK")
        mark = marks.pop()
        self.fence = marks[len(marks) - 1] if marks else 0
        return mark

    def pop_items(self, start):
        """The items from start to the top, removed from the stack."""
        stack = self.stack
        assert start >= 0
        items_w = stack[start:]
        del stack[start:]
        return items_w

    def pop_tuple(self, start):
        if start < self.fence:
            raise self.underflow()
        return newtuple(self.pop_items(start))

    def clear_to(self, start):
        if start < len(self.stack):
            assert start >= 0
            del self.stack[start:]

    # --- the memo ---

    def memo_get(self, idx):
        if 0 <= idx < len(self.memo):
            w_obj = self.memo[idx]
            if w_obj is not None:
                return w_obj
        raise unpickling_error("Memo value not found at index %d" % idx)

    def memo_put(self, idx, w_obj):
        memo = self.memo
        if idx >= len(memo):
            extra = max(idx * 2, idx + 1) - len(memo)
            memo.extend([None] * extra)
        if memo[idx] is None:
            self.memo_len += 1
        memo[idx] = w_obj

    # --- load ---

    def find_class(self, w_module, w_name):
        w_meth = attrs.getattr_w(self, "find_class")
        return w_meth.call(Arguments([w_module, w_name]))

    def load(self):
        from objspace.modules.pickle_load import dispatch
        self.marks = []
        self.fence = 0
        self.proto = 0
        self.clear_to(0)
        while True:
            try:
                start = self.read(1)
            except OperationError as e:
                if e.w_value.gettype().issubtype(ps.w_UnpicklingError):
                    raise oefmt(TYPES.by_name["EOFError"], "Ran out of input")
                raise
            op = self.data[start]
            if op == ps.STOP:
                break
            dispatch(self, op)
        self.skip_consumed()
        return self.pop()


def decode_str(data):
    """UTF-8 with surrogatepass, as BINUNICODE's payload."""
    for c in data:
        if ord(c) >= 0x80:
            from objspace.modules.codecs_impl import _decode_utf8
            text, _ = _decode_utf8(data, "surrogatepass", True)
            return newstr(text)
    return newascii(data)


def int_arg(w_obj):
    """PyLong_AsSsize_t of an int."""
    assert isinstance(w_obj, W_Int)
    return w_obj.intval
