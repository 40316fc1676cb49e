"""The `marshal` module for data: dumps/loads/dump/load of None, bools,
StopIteration, Ellipsis, ints (any size), floats, complex, str, bytes,
tuples, lists, dicts, sets and frozensets, in CPython's format (version 4
by default; loads reads every version and back-references). Code objects
are lbbv's own and do not marshal: ValueError, as for any unmarshallable
object.

dumps writes no back-references (CPython marks objects whose reference
count is above one, which lbbv has no notion of), so its bytes can be
longer than CPython's for the same value; both load everywhere. A
back-reference to a tuple from inside itself (which only hand-made data
has) is refused as an invalid reference."""

from rpython.rlib.rbigint import rbigint
from rpython.rlib.rstring import StringBuilder
from rpython.rlib.rstruct.ieee import float_pack, float_unpack
from rpython.rlib.rarithmetic import intmask, r_ulonglong

from objspace.model import Arguments, OperationError
from objspace.moduleobject import W_Module
from objspace.funcobject import builtin_function
from objspace.intobject import (W_Int, W_Long, W_AbstractInt, newint,
                                newlong, W_True, W_False)
from objspace.floatobject import W_Float, newfloat, float_repr
from objspace.complexobject import W_Complex
from objspace.strobject import W_Str, newstr
from objspace.bytesobject import W_AbstractBytes, W_Bytes
from objspace.tupleobject import W_Tuple, newtuple
from objspace.listobject import W_List
from objspace.dictobject import W_Dict
from objspace.setobject import W_Set, W_FrozenSet, W_BaseSet
from objspace.noneobject import W_None, W_Ellipsis
from objspace.intobject import w_int_type
from objspace.floatobject import w_float_type
from objspace.complexobject import w_complex_type
from objspace.strobject import w_str_type
from objspace.bytesobject import w_bytes_type
from objspace.tupleobject import w_tuple_type
from objspace.listobject import w_list_type
from objspace.dictobject import w_dict_type
from objspace.setobject import w_set_type, w_frozenset_type
from objspace.exceptions import (TYPES, oefmt, raise_type_error,
                                 raise_value_error)
from objspace.argcheck import check_args
from objspace.modules import buffers

VERSION = 4
FLAG_REF = 0x80
MAX_DEPTH = 2000


class Writer(object):
    def __init__(self, version):
        self.b = StringBuilder()
        self.version = version
        self.depth = 0

    def byte(self, c):
        self.b.append(chr(c & 0xFF))

    def int32(self, x):
        for k in range(4):
            self.byte(x >> (8 * k))

    def sized(self, code, s, n):
        self.b.append(code)
        self.int32(n)
        self.b.append(s)

    def float_(self, x):
        if self.version > 1:
            self.b.append(_pack_double(x))
        else:
            r = float_repr(x)
            self.byte(len(r))
            self.b.append(r)

    def dump(self, w_x):
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise_value_error("object too deeply nested to marshal")
        self._dump(w_x)
        self.depth -= 1

    def _dump(self, w_x):
        from objspace.exceptions import w_StopIteration
        if w_x is W_None:
            self.b.append("N")
        elif w_x is W_True:
            self.b.append("T")
        elif w_x is W_False:
            self.b.append("F")
        elif w_x is W_Ellipsis:
            self.b.append(".")
        elif w_x is w_StopIteration:
            self.b.append("S")
        elif isinstance(w_x, W_Int) and w_x.gettype() is w_int_type:
            v = w_x.intval
            if -2147483648 <= v <= 2147483647:
                self.b.append("i")
                self.int32(v)
            else:
                self.long_(rbigint.fromint(v))
        elif isinstance(w_x, W_Long) and \
                w_x.gettype() is w_int_type:
            self.long_(w_x.bigval)
        elif isinstance(w_x, W_Float) and \
                w_x.gettype() is w_float_type:
            self.b.append("g" if self.version > 1 else "f")
            self.float_(w_x.floatval)
        elif isinstance(w_x, W_Complex) and \
                w_x.gettype() is w_complex_type:
            self.b.append("y" if self.version > 1 else "x")
            self.float_(w_x.realval)
            self.float_(w_x.imagval)
        elif isinstance(w_x, W_Str) and w_x.gettype() is w_str_type:
            s = w_x.utf8
            if self.version >= 3 and w_x.is_ascii():
                if len(s) < 256:
                    self.b.append("z")
                    self.byte(len(s))
                    self.b.append(s)
                else:
                    self.sized("a", s, len(s))
            else:
                self.sized("u", s, len(s))
        elif isinstance(w_x, W_AbstractBytes) and \
                w_x.gettype() is w_bytes_type:
            self.sized("s", w_x.value, len(w_x.value))
        elif isinstance(w_x, W_Tuple) and w_x.gettype() is \
                w_tuple_type:
            items_w = w_x.items_w
            if self.version >= 4 and len(items_w) < 256:
                self.b.append(")")
                self.byte(len(items_w))
            else:
                self.b.append("(")
                self.int32(len(items_w))
            for w_item in items_w:
                self.dump(w_item)
        elif isinstance(w_x, W_List) and \
                w_x.gettype() is w_list_type:
            items_w = w_x.items_w
            self.b.append("[")
            self.int32(len(items_w))
            for w_item in items_w:
                self.dump(w_item)
        elif isinstance(w_x, W_Dict) and \
                w_x.gettype() is w_dict_type:
            self.b.append("{")
            for w_k, w_v in w_x.data.items():
                self.dump(w_k)
                self.dump(w_v)
            self.b.append("0")
        elif (isinstance(w_x, W_Set) and
              w_x.gettype() is w_set_type) or \
                (isinstance(w_x, W_FrozenSet) and
                 w_x.gettype() is w_frozenset_type):
            assert isinstance(w_x, W_BaseSet)
            keys_w = w_x.items()
            self.b.append("<" if isinstance(w_x, W_Set) else ">")
            self.int32(len(keys_w))
            for w_k in keys_w:
                self.dump(w_k)
        else:
            raise_value_error("unmarshallable object")

    def long_(self, big):
        """'l': the sign in the count of base-2**15 digits."""
        digits = []
        a = big.abs()
        mask = rbigint.fromint(0x7FFF)
        while a.tobool():
            digits.append(a.and_(mask).toint())
            a = a.rshift(15)
        self.b.append("l")
        n = len(digits)
        self.int32(-n if big.sign < 0 else n)
        for d in digits:
            self.byte(d)
            self.byte(d >> 8)


def _pack_double(x):
    bits = float_pack(x, 8)
    out = StringBuilder(8)
    for k in range(8):
        out.append(chr(intmask(bits >> (8 * k)) & 0xFF))
    return out.build()


class Reader(object):
    def __init__(self, data, pos):
        self.data = data
        self.pos = pos
        self.refs_w = []
        self.depth = 0

    def eof(self):
        raise oefmt(TYPES.by_name["EOFError"],
                    "marshal data too short")

    def byte(self):
        if self.pos >= len(self.data):
            self.eof()
        c = ord(self.data[self.pos])
        self.pos += 1
        return c

    def int32(self):
        if self.pos + 4 > len(self.data):
            self.eof()
        x = 0
        for k in range(4):
            x |= ord(self.data[self.pos + k]) << (8 * k)
        self.pos += 4
        if x >= 0x80000000:
            x -= 0x100000000
        return x

    def bytes_(self, n):
        if n < 0:
            raise_value_error("bad marshal data (bytes object size out of "
                              "range)")
        if self.pos + n > len(self.data):
            self.eof()
        start = self.pos
        self.pos += n
        stop = self.pos
        assert start >= 0 and stop >= start
        return self.data[start:stop]

    def float_(self, binary):
        if binary:
            s = self.bytes_(8)
            bits = r_ulonglong(0)
            for k in range(8):
                bits |= r_ulonglong(ord(s[k])) << (8 * k)
            return float_unpack(bits, 8)
        n = self.byte()
        from objspace.formatting_parse import parse_float_str
        return parse_float_str(self.bytes_(n))

    def load(self):
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise_value_error("recursion limit exceeded")
        w_x = self._load()
        self.depth -= 1
        return w_x

    def _load(self):
        from objspace.exceptions import w_StopIteration
        if self.pos >= len(self.data):
            raise oefmt(TYPES.by_name["EOFError"],
                        "EOF read where object expected")
        code = self.byte()
        flag = code & FLAG_REF
        t = chr(code & ~FLAG_REF)
        index = -1
        if flag:
            index = len(self.refs_w)
            self.refs_w.append(None)
        if t == "N":
            w_x = W_None
        elif t == "T":
            w_x = W_True
        elif t == "F":
            w_x = W_False
        elif t == ".":
            w_x = W_Ellipsis
        elif t == "S":
            w_x = w_StopIteration
        elif t == "i":
            w_x = newint(self.int32())
        elif t == "l":
            n = self.int32()
            big = rbigint.fromint(0)
            count = -n if n < 0 else n
            for k in range(count):
                d = self.byte()
                d |= self.byte() << 8
                if d > 0x7FFF:
                    raise_value_error("bad marshal data (digit out of "
                                      "range in long)")
                big = big.add(rbigint.fromint(d).lshift(15 * k))
            if n < 0:
                big = big.neg()
            w_x = newlong(big)
        elif t == "g" or t == "f":
            w_x = newfloat(self.float_(t == "g"))
        elif t == "y" or t == "x":
            re = self.float_(t == "y")
            im = self.float_(t == "y")
            w_x = W_Complex(re, im)
        elif t == "s":
            w_x = W_Bytes(self.bytes_(self.int32()))
        elif t == "u" or t == "t" or t == "a" or t == "A":
            w_x = self.text(self.bytes_(self.int32()))
        elif t == "z" or t == "Z":
            w_x = self.text(self.bytes_(self.byte()))
        elif t == "(" or t == ")":
            n = self.int32() if t == "(" else self.byte()
            if n < 0:
                raise_value_error("bad marshal data (tuple size out of "
                                  "range)")
            items_w = [None] * n
            for k in range(n):
                items_w[k] = self.load_item()
            w_x = newtuple(items_w)
        elif t == "[":
            n = self.int32()
            if n < 0:
                raise_value_error("bad marshal data (list size out of "
                                  "range)")
            w_list = W_List([])
            if index >= 0:
                self.refs_w[index] = w_list
            items_w = []
            for k in range(n):
                items_w.append(self.load_item())
            w_list.items_w = items_w
            w_x = w_list
        elif t == "{":
            w_dict = W_Dict()
            if index >= 0:
                self.refs_w[index] = w_dict
            while True:
                if self.pos < len(self.data) and self.data[self.pos] == "0":
                    self.pos += 1
                    break
                w_k = self.load_item()
                w_v = self.load_item()
                w_dict.setitem(w_k, w_v)
            w_x = w_dict
        elif t == "<" or t == ">":
            n = self.int32()
            if n < 0:
                raise_value_error("bad marshal data (set size out of range)")
            w_set = W_Set() if t == "<" else W_FrozenSet()
            if index >= 0 and t == "<":
                self.refs_w[index] = w_set
            for k in range(n):
                w_set.add(self.load_item())
            w_x = w_set
        elif t == "r":
            n = self.int32()
            if n < 0 or n >= len(self.refs_w) or self.refs_w[n] is None:
                raise_value_error("bad marshal data (invalid reference)")
            w_x = self.refs_w[n]
        elif t == "c":
            raise_value_error("bad marshal data (code objects are CPython's "
                              "and lbbv cannot load them)")
            return None
        else:
            raise_value_error("bad marshal data (unknown type code)")
            return None
        if index >= 0:
            self.refs_w[index] = w_x
        return w_x

    def load_item(self):
        w_x = self.load()
        if w_x is None:
            raise_type_error("NULL object in marshal data for object")
        return w_x

    def text(self, s):
        from objspace.modules.codecs_impl import _decode_utf8
        text, _ = _decode_utf8(s, "surrogatepass", True)
        return newstr(text)


def _version_arg(args_w, i):
    if len(args_w) > i:
        w_v = args_w[i]
        if not isinstance(w_v, W_Int):
            raise_type_error("'%s' object cannot be interpreted as an "
                             "integer" % w_v.gettype().name)
        assert isinstance(w_v, W_Int)
        return w_v.intval
    return VERSION


def m_dumps(args):
    args_w = check_args(args, "dumps", 1, 2)
    w = Writer(_version_arg(args_w, 1))
    w.dump(args_w[0])
    return W_Bytes(w.b.build())


def m_loads(args):
    args_w = check_args(args, "loads", 1, 1)
    data = buffers.bytes_of(args_w[0])
    return Reader(data, 0).load_item()


def m_dump(args):
    from objspace import attrs
    args_w = check_args(args, "dump", 2, 3)
    w = Writer(_version_arg(args_w, 2))
    w.dump(args_w[0])
    attrs.getattr_w(args_w[1], "write").call(Arguments([W_Bytes(
        w.b.build())]))
    return W_None


def m_load(args):
    """Reads the whole rest of the file, loads one object and seeks back
    to just after it when the file can seek (CPython reads piecewise)."""
    from objspace import attrs
    args_w = check_args(args, "load", 1, 1)
    w_file = args_w[0]
    w_data = attrs.getattr_w(w_file, "read").call(Arguments([]))
    data = buffers.bytes_of(w_data)
    r = Reader(data, 0)
    w_x = r.load_item()
    rest = len(data) - r.pos
    if rest > 0:
        attrs.getattr_w(w_file, "seek").call(Arguments([newint(-rest),
                                                        newint(1)]))
    return w_x


def make():
    w_mod = W_Module("marshal")
    for name, fn in [("dumps", m_dumps), ("loads", m_loads),
                     ("dump", m_dump), ("load", m_load)]:
        w_mod.setitem(name, builtin_function(name, fn))
    w_mod.setitem("version", newint(VERSION))
    return w_mod
