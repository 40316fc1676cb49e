import itertools as it
from itertools import *
print(list(islice(count(), 5)), list(islice(count(2.5, 0.5), 3)), repr(count(3)), repr(count(1, 2)))
print(list(islice(cycle("abc"), 7)), list(cycle([])))
print(list(repeat(1, 3)), repr(repeat("x", 2)), repr(repeat(2)), list(repeat(0, -1)))
print(list(accumulate([1, 2, 3, 4])), list(accumulate([1, 2, 3], lambda a, b: a * b)), list(accumulate([1, 2], initial=10)), list(accumulate([])))
print(list(chain("ab", [1, 2], ())), list(chain.from_iterable(["xy", "z"])))
print(list(compress("ABCDEF", [1, 0, 1, 0, 1, 1])))
print(list(dropwhile(lambda x: x < 5, [1, 4, 6, 4, 1])), list(takewhile(lambda x: x < 5, [1, 4, 6, 4, 1])))
print(list(filterfalse(lambda x: x % 2, range(10))), list(filterfalse(None, [0, 1, "", "a"])))
print([(k, list(g)) for k, g in groupby("AAAABBBCCDAABBB")])
print([k for k, g in groupby("AAAABBBCCD")])
print([(k, list(g)) for k, g in groupby([1, 2, 3, 4, 5, 6], key=lambda x: x // 3)])
gs = list(groupby("aabb")); print([list(g) for k, g in gs])
print(list(islice("ABCDEFG", 2)), list(islice("ABCDEFG", 2, 4)), list(islice("ABCDEFG", 2, None)), list(islice("ABCDEFG", 0, None, 2)))
for bad in [(-1,), (1, -1), (0, 5, 0), ("a",)]:
    try:
        islice("abc", *bad)
    except ValueError as e:
        print("ValueError", e)
print(list(pairwise("ABCDE")), list(pairwise("A")))
print(list(starmap(pow, [(2, 5), (3, 2)])))
print(list(zip_longest("ABCD", "xy", fillvalue="-")), list(zip_longest()), list(zip_longest([1], [])))
a, b = tee(iter([1, 2, 3])); print(next(a), list(a), list(b))
a, b, c = tee(range(3), 3); print(list(c), list(b), list(a))
print(list(product("ab", range(2))), list(product([0, 1], repeat=2)), list(product()), list(product([], [1])))
print(list(permutations(range(3))), list(permutations("abc", 2)), list(permutations([], 1)))
print(list(combinations("ABCD", 2)), list(combinations(range(4), 3)), list(combinations([1], 2)))
print(list(combinations_with_replacement("ABC", 2)), list(combinations_with_replacement([], 0)))
print(type(count()).__name__, count.__module__ if hasattr(count, "__module__") else "", type(count()))
total = 0
for x, y in product(range(30), repeat=2):
    total += x * y
for p in permutations(range(6)):
    total += p[0]
print(total)
try:
    list(permutations([1], -1))
except ValueError as e:
    print("ValueError", e)
try:
    count("a")
except TypeError as e:
    print("TypeError", e)
