# indexing and slicing long non-ASCII strings (the index of every 64th code point)
s = "héllo wörld ☃ " * 500 + "end𝄞"
n = 0
for i in range(len(s)):
    if s[i] == "ö": n += i
print(n, len(s), s[-1], s[-4:], s[7000:7010], s[64], s[63:66], s[127:129], s[::700][:20])
print(s.find("𝄞"), s.index("end"), s[len(s)//2:len(s)//2+5])
for n in (63, 64, 65, 127, 128, 129, 200):
    t = "é" * n + "x"
    print(n, t[n], t[n - 1], t[-1], len(t[60:70]), t[n - 64:n - 63] if n >= 64 else "", t.find("x"))
u = "ab☃" * 100
acc = []
for i in range(0, len(u), 37):
    acc.append(u[i])
print("".join(acc))
