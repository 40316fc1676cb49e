# __str__ and __repr__ and where each is used
class Both:
    def __str__(self):
        return "Both-str"
    def __repr__(self):
        return "Both-repr"
class OnlyRepr:
    def __repr__(self):
        return "OnlyRepr()"
class OnlyStr:
    def __str__(self):
        return "OnlyStr-str"
b = Both()
r = OnlyRepr()
s = OnlyStr()
print(b, r, s)
print(str(b), repr(b), str(r), repr(r), str(s))
print([b, r], (b,), {1: b}, {"k": r})
print("%s %r" % (b, b), "{} {!r}".format(b, b), f"{b} {b!r} {r}")
print(repr(s).startswith("<__main__.OnlyStr object at"))
class Money:
    def __init__(self, v):
        self.v = v
    def __repr__(self):
        return "Money(%r)" % self.v
    def __str__(self):
        return "$%.2f" % self.v
m = Money(3.5)
print(m, [m], str([m]), "%s" % m, "total: " + str(m))
class Tree:
    def __init__(self, v, kids=()):
        self.v = v
        self.kids = list(kids)
    def __repr__(self):
        if not self.kids:
            return "T(%r)" % self.v
        return "T(%r, %r)" % (self.v, self.kids)
print(Tree(1, [Tree(2), Tree(3, [Tree("x")])]))
class StrSub(Exception):
    def __str__(self):
        return "custom exception text"
try:
    raise StrSub("ignored")
except StrSub as e:
    print(e, repr(e), e.args)
print(str(1.0), repr(1.0), str("x"), repr("x"), str(None), repr([None, "a"]))
