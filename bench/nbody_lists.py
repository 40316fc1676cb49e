# corpus-arg: 1000
# The n-body of bench/nbody.py written over lists instead of attributes:
# each body is a list [x, y, z, vx, vy, vz, mass] of floats, updated in
# place (`a[3] = a[3] - dx * bm`), the style tier 2's float-list storage
# (issue 20) is for.
import sys

PI = 3.14159265358979323
SOLAR_MASS = 4 * PI * PI
DAYS_PER_YEAR = 365.24


def body(x, y, z, vx, vy, vz, mass):
    return [x, y, z, vx * DAYS_PER_YEAR, vy * DAYS_PER_YEAR,
            vz * DAYS_PER_YEAR, mass * SOLAR_MASS]


def make_system():
    sun = body(0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0)
    jupiter = body(4.84143144246472090e+00, -1.16032004402742839e+00, -1.03622044471123109e-01,
                   1.66007664274403694e-03, 7.69901118419740425e-03, -6.90460016972063023e-05,
                   9.54791938424326609e-04)
    saturn = body(8.34336671824457987e+00, 4.12479856412430479e+00, -4.03523417114321381e-01,
                  -2.76742510726862411e-03, 4.99852801234917238e-03, 2.30417297573763929e-05,
                  2.85885980666130812e-04)
    uranus = body(1.28943695621391310e+01, -1.51111514016986312e+01, -2.23307578892655734e-01,
                  2.96460137564761618e-03, 2.37847173959480950e-03, -2.96589568540237556e-05,
                  4.36624404335156298e-05)
    neptune = body(1.53796971148509165e+01, -2.59193146099879641e+01, 1.79258772950371181e-01,
                   2.68067772490389322e-03, 1.62824170038242295e-03, -9.51592254519715870e-05,
                   5.15138902046611451e-05)
    bodies = [sun, jupiter, saturn, uranus, neptune]
    px = py = pz = 0.0
    for b in bodies:
        px = px + b[3] * b[6]
        py = py + b[4] * b[6]
        pz = pz + b[5] * b[6]
    sun[3] = -px / SOLAR_MASS
    sun[4] = -py / SOLAR_MASS
    sun[5] = -pz / SOLAR_MASS
    return bodies


def energy(bodies):
    e = 0.0
    n = len(bodies)
    for i in range(n):
        a = bodies[i]
        e = e + 0.5 * a[6] * (a[3] * a[3] + a[4] * a[4] + a[5] * a[5])
        for j in range(i + 1, n):
            b = bodies[j]
            dx = a[0] - b[0]
            dy = a[1] - b[1]
            dz = a[2] - b[2]
            e = e - (a[6] * b[6]) / ((dx * dx + dy * dy + dz * dz) ** 0.5)
    return e


def advance(bodies, dt, steps):
    n = len(bodies)
    pairs = []
    for i in range(n):
        for j in range(i + 1, n):
            pairs.append((bodies[i], bodies[j]))
    for _ in range(steps):
        for a, b in pairs:
            dx = a[0] - b[0]
            dy = a[1] - b[1]
            dz = a[2] - b[2]
            d2 = dx * dx + dy * dy + dz * dz
            mag = dt / (d2 * d2 ** 0.5)
            bm = b[6] * mag
            am = a[6] * mag
            a[3] = a[3] - dx * bm
            a[4] = a[4] - dy * bm
            a[5] = a[5] - dz * bm
            b[3] = b[3] + dx * am
            b[4] = b[4] + dy * am
            b[5] = b[5] + dz * am
        for b in bodies:
            b[0] += dt * b[3]
            b[1] += dt * b[4]
            b[2] += dt * b[5]


def main(n):
    bodies = make_system()
    print("%.9f" % energy(bodies))
    advance(bodies, 0.01, n)
    print("%.9f" % energy(bodies))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 400000)
