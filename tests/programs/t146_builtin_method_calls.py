# One-argument built-in methods called in hot loops (tier 2 calls them from
# the method load: interpreter/method_calls.py): results used or dropped,
# arguments from locals and int operators, exceptions raised by the method
# or by the argument, receivers that change type, unbound locals.


def sets(n):
    s = set()
    for c in range(n):
        s.add(c % 17)
        s.discard(c - 3)
    return sorted(s)


def removes(n):
    s = set(range(50))
    removed = 0
    for c in range(n):
        try:
            s.remove(c * 2)
            removed += 1
        except KeyError as e:
            return removed, "KeyError", e.args
    return removed, None


def counts(text, n):
    total = 0
    for c in range(n):
        ch = text[c % len(text)]
        total += text.count(ch)
        if text.startswith(ch):
            total += 1000
    return total


def receivers(objs, n):
    out = []
    for o in objs:
        for c in range(n):
            r = o.index(c % 3) if hasattr(o, "index") else None
            out.append(r)
    return out[::7]


def divides(n, k):
    s = set()
    for c in range(n):
        s.add(c % k)
    return len(s)


def unbound(n):
    s = set()
    for c in range(n):
        if c == 90:
            del c
            try:
                s.add(c)
            except UnboundLocalError as e:
                return len(s), str(e)
        s.add(c)
    return len(s), None


print(sets(300))
print(removes(100))
print(counts("abracadabra", 200))
print(receivers([[0, 1, 2], (2, 1, 0), [1, 0, 2]], 30)[:12])
print(divides(100, 7))
try:
    divides(100, 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
print(unbound(200))
d = {}
for i in range(200):
    d.setdefault(i % 5, i)
print(sorted(d.items()))
s = set()
for i in range(200):
    s.add(i if i < 150 else [i])
