# size: 1000000
# sieve of Eratosthenes: `flags[j] = False` in a range loop, sum of a generator (bench/styles: the same algorithms in other styles)
import sys
def sieve(n):
    flags = [True] * (n + 1)
    flags[0] = flags[1] = False
    i = 2
    while i * i <= n:
        if flags[i]:
            for j in range(i * i, n + 1, i):
                flags[j] = False
        i += 1
    return sum(1 for f in flags if f)
n = int(sys.argv[1])
t = 0
for _ in range(5):
    t += sieve(n)
print(t)
