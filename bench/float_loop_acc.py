# corpus-arg: 20000
# Accumulating float loop: the value of z changes each iteration, mixing ints and floats.
import sys


def run(n):
    z = 1.1
    acc = 0.0
    for i in range(n):
        z = z * 0.999999 + 0.000001 * i
        acc += z + z * 0.5 - z / 3.0 + i * 0.25
        if acc > 1e12:
            acc = acc / 2.0
    return z, acc


def main(n):
    z, acc = run(n)
    print("%.6f" % z)
    print("%.6f" % acc)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 10000000)
