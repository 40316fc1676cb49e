# size: 200
# matrix product over nested lists, `ci[j] += aik * bk[j]` (bench/styles: the same algorithms in other styles)
import sys
def matmul(a, b):
    n = len(a); m = len(b[0]); p = len(b)
    c = [[0.0] * m for _ in range(n)]
    for i in range(n):
        ai = a[i]
        ci = c[i]
        for k in range(p):
            aik = ai[k]
            bk = b[k]
            for j in range(m):
                ci[j] += aik * bk[j]
    return c
n = int(sys.argv[1])
a = [[(i * j % 7) / 7.0 for j in range(n)] for i in range(n)]
b = [[(i + j) % 5 / 5.0 for j in range(n)] for i in range(n)]
c = matmul(a, b)
print("%.6f" % sum(sum(r) for r in c))
