# `for x in lst` over lists in int storage: tier 2 pushes the items raw
# (BB_FOR_ITER_INT_LIST) and leaves by a side exit when the list is not,
# or no longer, in int storage; every shape below runs hot enough for
# tier 2, each result checked against CPython


def total(lst):
    t = 0
    for x in lst:
        t += x * 3 - 1
    return t


def evens(lst):
    out = []
    for x in lst:
        if x % 2:
            continue
        out.append(x)
        if x > 10000:
            break
    return out


def mutate(lst, what):
    seen = 0
    for x in lst:
        seen += 1
        if x == 4:
            if what == 0:
                lst.append(99)
            elif what == 1:
                lst.append(2.5)
            elif what == 2:
                lst.append("s")
            elif what == 3:
                lst.clear()
            elif what == 4:
                lst[:] = [7, 8]
            elif what == 5:
                del lst[2:]
            elif what == 6:
                lst.append(2 ** 70)
        if seen > 30:
            break
    return seen, lst


def gen(lst):
    for x in lst:
        yield x + 1
        yield x * x


def nested(a, b):
    n = 0
    for x in a:
        for y in b:
            if x < y:
                n += x * y
    return n


def boxed_uses(lst):
    d = {}
    for x in lst:
        d[x] = str(x)
        d[x * 2] = x
    return len(d), sorted(d)[:3]


def raises(lst):
    t = 0
    for x in lst:
        try:
            t += 100 // x
        except ZeroDivisionError:
            t -= 1
    return t


data = list(range(-50, 250, 3))
big = [2 ** 62, 2 ** 62, -2 ** 63, 9223372036854775807]
for k in range(40):
    r = (total(data), evens(data)[:5], nested(data[:20], data[:10]),
         boxed_uses(data[:30]), raises(data), list(gen(data[:4])))
print(r)
print(total(big), total([1.5, 2.5]), total((1, 2)), total([]),
      total([True, 2]), total(range(5)))
for what in range(7):
    for k in range(20):
        r = mutate(list(range(8)), what)
    print(what, r)
it = iter(list(range(6)))
next(it)
for k in range(30):
    r = total(list(range(k)))
print(r, total(it), total(it))
