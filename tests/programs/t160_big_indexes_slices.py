# Indexes and slice bounds beyond the machine range, __index__ objects,
# slice.indices and range slicing (CPython's compute_slice), in hot loops
# with the key type changing mid-loop.


def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


class Idx:
    def __init__(self, v):
        self.v = v

    def __index__(self):
        return self.v


class BadIdx:
    def __index__(self):
        return 1.5


BIG = 2 ** 100
seqs = ["abcdef", [1, 2, 3, 4, 5, 6], (1, 2, 3, 4, 5, 6), b"abcdef",
        bytearray(b"abcdef"), range(10, 70, 10)]
bounds = [None, 0, 2, -2, 100, -100, BIG, -BIG, 2 ** 63, -2 ** 63 - 1,
          Idx(1), Idx(-BIG), True]
steps = [None, 1, 2, -1, -2, 3, -4, BIG, -BIG, Idx(2)]

for s in seqs:
    print(type(s).__name__)
    for a in bounds:
        for b in bounds:
            try:
                r = s[a:b]
            except Exception as e:
                r = type(e).__name__ + " " + str(e)
            print(" ", a if not isinstance(a, Idx) else "Idx",
                  b if not isinstance(b, Idx) else "Idx", r)
    for st in steps:
        if isinstance(s, range) and (st == BIG or st == -BIG):
            continue    # a big-int range: lbbv's ranges hold machine ints
        show(lambda: s[::st])
        show(lambda: s[-BIG:BIG:st])
        show(lambda: s[BIG:-BIG:st])

# item indexes: ints, bools, __index__, big ints, wrong types
keys = [0, -1, True, Idx(2), Idx(-1), 5, 6, -7, BIG, -BIG, 2 ** 63, 1.0,
        "1", None, BadIdx()]
for s in seqs:
    for k in keys:
        show(lambda: s[k])

# hot loop: the same site sees machine ints, then big ints, then objects
total = 0
errors = {}
lst = list(range(50))
for i in range(300):
    if i < 100:
        k = i % 50
    elif i < 150:
        k = BIG if i % 2 else -BIG
    elif i < 200:
        k = Idx(i % 50)
    else:
        k = -(i % 50) - 1
    try:
        total += lst[k]
    except IndexError as e:
        errors[str(e)] = errors.get(str(e), 0) + 1
    try:
        total += len("abcdefghij"[k:])
    except Exception as e:
        errors[str(e)] = errors.get(str(e), 0) + 1
print(total, sorted(errors.items()))

# slice assignment and deletion with huge bounds
for a, b in [(BIG, None), (-BIG, 2), (2, BIG), (-BIG, BIG), (None, -BIG),
             (Idx(1), Idx(3))]:
    l = [1, 2, 3, 4, 5]
    l[a:b] = ["x"]
    m = [1, 2, 3, 4, 5]
    del m[a:b]
    print(l, m)
l = list(range(10))
del l[::-BIG]
print(l)
l = list(range(10))
l[BIG:-BIG:-3] = "abcd"
print(l)
for k in [BIG, -BIG, Idx(1), 1.5]:
    def setit():
        l = [1, 2, 3]
        l[k] = 0
        return l

    def delit():
        l = [1, 2, 3]
        del l[k]
        return l
    show(setit)
    show(delit)

# bytearray item assignment with __index__ and big keys
for k in [Idx(0), BIG, -1]:
    def bset():
        ba = bytearray(b"xyz")
        ba[k] = 65
        return ba
    show(bset)

# slice.indices
for sl in [slice(-BIG, BIG, 3), slice(None, None, -1), slice(None, None, BIG),
           slice(None, None, -BIG), slice(BIG, -BIG, -1), slice(1, 2),
           slice(Idx(1), Idx(-1)), slice(None, None, 0), slice(1.5)]:
    for n in [10, 0, 5, -1, Idx(4)]:
        show(lambda: sl.indices(n))
show(lambda: slice(1).indices(3.0))
show(lambda: slice(1).indices())

# range slicing: the new bounds are the items at the slice bounds
ranges = [range(10), range(0, 10, 2), range(10, 0, -2), range(-5, 5, 3),
          range(5), range(0), range(3, 100, 7)]
for r in ranges:
    for sl in [slice(1, 3), slice(None, None, -1), slice(5, 2),
               slice(None, None, -3), slice(1, 100), slice(-100, 100, 7),
               slice(BIG, None), slice(-BIG, BIG, 2), slice(None, None, -2),
               slice(2, -2, -1)]:
        show(lambda: r[sl])
    show(lambda: r[BIG])
    show(lambda: r[-BIG])
    show(lambda: r[Idx(1)])
    show(lambda: r[1.0])

# a range slice in a loop: equal to slicing its list
acc = 0
for i in range(200):
    r = range(i % 7, 100 + i % 11, 1 + i % 5)
    a, b, c = i % 13 - 6, i % 17 - 3, (i % 7 - 3) or 1
    if list(r[a:b:c]) != list(r)[a:b:c]:
        print("mismatch", r, a, b, c)
    acc += len(r[a:b:c])
print(acc)

# ranges built from __index__ objects, spans wider than half the machine
# range, and index() bounds given as __index__ objects or big ints
show(lambda: range(Idx(5)))
show(lambda: list(range(1, Idx(5), Idx(2))))
show(lambda: len(range(-2 ** 62, 2 ** 62, 3)))
show(lambda: len(range(2 ** 62, -2 ** 62, -3)))
show(lambda: range(-2 ** 62, 2 ** 62, 3)[-1])
show(lambda: list(range(-2 ** 63, 2 ** 63 - 1, 2 ** 63 - 1)))
show(lambda: list(range(2 ** 63 - 1, -2 ** 63, -2 ** 63)))
show(lambda: range(1.5))
show(lambda: [1, 2, 3, 2].index(2, Idx(2)))
show(lambda: [1, 2, 3, 2].index(2, Idx(-BIG), Idx(BIG)))
show(lambda: (1, 2, 3, 2).index(2, Idx(2)))
show(lambda: "abcb".index("b", Idx(2)))
show(lambda: "abcb".find("b", Idx(2), Idx(-1)))
show(lambda: [1, 2].index(2, 1.5))
show(lambda: bytes(Idx(3)))
show(lambda: bytearray(Idx(2)))
show(lambda: int.from_bytes(Idx(3), "big"))
show(lambda: int.from_bytes(iter([1, 2]), "big"))
