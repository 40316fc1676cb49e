# opcode choices and their size limits, APPENDS/SETITEMS/ADDITEMS batches
# of 1000, protocol 4+ frames of 64 KiB, large payloads outside frames
import pickle


def digest(data):
    return len(data), data[::97]


def frames(data):
    """The FRAME sizes of a protocol 4+ pickle (walking the opcodes)."""
    import pickletools
    return [arg for op, arg, pos in pickletools.genops(data)
            if op.name == "FRAME"]


ints = [0, 1, 127, 128, 255, 256, 65535, 65536, 2 ** 31 - 1, 2 ** 31,
        -1, -128, -129, -32768, -2 ** 31, -2 ** 31 - 1, 2 ** 64, -2 ** 64,
        2 ** 64 - 1, -(2 ** 63) - 1, 255 << 800, -(1 << 2047), 1 << 2047,
        -(1 << 2048)]
for proto in range(6):
    print(proto, [pickle.dumps(i, proto)[-12:] for i in ints[:16]])
    print(proto, [digest(pickle.dumps(i, proto)) for i in ints[16:]])
    print(all(pickle.loads(pickle.dumps(i, proto)) == i for i in ints))

strings = ["", "a" * 255, "a" * 256, "\xe9" * 128, "\u20ac" * 100]
for proto in range(6):
    print(proto, [digest(pickle.dumps(s, proto)) for s in strings])
    print(all(pickle.loads(pickle.dumps(s, proto)) == s for s in strings))
blobs = [b"", b"x" * 255, b"x" * 256, bytes(range(256)) * 2]
for proto in range(6):
    print(proto, [digest(pickle.dumps(b, proto)) for b in blobs])
    print(all(pickle.loads(pickle.dumps(b, proto)) == b for b in blobs))
    print(pickle.loads(pickle.dumps(bytearray(blobs[3]), proto)) ==
          bytearray(blobs[3]))

for proto in (0, 4):
    out = []
    for n in (0, 1, 2, 3):
        for obj in (list(range(n)), dict.fromkeys(range(n)), set(range(n)),
                    frozenset(range(n))):
            data = pickle.dumps(obj, proto)
            assert pickle.loads(data) == obj
            out.append(data)
    print(proto, out)
for n in (999, 1000, 1001):
    for obj in (list(range(n)), dict.fromkeys(range(n)), set(range(n))):
        data = pickle.dumps(obj, 4)
        assert pickle.loads(data) == obj
        print(n, type(obj).__name__, len(data), data[-8:])
data = pickle.dumps(list(range(2001)), 2)
print(data.count(b"e"), data.count(b"("), data[-12:])

chunks = [bytes([i]) * 1000 for i in range(150)]
for proto in (4, 5):
    data = pickle.dumps(chunks, proto)
    print(proto, digest(data), frames(data))
    print(pickle.loads(data) == chunks)
    mixed = [b"s" * 10, b"L" * 70000, "t" * 20, bytearray(b"B" * 66000), 5,
             "u" * 65536]
    data = pickle.dumps(mixed, proto)
    print(proto, digest(data), frames(data), pickle.loads(data) == mixed)
    print(pickle.dumps([], proto), pickle.dumps([1], proto),
          pickle.dumps(list(range(3)), proto))
