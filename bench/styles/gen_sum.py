# size: 3000000
# sum() of a generator expression over list(range(n)) (bench/styles: the same algorithms in other styles)
import sys
def run(n):
    data = list(range(n))
    return sum(x for x in data if x & 1)
print(run(int(sys.argv[1])))
