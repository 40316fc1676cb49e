# assert, del, pass
assert True
assert 1 + 1 == 2, "math works"
try:
    assert 2 + 2 == 5, "bad math: %d" % (2 + 2)
except AssertionError as e:
    print("AssertionError:", e)
try:
    assert []
except AssertionError as e:
    print("empty message:", repr(str(e)), e.args)
x = 10
del x
try:
    print(x)
except NameError as e:
    print("NameError:", e)
lst = [1, 2, 3, 4, 5]
del lst[1]
print(lst)
del lst[-1], lst[0]
print(lst)
d = {"a": 1, "b": 2}
del d["a"]
print(d)
class O:
    pass
o = O()
o.attr = 1
o.other = 2
del o.attr
print(hasattr(o, "attr"), o.other)
try:
    del o.attr
except AttributeError as e:
    print("AttributeError:", e)
a, b = 1, 2
del a, b
def f():
    pass
class C:
    pass
for i in range(2):
    pass
while False:
    pass
if True:
    pass
print(f(), C.__name__)
def g():
    y = 1
    del y
    try:
        return y
    except UnboundLocalError:
        return "unbound after del"
print(g())
