# size: 200000
# %-formatting, split, join, upper, replace, f-strings (bench/styles: the same algorithms in other styles)
import sys
def run(n):
    t = 0
    for i in range(n):
        s = "item-%d,%s" % (i, "x" * (i % 5))
        parts = s.split(",")
        u = "-".join(parts).upper().replace("ITEM", "it")
        f = f"{i}:{u}:{len(parts)}"
        t += len(f) + (1 if u.startswith("it") else 0)
    return t
print(run(int(sys.argv[1])))
