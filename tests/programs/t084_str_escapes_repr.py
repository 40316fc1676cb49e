# string escapes and repr of strings
samples = ["plain", "it's", 'say "hi"', "both ' and \"", "tab\there", "nl\nhere", "cr\rhere", "back\\slash",
           "\x00\x01\x1f\x7f", "\a\b\f\v", "\u00e9t\u00e9", "\u4e2d\u6587", "emoji-free", "", " ", "'", '"', "\\n"]
for s in samples:
    print(len(s), repr(s))
print(repr("\x80\x9f\xa0\xff"))
print("\101\102\103", "\x41\x42", "\u0041", "\N{LATIN SMALL LETTER A}" if False else "a")
print("line1\
continued")
print("""a
b\tc
'd' "e"
""", end="")
print('''x''' + """y""", r"\d+\s*", r'\'', len(r"\\"), len("\\\\"))
print(str("quote'"), str('dq"'), [str("x'y")], ("a'b",), {"k'": "v\""})
print("%r %s" % ("a\nb", "a\nb"))
print(repr("a" * 5 + "\t"), repr("mixed 'single' and \"double\""))
print("\\", "\\\\", "\'", "\"")
