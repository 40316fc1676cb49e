# Positional-only parameters (PEP 570): keywords naming them go to **kwargs
# or raise CPython's error; co_posonlyargcount.
def f(a, b=2, /, c=3, *, d=4): return a, b, c, d
print(f(1), f(1, 5, 6, d=7), f.__code__.co_posonlyargcount, f.__code__.co_argcount)
try: f(a=1)
except TypeError as e: print(e)
def g(a, /, **kw): return a, kw
print(g(1, a=2))
l = lambda x, /, y: (x, y)
print(l(1, y=2))
try: l(x=1, y=2)
except TypeError as e: print(e)
def h(a, b, /, c): return a
try: h(a=1, b=2, c=3)
except TypeError as e: print(e)
try: h(1, 2, c=3, d=4)
except TypeError as e: print(e)
for i in range(300):
    r = f(i, c=i)
    try: f(1, a=i)
    except TypeError as e: r = e
print(r)
