"""_json.make_scanner, the type _json.Scanner, as CPython 3.11's
Modules/_json.c (scanner_new, scanner_call, scan_once_unicode,
_parse_object_unicode, _parse_array_unicode, _match_number_unicode):
json.scanner's `c_make_scanner`, which json.decoder.JSONDecoder calls as
its scan_once. The text is scanned as utf-8 bytes; the indexes Python
sees (the idx given, the end returned, StopIteration's value and
JSONDecodeError's pos) are code points, converted at those edges."""

from rpython.rlib.rdtoa import strtod

from objspace.model import W_Object, Arguments, OperationError
from objspace.funcobject import W_BuiltinFunction
from objspace.typeobject import W_TypeObject, w_object_type
from objspace.intobject import W_True, W_False, newint, newbool, newlong
from objspace.intobject import w_int_type
from objspace.floatobject import W_Float, w_float_type
from objspace.strobject import W_Str, newascii, byte_offset
from objspace.tupleobject import newtuple
from objspace.listobject import newlist, newlist_from_items
from objspace.dictobject import W_Dict
from objspace.noneobject import W_None, W_NoneObject
from objspace.exceptions import (W_BaseException, w_StopIteration,
                                 raise_type_error, raise_value_error,
                                 raise_attribute_error)
from objspace.modules.posix_args import parse
from objspace.modules.mod_json import (scan_string, error_at, count_cp,
                                       _decode_error)
from objspace import attrs
from objspace import operations as ops
from objspace import recursion

MEMBERS = ["strict", "object_hook", "object_pairs_hook", "parse_float",
           "parse_int", "parse_constant"]


class W_Scanner(W_Object):
    _attrs_ = _immutable_fields_ = (
        "strict", "w_object_hook", "w_object_pairs_hook", "w_parse_float",
        "w_parse_int", "w_parse_constant")

    def __init__(self, strict, w_object_hook, w_object_pairs_hook,
                 w_parse_float, w_parse_int, w_parse_constant):
        self.strict = strict
        self.w_object_hook = w_object_hook
        self.w_object_pairs_hook = w_object_pairs_hook
        self.w_parse_float = w_parse_float
        self.w_parse_int = w_parse_int
        self.w_parse_constant = w_parse_constant

    def gettype(self):
        return w_scanner_type

    def call(self, args):
        from objspace.builtinsub import unwrap
        from objspace.strmethods import as_ssize
        values_w = parse(args, "scan_once", ["string", "idx"], 2, 2)
        w_orig = values_w[0]
        idx = as_ssize(values_w[1])
        w_s = unwrap(w_orig)
        if not isinstance(w_s, W_Str):
            raise_type_error("first argument must be a string, not %s"
                             % w_orig.gettype().tp_name())
        assert isinstance(w_s, W_Str)
        if idx < 0:
            raise_value_error("idx cannot be negative")
        if idx >= w_s.length:
            raise stop_iteration(idx)
        pos = byte_offset(w_s, idx)
        scan = Scan(self, w_orig, w_s)
        w_value = scan.scan_once(pos)
        end = scan.next
        if not scan.ascii:
            end = idx + count_cp(scan.s, pos, end)
        return newtuple([w_value, newint(end)])

    def getattr_hook(self, name):
        if name == "strict":
            return newbool(self.strict)
        if name == "object_hook":
            return self.w_object_hook
        if name == "object_pairs_hook":
            return self.w_object_pairs_hook
        if name == "parse_float":
            return self.w_parse_float
        if name == "parse_int":
            return self.w_parse_int
        if name == "parse_constant":
            return self.w_parse_constant
        return None

    def setattr_hook(self, name, w_value):
        if name in MEMBERS:
            raise_attribute_error("readonly attribute")
        raise_attribute_error("'_json.Scanner' object has no attribute '%s'"
                              % name)
        return False

    def delattr_hook(self, name):
        return self.setattr_hook(name, None)


def stop_iteration(idx):
    return OperationError(W_BaseException(w_StopIteration, [newint(idx)]))


class Scan(object):
    """One call of a scanner: the text, its memo of object keys (one str
    object per key value, as CPython's memo dict), and `next`, the byte
    position after the value the last parse method returned."""
    _attrs_ = ("scanner", "w_orig", "w_s", "s", "n", "ascii", "memo",
               "next")

    def __init__(self, scanner, w_orig, w_s):
        self.scanner = scanner
        self.w_orig = w_orig
        self.w_s = w_s
        self.s = w_s.utf8
        self.n = len(self.s)
        self.ascii = w_s.is_ascii()
        self.memo = None
        self.next = 0

    def error(self, msg, pos):
        return error_at(msg, self.w_orig, self.w_s, pos)

    def stop(self, pos):
        if self.ascii:
            return stop_iteration(pos)
        return stop_iteration(count_cp(self.s, 0, pos))

    def skip_ws(self, pos):
        s = self.s
        n = self.n
        while pos < n:
            c = s[pos]
            if c != " " and c != "\t" and c != "\n" and c != "\r":
                break
            pos += 1
        return pos

    def scan_once(self, pos):
        """One JSON value at byte pos (< n)."""
        s = self.s
        n = self.n
        c = s[pos]
        if c == '"':
            w_str, nxt = scan_string(self.w_orig, self.w_s, pos + 1,
                                     self.scanner.strict)
            self.next = nxt
            return w_str
        if c == "{":
            recursion.enter(" while decoding a JSON object from a unicode "
                            "string")
            try:
                return self.parse_object(pos + 1)
            finally:
                recursion.leave()
        if c == "[":
            recursion.enter(" while decoding a JSON array from a unicode "
                            "string")
            try:
                return self.parse_array(pos + 1)
            finally:
                recursion.leave()
        if c == "n":
            if pos + 3 < n and s[pos + 1] == "u" and s[pos + 2] == "l" and \
                    s[pos + 3] == "l":
                self.next = pos + 4
                return W_None
        elif c == "t":
            if pos + 3 < n and s[pos + 1] == "r" and s[pos + 2] == "u" and \
                    s[pos + 3] == "e":
                self.next = pos + 4
                return W_True
        elif c == "f":
            if pos + 4 < n and s[pos + 1] == "a" and s[pos + 2] == "l" and \
                    s[pos + 3] == "s" and s[pos + 4] == "e":
                self.next = pos + 5
                return W_False
        elif c == "N":
            if pos + 2 < n and s[pos + 1] == "a" and s[pos + 2] == "N":
                return self.parse_constant("NaN", pos)
        elif c == "I":
            if self.matches(pos, "Infinity"):
                return self.parse_constant("Infinity", pos)
        elif c == "-":
            if self.matches(pos, "-Infinity"):
                return self.parse_constant("-Infinity", pos)
        return self.match_number(pos)

    def matches(self, pos, word):
        """The text has `word` at pos (CPython's `idx + len - 1 < length`
        and a comparison of each character)."""
        s = self.s
        if pos + len(word) - 1 >= self.n:
            return False
        for k in range(len(word)):
            if s[pos + k] != word[k]:
                return False
        return True

    def parse_constant(self, word, pos):
        w_res = self.scanner.w_parse_constant.call(
            Arguments([newascii(word)]))
        self.next = pos + len(word)
        return w_res

    def memo_key(self, w_key):
        memo = self.memo
        if memo is None:
            memo = {}
            self.memo = memo
        key = w_key.utf8
        w_old = memo.get(key, None)
        if w_old is not None:
            return w_old
        memo[key] = w_key
        return w_key

    def parse_object(self, pos):
        """The object whose '{' is just before byte pos."""
        s = self.s
        n = self.n
        w_pairs_hook = self.scanner.w_object_pairs_hook
        has_pairs_hook = not isinstance(w_pairs_hook, W_NoneObject)
        pairs_w = None
        w_dict = None
        if has_pairs_hook:
            pairs_w = []
        else:
            w_dict = W_Dict()
        pos = self.skip_ws(pos)
        if pos >= n or s[pos] != "}":
            while True:
                if pos >= n or s[pos] != '"':
                    raise self.error("Expecting property name enclosed in "
                                     "double quotes", pos)
                w_key, pos = scan_string(self.w_orig, self.w_s, pos + 1,
                                         self.scanner.strict)
                w_key = self.memo_key(w_key)
                pos = self.skip_ws(pos)
                if pos >= n or s[pos] != ":":
                    raise self.error("Expecting ':' delimiter", pos)
                pos = self.skip_ws(pos + 1)
                if pos >= n:
                    raise self.stop(pos)
                w_value = self.scan_once(pos)
                if pairs_w is not None:
                    pairs_w.append(newtuple([w_key, w_value]))
                else:
                    assert w_dict is not None
                    w_dict.setitem(w_key, w_value)
                pos = self.skip_ws(self.next)
                if pos < n and s[pos] == "}":
                    break
                if pos >= n or s[pos] != ",":
                    raise self.error("Expecting ',' delimiter", pos)
                pos = self.skip_ws(pos + 1)
        self.next = pos + 1
        if pairs_w is not None:
            return w_pairs_hook.call(Arguments([newlist(pairs_w)]))
        assert w_dict is not None
        w_hook = self.scanner.w_object_hook
        if not isinstance(w_hook, W_NoneObject):
            return w_hook.call(Arguments([w_dict]))
        return w_dict

    def parse_array(self, pos):
        """The array whose '[' is just before byte pos."""
        s = self.s
        n = self.n
        items_w = []
        pos = self.skip_ws(pos)
        if pos >= n or s[pos] != "]":
            while True:
                if pos >= n:
                    raise self.stop(pos)
                items_w.append(self.scan_once(pos))
                pos = self.skip_ws(self.next)
                if pos < n and s[pos] == "]":
                    break
                if pos >= n or s[pos] != ",":
                    raise self.error("Expecting ',' delimiter", pos)
                pos = self.skip_ws(pos + 1)
        if pos >= n or s[pos] != "]":       # (not reached, as CPython's)
            raise _decode_error("Expecting value", self.w_orig,
                                self.w_s.length - 1)
        self.next = pos + 1
        return newlist_from_items(items_w)

    def match_number(self, start):
        s = self.s
        n = self.n
        end_idx = n - 1
        pos = start
        if s[pos] == "-":
            pos += 1
            if pos > end_idx:
                raise self.stop(start)
        c = s[pos]
        if "1" <= c <= "9":
            pos += 1
            while pos <= end_idx and _isdigit(s[pos]):
                pos += 1
        elif c == "0":
            pos += 1
        else:
            raise self.stop(start)
        is_float = False
        if pos < end_idx and s[pos] == "." and _isdigit(s[pos + 1]):
            is_float = True
            pos += 2
            while pos <= end_idx and _isdigit(s[pos]):
                pos += 1
        if pos < end_idx and (s[pos] == "e" or s[pos] == "E"):
            e_start = pos
            pos += 1
            if pos < end_idx and (s[pos] == "-" or s[pos] == "+"):
                pos += 1
            while pos <= end_idx and _isdigit(s[pos]):
                pos += 1
            if _isdigit(s[pos - 1]):
                is_float = True
            else:
                pos = e_start
        assert start >= 0 and pos >= start
        numstr = s[start:pos]
        self.next = pos
        scanner = self.scanner
        if is_float:
            w_func = scanner.w_parse_float
            if w_func is w_float_type:
                return W_Float(strtod(numstr))
        else:
            w_func = scanner.w_parse_int
            if w_func is w_int_type:
                return _int_of(numstr)
        return w_func.call(Arguments([newascii(numstr)]))


def _isdigit(c):
    return "0" <= c <= "9"


def _int_of(numstr):
    """int(numstr) for the digits of a JSON integer (an optional '-')."""
    n = len(numstr)
    if n <= 18:
        v = 0
        neg = numstr[0] == "-"
        for i in range(1 if neg else 0, n):
            v = v * 10 + (ord(numstr[i]) - 48)
        return newint(-v if neg else v)
    from objspace.formatting_parse import parse_int_str
    from objspace.formatting_util import FormatError
    from objspace.formatops import format_error
    try:
        return newlong(parse_int_str(numstr, 10))
    except FormatError as e:
        raise format_error(e)


def scanner_new(args):
    values_w = parse(args, "make_scanner", ["context"], 1, 1)
    w_ctx = values_w[0]
    strict = ops.is_true(attrs.getattr_w(w_ctx, "strict"))
    w_object_hook = attrs.getattr_w(w_ctx, "object_hook")
    w_object_pairs_hook = attrs.getattr_w(w_ctx, "object_pairs_hook")
    w_parse_float = attrs.getattr_w(w_ctx, "parse_float")
    w_parse_int = attrs.getattr_w(w_ctx, "parse_int")
    w_parse_constant = attrs.getattr_w(w_ctx, "parse_constant")
    return W_Scanner(strict, w_object_hook, w_object_pairs_hook,
                     w_parse_float, w_parse_int, w_parse_constant)


def _make_type():
    from objspace import getset
    w_type = W_TypeObject("Scanner", [w_object_type])
    w_type.module = "_json"
    w_type.w_new = W_BuiltinFunction("Scanner", scanner_new)
    w_type.doc = "JSON scanner object"
    w_type.dict_w["__call__"] = W_BuiltinFunction(
        "__call__", attrs.typed_call_self(W_Scanner, "_json.Scanner"))
    getset.install(w_type, [], MEMBERS)
    return w_type


w_scanner_type = _make_type()
