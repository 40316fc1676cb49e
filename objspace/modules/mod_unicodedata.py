"""The `unicodedata` module on RPython's Unicode database
(rpython.rlib.unicodedata): the character properties, names and lookup
(with aliases and named sequences), decomposition, normalize and
is_normalized (NFC, NFD, NFKC, NFKD, with the Hangul algorithm), and
`ucd_3_2_0` (which encodings.idna and stringprep use).

The database is Unicode 8.0.0, the newest RPython has (CPython 3.11 has
14.0.0): `unidata_version` says so, and characters assigned after 8.0 are
unassigned here (category 'Cn', no name). docs/imports.md lists it."""

from rpython.rlib.rarithmetic import r_longlong
from rpython.rlib.rstring import StringBuilder
from rpython.rlib.unicodedata import unicodedb_8_0_0, unicodedb_3_2_0

from objspace.model import W_Object, OperationError
from objspace.moduleobject import W_Module
from objspace.funcobject import builtin_function, W_BuiltinFunction
from objspace.typeobject import W_TypeObject, w_object_type
from objspace.intobject import newint, W_True, W_False
from objspace.floatobject import newfloat
from objspace.strobject import (W_Str, newstr, newascii, decode_utf8_char,
                                encode_utf8_char)
from objspace.exceptions import (TYPES, oefmt, raise_type_error,
                                 raise_value_error)
from objspace.argcheck import check_args

S_BASE = 0xAC00
L_BASE = 0x1100
V_BASE = 0x1161
T_BASE = 0x11A7
L_COUNT = 19
V_COUNT = 21
T_COUNT = 28
N_COUNT = V_COUNT * T_COUNT
S_COUNT = L_COUNT * N_COUNT


def _codepoints(s):
    cps = []
    pos = 0
    while pos < len(s):
        cp, pos = decode_utf8_char(s, pos)
        cps.append(cp)
    return cps


def _build(cps):
    b = StringBuilder(len(cps))
    for cp in cps:
        encode_utf8_char(b, cp)
    return W_Str(b.build(), len(cps))


def make_functions(db):
    """The module's functions over one version of the database `db` (a
    constant to RPython: each version gets its own copies)."""

    def char_arg(args, name, min_n, max_n):
        args_w = check_args(args, name, min_n, max_n)
        w_c = args_w[0]
        if not isinstance(w_c, W_Str) or w_c.length != 1:
            which = "argument 1" if max_n > 1 else "argument"
            raise_type_error("%s() %s must be a unicode character, not %s"
                             % (name, which, w_c.gettype().name))
        assert isinstance(w_c, W_Str)
        cp, _ = decode_utf8_char(w_c.utf8, 0)
        return cp, args_w

    def u_lookup(args):
        args_w = check_args(args, "lookup", 1, 1)
        w_name = args_w[0]
        if not isinstance(w_name, W_Str):
            raise_type_error("lookup() argument must be str, not %s"
                             % w_name.gettype().name)
        assert isinstance(w_name, W_Str)
        text = w_name.utf8
        try:
            code = db.lookup_with_alias(text.upper(), True)
        except KeyError:
            raise oefmt(TYPES.by_name["KeyError"],
                        "undefined character name '%s'" % text)
        seq = db.lookup_named_sequence(code)
        if seq is not None:                 # an RPython unicode string
            return _build([ord(ch) for ch in seq])
        return _build([code])

    def u_name(args):
        cp, args_w = char_arg(args, "name", 1, 2)
        try:
            return newascii(db.name(cp))
        except KeyError:
            if len(args_w) > 1:
                return args_w[1]
            raise_value_error("no such name")
            return None

    def u_decimal(args):
        cp, args_w = char_arg(args, "decimal", 1, 2)
        try:
            return newint(db.decimal(cp))
        except KeyError:
            if len(args_w) > 1:
                return args_w[1]
            raise_value_error("not a decimal")
            return None

    def u_digit(args):
        cp, args_w = char_arg(args, "digit", 1, 2)
        try:
            return newint(db.digit(cp))
        except KeyError:
            if len(args_w) > 1:
                return args_w[1]
            raise_value_error("not a digit")
            return None

    def u_numeric(args):
        cp, args_w = char_arg(args, "numeric", 1, 2)
        try:
            return newfloat(db.numeric(cp))
        except KeyError:
            if len(args_w) > 1:
                return args_w[1]
            raise_value_error("not a numeric character")
            return None

    def u_category(args):
        cp, _ = char_arg(args, "category", 1, 1)
        return newascii(db.category(cp))

    def u_bidirectional(args):
        cp, _ = char_arg(args, "bidirectional", 1, 1)
        return newascii(db.bidirectional(cp))

    def u_east_asian_width(args):
        cp, _ = char_arg(args, "east_asian_width", 1, 1)
        return newascii(db.east_asian_width(cp))

    def u_mirrored(args):
        cp, _ = char_arg(args, "mirrored", 1, 1)
        return newint(1 if db.mirrored(cp) else 0)

    def u_combining(args):
        cp, _ = char_arg(args, "combining", 1, 1)
        return newint(db.combining(cp))

    def u_decomposition(args):
        cp, _ = char_arg(args, "decomposition", 1, 1)
        return newascii(db.decomposition(cp))

    def decompose(cps, compat):
        out = []
        for cp in cps:
            if S_BASE <= cp < S_BASE + S_COUNT:
                s = cp - S_BASE
                out.append(L_BASE + s // N_COUNT)
                out.append(V_BASE + (s % N_COUNT) // T_COUNT)
                t = s % T_COUNT
                if t:
                    out.append(T_BASE + t)
                continue
            if compat:
                d = db.compat_decomposition(cp)
            else:
                d = db.canon_decomposition(cp)
            if len(d) == 0:
                out.append(cp)
            else:
                for x in d:
                    out.append(x)
        # canonical ordering: a stable sort of each run of non-starters
        i = 0
        n = len(out)
        while i < n:
            if db.combining(out[i]) == 0:
                i += 1
                continue
            j = i
            while j < n and db.combining(out[j]) != 0:
                j += 1
            k = i + 1
            while k < j:                        # insertion sort: stable
                x = out[k]
                cx = db.combining(x)
                m = k - 1
                while m >= i and db.combining(out[m]) > cx:
                    out[m + 1] = out[m]
                    m -= 1
                out[m + 1] = x
                k += 1
            i = j
        return out

    def compose_pair(a, b):
        if L_BASE <= a < L_BASE + L_COUNT and V_BASE <= b < V_BASE + V_COUNT:
            return S_BASE + ((a - L_BASE) * V_COUNT + (b - V_BASE)) * T_COUNT
        if S_BASE <= a < S_BASE + S_COUNT and (a - S_BASE) % T_COUNT == 0 \
                and T_BASE < b < T_BASE + T_COUNT:
            return a + (b - T_BASE)
        key = (r_longlong(a) << 32) | r_longlong(b)
        return db._composition.get(key, -1)

    def compose(cps):
        result = []
        starter = -1
        last_cc = -1        # class of the last char after the starter
        for cp in cps:
            cc = db.combining(cp)
            if starter >= 0 and (last_cc == -1 or
                                 (last_cc != 0 and last_cc < cc)):
                composite = compose_pair(result[starter], cp)
                if composite >= 0:
                    result[starter] = composite
                    continue
            if cc == 0:
                starter = len(result)
                last_cc = -1
            else:
                last_cc = cc
            result.append(cp)
        return result

    def normalized(form, w_s):
        if form != "NFC" and form != "NFD" and form != "NFKC" and \
                form != "NFKD":
            raise_value_error("invalid normalization form")
        if w_s.is_ascii():
            return w_s
        cps = decompose(_codepoints(w_s.utf8), form == "NFKC" or
                        form == "NFKD")
        if form == "NFC" or form == "NFKC":
            cps = compose(cps)
        return _build(cps)

    def form_args(args, name):
        args_w = check_args(args, name, 2, 2)
        w_form, w_s = args_w[0], args_w[1]
        if not isinstance(w_form, W_Str):
            raise_type_error("%s() argument 1 must be str, not %s"
                             % (name, w_form.gettype().name))
        if not isinstance(w_s, W_Str):
            raise_type_error("%s() argument 2 must be str, not %s"
                             % (name, w_s.gettype().name))
        assert isinstance(w_form, W_Str) and isinstance(w_s, W_Str)
        return w_form.utf8, w_s

    def u_normalize(args):
        form, w_s = form_args(args, "normalize")
        return normalized(form, w_s)

    def u_is_normalized(args):
        form, w_s = form_args(args, "is_normalized")
        w_n = normalized(form, w_s)
        return W_True if w_n.utf8 == w_s.utf8 else W_False

    return [("lookup", u_lookup), ("name", u_name), ("decimal", u_decimal),
            ("digit", u_digit), ("numeric", u_numeric),
            ("category", u_category), ("bidirectional", u_bidirectional),
            ("east_asian_width", u_east_asian_width),
            ("mirrored", u_mirrored), ("combining", u_combining),
            ("decomposition", u_decomposition), ("normalize", u_normalize),
            ("is_normalized", u_is_normalized)]


FUNCTIONS = make_functions(unicodedb_8_0_0)
FUNCTIONS_3_2 = make_functions(unicodedb_3_2_0)


class W_UCD(W_Object):
    """unicodedata.ucd_3_2_0: the same functions over Unicode 3.2.0."""
    _attrs_ = ()

    def gettype(self):
        return w_ucd_type

    def getattr_hook(self, name):
        if name == "unidata_version":
            return newascii(unicodedb_3_2_0.version)
        return None


def _bind_method(fn):
    """A method of W_UCD: the function with its self argument dropped."""
    def method(args):
        from objspace.model import Arguments
        return fn(Arguments(args.args_w[1:], args.kw_names,
                            args.kw_values_w))
    method.__name__ = "ucd_" + fn.__name__
    return method


w_ucd_type = W_TypeObject("UCD", [w_object_type])
w_ucd_type.module = "unicodedata"
for _name, _fn in FUNCTIONS_3_2:
    w_ucd_type.dict_w[_name] = W_BuiltinFunction(_name, _bind_method(_fn))


def make():
    w_mod = W_Module("unicodedata")
    for name, fn in FUNCTIONS:
        w_mod.setitem(name, builtin_function(name, fn))
    w_mod.setitem("unidata_version", newascii(unicodedb_8_0_0.version))
    w_mod.setitem("ucd_3_2_0", W_UCD())
    w_mod.setitem("UCD", w_ucd_type)
    return w_mod
