# -*- coding: utf-8 -*-
"""Differential tests of the str methods (objspace/strmethods*.py,
objspace/strformat.py): each group of expressions becomes one program
that prints the repr of every result (or the exception), run by CPython 3
and by the untranslated interpreter; the outputs must match line by
line."""
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
from tests.corpus import PYTHON3

GROUPS = {}

GROUPS["search"] = r'''
"hello".find("l") | "hello".find("l", 3) | "hello".find("l", -2) | "hello".find("", 5)
"hello".find("", 6) | "hello".rfind("") | "hello".rfind("l", 0, 3) | "hello".find("lo", 1, 4)
"héllo wörld".find("ö") | "héllo wörld".rfind("l") | "héllo wörld".find("l", 4) | "héé".count("é")
"héllo".index("l", 3) | "héllo".rindex("é", 0, 2) | "aaaa".count("aa") | "aaaa".count("a", 1, -1)
"abc".count("", 1) | "abc".count("", 5) | "".count("") | "中文中文".count("中", 1)
"hello".startswith("he", 0) | "hello".startswith("", 5) | "hello".startswith("", 6) | "hello".endswith("lo", -2)
"héllo".startswith("é", 1) | "héllo".endswith(("x", "lo")) | "héllo".endswith("é", 0, 2) | "abc".startswith(("a", 5))
"hello".find("l", None, None) | "hello".find("h", -100) | "hello".rfind("o", 2**80) | "x".index("y")
"x".find(None) | "x".startswith(["x"]) | "hello".endswith("") | "hello".index("l", 10)
'''

GROUPS["split"] = r'''
"a b  c".split() | "  a b  ".split(None, 1) | "  a b  ".split(None, 0) | "  a b  ".rsplit(None, 1)
"  a b  ".rsplit(None, 0) | "a\x1cb\x1fc\x85d\u3000e".split() | "a\xa0b".split() | "ab".split(maxsplit=0)
"a,b,c".split(",", 0) | "a,b,c".rsplit(",", 0) | ",a,".split(",") | ",a,".rsplit(",")
"aXXbXXc".split("XX") | "aXXXb".split("XX") | "aXXXb".rsplit("XX") | "é,ü,ö".split(",")
"é,ü,ö".rsplit(",", 1) | "a b".split(sep=None) | "x".split("x") | "".rsplit()
"a\nb\r\nc\rd\x0be\x0cf\x1cg\x1dh\x1ei\x85j\u2028k\u2029l".splitlines()
[len(x) for x in "a\nb\r\nc\rd\u2028e".splitlines(True)] | "\r\n".splitlines() | "\r\r\n".splitlines(keepends=True) | "abc".splitlines()
"a-b-c".partition("-") | "a-b-c".rpartition("-") | "abc".rpartition("x") | "héllo".partition("l")
"a b c".split(" ", -1) | "  ".split(" ") | "abc".split(None, -1) | "a\tb\nc".rsplit()
'''

GROUPS["join_strip_replace"] = r'''
"-".join(["a"]) | "-".join(("a", "b")) | "".join(x for x in "abc") | ", ".join({"k": 1})
"é".join(["a", "ü"]) | "-".join("héllo") | "-".join(range(3)) | "".join([])
"  x  ".strip() | "\u3000x\xa0".strip() | "xyxzyx".strip("xy") | "éaé".strip("é")
"aéb".lstrip("ab") | "aéb".rstrip("ab") | "".strip("x") | "x".rstrip("")
"héllo".replace("l", "L") | "héllo".replace("", "-") | "héllo".replace("", "-", 3) | "abc".replace("", "")
"aaa".replace("a", "b", 0) | "aaa".replace("a", "b", -1) | "aaa".replace("aa", "") | "ééé".replace("é", "e", 2)
"abc".removeprefix("ab") | "abc".removeprefix("x") | "abc".removesuffix("bc") | "é".removesuffix("é")
"abc".removeprefix("") | "abc".removesuffix("abcd") | "a".replace("a", "é") | "é".replace("é", "")
'''

GROUPS["pad"] = r'''
"ab".center(5) | "ab".center(6) | "abc".center(6) | "abc".center(7) | "é".center(4, "ü")
"a".center(2) | "a".center(3, "*") | "abcd".center(7, "-") | "é".ljust(3, "-") | "é".rjust(3)
"42".zfill(5) | "-42".zfill(5) | "+".zfill(3) | "é".zfill(3) | "".zfill(0)
"a\tbc\td".expandtabs() | "a\tb".expandtabs(0) | "a\tb".expandtabs(-1) | "ab\ncd\te".expandtabs(3)
"é\tx".expandtabs(4) | "\t".expandtabs(tabsize=2) | "x".ljust(3, "é") | "abc".rjust(2)
'''

GROUPS["case"] = r'''
"Hello World".swapcase() | "hello wORLD".title() | "they're 3rd".title() | "ÉCOLE".lower()
"école".upper() | "straße".upper() | "ΑΣ ΟΔΟΣ".lower() | "Σ".lower() | "ÀÉÎÕÜ".lower()
"привет мир".upper() | "ПРИВЕТ".lower() | "ǅ".upper() | "ǅ".lower() | "ǆemal".title()
"ß".casefold() | "Straße".casefold() | "µ".upper() | "ÿ".upper() | "ıi".upper()
"hello".capitalize() | "HELLO".capitalize() | "ßa".capitalize() | "éLAN".capitalize() | "".capitalize()
"aBc".swapcase() | "ÄÖü".swapcase() | "ﬁsh".upper() | "ﬁsh".title() | "İ".lower()
"ABC".casefold() | "x1y2".upper() | "ǈ".swapcase() | "ﬀ".casefold() | "ω".upper()
'''

GROUPS["predicates"] = r'''
"abc".isalpha() | "é".isalpha() | "中".isalpha() | "a1".isalpha() | "".isalpha()
"123".isdigit() | "²".isdigit() | "²".isdecimal() | "½".isnumeric() | "½".isdigit()
"٣".isdecimal() | "四".isnumeric() | "Ⅷ".isnumeric() | "a1".isalnum() | "é½".isalnum()
" \t\n".isspace() | "\x1c".isspace() | "\u3000".isspace() | "".isspace() | "\xa0".isspace()
"ABC".isupper() | "AbC".isupper() | "1A".isupper() | "1".isupper() | "ÉCOLE".isupper()
"abc".islower() | "école".islower() | "ß".islower() | "1a".islower() | "ǅ".islower()
"Hello World".istitle() | "Hello world".istitle() | "HEllo".istitle() | "1A".istitle() | "ǅa".istitle()
"x".isidentifier() | "_1".isidentifier() | "1x".isidentifier() | "é".isidentifier() | "a-b".isidentifier()
"".isidentifier() | "abc".isascii() | "é".isascii() | "".isascii() | "ab\n".isprintable()
"ab c".isprintable() | "".isprintable() | "é".isprintable() | "\x7f".isprintable() | "\xad".isprintable()
'''

GROUPS["format"] = r'''
"{} {}".format(1, "a") | "{1}{0}".format("a", "b") | "{x}{y}".format(x=1, y=2) | "{0}{x}".format(9, x=8)
"{0[0]}{0[1]}".format("ab") | "{0[k]}".format({"k": 5}) | "{0[1]}".format({1: "one"}) | "{a[0][1]}".format(a=[[1, 2]])
"{:>5}|{:<5}|{:^5}".format("a", "b", "c") | "{0:{1}}".format("x", 4) | "{:{}}{}".format("a", 3, "b")
"{0:{fill}^{w}}".format("m", fill="*", w=7) | "{!r:>6}".format("q") | "{!a}".format("é中\U0001f600")
"{{}}" .format() | "}}{{".format() | "{}é{}".format("ü", 1) | "é{0}é".format("中")
"{:,}".format(1234567) | "{:08.3f}".format(-3.14159) | "{:e}".format(12345.678) | "{:%}".format(0.5)
"{0.x}{0.y.x}".format(P()) | "{:x}".format(255) | "{}".format(None) | "{}".format([1, "a"])
"{".format() | "{0".format() | "x{}}".format(1) | "{0!}".format(1) | "{0!z}".format(1)
"{2}".format(1, 2) | "{a}".format(b=1) | "{}{1}".format(1, 2) | "{1}{}".format(1, 2)
"{0.}".format(1) | "{0[]}".format(1) | "{0[0]a}".format([1]) | "{:{:{}}}".format(1, 2, 3)
"{k}".format_map({"k": "v"}) | "{}".format_map({}) | "{0}".format_map({}) | "{k}".format_map({})
"{:d}".format("s") | "{:s}".format(3) | "{0:}".format("x") | "{0!s}".format(3.5)
"{}|{:>5}|{:d}".format(True, False, True) | "{:abc}{}".format(F(), F()) | "{!r}".format(F()) | "{x:{y}}".format(**{"x": F(), "y": "q"})
str.format("{}-{}", 1, 2) | "{0}{0}".format(*["a"]) | "{:{}{}}".format(5, "<", 3) | "{0[0]:>{0[1]}}".format(["ab", 4])
'''


PRELUDE = """
class P:
    x = 3
    def __init__(self):
        self.y = self


class F:
    def __format__(self, spec):
        return "F(" + spec + ")"

    def __repr__(self):
        return "rF"
"""


def _program(group):
    """The program as utf-8 bytes; case k prints its number first."""
    lines = [PRELUDE]
    k = 0
    for row in GROUPS[group].strip().splitlines():
        for expr in row.split(" | "):
            k += 1
            lines.append("try:\n    _r = %s\n    print(%d, repr(_r))\n"
                         "except Exception as _e:\n"
                         "    print(%d, '!!', type(_e).__name__, _e)"
                         % (expr.strip(), k, k))
    return "\n".join(lines) + "\n"


def _run(cmd, path):
    env = dict(os.environ)
    env["PYTHONPATH"] = ROOT
    env["PYTHONIOENCODING"] = "utf-8"
    p = subprocess.Popen(cmd + [path], stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, env=env, cwd=ROOT)
    out, err = p.communicate()
    return out.decode("utf-8", "replace"), err.decode("utf-8", "replace")


@pytest.mark.parametrize("group", sorted(GROUPS))
def test_group(group, tmpdir):
    path = str(tmpdir.join("prog_%s.py" % group))
    with open(path, "wb") as f:
        f.write(_program(group))
    expected, err0 = _run([PYTHON3], path)
    assert expected, err0
    got, err1 = _run([sys.executable, "-m", "interpreter"], path)
    exp_lines = expected.splitlines()
    got_lines = got.splitlines()
    for i in range(max(len(exp_lines), len(got_lines))):
        e = exp_lines[i] if i < len(exp_lines) else "<missing>"
        g = got_lines[i] if i < len(got_lines) else "<missing>"
        assert g == e, "case %d of %s\n%s" % (i + 1, group, err1[-2000:])
