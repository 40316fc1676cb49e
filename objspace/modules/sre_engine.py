"""The subject of a match and the calls into rpython.rlib.rsre.

A str that is ASCII is matched in place (its utf-8 bytes are its code
points); any other str is decoded once into an RPython unicode string,
kept with the byte offset of every code point so that groups slice the
utf-8 without walking it. The last decoded str is remembered, so a loop
of pattern.match(s, pos) over one non-ASCII string decodes it once.
bytes, bytearray and memoryview are matched on their bytes.

rsre has no "must advance" flag (CPython 3.7+: after an empty match,
the next match at the same position must not be empty); search_at
gets it by walking rsre's further results at that position."""

from rpython.rlib.rsre import rsre_core, rsre_char
from rpython.rlib.rstring import UnicodeBuilder
from rpython.rlib.unicodedata import unicodedb_8_0_0 as unicodedb

from objspace.strobject import W_Str, newascii, decode_utf8_char
from objspace.bytesobject import W_AbstractBytes, W_Bytes
from objspace.memoryview import W_MemoryView
from objspace.exceptions import raise_type_error

rsre_char.set_unicode_db(unicodedb)


class Subject(object):
    _attrs_ = ("w_obj", "is_bytes", "s", "u", "offsets", "length")

    def __init__(self, w_obj, is_bytes, s, u, offsets, length):
        self.w_obj = w_obj          # what the user passed
        self.is_bytes = is_bytes
        self.s = s                  # the bytes, or the str's utf-8
        self.u = u                  # the decoded str if not ASCII, else None
        self.offsets = offsets      # byte offset of each code point (u only)
        self.length = length        # in code points (bytes for bytes)

    def make_ctx(self, code, start, end, flags):
        # callers clamp both into [0, length]; rsre needs it proved
        assert start >= 0
        assert end >= 0
        if self.u is not None:
            return rsre_core.UnicodeMatchContext(code, self.u, start, end,
                                                 flags)
        return rsre_core.StrMatchContext(code, self.s, start, end, flags)

    def slice(self, start, end):
        """The part [start, end) as a new object (bytes for any
        bytes-like subject, as CPython's getslice)."""
        if start < 0:
            start = 0
        if end < start:
            end = start
        if self.is_bytes:
            return W_Bytes(self.s[start:end])
        if self.u is None:
            return newascii(self.s[start:end])
        b0 = self.offsets[start]
        b1 = self.offsets[end]
        assert 0 <= b0 <= b1
        return W_Str(self.s[b0:b1], end - start)


class DecodeCache(object):
    def __init__(self):
        self.w_str = None
        self.subject = None


CACHE = DecodeCache()


def _decode(w_str):
    s = w_str.utf8
    n = w_str.length
    b = UnicodeBuilder(n)
    offsets = [0] * (n + 1)
    pos = 0
    i = 0
    while pos < len(s) and i < n:
        offsets[i] = pos
        cp, pos = decode_utf8_char(s, pos)
        b.append(unichr(cp))
        i += 1
    offsets[n] = len(s)
    return b.build(), offsets


def subject_of(w_arg):
    from objspace.builtinsub import unwrap
    w_obj = unwrap(w_arg)         # str and bytes subclasses match too
    if isinstance(w_obj, W_Str):
        if w_obj.is_ascii():
            return Subject(w_arg, False, w_obj.utf8, None, None,
                           w_obj.length)
        if CACHE.w_str is w_arg and CACHE.subject is not None:
            return CACHE.subject
        u, offsets = _decode(w_obj)
        subj = Subject(w_arg, False, w_obj.utf8, u, offsets, w_obj.length)
        CACHE.w_str = w_arg
        CACHE.subject = subj
        return subj
    if isinstance(w_obj, W_AbstractBytes):
        return Subject(w_arg, True, w_obj.value, None, None,
                       len(w_obj.value))
    if isinstance(w_obj, W_MemoryView):
        s = w_obj.data()
        return Subject(w_arg, True, s, None, None, len(s))
    raise_type_error("expected string or bytes-like object, got '%s'"
                     % w_arg.gettype().name)
    return None


def clamp(pos, length):
    if pos < 0:
        return 0
    if pos > length:
        return length
    return pos


def match_at(code, subj, start, end, flags, fullmatch, must_advance):
    """A context holding the match at `start`, or None."""
    assert start >= 0
    assert end >= 0
    ctx = subj.make_ctx(code, start, end, flags)
    if end < start:
        return None
    ctx.fullmatch_only = fullmatch
    if not must_advance:
        if rsre_core.match_context(ctx):
            return ctx
        return None
    result = rsre_core.sre_match(ctx, 0, start, None)
    while result is not None and ctx.match_end == start:
        result = result.move_to_next_result(ctx)
    if result is None:
        return None
    ctx.match_start = start
    return ctx


def search_at(code, subj, start, end, flags, must_advance):
    """A context holding the first match at or after `start`, or None."""
    assert start >= 0
    assert end >= 0
    if end < start:
        return None
    if must_advance:
        ctx = match_at(code, subj, start, end, flags, False, True)
        if ctx is not None:
            return ctx
        if start >= end:
            return None
        start += 1
    ctx = subj.make_ctx(code, start, end, flags)
    if rsre_core.search_context(ctx):
        return ctx
    return None


def flat_marks(ctx, ngroups):
    """[start0, end0, start1, end1, ...] for groups 0..ngroups (-1 when
    a group did not take part) and the lastindex (-1: none)."""
    regs = [-1] * (2 * ngroups + 2)
    regs[0] = ctx.match_start
    regs[1] = ctx.match_end
    lastindex = -1
    limit = 2 * ngroups
    mark = ctx.match_marks
    while mark is not None:
        gid = mark.gid
        if 0 <= gid < limit:
            if lastindex < 0 and gid & 1:
                lastindex = gid // 2 + 1
            if regs[gid + 2] == -1:
                regs[gid + 2] = mark.position
        mark = mark.prev
    for g in range(1, ngroups + 1):
        if regs[2 * g] < 0 or regs[2 * g + 1] < 0:
            regs[2 * g] = -1
            regs[2 * g + 1] = -1
    return regs, lastindex


# --- case helpers of the _sre module (the engine lowers the same way) ---

def ascii_iscased(ch):
    return ch < 128 and (65 <= ch <= 90 or 97 <= ch <= 122)


def ascii_tolower(ch):
    if 65 <= ch <= 90:
        return ch + 32
    return ch


def unicode_iscased(ch):
    if ch < 0 or ch > 0x10FFFF:
        return False
    return ch != unicodedb.tolower(ch) or ch != unicodedb.toupper(ch)


def unicode_tolower(ch):
    if ch < 0 or ch > 0x10FFFF:
        return ch
    return unicodedb.tolower(ch)
