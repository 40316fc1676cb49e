# assignment forms: tuple/list unpacking, nested, starred, chained
a, b = 1, 2
print(a, b)
a, b = b, a
print(a, b)
[c, d] = [3, 4]
print(c, d)
(e, f), g = (5, 6), 7
print(e, f, g)
h, (i, (j, k)) = 1, (2, (3, 4))
print(h, i, j, k)
first, *rest = [1, 2, 3, 4]
print(first, rest)
*init, last = "abcd"
print(init, last)
p, *mid, q = range(6)
print(p, mid, q)
p, *mid, q = [1, 2]
print(p, mid, q)
[x, *y] = (9,)
print(x, y)
m = n = o = 0
print(m, n, o)
l1 = l2 = []
l1.append(1)
print(l2)
s1, s2, s3 = "xyz"
print(s1, s2, s3)
d1, d2 = {"k1": 1, "k2": 2}
print(d1, d2)
for idx, (key, val) in enumerate([("a", 1), ("b", 2)]):
    print(idx, key, val)
for a, *b in [(1, 2, 3), (4,)]:
    print(a, b)
try:
    a, b = [1, 2, 3]
except ValueError as ex:
    print("ValueError", ex)
try:
    a, b, c = [1, 2]
except ValueError as ex:
    print("ValueError", ex)
lst = [0, 0, 0]
lst[0], lst[2] = "L", "R"
print(lst)
class O:
    pass
obj = O()
obj.x, obj.y = 10, 20
print(obj.x, obj.y)
i = 0
arr = [10, 20, 30]
i, arr[i] = 1, 99
print(i, arr)
a, b, c = (x * 2 for x in range(3))
print(a, b, c)
t = 1, 2, 3
u = *t, 4
print(u, [*t, *"ab"], {**{"a": 1}, "b": 2}, {*t, 3})
(a), b = 1, 2
print(a, b)
a = b = c = [1]
print(a is c)
x, y = y, x = 1, 2
print(x, y)
