# -*- coding: utf-8 -*-
"""Differential tests of objspace/formatting*.py against CPython 3.

Every case is computed by the RPython code (untranslated, on Python 2.7)
and by ONE python3 subprocess that reads all cases as JSON on stdin and
prints its results as JSON.  A result is ["ok", text] or [exception class
name, message]."""
import json
import random
import subprocess

import pytest

from rpython.rlib import rfloat
from rpython.rlib.rbigint import rbigint

from objspace.formatting import (
    FormatError, FormatOverflowError, FormatSpec, parse_format_spec,
    format_int, format_float, format_str, float_repr, int_to_base_str,
    int_decimal_str, percent_format_int, percent_format_float,
    percent_format_str, parse_float_str, parse_int_str, str_repr)

PY3_DRIVER = r'''
import json, math, sys

def pct(flags, width, prec, conv):
    f = "%" + flags
    if width >= 0:
        f += str(width)
    if prec >= 0:
        f += "." + str(prec)
    return f + conv

def floatres(x):
    if math.isnan(x):
        return "nan" if math.copysign(1.0, x) > 0 else "-nan"
    return repr(x)

def I(s):
    sys.set_int_max_str_digits(0)
    try:
        return int(s)
    finally:
        sys.set_int_max_str_digits(4300)

def run(case):
    k = case[0]
    a = case[1:]
    if k == "fi": return format(I(a[0]), a[1])
    if k == "ff": return format(float(a[0]), a[1])
    if k == "fs": return format(a[0], a[1])
    if k == "repr": return repr(float(a[0]))
    if k == "str": return str(I(a[0]))
    if k == "base":
        f = {16: hex, 8: oct, 2: bin}[a[1]]
        return f(I(a[0]))
    if k == "pi": return pct(a[1], a[2], a[3], a[4]) % I(a[0])
    if k == "pf": return pct(a[1], a[2], a[3], a[4]) % float(a[0])
    if k == "ps": return pct(a[1], a[2], a[3], "s") % (a[0],)
    if k == "pfs": return floatres(float(a[0]))
    if k == "pis": return hex(int(a[0], a[1]))
    raise AssertionError(k)

out = []
for case in json.load(sys.stdin):
    try:
        out.append(["ok", run(case)])
    except Exception as e:
        out.append([type(e).__name__, str(e)])
json.dump(out, sys.stdout)
'''


_real_formatd = rfloat.formatd
_formatd_cache = {}


def _cached_formatd(x, code, precision, flags=0):
    # formatd is pure and slow untranslated (ll2ctypes): memoize it.
    key = (repr(x), code, precision, flags)
    if key not in _formatd_cache:
        _formatd_cache[key] = _real_formatd(x, code, precision, flags)
    return _formatd_cache[key]


@pytest.fixture(autouse=True)
def fast_formatd(monkeypatch):
    monkeypatch.setattr(rfloat, "formatd", _cached_formatd)


def B(n):
    return rbigint.fromlong(n)


def u8(x):
    if isinstance(x, unicode):
        return x.encode('utf-8')
    return x


def _floatres(x):
    if x != x:
        import math
        return "nan" if math.copysign(1.0, x) > 0 else "-nan"
    return repr(x)


def _hexres(v):
    s = int_to_base_str(v, 16, '0x')
    return s


def run_mine(case):
    k = case[0]
    a = [u8(x) for x in case[1:]]
    if k == "fi":
        return format_int(B(int(a[0])), a[1], "int")
    if k == "ff":
        return format_float(float(a[0]), a[1], "float")
    if k == "fs":
        return format_str(a[0], a[1], "str")
    if k == "repr":
        return float_repr(float(a[0]))
    if k == "str":
        return int_decimal_str(B(int(a[0])))
    if k == "base":
        prefix = {16: '0x', 8: '0o', 2: '0b'}[a[1]]
        return int_to_base_str(B(int(a[0])), a[1], prefix)
    if k == "pi":
        return percent_format_int(B(int(a[0])), a[1], a[2], a[3], a[4])
    if k == "pf":
        return percent_format_float(float(a[0]), a[1], a[2], a[3], a[4])
    if k == "ps":
        return percent_format_str(a[0], a[1], a[2], a[3])
    if k == "pfs":
        return _floatres(parse_float_str(a[0]))
    if k == "pis":
        return _hexres(parse_int_str(a[0], a[1]))
    raise AssertionError(k)


def mine(case):
    try:
        return ["ok", run_mine(case).decode('utf-8')]
    except FormatOverflowError as e:
        return ["OverflowError", e.msg.decode('utf-8')]
    except FormatError as e:
        return ["ValueError", e.msg.decode('utf-8')]


# ------------------------------------------------------------ the cases

INTS = [0, 1, -1, 7, -7, 42, 65, 255, -255, 1000, 1234, -1234, 99999,
        1234567, -1234567, 2 ** 31, 10 ** 20, -(10 ** 20) + 1, 2 ** 64,
        2 ** 100 - 1, -(2 ** 100), 0x10ffff, 0x110000, 2 ** 70]

INT_SPECS = [
    u'', u'd', u'n', u'b', u'o', u'x', u'X', u'c', u'#b', u'#o', u'#x',
    u'#X', u'#d', u'#n', u'10', u'<10', u'>10', u'^10', u'=10', u'*^11',
    u'0', u'00', u'05', u'010', u'012,', u'012_', u'+', u'-', u' ', u'+10',
    u' =10', u'+012,d', u'_x', u'_b', u'_o', u'#_x', u'020_X', u'#012_b',
    u'#012x', u'+#x', u'-#X', u' #o', u',', u'_', u',d', u'_d', u'15,',
    u'=+15,', u'0<10', u'0>10', u'0^10', u'0=10', u'x<010', u'x=+12,',
    u'\u20ac>8', u'\u20ac=+12,', u'\u20ac^+#14_x', u'e', u'.3e', u'f',
    u'.2f', u'%', u'g', u'G', u'E', u'F', u'10.3%', u',.2f', u'.0f',
    u'.2', u's', u'z', u'z5d', u'.2d', u'+c', u' c', u'#c', u',c', u'=8c',
    u'^5c', u'05c', u'<3c', u'abc', u'.', u',_', u'_,', u'r', u'\x05',
    u'\u0665', u'\u0661\u0662x', u'\u20ac', u',\x05', u'_n', u',n', u',x',
    u',o', u',b', u'_c', u'99999999999999999999', u'.99999999999999999999',
    u'010n', u'+n', u'=#10x', u'=#10X', u'#010b', u'1', u'+0', u'-010',
    u' 010,', u'a<', u'<', u'z.2f', u'<<5', u'==+8', u'^^9', u'0=+#12_o',
    u'+_.1e', u'_%', u',e', u'z,',
]

FLOATS = ['0.0', '-0.0', '1.0', '-1.0', '0.1', '2.675', '1.5', '2.5',
          '0.5', '-2.5', '1e16', '1e15', '9999999999999998.0',
          '123456.789', '-123456.789', '1e-05', '0.0001', '1e22', '1e+100',
          '5e-324', '1.7976931348623157e+308', 'inf', '-inf', 'nan',
          '3.14159', '1234567.0', '0.000123456', '999999.5', '9.9999',
          '100.0', '1e-10', '-0.0001', '0.125', '0.375', '12345678.9']

FLOAT_SPECS = [
    u'', u'e', u'E', u'f', u'F', u'g', u'G', u'n', u'%', u'.0', u'.1',
    u'.3', u'.17', u'.2f', u'.0f', u'#.0f', u'.0e', u'#.0e', u'.0g',
    u'#g', u'#.3g', u'#', u'#.0', u'10', u'010', u'08.2f', u'+', u'-',
    u' ', u'+.3e', u'=+12.2f', u'*^15.3g', u',', u'_', u',.2f', u'_.3f',
    u'015,.2f', u'020_.3e', u'z', u'z.1f', u'z.3g', u'z.0e', u'z%',
    u'z.0%', u'.50f', u'.100e', u'.30g', u'.330f', u'r', u'd', u'x',
    u'c', u's', u',n', u'n', u'010n', u'^', u'<12', u'0<12', u'>+15,.4%',
    u'.3%', u'-012.3e', u'0=12', u'+#15.0f', u'\u20ac^+15,.2f', u' 015,',
    u'.2147483648f', u',g', u'_G', u'_n', u'#n',
    u'.10n', u'016_', u'09,', u'z015,.1f', u'z+.2e', u'z ', u'.2\u0665',
    u'\u0661\u0665.3f', u'.2z', u'#.17', u'.16', u'.15', u'#.1g', u'g#',
    u'0%', u'+%', u'12.1%', u'#.0%', u'=12', u'x=+12.3f', u'0=+12.3e',
]

STRS = [u'', u'a', u'hello', u'h\xe9llo', u'\u20acuro',
        u'\u65e5\u672c\u8a9e', u'a\U0001f600b', u'0123456789']

STR_SPECS = [
    u'', u's', u'10', u'<10', u'>10', u'^10', u'^11', u'*^9',
    u'\u20ac^9', u'.2', u'.0', u'10.3', u'05', u'0>5', u'0^6', u'=5',
    u'+', u'-', u' ', u'#', u'z', u',', u'_', u'd', u',s', u'_s', u'.2s',
    u'\u20ac<5', u'x>3', u'.100', u'<.1', u'\U0001f600^7.2', u'^', u'0',
    u'abc', u'.', u'\u0665', u'r', u'>+5', u'=', u'0=5', u'#s', u'<<',
    u'\x05', u'3', u'^3', u'>3.1s',
]


def _format_cases():
    cases = []
    for v in INTS:
        for s in INT_SPECS:
            cases.append(["fi", str(v), s])
    for v in FLOATS:
        for s in FLOAT_SPECS:
            cases.append(["ff", v, s])
    for v in STRS:
        for s in STR_SPECS:
            cases.append(["fs", v, s])
    # int digit limit
    for v in [10 ** 4300, -(10 ** 4300), 10 ** 5000, 2 ** 20000]:
        for s in [u'', u'd', u',', u'x', u'b', u'n', u'e', u'f', u'030']:
            cases.append(["fi", str(v), s])
    for v in [10 ** 4300 - 1, -(10 ** 4299)]:
        for s in [u'', u'_', u'x']:
            cases.append(["fi", str(v), s])
    cases.append(["ff", "2.675", u".2f"])
    cases.append(["fi", str(10 ** 400), u"e"])
    return cases


def _random_spec(rng, types):
    spec = u''
    if rng.random() < 0.4:
        if rng.random() < 0.6:
            spec += rng.choice([u'*', u'0', u'x', u'\u20ac', u' ', u'<'])
        spec += rng.choice(u'<>=^')
    if rng.random() < 0.4:
        spec += rng.choice(u'+- ')
    if rng.random() < 0.15:
        spec += u'z'
    if rng.random() < 0.3:
        spec += u'#'
    if rng.random() < 0.3:
        spec += u'0'
    if rng.random() < 0.6:
        spec += unicode(rng.choice([0, 1, 3, 5, 8, 12, 17, 25]))
    if rng.random() < 0.3:
        spec += rng.choice(u',_')
    if rng.random() < 0.4:
        spec += u'.' + unicode(rng.choice([0, 1, 2, 3, 6, 12, 20]))
    if rng.random() < 0.85:
        spec += rng.choice(types)
    return spec


def _random_cases():
    rng = random.Random(1234)
    cases = []
    for i in range(3000):
        v = rng.choice(INTS + [rng.randrange(-10 ** 12, 10 ** 12)])
        cases.append(["fi", str(v), _random_spec(rng, u'bcdoxXneEfFgG%s')])
    for i in range(3000):
        v = rng.choice(FLOATS + [repr(rng.uniform(-1e7, 1e7)),
                                 repr(rng.random() * 10 ** rng.randrange(
                                     -30, 30))])
        cases.append(["ff", v, _random_spec(rng, u'eEfFgGn%d')])
    for i in range(1500):
        cases.append(["fs", rng.choice(STRS), _random_spec(rng, u'sd')])
    return cases


REPR_FLOATS = FLOATS + ['1e+16', '2e16', '1.2345678901234567e-7',
                        '0.30000000000000004', '1e-4', '12345678901234567.0',
                        '-1e-300', '4.35', '1.1']

BASE_INTS = [0, 1, -1, 255, -255, 8, -8, 2 ** 64, -(2 ** 100) + 3,
             10 ** 5000]

P_INTS = [0, 1, -1, 42, -42, 255, -255, 123456789, -(2 ** 70)]
P_FLAGS = ['', '-', '+', ' ', '#', '0', '-0', '+0', '#0', '# ', '-#', '+#0',
           ' 0', '-+', '0-', '+ ']
P_WIDTHS = [-1, 0, 5, 12]
P_PRECS = [-1, 0, 3, 8]

P_FLOATS = ['0.0', '-0.0', '1.5', '-2.675', '1234.5678', '1e-07', '1e+22',
            'inf', '-inf', 'nan', '0.5']
P_FWIDTHS = [-1, 0, 10, 20]
P_FPRECS = [-1, 0, 2, 10]


def _percent_cases():
    cases = []
    for v in P_INTS:
        for fl in P_FLAGS:
            for w in P_WIDTHS:
                for p in P_PRECS:
                    for conv in 'diuoxX':
                        cases.append(["pi", str(v), fl, w, p, conv])
    for v in [65, 0x20ac, 0x1f600, 0, -1, 0x110000, 2 ** 70]:
        for fl in ['', '-', '0', '+']:
            for w in [-1, 0, 1, 4]:
                cases.append(["pi", str(v), fl, w, -1, 'c'])
    for v in P_FLOATS:
        for fl in P_FLAGS:
            for w in P_FWIDTHS:
                for p in P_FPRECS:
                    for conv in 'eEfFgG':
                        cases.append(["pf", v, fl, w, p, conv])
    for s in STRS:
        for fl in ['', '-', '+', ' ', '#', '0', '-0']:
            for w in [-1, 0, 2, 10]:
                for p in [-1, 0, 1, 3, 20]:
                    cases.append(["ps", s, fl, w, p])
    for v in [10 ** 4300, 10 ** 4299]:
        for conv in 'dx':
            cases.append(["pi", str(v), '', -1, -1, conv])
    return cases


FLOAT_STRS = [
    u'1.5', u'  1.5e3 ', u'inf', u'-Infinity', u'+INF', u'nan', u'-nan',
    u'NaN', u'1_000.5', u'abc', u'', u'   ', u'1e', u'1e+', u'.5', u'5.',
    u'.', u'-.5e-3', u'1_0 ', u' 1_0', u'1e1_0', u'1_e5', u'_1', u'1_',
    u'1__0', u'1._5', u'1.5_', u'infinity ', u'infin', u'in_f',
    u'\u0661\u0662', u'\xa01.5\u3000', u'\x1c1.5', u'1.5\n', u"a'b",
    u'a\'"b\u200b\xe9', u'1e999999999999', u'-1e-99999', u'0x1p3',
    u'1.7976931348623157e308', u'1.7976931348623159e308', u'4.9e-324',
    u'2.4e-324', u'0.1', u'123456789012345678901234567890',
    u'1' * 400 + u'.5', u'+-1', u'- 1', u'1 2', u'1.5\x00', u'\t-0.0\n',
    u'1\u20ac', u'\u0661.\u0665e\u0662', u'1E5', u'1e-5', u'00012',
    u'1.2.3', u'e5', u'-e5', u'++1', u'nan1', u'1nan',
    u'3.14159265358979323846264338327950288419716939937510',
]

INT_STRS = [
    (u' -12 ', 10), (u'0x1f', 16), (u'ff', 16), (u'0b101', 0),
    (u'1_000', 10), (u'abc', 10), (u'abc', 0), (u'a' * 300, 10),
    (u'010', 0), (u'0_0', 0), (u'00', 0), (u'0', 0), (u'-0', 0),
    (u'0x_1f', 16), (u'0x_1f', 0), (u'0X1F', 0), (u'0o17', 0),
    (u'0O17', 8), (u'17', 8), (u'0b_1', 2), (u'1__0', 10), (u'_1', 10),
    (u'1_', 10), (u'\u0661\u0662', 10), (u'1', 37), (u'1', 1), (u'1', -1),
    (u'', 10), (u'  ', 10), (u'+', 10), (u'-', 10), (u'- 1', 10),
    (u'+1', 10), (u'1 ', 10), (u'\t1\n', 10), (u'1\x1c', 10), (u'z', 36),
    (u'Z', 36), (u'zz', 35), (u'0x', 16), (u'0x', 0), (u'0x_', 16),
    (u'1' * 4300, 10), (u'1' * 4301, 10), (u'1' * 5000 + u'x', 10),
    (u'1_' * 4999 + u'1', 10), (u'f' * 5000, 16), (u'0x' + u'f' * 5000, 0),
    (u'7' * 5000, 8), (u'1' * 5000, 36), (u'12\u20ac', 10),
    (u'\xa012\u3000', 10), (u'1l', 10), (u'1L', 22), (u'0b2', 0),
    (u'0o8', 0), (u'09', 0), (u'1e5', 10), (u'1.0', 10), (u'0_7', 0),
    (u'0b', 0), (u'\u0665' * 3, 0), (u'a\'"b', 10), (u'12\x00', 10),
    (u'-0x_FF_ff', 0), (u'0x__1', 0), (u'11', 2), (u'123456789' * 10, 10),
    (u'-' + u'9' * 100, 0),
]


def _parse_cases():
    cases = []
    for s in FLOAT_STRS:
        cases.append(["pfs", s])
    for s, b in INT_STRS:
        cases.append(["pis", s, b])
    for x in REPR_FLOATS:
        cases.append(["repr", x])
    for v in BASE_INTS:
        for b in [16, 8, 2]:
            cases.append(["base", str(v), b])
    for v in [0, -1, 10 ** 100, -(10 ** 4300) + 1, 10 ** 4300]:
        cases.append(["str", str(v)])
    return cases


ALL_GROUPS = {
    "format": _format_cases,
    "random": _random_cases,
    "percent": _percent_cases,
    "parse": _parse_cases,
}


@pytest.fixture(scope="module")
def expected():
    groups = {}
    allcases = []
    for name in sorted(ALL_GROUPS):
        cases = ALL_GROUPS[name]()
        groups[name] = (len(allcases), cases)
        allcases.extend(cases)
    p = subprocess.Popen(["python3", "-c", PY3_DRIVER],
                         stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    out, _ = p.communicate(json.dumps(allcases))
    assert p.returncode == 0
    results = json.loads(out)
    assert len(results) == len(allcases)
    return groups, results


def _check(expected, name):
    groups, results = expected
    start, cases = groups[name]
    bad = []
    for i, case in enumerate(cases):
        want = results[start + i]
        got = mine(case)
        if got != want:
            bad.append((case, want, got))
    for case, want, got in bad[:25]:
        print(repr(case)[:200], "\n    want", repr(want)[:300],
              "\n    got ", repr(got)[:300])
    assert not bad, "%d of %d mismatches" % (len(bad), len(cases))


def test_format(expected):
    _check(expected, "format")


def test_format_random(expected):
    _check(expected, "random")


def test_percent(expected):
    _check(expected, "percent")


def test_parse_repr_base(expected):
    _check(expected, "parse")


# ------------------------------------------------------- direct checks

def test_parse_format_spec_fields():
    fs = parse_format_spec('*<+#012,.3f')
    assert (fs.fill, fs.align, fs.sign, fs.alternate, fs.zero, fs.width,
            fs.grouping, fs.precision, fs.type) == \
        ('*', '<', '+', True, False, 12, ',', 3, 'f')
    fs = parse_format_spec('010')
    assert (fs.fill, fs.align, fs.zero, fs.width) == ('0', '', True, 10)
    fs = parse_format_spec('\xe2\x82\xac^5')
    assert (fs.fill, fs.align, fs.width, fs.type) == ('\xe2\x82\xac', '^',
                                                      5, '')
    fs = parse_format_spec('z')
    assert fs.no_neg_0 and fs.type == ''
    fs = parse_format_spec('')
    assert (fs.fill, fs.align, fs.width, fs.precision, fs.type) == \
        (' ', '', -1, -1, '')
    with pytest.raises(FormatError) as e:
        parse_format_spec('abc', 'Foo')
    assert e.value.msg == ("Invalid format specifier 'abc' for object of "
                           "type 'Foo'")


def test_api_examples():
    assert format_int(B(1234567), '012,', 'int') == '0,001,234,567'
    assert format_float(2.675, '.2f', 'float') == '2.67'
    assert format_float(float('inf'), '08.2f', 'float') == '00000inf'
    assert format_float(1.0, '', 'float') == '1.0'
    assert format_float(1e16, '', 'float') == '1e+16'
    assert format_float(0.1, '.3', 'float') == '0.1'
    assert float_repr(-0.0) == '-0.0'
    assert int_to_base_str(B(-255), 16, '0x') == '-0xff'
    assert parse_int_str(' -12 ', 10).tolong() == -12
    assert parse_float_str('1_000.5') == 1000.5
    assert str_repr("it's") == '"it\'s"'
    with pytest.raises(FormatError) as e:
        format_float(1.5, 'd', 'MyFloat')
    assert e.value.msg == "Unknown format code 'd' for object of type " \
        "'MyFloat'"
    with pytest.raises(FormatOverflowError):
        format_int(B(-1), 'c', 'int')
    assert isinstance(FormatSpec(), FormatSpec)
