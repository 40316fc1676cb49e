# type() with one argument: printing types and type names
values = [1, -5, 2 ** 100, 1.5, float("inf"), True, None, "s", "", [1], (), (1,), {}, {1: 2}, set(), {1}, frozenset(),
          range(3), b"x", len, print, abs, lambda: 0]
for v in values:
    t = type(v)
    print(t, t.__name__)
class A:
    pass
class B(A):
    pass
def f():
    pass
def gen():
    yield 1
print(type(A()), type(B()), type(A), type(f), type(gen()), type(f).__name__, type(gen()).__name__)
print(type(A()).__name__, type(B()).__name__, A.__name__, B.__name__)
print(type(1) is int, type(1.0) is float, type("") is str, type([]) is list, type(()) is tuple, type({}) is dict)
print(type(True) is bool, type(True) is int, type(None) is type(None), type(B()) is A)
print(type(3 + 4.0).__name__, type(3 // 1).__name__, type(3 / 1).__name__, type(True + True).__name__, type(2 ** -1).__name__)
print(type(int("3")).__name__, type(str(3)).__name__, type(range(3)[0]).__name__, type([][:]).__name__)
print(type(int), type(type), type(Exception), type(ValueError("x")), type(ValueError("x")).__name__)
for e in [ZeroDivisionError(), KeyError(), StopIteration()]:
    print(type(e).__name__, type(e))
print(str(type(1)), repr(type("")), "%s" % type(1.0))
print(isinstance(type(1), type), type(1)("42") + 1, type("a")(5), type([])((1, 2)))
