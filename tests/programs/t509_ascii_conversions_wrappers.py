# %a and !a convert with ascii(), not repr(); staticmethod and classmethod
# show what they wrap; a set subclass with its own __hash__ is looked up
# by it (only an unhashable set is looked up as a frozenset)
for v in ["\u0374", "é", "x", "日本", 1, b"\xff", ["ü"], "\U0001f600"]:
    print("%a" % (v,), "{!a}".format(v), f"{v!a}", f"{v!a:>12}|",
          "%8a|%-8a|" % (v, v))
print("%a" % "é" == ascii("é"), f"{'é'!r}", f"{'é'!s}")


def func(x):
    return x


for w in (staticmethod(func), classmethod(func)):
    print(repr(w).replace(hex(id(func)), "ID"))
    print(w.__func__ is func, w.__wrapped__ is func)
print(repr(staticmethod(len)).startswith("<staticmethod(<built-in function"))


class H(set):
    def __hash__(self):
        return int(id(self) & 0x7fffffff)


s = H()
f = set()
f.add(s)
print(s in f, len(f))
f.remove(s)
f.add(s)
f.discard(s)
print(len(f))


class K(set):
    def __hash__(self):
        return 7


d = {K([1]): "k"}
print(K([1]) in d, d[K([1])])


class Plain(set):
    pass


fs = {frozenset([1]), frozenset()}
print({1} in fs, set() in fs, Plain([1]) in fs, Plain([2]) in fs)
fs.discard(Plain([1]))
fs.remove(set())
print(fs)
try:
    fs.remove({3})
except KeyError as e:
    print("KeyError", e)
