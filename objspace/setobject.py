"""set and frozenset: an open-addressing table laid out like CPython's
setobject.c (same probing, growth, deletion and merge paths), so that
iteration order and repr match CPython whenever the element hashes do
(ints, tuples of ints, ...)."""

from rpython.rlib.objectmodel import iterkeys_with_hash, contains_with_hash
from rpython.rlib.rarithmetic import r_uint, intmask

from interpreter.frontend import astnodes as A
from objspace.model import W_Object
from objspace.intobject import W_Int, hash_int
from objspace.typeobject import W_TypeObject, w_object_type
from objspace.iterobject import W_AbstractIterator

MINSIZE = 8
LINEAR_PROBES = 9
PERTURB_SHIFT = 5


class W_Dummy(W_Object):
    """Marks a deleted slot (CPython's `dummy`, stored with hash -1)."""
    _attrs_ = ()

    def gettype(self):
        return w_object_type


DUMMY = W_Dummy()


def key_hash(w_key):
    from objspace import operations as ops
    return ops.hash_w(w_key)


def lookup_hash(w_key):
    """Hash for `in`, remove and discard: a set that is not hashable is
    looked up as the frozenset of its items, like CPython does (a set
    subclass with a __hash__ of its own keeps it)."""
    from objspace.builtinsub import unwrap
    from objspace.model import OperationError
    from objspace.exceptions import w_TypeError
    w_set = unwrap(w_key)       # a set subclass's instance too
    if isinstance(w_set, W_Set):
        if w_key is w_set and w_set.gettype() is w_set_type:
            return w_set.table_hash()       # an exact set: unhashable
        try:
            return key_hash(w_key)
        except OperationError as e:
            if not e.w_value.gettype().issubtype(w_TypeError):
                raise
            return w_set.table_hash()
    return key_hash(w_key)


def _eq(w_a, w_b):
    from objspace import operations as ops
    return ops.eq_bool(w_a, w_b)


def _insert_clean(keys_w, hashes, mask, w_key, h):
    """Insert a key known to be absent into a table without dummies."""
    perturb = r_uint(h)
    i = perturb & r_uint(mask)
    while True:
        j = intmask(i)
        if keys_w[j] is None:
            keys_w[j] = w_key
            hashes[j] = h
            return
        if j + LINEAR_PROBES <= mask:
            for k in range(1, LINEAR_PROBES + 1):
                if keys_w[j + k] is None:
                    keys_w[j + k] = w_key
                    hashes[j + k] = h
                    return
        perturb >>= PERTURB_SHIFT
        i = (i * 5 + 1 + perturb) & r_uint(mask)


def _shuffle_bits(h):
    return ((h ^ r_uint(89869747)) ^ (h << 16)) * r_uint(3644798167)


class W_BaseSet(W_Object):
    _attrs_ = ("keys_w", "hashes", "fill", "used", "mask", "finger",
               "cached_hash")

    def __init__(self):
        self.keys_w = [None] * MINSIZE
        self.hashes = [0] * MINSIZE
        self.fill = 0
        self.used = 0
        self.mask = MINSIZE - 1
        self.finger = 0
        self.cached_hash = -1

    def new_empty(self):
        """An empty set of the same base type (set or frozenset)."""
        raise NotImplementedError

    # --- the table ---

    def find(self, w_key, h):
        """Index of the active entry equal to w_key, or -1."""
        if type(w_key) is W_Int:
            j = self.find_int(w_key.intval, h)
            if j != -2:
                return j
        return self.find_general(w_key, h)

    def find_int(self, value, h):
        """find for a machine int: entries that are machine ints too are
        compared in place, no call (so, after translation, no GC roots
        saved: nqueens' sets of ints); -2 when an entry of the same hash
        is something else (a float, a bool: find_general decides)."""
        keys_w = self.keys_w
        hashes = self.hashes
        mask = self.mask
        perturb = r_uint(h)
        i = perturb & r_uint(mask)
        while True:
            j = intmask(i)
            probes = LINEAR_PROBES if j + LINEAR_PROBES <= mask else 0
            while True:
                w_start = keys_w[j]
                if w_start is None:
                    return -1
                if hashes[j] == h:
                    if type(w_start) is not W_Int:
                        return -2
                    if w_start.intval == value:
                        return j
                if probes == 0:
                    break
                probes -= 1
                j += 1
            perturb >>= PERTURB_SHIFT
            i = (i * 5 + 1 + perturb) & r_uint(mask)

    def find_general(self, w_key, h):
        while True:
            keys_w = self.keys_w
            hashes = self.hashes
            mask = self.mask
            perturb = r_uint(h)
            i = perturb & r_uint(mask)
            restart = False
            while not restart:
                j = intmask(i)
                probes = LINEAR_PROBES if j + LINEAR_PROBES <= mask else 0
                while True:
                    w_start = keys_w[j]
                    if w_start is None:
                        return -1
                    if hashes[j] == h:
                        if w_start is w_key:
                            return j
                        eq = _eq(w_start, w_key)
                        if self.keys_w is not keys_w or \
                                keys_w[j] is not w_start:
                            restart = True
                            break
                        if eq:
                            return j
                    if probes == 0:
                        break
                    probes -= 1
                    j += 1
                perturb >>= PERTURB_SHIFT
                i = (i * 5 + 1 + perturb) & r_uint(mask)

    def add_entry(self, w_key, h):
        while True:
            keys_w = self.keys_w
            hashes = self.hashes
            mask = self.mask
            perturb = r_uint(h)
            i = perturb & r_uint(mask)
            freeslot = -1
            slot = -1
            restart = False
            while slot < 0 and not restart:
                j = intmask(i)
                probes = LINEAR_PROBES if j + LINEAR_PROBES <= mask else 0
                while True:
                    w_start = keys_w[j]
                    if w_start is None:
                        slot = j
                        break
                    hj = hashes[j]
                    if hj == h:
                        if w_start is w_key:
                            return
                        if _eq(w_start, w_key):
                            return
                        if self.keys_w is not keys_w or \
                                keys_w[j] is not w_start:
                            restart = True
                            break
                    elif hj == -1:
                        freeslot = j
                    if probes == 0:
                        break
                    probes -= 1
                    j += 1
                perturb >>= PERTURB_SHIFT
                i = (i * 5 + 1 + perturb) & r_uint(mask)
            if restart:
                continue
            if freeslot >= 0:
                self.used += 1
                keys_w[freeslot] = w_key
                hashes[freeslot] = h
                return
            self.fill += 1
            self.used += 1
            keys_w[slot] = w_key
            hashes[slot] = h
            if self.fill * 5 < mask * 3:
                return
            self.resize(self.grow_target())
            return

    def grow_target(self):
        if self.used > 50000:
            return self.used * 2
        return self.used * 4

    def resize(self, minused):
        newsize = MINSIZE
        while newsize <= minused:
            newsize <<= 1
        if newsize == MINSIZE and self.mask == MINSIZE - 1 and \
                self.fill == self.used:
            return
        old_keys = self.keys_w
        old_hashes = self.hashes
        new_keys = [None] * newsize
        new_hashes = [0] * newsize
        newmask = newsize - 1
        for k in range(len(old_keys)):
            w_k = old_keys[k]
            if w_k is not None and w_k is not DUMMY:
                _insert_clean(new_keys, new_hashes, newmask, w_k,
                              old_hashes[k])
        self.keys_w = new_keys
        self.hashes = new_hashes
        self.mask = newmask
        self.fill = self.used

    def discard_entry(self, w_key, h):
        j = self.find(w_key, h)
        if j < 0:
            return False
        self.keys_w[j] = DUMMY
        self.hashes[j] = -1
        self.used -= 1
        return True

    def clear(self):
        self.keys_w = [None] * MINSIZE
        self.hashes = [0] * MINSIZE
        self.fill = 0
        self.used = 0
        self.mask = MINSIZE - 1
        self.cached_hash = -1

    def swap_bodies(self, w_other):
        keys_w, hashes = self.keys_w, self.hashes
        fill, used, mask = self.fill, self.used, self.mask
        self.keys_w, self.hashes = w_other.keys_w, w_other.hashes
        self.fill, self.used, self.mask = w_other.fill, w_other.used, \
            w_other.mask
        w_other.keys_w, w_other.hashes = keys_w, hashes
        w_other.fill, w_other.used, w_other.mask = fill, used, mask
        self.cached_hash = -1
        w_other.cached_hash = -1

    def pop(self):
        """Removes and returns an arbitrary element (CPython's choice), or
        None when empty."""
        if self.used == 0:
            return None
        keys_w = self.keys_w
        mask = self.mask
        j = self.finger & mask
        while True:
            w_k = keys_w[j]
            if w_k is not None and w_k is not DUMMY:
                break
            j += 1
            if j > mask:
                j = 0
        keys_w[j] = DUMMY
        self.hashes[j] = -1
        self.used -= 1
        self.finger = j + 1
        return w_k

    def table_hash(self):
        """CPython's frozenset hash of the current contents."""
        h = r_uint(0)
        keys_w = self.keys_w
        for j in range(len(keys_w)):
            w_k = keys_w[j]
            if w_k is not None and w_k is not DUMMY:
                h ^= _shuffle_bits(r_uint(self.hashes[j]))
        h ^= (r_uint(self.used) + 1) * r_uint(1927868237)
        h ^= (h >> 11) ^ (h >> 25)
        h = h * r_uint(69069) + r_uint(907133923)
        if h == r_uint(-1):
            h = r_uint(590923713)
        return intmask(h)

    # --- element-level helpers ---

    def add(self, w_key):
        self.add_entry(w_key, key_hash(w_key))

    def contains(self, w_key):
        if type(w_key) is W_Int:
            j = self.find_int(w_key.intval, hash_int(w_key.intval))
            if j != -2:
                return j >= 0
        return self.find(w_key, lookup_hash(w_key)) >= 0

    def items(self):
        """The elements in iteration order, as a new RPython list."""
        result = []
        keys_w = self.keys_w
        for j in range(len(keys_w)):
            w_k = keys_w[j]
            if w_k is not None and w_k is not DUMMY:
                result.append(w_k)
        return result

    def next_entry(self, j):
        """The table index of the first active entry at j or after, or -1.
        The set algorithms walk the table with it instead of copying the
        entries out (meteor_contest's small sets spent 18% of its time
        there): `j = s.next_entry(0); while j >= 0: ... s.keys_w[j] ...;
        j = s.next_entry(j + 1)`. Read the entry right after the call:
        user code (an __eq__) may resize the table, and the next call
        re-reads it."""
        keys_w = self.keys_w
        while j < len(keys_w):
            w_k = keys_w[j]
            if w_k is not None and w_k is not DUMMY:
                return j
            j += 1
        return -1

    def entries(self):
        """(keys, hashes) of the active entries, in table order."""
        keys = []
        hashes = []
        keys_w = self.keys_w
        for j in range(len(keys_w)):
            w_k = keys_w[j]
            if w_k is not None and w_k is not DUMMY:
                keys.append(w_k)
                hashes.append(self.hashes[j])
        return keys, hashes

    # --- CPython's set algorithms ---

    def merge(self, w_other):
        if w_other is self or w_other.used == 0:
            return
        if (self.fill + w_other.used) * 5 >= self.mask * 3:
            self.resize((self.used + w_other.used) * 2)
        if self.fill == 0 and self.mask == w_other.mask and \
                w_other.fill == w_other.used:
            self.keys_w = w_other.keys_w[:]
            self.hashes = w_other.hashes[:]
            self.fill = w_other.fill
            self.used = w_other.used
            return
        if self.fill == 0:
            self.fill = w_other.used
            self.used = w_other.used
            j = w_other.next_entry(0)
            while j >= 0:
                _insert_clean(self.keys_w, self.hashes, self.mask,
                              w_other.keys_w[j], w_other.hashes[j])
                j = w_other.next_entry(j + 1)
            return
        j = w_other.next_entry(0)
        while j >= 0:
            self.add_entry(w_other.keys_w[j], w_other.hashes[j])
            j = w_other.next_entry(j + 1)

    def update_internal(self, w_iterable):
        """set.update with one argument (also set(iterable))."""
        from objspace.dictobject import W_Dict
        from objspace.containers import iter_w, next_w
        if isinstance(w_iterable, W_BaseSet):
            self.merge(w_iterable)
            return
        if isinstance(w_iterable, W_Dict):
            size = len(w_iterable.data)
            if (self.fill + size) * 5 >= self.mask * 3:
                self.resize((self.used + size) * 2)
            # the dict's own hashes: no key's __hash__ runs again
            for w_k, h in iterkeys_with_hash(w_iterable.data):
                self.add_entry(w_k, h)
            return
        w_it = iter_w(w_iterable)
        if self.used == 0:
            # (set(g): a generator's plain keys added in its frame)
            from interpreter.runtime.gen_drain import SetSink, next_through
            sink = SetSink(self)
            while True:
                w_item = next_through(w_it, sink if sink.plain else None)
                if w_item is None:
                    return
                sink.add(w_item)
        while True:
            w_item = next_w(w_it)
            if w_item is None:
                break
            self.add(w_item)

    def copy(self):
        w_res = self.new_empty()
        w_res.merge(self)
        return w_res

    def intersection(self, w_other):
        from objspace.containers import iter_w, next_w
        if w_other is self:
            return self.copy()
        w_res = self.new_empty()
        if isinstance(w_other, W_BaseSet):
            w_big = self
            w_small = w_other
            if w_other.used > self.used:
                w_big = w_other
                w_small = self
            j = w_small.next_entry(0)
            while j >= 0:
                w_k = w_small.keys_w[j]
                h = w_small.hashes[j]
                if w_big.find(w_k, h) >= 0:
                    w_res.add_entry(w_k, h)
                j = w_small.next_entry(j + 1)
            return w_res
        w_it = iter_w(w_other)
        while True:
            w_item = next_w(w_it)
            if w_item is None:
                break
            h = key_hash(w_item)
            if self.find(w_item, h) >= 0:
                w_res.add_entry(w_item, h)
        return w_res

    def difference_update_internal(self, w_other):
        from objspace.containers import iter_w, next_w
        if w_other is self:
            self.clear()
            return
        from objspace.dictobject import W_Dict
        if isinstance(w_other, W_BaseSet):
            j = w_other.next_entry(0)
            while j >= 0:
                self.discard_entry(w_other.keys_w[j], w_other.hashes[j])
                j = w_other.next_entry(j + 1)
        elif isinstance(w_other, W_Dict):
            for w_k, h in iterkeys_with_hash(w_other.data):
                self.discard_entry(w_k, h)
        else:
            w_it = iter_w(w_other)
            while True:
                w_item = next_w(w_it)
                if w_item is None:
                    break
                self.discard_entry(w_item, key_hash(w_item))
        if self.fill - self.used <= self.mask // 4:
            return
        self.resize(self.grow_target())

    def difference(self, w_other):
        from objspace.dictobject import W_Dict
        if isinstance(w_other, W_BaseSet):
            other_size = w_other.used
        elif isinstance(w_other, W_Dict):
            other_size = len(w_other.data)
        else:
            other_size = -1
        if other_size < 0 or (self.used >> 2) > other_size:
            w_res = self.copy()
            w_res.difference_update_internal(w_other)
            return w_res
        w_res = self.new_empty()
        j = self.next_entry(0)
        while j >= 0:
            w_k = self.keys_w[j]
            h = self.hashes[j]
            if isinstance(w_other, W_BaseSet):
                found = w_other.find(w_k, h) >= 0
            else:
                assert isinstance(w_other, W_Dict)
                found = contains_with_hash(w_other.data, w_k, h)
            if not found:
                w_res.add_entry(w_k, h)
            j = self.next_entry(j + 1)
        return w_res

    def symmetric_difference_update(self, w_other):
        from objspace.dictobject import W_Dict
        if w_other is self:
            self.clear()
            return
        if isinstance(w_other, W_Dict):
            for w_k, h in iterkeys_with_hash(w_other.data):
                if not self.discard_entry(w_k, h):
                    self.add_entry(w_k, h)
            return
        if isinstance(w_other, W_BaseSet):
            w_set = w_other
        else:
            w_set = self.new_empty()
            w_set.update_internal(w_other)
        j = w_set.next_entry(0)
        while j >= 0:
            w_k = w_set.keys_w[j]
            h = w_set.hashes[j]
            if not self.discard_entry(w_k, h):
                self.add_entry(w_k, h)
            j = w_set.next_entry(j + 1)

    def symmetric_difference(self, w_other):
        w_res = self.new_empty()
        w_res.update_internal(w_other)
        w_res.symmetric_difference_update(self)
        return w_res

    def issubset(self, w_other):
        if not isinstance(w_other, W_BaseSet):
            w_tmp = W_Set()
            w_tmp.update_internal(w_other)
            w_other = w_tmp
        if self.used > w_other.used:
            return False
        j = self.next_entry(0)
        while j >= 0:
            if w_other.find(self.keys_w[j], self.hashes[j]) < 0:
                return False
            j = self.next_entry(j + 1)
        return True

    def issuperset(self, w_other):
        from objspace.containers import iter_w, next_w
        if isinstance(w_other, W_BaseSet):
            return w_other.issubset(self)
        w_it = iter_w(w_other)
        while True:
            w_item = next_w(w_it)
            if w_item is None:
                return True
            if not self.contains(w_item):
                return False

    def isdisjoint(self, w_other):
        from objspace.containers import iter_w, next_w
        if w_other is self:
            return self.used == 0
        if isinstance(w_other, W_BaseSet):
            w_big = self
            w_small = w_other
            if w_other.used > self.used:
                w_big = w_other
                w_small = self
            j = w_small.next_entry(0)
            while j >= 0:
                if w_big.find(w_small.keys_w[j], w_small.hashes[j]) >= 0:
                    return False
                j = w_small.next_entry(j + 1)
            return True
        w_it = iter_w(w_other)
        while True:
            w_item = next_w(w_it)
            if w_item is None:
                return True
            if self.contains(w_item):
                return False

    # --- protocol hooks ---

    def iter_hook(self):
        return W_SetIterator(self)

    def len_hook(self):
        return self.used

    def contains_hook(self, w_item):
        return 1 if self.contains(w_item) else 0

    def eq_hook(self, w_other):
        if not isinstance(w_other, W_BaseSet):
            return False
        return self.used == w_other.used and self.issubset(w_other)

    def binop_hook(self, w_other, op, reflected):
        inplace = op >= A.NB_INPLACE
        if inplace:
            op -= A.NB_INPLACE
        if not (op == A.NB_OR or op == A.NB_AND or op == A.NB_SUBTRACT or
                op == A.NB_XOR):
            return None
        if not isinstance(w_other, W_BaseSet):
            return None
        if reflected:
            return set_binop(w_other, self, op, False)
        return set_binop(self, w_other, op, inplace)

    def compare_hook(self, w_other, op):
        from objspace.intobject import newbool
        if not isinstance(w_other, W_BaseSet):
            from objspace.dictmethods import W_DictView
            if isinstance(w_other, W_DictView):
                return w_other.compare_hook(self, _SWAPPED[op])
            return None
        return newbool(set_compare(self, w_other, op))

    def repr_hook(self):
        from objspace.reprs import repr_w
        keys_w = self.items()
        if isinstance(self, W_FrozenSet):
            if not keys_w:
                return "frozenset()"
        elif not keys_w:
            return "set()"
        from objspace.reprs import repr_enter, repr_leave
        if repr_enter(self):
            return self.gettype().name + "(...)"
        try:
            parts = [repr_w(w_k) for w_k in keys_w]
        finally:
            repr_leave(self)
        inner = "{" + ", ".join(parts) + "}"
        if isinstance(self, W_FrozenSet):
            return "frozenset(" + inner + ")"
        return inner


_SWAPPED = [A.GT, A.GE, A.EQ, A.NE, A.LT, A.LE]


def set_binop(w_a, w_b, op, inplace):
    """w_a <op> w_b for two sets; in-place forms mutate a set w_a."""
    if inplace and isinstance(w_a, W_Set):
        if op == A.NB_OR:
            w_a.update_internal(w_b)
        elif op == A.NB_AND:
            w_tmp = w_a.intersection(w_b)
            w_a.swap_bodies(w_tmp)
        elif op == A.NB_SUBTRACT:
            w_a.difference_update_internal(w_b)
        else:
            w_a.symmetric_difference_update(w_b)
        return w_a
    if op == A.NB_OR:
        w_res = w_a.copy()
        if w_b is not w_a:
            w_res.update_internal(w_b)
        return w_res
    if op == A.NB_AND:
        return w_a.intersection(w_b)
    if op == A.NB_SUBTRACT:
        return w_a.difference(w_b)
    return w_a.symmetric_difference(w_b)


def inplace_set_op(w_set, w_other, op):
    """w_set |= w_other etc. (op without NB_INPLACE) on a mutable set, or
    None when w_other is not a set or op is not a set operator."""
    if not isinstance(w_other, W_BaseSet):
        return None
    if not (op == A.NB_OR or op == A.NB_AND or op == A.NB_SUBTRACT or
            op == A.NB_XOR):
        return None
    return set_binop(w_set, w_other, op, True)


def set_compare(w_a, w_b, op):
    if op == A.EQ or op == A.NE:
        eq = w_a.used == w_b.used and w_a.issubset(w_b)
        return eq if op == A.EQ else not eq
    if op == A.LE:
        return w_a.issubset(w_b)
    if op == A.GE:
        return w_a.issuperset(w_b)
    if op == A.LT:
        return w_a.used < w_b.used and w_a.issubset(w_b)
    return w_a.used > w_b.used and w_a.issuperset(w_b)


class W_Set(W_BaseSet):
    _attrs_ = ()

    def gettype(self):
        return w_set_type

    def new_empty(self):
        return W_Set()

    def unhashable_hook(self):
        return True


class W_FrozenSet(W_BaseSet):
    _attrs_ = ()

    def gettype(self):
        return w_frozenset_type

    def new_empty(self):
        return W_FrozenSet()

    def hash_value(self):
        if self.cached_hash == -1:
            self.cached_hash = self.table_hash()
        return self.cached_hash


class W_SetIterator(W_AbstractIterator):
    _attrs_ = ("w_set", "pos", "expected")

    def __init__(self, w_set):
        self.w_set = w_set
        self.pos = 0
        self.expected = w_set.used

    def gettype(self):
        return w_set_iterator_type

    def next_w(self):
        w_set = self.w_set
        if w_set is None:
            return None
        if w_set.used != self.expected:
            self.expected = -1
            from objspace.exceptions import raise_runtime_error
            raise_runtime_error("Set changed size during iteration")
        keys_w = w_set.keys_w
        j = self.pos
        while j < len(keys_w):
            w_k = keys_w[j]
            if w_k is not None and w_k is not DUMMY:
                self.pos = j + 1
                return w_k
            j += 1
        self.w_set = None
        return None

    def rest_w(self):
        """The items still to come, without advancing (__reduce__)."""
        res_w = []
        w_set = self.w_set
        if w_set is None:
            return res_w
        keys_w = w_set.keys_w
        for j in range(self.pos, len(keys_w)):
            w_k = keys_w[j]
            if w_k is not None and w_k is not DUMMY:
                res_w.append(w_k)
        return res_w

    def remaining(self):
        """__length_hint__: 0 once the set changed size."""
        w_set = self.w_set
        if w_set is None or w_set.used != self.expected:
            return 0
        return len(self.rest_w())


w_set_type = W_TypeObject("set", [w_object_type])
w_frozenset_type = W_TypeObject("frozenset", [w_object_type])
w_set_iterator_type = W_TypeObject("set_iterator", [w_object_type])
