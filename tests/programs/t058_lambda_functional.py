# lambdas and functional patterns
square = lambda x: x * x
print(list(map(square, range(6))))
print(list(map(lambda x, y: x + y, "abc", "xyz")))
print(list(filter(lambda n: n % 3 == 0, range(20))))
def reduce(fn, seq, init):
    acc = init
    for x in seq:
        acc = fn(acc, x)
    return acc
print(reduce(lambda a, b: a + b, range(10), 0), reduce(lambda a, b: a * b, range(1, 10), 1))
print(reduce(lambda a, b: b + a, "hello", ""), reduce(max, [3, 9, 2], 0))
ops = {"+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b, "/": lambda a, b: a / b}
for op in sorted(ops):
    print(op, ops[op](12, 4))
def curry(f):
    return lambda a: lambda b: f(a, b)
add = curry(lambda a, b: a + b)
print(add(3)(4), curry(pow)(2)(8))
pipeline = [lambda x: x + 1, lambda x: x * 2, lambda x: x - 3]
v = 5
for fn in pipeline:
    v = fn(v)
print(v)
compose_all = lambda fs: lambda x: reduce(lambda acc, f: f(acc), fs, x)
print(compose_all(pipeline)(10))
print(sorted(["bb", "a", "ccc"], key=lambda s: -len(s)), max([(1, "z"), (2, "a")], key=lambda t: t[1]))
print((lambda *args, **kw: (args, sorted(kw.items())))(1, 2, a=3))
print((lambda x=5: x * 2)(), (lambda x, y=2: x ** y)(3))
fact = lambda n: 1 if n <= 1 else n * fact(n - 1)
print(fact(12))
print(list(map(lambda p: p[0] * p[1], zip(range(5), range(5, 10)))))
adders = [lambda x, n=n: x + n for n in range(4)]
print([a(10) for a in adders])
print(any(map(lambda c: c.isdigit(), "ab3")), all(map(str.isalpha, ["ab", "c"])))
matrix = [[1, 2, 3], [4, 5, 6]]
print(list(map(list, zip(*matrix))), list(map(sum, matrix)), list(map(max, *matrix)))
is_even = lambda n: n % 2 == 0
print([n for n in range(10) if is_even(n)], list(filter(lambda s: s, ["", "x", "", "y"])))
print("lambda ok")
