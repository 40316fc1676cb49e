# size: 3000000
# lambdas and a composed closure, map and filter (bench/styles: the same algorithms in other styles)
import sys
def compose(f, g):
    return lambda x: f(g(x))
def run(n):
    inc = lambda x: x + 1
    dbl = lambda x: x * 2
    h = compose(inc, dbl)
    total = 0
    for i in range(n):
        total += h(i) % 7
    evens = list(filter(lambda x: x % 2 == 0, map(h, range(n // 10))))
    return total + len(evens)
print(run(int(sys.argv[1])))
