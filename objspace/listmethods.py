"""list methods and slice assignment."""

from objspace.listobject import W_List
from objspace.sequences import slice_indices, unpack_iterable
from objspace.exceptions import raise_value_error


def set_slice(w_list, w_slice, w_value):
    items_w = w_list.items_w
    start, stop, step, count = slice_indices(w_slice, len(items_w))
    new_w = unpack_iterable(w_value)
    if step == 1:
        if stop < start:
            stop = start
        assert start >= 0 and stop >= 0
        w_list.items_w = items_w[:start] + new_w + items_w[stop:]
        return
    if len(new_w) != count:
        raise_value_error("attempt to assign sequence of size %d to extended "
                          "slice of size %d" % (len(new_w), count))
    i = start
    for k in range(count):
        items_w[i] = new_w[k]
        i += step


def del_slice(w_list, w_slice):
    items_w = w_list.items_w
    start, stop, step, count = slice_indices(w_slice, len(items_w))
    if count == 0:
        return
    doomed = {}
    i = start
    for k in range(count):
        doomed[i] = True
        i += step
    kept = []
    for k in range(len(items_w)):
        if k not in doomed:
            kept.append(items_w[k])
    w_list.items_w = kept
