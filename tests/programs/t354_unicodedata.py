# unicodedata on RPython's database: properties, names, normalization
import unicodedata as ud
chars = "aZ5½é\u0301ß€☃\u00a0\u2028\uac00\u1100\u4e00ｶ\ufb01\u0663"
for c in chars:
    print(hex(ord(c)), ud.category(c), ud.bidirectional(c), ud.east_asian_width(c), ud.mirrored(c),
          ud.combining(c), repr(ud.decomposition(c)), ud.name(c, "?"), ud.decimal(c, None), ud.digit(c, None), ud.numeric(c, None))
print(ud.lookup("LATIN SMALL LETTER E WITH ACUTE"), ud.lookup("latin small letter a"), ud.lookup("SNOWMAN"))
print(ud.lookup("HANGUL SYLLABLE GA"), ud.lookup("CJK UNIFIED IDEOGRAPH-4E00"), len(ud.lookup("LATIN CAPITAL LETTER A WITH MACRON AND GRAVE")))
for bad in ("NO SUCH THING",):
    try:
        ud.lookup(bad)
    except KeyError as e:
        print("KeyError", e)
for f, arg in ((ud.name, "\x00"), (ud.decimal, "x"), (ud.digit, "x"), (ud.numeric, "x")):
    try:
        f(arg)
    except ValueError as e:
        print("ValueError", e)
try:
    ud.category("ab")
except TypeError as e:
    print("TypeError", e)
samples = ["café", "cafe\u0301", "Å", "A\u030a", "\u212b", "ﬁ", "①", "ｶﾞ", "\uac00\u11a8", "\u1100\u1161\u11a8",
           "s\u0323\u0307", "s\u0307\u0323", "ẛ\u0323", "\u0041\u0301\u0316", "한국어", "x\u0308\u0301y"]
for s in samples:
    print([ud.normalize(f, s) for f in ("NFC", "NFD", "NFKC", "NFKD")],
          [ud.is_normalized(f, s) for f in ("NFC", "NFD", "NFKC", "NFKD")])
try:
    ud.normalize("NFX", "a")
except ValueError as e:
    print("ValueError", e)
print(ud.ucd_3_2_0.category("a"), ud.ucd_3_2_0.normalize("NFC", "e\u0301"), ud.ucd_3_2_0.unidata_version)
print("bücher.example".encode("idna"), b"xn--bcher-kva.example".decode("idna"))
total = 0
for i in range(300):          # hot loop
    c = chr(0x41 + i % 200)
    total += len(ud.normalize("NFKD", c * 3)) + ud.combining(c) + len(ud.category(c))
print(total)
for f in (ud.name, ud.category, ud.decimal):
    for a in ("ab", 5):
        try:
            f(a)
        except TypeError as e:
            print(e)
