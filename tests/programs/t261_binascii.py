# binascii: hex, base64, uu, crc32/crc_hqx and their errors
import binascii


def err(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)


data = [b'', b'f', b'fo', b'foo', b'foob', b'fooba', b'foobar',
        bytes(range(256)), bytearray(b'\x00\xff\x10'), memoryview(b'mv!')]
for d in data:
    h = binascii.hexlify(d)
    e = binascii.b2a_base64(d)
    print(h[:40], binascii.b2a_hex(d)[:10], e[:40],
          binascii.b2a_base64(d, newline=False)[-4:])
    assert binascii.unhexlify(h) == bytes(d)
    assert binascii.a2b_base64(e) == bytes(d)
    assert binascii.a2b_hex(h.decode()) == bytes(d)
    print(binascii.crc32(d), binascii.crc_hqx(d, 0), binascii.crc32(d, 12345),
          binascii.crc_hqx(d, 0xffff))
print(binascii.hexlify(b'\x01\x02\x03\x04\x05', '-'))
print(binascii.hexlify(b'\x01\x02\x03\x04\x05', b':', 2))
print(binascii.hexlify(b'\x01\x02\x03\x04\x05', ' ', -2))
print(binascii.hexlify(b'\x01\x02\x03\x04\x05', sep='.', bytes_per_sep=3))
err(binascii.hexlify, b'ab', '--')
err(binascii.hexlify, b'ab', 3)
err(binascii.hexlify, 'ab')
err(binascii.unhexlify, b'abc')
err(binascii.unhexlify, b'zz')
err(binascii.unhexlify, 'é0')
err(binascii.unhexlify, 5)
print(binascii.unhexlify('DEADbeef'))
for s in [b'Zm9v', b'Zm9vYg==', b'Zm9vYg', b'Zm9vY', b'Zm 9v\nYmFy', b'Zm9v====',
          b'=Zm9v', b'Zm=9v', b'Zm9vYg==Zm9v', b'Z', b'Zm9vYmE=', 'Zm9v',
          b'!!Zm9v', b'YQ=', b'YQ']:
    err(binascii.a2b_base64, s)
    err(binascii.a2b_base64, s, strict_mode=True)
err(binascii.a2b_base64, 'é')
err(binascii.b2a_base64, 'text')
print(binascii.crc32(b'hello', 2**32 + 5), binascii.crc32(b'hello', -1))
print(binascii.crc_hqx(b'hello', 0x1ffff))
err(binascii.crc32, 'x')
err(binascii.crc32, b'x', 1.5)
print(binascii.b2a_uu(b'hello world'), binascii.b2a_uu(b''),
      binascii.b2a_uu(b'\x00\x00', backtick=True))
print(binascii.a2b_uu(binascii.b2a_uu(b'round trip!')), binascii.a2b_uu(b''))
err(binascii.b2a_uu, b'x' * 46)
print(issubclass(binascii.Error, ValueError), binascii.Error.__module__,
      binascii.Incomplete.__name__)

# hot loops, types changing mid-loop
total = 0
for i in range(300):
    d = bytes([i % 256, (i * 7) % 256]) * (i % 5)
    if i > 150:
        d = bytearray(d)
    e = binascii.b2a_base64(d)
    total += binascii.crc32(e) % 1000 + len(binascii.a2b_base64(e))
    h = binascii.hexlify(d)
    total += len(binascii.unhexlify(h.decode() if i % 2 else h))
print(total)
