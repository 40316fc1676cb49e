# container protocol: __len__, __getitem__, __setitem__, __delitem__, __contains__, __bool__, __call__
class Grid:
    def __init__(self, w, h):
        self.w = w
        self.h = h
        self.cells = {}
    def __len__(self):
        return self.w * self.h
    def __getitem__(self, key):
        x, y = key
        return self.cells.get((x, y), ".")
    def __setitem__(self, key, value):
        self.cells[key] = value
    def __delitem__(self, key):
        del self.cells[key]
    def __contains__(self, value):
        return value in self.cells.values()
    def __bool__(self):
        return len(self.cells) > 0
    def __call__(self, ch):
        return sum(1 for v in self.cells.values() if v == ch)
    def render(self):
        return "\n".join("".join(self[x, y] for x in range(self.w)) for y in range(self.h))
g = Grid(4, 3)
print(len(g), bool(g), "#" in g)
g[1, 1] = "#"
g[2, 0] = "#"
g[3, 2] = "o"
print(g.render())
print(bool(g), "#" in g, "x" in g, "x" not in g, g("#"), g("o"))
del g[1, 1]
print(g.render())
if g:
    print("grid non-empty")
class Empty:
    def __len__(self):
        return 0
print(bool(Empty()), len(Empty()), "falsy" if not Empty() else "truthy")
class Truthy:
    def __bool__(self):
        return False
print(bool(Truthy()), not Truthy(), Truthy() or "fallback")
class Squares:
    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self[j] for j in range(i.start or 0, i.stop, i.step or 1)]
        return i * i
sq = Squares()
print(sq[4], sq[10], sq[2:8:2], sq[:3])
class Multiplier:
    def __init__(self, k):
        self.k = k
    def __call__(self, x, y=1):
        return self.k * x * y
triple = Multiplier(3)
print(triple(5), triple(2, y=10), list(map(triple, [1, 2, 3])), callable(triple))
class Bag:
    def __init__(self):
        self.items = []
    def __len__(self):
        return len(self.items)
    def __iter__(self):
        return iter(self.items)
    def __contains__(self, x):
        print("contains check", x)
        return x in self.items
    def add(self, x):
        self.items.append(x)
        return self
b = Bag().add(1).add(2)
print(len(b), 2 in b, 5 in b, list(b), sorted(b, reverse=True))
class Matrix:
    def __init__(self, rows):
        self.rows = rows
    def __getitem__(self, idx):
        r, c = idx
        return self.rows[r][c]
    def __setitem__(self, idx, v):
        r, c = idx
        self.rows[r][c] = v
    def __len__(self):
        return len(self.rows)
    def __repr__(self):
        return "Matrix(%r)" % (self.rows,)
m = Matrix([[1, 2], [3, 4]])
m[0, 1] += 10
m[1, 0] *= -1
print(m, m[0, 1], len(m))
