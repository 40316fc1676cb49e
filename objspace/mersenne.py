"""Mersenne Twister (MT19937) reproducing CPython 3.11's `random` module.

Pure RPython algorithm module, no interpreter objects.  The state is a list
of 624 machine ints, each kept in [0, 2**32) by explicit masking; every
intermediate value stays below 2**63, so no wrap-around is relied upon.

Public API of MersenneTwister (all names are what the interpreter wires up):
  seed_int(n)             random.seed(int); n is an rbigint, abs(n) is used
  seed_time()             random.seed(None): /dev/urandom, else time and pid
  random()                -> float in [0, 1), CPython's genrand_res53
  getrandbits(k)          -> rbigint (k >= 0, k == 0 gives 0)
  getrandbits_small(k)    -> int, for 0 <= k <= 63 (same stream as above)
  randbytes(n)            -> str of n bytes (random.randbytes)
  randbelow(n)            -> int in [0, n), n > 0 machine int
  randbelow_big(n)        -> rbigint in [0, n), n > 0 rbigint
  randrange(start, stop, step)  -> int (two/three-argument form)
  randrange1(stop)        -> int (one-argument form randrange(stop))
  randrange_big(start, stop, step) / randrange1_big(stop) -> rbigint
  randint(a, b)           -> int, == randrange(a, b + 1)
  randint_big(a, b)       -> rbigint
  choice_index(n)         -> index into a sequence of length n
  shuffle_swaps(n)        -> list of j (see its docstring)
  uniform(a, b)           -> float
  get_state() / set_state(words, index)  for getstate()/setstate()
Errors raise RandomError with .msg (CPython's exact text) and .kind, the
name of the CPython exception class ('ValueError' or 'IndexError').
"""

import os
import time

from rpython.rlib.rbigint import rbigint
from rpython.rlib.rarithmetic import ovfcheck, r_uint, intmask
from rpython.rlib.rstring import StringBuilder

N = 624
M = 397
MATRIX_A = 0x9908b0df
UPPER_MASK = 0x80000000
LOWER_MASK = 0x7fffffff
MASK32 = 0xffffffff


class RandomError(Exception):
    def __init__(self, msg, kind):
        self.msg = msg
        self.kind = kind


def _value_error(msg):
    return RandomError(msg, 'ValueError')


def int_bit_length(n):
    """bit_length() of a non-negative machine int."""
    bits = 0
    while n >= 256:
        n >>= 8
        bits += 8
    while n > 0:
        n >>= 1
        bits += 1
    return bits


class MersenneTwister(object):
    """One generator.  A fresh instance holds a fixed, deterministic state:
    call seed_time() or seed_int() at run time (a prebuilt instance would
    otherwise carry a translation-time seed)."""

    def __init__(self):
        self.mt = [0] * N
        self.index = N
        self._init_genrand(19650218)

    # ---------------------------------------------------------- seeding

    def _init_genrand(self, s):
        mt = self.mt
        mt[0] = s & MASK32
        for i in range(1, N):
            prev = mt[i - 1]
            mt[i] = (1812433253 * (prev ^ (prev >> 30)) + i) & MASK32
        self.index = N

    def init_by_array(self, key):
        """The reference init_by_array; key is a non-empty list of ints in
        [0, 2**32)."""
        self._init_genrand(19650218)
        mt = self.mt
        key_length = len(key)
        i = 1
        j = 0
        k = N if N > key_length else key_length
        while k > 0:
            prev = mt[i - 1]
            mt[i] = ((mt[i] ^ ((prev ^ (prev >> 30)) * 1664525))
                     + key[j] + j) & MASK32
            i += 1
            j += 1
            if i >= N:
                mt[0] = mt[N - 1]
                i = 1
            if j >= key_length:
                j = 0
            k -= 1
        k = N - 1
        while k > 0:
            prev = mt[i - 1]
            mt[i] = ((mt[i] ^ ((prev ^ (prev >> 30)) * 1566083941))
                     - i) & MASK32
            i += 1
            if i >= N:
                mt[0] = mt[N - 1]
                i = 1
            k -= 1
        mt[0] = 0x80000000
        self.index = N

    def seed_int(self, n):
        """random.seed(n) for an int n (rbigint): abs(n) split into 32-bit
        little-endian words; 0 gives the single word [0], like CPython.
        Other hashable seeds (float, ...) go through CPython's C seed as
        (size_t)hash(x): pass rbigint(hash(x) mod 2**64), not abs(hash)."""
        n = n.abs()
        bits = n.bit_length()
        if bits == 0:
            keyused = 1
        else:
            keyused = (bits - 1) // 32 + 1
        data = n.tobytes(keyused * 4, 'little', False)
        key = [0] * keyused
        for w in range(keyused):
            p = w * 4
            key[w] = (ord(data[p]) | (ord(data[p + 1]) << 8) |
                      (ord(data[p + 2]) << 16) | (ord(data[p + 3]) << 24))
        self.init_by_array(key)

    def seed_time(self):
        """random.seed() / seed(None).  Like CPython: 624 words from the OS
        random source, falling back to time and pid."""
        key = _urandom_words(N)
        if key is None:
            t = time.time()
            secs = int(t)
            frac = int((t - float(secs)) * 1e9)
            key = [secs & MASK32, (secs >> 32) & MASK32, frac & MASK32,
                   os.getpid() & MASK32]
        self.init_by_array(key)

    def get_state(self):
        """624 state words followed by the index (0..624), like the tuple in
        CPython's getstate()[1]."""
        res = self.mt[:]
        res.append(self.index)
        return res

    def set_state(self, words, index):
        """CPython's setstate() core: words must be 624 ints (masked to 32
        bits as CPython's uint32_t cast does), 0 <= index <= 624."""
        if len(words) != N:
            raise _value_error("state vector is the wrong size")
        if index < 0 or index > N:
            raise _value_error("invalid state")
        for i in range(N):
            self.mt[i] = words[i] & MASK32
        self.index = index

    # ------------------------------------------------------ core output

    def _generate(self):
        mt = self.mt
        kk = 0
        while kk < N - M:
            y = (mt[kk] & UPPER_MASK) | (mt[kk + 1] & LOWER_MASK)
            mt[kk] = mt[kk + M] ^ (y >> 1) ^ (MATRIX_A * (y & 1))
            kk += 1
        while kk < N - 1:
            y = (mt[kk] & UPPER_MASK) | (mt[kk + 1] & LOWER_MASK)
            mt[kk] = mt[kk + (M - N)] ^ (y >> 1) ^ (MATRIX_A * (y & 1))
            kk += 1
        y = (mt[N - 1] & UPPER_MASK) | (mt[0] & LOWER_MASK)
        mt[N - 1] = mt[M - 1] ^ (y >> 1) ^ (MATRIX_A * (y & 1))
        self.index = 0

    def genrand_uint32(self):
        """Next tempered 32-bit output, as an int in [0, 2**32)."""
        if self.index >= N:
            self._generate()
        idx = self.index
        assert idx >= 0
        y = self.mt[idx]
        self.index = idx + 1
        y ^= y >> 11
        y ^= (y << 7) & 0x9d2c5680
        y ^= (y << 15) & 0xefc60000
        y ^= y >> 18
        return y & MASK32

    def random(self):
        a = self.genrand_uint32() >> 5
        b = self.genrand_uint32() >> 6
        return (float(a) * 67108864.0 + float(b)) * (1.0 / 9007199254740992.0)

    def uniform(self, a, b):
        return a + (b - a) * self.random()

    def getrandbits_small(self, k):
        """getrandbits(k) for 0 <= k <= 63, as a machine int."""
        assert k >= 0 and k <= 63
        if k == 0:
            return 0
        if k <= 32:
            return self.genrand_uint32() >> (32 - k)
        low = self.genrand_uint32()
        high = self.genrand_uint32() >> (64 - k)
        return (high << 32) | low

    def _random_bytes(self, k):
        """The little-endian bytes of getrandbits(k), k > 0, padded to a
        whole number of 32-bit words."""
        words = (k - 1) // 32 + 1
        sb = StringBuilder(words * 4)
        for i in range(words):
            r = self.genrand_uint32()
            if k < 32:
                r >>= 32 - k
            sb.append(chr(r & 0xff))
            sb.append(chr((r >> 8) & 0xff))
            sb.append(chr((r >> 16) & 0xff))
            sb.append(chr((r >> 24) & 0xff))
            k -= 32
        return sb.build()

    def getrandbits(self, k):
        """random.getrandbits(k) as an rbigint."""
        if k < 0:
            raise _value_error("number of bits must be non-negative")
        if k <= 63:
            return rbigint.fromint(self.getrandbits_small(k))
        return rbigint.frombytes(self._random_bytes(k), 'little', False)

    def randbytes(self, n):
        """random.randbytes(n): getrandbits(n * 8).to_bytes(n, 'little')."""
        if n < 0:
            raise _value_error("number of bits must be non-negative")
        if n == 0:
            return ''
        data = self._random_bytes(n * 8)
        assert n <= len(data)
        return data[:n]

    # ------------------------------------------------- integer helpers

    def randbelow(self, n):
        """_randbelow_with_getrandbits for a machine int n > 0."""
        if n <= 0:
            raise _value_error("randbelow() requires n > 0")
        k = int_bit_length(n)
        r = self.getrandbits_small(k)
        while r >= n:
            r = self.getrandbits_small(k)
        return r

    def randbelow_big(self, n):
        """_randbelow_with_getrandbits for an rbigint n > 0."""
        if n.int_le(0):
            raise _value_error("randbelow() requires n > 0")
        k = n.bit_length()
        if k <= 63:
            return rbigint.fromint(self.randbelow(n.toint()))
        r = self.getrandbits(k)
        while r.ge(n):
            r = self.getrandbits(k)
        return r

    def choice_index(self, n):
        """Index used by random.choice(seq) with len(seq) == n."""
        if n == 0:
            raise RandomError("Cannot choose from an empty sequence",
                              'IndexError')
        return self.randbelow(n)

    def shuffle_swaps(self, n):
        """For random.shuffle(x) with len(x) == n: the list [j(n-1), j(n-2),
        ..., j(1)] where j(i) = randbelow(i + 1).  The caller walks it with
        i going from n-1 down to 1 and swaps x[i] and x[j(i)] in that order:
            swaps = mt.shuffle_swaps(n)
            for t in range(len(swaps)):
                i = n - 1 - t; j = swaps[t]; x[i], x[j] = x[j], x[i]
        Empty for n <= 1."""
        res = []
        i = n - 1
        while i >= 1:
            res.append(self.randbelow(i + 1))
            i -= 1
        return res

    # ------------------------------------------------------- randrange

    def randrange1(self, stop):
        """randrange(stop), one-argument form."""
        if stop > 0:
            return self.randbelow(stop)
        raise _value_error("empty range for randrange()")

    def randrange1_big(self, stop):
        if stop.int_gt(0):
            return self.randbelow_big(stop)
        raise _value_error("empty range for randrange()")

    def randrange(self, start, stop, step):
        """randrange(start, stop, step) for machine ints (step=1 for the
        two-argument form).  The result always fits a machine int."""
        try:
            width = ovfcheck(stop - start)
        except OverflowError:
            return self._randrange_via_big(start, stop, step)
        if step == 1:
            if width > 0:
                return start + self.randbelow(width)
            raise _value_error("empty range for randrange() (%d, %d, %d)" %
                               (start, stop, width))
        try:
            if step > 0:
                n = ovfcheck(width + (step - 1)) // step
            elif step < 0:
                if step == -1:
                    n = ovfcheck(0 - width)
                else:
                    n = ovfcheck(width + (step + 1)) // step
            else:
                raise _value_error("zero step for randrange()")
        except OverflowError:
            return self._randrange_via_big(start, stop, step)
        if n <= 0:
            raise _value_error("empty range for randrange()")
        r = self.randbelow(n)
        # the true result lies in [start, stop), so wrapping arithmetic
        # gives it exactly even when step * r alone would overflow
        return intmask(r_uint(start) + r_uint(step) * r_uint(r))

    def _randrange_via_big(self, start, stop, step):
        res = self.randrange_big(rbigint.fromint(start), rbigint.fromint(stop),
                                 rbigint.fromint(step))
        return res.toint()

    def randrange_big(self, start, stop, step):
        """randrange(start, stop, step) with rbigint arguments."""
        width = stop.sub(start)
        if step.int_eq(1):
            if width.int_gt(0):
                return start.add(self.randbelow_big(width))
            raise _value_error("empty range for randrange() (" + start.str() +
                               ", " + stop.str() + ", " + width.str() + ")")
        if step.int_gt(0):
            n = width.add(step).int_sub(1).floordiv(step)
        elif step.int_lt(0):
            n = width.add(step).int_add(1).floordiv(step)
        else:
            raise _value_error("zero step for randrange()")
        if n.int_le(0):
            raise _value_error("empty range for randrange()")
        return start.add(step.mul(self.randbelow_big(n)))

    def randint(self, a, b):
        """randint(a, b) == randrange(a, b + 1)."""
        try:
            stop = ovfcheck(b + 1)
        except OverflowError:
            res = self.randrange_big(rbigint.fromint(a),
                                     rbigint.fromint(b).int_add(1),
                                     rbigint.fromint(1))
            return res.toint()
        return self.randrange(a, stop, 1)

    def randint_big(self, a, b):
        return self.randrange_big(a, b.int_add(1), rbigint.fromint(1))


def _urandom_words(count):
    """count 32-bit words from /dev/urandom, or None if unavailable."""
    nbytes = count * 4
    try:
        fd = os.open("/dev/urandom", os.O_RDONLY, 0)
    except OSError:
        return None
    chunks = StringBuilder(nbytes)
    got = 0
    try:
        while got < nbytes:
            data = os.read(fd, nbytes - got)
            if not data:
                break
            chunks.append(data)
            got += len(data)
    except OSError:
        got = -1
    os.close(fd)
    if got != nbytes:
        return None
    raw = chunks.build()
    key = [0] * count
    for w in range(count):
        p = w * 4
        key[w] = (ord(raw[p]) | (ord(raw[p + 1]) << 8) |
                  (ord(raw[p + 2]) << 16) | (ord(raw[p + 3]) << 24))
    return key
