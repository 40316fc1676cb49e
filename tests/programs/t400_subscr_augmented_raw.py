# `c[i] op= expr` with a float result (tier 2 stores it raw in one slot,
# the two swaps fused into the store) on float lists, lists of objects,
# lists unpacked by a for target (which must keep their float storage),
# raw and boxed indexes, negative and out-of-range indexes, and
# containers that change kind in the middle of a hot loop.


def update(v, w, n, dt):
    for i in range(n):
        d = dt * 2.0
        v[0] -= d * dt
        v[1] += d
        v[-1] *= dt + 1.0
        w[1] += d * dt
    return v, w


def show(x):
    if isinstance(x, float):
        return "%.6g" % x
    if isinstance(x, (list, tuple)):
        return "[" + ", ".join(show(y) for y in x) + "]"
    return repr(x)


print(show(update([0.0, 1.0, 2.0], [1, 2.0, "x"], 150, 0.01)))
print(show(update([0.0, 1.0, 2.0], {1: 0.5}, 150, 0.01)))
try:
    update([0.0, 1.0, 2.0], [1, "s", 2], 150, 0.5)
except Exception as e:
    print(type(e).__name__, e)


def raw_index(n):
    v = [0.5] * 10
    d = 0.25
    errors = 0
    s = 0
    for j in range(n):
        try:
            v[j] -= d * v[j - 1]
            v[j - 3] += d * d
        except IndexError as e:
            errors += 1
            last = str(e)
        s = s + j * 2 - j
    return show(v), errors, last, s


print(raw_index(200))


def switching(n):
    v = [0.0, 1.0]
    d = 0.5
    for i in range(n):
        v[i % 2] += d * d
        if i == 120:
            v.append("a")      # object storage from here on
        if i == 160:
            v = {0: 1.0, 1: 2.0}
    return show(list(v.values()) if isinstance(v, dict) else v)


print(switching(300))

# an n-body style loop: the lists are unpacked (as for targets) before
# and inside the hot loop, and updated in place through the unpacked names
bodies = [([0.0, 1.0, 2.0], [0.1, 0.2, 0.3], 2.0),
          ([1.0, -1.0, 0.5], [0.0, -0.1, 0.2], 3.0),
          ([2.0, 0.5, -1.0], [0.3, 0.0, -0.2], 1.5)]
pairs = [(bodies[0], bodies[1]), (bodies[0], bodies[2]),
         (bodies[1], bodies[2])]


def energy():
    e = 0.0
    for ([x, y, z], [vx, vy, vz], m) in bodies:
        e += m * (vx * vx + vy * vy + vz * vz) / 2.0
    return e


def advance(dt, n):
    for i in range(n):
        for (([x1, y1, z1], v1, m1), ([x2, y2, z2], v2, m2)) in pairs:
            dx = x1 - x2
            dy = y1 - y2
            dz = z1 - z2
            mag = dt * ((dx * dx + dy * dy + dz * dz) ** (-1.5))
            b1m = m1 * mag
            b2m = m2 * mag
            v1[0] -= dx * b2m
            v1[1] -= dy * b2m
            v1[2] -= dz * b2m
            v2[0] += dx * b1m
            v2[1] += dy * b1m
            v2[2] += dz * b1m
        for (r, [vx, vy, vz], m) in bodies:
            r[0] += dt * vx
            r[1] += dt * vy
            r[2] += dt * vz


print("%.9f" % energy())
advance(0.01, 300)
print("%.9f" % energy())
print(show([b[0] for b in bodies]))
a, b, c = bodies[0][0]
print(show([a, b, c]))
first, *rest = bodies[1][1]
print(show(first), show(rest))
