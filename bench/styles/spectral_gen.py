# size: 300
# spectral norm with generator expressions, sum() and zip() (bench/styles: the same algorithms in other styles)
import sys
def A(i, j):
    return 1.0 / ((i + j) * (i + j + 1) // 2 + i + 1)
def mul_Av(v):
    n = len(v)
    return [sum(A(i, j) * v[j] for j in range(n)) for i in range(n)]
def mul_Atv(v):
    n = len(v)
    return [sum(A(j, i) * v[j] for j in range(n)) for i in range(n)]
def mul_AtAv(v):
    return mul_Atv(mul_Av(v))
n = int(sys.argv[1])
u = [1.0] * n
for _ in range(10):
    v = mul_AtAv(u)
    u = mul_AtAv(v)
vBv = sum(a * b for a, b in zip(u, v))
vv = sum(b * b for b in v)
print("%.9f" % ((vBv / vv) ** 0.5))
