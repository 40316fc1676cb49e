# str pieces of one ASCII character are the shared one-character strs
# (strmethods.piece), and method loads on built-in objects hit in the
# eval loop: results, lengths and later concatenations unchanged.
s = "a,b,,c,d\u00e9,\u00e9,x"
for i in range(3):
    parts = s.split(",")
    print(parts, [len(p) for p in parts], s.rsplit(",", 2), s.partition(","), s.rpartition(","))
print("a b  c".split(), " x ".strip(), "xyx".strip("y"), "a\nb\nc".splitlines(), "abc"[1:2], "abc"[1])
p = "q,r".split(",")[0]
print(p + "z", p * 3, p.upper(), hash(p) == hash("q"), p == "q")
words = "the quick brown fox".split(" ")
print(sorted(words), {w: len(w) for w in words})
class S(str): pass
print(type(S("a,b").split(",")[0]), "\u00e9,e".split(","))
x = "k,v".split(",")[1]
x += "w" * 200
print(len(x), x[:3], "k,v".split(",")[1])
d = {}
for i in range(300):
    k = "k%d" % (i % 7)
    d[k] = d.get(k, 0) + len(k.upper().split("k"))
    if i == 200:
        str.upper  # a method load of a type attribute in between
print(sorted(d.items()))
class Q(list): pass
for obj in ([1], Q([2]), (3,), "s", {4: 5}) * 50:
    n = obj.__len__()
print(n)
