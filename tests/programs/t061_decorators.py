# decorators (function wrappers)
def memo(fn):
    cache = {}
    def wrapped(n):
        if n not in cache:
            cache[n] = fn(n)
        return cache[n]
    return wrapped
@memo
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(80))
def deco(tag):
    def wrap(fn):
        def inner(*a):
            return tag + str(fn(*a))
        return inner
    return wrap
@deco("<")
@deco(">")
def val(x):
    return x * 3
print(val(4))
