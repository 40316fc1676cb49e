"""list, with three storage strategies (as PyPy's list strategies):

- float storage: `floats` is an RPython list of C doubles, `objects_w` is
  None. A list holding only exact floats (no float subclass, no NaN, whose
  identity matters for `in` / `count` / `index`) keeps them raw, so tier 1
  and tier 2 read and write them without a box. A display or constructor
  of floats, `[0.0] * n`, a copy or slice of such a list, and a new
  empty list whose first item is a float (`[]`, `list()`, a
  comprehension) are in float storage.
- int storage: `ints` is an RPython list of machine words, the others
  None. A list holding only exact ints that fit a machine word (no bool,
  no subclass, no big int) keeps them raw: no box survives in the heap
  for the GC to trace and copy, a store needs no write barrier, and
  `list(range(n))` or `[0] * n` allocates one array. Reading an item
  boxes it (newint: the small ints are shared); an exact int's identity
  is its value (objspace/identity.py), so a new box is the same object.
  A display or constructor of ints, `[0] * n`, list(range), a copy or
  slice of such a list, and a new empty list whose first item is an int
  are in int storage.
- object storage: `objects_w` is the list of objects, the others None.
- no storage yet (a new empty list): all three None.

Generic code asks for the objects through the `items_w` property, which
switches the list to object storage for good (once switched, a list never
goes back: whoever read `items_w` may still hold that RPython list and
mutate it). The raw paths are kept only where they pay: displays,
constructors, `[0.0] * n`, append, subscripts with an int, len, truth,
iteration, copy and slicing (here, sequences.py, listmethods.py,
constructors.py, tier 1, tier 2);
for ints also `c[i] += n`, sort without a key, `x in lst`.
"""

from rpython.rlib.objectmodel import dont_inline, specialize

from objspace.model import W_Object
from objspace.typeobject import W_TypeObject, w_object_type
from objspace.floatobject import W_Float
from objspace.intobject import W_Int, newint


class W_List(W_Object):
    _attrs_ = ("objects_w", "floats", "ints")

    def __init__(self, items_w):
        self.objects_w = items_w
        self.floats = None
        self.ints = None

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
        self.ints = None

    items_w = property(_get_items_w, _set_items_w)

    def switch_to_objects(self):
        """From float or int storage, or from no storage yet, to object
        storage for good."""
        self.objects_w = self.boxed_items()     # a new list: not stored
        self.ints = None
        self.floats = None

    # --- strategy-aware operations (no switch where floats stay floats) ---

    # (the storages are tested floats, objects, ints: the float and
    # object paths cost what they did before int storage, whose box is
    # made out of line, so that these stay small enough for the callers'
    # hot loops: W_SeqIterator.next_w, tier 1's subscripts)

    def length(self):
        floats = self.floats
        if floats is not None:
            return len(floats)
        objects_w = self.objects_w
        if objects_w is not None:
            return len(objects_w)
        ints = self.ints
        if ints is not None:
            return len(ints)
        return 0

    def getitem(self, i):
        """Item i (0 <= i < length()), boxed if the storage is raw."""
        floats = self.floats
        if floats is not None:
            return W_Float(floats[i])
        objects_w = self.objects_w
        if objects_w is not None:
            return objects_w[i]
        return self._int_item(i)

    @dont_inline
    def _int_item(self, i):
        ints = self.ints
        assert ints is not None
        return newint(ints[i])

    def setitem(self, i, w_value):
        """Item i (0 <= i < length()) := w_value."""
        floats = self.floats
        if floats is not None:
            if is_plain_float(w_value):
                assert isinstance(w_value, W_Float)
                floats[i] = w_value.floatval
                return
        else:
            objects_w = self.objects_w
            if objects_w is not None:
                objects_w[i] = w_value
                return
            ints = self.ints
            if ints is not None and type(w_value) is W_Int:
                ints[i] = w_value.intval
                return
        self.items_w[i] = w_value

    def append(self, w_value):
        objects_w = self.objects_w
        if objects_w is not None:
            objects_w.append(w_value)
            return
        ints = self.ints
        if ints is not None:
            if type(w_value) is W_Int:
                ints.append(w_value.intval)
                return
        floats = self.floats
        if floats is not None:
            if is_plain_float(w_value):
                assert isinstance(w_value, W_Float)
                floats.append(w_value.floatval)
                return
        elif ints is None:
            # no storage yet: the first item chooses
            if type(w_value) is W_Int:
                self.ints = [w_value.intval]
                return
            if is_plain_float(w_value):
                assert isinstance(w_value, W_Float)
                self.floats = [w_value.floatval]
                return
        self.items_w.append(w_value)

    def insert(self, i, w_value):
        """Insert w_value before item i (0 <= i <= length())."""
        ints = self.ints
        if ints is not None and type(w_value) is W_Int:
            ints.insert(i, w_value.intval)
            return
        floats = self.floats
        if floats is not None and is_plain_float(w_value):
            assert isinstance(w_value, W_Float)
            floats.insert(i, w_value.floatval)
            return
        self.items_w.insert(i, w_value)

    def delete(self, i):
        """Remove item i (0 <= i < length())."""
        ints = self.ints
        if ints is not None:
            del ints[i]
            return
        floats = self.floats
        if floats is not None:
            del floats[i]
            return
        del self.items_w[i]

    def reverse(self):
        ints = self.ints
        if ints is not None:
            ints.reverse()
            return
        floats = self.floats
        if floats is not None:
            floats.reverse()
            return
        objects_w = self.objects_w
        if objects_w is not None:
            objects_w.reverse()

    def getslice(self, start, step, count):
        """A new list of the count items from start by step (indices
        from slice_indices: in range), in this list's storage."""
        ints = self.ints
        if ints is not None:
            return newlist_ints(_sliced(ints, start, step, count))
        floats = self.floats
        if floats is not None:
            return newlist_floats(_sliced(floats, start, step, count))
        return W_List(_sliced(self.items_w, start, step, count))

    def copy(self):
        ints = self.ints
        if ints is not None:
            return newlist_ints(ints[:])
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
        if floats is None and self.objects_w is None and self.ints is None:
            return []
        return floats

    def int_view(self):
        """The raw items if the list can be read as machine ints (a new
        empty list for one with no storage yet), else None; not to be
        mutated."""
        ints = self.ints
        if ints is None and self.objects_w is None and self.floats is None:
            return []
        return ints

    def boxed_items(self):
        """The items as objects without switching the storage: the object
        storage itself (not to be mutated) or a new list of boxes."""
        objects_w = self.objects_w
        if objects_w is not None:
            return objects_w
        ints = self.ints
        if ints is not None:
            return _boxed(ints)
        floats = self.floats
        if floats is not None:
            return _boxed(floats)
        return []

    def store_raw_float(self, i, f):
        """Item i (0 <= i < length()) := the float f (a raw store from
        tier 2)."""
        floats = self.floats
        if floats is not None and f == f:
            floats[i] = f
            return
        self.items_w[i] = W_Float(f)


w_list_type = W_TypeObject("list", [w_object_type])


@specialize.call_location()
def _sliced(items, start, step, count):
    """The count items of an RPython list (of any storage) from start by
    step, as a new RPython list. (One copy per call site: argtype cannot
    tell RPython lists apart, all are `list`, and one copy for ints and
    floats would make them all floats.)"""
    if step == 1:
        stop = start + count
        assert start >= 0 and stop >= start
        return items[start:stop]
    if count == 0:
        return items[0:0]
    res = [items[start]] * count    # (filled below: no append's resize)
    i = start
    for k in range(count):
        res[k] = items[i]
        i += step
    return res


@specialize.call_location()    # (see _sliced)
def _boxed(raw):
    """A new list of boxes of raw ints or floats."""
    items_w = [None] * len(raw)
    for i in range(len(raw)):
        items_w[i] = _box(raw[i])
    return items_w


@specialize.argtype(0)
def _box(x):
    if isinstance(x, float):
        return W_Float(x)
    return newint(x)


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


def newlist_ints(ints):
    w_list = W_List(None)
    w_list.ints = ints
    return w_list


def newlist_empty():
    """A new empty list, with no storage yet: the first item appended
    chooses float or object storage (reading items_w chooses objects)."""
    return W_List(None)


def newlist_from_items(items_w):
    """A list of these items (a display, list(tuple)): int storage if all
    are exact machine ints, float storage if all are plain floats, and
    there is at least one. items_w is owned by the new list. (Scanned
    before the raw array is made: a mixed list costs no array.)"""
    n = len(items_w)
    if n == 0:
        return newlist_empty()
    if type(items_w[0]) is W_Int:
        for w_item in items_w:
            if type(w_item) is not W_Int:
                return W_List(items_w)
        ints = [0] * n
        for i in range(n):
            w_item = items_w[i]
            assert isinstance(w_item, W_Int)
            ints[i] = w_item.intval
        return newlist_ints(ints)
    for w_item in items_w:
        if not is_plain_float(w_item):
            return W_List(items_w)
    floats = [0.0] * n
    for i in range(n):
        w_item = items_w[i]
        assert isinstance(w_item, W_Float)
        floats[i] = w_item.floatval
    return newlist_floats(floats)


def find_int(ints, v, start, stop):
    """The index of the first v in ints[start:stop] (stop past the end
    reads to the end), or -1: `x in lst`, lst.index(x) and lst.remove(x)
    of an int list and an int or bool x, equal by value, no box made."""
    if stop > len(ints):
        stop = len(ints)
    i = start
    while i < stop:
        if ints[i] == v:
            return i
        i += 1
    return -1


def count_int(ints, v):
    """How many items of ints are v (lst.count(x), as find_int)."""
    count = 0
    for x in ints:
        if x == v:
            count += 1
    return count
