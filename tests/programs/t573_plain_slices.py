# BINARY_SLICE of a list or tuple with int or None bounds runs without a
# slice object (sequences.plain_slice); other bounds, subclasses and
# other sequences take the generic subscript.
l = list(range(20)); t = tuple(range(20)); f = [float(i) for i in range(10)]
class L(list): pass
class T(tuple): pass
class I(int): pass
class Idx:
    def __index__(self): return 3
ll = L(range(10)); tt = T(range(10))
r = []
for i in range(-25, 25, 3):
    for j in (None, -30, -3, 0, 5, 19, 20, 40):
        r.append((l[i:j], t[i:j], f[i:j], l[j:i], t[:j], l[i:], t[j:]))
print(r[:3], len(r), sum(len(x[0]) + len(x[1]) for x in r))
print(t[:] is t, t[0:20] is t, t[-100:100] is t, t[1:] is t, l[:] is l)
print(ll[1:3], type(ll[1:3]), tt[1:3], type(tt[1:3]), tt[:] is tt)
print(l[I(2):I(5)], l[True:3], l[Idx():Idx()], l[Idx():], t[Idx():6])
print(l[2**70:], l[-2**70:2], t[:2**65])
for bad in ("a", 1.5, [1]):
    try:
        l[bad:]
    except TypeError as e:
        print(e)
    try:
        t[:bad]
    except TypeError as e:
        print(e)
print("abcdef"[1:4], b"abcdef"[2:], range(10)[2:5], bytearray(b"xyz")[1:])
