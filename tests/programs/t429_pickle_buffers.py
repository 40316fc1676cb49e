# protocol 5 buffers (PEP 574): PickleBuffer, in-band BYTEARRAY8 and
# bytes, out-of-band NEXT_BUFFER / READONLY_BUFFER with buffer_callback
# and buffers=, read-only views of writable buffers
import pickle

pb = pickle.PickleBuffer(b"abc")
print(type(pb).__name__, type(pb).__module__, bytes(pb.raw()),
      pb.raw().readonly)
m = memoryview(pb)
print(m.tobytes(), m.readonly, len(m))
ba = bytearray(b"xyz")
pbw = pickle.PickleBuffer(ba)
print(pbw.raw().readonly)
pbw.raw()[0] = ord("X")
print(ba)
print(bytes(pickle.PickleBuffer(memoryview(b"view")).raw()))
for bad in (1, "str", None):
    try:
        pickle.PickleBuffer(bad)
    except TypeError as e:
        print("TypeError", e)
for proto in (4, 5):
    try:
        print(pickle.dumps(pb, proto))
    except pickle.PicklingError as e:
        print("PicklingError", e)
print(pickle.dumps(pbw, 5))
print(pickle.loads(pickle.dumps(pbw, 5)), pickle.loads(pickle.dumps(pb, 5)))
pb.release()
pb.release()
for fn in (pb.raw, lambda: memoryview(pb), lambda: pickle.dumps(pb, 5)):
    try:
        fn()
    except ValueError as e:
        print("ValueError", e)

# out of band
bufs = []
data = pickle.dumps([pickle.PickleBuffer(b"ro"),
                     pickle.PickleBuffer(bytearray(b"rw")), b"plain"], 5,
                    buffer_callback=bufs.append)
print(data, len(bufs), [type(b).__name__ for b in bufs])
res = pickle.loads(data, buffers=bufs)
print([type(x).__name__ for x in res], [bytes(x) for x in res])
res = pickle.loads(data, buffers=[b"RO", bytearray(b"RW")])
print([type(x).__name__ for x in res], [bytes(x) for x in res], res[0])
res2 = pickle.loads(data, buffers=iter([bytearray(b"A"), bytearray(b"B")]))
print(type(res2[0]).__name__, res2[0].readonly, res2[1], res2[0].tobytes())
try:
    res2[0][0] = 1
except TypeError as e:
    print("TypeError", e)
for kw in ({}, {"buffers": []}, {"buffers": None}):
    try:
        pickle.loads(data, **kw)
    except pickle.UnpicklingError as e:
        print("UnpicklingError", e)
try:
    pickle.loads(data, buffers=1)
except TypeError as e:
    print("TypeError", e)
# a true callback result keeps the buffer in band
print(pickle.dumps([pickle.PickleBuffer(b"in")], 5,
                   buffer_callback=lambda b: True))
print(pickle.dumps([pickle.PickleBuffer(b"in")], 5,
                   buffer_callback=lambda b: 0))
try:
    pickle.dumps(1, 4, buffer_callback=len)
except ValueError as e:
    print("ValueError", e)


class ZeroCopyBytearray(bytearray):
    def __reduce_ex__(self, protocol):
        if protocol >= 5:
            return type(self)._reconstruct, (pickle.PickleBuffer(self),), None
        return type(self)._reconstruct, (bytearray(self),)

    @classmethod
    def _reconstruct(cls, obj):
        with memoryview(obj) as m:
            return cls(m)


z = ZeroCopyBytearray(b"zero")
for proto in (2, 4, 5):
    d = pickle.dumps(z, proto)
    back = pickle.loads(d)
    print(proto, d, type(back).__name__, bytes(back))
bufs = []
d = pickle.dumps([z, z], 5, buffer_callback=bufs.append)
print(d, len(bufs))
back = pickle.loads(d, buffers=bufs)
print([type(x).__name__ for x in back], back[0] is back[1])
