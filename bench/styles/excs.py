# size: 100000
# try/except ValueError around int(), with-statements (bench/styles: the same algorithms in other styles)
import sys
def parse(s):
    try:
        return int(s)
    except ValueError:
        return -1
def run(n):
    t = 0
    items = ["12", "x", "7", "", "99"]
    for i in range(n):
        for s in items:
            t += parse(s)
        with open("/dev/null") if i % 1000 == 0 else NullCtx() as f:
            pass
    return t
class NullCtx:
    def __enter__(self): return self
    def __exit__(self, *a): return False
print(run(int(sys.argv[1])))
