# struct (the _struct module): round trips, sizes, alignment, errors
import struct


def show(f, *a):
    try:
        print(f, repr(struct.pack(f, *a)))
    except Exception as e:
        print(f, type(e).__name__, e)


for c in 'bBhHiIlLqQnN':
    for prefix in ('', '@', '<', '=', '>', '!'):
        fmt = prefix + c
        try:
            size = struct.calcsize(fmt)
        except struct.error as e:
            print(fmt, 'error', e)
            continue
        for v in (0, 1, -1, 127, 128, 255, 256, -129, 32767, 65535, 65536,
                  2**31 - 1, 2**31, 2**32 - 1, 2**32, 2**63 - 1, 2**63,
                  -2**63, 2**64 - 1, 2**64, -2**63 - 1, 2**70, 1.5, 'x'):
            try:
                b = struct.pack(fmt, v)
                back = struct.unpack(fmt, b)[0]
                if back != v:
                    print(fmt, v, 'mismatch', back)
            except Exception as e:
                print(fmt, v, type(e).__name__, e)
        print(fmt, size, struct.pack(fmt, 5))

for fmt in ('e', '<e', '>e', 'f', '<f', '>f', 'd', '<d', '>d'):
    for v in (0.0, -0.0, 1.5, 0.1, 1e-8, 65504.0, 65520.0, 1e10, 3.4e38,
              1e39, 1e300, float('inf'), -float('inf'), 5e-324, 2, 2**1000,
              'x'):
        try:
            b = struct.pack(fmt, v)
            print(fmt, v, b, struct.unpack(fmt, b))
        except Exception as e:
            print(fmt, v, type(e).__name__, e)
print(struct.unpack('<d', struct.pack('<d', float('nan')))[0])

show('c', b'a')
show('c', b'ab')
show('c', 'a')
show('5s', b'ab')
show('2s', b'abcd')
show('s', 'x')
show('5p', b'ab')
show('2p', b'abcd')
show('0s', b'x')
show('0p', b'x')
show('300p', b'a' * 300)
show('3x')
show('i 2h', 1, 2, 3)
show('??', 0, [1])
show('3z')
show('3')
show('i', 1, 2)
show('99999999999999999999i')
show('P', 5)
show('<P', 5)
print(struct.unpack('5p', b'\x09abcd'), struct.unpack('5p', b'\x02abcd'))
print(struct.unpack('c?3s', b'a\x05xyz'))


class Idx:
    def __index__(self):
        return 7


class Flt:
    def __float__(self):
        return 2.5


print(struct.pack('i', Idx()), struct.pack('d', Flt()), struct.pack('d', Idx()))

for fmt in ('ci', 'ic', 'cq', 'ce', 'c?', 'c0i', '<ci', 'hd', 'bhiq', 'xq',
            '@3s i', '=bhiq', '', '!', '10x', 'P', '5p', 'n2N', 'c h c'):
    print(repr(fmt), struct.calcsize(fmt))

# every entry point
s = struct.Struct('<hI2s')
print(s.format, s.size, struct.Struct(b'>i').format)
data = s.pack(-2, 70000, b'ok')
print(data, s.unpack(data), s.unpack_from(b'..' + data, 2),
      struct.unpack_from('<h', data), struct.unpack_from('<h', data, offset=2))
buf = bytearray(12)
s.pack_into(buf, 1, 3, 4, b'xy')
struct.pack_into('>h', buf, -2, 258)
print(buf)
mv = memoryview(buf)
print(struct.unpack_from('<I', mv, 3))
print(list(struct.iter_unpack('<h', b'\x01\x00\x02\x00\x03\x00')))
it = struct.iter_unpack('>H', b'\x00\x01\x00\x02')
print(it.__length_hint__() if hasattr(it, '__length_hint__') else 2, next(it))


def err(f, *a):
    try:
        f(*a)
    except Exception as e:
        print(type(e).__name__, e)


err(struct.unpack, 'i', b'12')
err(struct.unpack_from, 'i', b'12', 1)
err(struct.unpack_from, 'i', b'12', -5)
err(struct.unpack_from, 'i', b'123456', -3)
err(struct.Struct, 3)
err(lambda: list(struct.iter_unpack('i', b'123')))
err(lambda: list(struct.iter_unpack('', b'123')))
err(struct.pack_into, 'i', bytearray(2), 0, 1)
err(struct.pack_into, 'i', bytearray(8), 6, 1)
err(struct.pack_into, 'i', bytearray(8), -9, 1)
err(struct.pack_into, 'i', bytearray(8), -2, 1)
err(struct.pack_into, 'i', b'12345678', 0, 1)
err(struct.pack_into, 'i')
err(struct.pack_into, 'i', bytearray(8))
err(struct.pack_into, 'i', bytearray(8), 0)
err(struct.pack)
err(struct.unpack, 'i')
err(struct.unpack, 'i', 'abcd')
err(struct.calcsize, 5)
print(issubclass(struct.error, Exception), struct.error.__module__)

# hot loops, with the argument types changing mid-loop
total = 0
pk = struct.Struct('<iHd')
for i in range(300):
    v = i if i < 150 else i * 1000003
    try:
        b = pk.pack(v % 2**31, i % 65536, i / 7)
        a, h, d = pk.unpack(b)
        total += a + h + int(d)
    except struct.error as e:
        print('err', e)
    b2 = struct.pack('>q', -v)
    total += struct.unpack('>q', b2)[0]
    f = struct.pack('f', i if i % 2 else i + 0.25)
    total += int(struct.unpack('f', f)[0])
print(total)
vals = []
for i in range(200):
    x = [1, 2.5, 'a', 2**80, None][i % 5]
    try:
        vals.append(struct.pack('q', x))
    except struct.error as e:
        vals.append(str(e))
print(len(vals), vals[:5])
