# One escape decoder for literals and the unicode_escape / raw_unicode_escape /
# escape_decode codecs: errors, positions, incremental decoding, \N{}.
import codecs, warnings
warnings.simplefilter("ignore")   # escape_decode warns of unknown escapes
for d in [b"\\N", b"\\N{", b"\\N{}x", b"\\N{foo}", b"\\N{LATIN SMALL LETTER A}x", b"\\x4", b"\\x4g", b"\\U00110000", b"\\", b"ab\\q\xe9", b"\\101\\x41\\u00e9\\n\\'", b"a\\\nb"]:
    for f in [lambda d: d.decode("unicode_escape"), lambda d: codecs.escape_decode(d), lambda d: d.decode("raw_unicode_escape"), lambda d: d.decode("unicode_escape", "replace"), lambda d: codecs.escape_decode(d, "replace")]:
        try: print(repr(f(d)))
        except Exception as e: print(type(e).__name__, e)
dec = codecs.getincrementaldecoder("unicode_escape")()
print(repr(dec.decode(b"ab\\x4")), repr(dec.decode(b"1\\u00")), repr(dec.decode(b"e9", final=True)))
print("\N{LATIN SMALL LETTER E WITH ACUTE}\x41\101\u00e9\U0001F600", b"\x41\101\u00e9")
for src in ['"\\N"', '"\\N{"', '"\\N{foo}"', '"\\x4"', '"\\U00110000"', 'b"\\x4"', 'f"ab{1}\\x4"', '"ab\\N{}"']:
    try: compile(src, "s", "eval")
    except SyntaxError as e: print(e)
