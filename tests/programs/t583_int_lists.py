# Lists of machine ints (int storage, objspace/listobject.py): every way in
# and out of raw storage, at every tier (loops make them hot for tier 2).
import sys

big = sys.maxsize

def show(tag, lst):
    print(tag, lst, len(lst), type(lst).__name__)

a = [3, 1, 2]
show("display", a)
r = list(range(5))
show("range", r)
show("range step", list(range(10, -10, -3)))
show("empty range", list(range(3, 3)))
z = [0] * 4
show("repeat", z)
z *= 2
show("repeat inplace", z)
b = []
for i in range(6):
    b.append(i * i)
show("appended", b)
b.append(2.5)
show("then float", b)
c = [1, 2]
c.append(True)
show("then bool", c)
print([type(x).__name__ for x in c])
d = [big, -big - 1]
d[0] += 1
show("overflow aug", d)
print(type(d[0]).__name__)
e = [big]
e.append(big + 1)
show("then long", e)
f = list(range(4))
f[1] = "x"
show("setitem str", f)
g = list(range(4))
g[2] = None
show("setitem None", g)
h = list(range(8))
show("slice", h[2:6])
show("slice step", h[::3])
show("slice neg", h[::-2])
h[1:3] = [10, 11, 12]
show("slice assign", h)
del h[0]
show("del", h)
h.insert(0, 99)
show("insert", h)
print("pop", h.pop(), h.pop(0), h)
h.remove(11)
show("remove", h)
print("index", h.index(12), "count", h.count(12), 12 in h, 77 in h,
      12.0 in h, True in [1, 0])
h.reverse()
show("reverse", h)
k = [5, 3, 9, 1, 7, 3]
k.sort()
show("sort", k)
k.sort(reverse=True)
show("sort rev", k)
k.sort(key=lambda x: -x)
show("sort key", k)
print(sorted([4, 2, 8, 6]), sorted([4, 2, 8, 6], reverse=True),
      sorted(range(5), key=lambda x: x % 2))
m = [1, 2] + [3, 4]
show("concat", m)
m += [5]
show("iadd", m)
m += (6, 7)
show("iadd tuple", m)
m.extend(range(8, 10))
show("extend range", m)
m.extend([1.5])
show("extend float", m)
n = []
n.extend([1, 2, 3])
show("empty extend", n)
n2 = []
n2.extend(x for x in range(3))
show("empty extend gen", n2)
p = n[:]
p[0] = 100
print(n, p, n == [1, 2, 3], n < p, n == [1.0, 2.0, 3.0])
print(sum(r), min(r), max(r), list(reversed(r)), list(enumerate(r))[:2])
x, y, w = [7, 8, 9]
print(x, y, w)
q = [1000, 2000]
print(q[0] is q[0], q[0] == 1000, id(q[0]) == id(q[0]))
print(str([1, -2, 3]), repr(list(range(3))))
s = [1, 2, 3]
s[1] = 2.0
show("int then float item", s)
print([type(v).__name__ for v in s])

class K(int):
    pass

t = [1, 2]
t.append(K(3))
show("subclass item", t)
print(type(t[2]).__name__)

print(1 in [1, 2], True in [0, 1], 2.0 in [1, 2], "a" in [1], 5 in [],
      big + 1 in [big], -1 in list(range(3)))
print([1, 2] == [1, 2], [1, 2] < [1, 3], [1, 2] < [1, 2, 0], [1, 2] != [1],
      [3] > [2, 9], [1, 2] == [1.0, 2.0], [1, 2] >= [1, 2], [] < [0])
st = []
for i in range(5):
    st.append(i * 100)
print(st.pop(), st.pop(0), st.pop(-2), st, [1, 2] + [3], [1] + [2.5], [] + [])
try:
    [].pop()
except IndexError as ex:
    print("IndexError", ex)
try:
    [1].pop(3)
except IndexError as ex:
    print("IndexError", ex)

# hot loops: tier 2 reads, stores and augmented stores
def counts(data):
    c = [0] * 10
    for v in data:
        c[v % 10] += 1
    return c

def perms(n):
    perm = list(range(n))
    total = 0
    for _ in range(200):
        i = 0
        j = n - 1
        while i < j:
            perm[i], perm[j] = perm[j], perm[i]
            i += 1
            j -= 1
        total += perm[0] * 3 + perm[-1]
        perm[1:3] = perm[2:0:-1]
    return total, perm

def dp(n):
    t = [0] * (n + 1)
    t[0] = 1
    for coin in (1, 2, 5):
        for v in range(coin, n + 1):
            t[v] += t[v - coin]
    return t[n]

def grow(n):
    acc = [big - 5] * 3
    for i in range(n):
        acc[i % 3] += 1
    return acc

for rep in range(3):
    print(counts(list(range(1234))), perms(7), dp(300), grow(30))
print(sum(x for x in list(range(100000)) if x & 1))
