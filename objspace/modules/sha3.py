"""Keccak-f[1600] sponge (FIPS 202) for the _sha3 module: sha3_224 ...
sha3_512 and the shake_128/shake_256 extendable-output functions.
Lanes are 64-bit r_uint words."""

from rpython.rlib.rarithmetic import r_uint, intmask
from rpython.rlib.rstring import StringBuilder

from objspace.modules.sha2 import HashEngine

_RC_HALVES = [
    0x00000000, 0x00000001, 0x00000000, 0x00008082, 0x80000000, 0x0000808a,
    0x80000000, 0x80008000, 0x00000000, 0x0000808b, 0x00000000, 0x80000001,
    0x80000000, 0x80008081, 0x80000000, 0x00008009, 0x00000000, 0x0000008a,
    0x00000000, 0x00000088, 0x00000000, 0x80008009, 0x00000000, 0x8000000a,
    0x00000000, 0x8000808b, 0x80000000, 0x0000008b, 0x80000000, 0x00008089,
    0x80000000, 0x00008003, 0x80000000, 0x00008002, 0x80000000, 0x00000080,
    0x00000000, 0x0000800a, 0x80000000, 0x8000000a, 0x80000000, 0x80008081,
    0x80000000, 0x00008080, 0x00000000, 0x80000001, 0x80000000, 0x80008008]
RC = [(r_uint(_RC_HALVES[i]) << 32) | r_uint(_RC_HALVES[i + 1])
      for i in range(0, len(_RC_HALVES), 2)]

# rotation offsets r[x + 5*y]
ROT = [0, 1, 62, 28, 27, 36, 44, 6, 55, 20, 3, 10, 43, 25, 39, 41, 45, 15,
       21, 8, 18, 2, 61, 56, 14]


def _rol(x, n):
    if n == 0:
        return x
    return (x << n) | (x >> (64 - n))


def keccak_f(a):
    c = [r_uint(0)] * 5
    b = [r_uint(0)] * 25
    for rnd in range(24):
        for x in range(5):
            c[x] = a[x] ^ a[x + 5] ^ a[x + 10] ^ a[x + 15] ^ a[x + 20]
        for x in range(5):
            d = c[(x + 4) % 5] ^ _rol(c[(x + 1) % 5], 1)
            for y in range(0, 25, 5):
                a[x + y] ^= d
        # rho and pi: B[y, 2x+3y] = rot(A[x, y])
        for x in range(5):
            for y in range(5):
                b[y + 5 * ((2 * x + 3 * y) % 5)] = _rol(a[x + 5 * y],
                                                       ROT[x + 5 * y])
        for x in range(5):
            for y in range(0, 25, 5):
                a[x + y] = b[x + y] ^ ((~b[(x + 1) % 5 + y]) &
                                       b[(x + 2) % 5 + y])
        a[0] ^= RC[rnd]


class KeccakEngine(HashEngine):
    def __init__(self, rate, suffix, outlen):
        self.rate = rate            # bytes per block
        self.suffix = suffix        # 0x06 for SHA-3, 0x1f for SHAKE
        self.outlen = outlen        # digest bytes (SHAKE: asked per call)
        self.lanes = [r_uint(0)] * 25
        self.buf = ""

    def _absorb(self, s, pos):
        for i in range(self.rate // 8):
            p = pos + 8 * i
            w = r_uint(0)
            for k in range(7, -1, -1):
                w = (w << 8) | r_uint(ord(s[p + k]))
            self.lanes[i] ^= w
        keccak_f(self.lanes)

    def update(self, s):
        data = self.buf + s if self.buf else s
        pos = 0
        while pos + self.rate <= len(data):
            self._absorb(data, pos)
            pos += self.rate
        assert pos >= 0
        self.buf = data[pos:]

    def copy(self):
        e = KeccakEngine(self.rate, self.suffix, self.outlen)
        e.lanes = self.lanes[:]
        e.buf = self.buf
        return e

    def squeeze(self, n):
        other = self.copy()
        pad = [chr(0)] * (self.rate - len(self.buf))
        pad[0] = chr(self.suffix)
        pad[len(pad) - 1] = chr(ord(pad[len(pad) - 1]) | 0x80)
        block = self.buf + "".join(pad)
        other._absorb(block, 0)
        out = StringBuilder(n)
        while True:
            for i in range(self.rate // 8):
                w = other.lanes[i]
                for k in range(8):
                    if out.getlength() >= n:
                        return out.build()
                    out.append(chr(intmask((w >> (8 * k)) & r_uint(0xff))))
            keccak_f(other.lanes)

    def digest(self):
        return self.squeeze(self.outlen)


def new_keccak(digest_bits):
    return KeccakEngine(200 - 2 * (digest_bits // 8), 0x06, digest_bits // 8)


def new_shake(bits):
    return KeccakEngine(200 - 2 * (bits // 8), 0x1f, 0)
