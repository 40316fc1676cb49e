"""The `_heapq` module: the heap operations of Lib/heapq.py in RPython,
as CPython's C accelerator (heapq.py imports them from here). Heaps are
lists (or list subclasses); items are compared with `<` only, errors
propagate, and a comparison that changes the list's size raises
RuntimeError as CPython's does. The `_max` variants keep a max-heap for
heapq.merge/nlargest."""

from rpython.rlib.objectmodel import always_inline

from objspace.moduleobject import W_Module
from objspace.funcobject import builtin_function
from objspace.intobject import W_Int
from objspace.floatobject import W_Float
from objspace.listobject import W_List
from objspace.noneobject import W_None
from objspace.exceptions import (raise_type_error, raise_index_error,
                                 oefmt, w_RuntimeError)
from objspace.argcheck import check_args
from objspace import operations as ops
from interpreter.frontend import astnodes as A


@always_inline
def _less(w_a, w_b):
    if isinstance(w_a, W_Int) and isinstance(w_b, W_Int):
        return w_a.intval < w_b.intval
    return _less_other(w_a, w_b)


def _less_other(w_a, w_b):
    if isinstance(w_a, W_Float) and isinstance(w_b, W_Float):
        return w_a.floatval < w_b.floatval
    return ops.is_true(ops.compare(w_a, w_b, A.LT))


# The sifts read and write the heap's items in place when it has object
# storage (its usual one): W_List.getitem/setitem, each a call that tests
# the storage, were two thirds of a heappush/heappop of ints. Indexes are
# in range as the sifts check the size after every comparison, the only
# place Python code runs.
@always_inline
def _get(w_heap, i):
    objects_w = w_heap.objects_w
    if objects_w is not None:
        return objects_w[i]
    return w_heap.getitem(i)


@always_inline
def _set(w_heap, i, w_v):
    objects_w = w_heap.objects_w
    if objects_w is not None:
        objects_w[i] = w_v
    else:
        w_heap.setitem(i, w_v)


def _changed():
    raise oefmt(w_RuntimeError, "list changed size during iteration")


def _out_of_range():
    raise_index_error("index out of range")


def _list(w_heap, fname, what):
    """The W_List of a list or list subclass argument (`what`: "argument
    1 " or "argument ", as CPython names it)."""
    from objspace.builtinsub import unwrap
    w_l = unwrap(w_heap)
    if not isinstance(w_l, W_List):
        raise_type_error("%s() %smust be list, not %s"
                         % (fname, what, w_heap.gettype().name))
    assert isinstance(w_l, W_List)
    return w_l


def _two(args, fname):
    args_w = check_args(args, fname, 2, 2)
    return _list(args_w[0], fname, "argument 1 "), args_w[1]


def _one(args, fname):
    if args.has_kwargs():
        raise_type_error("%s() takes no keyword arguments" % fname)
    if len(args.args_w) != 1:
        raise_type_error("_heapq.%s() takes exactly one argument (%d given)"
                         % (fname, len(args.args_w)))
    return _list(args.args_w[0], fname, "argument ")


# --- sifting (CPython's _siftdown/_siftup; maxheap swaps the operands) ---

def siftdown(w_heap, startpos, pos, maxheap):
    size = w_heap.length()
    if pos >= size:
        _out_of_range()
    w_new = _get(w_heap, pos)
    while pos > startpos:
        parentpos = (pos - 1) >> 1
        w_parent = _get(w_heap, parentpos)
        if maxheap:
            lt = _less(w_parent, w_new)
        else:
            lt = _less(w_new, w_parent)
        if size != w_heap.length():
            _changed()
        if not lt:
            break
        # the comparison may have reordered the list: re-read both
        w_parent = _get(w_heap, parentpos)
        w_new = _get(w_heap, pos)
        _set(w_heap, parentpos, w_new)
        _set(w_heap, pos, w_parent)
        pos = parentpos


def siftup(w_heap, pos, maxheap):
    endpos = w_heap.length()
    startpos = pos
    if pos >= endpos:
        _out_of_range()
    limit = endpos >> 1
    while pos < limit:
        childpos = 2 * pos + 1
        if childpos + 1 < endpos:
            w_a = _get(w_heap, childpos)
            w_b = _get(w_heap, childpos + 1)
            if maxheap:
                lt = _less(w_b, w_a)
            else:
                lt = _less(w_a, w_b)
            if not lt:
                childpos += 1
            if endpos != w_heap.length():
                _changed()
        w_child = _get(w_heap, childpos)
        _set(w_heap, childpos, _get(w_heap, pos))
        _set(w_heap, pos, w_child)
        pos = childpos
    siftdown(w_heap, startpos, pos, maxheap)


def _pop_last(w_heap):
    items_w = w_heap.items_w if w_heap.floats is None else None
    if items_w is not None:
        return items_w.pop()
    floats = w_heap.floats
    assert floats is not None
    return W_Float(floats.pop())


# --- the module's functions ---

def heappush(args):
    w_heap, w_item = _two(args, "heappush")
    w_heap.append(w_item)
    siftdown(w_heap, 0, w_heap.length() - 1, False)
    return W_None


def _pop(w_heap, maxheap):
    n = w_heap.length()
    if n == 0:
        _out_of_range()
    w_last = _pop_last(w_heap)
    if n == 1:
        return w_last
    w_result = w_heap.getitem(0)
    w_heap.setitem(0, w_last)
    siftup(w_heap, 0, maxheap)
    return w_result


def heappop(args):
    return _pop(_one(args, "heappop"), False)


def heappop_max(args):
    return _pop(_one(args, "_heappop_max"), True)


def _replace(w_heap, w_item, maxheap):
    if w_heap.length() == 0:
        _out_of_range()
    w_result = w_heap.getitem(0)
    w_heap.setitem(0, w_item)
    siftup(w_heap, 0, maxheap)
    return w_result


def heapreplace(args):
    w_heap, w_item = _two(args, "heapreplace")
    return _replace(w_heap, w_item, False)


def heapreplace_max(args):
    w_heap, w_item = _two(args, "_heapreplace_max")
    return _replace(w_heap, w_item, True)


def heappushpop(args):
    w_heap, w_item = _two(args, "heappushpop")
    if w_heap.length() == 0:
        return w_item
    w_top = w_heap.getitem(0)
    if not _less(w_top, w_item):
        return w_item
    if w_heap.length() == 0:
        _out_of_range()
    w_result = w_heap.getitem(0)
    w_heap.setitem(0, w_item)
    siftup(w_heap, 0, False)
    return w_result


def _top_bit(n):
    """The largest power of two <= n (n >= 1)."""
    shift = 0
    while n > 1:
        n >>= 1
        shift += 1
    return n << shift


def _sift_chain(w_heap, i, maxheap):
    # sift i, then its ancestors while i is a left child
    while True:
        siftup(w_heap, i, maxheap)
        if i & 1 == 0:
            break
        i >>= 1


def _heapify(w_heap, maxheap):
    n = w_heap.length()
    if n > 2500:
        # CPython's order for heaps bigger than the L1 cache: whole
        # subtrees bottom-up (the same final layout as CPython)
        m = n >> 1
        leftmost = _top_bit(m + 1) - 1
        mhalf = m >> 1
        i = leftmost - 1
        while i >= mhalf:
            _sift_chain(w_heap, i, maxheap)
            i -= 1
        i = m - 1
        while i >= leftmost:
            _sift_chain(w_heap, i, maxheap)
            i -= 1
        return W_None
    i = (n >> 1) - 1
    while i >= 0:
        siftup(w_heap, i, maxheap)
        i -= 1
    return W_None


def heapify(args):
    return _heapify(_one(args, "heapify"), False)


def heapify_max(args):
    return _heapify(_one(args, "_heapify_max"), True)


DOC = ("Heap queue algorithm (a.k.a. priority queue).\n\n"
       "Heaps are arrays for which a[k] <= a[2*k+1] and a[k] <= a[2*k+2] "
       "for\nall k, counting elements from 0.  For the sake of comparison,"
       "\nnon-existing elements are considered to be infinite.  The "
       "interesting\nproperty of a heap is that a[0] is always its "
       "smallest element.\n\nUsage:\n\nheap = []            # creates an "
       "empty heap\nheappush(heap, item) # pushes a new item on the heap\n"
       "item = heappop(heap) # pops the smallest item from the heap\n"
       "item = heap[0]       # smallest item on the heap without popping "
       "it\nheapify(x)           # transforms list into a heap, in-place, "
       "in linear time\nitem = heapreplace(heap, item) # pops and returns "
       "smallest item, and adds\n                               # new item;"
       " the heap size is unchanged\n\nOur API differs from rigorous "
       "textbook heap algorithms as follows:\n\n- We use 0-based indexing."
       "  This makes the relationship between the\n  index for a node and "
       "the indexes for its children slightly less\n  obvious, but is more "
       "suitable since Python uses 0-based indexing.\n\n- Our heappop() "
       "method returns the smallest item, not the largest.\n\nThese two "
       "make it possible to view the heap as a regular Python list\n"
       "without surprises: heap[0] is the smallest item, and heap.sort() "
       "\nmaintains the heap invariant!\n")


def make():
    from objspace.strobject import newstr
    w_mod = W_Module("_heapq")
    w_mod.setitem("__doc__", newstr(DOC))
    w_mod.setitem("__about__", newstr("Heap queues"))
    for name, fn in [("heappush", heappush), ("heappop", heappop),
                     ("heapreplace", heapreplace),
                     ("heappushpop", heappushpop), ("heapify", heapify),
                     ("_heappop_max", heappop_max),
                     ("_heapreplace_max", heapreplace_max),
                     ("_heapify_max", heapify_max)]:
        w_mod.setitem(name, builtin_function(name, fn))
    return w_mod
