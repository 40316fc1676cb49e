# __getattr__ added and removed while attribute sites are warm; hooks on
# exception subclasses; __delattr__ over slots; object.__setattr__ on a
# built-in instance.
class A:
    def __init__(self): self.a = 1
objs = [A(), A()]
out = []
for i in range(200):
    o = objs[i % 2]
    try:
        out.append(o.b)
    except AttributeError as e:
        out.append("AE")
    if i == 100:
        A.__getattr__ = lambda self, n: "late " + n
    if i == 150:
        del A.__getattr__
print(out[99:103], out[149:153])
class E(Exception):
    def __setattr__(self, n, v):
        super().__setattr__(n, v + 1)
e = E("x")
for i in range(150):
    e.code = i
print(e.code, e.args)
class F:
    __slots__ = ("a",)
    def __delattr__(self, n):
        print("delattr", n)
        super().__delattr__(n)
f = F(); f.a = 1
del f.a
try:
    del f.a
except AttributeError as ex:
    print("AE", ex)
try:
    object.__setattr__(1, "x", 2)
except AttributeError as ex:
    print(ex)
