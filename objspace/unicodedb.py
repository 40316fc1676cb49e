"""Unicode character properties for str's methods: case mapping (with
the multi-character and final-sigma cases) and the letter, digit and
numeric classes behind the is...() predicates.
ASCII is exact; beyond it a compact approximation of the Unicode
database (Latin, Greek, Cyrillic, Armenian, full-width and a few other
blocks for case; letter and number ranges of the main scripts)."""

from objspace.strobject import decode_utf8_char, encode_utf8_char
from objspace.formatting_util import unicode_decimal

# (upper lo, upper hi, delta to lower, step): the upper-case letters of
# [lo, hi] taken every `step` code points map to cp + delta.
CASE_RANGES = [
    0xC0, 0xD6, 32, 1, 0xD8, 0xDE, 32, 1,
    0x100, 0x12F, 1, 2, 0x132, 0x137, 1, 2, 0x139, 0x148, 1, 2,
    0x14A, 0x177, 1, 2, 0x178, 0x178, -121, 1, 0x179, 0x17E, 1, 2,
    0x1CD, 0x1DC, 1, 2, 0x1DE, 0x1EF, 1, 2, 0x1F8, 0x21F, 1, 2,
    0x222, 0x233, 1, 2, 0x246, 0x24F, 1, 2,
    0x386, 0x386, 38, 1, 0x388, 0x38A, 37, 1, 0x38C, 0x38C, 64, 1,
    0x38E, 0x38F, 63, 1, 0x391, 0x3A1, 32, 1, 0x3A3, 0x3AB, 32, 1,
    0x3D8, 0x3EF, 1, 2,
    0x400, 0x40F, 80, 1, 0x410, 0x42F, 32, 1, 0x460, 0x481, 1, 2,
    0x48A, 0x4BF, 1, 2, 0x4C0, 0x4C0, 15, 1, 0x4C1, 0x4CE, 1, 2,
    0x4D0, 0x52F, 1, 2, 0x531, 0x556, 48, 1, 0x10A0, 0x10C5, 7264, 1,
    0x1E00, 0x1E95, 1, 2, 0x1EA0, 0x1EFF, 1, 2, 0x2160, 0x216F, 16, 1,
    0x24B6, 0x24CF, 26, 1, 0x2C00, 0x2C2F, 48, 1, 0xFF21, 0xFF3A, 32, 1,
    0x10400, 0x10427, 40, 1,
]

# letters outside ASCII (sorted [lo, hi] pairs); cased letters count too
ALPHA_RANGES = [
    0xAA, 0xAA, 0xB5, 0xB5, 0xBA, 0xBA, 0xC0, 0xD6, 0xD8, 0xF6,
    0xF8, 0x2C1, 0x2C6, 0x2D1, 0x2E0, 0x2E4, 0x2EC, 0x2EC, 0x2EE, 0x2EE,
    0x370, 0x374, 0x376, 0x377, 0x37A, 0x37D, 0x37F, 0x37F, 0x386, 0x386,
    0x388, 0x38A, 0x38C, 0x38C, 0x38E, 0x3A1, 0x3A3, 0x3F5, 0x3F7, 0x481,
    0x48A, 0x52F, 0x531, 0x556, 0x559, 0x559, 0x560, 0x588, 0x5D0, 0x5EA,
    0x5EF, 0x5F2, 0x620, 0x64A, 0x66E, 0x66F, 0x671, 0x6D3, 0x6D5, 0x6D5,
    0x904, 0x939, 0x93D, 0x93D, 0x950, 0x950, 0x958, 0x961, 0xE01, 0xE30,
    0xE32, 0xE33, 0xE40, 0xE46, 0x10A0, 0x10C5, 0x10D0, 0x10FA,
    0x10FC, 0x1248, 0x1E00, 0x1F15, 0x1F18, 0x1F1D, 0x1F20, 0x1F45,
    0x1F48, 0x1F4D, 0x1F50, 0x1F57, 0x1F59, 0x1F59, 0x1F5B, 0x1F5B,
    0x1F5D, 0x1F5D, 0x1F5F, 0x1F7D, 0x1F80, 0x1FB4, 0x1FB6, 0x1FBC,
    0x2C00, 0x2CE4, 0x2D00, 0x2D25, 0x3005, 0x3006, 0x3031, 0x3035,
    0x3041, 0x3096, 0x309D, 0x309F, 0x30A1, 0x30FA, 0x30FC, 0x30FF,
    0x3105, 0x312F, 0x3131, 0x318E, 0x31A0, 0x31BF, 0x31F0, 0x31FF,
    0x3400, 0x4DBF, 0x4E00, 0x9FFF, 0xA000, 0xA48C, 0xAC00, 0xD7A3,
    0xF900, 0xFA6D, 0xFB00, 0xFB06, 0xFF21, 0xFF3A, 0xFF41, 0xFF5A,
    0xFF66, 0xFFBE, 0x10400, 0x1044F, 0x20000, 0x2A6DF,
]

# digits that are not decimal (superscripts, circled digits, ...)
DIGIT_RANGES = [
    0xB2, 0xB3, 0xB9, 0xB9, 0x1369, 0x1371, 0x19DA, 0x19DA, 0x2070, 0x2070,
    0x2074, 0x2079, 0x2080, 0x2089, 0x2460, 0x2468, 0x2474, 0x247C,
    0x2488, 0x2490, 0x24EA, 0x24EA, 0x24F5, 0x24FD, 0x24FF, 0x24FF,
    0x2776, 0x277E, 0x2780, 0x2788, 0x278A, 0x2792, 0x1F100, 0x1F10A,
]

# numeric characters that are not digits (fractions, roman and CJK
# numerals, circled numbers above nine)
NUMERIC_RANGES = [
    0xBC, 0xBE, 0x9F4, 0x9F9, 0x16EE, 0x16F0, 0x2150, 0x2182,
    0x2185, 0x2189, 0x2469, 0x2473, 0x247D, 0x2487, 0x2491, 0x249B,
    0x24EB, 0x24F4, 0x24FE, 0x24FE, 0x277F, 0x277F, 0x2789, 0x2789,
    0x2793, 0x2793, 0x3007, 0x3007, 0x3021, 0x3029, 0x3038, 0x303A,
    0x3192, 0x3195, 0x3220, 0x3229, 0x3248, 0x324F, 0x3251, 0x325F,
    0x3280, 0x3289, 0x32B1, 0x32BF, 0x4E00, 0x4E00, 0x4E03, 0x4E03,
    0x4E07, 0x4E07, 0x4E09, 0x4E09, 0x4E5D, 0x4E5D, 0x4E8C, 0x4E8C,
    0x4E94, 0x4E94, 0x5104, 0x5104, 0x5146, 0x5146, 0x516B, 0x516B,
    0x516D, 0x516D, 0x5341, 0x5341, 0x5343, 0x5343, 0x56DB, 0x56DB,
    0x767E, 0x767E, 0x96F6, 0x96F6,
]

# digraphs with three forms: upper, title, lower
DIGRAPHS = [0x1C4, 0x1C7, 0x1CA, 0x1F1]

LIGATURES = ["ff", "fi", "fl", "ffi", "ffl", "st", "st"]
LIGATURES_UPPER = ["FF", "FI", "FL", "FFI", "FFL", "ST", "ST"]
LIGATURES_TITLE = ["Ff", "Fi", "Fl", "Ffi", "Ffl", "St", "St"]

UPPER = 0
LOWER = 1
TITLE = 2
FOLD = 3


def in_ranges(table, cp):
    lo = 0
    hi = len(table) // 2 - 1
    while lo <= hi:
        mid = (lo + hi) >> 1
        if cp < table[2 * mid]:
            hi = mid - 1
        elif cp > table[2 * mid + 1]:
            lo = mid + 1
        else:
            return True
    return False


def _digraph(cp):
    """Index 0..2 (upper, title, lower) of cp in its digraph, else -1;
    the digraph's first code point comes with it."""
    for base in DIGRAPHS:
        if base <= cp <= base + 2:
            return cp - base
    return -1


def to_lower(cp):
    if cp < 0x80:
        if 65 <= cp <= 90:
            return cp + 32
        return cp
    if cp == 0x130:
        return 0x69
    if cp == 0x1E9E:
        return 0xDF
    if 0x1C4 <= cp <= 0x1F3:
        k = _digraph(cp)
        if k >= 0:
            return cp - k + 2
    for i in range(0, len(CASE_RANGES), 4):
        lo = CASE_RANGES[i]
        if lo <= cp <= CASE_RANGES[i + 1] and \
                (cp - lo) % CASE_RANGES[i + 3] == 0:
            return cp + CASE_RANGES[i + 2]
    return cp


def to_upper(cp):
    if cp < 0x80:
        if 97 <= cp <= 122:
            return cp - 32
        return cp
    if cp == 0xB5:
        return 0x39C
    if cp == 0x131:
        return 0x49
    if cp == 0x17F:
        return 0x53
    if cp == 0x3C2:
        return 0x3A3
    if 0x1C4 <= cp <= 0x1F3:
        k = _digraph(cp)
        if k >= 0:
            return cp - k
    for i in range(0, len(CASE_RANGES), 4):
        delta = CASE_RANGES[i + 2]
        lo = CASE_RANGES[i] + delta
        if lo <= cp <= CASE_RANGES[i + 1] + delta and \
                (cp - lo) % CASE_RANGES[i + 3] == 0:
            return cp - delta
    return cp


def to_title(cp):
    if 0x1C4 <= cp <= 0x1F3:
        k = _digraph(cp)
        if k >= 0:
            return cp - k + 1
    return to_upper(cp)


def is_title(cp):
    return 0x1C4 <= cp <= 0x1F3 and _digraph(cp) == 1


def is_upper(cp):
    if cp < 0x80:
        return 65 <= cp <= 90
    return to_lower(cp) != cp and not is_title(cp)


def is_lower(cp):
    if cp < 0x80:
        return 97 <= cp <= 122
    if (cp == 0xAA or cp == 0xBA or cp == 0xDF or cp == 0x138 or
            cp == 0x149 or cp == 0x1F0 or 0xFB00 <= cp <= 0xFB06):
        return True
    return to_upper(cp) != cp and not is_title(cp)


def is_cased(cp):
    return is_upper(cp) or is_lower(cp) or is_title(cp)


def is_case_ignorable(cp):
    if cp < 0x80:
        return cp == 0x27 or cp == 0x2E or cp == 0x3A or cp == 0x5E or \
            cp == 0x60
    return (cp == 0xA8 or cp == 0xAD or cp == 0xAF or cp == 0xB4 or
            cp == 0xB7 or cp == 0xB8 or 0x2B0 <= cp <= 0x36F or
            cp == 0x2018 or cp == 0x2019 or cp == 0x2024 or cp == 0x2027)


def is_alpha(cp):
    if cp < 0x80:
        return 65 <= cp <= 90 or 97 <= cp <= 122
    return in_ranges(ALPHA_RANGES, cp) or is_cased(cp)


def is_decimal(cp):
    return unicode_decimal(cp) >= 0


def is_digit(cp):
    return unicode_decimal(cp) >= 0 or (cp >= 0x80 and
                                        in_ranges(DIGIT_RANGES, cp))


def is_numeric(cp):
    return is_digit(cp) or (cp >= 0x80 and in_ranges(NUMERIC_RANGES, cp))


def is_alnum(cp):
    return is_alpha(cp) or is_numeric(cp)


# ------------------------------------------------------ case mapping

def special_case(cp, mode):
    """A mapping to several code points (utf-8), or ""."""
    if cp == 0xDF:
        if mode == UPPER:
            return "SS"
        if mode == TITLE:
            return "Ss"
        if mode == FOLD:
            return "ss"
    elif cp == 0x1E9E:
        if mode == FOLD:
            return "ss"
    elif cp == 0x130:
        if mode == LOWER or mode == FOLD:
            return "i\xcc\x87"
    elif cp == 0x149:
        if mode == UPPER or mode == TITLE:
            return "\xca\xbcN"
        if mode == FOLD:
            return "\xca\xbcn"
    elif cp == 0x1F0:
        if mode == UPPER or mode == TITLE:
            return "J\xcc\x8c"
    elif 0xFB00 <= cp <= 0xFB06:
        if mode == UPPER:
            return LIGATURES_UPPER[cp - 0xFB00]
        if mode == TITLE:
            return LIGATURES_TITLE[cp - 0xFB00]
        if mode == FOLD:
            return LIGATURES[cp - 0xFB00]
    return ""


def lower_at(cps, i):
    """Lower case of cps[i], with Greek final sigma."""
    cp = cps[i]
    if cp != 0x3A3:
        return to_lower(cp)
    j = i - 1
    while j >= 0 and is_case_ignorable(cps[j]):
        j -= 1
    final = j >= 0 and is_cased(cps[j])
    if final:
        j = i + 1
        while j < len(cps) and is_case_ignorable(cps[j]):
            j += 1
        final = j == len(cps) or not is_cased(cps[j])
    return 0x3C2 if final else 0x3C3


def append_case_mapped(b, cps, i, mode):
    cp = cps[i]
    sp = special_case(cp, mode)
    if sp:
        b.append(sp)
    elif mode == UPPER:
        encode_utf8_char(b, to_upper(cp))
    elif mode == LOWER:
        encode_utf8_char(b, lower_at(cps, i))
    elif mode == TITLE:
        encode_utf8_char(b, to_title(cp))
    elif cp == 0x131:
        encode_utf8_char(b, cp)
    else:
        encode_utf8_char(b, to_lower(to_upper(cp)))


def is_identifier(s):
    if len(s) == 0:
        return False
    pos = 0
    first = True
    while pos < len(s):
        cp, pos = decode_utf8_char(s, pos)
        if cp == 0x5F or is_alpha(cp):
            pass
        elif first:
            return False
        elif not (is_digit(cp) or cp == 0xB7 or 0x300 <= cp <= 0x36F):
            return False
        first = False
    return True
