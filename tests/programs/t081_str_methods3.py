# more string methods and edge cases
s = "Hello, World"
print(s.count("l"), s.count("l", 5), s.count("xyz"), s.count(""), "".count(""))
print(s.index("o"), s.index("o", 5), s.rindex("o"), s.find("o", 5, 8), s.rfind("o", 0, 5))
try:
    s.rindex("z")
except ValueError as e:
    print("ValueError", e)
print(s.startswith(""), s.endswith(""), s.startswith(("x", "y")), s.endswith(("d", "x")), "".startswith(""))
print(s.split("l"), s.split("l", 1), s.split(", "), s.rsplit("l", 1), s.split("o", -1))
print("a  b   c".split(" "), " a b ".split(), "\ta\nb\r\nc  ".split(), "a\tb".split("\t"))
print("x".join([]), "x".join(["a"]), ", ".join(str(i) for i in range(4)))
print("abc".replace("", "-", 2), "aaaa".replace("aa", "b"), "abc".replace("x", "y"), "a.b.c".replace(".", ""))
print("  x  ".strip(" x"), "xxyxx".lstrip("x"), "xxyxx".rstrip("x"), "abc".strip("cba"), "\n\t x".strip())
print("ab\ncd\n\nef".splitlines(), "ab\r\ncd\rde".splitlines(), "no newline".splitlines(), "\n".splitlines())
print("5".zfill(3), "-5".zfill(3), "123456".zfill(3), "+5".zfill(4), "-".zfill(3))
print("hello world foo".title(), "HELLO".title(), "they're bill's".title(), "a1b2".title(), "abc DEF".capitalize())
print("Straße".upper() if False else "skip", "ABC".lower(), "aBc".upper(), "MiXeD".swapcase())
print("12".isdigit(), "1.2".isdigit(), "-1".isdigit(), " ".isdigit(), "abc".isalpha(), "ab c".isalpha(), "".isalpha())
print("\t\n ".isspace(), "x".isspace(), "Hello".isupper(), "HELLO".isupper(), "123".islower(), "abc1".islower())
print("%s|%s|%s" % ("ab".ljust(4, "."), "ab".rjust(4, "."), "ab".center(5, ".")), "abc".center(2), "a".center(4))
print("abc" * 2, "-".join("abc" * 2), "abc"[1:] + "abc"[:1], "abc"[5:], "abc"[-5:])
print(len("tab\tnewline\n"), "a\tb".expandtabs(), "ab".find("b", -1), "abcabc".find("c", -2))
print(str.upper("x"), str.join("-", ["a", "b"]), "x".__len__() if False else "")
text = "one two three two one"
print(text.find("two"), text.find("two", 5), text.rfind("two"), text.count("one"), text.replace("two", "2", 1))
print("%r" % "\x00\t", repr("\x1b[0m"), "\u00ff".upper() if False else "", "ABC" < "abc", "a" < "B")
print("Hello".startswith("hello"), "Hello".lower().startswith("hello"), "x" in "", "" in "x")
print(min("hello world"), max("hello world"), sorted("bAcA"), "bAcA".lower().count("a"))
