# zlib on libz: one-shot and streaming compression, checksums, errors
import zlib

data = b"".join(b"line %d of some text that repeats\n" % i for i in range(150))
c = zlib.compress(data)
print(len(data), len(c), zlib.decompress(c) == data)
for level in (0, 1, 6, 9, -1):
    print(level, zlib.decompress(zlib.compress(data, level)) == data)
print(zlib.compress(b"hello", wbits=-15), zlib.decompress(zlib.compress(b"hello", wbits=-15), wbits=-15))
print(zlib.crc32(b"hello"), zlib.crc32(b"world", zlib.crc32(b"hello ")), zlib.crc32(b"hello world"))
print(zlib.adler32(b"hello"), zlib.adler32(b""), zlib.crc32(b""), zlib.crc32(b"x", 2**32 + 5))
total = 0
for i in range(300):          # hot loop (compress is slow untranslated)
    total = zlib.crc32(b"%d" % i, total)
    total ^= zlib.adler32(b"a" * i)
    if i % 50 == 0:
        total ^= len(zlib.compress(b"a" * i))
print(total)

co = zlib.compressobj(9, zlib.DEFLATED, 15, 9, zlib.Z_DEFAULT_STRATEGY)
parts = [co.compress(data[i:i + 1000]) for i in range(0, len(data), 1000)]
parts.append(co.flush())
stream = b"".join(parts)
print(zlib.decompress(stream) == data)
do = zlib.decompressobj()
out = []
for i in range(0, len(stream), 777):
    out.append(do.decompress(stream[i:i + 777]))
out.append(do.flush())
print(b"".join(out) == data, do.eof, do.unused_data, do.unconsumed_tail)

# max_length and unconsumed_tail
do = zlib.decompressobj()
first = do.decompress(stream, 100)
print(len(first), len(do.unconsumed_tail) > 0, do.eof)
rest = []
while do.unconsumed_tail:
    rest.append(do.decompress(do.unconsumed_tail, 5000))
print(first + b"".join(rest) == data, do.eof)

# unused data after the end
do = zlib.decompressobj()
print(do.decompress(zlib.compress(b"abc") + b"TRAILER"), do.unused_data, do.eof)
print(do.decompress(b"more"), do.unused_data)

# flush modes, copy
co = zlib.compressobj()
a = co.compress(b"x" * 1000)
b = co.flush(zlib.Z_SYNC_FLUSH)
c2 = co.copy()
print(zlib.decompressobj().decompress(a + b) == b"x" * 1000)
rest1 = co.compress(b"tail") + co.flush()
rest2 = c2.compress(b"tail") + c2.flush()
print(rest1 == rest2, zlib.decompress(a + b + rest1))

# zdict
zd = b"some text that repeats"
co = zlib.compressobj(zdict=zd)
s = co.compress(data[:500]) + co.flush()
do = zlib.decompressobj(zdict=zd)
print(do.decompress(s) == data[:500])

for bad in (b"not zlib data", c[:20], c[:-1]):
    try:
        zlib.decompress(bad)
    except zlib.error as e:
        print("error", e)
try:
    zlib.compress("text")
except TypeError as e:
    print("TypeError", e)
try:
    zlib.compress(b"x", 12)
except zlib.error as e:
    print("error", e)
co = zlib.compressobj()
co.flush()
try:
    co.compress(b"x")
except zlib.error as e:
    print("error", e)
print(zlib.MAX_WBITS, zlib.DEFLATED, zlib.Z_BEST_COMPRESSION, zlib.Z_FINISH, zlib.DEF_BUF_SIZE, type(zlib.ZLIB_VERSION))
print(issubclass(zlib.error, Exception), zlib.error.__module__)

import gzip, io
buf = io.BytesIO()
with gzip.GzipFile(fileobj=buf, mode="wb", mtime=0) as f:
    f.write(data)
print(len(buf.getvalue()) < len(data), gzip.decompress(buf.getvalue()) == data)
print(gzip.decompress(gzip.compress(b"gz round trip", mtime=0)))
