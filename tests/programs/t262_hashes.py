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

# BLAKE2 with its parameter block
import _blake2
print(sorted(x for x in dir(_blake2) if not x.startswith('__')))
print(_blake2.blake2b.SALT_SIZE, _blake2.blake2s.PERSON_SIZE,
      _blake2.blake2b.MAX_KEY_SIZE, _blake2.blake2s.MAX_DIGEST_SIZE,
      _blake2.BLAKE2S_SALT_SIZE)
for kw in [dict(digest_size=0), dict(digest_size=65), dict(key=b'x' * 65),
           dict(salt=b'x' * 17), dict(person=b'x' * 17), dict(fanout=256),
           dict(depth=0), dict(leaf_size=2**32), dict(node_offset=2**64),
           dict(node_depth=256), dict(inner_size=65), dict(leaf_size=-1),
           dict(key='s'), dict(bogus=1)]:
    try:
        _blake2.blake2b(**kw)
    except Exception as e:
        print(kw, type(e).__name__, e)
try:
    _blake2.blake2s(node_offset=2**48)
except Exception as e:
    print(type(e).__name__, e)
for m in (_blake2.blake2b, _blake2.blake2s):
    h = m(b'abc', digest_size=20, key=b'k', salt=b's', person=b'p', fanout=2,
          depth=3, leaf_size=7, node_offset=9, node_depth=1, inner_size=5,
          last_node=True)
    print(h.name, h.digest_size, h.block_size, h.hexdigest())
    for d in (b'', b'abc', b'a' * 63, b'a' * 64, b'a' * 65, b'a' * 127,
              b'a' * 128, b'a' * 129, bytes(range(256)) * 3):
        print(m(d).hexdigest()[:32], m(d, key=b'secret').hexdigest()[:16],
              m(d, digest_size=7).hexdigest())
    h = m()
    for i in range(150):
        h.update(bytes([i]) * (i % 9))
        if i == 70:
            c = h.copy()
    c.update(b'tail')
    print(h.hexdigest()[:16], c.hexdigest()[:16])
try:
    _blake2.blake2b(b'x', b'y')
except TypeError as e:
    print('TypeError', e)
