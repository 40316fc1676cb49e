# pickletools reads what the accelerated pickler writes: dis() of each
# protocol, genops positions, optimize() (whose output loads back)
import io
import pickle
import pickletools


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y


obj = {"k": [1, -2, 3.5, "s", (True, None)], "b": b"bytes", "n": 2 ** 70,
       "p": Point(1, 2), "set": {1}, "fs": frozenset({2}),
       "shared": ["x"] * 2}
obj["self"] = [obj["k"], obj["k"]]
for proto in range(6):
    data = pickle.dumps(obj, proto)
    out = io.StringIO()
    pickletools.dis(data, out)
    print(out.getvalue())
    ops = [(op.name, pos) for op, arg, pos in pickletools.genops(data)]
    print(ops[:12], len(ops))
    opt = pickletools.optimize(data)
    print(len(data), len(opt), pickle.loads(opt)["k"])
    back = pickle.loads(opt)
    print(back["self"][0] is back["self"][1], back["p"].x, back["n"])

out = io.StringIO()
pickletools.dis(pickle.dumps([1, 2], 2), out, annotate=1)
print(out.getvalue())
out = io.StringIO()
pickletools.dis(pickle.dumps(list(range(5)), 0), out, indentlevel=2)
print(out.getvalue())
