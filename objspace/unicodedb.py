"""Unicode character properties for str's methods: case mapping (the
full mappings, with the Greek final sigma) and the letter, digit,
numeric, printable and identifier classes behind the is...() predicates.
ASCII is answered here; beyond it RPython's Unicode database
(rpython.rlib.unicodedata, version 8.0.0, the one the unicodedata module
and re use too) answers. CPython 3.11 has Unicode 14.0.0: characters
assigned since 8.0 read as unassigned."""

from rpython.rlib.unicodedata import unicodedb_8_0_0 as db

from objspace.strobject import decode_utf8_char, encode_utf8_char

UPPER = 0
LOWER = 1
TITLE = 2
FOLD = 3


def to_lower(cp):
    if cp < 0x80:
        if 65 <= cp <= 90:
            return cp + 32
        return cp
    return db.tolower(cp)


def to_upper(cp):
    if cp < 0x80:
        if 97 <= cp <= 122:
            return cp - 32
        return cp
    return db.toupper(cp)


def to_title(cp):
    if cp < 0x80:
        return to_upper(cp)
    return db.totitle(cp)


def is_title(cp):
    if cp < 0x80:
        return False
    return db.istitle(cp)


def is_upper(cp):
    if cp < 0x80:
        return 65 <= cp <= 90
    return db.isupper(cp)


def is_lower(cp):
    if cp < 0x80:
        return 97 <= cp <= 122
    return db.islower(cp)


def is_cased(cp):
    if cp < 0x80:
        return 65 <= cp <= 90 or 97 <= cp <= 122
    return db.iscased(cp)


def is_case_ignorable(cp):
    if cp < 0x80:
        return cp == 0x27 or cp == 0x2E or cp == 0x3A or cp == 0x5E or \
            cp == 0x60
    return db.iscaseignorable(cp)


def is_alpha(cp):
    if cp < 0x80:
        return 65 <= cp <= 90 or 97 <= cp <= 122
    return db.isalpha(cp)


def is_decimal(cp):
    if cp < 0x80:
        return 48 <= cp <= 57
    return db.isdecimal(cp)


def is_digit(cp):
    if cp < 0x80:
        return 48 <= cp <= 57
    return db.isdigit(cp)


def is_numeric(cp):
    if cp < 0x80:
        return 48 <= cp <= 57
    return db.isnumeric(cp)


def is_alnum(cp):
    """CPython's Py_UNICODE_ISALNUM: a letter, a decimal, a digit or a
    numeric character."""
    return is_alpha(cp) or is_decimal(cp) or is_digit(cp) or \
        is_numeric(cp)


def is_printable(cp):
    """str.isprintable of one character (and repr's test): not in the
    categories Cc, Cf, Cs, Co, Cn, Zl, Zp, Zs, but for the space."""
    if cp < 0x80:
        return 0x20 <= cp < 0x7F
    return db.isprintable(cp)


# ------------------------------------------------------ case mapping

def _append_all(b, cps):
    for c in cps:
        encode_utf8_char(b, c)


def lower_at(cps, i):
    """Lower case of cps[i] (a simple mapping), with the Greek final
    sigma: a capital sigma after a cased letter (case-ignorable
    characters skipped) and not before one is the final form."""
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
    """The full mapping (UPPER, LOWER, TITLE, FOLD) of cps[i], as utf-8
    into the builder b (one code point may map to several)."""
    cp = cps[i]
    if cp < 0x80:
        if mode == UPPER or mode == TITLE:
            encode_utf8_char(b, to_upper(cp))
        else:
            encode_utf8_char(b, to_lower(cp))
        return
    if mode == UPPER:
        _append_all(b, db.toupper_full(cp))
    elif mode == TITLE:
        _append_all(b, db.totitle_full(cp))
    elif mode == LOWER:
        if cp == 0x3A3:
            encode_utf8_char(b, lower_at(cps, i))
        else:
            _append_all(b, db.tolower_full(cp))
    else:
        folded = db.casefold_lookup(cp)
        if folded is None:
            _append_all(b, db.tolower_full(cp))
        else:
            _append_all(b, folded)


def is_identifier(s):
    """str.isidentifier: '_' or XID_Start, then XID_Continue."""
    if len(s) == 0:
        return False
    pos = 0
    first = True
    while pos < len(s):
        cp, pos = decode_utf8_char(s, pos)
        if cp < 0x80:
            ok = 65 <= cp <= 90 or 97 <= cp <= 122 or cp == 0x5F or \
                (not first and 48 <= cp <= 57)
        elif first:
            ok = db.isxidstart(cp)
        else:
            ok = db.isxidcontinue(cp)
        if not ok:
            return False
        first = False
    return True
