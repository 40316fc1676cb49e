# != falls back to the inverted __eq__ (object.__ne__) on either side in
# CPython's order; int()/float()/len()/bool()/hash() check what the
# conversion dunders return. (int() of an __int__ returning a bool and the
# __trunc__ fallback are left out: CPython prints a DeprecationWarning.)


def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


class E:
    def __init__(self, v):
        self.v = v

    def __eq__(self, o):
        if isinstance(o, E):
            return self.v == o.v
        return NotImplemented


class OnlyNe:
    def __ne__(self, o):
        return "OnlyNe.ne"


class EqStr:
    def __eq__(self, o):
        return "yes"        # truthy: != gives False


class Never:
    def __eq__(self, o):
        return NotImplemented


class SubE(E):
    def __eq__(self, o):
        return "SubE.eq"


print(E(1) != E(1), E(1) != E(2), E(1) != 3, 3 != E(1))
print(E(1) != OnlyNe(), OnlyNe() != E(1))
print(EqStr() != 1, 1 != EqStr(), EqStr() == 1)
n = Never()
print(n != n, n == n, Never() != Never(), Never() == Never())
print(E(1) != SubE(1), SubE(1) != E(1))
print([E(1)] != [E(1)], (E(1),) != (E(2),), {1: E(1)} != {1: E(1)})

# a hot loop whose operands change type
pairs = [(E(1), E(1)), (E(1), E(2)), (1, 1), (1.5, 2), ("a", "a"),
         (E(3), 3), (OnlyNe(), E(1)), (E(1), OnlyNe()), (Never(), 1),
         (EqStr(), None)]
counts = {}
for i in range(400):
    a, b = pairs[i % len(pairs)] if i < 200 else pairs[-1 - i % len(pairs)]
    r = a != b
    counts[repr(r)] = counts.get(repr(r), 0) + 1
print(sorted(counts.items()))


class IntNone:
    def __int__(self):
        return None


class IntBig:
    def __int__(self):
        return 2 ** 80


class IndexFloat:
    def __index__(self):
        return 1.5


class IndexOk:
    def __index__(self):
        return 7


class FloatInt:
    def __float__(self):
        return 1


class FloatOk:
    def __float__(self):
        return 2.5


class BoolInt:
    def __bool__(self):
        return 1


class LenStr:
    def __len__(self):
        return "x"


class LenNeg:
    def __len__(self):
        return -1


class LenBig:
    def __len__(self):
        return 2 ** 100


class LenNegBig:
    def __len__(self):
        return -2 ** 100


class LenIndex:
    def __len__(self):
        return IndexOk()


class HashFloat:
    def __hash__(self):
        return 1.5


class HashBig:
    def __hash__(self):
        return 2 ** 100


objs = [IntNone(), IntBig(), IndexFloat(), IndexOk(), FloatInt(),
        FloatOk(), BoolInt(), LenStr(), LenNeg(), LenBig(), LenNegBig(),
        LenIndex(), HashFloat(), HashBig(), 3, 2.5, "7"]
for o in objs:
    name = type(o).__name__
    print(name)
    show(lambda: int(o))
    show(lambda: float(o))
    show(lambda: len(o))
    show(lambda: bool(o))
    show(lambda: hash(o) == hash(o))
    show(lambda: [10, 20, 30, 40, 50, 60, 70, 80][o])
    show(lambda: "%c" % o)

# the same conversions in a loop whose argument type changes
results = {}
for i in range(300):
    o = objs[i % len(objs)] if i > 50 else i
    try:
        r = type(int(o)).__name__
    except Exception as e:
        r = type(e).__name__
    results[r] = results.get(r, 0) + 1
print(sorted(results.items()))
print(hash(HashBig()) == hash(2 ** 100))
