# aliasing and mutation: shared references, copies, default arguments
a = [1, 2, 3]
b = a
c = a[:]
d = list(a)
b.append(4)
print(a, b, c, d, a is b, a is c, a == c + [4])
grid = [[0] * 2] * 2
grid[0][0] = 9
print(grid)
grid = [[0] * 2 for _ in range(2)]
grid[0][0] = 9
print(grid)
def modify(lst):
    lst.append("m")
    lst = ["new"]
    lst.append("n")
    return lst
orig = ["o"]
ret = modify(orig)
print(orig, ret)
def add_item(item, bucket=[]):
    bucket.append(item)
    return bucket
print(add_item(1), add_item(2), add_item(3, []), add_item(4))
def add_safe(item, bucket=None):
    if bucket is None:
        bucket = []
    bucket.append(item)
    return bucket
print(add_safe(1), add_safe(2))
dd = {"k": [1]}
ee = dict(dd)
ee["k"].append(2)
ee["j"] = 0
print(dd, ee)
t = ([1], 2)
t[0].append(3)
print(t)
s = "abc"
s2 = s
s += "d"
print(s, s2)
x = y = 5
x += 1
print(x, y)
l1 = [1]
l2 = l1
l1 = l1 + [2]
print(l1, l2)
l1 = [1]
l2 = l1
l1 += [2]
print(l1, l2)
class Holder:
    def __init__(self, items):
        self.items = items
shared = [0]
h1 = Holder(shared)
h2 = Holder(shared)
h1.items.append(1)
print(h2.items, h1.items is h2.items)
nested = [[1, 2], [3, 4]]
shallow = nested[:]
shallow[0].append(99)
shallow[1] = "replaced"
print(nested, shallow)
m = {}
m["self"] = m
print(len(m), m["self"] is m)
r = [1, 2]
r.append(r)
print(r[2] is r, len(r), r[2][2][0])
