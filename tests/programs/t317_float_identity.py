# `is` and id() on floats: a float read twice from a list of floats, or
# a float local in a hot loop, is the same object (as in CPython), and
# id() agrees with `is`
import operator

lst = [1.5, 2.5, -0.0, 0.0]
print(lst[0] is lst[0], lst[0] is lst[1], lst[2] is lst[3])
print(id(lst[0]) == id(lst[0]), id(lst[0]) == id(lst[1]))
print(operator.is_(lst[1], lst[1]), operator.is_not(lst[1], lst[1]))
x = lst[0]
print(x is lst[0], x is not lst[0], id(x) == id(lst[0]))
print(type(id(x)).__name__, id(x) == id(x))


def hot():
    t = 0.0
    same = 0
    ids = 0
    for i in range(300):
        t += 1.5
        u = t
        if t is u:
            same += 1
        if t is not t:
            print("bad", i)
        if id(t) == id(u):
            ids += 1
    return same, ids


print(hot())


def mixed():
    # the types change mid-loop: float, int, str, None, float subclass
    class F(float):
        pass
    vals = [1.25, 3, "s", None, F(2.0), 2.75]
    hits = []
    for i in range(300):
        v = vals[i % 6]
        w = vals[i % 6]
        if v is w and (v is not None):
            hits.append(type(v).__name__)
    return len(hits), sorted(set(hits))


print(mixed())


class G(float):
    pass


a = G(1.0)
b = G(1.0)
print(a is b, a is a, id(a) == id(b))
floats = [0.5 * i for i in range(10)]
print(all(floats[i] is floats[i] for i in range(10)))
print(len({id(f) for f in floats}))
y = 1.5
print(y is None, None is y, lst[0] is not None)
