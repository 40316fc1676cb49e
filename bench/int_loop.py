# corpus-arg: 30000
# Integer while-loop: arithmetic, modulo and bit operations on small ints.
import sys


def run(n):
    i = 0
    total = 0
    x = 12345
    while i < n:
        x = (x * 1103515245 + 12345) % 2147483648
        total += (x >> 16) & 0xFF
        if i % 3 == 0:
            total -= i & 7
        i += 1
    return total, x


def main(n):
    total, x = run(n)
    print(total)
    print(x)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 5000000)
