# the hash modules behind hashlib: _md5, _sha1, _sha256, _sha512, _sha3
import _md5
import _sha1
import _sha256
import _sha512
import _sha3

CTORS = [_md5.md5, _sha1.sha1, _sha256.sha224, _sha256.sha256,
         _sha512.sha384, _sha512.sha512, _sha3.sha3_224, _sha3.sha3_256,
         _sha3.sha3_384, _sha3.sha3_512]
for m in CTORS:
    for d in (b'', b'abc', b'a' * 55, b'a' * 56, b'a' * 64, b'a' * 111,
              b'a' * 112, b'a' * 135, b'a' * 136, bytes(range(256)) * 3,
              bytearray(b'ba'), memoryview(b'mv')):
        h = m(d)
        print(h.name, h.digest_size, h.block_size, h.hexdigest()[:40])
    h = m(string=b'x') if 'sha3' not in m.__name__ else m(b'x')
    c = h.copy()
    c.update(b'yz')
    print(h.hexdigest() == m(b'x').hexdigest(),
          c.hexdigest() == m(b'xyz').hexdigest(), h.digest()[:6],
          type(h).__name__)
    try:
        m('text')
    except TypeError as e:
        print('TypeError', e)
    try:
        h.update(5)
    except TypeError as e:
        print('TypeError', e)
    try:
        m(data=b'x', bogus=1)
    except TypeError as e:
        print('TypeError', e)
for m in (_sha3.shake_128, _sha3.shake_256):
    for d in (b'', b'abc', b'a' * 300):
        h = m(d)
        print(h.name, h.digest_size, h.block_size, h.hexdigest(10),
              h.digest(400)[-8:], len(h.digest(0)))
    try:
        m(b'').digest()
    except TypeError as e:
        print('TypeError', e)

# hot loop: many small updates, copies along the way
acc = []
for m in CTORS:
    h = m()
    for i in range(200):
        h.update(bytes([i % 256]) * (i % 7))
        if i == 100:
            mid = h.copy()
    mid.update(b'!')
    acc.append(h.hexdigest()[:8] + mid.hexdigest()[:8])
print(acc)
