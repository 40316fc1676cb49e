# size: 300000
# keyword arguments, defaults, *args (bench/styles: the same algorithms in other styles)
import sys
def f(a, b=2, *, c=3, **kw):
    return a + b + c + len(kw)
def g(*args):
    return len(args)
def run(n):
    t = 0
    for i in range(n):
        t += f(i, c=4) + f(i, b=1) + f(a=i, d=5) + g(i, i, i)
    return t
print(run(int(sys.argv[1])))
