# The int while-loop of docs/tier2.md "Per-dispatch cost" (no corpus-arg:
# not a bench row): x = x + i; i = i + 1 on raw ints.
import sys
def f(n):
    i = 0
    x = 0
    while i < n:
        x = x + i
        i = i + 1
    return x
print(f(int(sys.argv[1])))
