# mutation during iteration: dicts (size and keys), sets, lists, sort,
# and iterators that stay exhausted; hot loops so tiers 1/2 run them too
def attempt(label, fn):
    try:
        print(label, fn())
    except Exception as e:
        print(label, type(e).__name__, e)

def del_readd(view):
    d = {0: 0}
    out = []
    for x in view(d):
        out.append(x)
        del d[0]
        d[0] = 0
    return out

for name, view in [("keys", lambda d: d), ("values", lambda d: d.values()),
                   ("items", lambda d: d.items()), ("rkeys", lambda d: reversed(d)),
                   ("rvalues", lambda d: reversed(d.values())),
                   ("ritems", lambda d: reversed(d.items()))]:
    attempt(name, lambda: del_readd(view))

def grow(d):
    for k in d:
        d[k + 100] = 1
def shrink(d):
    for k in d:
        del d[k]
def pop_push(d):
    for k in d:
        d.pop(k)
        d[k + 1000] = 0
def popitem_push(d):
    for k in d:
        d.popitem()
        d["x"] = 1
def clear_refill(d):
    for k in list(d):
        pass
    for k in d:
        d.clear()
        d.update({1: 1, 2: 2, 3: 3})
def update_values(d):
    n = 0
    for k in d:
        d[k] = d[k] + 1     # changing values is allowed
        n += 1
    return n, sorted(d.items())
# (CPython's outcome for a deletion balanced by an insertion depends on
# its table layout; these sizes raise there, as lbbv always does)
for f in (grow, shrink, pop_push, update_values):
    attempt(f.__name__, lambda: f({1: 1, 2: 2, 3: 3, 4: 4, 5: 5}))

def set_grow():
    s = {1, 2, 3}
    for x in s:
        s.add(x + 10)
def set_swap():
    s = {1, 2, 3}
    for x in s:
        s.discard(x)
        s.add(x + 10)
attempt("set_grow", set_grow)
attempt("set_swap", set_swap)

def list_grow():
    a = [1, 2, 3]
    out = []
    for x in a:
        out.append(x)
        if len(a) < 6:
            a.append(x * 10)
    return out
def list_shrink():
    a = [1, 2, 3, 4, 5, 6]
    out = []
    for x in a:
        out.append(x)
        a.remove(x)
    return out
attempt("list_grow", list_grow)
attempt("list_shrink", list_shrink)

def sort_mutating():
    a = [3, 1, 2]
    def key(x):
        a.append(x)
        return x
    a.sort(key=key)
attempt("sort", sort_mutating)
def sort_clear():
    a = [3, 1, 2, 5]
    def key(x):
        a.clear()
        return x
    a.sort(key=key)
    return a
attempt("sort_clear", sort_clear)

# hot loops: the same checks on every iteration, iterators changing type
hits = 0
msgs = set()
for i in range(300):
    d = {j: j for j in range(i % 4 + 1)}
    src = [d, d.keys(), d.values(), d.items(), {1, 2, 3}, [1, 2], (1,)][i % 7]
    try:
        for x in src:
            if i % 2 == 0:
                if isinstance(src, set):
                    src.add(-i)
                elif isinstance(src, (list, tuple)):
                    pass
                elif i % 4 == 0:
                    d[-i - 1] = 0               # changes the size
                elif len(d) == 1:
                    # same size, keys changed (CPython's outcome depends
                    # on its table layout for bigger dicts)
                    k = next(iter(d))
                    del d[k]
                    d[k] = 1
            else:
                d[x if not isinstance(x, tuple) else x[0]] = i   # allowed
    except RuntimeError as e:
        hits += 1
        msgs.add(str(e))
print(hits, sorted(msgs))

# exhausted iterators stay exhausted
a = [1]
it = iter(a)
print(list(it), end=" ")
a.extend([2, 3])
print(list(it))
d = {1: 1}
it = iter(d)
print(list(it), end=" ")
d[2] = 2
print(list(it))

class N:
    def __iter__(self):
        return self
attempt("non-iterator", lambda: iter(N()))
attempt("enumerate", lambda: enumerate(N()))
class M:
    def __iter__(self):
        return 5
attempt("int", lambda: list(M()))
def again():
    state = [0]
    def f():
        if state[0]:
            return 2
        state[0] = 1
        list(it)
        return 1
    it = iter(f, 2)
    return next(it)
attempt("reentrant callable_iterator", again)
