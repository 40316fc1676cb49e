# array.array: typecodes, conversions and their errors, sequence protocol
import array
from array import array as A


def err(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


print(array.typecodes, array.ArrayType is A)
for c in 'bBhHiIlLqQ':
    a = A(c, [1, 2, 3])
    print(c, a.itemsize, a.typecode, a, len(a.tobytes()), a.tobytes()[:4])
    for v in (-1, 2**64, -2**63 - 1, 2**8, 2**16, 2**32, 2**63, 127, 255,
              -128, 1.5, 'x'):
        try:
            a.append(v)
            print(c, v, 'ok', a[-1])
        except Exception as e:
            print(c, v, type(e).__name__, e)
for c in 'fd':
    a = A(c, [0.1, 2, 1e300, -1e300, float('inf')])
    print(a, a.tobytes()[:8])
    for v in ('x', 2**2000, None):
        err(lambda: a.append(v))
u = A('u', 'héllo')
print(u, u.tounicode(), u[1], len(u.tobytes()), u.itemsize)
for v in ('ab', 1, b'a'):
    err(lambda: u.append(v))
for args in [(1,), ('z',), ('ab',), ('i', 'abc'), ('u', b'abcd'),
             ('u', [1]), ('b', b'\x01\x02'), ('h', b'\x01'),
             ('i', A('u', 'ab')), ('u', A('i', [1])), ('d', A('i', [1, 2])),
             ('i', range(5)), ('B', bytearray(b'xy')), ('H', (x for x in [4, 5]))]:
    err(lambda: A(*args))

a = A('i', [1, 2, 3])
for f in [lambda: a.pop(5), lambda: A('i').pop(), lambda: a.remove(9),
          lambda: a.index(9), lambda: a.extend(A('h')), lambda: a + [1],
          lambda: a + A('h'), lambda: a.__setitem__(slice(0, 1), [1]),
          lambda: a.__setitem__(slice(0, 1), A('h')),
          lambda: a.fromlist((1,)), lambda: a.tounicode(),
          lambda: a.fromunicode('x'), lambda: A('u').fromunicode(b'x'),
          lambda: a.frombytes(b'123'), lambda: a[5], lambda: a.__setitem__(5, 1),
          lambda: a['x'], lambda: hash(a), lambda: a * 'x',
          lambda: a.__setitem__(slice(0, 3, 2), A('i', [1])),
          lambda: a.insert('x', 1), lambda: a.__delitem__(7),
          lambda: a.fromlist([1, 'x']), lambda: A('i', [1, 'x'])]:
    err(f)
print(a)
try:
    a < [1]
except TypeError:
    print('TypeError for <')

a = A('h', range(10))
print(a[2], a[-1], a[2:5], a[::3], a[::-1], a[5:2], a[100:])
a[1] = -5
a[2:4] = A('h', [7, 7, 7])
a[::4] = A('h', [9, 9, 9])
print(a)
del a[0]
del a[::2]
del a[1:2]
print(a, len(a), 7 in a, 100 in a, -5 in a)
a.insert(0, 11)
a.insert(-1, 12)
a.insert(100, 13)
a.insert(-100, 14)
print(a, a.pop(), a.pop(0), a.pop(-2), a)
a.extend([1, 2])
a.extend(A('h', [3]))
a.remove(2)
print(a, a.index(1), a.count(7), a.index(7, 2) if 7 in a[2:] else -1)
a.reverse()
print(a, a.tolist(), a.buffer_info()[1])
b = A('h', a.tobytes())
print(b == a, b != a, b < a, A('h', [1, 2]) < A('h', [1, 3]),
      A('h', [1, 2]) < A('h', [1, 2, 0]), A('i', [1]) == A('d', [1.0]),
      A('b', [1]) == [1])
b.byteswap()
print(b)
c = A('d', [1.5, -2.25])
c.byteswap()
c.byteswap()
print(c, A('f', c.tobytes()[:4]) if False else c.tolist())
x = A('i', [1, 2])
y = x + A('i', [3])
z = x * 3
w = 2 * x
x += A('i', [9])
x *= 2
print(y, z, w, x, A('i', [1]) * 0, A('i', [1]) * -1)
print(bytes(A('h', [1, 256])), bytearray(A('B', [65, 66])))
fl = A('f')
fl.fromlist([1.1, 2.5])
fl.frombytes(A('f', [3.0]).tobytes())
print(fl, fl.itemsize, repr(A('f')), str(A('u')), A('u', 'ab') + A('u', 'c'))
cp = A('i', [1, 2]).__copy__()
print(cp, list(iter(A('L', [2**64 - 1, 0]))), A('Q', [2**64 - 1]))
print(A('b', b'\xff\x80'), A('B', b'\xff\x80'), A('i', b'\x01\x00\x00\x00\xff\xff\xff\xff'))

# hot loops, with types changing mid-loop
acc = A('d')
ints = A('l')
for i in range(400):
    acc.append(i / 3 if i % 2 else i)
    ints.append(i * i - 1000)
    if i > 200:
        ints[i % 50] += 1
    if i == 300:
        ints = ints * 1
s = 0.0
for v in acc:
    s += v
t = 0
for i in range(len(ints)):
    t += ints[i]
print(round(s, 6), t, sum(ints[::7]), max(acc), min(ints))
mixed = A('q')
errs = 0
for i in range(200):
    v = [i, 2**70, 'x', i * 1.0][i % 4]
    try:
        mixed.append(v)
    except (OverflowError, TypeError):
        errs += 1
print(len(mixed), errs, mixed[:5])

# arrays as buffers for struct, binascii and the hashes
import struct
import binascii
import _sha256
a = A('i', [0, 0, 0])
struct.pack_into('<i', a, 4, 258)
print(a, struct.unpack_from('<3i', a), binascii.hexlify(a),
      _sha256.sha256(a).hexdigest()[:8])
ba = bytearray(8)
mv = memoryview(ba)[2:6]
struct.pack_into('>H', mv, 1, 0xabcd)
print(ba, bytes(A('d', [1.0])), bytearray(A('h', [1, -1])))
b = A('B', b'xyz')
print(b.tobytes(), list(b), bytes(b),
      struct.Struct('>I').unpack(A('B', [0, 0, 1, 0])))
for f in [lambda: A('i', [1]) * (2**62), lambda: A('d', [1.0, 2.0]) * (2**61),
          lambda: A('i') * (2**62), lambda: A('b', [1]) * 3,
          lambda: A('i', [1]) * (2**64)]:
    err(f)
x = A('h', [1, 2])
try:
    x *= 2**62
except MemoryError:
    print('MemoryError')
print(x)
