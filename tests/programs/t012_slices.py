# slicing: read, step, negative, assignment and deletion
a = list(range(10))
print(a[2:5], a[:3], a[7:], a[:], a[-3:], a[:-3], a[-3:-1], a[5:2])
print(a[::2], a[1::2], a[::-1], a[::-2], a[8:2:-2], a[-1:-5:-1], a[2:8:3], a[100:], a[-100:3])
print(a[3:100], a[:0], a[5:5], a[9:0:-3], a[::100], a[::-100])
s = "abcdefgh"
print(s[1:4], s[::-1], s[::3], s[-2:], s[6:1:-2], s[:-10])
t = (0, 1, 2, 3, 4)
print(t[1:3], t[::-1], t[-2:], t[:1])
b = a[:]
b[2:5] = ["x", "y"]
print(b)
b[0:0] = [-1, -2]
print(b)
b[len(b):] = [99]
print(b)
b[1:3] = []
print(b)
c = list(range(10))
c[::2] = [0, 0, 0, 0, 0]
print(c)
c[::-3] = "abcd"
print(c)
try:
    c[::2] = [1, 2]
except ValueError as e:
    print("ValueError", e)
d = list(range(10))
del d[::3]
print(d)
del d[-2:]
print(d)
del d[:1]
print(d)
e = list(range(6))
e[1:4] = range(100, 103)
print(e)
e[:] = "xy"
print(e)
f = [1, 2, 3]
f[-1] = 30
f[-3] = 10
print(f)
del f[-2]
print(f)
print("hello world"[::-1][:5], [1, 2, 3, 4][1:-1])
m = [[1, 2, 3], [4, 5, 6]]
print([row[1:] for row in m], m[1][::-1])
print(list(range(20))[3:17:4], list(range(20))[-1:-20:-7])
print(range(10)[2:8:2], list(range(10)[::-1][:3]))
g = list(range(5))
g[10:20] = [7]
print(g)
g[-100:1] = [8, 9]
print(g)
