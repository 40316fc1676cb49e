# class C(list[str]) (GenericAlias.__mro_entries__) and '%(k)s' % vars(C)
# (a mappingproxy and other non-dict mappings of %-formatting)
import array
import collections


class Stream(list[str]):
    def text(self):
        return "".join(self)


s = Stream()
for i in range(150):
    s.append(str(i % 10))
    if i == 75:
        s.append("|")
print(Stream.__mro__, Stream.__orig_bases__, s.text()[:30], len(s))


class Counts(dict[str, int]):
    def bump(self, k):
        self[k] = self.get(k, 0) + 1


c = Counts(a=1)
for i in range(120):
    c.bump("abc"[i % 3])
print(Counts.__bases__, sorted(c.items()), isinstance(c, dict))
print(list[int].__mro_entries__((list[int],)))
print(dict[str, int].__mro_entries__(()))
try:
    print(list[int].__mro_entries__())
except Exception as e:
    print(type(e).__name__)


class Patterns:
    word = r"\w+"
    space = r"\s*"
    n = 3


out = None
for i in range(150):
    out = "(%(word)s)%(space)s{%(n)d}" % vars(Patterns)
    if i == 100:
        Patterns.n = 4
print(out)
print("%(n)s" % vars(Patterns), "%(a)s" % collections.Counter(a=2))
for o in [collections.deque([1]), array.array("i", [1]), memoryview(b"ab"),
          {}.keys(), vars(Patterns), collections.Counter(), [1], range(2),
          (1,), "s"]:
    try:
        print(repr("ab" % o))
    except Exception as e:
        print(type(e).__name__, e)
for o in [vars(Patterns), memoryview(b"ab"), array.array("i", [5])]:
    try:
        print(repr("%(word)s" % o))
    except Exception as e:
        print(type(e).__name__, e)
try:
    print("%(missing)s" % vars(Patterns))
except Exception as e:
    print(type(e).__name__, e)
