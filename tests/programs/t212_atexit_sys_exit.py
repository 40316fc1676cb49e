import atexit, sys
def report(tag):
    print("exit func", tag)
    sys.stdout.flush()
for i in range(120):
    if i % 40 == 0:
        atexit.register(report, i)
print("registered")
atexit.register(print, "print itself is a callback")
print("calling sys.exit(3)")
sys.exit(3)
