# Strings built by concatenation (`s += t`, `s = s + t`) share a buffer
# until read (objspace/strobject.py, concat): every string of a chain,
# the earlier ones too, reads its own text, whatever is appended later.
s = ""
for i in range(20000):
    s += "x"
print(len(s), s[:3], s[-3:], s.count("x"))
a = "p" * 200
b = a + "1"
c = a + "2"
d = b + "3"
e = b + "4"          # b is no longer the buffer's end: a copy
f = d + "é"
g = f + ""
h = g + "z"
i2 = f + "w"
print(b[-3:], c[-3:], d[-3:], e[-3:], f[-3:], len(f), g[-3:], h[-3:], i2[-3:])
print(f == g, hash(f) == hash(g), f < h, h < i2, len(h), len(i2))
print(len(d), d.count("p"), f.index("é"), i2.endswith("éw"), {f: 1}.get(g))
print(f.encode()[-4:], f.upper()[-3:], f[199:], repr(f[-2:]), "p1" in f)
# read an earlier string after later appends, then append to the end
x0 = "q" * 150
x1 = x0 + "A"
x2 = x1 + "B"
print(x1[-2:])          # x1 read while x2 is the end
x3 = x2 + "C"
print(x3[-4:], x2[-4:], x1[-4:], len(x3))
# non-ASCII pieces, indexing by code point
u = "ü" * 130
for ch in "αβγ":
    u += ch
    u = u + "·"
print(len(u), u[-6:], u[130], u.find("γ"), u.encode("utf-8")[-4:])
# read inside the loop, str(i) pieces
t = ""
for k in range(1000):
    t = t + str(k)
    if k % 300 == 0:
        print(len(t), t[-5:])
print(t[-10:], len(t))
# as dict keys, in sets, sorted, joined, formatted
keys = []
base = "k" * 140
for k in range(4):
    base += str(k)
    keys.append(base)
print(sorted(len(k) for k in set(keys)), {k[-2:]: n for n, k in enumerate(keys)})
print("|".join(k[-1] for k in keys), "%s" % keys[1][-3:], f"{keys[2][-4:]!r}")
print(keys[3].startswith(keys[0]), keys[0] in keys[3], keys[3].split("0"))
# list and tuple concatenation are unchanged
l = [1] * 200
l2 = l + [2]
l3 = l + [3]
print(l2[-2:], l3[-2:], len(l), (1, 2) + (3,))
# errors stay CPython's
try:
    s + 1
except TypeError as err:
    print("TypeError", err)
try:
    1 + s
except TypeError as err:
    print("TypeError", err)
