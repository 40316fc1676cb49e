# size: 100000
# n-body over tuples of positions and lists of velocities (bench/styles: the same algorithms in other styles)
import sys
def advance(bodies, dt, n):
    for _ in range(n):
        m = len(bodies)
        for i in range(m):
            (x1, y1, z1), v1, m1 = bodies[i]
            for j in range(i + 1, m):
                (x2, y2, z2), v2, m2 = bodies[j]
                dx = x1 - x2; dy = y1 - y2; dz = z1 - z2
                d2 = dx * dx + dy * dy + dz * dz
                mag = dt / (d2 * d2 ** 0.5)
                b1 = m1 * mag; b2 = m2 * mag
                v1[0] -= dx * b2; v1[1] -= dy * b2; v1[2] -= dz * b2
                v2[0] += dx * b1; v2[1] += dy * b1; v2[2] += dz * b1
        for k in range(m):
            p, v, mm = bodies[k]
            bodies[k] = ((p[0] + dt * v[0], p[1] + dt * v[1], p[2] + dt * v[2]), v, mm)
def energy(bodies):
    e = 0.0
    for i, ((x1, y1, z1), v1, m1) in enumerate(bodies):
        e += 0.5 * m1 * (v1[0] ** 2 + v1[1] ** 2 + v1[2] ** 2)
        for ((x2, y2, z2), v2, m2) in bodies[i + 1:]:
            e -= m1 * m2 / ((x1 - x2) ** 2 + (y1 - y2) ** 2 + (z1 - z2) ** 2) ** 0.5
    return e
bodies = [((0.0, 0.0, 0.0), [0.0, 0.0, 0.0], 39.47),
          ((4.84, -1.16, -0.10), [0.606, 2.81, -0.02], 0.037),
          ((8.34, 4.12, -0.4), [-1.01, 1.82, 0.008], 0.011),
          ((12.89, -15.11, -0.22), [1.08, 0.868, -0.01], 0.0017),
          ((15.37, -25.91, 0.179), [0.979, 0.594, -0.034], 0.002)]
n = int(sys.argv[1])
print("%.9f" % energy(bodies))
advance(bodies, 0.01, n)
print("%.9f" % energy(bodies))
