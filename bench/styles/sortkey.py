# size: 100000
# sorted() with tuple-returning key lambdas (bench/styles: the same algorithms in other styles)
import sys
def run(n):
    data = [((i * 7919) % 1000, str(i)) for i in range(n)]
    t = 0
    for k in range(5):
        s = sorted(data, key=lambda p: (p[0], p[1]))
        t += s[0][0] + len(s[-1][1])
        s2 = sorted(data, key=lambda p: -p[0])
        t += s2[0][0]
    return t
print(run(int(sys.argv[1])))
