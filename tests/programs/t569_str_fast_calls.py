# str methods through their one- and two-argument entries (call1/method1:
# split, join, strip, rstrip, startswith, endswith, find, upper, lower) on
# exact strs, str subclasses and wrong arguments.
class S(str):
    pass
vals = ["  a b  c ", "x,y,,z", "héllo wörld", "", "ABC", S(" sub,class "), "\u2003wide\u2003"]
for i in range(60):
    out = []
    for v in vals:
        out.append((v.split(), v.split(","), ",".join([v, v]), v.strip(), v.rstrip(), v.upper(), v.lower(),
                    v.startswith(" "), v.endswith(("c ", "z")), v.find("o"), v.find(""), "-".join(v.split())))
print(out)
for bad in ["'a'.split('')", "'a'.split(1)", "','.join([1])", "'a'.startswith(1)", "'a'.find(1)", "'a'.strip(1)",
            "str.upper(1)", "str.split(1)", "'a'.endswith(('a', 1))", "''.join(5)"]:
    try:
        print(bad, eval(bad))
    except Exception as e:
        print(bad, type(e).__name__, e)
print(type(S("a").upper()), type(S(" a").strip()), S("a,b").split(","), "x".join(S("ab")))
