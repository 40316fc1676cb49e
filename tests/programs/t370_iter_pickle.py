# pickle and copy of the built-in iterators resume where the original stood
import pickle, copy, operator

def roundtrips(it, n):
    out = []
    for _ in range(n):
        next(it, None)
    hint = operator.length_hint(it, -1)
    for p in range(pickle.HIGHEST_PROTOCOL + 1):
        out.append(list(pickle.loads(pickle.dumps(it, p))))
    out.append(list(copy.deepcopy(it)))
    out.append(list(copy.copy(it)))    # shares a wrapped iterator: last
    assert all(o == out[0] for o in out), out
    return out[0], hint

def odd(x):
    return x % 2

d = {1: 'a', 2: 'b', 3: 'c', 4: 'd'}
class Seq:
    def __getitem__(self, i):
        if i < 5:
            return i * i
        raise IndexError(i)
makers = [
    ("list", lambda: iter([1, 2, 3, 4])), ("tuple", lambda: iter((1, 2, 3, 4))),
    ("str", lambda: iter("abcd")), ("ustr", lambda: iter("ab\u20acd")),
    ("bytes", lambda: iter(b"abcd")), ("bytearray", lambda: iter(bytearray(b"wxyz"))),
    ("range", lambda: iter(range(10, 30, 4))), ("bigrange", lambda: iter(range(2**64, 2**64 + 4))),
    ("negrange", lambda: iter(range(5, -5, -3))), ("set", lambda: iter({1, 2, 3, 4})),
    ("frozenset", lambda: iter(frozenset("ab"))), ("dict", lambda: iter(d)),
    ("values", lambda: iter(d.values())), ("items", lambda: iter(d.items())),
    ("rdict", lambda: reversed(d)), ("rvalues", lambda: reversed(d.values())),
    ("ritems", lambda: reversed(d.items())), ("rlist", lambda: reversed([1, 2, 3, 4])),
    ("rtuple", lambda: reversed((1, 2, 3, 4))), ("rstr", lambda: reversed("abcd")),
    ("rrange", lambda: reversed(range(4))), ("enumerate", lambda: enumerate("abcd", 7)),
    ("bigenum", lambda: enumerate("abcd", 2**70)), ("zip", lambda: zip("abcd", range(9))),
    ("zipstrict", lambda: zip("abcd", "wxyz", strict=True)), ("map", lambda: map(str, [1, 2, 3, 4])),
    ("map2", lambda: map(operator.add, [1, 2, 3, 4], [10, 20, 30, 40])),
    ("filter", lambda: filter(None, [0, 1, 0, 2, 3, 4])),
    ("filterf", lambda: filter(odd, range(9))), ("seq", lambda: iter(Seq())),
]
for name, mk in makers:
    for n in (0, 1, 2, 10):
        print(name, n, *roundtrips(mk(), n))
    print(name, type(mk()).__name__, hasattr(mk(), "__setstate__"), hasattr(mk(), "__length_hint__"))

# reductions themselves (the builtin iter/reversed named by pickle)
it = iter([5, 6, 7]); next(it)
f, args, state = it.__reduce__()
print(f is iter, args, state)
it = reversed([5, 6, 7]); next(it)
f, args, state = it.__reduce__()
print(f is reversed, args, state)
it = iter(range(3)); list(it)
print(it.__reduce__()[1:], iter("ab").__reduce__()[1:])
e = enumerate("xy", 3); next(e)
print(e.__reduce__()[0] is enumerate, e.__reduce__()[1][1])
print(range(1, 9, 2).__reduce__(), slice(1, None, 3).__reduce__())
print(pickle.loads(pickle.dumps(range(2**65, 2**66, 3))), copy.copy(slice(2, 5)))

# __setstate__ clamps as CPython
for make, st in [(lambda: iter([1, 2, 3]), -4), (lambda: iter([1, 2, 3]), 2),
                 (lambda: iter([1, 2, 3]), 99), (lambda: iter((1, 2, 3)), 1),
                 (lambda: iter("xyz"), 2), (lambda: iter(b"xyz"), 5),
                 (lambda: iter(range(10)), 7), (lambda: iter(range(10)), -3),
                 (lambda: iter(range(2**64, 2**64 + 5)), 3), (lambda: reversed([1, 2, 3]), 9),
                 (lambda: reversed([1, 2, 3]), 0), (lambda: reversed((1, 2, 3)), -7),
                 (lambda: iter(Seq()), -42), (lambda: iter(Seq()), 3)]:
    it = make()
    it.__setstate__(st)
    print(st, list(it))
try:
    iter([1]).__setstate__("x")
except TypeError as e:
    print("TypeError", e)
z = zip("ab", "c")
z.__setstate__(True)
try:
    list(z)
except ValueError as e:
    print("ValueError", e)

# an exhausted iterator stays exhausted, also when the sequence grows
a = [1, 2]; it = iter(a); list(it); a.append(3); print(list(it), it.__length_hint__())
b = bytearray(b"ab"); it = iter(b); list(it); b.append(99); print(list(it))
a = [1, 2, 3]; it = reversed(a); list(it); a.append(4); print(list(it), it.__length_hint__())
a = [1, 2]; it = iter(a); next(it); a.append(3); print(list(it))

# length hints, hot loops with types changing mid-loop
total = 0
for i in range(300):
    src = [[1, 2, 3], (1, 2), "abcd", b"xy", range(i % 7), {1, 2}, {1: 2}][i % 7]
    it = iter(src)
    if i % 3 == 0:
        next(it, None)
    total += operator.length_hint(it)
    total += len(list(pickle.loads(pickle.dumps(it))))
print(total)
print(operator.length_hint([], 2), operator.length_hint(iter([1, 2, 3])),
      operator.length_hint(map(str, [1]), 5), iter(range(2**70)).__length_hint__())
