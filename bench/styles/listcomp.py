# size: 300000
# small list and dict comprehensions inside a loop (bench/styles: the same algorithms in other styles)
import sys
def run(n):
    small = [1, 2, 3, 4]
    t = 0
    for i in range(n):
        t += len([x * i for x in small if x != 2])
        t += sum({x: x for x in small}.values())
    return t
print(run(int(sys.argv[1])))
