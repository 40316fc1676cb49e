# Subclasses of int, float, str and bytes: __new__ for immutable bases
# (super().__new__(cls, v * 2)), arithmetic and comparison falling back to
# the base, hashing equal to the base's, printing via the base's repr
# unless overridden, use as an index, dict key and format argument,
# methods of the base, overrides of dunders; hot loops mixing exact values
# and subclass instances so tier-1/tier-2 guards meant for int/float/str
# see them.
class Doubled(int):
    def __new__(cls, v):
        return super().__new__(cls, v * 2)


class Money(int):
    def __repr__(self):
        return "$%d" % int(self)

    def __add__(self, other):
        return Money(int(self) + int(other))

    __radd__ = __add__


d = Doubled(5)
print(d, d + 1, 1 + d, d * 3, d - 1, 20 - d, d // 3, d % 3, d ** 2, d / 4,
      -d, +d, abs(Doubled(-3)), ~d, d << 1, d >> 1, d & 3, d | 1, d ^ 1)
print(type(d).__name__, type(d + 1).__name__, isinstance(d, int), d == 10,
      10 == d, d < 11, d > 9.5, hash(d) == hash(10), int(d), float(d),
      str(d), repr(d), bool(Doubled(0)), [d], divmod(d, 3), round(d),
      d.bit_length(), (7).__add__(d), int.__add__(d, 1))
print(["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l"][d],
      "abcdefghijklm"[d], (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12)[d],
      list(range(d))[-1], list(range(20))[d:d + 2], {10: "ten"}[d],
      "%d %s %r" % (d, d, d), "{} {}".format(d, Money(3)), f"{d}")
m = Money(5)
print(m, m + 1, 1 + m, m + m, str(m), [m], m * 2, type(m * 2).__name__,
      sum([Money(1), Money(2)], Money(0)))


class Celsius(float):
    def __new__(cls, deg):
        if deg < -273.15:
            raise ValueError("below absolute zero")
        return super().__new__(cls, deg)

    def to_f(self):
        return self * 9 / 5 + 32


c = Celsius(100)
print(c, c.to_f(), c + 1, 2 * c, c / 3, -c, c == 100.0, hash(c) == hash(100.0),
      type(c).__name__, isinstance(c, float), round(Celsius(2.567), 1),
      int(c), c.is_integer(), float(c), repr(c), c > 50, max(c, 3.0))
try:
    Celsius(-300)
except ValueError as e:
    print("ValueError", e)


class Name(str):
    def shout(self):
        return self.upper() + "!"

    def __len__(self):
        return 99


n = Name("alice")
print(n, n.shout(), len(n), str.__len__(n), n + "x", "x" + n, n * 2,
      n == "alice", "alice" == n, {"alice": 1}[n], repr(n), n[0], n[1:3],
      n.startswith("al"), n.title(), str(n), type(str(n)).__name__,
      "%s|%5s" % (n, n), "-".join([n, n]), n in "xalicex", "li" in n,
      sorted([Name("b"), "a"]), n.split("i"), hash(n) == hash("alice"),
      f"<{n}>", n.replace("a", "A"), type(n.upper()).__name__)


class Tag(str):
    def __new__(cls, value, kind="tag"):
        self = super().__new__(cls, value.strip())
        self.kind = kind
        return self

    def __repr__(self):
        return "Tag(%s)" % str.__repr__(self)

    def __eq__(self, other):
        return str.__eq__(self.lower(), other.lower())

    def __hash__(self):
        return hash(self.lower())


t = Tag("  Hello ", kind="greeting")
print(t, repr(t), [t], t.kind, t == "HELLO", t == "hello", t != "x",
      {t: 1}.get(Tag("hello")), len(t))


class Blob(bytes):
    def hexed(self):
        return self.hex()


b = Blob(b"ab")
print(b, len(b), b[0], b + b"c", b == b"ab", b.hexed(), type(b).__name__,
      b.upper(), hash(b) == hash(b"ab"), list(b))

# hot loops: ints, Doubled and Money mixed in arithmetic, comparisons,
# indexing and as dict keys; strings and Name mixed in concatenation
vals = [3, Doubled(2), Money(1), 7, Doubled(0)]
acc = 0
flags = 0
table = list(range(50))
for i in range(500):
    v = vals[i % 5]
    acc += v * 2 + 1
    if v > 3:
        flags += 1
    acc += table[v]
print(acc, flags)
fl = [1.5, Celsius(2.5), 0.25]
facc = 0.0
for i in range(300):
    x = fl[i % 3]
    facc += x * x - x / 2
print(facc)
words = ["a", Name("b"), "c", Tag("d")]
out = ""
counts = {}
for i in range(200):
    wd = words[i % 4]
    out += wd
    counts[wd] = counts.get(wd, 0) + 1
print(len(out), out[:12], sorted(counts.items()))
keys = {}
for i in range(100):
    keys[Doubled(i % 5)] = i
    keys[i % 10] = -i
print(sorted(keys.items())[:6], len(keys))
