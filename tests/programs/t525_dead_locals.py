# Dead locals at block entries (tier 2 forgets their types): loops whose
# variables change type, handlers and finally blocks that read variables
# assigned in the try, conditional assignments, del, generators, locals().

def enumerate_sum(rows):
    out = []
    for row in rows:
        s = 0
        for j, x in enumerate(row):
            s += (j + 1) * x
        out.append(s)
    return out

print(enumerate_sum([[1, 2, 3]] * 40 + [[0.5, 1.5, 2.5]] * 40 +
                    [[1, 2.5, "a" == "a"]] * 5 + [[10**20, 3, 4]] * 3))


def alternating(n):
    total = 0
    for i in range(n):
        if i % 3 == 0:
            x = 1.5
        elif i % 3 == 1:
            x = "abc"
        else:
            x = [i, i]
        total += len(str(x))
    return total

print(alternating(300))


def maybe_previous(n):
    # y is read on paths where this iteration did not assign it: live at
    # the loop head, its last value seen
    seen = []
    for i in range(n):
        if i % 4 == 0:
            y = i * 0.5
        if i % 4 == 3:
            seen.append(y)
    return seen[-3:]

print(maybe_previous(400))


def unbound_later(n):
    for i in range(n):
        if i == n - 1:
            try:
                return z
            except UnboundLocalError as e:
                return "unbound: " + str(e)
        if i < 0:
            z = 1

print(unbound_later(200))


def handler_reads(items):
    results = []
    for item in items:
        step = "start"
        try:
            step = 1.0
            v = 10 / item
            step = v * 2
            results.append(step)
        except ZeroDivisionError:
            results.append(("zero", step))
        except TypeError:
            results.append(("type", step))
    return results

print(handler_reads([1, 2, 0, 4, "s", 5] * 30)[-6:])


def finally_reads(n):
    log = []
    for i in range(n):
        k = None
        try:
            k = i * 2
            if i % 50 == 7:
                continue
            k = k + 0.5
        finally:
            if i % 50 == 7 or i == n - 1:
                log.append(k)
    return log

print(finally_reads(300))


def deleted(n):
    acc = 0
    for i in range(n):
        w = i + 1
        acc += w
        del w
        if i == n - 1:
            try:
                print(w)
            except UnboundLocalError as e:
                print("deleted:", e)
    return acc

print(deleted(250))


def gen(n):
    for i in range(n):
        t = i if i % 2 else float(i)
        yield t
        t = "x" * (i % 3)
        yield t

print(sum(1 for v in gen(300) if v), list(gen(4)))


def with_locals(n):
    for i in range(n):
        a = i * 1.5
        b = str(i) if i % 2 else i
        if i == n - 1:
            return sorted(locals().items())

print(with_locals(200))


def closure_arg(x, n):
    def get():
        return x
    total = 0
    for i in range(n):
        x = i if i % 2 else i * 0.5
        total += get()
    return total

print(closure_arg(3, 300))


def while_dead(n):
    i = 0
    r = 0.0
    while i < n:
        q = i / 2 if i % 5 else i // 2
        r += q
        i += 1
    return r

print(while_dead(500))
