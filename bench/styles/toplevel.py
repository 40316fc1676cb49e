# size: 400000
# a script with no functions: a sieve, a running float sum, a word tally and an int recurrence written at module level, where every variable is a global (bench/styles: the same algorithms in other styles)
import sys
n = int(sys.argv[1])
flags = [True] * (n + 1)
flags[0] = flags[1] = False
i = 2
while i * i <= n:
    if flags[i]:
        for j in range(i * i, n + 1, i):
            flags[j] = False
    i += 1
primes = 0
for f in flags:
    if f:
        primes += 1
print(primes)
total = 0.0
for k in range(1, n):
    total = total + 1.0 / (k * k)
print("%.9f" % total)
counts = {}
for k in range(n):
    w = "w%d" % (k % 37)
    counts[w] = counts.get(w, 0) + 1
print(len(counts), counts["w5"])
x = 1
for k in range(n):
    x = (x * 1103515245 + 12345) % 2147483648
print(x)
