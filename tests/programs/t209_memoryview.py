# memoryview over bytes and bytearray
m = memoryview(b"abcdef")
print(len(m), m[0], m[-1], m[1:4].tobytes(), m.tolist()[:3], m.hex(), m == b"abcdef", m.readonly, m.format, m.itemsize, m.nbytes)
ba = bytearray(b"xyz"); mb = memoryview(ba); mb[0] = 65; print(ba, mb.readonly, list(mb), bytes(mb[1:]) if False else mb[1:].tobytes())
try:
    m[0] = 1
except TypeError as e:
    print("TypeError", e)
with memoryview(b"q") as mm:
    print(mm.obj)
try:
    len(mm)
except ValueError as e:
    print("ValueError", e)
try:
    memoryview("s")
except TypeError as e:
    print("TypeError", e)
try:
    m[10]
except IndexError as e:
    print("IndexError", e)
