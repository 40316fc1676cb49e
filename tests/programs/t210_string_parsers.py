import _string
cases = ["a{{b}}c{0!r:>10}d", "", "plain", "{}", "{0}{1}", "{a.b[c].d[0]:{w}.{p}}", "x{!s}", "{0!r}", "é{ü!a:ß}z",
         "{", "}", "a}b", "{0!}", "{0!rx}", "{0:", "{a{b}", "{a", "ab{{", "}}x", "{[}", "{0!r:{1:{2}}}"]
for c in cases:
    try:
        print(repr(c), list(_string.formatter_parser(c)))
    except Exception as e:
        print(repr(c), type(e).__name__, e)
for c in ["", "0", "abc", "a.b", "a[0]", "a[x].y[12]", "12.real", "a.", "a[", "a[]", "a]x", "a[0]x", "a..b", "99999999999999999999999", "a[99999999999999999999999]"]:
    try:
        first, rest = _string.formatter_field_name_split(c)
        print(repr(c), repr(first), list(rest))
    except Exception as e:
        print(repr(c), type(e).__name__, e)
it = _string.formatter_parser("ok{0}then}bad")
print(next(it))
try:
    next(it)
except Exception as e:
    print(type(e).__name__, e)
try:
    _string.formatter_parser(5)
except Exception as e:
    print(type(e).__name__, e)
tot = 0
for i in range(300):
    x = i if i % 3 else str(i)
    tot += len(list(_string.formatter_parser("a{%s}b{{" % i)))
    first, rest = _string.formatter_field_name_split("%s.a[%s]" % (i, x))
    tot += first + len(list(rest))
print(tot)
