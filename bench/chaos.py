# corpus-arg: 3000
# Chaos game: iterate a Barnsley-fern style affine function system with a seeded RNG and rasterize.
import sys
import random

TRANSFORMS = [
    (0.01, (0.0, 0.0, 0.0, 0.16, 0.0, 0.0)),
    (0.86, (0.85, 0.04, -0.04, 0.85, 0.0, 1.6)),
    (0.93, (0.2, -0.26, 0.23, 0.22, 0.0, 1.6)),
    (1.00, (-0.15, 0.28, 0.26, 0.24, 0.0, 0.44)),
]


class Grid:
    def __init__(self, w, h):
        self.w = w
        self.h = h
        self.cells = [[0] * w for _ in range(h)]

    def plot(self, x, y):
        cx = int((x + 2.75) / 5.5 * self.w)
        cy = int(y / 10.5 * self.h)
        if 0 <= cx < self.w and 0 <= cy < self.h:
            self.cells[self.h - 1 - cy][cx] += 1

    def render(self):
        out = []
        for row in self.cells:
            out.append("".join(" .:-=+*#%@"[min(9, v)] for v in row))
        return out


def run(n, seed):
    random.seed(seed)
    x, y = 0.0, 0.0
    grid = Grid(40, 20)
    used = [0, 0, 0, 0]
    for _ in range(n):
        r = random.random()
        k = 0
        while TRANSFORMS[k][0] < r:
            k += 1
        a, b, c, d, e, f = TRANSFORMS[k][1]
        x, y = a * x + b * y + e, c * x + d * y + f
        used[k] += 1
        grid.plot(x, y)
    return x, y, used, grid


def main(n):
    x, y, used, grid = run(n, 1234)
    print("last point %.9f %.9f" % (x, y))
    print("transform use", used)
    for line in grid.render():
        print(line.rstrip())
    total = sum(sum(r) for r in grid.cells)
    print("plotted", total)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 2000000)
