# re in hot loops (tiers 1 and 2), with the subject's type changing mid-loop
import re

words = re.compile(r'[A-Za-z]+')
num = re.compile(r'(-?)(\d+)(?:\.(\d+))?')
total = 0
count = 0
longest = ''
for i in range(300):
    line = 'item%d costs -%d.%02d and %d units' % (i, i * 3, i % 100, i % 7)
    for w in words.findall(line):
        count += 1
        if len(w) > len(longest):
            longest = w
    m = num.search(line, 4)
    sign, whole, frac = m.groups()
    total += int(whole) * (-1 if sign else 1)
    if frac is not None:
        total += int(frac)
print(count, longest, total)

# str, bytes, non-ASCII str through one pattern variable in the same loop
pats = [re.compile(r'(\w+)=(\d+)'), re.compile(rb'(\w+)=(\d+)'), re.compile(r'(\w+)=(\d+)')]
subjects = ['key=12 x=3', b'key=12 x=3', 'clé=12 ñ=3']
acc = []
firsts = []
for i in range(150):
    k = i % 3
    p = pats[k]
    s = subjects[k]
    r = p.findall(s)
    if i < 3:
        firsts.append(r)
    n = 0
    for m in p.finditer(s):
        n += int(m.group(2)) + m.end() - m.start()
    acc.append(n)
print(firsts, sum(acc))

# sub with a function and with a template, split, in loops
out = []
for i in range(120):
    s = 'a%db%dc' % (i, i + 1)
    if i % 2:
        out.append(re.sub(r'\d+', lambda m: str(int(m.group()) * 2), s))
    else:
        out.append(re.sub(r'(\d+)', r'<\1>', s))
print(out[:4], len(''.join(out)))
parts = 0
for i in range(200):
    parts += len(re.split(r'[,;]\s*', 'a, b;c,%d;  e' % i))
print(parts)

# a scanner-driven tokenizer (what json's and other stdlib scanners do)
TOKEN = re.compile(r'\s*(?:(\d+\.\d*|\d+)|(\w+)|(.))')
def tokenize(src):
    pos = 0
    toks = []
    while pos < len(src):
        m = TOKEN.match(src, pos)
        if m is None:
            break
        if m.group(1):
            toks.append(float(m.group(1)) if '.' in m.group(1) else int(m.group(1)))
        elif m.group(2):
            toks.append(m.group(2))
        elif m.group(3):
            toks.append(m.group(3))
        pos = m.end()
    return toks
res = None
for i in range(100):
    res = tokenize('x = %d * (y + 2.5) - zé' % i)
print(res)

# case-insensitive and unicode classes in a loop, with caching by re itself
hits = 0
for i in range(200):
    flags = re.I if i % 2 else 0
    if re.search(r'straße|ΣΑΣ', 'STRAßE σας %d' % i, flags):
        hits += 1
    if re.fullmatch(r'\w+', 'naïve%d' % i):
        hits += 1
print(hits)

# match objects kept across iterations stay valid
kept = [re.match(r'(\d)(\d)?', str(i)) for i in range(120)]
print(sum(1 for m in kept if m.group(2) is None), kept[5].groups(), kept[-1].span(2))
