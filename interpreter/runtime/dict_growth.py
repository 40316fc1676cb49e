"""How RPython's ordered dicts grow their entry arrays, set by
targetlbbv.target before annotation (untranslated dicts are Python's).

RPython grows a dict's entries by an eighth (0, 8, 17, 27, 38, 50, 64,
80, 98, ...: PyPy keeps many small dicts and counts their memory), so a
dict built item by item is copied and its new arrays cleared about nine
times on the way to 100 items: a dict comprehension of 100 int keys
spent 80 of its ~600 instructions an item growing (callgrind, session
28). Here they grow by half (0, 8, 20, 38, 65, 105, ...), closer to
CPython, whose dicts double; a dict's index table is sized apart and
unchanged. Every W_Dict, set of names and namespace dict follows it."""

from rpython.rtyper.lltypesystem import rordereddict

# The most entries an index table of bytes, shorts and ints can number.
# rordereddict.ll_dict_grow relies on a growth step never jumping past
# one of these from an entry array the live items may fill (at most 2/3
# of the table's size): there it compacts instead of growing, which frees
# nothing in a full array without deletions (it would then write past its
# end). So a step stops at the limit, unless that would grow by less than
# the 8 entries another caller (ll_dict_move_to_first) needs, where the
# old step applies (the array is then larger than the live items can be).
_LIMITS = [(1 << 8) - rordereddict.MIN_INDEXES_MINUS_ENTRIES,
           (1 << 16) - rordereddict.MIN_INDEXES_MINUS_ENTRIES,
           (1 << 32) - rordereddict.MIN_INDEXES_MINUS_ENTRIES]


def overallocate_entries_len(baselen):
    newsize = baselen + (baselen >> 1) + 8
    for limit in _LIMITS:
        if baselen < limit < newsize:
            if baselen + 8 <= limit:
                return limit
            return baselen + (baselen >> 3) + 8    # RPython's own step
    return newsize


def apply():
    rordereddict._overallocate_entries_len = overallocate_entries_len
