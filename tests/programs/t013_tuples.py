# tuples
t = (1, 2, 3)
print(t, len(t), t[0], t[-1], (), (1,), (1, 2) + (3,), (0,) * 3, 2 * (1, 2))
print(type(()).__name__, type((1,)).__name__, tuple(), tuple([1, 2]), tuple("ab"), tuple(range(3)))
x = 1, 2
print(x, type(x).__name__)
a, b = x
print(a, b)
print(t.index(2), t.count(2), (1, 1, 2, 1).count(1), (5, 6, 5).index(5, 1))
print(t == (1, 2, 3), t < (1, 2, 4), t > (1, 2), (1, 2) < (1, 2, 0), () < (0,))
print(3 in t, 4 not in t)
nested = ((1, 2), (3, (4, 5)))
print(nested[1][1][0], nested)
try:
    t[0] = 5
except TypeError as e:
    print("TypeError", e)
try:
    t[5]
except IndexError as e:
    print("IndexError", e)
d = {(1, 2): "a", (3,): "b"}
print(d[(1, 2)], d[3,])
print(hash((1, 2)) == hash((1, 2)), hash(()) == hash(()))
for i, (p, q) in enumerate([(1, 2), (3, 4)]):
    print(i, p, q)
print(sorted([(2, "b"), (1, "z"), (2, "a")]))
print(max([(1, 2), (1, 3), (0, 9)]), min((3, 1, 2)))
print(tuple(i * 2 for i in range(4)))
def f():
    return 1, "two", 3.0
r = f()
print(r, r[1])
u, v, w = f()
print(u, v, w)
print(repr((1,)), str(("a", 'b')), ((),), list((1, 2)))
l = [1, 2]
tt = (l, 3)
l.append(9)
print(tt)
print((1, 2, 3)[::2], (1,) * 0)
