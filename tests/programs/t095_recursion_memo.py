# recursion patterns: memoization with dicts, mutual recursion, recursive data
memo = {0: 0, 1: 1}
def fib(n):
    if n not in memo:
        memo[n] = fib(n - 1) + fib(n - 2)
    return memo[n]
print(fib(90), len(memo))
def fib_naive(n):
    return n if n < 2 else fib_naive(n - 1) + fib_naive(n - 2)
print([fib_naive(i) for i in range(15)])
def catalan(n, cache={}):
    if n <= 1:
        return 1
    if n in cache:
        return cache[n]
    r = sum(catalan(i) * catalan(n - 1 - i) for i in range(n))
    cache[n] = r
    return r
print([catalan(i) for i in range(12)], catalan(50))
def grid_paths(r, c, cache=None):
    if cache is None:
        cache = {}
    if r == 0 or c == 0:
        return 1
    key = (r, c)
    if key not in cache:
        cache[key] = grid_paths(r - 1, c, cache) + grid_paths(r, c - 1, cache)
    return cache[key]
print(grid_paths(10, 10), grid_paths(16, 16))
def flatten(x):
    if not isinstance(x, list):
        return [x]
    out = []
    for v in x:
        out += flatten(v)
    return out
print(flatten([1, [2, [3, [4, [5]]]], [], [[6]]]))
def depth(x):
    return 1 + max((depth(v) for v in x), default=0) if isinstance(x, list) else 0
print(depth([1, [2, [3, [4]]]]), depth([]), depth(5))
def power_set_sum(nums, i=0, acc=0):
    if i == len(nums):
        return [acc]
    return power_set_sum(nums, i + 1, acc) + power_set_sum(nums, i + 1, acc + nums[i])
print(sorted(power_set_sum([1, 2, 4, 8])))
def gcd(a, b):
    return a if b == 0 else gcd(b, a % b)
print(gcd(1071, 462), gcd(2 ** 100, 6 ** 50))
def binary(n):
    return "0" if n == 0 else ("" if n == 1 else binary(n // 2)) + str(n % 2) if n > 0 else "-" + binary(-n)
print([binary(n) for n in [0, 1, 2, 5, 10, 255, -6]])
def ackermann(m, n):
    if m == 0:
        return n + 1
    if n == 0:
        return ackermann(m - 1, 1)
    return ackermann(m - 1, ackermann(m, n - 1))
print([ackermann(2, n) for n in range(5)])
def count_change(amount, coins):
    if amount == 0:
        return 1
    if amount < 0 or not coins:
        return 0
    return count_change(amount - coins[0], coins) + count_change(amount, coins[1:])
print(count_change(100, [50, 25, 10, 5, 1]))
