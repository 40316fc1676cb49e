# bytearray grown by +=, append and extend in long loops (base64's
# b32encode/a85encode pattern): appends collected until the value is read
# must give the same bytes whatever is read in between
import base64
import random

ba = bytearray()
for i in range(20000):
    ba += b"abcdefgh"
print(len(ba), ba[:10], ba[-3:])

ba2 = bytearray(b"xy")
for i in range(300):
    ba2.append(i % 256)
    if i % 50 == 0:
        print(len(ba2), ba2[-1], bytes(ba2[-3:]), ba2.find(b"Q"))
    ba2.extend(b"Q")
    ba2 += ba2[:1]
    if i == 200:
        ba2[0] = 0x7a
        del ba2[1]
print(len(ba2), ba2.count(b"Q"), ba2[:6], ba2 == bytearray(bytes(ba2)))

# mixed kinds appended, reads of every sort in between
acc = bytearray()
pieces = [b"ab", bytearray(b"cd"), memoryview(b"ef"), b"", bytearray()]
for i in range(500):
    acc += pieces[i % len(pieces)]
    if i % 97 == 0:
        print(i, len(acc), acc.hex()[-8:], acc.upper()[-4:], bytes(acc) == acc)
    if i % 131 == 0:
        acc.extend(range(3))
        acc.extend([65, 66])
print(len(acc), acc.decode("latin-1")[-10:])

for bad in (3, "s", [300], None):
    try:
        acc += bad
    except Exception as e:
        print(type(e).__name__, e)
    try:
        acc.extend(bad)
    except Exception as e:
        print(type(e).__name__, e)
try:
    acc.append(256)
except Exception as e:
    print(type(e).__name__, e)
print(len(acc))

random.seed(12345)
data = random.randbytes(6000)
for name in ("b32", "a85", "b85", "b64", "b16"):
    enc = getattr(base64, name + "encode")(data)
    dec = getattr(base64, name + "decode")(enc)
    print(name, len(enc), enc[:12], dec == data)
