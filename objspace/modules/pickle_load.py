"""The opcodes of the Unpickler (pickle_read.py holds its input, stack
and memo): one function per opcode family, as CPython 3.11's load_*
functions, with their messages; dispatch() is a single switch."""

from rpython.rlib.rbigint import rbigint
from rpython.rlib.rarithmetic import r_ulonglong, intmask
from rpython.rlib.longlong2float import longlong2float
from rpython.rlib.rarithmetic import r_int64

from objspace.model import Arguments, OperationError
from objspace.typeobject import W_TypeObject, LAYOUT_INSTANCE
from objspace.intobject import W_Int, newint, newlong, W_True, W_False
from objspace.floatobject import newfloat
from objspace.strobject import W_Str, newstr
from objspace.bytesobject import W_Bytes, W_ByteArray
from objspace.tupleobject import W_Tuple, newtuple
from objspace.listobject import W_List
from objspace.dictobject import W_Dict
from objspace.setobject import W_Set, W_FrozenSet, W_BaseSet
from objspace.noneobject import W_None
from objspace.exceptions import (oefmt, raise_type_error, w_ValueError,
                                 w_OverflowError)
from objspace import attrs
from objspace.modules import pickle_state as ps
from objspace.modules.pickle_state import unpickling_error, lookup_attr
from objspace.modules.pickle_read import decode_str, MAXSIZE


def dispatch(u, op):
    if op == ps.BININT1:
        start = u.read(1)
        u.push(newint(ord(u.data[start])))
    elif op == ps.BININT2:
        start = u.read(2)
        data = u.data
        u.push(newint(ord(data[start]) | (ord(data[start + 1]) << 8)))
    elif op == ps.BININT:
        start = u.read(4)
        data = u.data
        x = (ord(data[start]) | (ord(data[start + 1]) << 8) |
             (ord(data[start + 2]) << 16) | (ord(data[start + 3]) << 24))
        if x & 0x80000000:
            x -= 0x100000000
        u.push(newint(x))
    elif op == ps.SHORT_BINUNICODE:
        start = u.read(1)
        size = ord(u.data[start])
        u.push(decode_str(u.read_str(size)))
    elif op == ps.BINUNICODE:
        u.push(decode_str(u.read_str(_size(u, 4, "BINUNICODE"))))
    elif op == ps.BINUNICODE8:
        u.push(decode_str(u.read_str(_size(u, 8, "BINUNICODE"))))
    elif op == ps.MEMOIZE:
        u.memo_put(u.memo_len, u.top())
    elif op == ps.BINPUT:
        start = u.read(1)
        w_top = u.top()
        u.memo_put(ord(u.data[start]), w_top)
    elif op == ps.LONG_BINPUT:
        start = u.read(4)
        w_top = u.top()
        u.memo_put(_u32(u.data, start), w_top)
    elif op == ps.BINGET:
        start = u.read(1)
        u.push(u.memo_get(ord(u.data[start])))
    elif op == ps.LONG_BINGET:
        start = u.read(4)
        u.push(u.memo_get(_u32(u.data, start)))
    elif op == ps.MARK:
        n = len(u.stack)
        u.marks.append(n)
        u.fence = n
    elif op == ps.EMPTY_LIST:
        u.push(W_List([]))
    elif op == ps.EMPTY_DICT:
        u.push(W_Dict())
    elif op == ps.EMPTY_TUPLE:
        u.push(newtuple([]))
    elif op == ps.TUPLE1:
        _counted_tuple(u, 1)
    elif op == ps.TUPLE2:
        _counted_tuple(u, 2)
    elif op == ps.TUPLE3:
        _counted_tuple(u, 3)
    elif op == ps.TUPLE:
        mark = u.marker()
        _counted_tuple(u, len(u.stack) - mark)
    elif op == ps.APPENDS:
        _do_append(u, u.marker())
    elif op == ps.APPEND:
        if len(u.stack) - 1 <= u.fence:
            raise u.underflow()
        _do_append(u, len(u.stack) - 1)
    elif op == ps.SETITEMS:
        _do_setitems(u, u.marker())
    elif op == ps.SETITEM:
        _do_setitems(u, len(u.stack) - 2)
    elif op == ps.NONE:
        u.push(W_None)
    elif op == ps.NEWTRUE:
        u.push(W_True)
    elif op == ps.NEWFALSE:
        u.push(W_False)
    elif op == ps.BINFLOAT:
        start = u.read(8)
        data = u.data
        bits = r_ulonglong(0)
        for k in range(8):
            bits = (bits << 8) | r_ulonglong(ord(data[start + k]))
        u.push(newfloat(longlong2float(r_int64(intmask(bits)))))
    elif op == ps.SHORT_BINBYTES:
        start = u.read(1)
        u.push(W_Bytes(u.read_into(ord(u.data[start]))))
    elif op == ps.BINBYTES:
        u.push(W_Bytes(u.read_into(_size(u, 4, "BINBYTES"))))
    elif op == ps.BINBYTES8:
        u.push(W_Bytes(u.read_into(_size(u, 8, "BINBYTES"))))
    elif op == ps.BYTEARRAY8:
        u.push(W_ByteArray(u.read_into(_size(u, 8, "BYTEARRAY8"))))
    elif op == ps.LONG1:
        start = u.read(1)
        _counted_long(u, ord(u.data[start]))
    elif op == ps.LONG4:
        start = u.read(4)
        n = _u32(u.data, start)
        if n & 0x80000000:
            raise unpickling_error("LONG pickle has negative byte count")
        _counted_long(u, n)
    elif op == ps.FRAME:
        size = u.read_size(8)
        if size < 0:
            raise oefmt(w_OverflowError, "FRAME length exceeds system's "
                        "maximum of %d bytes" % MAXSIZE)
        u.read(size)
        u.pos -= size
    elif op == ps.PROTO:
        start = u.read(1)
        proto = ord(u.data[start])
        if proto > ps.HIGHEST_PROTOCOL:
            raise oefmt(w_ValueError, "unsupported pickle protocol: %d"
                        % proto)
        u.proto = proto
    elif op == ps.STACK_GLOBAL:
        w_name = u.pop()
        w_module = u.pop()
        if not isinstance(w_module, W_Str) or not isinstance(w_name, W_Str):
            raise unpickling_error("STACK_GLOBAL requires str")
        u.push(u.find_class(w_module, w_name))
    elif op == ps.GLOBAL:
        w_module = _line_utf8(u)
        w_name = _line_utf8(u)
        u.push(u.find_class(w_module, w_name))
    elif op == ps.REDUCE:
        w_args = u.pop()
        w_callable = u.pop()
        u.push(_call(w_callable, w_args))
    elif op == ps.BUILD:
        _load_build(u)
    elif op == ps.NEWOBJ:
        _load_newobj(u, False)
    elif op == ps.NEWOBJ_EX:
        _load_newobj(u, True)
    elif op == ps.EMPTY_SET:
        u.push(W_Set())
    elif op == ps.ADDITEMS:
        _load_additems(u)
    elif op == ps.FROZENSET:
        w_items = u.pop_tuple(u.marker())
        w_set = W_FrozenSet()
        assert isinstance(w_items, W_Tuple)
        for w_item in w_items.items_w:
            w_set.add(w_item)
        u.push(w_set)
    elif op == ps.LIST:
        u.push(W_List(u.pop_items(u.marker())))
    elif op == ps.DICT:
        _load_dict(u)
    elif op == ps.POP:
        n = len(u.stack)
        marks = u.marks
        if marks and marks[len(marks) - 1] == n:
            marks.pop()
            u.fence = marks[len(marks) - 1] if marks else 0
        elif n <= u.fence:
            raise u.underflow()
        else:
            u.stack.pop()
    elif op == ps.POP_MARK:
        u.clear_to(u.marker())
    elif op == ps.DUP:
        u.push(u.top())
    elif op == ps.BINPERSID:
        _need_pers(u)
        w_pid = u.pop()
        w_func = u.w_pers_func
        assert w_func is not None
        u.push(w_func.call(Arguments([w_pid])))
    elif op == ps.PERSID:
        _need_pers(u)
        line = u.readline()
        if len(line) < 1:
            raise ps.unpickling_error("pickle data was truncated")
        pid = chomp(line)
        for c in pid:
            if ord(c) >= 0x80:
                raise unpickling_error("persistent IDs in protocol 0 must "
                                       "be ASCII strings")
        w_func = u.w_pers_func
        assert w_func is not None
        u.push(w_func.call(Arguments([newstr(pid)])))
    elif op == ps.EXT1:
        start = u.read(1)
        _load_extension(u, ord(u.data[start]))
    elif op == ps.EXT2:
        start = u.read(2)
        data = u.data
        _load_extension(u, ord(data[start]) | (ord(data[start + 1]) << 8))
    elif op == ps.EXT4:
        start = u.read(4)
        code = _u32(u.data, start)
        if code & 0x80000000:
            code -= 0x100000000
        _load_extension(u, code)
    elif op == ps.NEXT_BUFFER:
        _load_next_buffer(u)
    elif op == ps.READONLY_BUFFER:
        _load_readonly_buffer(u)
    else:
        _load_text_opcode(u, op)


def _load_text_opcode(u, op):
    """The opcodes of protocols 0 and 1 that read a line, and the rest."""
    if op == ps.INT:
        line = _line(u, 2)
        u.push(_parse_int_line(line))
    elif op == ps.LONG:
        line = _line(u, 2)
        end = len(line) - 1
        if line[end - 1] == "L":
            end -= 1
        assert end >= 0
        u.push(newlong(_parse_base10(line[:end], line)))
    elif op == ps.FLOAT:
        line = _line(u, 2)
        u.push(newfloat(_parse_float_line(line)))
    elif op == ps.STRING:
        _load_string(u)
    elif op == ps.BINSTRING:
        size = _size(u, 4, "BINSTRING")
        u.push(_decode_py2(u, u.read_str(size)))
    elif op == ps.SHORT_BINSTRING:
        start = u.read(1)
        u.push(_decode_py2(u, u.read_str(ord(u.data[start]))))
    elif op == ps.UNICODE:
        line = u.readline()
        if len(line) < 1:
            raise ps.unpickling_error("pickle data was truncated")
        from objspace.modules import codecs_impl
        text, _ = codecs_impl.decode(codecs_impl.K_RAW_UNICODE_ESCAPE,
                                     chomp(line), "strict", True)
        u.push(newstr(text))
    elif op == ps.GET:
        line = _line(u, 2)
        w_idx = newlong(_parse_base10(line, line))
        if not isinstance(w_idx, W_Int):
            raise oefmt(w_OverflowError, "Python int too large to convert "
                        "to C ssize_t")
        assert isinstance(w_idx, W_Int)
        u.push(u.memo_get(w_idx.intval))
    elif op == ps.PUT:
        line = _line(u, 2)
        w_top = u.top()
        w_idx = newlong(_parse_base10(line, line))
        if not isinstance(w_idx, W_Int):
            raise oefmt(w_OverflowError, "Python int too large to convert "
                        "to C ssize_t")
        assert isinstance(w_idx, W_Int)
        if w_idx.intval < 0:
            raise oefmt(w_ValueError, "negative PUT argument")
        u.memo_put(w_idx.intval, w_top)
    elif op == ps.OBJ:
        mark = u.marker()
        if len(u.stack) - mark < 1:
            raise u.underflow()
        w_args = u.pop_tuple(mark + 1)
        w_cls = u.pop()
        u.push(_instantiate(w_cls, w_args))
    elif op == ps.INST:
        mark = u.marker()
        w_module = _line_ascii(u)
        w_name = _line_ascii(u)
        w_cls = u.find_class(w_module, w_name)
        u.push(_instantiate(w_cls, u.pop_tuple(mark)))
    else:
        c = ord(op)
        if 0x20 <= c <= 0x7e and op != "'" and op != "\\":
            raise unpickling_error("invalid load key, '%s'." % op)
        raise unpickling_error("invalid load key, '\\x%s'." % _hex2(c))


def chomp(line):
    """The line without its last character (its newline)."""
    end = len(line) - 1
    assert end >= 0
    return line[:end]


def _hex2(c):
    digits = "0123456789abcdef"
    return digits[c >> 4] + digits[c & 15]


def _u32(data, start):
    return (ord(data[start]) | (ord(data[start + 1]) << 8) |
            (ord(data[start + 2]) << 16) | (ord(data[start + 3]) << 24))


def _size(u, nbytes, what):
    size = u.read_size(nbytes)
    if size < 0:
        if what == "BINSTRING":
            raise unpickling_error("BINSTRING exceeds system's maximum size "
                                   "of %d bytes" % MAXSIZE)
        raise oefmt(w_OverflowError, "%s exceeds system's maximum size of "
                    "%d bytes" % (what, MAXSIZE))
    return size


def _line(u, minimum):
    line = u.readline()
    if len(line) < minimum:
        raise ps.unpickling_error("pickle data was truncated")
    return line


def _line_utf8(u):
    line = _line(u, 2)
    return decode_strict(chomp(line), "utf-8")


def _line_ascii(u):
    line = _line(u, 2)
    return decode_strict(chomp(line), "ascii")


def decode_strict(data, encoding):
    from objspace.modules.mod_codecs import decode_w
    return decode_w(W_Bytes(data), encoding, "strict")


def _counted_tuple(u, n):
    if len(u.stack) < n:
        raise u.underflow()
    u.push(u.pop_tuple(len(u.stack) - n))


def _counted_long(u, n):
    if n == 0:
        u.push(newint(0))
        return
    data = u.read_str(n)
    u.push(newlong(rbigint.frombytes(data, "little", True)))


def _strtol0(body):
    """C's strtol(s, &end, 0) over all of body: the value, or None when
    it does not parse to the end or overflows a long."""
    n = len(body)
    i = 0
    while i < n and body[i] in " \t\n\r\f\v":
        i += 1
    neg = False
    if i < n and (body[i] == "+" or body[i] == "-"):
        neg = body[i] == "-"
        i += 1
    base = 10
    if i + 1 < n and body[i] == "0" and (body[i + 1] == "x" or
                                         body[i + 1] == "X"):
        base = 16
        i += 2
    elif i < n and body[i] == "0":
        base = 8
    start = i
    value = rbigint.fromint(0)
    big_base = rbigint.fromint(base)
    while i < n:
        c = body[i]
        if "0" <= c <= "9":
            d = ord(c) - ord("0")
        elif "a" <= c <= "f":
            d = ord(c) - ord("a") + 10
        elif "A" <= c <= "F":
            d = ord(c) - ord("A") + 10
        else:
            break
        if d >= base:
            break
        value = value.mul(big_base).add(rbigint.fromint(d))
        i += 1
    if i == start or i != n:
        return None
    if neg:
        value = value.neg()
    try:
        return newint(value.toint())
    except OverflowError:
        return None


def _parse_int_line(line):
    body = chomp(line)
    w_x = _strtol0(body)
    if w_x is not None:
        assert isinstance(w_x, W_Int)
        if len(line) == 3 and (w_x.intval == 0 or w_x.intval == 1):
            return W_True if w_x.intval else W_False
        return w_x
    from objspace.formatting_parse import parse_int_str, FormatError
    try:
        return newlong(parse_int_str(body, 0))
    except FormatError:
        raise oefmt(w_ValueError, "could not convert string to int")


def _parse_base10(s, shown):
    """PyLong_FromString(s, NULL, 10), its error showing `shown`."""
    from objspace.formatting_parse import parse_int_str, FormatError
    try:
        return parse_int_str(s, 10)
    except FormatError:
        from objspace.strobject import str_repr
        raise oefmt(w_ValueError, "invalid literal for int() with base 10: "
                    "%s" % str_repr(shown))


def _parse_float_line(line):
    """PyOS_string_to_double(s, &end, OverflowError), which must stop at
    the newline."""
    from objspace.formatting_parse import parse_float_str, FormatError
    body = chomp(line)
    spaces = " \t\n\r\f\v"
    if not body or body[0] in spaces:
        raise oefmt(w_ValueError, "could not convert string to float: '%s'"
                    % line)
    if body[len(body) - 1] in spaces:
        raise oefmt(w_ValueError, "could not convert string to float")
    try:
        x = parse_float_str(body)
    except FormatError:
        if body[0] in "0123456789+-.iInN":
            raise oefmt(w_ValueError, "could not convert string to float")
        raise oefmt(w_ValueError, "could not convert string to float: '%s'"
                    % line)
    if x == x and (x > 1.7976931348623157e308 or
                   x < -1.7976931348623157e308):
        if body.lower().find("inf") < 0:
            raise oefmt(w_OverflowError, "value too large to convert to "
                        "float: '%s'" % line)
    return x


def _load_string(u):
    line = u.readline()
    n = len(line) - 1
    if n >= 2 and line[0] == line[n - 1] and (line[0] == "'" or
                                             line[0] == '"'):
        from objspace import escapes
        from objspace.modules.mod_codecs import _BytesEscapeErrors
        data, _ = escapes.decode_escapes(line, 1, n - 1, escapes.BYTES,
                                         True, True,
                                         _BytesEscapeErrors("strict"))
        u.push(_decode_py2(u, data))
        return
    raise unpickling_error("the STRING opcode argument must be quoted")


def _decode_py2(u, data):
    if u.encoding == "bytes":
        return W_Bytes(data)
    from objspace.modules.mod_codecs import decode_w
    return decode_w(W_Bytes(data), u.encoding, u.errors)


def _call(w_callable, w_args):
    from objspace.modules.pickle_write import as_tuple
    w_t = as_tuple(w_args)
    if w_t is None:
        raise_type_error("argument list must be a tuple")
    assert w_t is not None
    return w_callable.call(Arguments(list(w_t.items_w)))


def _instantiate(w_cls, w_args):
    assert isinstance(w_args, W_Tuple)
    if not w_args.items_w and isinstance(w_cls, W_TypeObject):
        if lookup_attr(w_cls, "__getinitargs__") is None:
            w_new = attrs.getattr_w(w_cls, "__new__")
            return w_new.call(Arguments([w_cls]))
    return w_cls.call(Arguments(list(w_args.items_w)))


def _load_newobj(u, use_kwargs):
    from objspace.modules.pickle_write import as_tuple
    from objspace.modules.pickle_globals import is_dict
    w_kwargs = u.pop() if use_kwargs else None
    w_args = u.pop()
    w_cls = u.pop()
    what = "NEWOBJ_EX" if use_kwargs else "NEWOBJ"
    if not isinstance(w_cls, W_TypeObject):
        raise unpickling_error("%s class argument must be a type, not %s"
                               % (what, w_cls.gettype().name))
    w_t = as_tuple(w_args)
    if w_t is None:
        raise unpickling_error("%s args argument must be a tuple, not %s"
                               % (what, w_args.gettype().name))
    assert w_t is not None
    kw_names = None
    kw_values_w = None
    if w_kwargs is not None:
        if not is_dict(w_kwargs):
            raise unpickling_error("%s kwargs argument must be a dict, not "
                                   "%s" % (what, w_kwargs.gettype().name))
        from objspace.builtinsub import unwrap
        from objspace.modules.pickle_state import str_of
        w_kw = unwrap(w_kwargs)
        assert isinstance(w_kw, W_Dict)
        kw_names = []
        kw_values_w = []
        for w_key, w_value in w_kw.data.items():
            key = str_of(w_key)
            if key is None:
                raise_type_error("keywords must be strings")
            assert key is not None
            kw_names.append(key)
            kw_values_w.append(w_value)
    w_new = attrs.getattr_w(w_cls, "__new__")
    u.push(w_new.call(Arguments([w_cls] + w_t.items_w, kw_names,
                                kw_values_w)))


def _do_append(u, x):
    stack = u.stack
    n = len(stack)
    if x > n or x <= u.fence:
        raise u.underflow()
    if n == x:
        return
    w_list = stack[x - 1]
    if isinstance(w_list, W_List):
        for w_item in u.pop_items(x):
            w_list.append(w_item)
        return
    w_extend = lookup_attr(w_list, "extend")
    if w_extend is not None:
        w_extend.call(Arguments([W_List(u.pop_items(x))]))
        return
    w_append = attrs.getattr_w(w_list, "append")
    items_w = u.pop_items(x)
    for w_item in items_w:
        w_append.call(Arguments([w_item]))


def _do_setitems(u, x):
    stack = u.stack
    n = len(stack)
    if x > n or x <= u.fence:
        raise u.underflow()
    if n == x:
        return
    if (n - x) % 2 != 0:
        raise unpickling_error("odd number of items for SETITEMS")
    w_dict = stack[x - 1]
    try:
        i = x + 1
        if isinstance(w_dict, W_Dict):
            while i < n:
                w_dict.setitem(stack[i - 1], stack[i])
                i += 2
        else:
            from objspace.containers import setitem_w
            while i < n:
                setitem_w(w_dict, stack[i - 1], stack[i])
                i += 2
    finally:
        u.clear_to(x)


def _load_dict(u):
    mark = u.marker()
    stack = u.stack
    n = len(stack)
    w_dict = W_Dict()
    if (n - mark) % 2 != 0:
        raise unpickling_error("odd number of items for DICT")
    i = mark + 1
    while i < n:
        w_dict.setitem(stack[i - 1], stack[i])
        i += 2
    u.clear_to(mark)
    u.push(w_dict)


def _load_additems(u):
    mark = u.marker()
    stack = u.stack
    n = len(stack)
    if mark > n or mark <= u.fence:
        raise u.underflow()
    if n == mark:
        return
    w_set = stack[mark - 1]
    if isinstance(w_set, W_BaseSet):
        w_items = u.pop_tuple(mark)
        assert isinstance(w_items, W_Tuple)
        for w_item in w_items.items_w:
            w_set.add(w_item)
        return
    w_add = attrs.getattr_w(w_set, "add")
    items_w = u.pop_items(mark)
    for w_item in items_w:
        w_add.call(Arguments([w_item]))


def _load_build(u):
    from objspace.modules.pickle_globals import is_dict
    from objspace.builtinsub import unwrap
    if len(u.stack) - 2 < u.fence:
        raise u.underflow()
    w_state = u.pop()
    w_inst = u.stack[len(u.stack) - 1]
    w_setstate = lookup_attr(w_inst, "__setstate__")
    if w_setstate is not None:
        w_setstate.call(Arguments([w_state]))
        return
    w_slotstate = None
    w_t = unwrap(w_state)
    if isinstance(w_t, W_Tuple) and len(w_t.items_w) == 2:
        w_state = w_t.items_w[0]
        w_slotstate = w_t.items_w[1]
    if w_state is not W_None:
        if not is_dict(w_state):
            raise unpickling_error("state is not a dictionary")
        w_d = unwrap(w_state)
        assert isinstance(w_d, W_Dict)
        items = w_d.data.items()
        if _plain_instance(w_inst):
            assert isinstance(w_inst, W_Instance_)
            for w_key, w_value in items:
                if isinstance(w_key, W_Str):
                    w_inst.setdictvalue(w_key.utf8, w_value)
                else:
                    w_inst.get_dict().setitem(w_key, w_value)
        else:
            from objspace.containers import setitem_w
            w_idict = attrs.getattr_w(w_inst, "__dict__")
            for w_key, w_value in items:
                setitem_w(w_idict, w_key, w_value)
    if w_slotstate is not None:
        if not is_dict(w_slotstate):
            raise unpickling_error("slot state is not a dictionary")
        w_sd = unwrap(w_slotstate)
        assert isinstance(w_sd, W_Dict)
        from objspace.modules.pickle_state import str_of
        for w_key, w_value in w_sd.data.items():
            name = str_of(w_key)
            if name is None:
                raise_type_error("attribute name must be string, not '%s'"
                                 % w_key.gettype().name)
            assert name is not None
            attrs.setattr_w(w_inst, name, w_value)


from objspace.instances import W_Instance as W_Instance_  # noqa: E402


def _plain_instance(w_inst):
    """An instance of a Python class whose __dict__ holds its attributes
    (written straight to its storage, not through obj.__dict__, which
    would turn the instance's map into a dict for good)."""
    from objspace.typeobject import F_GETATTRIBUTE, F_GETATTR, F_SLOTS
    if not isinstance(w_inst, W_Instance_):
        return False
    w_type = w_inst.gettype()
    if w_type.layout != LAYOUT_INSTANCE:
        return False
    return w_type.attr_flags() & (F_GETATTRIBUTE | F_GETATTR | F_SLOTS) == 0


def _need_pers(u):
    if u.w_pers_func is None:
        raise unpickling_error("A load persistent id instruction was "
                               "encountered,\nbut no persistent_load "
                               "function was specified.")


def _load_extension(u, code):
    from objspace.modules.pickle_state import str_of
    if code <= 0:
        raise unpickling_error("EXT specifies code <= 0")
    st = ps.STATE
    w_code = newint(code)
    w_cache = st.w_extension_cache
    assert isinstance(w_cache, W_Dict)
    w_obj = w_cache.getitem(w_code)
    if w_obj is not None:
        u.push(w_obj)
        return
    w_inverted = st.w_inverted_registry
    assert isinstance(w_inverted, W_Dict)
    w_pair = w_inverted.getitem(w_code)
    if w_pair is None:
        raise oefmt(w_ValueError, "unregistered extension code %d" % code)
    if not isinstance(w_pair, W_Tuple) or len(w_pair.items_w) != 2 or \
            str_of(w_pair.items_w[0]) is None or \
            str_of(w_pair.items_w[1]) is None:
        raise oefmt(w_ValueError, "_inverted_registry[%d] isn't a 2-tuple "
                    "of strings" % code)
    assert isinstance(w_pair, W_Tuple)
    w_obj = u.find_class(w_pair.items_w[0], w_pair.items_w[1])
    w_cache.setitem(w_code, w_obj)
    u.push(w_obj)


def _load_next_buffer(u):
    from objspace.containers import next_w
    w_buffers = u.w_buffers
    if w_buffers is None:
        raise unpickling_error("pickle stream refers to out-of-band data "
                               "but no *buffers* argument was given")
    w_buf = next_w(w_buffers)
    if w_buf is None:
        raise unpickling_error("not enough out-of-band buffers")
    u.push(w_buf)


def _load_readonly_buffer(u):
    from objspace.memoryview import memoryview_of
    stack = u.stack
    n = len(stack)
    if n <= u.fence:
        raise u.underflow()
    w_view = memoryview_of(stack[n - 1])
    if not w_view.is_readonly():
        w_view.force_readonly = True
        stack[n - 1] = w_view
