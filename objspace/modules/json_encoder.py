"""_json.make_encoder, the type _json.Encoder, as CPython 3.11's
Modules/_json.c (encoder_new, encoder_call, encoder_listencode_obj /
_list / _dict): json.encoder's `c_make_encoder`, which
JSONEncoder.iterencode uses for a one-shot encoding without indent.
Calling one gives a list holding the whole text (3.11's
_PyAccu_FinishAsList), which JSONEncoder.encode joins."""

import math

from rpython.rlib.rstring import StringBuilder

from objspace.model import W_Object, Arguments
from objspace.funcobject import W_BuiltinFunction
from objspace.typeobject import W_TypeObject, w_object_type
from objspace.intobject import W_Int, W_Bool, W_Long, newbool
from objspace.floatobject import W_Float, float_repr
from objspace.strobject import W_Str, codepoints_in_utf8
from objspace.tupleobject import W_Tuple, newtuple
from objspace.listobject import W_List, newlist
from objspace.dictobject import W_Dict
from objspace.noneobject import W_None, W_NoneObject
from objspace.exceptions import (raise_type_error, raise_value_error,
                                 raise_attribute_error)
from objspace.builtinsub import unwrap
from objspace.modules.posix_args import parse
from objspace.modules.mod_json import (encode_into, W_ENCODE_BASESTRING,
                                       W_ENCODE_BASESTRING_ASCII)
from objspace import attrs
from objspace import containers
from objspace.sequences import unpack_iterable
from objspace import operations as ops
from objspace import recursion

MEMBERS = ["markers", "default", "encoder", "indent", "key_separator",
           "item_separator", "sort_keys", "skipkeys"]

# how strings are encoded: by calling the `encoder` argument, or by the
# code of _json.encode_basestring(_ascii) when it is one of them
CALL, FAST, FAST_ASCII = 0, 1, 2

WHERE = " while encoding a JSON object"


class W_Encoder(W_Object):
    """w_markers: the dict of ids of the containers being encoded, or
    None (check_circular=False)."""
    _attrs_ = _immutable_fields_ = (
        "w_markers", "w_default", "w_encoder", "w_indent", "w_key_sep",
        "w_item_sep", "key_sep", "item_sep", "sort_keys", "skipkeys",
        "allow_nan", "fast")

    def __init__(self, w_markers, w_default, w_encoder, w_indent, w_key_sep,
                 w_item_sep, key_sep, item_sep, sort_keys, skipkeys,
                 allow_nan, fast):
        self.w_markers = w_markers
        self.w_default = w_default
        self.w_encoder = w_encoder
        self.w_indent = w_indent
        self.w_key_sep = w_key_sep
        self.w_item_sep = w_item_sep
        self.key_sep = key_sep
        self.item_sep = item_sep
        self.sort_keys = sort_keys
        self.skipkeys = skipkeys
        self.allow_nan = allow_nan
        self.fast = fast

    def gettype(self):
        return w_encoder_type

    def call(self, args):
        from objspace.strmethods import as_ssize
        values_w = parse(args, "_iterencode",
                         ["obj", "_current_indent_level"], 2, 2)
        as_ssize(values_w[1])       # (the level: unused without indent)
        b = StringBuilder()
        self.encode_obj(b, values_w[0])
        out = b.build()
        return newlist([W_Str(out, codepoints_in_utf8(out))])

    def getattr_hook(self, name):
        if name == "markers":
            return W_None if self.w_markers is None else self.w_markers
        if name == "default":
            return self.w_default
        if name == "encoder":
            return self.w_encoder
        if name == "indent":
            return self.w_indent
        if name == "key_separator":
            return self.w_key_sep
        if name == "item_separator":
            return self.w_item_sep
        if name == "sort_keys":
            return newbool(self.sort_keys)
        if name == "skipkeys":
            return newbool(self.skipkeys)
        return None

    def setattr_hook(self, name, w_value):
        if name in MEMBERS:
            raise_attribute_error("readonly attribute")
        raise_attribute_error("'_json.Encoder' object has no attribute '%s'"
                              % name)
        return False

    def delattr_hook(self, name):
        return self.setattr_hook(name, None)

    # --- encoding (appending to b) ---

    def encode_str(self, b, w_obj, w_s):
        """A str (w_s: w_obj's value) as a JSON string."""
        fast = self.fast
        if fast != CALL:
            encode_into(b, w_s.utf8, fast == FAST_ASCII)
            return
        w_res = self.w_encoder.call(Arguments([w_obj]))
        w_v = unwrap(w_res)
        if not isinstance(w_v, W_Str):
            raise_type_error("encoder() must return a string, not %s"
                             % w_res.gettype().tp_name())
        assert isinstance(w_v, W_Str)
        b.append(w_v.utf8)

    def float_str(self, x):
        if not (math.isinf(x) or math.isnan(x)):
            return float_repr(x)
        if not self.allow_nan:
            raise_value_error("Out of range float values are not JSON "
                              "compliant")
        if x > 0.0:
            return "Infinity"
        if x < 0.0:
            return "-Infinity"
        return "NaN"

    def encode_obj(self, b, w_obj):
        if isinstance(w_obj, W_NoneObject):
            b.append("null")
            return
        if isinstance(w_obj, W_Bool):
            b.append("true" if w_obj.intval else "false")
            return
        w_v = unwrap(w_obj)
        if isinstance(w_v, W_Str):
            self.encode_str(b, w_obj, w_v)
        elif isinstance(w_v, W_Int):
            b.append(str(w_v.intval))
        elif isinstance(w_v, W_Long):
            from objspace.reprs import long_repr
            b.append(long_repr(w_v))
        elif isinstance(w_v, W_Float):
            b.append(self.float_str(w_v.floatval))
        elif isinstance(w_v, W_List) or isinstance(w_v, W_Tuple):
            recursion.enter(WHERE)
            try:
                self.encode_list(b, w_obj, w_v)
            finally:
                recursion.leave()
        elif isinstance(w_v, W_Dict):
            recursion.enter(WHERE)
            try:
                self.encode_dict(b, w_obj, w_v)
            finally:
                recursion.leave()
        else:
            w_id = self.mark(w_obj)
            w_new = self.w_default.call(Arguments([w_obj]))
            recursion.enter(WHERE)
            try:
                self.encode_obj(b, w_new)
            finally:
                recursion.leave()
            self.unmark(w_id)

    def mark(self, w_obj):
        """Notes w_obj as being encoded (its id, in markers), or raises
        "Circular reference detected"; None without markers."""
        w_markers = self.w_markers
        if w_markers is None:
            return None
        from objspace.identity import id_w
        w_id = id_w(w_obj)
        assert isinstance(w_markers, W_Dict)
        if w_markers.getitem(w_id) is not None:
            raise_value_error("Circular reference detected")
        w_markers.setitem(w_id, w_obj)
        return w_id

    def unmark(self, w_id):
        """PyDict_DelItem(markers, id)."""
        if w_id is None:
            return
        w_markers = self.w_markers
        assert isinstance(w_markers, W_Dict)
        w_old = w_markers.data.pop(w_id, None)
        w_markers.n_deleted += 1
        if w_markers.w_module is not None:
            w_markers.sync_key(w_id)
        if w_old is None:
            from objspace.exceptions import raise_key_error
            raise_key_error(w_id)

    def encode_list(self, b, w_obj, w_seq):
        """w_seq: w_obj's list or tuple value. PySequence_Fast: an exact
        list or tuple as it is, else a list of what iterating over w_obj
        gives; the length of a list is read again after each item."""
        if w_obj is w_seq and type(w_seq) is W_Tuple:
            items_w = w_seq.items_w
            if len(items_w) == 0:
                b.append("[]")
                return
            w_id = self.mark(w_obj)
            b.append("[")
            for i in range(len(items_w)):
                if i > 0:
                    b.append(self.item_sep)
                self.encode_obj(b, items_w[i])
            self.unmark(w_id)
            b.append("]")
            return
        if w_obj is w_seq and type(w_seq) is W_List:
            w_list = w_seq
        else:
            w_list = newlist(unpack_iterable(w_obj))
        assert isinstance(w_list, W_List)
        if w_list.length() == 0:
            b.append("[]")
            return
        w_id = self.mark(w_obj)
        b.append("[")
        i = 0
        while i < w_list.length():
            if i > 0:
                b.append(self.item_sep)
            self.encode_obj(b, w_list.getitem(i))
            i += 1
        self.unmark(w_id)
        b.append("]")

    def encode_dict(self, b, w_obj, w_dict):
        if len(w_dict.data) == 0:
            b.append("{}")
            return
        w_id = self.mark(w_obj)
        b.append("{")
        if w_obj is w_dict:
            # PyDict_Items: a snapshot of the pairs
            keys_w = w_dict.data.keys()
            values_w = w_dict.data.values()
            if self.sort_keys:
                _sort_pairs(keys_w, values_w)
        else:
            keys_w, values_w = _items_of(w_obj, self.sort_keys)
        first = True
        for i in range(len(keys_w)):
            key = self.key_str(keys_w[i])
            if key is None:
                continue            # skipkeys
            if first:
                first = False
            else:
                b.append(self.item_sep)
            w_s = unwrap(key)
            assert isinstance(w_s, W_Str)
            self.encode_str(b, key, w_s)
            b.append(self.key_sep)
            self.encode_obj(b, values_w[i])
        self.unmark(w_id)
        b.append("}")

    def key_str(self, w_key):
        """The str a key is written as (the key itself if it is a str),
        or None for a key skipkeys skips."""
        from objspace.strobject import newascii
        w_v = unwrap(w_key)
        if isinstance(w_v, W_Str):
            return w_key
        if isinstance(w_v, W_Float):
            return newascii(self.float_str(w_v.floatval))
        if isinstance(w_key, W_Bool):
            return newascii("true" if w_key.intval else "false")
        if isinstance(w_key, W_NoneObject):
            return newascii("null")
        if isinstance(w_v, W_Int):
            return newascii(str(w_v.intval))
        if isinstance(w_v, W_Long):
            from objspace.reprs import long_repr
            return newascii(long_repr(w_v))
        if self.skipkeys:
            return None
        raise_type_error("keys must be str, int, float, bool or None, not %s"
                         % w_key.gettype().tp_name())
        return None


def _sort_pairs(keys_w, values_w):
    """Sorts the pairs (keys_w[i], values_w[i]) in place as PyList_Sort
    sorts the item tuples: by the keys alone when all are exact strs
    (distinct keys decide every comparison), else as tuples."""
    from objspace.listmethods import _sort_order, sort_items
    n = len(keys_w)
    all_strs = True
    for w_k in keys_w:
        if type(w_k) is not W_Str:
            all_strs = False
            break
    if all_strs:
        order = _sort_order(keys_w, False)
        old_keys_w = keys_w[:]
        old_values_w = values_w[:]
        for k in range(n):
            keys_w[k] = old_keys_w[order[k]]
            values_w[k] = old_values_w[order[k]]
        return
    pairs_w = [None] * n
    for k in range(n):
        pairs_w[k] = newtuple([keys_w[k], values_w[k]])
    sort_items(pairs_w, None, False)
    for k in range(n):
        w_pair = pairs_w[k]
        assert isinstance(w_pair, W_Tuple)
        keys_w[k] = w_pair.items_w[0]
        values_w[k] = w_pair.items_w[1]


def _items_of(w_obj, sort_keys):
    """PyMapping_Items of a dict subclass instance (a list of what its
    items() gives), sorted if asked: (keys, values). Each item must be a
    2-tuple."""
    from objspace.listmethods import sort_items
    from objspace.model import OperationError
    from objspace.exceptions import w_TypeError
    w_items = attrs.getattr_w(w_obj, "items").call(Arguments([]))
    try:
        w_it = containers.iter_w(w_items)
    except OperationError as e:
        if e.w_value.gettype().issubtype(w_TypeError):
            raise_type_error("%s.items() returned a non-iterable (type %s)"
                             % (w_obj.gettype().tp_name(),
                                w_items.gettype().tp_name()))
        raise
    items_w = []
    while True:
        w_item = containers.next_w(w_it)
        if w_item is None:
            break
        items_w.append(w_item)
    if sort_keys:
        sort_items(items_w, None, False)
    keys_w = [None] * len(items_w)
    values_w = [None] * len(items_w)
    for i in range(len(items_w)):
        w_t = unwrap(items_w[i])
        if not isinstance(w_t, W_Tuple) or len(w_t.items_w) != 2:
            raise_value_error("items must return 2-tuples")
        assert isinstance(w_t, W_Tuple)
        keys_w[i] = w_t.items_w[0]
        values_w[i] = w_t.items_w[1]
    return keys_w, values_w


def _sep(w_x, k):
    """A separator argument ('U': a str)."""
    w_v = unwrap(w_x)
    if not isinstance(w_v, W_Str):
        raise_type_error("make_encoder() argument %d must be str, not %s"
                         % (k, w_x.gettype().tp_name()))
    assert isinstance(w_v, W_Str)
    return w_v.utf8


def encoder_new(args):
    values_w = parse(args, "make_encoder", MEMBERS + ["allow_nan"], 9, 9)
    w_markers = values_w[0]
    if isinstance(w_markers, W_NoneObject):
        w_markers = None
    else:
        w_markers = unwrap(w_markers)
        if not isinstance(w_markers, W_Dict):
            raise_type_error("make_encoder() argument 1 must be dict or "
                             "None, not %s"
                             % values_w[0].gettype().tp_name())
    w_encoder = values_w[2]
    key_sep = _sep(values_w[4], 5)
    item_sep = _sep(values_w[5], 6)
    sort_keys = ops.is_true(values_w[6])
    skipkeys = ops.is_true(values_w[7])
    allow_nan = ops.is_true(values_w[8])
    fast = CALL
    if w_encoder is W_ENCODE_BASESTRING:
        fast = FAST
    elif w_encoder is W_ENCODE_BASESTRING_ASCII:
        fast = FAST_ASCII
    return W_Encoder(w_markers, values_w[1], w_encoder, values_w[3],
                     values_w[4], values_w[5], key_sep, item_sep, sort_keys,
                     skipkeys, allow_nan, fast)


def _make_type():
    from objspace import getset
    w_type = W_TypeObject("Encoder", [w_object_type])
    w_type.module = "_json"
    w_type.w_new = W_BuiltinFunction("Encoder", encoder_new)
    w_type.doc = "_iterencode(obj, _current_indent_level) -> iterable"
    w_type.dict_w["__call__"] = W_BuiltinFunction(
        "__call__", attrs.typed_call_self(W_Encoder, "_json.Encoder"))
    getset.install(w_type, [], MEMBERS)
    return w_type


w_encoder_type = _make_type()
