"""The "Did you mean: 'x'?" a printed AttributeError or NameError ends
with: the closest name by an edit distance over UTF-8 bytes where a
change of letter case costs less than another change. An AttributeError
looks in dir(obj); a NameError in the failing frame's local variables,
then its globals, then the builtins."""

from objspace.model import OperationError, Arguments
from objspace.strobject import W_Str

EDIT_COST = 2           # inserting, deleting or replacing a byte
CASE_COST = 1           # replacing a letter by the same in another case
LONGEST = 40            # longer names are never suggested
MOST_CANDIDATES = 750   # more names than this: no suggestion


def _lower(c):
    if "A" <= c <= "Z":
        return chr(ord(c) + 32)
    return c


def _replace_cost(x, y):
    if x == y:
        return 0
    if _lower(x) == _lower(y):
        return CASE_COST
    return EDIT_COST


def edit_distance(a, b, limit):
    """The cost of turning a into b, or limit + 1 once it must exceed
    limit."""
    lo = 0
    while lo < len(a) and lo < len(b) and a[lo] == b[lo]:
        lo += 1
    ha = len(a)
    hb = len(b)
    while ha > lo and hb > lo and a[ha - 1] == b[hb - 1]:
        ha -= 1
        hb -= 1
    assert lo >= 0 and ha >= lo and hb >= lo
    a = a[lo:ha]
    b = b[lo:hb]
    if not a or not b:
        return (len(a) + len(b)) * EDIT_COST
    if len(a) > LONGEST or len(b) > LONGEST:
        return limit + 1
    if len(b) < len(a):
        a, b = b, a
    if (len(b) - len(a)) * EDIT_COST > limit:
        return limit + 1
    # row[i]: the cost of turning b[:j] into a[:i + 1], for the current j
    row = [(i + 1) * EDIT_COST for i in range(len(a))]
    result = 0
    for j in range(len(b)):
        diag = j * EDIT_COST        # cost of b[:j] -> a[:0]
        # CPython starts the row's left edge at j (not j + 1) moves; the
        # same here, so that the same names are suggested
        left = j * EDIT_COST
        best = -1
        for i in range(len(a)):
            replace = diag + _replace_cost(b[j], a[i])
            up = row[i]
            cost = min(min(left, up) + EDIT_COST, replace)
            diag = up
            row[i] = cost
            left = cost
            if best < 0 or cost < best:
                best = cost
        result = left
        if best > limit:
            return limit + 1
    return result


def best_match(names, name):
    """The closest of names to name, or None."""
    if len(names) >= MOST_CANDIDATES:
        return None
    found = None
    found_cost = -1
    for item in names:
        if item == name:
            continue
        limit = (len(name) + len(item) + 3) * EDIT_COST // 6
        if found is not None and found_cost - 1 < limit:
            limit = found_cost - 1
        cost = edit_distance(name, item, limit)
        if cost > limit:
            continue
        if found is None or cost < found_cost:
            found = item
            found_cost = cost
    return found


def _str_names(items_w):
    return [w_i.utf8 for w_i in items_w if isinstance(w_i, W_Str)]


def _attribute_names(w_obj):
    from interpreter.runtime.dyncode import b_dir
    from objspace.sequences import unpack_iterable
    try:
        return _str_names(unpack_iterable(b_dir(Arguments([w_obj]))))
    except OperationError:
        return []       # dir() failed: no suggestion


def suggestion(w_exc):
    """The name to suggest for an AttributeError or NameError w_exc, or
    None."""
    from objspace.exceptions import (W_BaseException, w_AttributeError,
                                     w_NameError)
    if not isinstance(w_exc, W_BaseException):
        return None
    w_type = w_exc.gettype()
    w_name = w_exc.getdictvalue("name")
    if not isinstance(w_name, W_Str):
        return None
    name = w_name.utf8
    if w_type.issubtype(w_AttributeError):
        w_obj = w_exc.getdictvalue("obj")
        if w_obj is None:
            return None
        return best_match(_attribute_names(w_obj), name)
    if not w_type.issubtype(w_NameError):
        return None
    tb = w_exc.traceback
    if tb is None:
        return None
    while tb.next is not None:
        tb = tb.next
    if tb.code is not None:
        found = best_match(list(tb.code.co_varnames), name)
        if found is not None:
            return found
    if tb.w_globals is not None:
        found = best_match(tb.w_globals.dict_w.keys(), name)
        if found is not None:
            return found
    from interpreter.runtime.module import builtins_module
    return best_match(builtins_module().dict_w.keys(), name)
