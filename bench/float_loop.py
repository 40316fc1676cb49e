# corpus-arg: 20000
# The paper's float loop: z + z + ... + z (17 terms) summed in a counted loop.
import sys


def run(n):
    z = 1.1
    total = 0.0
    for i in range(n):
        total = total + (z + z + z + z + z + z + z + z + z + z + z + z + z + z + z + z + z)
    return total


def main(n):
    r = run(n)
    print(r)
    print("%.6f" % r)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 7000000)
