# `c[i] op= e` with e raw float arithmetic: one update slot at tier 2
# (float_lists.try_begin_update), checked against CPython at every tier:
# lists leaving float storage, NaN and inf results, dicts, classes whose
# __getitem__/__setitem__/__iadd__ print, errors caught inside the loop
class Rec:
    def __init__(self, items):
        self.items = items

    def __getitem__(self, i):
        print("get", i)
        return self.items[i]

    def __setitem__(self, i, v):
        print("set", i, v)
        self.items[i] = v


class Acc:
    def __init__(self, v):
        self.v = v

    def __iadd__(self, other):
        print("iadd", other)
        return Acc(self.v + other)

    def __isub__(self, other):
        return Acc(self.v - 2 * other)

    def __imul__(self, other):
        return Acc(self.v * other)

    def __repr__(self):
        return "Acc(%r)" % self.v


def move(c, d, x, y, n):
    for i in range(n):
        a = x * 0.5
        c[0] -= a * y
        c[1] += x
        c[-1] *= y - 0.25
        c[d] += a - y * 2.0
        j = i % 2
        c[j] -= y
        c[i % 3] += 0.125
    return c


def assign(c, x, y, n):
    # `c[i] = c[i] op e`: the same update slot, the plain operator
    for i in range(n):
        c[0] = c[0] - x * y
        c[1] = c[1] * (x - 0.5)
        j = i % 2
        c[j] = c[j] + y
        c[-1] = c[-1] - 0.25
    return c


def guarded(c, x, n):
    caught = 0
    for i in range(n):
        try:
            c[i] += x * 2.0
        except IndexError:
            caught += 1
    return c, caught


for k in range(30):
    move([1.0, 2.0, 3.0], 1, 0.5, 1.5, 10)
print(move([1.0, 2.0, 3.0], 1, 0.5, 1.5, 10))
print(move([1, 2.0, 3.0], 0, 0.5, 1.5, 3))
print(move([1.0, 2 ** 70, 3.0], 0, 0.5, 1.5, 2))
print(move([float("inf"), 2.0, 1e308], 2, 1e308, 1e308, 2))
print(move([True, False, 1.0], 2, 0.5, 0.5, 2))
print(move({0: 1.0, 1: 2.0, -1: 0.5, 2: 1.0}, 2, 0.5, 1.5, 2))
print(move(Rec([1.0, 2.0, 3.0]), 1, 0.5, 1.5, 1).items)
print(move([Acc(1.0), Acc(2.0), Acc(3.0)], 1, 0.5, 1.5, 2))
for bad in ([1.0], (1.0, 2.0, 3.0), [[1.0], 2.0, 3.0], [1.0, 2.0, "s"],
            None, "abc"):
    try:
        move(bad, 1, 0.5, 1.5, 2)
    except (IndexError, TypeError) as e:
        print(type(e).__name__, e)
for k in range(30):
    assign([1.0, 2.0, 3.0], 0.5, 1.5, 10)
print(assign([1.0, 2.0, 3.0], 0.75, 1.5, 10))
print(assign([1, 2, 3], 0.75, 1.5, 3))
print(assign({0: 1.0, 1: 2.0, -1: 4.0}, 0.75, 1.5, 3))
print(assign(Rec([1.0, 2.0, 3.0]), 0.75, 1.5, 1).items)
for bad in ([Acc(1.0), 2.0, 3.0], [1.0], [1.0, "s", 2.0]):
    try:
        assign(bad, 0.5, 1.5, 2)
    except (IndexError, TypeError) as e:
        print(type(e).__name__, e)
for k in range(20):
    r = guarded([0.5] * 8, 0.25, 10)
print(r)
big = [0.0] * 5
for k in range(200):
    for i in range(5):
        big[i] += k * 0.5 * 1.5
        big[i - 5] -= 0.25 * 0.5
print(big, sum(big))
nan = float("nan")
lst = [1.0, 2.0]
for k in range(100):
    lst[0] += nan * 0.0 if k == 99 else 0.0
print(lst, lst[0] is lst[0], lst[0] == lst[0])
