# del of slices, `a[i:j] = []`, a slice assigned to an empty list, and
# index/count/remove of ints and bools, on int, float and object lists
# (raw storages kept: objspace/listmethods.py del_slice, set_slice, _find)
def show(a): print(a, type(a[0]) if a else None)
for mk in (lambda: list(range(10)), lambda: [float(x) for x in range(10)], lambda: [str(x) for x in range(10)]):
    a = mk(); del a[2:5]; print(a)
    a = mk(); del a[::3]; print(a)
    a = mk(); del a[::-3]; print(a)
    a = mk(); del a[8:1:-2]; print(a)
    a = mk(); del a[1:9:4]; print(a)
    a = mk(); del a[5:2]; print(a)
    a = mk(); del a[-100:100:7]; print(a)
    a = mk(); a[2:5] = []; print(a)
    a = mk(); a[::2] = a[1::2]; print(a)
    a = mk(); a[1:3] = a; print(a)
    a = mk(); a[::-1] = a; print(a)
    try:
        a = mk(); a[::2] = []
    except ValueError as e: print(e)
    b = []; b[:] = mk(); print(b); b.append(1); print(b)
    b = []; b[:] = []; b.append(2.5); b.append(1); print(b)
    a = mk(); print(a.index(a[3]), a.count(a[3]), a.count(a[3]) )
a = [1, 2, 3, 1, True]
print(a.index(True), a.count(1), a.count(True), a.count(2**70), 3 in a, True in a)
try: a.index(1, 1, 3)
except ValueError as e: print(e)
print(a.index(1, 1), a.index(1, -2), a.index(1, 1, 100))
a.remove(True); print(a)
a = [1,2,3]; print(a.count(1.0), a.index(2.0))
# a hot loop: tier 2 runs these too
def churn(n):
    a = list(range(40))
    t = 0
    for k in range(n):
        del a[k % 7::9]
        a[3:3] = []
        a.extend(range(k, k + 5))
        t += a.index(a[-1]) + a.count(k)
    return t, len(a)
print(churn(300))
