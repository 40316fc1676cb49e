# list basics
a = [1, 2, 3]
b = [4, 5]
print(a + b, a * 2, [0] * 5, [] * 3, len(a), a[0], a[-1])
print([1, [2, [3, []]]], [None, True, 1.5, "s"])
a.append(4)
print(a)
a[0] = 10
print(a)
a += [5, 6]
print(a)
a *= 2
print(a, len(a))
m = [[0] * 3 for _ in range(3)]
m[1][1] = 5
print(m)
bad = [[0] * 3] * 3
bad[0][0] = 1
print(bad)
print(list(range(5)), list(range(2, 10, 3)), list(range(10, 0, -2)), list(range(0)), list(range(5, 0)))
print(list(range(-5, -15, -3)), len(range(0, 100, 7)), range(10)[3], range(0, 20, 2)[-1])
print(3 in range(5), 10 in range(0, 20, 2), 11 in range(0, 20, 2))
x = [3, 1, 2]
y = x
y.append(0)
print(x, x is y)
z = x[:]
z.append(9)
print(x, z)
print(sum([[1], [2, 3]], []))
nested = [[1, 2], [3, 4], [5, 6]]
for p, q in nested:
    print(p * q, end=",")
print()
print([i * i for i in range(10) if i % 2])
total = 0
for v in [1, 2, 3, 4]:
    total += v
print(total)
print(list(reversed([1, 2, 3])), list(enumerate("ab")), list(zip([1, 2, 3], "ab")))
print(min([4, 2, 8]), max([4, 2, 8]), sorted([3, 1, 2]), sorted([3, 1, 2], reverse=True))
l = [5, 3, 8]
l[1:2] = [7, 7, 7]
print(l)
del l[0]
print(l)
del l[1:3]
print(l)
print([1, 2] == [1, 2], [1, 2] != [2, 1], [1, 2] < [1, 3], [[]] * 2)
e = []
print(e, len(e), bool(e))
lst = list("hello")
lst.sort()
print(lst)
print(str([1, "two", 3.0, None, [4]]), repr(["a'b"]))
