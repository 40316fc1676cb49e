"""The Pickler of `_pickle`: CPython 3.11's C pickler in RPython, opcode
for opcode (the same bytes for the same objects: frames of 64 KiB in
protocol 4+, memo numbering, BININT1/2, SHORT_BINUNICODE, APPENDS and
SETITEMS in batches of 1000, ...).

The output is built in RPython StringBuilders: `out` holds what is
final, `frame` the open frame of protocol 4+ (its FRAME header is
written in front of it when the frame is committed, at an opcode
boundary past 64 KiB, before a large bytes payload, at the end). With a
file, committed frames are written to it as CPython's are. The memo is
an RPython dict keyed by object identity. The built-in types are saved
without a Python-level call; other objects go through reducer_override,
the dispatch tables, __reduce_ex__ and __reduce__ in CPython's order."""

from rpython.rlib.rstring import StringBuilder
from rpython.rlib.rarithmetic import intmask
from rpython.rlib.longlong2float import float2longlong
from rpython.rlib.rbigint import rbigint

from objspace.model import Arguments, OperationError
from objspace.instances import W_Instance
from objspace.typeobject import W_TypeObject, w_type_type
from objspace.intobject import (W_Int, W_Bool, W_Long, W_AbstractInt,
                                newint)
from objspace.floatobject import W_Float, float_repr
from objspace.strobject import W_Str, newstr, newascii
from objspace.bytesobject import W_Bytes, W_ByteArray, w_bytearray_type
from objspace.tupleobject import W_Tuple, newtuple, w_tuple_type
from objspace.listobject import W_List, w_list_type
from objspace.dictobject import W_Dict
from objspace.setobject import W_Set, W_FrozenSet, w_set_type, \
    w_frozenset_type
from objspace.noneobject import (W_None, W_NotImplemented, W_Ellipsis,
                                 w_none_type, w_ellipsis_type,
                                 w_notimplemented_type)
from objspace.exceptions import (oefmt, raise_type_error, w_ValueError,
                                 w_OverflowError, w_RuntimeError,
                                 w_AttributeError)
from objspace import recursion
from objspace.modules import pickle_state as ps
from objspace.modules.pickle_state import (pickling_error, lookup_attr,
                                           str_of)


# one object, as CPython's interned "latin1": its second use is a memo get
W_LATIN1 = newascii("latin1")


class W_Pickler(W_Instance):
    _attrs_ = ("proto", "bin", "framing", "fast", "fast_nesting",
               "fix_imports", "memo", "out", "frame", "w_write",
               "w_pers_func", "w_dispatch_table", "w_reducer_override",
               "w_buffer_callback", "fast_memo")

    def __init__(self, w_class):
        W_Instance.__init__(self, w_class)
        self.memo = {}
        self.out = StringBuilder()
        self.frame = None
        self.proto = 0
        self.bin = 0
        self.framing = False
        self.fast = 0
        self.fast_nesting = 0
        self.fix_imports = False
        self.w_write = None
        self.w_pers_func = None
        self.w_dispatch_table = None
        self.w_reducer_override = None
        self.w_buffer_callback = None
        self.fast_memo = None

    # --- setup (Pickler.__init__, dump, dumps) ---

    def set_protocol(self, w_protocol, fix_imports):
        if w_protocol is None or w_protocol is W_None:
            proto = ps.DEFAULT_PROTOCOL
        else:
            proto = c_long(w_protocol)
            if proto < 0:
                proto = ps.HIGHEST_PROTOCOL
            elif proto > ps.HIGHEST_PROTOCOL:
                raise oefmt(w_ValueError, "pickle protocol must be <= %d"
                            % ps.HIGHEST_PROTOCOL)
        self.proto = proto
        self.bin = 1 if proto > 0 else 0
        self.fix_imports = fix_imports and proto < 3

    def set_output(self, w_file):
        w_write = lookup_attr(w_file, "write")
        if w_write is None:
            raise_type_error("file must have a 'write' attribute")
        self.w_write = w_write

    def set_buffer_callback(self, w_callback):
        if w_callback is W_None:
            w_callback = None
        if w_callback is not None and self.proto < 5:
            raise oefmt(w_ValueError, "buffer_callback needs protocol >= 5")
        self.w_buffer_callback = w_callback

    # --- output ---

    def write(self, s):
        if self.framing:
            frame = self.frame
            if frame is None:
                frame = StringBuilder()
                self.frame = frame
            frame.append(s)
        else:
            self.out.append(s)

    def write_char(self, c):
        if self.framing:
            frame = self.frame
            if frame is None:
                frame = StringBuilder()
                self.frame = frame
            frame.append(c)
        else:
            self.out.append(c)

    def write2(self, c1, c2):
        if self.framing:
            frame = self.frame
            if frame is None:
                frame = StringBuilder()
                self.frame = frame
            frame.append(c1)
            frame.append(c2)
        else:
            self.out.append(c1)
            self.out.append(c2)

    def commit_frame(self):
        frame = self.frame
        if not self.framing or frame is None:
            return
        self.frame = None
        data = frame.build()
        if len(data) >= ps.FRAME_SIZE_MIN:
            self.out.append(ps.FRAME)
            self.out.append(pack_size64(len(data)))
        self.out.append(data)

    def opcode_boundary(self):
        frame = self.frame
        if frame is None or not self.framing:
            return
        if frame.getlength() >= ps.FRAME_SIZE_TARGET:
            self.commit_frame()
            if self.w_write is not None:
                self.flush_to_file()

    def get_string(self):
        self.commit_frame()
        s = self.out.build()
        self.out = StringBuilder()
        return s

    def clear_buffer(self):
        self.out = StringBuilder()
        self.frame = None

    def flush_to_file(self):
        w_write = self.w_write
        assert w_write is not None
        w_write.call(Arguments([W_Bytes(self.get_string())]))

    def write_bytes(self, header, data, w_payload):
        """A header and its payload; a payload of 64 KiB or more goes
        outside any frame, straight to the file if there is one."""
        bypass = len(data) >= ps.FRAME_SIZE_TARGET
        framing = self.framing
        if bypass:
            self.commit_frame()
            self.framing = False
        self.write(header)
        w_write = self.w_write
        if bypass and w_write is not None:
            self.flush_to_file()
            if w_payload is None:
                w_payload = W_Bytes(data)
            w_write.call(Arguments([w_payload]))
            self.clear_buffer()
        else:
            self.write(data)
        self.framing = framing

    # --- the memo ---

    def memo_put(self, w_obj):
        if self.fast:
            return
        idx = len(self.memo)
        self.memo[w_obj] = idx
        if self.proto >= 4:
            self.write_char(ps.MEMOIZE)
        elif not self.bin:
            self.write("%s%d\n" % (ps.PUT, idx))
        elif idx < 256:
            self.write2(ps.BINPUT, chr(idx))
        elif idx <= 0xffffffff:
            self.write(ps.LONG_BINPUT + pack_u32(idx))
        else:
            raise pickling_error("memo id too large for LONG_BINPUT")

    def memo_get(self, w_obj):
        idx = self.memo[w_obj]
        if not self.bin:
            self.write("%s%d\n" % (ps.GET, idx))
        elif idx < 256:
            self.write2(ps.BINGET, chr(idx))
        elif idx <= 0xffffffff:
            self.write(ps.LONG_BINGET + pack_u32(idx))
        else:
            raise pickling_error("memo id too large for LONG_BINGET")

    def in_memo(self, w_obj):
        return w_obj in self.memo

    # --- dump ---

    def dump(self, w_obj):
        self.w_reducer_override = lookup_attr(self, "reducer_override")
        try:
            if self.proto >= 2:
                self.write(ps.PROTO + chr(self.proto))
                if self.proto >= 4:
                    self.framing = True
            self.save(w_obj, False)
            self.write_char(ps.STOP)
            self.commit_frame()
        finally:
            self.framing = False
            self.w_reducer_override = None

    def save(self, w_obj, pers_save):
        self.opcode_boundary()
        if not pers_save and self.w_pers_func is not None:
            if self.save_pers(w_obj):
                return
        # atoms: never memoized
        if w_obj is W_None:
            self.write_char(ps.NONE)
            return
        if isinstance(w_obj, W_Bool):
            self.save_bool(w_obj.intval != 0)
            return
        if isinstance(w_obj, W_Int):
            self.save_int(w_obj.intval)
            return
        if isinstance(w_obj, W_Long):
            self.save_long(w_obj.bigval)
            return
        if isinstance(w_obj, W_Float):
            self.save_float(w_obj.floatval)
            return
        if w_obj in self.memo:
            self.memo_get(w_obj)
            return
        if isinstance(w_obj, W_Bytes):
            self.save_bytes(w_obj)
            return
        if isinstance(w_obj, W_Str):
            self.save_str(w_obj)
            return
        recursion.enter(" while pickling an object")
        try:
            self.save_other(w_obj)
        finally:
            recursion.leave()

    def save_other(self, w_obj):
        from objspace.modules.pickle_buffer import W_PickleBuffer
        if isinstance(w_obj, W_Dict):
            self.save_dict(w_obj)
            return
        if isinstance(w_obj, W_Set):
            self.save_set(w_obj)
            return
        if isinstance(w_obj, W_FrozenSet):
            self.save_frozenset(w_obj)
            return
        if isinstance(w_obj, W_List):
            self.save_list(w_obj)
            return
        if isinstance(w_obj, W_Tuple) and w_obj.gettype() is w_tuple_type:
            self.save_tuple(w_obj)
            return
        if isinstance(w_obj, W_ByteArray):
            self.save_bytearray(w_obj)
            return
        if isinstance(w_obj, W_PickleBuffer):
            self.save_picklebuffer(w_obj)
            return
        w_reduce = None
        w_override = self.w_reducer_override
        if w_override is not None:
            w_reduce = w_override.call(Arguments([w_obj]))
            if w_reduce is W_NotImplemented:
                w_reduce = None
        if w_reduce is None:
            w_type = w_obj.gettype()
            if w_type is w_type_type:
                self.save_type(w_obj)
                return
            from interpreter.runtime.function import W_Function
            if isinstance(w_obj, W_Function):
                self.save_global(w_obj, None)
                return
            w_reduce_func = self.dispatch_lookup(w_type)
            if w_reduce_func is not None:
                w_reduce = w_reduce_func.call(Arguments([w_obj]))
            elif w_type.issubtype(w_type_type):
                self.save_global(w_obj, None)
                return
            else:
                w_reduce = self.call_reduce(w_obj)
        if str_of(w_reduce) is not None:
            self.save_global(w_obj, w_reduce)
            return
        w_tup = as_tuple(w_reduce)
        if w_tup is None:
            raise pickling_error("__reduce__ must return a string or tuple")
        self.save_reduce(w_tup, w_obj)

    def dispatch_lookup(self, w_type):
        """The reduction function for w_type from the pickler's own
        dispatch_table, else copyreg.dispatch_table, or None."""
        from objspace import containers
        w_table = self.w_dispatch_table
        if w_table is None:
            w_copyreg_table = ps.STATE.w_dispatch_table
            assert isinstance(w_copyreg_table, W_Dict)
            return w_copyreg_table.getitem(w_type)
        if isinstance(w_table, W_Dict):
            return w_table.getitem(w_type)
        try:
            return containers.getitem_w(w_table, w_type)
        except OperationError as e:
            from objspace.exceptions import w_KeyError
            if e.w_value.gettype().issubtype(w_KeyError):
                return None
            raise

    def call_reduce(self, w_obj):
        w_func = lookup_attr(w_obj, "__reduce_ex__")
        if w_func is not None:
            return w_func.call(Arguments([newint(self.proto)]))
        w_func = lookup_attr(w_obj, "__reduce__")
        if w_func is not None:
            return w_func.call(Arguments([]))
        from objspace.reprs import repr_w
        raise pickling_error("can't pickle '%s' object: %s"
                             % (w_obj.gettype().name, repr_w(w_obj)))

    # --- atoms ---

    def save_bool(self, value):
        if self.proto >= 2:
            self.write_char(ps.NEWTRUE if value else ps.NEWFALSE)
        else:
            self.write("I01\n" if value else "I00\n")

    def save_int(self, v):
        if -0x80000000 <= v <= 0x7fffffff:
            if not self.bin:
                self.write("%s%d\n" % (ps.INT, v))
            elif 0 <= v <= 0xff:
                self.write2(ps.BININT1, chr(v))
            elif 0 <= v <= 0xffff:
                self.write(ps.BININT2 + chr(v & 0xff) + chr(v >> 8))
            else:
                self.write(ps.BININT + pack_u32(v & 0xffffffff))
            return
        if self.proto >= 2:
            self.save_long_binary(rbigint.fromint(v))
        else:
            self.write("%s%dL\n" % (ps.LONG, v))

    def save_long(self, big):
        try:
            v = big.toint()
        except OverflowError:
            pass
        else:
            self.save_int(v)
            return
        if self.proto >= 2:
            self.save_long_binary(big)
        else:
            self.write(ps.LONG + big.str() + "L\n")

    def save_long_binary(self, big):
        if big.sign == 0:
            self.write(ps.LONG1 + "\x00")
            return
        nbytes = (big.bit_length() >> 3) + 1
        if nbytes > 0x7fffffff:
            raise oefmt(w_OverflowError, "int too large to pickle")
        data = big.tobytes(nbytes, "little", True)
        if big.sign < 0 and nbytes > 1 and ord(data[nbytes - 1]) == 0xff \
                and ord(data[nbytes - 2]) & 0x80:
            nbytes -= 1
            assert nbytes >= 0
            data = data[:nbytes]
        if nbytes < 256:
            self.write(ps.LONG1 + chr(nbytes))
        else:
            self.write(ps.LONG4 + pack_u32(nbytes))
        self.write(data)

    def save_float(self, x):
        if self.bin:
            bits = float2longlong(x)
            b = StringBuilder(9)
            b.append(ps.BINFLOAT)
            for k in range(7, -1, -1):
                b.append(chr(intmask(bits >> (8 * k)) & 0xff))
            self.write(b.build())
        else:
            self.write(ps.FLOAT + float_repr(x) + "\n")

    def save_bytes(self, w_obj):
        data = w_obj.value
        if self.proto < 3:
            if not data:
                w_reduce = newtuple([w_obj.gettype(), newtuple([])])
            else:
                w_reduce = newtuple([ps.STATE.w_codecs_encode, newtuple(
                    [newstr(latin1_to_utf8(data)), W_LATIN1])])
            self.save_reduce(w_reduce, w_obj)
            return
        self.save_bytes_data(w_obj, data)

    def save_bytes_data(self, w_obj, data):
        size = len(data)
        if size <= 0xff:
            header = ps.SHORT_BINBYTES + chr(size)
        elif size <= 0xffffffff:
            header = ps.BINBYTES + pack_u32(size)
        else:
            header = ps.BINBYTES8 + pack_size64(size)
        self.write_bytes(header, data, w_obj)
        self.memo_put(w_obj)

    def save_bytearray(self, w_obj):
        data = w_obj.value
        if self.proto < 5:
            if not data:
                w_args = newtuple([])
            else:
                w_args = newtuple([W_Bytes(data)])
            self.save_reduce(newtuple([w_bytearray_type, w_args]), w_obj)
            return
        self.save_bytearray_data(w_obj, data)

    def save_bytearray_data(self, w_obj, data):
        self.write_bytes(ps.BYTEARRAY8 + pack_size64(len(data)), data, w_obj)
        self.memo_put(w_obj)

    def save_picklebuffer(self, w_obj):
        if self.proto < 5:
            raise pickling_error("PickleBuffer can only pickled with "
                                 "protocol >= 5")
        view = w_obj.view()
        data = view.data()
        readonly = view.is_readonly()
        in_band = True
        w_callback = self.w_buffer_callback
        if w_callback is not None:
            from objspace import operations as ops
            in_band = ops.is_true(w_callback.call(Arguments([w_obj])))
        if in_band:
            if readonly:
                self.save_bytes_data(w_obj, data)
            else:
                self.save_bytearray_data(w_obj, data)
        else:
            self.write_char(ps.NEXT_BUFFER)
            if readonly:
                self.write_char(ps.READONLY_BUFFER)

    def save_str(self, w_obj):
        if self.bin:
            data = w_obj.utf8
            size = len(data)
            if size <= 0xff and self.proto >= 4:
                self.write2(ps.SHORT_BINUNICODE, chr(size))
                self.write(data)
            else:
                if size <= 0xffffffff:
                    header = ps.BINUNICODE + pack_u32(size)
                else:
                    header = ps.BINUNICODE8 + pack_size64(size)
                self.write_bytes(header, data, None)
        else:
            self.write(ps.UNICODE + raw_unicode_escape(w_obj.utf8) + "\n")
        self.memo_put(w_obj)

    # --- containers ---

    def save_tuple(self, w_obj):
        items_w = w_obj.items_w
        n = len(items_w)
        if n == 0:
            self.write(ps.EMPTY_TUPLE if self.proto else ps.MARK + ps.TUPLE)
            return
        if n <= 3 and self.proto >= 2:
            for w_item in items_w:
                self.save(w_item, False)
            if w_obj in self.memo:
                self.write(ps.POP * n)
                self.memo_get(w_obj)
                return
            if n == 1:
                self.write_char(ps.TUPLE1)
            elif n == 2:
                self.write_char(ps.TUPLE2)
            else:
                self.write_char(ps.TUPLE3)
            self.memo_put(w_obj)
            return
        self.write_char(ps.MARK)
        for w_item in items_w:
            self.save(w_item, False)
        if w_obj in self.memo:
            if self.bin:
                self.write_char(ps.POP_MARK)
            else:
                self.write(ps.POP * (n + 1))
            self.memo_get(w_obj)
            return
        self.write_char(ps.TUPLE)
        self.memo_put(w_obj)

    def save_list(self, w_obj):
        if self.fast:
            self.fast_save_enter(w_obj)
        self.write(ps.EMPTY_LIST if self.bin else ps.MARK + ps.LIST)
        self.memo_put(w_obj)
        if w_obj.length() > 0:
            if self.proto > 0:
                self.batch_list_exact(w_obj)
            else:
                for i in range(w_obj.length()):
                    if i >= w_obj.length():
                        break
                    self.save(w_obj.getitem(i), False)
                    self.write_char(ps.APPEND)
        if self.fast:
            self.fast_save_leave(w_obj)

    def batch_list_exact(self, w_list):
        if w_list.length() == 1:
            self.save(w_list.getitem(0), False)
            self.write_char(ps.APPEND)
            return
        total = 0
        while True:
            this_batch = 0
            self.write_char(ps.MARK)
            while total < w_list.length():
                self.save(w_list.getitem(total), False)
                total += 1
                this_batch += 1
                if this_batch == ps.BATCHSIZE:
                    break
            self.write_char(ps.APPENDS)
            if total >= w_list.length():
                break

    def batch_list(self, w_iter):
        from objspace.containers import next_w
        if self.proto == 0:
            while True:
                w_item = next_w(w_iter)
                if w_item is None:
                    return
                self.save(w_item, False)
                self.write_char(ps.APPEND)
        while True:
            w_first = next_w(w_iter)
            if w_first is None:
                return
            w_item = next_w(w_iter)
            if w_item is None:
                self.save(w_first, False)
                self.write_char(ps.APPEND)
                return
            self.write_char(ps.MARK)
            self.save(w_first, False)
            n = 1
            while w_item is not None:
                self.save(w_item, False)
                n += 1
                if n == ps.BATCHSIZE:
                    break
                w_item = next_w(w_iter)
            self.write_char(ps.APPENDS)
            if n != ps.BATCHSIZE:
                return

    def save_dict(self, w_obj):
        if self.fast:
            self.fast_save_enter(w_obj)
        self.write(ps.EMPTY_DICT if self.bin else ps.MARK + ps.DICT)
        self.memo_put(w_obj)
        size = len(w_obj.data)
        if size > 0:
            keys_w = w_obj.data.keys()
            values_w = w_obj.data.values()
            if self.proto == 0:
                for k in range(size):
                    self.save(keys_w[k], False)
                    self.save(values_w[k], False)
                    self.write_char(ps.SETITEM)
            elif size == 1:
                self.save(keys_w[0], False)
                self.save(values_w[0], False)
                self.write_char(ps.SETITEM)
            else:
                pos = 0
                while True:
                    i = 0
                    self.write_char(ps.MARK)
                    while pos < size:
                        w_key = keys_w[pos]
                        w_value = values_w[pos]
                        pos += 1
                        self.save(w_key, False)
                        self.save(w_value, False)
                        i += 1
                        if i == ps.BATCHSIZE:
                            break
                    self.write_char(ps.SETITEMS)
                    if len(w_obj.data) != size:
                        raise oefmt(w_RuntimeError, "dictionary changed size "
                                    "during iteration")
                    if i != ps.BATCHSIZE:
                        break
        if self.fast:
            self.fast_save_leave(w_obj)

    def batch_dict(self, w_iter):
        from objspace.containers import next_w
        if self.proto == 0:
            while True:
                w_pair = next_w(w_iter)
                if w_pair is None:
                    return
                pair_w = _pair(w_pair)
                self.save(pair_w[0], False)
                self.save(pair_w[1], False)
                self.write_char(ps.SETITEM)
        while True:
            w_first = next_w(w_iter)
            if w_first is None:
                return
            first_w = _pair(w_first)
            w_item = next_w(w_iter)
            if w_item is None:
                self.save(first_w[0], False)
                self.save(first_w[1], False)
                self.write_char(ps.SETITEM)
                return
            self.write_char(ps.MARK)
            self.save(first_w[0], False)
            self.save(first_w[1], False)
            n = 1
            while w_item is not None:
                item_w = _pair(w_item)
                self.save(item_w[0], False)
                self.save(item_w[1], False)
                n += 1
                if n == ps.BATCHSIZE:
                    break
                w_item = next_w(w_iter)
            self.write_char(ps.SETITEMS)
            if n != ps.BATCHSIZE:
                return

    def save_set(self, w_obj):
        if self.proto < 4:
            w_items = W_List(w_obj.items())
            self.save_reduce(newtuple([w_set_type, newtuple([w_items])]),
                             w_obj)
            return
        self.write_char(ps.EMPTY_SET)
        self.memo_put(w_obj)
        items_w = w_obj.items()
        size = len(items_w)
        if size == 0:
            return
        pos = 0
        while True:
            i = 0
            self.write_char(ps.MARK)
            while pos < size:
                self.save(items_w[pos], False)
                pos += 1
                i += 1
                if i == ps.BATCHSIZE:
                    break
            self.write_char(ps.ADDITEMS)
            if w_obj.used != size:
                raise oefmt(w_RuntimeError, "set changed size during "
                            "iteration")
            if i != ps.BATCHSIZE:
                break

    def save_frozenset(self, w_obj):
        if self.fast:
            # (CPython enters the fast-mode guard here and never leaves)
            self.fast_save_enter(w_obj)
        if self.proto < 4:
            w_items = W_List(w_obj.items())
            self.save_reduce(newtuple([w_frozenset_type,
                                       newtuple([w_items])]), w_obj)
            return
        self.write_char(ps.MARK)
        for w_item in w_obj.items():
            self.save(w_item, False)
        if w_obj in self.memo:
            self.write_char(ps.POP_MARK)
            self.memo_get(w_obj)
            return
        self.write_char(ps.FROZENSET)
        self.memo_put(w_obj)

    def fast_save_enter(self, w_obj):
        self.fast_nesting += 1
        if self.fast_nesting >= ps.FAST_NESTING_LIMIT:
            if self.fast_memo is None:
                self.fast_memo = {}
            fast_memo = self.fast_memo
            if w_obj in fast_memo:
                from objspace.reprs import address_of
                raise oefmt(w_ValueError, "fast mode: can't pickle cyclic "
                            "objects including object type %s at %s"
                            % (w_obj.gettype().name, address_of(w_obj)))
            fast_memo[w_obj] = True

    def fast_save_leave(self, w_obj):
        nesting = self.fast_nesting
        self.fast_nesting = nesting - 1
        if nesting >= ps.FAST_NESTING_LIMIT:
            fast_memo = self.fast_memo
            if fast_memo is not None and w_obj in fast_memo:
                del fast_memo[w_obj]

    # --- persistent ids, globals, reductions ---

    def save_pers(self, w_obj):
        w_func = self.w_pers_func
        assert w_func is not None
        w_pid = w_func.call(Arguments([w_obj]))
        if w_pid is W_None:
            return False
        if self.bin:
            self.save(w_pid, True)
            self.write_char(ps.BINPERSID)
        else:
            from objspace.reprs import str_w
            s = str_w(w_pid)
            for c in s:
                if ord(c) >= 0x80:
                    raise pickling_error("persistent IDs in protocol 0 must "
                                         "be ASCII strings")
            self.write(ps.PERSID + s + "\n")
        return True

    def save_type(self, w_obj):
        if w_obj is w_none_type:
            w_single = W_None
        elif w_obj is w_ellipsis_type:
            w_single = W_Ellipsis
        elif w_obj is w_notimplemented_type:
            w_single = W_NotImplemented
        else:
            self.save_global(w_obj, None)
            return
        self.save_reduce(newtuple([w_type_type, newtuple([w_single])]),
                         w_obj)

    def save_global(self, w_obj, w_name):
        from objspace.modules.pickle_globals import save_global
        save_global(self, w_obj, w_name)

    def save_reduce(self, w_args, w_obj):
        from objspace.modules.pickle_globals import save_reduce
        save_reduce(self, w_args, w_obj)


def _pair(w_item):
    w_t = as_tuple(w_item)
    if w_t is None or len(w_t.items_w) != 2:
        raise_type_error("dict items iterator must return 2-tuples")
    assert w_t is not None
    return w_t.items_w


def as_tuple(w_obj):
    """PyTuple_Check: the W_Tuple of a tuple or tuple subclass, or None."""
    from objspace.builtinsub import unwrap
    w_t = unwrap(w_obj)
    if isinstance(w_t, W_Tuple):
        return w_t
    return None


def c_long(w_obj):
    """PyLong_AsLong (through __index__), with CPython's errors."""
    if isinstance(w_obj, W_Int):
        return w_obj.intval
    from objspace.sequences import index_or_none
    w_i = index_or_none(w_obj)
    if w_i is None:
        raise_type_error("'%s' object cannot be interpreted as an integer"
                         % w_obj.gettype().name)
    if isinstance(w_i, W_Int):
        return w_i.intval
    raise oefmt(w_OverflowError, "Python int too large to convert to C long")
    return 0


def pack_u32(v):
    return (chr(v & 0xff) + chr((v >> 8) & 0xff) + chr((v >> 16) & 0xff) +
            chr((v >> 24) & 0xff))


def pack_size64(v):
    b = StringBuilder(8)
    for k in range(8):
        b.append(chr((v >> (8 * k)) & 0xff))
    return b.build()


def latin1_to_utf8(data):
    b = StringBuilder(len(data))
    for c in data:
        o = ord(c)
        if o < 0x80:
            b.append(c)
        else:
            b.append(chr(0xC0 | (o >> 6)))
            b.append(chr(0x80 | (o & 0x3F)))
    return b.build()


_HEX = "0123456789abcdef"


def raw_unicode_escape(s):
    """CPython's pickle variant of raw-unicode-escape: code points up to
    255 as their byte, but backslash, NUL, \\n, \\r and \\x1a escaped as
    \\uXXXX (protocol 0's UNICODE opcode ends at a newline)."""
    from objspace.strobject import decode_utf8_char
    b = StringBuilder(len(s))
    i = 0
    n = len(s)
    while i < n:
        o = ord(s[i])
        if o < 0x80:
            cp = o
            i += 1
        else:
            cp, i = decode_utf8_char(s, i)
        if cp >= 0x10000:
            b.append("\\U")
            for k in range(7, -1, -1):
                b.append(_HEX[(cp >> (4 * k)) & 0xf])
        elif cp >= 256 or cp == 0x5c or cp == 0 or cp == 0x0a or \
                cp == 0x0d or cp == 0x1a:
            b.append("\\u")
            for k in range(3, -1, -1):
                b.append(_HEX[(cp >> (4 * k)) & 0xf])
        else:
            b.append(chr(cp))
    return b.build()
