# size: 100000
# Collatz lengths: int while-loop in a function called from a for-loop (bench/styles: the same algorithms in other styles)
import sys
def collatz_len(n):
    c = 0
    while n != 1:
        if n % 2 == 0:
            n = n // 2
        else:
            n = 3 * n + 1
        c += 1
    return c
def run(n):
    best = 0; arg = 0
    for i in range(1, n):
        l = collatz_len(i)
        if l > best:
            best = l; arg = i
    return arg, best
print(run(int(sys.argv[1])))
