# a little bytes support
b = b"hello"
print(b, len(b), b[0], b[-1], b[1:3], b[::-1], type(b).__name__)
print(b + b" world", b * 2, b"ll" in b, b == b"hello", b != b"x", b < b"help")
print(list(b), bytes([104, 105]), b"\x00\x01\xff", b"\n\t\\", b'"', b"'")
print(b.decode(), "hé".encode(), "abc".encode())
for x in b"AZ":
    print(x, end=" ")
print()
print(repr(b"\x7f\x80"), str(b"abc"), {b"k": 1}[b"k"])
