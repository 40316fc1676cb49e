# dynamic programming algorithms
def lcs(a, b):
    m, n = len(a), len(b)
    dp = [[0] * (n + 1) for _ in range(m + 1)]
    for i in range(m):
        for j in range(n):
            dp[i + 1][j + 1] = dp[i][j] + 1 if a[i] == b[j] else max(dp[i][j + 1], dp[i + 1][j])
    out = []
    i, j = m, n
    while i and j:
        if a[i - 1] == b[j - 1]:
            out.append(a[i - 1])
            i -= 1
            j -= 1
        elif dp[i - 1][j] >= dp[i][j - 1]:
            i -= 1
        else:
            j -= 1
    return dp[m][n], "".join(reversed(out))
print(lcs("ABCBDAB", "BDCABA"), lcs("dynamic", "programming"), lcs("", "abc"))
def edit_distance(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]
print(edit_distance("kitten", "sitting"), edit_distance("flaw", "lawn"), edit_distance("", "abc"), edit_distance("same", "same"))
def knapsack(items, cap):
    dp = [0] * (cap + 1)
    for w, v in items:
        for c in range(cap, w - 1, -1):
            dp[c] = max(dp[c], dp[c - w] + v)
    return dp[cap]
print(knapsack([(12, 4), (2, 2), (1, 1), (1, 2), (4, 10)], 15), knapsack([(5, 10), (4, 40), (6, 30), (3, 50)], 10))
def coin_change(coins, amount):
    ways = [1] + [0] * amount
    for c in coins:
        for a in range(c, amount + 1):
            ways[a] += ways[a - c]
    return ways[amount]
print(coin_change([1, 2, 5], 5), coin_change([1, 5, 10, 25, 50, 100], 300), coin_change([2], 3))
def min_coins(coins, amount):
    INF = float("inf")
    best = [0] + [INF] * amount
    for a in range(1, amount + 1):
        for c in coins:
            if c <= a and best[a - c] + 1 < best[a]:
                best[a] = best[a - c] + 1
    return best[amount] if best[amount] != INF else -1
print(min_coins([1, 3, 4], 6), min_coins([2], 3), min_coins([1, 5, 10, 25], 63))
def lis(seq):
    tails = []
    for x in seq:
        lo, hi = 0, len(tails)
        while lo < hi:
            mid = (lo + hi) // 2
            if tails[mid] < x:
                lo = mid + 1
            else:
                hi = mid
        if lo == len(tails):
            tails.append(x)
        else:
            tails[lo] = x
    return len(tails)
print(lis([10, 9, 2, 5, 3, 7, 101, 18]), lis(list(range(50))), lis([5, 4, 3]))
memo = {}
def partitions(n, k):
    if n == 0:
        return 1
    if n < 0 or k == 0:
        return 0
    key = (n, k)
    if key not in memo:
        memo[key] = partitions(n - k, k) + partitions(n, k - 1)
    return memo[key]
print([partitions(n, n) for n in range(15)], partitions(100, 100))
def pascal(n):
    row = [1]
    rows = [row]
    for _ in range(n - 1):
        row = [1] + [row[i] + row[i + 1] for i in range(len(row) - 1)] + [1]
        rows.append(row)
    return rows
for r in pascal(7):
    print(" ".join(str(v) for v in r).center(30))
print(pascal(60)[-1][30])
