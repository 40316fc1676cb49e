# building strings: concatenation loops, join, repetition, formatting tables
parts = []
for i in range(10):
    parts.append(str(i * i))
print(",".join(parts))
s = ""
for ch in "abcdef":
    s = ch + s
print(s)
acc = ""
for i in range(5):
    acc += "%d:" % i
print(acc)
width = 7
for i in range(1, width + 1, 2):
    print(("*" * i).center(width, "."))
rows = [("name", "qty", "price"), ("apple", 3, 1.5), ("banana", 12, 0.25), ("cherry", 100, 10.0)]
for r in rows:
    if r[0] == "name":
        print("%-10s %5s %8s" % r)
        print("-" * 25)
    else:
        print("%-10s %5d %8.2f" % r)
for r in rows[1:]:
    print(f"{r[0]:>10}|{r[1]:^5}|{r[2]:<8.3f}|")
def caesar(text, shift):
    out = []
    for c in text:
        if c.isalpha():
            base = ord("a") if c.islower() else ord("A")
            out.append(chr((ord(c) - base + shift) % 26 + base))
        else:
            out.append(c)
    return "".join(out)
enc = caesar("Hello, World!", 3)
print(enc, caesar(enc, -3))
def rle(s):
    out = []
    i = 0
    while i < len(s):
        j = i
        while j < len(s) and s[j] == s[i]:
            j += 1
        out.append("%d%s" % (j - i, s[i]))
        i = j
    return "".join(out)
print(rle("aaabccddddde"), rle(""), rle("x"))
def is_pal(s):
    t = "".join(c.lower() for c in s if c.isalnum())
    return t == t[::-1]
print(is_pal("A man, a plan, a canal: Panama"), is_pal("hello"))
words = "the quick brown fox jumps over the lazy dog".split()
print(" ".join(reversed(words)), " ".join(w[::-1] for w in words), "".join(w[0] for w in words).upper())
print("\n".join("%2d %s" % (i, w) for i, w in enumerate(words[:3])))
lines = ["x" * i for i in range(4)]
print(repr("\n".join(lines)))
print("=" * 10 + "|" + "-" * 5, "ab" * 3 + "c", len("xy" * 1000))
print("".join(chr(ord("a") + i) for i in range(26)))
print(str(12) + str(3.5) + str(None) + str([1]))
