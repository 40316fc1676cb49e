# corpus-arg: 12
# A simple ray tracer: vectors as objects, spheres and a plane, diffuse light, shadows, one reflection.
import sys
import math


class Vec:
    def __init__(self, x, y, z):
        self.x = x
        self.y = y
        self.z = z

    def __add__(self, o):
        return Vec(self.x + o.x, self.y + o.y, self.z + o.z)

    def __sub__(self, o):
        return Vec(self.x - o.x, self.y - o.y, self.z - o.z)

    def scale(self, k):
        return Vec(self.x * k, self.y * k, self.z * k)

    def dot(self, o):
        return self.x * o.x + self.y * o.y + self.z * o.z

    def length(self):
        return math.sqrt(self.dot(self))

    def normalized(self):
        return self.scale(1.0 / self.length())

    def mul(self, o):
        return Vec(self.x * o.x, self.y * o.y, self.z * o.z)


class Ray:
    def __init__(self, origin, direction):
        self.origin = origin
        self.direction = direction.normalized()

    def at(self, t):
        return self.origin + self.direction.scale(t)


class Sphere:
    def __init__(self, center, radius, color, reflect):
        self.center = center
        self.radius = radius
        self.color = color
        self.reflect = reflect

    def intersect(self, ray):
        oc = ray.origin - self.center
        b = oc.dot(ray.direction)
        c = oc.dot(oc) - self.radius * self.radius
        disc = b * b - c
        if disc < 0:
            return None
        s = math.sqrt(disc)
        t = -b - s
        if t > 1e-6:
            return t
        t = -b + s
        if t > 1e-6:
            return t
        return None

    def normal(self, p):
        return (p - self.center).normalized()


class Plane:
    def __init__(self, point, normal, color, reflect):
        self.point = point
        self.n = normal.normalized()
        self.color = color
        self.reflect = reflect

    def intersect(self, ray):
        denom = self.n.dot(ray.direction)
        if abs(denom) < 1e-9:
            return None
        t = (self.point - ray.origin).dot(self.n) / denom
        return t if t > 1e-6 else None

    def normal(self, p):
        return self.n


class Scene:
    def __init__(self):
        self.objects = [
            Sphere(Vec(0.0, 1.0, 5.0), 1.0, Vec(0.9, 0.2, 0.2), 0.3),
            Sphere(Vec(-2.0, 0.7, 6.0), 0.7, Vec(0.2, 0.9, 0.2), 0.0),
            Sphere(Vec(2.0, 1.5, 7.0), 1.5, Vec(0.2, 0.3, 0.9), 0.5),
            Plane(Vec(0.0, 0.0, 0.0), Vec(0.0, 1.0, 0.0), Vec(0.8, 0.8, 0.8), 0.2),
        ]
        self.light = Vec(-5.0, 10.0, -3.0)
        self.ambient = 0.1

    def closest(self, ray):
        best_t = None
        best = None
        for obj in self.objects:
            t = obj.intersect(ray)
            if t is not None and (best_t is None or t < best_t):
                best_t = t
                best = obj
        return best, best_t

    def trace(self, ray, depth):
        obj, t = self.closest(ray)
        if obj is None:
            k = 0.5 * (ray.direction.y + 1.0)
            return Vec(1.0, 1.0, 1.0).scale(1.0 - k) + Vec(0.5, 0.7, 1.0).scale(k)
        p = ray.at(t)
        n = obj.normal(p)
        to_light = (self.light - p).normalized()
        shade = self.ambient
        shadow_obj, shadow_t = self.closest(Ray(p, to_light))
        if shadow_obj is None or shadow_t > (self.light - p).length():
            shade += max(0.0, n.dot(to_light)) * 0.9
        color = obj.color.scale(shade)
        if obj.reflect > 0 and depth < 2:
            d = ray.direction
            refl = d - n.scale(2.0 * d.dot(n))
            rc = self.trace(Ray(p, refl), depth + 1)
            color = color.scale(1.0 - obj.reflect) + rc.scale(obj.reflect)
        return color


def render(size):
    scene = Scene()
    eye = Vec(0.0, 1.5, -1.0)
    checksum = 0
    total = Vec(0.0, 0.0, 0.0)
    rows = []
    for j in range(size):
        row_sum = 0
        for i in range(size):
            x = (i + 0.5) / size * 2.0 - 1.0
            y = 1.0 - (j + 0.5) / size * 2.0
            c = scene.trace(Ray(eye, Vec(x, y + 0.2, 1.5)), 0)
            total = total + c
            r = min(255, int(c.x * 255.0))
            g = min(255, int(c.y * 255.0))
            b = min(255, int(c.z * 255.0))
            row_sum += r + 3 * g + 7 * b
            checksum = (checksum * 257 + r * 65536 + g * 256 + b) % 2147483647
        rows.append(row_sum)
    return checksum, rows, total


def main(size):
    checksum, rows, total = render(size)
    print("size", size, "checksum", checksum)
    print("rows", rows[:6])
    print("mean %.6f %.6f %.6f" % (total.x / (size * size), total.y / (size * size), total.z / (size * size)))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 300)
