# `for x in lst` over lists in float storage: tier 2 pushes the items as
# raw doubles (BB_FOR_ITER_FLOAT_LIST) and leaves by a side exit when the
# list is not, or no longer, in float storage; every shape runs hot
# enough for tier 2, each result checked against CPython


def stats(data):
    s = 0.0
    s2 = 0.0
    n = 0
    for x in data:
        s += x
        s2 += x * x
        n += 1
    m = s / n if n else 0.0
    return m, s2 - m * m


def above(lst, limit):
    out = []
    for x in lst:
        if x < limit:
            continue
        out.append(x)
        if x > 1e6:
            break
    return out


def mutate(lst, what):
    seen = 0.0
    for x in lst:
        seen += 1.0
        if x == 4.0:
            if what == 0:
                lst.append(99.5)
            elif what == 1:
                lst.append(2)
            elif what == 2:
                lst.append(float("nan"))
            elif what == 3:
                lst.clear()
            elif what == 4:
                lst[:] = [7.5, 8.5]
            elif what == 5:
                del lst[2:]
        if seen > 30:
            break
    return seen, lst


def gen(lst):
    for x in lst:
        yield x / 2
        yield -x


def divide(lst):
    t = 0.0
    for x in lst:
        try:
            t += 1.0 / x
        except ZeroDivisionError:
            t -= 1.0
    return t


data = [k * 0.75 - 20.0 for k in range(200)]
for k in range(40):
    r = (stats(data), above(data, 100.0)[:4], divide(data[:40]),
         list(gen(data[:3])))
print(r)
print(stats([1e308, 1e308]), stats([1.5, 2]), stats((0.5, 1.5)),
      stats([]), stats([-0.0, 0.0]), stats(range(4)))
for what in range(6):
    for k in range(20):
        r = mutate([float(j) for j in range(8)], what)
    print(what, r)
