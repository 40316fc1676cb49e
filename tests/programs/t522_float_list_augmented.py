# `c[i] op= v` on float lists in tier 2: the read pushes its container
# and index from the local and the constant or raw int index
# (BINARY_SUBSCR_FLOAT_LIST_LOCAL_KEEP); every way the read can fail must
# leave the stack as the two COPYs would have, for the side exit.
def update(c, n, dt):
    for i in range(n):
        c[0] += dt * 2.0
        c[1] -= dt
        c[2] *= 1.0001
        c[-1] += 0.5 * dt
    return c


def update_raw_index(c, n):
    s = 0.0
    for i in range(n):
        k = i % 3
        c[k] += 1.25
        c[k - 3] -= 0.25
        s += c[k]
    return s, c


def update_unbound(flag, n):
    if flag:
        c = [1.0, 2.0, 3.0, 4.0]
    for i in range(n):
        c[1] += 1.0
    return c


for n in (10, 100, 300):
    print(update([1.0, 2.0, 3.0, 4.0], n, 0.01))
    print(update_raw_index([0.5, 1.5, 2.5], n))
l = [1.0, 2.0, 3.0, 4.0]
print(update(l, 200, 0.5))
l[1] = 7            # object storage now: the read's side exit
print(update(l, 200, 0.5))
print(update([1, 2, 3, 4], 200, 0.5))
print(update([1.0, 2.0, 3.0, 4.0 + 0j], 5, 0.5))
import array
print(update(array.array("d", [1.0, 2.0, 3.0, 4.0]), 100, 0.25))
for bad in ([1.0, 2.0], (1.0, 2.0, 3.0, 4.0), {0: 1.0, 1: 2.0, 2: 3.0, -1: 4.0},
            "abcd", None, [1.0, "x", 3.0, 4.0]):
    try:
        print(update(bad, 150, 0.5))
    except (IndexError, TypeError) as e:
        print(type(e).__name__, e)
for c in ([1.0, 2.0], [1.0, 2.0, 3.0, float("nan")]):
    try:
        print(update_raw_index(c, 200))
    except IndexError as e:
        print("IndexError", e)
print(update_unbound(True, 300))
try:
    update_unbound(False, 3)
except UnboundLocalError as e:
    print("UnboundLocalError", e)


# `x, y, z = pos` of a float list: the unpack writes the raw locals its
# stores name (UNPACK_SEQUENCE_FLOAT_LIST_LOCALS, up to four), a longer
# one pushes its items for the stores; a repeated target keeps the last.
def unpacks(rows):
    t = 0.0
    for row in rows:
        [w] = row[:1]
        x, x, y = row[1:4]
        a, b, c, d, e = row
        t += w + x * 2.0 - y + a * b - c * d + e
    return t


rows = [[float(i), 0.5, 1.5, 2.5, 3.5] for i in range(120)]
for k in range(3):
    print(unpacks(rows))
for bad in ([[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]], [[1, 2, 3, 4, 5]],
            [(1.0, 2.0, 3.0, 4.0, 5.0)], [[1.0, 2.0]], [5.0]):
    try:
        print(unpacks(rows + bad))
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
