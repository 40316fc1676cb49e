# text processing: word frequencies, line stats
TEXT = """It was the best of times, it was the worst of times,
it was the age of wisdom, it was the age of foolishness,
it was the epoch of belief, it was the epoch of incredulity,
it was the season of Light, it was the season of Darkness,
it was the spring of hope, it was the winter of despair."""
lines = TEXT.splitlines()
print(len(lines), [len(l) for l in lines])
words = []
for line in lines:
    for w in line.split():
        words.append(w.strip(",.").lower())
print(len(words), len(set(words)))
freq = {}
for w in words:
    freq[w] = freq.get(w, 0) + 1
top = sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))
for w, n in top[:8]:
    print("%-8s %2d %s" % (w, n, "*" * n))
print(sorted(w for w in freq if freq[w] == 1))
letters = {}
for ch in TEXT.lower():
    if ch.isalpha():
        letters[ch] = letters.get(ch, 0) + 1
print("".join(sorted(letters, key=lambda c: (-letters[c], c)))[:10])
print(max(words, key=len), min(words, key=len), sum(len(w) for w in words) / len(words))
print(TEXT.count("it was"), TEXT.lower().count("it was"), TEXT.find("worst"), TEXT.rfind("the"))
caps = [w for w in TEXT.replace(",", " ").replace(".", " ").split() if w[0].isupper()]
print(caps)
print(TEXT.upper()[:30], TEXT.title()[:30])
print([l.split(",")[0] for l in lines])
acr = "".join(w[0] for w in "portable network graphics".split()).upper()
print(acr)
def wrap(text, width):
    out = []
    line = ""
    for w in text.split():
        if line and len(line) + 1 + len(w) > width:
            out.append(line)
            line = w
        else:
            line = line + " " + w if line else w
    if line:
        out.append(line)
    return out
for l in wrap(" ".join(lines), 28):
    print("|" + l.ljust(28) + "|")
