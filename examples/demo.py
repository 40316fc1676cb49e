"""The example `make run` executes: a little of everything."""


def fib(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a


class Vector:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __add__(self, other):
        return Vector(self.x + other.x, self.y + other.y)

    def __repr__(self):
        return "Vector(%r, %r)" % (self.x, self.y)


def main():
    print("fib(90) =", fib(90))
    print("2 ** 100 =", 2 ** 100)
    v = Vector(1.5, 2.0)
    for i in range(3):
        v = v + Vector(0.25, i)
    print("vector:", v)
    squares = [n * n for n in range(10) if n % 2 == 0]
    print("even squares:", squares)
    total = 0.0
    i = 0
    while i < 1000000:
        total += i * 0.5
        i += 1
    print("float loop total:", total)


if __name__ == "__main__":
    main()
