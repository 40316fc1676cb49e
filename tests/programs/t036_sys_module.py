# sys module: argv, stdout/stderr write, maxsize, recursion limit
import sys
print(type(sys.argv).__name__, len(sys.argv) >= 1, sys.argv[0].endswith("t036_sys_module.py"))
sys.stdout.write("written directly\n")
sys.stdout.write("no newline ")
sys.stdout.write("then newline\n")
sys.stderr.write("this goes to stderr\n")
print("to stderr too", file=sys.stderr)
print(sys.maxsize, sys.maxsize == 2 ** 63 - 1, sys.maxsize + 1)
print(sys.getrecursionlimit())
sys.setrecursionlimit(2000)
print(sys.getrecursionlimit())
sys.setrecursionlimit(1000)
print(sys.getrecursionlimit())
print("flushing", flush=True)
sys.stdout.flush()
def f():
    sys.exit(0)
try:
    f()
except SystemExit as e:
    print("caught SystemExit", e.code)
print("done")
