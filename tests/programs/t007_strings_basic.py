# string literals, escapes, indexing, concatenation
s = "hello"
t = 'world'
print(s + " " + t, s * 3, 3 * "ab", "" * 5, s * 0, s * -2)
print(len(s), s[0], s[-1], s[1:3], s[::-1], s[::2], s[10:], s[-100:2])
print("tab\there", "new\nline", "back\\slash", 'quote\'s', "dq\"s", "nul\x41\x42", "\u00e9\u4e2d")
print("bell-free \x7e \101 \0end".replace("\0", "<0>"))
print(r"raw\nstring", R"\t", len(r"\n"))
print('''triple
quoted "string" with 'quotes'
''')
print("""another
  one""")
print("adjacent" " literals" ' joined')
print(repr("a'b"), repr('a"b'), repr("a'b\"c"), repr("tab\t"), repr("nl\n"), repr("\\"), repr("\x01\x7f"))
print(repr("é"), repr("中文"), ascii("é") if False else "ok")
print(str(123), str(-4.5), str([1, 'a']), repr([1, 'a']), str((1,)), str('x'))
print("abc" == "abc", "abc" != "abd", "a" * 3 == "aaa")
print(ord("a"), ord("A"), ord("0"), ord("\n"), ord("é"), chr(97), chr(0x4e2d), chr(65) + chr(66))
for ch in "xyz":
    print(ch, end=" ")
print()
print(list("abc"), tuple("ab"), "".join(["a", "b", "c"]))
s2 = "x"
s2 += "y"
s2 *= 2
print(s2)
print("%s-%s" % ("a", "b"))
print(len(""), len("\n"), len("é中"))
print("a\
b")
print(b"bytes", b"\x00\xff", len(b"abc"), b"ab" + b"cd", b"abc"[0], list(b"hi"), b"x" * 3)
print(bytes([65, 66]), b"abc"[1:], b"a" == b"a", repr(b"'"))
print(str(b"xy"), b"hello".decode(), "hé".encode())
print("multi" 
      "line")
