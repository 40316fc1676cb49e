# `a op b` on instances of user classes whose operator is a Python
# function (BINARY_OP_PY: the method's frame runs in the eval loop like a
# call's): NotImplemented going on to the reflected method, a subclass's
# reflected method first, in-place operators with and without their own
# method, methods replaced on the class, __class__ changed, a generator
# method, a method's __code__ replaced, frames seen from inside, and an
# error raised in the method.
import sys


class V:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __add__(self, o):
        if isinstance(o, V):
            return V(self.x + o.x, self.y + o.y)
        return NotImplemented

    def __sub__(self, o):
        return V(self.x - o.x, self.y - o.y)

    def __mul__(self, k):
        return V(self.x * k, self.y * k)

    def __truediv__(self, k):
        return V(self.x / k, self.y / k)

    def __repr__(self):
        return "V(%r, %r)" % (self.x, self.y)


class W:
    def __radd__(self, o):
        return "W.radd"


class Sub(V):
    def __radd__(self, o):
        return "Sub.radd"


class Acc:
    def __init__(self):
        self.n = 0

    def __iadd__(self, k):
        self.n += k
        return self

    def __add__(self, k):
        return "plain add"


class Gen:
    def __add__(self, o):
        yield o


class Caller:
    def __sub__(self, o):
        return sys._getframe(1).f_code.co_name


def step(a, b, i):
    a = a + b
    a = a - b * 0.5
    a += b
    if i % 50 == 0:
        a = a / 2
    return a


def pair(a, b):
    return a + b


def inplace(a, b):
    a += b
    return a


def main():
    a = V(1.0, 2.0)
    b = V(0.5, 0.25)
    for i in range(400):
        a = step(a, b, i)
    print(a)
    for k in range(300):
        r1 = pair(V(1, 2), V(3, 4))
        r2 = pair(V(1, 2), W())
        r3 = pair(V(1, 2), Sub(3, 4))
        r4 = pair(Sub(1, 2), V(3, 4))
        try:
            pair(V(1, 2), 5)
        except TypeError as e:
            r5 = str(e)
        try:
            inplace(V(1, 2), 5.5)
        except TypeError as e:
            r6 = str(e)
        acc = inplace(Acc(), 3)
        r7 = pair(Acc(), 1)
        r8 = pair(Gen(), 1)
        r9 = Caller() - 1
        if k == 100:
            V.__add__ = lambda s, o: "replaced"
        if k == 200:
            del V.__add__
            V.__add__ = lambda s, o: V(s.x * 10, getattr(o, "y", -1))
        if k == 250:
            c = V(0, 0)
            c.__class__ = Sub
            print(pair(c, V(1, 1)), type(c).__name__)
        if k % 100 == 0 or k == 299:
            print(k, r1, r2, r3, r4, r5, r6, acc.n, r7, type(r8).__name__,
                  next(r8), r9)


main()


class C:
    def __init__(self, x):
        self.x = x

    def __add__(self, o):
        return C(self.x + o.x)


def three(self, o, extra):
    return "three"


def add_c(a, b):
    return a + b


for i in range(200):
    r = add_c(C(1), C(2)).x
C.__add__.__code__ = three.__code__     # (the class itself unchanged)
try:
    add_c(C(1), C(2))
except TypeError as e:
    print(r, e)


class Bad:
    def __mul__(self, o):
        return self.missing * o


def use(x):
    return x * 2


for i in range(100):
    try:
        use(Bad())
    except AttributeError as e:
        err = e
print(type(err).__name__, err)
use(Bad())
