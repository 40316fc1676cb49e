# str methods on the Unicode database: full case mappings (ß, ligatures,
# final sigma, title case digraphs), the is...() predicates, repr's
# printable test; the UTF-7 codec
import codecs

tests = ["\U00010401", "\U00010427", "\U0001044E", "\U0001D7F6", "\U00011066",
         "\U000104A0", "\U0001F107", "a\u0300", "\u1E9E", "ß", "ﬁ", "ǅ",
         "ΣΑΣ", "aΣ", "Σa", "İ", "ŉ", "\u0378", "\U00014000", "\u2160",
         "\U00011065", "ῳ", "ᾩ", "Ϊ̀", "٣", "²", "½", "x\u200b", "ǆǄǅ",
         "ΑΣ ΑΣ.", "ﬃx", "Ǉudevit"]
for t in tests:
    print(ascii(t), t.isalpha(), t.isalnum(), t.isdecimal(), t.isdigit(),
          t.isnumeric(), t.isprintable(), t.isidentifier(), t.isupper(),
          t.islower(), t.istitle())
    print("  ", ascii(t.upper()), ascii(t.lower()), ascii(t.title()),
          ascii(t.capitalize()), ascii(t.swapcase()), ascii(t.casefold()),
          ascii(repr(t)))

utf_tests = [("A\u2262\u0391.", b"A+ImIDkQ."), ("Hi Mom -\u263a-!", b"Hi Mom -+Jjo--!"),
             ("\u65E5\u672C\u8A9E", b"+ZeVnLIqe-"), ("Item 3 is \u00a31.", b"Item 3 is +AKM-1."),
             ("+", b"+-"), ("+-", b"+--"), ("+?", b"+-?"), (r"\?", b"+AFw?"),
             (r"\\?", b"+AFwAXA?"), (r"++--", b"+-+---"),
             ("\U000abcde", b"+2m/c3g-"), ("/", b"/"), ("\uD801x", b"+2AE-x"),
             ("\uD801\U000abcde", b"+2AHab9ze-")]
for text, enc in utf_tests:
    print(text.encode("utf-7") == enc, enc.decode("utf-7") == text)
for data in [b"+AGEAYgBj-x", b"a+ImIDkQ.", b"+2AHab9ze", b"+2AH", b"abc+", b"+AG"]:
    for final in (False, True):
        try:
            print(data, final, ascii(codecs.utf_7_decode(data, "strict", final)))
        except UnicodeDecodeError as e:
            print(data, final, e)
dec = codecs.getincrementaldecoder("utf-7")()
print([dec.decode(bytes([c])) for c in b"a+ZeVnLIqe-b"])
for d in [b"+\xc1", b"a\xffb", b"+A-", b"+AB-", b"+AGE?", b"+@"]:
    for err in ("strict", "replace", "ignore", "backslashreplace"):
        try:
            print(d, err, ascii(d.decode("utf-7", err)))
        except UnicodeDecodeError as e:
            print(d, err, e)
text = "".join(chr(c) for c in range(0, 300))
print(text.encode("utf-7")[:80], str(text.encode("utf-7"), "utf-7") == text)
