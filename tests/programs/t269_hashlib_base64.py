# hashlib (its built-in fallback), hmac and base64 on lbbv
import hashlib
import base64
import hmac

for name in ['md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512', 'sha3_256', 'blake2b', 'blake2s']:
    h = hashlib.new(name, b'abc')
    h.update(b'def')
    print(name, h.hexdigest()[:32], h.digest_size, h.block_size, getattr(hashlib, name)(b'x').hexdigest()[:16])
print(hashlib.shake_128(b'x').hexdigest(12), sorted(hashlib.algorithms_guaranteed))
print(hmac.new(b'key', b'msg', 'sha256').hexdigest(), hmac.digest(b'k', b'm', 'md5').hex())
try:
    hashlib.new('nope')
except ValueError as e:
    print('ValueError', e)
for d in [b'', b'f', b'fo', b'foo', b'foob', bytes(range(40))]:
    print(base64.b64encode(d), base64.b32encode(d), base64.b16encode(d), base64.b85encode(d),
          base64.a85encode(d), base64.urlsafe_b64encode(d))
    assert base64.b64decode(base64.b64encode(d)) == d
    assert base64.b32decode(base64.b32encode(d)) == d
    assert base64.b85decode(base64.b85encode(d)) == d
print(base64.b64decode('Zm9v\n'), base64.standard_b64decode(b'YWI='), base64.encodebytes(b'x' * 60))
try:
    base64.b64decode(b'abc', validate=True)
except Exception as e:
    print(type(e).__name__, e)
acc = hashlib.sha256()
for i in range(300):
    acc.update(base64.b64encode(str(i).encode()))
print(acc.hexdigest())
