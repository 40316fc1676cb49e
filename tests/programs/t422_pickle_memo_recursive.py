# the memo: shared and recursive structures (lists, dicts, tuples reached
# from themselves, objects), memo numbering past 256, the memo proxies,
# clear_memo, fast mode
import io
import pickle


class Node:
    def __init__(self, name):
        self.name = name
        self.children = []
        self.parent = None


def tree():
    root = Node("root")
    for i in range(3):
        child = Node("c%d" % i)
        child.parent = root
        root.children.append(child)
    return root


s1 = "shared"
lst = [1, 2]
rec = [1]
rec.append(rec)
d_rec = {}
d_rec["self"] = d_rec
t_rec = ([],)
t_rec[0].append(t_rec)
t_rec4 = ([], 1, 2, 3)
t_rec4[0].append(t_rec4)
fs_holder = []
objs = [[s1, s1, (s1,)], [lst, lst, {"l": lst}], rec, d_rec, t_rec, t_rec4,
        tree()]
for proto in range(6):
    for obj in objs:
        data = pickle.dumps(obj, proto)
        print(proto, data if len(data) < 200 else len(data))
    r = pickle.loads(pickle.dumps(rec, proto))
    print(r[1] is r, pickle.loads(pickle.dumps(d_rec, proto))["self"] is not None)
    t = pickle.loads(pickle.dumps(t_rec, proto))
    print(t[0][0] is t, type(t).__name__)
    t4 = pickle.loads(pickle.dumps(t_rec4, proto))
    print(t4[0][0] is t4, t4[1:])
    root = pickle.loads(pickle.dumps(tree(), proto))
    print([c.name for c in root.children], root.children[1].parent is root)

# memo indexes above 255: LONG_BINPUT / LONG_BINGET, and in protocol 0
strs = ["s%d" % i for i in range(300)]
for proto in (0, 1, 2, 4):
    data = pickle.dumps(strs + strs[::-1], proto)
    print(proto, len(data), data[-30:], pickle.loads(data) == strs + strs[::-1])

# the memo of a Pickler, kept between dumps and cleared
f = io.BytesIO()
p = pickle.Pickler(f, 2)
shared = ["a list"]
p.dump(shared)
p.dump(shared)
p.dump([shared, "x"])
print(f.getvalue())
memo = p.memo.copy()
print(sorted(idx for idx, obj in memo.values()), len(memo))
print(sorted(type(obj).__name__ for idx, obj in memo.values()))
p.clear_memo()
p.dump(shared)
print(f.getvalue()[-12:], len(p.memo.copy()))
p.memo.clear()
print(len(p.memo.copy()))
p2 = pickle.Pickler(io.BytesIO(), 2)
p2.memo = p.memo
p2.memo = {id(shared): (7, shared)}
f2 = io.BytesIO()
p3 = pickle.Pickler(f2, 2)
p3.memo = {id(shared): (7, shared)}
p3.dump([shared])
print(f2.getvalue())
print(p.memo.__reduce__()[0].__name__)
try:
    p3.memo = 5
except TypeError as e:
    print("TypeError", e)
try:
    p3.memo = {1: 2}
except TypeError as e:
    print("TypeError", e)
try:
    del p3.memo
except TypeError as e:
    print("TypeError", e)

# unpickler memo
u = pickle.Unpickler(io.BytesIO(pickle.dumps(["x", ("y",)], 2)))
print(u.load(), sorted(u.memo.copy().items(), key=lambda kv: kv[0])[:2])
u2 = pickle.Unpickler(io.BytesIO(b"h\x00."))
u2.memo = u.memo
print(u2.load())
u.memo.clear()
print(u.memo.copy())

# fast mode: no memo, and a cycle is detected past 50 levels
f = io.BytesIO()
p = pickle.Pickler(f, 2)
p.fast = 1
x = [1]
p.dump([x, x, "s", "s"])
print(f.getvalue(), p.fast, p.bin)
deep = []
cur = deep
for i in range(60):
    nxt = []
    cur.append(nxt)
    cur = nxt
cur.append(deep)
p = pickle.Pickler(io.BytesIO(), 2)
p.fast = True
try:
    p.dump(deep)
except ValueError as e:
    print("ValueError", str(e).split(" at ")[0])
