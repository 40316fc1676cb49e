# Built-in method objects called later (pop = l.pop; pop(0)) specialise as
# CALL_BUILTIN_METHOD; slice assignment of the same size is done in place.
l = list(range(10))
pop = l.pop
ins = l.insert
app = l.append
for i in range(200):
    ins(i % 5, pop(0))
    app(pop())
    if i == 100:
        pop = l.__len__
        try:
            pop(0)
        except TypeError as e:
            print(e)
        pop = l.pop
print(l)
p = list(range(12))
for k in range(1, 12):
    for j in range(30):
        p[:k + 1] = p[k::-1]
        p[2:5] = (9, 8, 7)
        p[2:5] = p[5:8]
        p[1:3] = [0]
        p[1:2] = [1, 2]
        q = p[:]
        q[:] = q
print(p, q)
d = {}
get = d.get
s = 0
for i in range(100):
    s += get(i, 1)
print(s)
