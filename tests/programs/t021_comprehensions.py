# list/dict/set comprehensions and generator expressions
print([x for x in range(5)])
print([x * y for x in range(1, 4) for y in range(1, 4)])
print([(x, y) for x in range(3) for y in range(x)])
print([x for x in range(20) if x % 3 == 0 if x % 2 == 0])
print([[r * c for c in range(3)] for r in range(3)])
print([c.upper() for c in "hello" if c != "l"])
print({x: x ** 2 for x in range(6) if x % 2})
print({v: k for k, v in {"a": 1, "b": 2}.items()})
print({x % 4 for x in range(10)})
print(sorted({w[0] for w in ["apple", "avocado", "banana", "cherry"]}))
print(sum(x for x in range(101)), max(len(w) for w in ["a", "abc", "ab"]))
print(list(x + 1 for x in [1, 2, 3]), tuple(c for c in "ab"))
matrix = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
print([row[i] for i in range(3) for row in matrix])
print([[row[i] for row in matrix] for i in range(3)])
print([v for row in matrix for v in row if v % 2 == 0])
x = 10
print([x for x in range(3)], x)
print(["even" if n % 2 == 0 else "odd" for n in range(4)])
print([(i, c) for i, c in enumerate("xyz")])
print({k: [i for i in range(k)] for k in range(4)})
print([a + b for a, b in zip([1, 2, 3], [10, 20, 30])])
n = 3
print([[0] * n for _ in range(n)])
def pyth(limit):
    return [(a, b, c) for a in range(1, limit) for b in range(a, limit) for c in range(b, limit) if a * a + b * b == c * c]
print(pyth(20))
g = (i * i for i in range(1000000))
print(next(g), next(g), next(g))
print([f(3) for f in [lambda v: v + 1, lambda v: v * 2]])
words = ["one", "two", "three", "four"]
print({w: len(w) for w in words}, [w for w in words if "o" in w])
print(list(filter(None, [0, 1, "", "a", None, [], [0]])))
print(sorted([(len(w), w) for w in words]))
flat = [y for x in [[1, [2]], [3]] for y in x]
print(flat)
print([i for i in range(10)][::3])
