"""The type context of tier 2 (docs/tier2.md): one node per frame slot
(locals, cells, stack), grouped into trees of slots known to hold the same
type. Trees are kept flat: a member points at its root, and the root holds
the type. TYPE_OVERWRITE, TYPE_SET and TYPE_SWAP are the paper's three
operations on it."""

from annotator_rules.types import (TYPE_NAMES, T_UNKNOWN, T_RAWFLOAT,
                                   T_RAWINT, T_INT, T_SMALLINT, T_FLOAT)


class TypeContext(object):
    _attrs_ = ("parent", "types", "sp", "nlocals", "base")

    def __init__(self, size, nlocals, base, sp):
        self.parent = [-1] * size      # the root of a member; -1 at roots
        self.types = [T_UNKNOWN] * size
        self.nlocals = nlocals         # slots below are the locals
        self.base = base               # the first stack slot
        self.sp = sp                   # the stack top, as frame.sp

    def copy(self):
        c = TypeContext(0, self.nlocals, self.base, self.sp)
        c.parent = self.parent[:]
        c.types = self.types[:]
        return c

    def generic(self):
        """The same stack depth with nothing known."""
        return TypeContext(len(self.parent), self.nlocals, self.base,
                           self.sp)

    def root(self, i):
        p = self.parent[i]
        return i if p < 0 else p

    def type_of(self, i):
        return self.types[self.root(i)]

    def detach(self, i):
        """Takes slot i out of its tree; a root hands its type and members
        to its first member."""
        if self.parent[i] >= 0:
            self.parent[i] = -1
            return
        new = -1
        for j in range(len(self.parent)):
            if self.parent[j] == i:
                if new < 0:
                    new = j
                    self.parent[j] = -1
                    self.types[j] = self.types[i]
                else:
                    self.parent[j] = new

    def overwrite_fresh(self, dst, t):
        """TYPE_OVERWRITE by a new value of type t."""
        self.detach(dst)
        self.types[dst] = t

    def overwrite(self, dst, src):
        """TYPE_OVERWRITE: dst now holds the value of src (an alias)."""
        r = self.root(src)
        if self.root(dst) == r:
            return
        self.detach(dst)
        self.parent[dst] = r
        self.types[dst] = T_UNKNOWN

    def lone(self, i):
        """Slot i is in no tree with another slot (a fresh value: no
        local or other stack slot is known to hold it)."""
        if self.parent[i] >= 0:
            return False
        for j in range(len(self.parent)):
            if self.parent[j] == i:
                return False
        return True

    def type_set(self, i, t):
        """TYPE_SET: a guard proved slot i (and its whole tree) has type
        t."""
        self.types[self.root(i)] = t

    def swap(self, a, b):
        """TYPE_SWAP: the values of slots a and b trade places; every tree
        keeps its members."""
        n = len(self.parent)
        parent = [-1] * n
        types = [T_UNKNOWN] * n
        for j in range(n):
            p = self.parent[j]
            if p >= 0:
                p = _swapped(p, a, b)
            parent[_swapped(j, a, b)] = p
            types[_swapped(j, a, b)] = self.types[j]
        self.parent = parent
        self.types = types

    def pop(self, n):
        for k in range(n):
            self.sp -= 1
            self.overwrite_fresh(self.sp, T_UNKNOWN)

    def push(self, t):
        self.overwrite_fresh(self.sp, t)
        self.sp += 1

    # --- comparing contexts (version lookup) ---

    def canonical(self, i):
        """The smallest slot in i's tree: names the tree independently of
        which member is its root."""
        r = self.root(i)
        for j in range(self.sp):
            if self.root(j) == r:
                return j
        return i

    def same_as(self, other):
        if self.sp != other.sp:
            return False
        for i in range(self.sp):
            if self.type_of(i) != other.type_of(i):
                return False
            if self.canonical(i) != other.canonical(i):
                return False
        return True

    def distance_to(self, current):
        """How much this (a stored version's) context widens `current`:
        -1 when it does not fit (a narrower type, a boxed/raw change, or
        an alias `current` does not have), else the number of slots whose
        type it forgets."""
        return self._fit(current, False)

    def conversion_cost(self, current):
        """Like distance_to, but a slot may also go between a boxed float
        or machine-word int and its raw form (a conversion trampoline
        emits BOX/UNBOX on the way): the number of slots widened or
        converted, or -1 when it does not fit."""
        return self._fit(current, True)

    def _fit(self, current, convert):
        if self.sp != current.sp:
            return -1
        d = 0
        for i in range(self.sp):
            mine = self.type_of(i)
            theirs = current.type_of(i)
            if mine != theirs:
                if not _converts(mine, theirs, convert):
                    return -1
                d += 1
            c = self.canonical(i)
            if c != i and current.root(c) != current.root(i):
                return -1
        return d

    def is_raw(self, i):
        t = self.type_of(i)
        return t == T_RAWFLOAT or t == T_RAWINT

    # --- printing (--trace-typeprop, --dis --tier 2) ---

    def slot_name(self, i):
        if i < self.base:
            return "locals[%d]" % i
        return "stack[%d]" % (i - self.base)

    def describe(self, i):
        s = TYPE_NAMES[self.type_of(i)]
        c = self.canonical(i)
        if c != i:
            s += "->" + self.slot_name(c)
        return s

    def format(self):
        stack = []
        for i in range(self.base, self.sp):
            stack.append(self.describe(i))
        loc = []
        for i in range(self.nlocals):
            loc.append(self.describe(i))
        return "Stack: [ %s ] Locals: [ %s ]" % (", ".join(stack),
                                                 ", ".join(loc))


def _swapped(j, a, b):
    if j == a:
        return b
    if j == b:
        return a
    return j


def _converts(mine, theirs, convert):
    """Whether a value typed `theirs` can enter a slot typed `mine`:
    widened, or with `convert` also unboxed (boxed float / machine int
    into a raw slot) or boxed (a raw value into a boxed or unknown
    slot)."""
    if mine == T_RAWFLOAT:
        return convert and theirs == T_FLOAT
    if mine == T_RAWINT:
        return convert and theirs == T_SMALLINT
    if theirs == T_RAWFLOAT:
        return convert and (mine == T_FLOAT or mine == T_UNKNOWN)
    if theirs == T_RAWINT:
        return convert and (mine == T_SMALLINT or mine == T_INT or
                            mine == T_UNKNOWN)
    return mine == T_UNKNOWN or (mine == T_INT and theirs == T_SMALLINT)
