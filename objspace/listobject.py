"""list, with two storage strategies (as PyPy's list strategies):

- float storage: `floats` is an RPython list of C doubles, `objects_w` is
  None. A list holding only exact floats (no float subclass, no NaN, whose
  identity matters for `in` / `count` / `index`) keeps them raw, so tier 1
  and tier 2 read and write them without a box. A display or constructor
  of floats, `[0.0] * n`, a copy or slice of such a list, and a new
  empty list whose first item is a float (`[]`, `list()`, a
  comprehension) are in float storage.
- object storage: `objects_w` is the list of objects, `floats` is None.
- no storage yet (a new empty list): both None.

Generic code asks for the objects through the `items_w` property, which
switches the list to object storage for good (once switched, a list never
goes back: whoever read `items_w` may still hold that RPython list and
mutate it). The float path is kept only where it pays: displays,
constructors, `[0.0] * n`, append, subscripts with an int, len, truth,
iteration, copy and slicing (objspace/liststrategy.py, tier 1, tier 2).
"""

from objspace.model import W_Object
from objspace.typeobject import W_TypeObject, w_object_type
from objspace.floatobject import W_Float


class W_List(W_Object):
    _attrs_ = ("objects_w", "floats")

    def __init__(self, items_w):
        self.objects_w = items_w
        self.floats = None

    def gettype(self):
        return w_list_type

    # --- the object view (switches to object storage) ---

    def _get_items_w(self):
        if self.objects_w is None:
            self.switch_to_objects()
        return self.objects_w

    def _set_items_w(self, items_w):
        self.objects_w = items_w
        self.floats = None

    items_w = property(_get_items_w, _set_items_w)

    def switch_to_objects(self):
        """From float storage, or from no storage yet, to object storage
        for good."""
        floats = self.floats
        if floats is None:
            self.objects_w = []
            return
        items_w = [None] * len(floats)
        for i in range(len(floats)):
            items_w[i] = W_Float(floats[i])
        self.objects_w = items_w
        self.floats = None

    # --- strategy-aware operations (no switch where floats stay floats) ---

    def length(self):
        floats = self.floats
        if floats is not None:
            return len(floats)
        objects_w = self.objects_w
        if objects_w is None:
            return 0
        return len(objects_w)

    def getitem(self, i):
        """Item i (0 <= i < length()), boxed if the storage is raw."""
        floats = self.floats
        if floats is not None:
            return W_Float(floats[i])
        objects_w = self.objects_w
        assert objects_w is not None
        return objects_w[i]

    def setitem(self, i, w_value):
        """Item i (0 <= i < length()) := w_value."""
        floats = self.floats
        if floats is not None:
            if is_plain_float(w_value):
                assert isinstance(w_value, W_Float)
                floats[i] = w_value.floatval
                return
        self.items_w[i] = w_value

    def append(self, w_value):
        floats = self.floats
        if floats is not None:
            if is_plain_float(w_value):
                assert isinstance(w_value, W_Float)
                floats.append(w_value.floatval)
                return
        elif self.objects_w is None and is_plain_float(w_value):
            # no storage yet: the first item chooses
            assert isinstance(w_value, W_Float)
            self.floats = [w_value.floatval]
            return
        self.items_w.append(w_value)

    def getslice(self, start, step, count):
        """A new list of the count items from start by step (indices
        from slice_indices: in range)."""
        floats = self.floats
        if floats is not None:
            if step == 1:
                stop = start + count
                assert start >= 0 and stop >= start
                return newlist_floats(floats[start:stop])
            res = [0.0] * count
            i = start
            for k in range(count):
                res[k] = floats[i]
                i += step
            return newlist_floats(res)
        items_w = self.items_w
        if step == 1:
            stop = start + count
            assert start >= 0 and stop >= start
            return W_List(items_w[start:stop])
        res_w = [None] * count
        i = start
        for k in range(count):
            res_w[k] = items_w[i]
            i += step
        return W_List(res_w)

    def copy(self):
        floats = self.floats
        if floats is not None:
            return newlist_floats(floats[:])
        objects_w = self.objects_w
        if objects_w is None:
            return newlist_empty()
        return W_List(objects_w[:])

    def float_view(self):
        """The raw items if the list can be read as floats (a new empty
        list for one with no storage yet), else None; not to be
        mutated."""
        floats = self.floats
        if floats is None and self.objects_w is None:
            return []
        return floats

    def boxed_items(self):
        """The items as objects without switching the storage: the object
        storage itself (not to be mutated) or a new list of boxes."""
        objects_w = self.objects_w
        if objects_w is not None:
            return objects_w
        floats = self.floats
        if floats is None:
            return []
        items_w = [None] * len(floats)
        for i in range(len(floats)):
            items_w[i] = W_Float(floats[i])
        return items_w

    def store_raw_float(self, i, f):
        """Item i (0 <= i < length()) := the float f (a raw store from
        tier 2)."""
        floats = self.floats
        if floats is not None and f == f:
            floats[i] = f
            return
        self.items_w[i] = W_Float(f)


w_list_type = W_TypeObject("list", [w_object_type])


def is_plain_float(w_value):
    """An exact float that float storage can hold: not a subclass
    instance, not NaN (a NaN's identity is what `nan in lst` finds)."""
    if type(w_value) is W_Float:
        f = w_value.floatval
        return f == f
    return False


def newlist(items_w):
    return W_List(items_w)


def newlist_floats(floats):
    w_list = W_List(None)
    w_list.floats = floats
    return w_list


def newlist_empty():
    """A new empty list, with no storage yet: the first item appended
    chooses float or object storage (reading items_w chooses objects)."""
    return W_List(None)


def newlist_from_items(items_w):
    """A list of these items (a display, list(tuple)): float storage if
    all are plain floats and there is at least one. items_w is owned by
    the new list."""
    n = len(items_w)
    if n == 0:
        return newlist_empty()
    for w_item in items_w:
        if not is_plain_float(w_item):
            return W_List(items_w)
    floats = [0.0] * n
    for i in range(n):
        w_item = items_w[i]
        assert isinstance(w_item, W_Float)
        floats[i] = w_item.floatval
    return newlist_floats(floats)
