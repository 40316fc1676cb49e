# uncaught RecursionError
def down(n):
    return down(n + 1) + 1
print("recursing")
down(0)
