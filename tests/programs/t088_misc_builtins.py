# miscellaneous built-in behaviours
print(len(range(0, 10, 3)), range(0, 10, 3)[1], range(10)[-1], list(range(10)[2:5]), range(5) == range(0, 5))
print(list(range(-10, 10, 4)), list(range(10, -10, -4)), list(range(3, 3)), list(range(3, 0, 1)))
try:
    range(0, 10, 0)
except ValueError as e:
    print("ValueError", e)
print(min(4, 2, 8, key=lambda x: -x), max("abc", "abd"), min([[2], [1, 5]]), max(range(5), default=9), min((), default=-1))
try:
    min([])
except ValueError as e:
    print("ValueError", e)
print(sum(range(5), 100), sum([[1], [2]], []), sum((0.5, 0.5)), sum([], 0.0))
print(all([1, 2, 3]), all([1, 0]), any(()), any([0, False, None, "", 1]))
print(list(zip(range(3), range(10, 13), "abc")), dict(zip("ab", "xy")))
print(list(enumerate("xyz", -1)), [i for i, _ in enumerate([0] * 3)])
print(list(reversed([1, 2, 3])), "".join(reversed("abc")), list(reversed(range(1, 8, 2))))
print(abs(-10), abs(-10.5), abs(10 ** 30 * -1), divmod(100, 7), divmod(-100, 7), pow(7, 3, 10))
print(hex(3054), oct(3054), bin(3054), int(hex(3054), 16), int(oct(3054), 8), int(bin(3054), 2))
print(ord("€") if False else ord("~"), chr(126), chr(9731) == "\u2603", [ord(c) - ord("a") for c in "hello"])
print(repr(repr("x")), str(str(5)), repr(str(5)), str(repr(5)))
it = iter(range(3))
print(next(it), list(it), next(it, "end"))
print(callable(print), callable(max), callable(int), callable(3), callable([].append))
print(isinstance(max, object), type(max) is type(print))
f = getattr("abc", "upper")
print(f(), getattr([1, 2], "count")(1), hasattr("", "split"), hasattr([], "nope"))
class Obj:
    pass
o = Obj()
for name, val in [("a", 1), ("b", "two"), ("c", [3])]:
    setattr(o, name, val)
print(o.a, o.b, o.c, [getattr(o, n) for n in "abc"], getattr(o, "z", None))
print(int("7") * 3, str(7) * 3, float("7") * 3, bool("7") * 3, list("7") * 3, tuple("7") * 3)
print(sorted(map(int, "3 1 2".split())), list(map(len, ["", "a", "bb"])), list(filter(str.isupper, "aBcD")))
print(round(1234.5678, 2), round(-0.5), round(0.5), round(1.5), abs(-0.0), max(-0.0, 0.0), min(0.0, -0.0))
print(hash(42) == 42, hash(-42), hash((1, "x")) == hash((1, "x")), hash(0.0) == hash(0), hash(1.5) == hash(1.5))
