# deep recursion (5000) with the default limit: RecursionError is caught
def deep(n):
    if n == 0:
        return 0
    return deep(n - 1) + 1
print(deep(500))
try:
    deep(5000)
    print("no error")
except RecursionError:
    print("caught")
print(deep(100))
def infinite(n):
    return infinite(n + 1)
try:
    infinite(0)
except RecursionError as e:
    print("caught again", type(e).__name__, isinstance(e, RuntimeError))
print("still works", deep(900))
