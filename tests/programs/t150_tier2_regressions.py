# Tier-2 regressions (run at --tier2-threshold 1 by the corpus): each
# function warms up and then changes what it sees.


def local_changes_type(n):
    x = 0
    out = []
    for i in range(n):
        if i == 3:
            x = 0.5
        elif i == 6:
            x = "s"
        elif i == 8:
            x = [i]
        if isinstance(x, str) or isinstance(x, list):
            out.append(x * 2)
        else:
            x = x + i
            out.append(x)
    return out


def for_break_then_use(seq):
    found = None
    for item in seq:
        if item > 2:
            found = item
            break
    else:
        found = -1
    return found, item if seq else None


def empty_then_full(lists):
    totals = []
    for l in lists:
        t = 0
        for v in l:
            t = t + v
        totals.append(t)
    return totals


class Vec:
    def __init__(self, x):
        self.x = x

    def __add__(self, other):
        return Vec(self.x + (other.x if isinstance(other, Vec) else other))

    def __repr__(self):
        return "Vec(%r)" % (self.x,)


def user_add_or_int(flag, a, b):
    if flag:
        r = a + b
    else:
        r = a + 1
    return r


def rec(n, acc):
    if n == 0:
        return acc
    return rec(n - 1, acc + n * 0.5)


def shared_target(n):
    total = 0
    i = 0
    while i < n:
        j = 0
        while j < 3:
            j += 1
            if j == 2:
                continue
            total += j
        i += 1
        if i % 4 == 0:
            continue
        total += 1
    return total


print(local_changes_type(10))
for s in ([1, 2, 3, 4], [0, 1], (5,), []):
    print(for_break_then_use(s))
print(empty_then_full([[], [1, 2], [], [1.5, 2.5], (3, 4), [2**62, 2**62]]))
for k in range(6):
    print(user_add_or_int(k % 2, Vec(k), Vec(2)) if k % 2 else
          user_add_or_int(0, k, 0))
print(user_add_or_int(1, 2, 3), user_add_or_int(1, 2.5, 1), user_add_or_int(0, 1.5, 0))
print(rec(50, 0), rec(10, 1))
print([shared_target(n) for n in range(10)])
