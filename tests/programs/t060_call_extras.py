# keyword-only arguments and argument-count errors
def f(a, b, c=3, d=4):
    return (a, b, c, d)
def kwonly(a, *, key, flag=False):
    return a, key, flag
print(kwonly(1, key=2), kwonly(1, flag=True, key=0))
try:
    f(1)
except TypeError as e:
    print("TypeError", e)
try:
    f(1, 2, 3, 4, 5)
except TypeError as e:
    print("TypeError", e)
try:
    f(1, 2, e=5)
except TypeError as e:
    print("TypeError", e)
try:
    f(1, 2, a=5)
except TypeError as e:
    print("TypeError", e)
