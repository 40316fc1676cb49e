# pickle / copy / deepcopy of the itertools types resume where they stood
import pickle, copy, operator
from itertools import (count, cycle, repeat, accumulate, chain, compress,
                       dropwhile, takewhile, filterfalse, groupby, islice,
                       starmap, zip_longest, tee, product, permutations,
                       combinations, combinations_with_replacement, pairwise)

def take(n, it):
    return list(islice(it, n))

def lt3(x):
    return x < 3

def first(a, b):
    return a

def keyf(x):
    return x // 3

def check(name, mk, n, limit=30):
    it = mk()
    take(n, it)
    outs = []
    for p in range(pickle.HIGHEST_PROTOCOL + 1):
        outs.append(take(limit, pickle.loads(pickle.dumps(it, p))))
    outs.append(take(limit, copy.deepcopy(it)))
    same = all(o == outs[0] for o in outs)
    print(name, n, same, outs[0], take(limit, it) == outs[0])

makers = [
    ("count", lambda: count(5)), ("count_step", lambda: count(2, 3)),
    ("count_float", lambda: count(1.5, 0.5)), ("count_big", lambda: count(2**70, -2**60)),
    ("cycle", lambda: cycle("abc")), ("cycle_empty", lambda: cycle("")),
    ("repeat", lambda: repeat("x", 4)), ("repeat_inf", lambda: repeat(7)),
    ("accumulate", lambda: accumulate([1, 2, 3, 4, 5])),
    ("accumulate_mul", lambda: accumulate([1, 2, 3, 4], operator.mul)),
    ("accumulate_init", lambda: accumulate([1, 2, 3], initial=100)),
    ("accumulate_none", lambda: accumulate([None, None, None], first)),
    ("chain", lambda: chain("ab", [1, 2], (3,))),
    ("chain_from", lambda: chain.from_iterable(["xy", "z", ""])),
    ("compress", lambda: compress("abcdef", [1, 0, 1, 1, 0, 1])),
    ("dropwhile", lambda: dropwhile(lt3, [1, 2, 3, 4, 1, 2])),
    ("takewhile", lambda: takewhile(lt3, [1, 2, 3, 4, 1, 2])),
    ("filterfalse", lambda: filterfalse(lt3, [1, 5, 2, 6])),
    ("filterfalse_none", lambda: filterfalse(None, [0, 1, "", "a"])),
    ("islice", lambda: islice(range(100), 3, 40, 7)),
    ("islice_stop", lambda: islice("abcdefgh", 4)),
    ("islice_open", lambda: islice(count(), 2, None, 5)),
    ("starmap", lambda: starmap(pow, [(2, 3), (3, 2), (10, 2)])),
    ("zip_longest", lambda: zip_longest("abcd", [1, 2], fillvalue="-")),
    ("product", lambda: product("ab", range(3))),
    ("product_rep", lambda: product([0, 1], repeat=3)),
    ("product_empty", lambda: product("ab", [])),
    ("permutations", lambda: permutations("abcd", 2)),
    ("permutations_full", lambda: permutations(range(3))),
    ("combinations", lambda: combinations("abcde", 3)),
    ("combinations_big_r", lambda: combinations("ab", 3)),
    ("cwr", lambda: combinations_with_replacement("abc", 2)),
]
for name, mk in makers:
    for n in (0, 1, 3, 50):
        check(name, mk, n, 12)

# groupby: the groups come back with their parents
def gb_state(it):
    return [(k, list(g)) for k, g in it]
for n in range(5):
    it = groupby("aabbbcdd")
    for _ in range(n):
        next(it, None)
    print("groupby", n, gb_state(pickle.loads(pickle.dumps(it))), gb_state(copy.deepcopy(it)))
it = groupby(range(10), keyf)
k, g = next(it)
next(g)
it2, g2 = pickle.loads(pickle.dumps((it, g)))
print(k, list(g2), gb_state(it2))

# tee: copies share their buffer, also after pickling together
a, b = tee(iter(range(8)))
take(3, a)
take(1, b)
a2, b2 = pickle.loads(pickle.dumps((a, b)))
print(list(a2), list(b2), list(copy.copy(a)), list(copy.deepcopy(b)))
print(list(a), list(b))
t = type(a)
try:
    t()
except TypeError as e:
    print("TypeError", e)
c = t("xyz")
print(next(c), list(t(c)), list(c))

# __setstate__ forms and their checks
c = cycle("defg"); c.__setstate__((list("abc"), 0)); print(take(14, c))
c = cycle("defg"); c.__setstate__((list("abcdefg"), 1)); print(take(14, c))
for bad in ([list("ab"), 0], (tuple("ab"), 0), (list("ab"), "x"), (), ([],)):
    try:
        cycle("ab").__setstate__(bad)
    except TypeError as e:
        print("TypeError", type(bad).__name__)
for bad in ((), [], 0, ([],), (iter([]), [])):
    try:
        chain().__setstate__(bad)
    except TypeError as e:
        print("TypeError", e)
it = chain(); it.__setstate__((iter(["abc", "def"]),)); print(list(it))
it = chain(); it.__setstate__((iter(["abc", "def"]), iter(["ghi"]))); print(list(it))
p = product((1, 2), (3,)); p.__setstate__((0, 0x1000)); print(next(p))
p = product((1, 2), (), (3,)); p.__setstate__((0, 0, 0x1000)); print(list(p))
p = permutations("abc", 2); p.__setstate__(((2, 0, 1), (9, -4))); print(list(p))
p = combinations("abcd", 2); p.__setstate__((7, -1)); print(list(p))
p = combinations_with_replacement("abc", 2); p.__setstate__((1, 5)); print(list(p))
for bad in ((1,), (1, 2, 3), "ab"):
    try:
        combinations("abcd", 2).__setstate__(bad)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
i = islice("abcdefgh", 1, 7, 2); i.__setstate__(3); print(list(i))
d = dropwhile(lt3, [1, 5, 1]); d.__setstate__(True); print(list(d))
z = zip_longest("a", "bcd"); z.__setstate__("?"); print(list(z))
a = accumulate([1, 2, 3]); a.__setstate__(100); print(list(a))

# repeat's length hint
print(operator.length_hint(repeat(None, 50)), operator.length_hint(repeat(None, 0)),
      operator.length_hint(repeat(None), 12))
try:
    repeat(1).__length_hint__()
except TypeError as e:
    print("TypeError", e)
try:
    pickle.dumps(pairwise("abc"))
except TypeError as e:
    print("TypeError", e)

# hot loop: pickling mid-iteration, the iterator kind changing each turn
acc = 0
for i in range(150):
    it = [count(i), cycle("abc"), islice(range(50), i % 7, None, 2),
          product(range(3), repeat=2), accumulate(range(i % 9 + 1)),
          chain("ab", range(i % 5))][i % 6]
    take(i % 4, it)
    acc += len(take(5, pickle.loads(pickle.dumps(it))))
    acc += len(take(5, copy.deepcopy(it)))
print(acc)
