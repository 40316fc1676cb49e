# An inlined call's return does its caller's next slot: stores the result
# (`x = f()`, and the load of the pair STORE_FAST__LOAD_FAST), returns it
# again (`return f()`, down a chain), drops it (`f()`). Classes whose
# __init__ returns something else, generators, recursion, exceptions and
# unbound locals after the store behave as in python3.


class Vec:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def add(self, o):
        return Vec(self.x + o.x, self.y + o.y)

    def scaled(self, k):
        return self.times(k)

    def times(self, k):
        return Vec(self.x * k, self.y * k)

    def norm1(self):
        return abs(self.x) + abs(self.y)


def walk(n):
    v = Vec(0, 0)
    d = Vec(1, -1)
    total = 0
    for i in range(n):
        v = v.add(d)
        w = v.scaled(2)
        total = total + w.norm1()
    return total, v.x, v.y


print(walk(3000))


class Bad:
    def __init__(self, k):
        if k == 2999:
            return 5            # TypeError after the return
        self.k = k


def make(n):
    out = 0
    for i in range(n):
        b = Bad(i)
        out = out + b.k
    return out


try:
    make(3000)
except TypeError as e:
    print("TypeError:", e)


def depth(n):
    if n == 0:
        return 0
    return depth(n - 1)


print(depth(400))


def gen(n):
    for i in range(n):
        r = helper(i)
        yield r
    return helper(-1)


def helper(i):
    return i * 3


g = gen(2000)
print(sum(g))
g = gen(0)
try:
    next(g)
except StopIteration as e:
    print("StopIteration", e.value)


def unbound_after(n):
    t = 0
    for i in range(n):
        if i < n - 1:
            q = i
        else:
            del q
        y = helper(i)
        t = q + y
    return t


try:
    unbound_after(3000)
except UnboundLocalError as e:
    print("UnboundLocalError:", e)


def raising(i):
    if i == 2500:
        raise ValueError("at %d" % i)
    return i


def chain(i):
    return raising(i)


def loop(n):
    s = 0
    for i in range(n):
        try:
            s = s + chain(i)
        except ValueError as e:
            s = -s
            print("ValueError:", e)
    return s


print(loop(3000))
