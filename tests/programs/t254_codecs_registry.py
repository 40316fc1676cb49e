# the codec registry (Lib/encodings on lbbv's _codecs): one-byte codecs,
# incremental and stream codecs, codecs.open, files in other encodings
import codecs, io, encodings, os

# a file of this process's own: CPython's run and lbbv's (one per tier,
# in parallel test shards) used to share one path and race on it
p = "/tmp/lbbv_t254_%d.txt" % os.getpid()
with open(p, "w", encoding="cp1252") as f:
    for i in range(150):
        f.write("€uro café %d\n" % i)
with open(p, "rb") as f:
    head = f.read(12)
print(head)
with open(p, encoding="cp1252") as f:
    print(repr(f.readline()), f.tell(), repr(f.read(5)))
    f.seek(0)
    print(sum(1 for line in f))
with open(p, "w", encoding="utf-8-sig") as f:
    f.write("bom\n")
    f.write("second\n")
with open(p, "rb") as f:
    print(f.read())
with open(p, encoding="utf-8-sig") as f:
    print(repr(f.read()))
with open(p, encoding="utf-8") as f:
    print(repr(f.read()))
for enc in ["rot13", "no-such-codec"]:
    try:
        open(p, encoding=enc)
    except LookupError as e:
        print(type(e).__name__, e)

with codecs.open(p, "w", encoding="utf-16") as f:
    f.write("héllo\nwörld\n")
with codecs.open(p, "r", encoding="utf-16") as f:
    print(f.readlines())
r = codecs.getreader("latin-1")(io.BytesIO(b"caf\xe9\nx"))
print(r.readline(), r.read())
print(list(codecs.iterencode(["a", "é"], "utf-8")), b"".join(codecs.iterencode("ab", "utf-16")))
enc = codecs.getincrementalencoder("utf-16")()
print(enc.encode("a"), enc.encode("b"))
dec = codecs.getincrementaldecoder("utf-16")()
print(repr(dec.decode(b"\xff")), repr(dec.decode(b"\xfea\x00b")), repr(dec.decode(b"\x00")))
print(codecs.lookup("cp1252").name, codecs.decode(b"\x80", "cp1252"), codecs.encode("é", "mac_roman"))
print(encodings.normalize_encoding("UTF 8"), encodings.search_function("utf8").name)
info = codecs.lookup("iso8859-15")
print(info.name, info.encode("€"), info.decode(b"\xa4"))
try:
    "\u0100".encode("cp1252")
except UnicodeEncodeError as e:
    print(type(e).__name__, e)
print("\u0100x".encode("cp1252", "replace"), b"\x81".decode("cp1252", "ignore"))
try:
    b"\x81".decode("cp1252")
except UnicodeDecodeError as e:
    print(type(e).__name__, e)

# codecs in a hot loop with the codec changing
names = ["cp1252", "latin-1", "utf-8", "koi8_r", "utf-16-be"]
ok = 0
for i in range(250):
    name = names[i % len(names)]
    s = "abc %d" % i
    if s.encode(name).decode(name) == s:
        ok += 1
print(ok)

# error handlers written in Python
def handler(exc):
    if isinstance(exc, UnicodeDecodeError):
        return ("<%s>" % exc.object[exc.start:exc.end].hex(), exc.end)
    return ("[%d-%d]" % (exc.start, exc.end), exc.end)
codecs.register_error("mine", handler)
print("aé€b".encode("ascii", "mine"), "a\udc80".encode("utf-8", "mine"), "é".encode("cp1252", "mine"), "\u0100".encode("cp1252", "mine"))
print(b"a\xff\xfeb".decode("utf-8", "mine"), b"\x81".decode("cp1252", "mine"))
codecs.register_error("bad", lambda e: 1)
try:
    "é".encode("ascii", "bad")
except TypeError as e:
    print(type(e).__name__, e)
print(codecs.lookup_error("mine") is handler)
try:
    codecs.lookup_error("nonexistent")
except LookupError as e:
    print(type(e).__name__, e)
os.remove(p)
