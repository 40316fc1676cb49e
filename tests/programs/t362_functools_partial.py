# _functools.partial (in RPython): calls merging positional and keyword
# arguments, flattening of nested partials, attributes, __dict__, repr
# (with recursion), pickle/copy, __setstate__ checks, subclasses, errors
import _functools
import functools
import copy
import pickle

partial = _functools.partial
print(functools.partial is partial, partial.__name__, partial.__module__,
      partial.__qualname__, repr(partial))


def show(f, *args, **kw):
    try:
        r = f(*args, **kw)
        print(r)
    except Exception as e:
        print(type(e).__name__, e)


def capture(*args, **kw):
    return args, kw


p = partial(capture, 1, 2, a=10, b=20)
print(callable(p), p(3, 4, b=30, c=40), p())
print(p.func is capture, p.args, p.keywords, p.__dict__)
print(partial(capture)(), partial(capture)(5, x=1), partial(capture, x=1)(x=2))
d = {"a": 3}
q = partial(capture, **d)
d["a"] = 5
print(q(), d)
print(list(partial(map, lambda x: x * 10)([1, 2, 3])))
print(partial(str.join, "-")(["a", "b"]), partial(int, base=16)("ff"))

# nested partials are flattened unless the inner one has attributes
inner = partial(capture, "asdf")
nested = partial(inner, bar=True)
print(nested.func is capture, nested.args, nested.keywords)
inner.tag = 1
nested2 = partial(inner, 2)
print(nested2.func is inner, nested2.args, nested2(3))

# attributes, __dict__
p.note = "hi"
print(p.note, p.__dict__, hasattr(partial, "__get__"))
for name in ["func", "args", "keywords"]:
    try:
        setattr(p, name, 1)
    except AttributeError:
        print("readonly", name)
try:
    del p.__dict__
except TypeError as e:
    print("TypeError", e)
p.__dict__ = {"z": 26}
print(p.z, p.__dict__)


# partial does not bind as a method
class C:
    meth = partial(capture, "m")


print(C().meth(1))

# repr, with recursion through the function, args and keywords
def f():
    pass


r = partial(capture, 1, "s", k=[1])
print(repr(r).replace(repr(capture), "capture"))
rr = partial(capture)
rr.__setstate__((rr, (), {}, {}))
print(repr(rr))
rr.__setstate__((capture, (rr,), {}, {}))
print(repr(rr).replace(repr(capture), "capture"))
rr.__setstate__((capture, (), {"a": rr}, {}))
print(repr(rr).replace(repr(capture), "capture"))
rr.__setstate__((capture, (), {}, None))

# __reduce__, __setstate__, pickle, copy, deepcopy
s = partial(capture, [1], k=[2])
s.attr = []
red = s.__reduce__()
print(red[0] is partial, red[1][0] is capture, red[2][1:])
c1 = copy.copy(s)
c2 = copy.deepcopy(s)
print(c1.args is s.args, c1.attr is s.attr, c2.args == s.args,
      c2.args[0] is s.args[0], c2.keywords, c2.attr)
for proto in range(pickle.HIGHEST_PROTOCOL + 1):
    s2 = pickle.loads(pickle.dumps(partial(max, 1, key=abs), proto))
    print(proto, s2(-5, 3), s2.args, sorted(s2.keywords))
t = partial(capture)
t.__setstate__((capture, (1,), dict(a=10), dict(attr=[])))
print(t(2, b=20), t.attr)
t.__setstate__((capture, (1,), None, None))
print(t(2, b=20), t.keywords, t.__dict__)


class MyTuple(tuple):
    pass


class MyDict(dict):
    pass


t.__setstate__((capture, MyTuple((1,)), MyDict(a=10), None))
print(type(t.args).__name__, type(t.keywords).__name__, t())
for state in [(capture, (), {}), (capture, (), {}, {}, None),
              [capture, (), {}, None], (None, (), {}, None),
              (capture, None, {}, None), (capture, [], {}, None),
              (capture, (), [], None)]:
    show(t.__setstate__, state)

# keywords that are not strings fail when called
u = partial(capture)
u.keywords[1234] = "value"
show(u)


# subclasses
class P(partial):
    def extra(self):
        return "extra", self.args


sp = P(capture, 1, k=2)
print(type(sp).__name__, isinstance(sp, partial), sp(3), sp.extra())
print(repr(sp).replace(repr(capture), "capture"))
sp.x = 5
print(sp.x, sp.__dict__)
flat = partial(sp, 9)
print(flat.func is capture, flat.args)
print(repr(copy.copy(sp)).replace(repr(capture), "capture"),
      type(copy.deepcopy(sp)).__name__)


class Q(partial):
    def __call__(self, *a):
        return "Q", partial.__call__(self, *a)

    def __repr__(self):
        return "<Q>"


qq = Q(capture, 0)
print(qq(1), repr(qq), partial(qq, 5).func is qq)
print(partial[int])

# errors
show(partial)
show(partial, 1)
show(partial, func=print)
show(partial.__new__, int, print)
show(partial(capture).__setstate__, 1)
show(partial.__call__, 1)
show(partial(divmod, 1), 0)

# hot loops: calls of partials of Python functions and builtins, type
# changes mid-loop
def add(a, b, c=0):
    return a + b + c


inc = partial(add, 1)
kw = partial(add, c=100)
tot = 0
for i in range(500):
    x = i if i < 300 else float(i)
    tot += inc(x) + kw(x, 2) + inc(x, c=1)
print(tot)
mk = partial(int, base=2)
print(sum(mk(bin(i)[2:]) for i in range(200)))
ps = [partial(add, i) for i in range(50)]
acc = 0
for j in range(200):
    acc += ps[j % 50](j)
print(acc)
