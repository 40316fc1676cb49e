# bytes methods beyond the core subset
b = b"hello"
print(bytes(3), b"abc".upper(), b"a,b".split(b","), "abc".encode("ascii"))
print(b.find(b"l"), b.count(b"l"), b.startswith(b"he"), b.replace(b"l", b"L"), b.hex())
print(bytes("xyz", "ascii"), b"".join([b"a", b"b"]), sorted([b"b", b"a"]), hash(b"abc") == hash(b"abc"))
print(bytearray(b"ab"), bytearray(2))
