# codecs, str.encode / bytes.decode with encodings and error handlers,
# input() at end of input, sys.stdin
import codecs, sys, io

print("héllo".encode("utf-16"), "héllo".encode("utf-32-be"), "hé".encode("utf_16_le"))
print(b'\xff\xfeh\x00i\x00'.decode("utf-16"), b'\x00\x00\x00a'.decode("utf-32-be"))
for errors in ["strict", "ignore", "replace", "backslashreplace", "xmlcharrefreplace"]:
    try:
        print(errors, "aé€😀".encode("ascii", errors), "aé€".encode("latin-1", errors))
    except UnicodeEncodeError as e:
        print(type(e).__name__, e, e.start, e.end, e.encoding, e.reason)
    try:
        print(errors, b"a\xffb\xc3".decode("utf-8", errors))
    except (UnicodeDecodeError, TypeError) as e:
        print(type(e).__name__, e)
try:
    b"ab\x80".decode("ascii")
except UnicodeDecodeError as e:
    print(e, e.object, e.start, e.end)
print(b"a\xffb".decode("utf-8", "surrogateescape").encode("utf-8", "surrogateescape"))
print("é€".encode("cp1252"), b"\x80\xe9".decode("cp1252"), "x".encode("cp437"))
print(codecs.encode("abc", "rot13"), codecs.lookup("UTF8").name, codecs.lookup("latin1").name)
print("a\té\u1234".encode("unicode_escape"), b"a\\tb\\u00e9\\x41".decode("unicode_escape"))
print("aé\u1234".encode("raw_unicode_escape"), codecs.escape_encode(b"a'\n\x00"))
print(str(b"abc\xe9", "latin-1"), bytes("é", "utf-8"), str(b"x", errors="strict"))
print(codecs.utf_8_decode(b"ab\xc3", "strict", False), codecs.utf_8_encode("é"))
print(codecs.BOM_UTF8, codecs.lookup_error("replace")(UnicodeEncodeError("ascii", "aé", 1, 2, "x")))
for bad in [("x", "nope"), ("x", "ascii", "bogus-handler")]:
    try:
        ("é" + bad[0]).encode(*bad[1:])
    except LookupError as e:
        print(type(e).__name__, e)
e = UnicodeDecodeError("utf-8", b"\xff\xfe", 0, 2, "bad")
print(e, e.reason)
dec = codecs.getincrementaldecoder("utf-8")()
print([dec.decode(bytes([c])) for c in "é€".encode()])
w = io.TextIOWrapper(io.BytesIO(b"a\r\nb\rc\n"), encoding="latin-1")
print(repr(w.read()))

# encodings inside a hot loop, types changing
out = []
for i in range(300):
    enc = ["utf-8", "latin-1", "utf-16-le"][i % 3]
    s = "v%dé" % i
    data = s.encode(enc)
    out.append(data.decode(enc) == s)
print(all(out), len(out))

# input() with an empty stdin
print(sys.stdin.readable() if hasattr(sys.stdin, "readable") else None)
try:
    input("prompt> ")
except EOFError as e:
    print()
    print(type(e).__name__, e)
sys.stdin = io.StringIO("first\nsecond\n")
print(input(), input("? "))
try:
    input()
except EOFError as e:
    print(type(e).__name__, e)
