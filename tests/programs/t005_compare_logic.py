# comparisons, chaining, boolean operators returning operands
a, b, c = 1, 2, 3
print(a < b < c, a < b > c, a == 1 == True, 1 < 2 < 3 < 4 < 5, 5 > 4 > 6)
print(a <= 1 <= b, c >= b >= a, a != b != a)
def show(x):
    print("eval", x)
    return x
print(show(1) < show(0) < show(5))
print(show(1) < show(2) < show(5))
print(1 and 2, 0 and 2, 1 or 2, 0 or 2, None or "default", "" or [] or 0)
print([] and 5, [1] and 5, "a" or "b", 0.0 or None)
print(show(0) and show(1))
print(show(1) or show(2))
print(not 1 and 2, not (1 and 0), 1 and not 0)
x = 5
print("big" if x > 3 else "small", "neg" if x < 0 else "zero" if x == 0 else "pos")
print(1 in [1, 2], 3 not in [1, 2], "ab" in "xabc", "ba" in "abc", 2 in (1, 2), 'k' in {'k': 1}, 1 in {1, 2})
l1 = [1, 2]
l2 = [1, 2]
l3 = l1
print(l1 == l2, l1 is l2, l1 is l3, l1 is not l2)
print([1, 2] < [1, 3], [1, 2] < [1, 2, 0], (1, 2) < (1, 1), [] < [0], (3,) > (2, 9))
print("abc" < "abd", "abc" < "ab", "Z" < "a", "" < "a", "apple" > "Apple")
print((1, "a") < (1, "b"), [[1]] == [[1]], (1, 2) == (1, 2), (1, 2) != (1, 3))
print(1 == 1.0, 1 < 1.0001, 2 ** 70 > 1e20, -1 < -0.5)
print({1: 2} == {1: 2}, {1, 2} == {2, 1}, {1} < {1, 2}, {1, 2} <= {1, 2}, {3} > {1})
print(None is None, None == False, "1" == 1, [1] == (1,))
print(max("b", "a", "c"), min([3, 1], [2, 9]))
y = 0
z = y or 10
print(z)
r = (y == 0) and "zero"
print(r)
print(bool(0 < 1) is True)
