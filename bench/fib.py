# corpus-arg: 18
# Naive doubly-recursive Fibonacci (call-heavy benchmark).
import sys


def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


def main(n):
    for k in range(n - 3, n + 1):
        print("fib(%d) = %d" % (k, fib(k)))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 34)
