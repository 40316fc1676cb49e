"""SHA-224/256 and SHA-384/512 (FIPS 180-4) in RPython, for the _sha256
and _sha512 modules (rlib has only MD5 and SHA-1). Words are r_uint:
masked to 32 bits for SHA-256, the full 64-bit machine word for SHA-512.
Also the common interface of the hash engines the modules wrap."""

from rpython.rlib.rarithmetic import r_uint, intmask
from rpython.rlib.rstring import StringBuilder
from rpython.rlib.rmd5 import RMD5
from rpython.rlib.rsha import RSHA

M32 = r_uint(0xffffffff)

K256 = [r_uint(x) for x in [
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1,
    0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3,
    0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
    0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147,
    0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
    0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b,
    0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
    0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
    0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2]]

# the 64-bit constants, written as two 32-bit halves to stay within the
# host's int range when RPython reads this module
_K512_HALVES = [
    0x428a2f98, 0xd728ae22, 0x71374491, 0x23ef65cd, 0xb5c0fbcf, 0xec4d3b2f,
    0xe9b5dba5, 0x8189dbbc, 0x3956c25b, 0xf348b538, 0x59f111f1, 0xb605d019,
    0x923f82a4, 0xaf194f9b, 0xab1c5ed5, 0xda6d8118, 0xd807aa98, 0xa3030242,
    0x12835b01, 0x45706fbe, 0x243185be, 0x4ee4b28c, 0x550c7dc3, 0xd5ffb4e2,
    0x72be5d74, 0xf27b896f, 0x80deb1fe, 0x3b1696b1, 0x9bdc06a7, 0x25c71235,
    0xc19bf174, 0xcf692694, 0xe49b69c1, 0x9ef14ad2, 0xefbe4786, 0x384f25e3,
    0x0fc19dc6, 0x8b8cd5b5, 0x240ca1cc, 0x77ac9c65, 0x2de92c6f, 0x592b0275,
    0x4a7484aa, 0x6ea6e483, 0x5cb0a9dc, 0xbd41fbd4, 0x76f988da, 0x831153b5,
    0x983e5152, 0xee66dfab, 0xa831c66d, 0x2db43210, 0xb00327c8, 0x98fb213f,
    0xbf597fc7, 0xbeef0ee4, 0xc6e00bf3, 0x3da88fc2, 0xd5a79147, 0x930aa725,
    0x06ca6351, 0xe003826f, 0x14292967, 0x0a0e6e70, 0x27b70a85, 0x46d22ffc,
    0x2e1b2138, 0x5c26c926, 0x4d2c6dfc, 0x5ac42aed, 0x53380d13, 0x9d95b3df,
    0x650a7354, 0x8baf63de, 0x766a0abb, 0x3c77b2a8, 0x81c2c92e, 0x47edaee6,
    0x92722c85, 0x1482353b, 0xa2bfe8a1, 0x4cf10364, 0xa81a664b, 0xbc423001,
    0xc24b8b70, 0xd0f89791, 0xc76c51a3, 0x0654be30, 0xd192e819, 0xd6ef5218,
    0xd6990624, 0x5565a910, 0xf40e3585, 0x5771202a, 0x106aa070, 0x32bbd1b8,
    0x19a4c116, 0xb8d2d0c8, 0x1e376c08, 0x5141ab53, 0x2748774c, 0xdf8eeb99,
    0x34b0bcb5, 0xe19b48a8, 0x391c0cb3, 0xc5c95a63, 0x4ed8aa4a, 0xe3418acb,
    0x5b9cca4f, 0x7763e373, 0x682e6ff3, 0xd6b2b8a3, 0x748f82ee, 0x5defb2fc,
    0x78a5636f, 0x43172f60, 0x84c87814, 0xa1f0ab72, 0x8cc70208, 0x1a6439ec,
    0x90befffa, 0x23631e28, 0xa4506ceb, 0xde82bde9, 0xbef9a3f7, 0xb2c67915,
    0xc67178f2, 0xe372532b, 0xca273ece, 0xea26619c, 0xd186b8c7, 0x21c0c207,
    0xeada7dd6, 0xcde0eb1e, 0xf57d4f7f, 0xee6ed178, 0x06f067aa, 0x72176fba,
    0x0a637dc5, 0xa2c898a6, 0x113f9804, 0xbef90dae, 0x1b710b35, 0x131c471b,
    0x28db77f5, 0x23047d84, 0x32caab7b, 0x40c72493, 0x3c9ebe0a, 0x15c9bebc,
    0x431d67c4, 0x9c100d4c, 0x4cc5d4be, 0xcb3e42b6, 0x597f299c, 0xfc657e2a,
    0x5fcb6fab, 0x3ad6faec, 0x6c44198c, 0x4a475817]


def _pairs(halves):
    return [(r_uint(halves[i]) << 32) | r_uint(halves[i + 1])
            for i in range(0, len(halves), 2)]


K512 = _pairs(_K512_HALVES)

H224 = [r_uint(x) for x in [0xc1059ed8, 0x367cd507, 0x3070dd17, 0xf70e5939,
                            0xffc00b31, 0x68581511, 0x64f98fa7, 0xbefa4fa4]]
H256 = [r_uint(x) for x in [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                            0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]]
H384 = _pairs([0xcbbb9d5d, 0xc1059ed8, 0x629a292a, 0x367cd507, 0x9159015a,
               0x3070dd17, 0x152fecd8, 0xf70e5939, 0x67332667, 0xffc00b31,
               0x8eb44a87, 0x68581511, 0xdb0c2e0d, 0x64f98fa7, 0x47b5481d,
               0xbefa4fa4])
H512 = _pairs([0x6a09e667, 0xf3bcc908, 0xbb67ae85, 0x84caa73b, 0x3c6ef372,
               0xfe94f82b, 0xa54ff53a, 0x5f1d36f1, 0x510e527f, 0xade682d1,
               0x9b05688c, 0x2b3e6c1f, 0x1f83d9ab, 0xfb41bd6b, 0x5be0cd19,
               0x137e2179])


class HashEngine(object):
    """What a hash object of the C modules needs from its algorithm."""

    def update(self, s):
        raise NotImplementedError

    def digest(self):
        """The digest of what was fed so far (the state is kept)."""
        raise NotImplementedError

    def copy(self):
        raise NotImplementedError


class MD5Engine(HashEngine):
    def __init__(self, h):
        self.h = h

    def update(self, s):
        self.h.update(s)

    def digest(self):
        return self.h.digest()

    def copy(self):
        return MD5Engine(self.h.copy())


def new_md5():
    return MD5Engine(RMD5())


class SHA1Engine(HashEngine):
    def __init__(self, h):
        self.h = h

    def update(self, s):
        self.h.update(s)

    def digest(self):
        return self.h.digest()

    def copy(self):
        return SHA1Engine(self.h.copy())


def new_sha1():
    return SHA1Engine(RSHA())


class BlockEngine(HashEngine):
    """Merkle-Damgard framing shared by SHA-256 and SHA-512: buffers
    partial blocks and counts bytes."""

    def __init__(self, state, out_words, blocksize):
        self.state = state
        self.out_words = out_words
        self.blocksize = blocksize
        self.buf = ""
        self.count = 0          # bytes fed

    def compress(self, block, pos):
        raise NotImplementedError

    def update(self, s):
        self.count += len(s)
        bs = self.blocksize
        data = self.buf + s if self.buf else s
        pos = 0
        while pos + bs <= len(data):
            self.compress(data, pos)
            pos += bs
        assert pos >= 0
        self.buf = data[pos:]

    def word_bytes(self):
        raise NotImplementedError

    def copy_engine(self):
        raise NotImplementedError

    def copy(self):
        return self.copy_engine()

    def digest(self):
        other = self.copy_engine()
        bs = self.blocksize
        wb = self.word_bytes()
        lenbytes = 2 * wb           # 8 for SHA-256, 16 for SHA-512
        bitlen = r_uint(self.count) << 3
        pad = StringBuilder()
        pad.append('\x80')
        n = (len(self.buf) + 1) % bs
        zeros = bs - lenbytes - n
        if zeros < 0:
            zeros += bs
        pad.append_multiple_char('\x00', zeros + lenbytes - 8)
        for k in range(7, -1, -1):
            pad.append(chr(intmask((bitlen >> (8 * k)) & r_uint(0xff))))
        other.update(pad.build())
        out = StringBuilder(self.out_words * wb)
        for i in range(self.out_words):
            w = other.state[i]
            for k in range(wb - 1, -1, -1):
                out.append(chr(intmask((w >> (8 * k)) & r_uint(0xff))))
        return out.build()


def _ror32(x, n):
    return ((x >> n) | (x << (32 - n))) & M32


def _ror64(x, n):
    return (x >> n) | (x << (64 - n))


class SHA256Engine(BlockEngine):
    def word_bytes(self):
        return 4

    def copy_engine(self):
        e = SHA256Engine(self.state[:], self.out_words, 64)
        e.buf = self.buf
        e.count = self.count
        return e

    def compress(self, s, pos):
        w = [r_uint(0)] * 64
        for t in range(16):
            p = pos + 4 * t
            w[t] = ((r_uint(ord(s[p])) << 24) | (r_uint(ord(s[p + 1])) << 16)
                    | (r_uint(ord(s[p + 2])) << 8) | r_uint(ord(s[p + 3])))
        for t in range(16, 64):
            x = w[t - 15]
            y = w[t - 2]
            s0 = _ror32(x, 7) ^ _ror32(x, 18) ^ (x >> 3)
            s1 = _ror32(y, 17) ^ _ror32(y, 19) ^ (y >> 10)
            w[t] = (w[t - 16] + s0 + w[t - 7] + s1) & M32
        st = self.state
        a = st[0]
        b = st[1]
        c = st[2]
        d = st[3]
        e = st[4]
        f = st[5]
        g = st[6]
        h = st[7]
        for t in range(64):
            S1 = _ror32(e, 6) ^ _ror32(e, 11) ^ _ror32(e, 25)
            ch = (e & f) ^ ((~e) & M32 & g)
            t1 = (h + S1 + ch + K256[t] + w[t]) & M32
            S0 = _ror32(a, 2) ^ _ror32(a, 13) ^ _ror32(a, 22)
            maj = (a & b) ^ (a & c) ^ (b & c)
            t2 = (S0 + maj) & M32
            h = g
            g = f
            f = e
            e = (d + t1) & M32
            d = c
            c = b
            b = a
            a = (t1 + t2) & M32
        st[0] = (st[0] + a) & M32
        st[1] = (st[1] + b) & M32
        st[2] = (st[2] + c) & M32
        st[3] = (st[3] + d) & M32
        st[4] = (st[4] + e) & M32
        st[5] = (st[5] + f) & M32
        st[6] = (st[6] + g) & M32
        st[7] = (st[7] + h) & M32


class SHA512Engine(BlockEngine):
    def word_bytes(self):
        return 8

    def copy_engine(self):
        e = SHA512Engine(self.state[:], self.out_words, 128)
        e.buf = self.buf
        e.count = self.count
        return e

    def compress(self, s, pos):
        w = [r_uint(0)] * 80
        for t in range(16):
            p = pos + 8 * t
            x = r_uint(0)
            for k in range(8):
                x = (x << 8) | r_uint(ord(s[p + k]))
            w[t] = x
        for t in range(16, 80):
            x = w[t - 15]
            y = w[t - 2]
            s0 = _ror64(x, 1) ^ _ror64(x, 8) ^ (x >> 7)
            s1 = _ror64(y, 19) ^ _ror64(y, 61) ^ (y >> 6)
            w[t] = w[t - 16] + s0 + w[t - 7] + s1
        st = self.state
        a = st[0]
        b = st[1]
        c = st[2]
        d = st[3]
        e = st[4]
        f = st[5]
        g = st[6]
        h = st[7]
        for t in range(80):
            S1 = _ror64(e, 14) ^ _ror64(e, 18) ^ _ror64(e, 41)
            ch = (e & f) ^ ((~e) & g)
            t1 = h + S1 + ch + K512[t] + w[t]
            S0 = _ror64(a, 28) ^ _ror64(a, 34) ^ _ror64(a, 39)
            maj = (a & b) ^ (a & c) ^ (b & c)
            t2 = S0 + maj
            h = g
            g = f
            f = e
            e = d + t1
            d = c
            c = b
            b = a
            a = t1 + t2
        st[0] += a
        st[1] += b
        st[2] += c
        st[3] += d
        st[4] += e
        st[5] += f
        st[6] += g
        st[7] += h


def new_sha224():
    return SHA256Engine(H224[:], 7, 64)


def new_sha256():
    return SHA256Engine(H256[:], 8, 64)


def new_sha384():
    return SHA512Engine(H384[:], 6, 128)


def new_sha512():
    return SHA512Engine(H512[:], 8, 128)
