from _collections import deque
d = deque([1, 2, 3])
d.append(4); d.appendleft(0)
print(d, len(d), d[0], d[-1], 3 in d, 9 in d, bool(d), bool(deque()))
print(d.pop(), d.popleft(), d)
d.extend("ab"); d.extendleft([9, 8]); print(d)
d.rotate(2); print(d); d.rotate(-3); print(d); d.rotate(); print(d)
d[1] = "X"; del d[0]; print(d, d.index("X"), d.count("a"))
d.insert(1, "I"); d.remove("a"); d.reverse(); print(d, list(reversed(d)))
m = deque(range(10), maxlen=3); print(m, m.maxlen, deque().maxlen)
m.append(10); m.appendleft(-1); print(m)
print(deque([1, 2]) == deque([1, 2]), deque([1]) != deque([2]), deque([1, 2]) < deque([1, 3]))
print(deque([1]) + deque([2]), deque([1, 2]) * 2, 2 * deque([0]))
x = deque([1]); x += [2, 3]; x *= 2; print(x)
c = x.copy(); c.clear(); print(c, x)
for e in [lambda: deque().pop(), lambda: deque().popleft(), lambda: deque([1])[5], lambda: deque([1]).remove(2), lambda: deque([1]).index(7), lambda: hash(deque()), lambda: deque(maxlen=-1), lambda: deque([1], 2).insert(0, 1) or deque([1, 2], 2).insert(0, 3)]:
    try:
        e()
    except Exception as ex:
        print(type(ex).__name__, ex)
d = deque([1, 2, 3])
try:
    for v in d:
        d.append(v)
except RuntimeError as ex:
    print("RuntimeError", ex)
q = deque()
total = 0
for i in range(1000):
    q.append(i)
    if len(q) > 10:
        total += q.popleft()
print(total, len(q), type(q), type(iter(q)))
