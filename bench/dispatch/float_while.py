# The float while-loop of docs/tier2.md "Per-dispatch cost": raw float
# x = x + y; x = x * 0.5 and the int counter.
import sys
def f(n):
    i = 0
    x = 0.0
    y = 1.5
    while i < n:
        x = x + y
        x = x * 0.5
        i = i + 1
    return x
print(f(int(sys.argv[1])))
