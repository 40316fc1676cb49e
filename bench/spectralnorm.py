# corpus-arg: 30
# Spectral norm of the infinite matrix A(i,j) = 1/((i+j)(i+j+1)/2+i+1), written for lbbv.
import sys


def a_elem(i, j):
    ij = i + j
    return 1.0 / (ij * (ij + 1) // 2 + i + 1)


def mul_av(v, n):
    out = []
    for i in range(n):
        s = 0.0
        for j in range(n):
            s += a_elem(i, j) * v[j]
        out.append(s)
    return out


def mul_atv(v, n):
    out = []
    for i in range(n):
        s = 0.0
        for j in range(n):
            s += a_elem(j, i) * v[j]
        out.append(s)
    return out


def mul_atav(v, n):
    return mul_atv(mul_av(v, n), n)


def main(n):
    u = [1.0] * n
    v = u
    for _ in range(10):
        v = mul_atav(u, n)
        u = mul_atav(v, n)
    vbv = 0.0
    vv = 0.0
    for i in range(n):
        vbv += u[i] * v[i]
        vv += v[i] * v[i]
    print("%.9f" % ((vbv / vv) ** 0.5))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 450)
