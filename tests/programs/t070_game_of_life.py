# Conway's game of life on a small torus
W, H = 12, 10
def make(cells):
    g = [[0] * W for _ in range(H)]
    for r, c in cells:
        g[r][c] = 1
    return g
def step(g):
    new = [[0] * W for _ in range(H)]
    for r in range(H):
        for c in range(W):
            n = 0
            for dr in (-1, 0, 1):
                for dc in (-1, 0, 1):
                    if dr or dc:
                        n += g[(r + dr) % H][(c + dc) % W]
            new[r][c] = 1 if n == 3 or (n == 2 and g[r][c]) else 0
    return new
def show(g):
    for row in g:
        print("".join("#" if v else "." for v in row))
g = make([(0, 1), (1, 2), (2, 0), (2, 1), (2, 2), (5, 6), (5, 7), (5, 8)])
for gen in range(5):
    print("gen", gen, "alive", sum(map(sum, g)))
    show(g)
    g = step(g)
for _ in range(30):
    g = step(g)
print("after 35:", sum(map(sum, g)))
show(g)
live = {(r, c) for r in range(H) for c in range(W) if g[r][c]}
print(sorted(live))
