# str.maketrans / str.translate with every argument form and error, and
# bytes.maketrans / bytes.translate / bytearray.translate.


def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


show(lambda: str.maketrans("abc", "xyz"))
show(lambda: str.maketrans({"a": "b", 98: None, "c": 100, 0x263a: "x"}))
show(lambda: str.maketrans("ab", "cd", "e"))
show(lambda: str.maketrans("", "", "xyz"))
show(lambda: str.maketrans("éa", "eA"))
show(lambda: "any".maketrans("a", "b"))
for args in [(1,), ("ab",), ({1.5: 1},), ({"ab": 1},), ("a", 1), (1, "a"),
             ("a", "b", 1), ("ab", "c"), ("a", "b", "c", "d"), ()]:
    show(lambda: str.maketrans(*args))

table = str.maketrans("abc", "xyz", "e")
show(lambda: "abcde".translate(table))
show(lambda: "abc".translate({97: "AA", 98: None, 99: 0x263a}))
show(lambda: "abc".translate({97: 1.5}))
show(lambda: "abc".translate({97: 0x110000}))
show(lambda: "abc".translate({97: -1}))
show(lambda: "abc".translate({97: 2 ** 70}))
show(lambda: "abc".translate([None, "x"]))
show(lambda: "abc".translate("xyz" * 40))
show(lambda: "héllo wörld".translate({ord("ö"): "oe", ord("é"): None,
                                      ord("l"): "L"}))
show(lambda: "abc".translate())
show(lambda: "abc".translate(5))
show(lambda: "abc".translate({}, {}))


class Table:
    def __getitem__(self, k):
        if k == 98:
            raise LookupError
        if k == 99:
            raise IndexError     # a LookupError too
        return k + 1


class BadTable:
    def __getitem__(self, k):
        raise ValueError("no " + chr(k))


show(lambda: "abcd".translate(Table()))
show(lambda: "abcd".translate(BadTable()))

show(lambda: bytes.maketrans(b"abc", b"xyz")[97:100])
show(lambda: len(bytes.maketrans(b"", b"")))
show(lambda: type(bytearray.maketrans(bytearray(b"a"), b"b")).__name__)
for args in [(b"a", b"bc"), ("a", "b"), (b"a",)]:
    show(lambda: bytes.maketrans(*args))
tb = bytes.maketrans(b"abc", b"xyz")
for args in [(tb,), (None,), (None, b"a"), (tb, b"ab"), (bytes(256), "a"),
             (b"x",), (), (tb, b"a", b"b")]:
    show(lambda: b"abcabc".translate(*args))
    show(lambda: bytearray(b"abcabc").translate(*args))
show(lambda: b"abc".translate(None, delete=b"a"))
show(lambda: b"abc".translate(tb, bogus=b"a"))

# a translation loop whose table changes kind mid-way
tables = [str.maketrans("aeiou", "AEIOU"), {ord("a"): None}, Table(),
          "0123456789" * 20, {ord("e"): "3", ord("o"): 0x30}]
out = []
for i in range(250):
    t = tables[0] if i < 100 else tables[i % len(tables)]
    out.append("hello world, again".translate(t))
print(len(out), sorted(set(out)))
acc = 0
for i in range(200):
    acc += len(bytes(range(i % 50)).translate(tb, bytes([i % 7])))
print(acc)
