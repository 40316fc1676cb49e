# bytearray can be subclassed: methods, operators, in-place ops, repr with
# the class name, buffers (memoryview, b'%s'), unhashable, pickle and copy.
class B(bytearray):
    pass
b = B(b"abc")
print(b, type(b).__name__, len(b), b[0], b[1:], b + b"x", b * 2, bytes(b), b"b" in b, list(b))
b.x = 1
b.append(100); b.extend(b"ef"); b[0] = 65; del b[1]
print(b, b.x, b.upper(), b.decode(), b == bytearray(b"Acdef"), b.hex(), B.__hash__ is None)
b += b"!"; print(b, type(b).__name__)
b *= 2; print(b, type(b).__name__)
print(B(3), B(), B([1, 2]), B("hé", "utf-8"))
print(isinstance(b, bytearray), memoryview(b)[0], bytearray(b), b"%s" % b)
class C(bytearray):
    def __init__(self, *a):
        super().__init__(*a)
        self.n = len(self)
print(C(b"xyz").n, C(b"xyz"))
import copy, pickle
print(copy.copy(b), pickle.loads(pickle.dumps(b)))
try: hash(b)
except TypeError as e: print(e)
print(repr(b), str(b))
print(bytearray(b'ab\xff').__reduce_ex__(2), bytearray(b'ab\xff').__reduce_ex__(3), bytearray(b'ab\xff').__reduce__())
c = B(b'x'); c.y = 1; print(c.__reduce_ex__(4))
for p in range(6):
    d = pickle.loads(pickle.dumps(c, p)); print(type(d).__name__, d, d.y, end="; ")
print(pickle.loads(pickle.dumps(bytearray(b"q\x80"))))
tot = 0
k = B(b"ab")
for i in range(300):
    if i == 150: k = bytearray(b"ab")
    k.append(i % 256)
    tot += len(k) + k[-1] + (type(k) is B)
    if len(k) > 20: del k[2:]
print(tot, k[:4], type(k).__name__)
for bad in [lambda: B(1.5), lambda: B(b"x").append(300), lambda: B("x")]:
    try: print(bad())
    except Exception as e: print(type(e).__name__, e)
