"""BLAKE2b and BLAKE2s (RFC 7693) with the full parameter block (key,
salt, person, tree parameters), for the _blake2 module. One engine class
for both: BLAKE2b works on 64-bit r_uint words, BLAKE2s on the same
words masked to 32 bits."""

from rpython.rlib.rarithmetic import r_uint, intmask
from rpython.rlib.rstring import StringBuilder

from objspace.modules.sha2 import HashEngine, H256, H512

M32 = r_uint(0xffffffff)

SIGMA = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
    [14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3],
    [11, 8, 12, 0, 5, 2, 15, 13, 10, 14, 3, 6, 7, 1, 9, 4],
    [7, 9, 3, 1, 13, 12, 11, 14, 2, 6, 5, 10, 4, 0, 15, 8],
    [9, 0, 5, 7, 2, 4, 10, 15, 14, 1, 11, 12, 6, 8, 3, 13],
    [2, 12, 6, 10, 0, 11, 8, 3, 4, 13, 7, 5, 15, 14, 1, 9],
    [12, 5, 1, 15, 14, 13, 4, 10, 0, 7, 6, 3, 9, 2, 8, 11],
    [13, 11, 7, 14, 12, 1, 3, 9, 5, 0, 15, 4, 8, 6, 2, 10],
    [6, 15, 14, 9, 11, 3, 0, 8, 12, 2, 13, 7, 1, 4, 10, 5],
    [10, 2, 8, 4, 7, 6, 1, 5, 15, 11, 9, 14, 3, 12, 13, 0]]

# BLAKE2s uses SHA-256's initial values, BLAKE2b SHA-512's
IV_S = H256
IV_B = H512


class Blake2Engine(HashEngine):
    def __init__(self, wide):
        self.wide = wide                # True: BLAKE2b
        self.bs = 128 if wide else 64   # block bytes
        self.wb = 8 if wide else 4      # word bytes
        self.h = [r_uint(0)] * 8
        self.buf = ""
        self.t = 0                      # bytes compressed so far
        self.last_node = False
        self.outlen = 64 if wide else 32

    def setup(self, digest_size, key, salt, person, fanout, depth,
              leaf_size, node_offset, node_depth, inner_size, last_node):
        """The parameter block XORed into the IV; the key is the first
        block."""
        wb = self.wb
        p = StringBuilder(8 * wb)
        p.append(chr(digest_size))
        p.append(chr(len(key)))
        p.append(chr(fanout))
        p.append(chr(depth))
        _le(p, r_uint(leaf_size), 4)
        if self.wide:
            _le(p, r_uint(node_offset), 8)
        else:
            _le(p, r_uint(node_offset), 6)
        p.append(chr(node_depth))
        p.append(chr(inner_size))
        if self.wide:
            p.append_multiple_char('\x00', 14)
        half = 2 * wb               # salt and person sizes (16 or 8)
        p.append(salt)
        p.append_multiple_char('\x00', half - len(salt))
        p.append(person)
        p.append_multiple_char('\x00', half - len(person))
        params = p.build()
        iv = IV_B if self.wide else IV_S
        for i in range(8):
            self.h[i] = iv[i] ^ _word(params, i * wb, wb)
        self.outlen = digest_size
        self.last_node = last_node
        if len(key) > 0:
            self.buf = key + '\x00' * (self.bs - len(key))

    def copy(self):
        e = Blake2Engine(self.wide)
        e.h = self.h[:]
        e.buf = self.buf
        e.t = self.t
        e.last_node = self.last_node
        e.outlen = self.outlen
        return e

    def update(self, s):
        if len(s) == 0:
            return
        data = self.buf + s if self.buf else s
        bs = self.bs
        pos = 0
        # the last block (even a full one) waits for digest()
        while len(data) - pos > bs:
            self.t += bs
            self.compress(data, pos, False)
            pos += bs
        assert pos >= 0
        self.buf = data[pos:]

    def digest(self):
        other = self.copy()
        n = len(other.buf)
        other.t += n
        block = other.buf + '\x00' * (self.bs - n)
        other.compress(block, 0, True)
        out = StringBuilder(self.outlen)
        for i in range(8):
            _le(out, other.h[i], self.wb)
        n = self.outlen
        assert n >= 0
        return out.build()[:n]

    def compress(self, s, pos, last):
        wide = self.wide
        wb = self.wb
        m = [_word(s, pos + i * wb, wb) for i in range(16)]
        iv = IV_B if wide else IV_S
        v = self.h[:] + iv[:]
        t = r_uint(self.t)
        if wide:
            v[12] ^= t
            # (the counter's high word stays 0 below 2**64 bytes)
        else:
            v[12] ^= t & M32
            v[13] ^= t >> 32
        mask = r_uint(-1) if wide else M32
        if last:
            v[14] = (~v[14]) & mask
            if self.last_node:
                v[15] = (~v[15]) & mask
        rounds = 12 if wide else 10
        for r in range(rounds):
            sg = SIGMA[r % 10]
            self.g(v, 0, 4, 8, 12, m[sg[0]], m[sg[1]])
            self.g(v, 1, 5, 9, 13, m[sg[2]], m[sg[3]])
            self.g(v, 2, 6, 10, 14, m[sg[4]], m[sg[5]])
            self.g(v, 3, 7, 11, 15, m[sg[6]], m[sg[7]])
            self.g(v, 0, 5, 10, 15, m[sg[8]], m[sg[9]])
            self.g(v, 1, 6, 11, 12, m[sg[10]], m[sg[11]])
            self.g(v, 2, 7, 8, 13, m[sg[12]], m[sg[13]])
            self.g(v, 3, 4, 9, 14, m[sg[14]], m[sg[15]])
        for i in range(8):
            self.h[i] = self.h[i] ^ v[i] ^ v[i + 8]

    def g(self, v, a, b, c, d, x, y):
        if self.wide:
            v[a] = v[a] + v[b] + x
            v[d] = _ror64(v[d] ^ v[a], 32)
            v[c] = v[c] + v[d]
            v[b] = _ror64(v[b] ^ v[c], 24)
            v[a] = v[a] + v[b] + y
            v[d] = _ror64(v[d] ^ v[a], 16)
            v[c] = v[c] + v[d]
            v[b] = _ror64(v[b] ^ v[c], 63)
        else:
            v[a] = (v[a] + v[b] + x) & M32
            v[d] = _ror32(v[d] ^ v[a], 16)
            v[c] = (v[c] + v[d]) & M32
            v[b] = _ror32(v[b] ^ v[c], 12)
            v[a] = (v[a] + v[b] + y) & M32
            v[d] = _ror32(v[d] ^ v[a], 8)
            v[c] = (v[c] + v[d]) & M32
            v[b] = _ror32(v[b] ^ v[c], 7)


def _ror64(x, n):
    return (x >> n) | (x << (64 - n))


def _ror32(x, n):
    return ((x >> n) | (x << (32 - n))) & M32


def _word(s, pos, nbytes):
    w = r_uint(0)
    for k in range(nbytes - 1, -1, -1):
        w = (w << 8) | r_uint(ord(s[pos + k]))
    return w


def _le(b, w, nbytes):
    for k in range(nbytes):
        b.append(chr(intmask((w >> (8 * k)) & r_uint(0xff))))
