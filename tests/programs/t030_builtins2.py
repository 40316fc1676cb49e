# built-in functions part 2
it = iter([1, 2, 3])
print(next(it), next(it), next(it), next(it, "done"), next(it, None))
it2 = iter("ab")
print(list(it2), list(it2))
print(any([]), all([]), any([0, 0, 1]), all([1, 1, 0]), any(x > 2 for x in [1, 2, 3]), all("abc"))
print(any([None, "", 0.0]), all([1, "a", [0]]))
print(hex(255), hex(-255), hex(0), oct(8), oct(-8), bin(5), bin(-5), bin(0), hex(2 ** 64))
class C:
    cls_attr = 1
    def __init__(self):
        self.a = 1
    def m(self):
        return "m"
c = C()
print(getattr(c, "a"), getattr(c, "cls_attr"), getattr(c, "m")(), getattr(c, "zz", 0))
setattr(c, "b", 2)
print(c.b, hasattr(c, "b"), hasattr(c, "c"), hasattr(C, "m"), hasattr(5, "real"))
try:
    getattr(c, "nope")
except AttributeError as e:
    print("AttributeError", e)
print(callable(len), callable(C), callable(c), callable(c.m), callable(lambda: 0), callable("s"), callable(None))
o = object()
print(type(o).__name__, isinstance(o, object), o == o, o is o, o != object())
print(issubclass(C, object), issubclass(int, int), issubclass(bool, (str, int)))
print(list(range(10, 0, -3)), list(range(-1, -10, -2)), list(range(5, 5)), range(3), range(1, 10, 2))
print(list(range(0, -5, -1)), len(range(10, 0, -3)), range(5)[::-1], 5 in range(1, 10, 2), 4 in range(1, 10, 2))
print(sorted([5, 2, 8], reverse=True), sorted([]), sorted([1]), sorted((2, 1)))
d = {"b": 2, "a": 1}
print(sorted(d), sorted(d.values()), sorted(d.items(), key=lambda kv: kv[1]))
print(list(zip(*[(1, "a"), (2, "b")])))
print(min((3, "c"), (1, "z")), max("apple", "banana", key=len))
print(str(b"x"), int(" 12 "), int("-0"), int("0007"), float("-0"), float("1_0.5"))
print(ascii if False else "skip", (lambda: None)() is None)
n = 0
for x in iter([5, 6]):
    n += x
print(n)
print(list(map(lambda x: x % 3, range(7))), list(filter(lambda s: s.isdigit(), ["1", "a", "22"])))
s = sum(i * i for i in range(10))
print(s, min(i for i in [4, 2, 8]), max(range(5), key=lambda i: (i % 3, i)))
print(bool(range(0)), bool(range(1)), list(reversed(range(0, 10, 3))))
print(int(3.0) == 3, int("10", 0) if False else int("10"), int("0x10", 0), int("0b101", 0), int("11", 3))
print(float(2 ** 53), float(2 ** 53 + 1), int(1e20), int(-1.5e3))
print(isinstance(c, C), isinstance(C, type), type(C).__name__, type(type).__name__)
print(id(c) == id(c))
