# Lists of floats (float storage) mutated in every way, at every tier:
# each operation in a hot loop, with the list leaving float storage
# (an int, a str, a NaN, a float subclass) mid-loop.


class MyFloat(float):
    pass


def show(label, lst):
    print(label, lst, len(lst))


def reads(lst, n):
    acc = 0.0
    for i in range(n):
        acc = acc + lst[i % len(lst)] * 0.5 - lst[-1]
    return acc


def writes(lst, n):
    for i in range(n):
        k = i % len(lst)
        lst[k] = lst[k] + 1.25
    return lst


def aug(lst, n):
    for i in range(n):
        lst[i % 3] += 0.5
        lst[(i + 1) % 3] -= 0.25
        lst[2] *= 1.0
    return lst


a = [1.0, 2.5, -3.0, 4.0]
show("display", a)
print(reads(a, 300))
show("writes", writes(a, 300))
show("aug", aug([0.0, 1.0, 2.0], 300))

# a store of another type switches the list; later reads see it
b = [0.5] * 6
for i in range(200):
    if i == 100:
        b[2] = "x"
    if i == 150:
        b[3] = 7
    if i < 100:
        b[i % 6] = b[i % 6] + 1.0
show("switched", b)
try:
    print(reads(b, 200))
except Exception as e:
    print(type(e).__name__, e)

# an int, a NaN, a float subclass stored mid-loop
for bad in [3, float("nan"), MyFloat(2.5), None, True, 1 << 70]:
    c = [1.0, 2.0, 3.0]
    for i in range(150):
        if i == 75:
            c[1] = bad
        else:
            c[0] = c[0] + 1.0
    print(type(c[1]).__name__, c[0], c[1] is bad, c.count(bad), bad in c)

# append, extend (floats, ints, itself), insert, pop, remove
d = []
for i in range(120):
    d.append(i * 0.25)
print(sum(d), d[:3], d[-2:])
d.extend([1.5, 2.5])
d.extend(d[:2])
print(len(d), d[-4:])
d.extend([1, 2])
print(d[-4:], type(d[-1]).__name__)
e = [0.5, 1.5]
e += e
e += (2.5,)
print(e)
e.insert(1, 9.0)
e.insert(100, -1.0)
print(e, e.pop(), e.pop(0), e)
e.remove(1.5)
print(e, e.index(2.5), e.count(0.5))
try:
    e.remove(42.0)
except Exception as ex:
    print(type(ex).__name__, ex)

# sort, reverse, slices, copies, repetition, comparisons
f = [3.5, -1.0, 2.25, 0.0, -0.0, 10.0]
f.sort()
print(f)
f.reverse()
print(f, sorted(f, reverse=True), sorted(f, key=abs))
g = f[1:4]
h = f[::2]
i2 = f[::-1]
print(g, h, i2, f[10:], f[-100:2])
g[0] = 100.0
print(f[1], g[0])
f[1:3] = [7.0, 8.0, 9.0]
print(f)
f[::2] = [0.0] * len(f[::2])
print(f)
del f[0]
del f[::2]
print(f)
f[1:2] = ["s"]
print(f)
print([1.0, 2.0] * 3, 2 * [0.5], [1.0] * 0, [1.0, 2.0] == [1.0, 2.0],
      [1.0, 2.0] < [1.0, 3.0], [1.0] + [2.0], [1.0] + [2])
k = [1.5, 2.5]
k *= 2
print(k, list(k), k.copy(), k[:], list(reversed(k)), tuple(k))
print([x * 2 for x in k], [x for x in k if x > 2], min(k), max(k), sum(k))
m = list(map(float, range(5)))
print(m, m[2], list(range(3)))
x, y = [1.5, 2.5]
p, *q = [1.5, 2.5, 3.5]
print(x, y, p, q)
n = [0.0, 0.0]
n.clear()
n.append("a")
n.append(1.5)
print(n)
try:
    print([1.0][5])
except Exception as ex:
    print(type(ex).__name__, ex)
try:
    z = [1.0]
    z[5] = 2.0
except Exception as ex:
    print(type(ex).__name__, ex)
try:
    key = "a"
    print([1.0][key])
except Exception as ex:
    print(type(ex).__name__, ex)
print(repr([1e300 * 10, -0.0, 0.1, 1e-7]), str([2.0]), bool([]), bool([0.0]))
w = [1.0, 2.0]
w.append(w)
print(len(w), w[2] is w)
