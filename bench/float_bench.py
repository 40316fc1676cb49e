# corpus-arg: 2000
# pyperformance-style 'float' benchmark: many Point objects, normalize and maximize.
import sys
from math import sin, cos, sqrt


class Point:
    def __init__(self, i):
        self.x = x = sin(i)
        self.y = cos(i) * 3
        self.z = (x * x) / 2

    def __repr__(self):
        return "<Point: x=%.9f, y=%.9f, z=%.9f>" % (self.x, self.y, self.z)

    def normalize(self):
        x = self.x
        y = self.y
        z = self.z
        norm = sqrt(x * x + y * y + z * z)
        self.x /= norm
        self.y /= norm
        self.z /= norm

    def maximize(self, other):
        self.x = self.x if self.x > other.x else other.x
        self.y = self.y if self.y > other.y else other.y
        self.z = self.z if self.z > other.z else other.z
        return self


def maximize(points):
    best = points[0]
    for p in points[1:]:
        best.maximize(p)
    return best


def run(n):
    points = [None] * n
    for i in range(n):
        points[i] = Point(i)
    for p in points:
        p.normalize()
    return maximize(points)


def main(n):
    for _ in range(3):
        result = run(n)
    print(result)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 250000)
