"""Int storage for lists (objspace/listobject.py): lists of exact machine
ints keep raw words, are made without boxes (list(range), [0] * n), update
`c[i] += n` raw at tier 2, sort raw, and leave the storage for good when
anything else goes in. The corpus program t583_int_lists.py checks the
behaviour at every tier against CPython; these check the storage."""

from rpython.rlib.rbigint import rbigint

from objspace.intobject import W_Int, W_Bool, newint, W_Long
from objspace.floatobject import W_Float
from objspace.listobject import W_List, newlist_from_items, newlist_empty
from annotator_rules import opcodes as op
from tests.tier2_support import run, cpython, Made


def test_int_storage_object_model():
    w_l = newlist_from_items([newint(3), newint(1000), newint(-7)])
    assert w_l.ints == [3, 1000, -7] and w_l.objects_w is None
    assert w_l.length() == 3
    w_x = w_l.getitem(1)
    assert type(w_x) is W_Int and w_x.intval == 1000
    w_l.setitem(0, newint(5))
    w_l.append(newint(6))
    assert w_l.ints == [5, 1000, -7, 6]
    w_s = w_l.getslice(1, 2, 2)
    assert isinstance(w_s, W_List) and w_s.ints == [1000, 6]
    w_c = w_l.copy()
    assert isinstance(w_c, W_List) and w_c.ints == w_l.ints
    assert w_c.ints is not w_l.ints
    w_l.append(W_Bool(1))           # a bool is not an exact int: objects
    assert w_l.ints is None and len(w_l.items_w) == 5
    assert [w.intval for w in w_l.items_w[:4]] == [5, 1000, -7, 6]
    w_e = newlist_empty()
    w_e.append(newint(2))           # the first item chooses
    assert w_e.ints == [2]
    w_e.append(W_Float(0.5))
    assert w_e.ints is None and w_e.length() == 2
    for w_odd in [W_Bool(0), W_Float(1.0), W_Long(rbigint.fromint(5))]:
        w_m = newlist_from_items([newint(1), w_odd])
        assert w_m.ints is None and w_m.length() == 2
    w_g = newlist_from_items([newint(1), newint(2)])
    assert w_g.items_w[1].intval == 2 and w_g.ints is None  # generic read


STORAGE = """
def counts(data, step):
    c = [0] * 10
    for v in data:
        c[v % 10] += step
    return c
r = list(range(2000))
c1 = counts(r, 1000)
s = sorted([5, 3, 9, 1] * 3)
r2 = r[::7]
r2.sort(reverse=True)
big = [9223372036854775806] * 2
big[0] += 1
big[1] += 2
print(c1, s, r2[:3], big)
"""


def _global(w_main, name):
    return w_main.dict_w[name]


def test_storage_kept_by_int_operations():
    w, out = run(STORAGE, threshold=16, unboxing=True)
    assert out == cpython(STORAGE)
    for name in ["r", "c1", "s", "r2"]:
        w_l = _global(w, name)
        assert isinstance(w_l, W_List) and w_l.ints is not None, name
    # the second `+=` overflowed: the list holds a big int now
    w_big = _global(w, "big")
    assert isinstance(w_big, W_List) and w_big.ints is None


def test_augmented_store_allocates_no_int():
    src = STORAGE.replace("r = list(range(2000))", "r = list(range(N))")
    results = []
    for n in [2000, 6000]:
        with Made(W_Int) as made:
            w, out = run(src.replace("N", str(n)), threshold=16,
                         unboxing=True)
        results.append((made.count, out))
    assert results[0][1] == cpython(src.replace("N", "2000"))
    # 4000 more updates of counts past 256 (each a new box if boxed)
    # and 4000 more reads of r's items (v, boxed by the loop's FOR_ITER)
    assert results[1][0] - results[0][0] < 4000 + 200, results


METHODS = """
perm1 = list(range(8))
perm = perm1[:]
for r in range(1, 8):
    perm1.insert(r, perm1.pop(0))
    k = perm[0] + 3
    perm[:k + 1] = perm[k::-1]
perm.reverse()
perm.remove(3)
perm.insert(0, 30)
i = perm.index(5) + perm.count(30)
f = [0.5, 1.5, 2.5]
f[::-1] = f
f.insert(1, 9.5)
f.reverse()
f.remove(1.5)
print(perm1, perm, i, f)
"""


def test_storage_kept_by_list_methods():
    # insert, pop, slice assignment of a raw list, reverse, remove, index
    # and count keep a raw storage (fannkuch's permutations)
    w, out = run(METHODS, threshold=16, unboxing=True)
    assert out == cpython(METHODS)
    for name in ["perm1", "perm"]:
        w_l = _global(w, name)
        assert isinstance(w_l, W_List) and w_l.ints is not None, name
    w_f = _global(w, "f")
    assert isinstance(w_f, W_List) and w_f.floats is not None


READS = """
def fannkuch_like(perm, count, n):
    flips = 0
    total = 0
    for j in range(n):
        k = perm[0]
        r = j % 5
        total = total + count[r] * k - perm[-1]
        if count[r] > 2:
            flips += 1
    return flips, total
perm = list(range(3, 10))
count = [1, 2, 3, 4, 5]
print(fannkuch_like(perm, count, 300))
big = [2 ** 62, 1, 2, 3, 4]
print(fannkuch_like([9223372036854775807, 0], big, 20))
count.append("x")
count.pop()
print(count[:], fannkuch_like(perm, count, 100))
print(fannkuch_like([1.5, 2.0], count, 100))
print(fannkuch_like((4, 5), (1, 2, 3, 4, 5), 100))
try:
    fannkuch_like([], count, 10)
except IndexError as e:
    print("IndexError", e)
"""


def test_tier2_reads_int_lists_raw():
    from tests.tier2_support import code_of, names, versions_at, first_t0, \
        block_names
    w, out = run(READS, threshold=16, unboxing=True)
    assert out == cpython(READS)
    code = code_of(w, "fannkuch_like")
    assert "BINARY_SUBSCR_INT_LIST" in names(code)
    # once warm the loop body reads every item raw: no guarded subscript,
    # the items feed raw int arithmetic
    body = versions_at(code, first_t0(code, "FOR_ITER") + 1)[-1]
    bn = block_names(code, body)
    assert bn.count("BINARY_SUBSCR_INT_LIST") == 4, bn
    assert "BINARY_SUBSCR_SEQ_INT_GUARDED" not in bn
    assert "BINARY_SUBSCR_LIST_INT_REST" not in bn


SLICES = """
a = list(range(20))
del a[2:5]
del a[::3]
del a[9:1:-2]
a[1:3] = []
b = []
b[:] = a
f = [0.5 * k for k in range(9)]
del f[::-4]
f[:2] = []
e = []
e[:] = []
print(a, b, f, e)
"""


def test_storage_kept_by_slice_deletion():
    # `del a[i:j:k]` and `a[i:j] = []` keep the raw storage; a list with
    # none yet takes the assigned list's
    w, out = run(SLICES, threshold=16, unboxing=True)
    assert out == cpython(SLICES)
    for name in ["a", "b"]:
        w_l = _global(w, name)
        assert isinstance(w_l, W_List) and w_l.ints is not None, name
    w_f = _global(w, "f")
    assert isinstance(w_f, W_List) and w_f.floats is not None


def test_searches_of_int_lists_box_nothing():
    # lst.index/count/remove of an int (or bool) in an int list compare
    # raw words: no item boxed (past 256 each read would be a new W_Int)
    from objspace.listmethods import list_index, list_count, list_remove
    from objspace.model import Arguments
    w_l = newlist_from_items([newint(1000 + k) for k in range(500)])
    w_x = newint(1400)
    w_true = W_Bool(1)
    with Made(W_Int) as made:
        w_i = list_index(Arguments([w_l, w_x]))
        w_c = list_count(Arguments([w_l, w_x]))
        list_remove(Arguments([w_l, w_x]))
        w_none = list_count(Arguments([w_l, w_true]))
    assert (w_i.intval, w_c.intval, w_none.intval) == (400, 1, 0)
    assert made.count <= 3, made.count  # the three results, not the items
    assert w_l.ints is not None and w_l.length() == 499


ITERATION = """
def total(lst):
    t = 0
    for x in lst:
        if x > 5:
            t = t + x * 3
    return t
def grow(lst):
    n = 0
    for x in lst:
        if x == 3:
            lst.append("s")
        n += x if type(x) is int else 100
    return n
data = list(range(1000, 1000 + N))
for k in range(20):
    r = total(data)
print(r, total([1.5, 7.5]), total((1, 2, 9)), total([]), total([2**62] * 3))
for k in range(20):
    g = grow(list(range(8)))
print(g, total(list(range(10))))
"""


def test_tier2_iterates_int_lists_raw():
    # `for x in lst` over an int list pushes raw items: the loop body
    # computes raw, no box per item; a float list, a tuple, an empty
    # list, big sums and a list that leaves int storage mid-loop (the
    # side exit to the generic iteration) give CPython's results
    from tests.tier2_support import code_of, names, versions_at, first_t0, \
        block_names, run_counted
    src = ITERATION.replace("N", "300")
    w, out, executed = run_counted(src, threshold=16)
    assert out == cpython(src)
    code = code_of(w, "total")
    loop = versions_at(code, first_t0(code, "FOR_ITER"))
    assert [n for v in loop for n in block_names(code, v)
            if "ITER" in n][:1] in (["BB_FOR_ITER_INT_LIST"],
                                    ["BB_TEST_ITER_INT_LIST"])
    assert executed[op.BB_FOR_ITER_INT_LIST] > 20 * 300 - 100
    # grow's list left int storage in the loop: the generic form took over
    assert "BB_FOR_ITER_SEQ" in names(code_of(w, "grow")) or \
        "BB_TEST_ITER_SEQ" in names(code_of(w, "grow"))
    counts = []
    for n in [300, 900]:
        with Made(W_Int) as made:
            run(ITERATION.replace("N", str(n)), threshold=16, unboxing=True)
        counts.append(made.count)
    # 20 loops over 600 more items past 256: a box each if iterated boxed
    assert counts[1] - counts[0] < 600, counts


STORES = """
def fibs(a, n, m):
    for i in range(2, n):
        a[i] = (a[i - 1] + a[i - 2]) % m
    return a[n - 1]
def lcs(x, y):
    m = len(y)
    prev = [0] * (m + 1)
    for cx in x:
        cur = [0] * (m + 1)
        for j in range(m):
            if cx == y[j]:
                cur[j + 1] = prev[j] + 1
            else:
                a = cur[j]
                b = prev[j + 1]
                cur[j + 1] = a if a > b else b
        prev = cur
    return prev[m]
def powers(a, n):
    for i in range(1, n):
        a[i] = a[i - 1] * 3
    return a
N = 400
for k in range(20):
    r = fibs([0, 1] + [0] * (N - 2), N, 1000003)
print(r, lcs([k % 7 for k in range(60)], [k % 5 for k in range(50)]))
f = [0.0, 1.0] + [0.0] * 8
print(fibs(f, 10, 7), f)
d = {0: 0, 1: 1}
print(fibs(d, 12, 1000), sorted(d.items())[-2:])
try:
    fibs([0, 1, 2], 5, 10)
except IndexError as e:
    print("IndexError", e)
print(powers([1] * 45, 45)[-3:], fibs([0, 1] + [0] * 8, 10, 2 ** 62 + 7))
"""


def test_tier2_stores_raw_ints_raw():
    # `a[i] = <a raw int>` with a raw index stores the value into int
    # storage as it is (STORE_SUBSCR_RAW.raw_value): no BOX_INT in the
    # warm loop; a float list, a dict, an index out of range and an
    # overflow to a big int give CPython's results
    from annotator_rules.instructions import STORE_SUBSCR_RAW
    from tests.tier2_support import code_of, versions_at, first_t0, \
        block_names, run_counted
    w, out, executed = run_counted(STORES, threshold=16)
    assert out == cpython(STORES)
    code = code_of(w, "fibs")
    body = versions_at(code, first_t0(code, "FOR_ITER") + 1)[-1]
    bn = block_names(code, body)
    assert "STORE_SUBSCR_RAW_INT" in bn and "BOX_INT" not in bn, bn
    stores = [code.co_code[2 * k + 1] for k in range(body.start, body.end)
              if code.co_code[2 * k] == op.STORE_SUBSCR_RAW_INT]
    assert STORE_SUBSCR_RAW.raw_value.get(stores[0])
    # lcs's two stores (a computed index `j + 1`) take raw values too
    assert executed[op.BOX_INT] + executed[op.LOAD_FAST_BOX_INT] < 500
    # the float list (its sums are floats: not the raw int store) keeps
    # float storage
    w_f = _global(w, "f")
    assert isinstance(w_f, W_List) and w_f.floats is not None


def test_sum_min_max_of_raw_lists_box_nothing():
    # sum/min/max of an int or float list read the raw items: no box per
    # item (past 256 an int box, every float one), the storage kept
    from objspace.modules.builtins_more import b_sum, b_min, b_max
    from objspace.model import Arguments
    from objspace.floatobject import W_Float
    w_i = newlist_from_items([newint(1000 + k) for k in range(500)])
    w_f = newlist_from_items([W_Float(k * 0.5) for k in range(500)])
    w_half = W_Float(0.5)
    with Made(W_Int) as ints_made:
        with Made(W_Float) as floats_made:
            results = [b_sum(Arguments([w_i])), b_max(Arguments([w_i])),
                       b_min(Arguments([w_f])), b_sum(Arguments([w_f])),
                       b_sum(Arguments([w_i, w_half]))]
    # (the five results)
    assert ints_made.count + floats_made.count <= 5, \
        (ints_made.count, floats_made.count)
    assert [results[0].intval, results[1].intval] == \
        [sum(range(1000, 1500)), 1499]
    assert [w.floatval for w in results[2:]] == \
        [0.0, sum(k * 0.5 for k in range(500)), 0.5 + sum(range(1000, 1500))]
    assert w_i.ints is not None and w_f.floats is not None
