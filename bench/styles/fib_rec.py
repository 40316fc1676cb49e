# size: 30
# doubly recursive Fibonacci in one expression (bench/styles: the same algorithms in other styles)
import sys
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(int(sys.argv[1])))
