# matrices as nested lists: multiply, transpose, determinant, gaussian elimination
def matmul(a, b):
    n, m, p = len(a), len(b), len(b[0])
    return [[sum(a[i][k] * b[k][j] for k in range(m)) for j in range(p)] for i in range(n)]
def transpose(a):
    return [list(r) for r in zip(*a)]
def identity(n):
    return [[1 if i == j else 0 for j in range(n)] for i in range(n)]
def det(m):
    if len(m) == 1:
        return m[0][0]
    total = 0
    for c in range(len(m)):
        minor = [row[:c] + row[c + 1:] for row in m[1:]]
        total += (-1) ** c * m[0][c] * det(minor)
    return total
def matpow(m, e):
    r = identity(len(m))
    while e:
        if e & 1:
            r = matmul(r, m)
        m = matmul(m, m)
        e >>= 1
    return r
A = [[1, 2, 3], [4, 5, 6], [7, 8, 10]]
B = [[2, 0, 1], [1, 3, 2], [0, 1, 1]]
print(matmul(A, B))
print(transpose(A), det(A), det(B), det(identity(4)))
print(matmul(A, identity(3)) == A)
print(matpow([[1, 1], [1, 0]], 90)[0][1])
def solve(m, v):
    n = len(m)
    aug = [list(map(float, m[i])) + [float(v[i])] for i in range(n)]
    for col in range(n):
        piv = max(range(col, n), key=lambda r: abs(aug[r][col]))
        aug[col], aug[piv] = aug[piv], aug[col]
        for r in range(n):
            if r != col:
                f = aug[r][col] / aug[col][col]
                for c in range(col, n + 1):
                    aug[r][c] -= f * aug[col][c]
    return [aug[i][n] / aug[i][i] for i in range(n)]
x = solve(A, [14, 32, 53])
print([round(v, 9) for v in x])
def show(m):
    for row in m:
        print(" ".join("%6.2f" % v for v in row))
show([[1 / (i + j + 1) for j in range(4)] for i in range(4)])
M = [[(i * 7 + j * 3) % 11 for j in range(6)] for i in range(6)]
print(det(M), sum(map(sum, M)), [M[i][i] for i in range(6)], [row[-1] for row in M])
spiral = []
grid = [[r * 4 + c for c in range(4)] for r in range(4)]
while grid:
    spiral.extend(grid.pop(0))
    grid = [list(r) for r in zip(*grid)][::-1]
print(spiral)
