# repr of self-containing structures: a container met again inside its
# own repr prints as [...], {...}, (...), set(...) or ... (the view), also
# through user __repr__ methods and mutual references.


class Node:
    def __init__(self, name):
        self.name = name
        self.links = []

    def __repr__(self):
        return "Node(%s, %r)" % (self.name, self.links)


class Holder:
    def __init__(self):
        self.items = {}

    def __repr__(self):
        return "Holder" + repr(self.items)


class SetRef:
    def __init__(self, owner):
        self.owner = owner

    def __hash__(self):
        return 7

    def __repr__(self):
        return "SetRef" + repr(self.owner)


a = [1, 2]
a.append(a)
print(a, str(a), repr([a, a]))
d = {"k": 1}
d["self"] = d
print(d)
x = [1]
y = [x]
x.append(y)
print(x, y)
m = {}
m["list"] = [m, {"inner": m}]
print(m)
t = ([],)
t[0].append(t)
print(t)
n1, n2 = Node("a"), Node("b")
n1.links.append(n2)
n2.links.append(n1)
n1.links.append(n1)
print(n1)
print([n1, n2])
h = Holder()
h.items["me"] = h
h.items["list"] = [h.items]
print(h)
s = {1}
s.add(SetRef(s))
print(s)
fs_holder = []
fs = frozenset([SetRef(fs_holder)])
fs_holder.append(fs)
print(fs)
dv = {}
dv[1] = dv.values()
print(dv)
di = {}
di[1] = di.items()
print(di)
dk = {}
dk[1] = dk.keys()
print(dk)
print(dk.keys(), di.items())

# after an exception inside a repr the guard is released
class Boom:
    def __repr__(self):
        raise ValueError("boom")


b = [1]
b.append(Boom())
try:
    repr(b)
except ValueError as e:
    print("ValueError", e)
b.pop()
b.append(b)
print(b)

# in a loop: reprs of growing cyclic structures
out = 0
for i in range(150):
    c = list(range(i % 5))
    c.append(c)
    e = {i: c}
    c.append(e)
    r = repr(c)
    out += len(r)
    if i == 149:
        print(r)
print(out)
