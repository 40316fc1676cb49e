# list methods on raw (int and float) storages: insert, pop, slice assignment, reverse, remove, index, count keep them raw; each result checked against CPython
def fannkuch(n):
    count = list(range(1, n + 1))
    max_flips = 0
    m = n - 1
    r = n
    perm1 = list(range(n))
    perm = list(range(n))
    perm1_ins = perm1.insert
    perm1_pop = perm1.pop
    while 1:
        while r != 1:
            count[r - 1] = r
            r -= 1
        if perm1[0] != 0 and perm1[m] != m:
            perm = perm1[:]
            flips_count = 0
            k = perm[0]
            while k:
                perm[:k + 1] = perm[k::-1]
                flips_count += 1
                k = perm[0]
            if flips_count > max_flips:
                max_flips = flips_count
        while r != n:
            perm1_ins(r, perm1_pop(0))
            count[r] -= 1
            if count[r] > 0:
                break
            r += 1
        else:
            return max_flips
print(fannkuch(7))
a = [1, 2, 3, 4, 5]
a[::-1] = a; print(a)
a[1:3] = [9, 9, 9]; print(a)
a[::2] = [0.5, 0.5, 0.5]; print(a)
f = [1.5, 2.5, 3.5]
f[:2] = [0.0]; print(f)
f[::-1] = f; print(f)
f.insert(0, 7.5); f.insert(-1, 2); print(f)
b = [3, 1, 2]; b.insert(1, 10); b.insert(100, -1); b.insert(-100, 5); print(b)
b.reverse(); print(b, b.index(10), b.count(2), 2 in b)
b.remove(10); print(b)
try:
    b[::2] = [1]
except ValueError as e:
    print(e)
try:
    b.remove(99)
except ValueError as e:
    print(e)
c = [1, 2, 3]; c.insert(1, "x"); print(c)
d = [1.0, 2.0]; d.reverse(); d.remove(2.0); print(d, d.index(1.0))
e = []; e.reverse(); print(e)
class W:
    def __init__(self, l): self.l = l
    def __eq__(self, o):
        self.l.clear()
        return True
l = [1, 2, 3]
l.remove(W(l)); print(l)
l = [1.5, 2.5]
l.remove(W(l)); print(l)
l = [1, "a"]
l.remove(W(l)); print(l)
