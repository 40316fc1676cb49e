# augmented assignment on names, attributes, subscripts
class Box:
    def __init__(self):
        self.n = 1
        self.items = [1, 2]
        self.s = "a"
b = Box()
b.n += 5
b.n *= 3
b.n -= 1
b.n //= 2
b.n **= 2
b.n %= 50
b.items += [3]
b.s += "bc"
b.s *= 2
print(b.n, b.items, b.s)
lst = [1, 2, 3]
lst[0] += 10
lst[-1] *= 7
lst[1] -= 5
lst[1] <<= 2
print(lst)
d = {"x": 1, "y": [1]}
d["x"] += 1
d["y"] += [2]
d["y"][0] += 100
print(d)
m = [[1, 2], [3, 4]]
m[1][0] += 30
m[0][1] /= 4
print(m)
calls = []
def idx():
    calls.append("idx")
    return 0
arr = [5]
arr[idx()] += 1
print(arr, calls)
t = (1, 2)
t += (3,)
print(t)
s = {1}
s |= {2}
s &= {2, 3}
print(s)
f = 1.5
f += 1
f **= 2
print(f)
x = 7
x ^= 3
x |= 16
x &= 0b10110
x >>= 1
print(x)
a = []
a2 = a
a += [1]
print(a2, a is a2)
tt = (1,)
tt2 = tt
tt += (2,)
print(tt2, tt, tt is tt2)
st = "ab"
st2 = st
st += "c"
print(st, st2)
class Counter:
    count = 0
c1 = Counter()
c1.count += 1
print(c1.count, Counter.count)
Counter.count += 10
print(Counter.count, Counter().count, c1.count)
g = 0
def inc_global():
    global g
    g += 5
inc_global()
inc_global()
print(g)
nested = {"a": {"b": [0, 0]}}
nested["a"]["b"][1] += 9
print(nested)
big = 2 ** 62
big += 2 ** 62
big *= 4
print(big)
